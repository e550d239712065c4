/* transcendental.c — see transcendental.h. */
#include "transcendental.h"
#include "solver.h"

#include <string.h>

/* Does the primop's name start with the function's (sinDouble#, sinFloat#)? */
static bool is_fn(const char *name, const char *fn) {
    size_t n = strlen(fn);
    return strncmp(name, fn, n) == 0 && (strncmp(name + n, "Double#", 7) == 0 || strncmp(name + n, "Float#", 6) == 0);
}

static Term num(Terms *ts, int64_t i) { return term_int64(ts, i, SORT_REAL); }

/* lo <= r <= hi, strictly when `strict`. */
static void between(Machine *m, Term r, int64_t lo, int64_t hi, bool strict) {
    Terms *ts = m->terms;
    TermRel rel = strict ? TERM_LT : TERM_LE;
    solver_assert(m->solver, term_rel(ts, rel, num(ts, lo), r));
    solver_assert(m->solver, term_rel(ts, rel, r, num(ts, hi)));
}

Term transcendental_term(Machine *m, const char *name, Term x, Term y) {
    Terms *ts = m->terms;
    Term r = term_fresh(ts, SORT_REAL);
    if (is_fn(name, "sin") || is_fn(name, "cos")) {
        between(m, r, -1, 1, false);
    } else if (is_fn(name, "tanh")) {
        between(m, r, -1, 1, true);
    } else if (is_fn(name, "exp")) { /* exp x > 0 and exp x >= 1 + x */
        solver_assert(m->solver, term_rel(ts, TERM_GT, r, num(ts, 0)));
        solver_assert(m->solver, term_rel(ts, TERM_GE, r, term_add(ts, x, num(ts, 1))));
    } else if (is_fn(name, "cosh")) {
        solver_assert(m->solver, term_rel(ts, TERM_GE, r, num(ts, 1)));
    } else if (is_fn(name, "log")) { /* for x > 0: log x <= x - 1 */
        Term pos = term_rel(ts, TERM_GT, x, num(ts, 0));
        Term below = term_rel(ts, TERM_LE, r, term_sub(ts, x, num(ts, 1)));
        Term parts[2] = {term_not(ts, pos), below};
        solver_assert(m->solver, term_or(ts, 2, parts));
    } else if (y && (strcmp(name, "**##") == 0 || strcmp(name, "powerFloat#") == 0)) { /* x > 0: x ** y > 0 */
        Term parts[2] = {term_rel(ts, TERM_LE, x, num(ts, 0)), term_rel(ts, TERM_GT, r, num(ts, 0))};
        solver_assert(m->solver, term_or(ts, 2, parts));
    }
    return r;
}
