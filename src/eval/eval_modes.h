/* eval_modes.h — the three things `lhx eval` does: run the corpus (or some
 * units of it), emit jobs for other machines, merge their parts. Each
 * returns the command's exit status and prints its own errors. Called by
 * cmd_eval.c only. */
#ifndef LHX_EVAL_MODES_H
#define LHX_EVAL_MODES_H

#include "eval_options.h"
#include "manifest.h"

int eval_run(const EvalOptions *o, const Manifest *m);
int eval_emit(const EvalOptions *o, const Manifest *m);
int eval_merge(const EvalOptions *o, const Manifest *m);

#endif
