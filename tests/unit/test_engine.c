/* test_engine.c — the symbolic execution engine (src/engine), on the
 * programs in tests/engine/: the paper's examples (PLDI'19 Fig. 2, §2.1,
 * §2.2, Fig. 8), one test per reduction rule (Fig. 6-7), one per primitive
 * type, symbolic function inputs, replay, the search's limits, and the
 * primitives table.
 *
 * Each test runs an entry the way `lhx run` does (entry_for_global, the
 * result deep-forced, search_run) and checks verdicts, counterexample
 * values and counts. A few programs are known to crash the engine; those
 * run in a child process (run_isolated) so that one crash does not stop
 * the whole run. */
#include "tests.h"
#include "../../src/core/ir.h"
#include "../../src/core/link.h"
#include "../../src/core/primitives.h"
#include "../../src/core/print.h"
#include "../../src/engine/cvalue.h"
#include "../../src/engine/entry.h"
#include "../../src/engine/prim.h"
#include "../../src/engine/search.h"
#include "../../src/engine/show.h"
#include "../../src/frontend/ghc.h"
#include "../../src/util/strbuf.h"
#include "../../src/util/xalloc.h"

#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Programs under tests/engine/ (loaded once per run by programs.c; no
 * whole-closure check: the engine reports what a run needs). */
static Program *engine_program(const char *name) {
    char path[512];
    snprintf(path, sizeof path, "tests/engine/%s", name);
    return tests_load(path, false);
}

/* ---- Running an entry ------------------------------------------------------ */

/* A search and its result. Runs are heap-allocated and registered so that
 * a failed check (which leaves the test at once) leaks nothing: whatever is
 * still registered is freed at the end of the run. */
typedef struct Run {
    Program *p;
    Entry e;
    SearchResult r;
    const char *name;
    double wall; /* seconds, measured around search_run */
} Run;

static Run *live_runs[64];

static void run_register(Run *run) {
    for (int i = 0; i < 64; i++)
        if (!live_runs[i]) {
            live_runs[i] = run;
            return;
        }
    ck_abort_msg("too many live runs");
}

static void run_free(Run *run) {
    for (int i = 0; i < 64; i++)
        if (live_runs[i] == run) live_runs[i] = NULL;
    search_result_free(&run->r);
    free(run);
}

void tests_release_engine(void) {
    for (int i = 0; i < 64; i++)
        if (live_runs[i]) run_free(live_runs[i]);
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The options `lhx run` uses, with a timeout that keeps a broken test from
 * hanging the run. */
static SearchOptions opts(void) {
    SearchOptions o;
    search_default_options(&o);
    o.timeout_s = 60;
    return o;
}

/* `lhx run --values`: every path that ends in a value is reported too. */
static SearchOptions values_opts(void) {
    SearchOptions o = opts();
    o.all_values = true;
    o.max_results = UINT32_MAX;
    return o;
}

static bool make_entry(Program *p, const char *name, Entry *e, char *err, size_t errsize) {
    Global *g = module_binder(p, program_main_module(p), name);
    if (!g) {
        snprintf(err, errsize, "no binder %s", name);
        return false;
    }
    Diag d;
    diag_init(&d);
    if (!entry_for_global(p, g, e, &d)) {
        snprintf(err, errsize, "entry_for_global(%s): %s", name, d.msg ? d.msg : "?");
        diag_clear(&d);
        return false;
    }
    e->force = true; /* as `lhx run` does */
    return true;
}

static Run *run_opts(const char *file, const char *name, const SearchOptions *o) {
    Program *p = engine_program(file);
    Run *run = xcalloc(1, sizeof *run);
    run_register(run);
    run->p = p;
    run->name = name;
    char err[512];
    if (!make_entry(p, name, &run->e, err, sizeof err)) ck_abort_msg("%s", err);
    double t0 = now_s();
    search_run(p, &run->e, o, &run->r);
    run->wall = now_s() - t0;
    return run;
}

static Run *run(const char *file, const char *name) {
    SearchOptions o = opts();
    return run_opts(file, name, &o);
}

static Run *run_values(const char *file, const char *name) {
    SearchOptions o = values_opts();
    return run_opts(file, name, &o);
}

/* ---- Reading results ---------------------------------------------------------- */

static const char *show_cv(Run *run, const CValue *v, bool atom) {
    StrBuf sb;
    sb_init(&sb);
    cvalue_show(run->p, v, atom, &sb);
    char *s = arena_strdup(&run->r.arena, sb_str(&sb));
    sb_free(&sb);
    return s;
}

/* One finding as `in1 in2 = error (reason: message)` or `in1 in2 = value`. */
static const char *finding_text(Run *run, const Finding *f) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, run->name);
    for (uint32_t i = 0; i < run->e.nargs; i++) {
        if (!f->inputs || !f->inputs[i]) continue;
        sb_putc(&sb, ' ');
        cvalue_show(run->p, f->inputs[i], true, &sb);
    }
    if (f->outcome == OUT_CRASH) {
        sb_printf(&sb, " = error (%s", f->crash.reason ? f->crash.reason : "?");
        if (f->crash_message) sb_printf(&sb, ": %s", f->crash_message);
        sb_putc(&sb, ')');
    } else {
        sb_puts(&sb, " = ");
        if (f->result) cvalue_show(run->p, f->result, false, &sb);
    }
    char *s = arena_strdup(&run->r.arena, sb_str(&sb));
    sb_free(&sb);
    return s;
}

/* Everything the search found, for failure messages and isolated runs. */
static const char *summary(Run *run) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "findings=%u rejected=%u exhausted=%d timed_out=%d lost=%u unknowns=%llu covered=%d size=%u",
              run->r.nfindings, run->r.rejected, run->r.exhausted, run->r.timed_out, run->r.lost,
              (unsigned long long)run->r.solver_unknowns, run->r.coverage.valid, run->r.coverage.size);
    if (run->r.unsupported) sb_printf(&sb, " unsupported=[%s]", run->r.unsupported);
    for (uint32_t i = 0; i < run->r.nfindings; i++) sb_printf(&sb, "\n  %s", finding_text(run, &run->r.findings[i]));
    char *s = arena_strdup(&run->r.arena, sb_str(&sb));
    sb_free(&sb);
    return s;
}

static uint32_t count_outcome(Run *run, Outcome o) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < run->r.nfindings; i++) n += run->r.findings[i].outcome == o;
    return n;
}

/* The only crash found (a failed check otherwise). */
static const Finding *the_crash(Run *run) {
    const Finding *c = NULL;
    uint32_t n = 0;
    for (uint32_t i = 0; i < run->r.nfindings; i++)
        if (run->r.findings[i].outcome == OUT_CRASH) c = &run->r.findings[i], n++;
    ck_assert_msg(n == 1, "%s: expected one counterexample, got: %s", run->name, summary(run));
    return c;
}

static void expect_none(Run *run) {
    ck_assert_msg(run->r.nfindings == 0 && !run->r.unsupported && !run->r.timed_out,
                  "%s: expected no counterexample, got: %s", run->name, summary(run));
}

/* No counterexample and the whole tree was explored. */
static void expect_exhausted(Run *run) {
    expect_none(run);
    ck_assert_msg(run->r.exhausted, "%s: the search did not explore every path: %s", run->name, summary(run));
    ck_assert_uint_eq(run->r.rejected, 0);
}

/* Primitive inside a boxing constructor (I# 3 -> 3), also under newtype
 * constructors (Square (I# 3) -> 3). */
static const CValue *unbox(const CValue *v) {
    while (v && v->kind == CV_CON && v->n == 1 && v->args[0]->kind == CV_CON) v = v->args[0];
    if (v && v->kind == CV_CON && v->n == 1 && v->args[0]->kind >= CV_INT && v->args[0]->kind <= CV_DOUBLE)
        return v->args[0];
    return v;
}

static int64_t int_of(Run *run, const CValue *v) {
    const CValue *u = unbox(v);
    ck_assert_msg(u && (u->kind == CV_INT || u->kind == CV_CHAR), "%s: %s is not an Int or Char", run->name,
                  v ? show_cv(run, v, false) : "NULL");
    return u->i;
}

static double double_of(Run *run, const CValue *v) {
    const CValue *u = unbox(v);
    ck_assert_msg(u && u->kind == CV_DOUBLE, "%s: %s is not a Double", run->name, v ? show_cv(run, v, false) : "NULL");
    return u->d;
}

static const char *type_text(Run *run, const Type *t) {
    StrBuf sb;
    sb_init(&sb);
    print_type(run->p, t, &sb);
    char *s = arena_strdup(&run->r.arena, sb_str(&sb));
    sb_free(&sb);
    return s;
}

static const char *con_name(Run *run, const CValue *v) {
    if (!v || v->kind != CV_CON) return "";
    return name_occ(sym_str(&run->p->syms, v->con->name));
}

/* The elements of a list value; *open: it ends in `_` (never evaluated). */
static uint32_t list_items(Run *run, const CValue *v, const CValue **items, uint32_t max, bool *open) {
    uint32_t n = 0;
    while (v && v->kind == CV_CON && strcmp(con_name(run, v), ":") == 0 && v->n == 2) {
        if (n < max) items[n] = v->args[0];
        n++;
        v = v->args[1];
    }
    *open = !(v && v->kind == CV_CON && strcmp(con_name(run, v), "[]") == 0);
    return n;
}

static const char *input(Run *run, const Finding *f, uint32_t i) {
    ck_assert_uint_lt(i, run->e.nargs);
    ck_assert_ptr_nonnull(f->inputs[i]);
    return show_cv(run, f->inputs[i], false);
}

static int64_t input_int(Run *run, const Finding *f, uint32_t i) {
    ck_assert_uint_lt(i, run->e.nargs);
    return int_of(run, f->inputs[i]);
}

static const char *result(Run *run, const Finding *f) {
    ck_assert_ptr_nonnull(f->result);
    return show_cv(run, f->result, false);
}

/* The printed results of the paths that ended in a value, sorted. */
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static const char *value_results(Run *run) {
    const char *items[64];
    uint32_t n = 0;
    for (uint32_t i = 0; i < run->r.nfindings && n < 64; i++)
        if (run->r.findings[i].outcome == OUT_VALUE) items[n++] = result(run, &run->r.findings[i]);
    qsort(items, n, sizeof *items, cmp_str);
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = 0; i < n; i++) sb_printf(&sb, "%s%s", i ? " | " : "", items[i]);
    char *s = arena_strdup(&run->r.arena, sb_str(&sb));
    sb_free(&sb);
    return s;
}

/* The kind of crash each reason the tests expect is recorded with. */
static CrashKind kind_of_reason(const char *reason) {
    static const struct {
        const char *reason;
        CrashKind kind;
    } kinds[] = {{"assertion", CRASH_ASSERT},          {"error", CRASH_ERROR},
                 {"undefined", CRASH_UNDEFINED},       {"pattern-match failure", CRASH_PATTERN},
                 {"missing record field", CRASH_PATTERN}, {"divide by zero", CRASH_ARITHMETIC}};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (strcmp(kinds[i].reason, reason) == 0) return kinds[i].kind;
    return CRASH_CONTRACT; /* "precondition of f", … */
}

static void expect_crash_reason(Run *run, const Finding *f, const char *reason, const char *message) {
    ck_assert_msg(f->crash.reason && strcmp(f->crash.reason, reason) == 0, "%s: crash reason %s, expected %s: %s",
                  run->name, f->crash.reason ? f->crash.reason : "NULL", reason, summary(run));
    ck_assert_msg(f->crash.kind == kind_of_reason(reason), "%s: crash kind %d for %s", run->name, (int)f->crash.kind,
                  reason);
    if (message)
        ck_assert_msg(f->crash_message && strcmp(f->crash_message, message) == 0, "%s: crash message '%s', expected '%s'",
                      run->name, f->crash_message ? f->crash_message : "NULL", message);
    ck_assert_msg(f->replayed, "%s: the counterexample was not replayed", run->name);
}

/* A symbol name in a printed term: s12 -> 12, else -1. */
static long sym_at(const char *s) {
    if (s[0] != 's' || s[1] < '0' || s[1] > '9') return -1;
    return strtol(s + 1, NULL, 10);
}

/* The single value a concrete entry reduces to. */
static void expect_value(const char *file, const char *name, const char *want) {
    Run *r = run_values(file, name);
    ck_assert_msg(r->r.nfindings == 1 && r->r.findings[0].outcome == OUT_VALUE, "%s", summary(r));
    ck_assert_str_eq(result(r, &r->r.findings[0]), want);
    run_free(r);
}

/* ---- Isolated runs -------------------------------------------------------------- */

/* Runs the search in a child process and returns its summary(); a crash of
 * the engine (signal, sanitizer abort) is reported as `ENGINE CRASHED`. The
 * child leaves with _exit: no leak check for what the crash left behind. */
static const char *run_isolated(const char *file, const char *name, const SearchOptions *o) {
    static char text[8192];
    Program *p = engine_program(file); /* loaded in the parent, shared with the child */
    int fd[2];
    ck_assert_int_eq(pipe(fd), 0);
    fflush(NULL);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        close(fd[0]);
        Run child;
        memset(&child, 0, sizeof child);
        child.p = p;
        child.name = name;
        char err[512];
        const char *out = err;
        if (make_entry(p, name, &child.e, err, sizeof err)) {
            search_run(p, &child.e, o, &child.r);
            out = summary(&child);
        }
        size_t n = strlen(out);
        while (n > 0) {
            ssize_t w = write(fd[1], out, n);
            if (w <= 0) break;
            out += w, n -= (size_t)w;
        }
        _exit(0);
    }
    close(fd[1]);
    size_t len = 0;
    ssize_t got;
    while ((got = read(fd[0], text + len, sizeof text - 1 - len)) > 0) len += (size_t)got;
    text[len] = '\0';
    close(fd[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) != 0) || len == 0)
        snprintf(text, sizeof text, "ENGINE CRASHED (%s %d) running %s in %s",
                 WIFSIGNALED(status) ? "signal" : "exit status",
                 WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status), name, file);
    return text;
}

static void expect_text(const char *text, const char *want) {
    ck_assert_msg(strstr(text, want) != NULL, "expected '%s' in:\n%s", want, text);
}

/* ======================================================================= */
/* The paper's examples                                                    */
/* ======================================================================= */

/* Fig. 2: repl i ! k == i fails first at k = 1 (repl is infinite). */
START_TEST(fig2_fails_at_k_1) {
    Run *r = run("fig2.hs", "prop");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    ck_assert_str_eq(r->e.arg_names[1], "k");
    ck_assert_int_eq(input_int(r, f, 1), 1);
    ck_assert_uint_eq(f->abstractions, 0);
    run_free(r);
}
END_TEST

/* §2.2: g's assertion is never evaluated; the search ends having explored
 * every path. */
START_TEST(lazy_no_failure_explores_every_path) {
    Run *r = run("lazy.hs", "noFailure");
    expect_exhausted(r);
    ck_assert_uint_eq(r->r.stats.paths, 1);
    run_free(r);
}
END_TEST

/* §2.2: sum (take n ones) == 3 needs lazy evaluation of an infinite list. */
START_TEST(lazy_failure_at_n_3) {
    Run *r = run("lazy.hs", "lazyFailure");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    ck_assert_int_eq(input_int(r, f, 0), 3);
    ck_assert_str_eq(input(r, f, 0), "3");
    run_free(r);
}
END_TEST

/* §2.1: intersect is not commutative: two lists holding two distinct
 * elements in different orders. */
START_TEST(intersect_is_not_commutative) {
    Run *r = run("intersect.hs", "commutes");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    const CValue *xs[8], *ys[8];
    bool xopen, yopen;
    uint32_t nx = list_items(r, f->inputs[0], xs, 8, &xopen), ny = list_items(r, f->inputs[1], ys, 8, &yopen);
    ck_assert_msg(nx >= 2 && ny >= 2, "short lists: %s", summary(r));
    int64_t x0 = int_of(r, xs[0]), x1 = int_of(r, xs[1]), y0 = int_of(r, ys[0]), y1 = int_of(r, ys[1]);
    ck_assert_msg(x0 != x1, "xs = %s: the two elements are equal", input(r, f, 0));
    ck_assert_msg(x0 == y1 && x1 == y0, "xs = %s, ys = %s: not the same elements in another order", input(r, f, 0),
                  input(r, f, 1));
    /* The printed inputs are those lists. */
    char want[128];
    snprintf(want, sizeof want, "%" PRId64, x0);
    ck_assert_msg(strstr(input(r, f, 0), want) != NULL, "xs printed as %s", input(r, f, 0));
    ck_assert_str_eq(r->e.arg_names[0], "xs");
    ck_assert_str_eq(r->e.arg_names[1], "ys");
    run_free(r);
}
END_TEST

/* Fig. 8 (a): f 2 evaluated twice: 4, 2 * s, 2 * s', s'' * s'''. */
START_TEST(fig8_a_four_values) {
    Run *r = run_values("fig8.hs", "programA");
    ck_assert_msg(r->r.nfindings == 4 && count_outcome(r, OUT_VALUE) == 4, "%s", summary(r));
    int fours = 0, doubles = 0, products = 0;
    long dsyms[2] = {-1, -1};
    for (uint32_t i = 0; i < 4; i++) {
        const char *v = result(r, &r->r.findings[i]);
        if (strcmp(v, "4") == 0) fours++;
        else if (strncmp(v, "2 * ", 4) == 0 && sym_at(v + 4) >= 0) dsyms[doubles < 2 ? doubles : 1] = sym_at(v + 4), doubles++;
        else if (strstr(v, " * ")) {
            long a = sym_at(v), b = sym_at(strstr(v, " * ") + 3);
            ck_assert_msg(a >= 0 && b >= 0 && a != b, "%s is not a product of two different symbols", v);
            products++;
        }
    }
    ck_assert_msg(fours == 1 && doubles == 2 && products == 1, "%s", summary(r));
    ck_assert_msg(dsyms[0] != dsyms[1], "the two 2 * s results use the same symbol: %s", summary(r));
    run_free(r);
}
END_TEST

/* Fig. 8 (b): y = f 2 shared: 4 and s * s with the same symbol. */
START_TEST(fig8_b_two_values) {
    Run *r = run_values("fig8.hs", "programB");
    ck_assert_msg(r->r.nfindings == 2 && count_outcome(r, OUT_VALUE) == 2, "%s", summary(r));
    int fours = 0, squares = 0;
    for (uint32_t i = 0; i < 2; i++) {
        const char *v = result(r, &r->r.findings[i]);
        if (strcmp(v, "4") == 0) fours++;
        else if (strstr(v, " * ")) {
            long a = sym_at(v), b = sym_at(strstr(v, " * ") + 3);
            ck_assert_msg(a >= 0 && a == b, "%s is not s * s with one symbol", v);
            squares++;
        }
    }
    ck_assert_msg(fours == 1 && squares == 1, "%s", summary(r));
    run_free(r);
}
END_TEST

/* ======================================================================= */
/* Reduction rules                                                         */
/* ======================================================================= */

START_TEST(rule_var) {
    Run *r = run("rules.hs", "varRule");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    ck_assert_int_eq(input_int(r, f, 0), 5);
    run_free(r);
}
END_TEST

/* Var-Red: the update frame writes the value back, so a shared thunk costs
 * its steps once. count 200 shared is about count 200; unshared, twice. */
START_TEST(rule_var_red_evaluates_a_shared_thunk_once) {
    Run *once = run_values("rules.hs", "countOnce");
    Run *shared = run_values("rules.hs", "countShared");
    Run *twice = run_values("rules.hs", "countTwice");
    ck_assert_str_eq(value_results(once), "200");
    ck_assert_str_eq(value_results(shared), "400");
    ck_assert_str_eq(value_results(twice), "400");
    uint64_t s1 = once->r.findings[0].steps, s2 = shared->r.findings[0].steps, s3 = twice->r.findings[0].steps;
    ck_assert_msg(s1 > 1000, "count 200 took only %" PRIu64 " steps", s1);
    ck_assert_msg(s2 < s1 + s1 / 10, "shared: %" PRIu64 " steps, once: %" PRIu64, s2, s1);
    ck_assert_msg(s3 > 2 * s1 - s1 / 10, "unshared: %" PRIu64 " steps, once: %" PRIu64, s3, s1);
    run_free(once);
    run_free(shared);
    run_free(twice);
}
END_TEST

/* Var-Red with Sym-Gen: a shared generator is one value (y == y holds), two
 * generators are two (they can differ). Without replay, to see the engine's
 * own verdict (replay of `symbolic` is tested in rule_sym_gen). */
START_TEST(rule_var_red_shares_a_symbolic_value) {
    Run *r = run("rules.hs", "sharedSymbolic");
    expect_exhausted(r);
    run_free(r);
    SearchOptions o = opts();
    o.no_replay = true;
    r = run_opts("rules.hs", "twoSymbolics", &o);
    ck_assert_msg(count_outcome(r, OUT_CRASH) == 1, "%s", summary(r));
    run_free(r);
}
END_TEST

/* Let binds without evaluating. */
START_TEST(rule_let) {
    Run *r = run("rules.hs", "letRule");
    ck_assert_int_eq(input_int(r, the_crash(r), 0), 2);
    run_free(r);
    r = run("rules.hs", "letLazy");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL); /* not the error bound to y */
    ck_assert_int_eq(input_int(r, f, 0), 4);
    run_free(r);
}
END_TEST

/* let rec: a cyclic list and mutually recursive local functions. */
START_TEST(rule_let_rec) {
    Run *r = run("rules.hs", "letRecData");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    ck_assert_int_eq(input_int(r, f, 0), 2);
    run_free(r);
    r = run("rules.hs", "letRecFun");
    f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    ck_assert_int_eq(input_int(r, f, 0), 1);
    ck_assert_int_eq(input_int(r, f, 1), 6); /* the smallest even n >= 6 */
    run_free(r);
}
END_TEST

/* App / App-Lam: a higher-order call, a partial application saturated
 * later, an over-saturated call (the function is computed). */
START_TEST(rule_app) {
    Run *r = run("rules.hs", "appRule");
    ck_assert_int_eq(input_int(r, the_crash(r), 0), 8);
    run_free(r);
    r = run("rules.hs", "appPartial");
    ck_assert_int_eq(input_int(r, the_crash(r), 0), 7);
    run_free(r);
    r = run("rules.hs", "appOver");
    const Finding *f = the_crash(r);
    ck_assert_int_gt(input_int(r, f, 0), 0);
    ck_assert_int_eq(input_int(r, f, 1), 7);
    run_free(r);
}
END_TEST

/* Pr on symbolic arguments; Pr-L before Pr-R (integerAdd is a primitive
 * strict in both arguments). */
START_TEST(rule_pr) {
    Run *r = run("rules.hs", "prRule");
    const Finding *f = the_crash(r);
    ck_assert_int_eq(input_int(r, f, 0), 3);
    ck_assert_int_eq(input_int(r, f, 1), 1);
    run_free(r);
    r = run("rules.hs", "prLeftFirst");
    expect_crash_reason(r, the_crash(r), "error", "left");
    run_free(r);
    r = run("rules.hs", "prRight");
    f = the_crash(r);
    expect_crash_reason(r, f, "error", "right");
    ck_assert_int_eq(input_int(r, f, 0), 0);
    run_free(r);
}
END_TEST

/* Case-Ev / Case: concrete scrutinees pick a literal alternative or the
 * default; on a symbolic one the default means "none of the literals". */
START_TEST(rule_case_literal_and_default) {
    Run *r = run("rules.hs", "caseConcrete");
    expect_exhausted(r);
    ck_assert_uint_eq(r->r.stats.branches, 0); /* nothing symbolic: no branching */
    run_free(r);
    r = run("rules.hs", "caseLit");
    int64_t x = input_int(r, the_crash(r), 0);
    ck_assert_msg(x != 0 && x != 1, "classify %" PRId64 " is not 30", x);
    run_free(r);
}
END_TEST

/* Case-Sym on a symbolic Int: one path per literal alternative and one for
 * the default, nothing else. */
START_TEST(rule_case_sym_int) {
    Run *r = run_values("rules.hs", "caseSymInt");
    ck_assert_str_eq(value_results(r), "10 | 20 | 30");
    ck_assert_uint_eq(r->r.nfindings, 3);
    ck_assert_uint_eq(r->r.stats.paths, 3);
    ck_assert(r->r.exhausted);
    run_free(r);
}
END_TEST

/* Case-Sym on a symbolic list: one branch per constructor, and only the
 * examined prefix is built (the rest prints as `_`). */
START_TEST(rule_case_sym_list) {
    Run *r = run_values("rules.hs", "listShape");
    ck_assert_str_eq(value_results(r), "0 | 1 | 2");
    ck_assert_uint_eq(r->r.nfindings, 3);
    for (uint32_t i = 0; i < 3; i++) {
        const Finding *f = &r->r.findings[i];
        const CValue *items[4];
        bool open;
        uint32_t n = list_items(r, f->inputs[0], items, 4, &open);
        const char *v = result(r, f);
        if (strcmp(v, "0") == 0) ck_assert(n == 0 && !open);
        if (strcmp(v, "1") == 0) ck_assert(n == 1 && !open);
        if (strcmp(v, "2") == 0) ck_assert_msg(n == 2 && open, "2: input %s", input(r, f, 0));
    }
    run_free(r);
    r = run("rules.hs", "lazyList");
    const Finding *f = the_crash(r);
    ck_assert_str_eq(input(r, f, 0), "[1, 2]");
    run_free(r);
}
END_TEST

/* Case-Sym on a user data type, and Case binding constructor fields. */
START_TEST(rule_case_sym_data) {
    Run *r = run_values("rules.hs", "shapeTag");
    ck_assert_str_eq(value_results(r), "1 | 2 | 3");
    for (uint32_t i = 0; i < r->r.nfindings; i++) {
        const Finding *f = &r->r.findings[i];
        const char *want = strcmp(result(r, f), "1") == 0 ? "Circle" : strcmp(result(r, f), "2") == 0 ? "Rect" : "Empty";
        ck_assert_str_eq(con_name(r, f->inputs[0]), want);
    }
    run_free(r);
    r = run("rules.hs", "caseData");
    const Finding *f = the_crash(r);
    const CValue *s = f->inputs[0];
    if (strcmp(con_name(r, s), "Circle") == 0) {
        int64_t k = int_of(r, s->args[0]);
        ck_assert_int_eq(3 * k * k, 12);
    } else {
        ck_assert_str_eq(con_name(r, s), "Rect");
        ck_assert_int_eq(int_of(r, s->args[0]) * int_of(r, s->args[1]), 12);
    }
    run_free(r);
}
END_TEST

/* Derived instances on a symbolic enumeration (dataToTag#, tagToEnum#). */
START_TEST(derived_instances_on_symbolic_data) {
    Run *r = run("rules.hs", "colorOrd");
    const Finding *f = the_crash(r);
    ck_assert_str_eq(input(r, f, 0), "Blue");
    ck_assert_str_eq(input(r, f, 1), "Green");
    run_free(r);
    expect_value("rules.hs", "colorConcrete", "([Red, Green, Blue], \"[Red,Blue]\", Green, True, 2)");
}
END_TEST

/* Record selectors: a field the constructor lacks is a crash. */
START_TEST(record_selectors) {
    SearchOptions o = opts();
    o.max_results = 5;
    Run *r = run_opts("rules.hs", "recordField", &o);
    ck_assert_msg(r->r.nfindings == 2, "%s", summary(r));
    for (uint32_t i = 0; i < 2; i++) {
        const Finding *f = &r->r.findings[i];
        const CValue *p = f->inputs[0];
        if (strcmp(con_name(r, p), "Q") == 0) {
            expect_crash_reason(r, f, "missing record field", NULL);
            ck_assert_int_ne(int_of(r, p->args[0]), 0);
            ck_assert_str_eq(input(r, f, 0), show_cv(r, p, false));
            ck_assert_msg(strncmp(input(r, f, 0), "Q {px = ", 8) == 0, "%s", input(r, f, 0));
        } else {
            ck_assert_str_eq(con_name(r, p), "P");
            expect_crash_reason(r, f, "assertion", NULL);
            ck_assert_int_ne(int_of(r, p->args[0]), 0);
            ck_assert_int_eq(int_of(r, p->args[1]), 3);
        }
    }
    run_free(r);
}
END_TEST

/* Ch-L / Ch-R: both sides are explored; the right one counts as an
 * abstraction. */
START_TEST(rule_choice_explores_both_sides) {
    Run *r = run_values("rules.hs", "choiceValues");
    ck_assert_str_eq(value_results(r), "1 | 2");
    for (uint32_t i = 0; i < r->r.nfindings; i++)
        ck_assert_uint_eq(r->r.findings[i].abstractions, strcmp(result(r, &r->r.findings[i]), "2") == 0 ? 1 : 0);
    run_free(r);
}
END_TEST

/* A crash only on the right side of a choice (Ch-R) is a counterexample
 * with one abstraction. */
START_TEST(rule_choice_right_crash_is_reported) {
    Run *r = run("rules.hs", "choiceRight");
    const Finding *f = the_crash(r);
    ck_assert_uint_eq(f->abstractions, 1);
    ck_assert_str_eq(f->crash.reason, "assertion");
    ck_assert_uint_eq(r->r.rejected, 0);
    run_free(r);
}
END_TEST

/* Sym-Gen: `symbolic` at Bool, at a list type, at Int. */
START_TEST(rule_sym_gen) {
    Run *r = run_values("rules.hs", "symGenBool");
    ck_assert_str_eq(value_results(r), "1 | 2");
    run_free(r);
    r = run_values("rules.hs", "symGenList");
    ck_assert_str_eq(value_results(r), "0 | 1 | 2");
    run_free(r);
    r = run("rules.hs", "symGenInt");
    const Finding *f = the_crash(r); /* x = 7 or -7, inside the program */
    ck_assert_str_eq(f->crash.reason, "assertion");
    run_free(r);
    r = run("rules.hs", "twoSymbolics");
    the_crash(r);
    run_free(r);
}
END_TEST

/* Assume: paths where it is false are dropped, not reported. */
START_TEST(rule_assume) {
    Run *r = run("rules.hs", "assumeHolds");
    expect_exhausted(r);
    run_free(r);
    SearchOptions o = opts();
    o.max_results = 10;
    r = run_opts("rules.hs", "assumeDrops", &o);
    const Finding *f = the_crash(r); /* 3, never -3 */
    ck_assert_int_eq(input_int(r, f, 0), 3);
    run_free(r);
    r = run_values("rules.hs", "assumeValues");
    ck_assert_str_eq(value_results(r), "1 | 2");
    ck_assert_uint_eq(r->r.nfindings, 2);
    run_free(r);
}
END_TEST

/* Assert on a symbolic predicate: the true side returns, the false side is
 * a crash (Assert-Crash). */
START_TEST(rule_assert_and_assert_crash) {
    Run *r = run_values("rules.hs", "assertRule");
    ck_assert_msg(count_outcome(r, OUT_VALUE) == 1 && count_outcome(r, OUT_CRASH) == 1, "%s", summary(r));
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    ck_assert_int_ge(input_int(r, f, 0), 100);
    run_free(r);
}
END_TEST

/* A polymorphic entry is instantiated at Int. */
START_TEST(polymorphic_entry_at_int) {
    Run *r = run("rules.hs", "polyLen");
    ck_assert_uint_eq(r->e.ntype_args, 1);
    ck_assert_str_eq(type_text(r, r->e.type_args[0]), "Int");
    const Finding *f = the_crash(r);
    const CValue *items[4];
    bool open;
    ck_assert_uint_eq(list_items(r, f->inputs[0], items, 4, &open), 2);
    ck_assert(!open);
    run_free(r);
    r = run("rules.hs", "polyRev"); /* Eq a => ..., with Eq Int's dictionary */
    f = the_crash(r);
    uint32_t n = list_items(r, f->inputs[r->e.nargs - 1], items, 4, &open);
    ck_assert_msg(n >= 2 && !open && int_of(r, items[0]) != int_of(r, items[n - 1]), "%s", summary(r));
    run_free(r);
}
END_TEST

/* Parameter names come from the definition even behind class dictionaries
 * (GHC binds the dictionaries' superclass lets between the λs). */
START_TEST(entry_parameter_names_behind_dictionaries) {
    Run *r = run("rules.hs", "polyRev");
    ck_assert_str_eq(r->e.arg_names[r->e.nargs - 1], "xs");
    run_free(r);
}
END_TEST

/* A user class with instances; a constrained entry gets the user's
 * instance at Int. */
START_TEST(type_classes) {
    Run *r = run("rules.hs", "classBox");
    const Finding *f = the_crash(r);
    ck_assert_str_eq(con_name(r, f->inputs[0]), "Box");
    ck_assert_int_eq(int_of(r, f->inputs[0]->args[0]) * int_of(r, f->inputs[0]->args[1]), 6);
    run_free(r);
    r = run("rules.hs", "classPoly"); /* its arguments: the dictionary, x */
    ck_assert_uint_eq(r->e.nargs, 2);
    ck_assert_ptr_nonnull(r->e.fixed[0]);
    ck_assert_int_eq(input_int(r, the_crash(r), 1), 3); /* area n = n + 1 */
    run_free(r);
    r = run("rules.hs", "classSquare");
    f = the_crash(r);
    int64_t s = input_int(r, f, 0);
    ck_assert_int_eq(s * s, 9);
    run_free(r);
}
END_TEST

/* A newtype input is printed with its constructor (Square 3, not 3). */
START_TEST(newtype_input_is_printed_with_its_constructor) {
    Run *r = run("rules.hs", "classSquare");
    const Finding *f = the_crash(r);
    const char *s = input(r, f, 0);
    ck_assert_msg(strcmp(s, "Square 3") == 0 || strcmp(s, "Square (-3)") == 0, "sq printed as %s", s);
    run_free(r);
}
END_TEST

START_TEST(seq_evaluates_to_whnf) {
    Run *r = run("rules.hs", "seqRule");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "error", "forced");
    ck_assert_int_eq(input_int(r, f, 0), 2);
    run_free(r);
    r = run("rules.hs", "seqWhnf"); /* (undefined, x) is already in WHNF */
    expect_exhausted(r);
    run_free(r);
}
END_TEST

START_TEST(error_undefined_and_incomplete_patterns_crash) {
    Run *r = run("rules.hs", "errorRule");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "error", "three");
    ck_assert_int_eq(input_int(r, f, 0), 3);
    run_free(r);
    r = run("rules.hs", "undefinedRule");
    f = the_crash(r);
    expect_crash_reason(r, f, "undefined", NULL);
    ck_assert_int_eq(input_int(r, f, 0), 4);
    run_free(r);
    r = run("rules.hs", "incomplete");
    f = the_crash(r);
    expect_crash_reason(r, f, "pattern-match failure", NULL);
    ck_assert_int_ne(input_int(r, f, 0), 6);
    run_free(r);
}
END_TEST

START_TEST(control_exception_assert) {
    Run *r = run("rules.hs", "ceAssert");
    const Finding *f = the_crash(r);
    expect_crash_reason(r, f, "assertion", NULL);
    ck_assert_int_eq(input_int(r, f, 0), 7);
    run_free(r);
}
END_TEST

/* ======================================================================= */
/* Primitive types                                                         */
/* ======================================================================= */

/* Haskell's div and mod round toward minus infinity. */
static int64_t hs_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
static int64_t hs_mod(int64_t a, int64_t b) { return a - b * hs_div(a, b); }

START_TEST(prim_int_concrete_matches_ghc) {
    /* The expected text is what GHC 9.0 prints, in lhx's spacing. */
    expect_value("prims.hs", "intDivs", "[(3, 1, 3, 1), (-4, 1, -3, -1), (-4, -1, -3, 1), (3, -1, 3, -1), (-2, 0, -2, 0), (-3, 3, -2, -1)]");
    expect_value("prims.hs", "intArith", "(42, -3, 9223372036854775807, -9223372036854775808, (-4, 1), (-3, -1))");
}
END_TEST

/* The solver's encodings of div/mod/quot/rem agree with GHC on negative
 * operands. */
START_TEST(prim_int_symbolic_division) {
    Run *r = run("prims.hs", "divNeg");
    int64_t x = input_int(r, the_crash(r), 0);
    ck_assert_int_eq(hs_div(x, -2), 3);
    run_free(r);
    r = run("prims.hs", "modNeg");
    x = input_int(r, the_crash(r), 0);
    ck_assert_int_eq(hs_mod(x, -3), -1);
    run_free(r);
    r = run("prims.hs", "quotNeg");
    x = input_int(r, the_crash(r), 0);
    ck_assert_int_eq(x / 2, -3);
    run_free(r);
    r = run("prims.hs", "remNeg");
    x = input_int(r, the_crash(r), 0);
    ck_assert_int_eq(x % -4, -3);
    run_free(r);
    r = run("prims.hs", "divLaws");
    expect_exhausted(r);
    run_free(r);
    /* Integer's div/mod are the solver's (term_div, term_mod) */
    r = run("prims.hs", "integerDivNeg");
    ck_assert_int_eq(input_int(r, the_crash(r), 0), -7);
    run_free(r);
}
END_TEST

/* A divisor that can be 0: the counterexample is 0, the crash GHC's
 * divZeroError (an engine primitive: "divide by zero"). */
START_TEST(prim_int_division_by_zero) {
    const char *names[] = {"quotZero", "modZero", "divZero"};
    for (int i = 0; i < 3; i++) {
        Run *r = run("prims.hs", names[i]);
        const Finding *f = the_crash(r);
        ck_assert_msg(input_int(r, f, 1) == 0, "%s", summary(r));
        expect_crash_reason(r, f, "divide by zero", NULL);
        run_free(r);
    }
}
END_TEST

START_TEST(prim_integer_beyond_64_bits) {
    expect_value("prims.hs", "bigFact", "15511210043330985984000000");
    expect_value("prims.hs", "bigOps", "(1180591620717411303424, 840864, 3)");
    Run *r = run("prims.hs", "bigFactAssert");
    expect_crash_reason(r, the_crash(r), "assertion", NULL);
    run_free(r);
    r = run("prims.hs", "bigSym"); /* n > 2^64 */
    const Finding *f = the_crash(r);
    const CValue *n = unbox(f->inputs[0]);
    ck_assert_msg(n->kind == CV_BIG, "n = %s", input(r, f, 0));
    ck_assert_msg(strlen(n->text) > 20 || (strlen(n->text) == 20 && strcmp(n->text, "18446744073709551616") > 0),
                  "n = %s is not above 2^64", n->text);
    run_free(r);
    r = run("prims.hs", "bigSquare"); /* n * n == 10^40 */
    const char *s = input(r, the_crash(r), 0);
    ck_assert_msg(strcmp(s, "100000000000000000000") == 0 || strcmp(s, "-100000000000000000000") == 0, "n = %s", s);
    run_free(r);
}
END_TEST

/* toInteger on Int: GHC.Real's unfolding builds the Integer with the
 * constructor IS, which integer primitives then receive. */
START_TEST(prim_integer_from_int) {
    SearchOptions o = opts();
    const char *t = run_isolated("prims.hs", "intToInteger", &o);
    expect_text(t, "findings=1 ");
    expect_text(t, "intToInteger 5 = error (assertion)");
    o = values_opts();
    t = run_isolated("prims.hs", "dblRound", &o);
    expect_text(t, "dblRound = (-2, 2, 3, 3.5)");
}
END_TEST

START_TEST(prim_bool) {
    Run *r = run("prims.hs", "boolRule");
    const Finding *f = the_crash(r);
    ck_assert_str_eq(input(r, f, 0), "True");
    ck_assert_str_eq(input(r, f, 1), "True");
    run_free(r);
    expect_value("prims.hs", "boolConcrete", "(False, True, True, [False, True])");
}
END_TEST

START_TEST(prim_char) {
    expect_value("prims.hs", "charConcrete", "(65, 'z', True, 'Q')");
    Run *r = run("prims.hs", "charOrd");
    ck_assert_str_eq(input(r, the_crash(r), 0), "'A'");
    run_free(r);
    r = run("prims.hs", "charChr");
    ck_assert_int_eq(input_int(r, the_crash(r), 0), 122);
    run_free(r);
    r = run("prims.hs", "charCmp");
    ck_assert_str_eq(input(r, the_crash(r), 0), "'y'");
    run_free(r);
}
END_TEST

START_TEST(prim_double) {
    expect_value("prims.hs", "dblConcrete", "(0.30000000000000004, 0.3333333333333333, 1.4142135623730951, 3.5, True)");
    Run *r = run("prims.hs", "dblIeee"); /* 0.1 + 0.2 /= 0.3 in IEEE */
    expect_crash_reason(r, the_crash(r), "assertion", NULL);
    run_free(r);
    r = run("prims.hs", "dblSym");
    const Finding *f = the_crash(r);
    ck_assert(double_of(r, f->inputs[0]) == 3.5);
    ck_assert_str_eq(input(r, f, 0), "3.5");
    run_free(r);
    r = run("prims.hs", "dblCmp");
    double d = double_of(r, the_crash(r)->inputs[0]);
    ck_assert_msg(d > 1.5 && d < 2.5, "d = %g", d);
    run_free(r);
    r = run("prims.hs", "dblDiv");
    ck_assert(double_of(r, the_crash(r)->inputs[0]) == 2.5);
    run_free(r);
}
END_TEST

/* Word is unsigned: maxBound prints as 18446744073709551615, not -1. */
START_TEST(prim_word) {
    expect_value("prims.hs", "wordConcrete", "(18446744073709551615, 3, 2, 9223372036854775808)");
    Run *r = run("prims.hs", "wordSym");
    ck_assert_str_eq(input(r, the_crash(r), 0), "18446744073709551615");
    run_free(r);
}
END_TEST

/* Float arithmetic is single precision: 0.1 + 0.2 == 0.3 holds. */
START_TEST(prim_float) {
    expect_value("prims.hs", "floatConcrete", "(0.3, 0.33333334, True)");
    Run *r = run("prims.hs", "floatSym");
    ck_assert_str_eq(input(r, the_crash(r), 0), "2.5");
    run_free(r);
}
END_TEST

START_TEST(prim_string_literals) {
    Run *r = run("prims.hs", "strEq");
    ck_assert_str_eq(input(r, the_crash(r), 0), "\"abc\"");
    run_free(r);
    r = run("prims.hs", "strAppend");
    ck_assert_str_eq(input(r, the_crash(r), 0), "\"hi\"");
    run_free(r);
    expect_value("prims.hs", "strConcrete", "(\"abc\", 3, \"ABC\", \"x=42\")");
}
END_TEST

/* A printed string reads back: '\1234' then '5' is "\1234\&5". */
START_TEST(prim_string_escapes_read_back) {
    Run *r = run("prims.hs", "strEscape");
    ck_assert_str_eq(input(r, the_crash(r), 0), "\"\\1234\\&5\"");
    run_free(r);
}
END_TEST

START_TEST(prim_data_map) {
    Run *r = run("prims.hs", "mapLookup");
    const Finding *f = the_crash(r);
    ck_assert_int_eq(input_int(r, f, 0), 2);
    ck_assert_int_ne(input_int(r, f, 1), 20);
    run_free(r);
    expect_value("prims.hs", "mapConcrete", "[(1, 10), (2, 25), (3, 30)]");
}
END_TEST

/* Every name src/core/primitives.c promises has an engine implementation
 * with the same number of value arguments. */
START_TEST(every_primitive_is_implemented) {
    int n;
    const PrimInfo *t = prim_table(&n);
    ck_assert_int_gt(n, 100);
    for (int i = 0; i < n; i++) {
        const PrimDef *d = prim_lookup(t[i].name);
        ck_assert_msg(d != NULL, "the engine does not implement %s", t[i].name);
        ck_assert_msg(d->arity == t[i].arity, "%s: arity %d in the engine, %d in primitives.c", t[i].name, d->arity,
                      t[i].arity);
        ck_assert_ptr_nonnull(d->fn);
    }
}
END_TEST

/* ======================================================================= */
/* Symbolic function inputs                                                */
/* ======================================================================= */

START_TEST(symfun_same_argument_same_answer) {
    Run *r = run("symfun.hs", "sameArg");
    expect_exhausted(r);
    run_free(r);
}
END_TEST

/* f x /= 3: f answers 3 at x, and the table says so. */
START_TEST(symfun_answer_table) {
    Run *r = run("symfun.hs", "answers3");
    const Finding *f = the_crash(r);
    const CValue *fn = f->inputs[0];
    ck_assert_int_eq(fn->kind, CV_FUN);
    ck_assert_uint_eq(fn->n, 1);
    ck_assert_int_eq(int_of(r, fn->results[0]), 3);
    int64_t x = input_int(r, f, 1);
    ck_assert_int_eq(int_of(r, fn->args[0]), x);
    char want[128];
    snprintf(want, sizeof want, "(\\x -> case x of { %" PRId64 " -> 3; _ -> _ })", x);
    ck_assert_str_eq(input(r, f, 0), want);
    expect_crash_reason(r, f, "assertion", NULL);
    run_free(r);
    r = run("symfun.hs", "injective"); /* f x /= f y: x and y differ */
    f = the_crash(r);
    ck_assert_int_ne(input_int(r, f, 1), input_int(r, f, 2));
    ck_assert_uint_eq(f->inputs[0]->n, 2);
    run_free(r);
}
END_TEST

/* f 1 + f 1 == 6: the search memoises f 1 (one answer, 3); replay must
 * give that answer to both calls. */
START_TEST(symfun_memoised_answer_replays) {
    Run *r = run("symfun.hs", "memoTwice");
    const Finding *f = the_crash(r);
    ck_assert_uint_eq(f->inputs[0]->n, 1);
    ck_assert_int_eq(int_of(r, f->inputs[0]->args[0]), 1);
    ck_assert_int_eq(int_of(r, f->inputs[0]->results[0]), 3);
    ck_assert_uint_eq(r->r.rejected, 0);
    run_free(r);
}
END_TEST

/* map f xs == [1, 2]: two distinct elements, f answers 1 then 2. */
START_TEST(symfun_higher_order_map) {
    Run *r = run("symfun.hs", "mapSym");
    const Finding *f = the_crash(r);
    const CValue *items[4];
    bool open;
    ck_assert_uint_eq(list_items(r, f->inputs[1], items, 4, &open), 2);
    ck_assert(!open);
    int64_t a = int_of(r, items[0]), b = int_of(r, items[1]);
    ck_assert_int_ne(a, b);
    const CValue *fn = f->inputs[0];
    ck_assert_int_eq(fn->kind, CV_FUN);
    ck_assert_uint_eq(fn->n, 2);
    for (uint32_t i = 0; i < 2; i++)
        ck_assert_int_eq(int_of(r, fn->results[i]), int_of(r, fn->args[i]) == a ? 1 : 2);
    run_free(r);
    r = run("symfun.hs", "anySym");
    f = the_crash(r);
    ck_assert_str_eq(con_name(r, f->inputs[0]->results[0]), "True");
    run_free(r);
    r = run("symfun.hs", "funList");
    f = the_crash(r);
    ck_assert_uint_eq(list_items(r, f->inputs[0]->results[0], items, 4, &open), 2);
    run_free(r);
}
END_TEST

/* ======================================================================= */
/* Replay                                                                  */
/* ======================================================================= */

static int tampered;

/* Adds 1 to the first Int input: varRule's 5 becomes 6, which passes. */
static void add_one(CValue **inputs, uint32_t n, void *ctx) {
    (void)ctx;
    if (n == 0 || !inputs[0]) return;
    CValue *v = inputs[0];
    if (v->kind == CV_CON && v->n == 1) v = v->args[0];
    if (v->kind == CV_INT) v->i += 1, tampered++;
}

START_TEST(replay_rejects_a_corrupted_counterexample) {
    SearchOptions o = opts();
    o.tamper = add_one;
    tampered = 0;
    Run *r = run_opts("rules.hs", "varRule", &o);
    ck_assert_int_ge(tampered, 1);
    ck_assert_msg(r->r.nfindings == 0 && r->r.rejected == 1, "%s", summary(r));
    run_free(r);
    /* The same without replay: the corrupted input is believed. */
    o.no_replay = true;
    r = run_opts("rules.hs", "varRule", &o);
    ck_assert_int_eq(input_int(r, the_crash(r), 0), 6);
    run_free(r);
}
END_TEST

START_TEST(replay_confirms_every_finding) {
    static const struct {
        const char *file, *entry;
    } cases[] = {{"fig2.hs", "prop"},          {"lazy.hs", "lazyFailure"}, {"intersect.hs", "commutes"},
                 {"limits.hs", "three"},       {"rules.hs", "errorRule"},  {"rules.hs", "caseData"},
                 {"symfun.hs", "mapSym"},      {"prims.hs", "bigSquare"},  {"prims.hs", "dblSym"},
                 {"prims.hs", "strEq"}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        SearchOptions o = opts();
        o.max_results = 5;
        Run *r = run_opts(cases[i].file, cases[i].entry, &o);
        ck_assert_msg(r->r.nfindings >= 1, "%s", summary(r));
        for (uint32_t k = 0; k < r->r.nfindings; k++) {
            ck_assert_int_eq(r->r.findings[k].outcome, OUT_CRASH);
            ck_assert_msg(r->r.findings[k].replayed, "%s: not replayed: %s", cases[i].entry, summary(r));
        }
        ck_assert_uint_eq(r->r.rejected, 0);
        run_free(r);
    }
}
END_TEST

/* ======================================================================= */
/* Limits                                                                  */
/* ======================================================================= */

START_TEST(limit_timeout) {
    SearchOptions o = opts();
    o.timeout_s = 1;
    Run *r = run_opts("limits.hs", "endless", &o);
    ck_assert_msg(r->r.timed_out, "%s", summary(r));
    ck_assert(!r->r.exhausted);
    ck_assert_uint_eq(r->r.nfindings, 0);
    /* shared, noisy machines: the bound only catches a timeout that is not
     * honoured at all (an endless loop runs until the test's own limit) */
    ck_assert_msg(r->wall < 6.0, "a 1 s timeout stopped after %.2f s", r->wall);
    ck_assert_msg(r->wall > 0.9, "a 1 s timeout stopped after %.2f s", r->wall);
    run_free(r);
}
END_TEST

START_TEST(limit_max_bound) {
    SearchOptions o = opts();
    o.max_bound = 3000;
    o.first_size = 0; /* the step schedule alone (the size bound adds an iteration per length) */
    Run *r = run_opts("limits.hs", "endless", &o);
    ck_assert_msg(!r->r.timed_out && !r->r.exhausted && r->r.nfindings == 0, "%s", summary(r));
    ck_assert_msg(r->r.final_bound <= o.max_bound + o.step_increase, "final bound %" PRIu64, r->r.final_bound);
    ck_assert_uint_le(r->r.iterations, o.max_bound / o.step_increase);
    ck_assert_uint_ge(r->r.iterations, 2);
    run_free(r);
}
END_TEST

START_TEST(limit_max_results) {
    SearchOptions o = opts();
    o.max_results = 2;
    Run *r = run_opts("limits.hs", "three", &o);
    ck_assert_msg(r->r.nfindings == 2, "%s", summary(r));
    run_free(r);
    o.max_results = 10;
    r = run_opts("limits.hs", "three", &o);
    ck_assert_msg(r->r.nfindings == 3, "%s", summary(r));
    const char *msgs[3];
    for (uint32_t i = 0; i < 3; i++) {
        msgs[i] = r->r.findings[i].crash_message;
        ck_assert_ptr_nonnull(msgs[i]);
        ck_assert_int_eq(input_int(r, &r->r.findings[i], 0),
                         strcmp(msgs[i], "one") == 0 ? 1 : strcmp(msgs[i], "two") == 0 ? 2 : 3);
    }
    run_free(r);
    o.max_results = 1;
    r = run_opts("limits.hs", "three", &o);
    ck_assert_uint_eq(r->r.nfindings, 1);
    run_free(r);
}
END_TEST

/* A crash behind a long computation is found by deepening. */
START_TEST(limit_deepening_finds_a_deep_crash) {
    Run *r = run("limits.hs", "deep");
    const Finding *f = the_crash(r);
    ck_assert_int_eq(input_int(r, f, 0), 45150);
    ck_assert_uint_gt(r->r.iterations, 1);
    ck_assert_uint_gt(f->steps, 300);
    run_free(r);
}
END_TEST

/* With deepening, a path that ends in a value is reported once, not once
 * per iteration that reached it. */
START_TEST(all_values_reports_each_path_once) {
    Run *r = run_values("rules.hs", "lazyList");
    ck_assert_msg(count_outcome(r, OUT_CRASH) == 1 && count_outcome(r, OUT_VALUE) == 4, "%s", summary(r));
    run_free(r);
}
END_TEST


/* ======================================================================= */
/* Coverage: what a search that found nothing can claim                     */
/* ======================================================================= */

/* The size bound grows to max_size and stops there: lists of length 0..4,
 * one path each, and a coverage that says so (not "every path"). */
START_TEST(coverage_size_bound) {
    SearchOptions o = opts();
    o.max_size = 4;
    Run *r = run_opts("coverage.hs", "allLengths", &o);
    expect_none(r);
    ck_assert_msg(!r->r.exhausted && r->r.coverage.valid, "%s", summary(r));
    ck_assert_uint_eq(r->r.coverage.size, 4);
    ck_assert_uint_eq(r->r.coverage.steps, 0);
    ck_assert_uint_eq(r->r.coverage.paths, 5);
    ck_assert_uint_eq(r->r.iterations, 3); /* sizes 2, 3, 4 */
    run_free(r);
}
END_TEST

/* A crash on longer inputs than the first size is found by deepening. */
START_TEST(coverage_size_deepening_finds_a_crash) {
    Run *r = run("coverage.hs", "fifth");
    const Finding *f = the_crash(r);
    bool open;
    const CValue *items[8];
    ck_assert_uint_eq(list_items(r, f->inputs[0], items, 8, &open), 5);
    ck_assert(!open);
    run_free(r);
}
END_TEST

/* Smaller inputs first within an iteration: a leaf before a node, whatever
 * the type declares first (Data.Map's Bin comes before its Tip), so a tree
 * declared node first is searched exactly as one declared leaf first. */
START_TEST(coverage_leaf_before_node) {
    Run *node_first = run("coverage.hs", "oneNode");
    Run *leaf_first = run("coverage.hs", "oneFork");
    ck_assert_str_eq(show_cv(node_first, the_crash(node_first)->inputs[0], false), "Node Leaf 0 Leaf");
    ck_assert_str_eq(show_cv(leaf_first, the_crash(leaf_first)->inputs[0], false), "Fork Twig 0 Twig");
    ck_assert_uint_eq(node_first->r.stats.paths, leaf_first->r.stats.paths);
    ck_assert_uint_eq(node_first->r.stats.steps, leaf_first->r.stats.steps);
    run_free(node_first);
    run_free(leaf_first);
}
END_TEST

/* An undecided query on a crashing path loses the path: the search must
 * not claim every path explored, nor cover anything (the crash exists). It
 * answers within the time limit: each query has a slice of it. */
START_TEST(coverage_unknown_is_not_exhausted) {
    SearchOptions o = opts();
    o.timeout_s = 2;
    Run *r = run_opts("coverage.hs", "factors", &o);
    if (r->r.nfindings) { /* a faster solver may factor it: then the right inputs */
        const Finding *f = the_crash(r);
        int64_t x = input_int(r, f, 0), y = input_int(r, f, 1);
        ck_assert_msg((x == 1000000007 && y == 1000000009) || (x == 1000000009 && y == 1000000007), "%s", summary(r));
    } else {
        ck_assert_msg(!r->r.exhausted && !r->r.coverage.valid, "%s", summary(r));
        ck_assert_msg(r->r.lost > 0 && r->r.solver_unknowns > 0 && r->r.solver_timeouts > 0, "%s", summary(r));
    }
    /* shared, noisy machines: generous, but a limit that is not honoured
     * (each query taking the whole budget) takes at least twice as long */
    ck_assert_msg(r->wall < 3.0, "a 2 s time limit answered after %.2f s", r->wall);
    run_free(r);
}
END_TEST


/* A path past the memory limit stops the search, which then covers
 * nothing and says why. */
START_TEST(coverage_memory_limit) {
    SearchOptions o = opts();
    o.first_bound = 100000000;
    o.mem_limit = 8 << 20;
    Run *r = run_opts("coverage.hs", "hungry", &o);
    ck_assert_msg(r->r.out_of_memory && !r->r.coverage.valid && !r->r.exhausted && r->r.nfindings == 0, "%s",
                  summary(r));
    ck_assert_uint_lt(r->r.stats.peak_arena, 16 << 20);
    run_free(r);
}
END_TEST

/* Two symbolic functions may be equal only if they answer possibly equal
 * arguments alike: a predicate answering p 0 with two tables that
 * disagree at 0 is an inconsistent counterexample. */
START_TEST(functions_with_disagreeing_answers_are_unequal) {
    CValue i0 = {.kind = CV_INT, .i = 0}, i1 = {.kind = CV_INT, .i = 1}, unused = {.kind = CV_UNUSED};
    CValue yes = {.kind = CV_INT, .i = 1}, no = {.kind = CV_INT, .i = 0};
    CValue *args_a[] = {&i0}, *res_a[] = {&yes};
    CValue *args_b[] = {&i0}, *res_b[] = {&no};
    CValue *args_c[] = {&i1}, *res_c[] = {&no};
    CValue fa = {.kind = CV_FUN, .n = 1, .args = args_a, .results = res_a};
    CValue fb = {.kind = CV_FUN, .n = 1, .args = args_b, .results = res_b};
    CValue fc = {.kind = CV_FUN, .n = 1, .args = args_c, .results = res_c};
    ck_assert(!cvalue_may_equal(&fa, &fb)); /* 0 -> True against 0 -> False */
    ck_assert(cvalue_may_equal(&fa, &fc));  /* different arguments: nothing seen disagrees */
    /* p called twice on the same argument, answered by those two tables */
    CValue *outer_args[] = {&unused, &unused}, *outer_res[] = {&fa, &fb};
    CValue p = {.kind = CV_FUN, .n = 2, .args = outer_args, .results = outer_res};
    ck_assert(!cvalue_consistent(&p));
    outer_res[1] = &fc;
    ck_assert(cvalue_consistent(&p));
}
END_TEST

Suite *engine_suite(void) {
    Suite *s = suite_create("engine");
    TCase *tc = tcase_create("paper");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, fig2_fails_at_k_1);
    tcase_add_test(tc, lazy_no_failure_explores_every_path);
    tcase_add_test(tc, lazy_failure_at_n_3);
    tcase_add_test(tc, intersect_is_not_commutative);
    tcase_add_test(tc, fig8_a_four_values);
    tcase_add_test(tc, fig8_b_two_values);
    suite_add_tcase(s, tc);

    tc = tcase_create("rules");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, rule_var);
    tcase_add_test(tc, rule_var_red_evaluates_a_shared_thunk_once);
    tcase_add_test(tc, rule_var_red_shares_a_symbolic_value);
    tcase_add_test(tc, rule_let);
    tcase_add_test(tc, rule_let_rec);
    tcase_add_test(tc, rule_app);
    tcase_add_test(tc, rule_pr);
    tcase_add_test(tc, rule_case_literal_and_default);
    tcase_add_test(tc, rule_case_sym_int);
    tcase_add_test(tc, rule_case_sym_list);
    tcase_add_test(tc, rule_case_sym_data);
    tcase_add_test(tc, derived_instances_on_symbolic_data);
    tcase_add_test(tc, record_selectors);
    tcase_add_test(tc, rule_choice_explores_both_sides);
    tcase_add_test(tc, rule_choice_right_crash_is_reported);
    tcase_add_test(tc, rule_sym_gen);
    tcase_add_test(tc, rule_assume);
    tcase_add_test(tc, rule_assert_and_assert_crash);
    tcase_add_test(tc, polymorphic_entry_at_int);
    tcase_add_test(tc, entry_parameter_names_behind_dictionaries);
    tcase_add_test(tc, type_classes);
    tcase_add_test(tc, newtype_input_is_printed_with_its_constructor);
    tcase_add_test(tc, seq_evaluates_to_whnf);
    tcase_add_test(tc, error_undefined_and_incomplete_patterns_crash);
    tcase_add_test(tc, control_exception_assert);
    suite_add_tcase(s, tc);

    tc = tcase_create("primitives");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, prim_int_concrete_matches_ghc);
    tcase_add_test(tc, prim_int_symbolic_division);
    tcase_add_test(tc, prim_int_division_by_zero);
    tcase_add_test(tc, prim_integer_beyond_64_bits);
    tcase_add_test(tc, prim_integer_from_int);
    tcase_add_test(tc, prim_bool);
    tcase_add_test(tc, prim_char);
    tcase_add_test(tc, prim_double);
    tcase_add_test(tc, prim_word);
    tcase_add_test(tc, prim_float);
    tcase_add_test(tc, prim_string_literals);
    tcase_add_test(tc, prim_string_escapes_read_back);
    tcase_add_test(tc, prim_data_map);
    tcase_add_test(tc, every_primitive_is_implemented);
    suite_add_tcase(s, tc);

    tc = tcase_create("symbolic functions");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, symfun_same_argument_same_answer);
    tcase_add_test(tc, symfun_answer_table);
    tcase_add_test(tc, symfun_memoised_answer_replays);
    tcase_add_test(tc, symfun_higher_order_map);
    suite_add_tcase(s, tc);

    tc = tcase_create("search");
    tcase_set_timeout(tc, 0);
    tcase_add_test(tc, replay_rejects_a_corrupted_counterexample);
    tcase_add_test(tc, replay_confirms_every_finding);
    tcase_add_test(tc, limit_timeout);
    tcase_add_test(tc, limit_max_bound);
    tcase_add_test(tc, limit_max_results);
    tcase_add_test(tc, limit_deepening_finds_a_deep_crash);
    tcase_add_test(tc, coverage_size_bound);
    tcase_add_test(tc, coverage_size_deepening_finds_a_crash);
    tcase_add_test(tc, coverage_leaf_before_node);
    tcase_add_test(tc, coverage_unknown_is_not_exhausted);
    tcase_add_test(tc, coverage_memory_limit);
    tcase_add_test(tc, all_values_reports_each_path_once);
    tcase_add_test(tc, functions_with_disagreeing_answers_are_unequal);
    suite_add_tcase(s, tc);
    return s;
}
