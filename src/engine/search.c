/* search.c — see search.h. */
#include "search.h"
#include "../util/clock.h"
#include "replay.h"
#include "show.h"
#include "symbolic.h"
#include "symdict.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void search_default_options(SearchOptions *o) {
    memset(o, 0, sizeof *o);
    o->first_bound = 300;
    o->step_increase = 300;
    o->better_increase = 500;
    o->max_bound = 0;
    o->timeout_s = 60;
    o->max_results = 1;
    /* Inputs grow one constructor per iteration from lists of length 2:
     * small inputs first, as people write tests. Bounding the branch
     * points per path as well keeps one iteration from exploring 2^n paths
     * of cheap branches that no input size limits (a function input's
     * answers, the values an abstracted call may return). */
    o->first_size = 2;
    o->first_depth = 10;
    o->depth_increase = 2;
    o->max_size = 0;
    /* A path holds at most this much (its arena, heap, trail and SMT terms;
     * all freed when the search backtracks): with the program, Z3 and the
     * answers kept across iterations, a search stays well under 256 MB. */
    o->mem_limit = (size_t)128 << 20;
    o->progress_s = 0.2;
}

void search_memory_within(long memory_mb, SearchOptions *o) {
    size_t cap = memory_mb > 0 ? ((size_t)memory_mb << 20) / 4 * 3 : 0;
    if (cap && (!o->mem_limit || o->mem_limit > cap)) o->mem_limit = cap;
    size_t room = memory_mb > 0 ? ((size_t)memory_mb << 20) / 8 : 0;
    if (room && room < (size_t)16 << 20) room = (size_t)16 << 20;
    o->process_limit = memory_mb > 0 && ((size_t)memory_mb << 20) > room ? ((size_t)memory_mb << 20) - room : 0;
}

/* ---- Recording findings ------------------------------------------------ */

/* The search's phases: SEEK, until a counterexample is found; then, if it
 * has abstractions, SWEEP for a concrete one (concrete_sweep), then BETTER
 * for one with fewer abstractions (better_iteration). */
typedef enum Phase { SEEK, SWEEP, BETTER } Phase;

typedef struct Search {
    const Program *p;
    const Entry *entry;
    const SearchOptions *opt;
    SearchResult *out;
    Machine *m;
    Addr *inputs;
    /* what cut paths in this iteration */
    uint64_t ncut;        /* paths the step bound cut */
    uint64_t nshortened;  /* paths the step bound cut once lowered to a counterexample's length */
    bool cut_depth;       /* the bound on branch points cut some */
    uint64_t size_cuts;   /* alternatives the size bound left out */
    uint32_t lost;        /* paths lost in this iteration (see search.h) */
    uint64_t paths;       /* paths this iteration finished */
    uint64_t unknown;     /* among them: ended by a refinement with no value (machine_crash) */
    uint64_t unrun;       /* calls of symbolic methods on functions they never ran (EngineStats) */
    bool done;            /* enough counterexamples, or out of time or memory */
    uint64_t bound;       /* steps per path */
    uint32_t depth_bound; /* branch points per path in this iteration (0: none) */
    uint32_t size_bound;  /* input size in this iteration (0: none) */
    bool size_turn;       /* the size grew last, when size and length both could */
    double slice;         /* seconds per solver query in this iteration */
    uint32_t best; /* fewest abstractions found so far (UINT32_MAX: none) */
    Phase phase;          /* what the iterations look for (next_iteration) */
    uint64_t found_bound; /* the step bound of the iteration that found the first counterexample */
    uint32_t found_size;  /* and its size bound */
    uint64_t sweep_end;   /* the concrete sweep stops when the search's steps reach this (sweep_spent) */
    uint64_t improve_paths; /* paths left to look for shorter counterexamples */
    bool shortened;         /* this iteration ended when improve_paths ran out */
    Solver *replay_solver;  /* every replay's: the caller's, or one on the search's Z3 context (solver_new_sharing) */
    FeasCache *feas;        /* solver answers shared by the iterations */
    double t0, deadline;    /* when the search started; when it must stop (0: never) */
    double next_progress;   /* when to call the progress hook next */
} Search;

/* Once a counterexample is found, the search goes on for a while with the
 * step bound lowered to its length: only shorter paths can replace it, and
 * shorter paths give the small counterexamples people read best (Fig. 2's
 * k = 1 rather than whatever depth DFS reached first). */
enum { IMPROVE_PATHS = 20000 };

/* The concrete sweep's share of the work: at most twice the steps the
 * search took to find the abstract counterexample, and at least
 * SWEEP_MIN_STEPS (~0.3 s). Counted in steps, not seconds, so that what it
 * covers does not depend on the machine's load. */
enum { SWEEP_SHARE = 2, SWEEP_MIN_STEPS = 500000 };

/* Has the concrete sweep taken its share, with `more` steps of the running
 * iteration not yet added to the search's? Never outside the sweep. */
static bool sweep_spent(const Search *s, uint64_t more) {
    return s->phase == SWEEP && s->out->stats.steps + more >= s->sweep_end;
}

/* Solver answers remembered across iterations: at most this many (16 bytes
 * each, at most half the table full: 16 MB). */
enum { FEAS_MAX_ENTRIES = 1 << 19 };

static int finding_cmp(const void *a, const void *b) {
    const Finding *x = a, *y = b;
    if (x->abstractions != y->abstractions) return x->abstractions < y->abstractions ? -1 : 1;
    return x->steps < y->steps ? -1 : x->steps > y->steps;
}

static Finding *add_finding(SearchResult *r) {
    VEC_RESERVE(r->findings, r->cap, r->nfindings + 1);
    Finding *f = &r->findings[r->nfindings++];
    memset(f, 0, sizeof *f);
    return f;
}

static char *inputs_key(const Program *p, CValue **inputs, uint32_t n) {
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = 0; i < n; i++) {
        if (inputs[i]) cvalue_show(p, inputs[i], true, &sb);
        sb_putc(&sb, ' ');
    }
    return sb_take(&sb);
}

static bool seen_before(Search *s, CValue **inputs, Outcome o) {
    char *key = inputs_key(s->p, inputs, s->entry->nargs);
    bool seen = false;
    for (uint32_t i = 0; i < s->out->nfindings && !seen; i++) {
        if (s->out->findings[i].outcome != o) continue;
        char *other = inputs_key(s->p, s->out->findings[i].inputs, s->entry->nargs);
        seen = strcmp(key, other) == 0;
        free(other);
    }
    free(key);
    return seen;
}

static CValue **read_inputs(Search *s, Model *model) {
    CValue **in = ARENA_ARRAY(&s->out->arena, CValue *, s->entry->nargs ? s->entry->nargs : 1);
    for (uint32_t i = 0; i < s->entry->nargs; i++)
        in[i] = s->inputs[i] ? cvalue_read(s->m, model, s->inputs[i], s->entry->arg_types[i], &s->out->arena) : NULL;
    return in;
}

static Term *sym_terms(Machine *m) {
    Term *v = xcalloc(m->nsyms ? m->nsyms : 1, sizeof *v);
    for (uint32_t i = 0; i < m->nsyms; i++) v[i] = m->syms[i].term;
    return v;
}

/* What only the concrete replay of a finding knows: the error message, the
 * broken contract's call, the abstracted calls (none on an all-real run). */
static void take_replay(Finding *f, const Finding *r) {
    f->crash_message = r->crash_message;
    f->site = r->site;
    f->site_args = r->site_args;
    f->site_result = r->site_result;
    f->abstracted = r->abstracted;
    f->nabstracted = r->nabstracted;
}

/* An abstract counterexample whose inputs also make the real code crash
 * (every abstracted call returned what the real one would, or the real one
 * crashes sooner) is a concrete counterexample: the search found the
 * shorter, abstracted path first. Replaying with every counterfactual
 * branch on the real code tells; then the finding becomes that run. */
static void concretize(Search *s, CValue **inputs, Finding *f, uint64_t bound) {
    Finding r;
    memset(&r, 0, sizeof r);
    Outcome o = replay_run(s->p, s->entry, inputs, NULL, bound, &r, &s->out->arena, s->replay_solver);
    /* a disagreement of the replay itself (a function input asked something
     * new, an input part the search never built) says nothing */
    if (o != OUT_CRASH || !r.crash.reason || r.crash.kind == CRASH_REPLAY) return;
    f->abstractions = 0;
    f->crash = r.crash;
    take_replay(f, &r);
    f->gen = NULL;
    f->ngen = 0;
    f->decisions = NULL;
    f->ndecisions = 0;
    f->steps = r.steps;
}

/* Does the real g, run on an abstracted call's arguments, return what the
 * abstraction returned on every part the path looked at? Then that call
 * needed no abstraction: the path would have gone the same way with the
 * real g. Inconclusive cases (dictionaries, a crash, a part of an argument
 * the path never evaluated that g needs) answer no. */
static bool abstraction_was_real(Search *s, const AbstractedCall *c) {
    Global *g = c->site->function;
    if (!c->result || !g->rhs || g->origin == ORIG_NONE) return false;
    Entry e;
    memset(&e, 0, sizeof e);
    Type *t = g->var->type;
    for (Type *u = t; u && u->kind == TY_FORALL; u = u->u.forall.body) e.ntype_args++;
    Type **types = ARENA_ARRAY(&s->out->arena, Type *, e.ntype_args ? e.ntype_args : 1);
    for (uint32_t i = 0; i < e.ntype_args; i++, t = t->u.forall.body) { /* types are erased: any will do */
        types[i] = ARENA_NEW(&s->out->arena, Type);
        types[i]->kind = TY_OTHER;
        types[i]->u.text = "?";
    }
    if (t && t->kind == TY_FUN && type_is_dictionary(s->p, t->u.fun.arg))
        return false; /* takes dictionaries the call site does not record */
    Var *raw = ARENA_NEW(&s->out->arena, Var);
    *raw = *g->var;
    raw->flags |= VAR_RAW;
    e.fn = ARENA_NEW(&s->out->arena, Expr);
    e.fn->kind = EX_VAR;
    e.fn->u.var = raw;
    e.type_args = types;
    e.nargs = c->site->nargs;
    e.arg_types = ARENA_ARRAY(&s->out->arena, Type *, e.nargs + 1);
    for (uint32_t i = 0; i < e.nargs; i++) e.arg_types[i] = c->site->args[i]->type;
    e.force = true;
    for (uint32_t i = 0; i < e.nargs; i++)
        if (!c->args[i]) return false;
    Finding r;
    memset(&r, 0, sizeof r);
    Outcome o = replay_run(s->p, &e, c->args, NULL, 200000, &r, &s->out->arena, s->replay_solver);
    return o == OUT_VALUE && r.result && cvalue_may_equal(c->result, r.result);
}

/* Drops from a counterexample the abstracted calls whose real result is the
 * same on what the path used (see above): only the abstractions the
 * counterexample needs are shown and counted. */
static void drop_real_abstractions(Search *s, Finding *f) {
    uint32_t k = 0;
    for (uint32_t i = 0; i < f->nabstracted; i++)
        if (!abstraction_was_real(s, &f->abstracted[i])) f->abstracted[k++] = f->abstracted[i];
    if (k == 0) return; /* all real: concretize has decided already */
    f->nabstracted = k;
    f->abstractions = k;
}

/* The caller's solver, reset, or a new one when it lends none. */
static Solver *borrowed_or_new(Solver *lent) {
    if (!lent) return solver_new();
    solver_reset(lent);
    return lent;
}

/* Did replay crash the way the search did (same kind, same reason)? */
static bool same_crash(const Crash *a, const Crash *b) {
    return a->kind == b->kind && a->reason && b->reason && strcmp(a->reason, b->reason) == 0;
}

/* Checks a counterexample by running it concretely; false if it does not
 * reproduce (it is then dropped). */
static bool replay_agrees(Search *s, CValue **inputs, Finding *f) {
    if (s->opt->no_replay) return true;
    Finding r;
    memset(&r, 0, sizeof r);
    uint64_t bound = s->m->steps * 4 + 100000;
    if (!s->replay_solver) /* the caller's, or one on the search's Z3 context (solver_new_sharing) */
        s->replay_solver = s->opt->replay_solver ? borrowed_or_new(s->opt->replay_solver) : solver_new_sharing(s->m->solver);
    Outcome o = replay_run(s->p, s->entry, inputs, f, bound, &r, &s->out->arena, s->replay_solver);
    if (o != OUT_CRASH || !same_crash(&r.crash, &f->crash)) return false;
    take_replay(f, &r);
    f->replayed = true;
    if (f->abstractions) concretize(s, inputs, f, bound);
    if (f->abstractions > 1) drop_real_abstractions(s, f);
    return true;
}

static void record_crash(Search *s) {
    Machine *m = s->m;
    if (s->opt->only_termination && (!m->crash_site || m->crash_site->kind != ASSERT_TERMINATION)) return;
    Term *vars = sym_terms(m);
    uint64_t unknowns = solver_stats(m->solver)->unknowns;
    Model *model = solver_small_model(m->solver, vars, m->nsyms);
    free(vars);
    if (!model) { /* infeasible after all, or the solver could not decide: then a path is lost */
        if (solver_stats(m->solver)->unknowns != unknowns) s->lost++;
        return;
    }
    CValue **inputs = read_inputs(s, model);
    for (uint32_t i = 0; i < s->entry->nargs; i++)
        if (inputs[i]) inputs[i] = sym_fill_unused(m, inputs[i], s->entry->arg_types[i], &s->out->arena);
    uint32_t ngen = m->ngen;
    CValue **gen = ARENA_ARRAY(&s->out->arena, CValue *, ngen ? ngen : 1);
    for (uint32_t i = 0; i < ngen; i++) gen[i] = cvalue_read_value(m, model, m->gen[i], &s->out->arena);
    solver_model_free(m->solver, model);
    bool consistent = true;
    for (uint32_t i = 0; i < s->entry->nargs; i++) consistent = consistent && (!inputs[i] || cvalue_consistent(inputs[i]));
    if (s->opt->tamper) s->opt->tamper(inputs, s->entry->nargs, s->opt->tamper_ctx);
    if (seen_before(s, inputs, OUT_CRASH)) return;
    Finding f;
    memset(&f, 0, sizeof f);
    f.outcome = OUT_CRASH;
    f.abstractions = m->abstractions;
    f.inputs = inputs;
    f.crash = m->crash;
    f.steps = m->steps;
    f.gen = gen;
    f.ngen = ngen;
    f.ndecisions = m->ndecisions;
    f.decisions = ARENA_ARRAY(&s->out->arena, uint8_t, m->ndecisions ? m->ndecisions : 1);
    if (m->ndecisions) memcpy(f.decisions, m->decisions, m->ndecisions);
    if (!consistent || !replay_agrees(s, inputs, &f)) {
        s->out->rejected++;
        s->lost++; /* another model of the path might have reproduced */
        return;
    }
    *add_finding(s->out) = f;
    if (f.abstractions < s->best) s->best = m->max_abstractions = f.abstractions;
    qsort(s->out->findings, s->out->nfindings, sizeof(Finding), finding_cmp);
    if (s->out->nfindings > s->opt->max_results) s->out->nfindings = s->opt->max_results;
    if (s->out->nfindings == s->opt->max_results) {
        /* full: from now on only a shorter path can make the list better */
        uint64_t worst = s->out->findings[s->out->nfindings - 1].steps;
        if (!s->improve_paths) s->improve_paths = IMPROVE_PATHS;
        if (worst < m->step_bound || !m->step_bound) m->step_bound = worst;
    }
}

static bool same_value_seen(Search *s, const CValue *result) {
    StrBuf a;
    sb_init(&a);
    cvalue_show(s->p, result, false, &a);
    bool seen = false;
    for (uint32_t i = 0; i < s->out->nfindings && !seen; i++) {
        Finding *f = &s->out->findings[i];
        if (f->outcome != OUT_VALUE || f->steps != s->m->steps || f->abstractions != s->m->abstractions) continue;
        StrBuf b;
        sb_init(&b);
        cvalue_show(s->p, f->result, false, &b);
        seen = strcmp(sb_str(&a), sb_str(&b)) == 0;
        sb_free(&b);
    }
    sb_free(&a);
    return seen;
}

/* A path that ends in a value (only with all_values). Deepening explores
 * the same paths again: a path already reported (same result, length and
 * abstractions) is not reported twice. */
static void record_value(Search *s) {
    CValue *result = cvalue_read_value(s->m, NULL, s->m->ctrl.value, &s->out->arena);
    if (same_value_seen(s, result)) return;
    CValue **inputs = read_inputs(s, NULL);
    Finding *f = add_finding(s->out);
    f->outcome = OUT_VALUE;
    f->abstractions = s->m->abstractions;
    f->inputs = inputs;
    f->result = result;
    f->steps = s->m->steps;
}

/* Calls the progress hook when it is due. */
static void report_progress(Search *s) {
    double now = clock_seconds();
    if (!s->opt->progress || now < s->next_progress) return;
    s->next_progress = now + s->opt->progress_s;
    SearchProgress p = {s->out->iterations, s->size_bound, s->bound, s->depth_bound,
                        s->out->stats.paths + (s->m ? s->m->stats.paths : 0), now - s->t0};
    s->opt->progress(&p, s->opt->progress_ctx);
}

static void path_cut(Search *s) {
    Machine *m = s->m;
    switch (m->cut) {
    case CUT_MEMORY:
        s->out->out_of_memory = s->done = true;
        s->out->process_out_of_memory |= m->process_out_of_memory;
        break;
    case CUT_TIME: s->out->timed_out = s->done = true; break;
    case CUT_DEPTH: s->cut_depth = true; break;
    case CUT_STEPS:
    case CUT_NONE:
        if (!s->improve_paths) s->ncut++;
        else s->nshortened++;
        break;
    }
}

static void path_ended(Search *s, Outcome o) {
    Machine *m = s->m;
    m->stats.paths++;
    s->paths++;
    if (s->improve_paths && --s->improve_paths == 0) s->shortened = true;
    switch (o) {
    case OUT_CRASH: record_crash(s); break;
    case OUT_VALUE: if (s->opt->all_values) record_value(s); break;
    case OUT_CUT: path_cut(s); break;
    case OUT_UNSUPPORTED:
        if (!s->out->unsupported) {
            s->out->unsupported = xstrdup(sb_str(&m->message));
            s->out->unsupported_missing = m->missing;
        }
        s->lost++;
        break;
    default: break;
    }
    /* a path that ends at once (solver-bound paths) never reaches the
     * machine's own check of the clock */
    if (s->deadline > 0 && !s->done && clock_seconds() >= s->deadline) s->out->timed_out = s->done = true;
    report_progress(s);
}

/* ---- Iterations -------------------------------------------------------- */

static void accumulate(EngineStats *into, const EngineStats *from) {
    into->steps += from->steps;
    into->paths += from->paths;
    into->branches += from->branches;
    into->logic_crashes += from->logic_crashes;
    into->unrun_arguments += from->unrun_arguments;
    if (from->peak_heap > into->peak_heap) into->peak_heap = from->peak_heap;
    if (from->peak_arena > into->peak_arena) into->peak_arena = from->peak_arena;
}

static bool make_inputs(Search *s) {
    Machine *m = s->m;
    s->inputs = ARENA_ARRAY(&m->arena, Addr, s->entry->nargs ? s->entry->nargs : 1);
    for (uint32_t i = 0; i < s->entry->nargs; i++) {
        s->inputs[i] = 0;
        if (s->entry->fixed && s->entry->fixed[i]) continue;
        Type *t = s->entry->arg_types[i];
        Value *v = type_is_dictionary(s->p, t) ? symdict_fresh(m, t) : sym_fresh(m, t);
        if (!v) {
            if (!s->out->unsupported) s->out->unsupported = xstrdup(sb_str(&m->message));
            return false;
        }
        s->inputs[i] = heap_alloc_value(m, v);
    }
    return true;
}

static void iterate(Search *s, Solver *solver) {
    Machine m;
    machine_init(&m, s->p, solver);
    m.step_bound = s->bound;
    m.depth_bound = s->depth_bound;
    m.size_bound = s->size_bound;
    m.max_abstractions = s->phase == SWEEP ? 0 : s->best;
    m.deadline = s->deadline;
    m.mem_limit = s->opt->mem_limit;
    m.process_limit = s->opt->process_limit;
    m.feas = s->feas;
    s->m = &m;
    s->ncut = s->nshortened = 0;
    s->cut_depth = false;
    s->lost = 0;
    s->paths = 0;
    s->shortened = false;
    /* the sweep's iterations are not cut short by an earlier shortening;
     * the better one is limited to as many paths as a shortening */
    s->improve_paths = s->phase == BETTER ? IMPROVE_PATHS : 0;
    unsigned base = solver_depth(solver);
    solver_push(solver);
    if (make_inputs(s)) {
        entry_start(&m, s->entry, s->inputs);
        for (;;) {
            path_ended(s, machine_run(&m));
            if (s->done || s->shortened || sweep_spent(s, m.stats.steps) || !machine_backtrack(&m)) break;
        }
    }
    s->size_cuts = m.size_cuts;
    s->unknown = m.stats.logic_crashes;
    s->unrun = m.stats.unrun_arguments;
    s->out->lost += s->lost;
    if (m.arena.total > m.stats.peak_arena) m.stats.peak_arena = m.arena.total;
    s->m = NULL;
    accumulate(&s->out->stats, &m.stats);
    machine_free(&m);
    solver_pop_to(solver, base);
}

/* Adds a solver's unknown answers to the result. */
static void take_solver_unknowns(SearchResult *out, const Solver *solver) {
    out->solver_unknowns += solver_stats(solver)->unknowns;
    out->solver_timeouts += solver_stats(solver)->timeouts;
}

/* Adds a solver's unknown answers and its factory's errors to the result. */
static void take_solver_errors(SearchResult *out, const Solver *solver) {
    take_solver_unknowns(out, solver);
    out->solver_errors += solver_error_count(solver);
    if (!out->solver_error && solver_first_error(solver)) out->solver_error = xstrdup(solver_first_error(solver));
}

/* Records what an iteration that found nothing and lost nothing covered:
 * each bound that cut a path (the others did not matter). */
static void cover(Search *s, uint64_t undecided) {
    Coverage *c = &s->out->coverage;
    c->valid = true;
    c->size = s->size_cuts ? s->size_bound : 0;
    c->steps = s->ncut ? s->bound : 0;
    c->depth = s->cut_depth ? s->depth_bound : 0;
    c->paths = s->paths;
    c->undecided = undecided;
    c->unknown = s->unknown;
    c->unrun = s->unrun;
}

/* The step bound after an iteration that found nothing and cut paths: by
 * s, or by half when that is more, so that iterations grow geometrically
 * and the search redoes a constant share of its work, not most of it. */
static uint64_t next_step_bound(const Search *s) {
    /* One path was cut: this is one long computation, not a tree; growing
     * by s would redo it thousands of times. */
    if (s->ncut == 1) return s->bound + (s->bound > s->opt->step_increase ? s->bound : s->opt->step_increase);
    return s->bound + (s->bound / 2 > s->opt->step_increase ? s->bound / 2 : s->opt->step_increase);
}

/* The bound on branch points that goes with a step bound: first_depth,
 * and depth_increase more for every step_increase steps beyond the first
 * bound (the schedule of the paper's search, where both grew by these each
 * iteration, whatever the steps grow by here). */
static uint32_t depth_for(const SearchOptions *opt, uint64_t bound) {
    uint64_t more = bound > opt->first_bound && opt->step_increase
                        ? (bound - opt->first_bound) * opt->depth_increase / opt->step_increase
                        : 0;
    uint64_t d = opt->first_depth + more;
    return d > UINT32_MAX ? UINT32_MAX : (uint32_t)d;
}

/* The iteration that looks for a counterexample with fewer abstractions
 * than the best: longer by c than the one that found it (the paper's
 * search), its paths allowed the branch points that go with its length: a
 * counterexample one loop iteration further on (an abstract one when a
 * callee runs 0 times, the real one when it runs once) has more branch
 * points as well as more steps. It keeps the abstractions up to the best's
 * number: a path with as many whose replay on the real code crashes too is
 * a concrete counterexample (concretize). False when the bound is capped. */
static bool better_iteration(Search *s) {
    const SearchOptions *opt = s->opt;
    s->phase = BETTER;
    s->size_bound = s->found_size;
    s->bound = s->found_bound + opt->better_increase;
    if (s->depth_bound) s->depth_bound = depth_for(opt, s->bound);
    return !(opt->max_bound && s->bound > opt->max_bound);
}

/* After the iteration that found the first counterexample, an abstract one,
 * or one of the concrete sweep: the paper prefers a concrete
 * counterexample when one exists within the bounds. The sweep's iterations
 * prune every abstraction, so their trees hold the program's own paths
 * alone (an abstracted result, any value its type allows, makes a large
 * subtree that depth-first search would explore before the concrete paths
 * after it), and go through the input sizes again from the first one up to
 * the size the abstract counterexample was found at, with twice its steps,
 * or c more when that is more (and the branch points that go with them): a
 * concrete counterexample on small inputs whose path is longer than the
 * abstract one's (two elements with the same key, where the abstraction
 * needed one) comes before the larger inputs' trees. The sweep ends when
 * its steps reach its share (SWEEP_SHARE): where there is one, the
 * concrete counterexample is on small inputs, and the sweep of a function
 * with none (the callee's type is really too weak) would otherwise cost
 * many times what the abstract one did — 1.8 M steps for 0.18 M in the
 * corpus's kmeans-kmeans-weak-helper-spec-03. Then the better iteration.
 * cut: the iteration cut some path. */
static bool concrete_sweep(Search *s, bool cut) {
    const SearchOptions *opt = s->opt;
    if (s->phase == SEEK) {
        s->found_bound = s->bound;
        s->found_size = s->size_bound;
        /* the whole tree, but for paths longer than the counterexample:
         * nothing better anywhere */
        if (!cut && !s->nshortened) return false;
        s->phase = SWEEP;
        uint64_t spent = s->out->stats.steps;
        s->sweep_end = spent + (spent * SWEEP_SHARE > SWEEP_MIN_STEPS ? spent * SWEEP_SHARE : SWEEP_MIN_STEPS);
        if (s->size_bound && opt->first_size && opt->first_size < s->size_bound) s->size_bound = opt->first_size;
        s->bound += s->bound > opt->better_increase ? s->bound : opt->better_increase;
        if (opt->max_bound && s->bound > opt->max_bound) s->bound = opt->max_bound;
        if (s->depth_bound) s->depth_bound = depth_for(opt, s->bound);
        return true;
    }
    if (!sweep_spent(s, 0) && cut && s->size_bound && s->size_bound < s->found_size) {
        s->size_bound++;
        return true;
    }
    return better_iteration(s);
}

/* After an iteration once a counterexample was found (see next_iteration). */
static bool after_finding(Search *s, uint32_t best_before, bool cut) {
    if (s->best == 0 || s->opt->any_will_do) return false; /* nothing better is coming, or wanted */
    if (s->phase != BETTER) return concrete_sweep(s, cut);
    if (!cut || s->best == best_before || s->shortened) return false;
    s->found_bound = s->bound; /* better again: one more, longer by c */
    return better_iteration(s);
}

/* After an iteration: false to stop, else the next iteration's bounds set.
 * unknowns/timeouts: the solver's undecided queries in the iteration. */
static bool next_iteration(Search *s, uint32_t best_before, uint64_t unknowns, uint64_t timeouts) {
    const SearchOptions *opt = s->opt;
    SearchResult *out = s->out;
    bool cut = s->ncut || s->cut_depth || s->size_cuts;
    if (!out->nfindings && !s->lost) cover(s, unknowns);
    if (s->best != UINT32_MAX) return after_finding(s, best_before, cut);
    if (!cut) {
        if (!s->lost) {
            out->exhausted = unknowns == 0;
            return false;
        }
        /* the whole tree, but some crash was lost: only more solver time can help */
        if (!timeouts) return false;
        s->slice *= 2;
        return true;
    }
    /* A bound that cut a path grows, while below its cap. Steps and branch
     * points measure one thing, a path's length, and grow together; when
     * both the length and the size could grow, iterations take turns (a
     * long computation on small inputs, or a short one on larger inputs,
     * is reached as soon as the other), so that neither waits for the
     * other to be exhausted. Capped steps and size end the search. */
    bool length = (s->ncut || s->cut_depth) && !(opt->max_bound && s->bound >= opt->max_bound);
    bool size = s->size_cuts && (!opt->max_size || s->size_bound < opt->max_size);
    if (length && size) {
        s->size_turn = !s->size_turn;
        if (s->size_turn) length = false;
        else size = false;
    }
    if (length) {
        s->bound = next_step_bound(s);
        if (opt->max_bound && s->bound > opt->max_bound) s->bound = opt->max_bound;
        if (s->depth_bound) s->depth_bound = depth_for(opt, s->bound);
    }
    if (size) s->size_bound++;
    if (timeouts) s->slice *= 2;
    return length || size || timeouts; /* else only capped bounds cut: the same tree again */
}

/* The first iteration (inputs of size 2) may take half the time. Data
 * types of many wide constructors (a tree type with 15 constructors of up
 * to 3 fields) have more inputs of size 2 than a search can run; an
 * iteration stopped by the clock covers nothing, and the verdict would be
 * a timeout where the smaller inputs, those of size 1, could all have
 * been tried. Then the search starts again at size 1, with the rest of
 * the time (deadline). True when it does. */
static bool smaller_first_inputs(Search *s, double deadline) {
    if (!s->out->timed_out || s->out->nfindings || s->out->coverage.valid || s->out->out_of_memory) return false;
    s->deadline = deadline;
    s->size_bound = 1;
    s->done = false;
    s->out->timed_out = false;
    return true;
}

void search_run(const Program *p, const Entry *entry, const SearchOptions *opt, SearchResult *out) {
    memset(out, 0, sizeof *out);
    arena_init(&out->arena);
    Search s;
    memset(&s, 0, sizeof s);
    s.p = p, s.entry = entry, s.opt = opt, s.out = out;
    s.bound = opt->first_bound;
    s.best = UINT32_MAX;
    s.depth_bound = opt->first_depth;
    s.size_bound = opt->first_size;
    s.t0 = clock_seconds();
    s.deadline = opt->timeout_s > 0 ? s.t0 + opt->timeout_s : 0;
    s.slice = opt->query_s > 0 ? opt->query_s : opt->timeout_s / 10;
    s.next_progress = s.t0 + 0.5; /* a search that ends sooner shows no progress at all */
    Solver *solver = borrowed_or_new(opt->solver);
    s.feas = feas_new(FEAS_MAX_ENTRIES);
    double deadline = s.deadline;
    if (deadline > 0 && s.size_bound > 1) s.deadline = s.t0 + opt->timeout_s / 2; /* the first iteration's share */
    for (;;) {
        uint32_t best_before = s.best;
        SolverStats before = *solver_stats(solver);
        out->iterations++;
        solver_set_budget(solver, s.deadline, s.slice);
        iterate(&s, solver);
        if (s.deadline != deadline && smaller_first_inputs(&s, deadline)) continue;
        s.deadline = deadline;
        if (s.done || (s.best == 0 && s.out->nfindings >= opt->max_results)) break;
        const SolverStats *after = solver_stats(solver);
        if (!next_iteration(&s, best_before, after->unknowns - before.unknowns, after->timeouts - before.timeouts))
            break;
        if (s.deadline && clock_seconds() >= s.deadline) {
            out->timed_out = true;
            break;
        }
    }
    out->final_bound = s.bound;
    out->solver = *solver_stats(solver);
    out->seconds = clock_seconds() - s.t0;
    take_solver_errors(out, solver); /* a shared replay solver's errors too: they share its factory */
    bool shared = s.replay_solver && s.replay_solver != opt->replay_solver;
    if (shared) take_solver_unknowns(out, s.replay_solver);
    else if (s.replay_solver) take_solver_errors(out, s.replay_solver);
    if (shared) solver_free(s.replay_solver); /* before the solver it borrows from */
    if (solver != opt->solver) solver_free(solver);
    out->reused = feas_hits(s.feas);
    feas_free(s.feas);
}

void search_result_free(SearchResult *r) {
    free(r->findings);
    free(r->unsupported);
    free(r->solver_error);
    arena_free(&r->arena);
    memset(r, 0, sizeof *r);
}
