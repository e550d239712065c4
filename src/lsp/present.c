/* present.c — showing lhx's JSON result (docs/json.md) in the editor: a
 * window/showMessage with the explanation, diagnostics (source "lhx") on the
 * blamed specifications, and the text hover shows over the explained binder.
 *
 * Diagnostics go where the blame is: a concrete counterexample blames the
 * violated refinement type (violation.spec_span), an abstract one the
 * callees' specifications that were too weak (abstracted[].spec_span). Those
 * may be in other files than the explained one. */
#include "lsp.h"
#include "../util/diag.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <limits.h>
#include <string.h>
#include <unistd.h>

typedef struct Range {
    int l0, c0, l1, c1; /* LSP: from 0, UTF-16 units, end exclusive */
} Range;

/* The diagnostics of one explanation, by document. */
typedef struct DiagGroup {
    char *uri;
    cJSON *diags;
} DiagGroup;

typedef struct Shown {
    DiagGroup *groups;
    size_t ngroups, cap;
    StrBuf message;
    int message_type;
} Shown;

static const char *str_of(const cJSON *obj, const char *key) {
    const char *v = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(obj, key));
    return v ? v : "";
}

static const cJSON *obj_of(const cJSON *obj, const char *key) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsObject(v) ? v : NULL;
}

static int int_of(const cJSON *obj, const char *key) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsNumber(v) && v->valuedouble >= 1 && v->valuedouble < 1e8 ? (int)v->valuedouble : 0;
}

/* ---- Spans ---------------------------------------------------------------- */

/* The absolute path a span names: lhx was given an absolute path, but a
 * span in another file may be relative to the directory it ran in (ours). */
static char *span_path(const cJSON *span) {
    const char *file = str_of(span, "file");
    if (file[0] == '/') return xstrdup(file);
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) return xstrdup(file);
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s/%s", cwd, file);
    return sb_take(&sb);
}

static char *uri_for_path(Server *s, const Job *job, const char *path) {
    if (strcmp(path, job->path) == 0) return xstrdup(job->uri);
    const Doc *d = doc_find_path(s, path);
    return d ? xstrdup(d->uri) : path_to_uri(path);
}

/* lhx's span (from 1, code points, end inclusive) as an LSP range, measured
 * on the editor's buffer if the file is open, else on the disk. */
static Range span_range(Server *s, const char *path, const cJSON *span) {
    Range r = {int_of(span, "line") - 1, int_of(span, "col") - 1, int_of(span, "end_line") - 1,
               int_of(span, "end_col")};
    if (r.l1 < r.l0) r.l1 = r.l0, r.c1 = r.c0 + 1;
    const Doc *d = doc_find_path(s, path);
    StrBuf disk;
    sb_init(&disk);
    Diag diag;
    diag_init(&diag);
    const char *text = d ? d->text : read_file(path, &disk, &diag) ? sb_str(&disk) : NULL;
    diag_clear(&diag);
    const char *a = text ? text_line(text, r.l0) : NULL, *b = text ? text_line(text, r.l1) : NULL;
    if (a) r.c0 = utf16_from_cp(a, r.c0);
    if (b) r.c1 = utf16_from_cp(b, r.c1);
    sb_free(&disk);
    return r;
}

static bool valid_span(const cJSON *span) {
    return span && cJSON_IsString(cJSON_GetObjectItemCaseSensitive(span, "file")) && int_of(span, "line") > 0;
}

static cJSON *position_json(int line, int character) {
    cJSON *p = cJSON_CreateObject();
    cJSON_AddNumberToObject(p, "line", line);
    cJSON_AddNumberToObject(p, "character", character);
    return p;
}

static cJSON *range_json(Range r) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddItemToObject(o, "start", position_json(r.l0, r.c0));
    cJSON_AddItemToObject(o, "end", position_json(r.l1, r.c1));
    return o;
}

/* ---- Diagnostics ---------------------------------------------------------- */

static cJSON *group_for(Shown *sh, char *uri) {
    for (size_t i = 0; i < sh->ngroups; i++)
        if (strcmp(sh->groups[i].uri, uri) == 0) return free(uri), sh->groups[i].diags;
    VEC_RESERVE(sh->groups, sh->cap, sh->ngroups + 1);
    DiagGroup *g = &sh->groups[sh->ngroups++];
    g->uri = uri;
    g->diags = cJSON_CreateArray();
    return g->diags;
}

/* The explained binder, as the diagnostic's related information: the
 * blamed spec may be far from the code the counterexample runs. */
static cJSON *related_binder(Server *s, const Job *job, const cJSON *result) {
    const cJSON *span = obj_of(result, "span");
    cJSON *arr = cJSON_CreateArray();
    if (!valid_span(span)) return arr;
    char *path = span_path(span);
    cJSON *loc = cJSON_CreateObject();
    char *uri = uri_for_path(s, job, path);
    cJSON_AddStringToObject(loc, "uri", uri);
    cJSON_AddItemToObject(loc, "range", range_json(span_range(s, path, span)));
    cJSON *info = cJSON_CreateObject();
    cJSON_AddItemToObject(info, "location", loc);
    StrBuf m;
    sb_init(&m);
    sb_printf(&m, "the counterexample is a call of %s", str_of(result, "function"));
    cJSON_AddStringToObject(info, "message", sb_str(&m));
    cJSON_AddItemToArray(arr, info);
    sb_free(&m);
    free(uri);
    free(path);
    return arr;
}

static void add_diag(Server *s, const Job *job, Shown *sh, const cJSON *span, int severity, const char *msg,
                     const cJSON *result) {
    char *path = span_path(span);
    cJSON *d = cJSON_CreateObject();
    cJSON_AddItemToObject(d, "range", range_json(span_range(s, path, span)));
    cJSON_AddNumberToObject(d, "severity", severity);
    cJSON_AddStringToObject(d, "source", "lhx");
    cJSON_AddStringToObject(d, "message", msg);
    cJSON_AddItemToObject(d, "relatedInformation", related_binder(s, job, result));
    cJSON_AddItemToArray(group_for(sh, uri_for_path(s, job, path)), d);
    free(path);
}

/* An abstract counterexample blames each abstracted callee's spec: its
 * diagnostic says which callee's spec that is. */
static void diagnose_abstracted(Server *s, const Job *job, Shown *sh, const cJSON *result, const char *msg, int *marked) {
    const cJSON *a;
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(obj_of(result, "counterexample"), "abstracted")) {
        if (!valid_span(obj_of(a, "spec_span"))) continue;
        StrBuf m;
        sb_init(&m);
        sb_printf(&m, "%s's specification is too weak for %s: it allows %s = %s\n%s", str_of(a, "function"),
                  str_of(result, "function"), str_of(a, "call"), str_of(a, "result"), msg);
        add_diag(s, job, sh, obj_of(a, "spec_span"), SEV_INFO, sb_str(&m), result);
        sb_free(&m);
        (*marked)++;
    }
}

/* Marks the blamed specifications of one result with its explanation. */
static void diagnose(Server *s, const Job *job, Shown *sh, const cJSON *result, const char *msg) {
    const cJSON *violation = obj_of(obj_of(result, "counterexample"), "violation");
    bool abstract = strcmp(str_of(result, "verdict"), "abstract") == 0;
    int marked = 0;
    if (abstract) diagnose_abstracted(s, job, sh, result, msg, &marked);
    /* Without a blamed spec (a crash with none involved), mark the binder. */
    const cJSON *span = obj_of(violation, "spec_span");
    if (!valid_span(span)) span = obj_of(result, "span");
    if (!marked && valid_span(span)) add_diag(s, job, sh, span, abstract ? SEV_INFO : SEV_WARNING, msg, result);
}

/* ---- Messages and hover --------------------------------------------------- */

static void trim_newlines(StrBuf *sb) {
    while (sb->len > 0 && sb->data[sb->len - 1] == '\n') sb->data[--sb->len] = '\0';
}

/* Why liquid rejects the function (the result's "reason", when liquid's
 * message came with the request): a line after the explanation. */
static void describe_reason(const cJSON *result, StrBuf *out) {
    const char *reason = str_of(obj_of(result, "reason"), "text");
    if (*reason) sb_printf(out, "\n%s", reason);
}

/* One result in words: a heading line, then the counterexample's text, then
 * why liquid rejects it when lhx found why. */
static int describe(const cJSON *result, StrBuf *out) {
    const char *fn = str_of(result, "function"), *verdict = str_of(result, "verdict");
    const char *text = str_of(obj_of(result, "counterexample"), "text"), *why = str_of(result, "message");
    if (strcmp(verdict, "concrete") == 0) sb_printf(out, "%s: a concrete counterexample\n%s", fn, text);
    else if (strcmp(verdict, "abstract") == 0)
        sb_printf(out, "%s: an abstract counterexample (a callee's specification is too weak)\n%s", fn, text);
    else if (strcmp(verdict, "termination") == 0) {
        const char *metric = str_of(obj_of(result, "termination"), "suggested_metric");
        sb_printf(out, "%s: a termination counterexample (LiquidHaskell cannot prove that it terminates)\n%s", fn, text);
        if (*metric) sb_printf(out, "a metric that decreases: / %s", metric);
        if (obj_of(obj_of(result, "termination"), "fix")) sb_puts(out, " (a quick fix adds it)");
    } else if (strcmp(verdict, "none") == 0) sb_printf(out, "%s: no counterexample found: %s", fn, *why ? why : "none");
    else sb_printf(out, "%s: no explanation (%s): %s", fn, verdict, why);
    trim_newlines(out);
    describe_reason(result, out);
    return strcmp(verdict, "none") == 0 || *text ? MSG_INFO : MSG_WARNING;
}

static void add_hover(Server *s, const Job *job, Explanation *e, const cJSON *result, const char *text) {
    const cJSON *span = obj_of(result, "span");
    if (!valid_span(span)) return;
    char *path = span_path(span);
    bool here = strcmp(path, job->path) == 0; /* hover answers for the explained document only */
    Range r = {0};
    if (here) r = span_range(s, path, span);
    free(path);
    if (!here) return;
    StrBuf md;
    sb_init(&md);
    sb_printf(&md, "**lhx**\n\n```\n%s\n```", text);
    VEC_RESERVE(e->items, e->items_cap, e->nitems + 1);
    e->items[e->nitems++] = (HoverItem){r.l0, r.c0, r.l1, r.c1, sb_take(&md)};
}

static void show_results(Server *s, const Job *job, Explanation *e, Shown *sh, const cJSON *results) {
    const cJSON *r;
    sh->message_type = MSG_INFO;
    cJSON_ArrayForEach(r, results) {
        StrBuf one;
        sb_init(&one);
        int type = describe(r, &one);
        if (type < sh->message_type) sh->message_type = type;
        sb_printf(&sh->message, "%s%s", sh->message.len ? "\n\n" : "lhx: ", sb_str(&one));
        if (obj_of(r, "counterexample")) diagnose(s, job, sh, r, sb_str(&one));
        add_hover(s, job, e, r, sb_str(&one));
        sb_free(&one);
    }
}

/* lhx stopped before checking anything: its error, and what it printed. */
static void show_lhx_error(const Job *job, const cJSON *err, Shown *sh) {
    const cJSON *span = obj_of(err, "span");
    sb_puts(&sh->message, "lhx: ");
    if (valid_span(span)) sb_printf(&sh->message, "%s:%d:%d: ", str_of(span, "file"), int_of(span, "line"), int_of(span, "col"));
    sb_puts(&sh->message, *str_of(err, "message") ? str_of(err, "message") : "lhx explain failed");
    StrBuf e;
    sb_init(&e);
    job_stderr(job, &e);
    if (strchr(sb_str(&e), '\n')) sb_printf(&sh->message, "\n%s", sb_str(&e)); /* more than the error line */
    sb_free(&e);
    sh->message_type = MSG_ERROR;
}

static void show_nothing(const Job *job, int exit_code, Shown *sh) {
    sb_printf(&sh->message, "lhx: nothing to explain at %s:%d:%d (lhx explain exited with status %d)", job->path,
              job->line, job->col, exit_code);
    StrBuf e;
    sb_init(&e);
    job_stderr(job, &e);
    if (e.len) sb_printf(&sh->message, ":\n%s", sb_str(&e));
    sb_free(&e);
    sh->message_type = exit_code == 0 ? MSG_INFO : MSG_ERROR;
}

/* ---- Explanations --------------------------------------------------------- */

static Explanation *explanation_of(Server *s, const char *uri) {
    for (size_t i = 0; i < s->nexpls; i++)
        if (strcmp(s->expls[i].uri, uri) == 0) return &s->expls[i];
    return NULL;
}

static void publish(Server *s, const char *uri, cJSON *diags) {
    cJSON *p = cJSON_CreateObject();
    cJSON_AddStringToObject(p, "uri", uri);
    cJSON_AddItemToObject(p, "diagnostics", diags);
    rpc_notify(s, "textDocument/publishDiagnostics", p);
}

static void fix_clear(Explanation *e) {
    free(e->fix_text);
    cJSON_Delete(e->fix_edit);
    e->fix_text = NULL;
    e->fix_edit = NULL;
}

static void explanation_free(Explanation *e) {
    fix_clear(e);
    for (size_t i = 0; i < e->nitems; i++) free(e->items[i].markdown);
    for (size_t i = 0; i < e->npublished; i++) free(e->published[i]);
    free(e->items);
    free(e->published);
    free(e->uri);
}

/* Publishes the new diagnostics and clears those of e's old ones that got
 * none now; e then records the new set. */
static void publish_all(Server *s, Explanation *e, Shown *sh) {
    for (size_t i = 0; i < e->npublished; i++) {
        bool still = false;
        for (size_t k = 0; k < sh->ngroups; k++) still = still || strcmp(sh->groups[k].uri, e->published[i]) == 0;
        if (!still) publish(s, e->published[i], cJSON_CreateArray());
        free(e->published[i]);
    }
    e->npublished = 0;
    for (size_t k = 0; k < sh->ngroups; k++) {
        publish(s, sh->groups[k].uri, sh->groups[k].diags);
        VEC_PUSH(e->published, e->npublished, e->published_cap, sh->groups[k].uri);
    }
    free(sh->groups);
}

/* uri's explanation, emptied of hover items, created if new. */
static Explanation *explanation_reset(Server *s, const char *uri) {
    Explanation *e = explanation_of(s, uri);
    if (!e) {
        VEC_RESERVE(s->expls, s->expls_cap, s->nexpls + 1);
        e = &s->expls[s->nexpls++];
        memset(e, 0, sizeof *e);
        e->uri = xstrdup(uri);
    }
    for (size_t i = 0; i < e->nitems; i++) free(e->items[i].markdown);
    e->nitems = 0;
    fix_clear(e);
    return e;
}

/* ---- The suggested type's edit ------------------------------------------------ */

#define FIX_TITLE "Use the suggested refinement type"
#define METRIC_FIX_TITLE "Add the suggested termination metric"

/* The byte offset of 1-based line and code-point column col in text, or -1. */
static long offset_of(const char *text, int line, int col) {
    const char *l = text_line(text, line - 1);
    if (!l) return -1;
    for (int c = 1; c < col; c++) {
        if (!*l || *l == '\n') return -1;
        l++;
        while ((*l & 0xC0) == 0x80) l++; /* continuation bytes */
    }
    return l - text;
}

/* The LSP position (line, UTF-16 units) of byte offset off of text. */
static cJSON *position_at(const char *text, long off) {
    int line0 = 0;
    const char *start = text;
    for (const char *p = text; p < text + off; p++)
        if (*p == '\n') line0++, start = p + 1;
    int ncp = 0;
    for (const char *p = start; p < text + off; p++) ncp += (*p & 0xC0) != 0x80;
    return position_json(line0, utf16_from_cp(start, ncp));
}

/* A TextEdit replacing text[from, to) by new_text. */
static cJSON *text_edit(const char *text, long from, long to, const char *new_text) {
    cJSON *range = cJSON_CreateObject();
    cJSON_AddItemToObject(range, "start", position_at(text, from));
    cJSON_AddItemToObject(range, "end", position_at(text, to));
    cJSON *edit = cJSON_CreateObject();
    cJSON_AddItemToObject(edit, "range", range);
    cJSON_AddStringToObject(edit, "newText", new_text);
    return edit;
}

/* The annotation {-@ … @-} around byte offset at, holding one signature
 * only (replacing it must not drop another): its extent, or false. */
static bool annotation_around(const char *text, long at, long *from, long *to) {
    long a = at;
    while (a >= 0 && strncmp(text + a, "{-@", 3) != 0) {
        if (strncmp(text + a, "@-}", 3) == 0) return false;
        a--;
    }
    const char *end = a >= 0 ? strstr(text + at, "@-}") : NULL;
    if (!end) return false;
    int sigs = 0;
    for (const char *p = text + a; p < end; p++) sigs += p[0] == ':' && p[1] == ':' && (p++, true);
    if (sigs != 1) return false;
    *from = a;
    *to = end + 3 - text;
    return true;
}

/* The edit that puts suggestion sg (docs/json.md) into text, the user's
 * file at path; NULL when it cannot be placed safely. */
static cJSON *suggestion_edit(const char *text, const char *path, const cJSON *sg) {
    const cJSON *span = obj_of(sg, "span");
    const char *action = str_of(sg, "action"), *new_text = str_of(sg, "text");
    char *file = valid_span(span) ? span_path(span) : NULL;
    bool here = file && path && strcmp(file, path) == 0;
    free(file);
    if (!here || !action || !new_text) return NULL;
    long at = offset_of(text, int_of(span, "line"), int_of(span, "col")), from, to;
    if (at < 0) return NULL;
    if (strcmp(action, "insert") == 0) {
        char *line = str_format("%s\n", new_text);
        cJSON *edit = text_edit(text, at, at, line);
        free(line);
        return edit;
    }
    if (strcmp(action, "replace") != 0 || !annotation_around(text, at, &from, &to)) return NULL;
    return text_edit(text, from, to, new_text);
}

/* Keeps the first suggestion of results as e's quick fix: a suggested
 * refinement type, or a signature with a suggested termination metric
 * (termination.fix, the same shape). */
static void keep_fix(const Job *job, Explanation *e, const cJSON *results) {
    const cJSON *r;
    cJSON_ArrayForEach(r, results) {
        const cJSON *sg = obj_of(obj_of(r, "counterexample"), "suggestion");
        const char *title = FIX_TITLE;
        if (!sg) sg = obj_of(obj_of(r, "termination"), "fix"), title = METRIC_FIX_TITLE;
        cJSON *edit = sg && job->text ? suggestion_edit(job->text, job->path, sg) : NULL;
        if (!edit) continue;
        e->fix_edit = edit;
        e->fix_text = xstrdup(job->text);
        e->fix_title = title;
        return;
    }
}

cJSON *present_fix_action(Server *s, const char *uri, const char *text) {
    const Explanation *e = explanation_of(s, uri);
    if (!e || !e->fix_edit || !text || strcmp(text, e->fix_text) != 0) return NULL;
    cJSON *edits = cJSON_CreateArray();
    cJSON_AddItemToArray(edits, cJSON_Duplicate(e->fix_edit, true));
    cJSON *changes = cJSON_CreateObject();
    cJSON_AddItemToObject(changes, uri, edits);
    cJSON *edit = cJSON_CreateObject();
    cJSON_AddItemToObject(edit, "changes", changes);
    cJSON *a = cJSON_CreateObject();
    cJSON_AddStringToObject(a, "title", e->fix_title ? e->fix_title : FIX_TITLE);
    cJSON_AddStringToObject(a, "kind", "quickfix");
    cJSON_AddItemToObject(a, "edit", edit);
    return a;
}

void present_result(Server *s, const Job *job, const cJSON *res, int exit_code) {
    Explanation *e = explanation_reset(s, job->uri);
    Shown sh = {0};
    sb_init(&sh.message);
    const cJSON *err = obj_of(res, "error"), *results = cJSON_GetObjectItemCaseSensitive(res, "results");
    if (err) show_lhx_error(job, err, &sh);
    else if (cJSON_GetArraySize(results) == 0) show_nothing(job, exit_code, &sh);
    else show_results(s, job, e, &sh, results);
    if (!err) keep_fix(job, e, results);
    lsp_show(s, sh.message_type, sb_str(&sh.message));
    publish_all(s, e, &sh);
    sb_free(&sh.message);
}

void explanation_drop(Server *s, const char *uri) {
    Explanation *e = explanation_of(s, uri);
    if (!e) return;
    for (size_t i = 0; i < e->npublished; i++) publish(s, e->published[i], cJSON_CreateArray());
    explanation_free(e);
    *e = s->expls[--s->nexpls];
}

const HoverItem *hover_find(Server *s, const char *uri, int line0, int char0) {
    const Explanation *e = explanation_of(s, uri);
    for (size_t i = 0; e && i < e->nitems; i++) {
        const HoverItem *h = &e->items[i];
        bool after_start = line0 > h->line0 || (line0 == h->line0 && char0 >= h->char0);
        bool before_end = line0 < h->end_line0 || (line0 == h->end_line0 && char0 < h->end_char0);
        if (after_start && before_end) return h;
    }
    return NULL;
}

void explanations_free(Server *s) {
    for (size_t i = 0; i < s->nexpls; i++) explanation_free(&s->expls[i]);
    free(s->expls);
    s->expls = NULL;
    s->nexpls = s->expls_cap = 0;
}
