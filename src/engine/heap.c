/* heap.c — cells, values, environments, frames, the undo trail and branch
 * points (see machine.h for the design). */
#include "machine.h"
#include "../util/xalloc.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void machine_init(Machine *m, const Program *p, Solver *s) {
    memset(m, 0, sizeof *m);
    m->prog = p;
    m->solver = s;
    m->terms = solver_terms(s);
    m->terms_mark = terms_mark(m->terms);
    arena_init(&m->arena);
    sb_init(&m->message);
    m->heap_cap = 1024;
    m->heap = xcalloc(m->heap_cap, sizeof *m->heap);
    m->heap_n = 1; /* cell 0 is "no cell" */
    m->max_abstractions = UINT32_MAX;
    m->global_cells = xcalloc(p->nglobals ? p->nglobals : 1, sizeof *m->global_cells);
    m->prim_of_global = xcalloc(p->nglobals ? p->nglobals : 1, sizeof *m->prim_of_global);
}

void machine_free(Machine *m) {
    terms_release(m->terms, m->terms_mark);
    free(m->heap);
    free(m->global_cells);
    free(m->prim_of_global);
    free(m->trail);
    free(m->choices);
    free(m->syms);
    free(m->gen);
    free(m->decisions);
    free(m->abs_sites);
    free(m->abs_envs);
    sb_free(&m->message);
    arena_free(&m->arena);
    memset(m, 0, sizeof *m);
}

void machine_unsupported(Machine *m, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    sb_clear(&m->message);
    sb_vprintf(&m->message, fmt, ap);
    va_end(ap);
    m->outcome = OUT_UNSUPPORTED;
    m->missing = NULL;
}

/* ---- Cells ------------------------------------------------------------ */

static Addr heap_new(Machine *m) {
    if (m->heap_n == m->heap_cap) {
        m->heap_cap *= 2;
        m->heap = xrealloc(m->heap, m->heap_cap * sizeof *m->heap);
    }
    if (m->heap_n + 1 > m->stats.peak_heap) m->stats.peak_heap = m->heap_n + 1;
    return m->heap_n++;
}

Addr heap_alloc_thunk(Machine *m, Expr *e, Env *env) {
    Addr a = heap_new(m);
    m->heap[a] = (Cell){.state = CELL_THUNK, .logic = machine_in_logic(m), .expr = e, .env = env};
    return a;
}

Addr heap_alloc_value(Machine *m, Value *v) {
    Addr a = heap_new(m);
    m->heap[a] = (Cell){.state = CELL_VALUE, .logic = machine_in_logic(m), .value = v};
    return a;
}

Cell *heap_cell(Machine *m, Addr a) { return &m->heap[a]; }

static TrailEntry *trail_new(Machine *m) {
    VEC_RESERVE(m->trail, m->trail_cap, m->trail_n + 1);
    return &m->trail[m->trail_n++];
}

/* Cells allocated after the newest branch point vanish when it is restored,
 * so only older cells need their old contents recorded. */
static bool needs_trail(const Machine *m, Addr a) {
    return m->nchoices > 0 && a < m->choices[m->nchoices - 1].heap_n;
}

void heap_set(Machine *m, Addr a, Cell c) {
    if (needs_trail(m, a)) {
        TrailEntry *t = trail_new(m);
        t->kind = TR_CELL;
        t->u.cell.addr = a;
        t->u.cell.old = m->heap[a];
    }
    m->heap[a] = c;
}

/* A new trail entry of this kind, or NULL when there is no branch point
 * to come back to (nothing needs undoing). */
static TrailEntry *trail_entry(Machine *m, TrailKind kind) {
    if (m->nchoices == 0) return NULL;
    TrailEntry *t = trail_new(m);
    t->kind = kind;
    return t;
}

void trail_set_expanded(Machine *m, Value **slot, Value *expanded) {
    TrailEntry *t = trail_entry(m, TR_EXPANDED);
    if (t) t->u.expanded.slot = slot, t->u.expanded.old = *slot;
    *slot = expanded;
}

void trail_set_apps(Machine *m, SymApp **slot, SymApp *apps) {
    TrailEntry *t = trail_entry(m, TR_APPS);
    if (t) t->u.apps.slot = slot, t->u.apps.old = *slot;
    *slot = apps;
}

void trail_set_type(Machine *m, Type **slot, Type *type) {
    TrailEntry *t = trail_entry(m, TR_TYPE);
    if (t) t->u.type.slot = slot, t->u.type.old = *slot;
    *slot = type;
}

void trail_push_funeq(Machine *m, FunEq *e) {
    TrailEntry *t = trail_entry(m, TR_FUNEQ);
    if (t) t->u.funeqs = m->funeqs;
    e->next = m->funeqs;
    m->funeqs = e;
}

static void trail_addr(Machine *m, Addr *slot, Addr new_value) {
    TrailEntry *t = trail_entry(m, TR_ADDR);
    if (t) t->u.addr.slot = slot, t->u.addr.old = *slot;
    *slot = new_value;
}

Addr global_cell(Machine *m, Global *g) {
    Addr a = m->global_cells[g->uid];
    if (a) return a;
    const Global *def = g->origin == ORIG_MODEL ? g->model : g;
    a = heap_alloc_thunk(m, def->rhs, NULL);
    trail_addr(m, &m->global_cells[g->uid], a);
    return a;
}

/* ---- Values, environments, frames ------------------------------------- */

Value *value_new(Machine *m, ValueKind kind) {
    Value *v = ARENA_NEW(&m->arena, Value);
    v->kind = kind;
    return v;
}

Value *value_con(Machine *m, DataCon *dc, uint32_t n) {
    Value *v = value_new(m, V_CON);
    v->u.con.con = dc;
    v->u.con.n = n;
    v->u.con.fields = n ? ARENA_ARRAY(&m->arena, Addr, n) : NULL;
    return v;
}

Value *value_int(Machine *m, PrimType pt, int64_t i) {
    Value *v = value_new(m, V_PRIM);
    v->u.prim.pt = pt;
    v->u.prim.i = i;
    return v;
}

Value *value_double(Machine *m, PrimType pt, double d) {
    Value *v = value_new(m, V_PRIM);
    v->u.prim.pt = pt;
    v->u.prim.d = d;
    return v;
}

Value *value_sym(Machine *m, PrimType pt, Term term) {
    Value *v = value_new(m, V_PRIM);
    v->u.prim.pt = pt;
    v->u.prim.sym = true;
    v->u.prim.term = term;
    return v;
}

Value *value_current(Value *v) {
    while (v && v->kind == V_SYMDATA && v->u.sdata.expanded) v = v->u.sdata.expanded;
    return v;
}

Env *env_bind(Machine *m, Env *env, Var *v, Addr a) {
    Env *e = ARENA_NEW(&m->arena, Env);
    e->var = v;
    e->u.addr = a;
    e->next = env;
    return e;
}

Env *env_bind_type(Machine *m, Env *env, Var *v, Type *t) {
    Env *e = ARENA_NEW(&m->arena, Env);
    e->var = v;
    e->is_type = true;
    e->u.type = t;
    e->next = env;
    return e;
}

Addr env_lookup(Machine *m, Env *env, Var *v) {
    for (; env; env = env->next)
        if (env->var == v) return env->is_type ? 0 : env->u.addr;
    return v->global ? global_cell(m, v->global) : 0;
}

Type *env_lookup_type(Env *env, Var *v) {
    for (; env; env = env->next)
        if (env->var == v) return env->is_type ? env->u.type : NULL;
    return NULL;
}

Frame *frame_push(Machine *m, FrameKind kind) {
    Frame *f = ARENA_NEW(&m->arena, Frame);
    f->kind = kind;
    f->logic = kind == F_COND || machine_in_logic(m); /* F_UPDATE: its cell's (machine_eval_addr) */
    f->next = m->stack;
    m->stack = f;
    return f;
}

/* ---- Branch points ----------------------------------------------------- */

ChoicePoint *choice_push(Machine *m, ChoiceKind kind, uint32_t nalts) {
    VEC_RESERVE(m->choices, m->cap_choices, m->nchoices + 1);
    ChoicePoint *cp = &m->choices[m->nchoices++];
    memset(cp, 0, sizeof *cp);
    cp->kind = kind;
    cp->nalts = nalts;
    cp->ctrl = m->ctrl;
    cp->stack = m->stack;
    cp->heap_n = m->heap_n;
    cp->trail_n = m->trail_n;
    cp->mark = arena_mark(&m->arena);
    cp->solver_depth = solver_depth(m->solver);
    cp->steps = m->steps;
    cp->abstractions = m->abstractions;
    cp->depth = m->depth;
    cp->nabs = m->nabs;
    cp->nsyms = m->nsyms;
    cp->ncalls = m->ncalls;
    cp->ngen = m->ngen;
    cp->ndecisions = m->ndecisions;
    cp->path_key = m->path_key;
    cp->terms_mark = terms_mark(m->terms);
    return cp;
}

static void trail_undo(Machine *m, size_t to) {
    while (m->trail_n > to) {
        TrailEntry *t = &m->trail[--m->trail_n];
        switch (t->kind) {
        case TR_CELL: m->heap[t->u.cell.addr] = t->u.cell.old; break;
        case TR_EXPANDED: *t->u.expanded.slot = t->u.expanded.old; break;
        case TR_APPS: *t->u.apps.slot = t->u.apps.old; break;
        case TR_ADDR: *t->u.addr.slot = t->u.addr.old; break;
        case TR_FUNEQ: m->funeqs = t->u.funeqs; break;
        case TR_TYPE: *t->u.type.slot = t->u.type.old; break;
        }
    }
}

void choice_restore(Machine *m, const ChoicePoint *cp) {
    if (m->arena.total > m->stats.peak_arena) m->stats.peak_arena = m->arena.total;
    trail_undo(m, cp->trail_n);
    m->heap_n = cp->heap_n;
    arena_release(&m->arena, cp->mark);
    solver_pop_to(m->solver, cp->solver_depth);
    terms_release(m->terms, cp->terms_mark);
    m->ctrl = cp->ctrl;
    m->stack = cp->stack;
    m->steps = cp->steps;
    m->abstractions = cp->abstractions;
    m->depth = cp->depth;
    m->nabs = cp->nabs;
    m->nsyms = cp->nsyms;
    m->ncalls = cp->ncalls;
    m->ngen = cp->ngen;
    m->ndecisions = cp->ndecisions;
    m->path_key = cp->path_key;
    m->outcome = OUT_RUNNING;
    m->crash = (Crash){CRASH_NONE, NULL, {0}};
}
