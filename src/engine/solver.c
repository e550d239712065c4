/* solver.c — see solver.h. One of the two files that speak Z3 (with term.c).
 *
 * Query budgets: Z3's own `timeout` parameter starts a timer for every
 * check, which costs two context switches per query (a third of the time
 * of a search of small queries, mostly in the kernel). Instead a solver
 * with a budget owns one watchdog thread that looks at the running query
 * every few milliseconds and interrupts it (Z3_interrupt) once it is past
 * its time; a query only writes its end time under an uncontended lock. */
#include "solver.h"
#include "../util/clock.h"
#include "../util/xalloc.h"

#include <pthread.h>
#include <string.h>
#include <time.h>
#include <z3.h>

/* How often the watchdog looks, in milliseconds: a query overruns its
 * budget by at most this much. */
enum { WATCH_MS = 5 };

typedef struct Watchdog {
    bool started;
    pthread_t thread;
    pthread_mutex_t mu;  /* guards the fields below */
    pthread_cond_t wake; /* stop */
    bool stop;
    bool running;        /* a query is running … */
    double until;        /* … and must end by then */
    bool fired;          /* the watchdog interrupted it */
} Watchdog;

struct Solver {
    Terms *terms;
    bool borrowed;  /* terms are another solver's (solver_new_sharing) */
    Z3_context ctx; /* the terms' context */
    Z3_solver solver;
    unsigned depth;        /* scopes pushed (solver_push) … */
    unsigned *zscopes;     /* … of which these got a Z3 scope: the ones that hold assertions */
    unsigned nz, capz;
    /* Conditions not yet given to Z3, with their scopes (in order, scopes
     * never decreasing): a query whose answer is known already (feasible.h)
     * costs Z3 nothing, not even the assertion. */
    struct Pending {
        Term cond;
        unsigned depth;
    } *pending;
    unsigned npending, cap_pending;
    bool broken;           /* a condition that could not be built was asserted … */
    unsigned broken_depth; /* … at this scope depth */
    double deadline;       /* no query runs past this (0: none) */
    double slice;          /* seconds one query may take (0: no limit) */
    Watchdog dog;
    SolverStats stats;
};

/* The watchdog thread: interrupts the running query once past its time,
 * until told to stop. */
static void *watch(void *arg) {
    Solver *s = arg;
    Watchdog *d = &s->dog;
    pthread_mutex_lock(&d->mu);
    while (!d->stop) {
        struct timespec t;
        clock_gettime(CLOCK_MONOTONIC, &t);
        t.tv_nsec += WATCH_MS * 1000000L;
        if (t.tv_nsec >= 1000000000L) t.tv_sec++, t.tv_nsec -= 1000000000L;
        pthread_cond_timedwait(&d->wake, &d->mu, &t);
        if (d->running && clock_seconds() >= d->until) {
            Z3_interrupt(s->ctx);
            d->running = false;
            d->fired = true;
        }
    }
    pthread_mutex_unlock(&d->mu);
    return NULL;
}

/* Starts the watchdog on first need; false if no thread could be made
 * (queries then run without a time limit). */
static bool watchdog_start(Solver *s) {
    Watchdog *d = &s->dog;
    if (d->started) return true;
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&d->wake, &ca);
    pthread_condattr_destroy(&ca);
    pthread_mutex_init(&d->mu, NULL);
    if (pthread_create(&d->thread, NULL, watch, s) != 0) {
        pthread_cond_destroy(&d->wake);
        pthread_mutex_destroy(&d->mu);
        return false;
    }
    return d->started = true;
}

static void watchdog_stop(Solver *s) {
    Watchdog *d = &s->dog;
    if (!d->started) return;
    pthread_mutex_lock(&d->mu);
    d->stop = true;
    pthread_cond_signal(&d->wake);
    pthread_mutex_unlock(&d->mu);
    pthread_join(d->thread, NULL);
    pthread_cond_destroy(&d->wake);
    pthread_mutex_destroy(&d->mu);
    d->started = false;
}

/* Runs one check, interrupted after `seconds` (< 0: no limit); *fired:
 * the watchdog interrupted it. */
static Z3_lbool timed_check(Solver *s, double seconds, bool *fired) {
    *fired = false;
    if (seconds < 0 || !watchdog_start(s)) return Z3_solver_check(s->ctx, s->solver);
    Watchdog *d = &s->dog;
    pthread_mutex_lock(&d->mu);
    d->until = clock_seconds() + seconds;
    d->running = true;
    d->fired = false;
    pthread_mutex_unlock(&d->mu);
    Z3_lbool r = Z3_solver_check(s->ctx, s->solver);
    pthread_mutex_lock(&d->mu);
    d->running = false;
    *fired = d->fired;
    pthread_mutex_unlock(&d->mu);
    return r;
}

static Solver *solver_on(Terms *terms, bool borrowed) {
    Solver *s = xcalloc(1, sizeof *s);
    s->terms = terms;
    s->borrowed = borrowed;
    s->ctx = (Z3_context)terms_context(s->terms);
    s->solver = Z3_mk_solver(s->ctx);
    Z3_solver_inc_ref(s->ctx, s->solver);
    return s;
}

Solver *solver_new(void) { return solver_on(terms_new(), false); }

Solver *solver_new_sharing(Solver *other) { return solver_on(other->terms, true); }

void solver_free(Solver *s) {
    if (!s) return;
    watchdog_stop(s);
    free(s->zscopes);
    free(s->pending);
    Z3_solver_dec_ref(s->ctx, s->solver);
    if (!s->borrowed) terms_free(s->terms);
    free(s);
}

void solver_reset(Solver *s) {
    Z3_solver_reset(s->ctx, s->solver);
    s->depth = s->nz = s->npending = 0;
    s->broken = false;
    s->broken_depth = 0;
    s->deadline = s->slice = 0;
    memset(&s->stats, 0, sizeof s->stats);
    terms_reset(s->terms);
}

Terms *solver_terms(const Solver *s) { return s->terms; }
unsigned solver_depth(const Solver *s) { return s->depth; }
const SolverStats *solver_stats(const Solver *s) { return &s->stats; }
uint32_t solver_error_count(const Solver *s) { return terms_error_count(s->terms); }
const char *solver_first_error(const Solver *s) { return terms_first_error(s->terms); }

/* Scopes are lazy: most branches assert nothing (a data constructor is
 * chosen structurally), and a Z3 push costs as much as a small query. A
 * scope gets its Z3 scope when a condition of it is first given to Z3. */
void solver_push(Solver *s) { s->depth++; }

/* The current scope holds a condition that is not what the engine meant
 * (at scope `depth`). */
static void break_scope(Solver *s, unsigned depth) {
    if (s->broken && s->broken_depth <= depth) return;
    s->broken = true;
    s->broken_depth = depth;
}

void solver_pop_to(Solver *s, unsigned depth) {
    if (depth >= s->depth) return;
    while (s->npending && s->pending[s->npending - 1].depth > depth) s->npending--;
    unsigned k = 0;
    while (s->nz > k && s->zscopes[s->nz - 1 - k] > depth) k++;
    if (k) Z3_solver_pop(s->ctx, s->solver, k);
    s->nz -= k;
    s->depth = depth;
    if (s->broken && depth < s->broken_depth) s->broken = false;
}

void solver_assert(Solver *s, Term cond) {
    if (!cond) return break_scope(s, s->depth);
    VEC_RESERVE(s->pending, s->cap_pending, s->npending + 1);
    s->pending[s->npending++] = (struct Pending){cond, s->depth};
}

/* Gives Z3 the pending conditions, each in its scope. */
static void flush(Solver *s) {
    for (unsigned i = 0; i < s->npending; i++) {
        unsigned depth = s->pending[i].depth;
        if (depth > 0 && (!s->nz || s->zscopes[s->nz - 1] != depth)) {
            Z3_solver_push(s->ctx, s->solver);
            VEC_PUSH(s->zscopes, s->nz, s->capz, depth);
        }
        Z3_solver_assert(s->ctx, s->solver, (Z3_ast)s->pending[i].cond);
        if (terms_check_error(s->terms, "adding a condition")) break_scope(s, depth);
    }
    s->npending = 0;
}

void solver_set_budget(Solver *s, double deadline, double slice) {
    s->deadline = deadline;
    s->slice = slice;
}

/* The seconds a query may take: its share (`share` seconds; 0: no limit)
 * within the deadline; 0 when the deadline has passed, < 0 for no limit. */
static double query_seconds(const Solver *s, double share) {
    double left = share > 0 ? share : -1;
    if (s->deadline > 0) {
        double until = s->deadline - clock_seconds();
        if (until <= 0) return 0;
        if (left < 0 || until < left) left = until;
    }
    return left;
}

/* One query with `share` seconds (see query_seconds); *timed_out: UNKNOWN
 * for lack of time. Counts the query, not its outcome. */
static SolverResult check_within(Solver *s, double share, bool *timed_out) {
    *timed_out = false;
    flush(s);
    if (s->broken) return SOLVER_UNKNOWN;
    double seconds = query_seconds(s, share);
    if (seconds == 0) {
        *timed_out = true;
        return SOLVER_UNKNOWN;
    }
    double t0 = clock_seconds();
    bool fired;
    Z3_lbool r = timed_check(s, seconds, &fired);
    s->stats.seconds += clock_seconds() - t0;
    s->stats.queries++;
    if (r == Z3_L_TRUE) return SOLVER_SAT;
    if (r == Z3_L_FALSE) return SOLVER_UNSAT;
    if (!terms_check_error(s->terms, "checking satisfiability")) *timed_out = fired;
    return SOLVER_UNKNOWN;
}

SolverResult solver_check(Solver *s) {
    bool timed_out;
    SolverResult r = check_within(s, s->slice, &timed_out);
    if (r == SOLVER_UNKNOWN) {
        s->stats.unknowns++;
        s->stats.timeouts += timed_out;
    }
    return r;
}

static Model *current_model(Solver *s) {
    Z3_model m = Z3_solver_get_model(s->ctx, s->solver);
    if (!m) {
        terms_check_error(s->terms, "getting a model");
        return NULL;
    }
    Z3_model_inc_ref(s->ctx, m);
    return (Model *)m;
}

/* Bounds |v| <= k for every integer or real variable. */
static Term bounded(Solver *s, const Term *vars, unsigned n, long k) {
    Term *parts = xcalloc(n ? 2 * n : 1, sizeof *parts);
    unsigned np = 0;
    for (unsigned i = 0; i < n; i++) {
        Term v = vars[i];
        if (!v) continue; /* never built: its error is counted */
        Sort sort = term_is_real(s->terms, v) ? SORT_REAL : SORT_INT;
        parts[np++] = term_le(s->terms, term_int64(s->terms, -k, sort), v);
        parts[np++] = term_le(s->terms, v, term_int64(s->terms, k, sort));
    }
    Term all = np ? term_and(s->terms, np, parts) : term_true(s->terms);
    free(parts);
    return all;
}

Model *solver_small_model(Solver *s, const Term *vars, unsigned nvars) {
    static const long bounds[] = {0, 1, 2, 10, 100, 10000};
    /* the bounded attempts share one slice: past it, any model will do */
    double until = s->slice > 0 ? clock_seconds() + s->slice : 0;
    for (size_t i = 0; nvars && i < sizeof bounds / sizeof *bounds; i++) {
        double share = 0;
        if (until > 0 && (share = until - clock_seconds()) <= 0) break;
        size_t mark = terms_mark(s->terms);
        solver_push(s);
        solver_assert(s, bounded(s, vars, nvars, bounds[i]));
        bool timed_out;
        Model *m = check_within(s, share, &timed_out) == SOLVER_SAT ? current_model(s) : NULL;
        solver_pop_to(s, s->depth - 1);
        terms_release(s->terms, mark); /* the solver held them while asserted */
        if (m) return m;
    }
    return solver_check(s) == SOLVER_SAT ? current_model(s) : NULL;
}

void solver_model_free(Solver *s, Model *m) {
    if (m) Z3_model_dec_ref(s->ctx, (Z3_model)m);
}
