/* cmd_check.c — `lhx check FILE [--function NAME]… [--json] [--timeout S]
 * [--max-depth N] [--spec FILE]…`: checks functions against their
 * LiquidHaskell refinement types and explains each failure with a
 * counterexample. */
#include "../source/binder_range.h"
#include "check.h"
#include "commands.h"
#include "options.h"
#include "../util/diag.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char check_usage[] =
    "usage: lhx check FILE [--function NAME]... [--json] [--timeout S] [--max-depth N] [--spec FILE]... [--stats]\n";

static bool parse_args(int argc, char **argv, CheckOptions *o) {
    check_default_options(o);
    for (int i = 1; i < argc; i++) {
        bool bad;
        bool taken = check_parse_option(argc, argv, &i, o, &bad);
        if (bad) return false;
        if (taken) continue;
        if (argv[i][0] == '-' || o->file) {
            fprintf(stderr, "lhx: error: unexpected argument '%s'\n", argv[i]);
            return false;
        }
        o->file = argv[i];
    }
    if (!o->file) fputs("lhx: error: no file to check\n", stderr);
    return o->file != NULL;
}

static void free_options(CheckOptions *o) {
    free(o->functions);
    free(o->specs);
}

/* The targets: the named binders, or the default ones. */
static Global **targets(CheckSession *s, const CheckOptions *o, uint32_t *n, Diag *d) {
    if (o->nfunctions == 0) return check_default_targets(s, n);
    Global **out = xcalloc(o->nfunctions, sizeof *out);
    for (uint32_t i = 0; i < o->nfunctions; i++) {
        out[i] = module_binder(&s->p, s->module, o->functions[i]);
        if (!out[i]) {
            diag_error(d, EXIT_BAD_INPUT, "%s has no top-level binder named %s", o->file, o->functions[i]);
            free(out);
            return NULL;
        }
    }
    *n = o->nfunctions;
    return out;
}

/* Prints an error that stopped the command, in the requested form. */
static int stop(const CheckOptions *o, Diag *d) {
    if (o->json) {
        cJSON *doc = report_json_document("check", o->file, NULL, d);
        char *text = cJSON_Print(doc);
        puts(text);
        free(text);
        cJSON_Delete(doc);
    }
    return diag_report(d, stderr);
}

int cmd_check(int argc, char **argv) {
    CheckOptions o;
    if (!parse_args(argc, argv, &o)) {
        fputs(check_usage, stderr);
        free_options(&o);
        return EXIT_BAD_INPUT;
    }
    Diag d;
    diag_init(&d);
    CheckSession s;
    uint32_t n = 0;
    Global **fs = NULL;
    if (!check_session_open(&s, &o, &d) || !(fs = targets(&s, &o, &n, &d))) {
        int status = stop(&o, &d);
        check_session_close(&s);
        free_options(&o);
        return status;
    }
    CheckResult *rs = xcalloc(n ? n : 1, sizeof *rs);
    cJSON *results = cJSON_CreateArray();
    BinderRanges ranges; /* for the JSON spans; a file that cannot be read has none */
    Diag unread;
    diag_init(&unread);
    if (!binder_ranges_read(o.file, &ranges, &unread)) diag_clear(&unread);
    for (uint32_t i = 0; i < n; i++) {
        check_function(&s, &o, fs[i], &rs[i]);
        binder_range_span(&s.p, &ranges, fs[i], &rs[i].range);
        if (rs[i].error_line) fputs(rs[i].error_line, stderr);
        if (o.json) {
            cJSON_AddItemToArray(results, report_json(&s, &rs[i]));
            continue;
        }
        StrBuf sb;
        sb_init(&sb);
        report_text(&s, &rs[i], &sb);
        fputs(sb_str(&sb), stdout);
        if (i + 1 < n) putchar('\n');
        fflush(stdout);
        sb_free(&sb);
        if (o.stats && rs[i].searched) print_stats(&rs[i].search, stderr);
    }
    if (!o.json && n == 0) printf("%s: no function to check (no refinement signatures)\n", o.file);
    if (o.json) {
        cJSON *doc = report_json_document("check", o.file, results, NULL);
        char *text = cJSON_Print(doc);
        puts(text);
        free(text);
        cJSON_Delete(doc);
    } else {
        cJSON_Delete(results);
    }
    binder_ranges_free(&ranges);
    int status = check_status(rs, n);
    for (uint32_t i = 0; i < n; i++) check_result_free(&rs[i]);
    free(rs);
    free(fs);
    check_session_close(&s);
    free_options(&o);
    return status;
}
