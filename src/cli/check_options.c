/* check_options.c — see check_options.h. */
#include "check_options.h"
#include "../util/memlimit.h"
#include "../util/option.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends item to the growing list *list of *n. */
static void push(const char ***list, uint32_t *n, const char *item) {
    *list = xrealloc(*list, (*n + 1) * sizeof **list);
    (*list)[(*n)++] = item;
}

bool check_parse_option(int argc, char **argv, int *i, CheckOptions *o, bool *bad) {
    const char *a = argv[*i], *next = *i + 1 < argc ? argv[*i + 1] : NULL;
    double v;
    *bad = false;
    if (strcmp(a, "--json") == 0) o->json = true;
    else if (strcmp(a, "--stats") == 0) o->stats = true;
    else if (strcmp(a, "--no-th") == 0) o->no_th = true;
    else if (strcmp(a, "--machine-ints") == 0) o->machine_ints = true;
    else if (strcmp(a, "--memory") == 0) {
        if (!option_whole(NULL, a, next, 0, MEMORY_MAX_MB, &v)) return *bad = true;
        o->memory_mb = (long)v, ++*i;
    }
    else if (strcmp(a, "--implied-by") == 0) {
        if (!next) {
            fprintf(stderr, "lhx: error: %s needs an argument\n", a);
            return *bad = true;
        }
        o->implied_by = next, ++*i;
    }
    else if (strncmp(a, "-i", 2) == 0 && a[2]) push(&o->include_dirs, &o->ninclude_dirs, a + 2);
    else if (strcmp(a, "--json-out") == 0 && next) o->json_out = next, ++*i;
    else if (strcmp(a, "--function") == 0 || strcmp(a, "--spec") == 0 || strcmp(a, "--ghc-option") == 0) {
        if (!next) {
            fprintf(stderr, "lhx: error: %s needs an argument\n", a);
            return *bad = true;
        }
        if (a[2] == 'f') push(&o->functions, &o->nfunctions, next);
        else if (a[2] == 's') push(&o->specs, &o->nspecs, next);
        else push(&o->ghc_options, &o->nghc_options, next);
        ++*i;
    } else if (strcmp(a, "--timeout") == 0) {
        if (!option_number(NULL, a, next, 0.001, 1e6, &v)) return *bad = true;
        o->timeout_s = v, ++*i;
    } else if (strcmp(a, "--ghc-timeout") == 0) {
        if (!option_number(NULL, a, next, 0, 1e6, &v)) return *bad = true;
        o->ghc_timeout_s = v, ++*i;
    } else if (strcmp(a, "--max-depth") == 0) {
        if (!option_whole(NULL, a, next, 1, 1e12, &v)) return *bad = true;
        o->max_depth = (uint64_t)v, ++*i;
    } else if (strcmp(a, "--max-size") == 0) {
        if (!option_number(NULL, a, next, 1, 1e6, &v)) return *bad = true;
        o->max_size = (uint32_t)v, ++*i;
    } else {
        return false;
    }
    return true;
}

void check_options_free(CheckOptions *o) {
    free(o->functions);
    free(o->specs);
    free(o->include_dirs);
    free(o->ghc_options);
    o->functions = o->specs = o->include_dirs = o->ghc_options = NULL;
    o->nfunctions = o->nspecs = o->ninclude_dirs = o->nghc_options = 0;
}
