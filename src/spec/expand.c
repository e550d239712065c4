/* expand.c — see expand.h. One walk does both jobs: it replaces
 * the parameters of the alias being expanded (a substitution) and expands
 * the aliases it meets. Arguments are expanded in the caller's substitution
 * before they are put in the body, so they are never substituted twice. */
#include "expand.h"

#include <stdio.h>
#include <string.h>

#define MAX_EXPANSIONS 64 /* nested alias expansions: deeper means a cycle */

typedef struct Subst {
    const Sym *names;
    const SpecType *const *types; /* per name: a type argument, or NULL */
    const SpecExpr *const *exprs; /* per name: a value argument, or NULL */
    size_t n;
} Subst;

typedef struct Expander {
    Arena *a;
    Interner *in; /* for fresh names (renamed); NULL: none are made */
    Diag *diag;
    int depth;
} Expander;

static const SpecType *xtype(Expander *x, const SpecType *t, const Subst *s);
static const SpecExpr *xexpr(Expander *x, const SpecExpr *e, const Subst *s);

static int lookup(const Subst *s, Sym name) {
    for (size_t i = 0; s && i < s->n; i++)
        if (s->names[i] == name) return (int)i;
    return -1;
}

/* Would the binder of refinement {binder:B | pred} in an alias's body
 * capture a name of a value argument put in pred? */
static bool captures(const Subst *s, Sym binder, const SpecExpr *pred) {
    for (size_t i = 0; binder && s && s->exprs && i < s->n; i++)
        if (s->exprs[i] && spec_expr_mentions(pred, s->names[i]) && spec_expr_mentions(s->exprs[i], binder))
            return true;
    return false;
}

static bool enter(Expander *x, SpecPos pos, const char *what) {
    if (++x->depth <= MAX_EXPANSIONS) return true;
    diag_error_at(x->diag, EXIT_BAD_INPUT, pos.file, pos.line, pos.col,
                  "the %s alias does not expand to a finite type: it uses itself", what);
    return false;
}

/* ---- Expressions -------------------------------------------------------- */

/* A predicate alias use: its body with the parameters replaced. */
static const SpecExpr *expand_pred_alias(Expander *x, const SpecExpr *e, const Subst *s) {
    const SpecDecl *d = e->alias;
    size_t n = d->u.pred_alias.nparams;
    const SpecExpr **args = ARENA_ARRAY(x->a, const SpecExpr *, n ? n : 1);
    for (size_t i = 0; i < n; i++)
        if (!(args[i] = xexpr(x, e->u.app.args[i], s))) return NULL;
    if (!enter(x, e->pos, "predicate")) return NULL;
    Subst inner = {d->u.pred_alias.params, NULL, args, n};
    const SpecExpr *r = xexpr(x, d->u.pred_alias.body, &inner);
    x->depth--;
    return r;
}

static const SpecExpr *xexpr(Expander *x, const SpecExpr *e, const Subst *s) {
    if (!e) return NULL;
    if (e->alias && e->kind == SE_APP) return expand_pred_alias(x, e, s);
    if (e->alias && e->kind == SE_VAR) {
        if (!enter(x, e->pos, "predicate")) return NULL;
        const SpecExpr *r = xexpr(x, e->alias->u.pred_alias.body, NULL);
        x->depth--;
        return r;
    }
    SpecExpr *c = ARENA_NEW(x->a, SpecExpr);
    *c = *e;
    switch (e->kind) {
    case SE_VAR: {
        int i = lookup(s, e->u.var.name);
        if (i >= 0 && s->exprs && s->exprs[i]) return s->exprs[i];
        return e;
    }
    case SE_APP:
        c->u.app.args = ARENA_ARRAY(x->a, SpecExpr *, e->u.app.nargs ? e->u.app.nargs : 1);
        for (size_t k = 0; k < e->u.app.nargs; k++)
            if (!(c->u.app.args[k] = (SpecExpr *)xexpr(x, e->u.app.args[k], s))) return NULL;
        if (!(c->u.app.fn = (SpecExpr *)xexpr(x, e->u.app.fn, s))) return NULL;
        return c;
    case SE_BIN:
        if (!(c->u.bin.lhs = (SpecExpr *)xexpr(x, e->u.bin.lhs, s)) ||
            !(c->u.bin.rhs = (SpecExpr *)xexpr(x, e->u.bin.rhs, s)))
            return NULL;
        return c;
    case SE_NOT:
    case SE_NEG: return (c->u.arg = (SpecExpr *)xexpr(x, e->u.arg, s)) ? c : NULL;
    case SE_PROP: return (c->u.prop.arg = (SpecExpr *)xexpr(x, e->u.prop.arg, s)) ? c : NULL;
    case SE_ITE:
        if (!(c->u.ite.cond = (SpecExpr *)xexpr(x, e->u.ite.cond, s)) ||
            !(c->u.ite.then_ = (SpecExpr *)xexpr(x, e->u.ite.then_, s)) ||
            !(c->u.ite.else_ = (SpecExpr *)xexpr(x, e->u.ite.else_, s)))
            return NULL;
        return c;
    default: return e;
    }
}

/* ---- Types --------------------------------------------------------------- */

static const SpecType *expand_type_alias(Expander *x, const SpecType *t, const Subst *s) {
    const SpecDecl *d = t->u.con.alias;
    size_t n = d->u.type_alias.nparams;
    Sym *names = ARENA_ARRAY(x->a, Sym, n ? n : 1);
    const SpecType **types = ARENA_ARRAY(x->a, const SpecType *, n ? n : 1);
    const SpecExpr **exprs = ARENA_ARRAY(x->a, const SpecExpr *, n ? n : 1);
    for (size_t i = 0; i < n; i++) {
        names[i] = d->u.type_alias.params[i].name;
        const SpecType *arg = t->u.con.args[i];
        if (arg->kind == ST_EXPR) exprs[i] = xexpr(x, arg->u.expr.expr, s), types[i] = NULL;
        else types[i] = xtype(x, arg, s), exprs[i] = NULL;
        if (!exprs[i] && !types[i]) return NULL;
    }
    if (!enter(x, t->pos, "type")) return NULL;
    Subst inner = {names, types, exprs, n};
    const SpecType *r = xtype(x, d->u.type_alias.body, &inner);
    x->depth--;
    return r;
}

static bool xtypes(Expander *x, SpecType **out, SpecType *const *in, size_t n, const Subst *s) {
    for (size_t k = 0; k < n; k++)
        if (!(out[k] = (SpecType *)xtype(x, in[k], s))) return false;
    return true;
}

/* The arguments of abstract refinements, expanded (a lambda's parameters
 * are lower-case names, never an alias's value parameters). */
static SpecAbsArg *xabs_args(Expander *x, const SpecAbsArg *in, size_t n, const Subst *s) {
    SpecAbsArg *out = ARENA_ARRAY(x->a, SpecAbsArg, n ? n : 1);
    for (size_t k = 0; k < n; k++) {
        out[k] = in[k];
        if (in[k].pred && !(out[k].pred = (SpecExpr *)xexpr(x, in[k].pred, s))) return NULL;
        if (in[k].body && !(out[k].body = (SpecExpr *)xexpr(x, in[k].body, s))) return NULL;
        if (in[k].type && !(out[k].type = (SpecType *)xtype(x, in[k].type, s))) return NULL;
    }
    return out;
}

/* A forall's bounds, expanded. */
static SpecBound *xbounds(Expander *x, const SpecBound *in, size_t n, const Subst *s) {
    SpecBound *out = ARENA_ARRAY(x->a, SpecBound, n ? n : 1);
    for (size_t k = 0; k < n; k++) {
        out[k] = in[k];
        out[k].types = ARENA_ARRAY(x->a, SpecType *, in[k].n ? in[k].n : 1);
        if (!xtypes(x, out[k].types, in[k].types, in[k].n, s)) return NULL;
        if (!(out[k].sub = (SpecType *)xtype(x, in[k].sub, s)) || !(out[k].sup = (SpecType *)xtype(x, in[k].sup, s)))
            return NULL;
    }
    return out;
}

/* Is name free of every value argument of s and of e? */
static bool unused_name(const Subst *s, const SpecExpr *e, Sym name) {
    if (spec_expr_mentions(e, name)) return false;
    for (size_t i = 0; s && s->exprs && i < s->n; i++)
        if (s->exprs[i] && spec_expr_mentions(s->exprs[i], name)) return false;
    return true;
}

/* {e:B | p} of an alias's body whose value e an argument names too (`ExpT
 * (exprType e)` of `type ExpT T = {e:Exp | T = exprType e}`: the caller's
 * e): the alias's value renamed e' (e'', … until no argument nor p names
 * it), as the substitution that puts the arguments in renames it. */
static const SpecType *renamed(Expander *x, const SpecType *t, const Subst *s) {
    Sym b = t->u.refine.binder;
    if (!x->in) {
        diag_error_at(x->diag, EXIT_UNSUPPORTED, t->pos.file, t->pos.line, t->pos.col,
                      "unsupported: the value an alias names is named by its argument too");
        return NULL;
    }
    char name[128];
    Sym fresh = b;
    for (size_t primes = 1; fresh == b || !unused_name(s, t->u.refine.pred, fresh); primes++) {
        int len = snprintf(name, sizeof name, "%s", sym_str(x->in, b));
        if (len < 0 || (size_t)len + primes >= sizeof name) return NULL;
        memset(name + len, '\'', primes);
        name[(size_t)len + primes] = '\0';
        fresh = intern(x->in, name);
    }
    SpecExpr *var = ARENA_NEW(x->a, SpecExpr);
    var->kind = SE_VAR;
    var->pos = t->pos;
    var->u.var.name = fresh;
    /* s with the binder mapped to its new name (looked up first) */
    Sym *names = ARENA_ARRAY(x->a, Sym, s->n + 1);
    const SpecType **types = ARENA_ARRAY(x->a, const SpecType *, s->n + 1);
    const SpecExpr **exprs = ARENA_ARRAY(x->a, const SpecExpr *, s->n + 1);
    names[0] = b, types[0] = NULL, exprs[0] = var;
    for (size_t i = 0; i < s->n; i++) {
        names[i + 1] = s->names[i];
        types[i + 1] = s->types ? s->types[i] : NULL;
        exprs[i + 1] = s->exprs ? s->exprs[i] : NULL;
    }
    Subst inner = {names, types, exprs, s->n + 1};
    SpecType *c = ARENA_NEW(x->a, SpecType);
    *c = *t;
    c->u.refine.binder = fresh;
    if (t->u.refine.base && !(c->u.refine.base = (SpecType *)xtype(x, t->u.refine.base, &inner))) return NULL;
    return (c->u.refine.pred = (SpecExpr *)xexpr(x, t->u.refine.pred, &inner)) ? c : NULL;
}

static const SpecType *xtype(Expander *x, const SpecType *t, const Subst *s) {
    if (!t) return NULL;
    if (t->kind == ST_CON && t->u.con.alias) return expand_type_alias(x, t, s);
    int i;
    if (t->kind == ST_VAR && (i = lookup(s, t->u.var)) >= 0 && s->types && s->types[i]) return s->types[i];
    if (t->kind == ST_CON && t->u.con.nargs == 0 && (i = lookup(s, t->u.con.name)) >= 0 && s->types &&
        s->types[i])
        return s->types[i];
    SpecType *c = ARENA_NEW(x->a, SpecType);
    *c = *t;
    switch (t->kind) {
    case ST_CON:
        c->u.con.args = ARENA_ARRAY(x->a, SpecType *, t->u.con.nargs ? t->u.con.nargs : 1);
        return xtypes(x, c->u.con.args, t->u.con.args, t->u.con.nargs, s) ? c : NULL;
    case ST_LIST: return (c->u.elem = (SpecType *)xtype(x, t->u.elem, s)) ? c : NULL;
    case ST_TUPLE:
        c->u.tuple.elems = ARENA_ARRAY(x->a, SpecType *, t->u.tuple.n ? t->u.tuple.n : 1);
        return xtypes(x, c->u.tuple.elems, t->u.tuple.elems, t->u.tuple.n, s) ? c : NULL;
    case ST_FUN:
        if (!(c->u.fun.arg = (SpecType *)xtype(x, t->u.fun.arg, s))) return NULL;
        return (c->u.fun.res = (SpecType *)xtype(x, t->u.fun.res, s)) ? c : NULL;
    case ST_REFINE:
        if (captures(s, t->u.refine.binder, t->u.refine.pred)) {
            /* `type Prop E = {p:G | E}` used as `Prop {p 0}`: the argument's
             * p is the caller's, not the alias's value; the body does not
             * name its value itself, so the value goes unnamed */
            if (spec_expr_mentions(t->u.refine.pred, t->u.refine.binder)) return renamed(x, t, s);
            c->u.refine.binder = 0;
        }
        if (t->u.refine.base && !(c->u.refine.base = (SpecType *)xtype(x, t->u.refine.base, s))) return NULL;
        return (c->u.refine.pred = (SpecExpr *)xexpr(x, t->u.refine.pred, s)) ? c : NULL;
    case ST_FORALL:
        if (!(c->u.forall.bounds = xbounds(x, t->u.forall.bounds, t->u.forall.nbounds, s))) return NULL;
        return (c->u.forall.body = (SpecType *)xtype(x, t->u.forall.body, s)) ? c : NULL;
    case ST_ABSREF:
        if (!(c->u.absref.args = xabs_args(x, t->u.absref.args, t->u.absref.nargs, s))) return NULL;
        return (c->u.absref.base = (SpecType *)xtype(x, t->u.absref.base, s)) ? c : NULL;
    case ST_CONSTRAINT: return (c->u.constraint.body = (SpecType *)xtype(x, t->u.constraint.body, s)) ? c : NULL;
    case ST_EXPR: return (c->u.expr.expr = (SpecExpr *)xexpr(x, t->u.expr.expr, s)) ? c : NULL;
    default: return t;
    }
}

/* A refined alias body {v:B | p} put under another refinement
 * {w:ListN a 3 | q} is flattened by the translator (nested ST_REFINE). */

const SpecType *spec_expand_type(Arena *a, Interner *in, const SpecType *t, Diag *diag) {
    Expander x = {a, in, diag, 0};
    return xtype(&x, t, NULL);
}

const SpecExpr *spec_expand_expr(Arena *a, const SpecExpr *e, Diag *diag) {
    Expander x = {a, NULL, diag, 0};
    return xexpr(&x, e, NULL);
}
