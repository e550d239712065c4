/* decls.c — see decls.h. Three passes: per line, where its first token is
 * (lexical.h tells comments from code); the top-level column and the lines
 * that start declarations; per declaration, what its first tokens name. */
#include "decls.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <string.h>

/* ---- Lines -------------------------------------------------------------------------- */

static bool is_block_class(unsigned char c) { return c == SC_ANNOTATION || c == SC_PRAGMA; }

/* Does an annotation (`{-@`, or a `[lq|` quote) or a pragma open at offset i? */
static bool opens_block(const SourceText *t, const SourceLexical *l, size_t i) {
    char c = t->code[i];
    return is_block_class(l->cls[i]) && (c == '{' || c == '[') &&
           (i == 0 || l->cls[i - 1] != l->cls[i] || (i >= 2 && (t->code[i - 1] == '}' || t->code[i - 1] == ']')));
}

/* The first token, in_comment and has_code of line k. */
static SourceLine read_line(const SourceText *t, const SourceLexical *l, size_t k) {
    SourceLine line = {0, 0, false, false};
    size_t from = t->line_start[k], to = t->line_start[k + 1];
    line.in_comment = from > 0 && l->cls[from - 1] != SC_CODE;
    for (size_t i = from; i < to; i++) {
        unsigned char c = l->cls[i];
        if (isspace((unsigned char)t->code[i]) || c == SC_LINE_COMMENT || c == SC_BLOCK_COMMENT) continue;
        line.has_code = true; /* code, a literal, or inside an annotation or pragma */
        bool token = c == SC_CODE || c == SC_STRING || c == SC_CHAR || opens_block(t, l, i);
        if (token && !line.first_col) line.first_col = t->col[i], line.first = i;
    }
    return line;
}

/* ---- Tokens ------------------------------------------------------------------------- */

/* The tokens of a declaration, t[n] the end (so t[i + 1] is always valid
 * for i < n). An equation's left-hand side is read up to its `=`: the
 * tokens stop at the first `=` outside brackets, or at the text's end. */
typedef struct Toks {
    SourceToken *t;
    int n;
} Toks;

static void read_toks(const char *from, const char *to, Toks *ts) {
    SourceLexer lx;
    source_lexer_init(&lx, from, to);
    size_t cap = 0, n = 0;
    int depth = 0;
    ts->t = NULL;
    for (;;) {
        SourceToken tok = source_next_token(&lx);
        VEC_PUSH(ts->t, n, cap, tok);
        if (tok.kind == STK_END || (depth == 0 && source_token_is(&tok, "="))) break;
        if (tok.kind == STK_SPECIAL && strchr("([{", tok.s[0])) depth++;
        if (tok.kind == STK_SPECIAL && strchr(")]}", tok.s[0])) depth--;
    }
    SourceToken end = {STK_END, lx.p, 0, true, true};
    VEC_PUSH(ts->t, n, cap, end);
    ts->n = (int)n - 1;
}

static bool tok_in(const SourceToken *t, const char *const *words) {
    for (; *words; words++)
        if (source_token_is(t, *words)) return true;
    return false;
}

static char *tok_dup(const char *s, size_t n) {
    char *d = xmalloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

/* A variable name at token i: `f`, or an operator in parentheses `(+++)`
 * (with constructors when `cons`: `Emp`, `(:+:)`); its text in *s, *n;
 * returns the index after it, -1 if none. */
static int name_at(const Toks *ts, int i, bool cons, const char **s, size_t *n) {
    const SourceToken *t = &ts->t[i];
    if (t->kind == STK_VARID || (cons && t->kind == STK_CONID)) return *s = t->s, *n = t->n, i + 1;
    if (i + 2 <= ts->n && source_token_is(t, "(") && ts->t[i + 1].kind == STK_OP && source_token_is(&ts->t[i + 2], ")"))
        return *s = ts->t[i + 1].s, *n = ts->t[i + 1].n, i + 3;
    return -1;
}

static void add_name(char ***names, size_t *n, const char *s, size_t len) {
    *names = xrealloc(*names, (*n + 1) * sizeof **names);
    (*names)[(*n)++] = tok_dup(s, len);
}

/* ---- What a declaration is about ----------------------------------------------------- */

/* `f :: t`, `f, g :: t`, `C :: t` (a constructor's), or a keyword and
 * the names after it (`measure f …`, `assume f :: t`, `reflect f`); a
 * keyword followed by `::` is a name itself. */
static void annotation_names(const Toks *ts, char ***names, size_t *n) {
    static const char *const keywords[] = {"assume", "assert", "lazy", "measure", "inline", "reflect", "ignore",
                                           "fail", "decrease", "axiomatize", "define", "lemma", NULL};
    bool keyword = tok_in(&ts->t[0], keywords) && !source_token_is(&ts->t[1], "::") &&
                   !source_token_is(&ts->t[1], ",");
    const char *s;
    size_t len;
    for (int i = keyword ? 1 : 0;;) {
        int after = name_at(ts, i, true, &s, &len);
        if (after < 0) return;
        bool more = source_token_is(&ts->t[after], ",");
        if (!keyword && !more && !source_token_is(&ts->t[after], "::")) return;
        add_name(names, n, s, len);
        if (!more) return;
        i = after + 1;
    }
}

void source_annotation_subjects(const char *from, const char *to, char ***names, size_t *n) {
    Toks ts;
    read_toks(from, to, &ts);
    *names = NULL, *n = 0;
    annotation_names(&ts, names, n);
    free(ts.t);
}

/* `{-# INLINE f #-}` and its kin, with an optional phase `[2]` or `[~2]`. */
static void pragma_names(const Toks *ts, char ***names, size_t *n) {
    static const char *const keywords[] = {"INLINE", "NOINLINE", "INLINABLE", "INLINEABLE", "SPECIALISE",
                                           "SPECIALIZE", "OPAQUE", NULL};
    if (!tok_in(&ts->t[0], keywords)) return;
    int i = 1;
    if (source_token_is(&ts->t[i], "["))
        while (i < ts->n && !source_token_is(&ts->t[i], "]")) i++;
    if (source_token_is(&ts->t[i], "]")) i++;
    const char *s;
    size_t len;
    if (name_at(ts, i, false, &s, &len) >= 0) add_name(names, n, s, len);
}

/* A `!` or `~` that is a pattern (`f !x`, `f ~(a, b)`) rather than the
 * operator being defined (`a ! b`): anything but loose infix. */
static bool is_pattern_prefix(const SourceToken *t) {
    return (source_token_is(t, "!") || source_token_is(t, "~")) && !(t->space_before && t->space_after);
}

/* The operator an equation defines infix (`xs +++ ys = …`, ``x `plus` y``),
 * looked for at bracket depth 0 before its `=` or first guard; -1 if none. */
static int infix_operator(const Toks *ts) {
    static const char *const reserved[] = {"@", "->", "<-", "=>", "..", "\\", NULL};
    int depth = 0;
    for (int i = 0; i < ts->n; i++) {
        const SourceToken *t = &ts->t[i];
        if (source_token_is(t, "(") || source_token_is(t, "[") || source_token_is(t, "{")) depth++;
        else if (source_token_is(t, ")") || source_token_is(t, "]") || source_token_is(t, "}")) depth--;
        else if (depth == 0 && (source_token_is(t, "=") || source_token_is(t, "|") || source_token_is(t, "::")))
            return -1;
        else if (depth == 0 && source_token_is(t, "`") && ts->t[i + 1].kind == STK_VARID) return i + 1;
        else if (depth == 0 && t->kind == STK_OP && t->s[0] != ':' && !tok_in(t, reserved) && !is_pattern_prefix(t))
            return i;
    }
    return -1;
}

/* A Haskell declaration: a signature, an equation (prefix or infix), or
 * something about no single binder. */
static SourceDeclKind haskell_names(const Toks *ts, char ***names, size_t *n) {
    static const char *const keywords[] = {"module", "import", "data", "newtype", "type", "class", "instance",
                                           "deriving", "infix", "infixl", "infixr", "foreign", "default",
                                           "pattern", "where", "then", "else", "of", "let", "in", NULL};
    const char *s;
    size_t len;
    if (tok_in(&ts->t[0], keywords)) return SOURCE_DECL_OTHER;
    int after = name_at(ts, 0, false, &s, &len);
    if (after > 0 && (source_token_is(&ts->t[after], "::") || source_token_is(&ts->t[after], ","))) {
        for (int i = 0; i >= 0;) { /* f, g :: t */
            if ((after = name_at(ts, i, false, &s, &len)) < 0) break;
            add_name(names, n, s, len);
            i = source_token_is(&ts->t[after], ",") ? after + 1 : -1;
        }
        return SOURCE_DECL_SIGNATURE;
    }
    int op = after > 0 && ts->t[0].kind == STK_SPECIAL ? -1 : infix_operator(ts); /* (+++) xs ys = … is prefix */
    if (op >= 0) add_name(names, n, ts->t[op].s, ts->t[op].n);
    else if (after > 0) add_name(names, n, s, len);
    return SOURCE_DECL_EQUATION;
}

/* Fills d's kind and names from its text [d->start, to). */
static void read_subject(const SourceText *t, SourceDecl *d, const char *to) {
    const char *p = t->code + d->start;
    bool quote = to - p >= 4 && memcmp(p, LQ_QUOTE_OPEN, 4) == 0;
    bool annotation = quote || (to - p >= 3 && memcmp(p, "{-@", 3) == 0);
    bool pragma = to - p >= 3 && memcmp(p, "{-#", 3) == 0;
    Toks ts;
    read_toks(quote ? p + 4 : annotation || pragma ? p + 3 : p, to, &ts);
    if (annotation) d->kind = SOURCE_DECL_ANNOTATION, annotation_names(&ts, &d->names, &d->nnames);
    else if (pragma) d->kind = SOURCE_DECL_PRAGMA, pragma_names(&ts, &d->names, &d->nnames);
    else d->kind = haskell_names(&ts, &d->names, &d->nnames);
    free(ts.t);
}

/* ---- Declarations ----------------------------------------------------------------------- */

/* A line at the top-level column that cannot start a declaration: a closing
 * bracket, an operator, or `where` (`module M (…)` then `) where`), `then`,
 * `else`, `of`. */
static bool continues(const SourceText *t, const SourceLine *l, size_t line_end) {
    char c = t->code[l->first];
    if (c && (strchr(")]},;", c) || (c != '{' && strchr("!#$%&*+./<=>?@\\^|-~:", c)))) return true;
    static const char *const words[] = {"where", "then", "else", "of", NULL};
    SourceLexer lx;
    source_lexer_init(&lx, t->code + l->first, t->code + line_end);
    SourceToken tok = source_next_token(&lx);
    return tok_in(&tok, words);
}

/* The end of line k's text (before its newline). */
static size_t line_end(const SourceText *t, size_t k) {
    size_t e = t->line_start[k + 1];
    return e > t->line_start[k] && t->code[e - 1] == '\n' ? e - 1 : e;
}

static void find_decls(const SourceText *t, SourceDecls *out) {
    size_t cap = 0;
    for (size_t k = 0; k < t->nlines; k++) {
        const SourceLine *l = &out->lines[k];
        if (!t->is_code[k] || l->in_comment || !l->first_col || l->first_col != out->top_col) continue;
        if (continues(t, l, line_end(t, k))) continue;
        SourceDecl d = {SOURCE_DECL_OTHER, k, 0, l->first, 0, t->line[l->first], l->first_col, NULL, 0};
        VEC_PUSH(out->items, out->n, cap, d);
    }
    for (size_t i = 0; i < out->n; i++) {
        SourceDecl *d = &out->items[i];
        d->end_line = i + 1 < out->n ? out->items[i + 1].first_line : t->nlines;
        d->end = line_end(t, d->end_line - 1);
        if (d->end < d->start) d->end = d->start;
        read_subject(t, d, t->code + d->end);
    }
}

/* ---- The module header -------------------------------------------------------------------- */

/* The export list from the `(` at tokens lx onwards: items split at commas
 * at depth 1, each as written with white space normalised. */
static void read_exports(SourceLexer *lx, SourceHeader *h) {
    StrBuf item;
    sb_init(&item);
    int depth = 1;
    for (SourceToken tok = source_next_token(lx); tok.kind != STK_END; tok = source_next_token(lx)) {
        if (source_token_is(&tok, "(")) depth++;
        if (source_token_is(&tok, ")")) depth--;
        if (depth == 0 || (depth == 1 && source_token_is(&tok, ","))) {
            if (item.len) {
                h->exports = xrealloc(h->exports, (h->nexports + 1) * sizeof *h->exports);
                h->exports[h->nexports++] = xstrdup(sb_str(&item));
            }
            sb_clear(&item);
            if (depth == 0) break;
            continue;
        }
        if (item.len && tok.space_before) sb_putc(&item, ' ');
        sb_putn(&item, tok.s, tok.n);
    }
    sb_free(&item);
}

/* The header is the first declaration that is not a pragma or an
 * annotation, when it starts with `module`. */
static void read_header(const SourceText *t, SourceDecls *out) {
    const SourceDecl *d = out->items;
    while (d < out->items + out->n && (d->kind == SOURCE_DECL_PRAGMA || d->kind == SOURCE_DECL_ANNOTATION)) d++;
    if (d == out->items + out->n) return;
    SourceLexer lx;
    source_lexer_init(&lx, t->code + d->start, t->code + d->end);
    SourceToken kw = source_next_token(&lx), name = source_next_token(&lx);
    if (!source_token_is(&kw, "module") || name.kind != STK_CONID) return;
    SourceHeader *h = &out->header;
    h->present = true;
    h->name = tok_dup(name.s, name.n);
    h->line = d->line, h->col = d->col;
    SourceToken next = source_next_token(&lx);
    if (!source_token_is(&next, "(")) return;
    h->has_exports = true;
    read_exports(&lx, h);
}

/* ---- The whole file ----------------------------------------------------------------------- */

void source_decls_read(const SourceText *t, const SourceLexical *l, SourceDecls *out) {
    memset(out, 0, sizeof *out);
    out->lines = xcalloc(t->nlines, sizeof *out->lines);
    for (size_t k = 0; k < t->nlines; k++) {
        if (!t->is_code[k]) continue;
        SourceLine *line = &out->lines[k];
        *line = read_line(t, l, k);
        if (!line->in_comment && line->first_col && (!out->top_col || line->first_col < out->top_col))
            out->top_col = line->first_col;
    }
    find_decls(t, out);
    read_header(t, out);
}

static void free_names(char **names, size_t n) {
    for (size_t i = 0; i < n; i++) free(names[i]);
    free(names);
}

void source_decls_free(SourceDecls *d) {
    for (size_t i = 0; i < d->n; i++) free_names(d->items[i].names, d->items[i].nnames);
    free(d->items);
    free(d->lines);
    free(d->header.name);
    free_names(d->header.exports, d->header.nexports);
    memset(d, 0, sizeof *d);
}

bool source_decls_defines_local(const SourceText *t, const SourceDecls *d, const char *name) {
    for (size_t k = 0; k < t->nlines; k++) {
        const SourceLine *l = &d->lines[k];
        if (!t->is_code[k] || l->in_comment || !l->first_col || l->first_col <= d->top_col) continue;
        SourceLexer lx;
        source_lexer_init(&lx, t->code + l->first, t->code + line_end(t, k));
        SourceToken first = source_next_token(&lx);
        if (first.kind != STK_VARID || !source_token_is(&first, name)) continue;
        for (SourceToken tok = source_next_token(&lx); tok.kind != STK_END; tok = source_next_token(&lx)) {
            if (source_token_is(&tok, "::")) break;
            if (source_token_is(&tok, "=")) return true;
        }
    }
    return false;
}

bool source_decls_declares_type(const SourceText *t, const SourceDecls *d, const char *name) {
    for (size_t i = 0; i < d->n; i++) {
        const SourceDecl *it = &d->items[i];
        if (it->kind != SOURCE_DECL_OTHER) continue;
        SourceLexer lx;
        source_lexer_init(&lx, t->code + it->start, t->code + it->end);
        SourceToken first = source_next_token(&lx);
        if (!source_token_is(&first, "data") && !source_token_is(&first, "newtype")) continue;
        SourceToken second = source_next_token(&lx);
        if (second.kind == STK_CONID && source_token_is(&second, name)) return true;
    }
    return false;
}
