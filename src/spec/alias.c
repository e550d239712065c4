/* alias.c — see alias.h. A walk over every type and expression
 * of the file (recursion depth is bounded by the nodes' heights). */
#include "alias.h"
#include "parse.h"

typedef struct Linker {
    SymMap types, preds; /* name -> const SpecDecl* */
    Arena *a;
    const Interner *in;
    Diag *diag;
} Linker;

static bool link_type(Linker *l, SpecType *t);
static bool link_decl(Linker *l, SpecDecl *d);

static bool link_expr(Linker *l, SpecExpr *e) {
    if (!e) return true;
    switch (e->kind) {
    case SE_VAR: {
        const SpecDecl *d = symmap_get(&l->preds, e->u.var.name);
        if (d && d->u.pred_alias.nparams == 0) e->alias = d;
        return true;
    }
    case SE_APP: {
        if (!link_expr(l, e->u.app.fn)) return false;
        for (size_t k = 0; k < e->u.app.nargs; k++)
            if (!link_expr(l, e->u.app.args[k])) return false;
        const SpecExpr *fn = e->u.app.fn;
        const SpecDecl *d = fn->kind == SE_VAR ? symmap_get(&l->preds, fn->u.var.name) : NULL;
        if (d) {
            if (d->u.pred_alias.nparams != e->u.app.nargs)
                return diag_error_at(l->diag, EXIT_BAD_INPUT, e->pos.file, e->pos.line, e->pos.col,
                                     "predicate alias '%s' takes %zu argument%s but is given %zu",
                                     sym_str(l->in, fn->u.var.name), d->u.pred_alias.nparams,
                                     d->u.pred_alias.nparams == 1 ? "" : "s", e->u.app.nargs);
            e->alias = d;
        }
        return true;
    }
    case SE_BIN: return link_expr(l, e->u.bin.lhs) && link_expr(l, e->u.bin.rhs);
    case SE_NOT:
    case SE_NEG: return link_expr(l, e->u.arg);
    case SE_PROP: return link_expr(l, e->u.prop.arg);
    case SE_ITE: return link_expr(l, e->u.ite.cond) && link_expr(l, e->u.ite.then_) && link_expr(l, e->u.ite.else_);
    default: return true;
    }
}

/* A type written where a value is expected, read as that value: n, C,
 * and applications such as (height l), (f (g x)) or (TyFun T T), which
 * parse as types (a type variable or a type constructor applied; in a
 * value position a capitalised head is a data constructor); NULL if it is
 * no value. */
static SpecExpr *type_as_expr(Linker *l, const SpecType *arg) {
    if (arg->kind == ST_EXPR) return arg->u.expr.expr;
    bool var = arg->kind == ST_VAR;
    bool con = arg->kind == ST_CON && !arg->u.con.alias;
    if (!var && !con) return NULL;
    SpecExpr *e = spec_expr_new(l->a, SE_VAR, arg->pos);
    e->u.var.name = var ? arg->u.var : arg->u.con.name;
    e->u.var.is_con = con && !arg->u.con.head_is_var;
    if (var || arg->u.con.nargs == 0) return e;
    SpecExpr *app = spec_expr_new(l->a, SE_APP, arg->pos);
    app->u.app.fn = e;
    app->u.app.nargs = arg->u.con.nargs;
    app->u.app.args = ARENA_ARRAY(l->a, SpecExpr *, arg->u.con.nargs);
    app->u.app.form = SPEC_APP_PREFIX;
    app->u.app.prec = SPEC_PREC_APP;
    for (size_t k = 0; k < arg->u.con.nargs; k++)
        if (!(app->u.app.args[k] = type_as_expr(l, arg->u.con.args[k]))) return NULL;
    spec_expr_fix_height(app);
    return app;
}

/* A type argument written where the alias expects a value, as a value. */
static SpecType *as_value(Linker *l, SpecType *arg) {
    if (arg->kind == ST_EXPR) return arg;
    SpecExpr *e = type_as_expr(l, arg);
    if (!e) return NULL;
    SpecType *t = spec_type_new(l->a, ST_EXPR, arg->pos);
    t->u.expr.expr = e;
    spec_type_fix_height(t);
    return t;
}

static bool link_con(Linker *l, SpecType *t) {
    const char *name = sym_str(l->in, t->u.con.name);
    const SpecDecl *d = t->u.con.head_is_var ? NULL : symmap_get(&l->types, t->u.con.name);
    for (size_t k = 0; k < t->u.con.nargs; k++) {
        SpecType *arg = t->u.con.args[k];
        bool want_value = d && k < d->u.type_alias.nparams && d->u.type_alias.params[k].is_value;
        if (want_value) {
            SpecType *v = as_value(l, arg);
            if (!v)
                return diag_error_at(l->diag, EXIT_BAD_INPUT, arg->pos.file, arg->pos.line, arg->pos.col,
                                     "argument %zu of type alias '%s' must be a value (write it as {e}), "
                                     "not a type",
                                     k + 1, name);
            t->u.con.args[k] = v;
        } else if (arg->kind == ST_EXPR) {
            if (d)
                return diag_error_at(l->diag, EXIT_BAD_INPUT, arg->pos.file, arg->pos.line, arg->pos.col,
                                     "argument %zu of type alias '%s' must be a type, not a value", k + 1,
                                     name);
            return diag_error_at(l->diag, EXIT_BAD_INPUT, arg->pos.file, arg->pos.line, arg->pos.col,
                                 "a value argument is given to '%s', which is not a type alias", name);
        }
        if (!link_type(l, t->u.con.args[k])) return false;
    }
    if (d) {
        if (d->u.type_alias.nparams != t->u.con.nargs)
            return diag_error_at(l->diag, EXIT_BAD_INPUT, t->pos.file, t->pos.line, t->pos.col,
                                 "type alias '%s' takes %zu argument%s but is given %zu", name,
                                 d->u.type_alias.nparams, d->u.type_alias.nparams == 1 ? "" : "s",
                                 t->u.con.nargs);
        t->u.con.alias = d;
    }
    return true;
}

/* The arguments of abstract refinements applied to a type. */
static bool link_abs_args(Linker *l, SpecAbsArg *args, size_t n) {
    for (size_t k = 0; k < n; k++)
        if (!link_expr(l, args[k].pred) || !link_expr(l, args[k].body) || !link_type(l, args[k].type)) return false;
    return true;
}

/* A forall's bounds on its abstract refinements. */
static bool link_bounds(Linker *l, SpecBound *bs, size_t n) {
    for (size_t k = 0; k < n; k++) {
        for (size_t j = 0; j < bs[k].n; j++)
            if (!link_type(l, bs[k].types[j])) return false;
        if (!link_type(l, bs[k].sub) || !link_type(l, bs[k].sup)) return false;
    }
    return true;
}

static bool link_type(Linker *l, SpecType *t) {
    if (!t) return true;
    switch (t->kind) {
    case ST_CON: return link_con(l, t);
    case ST_LIST: return link_type(l, t->u.elem);
    case ST_TUPLE:
        for (size_t k = 0; k < t->u.tuple.n; k++)
            if (!link_type(l, t->u.tuple.elems[k])) return false;
        return true;
    case ST_FUN: return link_type(l, t->u.fun.arg) && link_type(l, t->u.fun.res);
    case ST_REFINE: return link_type(l, t->u.refine.base) && link_expr(l, t->u.refine.pred);
    case ST_FORALL:
        return link_bounds(l, t->u.forall.bounds, t->u.forall.nbounds) && link_type(l, t->u.forall.body);
    case ST_ABSREF:
        return link_type(l, t->u.absref.base) && link_abs_args(l, t->u.absref.args, t->u.absref.nargs);
    case ST_CONSTRAINT:
        for (size_t k = 0; k < t->u.constraint.n; k++)
            if (!link_type(l, t->u.constraint.constraints[k])) return false;
        return link_type(l, t->u.constraint.body);
    case ST_EXPR: return link_expr(l, t->u.expr.expr);
    default: return true;
    }
}

static bool link_decl(Linker *l, SpecDecl *d) {
    switch (d->kind) {
    case SD_SIG:
        if (!link_type(l, d->u.sig.type)) return false;
        for (size_t k = 0; k < d->u.sig.nmetric; k++)
            if (!link_expr(l, d->u.sig.metric[k])) return false;
        return true;
    case SD_TYPE_ALIAS: return link_type(l, d->u.type_alias.body);
    case SD_PRED_ALIAS: return link_expr(l, d->u.pred_alias.body);
    case SD_MEASURE:
        if (!link_type(l, d->u.measure.type)) return false;
        for (size_t k = 0; k < d->u.measure.neqs; k++)
            if (!link_expr(l, d->u.measure.eqs[k]->body)) return false;
        return true;
    case SD_INVARIANT: return link_type(l, d->u.invariant);
    case SD_USING: return link_type(l, d->u.using_.invariant);
    case SD_CLASS:
        for (size_t k = 0; k < d->u.klass.nmethods; k++)
            if (!link_decl(l, d->u.klass.methods[k])) return false;
        return true;
    case SD_DATA:
        for (size_t k = 0; k < d->u.data.nctors; k++) {
            const SpecCtor *c = &d->u.data.ctors[k];
            if (!link_type(l, c->gadt_type)) return false;
            if (c->gadt_type) continue; /* its fields share the signature's types */
            for (size_t j = 0; j < c->nfields; j++) {
                /* fields declared together share one type: link it once */
                if (j > 0 && c->fields[j].type == c->fields[j - 1].type) continue;
                if (!link_type(l, c->fields[j].type)) return false;
            }
        }
        return true;
    default: return true;
    }
}

static void add_aliases(Linker *l, const SpecFile *f) {
    for (size_t k = 0; k < f->ndecls; k++) {
        const SpecDecl *d = f->decls[k];
        if (d->kind == SD_TYPE_ALIAS) symmap_put(&l->types, d->u.type_alias.name, (void *)d);
        if (d->kind == SD_PRED_ALIAS) symmap_put(&l->preds, d->u.pred_alias.name, (void *)d);
    }
}

bool spec_link_aliases(SpecFile *f, SpecFile *const *libs, size_t nlibs, Arena *a, const Interner *in,
                       Diag *diag) {
    Linker l = {.a = a, .in = in, .diag = diag};
    symmap_init(&l.types);
    symmap_init(&l.preds);
    for (size_t k = nlibs; k-- > 0;) add_aliases(&l, libs[k]);
    add_aliases(&l, f);
    bool ok = true;
    for (size_t k = 0; ok && k < f->ndecls; k++) ok = link_decl(&l, f->decls[k]);
    symmap_free(&l.types);
    symmap_free(&l.preds);
    return ok;
}
