/* entry.c — see entry.h. */
#include "entry.h"
#include "entry_types.h"
#include "../core/print.h"
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
    Sym *vars = xcalloc(n ? n : 1, sizeof *vars);
    Type **types = xcalloc(n ? n : 1, sizeof *types);
    for (uint32_t i = 0; i < n; i++) vars[i] = b[i].var, types[i] = b[i].type;
    Type *r = type_subst(&p->arena, t, vars, types, n);
    free(vars);
    free(types);
    return r;
}

/* The number of type variables a type quantifies over at its head. */
static uint32_t count_foralls(const Type *t) {
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
        Expr *d = entry_dictionary(p, subst(p, t->u.fun.arg, b, n), depth + 1);
        if (!d) return NULL;
        app->u.app.args[n + i] = d;
    }
    return app;
}

/* Tries a dictionary function `forall vs. C1 .. => C t` for the constraint. */
static Expr *try_dfun(Program *p, Global *g, Type *constraint, int depth) {
    Type *t = g->var->type;
    uint32_t n = count_foralls(t);
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

/* The evidence of HasCallStack (`?callStack :: CallStack`, an implicit
 * parameter no instance declares): the empty call stack, as GHC gives a
 * function called from outside any HasCallStack context. Only an `error`'s
 * message (its stack trace, which lhx does not print) reads it. */
static Expr *call_stack_evidence(Program *p, const Type *constraint) {
    const char *name = constraint->kind == TY_CON ? sym_str(&p->syms, constraint->u.con.name) : "";
    bool ip = strcmp(name, "GHC.Classes.IP") == 0 && constraint->u.con.nargs == 2 &&
              constraint->u.con.args[1]->kind == TY_CON &&
              strcmp(sym_str(&p->syms, constraint->u.con.args[1]->u.con.name), "GHC.Stack.Types.CallStack") == 0;
    DataCon *empty = program_datacon(p, "GHC.Stack.Types.EmptyCallStack");
    if (!empty || !(ip || strcmp(name, "GHC.Stack.Types.HasCallStack") == 0)) return NULL;
    Expr *e = expr_new(p, EX_CON);
    e->u.con = empty;
    return e;
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

/* The constraint is printed as GHC prints it, at the types chosen. */
static bool no_instance(Program *p, const Type *constraint, const char *name, Diag *diag) {
    StrBuf sb;
    sb_init(&sb);
    print_type(p, constraint, &sb);
    bool r = diag_error(diag, EXIT_UNSUPPORTED, "no instance for %s, which %s needs", sb_str(&sb), name);
    sb_free(&sb);
    return r;
}

bool entry_for_global(Program *p, Global *g, Entry *e, Diag *diag) {
    memset(e, 0, sizeof *e);
    const char *name = sym_str(&p->syms, g->var->name);
    Type *t = g->var->type;
    uint32_t n = count_foralls(t);
    Sym *vars = ARENA_ARRAY(&p->arena, Sym, n ? n : 1);
    e->ntype_args = n;
    e->type_args = ARENA_ARRAY(&p->arena, Type *, n ? n : 1);
    entry_choose_types(p, t, vars, e->type_args, n);
    for (uint32_t i = 0; i < n; i++) t = t->u.forall.body;
    t = type_subst(&p->arena, t, vars, e->type_args, n);
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
            if (!e->fixed[i]) e->fixed[i] = call_stack_evidence(p, u->u.fun.arg);
            if (!e->fixed[i])
                return no_instance(p, u->u.fun.arg, name, diag);
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

/* ---- Starting a run ---------------------------------------------------- */

/* fn @t1 .. x1 .. xn, with the xi bound to the input cells. */
void entry_start(Machine *m, const Entry *e, const Addr *inputs) {
    uint32_t n = e->ntype_args + e->nargs;
    Expr *body = e->fn;
    Env *env = NULL;
    if (n) {
        body = ARENA_NEW(&m->arena, Expr);
        body->kind = EX_APP;
        body->u.app.fun = e->fn;
        body->u.app.nargs = n;
        body->u.app.args = ARENA_ARRAY(&m->arena, Expr *, n);
        for (uint32_t i = 0; i < e->ntype_args; i++) {
            Expr *t = ARENA_NEW(&m->arena, Expr);
            t->kind = EX_TYPE;
            t->u.type = e->type_args[i];
            body->u.app.args[i] = t;
        }
        for (uint32_t i = 0; i < e->nargs; i++) {
            if (e->fixed && e->fixed[i]) {
                body->u.app.args[e->ntype_args + i] = e->fixed[i];
                continue;
            }
            Var *x = ARENA_NEW(&m->arena, Var);
            Expr *ref = ARENA_NEW(&m->arena, Expr);
            ref->kind = EX_VAR;
            ref->u.var = x;
            body->u.app.args[e->ntype_args + i] = ref;
            env = env_bind(m, env, x, inputs[i]);
        }
    }
    m->stack = NULL;
    m->steps = 0;
    m->outcome = OUT_RUNNING;
    m->crash_site = NULL;
    m->sem = e->sem;
    if (e->force) machine_force(m, heap_alloc_thunk(m, body, env));
    else machine_start(m, body, env);
}
