/* cmd_check.c — `lhx check FILE [--function NAME]… [--json] [--timeout S]
 * [--max-depth N] [--spec FILE]…`: checks functions against their
 * LiquidHaskell refinement types and explains each failure with a
 * counterexample. The work is the check pipeline's (src/check/check.h). */
#include "check_options.h"
#include "check_package.h"
#include "commands.h"
#include "../help/help.h"
#include "../project/package.h"
#include "../util/diag.h"
#include "../util/option.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads argv into o (the defaults, then the options and one FILE); prints
 * the problem and returns false on error. */
static bool parse_args(int argc, char **argv, CheckOptions *o, int *jobs) {
    check_default_options(o);
    bool files_only = false; /* after `--`, a file name may start with '-' */
    double v;
    for (int i = 1; i < argc; i++) {
        bool bad = false;
        bool taken = !files_only && check_parse_option(argc, argv, &i, o, &bad);
        if (bad) return false;
        if (taken) continue;
        if (!files_only && (strcmp(argv[i], "--jobs") == 0 || strcmp(argv[i], "-j") == 0)) {
            if (!option_whole(NULL, argv[i], i + 1 < argc ? argv[i + 1] : NULL, 1, 256, &v)) return false;
            *jobs = (int)v, i++;
            continue;
        }
        if (!files_only && strcmp(argv[i], "--") == 0) {
            files_only = true;
            continue;
        }
        if ((argv[i][0] == '-' && !files_only) || o->file) {
            fprintf(stderr, "lhx: error: unexpected argument '%s'\n", argv[i]);
            return false;
        }
        o->file = argv[i];
    }
    if (!o->file) fputs("lhx: error: no file to check\n", stderr);
    return o->file != NULL;
}

/* lhx ran out of memory before any function was checked (loading, GHC's
 * output, the specs): the document still ends the output, with the error. */
static void stop_when_out_of_memory(const char *why, void *ctx) {
    const CheckOptions *o = ctx;
    if (!o->json && !o->json_out) return;
    Diag d;
    diag_init(&d);
    diag_error(&d, EXIT_UNSUPPORTED, "out of memory: %s", why);
    if (o->json) check_print_document("check", o->file, NULL, &d);
    else check_write_document(o->json_out, "check", o->file, NULL, &d);
    fflush(stdout);
}

/* Room for that document: freed when memory runs out. */
enum { LOAD_FAILURE_RESERVE = 1 << 20 };

int cmd_check(int argc, char **argv) {
    CheckOptions o;
    int jobs = 1;
    if (!parse_args(argc, argv, &o, &jobs)) {
        help_print_usage("check", stderr);
        check_options_free(&o);
        return EXIT_BAD_INPUT;
    }
    if (package_is_target(o.file)) {
        int status = check_package(&o, jobs, argc, argv);
        check_options_free(&o);
        return status;
    }
    Diag d;
    diag_init(&d);
    CheckSession s;
    check_session_init(&s);
    uint32_t n = 0;
    Global **fs = NULL;
    int status;
    xalloc_on_failure(stop_when_out_of_memory, &o, LOAD_FAILURE_RESERVE);
    bool opened = check_session_open(&s, &o, &d) && (fs = check_targets(&s, &o, &n, &d));
    xalloc_on_failure(NULL, NULL, 0);
    if (opened) {
        status = check_run(&s, &o, fs, n, "check");
        if (!o.json && n == 0) printf("%s: no function to check (no refinement signature, no exported function, no constant;"
                                   " unexported functions are checked through their callers)\n", o.file);
    } else {
        if (o.json_out) check_write_document(o.json_out, "check", o.file, NULL, &d);
        status = check_print_stop("check", o.file, o.json, &d);
    }
    free(fs);
    check_session_close(&s);
    check_options_free(&o);
    return status;
}
