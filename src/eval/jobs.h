/* jobs.h — `lhx eval --emit-jobs parallel|slurm`: the evaluation as
 * independent jobs for other machines.
 *
 * Each job is `lhx eval MANIFEST --only UNIT --out OUT`, which writes
 * OUT/parts/UNIT.json; `lhx eval MANIFEST --merge OUT/parts --out OUT` then
 * writes the reports. Paths in the jobs are absolute, so the machines must
 * see this lhx, the corpus and OUT at the same paths (a shared file system,
 * or the same checkout everywhere). */
#ifndef LHX_EVAL_JOBS_H
#define LHX_EVAL_JOBS_H

#include <stdbool.h>

#include "eval_options.h"
#include "plan.h"

/* Writes the job list (GNU parallel: one command a line) or the Slurm
 * array script to out. lhx is this program's absolute path; manifest and
 * out_dir absolute too. */
void jobs_emit(const EvalOptions *o, const Plan *p, const char *lhx, const char *manifest, const char *out_dir,
               StrBuf *out);

/* s quoted for a POSIX shell: 'it'\''s'. */
void eval_shell_quote(StrBuf *out, const char *s);

#endif
