/* test_term.c — the engine's SMT terms and solver (src/engine/term.h,
 * solver.h): Haskell's division semantics, printing, models, and Z3 errors
 * turned into UNKNOWN answers with a message. */
#include "tests.h"
#include "../../src/engine/solver.h"

#include <stdlib.h>
#include <string.h>

/* The value of a closed integer term, after simplification. */
static int64_t value_of(Terms *ts, Term t) {
    int64_t v = 0;
    ck_assert_msg(term_numeral_int64(ts, term_simplify(ts, t), &v), "not a numeral");
    return v;
}

typedef Term (*DivOp)(Terms *, Term, Term);

/* a op b for the first n of the sign cases, against the expected results. */
static void check_division(Terms *ts, DivOp op, const char *name, int n, const int64_t want[4]) {
    static const int64_t args[4][2] = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}};
    for (int i = 0; i < n; i++) {
        Term a = term_int64(ts, args[i][0], SORT_INT), b = term_int64(ts, args[i][1], SORT_INT);
        int64_t got = value_of(ts, op(ts, a, b));
        ck_assert_msg(got == want[i], "%s %lld %lld = %lld, expected %lld", name, (long long)args[i][0],
                      (long long)args[i][1], (long long)got, (long long)want[i]);
    }
}

START_TEST(test_division_semantics) {
    Solver *s = solver_new();
    Terms *ts = solver_terms(s);
    /* Haskell: quot truncates, div floors; SMT-LIB: Euclidean (0 <= mod < |b|) */
    check_division(ts, term_quot, "quot", 4, (const int64_t[]){3, -3, -3, 3});
    check_division(ts, term_rem, "rem", 4, (const int64_t[]){1, -1, 1, -1});
    check_division(ts, term_div, "div", 4, (const int64_t[]){3, -4, -4, 3});
    check_division(ts, term_mod, "mod", 4, (const int64_t[]){1, 1, -1, -1});
    check_division(ts, term_ediv, "ediv", 4, (const int64_t[]){3, -4, -3, 4});
    check_division(ts, term_emod, "emod", 4, (const int64_t[]){1, 1, 1, 1});
    ck_assert_int_eq(solver_error_count(s), 0);
    solver_free(s);
}
END_TEST

START_TEST(test_show_and_model) {
    Solver *s = solver_new();
    Terms *ts = solver_terms(s);
    Term x = term_fresh(ts, SORT_INT);
    StrBuf sb;
    sb_init(&sb);
    term_show(ts, term_add(ts, x, term_int64(ts, 1, SORT_INT)), true, &sb);
    ck_assert_msg(sb_str(&sb)[0] == '(' && strstr(sb_str(&sb), " + 1)") && strstr(sb_str(&sb), "s"), "%s", sb_str(&sb));
    sb_free(&sb);
    solver_push(s);
    solver_assert(s, term_rel(ts, TERM_GT, term_mul(ts, x, x), term_int64(ts, 20, SORT_INT)));
    ck_assert_int_eq(solver_check(s), SOLVER_SAT);
    Model *m = solver_small_model(s, &x, 1);
    ck_assert_ptr_nonnull(m);
    const char *v = term_model_value(ts, m, x);
    ck_assert_ptr_nonnull(v);
    long n = strtol(v, NULL, 10);
    ck_assert_msg(n * n > 20 && n * n <= 100, "x = %s: not the smallest magnitude tried", v);
    solver_model_free(s, m);
    solver_pop_to(s, 0);
    solver_free(s);
}
END_TEST

/* A term Z3 refuses (adding a Boolean to an integer) is NULL, counted with
 * its message; a path holding it answers UNKNOWN until its scope is popped. */
START_TEST(test_error_is_unknown) {
    Solver *s = solver_new();
    Terms *ts = solver_terms(s);
    Term x = term_fresh(ts, SORT_INT);
    Term bad = term_add(ts, x, term_true(ts));
    ck_assert_ptr_null(bad);
    ck_assert_int_eq(solver_error_count(s), 1);
    ck_assert_ptr_nonnull(solver_first_error(s));
    ck_assert_msg(strstr(solver_first_error(s), "Z3 error") != NULL, "%s", solver_first_error(s));
    /* NULL operands travel up without calling Z3 again */
    ck_assert_ptr_null(term_rel(ts, TERM_LT, bad, x));
    ck_assert_int_eq(solver_error_count(s), 1);
    solver_push(s);
    solver_assert(s, term_rel(ts, TERM_LT, bad, x));
    ck_assert_int_eq(solver_check(s), SOLVER_UNKNOWN);
    ck_assert_ptr_null(solver_small_model(s, &x, 1));
    solver_pop_to(s, 0);
    ck_assert_int_eq(solver_check(s), SOLVER_SAT);
    ck_assert_uint_ge(solver_stats(s)->unknowns, 1);
    solver_free(s);
}
END_TEST

/* A reset solver is a new one on the same context: what was asserted at
 * the top level or in open scopes, the statistics and the errors are gone,
 * and terms can be built and checked again. */
START_TEST(test_reset_forgets) {
    Solver *s = solver_new();
    Terms *ts = solver_terms(s);
    Term x = term_fresh(ts, SORT_INT);
    solver_assert(s, term_rel(ts, TERM_LT, x, term_int64(ts, 0, SORT_INT)));
    solver_push(s);
    solver_assert(s, term_rel(ts, TERM_GT, x, term_int64(ts, 0, SORT_INT)));
    ck_assert_int_eq(solver_check(s), SOLVER_UNSAT);
    ck_assert_ptr_null(term_add(ts, x, term_true(ts)));
    ck_assert_int_eq(solver_error_count(s), 1);
    solver_reset(s);
    ck_assert_int_eq(solver_depth(s), 0);
    ck_assert_int_eq(solver_error_count(s), 0);
    ck_assert_uint_eq(solver_stats(s)->queries, 0);
    Term y = term_fresh(ts, SORT_INT);
    solver_assert(s, term_rel(ts, TERM_GT, y, term_int64(ts, 5, SORT_INT)));
    ck_assert_int_eq(solver_check(s), SOLVER_SAT);
    solver_free(s);
}
END_TEST

Suite *term_suite(void) {
    Suite *s = suite_create("term");
    TCase *tc = tcase_create("term");
    tcase_add_test(tc, test_division_semantics);
    tcase_add_test(tc, test_show_and_model);
    tcase_add_test(tc, test_error_is_unknown);
    tcase_add_test(tc, test_reset_forgets);
    suite_add_tcase(s, tc);
    return s;
}
