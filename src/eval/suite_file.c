/* suite_file.c — see suite_file.h. */
#include "suite_file.h"
#include "../source/source.h"
#include "../util/xalloc.h"

#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

/* ---- The source: signed and `fail` binders ------------------------------------------
 *
 * Read lexically, not by lhx's spec parser: the counts are the suite's
 * denominators, and must not change when the parser learns a new form.
 * An annotation holds one or more declarations; a declaration starts at
 * the annotation's first token and at each token that begins a line at or
 * left of that token's column. `f :: t`, `f, g :: t`, `(++) :: t` and
 * `assert f :: t` sign f (and g); `assume f :: t` is trusted, not checked,
 * so it does not; `fail f g` declares f and g expected to fail. */

/* Keywords that start a declaration signing nothing. */
static bool other_declaration(const SourceToken *t) {
    static const char *const words[] = {"assume",  "measure",   "class",   "instance", "data",     "newtype",
                                        "type",    "predicate", "expression", "invariant", "using", "qualif",
                                        "embed",   "include",   "lazy",    "ignore",   "inline",   "reflect",
                                        "bound",   "axiomatize", "decrease", "LIQUID",  "infix",    "infixl",
                                        "infixr",  "autosize",  "define",  "opaque-reflect", "rewrite", "rewriteWith",
                                        "private-reflect", "termination", "relational", "asrelation", "import"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (source_token_is(t, words[i])) return true;
    return false;
}

static void push_name(char ***names, size_t *n, const char *s, size_t len) {
    for (size_t i = 0; i < *n; i++)
        if (strlen((*names)[i]) == len && memcmp((*names)[i], s, len) == 0) return;
    *names = xrealloc(*names, (*n + 1) * sizeof **names);
    char *copy = xmalloc(len + 1);
    memcpy(copy, s, len);
    copy[len] = '\0';
    (*names)[(*n)++] = copy;
}

/* The column of the byte at offset o of the view. */
static int column(const SourceText *t, size_t o) { return t->col[o]; }

/* Does the token at offset o start a new declaration of the annotation
 * whose first token sits at column first_col? */
static bool starts_declaration(const SourceText *t, size_t o, int first_col) {
    size_t b = o;
    while (b > 0 && (t->code[b - 1] == ' ' || t->code[b - 1] == '\t')) b--;
    return (b == 0 || t->code[b - 1] == '\n') && column(t, o) <= first_col;
}

/* The names `f, (op), g ::` at the start of a declaration, then true if the
 * `::` follows; false (nothing kept) otherwise. */
static bool signature_names(SourceLexer *lx, SourceToken first, char ***names, size_t *n) {
    char **found = NULL;
    size_t nfound = 0;
    SourceToken t = first;
    bool ok = false;
    for (;;) {
        if (t.kind == STK_VARID) push_name(&found, &nfound, t.s, t.n);
        else if (source_token_is(&t, "(")) {
            SourceToken op = source_next_token(lx), close = source_next_token(lx);
            if (op.kind != STK_OP || !source_token_is(&close, ")")) break;
            push_name(&found, &nfound, op.s, op.n);
        } else break;
        t = source_next_token(lx);
        if (source_token_is(&t, "::")) {
            ok = true;
            break;
        }
        if (!source_token_is(&t, ",")) break;
        t = source_next_token(lx);
    }
    for (size_t i = 0; i < nfound; i++) {
        if (ok) push_name(names, n, found[i], strlen(found[i]));
        free(found[i]);
    }
    free(found);
    return ok;
}

/* `fail f g`: the names up to the end of the declaration. */
static void fail_names(SourceLexer *lx, const SourceText *t, int first_col, char ***names, size_t *n) {
    for (;;) {
        const char *save = lx->p;
        SourceToken tok = source_next_token(lx);
        if (tok.kind != STK_VARID || starts_declaration(t, (size_t)(tok.s - t->code), first_col)) {
            lx->p = save;
            return;
        }
        push_name(names, n, tok.s, tok.n);
    }
}

/* One annotation's declarations. */
static void read_annotation(SuiteFile *f, const SourceText *t, const SourceBlock *b) {
    SourceLexer lx;
    source_lexer_init(&lx, t->code + b->body, t->code + b->body_end);
    SourceToken tok = source_next_token(&lx);
    if (tok.kind == STK_END) return;
    int first_col = column(t, (size_t)(tok.s - t->code));
    while (tok.kind != STK_END) {
        if (source_token_is(&tok, "fail")) fail_names(&lx, t, first_col, &f->fail_names, &f->nfail);
        else if (source_token_is(&tok, "assert")) signature_names(&lx, source_next_token(&lx), &f->signed_names, &f->nsigned);
        else if (!other_declaration(&tok)) signature_names(&lx, tok, &f->signed_names, &f->nsigned);
        /* on to the next declaration */
        do tok = source_next_token(&lx);
        while (tok.kind != STK_END && !starts_declaration(t, (size_t)(tok.s - t->code), first_col));
    }
}

void suite_file_read_source(SuiteFile *f) {
    SourceFile sf;
    Diag d;
    diag_init(&d);
    if (!source_file_read(&sf, f->path, &d)) {
        diag_clear(&d);
        return;
    }
    for (size_t i = 0; i < sf.lex.nannotations; i++) read_annotation(f, &sf.text, &sf.lex.annotations[i]);
    source_file_free(&sf);
}

/* ---- The run ---------------------------------------------------------------------- */

static const char *string_member(const cJSON *j, const char *key) {
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(j, key);
    return cJSON_IsString(m) ? m->valuestring : NULL;
}

static void set_error(SuiteFile *f, const char *msg, int status) {
    free(f->error);
    f->error = xstrdup(msg);
    f->error_status = status;
}

/* The document's stopping error, if any. */
static void read_stop(SuiteFile *f, const cJSON *doc) {
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(doc, "error");
    if (!cJSON_IsObject(err)) return;
    const cJSON *status = cJSON_GetObjectItemCaseSensitive(err, "status");
    const char *msg = string_member(err, "message");
    set_error(f, msg ? msg : "lhx check stopped", cJSON_IsNumber(status) ? (int)status->valuedouble : 2);
}

static void read_results(SuiteFile *f, const cJSON *doc) {
    const cJSON *r, *results = cJSON_GetObjectItemCaseSensitive(doc, "results");
    f->results = xcalloc((size_t)cJSON_GetArraySize(results) + 1, sizeof *f->results);
    cJSON_ArrayForEach(r, results) {
        const char *fn = string_member(r, "function"), *v = string_member(r, "verdict"), *m = string_member(r, "message");
        if (!fn || !v) continue;
        SuiteResult *x = &f->results[f->nresults++];
        x->function = xstrdup(fn);
        x->verdict = xstrdup(v);
        x->message = m ? xstrdup(m) : NULL;
        const cJSON *secs = cJSON_GetObjectItemCaseSensitive(r, "seconds");
        x->seconds = cJSON_IsNumber(secs) ? secs->valuedouble : -1;
    }
}

void suite_file_read_run(SuiteFile *f, const RunOutput *out) {
    f->ran = true;
    f->seconds = out->seconds;
    f->max_rss_kb = out->max_rss_kb;
    f->killed = out->timed_out;
    cJSON *doc = out->out.len ? cJSON_Parse(sb_str(&out->out)) : NULL;
    if (!cJSON_IsObject(doc)) {
        if (out->timed_out) set_error(f, "killed at the file's time limit", 3);
        else if (!out->started) set_error(f, "lhx could not be started", 3);
        else if (out->signal) set_error(f, "lhx crashed (killed by a signal)", 3);
        else set_error(f, out->out.len ? "stdout is not a JSON document" : "no JSON document on stdout", 3);
    } else {
        read_stop(f, doc);
        read_results(f, doc);
        f->loaded = f->error == NULL;
    }
    cJSON_Delete(doc);
}

void suite_file_free(SuiteFile *f) {
    free(f->path);
    free(f->name);
    for (size_t i = 0; i < f->nsigned; i++) free(f->signed_names[i]);
    free(f->signed_names);
    for (size_t i = 0; i < f->nfail; i++) free(f->fail_names[i]);
    free(f->fail_names);
    free(f->error);
    for (size_t i = 0; i < f->nresults; i++) {
        free(f->results[i].function);
        free(f->results[i].verdict);
        free(f->results[i].message);
    }
    free(f->results);
    memset(f, 0, sizeof *f);
}

/* ---- Conclusions ------------------------------------------------------------------- */

bool suite_verdict_found(const char *v) {
    return strcmp(v, "concrete") == 0 || strcmp(v, "abstract") == 0 || strcmp(v, "termination") == 0;
}

bool suite_verdict_checked(const char *v) { return strcmp(v, "none") == 0 || suite_verdict_found(v); }

bool suite_verdict_claims_error(const char *v) { return strcmp(v, "concrete") == 0 || strcmp(v, "termination") == 0; }

bool suite_file_checked_any(const SuiteFile *f) {
    for (size_t i = 0; i < f->nresults; i++)
        if (suite_verdict_checked(f->results[i].verdict)) return true;
    return false;
}

bool suite_file_found_any(const SuiteFile *f) {
    for (size_t i = 0; i < f->nresults; i++)
        if (suite_verdict_found(f->results[i].verdict)) return true;
    return false;
}

static bool declared_fail(const SuiteFile *f, const char *function) {
    for (size_t i = 0; i < f->nfail; i++)
        if (strcmp(f->fail_names[i], function) == 0) return true;
    return false;
}

size_t suite_file_false_alarms(const SuiteFile *f, const char ***names) {
    *names = xcalloc(f->nresults + 1, sizeof **names);
    size_t n = 0;
    if (f->kind != SUITE_POS) return 0;
    for (size_t i = 0; i < f->nresults; i++)
        if (suite_verdict_claims_error(f->results[i].verdict) && !declared_fail(f, f->results[i].function))
            (*names)[n++] = f->results[i].function;
    return n;
}

const SuiteResult *suite_file_result(const SuiteFile *f, const char *function) {
    for (size_t i = 0; i < f->nresults; i++)
        if (strcmp(f->results[i].function, function) == 0) return &f->results[i];
    return NULL;
}

size_t suite_file_signed_checked(const SuiteFile *f) {
    size_t n = 0;
    for (size_t i = 0; i < f->nsigned; i++) {
        const SuiteResult *r = suite_file_result(f, f->signed_names[i]);
        n += r && suite_verdict_checked(r->verdict);
    }
    return n;
}
