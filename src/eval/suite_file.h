/* suite_file.h — one file of an external test suite (`lhx eval --suite`):
 * what its source says (the binders with a refinement signature, the
 * functions it declares `{-@ fail f @-}`), and what `lhx check --json`
 * answered on it.
 *
 * A suite is laid out as LiquidHaskell's own tests are: pos/ holds programs
 * LiquidHaskell accepts, neg/ programs it rejects. A pos file must get no
 * concrete or termination counterexample except on its `fail` functions
 * (a false alarm); a neg file should get one. */
#ifndef LHX_EVAL_SUITE_FILE_H
#define LHX_EVAL_SUITE_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "runner.h"

typedef enum SuiteKind { SUITE_POS, SUITE_NEG } SuiteKind;

/* One result of lhx check: a function and its verdict. */
typedef struct SuiteResult {
    char *function;
    char *verdict;  /* as lhx check wrote it: none, concrete, abstract, termination, timeout, unsupported, error */
    char *message;  /* why (none/timeout/unsupported/error), or NULL */
    double seconds; /* the function's translation and search (GHC excluded); -1 when not said */
} SuiteResult;

typedef struct SuiteFile {
    char *path;       /* as found: DIR/pos/Name.hs */
    char *name;       /* Name.hs */
    SuiteKind kind;
    /* From the source. */
    char **signed_names; /* binders with a refinement signature of their own (not assume) */
    size_t nsigned;
    char **fail_names;   /* `{-@ fail f @-}` */
    size_t nfail;
    /* From lhx check. */
    bool ran;            /* a run finished and its output was read */
    bool loaded;         /* the document has no stopping error */
    char *error;         /* the stopping error's message, or why the output could not be read */
    int error_status;    /* its status (2, 3), 0 when none */
    SuiteResult *results;
    size_t nresults;
    bool killed;         /* the file's wall-clock limit ended the run */
    double seconds;
    long max_rss_kb;
} SuiteFile;

/* Reads the source facts of f->path (signed and `fail` binders). A file
 * that cannot be read has none. */
void suite_file_read_source(SuiteFile *f);
/* Reads the run's output (lhx check --json) into f. */
void suite_file_read_run(SuiteFile *f, const RunOutput *out);
void suite_file_free(SuiteFile *f);

/* Verdicts: a function was checked (none or a counterexample); a
 * counterexample was found; a counterexample that claims liquid is right to
 * reject (concrete or termination: abstract ones blame a specification). */
bool suite_verdict_checked(const char *verdict);
bool suite_verdict_found(const char *verdict);
bool suite_verdict_claims_error(const char *verdict);

/* Per-file conclusions. */
bool suite_file_checked_any(const SuiteFile *f);
bool suite_file_found_any(const SuiteFile *f);
/* A pos file's results that claim an error on a function not declared
 * `fail`: the false alarms (NULL-free list of function names in *names,
 * malloc'd; the count is returned). */
size_t suite_file_false_alarms(const SuiteFile *f, const char ***names);
/* How many of the file's signed binders got a checked verdict. */
size_t suite_file_signed_checked(const SuiteFile *f);
/* The result for function, or NULL. */
const SuiteResult *suite_file_result(const SuiteFile *f, const char *function);

#endif
