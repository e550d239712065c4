/* eval_run.c — `lhx eval [MANIFEST] [--only ID]`: run lhx check on every
 * unit, in parallel, write each outcome as a part as soon as it is known
 * (an interrupted evaluation keeps what it finished), then the reports —
 * or, with --only, one line per unit instead (what a job on another
 * machine does; the reports come from --merge). */
#include "classify.h"
#include "eval_modes.h"
#include "parts.h"
#include "progress.h"
#include "report.h"
#include "runner.h"
#include "../frontend/process.h"
#include "../util/diag.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Tests and experiments replace lhx check by a script: the variable names
 * the program, which gets the same arguments. */
#define CHECK_ENV "LHX_EVAL_CHECK"

typedef struct RunCtx {
    const Plan *plan;
    Outcome *outcomes; /* by unit index */
    ClassifyLimits lim;
    const char *parts_dir;
    bool print_each;   /* --only: a line per unit on stdout */
    StrBuf errors;     /* parts that could not be written */
    Progress progress;
} RunCtx;

/* lhx check's arguments for a unit: its own --timeout (the search's), GHC's
 * limit the grace (so that lhx itself stops a slow GHC before the run's limit
 * of timeout + grace kills it, and says so) and --memory (the whole
 * process's limit, util/memlimit.h). */
static char **unit_argv(const char *check, const Unit *u, const EvalOptions *o) {
    char timeout[32], ghc_timeout[32], memory[32];
    snprintf(timeout, sizeof timeout, "%g", o->timeout_s);
    snprintf(ghc_timeout, sizeof ghc_timeout, "%g", o->grace_s);
    snprintf(memory, sizeof memory, "%ld", o->mem_mb);
    const char *args[] = {check,     "check",   u->path,  "--function", u->entry->function, "--json",
                          "--timeout", timeout, "--ghc-timeout", ghc_timeout, "--memory", memory,
                          "--implied-by", u->entry->good_path};
    size_t n = sizeof args / sizeof *args;
    if (u->good || !u->entry->good_path) n -= 2; /* a suggestion is compared with the entry's good file */
    char **argv = xcalloc(n + 1, sizeof *argv);
    for (size_t i = 0; i < n; i++) argv[i] = xstrdup(args[i]);
    return argv;
}

static void free_argvs(char ***argvs, size_t n) {
    for (size_t i = 0; i < n; i++) {
        for (char **a = argvs[i]; *a; a++) free(*a);
        free(argvs[i]);
    }
    free(argvs);
}

/* `ID: abstract, blames size (ok) in 1.234 s` */
static void print_unit(const Outcome *o) {
    StrBuf line;
    sb_init(&line);
    sb_printf(&line, "%s: %s", o->id, verdict_name(o->verdict));
    if (o->nblamed) sb_puts(&line, ", blames "), outcome_blamed_joined(o, ", ", &line);
    sb_printf(&line, " (%s%s%s) in %.3f s\n", o->status, o->note ? ": " : "", o->note ? o->note : "", o->seconds);
    fputs(sb_str(&line), stdout);
    fflush(stdout);
    sb_free(&line);
}

static void on_done(void *vctx, size_t i, RunOutput *out) {
    RunCtx *c = vctx;
    Outcome *o = &c->outcomes[i];
    classify_run(&c->plan->units[i], out, &c->lim, o);
    part_write(c->parts_dir, o, &c->errors);
    progress_done(&c->progress, !o->good && verdict_found(o->verdict));
    if (c->print_each) print_unit(o);
}

static void on_tick(void *vctx) { progress_tick(&((RunCtx *)vctx)->progress); }

/* The check program: $LHX_EVAL_CHECK, else this lhx. */
static char *check_program(void) {
    const char *env = getenv(CHECK_ENV);
    if (env && *env) return xstrdup(env);
    char *self = process_self_path();
    if (!self) fputs("lhx: error: eval: cannot find lhx itself (/proc/self/exe)\n", stderr);
    return self;
}

/* Warns when no run gave a result at all: that is lhx check failing (or
 * missing), not a finding about the corpus. */
static void warn_if_all_failed(const Outcome *os, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(os[i].status, "ok") == 0 || strcmp(os[i].status, "timeout") == 0) return;
    if (n)
        fprintf(stderr, "lhx: warning: eval: no run gave a result; the first, %s: %s: %s\n", os[0].id, os[0].status,
                os[0].note ? os[0].note : "");
}

static bool run_units(const EvalOptions *o, const Plan *plan, const char *check, RunCtx *c) {
    char ***argvs = xcalloc(plan->n ? plan->n : 1, sizeof *argvs);
    for (size_t i = 0; i < plan->n; i++) argvs[i] = unit_argv(check, &plan->units[i], o);
    RunLimits lim = {o->jobs, o->timeout_s + o->grace_s, o->mem_mb};
    RunHooks hooks = {on_done, on_tick, c->progress.tty ? 0.5 : 1.0, c};
    bool finished = runner_run((char **const *)argvs, plan->n, &lim, &hooks);
    free_argvs(argvs, plan->n);
    return finished;
}

/* Runs the plan; writes the reports unless --only. */
static int run_plan(const EvalOptions *o, const Manifest *m, const Plan *plan, const char *check, const char *parts) {
    RunCtx c = {plan, xcalloc(plan->n ? plan->n : 1, sizeof(Outcome)), {o->timeout_s, o->timeout_s + o->grace_s, o->mem_mb},
                parts, o->nonly > 0, {0}, {0}};
    sb_init(&c.errors);
    progress_init(&c.progress, plan->n, stderr);
    int status = 130;
    if (run_units(o, plan, check, &c)) {
        progress_finish(&c.progress);
        fputs(sb_str(&c.errors), stderr);
        warn_if_all_failed(c.outcomes, plan->n);
        if (c.errors.len) status = EXIT_BAD_INPUT;
        else status = o->nonly ? EXIT_NONE_FOUND : eval_write_reports(o->out, m, c.outcomes, plan->n);
    } else
        fprintf(stderr, "%slhx: error: eval: interrupted after %zu of %zu runs (their parts are in %s)\n",
                c.progress.tty ? "\n" : "", c.progress.done, plan->n, parts);
    for (size_t i = 0; i < plan->n; i++) outcome_free(&c.outcomes[i]);
    free(c.outcomes);
    sb_free(&c.errors);
    return status;
}

int eval_run(const EvalOptions *o, const Manifest *m) {
    Plan plan = {0};
    StrBuf err, parts;
    sb_init(&err), sb_init(&parts);
    sb_printf(&parts, "%s/parts", o->out);
    bool ok = true;
    if (o->nonly) ok = plan_select(m, o->only, o->nonly, &plan, &err);
    else plan_build(m, o->check_good, &plan);
    char *check = ok ? check_program() : NULL;
    ok = check && eval_make_dirs(sb_str(&parts), &err);
    int status = ok ? run_plan(o, m, &plan, check, sb_str(&parts)) : EXIT_BAD_INPUT;
    fputs(sb_str(&err), stderr);
    free(check);
    plan_free(&plan);
    sb_free(&err), sb_free(&parts);
    return status;
}
