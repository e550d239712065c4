/* instances.c — see instances.h. */
#include "instances.h"
#include "link.h"
#include "typelits.h"
#include "../util/xalloc.h"

#include <stdlib.h>
#include <string.h>

/* ---- Types ------------------------------------------------------------- */

typedef struct Binding {
    Sym var;
    Type *type;
} Binding;

/* The bindings as a substitution (into the program's arena: entries live as
 * long as the program). */
static Type *subst(Program *p, Type *t, const Binding *b, uint32_t n) {
    Sym *vars = xcalloc(n ? n : 1, sizeof *vars);
    Type **types = xcalloc(n ? n : 1, sizeof *types);
    for (uint32_t i = 0; i < n; i++) vars[i] = b[i].var, types[i] = b[i].type;
    Type *r = type_subst(&p->arena, t, vars, types, n);
    free(vars);
    free(types);
    return r;
}

uint32_t type_count_foralls(const Type *t) {
    uint32_t n = 0;
    for (; t->kind == TY_FORALL; t = t->u.forall.body) n++;
    return n;
}

/* First-order matching of a pattern (with variables vars) against a type. */
static bool match(const Type *pat, Type *t, Binding *b, uint32_t n) {
    if (pat->kind == TY_VAR) {
        for (uint32_t i = 0; i < n; i++)
            if (b[i].var == pat->u.var) {
                if (b[i].type) return type_equal(b[i].type, t);
                b[i].type = t;
                return true;
            }
        return t->kind == TY_VAR && t->u.var == pat->u.var;
    }
    if (pat->kind != t->kind) return false;
    if (pat->kind == TY_CON) {
        if (pat->u.con.name != t->u.con.name || pat->u.con.nargs != t->u.con.nargs) return false;
        for (uint32_t i = 0; i < pat->u.con.nargs; i++)
            if (!match(pat->u.con.args[i], t->u.con.args[i], b, n)) return false;
        return true;
    }
    if (pat->kind == TY_FUN) return match(pat->u.fun.arg, t->u.fun.arg, b, n) && match(pat->u.fun.res, t->u.fun.res, b, n);
    return type_equal(pat, t);
}

/* ---- Dictionaries ------------------------------------------------------- */

/* Applies the dictionary function g (t: its type after the foralls) once
 * its n type variables are bound in b: to those types, then to the
 * dictionaries of its own constraints. NULL if some constraint has none. */
static Expr *dfun_application(Program *p, Global *g, Type *t, const Binding *b, uint32_t n, int depth) {
    uint32_t nctx = 0;
    for (Type *u = t; u->kind == TY_FUN && type_is_dictionary(p, u->u.fun.arg); u = u->u.fun.res) nctx++;
    if (n == 0 && nctx == 0) return expr_var(p, g->var);
    Expr *app = expr_new(p, EX_APP);
    app->u.app.fun = expr_var(p, g->var);
    app->u.app.nargs = n + nctx;
    app->u.app.args = ARENA_ARRAY(&p->arena, Expr *, n + nctx);
    for (uint32_t i = 0; i < n; i++) {
        app->u.app.args[i] = expr_new(p, EX_TYPE);
        app->u.app.args[i]->u.type = b[i].type;
    }
    for (uint32_t i = 0; i < nctx; i++, t = t->u.fun.res) {
        Expr *d = instance_dictionary(p, subst(p, t->u.fun.arg, b, n), depth + 1);
        if (!d) return NULL;
        app->u.app.args[n + i] = d;
    }
    return app;
}

/* Tries a dictionary function `forall vs. C1 .. => C t` for the constraint. */
static Expr *try_dfun(Program *p, Global *g, Type *constraint, int depth) {
    Type *t = g->var->type;
    uint32_t n = type_count_foralls(t);
    Binding *b = xcalloc(n ? n : 1, sizeof *b);
    for (uint32_t i = 0; i < n; i++, t = t->u.forall.body) b[i].var = t->u.forall.var->id;
    Type *head = t;
    while (head->kind == TY_FUN && type_is_dictionary(p, head->u.fun.arg)) head = head->u.fun.res;
    /* only an instance's head (a class applied to types) offers a
     * dictionary; a global of type `forall a. a` would match anything */
    bool bound = head->kind == TY_CON && match(head, constraint, b, n);
    for (uint32_t i = 0; bound && i < n; i++) bound = b[i].type != NULL;
    Expr *app = bound ? dfun_application(p, g, t, b, n, depth) : NULL;
    free(b);
    return app;
}

static bool is_dfun_name(const Program *p, const Global *g) {
    return strstr(sym_str(&p->syms, g->var->id), "$f") != NULL;
}

/* t with its saturated type synonyms expanded (`Ord Bndr` with `type Bndr
 * = Int` is `Ord Int`): instances are declared at the types synonyms name.
 * At most 8 expansions deep (a synonym's right-hand side is expanded too). */
static Type *expand_synonyms(Program *p, Type *t, int depth) {
    if (depth > 8 || t->kind != TY_CON) return t;
    TyCon *tc = type_tycon(p, t);
    if (tc && tc->kind == TC_SYNONYM && tc->synonym_rhs && tc->ntyvars == t->u.con.nargs) {
        Sym *vars = xcalloc(tc->ntyvars ? tc->ntyvars : 1, sizeof *vars);
        for (uint32_t i = 0; i < tc->ntyvars; i++) vars[i] = tc->tyvars[i]->id;
        Type *rhs = type_subst(&p->arena, tc->synonym_rhs, vars, t->u.con.args, tc->ntyvars);
        free(vars);
        return expand_synonyms(p, rhs, depth + 1);
    }
    if (t->u.con.nargs == 0) return t;
    Type *c = type_new(p, TY_CON);
    *c = *t;
    c->u.con.args = ARENA_ARRAY(&p->arena, Type *, t->u.con.nargs);
    for (uint32_t i = 0; i < t->u.con.nargs; i++) c->u.con.args[i] = expand_synonyms(p, t->u.con.args[i], depth + 1);
    return c;
}

Expr *instance_dictionary(Program *p, Type *constraint, int depth) {
    if (depth > 8) return NULL;
    if (depth == 0) constraint = expand_synonyms(p, constraint, 0);
    Expr *lit = typelit_dictionary(p, constraint);
    if (lit) return lit;
    for (size_t i = 0; i < p->globals.cap; i++) {
        Global *g = p->globals.keys[i] ? p->globals.vals[i] : NULL;
        if (!g || !is_dfun_name(p, g) || !g->var->type) continue;
        Expr *d = try_dfun(p, g, constraint, depth);
        if (d) return d;
    }
    return NULL;
}

