/* suite_report.c — see suite_report.h. */
#include "suite_report.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* ---- Message classes ------------------------------------------------------------------ */

/* Skips a leading `FILE:LINE:COL: ` (and `error: `). */
static const char *after_position(const char *m) {
    const char *p = m;
    for (int colons = 0; *p && colons < 3; p++)
        if (*p == ':') {
            colons++;
            if (colons >= 2 && !isdigit((unsigned char)p[1])) break;
        } else if (*p == ' ' && colons == 0) return m;
    if (*p == ':') p++;
    while (*p == ' ') p++;
    if (p == m || !*p) return m;
    if (strncmp(p, "error: ", 7) == 0) p += 7;
    return p;
}

/* The length of a quoted name at p ('x', `x', ‘x’), or 0. */
static size_t quoted_length(const char *p) {
    static const char *const pairs[][2] = {{"'", "'"}, {"`", "'"}, {"\xe2\x80\x98", "\xe2\x80\x99"}};
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        size_t open = strlen(pairs[i][0]);
        if (strncmp(p, pairs[i][0], open) != 0) continue;
        const char *close = strstr(p + open, pairs[i][1]);
        const char *nl = strchr(p + open, '\n');
        if (close && (!nl || close < nl) && close - p < 80) return (size_t)(close - p) + strlen(pairs[i][1]);
    }
    return 0;
}

char *suite_message_class(const char *msg) {
    const char *m = after_position(msg ? msg : "");
    StrBuf sb;
    sb_init(&sb);
    for (const char *p = m; *p && *p != '\n' && sb.len < 110;) {
        size_t q = quoted_length(p);
        if (q) { /* 'name' → '…' */
            sb_puts(&sb, "'…'");
            p += q;
        } else if (isdigit((unsigned char)*p)) {
            while (isdigit((unsigned char)*p)) p++;
            sb_putc(&sb, 'N');
        } else sb_putc(&sb, *p++);
    }
    return sb_take(&sb);
}

/* ---- Counting ------------------------------------------------------------------------- */

typedef struct Tally {
    size_t files, loaded, checked, found, false_alarm_files, false_alarms;
    size_t signed_total, signed_checked, targets, killed;
    size_t verdicts[8];
} Tally;

static const char *const verdict_names[] = {"none", "concrete", "abstract", "termination",
                                            "timeout", "unsupported", "error", NULL};

static void count_verdict(Tally *t, const char *v) {
    for (size_t i = 0; verdict_names[i]; i++)
        if (strcmp(v, verdict_names[i]) == 0) {
            t->verdicts[i]++;
            return;
        }
    t->verdicts[6]++;
}

static void tally(const Suite *s, SuiteKind k, Tally *t) {
    memset(t, 0, sizeof *t);
    for (size_t i = 0; i < s->n; i++) {
        const SuiteFile *f = &s->files[i];
        if (f->kind != k) continue;
        t->files++;
        t->loaded += f->loaded;
        t->checked += suite_file_checked_any(f);
        t->found += suite_file_found_any(f);
        t->killed += f->killed;
        const char **alarms;
        size_t na = suite_file_false_alarms(f, &alarms);
        free(alarms);
        t->false_alarms += na;
        t->false_alarm_files += na > 0;
        t->signed_total += f->nsigned;
        t->signed_checked += suite_file_signed_checked(f);
        t->targets += f->nresults;
        for (size_t r = 0; r < f->nresults; r++) count_verdict(t, f->results[r].verdict);
    }
}

static double pct(size_t a, size_t b) { return b ? 100.0 * (double)a / (double)b : 0.0; }

/* ---- Grouped messages --------------------------------------------------------------------- */

typedef struct Group {
    char *text;
    size_t files, pos, neg;
    const char *example; /* a file it came from */
} Group;

typedef struct Groups {
    Group *items;
    size_t n;
} Groups;

static void group_add(Groups *g, char *text, const SuiteFile *f) {
    for (size_t i = 0; i < g->n; i++)
        if (strcmp(g->items[i].text, text) == 0) {
            g->items[i].files++;
            g->items[i].pos += f->kind == SUITE_POS, g->items[i].neg += f->kind == SUITE_NEG;
            free(text);
            return;
        }
    g->items = xrealloc(g->items, (g->n + 1) * sizeof *g->items);
    g->items[g->n++] = (Group){text, 1, f->kind == SUITE_POS, f->kind == SUITE_NEG, f->name};
}

static int by_count(const void *a, const void *b) {
    const Group *x = a, *y = b;
    return x->files != y->files ? (x->files < y->files) - (x->files > y->files) : strcmp(x->text, y->text);
}

/* Each file counted once per distinct class: its stopping error, or the
 * reasons its functions were not checked. */
static void collect_groups(const Suite *s, Groups *g) {
    memset(g, 0, sizeof *g);
    for (size_t i = 0; i < s->n; i++) {
        const SuiteFile *f = &s->files[i];
        Groups mine = {0};
        if (f->error) group_add(&mine, suite_message_class(f->error), f);
        else if (f->nresults == 0) group_add(&mine, xstrdup("(loaded, no function to check)"), f);
        for (size_t r = 0; r < f->nresults; r++) {
            const char *v = f->results[r].verdict;
            if (suite_verdict_checked(v)) continue;
            char *cls = suite_message_class(f->results[r].message ? f->results[r].message : "(no message)");
            group_add(&mine, str_format("%s: %s", v, cls), f);
            free(cls);
        }
        for (size_t k = 0; k < mine.n; k++) group_add(g, mine.items[k].text, f);
        free(mine.items);
    }
    qsort(g->items, g->n, sizeof *g->items, by_count);
}

static void groups_free(Groups *g) {
    for (size_t i = 0; i < g->n; i++) free(g->items[i].text);
    free(g->items);
}

/* ---- Times ---------------------------------------------------------------------------- */

static int by_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void times(const Suite *s, double *median, double *p95, double *max, long *max_rss_mb) {
    double *t = xcalloc(s->n + 1, sizeof *t);
    long rss = 0;
    for (size_t i = 0; i < s->n; i++) {
        t[i] = s->files[i].seconds;
        if (s->files[i].max_rss_kb > rss) rss = s->files[i].max_rss_kb;
    }
    qsort(t, s->n, sizeof *t, by_double);
    *median = s->n ? t[s->n / 2] : 0;
    *p95 = s->n ? t[(size_t)((double)(s->n - 1) * 0.95)] : 0;
    *max = s->n ? t[s->n - 1] : 0;
    *max_rss_mb = rss / 1024;
    free(t);
}

/* The slowest function of a file (its index in f->results), or -1. */
static long slowest_result(const SuiteFile *f) {
    long best = -1;
    for (size_t r = 0; r < f->nresults; r++)
        if (f->results[r].seconds >= 0 && (best < 0 || f->results[r].seconds > f->results[best].seconds)) best = (long)r;
    return best;
}

/* Time per function, the measure of the per-function limit (GHC's time is
 * the file's, not a function's): median, p95, the slowest, and how many
 * went past the limit by more than a second (the limit stops a search
 * between steps; what follows it, the replay and the report, is short). */
static void function_times(const Suite *s, double timeout_s, StrBuf *out) {
    size_t n = 0, over = 0;
    for (size_t i = 0; i < s->n; i++) n += s->files[i].nresults;
    double *t = xcalloc(n + 1, sizeof *t);
    const SuiteFile *slow_file = NULL;
    long slow = -1;
    n = 0;
    for (size_t i = 0; i < s->n; i++) {
        const SuiteFile *f = &s->files[i];
        for (size_t r = 0; r < f->nresults; r++)
            if (f->results[r].seconds >= 0) {
                t[n++] = f->results[r].seconds;
                over += f->results[r].seconds > timeout_s + 1;
            }
        long k = slowest_result(f);
        if (k >= 0 && (!slow_file || f->results[k].seconds > slow_file->results[slow].seconds)) slow_file = f, slow = k;
    }
    qsort(t, n, sizeof *t, by_double);
    if (n && slow_file)
        sb_printf(out, "Time per function (lhx's translation and search, GHC excluded; %zu functions): median %.2f s, "
                       "p95 %.2f s, max %.2f s (%s, %s); past the limit of %g s by more than 1 s: %zu.\n",
                  n, t[n / 2], t[(size_t)((double)(n - 1) * 0.95)], t[n - 1], slow_file->name,
                  slow_file->results[slow].function, timeout_s, over);
    free(t);
}

/* ---- The table ---------------------------------------------------------------------------- */

static void row(StrBuf *out, const char *what, size_t a, size_t b, bool with_pct) {
    if (with_pct) sb_printf(out, "| %s | %zu of %zu | %.1f %% |\n", what, a, b, pct(a, b));
    else sb_printf(out, "| %s | %zu | |\n", what, a);
}

static void false_alarm_list(const Suite *s, StrBuf *out) {
    bool any = false;
    for (size_t i = 0; i < s->n; i++) {
        const char **names;
        size_t n = suite_file_false_alarms(&s->files[i], &names);
        if (n) {
            sb_printf(out, "%s- %s:", any ? "" : "\nFalse alarms (pos files with a concrete or termination "
                                                   "counterexample on a function not declared `fail`):\n\n",
                      s->files[i].name);
            for (size_t k = 0; k < n; k++) sb_printf(out, " %s", names[k]);
            sb_putc(out, '\n');
            any = true;
        }
        free(names);
    }
}

void suite_report_table(const Suite *s, double timeout_s, StrBuf *out) {
    Tally pos, neg;
    tally(s, SUITE_POS, &pos);
    tally(s, SUITE_NEG, &neg);
    sb_printf(out, "# lhx on %s\n\n`lhx check FILE --json --timeout %g`, every file of pos/ and neg/.\n\n", s->dir,
              timeout_s);
    sb_puts(out, "| | files | |\n|---|---|---|\n");
    row(out, "pos: loaded (GHC and specs)", pos.loaded, pos.files, true);
    row(out, "pos: at least one function checked", pos.checked, pos.files, true);
    row(out, "pos: signed binders checked (none, concrete, abstract, termination)", pos.signed_checked,
        pos.signed_total, true);
    row(out, "pos: files with a false alarm", pos.false_alarm_files, pos.files, true);
    row(out, "neg: loaded", neg.loaded, neg.files, true);
    row(out, "neg: at least one function checked", neg.checked, neg.files, true);
    row(out, "neg: a counterexample", neg.found, neg.files, true);
    row(out, "files killed at the file time limit", pos.killed + neg.killed, pos.files + neg.files, true);
    sb_puts(out, "\n| verdicts of the functions checked | pos | neg |\n|---|---|---|\n");
    for (size_t i = 0; verdict_names[i]; i++)
        sb_printf(out, "| %s | %zu | %zu |\n", verdict_names[i], pos.verdicts[i], neg.verdicts[i]);
    double median, p95, max;
    long rss;
    times(s, &median, &p95, &max, &rss);
    sb_printf(out, "\nTime per file (GHC included): median %.2f s, p95 %.2f s, max %.2f s. "
                   "Peak resident memory of a run (lhx or the GHC it ran): %ld MB.\n",
              median, p95, max, rss);
    function_times(s, timeout_s, out);
    false_alarm_list(s, out);
    Groups g;
    collect_groups(s, &g);
    sb_puts(out, "\nWhat stopped files or functions (each file counted once per message):\n\n"
                 "| files | pos | neg | message | e.g. |\n|---|---|---|---|---|\n");
    for (size_t i = 0; i < g.n; i++)
        sb_printf(out, "| %zu | %zu | %zu | %s | %s |\n", g.items[i].files, g.items[i].pos, g.items[i].neg,
                  g.items[i].text, g.items[i].example);
    groups_free(&g);
}

/* ---- CSV ---------------------------------------------------------------------------- */

static void csv_field(StrBuf *out, const char *s) {
    sb_putc(out, '"');
    for (const char *p = s ? s : ""; *p && *p != '\n'; p++) {
        if (*p == '"') sb_putc(out, '"');
        sb_putc(out, *p);
    }
    sb_putc(out, '"');
}

void suite_report_csv(const Suite *s, StrBuf *out) {
    sb_puts(out, "file,kind,loaded,functions,checked,found,signed,signed_checked,false_alarms,seconds,max_rss_mb,"
                 "killed,slowest_function_seconds,error\n");
    for (size_t i = 0; i < s->n; i++) {
        const SuiteFile *f = &s->files[i];
        size_t checked = 0, found = 0;
        for (size_t r = 0; r < f->nresults; r++) {
            checked += suite_verdict_checked(f->results[r].verdict);
            found += suite_verdict_found(f->results[r].verdict);
        }
        const char **names;
        size_t na = suite_file_false_alarms(f, &names);
        free(names);
        csv_field(out, f->name);
        long slow = slowest_result(f);
        sb_printf(out, ",%s,%d,%zu,%zu,%zu,%zu,%zu,%zu,%.3f,%ld,%d,%.3f,", f->kind == SUITE_POS ? "pos" : "neg",
                  f->loaded, f->nresults, checked, found, f->nsigned, suite_file_signed_checked(f), na, f->seconds,
                  f->max_rss_kb / 1024, f->killed, slow >= 0 ? f->results[slow].seconds : 0.0);
        csv_field(out, f->error);
        sb_putc(out, '\n');
    }
}
