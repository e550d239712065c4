/* test_refine.c — refinements translated to λG (translate/refine.c) and
 * run by the engine: parse a signature, translate the result refinement
 * over its binders, search for inputs that break it. */
#include "tests.h"
#include "../../src/engine/entry.h"
#include "../../src/engine/search.h"
#include "../../translate/contract.h"
#include "../../translate/refine.h"
#include "../../src/spec/query.h"
#include "../../src/spec/read.h"

#include <stdlib.h>
#include <string.h>

typedef struct Check {
    Program *p;
    Arena arena;
    Entry e;
    SearchResult r;
    Diag d;
} Check;

static Type *type_named(Program *p, const char *name, Type *arg) {
    Type *t = type_new(p, TY_CON);
    t->u.con.name = intern(&p->syms, name);
    if (arg) {
        t->u.con.nargs = 1;
        t->u.con.args = ARENA_ARRAY(&p->arena, Type *, 1);
        t->u.con.args[0] = arg;
    }
    return t;
}

/* The entry \vars -> [assume pre in] assert post True. */
static void set_entry(Check *c, Expr *pre, Expr *post, Var **vars, Type **types, uint32_t n) {
    Expr *body = expr_new(c->p, EX_ASSERT);
    body->u.cond.pred = post;
    body->u.cond.body = expr_new(c->p, EX_CON);
    body->u.cond.body->u.con = program_datacon(c->p, "GHC.Types.True");
    if (pre) {
        Expr *assume = expr_new(c->p, EX_ASSUME);
        assume->u.cond.pred = pre;
        assume->u.cond.body = body;
        body = assume;
    }
    for (uint32_t i = n; i-- > 0;) {
        Expr *lam = expr_new(c->p, EX_LAM);
        lam->u.lam.bndr = vars[i];
        lam->u.lam.body = body;
        body = lam;
    }
    memset(&c->e, 0, sizeof c->e);
    c->e.fn = body;
    c->e.nargs = n;
    c->e.arg_types = types;
    c->e.arg_names = ARENA_ARRAY(&c->p->arena, const char *, n);
}

/* Parses `f :: b1:T1 -> … -> {v:T | p}` and builds
 * \b1 … v -> assert p True, with the binders' types given. Returns false
 * (diag in c->d) when the refinement does not translate. */
static bool build(Check *c, const char *sig, Type **types, uint32_t n) {
    c->p = tests_load("tests/engine/logic.hs", false);
    arena_init(&c->arena);
    diag_init(&c->d);
    /* specs are parsed into the program's interner: names are shared */
    SpecFile *f = spec_parse_string(sig, strlen(sig), "t.spec", SOURCE_SPEC, &c->arena, &c->p->syms, &c->d);
    ck_assert_msg(f && f->ndecls == 1, "%s does not parse: %s", sig, c->d.msg ? c->d.msg : "");
    const SpecType *t = f->decls[0]->u.sig.type;
    Var **vars = ARENA_ARRAY(&c->p->arena, Var *, n);
    RefineScope *scope = NULL;
    for (uint32_t i = 0; i < n; i++) {
        Sym name = t->kind == ST_FUN ? t->u.fun.binder : t->u.refine.binder;
        vars[i] = var_new(c->p, 0, 0, types[i]);
        RefineScope *s = ARENA_NEW(&c->p->arena, RefineScope);
        s->name = name;
        s->var = vars[i];
        s->next = scope;
        scope = s;
        if (t->kind == ST_FUN) t = t->u.fun.res;
    }
    ck_assert_int_eq(t->kind, ST_REFINE);
    Refiner r = {c->p, program_main_module(c->p), &c->d};
    Expr *pe = refine_expr(&r, t->u.refine.pred, scope);
    if (!pe) return false;
    set_entry(c, NULL, pe, vars, types, n);
    return true;
}

static void run(Check *c) {
    SearchOptions o;
    search_default_options(&o);
    o.timeout_s = 30;
    search_run(c->p, &c->e, &o, &c->r);
}

static void done(Check *c) {
    search_result_free(&c->r);
    diag_clear(&c->d);
    arena_free(&c->arena);
}

static int64_t int_input(const CValue *v) {
    while (v->kind == CV_CON && v->n == 1) v = v->args[0];
    ck_assert_int_eq(v->kind, CV_INT);
    return v->i;
}

START_TEST(arithmetic_refinement_is_broken_by_the_right_inputs) {
    Check c;
    Type *types[2];
    Program *p = tests_load("tests/engine/logic.hs", false);
    types[0] = types[1] = type_named(p, "GHC.Types.Int", NULL);
    ck_assert(build(&c, "f :: x:Int -> {v:Int | v > x + 1 && v /= 3}", types, 2));
    run(&c);
    ck_assert_uint_eq(c.r.nfindings, 1);
    ck_assert(c.r.findings[0].replayed);
    int64_t x = int_input(c.r.findings[0].inputs[0]), v = int_input(c.r.findings[0].inputs[1]);
    ck_assert_msg(!(v > x + 1 && v != 3), "x = %lld, v = %lld satisfy the refinement", (long long)x, (long long)v);
    done(&c);
}
END_TEST

START_TEST(measures_run_as_functions) {
    Check c;
    Program *p = tests_load("tests/engine/logic.hs", false);
    Type *types[1] = {type_named(p, "GHC.Types.[]", type_named(p, "GHC.Types.Int", NULL))};
    ck_assert(build(&c, "f :: {v:[Int] | len v > 1}", types, 1));
    run(&c);
    ck_assert_uint_eq(c.r.nfindings, 1);
    const CValue *xs = c.r.findings[0].inputs[0];
    int n = 0;
    while (xs->kind == CV_CON && xs->n == 2) n++, xs = xs->args[1];
    ck_assert_msg(n <= 1, "a list of length %d satisfies len v > 1", n);
    done(&c);
}
END_TEST

START_TEST(unknown_names_are_errors_at_their_position) {
    Check c;
    Program *p = tests_load("tests/engine/logic.hs", false);
    Type *types[1] = {type_named(p, "GHC.Types.Int", NULL)};
    ck_assert(!build(&c, "f :: {v:Int | v > 0 && nosuch v}", types, 1));
    ck_assert_int_eq(c.d.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(c.d.msg, "unbound name nosuch in a refinement: not a binder in scope, a measure, or a function of the module");
    ck_assert_int_eq(c.d.line, 1);
    ck_assert_int_eq(c.d.col, 24);
    diag_clear(&c.d);
    arena_free(&c.arena);
    Check c2;
    ck_assert(!build(&c2, "f :: {v:Int | v = NoSuchCon}", types, 1));
    ck_assert_int_eq(c2.d.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(c2.d.msg, "unknown constructor NoSuchCon in a refinement");
    diag_clear(&c2.d);
    arena_free(&c2.arena);
}
END_TEST

/* assume pre(x1..xn-1) in assert post(x1..xn-1, r) True, over a signature
 * whose last "argument" is the result r. */
static void build_contract(Check *c, const char *sig, Type **types, uint32_t n) {
    c->p = tests_load("tests/engine/logic.hs", false);
    arena_init(&c->arena);
    diag_init(&c->d);
    SpecFile *f = spec_parse_string(sig, strlen(sig), "t.spec", SOURCE_SPEC, &c->arena, &c->p->syms, &c->d);
    ck_assert_msg(f && f->ndecls == 1, "%s does not parse: %s", sig, c->d.msg ? c->d.msg : "");
    const SpecType *t = f->decls[0]->u.sig.type;
    ck_assert_uint_eq(spec_type_arity(t), n - 1);
    Var **vars = ARENA_ARRAY(&c->p->arena, Var *, n);
    for (uint32_t i = 0; i < n; i++) vars[i] = var_new(c->p, 0, 0, types[i]);
    Refiner r = {c->p, program_main_module(c->p), &c->d};
    Expr *pre = contract_pre(&r, t, vars, n - 1), *post = contract_post(&r, t, vars, n - 1, vars[n - 1]);
    ck_assert_msg(pre && post, "%s does not translate: %s", sig, c->d.msg ? c->d.msg : "");
    set_entry(c, pre, post, vars, types, n);
}

/* Dependent binders, a list-element refinement, a measure: the
 * counterexample satisfies the precondition and breaks the postcondition. */
START_TEST(contracts_assume_pre_and_assert_post) {
    Check c;
    Program *p = tests_load("tests/engine/logic.hs", false);
    Type *int_t = type_named(p, "GHC.Types.Int", NULL);
    Type *types[3] = {int_t, int_t, type_named(p, "GHC.Types.[]", int_t)};
    build_contract(&c, "f :: x:Int -> {y:Int | y > x} -> {v:[{e:Int | e > 0}] | len v = y}", types, 3);
    run(&c);
    ck_assert_uint_eq(c.r.nfindings, 1);
    int64_t x = int_input(c.r.findings[0].inputs[0]), y = int_input(c.r.findings[0].inputs[1]);
    ck_assert_msg(y > x, "the precondition y > x was not assumed: x = %lld, y = %lld", (long long)x, (long long)y);
    const CValue *v = c.r.findings[0].inputs[2];
    int64_t len = 0;
    bool all_positive = true, known = true;
    while (v->kind == CV_CON && v->n == 2) {
        if (v->args[0]->kind == CV_UNUSED) known = false;
        else all_positive = all_positive && int_input(v->args[0]) > 0;
        len++, v = v->args[1];
    }
    known = known && v->kind == CV_CON;
    ck_assert_msg(!known || len != y || !all_positive, "v satisfies the postcondition (len %lld, y %lld)",
                  (long long)len, (long long)y);
    done(&c);
}
END_TEST

/* A refinement inside a tuple is assumed on the input's component. */
START_TEST(contracts_walk_tuples) {
    Check c;
    Program *p = tests_load("tests/engine/logic.hs", false);
    Type *int_t = type_named(p, "GHC.Types.Int", NULL);
    Type *pair = type_new(p, TY_CON);
    pair->u.con.name = intern(&p->syms, "GHC.Tuple.(,)");
    pair->u.con.nargs = 2;
    pair->u.con.args = ARENA_ARRAY(&p->arena, Type *, 2);
    pair->u.con.args[0] = pair->u.con.args[1] = int_t;
    Type *types[2] = {pair, int_t};
    build_contract(&c, "g :: x:(Int, {b:Int | b > 4}) -> {v:Int | v > 0}", types, 2);
    run(&c);
    ck_assert_uint_eq(c.r.nfindings, 1);
    const CValue *x = c.r.findings[0].inputs[0];
    ck_assert_int_eq(x->kind, CV_CON);
    ck_assert_int_gt(int_input(x->args[1]), 4);
    ck_assert_int_le(int_input(c.r.findings[0].inputs[1]), 0);
    done(&c);
}
END_TEST

Suite *refine_suite(void) {
    Suite *s = suite_create("refine");
    TCase *tc = tcase_create("refine");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, arithmetic_refinement_is_broken_by_the_right_inputs);
    tcase_add_test(tc, measures_run_as_functions);
    tcase_add_test(tc, unknown_names_are_errors_at_their_position);
    tcase_add_test(tc, contracts_assume_pre_and_assert_post);
    tcase_add_test(tc, contracts_walk_tuples);
    suite_add_tcase(s, tc);
    return s;
}
