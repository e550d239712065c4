/* bounds.c — see bounds.h. */
#include "bounds.h"
#include "refine.h"

#include <string.h>

/* The index of the predicate an abstract argument applies (p, p x), or
 * -1: a concrete predicate, or one the signature does not quantify. */
static int applied_index(const SpecAbsArg *a, const SpecAbsParam *ps, size_t n) {
    if (a->kind != SA_PRED || !a->pred) return -1;
    const SpecExpr *e = a->pred->kind == SE_APP ? a->pred->u.app.fn : a->pred;
    if (e->kind != SE_VAR) return -1;
    for (size_t i = 0; i < n; i++)
        if (ps[i].name == e->u.var.name) return (int)i;
    return -1;
}

static const SpecType *strip_refine(const SpecType *t) {
    while (t && t->kind == ST_REFINE && t->u.refine.base) t = t->u.refine.base;
    return t;
}

/* The constants a hypothesis' value satisfies: the predicates applied to
 * the value itself (a<p>, {v:Bool<q y> | v}). Others (inside a list or a
 * function, concrete ones) are left out, which only strengthens the
 * condition: a value of [a<p>] exists whatever p is ([]). */
static Expr *hypothesis(Program *p, const SpecType *t, const SpecAbsParam *ps, size_t n, Var **consts, Expr *acc) {
    t = strip_refine(t);
    if (!t || t->kind != ST_ABSREF) return acc;
    for (size_t i = 0; i < t->u.absref.nargs; i++) {
        int k = applied_index(&t->u.absref.args[i], ps, n);
        if (k < 0) continue;
        Expr *b = expr_var(p, consts[k]);
        Expr *args[2] = {acc, b};
        acc = acc ? expr_app(p, expr_var(p, refine_logic_global(p, "and")->var), args, 2) : b;
    }
    return acc;
}

/* The conclusion's constants: true for a plain type, the conjunction of
 * the predicates of `a<p, q x>` over a plain base, and NULL (false) for
 * anything refined concretely. False: the conclusion refines concretely. */
static bool conclusion(Program *p, const SpecType *t, const SpecAbsParam *ps, size_t n, Var **consts, Expr **out) {
    *out = NULL;
    if (t->kind == ST_VAR || (t->kind == ST_CON && t->u.con.nargs == 0)) return true;
    if (t->kind != ST_ABSREF) return false;
    const SpecType *base = t->u.absref.base;
    if (!(base->kind == ST_VAR || (base->kind == ST_CON && base->u.con.nargs == 0))) return false;
    for (size_t i = 0; i < t->u.absref.nargs; i++)
        if (applied_index(&t->u.absref.args[i], ps, n) < 0) return false;
    *out = hypothesis(p, t, ps, n, consts, NULL);
    return true;
}

static Expr *logic(Program *p, const char *op, Expr *a, Expr *b) {
    Expr *args[2] = {a, b};
    return expr_app(p, expr_var(p, refine_logic_global(p, op)->var), args, b ? 2 : 1);
}

static Expr *bound_condition(Program *p, const SpecBound *b, const SpecAbsParam *ps, size_t n, Var **consts,
                             bool *impossible) {
    Expr *hyps = NULL;
    for (size_t i = 0; i < b->n; i++) hyps = hypothesis(p, b->types[i], ps, n, consts, hyps);
    hyps = hypothesis(p, b->sub, ps, n, consts, hyps);
    Expr *concl;
    bool abstract = conclusion(p, b->sup, ps, n, consts, &concl);
    if (abstract && !concl) return NULL; /* nothing to conclude */
    if (abstract) return hyps ? logic(p, "implies", hyps, concl) : concl;
    /* a concrete conclusion holds for all values only if no value meets the hypotheses */
    if (!hyps) return *impossible = true, NULL;
    return logic(p, "not", hyps, NULL);
}

Expr *bounds_condition(Program *p, const SpecType *sig, const SpecAbsParam *ps, size_t n, Var **consts,
                       const SpecBound **why) {
    Expr *acc = NULL;
    *why = NULL;
    for (const SpecType *t = sig; t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT);
         t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body) {
        for (size_t i = 0; t->kind == ST_FORALL && i < t->u.forall.nbounds; i++) {
            bool impossible = false;
            Expr *c = bound_condition(p, &t->u.forall.bounds[i], ps, n, consts, &impossible);
            if (impossible) return *why = &t->u.forall.bounds[i], NULL;
            if (c) acc = acc ? logic(p, "and", acc, c) : c;
        }
    }
    if (acc) return acc;
    Expr *e = expr_new(p, EX_CON);
    e->u.con = program_datacon(p, "GHC.Types.True");
    return e;
}

Expr *bounds_constant_predicate(Program *p, size_t arity, Var *b) {
    Expr *e = expr_var(p, b);
    for (size_t i = 0; i < arity; i++) e = expr_lam(p, var_fresh(p, "_", NULL), e);
    return e;
}
