/* report.h — the evaluation's reports (formats in docs/eval.md).
 *
 * Each report is a function of the results only: no dates, no host names,
 * rows in a fixed order, so the same corpus and the same lhx give the same
 * files (up to the measured times), however the runs were scheduled or
 * split over machines. */
#ifndef LHX_EVAL_REPORT_H
#define LHX_EVAL_REPORT_H

#include <stdbool.h>

#include "results.h"

/* table.md: Fig. 12 — a row per (assignment, function), totals, rates, times;
 * then the good-file checks, if any. */
void eval_report_table(const Results *r, StrBuf *out);
/* blame.md: the (a)/(b)/(c)/spurious split of the abstract counterexamples,
 * and agreement with the manifest's expected verdicts and blame. */
void eval_report_blame(const Results *r, StrBuf *out);
/* results.csv: a row per entry. */
void eval_report_csv(const Results *r, StrBuf *out);
/* times.svg: the run times per function, on a log axis. */
void eval_report_chart(const Results *r, StrBuf *out);
/* One line for the terminal: counts and where the reports are. */
void eval_report_summary(const Results *r, StrBuf *out);

/* Writes the four reports into dir (which exists); false with a message. */
bool eval_reports_write(const Results *r, const char *dir, StrBuf *err);

/* What a run or a merge ends with: the reports of outcomes written into dir
 * (created if missing), the summary on stdout; errors on stderr. Returns
 * the exit status (0, or 2 when a report cannot be written). */
int eval_write_reports(const char *dir, const Manifest *m, Outcome *outcomes, size_t n);

#endif
