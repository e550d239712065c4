/* options.h — options shared by the commands that search (run, check). */
#ifndef LHX_OPTIONS_H
#define LHX_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include <stdio.h>

#include "../engine/search.h"
#include "../util/strbuf.h"

typedef struct RunOptions {
    const char *file;
    const char *entry;
    double timeout_s;
    uint64_t max_depth;
    uint32_t max_results;
    bool stats;
    bool values; /* also print every value a path ends in (symbolic terms in SMT-LIB) */
} RunOptions;

/* A numeric option's value in [lo, hi]; prints the error (after
 * `context: `, e.g. the command, when given) and returns false otherwise.
 * Shared by every command's options. */
bool option_number(const char *context, const char *opt, const char *s, double lo, double hi, double *out);

/* Parses argv (argv[0] is the command); prints the error and the command's
 * usage (help.h) and returns false on error. */
bool parse_run_options(int argc, char **argv, RunOptions *o);
void apply_search_options(const RunOptions *o, SearchOptions *so);

/* A finding as `f a b = error` and one line per input (shared by run and check). */
void print_finding(const Program *p, const Entry *e, const char *fname, const Finding *f, StrBuf *out);
/* The search's statistics, one line. */
void print_stats(const SearchResult *r, FILE *out);

#endif
