/* test_check.c — the check pipeline (src/check) driven as the commands drive
 * it: a session on tests/programs/demo.hs (the paper's zip), its default
 * and named targets, the binder at a line, one function checked into a
 * verdict, and the result reported as text and JSON. */
#include "tests.h"
#include "../../src/check/check.h"
#include "../../src/check/reasons.h"

#include <stdlib.h>
#include <string.h>

#define DEMO "tests/programs/demo.hs"

/* A session on the demo, with the bounds the integration tests use. */
static void open_demo(CheckSession *s, CheckOptions *o) {
    check_default_options(o);
    o->file = DEMO;
    o->max_depth = 1000;
    o->timeout_s = 60;
    o->memory_mb = 0; /* a process limit would outlive the test, and AddressSanitizer's shadow memory needs room */
    Diag d;
    diag_init(&d);
    check_session_init(s);
    bool ok = check_session_open(s, o, &d);
    ck_assert_msg(ok, "the demo does not load: %s", d.msg ? d.msg : "?");
}

static const char *name_of(const CheckSession *s, const Global *g) { return sym_str(&s->p.syms, g->var->name); }

START_TEST(default_targets_are_what_liquid_checks_in_source_order) {
    CheckSession s;
    CheckOptions o;
    open_demo(&s, &o);
    uint32_t n = 0;
    Diag d;
    diag_init(&d);
    Global **fs = check_targets(&s, &o, &n, &d);
    ck_assert_ptr_nonnull(fs);
    ck_assert_uint_eq(n, 3); /* size: exported, without a signature (its type is trivial) */
    ck_assert_str_eq(name_of(&s, fs[0]), "size");
    ck_assert_str_eq(name_of(&s, fs[1]), "die");
    ck_assert_str_eq(name_of(&s, fs[2]), "zip");
    free(fs);
    check_session_close(&s);
}
END_TEST

START_TEST(an_unknown_function_name_is_an_error) {
    CheckSession s;
    CheckOptions o;
    open_demo(&s, &o);
    const char *names[] = {"nosuch"};
    o.functions = names;
    o.nfunctions = 1;
    uint32_t n = 0;
    Diag d;
    diag_init(&d);
    ck_assert_ptr_null(check_targets(&s, &o, &n, &d));
    ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(d.msg, DEMO " has no top-level binder named nosuch");
    diag_clear(&d);
    check_session_close(&s);
}
END_TEST

START_TEST(the_binder_at_a_line_is_found_by_its_whole_range) {
    CheckSession s;
    check_session_init(&s);
    Diag d;
    diag_init(&d);
    ck_assert(check_session_read_source(&s, DEMO, &d));
    ck_assert(check_source_has_binder_at(&s, 16)); /* zip's refinement signature: known before GHC runs */
    ck_assert(!check_source_has_binder_at(&s, 15)); /* a blank line */
    check_session_close(&s);

    CheckOptions o;
    open_demo(&s, &o);
    ck_assert_str_eq(name_of(&s, check_target_at(&s, 19)), "zip");
    ck_assert_str_eq(name_of(&s, check_target_at(&s, 12)), "die");
    ck_assert_ptr_null(check_target_at(&s, 5)); /* an import */
    check_session_close(&s);
}
END_TEST

START_TEST(zip_gets_the_papers_concrete_counterexample) {
    CheckSession s;
    CheckOptions o;
    open_demo(&s, &o);
    Global *zip = check_target_at(&s, 18);
    CheckResult r;
    check_function(&s, &o, zip, &r);
    ck_assert_int_eq(r.verdict, VERDICT_CONCRETE);
    ck_assert_int_eq(check_status(&r, 1), EXIT_FOUND);
    ck_assert_int_eq(r.range.line, 16); /* the whole binder, from its refinement signature */
    ck_assert_int_eq(r.range.end_line, 20);

    StrBuf text;
    sb_init(&text);
    report_text(&s, &r, &text);
    const char *want = DEMO ":18:1: zip: concrete counterexample\n"
                            "zip [] [0] = error\n"
                            "makes a call to\n"
                            "die \"Bad call to zip\" = error\n"
                            "violating die's refinement type\n";
    ck_assert_msg(strncmp(sb_str(&text), want, strlen(want)) == 0, "got:\n%s", sb_str(&text));
    sb_free(&text);

    cJSON *json = report_json(&s, &r);
    ck_assert_str_eq(cJSON_GetStringValue(cJSON_GetObjectItem(json, "verdict")), "concrete");
    const cJSON *cx = cJSON_GetObjectItem(json, "counterexample");
    ck_assert_str_eq(cJSON_GetStringValue(cJSON_GetObjectItem(cx, "call")), "zip [] [0]");
    const cJSON *violation = cJSON_GetObjectItem(cx, "violation");
    ck_assert_str_eq(cJSON_GetStringValue(cJSON_GetObjectItem(violation, "function")), "die");
    cJSON_Delete(json);
    check_result_free(&r);
    check_session_close(&s);
}
END_TEST

START_TEST(verdicts_name_and_rank_as_the_schema_and_exit_statuses_say) {
    for (int v = 0; v < VERDICT_COUNT; v++) {
        Verdict back;
        ck_assert(verdict_parse(verdict_name((Verdict)v), &back));
        ck_assert_int_eq(back, v);
    }
    Verdict none;
    ck_assert(!verdict_parse("maybe", &none));
    ck_assert_str_eq(verdict_name(VERDICT_ABSTRACT), "abstract");
    ck_assert_int_eq(verdict_status(VERDICT_TIMEOUT), EXIT_UNSUPPORTED);
    ck_assert_int_eq(verdict_status(VERDICT_ERROR), EXIT_BAD_INPUT);
    /* found beats limits beats errors beats nothing, in either order */
    ck_assert_int_eq(status_combine(EXIT_UNSUPPORTED, EXIT_FOUND), EXIT_FOUND);
    ck_assert_int_eq(status_combine(EXIT_BAD_INPUT, EXIT_UNSUPPORTED), EXIT_UNSUPPORTED);
    ck_assert_int_eq(status_combine(EXIT_UNSUPPORTED, EXIT_BAD_INPUT), EXIT_UNSUPPORTED);
    ck_assert_int_eq(status_combine(EXIT_NONE_FOUND, EXIT_BAD_INPUT), EXIT_BAD_INPUT);
}
END_TEST

/* Non-linear arithmetic is a product or quotient of two variables inside a
 * refinement, never a constant factor, a path, `/=` or text outside braces. */
START_TEST(nonlinear_arithmetic_is_two_variables_multiplied_in_a_refinement) {
    ck_assert(reasons_nonlinear("VV : {v : GHC.Types.Int | v == x * x}"));
    ck_assert(reasons_nonlinear("{v:Int | v == x `div` y}"));
    ck_assert(reasons_nonlinear("{v:Int | v == (x + 1) * n}"));
    ck_assert(reasons_nonlinear("{v:Int | v == m / (n - 1)}"));
    ck_assert(reasons_nonlinear("{v:[a] | len v == len xs * k}"));
    ck_assert(!reasons_nonlinear("{v:Int | v == 2 * x}"));
    ck_assert(!reasons_nonlinear("{v:Int | v == x * 2 && v /= y}"));
    ck_assert(!reasons_nonlinear("{v:Int | v == x `div` 2}"));
    ck_assert(!reasons_nonlinear("tests/explain/Pred.hs: x * y"));
    ck_assert(!reasons_nonlinear("{v:Int | v == 2 * lq_anf$##72}"));
    ck_assert(!reasons_nonlinear("{v:Int | v >= 0}"));
    /* the oldest format: no braces */
    ck_assert(reasons_nonlinear("  Actual Type\n    VV : Int | (VV == (x * y))\n"));
    ck_assert(!reasons_nonlinear("  Actual Type\n    VV : Int | (VV == (x + ?a))\n"));
}
END_TEST

/* The inferred type keeps the qualifiers no other one implies, in order.
 * The implied one comes first here: deciding it freed it before the later
 * ones were tested against it (a use after free, commit fd18106, that
 * this suite's AddressSanitizer build reports). */
START_TEST(implied_qualifiers_are_dropped_after_all_are_decided) {
    const char *in[] = {"v >= x", "v > x", "v /= x", "v <= y", "v = y", "v >= y"};
    char *qs[6];
    for (uint32_t i = 0; i < 6; i++) qs[i] = strdup(in[i]);
    uint32_t k = check_drop_implied(qs, 6);
    ck_assert_uint_eq(k, 2);
    ck_assert_str_eq(qs[0], "v > x");
    ck_assert_str_eq(qs[1], "v = y");
    for (uint32_t i = 0; i < k; i++) free(qs[i]);
    ck_assert_uint_eq(check_drop_implied(qs, 0), 0);
}
END_TEST

Suite *check_suite(void) {
    Suite *s = suite_create("check");
    TCase *tc = tcase_create("check");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, verdicts_name_and_rank_as_the_schema_and_exit_statuses_say);
    tcase_add_test(tc, nonlinear_arithmetic_is_two_variables_multiplied_in_a_refinement);
    tcase_add_test(tc, implied_qualifiers_are_dropped_after_all_are_decided);
    tcase_add_test(tc, default_targets_are_what_liquid_checks_in_source_order);
    tcase_add_test(tc, an_unknown_function_name_is_an_error);
    tcase_add_test(tc, the_binder_at_a_line_is_found_by_its_whole_range);
    tcase_add_test(tc, zip_gets_the_papers_concrete_counterexample);
    suite_add_tcase(s, tc);
    return s;
}
