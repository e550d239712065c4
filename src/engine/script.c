/* script.c — see script.h. */
#include "script.h"
#include "cvalue.h"
#include "symbolic.h"

#include <string.h>

/* ---- Inputs back into the machine ------------------------------------------ */

static const char replay_unused[] = "lhx replay: an input part the search never examined was used";

/* v without its newtype constructors (erased in Core: replay_value makes
 * the value inside). */
static const CValue *erased(const CValue *v) {
    while (v->kind == CV_CON && v->con->tycon && v->con->tycon->kind == TC_NEWTYPE && v->n == 1) v = v->args[0];
    return v;
}

Addr replay_cell(Machine *m, const CValue *v, Value *made) {
    /* an unused part, inside newtypes too (a newtype field the search never opened) */
    return erased(v)->kind == CV_UNUSED ? heap_alloc_thunk(m, made->u.fun.lam, NULL) : heap_alloc_value(m, made);
}

Value *replay_value(Machine *m, const CValue *v) {
    switch (v->kind) {
    case CV_CON: {
        if (erased(v) != v) return replay_value(m, erased(v)); /* newtypes are erased in Core */
        Value *c = value_con(m, v->con, v->n);
        for (uint32_t i = 0; i < v->n; i++) {
            Value *f = replay_value(m, v->args[i]);
            if (!f) return NULL;
            c->u.con.fields[i] = replay_cell(m, v->args[i], f);
        }
        return c;
    }
    case CV_INT: case CV_CHAR: return value_int(m, v->pt, v->i);
    case CV_DOUBLE: return value_double(m, v->pt, v->d);
    case CV_BIG: return value_sym(m, PT_INTEGER, term_numeral(m->terms, v->text, SORT_INT));
    case CV_UNUSED: { /* a thunk that crashes; carried in a V_FUN shell for the caller above */
        Expr *crash = ARENA_NEW(&m->arena, Expr);
        crash->kind = EX_CRASH;
        crash->u.crash.kind = CRASH_REPLAY;
        crash->u.crash.reason = replay_unused;
        Value *shell = value_new(m, V_FUN);
        shell->u.fun.lam = crash;
        return shell;
    }
    case CV_FUN: {
        Value *f = value_new(m, V_SYMFUN);
        f->u.sfun.answers = v->results;
        f->u.sfun.keys = v->args;
        f->u.sfun.nanswers = v->n;
        f->u.sfun.type = v->type;
        return f;
    }
    default:
        machine_unsupported(m, "cannot replay this kind of input");
        return NULL;
    }
}

/* ---- Following the script --------------------------------------------------- */

Value *replay_generated(Machine *m) {
    ReplayScript *s = &m->script;
    if (s->next_gen >= s->ngen) {
        machine_crash(m, CRASH_REPLAY, "lhx replay: more symbolic values than during the search");
        return NULL;
    }
    const CValue *v = s->gen[s->next_gen++];
    if (v->kind == CV_UNUSED) { /* demanded now: the search never looked at it */
        machine_crash(m, CRASH_REPLAY, replay_unused);
        return NULL;
    }
    return replay_value(m, v);
}

void replay_choice(Machine *m, Expr *left, Expr *right, Env *env) {
    ReplayScript *s = &m->script;
    if (s->all_left) return machine_start_at(m, left, env);
    if (s->next_decision >= s->ndecisions) {
        machine_crash(m, CRASH_REPLAY, "lhx replay: more counterfactual branches than during the search");
        return;
    }
    uint8_t side = s->decisions[s->next_decision++];
    if (side) m->abstractions++;
    machine_start_at(m, side ? right : left, env);
}

/* Answer number i of a function given as its table. The value is made
 * once, so a function answer used twice is the same function. */
static void answer(Machine *m, Value *fn, uint32_t i) {
    fn = sym_table(fn);
    if (!fn->u.sfun.answer_values)
        fn->u.sfun.answer_values = ARENA_ARRAY(&m->arena, Value *, fn->u.sfun.nanswers ? fn->u.sfun.nanswers : 1);
    const CValue *a = fn->u.sfun.answers[i];
    Value *v = fn->u.sfun.answer_values[i];
    if (!v) v = replay_value(m, a), fn->u.sfun.answer_values[i] = v;
    if (!v) return;
    if (a->kind == CV_UNUSED) machine_eval_addr(m, heap_alloc_thunk(m, v->u.fun.lam, NULL));
    else machine_return(m, v);
}

void replay_call_in_order(Machine *m, Value *fn) {
    fn = sym_table(fn);
    if (fn->u.sfun.next >= fn->u.sfun.nanswers) {
        machine_crash(m, CRASH_REPLAY, "lhx replay: the function input was called more often than during the search");
        return;
    }
    answer(m, fn, fn->u.sfun.next++);
}

/* Does an argument's value equal a table key (boxed or not)? */
static bool key_matches(const CValue *k, const Value *v) {
    if (k->kind == CV_CON && k->n == 1) k = k->args[0];
    if (!v || v->kind != V_PRIM || v->u.prim.sym) return false;
    if (k->kind == CV_INT || k->kind == CV_CHAR) return k->i == v->u.prim.i;
    if (k->kind == CV_DOUBLE) return k->d == v->u.prim.d;
    return false;
}

void replay_call_by_key(Machine *m, Value *fn, const Value *key) {
    fn = sym_table(fn);
    for (uint32_t i = 0; i < fn->u.sfun.nanswers; i++) {
        const CValue *k = fn->u.sfun.keys ? fn->u.sfun.keys[i] : NULL;
        if (k && key_matches(k, key)) return answer(m, fn, i);
    }
    machine_crash(m, CRASH_REPLAY, "lhx replay: the function input was called with an argument the search did not see");
}

