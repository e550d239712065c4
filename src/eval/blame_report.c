/* blame_report.c — blame.md (see report.h and blame.h). */
#include "blame.h"
#include "report.h"

#include <string.h>

static const char *const class_titles[BLAME_CLASS_COUNT] = {
    "(a) the blamed function's specification changed",
    "(b) the code of a function calling it changed",
    "(c) other: the manifest expects this blame",
    "spurious",
    "unknown (a file could not be read)",
};

static void blame_row(const Outcome *o, const ManifestEntry *e, BlameClass c, const StrBuf *evidence, StrBuf *rows) {
    StrBuf blamed;
    sb_init(&blamed);
    outcome_blamed_joined(o, ", ", &blamed);
    sb_printf(rows, "| %s | ", o->id);
    eval_md_cell(rows, e->function);
    sb_puts(rows, " | ");
    eval_md_cell(rows, sb_str(&blamed));
    sb_printf(rows, " | %s | ", blame_class_name(c));
    eval_md_cell(rows, sb_str(evidence));
    sb_puts(rows, " |\n");
    sb_free(&blamed);
}

static void blame_split(const Results *r, StrBuf *out) {
    size_t count[BLAME_CLASS_COUNT] = {0}, n = 0;
    StrBuf rows, evidence;
    sb_init(&rows), sb_init(&evidence);
    for (size_t i = 0; i < r->nbad; i++) {
        const Outcome *o = &r->bad[i];
        const ManifestEntry *e = results_entry(r, o);
        if (o->verdict != VERDICT_ABSTRACT || !e) continue;
        sb_clear(&evidence);
        BlameClass c = blame_classify_files(e, o, &evidence);
        count[c]++, n++;
        blame_row(o, e, c, &evidence, &rows);
    }
    sb_printf(out, "Of %zu errors, %zu got an abstract counterexample. Each is classified by comparing its bad file "
                   "with its good file (PLDI'19 §6.2; the rules are in docs/eval.md).\n\n", r->nbad, n);
    sb_puts(out, "| Class | Count | % |\n|---|--:|--:|\n");
    for (int c = 0; c < BLAME_CLASS_COUNT; c++) {
        if (c == BLAME_UNKNOWN && !count[c]) continue;
        sb_printf(out, "| %s | %zu | ", class_titles[c], count[c]);
        eval_put_percent(out, count[c], n);
        sb_puts(out, " |\n");
    }
    size_t correct = count[BLAME_SPEC] + count[BLAME_USE] + count[BLAME_OTHER];
    sb_printf(out, "| **correct (a + b + c)** | %zu | ", correct);
    eval_put_percent(out, correct, n);
    sb_puts(out, " |\n");
    if (n) sb_printf(out, "\n| Entry | Function | Blamed | Class | Evidence |\n|---|---|---|---|---|\n%s", sb_str(&rows));
    sb_free(&rows), sb_free(&evidence);
}

/* The verdict the entry expects; a non-termination mistake is also found by
 * a termination counterexample (issue 15). */
static bool verdict_expected(const ManifestEntry *e, const Outcome *o) {
    return (e->expected == EXPECT_CONCRETE && o->verdict == VERDICT_CONCRETE) ||
           (e->expected == EXPECT_ABSTRACT && o->verdict == VERDICT_ABSTRACT) ||
           (e->mistake && strcmp(e->mistake, "non-termination") == 0 && o->verdict == VERDICT_TERMINATION);
}

/* The verdict columns of the confusion table: concrete, abstract, none,
 * timeout, one column for error and unsupported, then termination. */
static int column_of(Verdict v) {
    if (v == VERDICT_TERMINATION) return VERDICT_UNSUPPORTED + 1;
    return v >= VERDICT_UNSUPPORTED ? VERDICT_UNSUPPORTED : (int)v;
}

static void confusion(const Results *r, StrBuf *out, size_t *agree) {
    size_t m[EXPECT_COUNT][VERDICT_COUNT - 1] = {{0}};
    *agree = 0;
    for (size_t i = 0; i < r->nbad; i++) {
        const ManifestEntry *e = results_entry(r, &r->bad[i]);
        if (!e) continue;
        m[e->expected][column_of(r->bad[i].verdict)]++;
        *agree += verdict_expected(e, &r->bad[i]);
    }
    sb_puts(out, "| Expected \\ lhx | concrete | abstract | none | timeout | error | termination |\n"
                 "|---|--:|--:|--:|--:|--:|--:|\n");
    for (int x = 0; x < EXPECT_COUNT; x++) {
        sb_printf(out, "| %s |", expected_name((Expected)x));
        for (int c = 0; c < VERDICT_COUNT - 1; c++) sb_printf(out, " %zu |", m[x][c]);
        sb_putc(out, '\n');
    }
}

static void disagreement_row(const Outcome *o, const ManifestEntry *e, StrBuf *rows) {
    StrBuf blamed;
    sb_init(&blamed);
    outcome_blamed_joined(o, ", ", &blamed);
    sb_printf(rows, "| %s | %s | %s | ", o->id, expected_name(e->expected), verdict_name(o->verdict));
    eval_md_cell(rows, e->blame ? e->blame : "");
    sb_puts(rows, " | ");
    eval_md_cell(rows, sb_str(&blamed));
    sb_puts(rows, " |\n");
    sb_free(&blamed);
}

static void agreement(const Results *r, StrBuf *out) {
    size_t agree, both_abstract = 0, blame_ok = 0;
    StrBuf rows;
    sb_init(&rows);
    sb_puts(out, "\n## Agreement with the manifest\n\n");
    confusion(r, out, &agree);
    for (size_t i = 0; i < r->nbad; i++) {
        const Outcome *o = &r->bad[i];
        const ManifestEntry *e = results_entry(r, o);
        if (!e) continue;
        bool abstract = e->expected == EXPECT_ABSTRACT && o->verdict == VERDICT_ABSTRACT;
        bool right_blame = abstract && outcome_blames(o, e->blame);
        both_abstract += abstract, blame_ok += right_blame;
        if (!verdict_expected(e, o) || (abstract && !right_blame)) disagreement_row(o, e, &rows);
    }
    sb_printf(out, "\nVerdicts as expected: %zu of %zu (", agree, r->nbad);
    eval_put_percent(out, agree, r->nbad);
    sb_printf(out, ").\n\nBlame, of the %zu entries expected and found abstract: %zu blame the expected function (",
              both_abstract, blame_ok);
    eval_put_percent(out, blame_ok, both_abstract);
    sb_puts(out, ").\n");
    if (rows.len)
        sb_printf(out, "\n| Entry | Expected | Verdict | Expected blame | Blamed |\n|---|---|---|---|---|\n%s",
                  sb_str(&rows));
    sb_free(&rows);
}

void eval_report_blame(const Results *r, StrBuf *out) {
    sb_puts(out, "# lhx evaluation: the blame of abstract counterexamples\n\n");
    blame_split(r, out);
    agreement(r, out);
}
