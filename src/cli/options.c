/* options.c — see options.h. */
#include "options.h"
#include "../help/help.h"
#include "../util/memlimit.h"
#include "../util/option.h"

#include <stdio.h>
#include <string.h>

/* An argument parse_run_options does not know: the error and the usage. */
static bool unexpected(char **argv, const char *a) {
    fprintf(stderr, "lhx: error: %s: unexpected argument '%s'\n", argv[0], a);
    help_print_usage(argv[0], stderr);
    return false;
}

bool parse_run_options(int argc, char **argv, RunOptions *o) {
    memset(o, 0, sizeof *o);
    o->timeout_s = 60;
    o->max_results = 1;
    o->memory_mb = MEMORY_DEFAULT_MB;
    bool files_only = false; /* after `--`, a file name may start with '-' */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        double v;
        if (files_only || (a[0] != '-' && !o->file)) {
            if (o->file) return unexpected(argv, a);
            o->file = a;
        } else if (strcmp(a, "--") == 0) files_only = true;
        else if (strcmp(a, "--entry") == 0 && next) o->entry = argv[++i];
        else if (strcmp(a, "--memory") == 0) {
            if (!option_whole(NULL, a, next, 0, MEMORY_MAX_MB, &v)) return help_print_usage(argv[0], stderr), false;
            o->memory_mb = (long)v, i++;
        } else if (strcmp(a, "--no-th") == 0) o->no_th = true;
        else if (strcmp(a, "--timeout") == 0) {
            if (!option_number(NULL, a, next, 0.001, 1e6, &v)) return help_print_usage(argv[0], stderr), false;
            o->timeout_s = v, i++;
        } else if (strcmp(a, "--max-depth") == 0) {
            if (!option_whole(NULL, a, next, 1, 1e12, &v)) return help_print_usage(argv[0], stderr), false;
            o->max_depth = (uint64_t)v, i++;
        } else if (strcmp(a, "--max-results") == 0) {
            if (!option_whole(NULL, a, next, 1, 1e6, &v)) return help_print_usage(argv[0], stderr), false;
            o->max_results = (uint32_t)v, i++;
        } else if (strcmp(a, "--stats") == 0) o->stats = true;
        else if (strcmp(a, "--values") == 0) o->values = true;
        else return unexpected(argv, a);
    }
    if (!o->file) {
        fprintf(stderr, "lhx: error: %s: missing FILE\n", argv[0]);
        help_print_usage(argv[0], stderr);
        return false;
    }
    return true;
}

void apply_search_options(const RunOptions *o, SearchOptions *so) {
    search_memory_within(o->memory_mb, so);
    so->timeout_s = o->timeout_s;
    so->max_results = o->max_results;
    if (o->max_depth) so->max_bound = o->max_depth;
    if (o->values) so->all_values = true, so->max_results = UINT32_MAX;
}
