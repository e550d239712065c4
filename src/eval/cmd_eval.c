/* cmd_eval.c — `lhx eval`: the corpus evaluation that reproduces the
 * papers' Fig. 12 (docs/eval.md). This file reads the options and the
 * manifest and hands over to a mode (eval_run.c, eval_emit.c,
 * eval_merge.c), which call the shared pieces below them, never back. */
#include "cmd_eval.h"
#include "eval_modes.h"
#include "suite.h"
#include "../util/diag.h"

#include <stdio.h>

int cmd_eval(int argc, char **argv) {
    EvalOptions o;
    if (!eval_parse_options(argc, argv, &o)) {
        eval_options_free(&o);
        return EXIT_BAD_INPUT;
    }
    if (o.mode == EVAL_SUITE) { /* an external suite has no manifest */
        int status = eval_suite(&o);
        eval_options_free(&o);
        return status;
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
