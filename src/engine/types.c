/* types.c — see types.h. */
#include "types.h"
#include "../core/link.h"

#include <string.h>

/* Substitution lives in src/core/link.c (type_subst); the machine's
 * substitutions allocate in the machine's arena. */
static Type *subst_vars(Machine *m, Type *t, const Sym *vars, Type *const *types, uint32_t n) {
    return type_subst(&m->arena, t, vars, types, n);
}

static bool has_type_vars(const Type *t) {
    switch (t->kind) {
    case TY_VAR: return true;
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (has_type_vars(t->u.con.args[i])) return true;
        return false;
    case TY_FUN: return has_type_vars(t->u.fun.arg) || has_type_vars(t->u.fun.res);
    case TY_APP: return true;
    case TY_FORALL: return true;
    default: return false;
    }
}

Type *type_subst_env(Machine *m, Type *t, Env *env) {
    if (!env || !has_type_vars(t)) return t;
    uint32_t n = 0;
    for (Env *e = env; e; e = e->next) n += e->is_type && e->u.type;
    if (n == 0) return t;
    Sym *vars = ARENA_ARRAY(&m->arena, Sym, n);
    Type **types = ARENA_ARRAY(&m->arena, Type *, n);
    uint32_t k = 0;
    for (Env *e = env; e; e = e->next) /* innermost first: it shadows */
        if (e->is_type && e->u.type) vars[k] = e->var->id, types[k++] = e->u.type;
    return subst_vars(m, t, vars, types, k);
}

static Type *instantiate(Machine *m, Type *t, Var **tyvars, uint32_t ntyvars, Type *at) {
    if (at->kind != TY_CON || ntyvars == 0) return t;
    Sym *vars = ARENA_ARRAY(&m->arena, Sym, ntyvars);
    for (uint32_t i = 0; i < ntyvars; i++) vars[i] = tyvars[i]->id;
    return subst_vars(m, t, vars, at->u.con.args, at->u.con.nargs < ntyvars ? at->u.con.nargs : ntyvars);
}

Type *field_type(Machine *m, DataCon *dc, uint32_t field, Type *at) {
    return instantiate(m, dc->fields[field].type, dc->tycon->tyvars, dc->tycon->ntyvars, at);
}

/* The type constructor `name` applied to `args` (kept, not copied). */
static Type *con_type(Machine *m, Sym name, Type **args, uint32_t nargs) {
    Type *t = ARENA_NEW(&m->arena, Type);
    t->kind = TY_CON;
    t->u.con.name = name;
    t->u.con.args = args;
    t->u.con.nargs = nargs;
    return t;
}

/* A primitive array (GHC.Prim.Array# a) is represented by a list of its
 * elements: lhx's model of Data.Vector stores a vector's elements as a list
 * in the vector's array field (prelude/models/Lhx/Model/Data/Vector.hs), so
 * a symbolic array is a symbolic list [a]. */
static Type *array_as_list(Machine *m, Type *t) {
    Sym list = intern_find(&m->prog->syms, "GHC.Types.[]");
    if (!list || t->u.con.nargs != 1) return t;
    return con_type(m, list, t->u.con.args, 1);
}

/* The owner of a ByteString's memory (GHC.ForeignPtr.ForeignPtrContents) is
 * represented by the list of the ByteString's bytes: lhx's model of
 * Data.ByteString keeps them there (prelude/models/Lhx/Model/Data/
 * ByteString/Internal.hs), so a symbolic one is a symbolic [Word8]. */
static Type *contents_as_bytes(Machine *m, Type *t) {
    Sym list = intern_find(&m->prog->syms, "GHC.Types.[]"), word8 = intern_find(&m->prog->syms, "GHC.Word.Word8");
    if (!list || !word8) return t;
    Type **args = ARENA_ARRAY(&m->arena, Type *, 1);
    args[0] = con_type(m, word8, NULL, 0);
    return con_type(m, list, args, 1);
}

/* `f p` once f is known (a substitution put `M1 C B U1` or `[]` for f): the
 * constructor applied to all its arguments, `M1 C B U1 p`, `[p]`. */
static Type *saturate(Machine *m, Type *t) {
    if (t->kind != TY_APP || t->u.app.fun->kind != TY_CON) return t;
    Type *f = t->u.app.fun;
    uint32_t n = f->u.con.nargs + t->u.app.nargs;
    Type *c = ARENA_NEW(&m->arena, Type);
    c->kind = TY_CON;
    c->u.con.name = f->u.con.name;
    c->u.con.nargs = n;
    c->u.con.args = ARENA_ARRAY(&m->arena, Type *, n);
    for (uint32_t i = 0; i < f->u.con.nargs; i++) c->u.con.args[i] = f->u.con.args[i];
    for (uint32_t i = 0; i < t->u.app.nargs; i++) c->u.con.args[f->u.con.nargs + i] = t->u.app.args[i];
    return c;
}

/* A synonym applied to its parameters and maybe more (`type C1 = M1 C`
 * used as `C1 B U1`): the right-hand side, then the extra arguments. */
static Type *expand_synonym(Machine *m, TyCon *tc, Type *t) {
    Type *rhs = instantiate(m, tc->synonym_rhs, tc->tyvars, tc->ntyvars, t);
    if (t->u.con.nargs <= tc->ntyvars) return rhs;
    Type *app = ARENA_NEW(&m->arena, Type);
    app->kind = TY_APP;
    app->u.app.fun = rhs;
    app->u.app.args = t->u.con.args + tc->ntyvars;
    app->u.app.nargs = t->u.con.nargs - tc->ntyvars;
    return saturate(m, app);
}

Type *type_representation(Machine *m, Type *t) {
    t = saturate(m, t);
    for (int guard = 0; guard < 64 && t->kind == TY_CON; guard++) {
        const char *name = sym_str(&m->prog->syms, t->u.con.name);
        if (strcmp(name, "GHC.Prim.Array#") == 0) return array_as_list(m, t);
        if (strcmp(name, "GHC.ForeignPtr.ForeignPtrContents") == 0) return contents_as_bytes(m, t);
        TyCon *tc = type_tycon(m->prog, t);
        if (!tc) return t;
        if (tc->kind == TC_SYNONYM && tc->synonym_rhs)
            t = expand_synonym(m, tc, t);
        else if (tc->kind == TC_NEWTYPE && tc->ncons == 1 && tc->cons[0]->arity == 1)
            t = field_type(m, tc->cons[0], 0, t);
        else
            return t;
    }
    return t;
}

