/* solver.h — satisfiability of the path constraint, and models of it.
 *
 * Incremental along the current path: the engine pushes a scope before it
 * adds a branch's condition and pops it when it backtracks. The solver owns
 * the Terms factory (term.h) its conditions are built with; with term.c it
 * is the only code that speaks Z3.
 *
 * Errors: Z3 reports misuse and internal failures as errors (the process
 * is never aborted). Each is counted per solver, with the first message
 * kept, and makes its query UNKNOWN: a condition that could not be built
 * (NULL) and was asserted leaves every query in its scope UNKNOWN until the
 * scope is popped. The engine treats UNKNOWN as "may be satisfiable" (a
 * branch is kept) and finds no model for it; the search reports the counts
 * (SearchResult.solver_unknowns, solver_errors). */
#ifndef LHX_SOLVER_H
#define LHX_SOLVER_H

#include <stdbool.h>
#include <stdint.h>

#include "term.h"

typedef enum SolverResult { SOLVER_SAT, SOLVER_UNSAT, SOLVER_UNKNOWN } SolverResult;

typedef struct SolverStats {
    uint64_t queries;  /* satisfiability checks Z3 ran */
    uint64_t unknowns; /* queries that mattered answered UNKNOWN (timeout, incompleteness, an error);
                        * small-model attempts under extra bounds do not count */
    uint64_t timeouts; /* among them: the query's time budget ran out (or the deadline had passed) */
    double seconds;    /* wall time inside those checks */
} SolverStats;

typedef struct Solver Solver;

Solver *solver_new(void);
/* A second solver on other's Z3 context and term factory: its assertions
 * and scopes are its own, its terms are other's (they join other's trail
 * of terms, which the borrower must release before other backtracks past
 * them, as a replay's machine does when it ends). A Z3 context costs tens
 * of milliseconds and ~19 MB of freshly touched memory to make, as much as
 * the whole search of a small function; the search's replays borrow its.
 * Errors are counted once, in the factory (solver_error_count of either).
 * Free it before other. */
Solver *solver_new_sharing(Solver *other);
void solver_free(Solver *s);
/* The solver as solver_new makes it (no assertion, no scope, no term, zero
 * statistics), keeping its Z3 context and watchdog: for a caller running
 * many short searches, each of which would otherwise pay for a context. */
void solver_reset(Solver *s);
/* The factory of the terms this solver checks. */
Terms *solver_terms(const Solver *s);

void solver_push(Solver *s);
void solver_pop_to(Solver *s, unsigned depth);
unsigned solver_depth(const Solver *s);
/* Adds cond to the current scope (NULL: it could not be built; see above). */
void solver_assert(Solver *s, Term cond);
/* Is the path constraint satisfiable? */
SolverResult solver_check(Solver *s);
/* Time budgets: each query gives up after `slice` seconds, and never runs
 * past `deadline` (monotonic seconds, clock.h); a query asked after the
 * deadline answers UNKNOWN at once. 0: no limit. A model search
 * (solver_small_model) makes several queries: its attempts under extra
 * bounds share one slice, and the final unbounded query has another, so a
 * model costs at most two slices. */
void solver_set_budget(Solver *s, double deadline, double slice);

/* A model of the current path constraint, preferring small magnitudes for
 * the given integer or real variables (it tries |v| <= 0, 1, 2, 10, 100,
 * 10000 in turn before taking any model). NULL if unsatisfiable or unknown
 * (an unknown final query counts in the stats; the bounded attempts do not).
 * Read it with term_model_value; release it with solver_model_free. */
Model *solver_small_model(Solver *s, const Term *vars, unsigned nvars);
void solver_model_free(Solver *s, Model *m);

/* Z3 errors met by this solver and its terms, and the first one's message
 * (NULL: none). */
uint32_t solver_error_count(const Solver *s);
const char *solver_first_error(const Solver *s);

const SolverStats *solver_stats(const Solver *s);

#endif
