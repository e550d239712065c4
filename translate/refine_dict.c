/* refine_dict.c — see refine_dict.h. */
#include "refine_dict.h"
#include "../src/core/instances.h"
#include "../src/core/link.h"

#define MAX_TYVARS 16

Sym refine_dict_name(Program *p) { return intern(&p->syms, "lhx$dict"); }

/* The type variables fn_type quantifies, in order (at most MAX_TYVARS). */
typedef struct Binding {
    Sym vars[MAX_TYVARS];
    Type *types[MAX_TYVARS]; /* what each stands for at this call; NULL: not known */
    uint32_t n;
} Binding;

static int var_index(const Binding *b, Sym v) {
    for (uint32_t i = 0; i < b->n; i++)
        if (b->vars[i] == v) return (int)i;
    return -1;
}

/* Binds pattern's variables so that it is actual; false on a mismatch. */
static bool match(Binding *b, const Type *pattern, Type *actual) {
    if (pattern->kind == TY_VAR && var_index(b, pattern->u.var) >= 0) {
        int i = var_index(b, pattern->u.var);
        if (!b->types[i]) b->types[i] = actual;
        return type_equal(b->types[i], actual);
    }
    if (pattern->kind != actual->kind) return false;
    switch (pattern->kind) {
    case TY_CON:
        if (pattern->u.con.name != actual->u.con.name || pattern->u.con.nargs != actual->u.con.nargs) return false;
        for (uint32_t i = 0; i < pattern->u.con.nargs; i++)
            if (!match(b, pattern->u.con.args[i], actual->u.con.args[i])) return false;
        return true;
    case TY_FUN: return match(b, pattern->u.fun.arg, actual->u.fun.arg) && match(b, pattern->u.fun.res, actual->u.fun.res);
    case TY_APP: /* m a: a higher-kinded variable applied */
        if (pattern->u.app.nargs != actual->u.app.nargs || !match(b, pattern->u.app.fun, actual->u.app.fun)) return false;
        for (uint32_t i = 0; i < pattern->u.app.nargs; i++)
            if (!match(b, pattern->u.app.args[i], actual->u.app.args[i])) return false;
        return true;
    default: return type_equal(pattern, actual);
    }
}

/* Binds fn_type's leading type variables from the types of the arguments
 * that are binders; the type after its foralls and dictionaries (NULL: a
 * mismatch). */
static const Type *bind_from_args(const Program *p, const Type *fn_type, Expr *const *args, uint32_t nargs, Binding *b) {
    b->n = 0;
    const Type *t = fn_type;
    for (; t && (t->kind == TY_FORALL || (t->kind == TY_FUN && type_is_dictionary(p, t->u.fun.arg)));
         t = t->kind == TY_FORALL ? t->u.forall.body : t->u.fun.res)
        if (t->kind == TY_FORALL) {
            if (b->n == MAX_TYVARS) return NULL;
            b->vars[b->n] = t->u.forall.var->id;
            b->types[b->n++] = NULL;
        }
    const Type *rest = t;
    for (uint32_t i = 0; i < nargs && t && t->kind == TY_FUN; i++, t = t->u.fun.res) {
        const Expr *a = args[i];
        if (a->kind == EX_VAR && a->u.var->type && !match(b, t->u.fun.arg, a->u.var->type)) return NULL;
    }
    return rest;
}

void refine_type_args(const Program *p, const Type *fn_type, Expr *const *args, uint32_t nargs, Type **types,
                      uint32_t ntypes) {
    Binding b;
    bool bound = bind_from_args(p, fn_type, args, nargs, &b) != NULL;
    for (uint32_t i = 0; i < ntypes; i++) types[i] = bound && i < b.n ? b.types[i] : NULL;
}

Expr *refine_dictionary(Refiner *r, const Type *fn_type, const Type *dict, const RefineScope *scope,
                        Expr *const *args, uint32_t nargs) {
    Binding b;
    if (!bind_from_args(r->p, fn_type, args, nargs, &b)) return NULL;
    for (uint32_t i = 0; i < b.n; i++)
        if (!b.types[i]) return NULL; /* a type the arguments do not tell */
    Type *want = type_subst(&r->p->arena, (Type *)dict, b.vars, b.types, b.n);
    Sym name = refine_dict_name(r->p);
    for (const RefineScope *s = scope; s; s = s->next)
        if (s->name == name && s->var && s->var->type && type_equal(s->var->type, want)) return expr_var(r->p, s->var);
    /* at a known type (mickey v 0 on Int: Ord Int), the program's instance */
    return instance_dictionary(r->p, want, 0);
}
