/* entry.c — see entry.h. */
#include "entry.h"
#include "../core/link.h"
#include "../util/xalloc.h"

#include <string.h>

/* ---- Types ------------------------------------------------------------- */

typedef struct Binding {
    Sym var;
    Type *type;
} Binding;

/* The bindings as a substitution (into the program's arena: entries live as
 * long as the program). */
static Type *subst(Program *p, Type *t, const Binding *b, uint32_t n) {
    Sym vars[16];
    Type *types[16];
    for (uint32_t i = 0; i < n && i < 16; i++) vars[i] = b[i].var, types[i] = b[i].type;
    return type_subst(&p->arena, t, vars, types, n < 16 ? n : 16);
}

static Type *int_type(Program *p) {
    Type *t = type_new(p, TY_CON);
    t->u.con.name = intern(&p->syms, "GHC.Types.Int");
    return t;
}

/* First-order matching of a pattern (with variables vars) against a type. */
static bool match(const Type *pat, const Type *t, Binding *b, uint32_t n) {
    if (pat->kind == TY_VAR) {
        for (uint32_t i = 0; i < n; i++)
            if (b[i].var == pat->u.var) {
                if (b[i].type) return type_equal(b[i].type, t);
                b[i].type = (Type *)t;
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

/* Tries a dictionary function `forall vs. C1 .. => C t` for the constraint. */
static Expr *try_dfun(Program *p, Global *g, Type *constraint, int depth) {
    Type *t = g->var->type;
    Binding b[16];
    uint32_t n = 0;
    while (t->kind == TY_FORALL && n < 16) {
        b[n].var = t->u.forall.var->id;
        b[n++].type = NULL;
        t = t->u.forall.body;
    }
    Type *ctx[16];
    uint32_t nctx = 0;
    while (t->kind == TY_FUN && type_is_dictionary(p, t->u.fun.arg) && nctx < 16) {
        ctx[nctx++] = t->u.fun.arg;
        t = t->u.fun.res;
    }
    if (t->kind == TY_FORALL || t->kind == TY_FUN || !match(t, constraint, b, n)) return NULL;
    for (uint32_t i = 0; i < n; i++)
        if (!b[i].type) return NULL;
    if (n == 0 && nctx == 0) return expr_var(p, g->var);
    Expr *app = expr_new(p, EX_APP);
    app->u.app.fun = expr_var(p, g->var);
    app->u.app.nargs = n + nctx;
    app->u.app.args = ARENA_ARRAY(&p->arena, Expr *, n + nctx);
    for (uint32_t i = 0; i < n; i++) {
        app->u.app.args[i] = expr_new(p, EX_TYPE);
        app->u.app.args[i]->u.type = b[i].type;
    }
    for (uint32_t i = 0; i < nctx; i++) {
        Expr *d = entry_dictionary(p, subst(p, ctx[i], b, n), depth + 1);
        if (!d) return NULL;
        app->u.app.args[n + i] = d;
    }
    return app;
}

static bool is_dfun_name(const Program *p, const Global *g) {
    return strstr(sym_str(&p->syms, g->var->id), "$f") != NULL;
}

Expr *entry_dictionary(Program *p, Type *constraint, int depth) {
    if (depth > 8) return NULL;
    for (size_t i = 0; i < p->globals.cap; i++) {
        Global *g = p->globals.keys[i] ? p->globals.vals[i] : NULL;
        if (!g || !is_dfun_name(p, g) || !g->var->type) continue;
        Expr *d = try_dfun(p, g, constraint, depth);
        if (d) return d;
    }
    return NULL;
}

/* ---- Entries ----------------------------------------------------------- */

/* The names of the value parameters, from the definition: the j-th
 * argument that is not a dictionary is the j-th value parameter. */
static void param_names(Program *p, Global *g, Entry *e) {
    uint32_t j = 0;
    for (uint32_t k = 0; k < e->nargs; k++) {
        if (e->fixed[k]) continue;
        const char *n = global_param_name(p, g, j++);
        if (n) e->arg_names[k] = n;
    }
}

bool entry_for_global(Program *p, Global *g, Entry *e, Diag *diag) {
    memset(e, 0, sizeof *e);
    const char *name = sym_str(&p->syms, g->var->name);
    Type *t = g->var->type;
    Binding b[16] = {{0, NULL}};
    uint32_t n = 0;
    while (t->kind == TY_FORALL) {
        if (n == 16) return diag_error(diag, EXIT_UNSUPPORTED, "%s has too many type variables", name);
        b[n].var = t->u.forall.var->id;
        b[n++].type = int_type(p);
        t = t->u.forall.body;
    }
    t = subst(p, t, b, n);
    e->ntype_args = n;
    e->type_args = ARENA_ARRAY(&p->arena, Type *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) e->type_args[i] = b[i].type;
    uint32_t nargs = 0;
    for (Type *u = t; u->kind == TY_FUN; u = u->u.fun.res) nargs++;
    e->nargs = nargs;
    e->arg_types = ARENA_ARRAY(&p->arena, Type *, nargs ? nargs : 1);
    e->arg_names = ARENA_ARRAY(&p->arena, const char *, nargs ? nargs : 1);
    e->fixed = ARENA_ARRAY(&p->arena, Expr *, nargs ? nargs : 1);
    uint32_t i = 0;
    for (Type *u = t; u->kind == TY_FUN; u = u->u.fun.res, i++) {
        e->arg_types[i] = u->u.fun.arg;
        if (type_is_dictionary(p, u->u.fun.arg)) {
            e->fixed[i] = entry_dictionary(p, u->u.fun.arg, 0);
            if (!e->fixed[i])
                return diag_error(diag, EXIT_UNSUPPORTED, "no instance for %s at Int, which %s needs",
                                  name_occ(sym_str(&p->syms, u->u.fun.arg->u.con.name)), name);
        }
    }
    for (uint32_t k = 0; k < nargs; k++) {
        if (e->fixed[k]) continue;
        char buf[16];
        snprintf(buf, sizeof buf, "arg%u", k + 1);
        e->arg_names[k] = arena_strdup(&p->arena, buf);
    }
    param_names(p, g, e);
    e->fn = expr_var(p, g->var);
    return true;
}
