/* solver.c — see solver.h. One of the two files that speak Z3 (with term.c). */
#include "solver.h"
#include "../util/clock.h"
#include "../util/xalloc.h"

#include <z3.h>

struct Solver {
    Terms *terms;
    Z3_context ctx; /* the terms' context */
    Z3_solver solver;
    unsigned depth;
    bool broken;           /* a condition that could not be built was asserted … */
    unsigned broken_depth; /* … at this scope depth */
    SolverStats stats;
};

Solver *solver_new(void) {
    Solver *s = xcalloc(1, sizeof *s);
    s->terms = terms_new();
    s->ctx = (Z3_context)terms_context(s->terms);
    s->solver = Z3_mk_solver(s->ctx);
    Z3_solver_inc_ref(s->ctx, s->solver);
    return s;
}

void solver_free(Solver *s) {
    if (!s) return;
    Z3_solver_dec_ref(s->ctx, s->solver);
    terms_free(s->terms);
    free(s);
}

Terms *solver_terms(const Solver *s) { return s->terms; }
unsigned solver_depth(const Solver *s) { return s->depth; }
const SolverStats *solver_stats(const Solver *s) { return &s->stats; }
uint32_t solver_error_count(const Solver *s) { return terms_error_count(s->terms); }
const char *solver_first_error(const Solver *s) { return terms_first_error(s->terms); }

void solver_push(Solver *s) {
    Z3_solver_push(s->ctx, s->solver);
    s->depth++;
}

void solver_pop_to(Solver *s, unsigned depth) {
    if (depth >= s->depth) return;
    Z3_solver_pop(s->ctx, s->solver, s->depth - depth);
    s->depth = depth;
    if (s->broken && depth < s->broken_depth) s->broken = false;
}

/* The current scope holds a condition that is not what the engine meant. */
static void break_scope(Solver *s) {
    if (s->broken && s->broken_depth <= s->depth) return;
    s->broken = true;
    s->broken_depth = s->depth;
}

void solver_assert(Solver *s, Term cond) {
    if (!cond) return break_scope(s);
    Z3_solver_assert(s->ctx, s->solver, (Z3_ast)cond);
    if (terms_check_error(s->terms, "adding a condition")) break_scope(s);
}

void solver_set_timeout_ms(Solver *s, unsigned ms) {
    Z3_params p = Z3_mk_params(s->ctx);
    Z3_params_inc_ref(s->ctx, p);
    Z3_params_set_uint(s->ctx, p, Z3_mk_string_symbol(s->ctx, "timeout"), ms ? ms : 4294967295u);
    Z3_solver_set_params(s->ctx, s->solver, p);
    Z3_params_dec_ref(s->ctx, p);
}

SolverResult solver_check(Solver *s) {
    if (s->broken) {
        s->stats.unknowns++;
        return SOLVER_UNKNOWN;
    }
    double t0 = clock_seconds();
    Z3_lbool r = Z3_solver_check(s->ctx, s->solver);
    s->stats.seconds += clock_seconds() - t0;
    s->stats.queries++;
    if (r == Z3_L_TRUE) return SOLVER_SAT;
    if (r == Z3_L_FALSE) return SOLVER_UNSAT;
    terms_check_error(s->terms, "checking satisfiability");
    s->stats.unknowns++;
    return SOLVER_UNKNOWN;
}

static Model *current_model(Solver *s) {
    Z3_model m = Z3_solver_get_model(s->ctx, s->solver);
    if (!m) {
        terms_check_error(s->terms, "getting a model");
        return NULL;
    }
    Z3_model_inc_ref(s->ctx, m);
    return (Model *)m;
}

/* Bounds |v| <= k for every integer or real variable. */
static Z3_ast bounded(Solver *s, const Term *vars, unsigned n, long k) {
    Z3_ast *parts = xcalloc(n ? 2 * n : 1, sizeof *parts);
    unsigned np = 0;
    for (unsigned i = 0; i < n; i++) {
        Z3_ast v = (Z3_ast)vars[i];
        if (!v) continue; /* never built: its error is counted */
        Z3_sort sort = Z3_get_sort(s->ctx, v);
        Z3_ast lo = Z3_mk_int64(s->ctx, -k, sort), hi = Z3_mk_int64(s->ctx, k, sort);
        parts[np++] = Z3_mk_le(s->ctx, lo, v);
        parts[np++] = Z3_mk_le(s->ctx, v, hi);
    }
    Z3_ast all = np ? Z3_mk_and(s->ctx, np, parts) : Z3_mk_true(s->ctx);
    free(parts);
    return all;
}

Model *solver_small_model(Solver *s, const Term *vars, unsigned nvars) {
    static const long bounds[] = {0, 1, 2, 10, 100, 10000};
    for (size_t i = 0; nvars && i < sizeof bounds / sizeof *bounds; i++) {
        solver_push(s);
        solver_assert(s, (Term)bounded(s, vars, nvars, bounds[i]));
        Model *m = solver_check(s) == SOLVER_SAT ? current_model(s) : NULL;
        solver_pop_to(s, s->depth - 1);
        if (m) return m;
    }
    return solver_check(s) == SOLVER_SAT ? current_model(s) : NULL;
}

void solver_model_free(Solver *s, Model *m) {
    if (m) Z3_model_dec_ref(s->ctx, (Z3_model)m);
}
