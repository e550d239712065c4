/* cmd_after_liquid.c — `lhx after-liquid [OUTPUT|-] [--only-explanations]
 * [--json] [--timeout S] [--max-depth N]`: reads what a failed `liquid` run
 * printed (a file, or stdin) and explains each of its errors, in order.
 *
 * liquid's text is reprinted as it came (a pipe: `liquid F.hs 2>&1 | lhx
 * after-liquid`), colours included, with each error's block inserted under
 * the error; with --only-explanations (and for `liquid --json`) each block
 * is headed by the error's header line instead. A type mismatch is explained by the binder at its position, as `lhx explain`
 * would; the errors lhx has nothing to add to (termination, unbound names,
 * bad specifications, GHC's errors) are passed through with a note. Each
 * Haskell file is loaded once (one CheckSession, reused by every error in
 * it), and each binder explained once: a later error in the same binder
 * refers to the explanation above. The checking is the check pipeline's
 * (src/check/check.h), as for `lhx explain`. */
#include "check_options.h"
#include "commands.h"
#include "../help/help.h"
#include "text_echo.h"
#include "../frontend/liquid_output.h"
#include "../util/diag.h"
#include "../util/file.h"
#include "../util/streams.h"
#include "../util/xalloc.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A binder explained already, for the errors in it that follow. */
typedef struct Explained {
    const Global *f;
    char *where;   /* `FILE:LINE:COL: NAME`, as its explanation began */
    cJSON *result; /* with --json: its JSON result, without liquid_error (else NULL) */
} Explained;

/* A Haskell file liquid's errors point into. */
typedef struct Source {
    char *file;    /* as liquid printed it */
    char *key;     /* its real path, to tell two spellings of one file apart */
    char *failure; /* why it could not be loaded, or NULL */
    int failure_status;
    CheckSession s; /* not moved once opened: the spec env points into it */
    Explained *done;
    size_t ndone, cap;
} Source;

typedef struct AfterLiquid {
    CheckOptions o;
    bool only_explanations; /* headings instead of liquid's text */
    TextEcho echo;          /* liquid's text, when it is reprinted */
    Source **sources;
    size_t nsources, cap;
    size_t nresults; /* JSON results printed so far */
    int status;
    size_t blocks;
} AfterLiquid;

/* ---- Arguments and input ------------------------------------------------------ */

static bool parse_args(int argc, char **argv, AfterLiquid *a, const char **input) {
    CheckOptions *o = &a->o;
    check_default_options(o);
    *input = NULL;
    bool files_only = false; /* after `--`, a file name may start with '-' */
    for (int i = 1; i < argc; i++) {
        if (!files_only && strcmp(argv[i], "--only-explanations") == 0) {
            a->only_explanations = true;
            continue;
        }
        bool bad = false, taken = !files_only && strcmp(argv[i], "--function") != 0 &&
                                  check_parse_option(argc, argv, &i, o, &bad);
        if (taken && bad) return false;
        if (taken) continue;
        if (!files_only && strcmp(argv[i], "--") == 0) {
            files_only = true;
            continue;
        }
        if ((argv[i][0] == '-' && argv[i][1] && !files_only) || *input) {
            fprintf(stderr, "lhx: error: unexpected argument '%s'\n", argv[i]);
            return false;
        }
        *input = argv[i];
    }
    if (*input && strcmp(*input, "-") == 0) *input = NULL;
    return true;
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

/* ---- The JSON document, streamed ----------------------------------------------------
 *
 * An output with many errors has as many results (each error in a function
 * explained before gets a copy of that explanation), so they are printed
 * one by one as they come, never held together: memory stays a small
 * multiple of the input. The text is byte for byte what printing the whole
 * document with cJSON_Print gives. */

/* The document's text before its results: the document with no results
 * printed, up to the `[]` of its (last) member "results". */
static void json_begin(const char *file) {
    cJSON *doc = report_json_document("after-liquid", file, NULL, NULL);
    char *text = cJSON_Print(doc);
    char *empty = strstr(text, "\"results\":\t[]");
    fwrite(text, 1, (size_t)(empty - text) + strlen("\"results\":\t"), stdout);
    putchar('[');
    free(text);
    cJSON_Delete(doc);
}

/* Prints one result (consumed) as an element of "results", two levels in. */
static void json_result(AfterLiquid *a, cJSON *r) {
    char *text = cJSON_Print(r);
    if (a->nresults++) fputs(", ", stdout);
    for (const char *c = text; *c; c++) { /* strings hold no raw newline: each is structure */
        putchar(*c);
        if (*c == '\n') fputs("\t\t", stdout);
    }
    free(text);
    cJSON_Delete(r);
}

static void json_end(void) { fputs("]\n}\n", stdout); }

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
static void print_header_line(const LiquidError *e, bool with_title) {
    if (e->file && e->line > 0 && strncmp(e->header, e->file, strlen(e->file)) != 0)
        printf("%s:%d:%d: ", e->file, e->line, e->col);
    fputs(e->header, stdout);
    if (with_title && !strstr(e->header, e->title)) printf(" %s", e->title);
    putchar('\n');
}

/* Where e's block begins: its heading, or, when liquid's text is reprinted,
 * that text up to the end of e and a blank line. */
static void print_heading(AfterLiquid *a, const LiquidError *e, bool with_title) {
    if (a->only_explanations) {
        print_header_line(e, with_title);
        return;
    }
    text_echo_through(&a->echo, e->last_line, stdout);
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

/* An error lhx has nothing to add to: a note. */
static void pass_through(AfterLiquid *a, const LiquidError *e) {
    if (a->o.json) return;
    print_heading(a, e, true);
    printf("lhx: no counterexample search for %s\n", kind_phrase(e->kind));
}

/* A mismatch lhx could not explain (no position, a file that does not load,
 * no binder there): a note, and a result with verdict error. */
static void not_explained(AfterLiquid *a, const LiquidError *e, int status, const char *why) {
    a->status = status_combine(a->status, status);
    if (!a->o.json) {
        print_heading(a, e, true);
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
    json_result(a, r);
}

/* ---- Sources ------------------------------------------------------------------------ */

/* Loads a file's binder ranges, program and specs; a failure is kept (and
 * reported on stderr once) for every error in the file. */
static void source_open(const AfterLiquid *a, Source *src) {
    Diag d;
    diag_init(&d);
    CheckOptions o = a->o;
    o.file = src->file;
    check_session_init(&src->s);
    if (check_session_read_source(&src->s, src->file, &d) && check_session_open(&src->s, &o, &d)) return;
    if (!streams_merged()) diag_print(&d, stderr); /* each error's note has it */
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
    check_session_close(&src->s);
    free(src->failure);
    free(src->key);
    free(src->file);
    free(src);
}

/* ---- Explaining ---------------------------------------------------------------------- */

static void add_result(AfterLiquid *a, const cJSON *result, const LiquidError *e) {
    cJSON *r = cJSON_Duplicate(result, true);
    cJSON_AddItemToObject(r, "liquid_error", liquid_error_json(e));
    json_result(a, r);
}

/* Explains f as `lhx explain` does, and remembers it for later errors in it. */
static void explain_new(AfterLiquid *a, Source *src, Global *f, const LiquidError *e) {
    if (!a->o.json) { /* before the search, which may take a while */
        print_heading(a, e, true);
        fflush(stdout);
    }
    CheckResult r;
    check_function(&src->s, &a->o, f, &r);
    StrBuf where;
    sb_init(&where);
    report_where(&src->s, f, &where);
    Explained x = {f, sb_take(&where), check_print_result(&src->s, &a->o, &r, false)};
    VEC_PUSH(src->done, src->ndone, src->cap, x);
    if (a->o.json) add_result(a, x.result, e);
    a->status = status_combine(a->status, check_status(&r, 1));
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
    Global *f = check_target_at(&src->s, e->line);
    const Explained *x = f ? explained(src, f) : NULL;
    if (!f) {
        not_explained(a, e, EXIT_BAD_INPUT, "no top-level binder at this position");
    } else if (!x) {
        explain_new(a, src, f, e);
    } else if (a->o.json) {
        add_result(a, x->result, e);
    } else {
        print_heading(a, e, true);
        printf("%s: explained above\n", x->where);
    }
}

/* One error's block; blank lines keep it apart from the blocks, or the
 * reprinted text, around it. */
static void after_error(AfterLiquid *a, const LiquidError *e) {
    if (!a->o.json && a->only_explanations && a->blocks++) putchar('\n');
    if (strcmp(e->kind, LIQUID_KIND_MISMATCH) == 0) explain_mismatch(a, e);
    else pass_through(a, e);
    if (!a->o.json && !a->only_explanations && !text_echo_next_blank(&a->echo)) putchar('\n');
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

/* Reads and parses the input into text (kept: liquid's text is reprinted
 * around the explanations) and out. */
static bool parse_input(const char *input, StrBuf *text, LiquidOutput *out, Diag *d) {
    memset(out, 0, sizeof *out);
    bool ok = input ? read_file_max(input, FILE_MAX_LIQUID_OUTPUT, text, d)
                    : read_stream_max(stdin, "the standard input", FILE_MAX_LIQUID_OUTPUT, text, d);
    char *checked = ok ? checked_file(sb_str(text)) : NULL;
    ok = ok && liquid_output_parse(sb_str(text), text->len, input, checked, out, d);
    free(checked);
    return ok;
}

static int run(AfterLiquid *a, const LiquidOutput *out) {
    a->only_explanations = a->only_explanations || out->json; /* JSON has no lines to put blocks under */
    if (a->o.json) json_begin(only_file(out));
    for (size_t i = 0; i < out->n; i++) after_error(a, &out->errors[i]);
    if (!a->o.json && !a->only_explanations) text_echo_rest(&a->echo, stdout);
    if (a->o.json) json_end();
    if (!a->o.json && out->n == 0) puts("liquid reported no errors");
    for (size_t i = 0; i < a->nsources; i++) source_free(a->sources[i]);
    free(a->sources);
    return a->status;
}

int cmd_after_liquid(int argc, char **argv) {
    AfterLiquid a;
    memset(&a, 0, sizeof a);
    const char *input;
    if (!parse_args(argc, argv, &a, &input)) {
        help_print_usage("after-liquid", stderr);
        check_options_free(&a.o);
        return EXIT_BAD_INPUT;
    }
    StrBuf text;
    sb_init(&text);
    LiquidOutput out;
    Diag d;
    diag_init(&d);
    int status;
    bool parsed = parse_input(input, &text, &out, &d);
    text_echo_init(&a.echo, sb_str(&text), text.len);
    if (parsed) {
        status = run(&a, &out);
    } else {
        if (!a.o.json && !a.only_explanations) text_echo_rest(&a.echo, stdout); /* a pipe never swallows liquid's text */
        status = check_print_stop("after-liquid", NULL, a.o.json, &d);
    }
    liquid_output_free(&out);
    sb_free(&text);
    check_options_free(&a.o);
    return status;
}
