/* replay.c — see replay.h. */
#include "replay.h"
#include "entry.h"
#include "show.h"

#include <string.h>

/* ---- Inputs back into the machine ------------------------------------------ */

static const char replay_unused[] = "lhx replay: an input part the search never examined was used";

/* The cell of an input part: a value, or for `_` a thunk that crashes
 * when the replay uses it (replay_value carries its expression). */
static Addr replay_cell(Machine *m, const CValue *v, Value *made) {
    return v->kind == CV_UNUSED ? heap_alloc_thunk(m, made->u.fun.lam, NULL) : heap_alloc_value(m, made);
}

Value *replay_value(Machine *m, const CValue *v) {
    switch (v->kind) {
    case CV_CON: {
        if (v->con->tycon && v->con->tycon->kind == TC_NEWTYPE && v->n == 1) /* erased in Core */
            return replay_value(m, v->args[0]);
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
    for (uint32_t i = 0; i < fn->u.sfun.nanswers; i++) {
        const CValue *k = fn->u.sfun.keys ? fn->u.sfun.keys[i] : NULL;
        if (k && key_matches(k, key)) return answer(m, fn, i);
    }
    machine_crash(m, CRASH_REPLAY, "lhx replay: the function input was called with an argument the search did not see");
}

/* ---- What only a concrete run knows ------------------------------------------ */

/* The text of a String value (for error messages). */
static char *string_text(const Program *p, const CValue *v, Arena *arena) {
    StrBuf sb;
    sb_init(&sb);
    cvalue_show(p, v, false, &sb);
    const char *s = sb_str(&sb);
    size_t n = strlen(s);
    char *text = (n >= 2 && s[0] == '"' && s[n - 1] == '"') ? arena_strndup(arena, s + 1, n - 2) : arena_strdup(arena, s);
    sb_free(&sb);
    return text;
}

/* Starts forcing cell a on the stopped machine, for at most bound steps. */
static Outcome force_cell(Machine *m, Addr a, uint64_t bound) {
    m->stack = NULL;
    m->steps = 0;
    m->outcome = OUT_RUNNING;
    m->step_bound = bound;
    machine_force(m, a);
    return machine_run(m);
}

static void replay_message(Machine *m, Finding *out, Arena *arena) {
    Addr msg = m->crash_message;
    if (msg && force_cell(m, msg, 1000000) == OUT_VALUE)
        out->crash_message = string_text(m->prog, cvalue_read_value(m, NULL, m->ctrl.value, arena), arena);
}

/* The value in a cell after forcing it with a small budget: a call's
 * arguments are shown as far as a short evaluation gets (the rest as `_`);
 * a crash or the budget leaves the cell as evaluated so far. */
static CValue *forced_value(Machine *m, Addr a, Arena *arena) {
    force_cell(m, a, 2000);
    return cvalue_read(m, NULL, a, NULL, arena);
}

/* The arguments and result of the call whose contract an assertion found
 * broken, read from the environment of that assertion. */
static void replay_site(Machine *m, const AssertSite *site, Env *env, Finding *out, Arena *arena) {
    out->site = site;
    out->site_args = ARENA_ARRAY(arena, CValue *, site->nargs ? site->nargs : 1);
    Addr *cells = ARENA_ARRAY(arena, Addr, site->nargs ? site->nargs : 1);
    for (uint32_t i = 0; i < site->nargs; i++) cells[i] = env_lookup(m, env, site->args[i]);
    Addr result = site->result ? env_lookup(m, env, site->result) : 0;
    for (uint32_t i = 0; i < site->nargs; i++) out->site_args[i] = cells[i] ? forced_value(m, cells[i], arena) : NULL;
    out->site_result = result ? forced_value(m, result, arena) : NULL;
}

/* The abstracted calls of the replayed path: arguments as evaluated (not
 * forced: `_` where the path never looked), results as generated. */
static void replay_abstracted(Machine *m, Finding *out, Arena *arena) {
    out->nabstracted = m->nabs;
    out->abstracted = ARENA_ARRAY(arena, AbstractedCall, m->nabs ? m->nabs : 1);
    for (uint32_t k = 0; k < m->nabs; k++) {
        const AssertSite *site = m->abs_sites[k];
        AbstractedCall *c = &out->abstracted[k];
        c->site = site;
        c->args = ARENA_ARRAY(arena, CValue *, site->nargs ? site->nargs : 1);
        for (uint32_t i = 0; i < site->nargs; i++) {
            Addr a = env_lookup(m, m->abs_envs[k], site->args[i]);
            c->args[i] = a ? cvalue_read(m, NULL, a, NULL, arena) : NULL;
        }
        Addr r = site->result ? env_lookup(m, m->abs_envs[k], site->result) : 0;
        c->result = r ? cvalue_read(m, NULL, r, NULL, arena) : NULL;
    }
}

/* After a crash: what the report needs, in an order that keeps each part
 * from seeing the evaluation the previous part did. */
static void explain_crash(Machine *m, Finding *out, Arena *arena) {
    out->crash = m->crash;
    replay_abstracted(m, out, arena); /* before anything else is evaluated */
    const AssertSite *site = m->crash_site;
    Env *env = m->crash_env;
    replay_message(m, out, arena);
    if (site) replay_site(m, site, env, out, arena);
}

/* ---- A whole run ----------------------------------------------------------------- */

Outcome replay_run(const Program *p, const Entry *entry, CValue **inputs, const Finding *script, uint64_t bound,
                   Finding *out, Arena *arena, Solver *solver) {
    Solver *own = solver ? NULL : solver_new();
    if (!solver) solver = own;
    Machine m;
    machine_init(&m, p, solver);
    m.concrete = true;
    m.step_bound = bound;
    m.script.all_left = !script;
    if (script) {
        m.script.gen = script->gen;
        m.script.ngen = script->ngen;
        m.script.decisions = script->decisions;
        m.script.ndecisions = script->ndecisions;
    }
    Addr *cells = ARENA_ARRAY(&m.arena, Addr, entry->nargs ? entry->nargs : 1);
    Outcome o = OUT_UNSUPPORTED;
    bool ok = true;
    for (uint32_t i = 0; i < entry->nargs && ok; i++) {
        if (entry->fixed && entry->fixed[i]) continue;
        Value *v = replay_value(&m, inputs[i]);
        ok = v != NULL;
        if (ok) cells[i] = replay_cell(&m, inputs[i], v); /* an argument never examined is `_` */
    }
    if (ok) {
        entry_start(&m, entry, cells);
        o = machine_run(&m);
        out->outcome = o;
        out->steps = m.steps;
        if (o == OUT_CRASH) explain_crash(&m, out, arena);
        else if (o == OUT_VALUE) out->result = cvalue_read_value(&m, NULL, m.ctrl.value, arena);
    }
    machine_free(&m);
    solver_free(own);
    return o;
}
