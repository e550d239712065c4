/* outcome.h — what one run of `lhx check` gave, as the evaluation sees it.
 *
 * An outcome is the unit of the evaluation's results: the runner makes one
 * per process, a part file (`PARTS/ID.json`, the format in docs/eval.md)
 * stores one, and every report is computed from a list of them. The part
 * file is what lets runs on other machines be merged into the same reports,
 * so everything a report needs that is not in the manifest is in here. */
#ifndef LHX_EVAL_OUTCOME_H
#define LHX_EVAL_OUTCOME_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "../check/verdict.h"
#include "../util/strbuf.h"

typedef struct Outcome {
    char *id;         /* the unit's id: an entry id, or ENTRY+good for a good-file check */
    bool good;        /* a check of a good file (a counterexample there is a false alarm) */
    char *file;       /* the file checked, as the manifest writes it (relative to its directory) */
    char *function;
    Verdict verdict;      /* the pipeline's verdicts (src/check/verdict.h), as the JSON names them */
    char *status;     /* how the run went: ok, timeout, memory, crash, malformed, no-result, check-error, exec */
    char *note;       /* NULL, or why the verdict is what it is (for the non-ok statuses, lhx's message) */
    char **blamed;    /* counterexample.abstracted[].function, without repeats, in order */
    size_t nblamed;
    char *violation_kind, *violation_function; /* NULL when there is no counterexample */
    char *suggestion;   /* counterexample.suggestion.signature (an abstract one's suggested type), or NULL */
    bool suggestion_checked; /* it passed both of lhx's checks (holds and verifies) */
    int suggestion_implied;  /* the good file's type implies it: 1, 0; -1 not known */
    double seconds;     /* wall clock measured by the harness, rounded to milliseconds */
    double lhx_seconds; /* the result's own `seconds`; -1 when there is none */
    double ghc_seconds; /* the result's `ghc_seconds` (GHC's part of `seconds`; 0 on a warm run); -1: none */
    double peak_mb;     /* the run's peak resident memory (runner.h's max_rss_kb) in MB; -1 unknown */
    int exit_code;      /* the process's exit status; -1 if a signal ended it or it never ran */
    double timeout;     /* the --timeout it ran under */
} Outcome;

void outcome_init(Outcome *o);
void outcome_free(Outcome *o);
void outcome_set_note(Outcome *o, const char *note);
void outcome_add_blamed(Outcome *o, const char *function);
/* "a;b" (the CSV's and the reports' spelling), "" when nothing is blamed. */
void outcome_blamed_joined(const Outcome *o, const char *sep, StrBuf *out);
/* o blames function (compared eval_unqualified). */
bool outcome_blames(const Outcome *o, const char *function);
/* f without its module qualifier (`List.size` -> `size`): lhx may name an
 * abstracted function qualified, the manifest and the sources do not. */
const char *eval_unqualified(const char *f);

/* The part file's JSON object (owned by the caller). */
cJSON *outcome_to_json(const Outcome *o);
/* Reads a part file's object into o (initialised here); false with why. */
bool outcome_from_json(const cJSON *j, Outcome *o, StrBuf *why);

/* Sorts by id (strcmp): reports list outcomes in this order, so that the
 * same results give the same bytes however the runs were scheduled. */
void outcomes_sort(Outcome *os, size_t n);

#endif
