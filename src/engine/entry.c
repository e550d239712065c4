/* entry.c — see entry.h. */
#include "entry.h"
#include "entry_types.h"
#include "symdict.h"
#include "../core/instances.h"
#include "../core/print.h"
#include "../core/link.h"
#include "../util/xalloc.h"

#include <string.h>

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

/* Is the result of t (past its arguments) GHC's IO? */
static bool is_io_type(Program *p, Type *t) {
    t = type_expand_head(p, t);
    while (t && t->kind == TY_FUN) t = type_expand_head(p, t->u.fun.res);
    return t && t->kind == TY_CON && strcmp(sym_str(&p->syms, t->u.con.name), "GHC.Types.IO") == 0;
}

/* The names of the value parameters, from the definition: the j-th
 * argument that is not a dictionary is the j-th value parameter. */
static void param_names(Program *p, Global *g, Entry *e) {
    uint32_t j = 0;
    for (uint32_t k = 0; k < e->nargs; k++) {
        if (e->fixed[k] || type_is_dictionary(p, e->arg_types[k])) continue;
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

/* A symbolic dictionary input is named by its constraint (`Zog a`), as
 * a counterexample shows it. */
static const char *symbolic_dictionary_name(Program *p, const Type *constraint) {
    StrBuf sb;
    sb_init(&sb);
    print_type(p, constraint, &sb);
    const char *name = arena_strdup(&p->arena, sb_str(&sb));
    sb_free(&sb);
    return name;
}

bool entry_for_global(Program *p, Global *g, Entry *e, Diag *diag) {
    memset(e, 0, sizeof *e);
    const char *name = sym_str(&p->syms, g->var->name);
    Type *t = g->var->type;
    uint32_t n = type_count_foralls(t);
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
        e->arg_names[i] = NULL;
        if (type_is_dictionary(p, u->u.fun.arg)) {
            e->fixed[i] = instance_dictionary(p, u->u.fun.arg, 0);
            if (!e->fixed[i]) e->fixed[i] = call_stack_evidence(p, u->u.fun.arg);
            if (!e->fixed[i] && !symdict_possible(p, u->u.fun.arg))
                return no_instance(p, u->u.fun.arg, name, diag);
            if (!e->fixed[i]) e->arg_names[i] = symbolic_dictionary_name(p, u->u.fun.arg);
        }
    }
    for (uint32_t k = 0; k < nargs; k++) {
        if (e->fixed[k] || e->arg_names[k]) continue;
        char buf[16];
        snprintf(buf, sizeof buf, "arg%u", k + 1);
        e->arg_names[k] = arena_strdup(&p->arena, buf);
    }
    param_names(p, g, e);
    e->fn = expr_var(p, g->var);
    e->io = is_io_type(p, t);
    return true;
}

/* ---- Starting a run ---------------------------------------------------- */

/* The type arguments left open (a variable for itself): none yet known. */
static void open_types(Machine *m, const Entry *e) {
    m->nopen = 0;
    m->open_vars = ARENA_ARRAY(&m->arena, Sym, e->ntype_args ? e->ntype_args : 1);
    m->open_types = ARENA_ARRAY(&m->arena, Type *, e->ntype_args ? e->ntype_args : 1);
    for (uint32_t i = 0; i < e->ntype_args; i++)
        if (e->type_args[i]->kind == TY_VAR) m->open_vars[m->nopen] = e->type_args[i]->u.var, m->open_types[m->nopen++] = NULL;
}

static Expr *var_ref(Machine *m, Var *x) {
    Expr *ref = ARENA_NEW(&m->arena, Expr);
    ref->kind = EX_VAR;
    ref->u.var = x;
    return ref;
}

/* `case action token of (# _, r #) -> r`: the action run from the state
 * token bound in *env; the action itself when the program has no unboxed
 * pair (it then cannot build an IO action either). */
static Expr *run_io(Machine *m, Expr *action, Env **env) {
    DataCon *pair = program_datacon(m->prog, "GHC.Prim.(#,#)");
    if (!pair) return action;
    Var *token = ARENA_NEW(&m->arena, Var);
    *env = env_bind(m, *env, token, heap_alloc_value(m, value_int(m, PT_TOKEN, 0)));
    Expr *app = ARENA_NEW(&m->arena, Expr);
    app->kind = EX_APP;
    app->u.app.fun = action;
    app->u.app.nargs = 1;
    app->u.app.args = ARENA_ARRAY(&m->arena, Expr *, 1);
    app->u.app.args[0] = var_ref(m, token);
    return case_field(m, app, pair, 1);
}

/* fn @t1 .. x1 .. xn, with the xi bound to the input cells (run, when an IO action). */
void entry_start(Machine *m, const Entry *e, const Addr *inputs) {
    open_types(m, e);
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
            body->u.app.args[e->ntype_args + i] = var_ref(m, x);
            env = env_bind(m, env, x, inputs[i]);
        }
    }
    if (e->io) body = run_io(m, body, &env);
    m->stack = NULL;
    m->steps = 0;
    m->outcome = OUT_RUNNING;
    m->crash_site = NULL;
    m->sem = e->sem;
    if (e->force) machine_force(m, heap_alloc_thunk(m, body, env));
    else machine_start(m, body, env);
}
