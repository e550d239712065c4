/* contract.c — see contract.h. */
#include "contract.h"
#include "../src/core/link.h"
#include "../src/spec/expand.h"
#include "../src/spec/query.h"
#include "context.h"
#include "../src/util/strbuf.h"

#include <stdlib.h>
#include <string.h>

/* ---- IR construction --------------------------------------------------- */

/* fn a, or fn a b when b is given. */
static Expr *app2(Program *p, Expr *fn, Expr *a, Expr *b) {
    Expr *args[2] = {a, b};
    return expr_app(p, fn, args, b ? 2 : 1);
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
    return app2(r->p, expr_var(r->p, refine_logic_global(r->p, "and")->var), a, b);
}

/* ---- Walkers (p_τ) ----------------------------------------------------- */

static Expr *check_value(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed);

/* \e -> toExp(t) e, or NULL when t refines nothing. */
static Expr *element_predicate(Refiner *r, const SpecType *t, const RefineScope *scope, bool *failed) {
    Var *e = var_fresh(r->p, "elem", NULL);
    Expr *body = check_value(r, t, e, scope, failed);
    return body ? expr_lam(r->p, e, body) : NULL;
}

static bool is_type_param(const TyCon *tc, const Type *t, uint32_t *index) {
    if (t->kind != TY_VAR) return false;
    for (uint32_t i = 0; i < tc->ntyvars; i++)
        if (tc->tyvars[i]->id == t->u.var) return *index = i, true;
    return false;
}

/* Does a type constructor carry refinements of its own: refined fields
 * (a refined data declaration) or invariants? Checked without following
 * other types, which get their own walkers. */
static bool has_own_refinements(const Refiner *r, const TyCon *tc) {
    if (!r->tr) return false;
    const Spec *s = r->tr->spec;
    if (spec_data(s, tc)) return true;
    for (uint32_t i = 0; i < s->ninvariants; i++)
        if (s->invariants[i].tycon == tc) return true;
    return false;
}

static Global *walker_global(Refiner *r, TyCon *tc);

/* The check of a field of type ft inside tc's walker, whose element
 * predicates are the variables preds (one per type parameter). NULL: the
 * field needs no check. */
static Expr *field_check(Refiner *r, TyCon *tc, Var **preds, Type *ft, Var *field, int depth) {
    Program *p = r->p;
    uint32_t k;
    if (is_type_param(tc, ft, &k)) return app2(p, expr_var(p, preds[k]), expr_var(p, field), NULL);
    if (ft->kind != TY_CON || depth > 4) return NULL;
    TyCon *inner = type_tycon(p, ft);
    if (!inner || inner->kind != TC_DATA || ft->u.con.nargs != inner->ntyvars) return NULL;
    /* element predicates for inner's parameters, from our own */
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, inner->ntyvars + 1);
    bool any = has_own_refinements(r, inner);
    for (uint32_t i = 0; i < inner->ntyvars; i++) {
        Var *y = var_fresh(p, "y", NULL);
        Expr *c = field_check(r, tc, preds, ft->u.con.args[i], y, depth + 1);
        any = any || c;
        args[i] = c ? expr_lam(p, y, c) : expr_lam(p, y, true_expr(r));
    }
    if (!any) return NULL;
    args[inner->ntyvars] = expr_var(p, field);
    Expr *e = expr_new(p, EX_APP);
    e->u.app.fun = expr_var(p, walker_global(r, inner)->var);
    e->u.app.nargs = inner->ntyvars + 1;
    e->u.app.args = args;
    return e;
}

/* The refinements a refined data declaration puts on constructor dc's
 * fields, with earlier fields in scope by name. */
static Expr *declared_fields(Refiner *r, const DataCon *dc, Var **fields, bool *failed) {
    const DataSpec *ds = r->tr ? spec_data(r->tr->spec, dc->tycon) : NULL;
    if (!ds) return NULL;
    const char *occ = name_occ(sym_str(&r->p->syms, dc->name));
    for (size_t i = 0; i < ds->decl->u.data.nctors; i++) {
        const SpecCtor *k = &ds->decl->u.data.ctors[i];
        if (strcmp(sym_str(&r->p->syms, k->name), occ) != 0 || k->nfields != dc->arity) continue;
        Refiner in_file = *r;
        in_file.file_index = ds->file_index;
        RefineScope *scope = NULL;
        Expr *acc = NULL;
        for (size_t j = 0; j < k->nfields; j++) {
            const SpecType *ft = spec_expand_type(&r->p->arena, k->fields[j].type, r->diag);
            if (!ft) return *failed = true, NULL;
            /* only the field's own predicate: its structure is walked by the
             * generic field check (walking it here too would double the work
             * at every level of a recursive type) */
            for (; ft && ft->kind == ST_REFINE; ft = ft->u.refine.base) {
                RefineScope self = {ft->u.refine.binder, fields[j], scope};
                Expr *pe = refine_expr(&in_file, ft->u.refine.pred, ft->u.refine.binder ? &self : scope);
                if (!pe) return *failed = true, NULL;
                acc = and_also(r, acc, pe);
            }
            if (k->fields[j].name) {
                RefineScope *s = ARENA_NEW(&r->p->arena, RefineScope);
                *s = (RefineScope){k->fields[j].name, fields[j], scope};
                scope = s;
            }
        }
        return acc;
    }
    return NULL;
}

/* The invariants of tc on the value x (their predicates only: x's fields
 * are walked by the walker itself). */
static Expr *invariants_of(Refiner *r, const TyCon *tc, Var *x, bool *failed) {
    Expr *acc = NULL;
    const Spec *s = r->tr ? r->tr->spec : NULL;
    for (uint32_t i = 0; s && i < s->ninvariants && !*failed; i++) {
        const Invariant *inv = &s->invariants[i];
        if (inv->tycon != tc || inv->type->kind != ST_REFINE) continue;
        Refiner in_file = *r;
        in_file.file_index = inv->file_index;
        RefineScope self = {inv->type->u.refine.binder, x, NULL};
        Expr *p = refine_expr(&in_file, inv->type->u.refine.pred, &self);
        if (!p) *failed = true;
        acc = and_also(r, acc, p);
    }
    return acc;
}

/* One alternative of the walker: C f1 … fk -> checks of the fields. */
static void walker_alt(Refiner *r, TyCon *tc, Var **preds, DataCon *dc, Alt *alt, bool *failed) {
    Program *p = r->p;
    alt->kind = ALT_DATA;
    alt->con = dc;
    alt->nbndrs = dc->nexvars + dc->arity;
    alt->bndrs = ARENA_ARRAY(&p->arena, Var *, alt->nbndrs ? alt->nbndrs : 1);
    for (uint32_t i = 0; i < dc->nexvars; i++) alt->bndrs[i] = dc->exvars[i];
    Var **fields = alt->bndrs + dc->nexvars;
    Expr *acc = NULL;
    for (uint32_t i = 0; i < dc->arity; i++) {
        fields[i] = var_fresh(p, "field", NULL);
        acc = and_also(r, acc, field_check(r, tc, preds, dc->fields[i].type, fields[i], 0));
    }
    acc = and_also(r, acc, declared_fields(r, dc, fields, failed));
    alt->rhs = acc ? acc : true_expr(r);
}

/* p_T = \p1 … pn x -> invariants x && case x of { C fs -> checks; … },
 * one global per type constructor (recursive types call themselves). */
static Global *walker_global(Refiner *r, TyCon *tc) {
    Program *p = r->p;
    char *id = str_format("lhx.walk.%s", sym_str(&p->syms, tc->name));
    Global *g = program_global(p, id);
    if (g) return free(id), g;
    g = global_new(p, intern(&p->syms, id), intern(&p->syms, id), NULL);
    free(id);
    g->origin = ORIG_MODULE;
    g->module = tc->module;
    symmap_put(&p->globals, g->var->id, g);
    Var **preds = ARENA_ARRAY(&p->arena, Var *, tc->ntyvars + 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) preds[i] = var_fresh(p, "p", NULL);
    Var *x = var_fresh(p, "x", NULL);
    bool failed = false;
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = expr_var(p, x);
    k->u.kase.bndr = var_fresh(p, "wild", NULL);
    k->u.kase.nalts = tc->ncons;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, tc->ncons ? tc->ncons : 1);
    for (uint32_t i = 0; i < tc->ncons; i++) walker_alt(r, tc, preds, tc->cons[i], &k->u.kase.alts[i], &failed);
    Expr *body = and_also(r, invariants_of(r, tc, x, &failed), k);
    if (failed) { /* the diag is set; uses of the walker fail too */
        g->reason = "its walker could not be built";
        return g;
    }
    body = expr_lam(p, x, body);
    for (uint32_t i = tc->ntyvars; i-- > 0;) body = expr_lam(p, preds[i], body);
    g->rhs = body;
    return g;
}

/* The type constructor a spec type names, and its arguments. */
static TyCon *named_tycon(Refiner *r, const SpecType *t, const SpecType *const **args, size_t *nargs) {
    static const char *const tuples[] = {NULL, NULL, "GHC.Tuple.(,)", "GHC.Tuple.(,,)", "GHC.Tuple.(,,,)", "GHC.Tuple.(,,,,)"};
    switch (t->kind) {
    case ST_LIST:
        *args = (const SpecType *const *)&t->u.elem, *nargs = 1;
        return program_tycon(r->p, "GHC.Types.[]");
    case ST_TUPLE:
        *args = (const SpecType *const *)t->u.tuple.elems, *nargs = t->u.tuple.n;
        return t->u.tuple.n >= 2 && t->u.tuple.n <= 5 ? program_tycon(r->p, tuples[t->u.tuple.n]) : NULL;
    case ST_CON:
        *args = (const SpecType *const *)t->u.con.args, *nargs = t->u.con.nargs;
        if (t->u.con.head_is_var) return NULL;
        if (r->tr) return spec_tycon(r->tr->spec, t->u.con.name);
        return NULL;
    default: return NULL;
    }
}

/* The walker applied to the element predicates of t's arguments and the
 * value (NULL: nothing to check). */
static Expr *walk(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    const SpecType *const *args;
    size_t nargs;
    TyCon *tc = named_tycon(r, t, &args, &nargs);
    Program *p = r->p;
    if (!tc || tc->kind != TC_DATA) {
        for (size_t i = 0; t->kind == ST_CON && i < t->u.con.nargs && !*failed; i++)
            if (element_predicate(r, t->u.con.args[i], scope, failed)) {
                diag_error_at(r->diag, EXIT_UNSUPPORTED, t->pos.file, t->pos.line, t->pos.col,
                              "unsupported: refinements inside the arguments of %s, which lhx cannot walk",
                              sym_str(&p->syms, t->u.con.name));
                *failed = true;
            }
        return NULL;
    }
    if (nargs != tc->ntyvars) return NULL;
    Expr **preds = ARENA_ARRAY(&p->arena, Expr *, nargs + 1);
    bool any = has_own_refinements(r, tc);
    for (size_t i = 0; i < nargs; i++) {
        preds[i] = element_predicate(r, args[i], scope, failed);
        if (*failed) return NULL;
        any = any || preds[i];
        if (!preds[i]) preds[i] = expr_lam(p, var_fresh(p, "_", NULL), true_expr(r));
    }
    if (!any) return NULL;
    Global *w = walker_global(r, tc);
    if (!w->rhs && w->reason) return *failed = true, NULL; /* (no rhs yet: being built, a recursive type) */
    preds[nargs] = expr_var(p, value);
    Expr *e = expr_new(p, EX_APP);
    e->u.app.fun = expr_var(p, w->var);
    e->u.app.nargs = (uint32_t)nargs + 1;
    e->u.app.args = preds;
    return e;
}

/* ---- toExp -------------------------------------------------------------- */

/* The check of one value against t (NULL: t refines nothing, or failed). */
static Expr *check_value(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    if (*failed) return NULL;
    switch (t->kind) {
    case ST_REFINE: {
        RefineScope self = {t->u.refine.binder, value, scope};
        const SpecType *base = t->u.refine.base;
        /* an alias body put under another refinement: {w:ListN a 3 | q} */
        Expr *inner = !base                   ? NULL
                      : base->kind == ST_REFINE ? check_value(r, base, value, scope, failed)
                                              : walk(r, base, value, scope, failed);
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

/* Walks the arrows, binding each argument's binder; calls back per argument. */
static Expr *over_arguments(Refiner *r, const SpecType *sig, Var **args, uint32_t n, Var *result, bool with_pre) {
    RefineScope *scope = (RefineScope *)r->outer;
    Expr *acc = NULL;
    bool failed = false;
    const SpecType *t = spec_type_strip(sig);
    for (uint32_t i = 0; i < n && t->kind == ST_FUN; i++, t = spec_type_strip(t->u.fun.res)) {
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
