/* search.h — the search for counterexamples (PLDI'19 §4.1).
 *
 * Depth-first over the tree of states, in iterations with growing bounds:
 * the size of symbolic inputs (how many constructors deep: lists of length
 * at most N), reduction steps per path, branch points per path, and the
 * time one solver query may take. After an iteration that found nothing,
 * the bounds that cut some path grow while below their caps: the size by
 * 1, or the path length (steps by `s` or by half, branch points by
 * `depth_increase` per `s` steps), taking turns when both could; the query budget
 * doubles when queries ran out of it. After an iteration that found a
 * abstract counterexample, a concrete sweep goes through the input sizes
 * again from the first, with every abstraction pruned and twice the steps
 * (the paper prefers a concrete counterexample when one exists within the
 * bounds); then, while an iteration finds a better (less abstracted)
 * counterexample, steps grow by `c`, as in the paper. Every concrete counterexample is replayed with concrete inputs
 * before it is reported; one that does not reproduce is dropped and counted.
 *
 * What "nothing found" means is recorded as the coverage of the last
 * iteration that explored its whole tree and lost no path (a crash whose
 * model the solver could not give, a candidate that did not reproduce):
 * no counterexample among inputs up to that size, on paths up to those
 * bounds. The search claims every path explored only when an iteration
 * cut nothing, lost nothing and every solver query was decided. */
#ifndef LHX_SEARCH_H
#define LHX_SEARCH_H

#include "cvalue.h"
#include "entry.h"
#include "machine.h"

typedef struct SearchProgress SearchProgress;

typedef struct SearchOptions {
    uint64_t first_bound;     /* steps per path in the first iteration */
    uint64_t step_increase;   /* s: nothing found (default 300) */
    uint64_t better_increase; /* c: a better result found (default 500) */
    uint64_t max_bound;       /* stop deepening here (0: only the timeout stops) */
    uint32_t first_depth;     /* branch points per path in the first iteration (0: no limit) */
    uint32_t depth_increase;  /* added to it for every step_increase the step bound grows */
    uint32_t first_size;      /* input size in the first iteration (0: sizes are not bounded) */
    uint32_t max_size;        /* the size grows up to this (0: no limit) */
    double timeout_s;         /* wall clock for the whole search (0: none) */
    double query_s;           /* seconds one solver query may take in the first iteration; doubles
                               * when queries ran out of it (0: timeout_s / 10) */
    size_t mem_limit;         /* bytes one path may hold (machine_memory; 0: none) */
    size_t process_limit;     /* the whole process's data size (memory_data_bytes) at which a path is
                               * stopped, below --memory's hard limit (0: none) */
    uint32_t max_results;     /* stop after this many counterexamples */
    bool all_values;          /* also report paths that end in a value (tests) */
    bool no_replay;           /* for tests of replay itself */
    bool only_termination;    /* report only failed termination assertions (ASSERT_TERMINATION); other crashes end their path */
    bool any_will_do;         /* the first counterexample's iteration ends the search: no better one is looked for */
    /* test hook: called on a model before replay, to corrupt it */
    void (*tamper)(struct CValue **inputs, uint32_t n, void *ctx);
    void *tamper_ctx;
    /* called about every progress_s seconds while the search runs (NULL: never) */
    void (*progress)(const SearchProgress *p, void *ctx);
    void *progress_ctx;
    double progress_s;
    /* solvers the search borrows (reset first) instead of making its own, or
     * NULL: a caller running many short searches (suggestions, inferred
     * types) saves the Z3 context each would make, which costs more than a
     * small search itself */
    Solver *solver, *replay_solver;
} SearchOptions;

/* Where a running search is, for a progress line. */
struct SearchProgress {
    uint32_t iteration;
    uint32_t size;       /* the current iteration's bounds (0: none) */
    uint64_t steps;
    uint32_t depth;
    uint64_t paths;      /* paths finished so far, all iterations */
    double seconds;
};

void search_default_options(SearchOptions *o);
/* The memory one path may use (mem_limit) within the process's limit
 * (`--memory`, MiB; 0: none): three quarters of it, so that a path that
 * grows too large is stopped by the engine (a "memory limit reached"
 * outcome) before the process runs out (Z3 and the program need the rest).
 * And the process's own size at which a path is stopped (process_limit):
 * the limit less an eighth (16 MB at least), the room the step between two
 * checks, Z3 and the report need — whatever grows (the path, Z3, what the
 * search keeps), the function ends with a verdict, not lhx. */
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

/* What a finished iteration covered with no counterexample: every path
 * within these bounds was explored and none was lost. A bound is 0 when it
 * cut no path (the coverage does not depend on it). */
typedef struct Coverage {
    bool valid;        /* some iteration covered something (else the fields are 0) */
    uint32_t size;     /* inputs up to this size (constructors deep; lists up to this length) */
    uint64_t steps;    /* paths up to this many reduction steps */
    uint32_t depth;    /* paths up to this many branch points */
    uint64_t paths;    /* paths that iteration explored */
    uint64_t undecided;/* its solver queries left undecided: both branches were kept */
    uint64_t unknown;  /* its paths ended where a refinement has no value in the logic (a measure
                        * or reflected function outside its domain): neither a violation nor a proof */
    uint64_t unrun;    /* its calls of a symbolic dictionary's methods on a function argument, which a
                        * symbolic method never runs (a monad's continuation): that code went unchecked */
} Coverage;

typedef struct SearchResult {
    Arena arena;              /* findings live here */
    Finding *findings;
    uint32_t nfindings, cap;
    uint32_t rejected;        /* counterexamples that did not reproduce */
    bool timed_out;           /* the deadline stopped the search */
    bool out_of_memory;       /* a path reached the memory limit */
    bool process_out_of_memory; /* that was the process's (--memory, process_limit), not the path's */
    bool exhausted;           /* every path ended within the bounds, none was lost, every query
                               * decided: nothing more to find */
    Coverage coverage;        /* what the search covered with nothing found */
    uint32_t lost;            /* crashes the solver gave no model for, and rejected candidates */
    char *unsupported;        /* the first unsupported construct met (malloc'd) */
    Global *unsupported_missing; /* when it is a definition lhx lacks: whose (else NULL) */
    uint64_t final_bound;
    uint32_t iterations;
    EngineStats stats;
    SolverStats solver;
    double seconds;
    /* Queries the solver could not decide (a timeout, an incompleteness, a
     * Z3 error; the search's and replay's solvers). A branch whose condition
     * is undecided is kept; a crash whose model is undecided is lost, and
     * its iteration covers nothing (coverage above). */
    uint64_t solver_unknowns;
    uint64_t solver_timeouts; /* among them: the query ran out of time */
    uint64_t reused;          /* queries answered from an earlier iteration (feasible.h) */
    uint32_t solver_errors;   /* Z3 errors among them (solver.h) */
    char *solver_error;       /* the first one's message (malloc'd), or NULL */
} SearchResult;

void search_run(const Program *p, const Entry *entry, const SearchOptions *opt, SearchResult *out);
void search_result_free(SearchResult *r);

#endif
