/* entry_types.c — see entry_types.h. */
#include "entry_types.h"
#include "../core/instances.h"
#include "../core/typelits.h"
#include "entry.h"
#include "../core/link.h"
#include "gadt.h"
#include "symdict.h"

#include <string.h>

static Type *named_type(Program *p, const char *name) {
    Type *t = type_new(p, TY_CON);
    t->u.con.name = intern(&p->syms, name);
    return t;
}

/* Does t mention the type variable v? */
static bool mentions(const Type *t, Sym v) {
    switch (t->kind) {
    case TY_VAR: return t->u.var == v;
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (mentions(t->u.con.args[i], v)) return true;
        return false;
    case TY_FUN: return mentions(t->u.fun.arg, v) || mentions(t->u.fun.res, v);
    case TY_APP:
        if (mentions(t->u.app.fun, v)) return true;
        for (uint32_t i = 0; i < t->u.app.nargs; i++)
            if (mentions(t->u.app.args[i], v)) return true;
        return false;
    case TY_FORALL: return t->u.forall.var->id != v && mentions(t->u.forall.body, v);
    default: return false;
    }
}

/* The state of a choice: the variables, the types chosen for the first
 * `chosen` of them, and the context (the function's class constraints). */
typedef struct Choice {
    Program *p;
    Sym *vars;
    Type **types;
    uint32_t nvars, chosen;
    Type **context;
    uint32_t ncontext;
    Type *body; /* the function's type under its foralls */
    bool *opaque; /* per variable: no type has the instances it needs; it stays itself (opaque) */
} Choice;

/* Does the constraint mention a variable left opaque? Its dictionary is
 * then symbolic (symdict.h), so no instance is looked for. */
static bool mentions_opaque(const Choice *c, const Type *constraint) {
    for (uint32_t i = 0; i < c->nvars; i++)
        if (c->opaque[i] && mentions(constraint, c->vars[i])) return true;
    return false;
}

/* Is a constraint decided by the variables chosen so far? */
static bool decided(const Choice *c, const Type *constraint) {
    for (uint32_t i = c->chosen; i < c->nvars; i++)
        if (mentions(constraint, c->vars[i])) return false;
    return true;
}

/* Has every constraint that the chosen variables decide an instance? A
 * constraint the choice of variable `chosen - 1` decides is the one to
 * check; earlier ones held already. */
static bool context_holds(const Choice *c) {
    for (uint32_t k = 0; k < c->ncontext; k++) {
        const Type *con = c->context[k];
        if (!decided(c, con) || !mentions(con, c->vars[c->chosen - 1]) || mentions_opaque(c, con)) continue;
        Type *at = type_subst(&c->p->arena, c->context[k], c->vars, c->types, c->chosen);
        if (!instance_dictionary(c->p, at, 0)) return false;
    }
    return true;
}

/* Tries type t for the next variable; keeps it when the context holds. */
static bool try_type(Choice *c, Type *t) {
    c->types[c->chosen++] = t;
    if (context_holds(c)) return true;
    c->chosen--;
    return false;
}

/* The type an instance is declared for when it has no further arguments
 * of its own (`instance Functor Tree`, `instance Fractional Double`):
 * the candidate that instance offers. NULL otherwise. */
static Type *instance_head(Program *p, Global *g) {
    Type *t = g->var->type;
    if (!t || t->kind != TY_CON || t->u.con.nargs != 1) return NULL;
    TyCon *cls = type_tycon(p, t);
    if (!cls || cls->kind != TC_CLASS) return NULL;
    Type *head = t->u.con.args[0];
    return head->kind == TY_CON && head->u.con.nargs == 0 ? head : NULL;
}

/* The instances of the program, as candidates, when the usual types fail:
 * a class the program defines has instances only at the program's types. */
static bool try_instances(Choice *c) {
    for (size_t i = 0; i < c->p->globals.cap; i++) {
        Global *g = c->p->globals.keys[i] ? c->p->globals.vals[i] : NULL;
        Type *head = g && strstr(sym_str(&c->p->syms, g->var->id), "$f") ? instance_head(c->p, g) : NULL;
        if (head && try_type(c, head)) return true;
    }
    return false;
}

/* Is there a GADT application (`Expr a`) in t that lacks constructors
 * when v is Int (no BoolE in `Expr Int`)? */
static bool narrowed_at_int(Program *p, Type *t, Sym v) {
    switch (t->kind) {
    case TY_CON:
        if (tycon_has_evidence(p, type_tycon(p, t)) && mentions(t, v)) {
            Type *i = named_type(p, "GHC.Types.Int");
            if (!gadt_constructors_exist(p, &p->arena, type_subst(&p->arena, t, &v, &i, 1))) return true;
        }
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (narrowed_at_int(p, t->u.con.args[i], v)) return true;
        return false;
    case TY_FUN: return narrowed_at_int(p, t->u.fun.arg, v) || narrowed_at_int(p, t->u.fun.res, v);
    default: return false;
    }
}

/* A GADT's index that no class constraint mentions, and at which Int
 * would leave constructors out of an input, is left open (the variable itself): each
 * constructor's evidence then decides, on its path, what it is (gadt.h),
 * so that every constructor is searched, not only those that exist at
 * Int. */
static bool leave_open(Choice *c, const Var *v) {
    for (uint32_t k = 0; k < c->ncontext; k++)
        if (mentions(c->context[k], v->id)) return false;
    bool narrowed = false; /* in an input's type: the result is not made, but checked */
    for (Type *u = c->body; u->kind == TY_FUN && !narrowed; u = u->u.fun.res)
        narrowed = narrowed_at_int(c->p, u->u.fun.arg, v->id);
    if (!narrowed) return false;
    Type *t = type_new(c->p, TY_VAR);
    t->u.var = v->id;
    c->types[c->chosen++] = t;
    return true;
}

/* Chooses the type of the next variable: for a variable of kind Symbol or
 * Nat, a literal ("" or 0); a GADT index left open (leave_open); else Int (or the list constructor for
 * a variable that takes a type argument) as long as the constraints allow
 * it, so that counterexamples stay readable; else Double (numbers that
 * Fractional and Floating need), Maybe; else a type some instance of the
 * program is declared for. */
static bool choose_next(Choice *c, const Var *v) {
    if (c->opaque[c->chosen]) {
        Type *t = type_new(c->p, TY_VAR);
        t->u.var = v->id;
        c->types[c->chosen++] = t;
        return true;
    }
    Type *lit = typelit_choice(c->p, v->type); /* a type-level string or number */
    if (lit && try_type(c, lit)) return true;
    if (lit) { /* no other type has its kind; the caller reports the missing instance */
        c->types[c->chosen++] = lit;
        return false;
    }
    bool arrow = v->type && v->type->kind == TY_FUN;
    if (!arrow && leave_open(c, v)) return true;
    static const char *const plain[] = {"GHC.Types.Int", "GHC.Types.Double", "GHC.Num.Integer.Integer",
                                        "GHC.Types.Bool", "GHC.Types.Char"};
    static const char *const constructors[] = {"GHC.Types.[]", "GHC.Maybe.Maybe"};
    const char *const *names = arrow ? constructors : plain;
    size_t n = arrow ? sizeof constructors / sizeof *constructors : sizeof plain / sizeof *plain;
    for (size_t i = 0; i < n; i++)
        if (try_type(c, named_type(c->p, names[i]))) return true;
    if (try_instances(c)) return true;
    c->types[c->chosen++] = named_type(c->p, names[0]); /* the caller reports the missing instance */
    return false;
}

/* After a choice: marks opaque every variable of a constraint left without
 * an instance (none of whose variables is opaque yet) when a symbolic
 * dictionary can stand for it; true if one was marked, and the choice is
 * to be made again (the other variables of such a constraint, chosen
 * before it was decided, may have been chosen for it: `v` in `MVector v e`
 * took [] before `e` found no instance). A variable of kind Symbol or Nat
 * keeps its literal. */
static bool mark_opaque(Choice *c) {
    bool marked = false;
    for (uint32_t k = 0; k < c->ncontext; k++) {
        Type *con = c->context[k];
        if (mentions_opaque(c, con) || !symdict_possible(c->p, con)) continue;
        if (instance_dictionary(c->p, type_subst(&c->p->arena, con, c->vars, c->types, c->nvars), 0)) continue;
        for (uint32_t i = 0; i < c->nvars; i++)
            if (mentions(con, c->vars[i]) && c->types[i]->kind != TY_LIT && !c->opaque[i]) c->opaque[i] = marked = true;
    }
    return marked;
}

void entry_choose_types(Program *p, Type *t, Sym *vars, Type **types, uint32_t n) {
    Var **binders = ARENA_ARRAY(&p->arena, Var *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++, t = t->u.forall.body) binders[i] = t->u.forall.var, vars[i] = binders[i]->id;
    uint32_t ncontext = 0;
    for (Type *u = t; u->kind == TY_FUN && type_is_dictionary(p, u->u.fun.arg); u = u->u.fun.res) ncontext++;
    Choice c = {p, vars, types, n, 0, ARENA_ARRAY(&p->arena, Type *, ncontext ? ncontext : 1), ncontext, t,
                ARENA_ARRAY(&p->arena, bool, n ? n : 1)};
    ncontext = 0;
    for (Type *u = t; u->kind == TY_FUN && type_is_dictionary(p, u->u.fun.arg); u = u->u.fun.res)
        c.context[ncontext++] = u->u.fun.arg;
    for (uint32_t i = 0; i < n; i++) c.opaque[i] = false;
    do {
        c.chosen = 0;
        for (uint32_t i = 0; i < n; i++) choose_next(&c, binders[i]);
    } while (mark_opaque(&c));
}
