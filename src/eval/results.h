/* results.h — the outcomes of an evaluation, as the reports read them:
 * split into bad-file and good-file checks, joined with their manifest
 * entries, grouped per (assignment, function) as Fig. 12 is. */
#ifndef LHX_EVAL_RESULTS_H
#define LHX_EVAL_RESULTS_H

#include <stddef.h>

#include "manifest.h"
#include "outcome.h"

typedef struct Results {
    const Manifest *m;
    const Outcome *bad;  /* one per entry run, sorted by id */
    size_t nbad;
    const Outcome *good; /* good-file checks, sorted by id */
    size_t ngood;
} Results;

/* Splits outcomes (sorted by id) into r's two lists (pointers into
 * outcomes, which is reordered: bad ones first, each part still sorted). */
void results_init(Results *r, const Manifest *m, Outcome *outcomes, size_t n);
/* The manifest entry of a bad outcome, or of the entry a good one is named after. */
const ManifestEntry *results_entry(const Results *r, const Outcome *o);

/* The largest --timeout the bad files were checked with. */
double results_max_timeout(const Results *r);

/* One row of the table: the entries of one (assignment, function). */
typedef struct Group {
    Assignment assignment;
    const char *function;
    size_t count[VERDICT_COUNT];
    size_t suggested;  /* abstract counterexamples with a suggested type that passed both checks */
    size_t implied;    /* of those, suggestions the good file's type implies */
    size_t n;
    double *seconds; /* n run times, sorted */
    double *warm_seconds; /* n run times less their GHC's (what a run takes with the Core cached), sorted */
    double peak_mb;  /* the largest peak memory of its runs (-1: none measured) */
} Group;

/* The groups in table order (assignment as in the manifest format, then
 * function name), plus, last, one for everything (function NULL). */
Group *groups_build(const Results *r, size_t *ngroups);
void groups_free(Group *g, size_t n);

/* Statistics of sorted values; quantiles interpolate linearly between the
 * closest ranks (so the median of an even count is the mean of the middle
 * two). 0 for no values. */
double eval_mean(const double *x, size_t n);
double eval_quantile(const double *sorted, size_t n, double q);

/* s as the text of a Markdown table cell: '|' escaped, line breaks as spaces. */
void eval_md_cell(StrBuf *out, const char *s);

/* "12.5 %" of k in n ("-" when n is 0). */
void eval_put_percent(StrBuf *out, size_t k, size_t n);

#endif
