/* options.h — options shared by the commands that search (run, check). */
#ifndef LHX_OPTIONS_H
#define LHX_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include <stdio.h>

#include "option_number.h"
#include "../engine/search.h"
#include "../util/diag.h"
#include "../util/strbuf.h"

typedef struct RunOptions {
    const char *file;
    const char *entry;
    double timeout_s;
    uint64_t max_depth;
    uint32_t max_results;
    bool stats;
    bool values; /* also print every value a path ends in (symbolic terms in SMT-LIB) */
    long memory_mb; /* --memory (util/memlimit.h); 0: none */
    bool no_th;     /* --no-th (frontend/trust.h) */
} RunOptions;

/* The largest --memory, in MiB (1 TiB). */
#define MEMORY_MAX_MB 1048576

/* Sets the whole process's memory limit (--memory MB; 0: none); false with
 * diag set if the system refuses. */
bool apply_memory_limit(long mb, Diag *diag);


/* Parses argv (argv[0] is the command); prints usage and returns false on error. */
bool parse_run_options(int argc, char **argv, RunOptions *o, const char *usage);
void apply_search_options(const RunOptions *o, SearchOptions *so);
/* The engine's memory per path (SearchOptions.mem_limit) within the
 * process's limit (--memory): three quarters of it, so that a path that
 * grows too large is stopped by the engine (a "memory limit reached"
 * outcome) before the process runs out (Z3 and the program need the rest). */
void search_memory_within(long memory_mb, SearchOptions *so);

/* A finding as `f a b = error` and one line per input (shared by run and check). */
void print_finding(const Program *p, const Entry *e, const char *fname, const Finding *f, StrBuf *out);
/* The search's statistics, one line. */
void print_stats(const SearchResult *r, FILE *out);

#endif
