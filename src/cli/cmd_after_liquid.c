/* cmd_after_liquid.c — `lhx after-liquid [OUTPUT|-] [--json] [--timeout S]
 * [--max-depth N]`: reads what a failed `liquid` run printed (a file, or
 * stdin) and explains each of its errors, in order.
 *
 * Every error gets a block headed by liquid's own header line. A type
 * mismatch is explained by the binder at its position, as `lhx explain`
 * would; the errors lhx has nothing to add to (termination, unbound names,
 * bad specifications, GHC's errors) are passed through with a note. Each
 * Haskell file is loaded once (one CheckSession, reused by every error in
 * it), and each binder explained once: a later error in the same binder
 * refers to the explanation above. */
#include "../source/binder_range.h"
#include "check.h"
#include "commands.h"
#include "options.h"
#include "../frontend/liquid_output.h"
#include "../util/diag.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char after_liquid_usage[] =
    "usage: lhx after-liquid [OUTPUT|-] [--json] [--timeout S] [--max-depth N] [--spec FILE]... [--stats]\n";

/* A binder explained already, for the errors in it that follow. */
typedef struct Explained {
    const Global *f;
    char *where;   /* `FILE:LINE:COL: NAME`, as its explanation began */
    cJSON *result; /* its JSON result, without liquid_error */
} Explained;

/* A Haskell file liquid's errors point into. */
typedef struct Source {
    char *file;    /* as liquid printed it */
    char *key;     /* its real path, to tell two spellings of one file apart */
    char *failure; /* why it could not be loaded, or NULL */
    int failure_status;
    CheckSession s; /* not moved once opened: the spec env points into it */
    bool opened;
    BinderRanges ranges;
    Explained *done;
    size_t ndone, cap;
} Source;

typedef struct AfterLiquid {
    CheckOptions o;
    Source **sources;
    size_t nsources, cap;
    cJSON *results;
    int status;
    size_t blocks;
} AfterLiquid;

/* ---- Arguments and input ------------------------------------------------------ */

static bool parse_args(int argc, char **argv, CheckOptions *o, const char **input) {
    check_default_options(o);
    *input = NULL;
    for (int i = 1; i < argc; i++) {
        bool bad = false, taken = strcmp(argv[i], "--function") != 0 && check_parse_option(argc, argv, &i, o, &bad);
        if (taken && bad) return false;
        if (taken) continue;
        if ((argv[i][0] == '-' && argv[i][1]) || *input) {
            fprintf(stderr, "lhx: error: unexpected argument '%s'\n", argv[i]);
            return false;
        }
        *input = argv[i];
    }
    if (*input && strcmp(*input, "-") == 0) *input = NULL;
    return true;
}

static bool read_stdin(StrBuf *out, Diag *d) {
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) sb_putn(out, buf, n);
    return ferror(stdin) ? diag_error(d, EXIT_BAD_INPUT, "cannot read the standard input") : true;
}

/* The file liquid checked, when its output names exactly one (`Targets: F`
 * or `**** [Checking: F] ****`): the file of errors printed without one
 * (`liquid --json` leaves "filename" out). NULL otherwise. */
static char *checked_file(const char *text) {
    static const char *const markers[] = {"[Checking: ", "Targets: "};
    for (size_t m = 0; m < 2; m++) {
        const char *at = strstr(text, markers[m]);
        if (!at) continue;
        at += strlen(markers[m]);
        size_t n = strcspn(at, " ]\r\n");
        bool alone = at[n] == ']' || at[n] == '\n' || at[n] == '\r' || at[n] == '\0';
        if (n == 0 || !alone) continue;
        char *file = xmalloc(n + 1);
        memcpy(file, at, n);
        file[n] = '\0';
        return file;
    }
    return NULL;
}

/* ---- Output ----------------------------------------------------------------------- */

static int combine(int a, int b) { /* as check_status ranks them: found, limits, errors, none */
    static const int rank[] = {0, 3, 1, 2};
    return rank[a] >= rank[b] ? a : b;
}

static void print_document(const char *file, cJSON *results, const Diag *error) {
    cJSON *doc = report_json_document("after-liquid", file, results, error);
    char *text = cJSON_Print(doc);
    puts(text);
    free(text);
    cJSON_Delete(doc);
}

static cJSON *liquid_error_json(const LiquidError *e) {
    cJSON *o = cJSON_CreateObject();
    if (e->file && e->line > 0) {
        cJSON *sp = cJSON_AddObjectToObject(o, "span");
        cJSON_AddStringToObject(sp, "file", e->file);
        cJSON_AddNumberToObject(sp, "line", e->line);
        cJSON_AddNumberToObject(sp, "col", e->col);
        cJSON_AddNumberToObject(sp, "end_line", e->end_line);
        cJSON_AddNumberToObject(sp, "end_col", e->end_col);
    } else {
        cJSON_AddNullToObject(o, "span");
    }
    cJSON_AddStringToObject(o, "message", e->message);
    cJSON_AddStringToObject(o, "kind", e->kind);
    return o;
}

/* The block's first line: liquid's header, with the position when the header
 * lacks it (`liquid --json`), and with the title when it is on the next line
 * (GHC's format: `File.hs:55:1: error:`) but that line is not printed. */
static void print_heading(const LiquidError *e, bool with_title) {
    if (e->file && e->line > 0 && strncmp(e->header, e->file, strlen(e->file)) != 0)
        printf("%s:%d:%d: ", e->file, e->line, e->col);
    fputs(e->header, stdout);
    if (with_title && !strstr(e->header, e->title)) printf(" %s", e->title);
    putchar('\n');
}

static const char *kind_phrase(const char *kind) {
    static const char *const phrases[][2] = {
        {LIQUID_KIND_TERMINATION, "termination errors"},
        {LIQUID_KIND_UNBOUND, "unbound names"},
        {LIQUID_KIND_ILLEGAL_SPEC, "illegal specifications"},
        {LIQUID_KIND_PARSE, "specifications that do not parse"},
        {LIQUID_KIND_GHC, "GHC errors"},
    };
    for (size_t i = 0; i < sizeof phrases / sizeof *phrases; i++)
        if (strcmp(kind, phrases[i][0]) == 0) return phrases[i][1];
    return "this kind of error";
}

/* An error lhx has nothing to add to: liquid's whole message, and a note. */
static void pass_through(const AfterLiquid *a, const LiquidError *e) {
    if (a->o.json) return;
    print_heading(e, false);
    const char *rest = strchr(e->message, '\n');
    if (rest) puts(rest + 1);
    printf("lhx: no counterexample search for %s\n", kind_phrase(e->kind));
}

/* A mismatch lhx could not explain (no position, a file that does not load,
 * no binder there): a note, and a result with verdict error. */
static void not_explained(AfterLiquid *a, const LiquidError *e, int status, const char *why) {
    a->status = combine(a->status, status);
    if (!a->o.json) {
        print_heading(e, true);
        printf("lhx: not explained: %s\n", why);
        return;
    }
    cJSON *r = cJSON_CreateObject();
    cJSON_AddNullToObject(r, "function");
    cJSON_AddNullToObject(r, "span");
    cJSON_AddStringToObject(r, "verdict", status == EXIT_UNSUPPORTED ? "unsupported" : "error");
    cJSON_AddStringToObject(r, "message", why);
    cJSON_AddNumberToObject(r, "seconds", 0);
    cJSON_AddNullToObject(r, "counterexample");
    cJSON_AddItemToObject(r, "liquid_error", liquid_error_json(e));
    cJSON_AddItemToArray(a->results, r);
}

/* ---- Sources ------------------------------------------------------------------------ */

/* Loads a file's program, specs and binder ranges; a failure is kept (and
 * reported on stderr once) for every error in the file. */
static void source_open(const AfterLiquid *a, Source *src) {
    Diag d;
    diag_init(&d);
    CheckOptions o = a->o;
    o.file = src->file;
    bool ok = binder_ranges_read(src->file, &src->ranges, &d);
    src->opened = ok; /* check_session_close goes with check_session_open, even a failed one */
    if (ok && check_session_open(&src->s, &o, &d)) return;
    diag_print(&d, stderr);
    StrBuf why; /* with its position, if any: a spec that does not parse, say */
    sb_init(&why);
    if (d.file && d.line > 0) sb_printf(&why, "%s:%d:%d: ", d.file, d.line, d.col);
    sb_puts(&why, d.msg);
    src->failure = sb_take(&why);
    src->failure_status = d.status;
    diag_clear(&d);
}

static Source *source_for(AfterLiquid *a, const char *file) {
    char *key = realpath(file, NULL);
    if (!key) key = xstrdup(file);
    for (size_t i = 0; i < a->nsources; i++)
        if (strcmp(a->sources[i]->key, key) == 0) return free(key), a->sources[i];
    Source *src = xcalloc(1, sizeof *src);
    src->file = xstrdup(file);
    src->key = key;
    source_open(a, src);
    VEC_PUSH(a->sources, a->nsources, a->cap, src);
    return src;
}

static void source_free(Source *src) {
    for (size_t i = 0; i < src->ndone; i++) {
        free(src->done[i].where);
        cJSON_Delete(src->done[i].result);
    }
    free(src->done);
    binder_ranges_free(&src->ranges);
    if (src->opened) check_session_close(&src->s);
    free(src->failure);
    free(src->key);
    free(src->file);
    free(src);
}

/* ---- Explaining ---------------------------------------------------------------------- */

static void add_result(AfterLiquid *a, const cJSON *result, const LiquidError *e) {
    cJSON *r = cJSON_Duplicate(result, true);
    cJSON_AddItemToObject(r, "liquid_error", liquid_error_json(e));
    cJSON_AddItemToArray(a->results, r);
}

/* `FILE:LINE:COL: NAME`, as report_text begins. */
static char *where_of(const CheckSession *s, const Global *f) {
    StrBuf sb;
    sb_init(&sb);
    const Span *sp = &f->var->span;
    if (sp->file) sb_printf(&sb, "%s:%d:%d: ", sym_str(&s->p.syms, sp->file), sp->line, sp->col);
    sb_puts(&sb, sym_str(&s->p.syms, f->var->name));
    return sb_take(&sb);
}

/* Explains f as `lhx explain` does, and remembers it for later errors in it. */
static void explain_new(AfterLiquid *a, Source *src, Global *f, const LiquidError *e) {
    if (!a->o.json) { /* before the search, which may take a while */
        print_heading(e, true);
        fflush(stdout);
    }
    CheckResult r;
    check_function(&src->s, &a->o, f, &r);
    binder_range_span(&src->s.p, &src->ranges, f, &r.range);
    if (r.error_line) fputs(r.error_line, stderr);
    Explained x = {f, where_of(&src->s, f), report_json(&src->s, &r)};
    VEC_PUSH(src->done, src->ndone, src->cap, x);
    if (a->o.json) {
        add_result(a, x.result, e);
    } else {
        StrBuf sb;
        sb_init(&sb);
        report_text(&src->s, &r, &sb);
        fputs(sb_str(&sb), stdout);
        sb_free(&sb);
        if (a->o.stats && r.searched) print_stats(&r.search, stderr);
    }
    a->status = combine(a->status, check_status(&r, 1));
    check_result_free(&r);
}

static const Explained *explained(const Source *src, const Global *f) {
    for (size_t i = 0; i < src->ndone; i++)
        if (src->done[i].f == f) return &src->done[i];
    return NULL;
}

static void explain_mismatch(AfterLiquid *a, const LiquidError *e) {
    if (!e->file || e->line <= 0) {
        not_explained(a, e, EXIT_BAD_INPUT, "liquid gave no source position for this error");
        return;
    }
    Source *src = source_for(a, e->file);
    if (src->failure) {
        not_explained(a, e, src->failure_status, src->failure);
        return;
    }
    Global *f = binder_at_line(&src->s.p, src->s.module, &src->ranges, e->line);
    const Explained *x = f ? explained(src, f) : NULL;
    if (!f) {
        not_explained(a, e, EXIT_BAD_INPUT, "no top-level binder at this position");
    } else if (!x) {
        explain_new(a, src, f, e);
    } else if (a->o.json) {
        add_result(a, x->result, e);
    } else {
        print_heading(e, true);
        printf("%s: explained above\n", x->where);
    }
}

static void after_error(AfterLiquid *a, const LiquidError *e) {
    if (!a->o.json && a->blocks++) putchar('\n');
    if (strcmp(e->kind, LIQUID_KIND_MISMATCH) == 0) explain_mismatch(a, e);
    else pass_through(a, e);
    fflush(stdout);
}

/* The document's "file": the one file every error is in, or null. */
static const char *only_file(const LiquidOutput *out) {
    const char *file = NULL;
    for (size_t i = 0; i < out->n; i++) {
        if (!out->errors[i].file || (file && strcmp(file, out->errors[i].file) != 0)) return NULL;
        file = out->errors[i].file;
    }
    return file;
}

/* ---- The command ---------------------------------------------------------------------- */

static bool parse_input(const char *input, StrBuf *text, LiquidOutput *out, Diag *d) {
    memset(out, 0, sizeof *out);
    if (input ? !read_file(input, text, d) : !read_stdin(text, d)) return false;
    char *checked = checked_file(sb_str(text));
    bool ok = liquid_output_parse(sb_str(text), text->len, input, checked, out, d);
    free(checked);
    return ok;
}

static int run(AfterLiquid *a, const LiquidOutput *out) {
    a->results = cJSON_CreateArray();
    for (size_t i = 0; i < out->n; i++) after_error(a, &out->errors[i]);
    if (a->o.json) print_document(only_file(out), a->results, NULL);
    else cJSON_Delete(a->results);
    if (!a->o.json && out->n == 0) puts("liquid reported no errors");
    for (size_t i = 0; i < a->nsources; i++) source_free(a->sources[i]);
    free(a->sources);
    return a->status;
}

int cmd_after_liquid(int argc, char **argv) {
    AfterLiquid a;
    memset(&a, 0, sizeof a);
    const char *input;
    if (!parse_args(argc, argv, &a.o, &input)) {
        fputs(after_liquid_usage, stderr);
        free(a.o.specs);
        return EXIT_BAD_INPUT;
    }
    StrBuf text;
    sb_init(&text);
    LiquidOutput out;
    Diag d;
    diag_init(&d);
    int status;
    if (parse_input(input, &text, &out, &d)) {
        status = run(&a, &out);
    } else {
        if (a.o.json) print_document(NULL, NULL, &d);
        status = diag_report(&d, stderr);
    }
    liquid_output_free(&out);
    sb_free(&text);
    free(a.o.specs);
    return status;
}
