/* suite.h — `lhx eval --suite DIR`: lhx over an external test suite laid
 * out like LiquidHaskell's own tests (DIR/pos: programs LiquidHaskell
 * accepts; DIR/neg: programs it rejects; optional DIR/pos.txt, DIR/neg.txt
 * listing the modules its test driver runs), in parallel, with a progress
 * bar, and a table of what lhx made of them (docs/eval.md, "External
 * suites"). */
#ifndef LHX_EVAL_SUITE_H
#define LHX_EVAL_SUITE_H

#include <stddef.h>

#include "eval_options.h"
#include "suite_file.h"

typedef struct Suite {
    const char *dir;
    SuiteFile *files; /* pos files first, then neg, each in name order */
    size_t n;
} Suite;

/* Runs `lhx check FILE --json` on every file of the suite and writes the
 * reports (suite_report.h) to o->out. Returns the command's status. */
int eval_suite(const EvalOptions *o);

/* The suite's files (with --listed, only those its lists name); false with
 * the problem in err. */
bool suite_list(const char *dir, bool listed_only, Suite *s, StrBuf *err);
void suite_free(Suite *s);

#endif
