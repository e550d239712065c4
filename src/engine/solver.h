/* solver.h — the one narrow interface between the engine and Z3.
 *
 * Incremental along the current path: the engine pushes a scope before it
 * adds a branch's condition and pops it when it backtracks. Z3 ASTs made in a
 * scope live until that scope is popped (Z3_mk_context's rule), which is
 * exactly the lifetime of the engine's values on that path.
 *
 * Sorts: Int# / Char# / Word# / Integer are Z3 integers (Haskell's Int wraps
 * at 64 bits, Z3's integers do not: replay with real 64-bit arithmetic
 * rejects any counterexample that depends on the difference); Double# and
 * Float# are Z3 reals (see docs/engine.md for why and what it costs). */
#ifndef LHX_SOLVER_H
#define LHX_SOLVER_H

#include <stdbool.h>
#include <stdint.h>
#include <z3.h>

typedef enum SolverResult { SOLVER_SAT, SOLVER_UNSAT, SOLVER_UNKNOWN } SolverResult;

typedef struct SolverStats {
    uint64_t queries;
    double seconds; /* wall time inside Z3_solver_check */
} SolverStats;

typedef struct Solver Solver;

Solver *solver_new(void);
void solver_free(Solver *s);
Z3_context solver_ctx(const Solver *s);

void solver_push(Solver *s);
void solver_pop_to(Solver *s, unsigned depth);
unsigned solver_depth(const Solver *s);
void solver_assert(Solver *s, Z3_ast cond);
/* Is the path constraint, with cond added, satisfiable? (cond NULL: as is.)
 * Does not keep cond. */
SolverResult solver_check(Solver *s, Z3_ast cond);
/* Each query gives up after this many milliseconds (0: no limit). */
void solver_set_timeout_ms(Solver *s, unsigned ms);

/* A model of the current path constraint, preferring small magnitudes for
 * the given variables (it tries |v| <= 0, 1, 2, 10, 100, 10000 in turn before
 * taking any model). NULL if unsatisfiable or unknown. Release with
 * solver_model_free. */
Z3_model solver_small_model(Solver *s, Z3_ast const *vars, unsigned nvars);
void solver_model_free(Solver *s, Z3_model m);
/* The value of an integer/real term in the model, as text ("-3", "1/2"),
 * into buf; false when it has no numeric value. */
bool solver_model_value(Solver *s, Z3_model m, Z3_ast term, char *buf, size_t size);

/* Fresh constants. */
Z3_ast solver_fresh_int(Solver *s, const char *prefix);
Z3_ast solver_fresh_real(Solver *s, const char *prefix);

/* The last Z3 error (0 if none); Z3's own handler would abort the process. */
int solver_error(const Solver *s);

const SolverStats *solver_stats(const Solver *s);

#endif
