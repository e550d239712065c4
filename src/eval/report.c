/* report.c — results.csv, and writing every report (see report.h). */
#include "report.h"
#include "parts.h"
#include "../util/diag.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* A CSV field, quoted as RFC 4180 says when it holds a comma, quote or line
 * break (lines end in \n, not \r\n: every CSV reader takes both). */
static void csv_field(StrBuf *out, const char *s) {
    if (!s) s = "";
    if (!strpbrk(s, ",\"\r\n")) {
        sb_puts(out, s);
        return;
    }
    sb_putc(out, '"');
    for (; *s; s++) {
        if (*s == '"') sb_putc(out, '"');
        sb_putc(out, *s);
    }
    sb_putc(out, '"');
}

static void csv_row(const Outcome *o, const ManifestEntry *e, StrBuf *out) {
    StrBuf blamed;
    sb_init(&blamed);
    outcome_blamed_joined(o, ";", &blamed);
    const char *fields[] = {o->id, assignment_name(e->assignment), e->function, e->mistake,
                            expected_name(e->expected), verdict_name(o->verdict), sb_str(&blamed),
                            e->blame};
    for (size_t i = 0; i < sizeof fields / sizeof *fields; i++) csv_field(out, fields[i]), sb_putc(out, ',');
    sb_printf(out, "%.3f,", o->seconds);
    if (o->ghc_seconds >= 0) sb_printf(out, "%.3f", o->ghc_seconds);
    sb_putc(out, ',');
    if (o->peak_mb >= 0) sb_printf(out, "%.1f", o->peak_mb);
    sb_putc(out, ',');
    csv_field(out, o->status);
    sb_putc(out, ',');
    csv_field(out, o->note);
    sb_putc(out, '\n');
    sb_free(&blamed);
}

void eval_report_csv(const Results *r, StrBuf *out) {
    sb_puts(out, "id,assignment,function,mistake,expected,verdict,blamed,expected_blame,seconds,ghc_seconds,peak_mb,status,note\n");
    for (size_t i = 0; i < r->nbad; i++) {
        const ManifestEntry *e = results_entry(r, &r->bad[i]);
        if (e) csv_row(&r->bad[i], e, out);
    }
}

static bool write_text(const char *dir, const char *name, const StrBuf *text, StrBuf *err) {
    StrBuf path;
    sb_init(&path);
    sb_printf(&path, "%s/%s", dir, name);
    FILE *f = fopen(sb_str(&path), "w");
    bool ok = f && fwrite(sb_str(text), 1, text->len, f) == text->len;
    ok = (f && fclose(f) == 0) && ok;
    if (!ok) sb_printf(err, "lhx: error: cannot write %s: %s\n", sb_str(&path), strerror(errno));
    sb_free(&path);
    return ok;
}

bool eval_reports_write(const Results *r, const char *dir, StrBuf *err) {
    static const struct {
        const char *name;
        void (*make)(const Results *, StrBuf *);
    } reports[] = {{"table.md", eval_report_table}, {"blame.md", eval_report_blame}, {"results.csv", eval_report_csv},
                   {"times.svg", eval_report_chart}};
    bool ok = true;
    StrBuf text;
    sb_init(&text);
    for (size_t i = 0; i < sizeof reports / sizeof *reports && ok; i++) {
        sb_clear(&text);
        reports[i].make(r, &text);
        ok = write_text(dir, reports[i].name, &text, err);
    }
    sb_free(&text);
    return ok;
}

int eval_write_reports(const char *dir, const Manifest *m, Outcome *outcomes, size_t n) {
    Results r;
    results_init(&r, m, outcomes, n);
    StrBuf err, summary;
    sb_init(&err), sb_init(&summary);
    int status = EXIT_NONE_FOUND;
    if (!eval_make_dirs(dir, &err) || !eval_reports_write(&r, dir, &err)) {
        fputs(sb_str(&err), stderr);
        status = EXIT_BAD_INPUT;
    } else {
        eval_report_summary(&r, &summary);
        printf("%sreports: %s/table.md, blame.md, results.csv, times.svg\n", sb_str(&summary), dir);
    }
    sb_free(&err), sb_free(&summary);
    return status;
}
