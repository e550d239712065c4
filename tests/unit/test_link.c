/* test_link.c — model names, type equality. */
#include "tests.h"
#include "../../src/core/link.h"

#include <string.h>

START_TEST(model_names_map_to_originals) {
    char buf[256];
    ck_assert(model_original_name("Lhx.Model.GHC.List.length", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.List.length");
    ck_assert(model_original_name("Lhx.Model.GHC.Base.++", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.Base.++");
    ck_assert(model_original_name("Lhx.Model.GHC.Base..", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.Base..");
    ck_assert(model_original_name("Lhx.Model.GHC.Show.zdwshowSignedInt", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.Show.$wshowSignedInt");
    ck_assert(model_original_name("Lhx.Model.Data.Map.Internal.!", buf, sizeof buf));
    ck_assert_str_eq(buf, "Data.Map.Internal.!");
    ck_assert(model_original_name("Lhx.Model.GHC.Show.zdfShowZLz2cUZRzuzdsgo1", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.Show.$fShow(,)_$sgo1");
    ck_assert(model_original_name("Lhx.Model.GHC.Classes.zdfEqZMZNzuzdczeze", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.Classes.$fEq[]_$c==");
    ck_assert(model_original_name("Lhx.Model.GHC.Show.zdwitoszq", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.Show.$witos'");
    ck_assert(model_original_name("Lhx.Model.GHC.Show.zdfShowZ3T", buf, sizeof buf));
    ck_assert_str_eq(buf, "GHC.Show.$fShow(,,)");
    ck_assert(!model_original_name("Lhx.Model.GHC.Show.zdbadzY", buf, sizeof buf));
    ck_assert(!model_original_name("GHC.List.length", buf, sizeof buf));
    ck_assert(!model_original_name("Lhx.Model.length", buf, sizeof buf));
    ck_assert(!model_original_name("Lhx.Model.GHC.List.length", buf, 4));
    ck_assert_str_eq(name_occ("GHC.Types.:"), ":");
    ck_assert_str_eq(name_occ("x_a1"), "x_a1");
}
END_TEST

static Type *tvar(Program *p, const char *v) {
    Type *t = type_new(p, TY_VAR);
    t->u.var = intern(&p->syms, v);
    return t;
}

static Type *tforall(Program *p, const char *v, Type *body) {
    Type *t = type_new(p, TY_FORALL);
    t->u.forall.var = var_new(p, intern(&p->syms, v), intern(&p->syms, "a"), NULL);
    t->u.forall.body = body;
    return t;
}

static Type *tfun(Program *p, Type *a, Type *b) {
    Type *t = type_new(p, TY_FUN);
    t->u.fun.arg = a;
    t->u.fun.res = b;
    return t;
}

START_TEST(type_equality_is_modulo_renaming) {
    Program p;
    program_init(&p);
    /* forall a b. a -> b  ==  forall x y. x -> y, but != forall x y. y -> x */
    Type *t1 = tforall(&p, "a_1", tforall(&p, "b_2", tfun(&p, tvar(&p, "a_1"), tvar(&p, "b_2"))));
    Type *t2 = tforall(&p, "x_7", tforall(&p, "y_8", tfun(&p, tvar(&p, "x_7"), tvar(&p, "y_8"))));
    Type *t3 = tforall(&p, "x_7", tforall(&p, "y_8", tfun(&p, tvar(&p, "y_8"), tvar(&p, "x_7"))));
    ck_assert(type_equal(t1, t2));
    ck_assert(!type_equal(t1, t3));
    /* a free variable is compared by name, and does not match a bound one */
    Type *t4 = tforall(&p, "x_7", tfun(&p, tvar(&p, "x_7"), tvar(&p, "b_2")));
    Type *t5 = tforall(&p, "b_2", tfun(&p, tvar(&p, "b_2"), tvar(&p, "b_2")));
    ck_assert(!type_equal(t4, t5));
    program_free(&p);
}
END_TEST

/* A type whose parts are shared (t_k = t_{k-1} -> t_{k-1}: 2^60 leaves,
 * 61 nodes) stays shared through substitution: one new node per node, the
 * shape kept (a copy per occurrence would not finish). */
START_TEST(substitution_keeps_shared_parts_shared) {
    Program p;
    program_init(&p);
    Type *a = tvar(&p, "a_1"), *t = a;
    for (int i = 0; i < 60; i++) t = tfun(&p, t, t);
    Sym v = intern(&p.syms, "a_1");
    Type *to = tvar(&p, "b_2");
    Arena ar;
    arena_init(&ar);
    Type *u = type_subst(&ar, t, &v, &to, 1);
    ck_assert(ar.total < 64 * 1024);
    for (int i = 0; i < 60; i++) {
        ck_assert_int_eq(u->kind, TY_FUN);
        ck_assert_ptr_eq(u->u.fun.arg, u->u.fun.res);
        u = u->u.fun.arg;
    }
    ck_assert_ptr_eq(u, to);
    arena_free(&ar);
    program_free(&p);
}
END_TEST

Suite *link_suite(void) {
    Suite *s = suite_create("link");
    TCase *tc = tcase_create("link");
    tcase_add_test(tc, model_names_map_to_originals);
    tcase_add_test(tc, type_equality_is_modulo_renaming);
    tcase_add_test(tc, substitution_keeps_shared_parts_shared);
    suite_add_tcase(s, tc);
    return s;
}
