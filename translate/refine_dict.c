/* refine_dict.c — see refine_dict.h. */
#include "refine_dict.h"
#include "../src/core/instances.h"
#include "../src/core/link.h"
#include "logic_dict.h"

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

/* Adds the type variables t mentions to vars (n of them); false past MAX_TYVARS. */
static bool free_vars(const Type *t, Sym *vars, uint32_t *n) {
    switch (t->kind) {
    case TY_VAR:
        for (uint32_t i = 0; i < *n; i++)
            if (vars[i] == t->u.var) return true;
        if (*n == MAX_TYVARS) return false;
        vars[(*n)++] = t->u.var;
        return true;
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (!free_vars(t->u.con.args[i], vars, n)) return false;
        return true;
    case TY_FUN: return free_vars(t->u.fun.arg, vars, n) && free_vars(t->u.fun.res, vars, n);
    case TY_APP:
        if (!free_vars(t->u.app.fun, vars, n)) return false;
        for (uint32_t i = 0; i < t->u.app.nargs; i++)
            if (!free_vars(t->u.app.args[i], vars, n)) return false;
        return true;
    default: return true; /* a forall inside a constraint: none of ours */
    }
}

static Expr *type_arg(Program *p, Type *t) {
    Expr *e = expr_new(p, EX_TYPE);
    e->u.type = t;
    return e;
}

/* The dictionary of a constraint on the enclosing function's type variables
 * that its signature does not give (`elts xs` needs Ord a in `myid :: [a]
 * -> [a]`). LiquidHaskell's logic has no dictionaries: its measures take
 * none and compare elements by the logic's equality. lhx runs the measure,
 * so it needs one, and which depends on the types the function runs at,
 * known only then: dict_if @want @T d … chooses, at run time, the instance
 * at each type an entry takes for a type variable (entry_types.h: Int,
 * Double, …; the same type for all of them). Any such instance is lawful,
 * so the measure agrees with the logic there. At another type the path
 * stops: the logic leaves the value unknown. NULL when no candidate type has
 * an instance. */
static Expr *dictionary_at_run_time(Refiner *r, Type *want) {
    static const char *const candidates[] = {"GHC.Types.Char", "GHC.Types.Bool", "GHC.Num.Integer.Integer",
                                             "GHC.Types.Double", "GHC.Types.Int"};
    Sym vars[MAX_TYVARS];
    Type *types[MAX_TYVARS];
    uint32_t n = 0;
    if (!free_vars(want, vars, &n) || n == 0) return NULL;
    Program *p = r->p;
    Expr *acc = logic_dictionary(p, want);
    if (!acc) {
        acc = expr_new(p, EX_CRASH);
        acc->u.crash.kind = CRASH_UNSUPPORTED;
        acc->u.crash.reason = "a measure's class dictionary at a type lhx has no instance for";
    }
    bool any = false;
    for (size_t c = 0; c < sizeof candidates / sizeof *candidates; c++) {
        Type *t = type_new(p, TY_CON);
        t->u.con.name = intern(&p->syms, candidates[c]);
        for (uint32_t i = 0; i < n; i++) types[i] = t;
        Type *at = type_subst(&p->arena, want, vars, types, n);
        Expr *d = instance_dictionary(p, at, 0);
        if (!d) continue;
        Expr *args[4] = {type_arg(p, want), type_arg(p, at), d, acc};
        acc = expr_app(p, expr_var(p, refine_logic_global(p, "dict_if")->var), args, 4);
        any = true;
    }
    return any || acc->kind != EX_CRASH ? acc : NULL;
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
        if (!b.types[i]) { /* a type the arguments do not tell */
            if (type_mentions_var(dict, b.vars[i])) return logic_dictionary(r->p, dict);
            b.types[i] = type_new(r->p, TY_VAR);
            b.types[i]->u.var = b.vars[i];
        }
    Type *want = type_subst(&r->p->arena, (Type *)dict, b.vars, b.types, b.n);
    Sym name = refine_dict_name(r->p);
    for (const RefineScope *s = scope; s; s = s->next)
        if (s->name == name && s->var && s->var->type && type_equal(s->var->type, want)) return expr_var(r->p, s->var);
    /* at a known type (mickey v 0 on Int: Ord Int), the program's instance */
    Expr *d = instance_dictionary(r->p, want, 0);
    if (!d) d = dictionary_at_run_time(r, want);
    /* a type the program has no instance at (Ord Ordering when no code
     * compares Orderings): the logic's, as for an untold type */
    return d ? d : logic_dictionary(r->p, want);
}
