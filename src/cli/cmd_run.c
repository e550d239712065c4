/* cmd_run.c — `lhx run FILE [--entry NAME]`: symbolic execution of a plain
 * Haskell program. The entry's arguments are symbolic; a path that crashes
 * (an assert from Lhx.Symbolic or Control.Exception, error, undefined, an
 * incomplete pattern) is a counterexample, replayed before it is printed. */
#include "commands.h"
#include "../help/help.h"
#include "options.h"
#include "../check/check.h"
#include "../core/link.h"
#include "../engine/entry.h"
#include "../engine/search.h"
#include "../engine/show.h"
#include "../frontend/ghc.h"
#include "../util/clock.h"
#include "../util/diag.h"
#include "../util/memlimit.h"
#include "../util/strbuf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The entry: the named binder, or the only exported function. */
static Global *find_entry(Program *p, Module *m, const char *name, Diag *d) {
    if (name) {
        Global *g = module_binder(p, m, name);
        if (!g) diag_error(d, EXIT_BAD_INPUT, "%s has no top-level binder named %s", m->file, name);
        return g;
    }
    Global *only = NULL;
    uint32_t n = 0;
    for (uint32_t i = 0; i < m->nbinds; i++)
        if (m->binds[i]->exported && m->binds[i]->var->type && m->binds[i]->var->type->kind != TY_CON) only = m->binds[i], n++;
    if (n == 1) return only;
    diag_error(d, EXIT_BAD_INPUT, "%s: say which function to run with --entry NAME", m->file);
    return NULL;
}

/* A finding as `f a b = error` and one line per input. */
static void print_finding(const Program *p, const Entry *e, const char *fname, const Finding *f, StrBuf *out) {
    sb_puts(out, fname);
    for (uint32_t i = 0; i < e->nargs; i++) {
        if (!f->inputs[i]) continue;
        sb_putc(out, ' ');
        cvalue_show(p, f->inputs[i], true, out);
    }
    if (f->outcome == OUT_CRASH) {
        sb_puts(out, " = error\n");
        if (f->crash_message) sb_printf(out, "  crashes: %s: %s\n", f->crash.reason, f->crash_message);
        else sb_printf(out, "  crashes: %s\n", f->crash.reason);
    } else {
        sb_puts(out, " = ");
        if (f->result) cvalue_show(p, f->result, false, out);
        sb_putc(out, '\n');
    }
    for (uint32_t i = 0; i < e->nargs; i++) {
        if (!f->inputs[i]) continue;
        sb_printf(out, "  %s = ", e->arg_names[i]);
        cvalue_show(p, f->inputs[i], false, out);
        sb_putc(out, '\n');
    }
}

/* Compiles and loads file with its project's options (check_load_program). */
static bool load_in_project(const char *file, GhcOptions *gopt, Program *p, Diag *d) {
    Project project;
    bool ok = check_load_program(file, NULL, gopt, &project, p, d);
    project_free(&project);
    return ok;
}

int cmd_run(int argc, char **argv) {
    RunOptions o;
    if (!parse_run_options(argc, argv, &o)) return EXIT_BAD_INPUT;
    Diag d;
    diag_init(&d);
    Program p;
    program_init(&p);
    GhcOptions gopt = {0};
    gopt.timeout_s = o.timeout_s;
    gopt.heap_mb = o.memory_mb;
    gopt.no_th = o.no_th;
    int status = EXIT_NONE_FOUND;
    double start = clock_seconds();
    Entry e;
    Global *g = NULL;
    /* No up-front closure check: class dictionaries reach every method, used
     * or not; a missing definition the run needs stops that run with its
     * name instead (the engine reports it as unsupported). */
    if (!check_memory_limit(o.memory_mb, &d) || !load_in_project(o.file, &gopt, &p, &d) || !(g = find_entry(&p, program_main_module(&p), o.entry, &d)) ||
        !entry_for_global(&p, g, &e, &d)) {
        status = diag_report(&d, stderr);
        program_free(&p);
        return status;
    }
    e.force = true;
    SearchOptions so;
    search_default_options(&so);
    apply_search_options(&o, &so);
    /* The time limit covers compiling too. */
    double left = o.timeout_s - (clock_seconds() - start);
    so.timeout_s = left > 0.001 ? left : 0.001;
    SearchResult r;
    search_run(&p, &e, &so, &r);
    StrBuf out;
    sb_init(&out);
    for (uint32_t i = 0; i < r.nfindings; i++) print_finding(&p, &e, o.entry ? o.entry : sym_str(&p.syms, g->var->name), &r.findings[i], &out);
    fputs(sb_str(&out), stdout);
    sb_free(&out);
    bool crashed = false;
    for (uint32_t i = 0; i < r.nfindings; i++) crashed = crashed || r.findings[i].outcome == OUT_CRASH;
    if (crashed) status = EXIT_FOUND;
    else if (o.values && r.nfindings) status = EXIT_NONE_FOUND;
    else if (r.unsupported) {
        fprintf(stderr, "lhx: error: %s\n", r.unsupported);
        status = EXIT_UNSUPPORTED;
    } else {
        printf("no counterexample found (%s)\n", r.exhausted       ? "every path explored"
                                                  : r.timed_out     ? "timed out"
                                                  : r.out_of_memory ? "memory limit reached"
                                                                    : "search bound reached");
    }
    if (o.stats) report_stats(&r, stderr);
    search_result_free(&r);
    program_free(&p);
    return status;
}
