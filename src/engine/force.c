/* force.c — deep evaluation (normal form) of a result, used by `lhx run`
 * and replay so that assertions inside a lazy result are not missed; and
 * thunks built by primitives. Forcing stops at functions and at symbolic
 * data nobody examined (printed `_`). */
#include "machine.h"

/* The cells still to force, as an immutable list so that frames can be
 * shared between paths. */
struct ForceItem {
    Addr addr;
    ForceItem *next;
};

static void force_next(Machine *m, Value *result, ForceItem *todo) {
    if (!todo) {
        machine_return(m, result);
        return;
    }
    Frame *f = frame_push(m, F_FORCE);
    f->u.force.todo = todo->next; /* the rest */
    f->u.force.result = result;
    machine_eval_addr(m, todo->addr);
}

void machine_force(Machine *m, Addr a) {
    Frame *f = frame_push(m, F_FORCE);
    f->u.force.todo = NULL;
    f->u.force.result = NULL; /* the first value returned is the result */
    machine_eval_addr(m, a);
}

void force_continue(Machine *m, Frame *f, Value *v) {
    ForceItem *todo = f->u.force.todo;
    Value *result = f->u.force.result ? f->u.force.result : v;
    v = value_current(v);
    if (v->kind == V_CON) /* its fields go first: depth-first, left to right */
        for (uint32_t i = v->u.con.n; i-- > 0;) {
            ForceItem *it = ARENA_NEW(&m->arena, ForceItem);
            it->addr = v->u.con.fields[i];
            it->next = todo;
            todo = it;
        }
    force_next(m, result, todo);
}

Addr thunk_apply(Machine *m, Addr fn, const Addr *args, uint32_t n) {
    Var **vars = ARENA_ARRAY(&m->arena, Var *, n + 1);
    Env *env = NULL;
    for (uint32_t i = 0; i <= n; i++) {
        vars[i] = ARENA_NEW(&m->arena, Var);
        env = env_bind(m, env, vars[i], i == 0 ? fn : args[i - 1]);
    }
    Expr *app = ARENA_NEW(&m->arena, Expr);
    app->kind = EX_APP;
    app->u.app.nargs = n;
    app->u.app.args = ARENA_ARRAY(&m->arena, Expr *, n);
    for (uint32_t i = 0; i <= n; i++) {
        Expr *ref = ARENA_NEW(&m->arena, Expr);
        ref->kind = EX_VAR;
        ref->u.var = vars[i];
        if (i == 0) app->u.app.fun = ref;
        else app->u.app.args[i - 1] = ref;
    }
    return heap_alloc_thunk(m, app, env);
}

Expr *case_field(Machine *m, Expr *scrut, DataCon *dc, uint32_t field) {
    Alt *alt = ARENA_NEW(&m->arena, Alt);
    alt->kind = ALT_DATA;
    alt->con = dc;
    alt->nbndrs = dc->arity;
    alt->bndrs = ARENA_ARRAY(&m->arena, Var *, dc->arity ? dc->arity : 1);
    for (uint32_t i = 0; i < dc->arity; i++) alt->bndrs[i] = ARENA_NEW(&m->arena, Var);
    Expr *ref = ARENA_NEW(&m->arena, Expr);
    ref->kind = EX_VAR;
    ref->u.var = alt->bndrs[field];
    alt->rhs = ref;
    Expr *k = ARENA_NEW(&m->arena, Expr);
    k->kind = EX_CASE;
    k->u.kase.scrut = scrut;
    k->u.kase.bndr = ARENA_NEW(&m->arena, Var);
    k->u.kase.alts = alt;
    k->u.kase.nalts = 1;
    return k;
}
