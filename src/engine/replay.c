/* replay.c — see replay.h. */
#include "replay.h"
#include "entry.h"
#include "show.h"
#include "symbolic.h"

#include <string.h>

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
        Value *opaque = inputs[i]->kind == CV_UNUSED ? sym_opaque_input(&m, entry->arg_types[i]) : NULL;
        if (opaque) { /* forced perhaps (an uninterpreted measure of it), never examined: as in the search */
            cells[i] = heap_alloc_value(&m, opaque);
            continue;
        }
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
