/* solver.c — see solver.h. */
#include "solver.h"
#include "../util/clock.h"
#include "../util/xalloc.h"

#include <stdio.h>

struct Solver {
    Z3_context ctx;
    Z3_solver solver;
    unsigned depth;
    SolverStats stats;
};

/* Z3 reports errors through a handler without a user pointer; the engine
 * uses one context at a time, so the last error is kept here and read back
 * with solver_error. */
static int last_error;

static void on_error(Z3_context c, Z3_error_code e) {
    (void)c;
    if (e == Z3_MEMOUT_FAIL) xalloc_fail("in Z3"); /* nothing sensible can follow */
    last_error = (int)e;
}

Solver *solver_new(void) {
    Solver *s = xcalloc(1, sizeof *s);
    Z3_config cfg = Z3_mk_config();
    Z3_set_param_value(cfg, "model", "true");
    s->ctx = Z3_mk_context(cfg);
    Z3_del_config(cfg);
    if (!s->ctx) xalloc_fail("creating a Z3 context"); /* Z3 returns none when its allocations fail */
    Z3_set_error_handler(s->ctx, on_error);
    s->solver = Z3_mk_solver(s->ctx);
    Z3_solver_inc_ref(s->ctx, s->solver);
    last_error = 0;
    return s;
}

void solver_free(Solver *s) {
    if (!s) return;
    Z3_solver_dec_ref(s->ctx, s->solver);
    Z3_del_context(s->ctx);
    free(s);
}

Z3_context solver_ctx(const Solver *s) { return s->ctx; }
unsigned solver_depth(const Solver *s) { return s->depth; }
int solver_error(const Solver *s) { return (void)s, last_error; }
const SolverStats *solver_stats(const Solver *s) { return &s->stats; }

void solver_push(Solver *s) {
    Z3_solver_push(s->ctx, s->solver);
    s->depth++;
}

void solver_pop_to(Solver *s, unsigned depth) {
    if (depth >= s->depth) return;
    Z3_solver_pop(s->ctx, s->solver, s->depth - depth);
    s->depth = depth;
}

void solver_assert(Solver *s, Z3_ast cond) { Z3_solver_assert(s->ctx, s->solver, cond); }

void solver_set_timeout_ms(Solver *s, unsigned ms) {
    Z3_params p = Z3_mk_params(s->ctx);
    Z3_params_inc_ref(s->ctx, p);
    Z3_params_set_uint(s->ctx, p, Z3_mk_string_symbol(s->ctx, "timeout"), ms ? ms : 4294967295u);
    Z3_solver_set_params(s->ctx, s->solver, p);
    Z3_params_dec_ref(s->ctx, p);
}

static SolverResult check_now(Solver *s) {
    double t0 = clock_seconds();
    Z3_lbool r = Z3_solver_check(s->ctx, s->solver);
    s->stats.seconds += clock_seconds() - t0;
    s->stats.queries++;
    return r == Z3_L_TRUE ? SOLVER_SAT : r == Z3_L_FALSE ? SOLVER_UNSAT : SOLVER_UNKNOWN;
}

SolverResult solver_check(Solver *s, Z3_ast cond) {
    if (!cond) return check_now(s);
    Z3_solver_push(s->ctx, s->solver);
    Z3_solver_assert(s->ctx, s->solver, cond);
    SolverResult r = check_now(s);
    Z3_solver_pop(s->ctx, s->solver, 1);
    return r;
}

static Z3_model current_model(Solver *s) {
    Z3_model m = Z3_solver_get_model(s->ctx, s->solver);
    if (m) Z3_model_inc_ref(s->ctx, m);
    return m;
}

/* Bounds |v| <= k for every integer or real variable. */
static Z3_ast bounded(Solver *s, Z3_ast const *vars, unsigned n, long k) {
    Z3_ast *parts = xcalloc(n ? 2 * n : 1, sizeof *parts);
    unsigned np = 0;
    for (unsigned i = 0; i < n; i++) {
        Z3_sort sort = Z3_get_sort(s->ctx, vars[i]);
        Z3_ast lo = Z3_mk_int64(s->ctx, -k, sort), hi = Z3_mk_int64(s->ctx, k, sort);
        parts[np++] = Z3_mk_le(s->ctx, lo, vars[i]);
        parts[np++] = Z3_mk_le(s->ctx, vars[i], hi);
    }
    Z3_ast all = np ? Z3_mk_and(s->ctx, np, parts) : Z3_mk_true(s->ctx);
    free(parts);
    return all;
}

Z3_model solver_small_model(Solver *s, Z3_ast const *vars, unsigned nvars) {
    static const long bounds[] = {0, 1, 2, 10, 100, 10000};
    for (size_t i = 0; nvars && i < sizeof bounds / sizeof *bounds; i++) {
        Z3_solver_push(s->ctx, s->solver);
        Z3_solver_assert(s->ctx, s->solver, bounded(s, vars, nvars, bounds[i]));
        Z3_model m = check_now(s) == SOLVER_SAT ? current_model(s) : NULL;
        Z3_solver_pop(s->ctx, s->solver, 1);
        if (m) return m;
    }
    return check_now(s) == SOLVER_SAT ? current_model(s) : NULL;
}

void solver_model_free(Solver *s, Z3_model m) {
    if (m) Z3_model_dec_ref(s->ctx, m);
}

bool solver_model_value(Solver *s, Z3_model m, Z3_ast term, char *buf, size_t size) {
    Z3_ast out = NULL;
    if (!Z3_model_eval(s->ctx, m, term, true, &out) || !out) return false;
    if (Z3_get_ast_kind(s->ctx, out) != Z3_NUMERAL_AST) return false;
    const char *text = Z3_get_numeral_string(s->ctx, out);
    return text && snprintf(buf, size, "%s", text) < (int)size;
}

Z3_ast solver_fresh_int(Solver *s, const char *prefix) {
    return Z3_mk_fresh_const(s->ctx, prefix, Z3_mk_int_sort(s->ctx));
}

Z3_ast solver_fresh_real(Solver *s, const char *prefix) {
    return Z3_mk_fresh_const(s->ctx, prefix, Z3_mk_real_sort(s->ctx));
}
