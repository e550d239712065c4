/* check.h — the check pipeline: checking functions against their
 * LiquidHaskell refinement types, the one path every front door takes.
 *
 *   session   load the program (GHC + plugin) and its specs once, and the
 *             source's binder ranges (session.c)
 *   targets   the default targets, named functions, the function at a
 *             source line (targets.c)
 *   function  one function: translate (translate/wrap.c), search
 *             (src/engine), conclude a verdict (function.c, verdict.h)
 *   report    the result as text in the paper's shape or as JSON, schema of
 *             docs/json.md (report.c)
 *   print     what a command prints for results and errors, the same for
 *             every command (print.c)
 *
 * `lhx check`, `lhx explain` and `lhx after-liquid` (src/cli) call it
 * in-process; `lhx lsp` runs `lhx explain --json` and `lhx eval` runs
 * `lhx check --json` as children, so a fix here reaches all five.
 *
 * A typical command:
 *
 *   CheckSession s;
 *   check_session_init(&s);
 *   if (check_session_open(&s, &o, &d) && (fs = check_targets(&s, &o, &n, &d)))
 *       status = check_run(&s, &o, fs, n, "check");
 *   else
 *       status = check_print_stop("check", o.file, o.json, &d);
 *   check_session_close(&s);
 */
#ifndef LHX_CHECK_H
#define LHX_CHECK_H

#include <stdio.h>

#include <cjson/cJSON.h>

#include "verdict.h"
#include "../source/binder_range.h"
#include "../engine/search.h"
#include "../util/strbuf.h"
#include "../spec/resolve.h"
#include "../frontend/ghc.h"
#include "../project/project.h"
#include "../../translate/context.h"

/* ---- Options ------------------------------------------------------------------ */

/* GHC's time limit by default (seconds; --ghc-timeout). */
#define CHECK_GHC_TIMEOUT_DEFAULT 120

typedef struct CheckOptions {
    const char *file;
    const char **functions; /* --function NAME…; none: the default targets */
    uint32_t nfunctions;
    const char **specs;     /* --spec FILE… */
    uint32_t nspecs;
    bool json;              /* print JSON documents instead of text */
    bool stats;             /* the search's statistics on stderr (text only) */
    double timeout_s;       /* search per function (compiling is ghc_timeout_s's) */
    double ghc_timeout_s;   /* --ghc-timeout: compiling the file with GHC; 0: no limit */
    uint64_t max_depth;     /* reduction steps per path */
    uint32_t max_size;      /* the largest input size searched (lists of this length) */
    long memory_mb;         /* --memory: the whole process's limit (util/memlimit.h); 0: none */
    bool no_th;             /* --no-th (frontend/trust.h) */
    bool machine_ints;      /* --machine-ints: Int wraps at 64 bits and overflow is an error */
    const char *implied_by; /* --implied-by FILE: check a suggestion against FILE's spec (lhx eval) */
    const char **include_dirs; /* -iDIR…: GHC's search path, added to the project's */
    uint32_t ninclude_dirs;
    const char **ghc_options;  /* --ghc-option OPT…: added to the project's */
    uint32_t nghc_options;
    const char *json_out;      /* hidden --json-out FILE: the JSON document there too (`check DIR`'s children) */
    /* liquid rejected the function checked, with this message (after-liquid,
     * explain --liquid-error); NULL: not known. Then a result with no
     * counterexample says why liquid may fail (reasons.h). */
    const char *liquid_error;
} CheckOptions;

/* The defaults: no file, no names, 10 s per function, depth 4000, size 8,
 * --memory 1024. */
void check_default_options(CheckOptions *o);

/* ---- The session (session.c) ------------------------------------------------------ */

typedef struct CheckSession {
    Program p;
    Spec spec;            /* the specs, resolved against the program (src/spec) */
    Translator tr;        /* the translator opened on them (translate/) */
    Module *module;       /* the main module */
    bool spec_loaded, translator_open;
    BinderRanges ranges;  /* the whole source range of each binder (for positions and spans) */
    bool ranges_read;
    Project project;      /* the file's project: how GHC compiles it (src/project) */
    double load_seconds;  /* compiling and loading (not charged to any function: --ghc-timeout bounds it) */
    double ghc_seconds;   /* of which running GHC (0 when the cache had the Core: a warm check) */
    SymMap tried;         /* helpers whose type was inferred (infer.c): Global id -> Global* */
    Solver *holds_solver, *holds_replay; /* check_holds's searches share these (NULL until the first) */
} CheckSession;

/* An empty session; check_session_close may follow at any point after. */
void check_session_init(CheckSession *s);
/* Reads file's source text for the binders' ranges, without running GHC, so
 * that a position can be placed before the program is loaded; false with d
 * set if the file cannot be read. Optional: check_session_open reads the
 * ranges itself when this was not called. */
bool check_session_read_source(CheckSession *s, const char *file, Diag *d);
/* Loads o->file's program and its specs (lhx's library specs, the file's own
 * annotations, o->specs) and prints the spec reader's warnings on stderr;
 * false with d set. The session must not move afterwards (the spec env
 * points into it). */
bool check_session_open(CheckSession *s, const CheckOptions *o, Diag *d);
/* Finds file's project (src/project/project.h), checks that the packages
 * it depends on are installed, and compiles and loads file with the
 * project's options (set into gopt) into p. project is filled either way
 * (project_free it); false with d set. */
bool check_load_program(const char *file, const ProjectExtra *extra, GhcOptions *gopt, Project *project, Program *p,
                        Diag *d);
/* Limits the process's memory to mb MiB (--memory; 0: none): false with d
 * set (status 3) if the system refuses. check_session_open calls it first. */
bool check_memory_limit(long mb, Diag *d);
void check_session_close(CheckSession *s);

/* ---- Targets (targets.c) ------------------------------------------------------------ */

/* The functions to check: those o->functions names (an unknown name is an
 * error, d set, NULL returned), else the default targets — every binder
 * with a refinement signature of its own, and every binder without one that
 * calls a function with a precondition — in source order. malloc'd; *n set. */
Global **check_targets(CheckSession *s, const CheckOptions *o, uint32_t *n, Diag *d);
/* Whether the source has a binder whose range holds line (from 1): known
 * from the text alone, before check_session_open. */
bool check_source_has_binder_at(const CheckSession *s, int line);
/* The main module's binder whose source range holds line, or NULL (outside
 * every binder, or a range Core has no binder for). After check_session_open. */
Global *check_target_at(CheckSession *s, int line);

/* ---- Checking one function (function.c) ------------------------------------------------ */

/* A refinement type for the callee an abstract counterexample blames that
 * eliminates it (suggest.c). */
typedef struct Suggestion {
    Global *function;         /* the callee */
    const Contract *replaces; /* its signature, to be replaced; NULL: it has none, one is inserted */
    const Contract *contract; /* the suggested type (text: the signature to paste, without {-@ @-}) */
    bool holds;               /* (a) lhx finds no counterexample to the callee's code having it */
    bool verifies;            /* (b) the caller has no counterexample left with it */
    int implied;              /* --implied-by: 1 the other file's type of the callee implies it, 0 not, -1 unknown/not asked */
} Suggestion;

typedef struct CheckResult {
    Global *f;
    const Contract *contract;     /* NULL: no signature */
    Verdict verdict;
    char *message;          /* malloc'd: why (none/timeout/unsupported/error) */
    char *error_line;       /* malloc'd: unsupported/error as `file:line:col: error: …` for stderr */
    double seconds;
    Entry entry;
    SearchResult search;
    bool searched;
    const Finding *finding; /* the counterexample reported, or NULL */
    Entry term_entry;       /* the termination check's target (translate/termination.h), when searched */
    SearchResult term_search;
    bool term_searched;
    const Finding *termination; /* a termination counterexample (also with a concrete safety one), or NULL */
    char *suggested_metric; /* malloc'd: a metric that re-checks, `[len xs + len ys]`, or NULL */
    char *metric_signature; /* malloc'd: f's signature with that metric, re-checked (the quick fix), or NULL */
    bool metric_replaces;   /* that signature replaces f's own (else it is inserted before f) */
    char *callee_nonterm;      /* malloc'd: for a concrete counterexample, a function f calls that has a
                                  termination counterexample (paper 003 §2.2), or NULL */
    char *callee_nonterm_text; /* malloc'd: that counterexample's text */
    Span range;             /* the binder's whole source range (file 0: unknown; the name's span is used) */
    bool expected_failure;  /* the file declares `{-@ fail f @-}`: a counterexample is what it expects */
    const char *reason_kind; /* why liquid rejects it (reasons.h), or NULL */
    char *reason;            /* malloc'd: that reason's text, or NULL */
    Suggestion *suggestion; /* malloc'd, for an abstract counterexample; NULL: none found */
    Span insert_at;         /* for a suggestion that inserts a signature: the callee's whole source range */
} CheckResult;

/* Translates f into its counterfactual definition, searches it for a
 * counterexample within o's bounds, and concludes. Never fails: a function
 * that cannot be checked gets verdict unsupported or error. */
void check_function(CheckSession *s, const CheckOptions *o, Global *f, CheckResult *out);
/* The same against contract c (an instance method's class type,
 * spec_class_contract, besides its own). */
void check_function_against(CheckSession *s, const CheckOptions *o, Global *f, const Contract *c, CheckResult *out);
void check_result_free(CheckResult *r);
/* The exit status over several results. */
int check_status(const CheckResult *rs, uint32_t n);

/* ---- Helpers without a signature (infer.c) ------------------------------------------------ */

/* Infers, once per session, the type LiquidHaskell would give each
 * top-level helper without a signature that f calls (translate/qualifiers.h),
 * and registers it, so that checking f may abstract those calls. Spends at
 * most about `seconds`. */
void check_infer_helpers(CheckSession *s, Global *f, double seconds);
/* Whether a bounded search (seconds, steps per path) finds no counterexample
 * to g having contract c; something unsupported counts as one. With
 * need_value, a second search must also find a path on which g returns (a
 * contract no result can meet holds only vacuously, on code that never
 * returns). */
bool check_holds(CheckSession *s, Global *g, const Contract *c, double seconds, uint64_t steps, bool need_value);
/* Keeps, in order, the qualifiers (malloc'd strings) no other one of qs
 * implies (`v > x` implies `v >= x` and `v /= x`), frees the others;
 * returns how many are kept. */
uint32_t check_drop_implied(char **qs, uint32_t n);

/* For an abstract counterexample of r, searches a type of a blamed callee
 * (the first abstracted that gets one) that eliminates it and sets
 * r->suggestion: for about cpu_seconds of lhx's CPU time, and at most
 * wall_seconds. */
void check_suggest(CheckSession *s, const CheckOptions *o, CheckResult *r, double cpu_seconds, double wall_seconds);
/* Whether the type file gives the callee `name` of r's suggestion (its signature,
 * or the type lhx infers when it has none) implies the suggestion: a
 * bounded search of the callee's results that type allows (and of its code)
 * for one breaking the suggestion. Loads file in a session of its own; sets
 * r->suggestion->implied (-1 when file cannot be loaded or read). */
void check_implied(const CheckOptions *o, CheckResult *r, const char *name, const char *file, double seconds);

/* ---- Reporting one result (report.c) ----------------------------------------------------- */

/* The explanation in the paper's shape (several lines, each ending in \n). */
void report_text(const CheckSession *s, const CheckResult *r, StrBuf *out);
/* report_text's text for r highlighted for a terminal (style.c). */
void report_style(const CheckSession *s, const CheckResult *r, const char *text, StrBuf *out);
/* `FILE:LINE:COL: NAME`, as report_text's first line begins. */
void report_where(const CheckSession *s, const Global *f, StrBuf *out);

/* A termination counterexample's text: `f 1 calls f (-1)`, the metric's values, why. */
void report_termination_text(const CheckSession *s, const Finding *f, StrBuf *out);
/* One result as a schema-1 JSON object (docs/json.md). */
cJSON *report_json(const CheckSession *s, const CheckResult *r);
/* The top-level JSON object of command; takes ownership of results (an
 * array; NULL: none). error: the error that stopped the command, or NULL. */
cJSON *report_json_document(const char *command, const char *file, cJSON *results, const Diag *error);
/* The search's statistics, one line (`lhx: stats: …`). */
void report_stats(const SearchResult *r, FILE *out);

/* ---- Printing (print.c) ------------------------------------------------------------------- */

/* Prints one result as o asks: an unsupported/error verdict's error line on
 * stderr; in text mode the explanation on stdout (then a blank line if more
 * results follow; flushed) and, with o->stats, the statistics on stderr. In
 * JSON mode returns the result's object, for the caller to place in a
 * document; else NULL. */
cJSON *check_print_result(const CheckSession *s, const CheckOptions *o, const CheckResult *r, bool more);
/* Prints command's JSON document (report_json_document) on stdout. */
void check_print_document(const char *command, const char *file, cJSON *results, const Diag *error);
/* An error that stopped command before any result: with json its document
 * on stdout; the error on stderr. Clears d; returns its exit status. */
int check_print_stop(const char *command, const char *file, bool json, Diag *d);
/* The JSON document, unformatted, into the file at path; false if it
 * cannot be written. */
bool check_write_document(const char *path, const char *command, const char *file, cJSON *results, const Diag *error);
/* Checks fs[0..n) in turn and prints each (texts separated by a blank line;
 * with o->json one document of command at the end). Returns the exit status. */
int check_run(CheckSession *s, const CheckOptions *o, Global *const *fs, uint32_t n, const char *command);

#endif
