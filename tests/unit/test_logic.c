/* test_logic.c — the refinement-logic primitives (src/engine/logic.c).
 *
 * Bodies are built by hand as IR (Haskell cannot name lhx.logic.*): an
 * entry's function is a λ over symbolic arguments whose body is
 * `assert <refinement> True`; argument types come from the signatures in
 * tests/engine/logic.hs. Each test checks whether a counterexample exists
 * and, for symbolic ones, which value it has. */
#include "tests.h"
#include "../../src/core/ir.h"
#include "../../src/engine/entry.h"
#include "../../src/engine/search.h"
#include "../../src/engine/show.h"
#include "../../src/util/strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static Program *prog(void) {
    Program *p = tests_load("tests/engine/logic.hs", false);
    ck_assert_ptr_nonnull(p);
    return p;
}

/* ---- Building IR ---------------------------------------------------------- */

static Expr *prim(const char *name) {
    Program *p = prog();
    char qual[64];
    snprintf(qual, sizeof qual, "lhx.logic.%s", name);
    static struct { Program *p; Global *g; char name[64]; } cache[64];
    static int ncache;
    Global *g = NULL;
    for (int i = 0; i < ncache && !g; i++)
        if (cache[i].p == p && strcmp(cache[i].name, qual) == 0) g = cache[i].g;
    if (!g) {
        Sym s = intern(&p->syms, qual);
        g = global_new(p, s, s, NULL);
        g->origin = ORIG_PRIMITIVE;
        g->primop = s;
        ck_assert_int_lt(ncache, 64);
        cache[ncache].p = p, cache[ncache].g = g;
        snprintf(cache[ncache].name, sizeof cache[ncache].name, "%s", qual);
        ncache++;
    }
    Expr *e = expr_new(p, EX_VAR);
    e->u.var = g->var;
    return e;
}

static Expr *app(Expr *f, uint32_t n, ...) {
    Expr *e = expr_new(prog(), EX_APP);
    e->u.app.fun = f;
    e->u.app.nargs = n;
    e->u.app.args = ARENA_ARRAY(&prog()->arena, Expr *, n);
    va_list ap;
    va_start(ap, n);
    for (uint32_t i = 0; i < n; i++) e->u.app.args[i] = va_arg(ap, Expr *);
    va_end(ap);
    return e;
}

static Expr *call1(const char *op, Expr *a) { return app(prim(op), 1, a); }
static Expr *call2(const char *op, Expr *a, Expr *b) { return app(prim(op), 2, a, b); }
static Expr *call3(const char *op, Expr *a, Expr *b, Expr *c) { return app(prim(op), 3, a, b, c); }

static Expr *con(const char *name) {
    DataCon *dc = program_datacon(prog(), name);
    ck_assert_msg(dc != NULL, "no constructor %s", name);
    Expr *e = expr_new(prog(), EX_CON);
    e->u.con = dc;
    return e;
}

static Expr *lit(LitKind k, int64_t i, double d) {
    Expr *e = expr_new(prog(), EX_LIT);
    e->u.lit.kind = k;
    e->u.lit.i = i;
    e->u.lit.d = d;
    return e;
}

static Expr *uint_(int64_t i) { return lit(LIT_INT, i, 0); }
static Expr *int_(int64_t i) { return app(con("GHC.Types.I#"), 1, uint_(i)); }
static Expr *integer_(int64_t i) { return lit(LIT_INTEGER, i, 0); }
static Expr *double_(double d) { return app(con("GHC.Types.D#"), 1, lit(LIT_DOUBLE, 0, d)); }
static Expr *char_(int c) { return app(con("GHC.Types.C#"), 1, lit(LIT_CHAR, c, 0)); }
static Expr *true_(void) { return con("GHC.Types.True"); }
static Expr *false_(void) { return con("GHC.Types.False"); }
static Expr *nil(void) { return con("GHC.Types.[]"); }
static Expr *cons(Expr *x, Expr *xs) { return app(con("GHC.Types.:"), 2, x, xs); }
static Expr *crash(void) {
    Expr *e = expr_new(prog(), EX_CRASH);
    e->u.crash.kind = CRASH_ERROR;
    e->u.crash.reason = "error";
    return e;
}

/* ---- Running ----------------------------------------------------------------- */

static Var *params[4];

static Expr *x_(void) {
    Expr *e = expr_new(prog(), EX_VAR);
    e->u.var = params[0];
    return e;
}
static Expr *y_(void) {
    Expr *e = expr_new(prog(), EX_VAR);
    e->u.var = params[1];
    return e;
}

typedef struct Result {
    uint32_t crashes;
    char input[256]; /* the first counterexample's first input */
    char reason[64];
    bool unsupported;
} Result;

/* Runs `\params -> assert pred True` with the argument types of `sig`. */
static Result check(const char *sig, Expr *pred) {
    Program *p = prog();
    Global *g = module_binder(p, program_main_module(p), sig);
    ck_assert_msg(g != NULL, "no binder %s", sig);
    Entry e;
    Diag d;
    diag_init(&d);
    ck_assert_msg(entry_for_global(p, g, &e, &d), "entry_for_global(%s)", sig);
    diag_clear(&d);
    e.force = true;
    Expr *body = expr_new(p, EX_ASSERT);
    body->u.cond.pred = pred;
    body->u.cond.body = true_();
    for (uint32_t i = e.nargs; i-- > 0;) {
        Expr *lam = expr_new(p, EX_LAM);
        lam->u.lam.bndr = params[i];
        lam->u.lam.body = body;
        body = lam;
    }
    e.fn = body;
    SearchOptions o;
    search_default_options(&o);
    o.timeout_s = 30;
    SearchResult r;
    search_run(p, &e, &o, &r);
    Result res;
    memset(&res, 0, sizeof res);
    res.unsupported = r.unsupported != NULL;
    if (r.unsupported) snprintf(res.reason, sizeof res.reason, "%s", r.unsupported);
    for (uint32_t i = 0; i < r.nfindings; i++) {
        const Finding *f = &r.findings[i];
        if (f->outcome != OUT_CRASH) continue;
        if (res.crashes++ == 0) {
            if (f->crash.reason) snprintf(res.reason, sizeof res.reason, "%s", f->crash.reason);
            if (e.nargs && f->inputs && f->inputs[0]) {
                StrBuf sb;
                sb_init(&sb);
                cvalue_show(p, f->inputs[0], false, &sb);
                snprintf(res.input, sizeof res.input, "%s", sb_str(&sb));
                sb_free(&sb);
            }
        }
    }
    search_result_free(&r);
    return res;
}

static void setup(void) {
    Program *p = prog();
    for (int i = 0; i < 4; i++) {
        char name[16];
        snprintf(name, sizeof name, "lx%d", i);
        params[i] = var_new(p, intern(&p->syms, name), intern(&p->syms, name), NULL);
    }
}

/* The refinement holds on every path. */
static void holds(const char *sig, Expr *pred) {
    Result r = check(sig, pred);
    ck_assert_msg(!r.unsupported, "unsupported: %s", r.reason);
    ck_assert_msg(r.crashes == 0, "unexpected counterexample %s (%s)", r.input, r.reason);
}

/* A counterexample exists; `input` (if given) is its first argument. */
static void fails(const char *sig, Expr *pred, const char *input) {
    Result r = check(sig, pred);
    ck_assert_msg(!r.unsupported, "unsupported: %s", r.reason);
    ck_assert_msg(r.crashes > 0, "no counterexample");
    if (input) ck_assert_str_eq(r.input, input);
}

/* ---- Relations ---------------------------------------------------------------- */

START_TEST(relations_concrete_int) {
    setup();
    holds("int1", call2("eq", int_(3), int_(3)));
    fails("int1", call2("eq", int_(3), int_(4)), NULL);
    holds("int1", call2("ne", int_(3), int_(4)));
    fails("int1", call2("ne", int_(3), int_(3)), NULL);
    holds("int1", call2("lt", int_(-2), int_(3)));
    fails("int1", call2("lt", int_(3), int_(3)), NULL);
    holds("int1", call2("le", int_(3), int_(3)));
    fails("int1", call2("le", int_(4), int_(3)), NULL);
    holds("int1", call2("gt", int_(4), int_(3)));
    fails("int1", call2("gt", int_(3), int_(3)), NULL);
    holds("int1", call2("ge", int_(3), int_(3)));
    fails("int1", call2("ge", int_(2), int_(3)), NULL);
    /* a boxed Int against an unboxed result, both ways */
    holds("int1", call2("eq", int_(4), call2("add", int_(3), int_(1))));
    holds("int1", call2("eq", call2("add", int_(3), uint_(1)), int_(4)));
    holds("int1", call2("lt", uint_(3), int_(4)));
}
END_TEST

START_TEST(relations_concrete_other_types) {
    setup();
    holds("int1", call2("eq", integer_(12345678901LL), integer_(12345678901LL)));
    holds("int1", call2("lt", integer_(-5), integer_(7)));
    fails("int1", call2("ge", integer_(-5), integer_(7)), NULL);
    holds("int1", call2("lt", double_(1.5), double_(2.25)));
    holds("int1", call2("eq", double_(0.5), double_(0.5)));
    fails("int1", call2("gt", double_(1.5), double_(2.25)), NULL);
    holds("int1", call2("lt", char_('a'), char_('b')));
    holds("int1", call2("ne", char_('a'), char_('b')));
    fails("int1", call2("eq", char_('a'), char_('b')), NULL);
    holds("int1", call2("eq", true_(), true_()));
    fails("int1", call2("eq", true_(), false_()), NULL);
}
END_TEST

START_TEST(relations_symbolic) {
    setup();
    /* x + 1 /= 3 fails only at x = 2 */
    fails("int1", call2("ne", call2("add", x_(), int_(1)), int_(3)), "2");
    fails("int1", call2("eq", x_(), int_(7)), NULL);
    fails("int1", call2("lt", x_(), int_(5)), NULL);
    holds("int1", call2("le", x_(), call2("add", x_(), int_(1))));
    holds("int1", call2("ge", call2("mul", x_(), x_()), int_(0)));
    fails("int1", call2("gt", call2("mul", x_(), int_(2)), int_(-7)), NULL);
    /* two arguments: x > y fails where x <= y */
    fails("int2", call2("gt", x_(), y_()), NULL);
    holds("int2", call2("implies", call2("lt", x_(), y_()), call2("le", call2("add", x_(), int_(1)), y_())));
    /* Integer, Double, Char */
    fails("integer1", call2("ne", call2("sub", x_(), integer_(10)), integer_(-4)), "6");
    holds("integer1", call2("eq", call1("neg", call1("neg", x_())), x_()));
    fails("double1", call2("ne", call2("mul", x_(), double_(2.0)), double_(5.0)), "2.5");
    fails("char1", call2("ne", x_(), char_('z')), "'z'");
    holds("char1", call2("or", call2("le", x_(), char_('m')), call2("gt", x_(), char_('m'))));
}
END_TEST

/* The logic's / and mod are Haskell's floored div and mod (logic.c). */
START_TEST(floored_division) {
    setup();
    holds("int1", call2("eq", call2("div", int_(-7), int_(2)), int_(-4)));
    holds("int1", call2("eq", call2("mod", int_(-7), int_(2)), int_(1)));
    holds("int1", call2("eq", call2("div", int_(-7), int_(-2)), int_(3)));
    holds("int1", call2("eq", call2("mod", int_(-7), int_(-2)), int_(-1)));
    holds("int1", call2("eq", call2("div", int_(7), int_(-2)), int_(-4)));
    holds("int1", call2("eq", call2("mod", int_(7), int_(-2)), int_(-1)));
    holds("int1", call2("eq", call2("mod", integer_(-9), integer_(4)), integer_(3)));
    /* symbolic: 0 <= x mod 3 < 3, and x div 3 = 4 at x in 12..14 */
    holds("int1", call2("and", call2("ge", call2("mod", x_(), int_(3)), int_(0)),
                         call2("lt", call2("mod", x_(), int_(3)), int_(3))));
    fails("int1", call2("ne", call2("div", x_(), int_(3)), int_(4)), "12");
    Result r = check("int1", call2("eq", call2("div", int_(1), int_(0)), int_(0)));
    ck_assert_uint_gt(r.crashes, 0);
    ck_assert_str_eq(r.reason, "divide by zero");
}
END_TEST

/* ---- Structural equality ----------------------------------------------------- */

START_TEST(structural_equality) {
    setup();
    holds("int1", call2("eq", cons(int_(1), cons(int_(2), nil())), cons(int_(1), cons(int_(2), nil()))));
    fails("int1", call2("eq", cons(int_(1), nil()), cons(int_(1), cons(int_(2), nil()))), NULL);
    holds("int1", call2("ne", cons(int_(1), nil()), cons(int_(1), cons(int_(2), nil()))));
    fails("int1", call2("ne", nil(), nil()), NULL);
    holds("int1", call2("eq", nil(), nil()));
    /* different heads: the tails (a crash) are never compared */
    holds("int1", call2("ne", cons(int_(1), crash()), cons(int_(2), crash())));
    /* a symbolic list equal to [3] */
    fails("ints1", call2("ne", x_(), cons(int_(3), nil())), "[3]");
    fails("ints1", call2("ne", cons(int_(3), cons(int_(4), nil())), x_()), "[3, 4]");
    holds("ints1", call2("eq", x_(), x_()));
    /* a symbolic pair, a symbolic Bool */
    fails("pair1", call2("ne", x_(), app(con("GHC.Tuple.(,)"), 2, int_(5), false_())), "(5, False)");
    fails("bool1", call2("eq", x_(), true_()), "False");
}
END_TEST

START_TEST(comparing_functions_is_uninterpreted) {
    setup();
    /* one function by construction is equal to itself */
    holds("int1", call2("eq", prim("add"), prim("add")));
    fails("int1", call2("ne", prim("add"), prim("add")), NULL);
    /* two different functions: their equality is an unknown, the same one
     * each time (either way round) on a path */
    holds("int1", call2("implies", call2("eq", prim("add"), prim("sub")), call2("eq", prim("sub"), prim("add"))));
    holds("int1", call2("or", call2("eq", prim("add"), prim("sub")), call2("ne", prim("add"), prim("sub"))));
    /* an unknown may be false, but no concrete run confirms it */
    Result r = check("int1", call2("eq", prim("add"), prim("sub")));
    ck_assert_int_eq(r.crashes, 0);
}
END_TEST

START_TEST(enumerations_are_ordered) {
    setup();
    holds("int1", call2("le", false_(), true_()));
    holds("int1", call2("lt", false_(), true_()));
    fails("int1", call2("gt", false_(), true_()), NULL);
    fails("bool1", call2("le", true_(), x_()), "False");
}
END_TEST

/* ---- Connectives ------------------------------------------------------------- */

START_TEST(connectives_are_lazy) {
    setup();
    holds("int1", call1("not", false_()));
    fails("int1", call1("not", true_()), NULL);
    holds("int1", call2("or", true_(), crash()));
    holds("int1", call2("implies", false_(), crash()));
    fails("int1", call2("and", false_(), crash()), NULL); /* False, and no crash reached */
    Result r = check("int1", call2("and", false_(), crash()));
    ck_assert_str_eq(r.reason, "assertion");
    holds("int1", call1("not", call2("and", false_(), crash())));
    /* when the first argument does not decide, the second is evaluated */
    r = check("int1", call2("and", true_(), crash()));
    ck_assert_str_eq(r.reason, "error");
    holds("int1", call2("and", true_(), true_()));
    fails("int1", call2("or", false_(), false_()), NULL);
    fails("int1", call2("implies", true_(), false_()), NULL);
    holds("int1", call2("iff", false_(), false_()));
    fails("int1", call2("iff", true_(), false_()), NULL);
    /* constants */
    holds("int1", call2("and", prim("true"), call1("not", prim("false"))));
    /* symbolic Bools are expanded (one branch per constructor) */
    fails("bool1", call2("implies", x_(), false_()), "True");
    fails("bool1", call2("iff", x_(), true_()), "False");
    holds("bool1", call2("or", x_(), call1("not", x_())));
    holds("int1", call2("implies", call2("gt", x_(), int_(5)), call2("gt", x_(), int_(4))));
    fails("int1", call2("and", call2("gt", x_(), int_(5)), crash()), NULL);
}
END_TEST

/* A stop of the translator's own (a measure with no equation for a value)
 * is a limit of lhx: the path ends unsupported with its reason, and is no
 * counterexample. */
START_TEST(translator_stops_are_unsupported) {
    setup();
    Expr *stop = expr_new(prog(), EX_CRASH);
    stop->u.crash.kind = CRASH_UNSUPPORTED;
    stop->u.crash.reason = "the measure m has no equation for this value";
    Result r = check("int1", call2("and", true_(), stop));
    ck_assert(r.unsupported);
    ck_assert_int_eq(r.crashes, 0);
    ck_assert_str_eq(r.reason, "the measure m has no equation for this value");
}
END_TEST

START_TEST(ite_evaluates_one_branch) {
    setup();
    holds("int1", call3("ite", true_(), true_(), crash()));
    holds("int1", call3("ite", false_(), crash(), true_()));
    /* |x| >= 0 written with ite */
    holds("int1", call2("ge", call3("ite", call2("lt", x_(), int_(0)), call1("neg", x_()), x_()), int_(0)));
    fails("int1", call2("ne", call3("ite", call2("lt", x_(), int_(0)), call1("neg", x_()), x_()), int_(4)), NULL);
    fails("bool1", call3("ite", x_(), false_(), true_()), "True");
}
END_TEST

Suite *logic_suite(void) {
    Suite *s = suite_create("logic");
    TCase *tc = tcase_create("logic");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, relations_concrete_int);
    tcase_add_test(tc, relations_concrete_other_types);
    tcase_add_test(tc, relations_symbolic);
    tcase_add_test(tc, floored_division);
    tcase_add_test(tc, structural_equality);
    tcase_add_test(tc, comparing_functions_is_uninterpreted);
    tcase_add_test(tc, enumerations_are_ordered);
    tcase_add_test(tc, connectives_are_lazy);
    tcase_add_test(tc, ite_evaluates_one_branch);
    tcase_add_test(tc, translator_stops_are_unsupported);
    suite_add_tcase(s, tc);
    return s;
}
