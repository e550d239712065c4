/* contract.c — see contract.h. */
#include "contract.h"

#include <string.h>

/* ---- IR construction --------------------------------------------------- */

static Expr *var_ref(Program *p, Var *v) {
    Expr *e = expr_new(p, EX_VAR);
    e->u.var = v;
    return e;
}

static Expr *app2(Program *p, Expr *fn, Expr *a, Expr *b) {
    Expr *e = expr_new(p, EX_APP);
    e->u.app.fun = fn;
    e->u.app.nargs = b ? 2 : 1;
    e->u.app.args = ARENA_ARRAY(&p->arena, Expr *, 2);
    e->u.app.args[0] = a;
    e->u.app.args[1] = b;
    return e;
}

static Expr *true_expr(Refiner *r) {
    Expr *e = expr_new(r->p, EX_CON);
    e->u.con = program_datacon(r->p, "GHC.Types.True");
    return e->u.con ? e : NULL;
}

/* a && b, where either may be NULL meaning "true" (no check). */
static Expr *and_also(Refiner *r, Expr *a, Expr *b) {
    if (!a) return b;
    if (!b) return a;
    return app2(r->p, var_ref(r->p, refine_logic_global(r->p, "and")->var), a, b);
}

static Var *fresh_var(Program *p, const char *name) {
    return var_new(p, intern(&p->syms, name), intern(&p->syms, name), NULL);
}

/* ---- Walkers (p_τ) ----------------------------------------------------- */

static Expr *check_value(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed);

/* \e -> toExp(t) e, or NULL when t refines nothing. */
static Expr *element_predicate(Refiner *r, const SpecType *t, const RefineScope *scope, bool *failed) {
    Var *e = fresh_var(r->p, "elem");
    Expr *body = check_value(r, t, e, scope, failed);
    if (!body) return NULL;
    Expr *lam = expr_new(r->p, EX_LAM);
    lam->u.lam.bndr = e;
    lam->u.lam.body = body;
    return lam;
}

/* Every element of a list: the prelude's model of `all`. */
static Expr *walk_list(Refiner *r, const SpecType *elem, Var *value, const RefineScope *scope, bool *failed) {
    Expr *pred = element_predicate(r, elem, scope, failed);
    if (!pred) return NULL;
    Global *all = program_global(r->p, "Lhx.Model.GHC.List.all");
    if (!all) {
        diag_error_at(r->diag, EXIT_UNSUPPORTED, elem->pos.file, elem->pos.line, elem->pos.col,
                      "refinements of list elements need the prelude's model of all");
        *failed = true;
        return NULL;
    }
    Expr *ty = expr_new(r->p, EX_TYPE);
    ty->u.type = type_new(r->p, TY_OTHER);
    ty->u.type->u.text = "?";
    Expr *e = expr_new(r->p, EX_APP);
    e->u.app.fun = var_ref(r->p, all->var);
    e->u.app.nargs = 3;
    e->u.app.args = ARENA_ARRAY(&r->p->arena, Expr *, 3);
    e->u.app.args[0] = ty;
    e->u.app.args[1] = pred;
    e->u.app.args[2] = var_ref(r->p, value);
    return e;
}

/* case value of (a1, …, an) -> toExp(t1) a1 && … ; also Just a. Alternatives
 * not listed (Nothing) are True. */
static Expr *walk_con(Refiner *r, const char *con, const SpecType *const *parts, size_t n, Var *value,
                      const RefineScope *scope, bool *failed) {
    DataCon *dc = program_datacon(r->p, con);
    Var **fields = ARENA_ARRAY(&r->p->arena, Var *, n ? n : 1);
    Expr *body = NULL;
    for (size_t i = 0; i < n; i++) {
        fields[i] = fresh_var(r->p, "field");
        body = and_also(r, body, check_value(r, parts[i], fields[i], scope, failed));
    }
    if (!body || *failed) return NULL;
    if (!dc || dc->arity != n) {
        diag_error_at(r->diag, EXIT_UNSUPPORTED, parts[0]->pos.file, parts[0]->pos.line, parts[0]->pos.col,
                      "refinements inside %s are not supported", con);
        *failed = true;
        return NULL;
    }
    Expr *k = expr_new(r->p, EX_CASE);
    k->u.kase.scrut = var_ref(r->p, value);
    k->u.kase.bndr = fresh_var(r->p, "scrut");
    k->u.kase.nalts = 2;
    k->u.kase.alts = ARENA_ARRAY(&r->p->arena, Alt, 2);
    k->u.kase.alts[0].kind = ALT_DEFAULT; /* GHC's order: the default first */
    k->u.kase.alts[0].rhs = true_expr(r);
    k->u.kase.alts[1].kind = ALT_DATA;
    k->u.kase.alts[1].con = dc;
    k->u.kase.alts[1].bndrs = fields;
    k->u.kase.alts[1].nbndrs = (uint32_t)n;
    k->u.kase.alts[1].rhs = body;
    return k;
}

/* The walker for a base type's arguments (NULL: nothing to check). */
static Expr *walk(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    switch (t->kind) {
    case ST_LIST: return walk_list(r, t->u.elem, value, scope, failed);
    case ST_TUPLE: {
        if (t->u.tuple.n < 2) return NULL;
        static const char *const tuples[] = {NULL, NULL, "GHC.Tuple.(,)", "GHC.Tuple.(,,)", "GHC.Tuple.(,,,)"};
        if (t->u.tuple.n > 4) return NULL;
        return walk_con(r, tuples[t->u.tuple.n], (const SpecType *const *)t->u.tuple.elems, t->u.tuple.n, value,
                        scope, failed);
    }
    case ST_CON: {
        const char *n = sym_str(&r->p->syms, t->u.con.name);
        if (strcmp(n, "Maybe") == 0 && t->u.con.nargs == 1)
            return walk_con(r, "GHC.Maybe.Just", (const SpecType *const *)t->u.con.args, 1, value, scope, failed);
        /* Other type constructors: refinements in their arguments need a
         * generated walker (next step); report rather than ignore them. */
        for (size_t i = 0; i < t->u.con.nargs; i++) {
            Expr *inner = check_value(r, t->u.con.args[i], fresh_var(r->p, "x"), scope, failed);
            if (inner && !*failed) {
                diag_error_at(r->diag, EXIT_UNSUPPORTED, t->pos.file, t->pos.line, t->pos.col,
                              "refinements inside the arguments of %s are not supported yet", n);
                *failed = true;
            }
        }
        return NULL;
    }
    default: return NULL;
    }
}

/* ---- toExp -------------------------------------------------------------- */

/* The check of one value against t (NULL: t refines nothing, or failed). */
static Expr *check_value(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    if (*failed) return NULL;
    switch (t->kind) {
    case ST_REFINE: {
        RefineScope self = {t->u.refine.binder, value, scope};
        Expr *inner = t->u.refine.base ? walk(r, t->u.refine.base, value, scope, failed) : NULL;
        if (*failed) return NULL;
        Expr *p = refine_expr(r, t->u.refine.pred, t->u.refine.binder ? &self : scope);
        if (!p) {
            *failed = true;
            return NULL;
        }
        return and_also(r, inner, p);
    }
    case ST_FORALL: return check_value(r, t->u.forall.body, value, scope, failed);
    case ST_CONSTRAINT: return check_value(r, t->u.constraint.body, value, scope, failed);
    case ST_FUN: return NULL; /* refinements of function arguments: not yet */
    default: return walk(r, t, value, scope, failed);
    }
}

Expr *contract_check(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope) {
    bool failed = false;
    Expr *e = check_value(r, t, value, scope, &failed);
    if (failed) return NULL;
    return e ? e : true_expr(r);
}

static const SpecType *strip(const SpecType *t) {
    while (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT)
        t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
    return t;
}

uint32_t contract_arity(const SpecType *sig) {
    uint32_t n = 0;
    for (const SpecType *t = strip(sig); t->kind == ST_FUN; t = strip(t->u.fun.res)) n++;
    return n;
}

/* Walks the arrows, binding each argument's binder; calls back per argument. */
static Expr *over_arguments(Refiner *r, const SpecType *sig, Var **args, uint32_t n, Var *result, bool with_pre) {
    RefineScope *scope = NULL;
    Expr *acc = NULL;
    bool failed = false;
    const SpecType *t = strip(sig);
    for (uint32_t i = 0; i < n && t->kind == ST_FUN; i++, t = strip(t->u.fun.res)) {
        if (with_pre) acc = and_also(r, acc, check_value(r, t->u.fun.arg, args[i], scope, &failed));
        if (failed) return NULL;
        /* the binder x of x:τ; a refined argument {v:B | p} without x is
         * known by v in later refinements too */
        Sym b = t->u.fun.binder;
        if (!b && t->u.fun.arg->kind == ST_REFINE) b = t->u.fun.arg->u.refine.binder;
        if (b) {
            RefineScope *s = ARENA_NEW(&r->p->arena, RefineScope);
            *s = (RefineScope){b, args[i], scope};
            scope = s;
        }
    }
    if (result) acc = and_also(r, acc, check_value(r, t, result, scope, &failed));
    if (failed) return NULL;
    return acc ? acc : true_expr(r);
}

Expr *contract_pre(Refiner *r, const SpecType *sig, Var **args, uint32_t n) {
    return over_arguments(r, sig, args, n, NULL, true);
}

Expr *contract_post(Refiner *r, const SpecType *sig, Var **args, uint32_t n, Var *result) {
    return over_arguments(r, sig, args, n, result, false);
}

static bool refines(const SpecType *t) {
    if (!t) return false;
    switch (t->kind) {
    case ST_REFINE: return true;
    case ST_CON:
        for (size_t i = 0; i < t->u.con.nargs; i++)
            if (refines(t->u.con.args[i])) return true;
        return false;
    case ST_LIST: return refines(t->u.elem);
    case ST_TUPLE:
        for (size_t i = 0; i < t->u.tuple.n; i++)
            if (refines(t->u.tuple.elems[i])) return true;
        return false;
    case ST_FORALL: return refines(t->u.forall.body);
    case ST_CONSTRAINT: return refines(t->u.constraint.body);
    default: return false; /* function arguments' own refinements bind the callee, not the caller */
    }
}

bool contract_has_precondition(const SpecType *sig) {
    for (const SpecType *t = strip(sig); t->kind == ST_FUN; t = strip(t->u.fun.res))
        if (refines(t->u.fun.arg)) return true;
    return false;
}
