/* test_programs.c — `lhx core`'s loading of real programs (tests/programs/),
 * compiled by GHC with the plugin: each test checks the IR's content (types,
 * constructors, classes, literals, spans, how external names resolve), and
 * tests_program() has already checked that nothing any binder reaches is
 * left without a definition. */
#include "tests.h"
#include "../../src/core/link.h"
#include "../../src/core/print.h"
#include "../../src/frontend/ghc.h"
#include "../../src/util/strbuf.h"

#include <stdio.h>
#include <string.h>

/* ---- Helpers ---------------------------------------------------------- */

static const char *S(const Program *p, Sym s) { return s ? sym_str(&p->syms, s) : "(none)"; }

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static Module *main_module(Program *p, const char *name) {
    Module *m = program_main_module(p);
    ck_assert_ptr_nonnull(m);
    ck_assert_str_eq(S(p, m->name), name);
    ck_assert(!m->is_prelude);
    return m;
}

static Module *find_module(Program *p, const char *name) {
    for (uint32_t i = 0; i < p->nmodules; i++)
        if (strcmp(S(p, p->modules[i]->name), name) == 0) return p->modules[i];
    return NULL;
}

static Global *binder(Program *p, Module *m, const char *name) {
    Global *g = module_binder(p, m, name);
    ck_assert_msg(g != NULL, "module %s has no binder %s", S(p, m->name), name);
    ck_assert_msg(g->origin == ORIG_MODULE, "%s: origin %s, expected module", name, origin_name(g->origin));
    ck_assert_msg(g->owner == m, "%s is not owned by its module", name);
    ck_assert_msg(g->rhs != NULL, "%s has no rhs", name);
    return g;
}

static Global *global(Program *p, const char *name) {
    Global *g = program_global(p, name);
    ck_assert_msg(g != NULL, "no global %s", name);
    return g;
}

static DataCon *datacon(Program *p, const char *name) {
    DataCon *dc = program_datacon(p, name);
    ck_assert_msg(dc != NULL, "no data constructor %s", name);
    return dc;
}

static TyCon *tycon(Program *p, const char *name) {
    TyCon *tc = program_tycon(p, name);
    ck_assert_msg(tc != NULL, "no type constructor %s", name);
    return tc;
}

static Class *class_named(Program *p, const char *name) {
    Sym s = intern_find(&p->syms, name);
    Class *c = s ? symmap_get(&p->classes, s) : NULL;
    ck_assert_msg(c != NULL, "no class %s", name);
    return c;
}

static const char *type_str(Program *p, const Type *t) {
    static char buf[1024];
    StrBuf sb;
    sb_init(&sb);
    print_type(p, t, &sb);
    snprintf(buf, sizeof buf, "%s", sb_str(&sb));
    sb_free(&sb);
    return buf;
}

static void expect_type(Program *p, Global *g, const char *expected) {
    ck_assert_str_eq(tests_type_of(p, g), expected);
}

/* The global a name resolves to, checked to have a definition lhx can use:
 * the expected origin, and for a model, the model's name. */
static Global *expect_origin(Program *p, const char *name, Origin o) {
    Global *g = global(p, name);
    ck_assert_msg(g->origin == o, "%s: origin %s, expected %s", name, origin_name(g->origin), origin_name(o));
    return g;
}

static void expect_model(Program *p, const char *name) {
    Global *g = expect_origin(p, name, ORIG_MODEL);
    ck_assert_ptr_nonnull(g->model);
    char want[512];
    snprintf(want, sizeof want, "%s%s", LHX_MODEL_PREFIX, name);
    ck_assert_str_eq(S(p, g->model->var->id), want);
    ck_assert_ptr_nonnull(g->model->rhs);
    ck_assert(g->model->owner && g->model->owner->is_prelude);
}

/* Resolved to something executable (not none/stopped/home). */
static void expect_resolved(Program *p, const char *name) {
    Global *g = global(p, name);
    ck_assert_msg(g->origin != ORIG_NONE && g->origin != ORIG_STOPPED && g->origin != ORIG_HOME,
                  "%s: origin %s", name, origin_name(g->origin));
}

/* ---- Walking expressions ---------------------------------------------- */

typedef struct Query {
    const Program *p;
    ExprKind kind;
    const char *name; /* EX_VAR: the global's id; EX_CON: the constructor; EX_LET: a bound name */
    LitKind lit;      /* EX_LIT */
    const char *text; /* EX_LIT: the text, if not NULL */
    uint32_t len;
} Query;

static bool matches(const Query *q, const Expr *e) {
    if (e->kind != q->kind) return false;
    switch (e->kind) {
    case EX_VAR:
        return !q->name || strcmp(S(q->p, e->u.var->id), q->name) == 0;
    case EX_CON:
        return !q->name || strcmp(S(q->p, e->u.con->name), q->name) == 0;
    case EX_LIT:
        if (e->u.lit.kind != q->lit) return false;
        if (!q->text) return true;
        return e->u.lit.text && e->u.lit.len == q->len && memcmp(e->u.lit.text, q->text, q->len) == 0;
    case EX_LET:
        if (!q->name) return true;
        for (uint32_t i = 0; i < e->u.let.nbinds; i++)
            if (strcmp(S(q->p, e->u.let.binds[i].var->name), q->name) == 0) return true;
        return false;
    default:
        return true;
    }
}

/* The first sub-expression of e (in pre-order) that matches q. */
static const Expr *walk(const Expr *e, const Query *q) {
    if (!e) return NULL;
    if (matches(q, e)) return e;
    const Expr *r = NULL;
    switch (e->kind) {
    case EX_APP:
        if ((r = walk(e->u.app.fun, q))) return r;
        for (uint32_t i = 0; i < e->u.app.nargs; i++)
            if ((r = walk(e->u.app.args[i], q))) return r;
        return NULL;
    case EX_LAM:
        return walk(e->u.lam.body, q);
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++)
            if ((r = walk(e->u.let.binds[i].rhs, q))) return r;
        return walk(e->u.let.body, q);
    case EX_CASE:
        if ((r = walk(e->u.kase.scrut, q))) return r;
        for (uint32_t i = 0; i < e->u.kase.nalts; i++)
            if ((r = walk(e->u.kase.alts[i].rhs, q))) return r;
        return NULL;
    case EX_CAST:
        return walk(e->u.cast.body, q);
    case EX_CHOICE:
        if ((r = walk(e->u.choice.left, q))) return r;
        return walk(e->u.choice.right, q);
    case EX_ASSUME:
    case EX_ASSERT:
        if ((r = walk(e->u.cond.pred, q))) return r;
        return walk(e->u.cond.body, q);
    default:
        return NULL;
    }
}

/* The first reference to the global `name` in g's definition. */
static const Expr *find_ref(Program *p, Global *g, const char *name) {
    Query q = {.p = p, .kind = EX_VAR, .name = name};
    return walk(g->rhs, &q);
}

static void expect_ref(Program *p, Global *g, const char *name) {
    const Expr *e = find_ref(p, g, name);
    ck_assert_msg(e != NULL, "%s does not refer to %s", S(p, g->var->id), name);
    ck_assert_msg(e->u.var->global != NULL, "%s: the reference to %s is not resolved to a global",
                  S(p, g->var->id), name);
    ck_assert_ptr_eq(e->u.var->global, program_global(p, name));
}

static const Expr *find_kind(Program *p, Global *g, ExprKind k) {
    Query q = {.p = p, .kind = k};
    return walk(g->rhs, &q);
}

static const Expr *find_lit(Program *p, Global *g, LitKind k) {
    Query q = {.p = p, .kind = EX_LIT, .lit = k};
    return walk(g->rhs, &q);
}

static const Expr *find_lit_text(Program *p, Global *g, LitKind k, const char *text, uint32_t len) {
    Query q = {.p = p, .kind = EX_LIT, .lit = k, .text = text, .len = len};
    return walk(g->rhs, &q);
}

/* Every literal of kind k in e, in pre-order, into out (at most max). */
static uint32_t collect_lits(const Expr *e, LitKind k, const Literal **out, uint32_t n, uint32_t max) {
    if (!e) return n;
    switch (e->kind) {
    case EX_LIT:
        if (e->u.lit.kind == k && n < max) out[n++] = &e->u.lit;
        return n;
    case EX_APP:
        n = collect_lits(e->u.app.fun, k, out, n, max);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) n = collect_lits(e->u.app.args[i], k, out, n, max);
        return n;
    case EX_LAM:
        return collect_lits(e->u.lam.body, k, out, n, max);
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) n = collect_lits(e->u.let.binds[i].rhs, k, out, n, max);
        return collect_lits(e->u.let.body, k, out, n, max);
    case EX_CASE:
        n = collect_lits(e->u.kase.scrut, k, out, n, max);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) n = collect_lits(e->u.kase.alts[i].rhs, k, out, n, max);
        return n;
    case EX_CAST:
        return collect_lits(e->u.cast.body, k, out, n, max);
    default:
        return n;
    }
}

/* How many times e refers to the variable v. */
static uint32_t count_uses(const Expr *e, const Var *v) {
    if (!e) return 0;
    uint32_t n = 0;
    switch (e->kind) {
    case EX_VAR:
        return e->u.var == v;
    case EX_APP:
        n = count_uses(e->u.app.fun, v);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) n += count_uses(e->u.app.args[i], v);
        return n;
    case EX_LAM:
        return count_uses(e->u.lam.body, v);
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) n += count_uses(e->u.let.binds[i].rhs, v);
        return n + count_uses(e->u.let.body, v);
    case EX_CASE:
        n = count_uses(e->u.kase.scrut, v);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) n += count_uses(e->u.kase.alts[i].rhs, v);
        return n;
    case EX_CAST:
        return count_uses(e->u.cast.body, v);
    default:
        return 0;
    }
}

/* The constructors of a case's ALT_DATA alternatives, as "A B C" in order. */
static const char *alt_cons(Program *p, const Expr *kase) {
    static char buf[512];
    buf[0] = '\0';
    for (uint32_t i = 0; i < kase->u.kase.nalts; i++) {
        const Alt *a = &kase->u.kase.alts[i];
        const char *s = a->kind == ALT_DATA ? S(p, a->con->name) : a->kind == ALT_DEFAULT ? "_" : "lit";
        if (i) strncat(buf, " ", sizeof buf - strlen(buf) - 1);
        strncat(buf, s, sizeof buf - strlen(buf) - 1);
    }
    return buf;
}

/* Strips type and value λs, counting them. */
static const Expr *strip_lams(const Expr *e, int *ntype, int *nvalue) {
    *ntype = *nvalue = 0;
    for (;;) {
        e = expr_uncast((Expr *)e);
        if (!e || e->kind != EX_LAM) return e;
        if (e->u.lam.bndr->flags & VAR_TYVAR) (*ntype)++;
        else (*nvalue)++;
        e = e->u.lam.body;
    }
}

static bool has_instance(Program *p, Module *m, const char *cls, const char *type, const char *dfun) {
    for (uint32_t i = 0; i < m->ninsts; i++) {
        const Instance *in = &m->insts[i];
        if (strcmp(S(p, in->cls), cls) != 0 || in->ntypes != 1) continue;
        if (strcmp(type_str(p, in->types[0]), type) != 0) continue;
        ck_assert_str_eq(S(p, in->dfun), dfun);
        return true;
    }
    return false;
}

/* ---- Lists, Maybe, Either, tuples -------------------------------------- */

START_TEST(lists_safe_head_cases_on_the_list_constructors) {
    Program *p = tests_program("lists.hs");
    Module *m = main_module(p, "Lists");
    ck_assert(ends_with(m->file, "tests/programs/lists.hs"));
    Global *g = binder(p, m, "safeHead");
    ck_assert_str_eq(S(p, g->var->id), "Lists.safeHead");
    expect_type(p, g, "forall a. [a] -> Maybe a");
    ck_assert(g->exported);
    ck_assert(!g->rec);
    /* \ @a (xs :: [a]) -> case xs of { [] -> Nothing @a; (:) x _ -> Just @a x } */
    const Expr *e = expr_uncast(g->rhs);
    ck_assert_int_eq(e->kind, EX_LAM);
    ck_assert(e->u.lam.bndr->flags & VAR_TYVAR);
    e = expr_uncast(e->u.lam.body);
    ck_assert_int_eq(e->kind, EX_LAM);
    ck_assert(!(e->u.lam.bndr->flags & VAR_TYVAR));
    ck_assert_str_eq(type_str(p, e->u.lam.bndr->type), "[a]");
    Var *xs = e->u.lam.bndr;
    e = expr_uncast(e->u.lam.body);
    ck_assert_int_eq(e->kind, EX_CASE);
    ck_assert_int_eq(e->u.kase.scrut->kind, EX_VAR);
    ck_assert_ptr_eq(e->u.kase.scrut->u.var, xs);
    ck_assert_str_eq(alt_cons(p, e), "GHC.Types.[] GHC.Types.:");
    TyCon *list = tycon(p, "GHC.Types.[]");
    ck_assert_int_eq(list->kind, TC_DATA);
    ck_assert_int_eq(list->ncons, 2);
    for (uint32_t i = 0; i < 2; i++) {
        const Alt *a = &e->u.kase.alts[i];
        ck_assert_ptr_eq(a->con->tycon, list);
        ck_assert_ptr_eq(a->con, list->cons[i]);
        ck_assert_int_eq(a->con->tag, i + 1);
        ck_assert_int_eq(a->nbndrs, a->con->arity);
    }
    ck_assert_int_eq(e->u.kase.alts[1].nbndrs, 2);
    /* The (:) alternative returns Just x, x being the alternative's first field. */
    const Expr *just = e->u.kase.alts[1].rhs;
    ck_assert_int_eq(just->kind, EX_APP);
    ck_assert_int_eq(just->u.app.fun->kind, EX_CON);
    ck_assert_str_eq(S(p, just->u.app.fun->u.con->name), "GHC.Maybe.Just");
    ck_assert_int_eq(just->u.app.nargs, 2); /* @a x */
    ck_assert_int_eq(just->u.app.args[0]->kind, EX_TYPE);
    ck_assert_int_eq(just->u.app.args[1]->kind, EX_VAR);
    ck_assert_ptr_eq(just->u.app.args[1]->u.var, e->u.kase.alts[1].bndrs[0]);
}
END_TEST

START_TEST(lists_prelude_functions_resolve_to_models) {
    Program *p = tests_program("lists.hs");
    Module *m = main_module(p, "Lists");
    expect_type(p, binder(p, m, "doubleAll"), "[Int] -> [Int]");
    expect_ref(p, binder(p, m, "doubleAll"), "GHC.Base.map");
    expect_model(p, "GHC.Base.map");
    expect_ref(p, binder(p, m, "evens"), "GHC.List.filter");
    expect_model(p, "GHC.List.filter");
    expect_ref(p, binder(p, m, "pairUp"), "GHC.List.zip");
    expect_model(p, "GHC.List.zip");
    expect_ref(p, binder(p, m, "summary"), "GHC.Base.++");
    expect_model(p, "GHC.Base.++");
    expect_ref(p, binder(p, m, "summary"), "GHC.List.reverse");
    expect_resolved(p, "GHC.List.reverse");
    /* foldr, length and sum are Foldable methods, at the list instance. */
    Global *total = binder(p, m, "total");
    expect_type(p, total, "[Int] -> Int");
    expect_ref(p, total, "Data.Foldable.foldr");
    Global *foldr = expect_origin(p, "Data.Foldable.foldr", ORIG_SELECTOR);
    ck_assert_str_eq(S(p, foldr->cls), "Data.Foldable.Foldable");
    expect_ref(p, total, "Data.Foldable.$fFoldable[]");
    Global *inst = global(p, "Data.Foldable.$fFoldable[]");
    ck_assert_msg(inst->origin == ORIG_UNFOLDING || inst->origin == ORIG_MODEL, "$fFoldable[]: %s",
                  origin_name(inst->origin));
    ck_assert(inst->origin == ORIG_MODEL ? inst->model->rhs != NULL : inst->rhs != NULL);
    expect_ref(p, total, "GHC.Num.$fNumInt");
    expect_resolved(p, "GHC.Num.$fNumInt");
    /* Literals of type Int are boxed Int# literals: I# 0#. */
    const Expr *zero = find_lit(p, total, LIT_INT);
    ck_assert_ptr_nonnull(zero);
    ck_assert_int_eq(zero->u.lit.i, 0);
    Query q = {.p = p, .kind = EX_CON, .name = "GHC.Types.I#"};
    ck_assert_ptr_nonnull(walk(total->rhs, &q));
}
END_TEST

START_TEST(lists_maybe_either_and_tuples) {
    Program *p = tests_program("lists.hs");
    Module *m = main_module(p, "Lists");
    /* Maybe */
    TyCon *maybe = tycon(p, "GHC.Maybe.Maybe");
    ck_assert_int_eq(maybe->ncons, 2);
    ck_assert_int_eq(maybe->ntyvars, 1);
    DataCon *nothing = datacon(p, "GHC.Maybe.Nothing"), *just = datacon(p, "GHC.Maybe.Just");
    ck_assert(nothing->tag == 1 && nothing->arity == 0 && nothing->tycon == maybe);
    ck_assert(just->tag == 2 && just->arity == 1 && just->tycon == maybe);
    Global *wd = binder(p, m, "withDefault");
    expect_type(p, wd, "forall a. a -> Maybe a -> a");
    const Expr *c = find_kind(p, wd, EX_CASE);
    ck_assert_ptr_nonnull(c);
    ck_assert_str_eq(alt_cons(p, c), "GHC.Maybe.Nothing GHC.Maybe.Just");
    /* Either */
    DataCon *left = datacon(p, "Data.Either.Left"), *right = datacon(p, "Data.Either.Right");
    ck_assert(left->tag == 1 && left->arity == 1 && right->tag == 2 && right->arity == 1);
    ck_assert_ptr_eq(left->tycon, tycon(p, "Data.Either.Either"));
    Global *classify = binder(p, m, "classify");
    expect_type(p, classify, "Int -> Either String Int");
    expect_ref(p, classify, "GHC.Classes.<");
    expect_ref(p, classify, "GHC.Classes.$fOrdInt");
    Query q = {.p = p, .kind = EX_CON, .name = "Data.Either.Left"};
    ck_assert_ptr_nonnull(walk(classify->rhs, &q));
    q.name = "Data.Either.Right";
    ck_assert_ptr_nonnull(walk(classify->rhs, &q));
    ck_assert_ptr_nonnull(find_lit_text(p, classify, LIT_STRING, "negative", 8));
    /* The guard is a case on Bool. */
    c = find_kind(p, classify, EX_CASE);
    ck_assert_ptr_nonnull(c);
    ck_assert_str_eq(alt_cons(p, c), "GHC.Types.False GHC.Types.True");
    Global *fe = binder(p, m, "fromEither");
    expect_ref(p, fe, "Data.Either.either");
    expect_resolved(p, "Data.Either.either");
    /* Tuples */
    DataCon *pair = datacon(p, "GHC.Tuple.(,)"), *trip = datacon(p, "GHC.Tuple.(,,)");
    ck_assert_int_eq(pair->arity, 2);
    ck_assert_int_eq(trip->arity, 3);
    ck_assert_int_eq(pair->tag, 1);
    Global *swap = binder(p, m, "swap");
    expect_type(p, swap, "forall a b. (a, b) -> (b, a)");
    c = find_kind(p, swap, EX_CASE);
    ck_assert_ptr_nonnull(c);
    ck_assert_int_eq(c->u.kase.nalts, 1);
    ck_assert_ptr_eq(c->u.kase.alts[0].con, pair);
    /* (b, a): the fields swapped. */
    const Expr *body = c->u.kase.alts[0].rhs;
    ck_assert_int_eq(body->kind, EX_APP);
    ck_assert_int_eq(body->u.app.nargs, 4); /* @b @a b a */
    ck_assert_ptr_eq(body->u.app.args[2]->u.var, c->u.kase.alts[0].bndrs[1]);
    ck_assert_ptr_eq(body->u.app.args[3]->u.var, c->u.kase.alts[0].bndrs[0]);
    Global *triple = binder(p, m, "triple");
    expect_type(p, triple, "forall a b c. a -> b -> c -> (a, b, c)");
    q.name = "GHC.Tuple.(,,)";
    ck_assert_ptr_nonnull(walk(triple->rhs, &q));
    expect_type(p, binder(p, m, "summary"), "[Int] -> (Int, Int, Maybe Int)");
}
END_TEST

/* ---- Type classes ----------------------------------------------------- */

START_TEST(classes_derived_instances_are_listed) {
    Program *p = tests_program("classes.hs");
    Module *m = main_module(p, "Classes");
    ck_assert(has_instance(p, m, "GHC.Classes.Eq", "Color", "Classes.$fEqColor"));
    ck_assert(has_instance(p, m, "GHC.Classes.Ord", "Color", "Classes.$fOrdColor"));
    ck_assert(has_instance(p, m, "GHC.Show.Show", "Color", "Classes.$fShowColor"));
    ck_assert(has_instance(p, m, "GHC.Classes.Eq", "Shape", "Classes.$fEqShape"));
    ck_assert(has_instance(p, m, "GHC.Show.Show", "Shape", "Classes.$fShowShape"));
    ck_assert(!has_instance(p, m, "GHC.Classes.Ord", "Shape", "-"));
    /* The dictionaries are the module's binders: C:Eq applied to the methods. */
    Global *eq = binder(p, m, "$fEqColor");
    expect_type(p, eq, "Eq Color");
    const Expr *e = expr_uncast(eq->rhs);
    ck_assert_int_eq(e->kind, EX_APP);
    ck_assert_int_eq(e->u.app.fun->kind, EX_CON);
    Class *eqc = class_named(p, "GHC.Classes.Eq");
    ck_assert_ptr_eq(e->u.app.fun->u.con, eqc->con);
    ck_assert_str_eq(S(p, eqc->con->name), "GHC.Classes.C:Eq");
    ck_assert_int_eq(e->u.app.nargs, 1 + eqc->nmethods); /* @Color and the methods */
    ck_assert_int_eq(eqc->nmethods, 2);
    ck_assert_str_eq(S(p, eqc->methods[0].id), "GHC.Classes.==");
    ck_assert_str_eq(S(p, eqc->methods[1].id), "GHC.Classes./=");
    /* Ord's dictionary holds the Eq superclass first. */
    Class *ordc = class_named(p, "GHC.Classes.Ord");
    ck_assert_int_eq(ordc->nsupers, 1);
    ck_assert_str_eq(type_str(p, ordc->supers[0]), "Eq a");
    Global *ord = binder(p, m, "$fOrdColor");
    e = expr_uncast(ord->rhs);
    ck_assert_int_eq(e->kind, EX_APP);
    ck_assert_int_eq(e->u.app.nargs, 1 + ordc->nsupers + ordc->nmethods);
    ck_assert_int_eq(e->u.app.args[1]->kind, EX_VAR);
    ck_assert_ptr_eq(e->u.app.args[1]->u.var->global, eq);
    /* Derived (==) on Shape compares the Double fields with Eq Double. */
    Global *sameColor = binder(p, m, "sameColor");
    expect_ref(p, sameColor, "GHC.Classes.==");
    expect_ref(p, sameColor, "Classes.$fEqColor");
    Global *eqsel = expect_origin(p, "GHC.Classes.==", ORIG_SELECTOR);
    ck_assert_str_eq(S(p, eqsel->cls), "GHC.Classes.Eq");
    ck_assert_int_eq(eqsel->index, 0);
    expect_type(p, binder(p, m, "ordering"), "Color -> Color -> Ordering");
    expect_ref(p, binder(p, m, "ordering"), "GHC.Classes.compare");
    /* Derived Show: the constructor names as string literals. */
    Global *showShape = binder(p, m, "showShape");
    expect_ref(p, showShape, "GHC.Show.show");
    expect_ref(p, showShape, "Classes.$fShowShape");
    expect_resolved(p, "GHC.Float.$fShowDouble");
    expect_resolved(p, "GHC.Classes.$fEqDouble");
    bool found = false;
    for (uint32_t i = 0; i < m->nbinds && !found; i++)
        found = strcmp(tests_type_of(p, m->binds[i]), "Int -> Shape -> ShowS") == 0 &&
                find_lit_text(p, m->binds[i], LIT_STRING, "Circle ", 7) != NULL;
    ck_assert_msg(found, "no showsPrec for Shape with the literal \"Circle \"");
}
END_TEST

START_TEST(classes_user_classes_and_instances) {
    Program *p = tests_program("classes.hs");
    Module *m = main_module(p, "Classes");
    /* A single-method class without superclasses is a newtype dictionary. */
    Class *sized = class_named(p, "Classes.Sized");
    ck_assert(sized->is_newtype);
    ck_assert_int_eq(sized->nsupers, 0);
    ck_assert_int_eq(sized->nmethods, 1);
    ck_assert_str_eq(S(p, sized->methods[0].id), "Classes.size");
    ck_assert_str_eq(S(p, sized->methods[0].name), "size");
    ck_assert_int_eq(sized->ntyvars, 1);
    ck_assert_ptr_nonnull(sized->tycon);
    ck_assert_int_eq(sized->tycon->kind, TC_CLASS);
    ck_assert_ptr_eq(sized->tycon->cls, sized);
    /* A class with a user superclass and a default method. */
    Class *named = class_named(p, "Classes.Named");
    ck_assert(!named->is_newtype);
    ck_assert_int_eq(named->nsupers, 1);
    ck_assert_str_eq(type_str(p, named->supers[0]), "Sized a");
    ck_assert_int_eq(named->supers[0]->kind, TY_CON);
    ck_assert_str_eq(S(p, named->supers[0]->u.con.name), "Classes.Sized");
    ck_assert_int_eq(named->nmethods, 2);
    ck_assert_str_eq(S(p, named->methods[0].name), "name");
    ck_assert_str_eq(S(p, named->methods[1].name), "describe");
    ck_assert_ptr_nonnull(named->con);
    ck_assert_str_eq(S(p, named->con_name), "Classes.C:Named");
    ck_assert_int_eq(named->con->arity, 3); /* superclass and two methods */
    Global *dm = binder(p, m, "$dmdescribe");
    expect_type(p, dm, "forall a. Named a => a -> String");
    expect_ref(p, dm, "Classes.$p1Named");
    expect_ref(p, dm, "GHC.Show.$fShowInt");
    Global *sel = expect_origin(p, "Classes.name", ORIG_SELECTOR);
    ck_assert_str_eq(S(p, sel->cls), "Classes.Named");
    /* A class with an imported superclass. */
    Class *finite = class_named(p, "Classes.Finite");
    ck_assert_int_eq(finite->nsupers, 1);
    ck_assert_str_eq(S(p, finite->supers[0]->u.con.name), "GHC.Classes.Eq");
    ck_assert_int_eq(finite->nmethods, 2);
    /* User instances, including one with a context. */
    ck_assert(has_instance(p, m, "Classes.Sized", "Color", "Classes.$fSizedColor"));
    ck_assert(has_instance(p, m, "Classes.Sized", "Shape", "Classes.$fSizedShape"));
    ck_assert(has_instance(p, m, "Classes.Sized", "[a]", "Classes.$fSized[]"));
    ck_assert(has_instance(p, m, "Classes.Named", "Color", "Classes.$fNamedColor"));
    ck_assert(has_instance(p, m, "Classes.Finite", "Color", "Classes.$fFiniteColor"));
    expect_type(p, binder(p, m, "$fSized[]"), "forall a. Sized a => Sized [a]");
    /* A newtype dictionary is the method itself, cast. */
    ck_assert_int_eq(binder(p, m, "$fSizedShape")->rhs->kind, EX_CAST);
    Global *ts = binder(p, m, "totalSize");
    expect_type(p, ts, "[Shape] -> Int");
    expect_ref(p, ts, "Classes.size");
}
END_TEST

START_TEST(classes_prelude_classes) {
    Program *p = tests_program("classes.hs");
    Module *m = main_module(p, "Classes");
    Global *sq = binder(p, m, "square");
    expect_type(p, sq, "forall a. Num a => a -> a");
    int nt, nv;
    strip_lams(sq->rhs, &nt, &nv);
    ck_assert_int_eq(nt, 1);
    ck_assert_int_eq(nv, 2); /* the dictionary and x */
    const Expr *e = expr_uncast(sq->rhs)->u.lam.body;
    ck_assert(e->u.lam.bndr->flags & VAR_DICT);
    expect_ref(p, sq, "GHC.Num.*");
    Global *times = expect_origin(p, "GHC.Num.*", ORIG_SELECTOR);
    ck_assert_str_eq(S(p, times->cls), "GHC.Num.Num");
    ck_assert_int_eq(class_named(p, "GHC.Num.Num")->nmethods, 7);
    Global *largest = binder(p, m, "largest");
    expect_type(p, largest, "forall a. Ord a => [a] -> Maybe a");
    expect_ref(p, largest, "Data.Foldable.maximum");
    Class *show = class_named(p, "GHC.Show.Show");
    ck_assert_int_eq(show->nmethods, 3);
    ck_assert_str_eq(S(p, show->methods[0].name), "showsPrec");
}
END_TEST

/* ---- Int, Integer, Double, Char, String -------------------------------- */

START_TEST(numbers_int_arithmetic) {
    Program *p = tests_program("numbers.hs");
    Module *m = main_module(p, "Numbers");
    Global *g = binder(p, m, "intArith");
    expect_type(p, g, "Int -> Int -> (Int, Int, Int, Int)");
    expect_ref(p, g, "GHC.Num.+");
    expect_ref(p, g, "GHC.Num.-");
    expect_ref(p, g, "GHC.Num.negate");
    expect_ref(p, g, "GHC.Real.div");
    expect_ref(p, g, "GHC.Real.mod");
    expect_ref(p, g, "GHC.Real.$fIntegralInt");
    expect_resolved(p, "GHC.Real.$fIntegralInt");
    const Literal *lits[8];
    uint32_t n = collect_lits(g->rhs, LIT_INT, lits, 0, 8);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(lits[0]->i, 3);
    ck_assert_int_eq(lits[1]->i, 7);
}
END_TEST

START_TEST(numbers_integer_literals_keep_their_digits) {
    Program *p = tests_program("numbers.hs");
    Module *m = main_module(p, "Numbers");
    Global *huge = binder(p, m, "huge");
    expect_type(p, huge, "Integer");
    const Expr *e = expr_uncast(huge->rhs);
    ck_assert_int_eq(e->kind, EX_LIT);
    ck_assert_int_eq(e->u.lit.kind, LIT_INTEGER);
    ck_assert_str_eq(e->u.lit.text, "123456789012345678901234567890");
    ck_assert_int_eq(e->u.lit.len, 30);
    Global *fact = binder(p, m, "bigFactorial");
    expect_type(p, fact, "Integer -> Integer");
    ck_assert(fact->rec);
    expect_ref(p, fact, "Numbers.bigFactorial");
    expect_ref(p, fact, "GHC.Num.$fNumInteger");
    expect_resolved(p, "GHC.Num.$fNumInteger");
    const Expr *one = find_lit(p, fact, LIT_INTEGER);
    ck_assert_ptr_nonnull(one);
    ck_assert_int_eq(one->u.lit.i, 1);
    ck_assert_str_eq(one->u.lit.text, "1");
    Global *hd = binder(p, m, "hugeDiv");
    expect_ref(p, hd, "GHC.Real.$fIntegralInteger");
    expect_resolved(p, "GHC.Real.$fIntegralInteger");
    const Literal *lits[4];
    ck_assert_int_eq(collect_lits(hd->rhs, LIT_INTEGER, lits, 0, 4), 2);
    ck_assert_int_eq(lits[0]->i, 7);
}
END_TEST

START_TEST(numbers_double_and_float_literals_are_exact) {
    Program *p = tests_program("numbers.hs");
    Module *m = main_module(p, "Numbers");
    Global *g = binder(p, m, "constants");
    expect_type(p, g, "(Double, Double, Float, Double)");
    const Literal *d[8];
    uint32_t n = collect_lits(g->rhs, LIT_DOUBLE, d, 0, 8);
    ck_assert_int_eq(n, 4); /* 0.1, 2.5e-3, 1, 3 */
    ck_assert(d[0]->d == 0.1);
    ck_assert_str_eq(d[0]->num, "1");
    ck_assert_str_eq(d[0]->den, "10");
    ck_assert(d[1]->d == 2.5e-3);
    ck_assert_str_eq(d[1]->num, "1");
    ck_assert_str_eq(d[1]->den, "400");
    ck_assert(d[2]->d == 1.0 && d[3]->d == 3.0);
    const Expr *f = find_lit(p, g, LIT_FLOAT);
    ck_assert_ptr_nonnull(f);
    ck_assert(f->u.lit.d == 1.5);
    ck_assert_str_eq(f->u.lit.num, "3");
    ck_assert_str_eq(f->u.lit.den, "2");
    Query q = {.p = p, .kind = EX_CON, .name = "GHC.Types.D#"};
    ck_assert_ptr_nonnull(walk(g->rhs, &q));
    q.name = "GHC.Types.F#";
    ck_assert_ptr_nonnull(walk(g->rhs, &q));
    Global *avg = binder(p, m, "average");
    expect_type(p, avg, "[Double] -> Double");
    expect_ref(p, avg, "GHC.Real./");
    expect_ref(p, avg, "GHC.Float.$fFractionalDouble");
    expect_ref(p, avg, "GHC.Real.fromIntegral");
    expect_resolved(p, "GHC.Float.$fFractionalDouble");
    expect_resolved(p, "GHC.Real.fromIntegral");
}
END_TEST

START_TEST(numbers_char_literals) {
    Program *p = tests_program("numbers.hs");
    Module *m = main_module(p, "Numbers");
    Global *lc = binder(p, m, "lambdaChar");
    expect_type(p, lc, "Char");
    const Expr *e = expr_uncast(lc->rhs);
    ck_assert_int_eq(e->kind, EX_APP);
    ck_assert_str_eq(S(p, e->u.app.fun->u.con->name), "GHC.Types.C#");
    ck_assert_int_eq(e->u.app.args[0]->kind, EX_LIT);
    ck_assert_int_eq(e->u.app.args[0]->u.lit.kind, LIT_CHAR);
    ck_assert_int_eq(e->u.app.args[0]->u.lit.i, 955);
    Global *cs = binder(p, m, "charStuff");
    expect_type(p, cs, "Char -> (Int, Char, Bool)");
    const Expr *nl = find_lit(p, cs, LIT_CHAR);
    ck_assert_ptr_nonnull(nl);
    ck_assert_int_eq(nl->u.lit.i, '\n');
    expect_ref(p, cs, "GHC.Base.ord");
    expect_ref(p, cs, "GHC.Char.chr");
    expect_resolved(p, "GHC.Base.ord");
    expect_resolved(p, "GHC.Char.chr");
    expect_ref(p, cs, "GHC.Classes.$fEqChar");
}
END_TEST

START_TEST(numbers_string_literals_are_utf8) {
    Program *p = tests_program("numbers.hs");
    Module *m = main_module(p, "Numbers");
    Global *g = binder(p, m, "greeting");
    expect_type(p, g, "String");
    const char *want = "h\xc3\xa9llo w\xc3\xb6rld \xe2\x82\xac"; /* héllo wörld € */
    const Expr *e = find_lit(p, g, LIT_STRING);
    ck_assert_ptr_nonnull(e);
    ck_assert_int_eq(e->u.lit.len, strlen(want));
    ck_assert(memcmp(e->u.lit.text, want, strlen(want)) == 0);
    /* Non-ASCII strings are unpacked as UTF-8, ASCII ones as C strings. */
    expect_ref(p, g, "GHC.CString.unpackCStringUtf8#");
    expect_origin(p, "GHC.CString.unpackCStringUtf8#", ORIG_PRIMITIVE);
    Global *ss = binder(p, m, "strings");
    expect_type(p, ss, "[String]");
    expect_ref(p, ss, "GHC.CString.unpackCString#");
    expect_origin(p, "GHC.CString.unpackCString#", ORIG_PRIMITIVE);
    ck_assert_ptr_nonnull(find_lit_text(p, ss, LIT_STRING, "plain", 5));
    ck_assert_ptr_nonnull(find_lit_text(p, ss, LIT_STRING, "tab\there", 8));
    ck_assert_ptr_nonnull(find_lit_text(p, ss, LIT_STRING, "quote\"and\\backslash", 19));
    /* café λ 😀: two-, three- and four-byte sequences (no surrogates). */
    ck_assert_ptr_nonnull(find_lit_text(p, ss, LIT_STRING, "caf\xc3\xa9 \xce\xbb \xf0\x9f\x98\x80", 13));
    /* The empty string is [] @Char, not a literal. */
    ck_assert_ptr_null(find_lit_text(p, ss, LIT_STRING, "", 0));
}
END_TEST

START_TEST(numbers_string_literals_keep_nul_bytes) {
    Program *p = tests_program("numbers.hs");
    Module *m = main_module(p, "Numbers");
    Global *ss = binder(p, m, "strings");
    const Literal *lits[8];
    uint32_t n = collect_lits(ss->rhs, LIT_STRING, lits, 0, 8);
    const Literal *nul = NULL;
    for (uint32_t i = 0; i < n; i++)
        if (lits[i]->len >= 3 && memcmp(lits[i]->text, "nul", 3) == 0) nul = lits[i];
    ck_assert_ptr_nonnull(nul);
    ck_assert_msg(nul->len == 8 && memcmp(nul->text, "nul\0byte", 8) == 0,
                  "the string literal "
                  "\"nul\\0byte\" loads as %u bytes \"%s\"; the plugin writes \"nul\\u0000byte\" but cJSON "
                  "strings end at the first NUL, so the length (and the text after the NUL) is lost",
                  nul->len, nul->text);
}
END_TEST

/* ---- Records, infix constructors, where, guards ------------------------ */

START_TEST(records_infix_constructor) {
    Program *p = tests_program("records.hs");
    Module *m = main_module(p, "Records");
    TyCon *list = tycon(p, "Records.List");
    ck_assert_int_eq(list->kind, TC_DATA);
    ck_assert_str_eq(S(p, list->module), "Records");
    ck_assert_int_eq(list->ntyvars, 1);
    ck_assert_int_eq(list->ncons, 2);
    DataCon *emp = datacon(p, "Records.Emp"), *cons = datacon(p, "Records.:+:");
    ck_assert_ptr_eq(list->cons[0], emp);
    ck_assert_ptr_eq(list->cons[1], cons);
    ck_assert(!emp->infix);
    ck_assert_int_eq(emp->tag, 1);
    ck_assert_int_eq(emp->arity, 0);
    ck_assert(cons->infix);
    ck_assert_int_eq(cons->tag, 2);
    ck_assert_int_eq(cons->arity, 2);
    ck_assert_str_eq(type_str(p, cons->fields[0].type), "a");
    ck_assert_str_eq(type_str(p, cons->fields[1].type), "List a");
    ck_assert(!cons->fields[0].strict && !cons->fields[1].strict);
    ck_assert_int_eq(cons->fields[0].label, 0);
    ck_assert_int_eq(cons->wrapper, 0);
    ck_assert(cons->span.file != 0);
    ck_assert_int_eq(cons->span.line, 14);
    Global *tl = binder(p, m, "toList");
    expect_type(p, tl, "forall a. List a -> [a]");
    ck_assert(tl->rec);
    const Expr *c = find_kind(p, tl, EX_CASE);
    ck_assert_ptr_nonnull(c);
    ck_assert_str_eq(alt_cons(p, c), "Records.Emp Records.:+:");
    Global *fl = binder(p, m, "fromList");
    expect_type(p, fl, "forall a. [a] -> List a");
    Query q = {.p = p, .kind = EX_CON, .name = "Records.:+:"};
    ck_assert_ptr_nonnull(walk(fl->rhs, &q));
    expect_ref(p, fl, "Data.Foldable.foldr");
}
END_TEST

START_TEST(records_fields_labels_and_strictness) {
    Program *p = tests_program("records.hs");
    Module *m = main_module(p, "Records");
    DataCon *point = datacon(p, "Records.Point");
    ck_assert_int_eq(point->arity, 2);
    ck_assert_str_eq(S(p, point->fields[0].label), "px");
    ck_assert_str_eq(S(p, point->fields[1].label), "py");
    ck_assert(point->fields[0].strict && point->fields[1].strict);
    ck_assert_str_eq(S(p, point->wrapper), "Records.$WPoint");
    DataCon *person = datacon(p, "Records.Person");
    ck_assert_int_eq(person->arity, 2);
    ck_assert_str_eq(S(p, person->fields[0].label), "personName");
    ck_assert_str_eq(S(p, person->fields[1].label), "personAge");
    ck_assert_str_eq(type_str(p, person->fields[0].type), "String");
    ck_assert(!person->fields[0].strict && !person->fields[1].strict);
    ck_assert_int_eq(person->wrapper, 0);
    DataCon *pair = datacon(p, "Records.Pair");
    ck_assert(pair->fields[0].strict && !pair->fields[1].strict);
    ck_assert_int_eq(pair->fields[0].label, 0);
    ck_assert_str_eq(S(p, pair->wrapper), "Records.$WPair");
    /* A strict constructor is built through its wrapper, which evaluates. */
    Global *origin = binder(p, m, "origin");
    expect_type(p, origin, "Point");
    expect_ref(p, origin, "Records.$WPoint");
    Global *w = global(p, "Records.$WPoint");
    ck_assert_msg(w->origin == ORIG_DATACON_WRAPPER || w->origin == ORIG_MODULE, "$WPoint: %s",
                  origin_name(w->origin));
    ck_assert_ptr_nonnull(w->rhs);
    expect_type(p, w, "Int -> Int -> Point");
    /* Field selectors. */
    Global *px = program_global(p, "Records.px");
    ck_assert_ptr_nonnull(px);
    expect_type(p, px, "Point -> Int");
    Global *norm1 = binder(p, m, "norm1");
    expect_ref(p, norm1, "Records.px");
    expect_ref(p, norm1, "Records.py");
    /* A record update is a case on the constructor. */
    Global *bd = binder(p, m, "birthday");
    expect_type(p, bd, "Person -> Person");
    const Expr *c = find_kind(p, bd, EX_CASE);
    ck_assert_ptr_nonnull(c);
    ck_assert_str_eq(alt_cons(p, c), "Records.Person");
    expect_ref(p, bd, "Records.personAge");
    Global *sp = binder(p, m, "showPoint");
    expect_ref(p, sp, "Records.$fShowPoint");
}
END_TEST

START_TEST(records_where_clauses_and_guards) {
    Program *p = tests_program("records.hs");
    Module *m = main_module(p, "Records");
    Global *norm1 = binder(p, m, "norm1");
    expect_type(p, norm1, "Point -> Int");
    expect_ref(p, norm1, "GHC.Num.abs");
    /* norm1's where-bindings are used once: GHC inlines them. scaled's k
     * is used twice: a let. */
    Global *sc = binder(p, m, "scaled");
    expect_type(p, sc, "Point -> Point");
    Query q = {.p = p, .kind = EX_LET, .name = "k"};
    const Expr *let = walk(sc->rhs, &q);
    ck_assert_msg(let != NULL, "scaled's where-clause is not a let binding k");
    ck_assert(!let->u.let.rec);
    Var *k = let->u.let.binds[0].var;
    ck_assert_str_eq(type_str(p, k->type), "Int");
    ck_assert_int_eq(count_uses(let->u.let.body, k), 2);
    Global *cat = binder(p, m, "category");
    expect_type(p, cat, "Person -> String");
    expect_ref(p, cat, "GHC.Classes.<");
    ck_assert_ptr_nonnull(find_lit_text(p, cat, LIT_STRING, "child", 5));
    ck_assert_ptr_nonnull(find_lit_text(p, cat, LIT_STRING, "teen", 4));
    ck_assert_ptr_nonnull(find_lit_text(p, cat, LIT_STRING, "adult", 5));
    const Literal *ints[4];
    uint32_t n = collect_lits(cat->rhs, LIT_INT, ints, 0, 4);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(ints[0]->i, 13);
    ck_assert_int_eq(ints[1]->i, 20);
    Global *fo = binder(p, m, "firstOf");
    expect_type(p, fo, "forall a b. Pair a b -> a");
}
END_TEST

/* ---- Literate Haskell --------------------------------------------------- */

static void expect_span(Program *p, Global *g, const char *file, int line) {
    Span s = g->var->span;
    ck_assert_msg(s.file != 0, "%s has no span", S(p, g->var->id));
    ck_assert_msg(ends_with(S(p, s.file), file), "%s: span in %s, expected %s", S(p, g->var->id), S(p, s.file),
                  file);
    ck_assert_msg(s.line == line, "%s: span at line %d, expected %d", S(p, g->var->id), s.line, line);
    ck_assert_int_ge(s.col, 1);
    ck_assert_int_ge(s.end_line, s.line);
}

START_TEST(lhs_bird_tracks) {
    Program *p = tests_program("lhs_bird.lhs");
    Module *m = main_module(p, "LhsBird");
    ck_assert(ends_with(m->file, "tests/programs/lhs_bird.lhs"));
    Global *len = binder(p, m, "len");
    expect_type(p, len, "forall a. [a] -> Int");
    ck_assert(len->rec);
    expect_span(p, len, "tests/programs/lhs_bird.lhs", 8); /* the equations, not the signature */
    ck_assert_int_eq(len->var->span.col, 3); /* after "> " */
    ck_assert_int_eq(len->var->span.end_line, 8); /* the name in the first equation */
    Global *bl = binder(p, m, "birdLength");
    expect_span(p, bl, "tests/programs/lhs_bird.lhs", 14);
    expect_ref(p, bl, "LhsBird.len");
    ck_assert_ptr_nonnull(find_lit_text(p, bl, LIT_STRING, "bird tracks", 11));
}
END_TEST

START_TEST(lhs_latex_code_blocks) {
    Program *p = tests_program("lhs_latex.lhs");
    Module *m = main_module(p, "LhsLatex");
    ck_assert(ends_with(m->file, "tests/programs/lhs_latex.lhs"));
    Global *twice = binder(p, m, "twice");
    expect_type(p, twice, "forall a. (a -> a) -> a -> a");
    expect_span(p, twice, "tests/programs/lhs_latex.lhs", 9);
    ck_assert_int_eq(twice->var->span.col, 1);
    expect_ref(p, twice, "GHC.Base..");
    Global *answer = binder(p, m, "answer");
    expect_type(p, answer, "Int");
    expect_span(p, answer, "tests/programs/lhs_latex.lhs", 16);
    expect_ref(p, answer, "LhsLatex.twice");
    const Literal *ints[4];
    uint32_t n = collect_lits(answer->rhs, LIT_INT, ints, 0, 4);
    ck_assert_int_eq(n, 2);
    ck_assert_int_eq(ints[0]->i + ints[1]->i, 41);
}
END_TEST

/* ---- Libraries ---------------------------------------------------------- */

START_TEST(data_map_functions_resolve_to_models) {
    Program *p = tests_program("datamap.hs");
    Module *m = main_module(p, "DataMap");
    TyCon *map = tycon(p, "Data.Map.Internal.Map");
    ck_assert_int_eq(map->kind, TC_DATA);
    ck_assert_int_eq(map->ncons, 2);
    Global *add = binder(p, m, "addCarol");
    expect_type(p, add, "Map String Int -> Map String Int");
    expect_ref(p, add, "Data.Map.Internal.insert");
    expect_model(p, "Data.Map.Internal.insert");
    ck_assert_ptr_nonnull(find_lit_text(p, add, LIT_STRING, "carol", 5));
    Global *wc = binder(p, m, "wordCounts");
    expect_type(p, wc, "[String] -> Map String Int");
    expect_ref(p, wc, "Data.Map.Internal.insertWith");
    expect_ref(p, wc, "Data.Map.Internal.empty");
    expect_resolved(p, "Data.Map.Internal.insertWith");
    expect_resolved(p, "Data.Map.Internal.empty");
    Global *pb = binder(p, m, "phoneBook");
    expect_ref(p, pb, "Data.Map.Internal.fromList");
    expect_resolved(p, "Data.Map.Internal.fromList");
    Global *lk = binder(p, m, "lookups");
    expect_type(p, lk, "(Maybe Int, Maybe Int, Int)");
    expect_ref(p, lk, "Data.Map.Internal.lookup");
    expect_ref(p, lk, "Data.Map.Internal.findWithDefault");
    expect_resolved(p, "Data.Map.Internal.lookup");
    expect_resolved(p, "Data.Map.Internal.findWithDefault");
    Global *ct = binder(p, m, "counted");
    expect_ref(p, ct, "Data.Map.Internal.toList");
    expect_ref(p, ct, "Data.OldList.words");
    expect_resolved(p, "Data.Map.Internal.toList");
    expect_resolved(p, "Data.OldList.words");
}
END_TEST

START_TEST(liquid_prelude_resolves_to_the_stub_module) {
    Program *p = tests_program("liquid.hs");
    Module *m = main_module(p, "Liquid");
    Global *ch = binder(p, m, "checkedHead");
    expect_type(p, ch, "forall a. [a] -> a");
    expect_ref(p, ch, "Language.Haskell.Liquid.Prelude.liquidAssert");
    expect_ref(p, ch, "Liquid.size");
    Global *la = global(p, "Language.Haskell.Liquid.Prelude.liquidAssert");
    ck_assert_msg(la->origin == ORIG_UNFOLDING || la->origin == ORIG_MODULE,
                  "liquidAssert: origin %s, expected the stub's definition", origin_name(la->origin));
    ck_assert_ptr_nonnull(la->rhs);
    ck_assert_str_eq(S(p, la->module), "Language.Haskell.Liquid.Prelude");
    expect_type(p, la, "forall a. Bool -> a -> a");
    /* The stub crashes on a false assertion: its definition reaches error. */
    ck_assert_ptr_nonnull(find_lit_text(p, la, LIT_STRING, "liquidAssert: assertion failed", 30));
    /* Annotations are comments: the annotated functions are plain binders. */
    Global *die = binder(p, m, "die");
    expect_type(p, die, "forall a. String -> a");
    expect_ref(p, die, "GHC.Err.error");
    expect_resolved(p, "GHC.Err.error");
    Global *size = binder(p, m, "size");
    expect_type(p, size, "forall a. [a] -> Int");
    ck_assert(size->rec);
    Global *sd = binder(p, m, "safeDiv");
    expect_ref(p, sd, "Liquid.die");
    ck_assert_ptr_nonnull(find_lit_text(p, sd, LIT_STRING, "division by zero", 16));
    Global *abs_ = binder(p, m, "abs'");
    expect_type(p, abs_, "Int -> Int");
    expect_ref(p, abs_, "Language.Haskell.Liquid.Prelude.liquidAssert");
    Query q = {.p = p, .kind = EX_LET, .name = "r"};
    ck_assert_ptr_nonnull(walk(abs_->rhs, &q));
}
END_TEST

START_TEST(multi_module_program) {
    Program *p = tests_program("multi/Main.hs");
    Module *m = main_module(p, "Multi");
    ck_assert(ends_with(m->file, "tests/programs/multi/Main.hs"));
    Module *helper = find_module(p, "Helper");
    ck_assert_ptr_nonnull(helper);
    ck_assert(!helper->is_prelude);
    ck_assert(ends_with(helper->file, "tests/programs/multi/Helper.hs"));
    uint32_t user = 0;
    for (uint32_t i = 0; i < p->nmodules; i++) user += !p->modules[i]->is_prelude;
    ck_assert_int_eq(user, 2);
    Global *ins = binder(p, helper, "insertT");
    expect_type(p, ins, "forall a. Ord a => a -> Tree a -> Tree a");
    Global *ss = binder(p, m, "sortedSize");
    expect_type(p, ss, "[Int] -> ([Int], Int)");
    /* The cross-module calls resolve to Helper's own definitions. */
    expect_ref(p, ss, "Helper.insertT");
    expect_ref(p, ss, "Helper.toListT");
    expect_ref(p, ss, "Helper.sizeT");
    ck_assert_ptr_eq(find_ref(p, ss, "Helper.insertT")->u.var->global, ins);
    ck_assert_int_eq(ins->origin, ORIG_MODULE);
    ck_assert_ptr_eq(ins->owner, helper);
    Query q = {.p = p, .kind = EX_CON, .name = "Helper.Leaf"};
    ck_assert_ptr_nonnull(walk(ss->rhs, &q));
    TyCon *tree = tycon(p, "Helper.Tree");
    ck_assert_int_eq(tree->ncons, 2);
    ck_assert_str_eq(S(p, tree->cons[1]->name), "Helper.Node");
    ck_assert_int_eq(tree->cons[1]->arity, 3);
}
END_TEST

START_TEST(magic_ids_and_newtypes) {
    Program *p = tests_program("magic.hs");
    Module *m = main_module(p, "Magic");
    TyCon *age = tycon(p, "Magic.Age");
    ck_assert_int_eq(age->kind, TC_NEWTYPE);
    ck_assert_int_eq(age->ncons, 1);
    Global *ages = binder(p, m, "ages");
    expect_type(p, ages, "[Int] -> [Age]");
    ck_assert_ptr_nonnull(find_kind(p, ages, EX_CAST));
    /* seq is a case. */
    Global *sp = binder(p, m, "strictPair");
    expect_type(p, sp, "forall a b. a -> b -> (a, b)");
    int nt, nv;
    const Expr *c = strip_lams(sp->rhs, &nt, &nv);
    ck_assert(nt == 2 && nv == 2);
    ck_assert_int_eq(c->kind, EX_CASE);
    ck_assert_int_eq(c->u.kase.scrut->kind, EX_VAR);
    ck_assert_str_eq(S(p, c->u.kase.scrut->u.var->name), "a");
    ck_assert_int_eq(c->u.kase.nalts, 1);
    ck_assert_int_eq(c->u.kase.alts[0].kind, ALT_DEFAULT);
    Global *tm = binder(p, m, "trustMe");
    expect_type(p, tm, "Int -> Word");
    expect_ref(p, tm, "Unsafe.Coerce.unsafeCoerce");
    expect_resolved(p, "Unsafe.Coerce.unsafeCoerce");
    Global *mg = binder(p, m, "magics");
    expect_type(p, mg, "(Int, Bool, Int)");
    expect_ref(p, mg, "GHC.Magic.lazy");
    expect_ref(p, mg, "GHC.Magic.inline");
    expect_resolved(p, "GHC.Magic.lazy");
    expect_resolved(p, "GHC.Magic.inline");
}
END_TEST

/* ---- A program with an IO main ---------------------------------------- */

START_TEST(with_main_loads_and_main_is_executable) {
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    GhcOptions opt = {0};
    opt.timeout_s = 300;
    bool ok = ghc_load_program("tests/programs/with_main.hs", &opt, &p, &d);
    ck_assert_msg(ok, "with_main.hs does not load: %s", d.msg ? d.msg : "?");
    Module *m = main_module(&p, "Main");
    Global *sq = binder(&p, m, "square");
    ck_assert(link_check_reachable(&p, &sq, 1, &d));
    ck_assert(!d.set);
    Global *main_ = binder(&p, m, "main");
    expect_type(&p, main_, "IO ()");
    expect_ref(&p, main_, "System.IO.print");
    /* IO actions run: print is the prelude's model (it forces what it prints) */
    expect_model(&p, "System.IO.print");
    ck_assert(link_check_reachable(&p, &main_, 1, &d));
    ck_assert_msg(!d.set, "%s", d.msg ? d.msg : "?");
    program_free(&p);
}
END_TEST

/* ---- Naming the library function a missing definition is needed by ----- */

START_TEST(a_missing_definition_names_the_library_function_called) {
    Program *p = tests_load("tests/check/libs/vector_mutable.hs", false);
    Global *f = binder(p, main_module(p, "VectorMutable"), "setFirst");
    StrBuf sb;
    sb_init(&sb);
    /* modify runs on real arrays: its unfolding allocates one */
    ck_assert(link_describe_need(p, f, program_global(p, "GHC.Prim.newArray#"), &sb));
    ck_assert_str_eq(sb_str(&sb), ", needed by Data.Vector.modify");
    sb_clear(&sb);
    /* a function the code calls itself is not named again */
    ck_assert(!link_describe_need(p, f, program_global(p, "Data.Vector.modify"), &sb));
    ck_assert_str_eq(sb_str(&sb), "");
    sb_free(&sb);
}
END_TEST

START_TEST(bad_input_is_refused_before_running_ghc) {
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    ck_assert(!ghc_load_program("tests/programs/nope.hs", NULL, &p, &d));
    ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(d.msg, "cannot open tests/programs/nope.hs: No such file or directory");
    diag_clear(&d);
    program_free(&p);
    program_init(&p);
    ck_assert(!ghc_load_program("tests/programs/multi", NULL, &p, &d));
    ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
    diag_clear(&d);
    program_free(&p);
    program_init(&p);
    ck_assert(!ghc_load_program("tests/unit/data/inc.json", NULL, &p, &d));
    ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(d.msg, "tests/unit/data/inc.json: expected a Haskell file (.hs or .lhs)");
    diag_clear(&d);
    program_free(&p);
}
END_TEST

Suite *programs_suite(void) {
    Suite *s = suite_create("programs");
    TCase *tc = tcase_create("programs");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, lists_safe_head_cases_on_the_list_constructors);
    tcase_add_test(tc, lists_prelude_functions_resolve_to_models);
    tcase_add_test(tc, lists_maybe_either_and_tuples);
    tcase_add_test(tc, classes_derived_instances_are_listed);
    tcase_add_test(tc, classes_user_classes_and_instances);
    tcase_add_test(tc, classes_prelude_classes);
    tcase_add_test(tc, numbers_int_arithmetic);
    tcase_add_test(tc, numbers_integer_literals_keep_their_digits);
    tcase_add_test(tc, numbers_double_and_float_literals_are_exact);
    tcase_add_test(tc, numbers_char_literals);
    tcase_add_test(tc, numbers_string_literals_are_utf8);
    tcase_add_test(tc, numbers_string_literals_keep_nul_bytes);
    tcase_add_test(tc, records_infix_constructor);
    tcase_add_test(tc, records_fields_labels_and_strictness);
    tcase_add_test(tc, records_where_clauses_and_guards);
    tcase_add_test(tc, lhs_bird_tracks);
    tcase_add_test(tc, lhs_latex_code_blocks);
    tcase_add_test(tc, data_map_functions_resolve_to_models);
    tcase_add_test(tc, liquid_prelude_resolves_to_the_stub_module);
    tcase_add_test(tc, multi_module_program);
    tcase_add_test(tc, magic_ids_and_newtypes);
    tcase_add_test(tc, with_main_loads_and_main_is_executable);
    tcase_add_test(tc, a_missing_definition_names_the_library_function_called);
    tcase_add_test(tc, bad_input_is_refused_before_running_ghc);
    suite_add_tcase(s, tc);
    return s;
}
