/* cmd_eval.c — `lhx eval`: the corpus evaluation that reproduces the
 * papers' Fig. 12 (docs/eval.md). This file reads the options and the
 * manifest and hands over to a mode; it also holds what the modes share. */
#include "../cli/commands.h"
#include "eval_modes.h"
#include "jobs.h"
#include "parts.h"
#include "report.h"
#include "results.h"
#include "../util/diag.h"
#include "../util/xalloc.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *eval_self_path(void) {
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0) return NULL;
    buf[n] = '\0';
    return xstrdup(buf);
}

int eval_write_reports(const EvalOptions *o, const Manifest *m, Outcome *outcomes, size_t n) {
    Results r;
    results_init(&r, m, outcomes, n);
    StrBuf err, summary;
    sb_init(&err), sb_init(&summary);
    int status = EXIT_NONE_FOUND;
    if (!eval_make_dirs(o->out, &err) || !eval_reports_write(&r, o->out, &err)) {
        fputs(sb_str(&err), stderr);
        status = EXIT_BAD_INPUT;
    } else {
        eval_report_summary(&r, &summary);
        printf("%sreports: %s/table.md, blame.md, results.csv, times.svg\n", sb_str(&summary), o->out);
    }
    sb_free(&err), sb_free(&summary);
    return status;
}

/* ---- --emit-jobs ------------------------------------------------------------------ */

/* The absolute form of an existing path; NULL (reported) if it has none. */
static char *absolute(const char *path) {
    char *abs = realpath(path, NULL);
    if (!abs) fprintf(stderr, "lhx: error: eval: cannot resolve %s\n", path);
    return abs;
}

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
    char *lhx = eval_self_path(), *manifest = absolute(m->path), *out = NULL;
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

/* ---- the command ------------------------------------------------------------------ */

int cmd_eval(int argc, char **argv) {
    EvalOptions o;
    if (!eval_parse_options(argc, argv, &o)) {
        eval_options_free(&o);
        return EXIT_BAD_INPUT;
    }
    Manifest m;
    StrBuf errors;
    sb_init(&errors);
    int status = EXIT_BAD_INPUT;
    if (!manifest_load(o.manifest, &m, &errors)) fputs(sb_str(&errors), stderr);
    else {
        status = o.mode == EVAL_EMIT ? eval_emit(&o, &m) : o.mode == EVAL_MERGE ? eval_merge(&o, &m) : eval_run(&o, &m);
        manifest_free(&m);
    }
    sb_free(&errors);
    eval_options_free(&o);
    return status;
}
