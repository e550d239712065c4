/* options.h — the options of `lhx run`. (The checking commands' are in
 * check_options.h; numbers are read by src/util/option.h.) */
#ifndef LHX_OPTIONS_H
#define LHX_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "../engine/search.h"

typedef struct RunOptions {
    const char *file;
    const char *entry;
    double timeout_s;
    uint64_t max_depth;
    uint32_t max_results;
    bool stats;
    bool values;    /* also print every value a path ends in (symbolic terms in SMT-LIB) */
    long memory_mb; /* --memory (util/memlimit.h); 0: none */
    bool no_th;     /* --no-th (frontend/trust.h) */
} RunOptions;

/* Parses argv (argv[0] is the command); prints the error and the command's
 * usage (help.h) and returns false on error. */
bool parse_run_options(int argc, char **argv, RunOptions *o);
void apply_search_options(const RunOptions *o, SearchOptions *so);

#endif
