/* search.h — the search for counterexamples (PLDI'19 §4.1).
 *
 * Depth-first over the tree of states, each path bounded by a number of
 * reduction steps; the bound grows by `s` when an iteration found nothing
 * and some path was cut, and by `c` when an iteration found a better
 * (less abstracted) counterexample, as in the paper. Every concrete
 * counterexample is replayed with concrete inputs before it is reported;
 * one that does not reproduce is dropped and counted. */
#ifndef LHX_SEARCH_H
#define LHX_SEARCH_H

#include "cvalue.h"
#include "entry.h"
#include "machine.h"

typedef struct SearchOptions {
    uint64_t first_bound;     /* steps per path in the first iteration */
    uint64_t step_increase;   /* s: nothing found (default 300) */
    uint64_t better_increase; /* c: a better result found (default 500) */
    uint64_t max_bound;       /* stop deepening here (0: only the timeout stops) */
    uint32_t first_depth;     /* branch points per path in the first iteration (0: no limit) */
    uint32_t depth_increase;  /* added to it at each iteration */
    double timeout_s;         /* wall clock for the whole search (0: none) */
    size_t mem_limit;         /* bytes one path may use (0: none) */
    uint32_t max_results;     /* stop after this many counterexamples */
    bool all_values;          /* also report paths that end in a value (tests) */
    bool no_replay;           /* for tests of replay itself */
    bool only_termination;    /* report only failed termination assertions (ASSERT_TERMINATION); other crashes end their path */
    /* test hook: called on a model before replay, to corrupt it */
    void (*tamper)(struct CValue **inputs, uint32_t n, void *ctx);
    void *tamper_ctx;
} SearchOptions;

void search_default_options(SearchOptions *o);
/* The memory one path may use (mem_limit) within the process's limit
 * (`--memory`, MiB; 0: none): three quarters of it, so that a path that
 * grows too large is stopped by the engine (a "memory limit reached"
 * outcome) before the process runs out (Z3 and the program need the rest). */
void search_memory_within(long memory_mb, SearchOptions *o);

/* A call the counterfactual search replaced by a value its specification
 * allows: the arguments as far as the path evaluated them, and that value. */
typedef struct AbstractedCall {
    const AssertSite *site; /* ASSUME_ABSTRACTED: the function and its variables */
    CValue **args;
    CValue *result;
} AbstractedCall;

typedef struct Finding {
    Outcome outcome;          /* OUT_CRASH, or OUT_VALUE with all_values */
    uint32_t abstractions;
    CValue **inputs;
    CValue *result;           /* OUT_VALUE */
    Crash crash;              /* OUT_CRASH: its kind, reason and position */
    char *crash_message;      /* the error message, computed by replay */
    const AssertSite *site;   /* a translator's assertion that failed, or NULL */
    CValue **site_args;       /* its call's arguments (site->nargs), as replay saw them */
    CValue *site_result;      /* its call's result (postconditions), or NULL */
    AbstractedCall *abstracted; /* the abstracted calls, in the order they happened */
    uint32_t nabstracted;
    CValue **gen;             /* values of the program's own symbolic generators, in order */
    uint32_t ngen;
    uint8_t *decisions;       /* counterfactual branches taken (1: the right side) */
    uint32_t ndecisions;
    uint64_t steps;
    bool replayed;
} Finding;

typedef struct SearchResult {
    Arena arena;              /* findings live here */
    Finding *findings;
    uint32_t nfindings, cap;
    uint32_t rejected;        /* counterexamples that did not reproduce */
    bool timed_out;
    bool out_of_memory;       /* a path reached the memory limit */
    bool exhausted;           /* every path ended within the bound: nothing more to find */
    char *unsupported;        /* the first unsupported construct met (malloc'd) */
    Global *unsupported_missing; /* when it is a definition lhx lacks: whose (else NULL) */
    uint64_t final_bound;
    uint32_t iterations;
    EngineStats stats;
    SolverStats solver;
    double seconds;
    /* Queries the solver could not decide (a timeout, an incompleteness, a
     * Z3 error; the search's and replay's solvers). Today the search goes
     * on as if they were satisfiable and reports nothing about them: the
     * hook for letting an unknown mark the search incomplete. */
    uint64_t solver_unknowns;
    uint32_t solver_errors;   /* Z3 errors among them (solver.h) */
    char *solver_error;       /* the first one's message (malloc'd), or NULL */
} SearchResult;

void search_run(const Program *p, const Entry *entry, const SearchOptions *opt, SearchResult *out);
void search_result_free(SearchResult *r);

#endif
