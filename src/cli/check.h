/* check.h — checking functions against their refinement types: what
 * `lhx check`, `lhx explain` and `lhx after-liquid` share.
 *
 * A session loads the program (GHC + plugin) and its specs (src/spec) once,
 * and opens the translator on them; then each function is translated
 * (translate/wrap.c) and searched (src/engine), and
 * the outcome is kept as a CheckResult that the reporters (report.c) print
 * as text in the paper's shape or as JSON (docs/json.md). */
#ifndef LHX_CHECK_H
#define LHX_CHECK_H

#include <cjson/cJSON.h>

#include "../engine/search.h"
#include "../util/strbuf.h"
#include "../spec/resolve.h"
#include "../../translate/context.h"

typedef struct CheckOptions {
    const char *file;
    const char **functions; /* --function NAME…; none: the default targets */
    uint32_t nfunctions;
    const char **specs;     /* --spec FILE… */
    uint32_t nspecs;
    bool json;
    bool stats;
    double timeout_s;       /* per function */
    uint64_t max_depth;     /* reduction steps per path */
} CheckOptions;

/* Parses the options every checking command shares, from argv[*i]; true
 * and *i advanced if argv[*i] was one of them; false with *bad set when it
 * was one of them but malformed. */
bool check_parse_option(int argc, char **argv, int *i, CheckOptions *o, bool *bad);
void check_default_options(CheckOptions *o);

typedef struct CheckSession {
    Program p;
    Spec spec;
    Translator tr;
    Module *module;
    bool spec_loaded, translator_open;
} CheckSession;

/* Loads the program and its specs; false with diag set. */
bool check_session_open(CheckSession *s, const CheckOptions *o, Diag *diag);
void check_session_close(CheckSession *s);

typedef enum Verdict { V_CONCRETE, V_ABSTRACT, V_NONE, V_TIMEOUT, V_UNSUPPORTED, V_ERROR } Verdict;
const char *verdict_name(Verdict v);

typedef struct CheckResult {
    Global *f;
    const Contract *contract; /* NULL: no signature */
    Verdict verdict;
    char *message;        /* malloc'd: why (none/timeout/unsupported/error) */
    char *error_line;     /* malloc'd: unsupported/error as `file:line:col: error: …` for stderr */
    double seconds;
    Entry entry;
    SearchResult search;
    bool searched;
    const Finding *finding; /* the counterexample reported, or NULL */
    /* The binder's whole source range (binder_range.h), for the JSON `span`.
     * check_function leaves it empty (file 0); the command fills it in after,
     * and the reporters fall back to the binder's name span when it is empty. */
    Span range;
} CheckResult;

/* The binders `lhx check` checks by default: every binder with a
 * refinement signature of its own, and every binder without one that calls
 * a function with a precondition. In source order; *n set. malloc'd. */
Global **check_default_targets(CheckSession *s, uint32_t *n);

/* Checks one function. */
void check_function(CheckSession *s, const CheckOptions *o, Global *f, CheckResult *out);
void check_result_free(CheckResult *r);

/* Exit status over several results (diag.h's statuses). */
int check_status(const CheckResult *rs, uint32_t n);

/* ---- report.c ---- */

/* The explanation in the paper's shape (several lines, each ending in \n). */
void report_text(const CheckSession *s, const CheckResult *r, StrBuf *out);
/* One result as a schema-1 JSON object (docs/json.md). */
cJSON *report_json(const CheckSession *s, const CheckResult *r);
/* The top-level JSON object; takes ownership of results (an array). */
cJSON *report_json_document(const char *command, const char *file, cJSON *results, const Diag *error);
/* A span object, or JSON null for no position. */
cJSON *report_span(const Program *p, const Span *sp);

#endif
