/* suite_report.h — what `lhx eval --suite` writes: the table (Markdown,
 * also printed), one CSV row per file, and the grouped messages. */
#ifndef LHX_EVAL_SUITE_REPORT_H
#define LHX_EVAL_SUITE_REPORT_H

#include <stdio.h>

#include "suite.h"
#include "../util/strbuf.h"

/* The summary table and the grouped stops, as Markdown. */
void suite_report_table(const Suite *s, double timeout_s, StrBuf *out);
/* One row per file (with a header). */
void suite_report_csv(const Suite *s, StrBuf *out);

/* A message with its positions, quoted names and numbers made general, so
 * that the same stop in two files is counted once: `F.hs:3:5: unbound name
 * 'foo'` → `unbound name '…'`. malloc'd. */
char *suite_message_class(const char *msg);

#endif
