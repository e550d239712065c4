/* gadt.c — see gadt.h. */
#include "gadt.h"
#include "types.h"
#include "../core/link.h"

#include <string.h>

/* First-order unification of the evidence's two sides, binding only the
 * constructor's existential variables and the entry's open type variables
 * (machine.h), the others taken as undecided. */
typedef struct Unifier {
    const Program *p;
    Sym *vars;    /* dc->exvars, then the machine's open variables */
    Type **types; /* per variable: its type, NULL while unbound */
    uint32_t n;
} Unifier;

static uint32_t var_index(const Unifier *u, Sym v) {
    for (uint32_t i = 0; i < u->n; i++)
        if (u->vars[i] == v) return i;
    return u->n;
}

/* A bound existential's type (a chain of them followed, bounded by the
 * number of variables so that a cyclic binding cannot loop). */
static Type *resolve(const Unifier *u, Type *t) {
    for (uint32_t guard = 0; guard <= u->n && t->kind == TY_VAR; guard++) {
        uint32_t i = var_index(u, t->u.var);
        if (i == u->n || !u->types[i]) return t;
        t = u->types[i];
    }
    return t;
}

/* Binds t, if it is an unbound existential, to `to`; false if it is not. */
static bool bind(Unifier *u, Type *t, Type *to) {
    if (t->kind != TY_VAR) return false;
    uint32_t i = var_index(u, t->u.var);
    if (i == u->n) return false;
    if (!(to->kind == TY_VAR && to->u.var == t->u.var)) u->types[i] = to;
    return true;
}

/* A type whose equality with another is decided by its head alone: a data
 * type, newtype or class (GHC's equality evidence is nominal: a newtype is
 * not its representation), a function type, a literal. Synonyms, families,
 * type variables and types lhx does not know are not. */
static bool rigid(const Program *p, Type *t) {
    if (t->kind == TY_FUN || t->kind == TY_LIT) return true;
    if (t->kind != TY_CON) return false;
    TyCon *tc = type_tycon(p, t);
    return tc && (tc->kind == TC_DATA || tc->kind == TC_NEWTYPE || tc->kind == TC_CLASS);
}

/* Can a and b be the same type? */
static bool unify(Unifier *u, Type *a, Type *b, int depth) {
    a = resolve(u, a);
    b = resolve(u, b);
    if (depth > 64 || bind(u, a, b) || bind(u, b, a)) return true;
    if (!rigid(u->p, a) || !rigid(u->p, b)) return true;
    if (a->kind != b->kind) return false;
    if (a->kind == TY_LIT) return strcmp(a->u.text, b->u.text) == 0;
    if (a->kind == TY_FUN)
        return unify(u, a->u.fun.arg, b->u.fun.arg, depth + 1) && unify(u, a->u.fun.res, b->u.fun.res, depth + 1);
    if (a->u.con.name != b->u.con.name) return false;
    if (a->u.con.nargs != b->u.con.nargs) return true; /* partly applied: undecided */
    for (uint32_t i = 0; i < a->u.con.nargs; i++)
        if (!unify(u, a->u.con.args[i], b->u.con.args[i], depth + 1)) return false;
    return true;
}

/* The evidence's two types: the last two arguments (`~#` and `~R#` take
 * the two kinds first, `~` one). */
static bool evidence_holds(Unifier *u, const Type *ev) {
    uint32_t n = ev->u.con.nargs;
    return n < 2 || unify(u, ev->u.con.args[n - 2], ev->u.con.args[n - 1], 0);
}

/* The field types with the bound existentials replaced, once per variable
 * so that one bound to another's type is replaced too. */
static void substitute(Machine *m, Unifier *u, Type **types, uint32_t ntypes) {
    Sym *vars = ARENA_ARRAY(&m->arena, Sym, u->n ? u->n : 1);
    Type **to = ARENA_ARRAY(&m->arena, Type *, u->n ? u->n : 1);
    uint32_t k = 0;
    for (uint32_t i = 0; i < u->n; i++)
        if (u->types[i]) vars[k] = u->vars[i], to[k++] = u->types[i];
    for (uint32_t round = 0; k && round < k; round++)
        for (uint32_t i = 0; i < ntypes; i++) types[i] = type_subst(&m->arena, types[i], vars, to, k);
}

/* The existentials unbound, the open variables as the path knows them. */
static Unifier unifier(Machine *m, const DataCon *dc) {
    uint32_t n = dc->nexvars + m->nopen;
    Unifier u = {m->prog, ARENA_ARRAY(&m->arena, Sym, n ? n : 1), ARENA_ARRAY(&m->arena, Type *, n ? n : 1), n};
    for (uint32_t i = 0; i < dc->nexvars; i++) u.vars[i] = dc->exvars[i]->id, u.types[i] = NULL;
    for (uint32_t i = 0; i < m->nopen; i++) u.vars[dc->nexvars + i] = m->open_vars[i], u.types[dc->nexvars + i] = m->open_types[i];
    return u;
}

/* What the evidence taught of the open variables, kept for the rest of
 * the path (undone on backtracking). */
static void learn_open(Machine *m, const DataCon *dc, const Unifier *u) {
    for (uint32_t i = 0; i < m->nopen; i++)
        if (u->types[dc->nexvars + i] != m->open_types[i])
            trail_set_type(m, &m->open_types[i], u->types[dc->nexvars + i]);
}

Type **gadt_field_types(Machine *m, DataCon *dc, Type *at, bool learn) {
    Type **types = ARENA_ARRAY(&m->arena, Type *, dc->arity ? dc->arity : 1);
    if (dc->nexvars == 0 && m->nopen == 0) { /* nothing to solve (evidence between known types aside) */
        Unifier none = {m->prog, NULL, NULL, 0};
        for (uint32_t i = 0; i < dc->arity; i++) {
            types[i] = field_type(m, dc, i, at);
            if (type_is_equality(m->prog, types[i]) && !evidence_holds(&none, types[i])) return NULL;
        }
        return types;
    }
    Unifier u = unifier(m, dc);
    for (uint32_t i = 0; i < dc->arity; i++) {
        types[i] = field_type(m, dc, i, at);
        if (type_is_equality(m->prog, types[i]) && !evidence_holds(&u, types[i])) return NULL;
    }
    substitute(m, &u, types, dc->arity);
    if (learn) learn_open(m, dc, &u);
    return types;
}

bool gadt_constructors_exist(const Program *p, Arena *arena, Type *at) {
    TyCon *tc = at->kind == TY_CON ? type_tycon(p, at) : NULL;
    if (!tc) return true;
    Sym *vars = ARENA_ARRAY(arena, Sym, tc->ntyvars ? tc->ntyvars : 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) vars[i] = tc->tyvars[i]->id;
    uint32_t n = at->u.con.nargs < tc->ntyvars ? at->u.con.nargs : tc->ntyvars;
    for (uint32_t c = 0; c < tc->ncons; c++) {
        DataCon *dc = tc->cons[c];
        Unifier u = {p, ARENA_ARRAY(arena, Sym, dc->nexvars + 1), ARENA_ARRAY(arena, Type *, dc->nexvars + 1), dc->nexvars};
        for (uint32_t i = 0; i < dc->nexvars; i++) u.vars[i] = dc->exvars[i]->id, u.types[i] = NULL;
        for (uint32_t f = 0; f < dc->arity; f++)
            if (type_is_equality(p, dc->fields[f].type) &&
                !evidence_holds(&u, type_subst(arena, dc->fields[f].type, vars, at->u.con.args, n)))
                return false;
    }
    return true;
}
