/* results.c — see results.h. */
#include "results.h"
#include "plan.h"
#include "../util/xalloc.h"

#include <math.h>
#include <string.h>

static int good_last(const void *a, const void *b) {
    const Outcome *x = a, *y = b;
    if (x->good != y->good) return x->good ? 1 : -1;
    return strcmp(x->id, y->id);
}

void results_init(Results *r, const Manifest *m, Outcome *outcomes, size_t n) {
    if (n > 1) qsort(outcomes, n, sizeof *outcomes, good_last);
    size_t nbad = 0;
    while (nbad < n && !outcomes[nbad].good) nbad++;
    *r = (Results){m, outcomes, nbad, outcomes + nbad, n - nbad};
}

const ManifestEntry *results_entry(const Results *r, const Outcome *o) {
    if (!o->good) return manifest_find(r->m, o->id);
    size_t n = strlen(o->id) - strlen(GOOD_SUFFIX);
    char *id = xstrdup(o->id);
    id[n] = '\0';
    const ManifestEntry *e = manifest_find(r->m, id);
    free(id);
    return e;
}

double results_max_timeout(const Results *r) {
    double t = 0;
    for (size_t i = 0; i < r->nbad; i++)
        if (r->bad[i].timeout > t) t = r->bad[i].timeout;
    return t;
}

/* ---- groups ------------------------------------------------------------------ */

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static Group *find_group(Group *gs, size_t n, Assignment a, const char *function) {
    for (size_t i = 0; i < n; i++)
        if (gs[i].assignment == a && gs[i].function && strcmp(gs[i].function, function) == 0) return &gs[i];
    return NULL;
}

static void group_add(Group *g, const Outcome *o) {
    g->count[o->verdict]++;
    bool suggested = o->verdict == VERDICT_ABSTRACT && o->suggestion && o->suggestion_checked;
    g->suggested += suggested;
    g->implied += suggested && o->suggestion_implied == 1;
    if (o->peak_mb > g->peak_mb) g->peak_mb = o->peak_mb;
    g->seconds = xrealloc(g->seconds, (g->n + 1) * sizeof *g->seconds);
    g->warm_seconds = xrealloc(g->warm_seconds, (g->n + 1) * sizeof *g->warm_seconds);
    double warm = o->ghc_seconds > 0 ? o->seconds - o->ghc_seconds : o->seconds;
    g->warm_seconds[g->n] = warm > 0 ? warm : 0;
    g->seconds[g->n++] = o->seconds;
}

static int group_order(const void *a, const void *b) {
    const Group *x = a, *y = b;
    if (!x->function || !y->function) return !x->function - !y->function;
    if (x->assignment != y->assignment) return x->assignment < y->assignment ? -1 : 1;
    return strcmp(x->function, y->function);
}

Group *groups_build(const Results *r, size_t *ngroups) {
    Group *gs = xcalloc(r->nbad + 1, sizeof *gs);
    for (size_t i = 0; i <= r->nbad; i++) gs[i].peak_mb = -1;
    size_t n = 1; /* gs[0]: the total, sorted last */
    for (size_t i = 0; i < r->nbad; i++) {
        const ManifestEntry *e = results_entry(r, &r->bad[i]);
        if (!e) continue;
        Group *g = find_group(gs + 1, n - 1, e->assignment, e->function);
        if (!g) g = &gs[n++], g->assignment = e->assignment, g->function = e->function;
        group_add(g, &r->bad[i]);
        group_add(&gs[0], &r->bad[i]);
    }
    qsort(gs, n, sizeof *gs, group_order);
    for (size_t i = 0; i < n; i++)
        if (gs[i].n > 1) {
            qsort(gs[i].seconds, gs[i].n, sizeof *gs[i].seconds, cmp_double);
            qsort(gs[i].warm_seconds, gs[i].n, sizeof *gs[i].warm_seconds, cmp_double);
        }
    *ngroups = n;
    return gs;
}

void groups_free(Group *g, size_t n) {
    for (size_t i = 0; i < n; i++) free(g[i].seconds), free(g[i].warm_seconds);
    free(g);
}

/* ---- statistics -------------------------------------------------------------------- */

double eval_mean(const double *x, size_t n) {
    double sum = 0;
    for (size_t i = 0; i < n; i++) sum += x[i];
    return n ? sum / (double)n : 0;
}

double eval_quantile(const double *sorted, size_t n, double q) {
    if (!n) return 0;
    double pos = q * (double)(n - 1);
    size_t lo = (size_t)floor(pos), hi = lo + 1 < n ? lo + 1 : lo;
    return sorted[lo] + (pos - (double)lo) * (sorted[hi] - sorted[lo]);
}

void eval_put_percent(StrBuf *out, size_t k, size_t n) {
    if (!n) sb_puts(out, "-");
    else sb_printf(out, "%.1f %%", 100.0 * (double)k / (double)n);
}

void eval_md_cell(StrBuf *out, const char *s) {
    for (; s && *s; s++) {
        if (*s == '|') sb_puts(out, "\\|");
        else sb_putc(out, *s == '\n' || *s == '\r' ? ' ' : *s);
    }
}
