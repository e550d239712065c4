/* eval_modes.h — the three things `lhx eval` does: run the corpus (or some
 * units of it), emit jobs for other machines, merge their parts. Each
 * returns the command's exit status and prints its own errors. */
#ifndef LHX_EVAL_MODES_H
#define LHX_EVAL_MODES_H

#include "eval_options.h"
#include "manifest.h"
#include "outcome.h"

int eval_run(const EvalOptions *o, const Manifest *m);
int eval_emit(const EvalOptions *o, const Manifest *m);
int eval_merge(const EvalOptions *o, const Manifest *m);

/* Writes the reports of outcomes into o->out and the summary on stdout;
 * the exit status (0, or 2 when a report cannot be written). */
int eval_write_reports(const EvalOptions *o, const Manifest *m, Outcome *outcomes, size_t n);

/* This lhx's absolute path (from /proc/self/exe); NULL if unknown. Free it. */
char *eval_self_path(void);

#endif
