/* table.c — table.md and the summary line (see report.h). */
#include "report.h"

#include <string.h>

/* The Error column counts `unsupported` too, as the paper's does. */
static size_t errors_of(const size_t count[VERDICT_COUNT]) {
    return count[VERDICT_ERROR] + count[VERDICT_UNSUPPORTED];
}

/* A peak memory in MB, `-` when none was measured. */
static void put_mb(StrBuf *out, double mb) {
    if (mb >= 0) sb_printf(out, "%.0f", mb);
    else sb_putc(out, '-');
}

/* The largest peak memory of the runs and of the good-file checks, and the
 * run it was (the line under the totals). */
static void table_memory(const Results *r, StrBuf *out) {
    const Outcome *top = NULL;
    for (size_t i = 0; i < r->nbad + r->ngood; i++) {
        const Outcome *o = i < r->nbad ? &r->bad[i] : &r->good[i - r->nbad];
        if (o->peak_mb >= 0 && (!top || o->peak_mb > top->peak_mb)) top = o;
    }
    sb_puts(out, "- Peak memory per run (MB, the largest process: lhx or the GHC it ran): ");
    if (top) sb_printf(out, "maximum %.0f (%s)\n", top->peak_mb, top->id);
    else sb_puts(out, "not measured\n");
}

static void table_row(const Group *g, StrBuf *out) {
    if (g->function) {
        sb_printf(out, "| %s | ", assignment_name(g->assignment));
        eval_md_cell(out, g->function);
        sb_putc(out, ' ');
    } else sb_puts(out, "| **Total** | ");
    sb_printf(out, "| %zu | %zu | %zu | %zu | %zu | %zu | %zu | %zu | %zu | %.1f | ", g->n, g->count[VERDICT_CONCRETE],
              g->count[VERDICT_ABSTRACT], g->count[VERDICT_TERMINATION], g->count[VERDICT_NONE],
              g->count[VERDICT_TIMEOUT], errors_of(g->count), g->suggested, g->implied, eval_mean(g->seconds, g->n));
    put_mb(out, g->peak_mb);
    sb_puts(out, " |\n");
}

static void table_totals(const Group *total, StrBuf *out) {
    size_t n = total->n, con = total->count[VERDICT_CONCRETE], abs = total->count[VERDICT_ABSTRACT],
           term = total->count[VERDICT_TERMINATION];
    sb_printf(out, "\n- Found: %zu of %zu (", con + abs + term, n);
    eval_put_percent(out, con + abs + term, n);
    sb_printf(out, "); concrete %zu (", con);
    eval_put_percent(out, con, n);
    sb_printf(out, "), abstract %zu (", abs);
    eval_put_percent(out, abs, n);
    sb_printf(out, "), termination %zu (", term);
    eval_put_percent(out, term, n);
    sb_printf(out, ")\n- Suggestion: %zu of %zu abstract counterexamples (", total->suggested, abs);
    eval_put_percent(out, total->suggested, abs);
    sb_printf(out, ") come with a suggested refinement type that passed both checks; the good file's type implies %zu of "
                   "them (", total->implied);
    eval_put_percent(out, total->implied, total->suggested);
    sb_printf(out, ")\n- Not found: none %zu, timeout %zu, error %zu (of which unsupported %zu)\n",
              total->count[VERDICT_NONE], total->count[VERDICT_TIMEOUT], errors_of(total->count),
              total->count[VERDICT_UNSUPPORTED]);
    sb_printf(out, "- Time per run (s): average %.1f, median %.1f, 95th percentile %.1f\n",
              eval_mean(total->seconds, n), eval_quantile(total->seconds, n, 0.5),
              eval_quantile(total->seconds, n, 0.95));
    sb_printf(out, "- Time per run without GHC (s; the run's time less its GHC's, i.e. with the program's Core cached, "
                   "as an editor's explain after a check): average %.1f, median %.1f, 95th percentile %.1f\n",
              eval_mean(total->warm_seconds, n), eval_quantile(total->warm_seconds, n, 0.5),
              eval_quantile(total->warm_seconds, n, 0.95));
}

/* The good-file checks: lhx must find nothing in a file LiquidHaskell accepts. */
static void table_good(const Results *r, StrBuf *out) {
    size_t count[VERDICT_COUNT] = {0};
    for (size_t i = 0; i < r->ngood; i++) count[r->good[i].verdict]++;
    sb_printf(out,
              "\n## Good files\n\n%zu (good file, function) pairs checked: none %zu, false alarms %zu "
              "(concrete %zu, abstract %zu, termination %zu), timeout %zu, error %zu.\n",
              r->ngood, count[VERDICT_NONE],
              count[VERDICT_CONCRETE] + count[VERDICT_ABSTRACT] + count[VERDICT_TERMINATION],
              count[VERDICT_CONCRETE], count[VERDICT_ABSTRACT], count[VERDICT_TERMINATION], count[VERDICT_TIMEOUT],
              errors_of(count));
    bool header = false;
    for (size_t i = 0; i < r->ngood; i++) {
        const Outcome *o = &r->good[i];
        if (o->verdict == VERDICT_NONE) continue;
        if (!header) sb_puts(out, "\n| Good file | Function | Verdict | Note |\n|---|---|---|---|\n"), header = true;
        sb_puts(out, "| ");
        eval_md_cell(out, o->file);
        sb_puts(out, " | ");
        eval_md_cell(out, o->function);
        sb_printf(out, " | %s | ", verdict_name(o->verdict));
        eval_md_cell(out, o->note);
        sb_puts(out, " |\n");
    }
}

void eval_report_table(const Results *r, StrBuf *out) {
    size_t ng;
    Group *gs = groups_build(r, &ng);
    sb_puts(out, "# lhx evaluation: counterexamples for LiquidHaskell errors\n\n");
    sb_printf(out, "%zu errors (entries) from %s", r->nbad, r->m->path);
    if (r->nbad) sb_printf(out, ", each checked with `lhx check --timeout %g`", results_max_timeout(r));
    sb_puts(out, ".\n\n");
    sb_puts(out, "| Assignment | Function | Errors | Concrete | Abstract | Termination | None | Timeout | Error | "
                 "Suggestion | Implied | Avg. time (s) | Max. memory (MB) |\n"
                 "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (size_t i = 0; i < ng; i++) table_row(&gs[i], out);
    table_totals(&gs[ng - 1], out);
    table_memory(r, out);
    if (r->ngood) table_good(r, out);
    groups_free(gs, ng);
}

void eval_report_summary(const Results *r, StrBuf *out) {
    size_t count[VERDICT_COUNT] = {0}, false_alarms = 0;
    for (size_t i = 0; i < r->nbad; i++) count[r->bad[i].verdict]++;
    for (size_t i = 0; i < r->ngood; i++) false_alarms += verdict_found(r->good[i].verdict);
    size_t found = count[VERDICT_CONCRETE] + count[VERDICT_ABSTRACT] + count[VERDICT_TERMINATION];
    sb_printf(out, "%zu errors: %zu found (", r->nbad, found);
    eval_put_percent(out, found, r->nbad);
    sb_printf(out, "), %zu concrete, %zu abstract, %zu termination, %zu none, %zu timeout, %zu error",
              count[VERDICT_CONCRETE], count[VERDICT_ABSTRACT], count[VERDICT_TERMINATION], count[VERDICT_NONE],
              count[VERDICT_TIMEOUT], errors_of(count));
    if (r->ngood) sb_printf(out, "; %zu good files checked, %zu false alarms", r->ngood, false_alarms);
    sb_putc(out, '\n');
}
