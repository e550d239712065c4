/* options.c — see options.h. */
#include "options.h"
#include "../util/memlimit.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The value of s if it is a finite decimal number in [lo, hi] (strtod's
 * "nan", "inf" and out-of-range values such as 1e999 are not), and whole
 * when asked; false otherwise. */
static bool parse_number(const char *s, double lo, double hi, bool whole, double *out) {
    if (!s || !*s || s[strspn(s, "0123456789.eE+-")]) return false; /* no spaces, hex, nan or inf */
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || *end || errno || !isfinite(v) || v < lo || v > hi) return false;
    if (whole && v != floor(v)) return false;
    *out = v;
    return true;
}

static bool number_option(const char *context, const char *opt, const char *s, double lo, double hi, bool whole,
                          double *out) {
    if (parse_number(s, lo, hi, whole, out)) return true;
    fprintf(stderr, "lhx: error: %s%s%s needs %s from %.15g to %.15g, not %s%s%s\n", context ? context : "",
            context ? ": " : "", opt, whole ? "a whole number" : "a number", lo, hi, s ? "'" : "",
            s ? s : "nothing", s ? "'" : "");
    return false;
}

bool option_number(const char *context, const char *opt, const char *s, double lo, double hi, double *out) {
    return number_option(context, opt, s, lo, hi, false, out);
}

bool option_whole(const char *context, const char *opt, const char *s, double lo, double hi, double *out) {
    return number_option(context, opt, s, lo, hi, true, out);
}

bool apply_memory_limit(long mb, Diag *diag) {
    if (memory_limit_set(mb)) return true;
    return diag_error(diag, EXIT_UNSUPPORTED, "cannot set the memory limit of %ld MB: %s", mb, strerror(errno));
}

bool parse_run_options(int argc, char **argv, RunOptions *o, const char *usage) {
    memset(o, 0, sizeof *o);
    o->timeout_s = 60;
    o->max_results = 1;
    o->memory_mb = MEMORY_DEFAULT_MB;
    bool files_only = false; /* after `--`, a file name may start with '-' */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : NULL;
        double v;
        if (files_only || (a[0] != '-' && !o->file)) {
            if (o->file) {
                fprintf(stderr, "lhx: error: %s: unexpected argument '%s'\n%s", argv[0], a, usage);
                return false;
            }
            o->file = a;
        } else if (strcmp(a, "--") == 0) files_only = true;
        else if (strcmp(a, "--entry") == 0 && next) o->entry = argv[++i];
        else if (strcmp(a, "--memory") == 0) {
            if (!option_whole(NULL, a, next, 0, MEMORY_MAX_MB, &v)) return fputs(usage, stderr), false;
            o->memory_mb = (long)v, i++;
        } else if (strcmp(a, "--no-th") == 0) o->no_th = true;
        else if (strcmp(a, "--timeout") == 0) {
            if (!option_number(NULL, a, next, 0.001, 1e6, &v)) return fputs(usage, stderr), false;
            o->timeout_s = v, i++;
        } else if (strcmp(a, "--max-depth") == 0) {
            if (!option_whole(NULL, a, next, 1, 1e12, &v)) return fputs(usage, stderr), false;
            o->max_depth = (uint64_t)v, i++;
        } else if (strcmp(a, "--max-results") == 0) {
            if (!option_whole(NULL, a, next, 1, 1e6, &v)) return fputs(usage, stderr), false;
            o->max_results = (uint32_t)v, i++;
        } else if (strcmp(a, "--stats") == 0) o->stats = true;
        else if (strcmp(a, "--values") == 0) o->values = true;
        else {
            fprintf(stderr, "lhx: error: %s: unexpected argument '%s'\n%s", argv[0], a, usage);
            return false;
        }
    }
    if (!o->file) {
        fprintf(stderr, "lhx: error: %s: missing FILE\n%s", argv[0], usage);
        return false;
    }
    return true;
}

void search_memory_within(long memory_mb, SearchOptions *so) {
    size_t cap = memory_mb > 0 ? ((size_t)memory_mb << 20) / 4 * 3 : 0;
    if (cap && (!so->mem_limit || so->mem_limit > cap)) so->mem_limit = cap;
}

void apply_search_options(const RunOptions *o, SearchOptions *so) {
    search_memory_within(o->memory_mb, so);
    so->timeout_s = o->timeout_s;
    so->max_results = o->max_results;
    if (o->max_depth) so->max_bound = o->max_depth;
    if (o->values) so->all_values = true, so->max_results = UINT32_MAX;
}
