/* eval_emit.c — `lhx eval [MANIFEST] --emit-jobs parallel|slurm`: the
 * evaluation as independent jobs for other machines (jobs.h), each running
 * `lhx eval --only`; their parts are merged by eval_merge.c. */
#include "eval_modes.h"
#include "jobs.h"
#include "parts.h"
#include "../frontend/process.h"
#include "../util/diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The absolute form of an existing path; NULL (reported) if it has none. */
static char *absolute(const char *path) {
    char *abs = realpath(path, NULL);
    if (!abs) fprintf(stderr, "lhx: error: eval: cannot resolve %s\n", path);
    return abs;
}

/* OUT/parts for the jobs' parts, and OUT/logs for Slurm's logs. */
static bool make_job_dirs(const EvalOptions *o, StrBuf *err) {
    StrBuf parts, logs;
    sb_init(&parts), sb_init(&logs);
    sb_printf(&parts, "%s/parts", o->out);
    sb_printf(&logs, "%s/logs", o->out);
    bool ok = eval_make_dirs(sb_str(&parts), err) && (strcmp(o->emit, "slurm") != 0 || eval_make_dirs(sb_str(&logs), err));
    sb_free(&parts), sb_free(&logs);
    return ok;
}

int eval_emit(const EvalOptions *o, const Manifest *m) {
    Plan plan;
    StrBuf err, text;
    sb_init(&err), sb_init(&text);
    bool selected = true;
    if (o->nonly) selected = plan_select(m, o->only, o->nonly, &plan, &err);
    else plan_build(m, o->check_good, &plan);
    if (!selected) {
        fputs(sb_str(&err), stderr);
        sb_free(&err);
        return EXIT_BAD_INPUT;
    }
    char *lhx = process_self_path(), *manifest = absolute(m->path), *out = NULL;
    int status = EXIT_BAD_INPUT;
    if (!plan.n) fputs("lhx: error: eval: no entries, no jobs\n", stderr);
    else if (!make_job_dirs(o, &err)) fputs(sb_str(&err), stderr);
    else if (lhx && manifest && (out = absolute(o->out))) {
        jobs_emit(o, &plan, lhx, manifest, out, &text);
        fputs(sb_str(&text), stdout);
        status = EXIT_NONE_FOUND;
    }
    free(lhx), free(manifest), free(out);
    sb_free(&err), sb_free(&text);
    plan_free(&plan);
    return status;
}
