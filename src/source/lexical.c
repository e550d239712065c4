/* lexical.c — see lexical.h. The recognisers below (comments, literals)
 * are shared by the classifying scan and the token reader, so both read
 * the text alike. */
#include "lexical.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* ---- Characters and recognisers (over t[0..m)) -------------------------------------- */

static bool is_symbol_char(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }

static bool is_ident_char(char c) {
    unsigned char u = (unsigned char)c;
    return isalnum(u) || c == '_' || c == '\'' || u >= 0x80;
}

static bool is_ident_start(char c) {
    unsigned char u = (unsigned char)c;
    return isalpha(u) || c == '_' || u >= 0x80;
}

/* Is the `--` at i a line comment? Only when it is not part of a longer
 * operator: a run of two or more dashes neither preceded nor followed by
 * another symbol character. */
static bool line_comment_at(const char *t, size_t m, size_t i) {
    if (i + 1 >= m || t[i] != '-' || t[i + 1] != '-') return false;
    if (i > 0 && is_symbol_char(t[i - 1])) return false;
    size_t j = i;
    while (j < m && t[j] == '-') j++;
    return j == m || !is_symbol_char(t[j]);
}

/* Just past the `-}` balancing the `{-` at i, or m if none; *close is the
 * index of that `-` (m if none). Only `{-`/`-}` nesting counts. */
static size_t block_end(const char *t, size_t m, size_t i, size_t *close) {
    int depth = 0;
    for (size_t j = i; j + 1 < m;) {
        if (t[j] == '{' && t[j + 1] == '-') {
            depth++;
            j += 2;
        } else if (t[j] == '-' && t[j + 1] == '}') {
            if (--depth == 0) return *close = j, j + 2;
            j += 2;
        } else {
            j++;
        }
    }
    return *close = m, m;
}

/* Just past the string literal whose quote is at i: its closing quote, or
 * the unescaped newline (or end) where it stops. */
static size_t string_end(const char *t, size_t m, size_t i) {
    for (i++; i < m && t[i] != '"' && t[i] != '\n';) i += t[i] == '\\' && i + 1 < m ? 2 : 1;
    return i < m && t[i] == '"' ? i + 1 : i;
}

/* The length of a character literal starting at i ('x', '\n', '\'', 'λ'),
 * or 0 if the quote starts none (a promoted constructor, a stray quote). */
static size_t char_literal_len(const char *t, size_t m, size_t i) {
    if (i + 2 >= m) return 0;
    if (t[i + 1] == '\\') {
        for (size_t j = i + 2; j < m && j < i + 14; j++) {
            if (t[j] == '\n') return 0;
            if (t[j] == '\'' && j > i + 2) return j - i + 1;
        }
        return 0;
    }
    size_t k = 1;
    if ((unsigned char)t[i + 1] & 0x80)
        while (i + 1 + k < m && ((unsigned char)t[i + 1 + k] & 0xC0) == 0x80) k++;
    if (i + 1 + k < m && t[i + 1] != '\n' && t[i + 1] != '\'' && t[i + 1 + k] == '\'') return k + 2;
    return 0;
}

/* Does a `'` at i start a character literal (not the prime of a name)? */
static size_t char_at(const char *t, size_t m, size_t i) {
    if (i > 0 && is_ident_char(t[i - 1])) return 0;
    return char_literal_len(t, m, i);
}

/* ---- The classifying scan -------------------------------------------------------------- */

static void mark(SourceLexical *l, size_t from, size_t to, SourceClass c) {
    memset(l->cls + from, c, to - from);
}

static void lex_error(SourceLexical *l, const SourceText *t, size_t at, const char *msg) {
    if (l->error) return;
    l->error = true;
    l->error_line = t->line[at];
    l->error_col = t->col[at];
    snprintf(l->error_msg, sizeof l->error_msg, "%s", msg);
}

/* The `{-` at i: a block comment, an annotation or a pragma. Returns the
 * offset after it. */
static size_t lex_block(SourceLexical *l, const SourceText *t, size_t i, size_t *cap_a, size_t *cap_p) {
    const char *c = t->code;
    size_t m = t->len, close;
    size_t after = block_end(c, m, i, &close);
    bool annot = i + 2 < m && c[i + 2] == '@', pragma = i + 2 < m && c[i + 2] == '#';
    mark(l, i, after, annot ? SC_ANNOTATION : pragma ? SC_PRAGMA : SC_BLOCK_COMMENT);
    if (close == m)
        lex_error(l, t, i,
                  annot ? "unterminated annotation: '{-@' has no matching '@-}'"
                        : "unterminated comment: '{-' has no matching '-}'");
    if (!annot && !pragma) return after;
    char mark_char = annot ? '@' : '#';
    bool closed = close < m && close >= i + 4 && c[close - 1] == mark_char;
    if (annot && close < m && !closed) {
        char msg[128];
        snprintf(msg, sizeof msg, "annotation opened with '{-@' at line %d is closed by '-}', expected '@-}'",
                 t->line[i]);
        lex_error(l, t, close, msg);
    }
    SourceBlock b = {i, i + 3, closed ? close - 1 : close, after, closed};
    if (b.body_end < b.body) b.body_end = b.body;
    if (annot) VEC_PUSH(l->annotations, l->nannotations, *cap_a, b);
    else VEC_PUSH(l->pragmas, l->npragmas, *cap_p, b);
    return after;
}

void source_lex(const SourceText *t, SourceLexical *l) {
    memset(l, 0, sizeof *l);
    const char *c = t->code;
    size_t m = t->len, cap_a = 0, cap_p = 0;
    l->cls = xcalloc(m + 1, 1);
    for (size_t i = 0; i < m;) {
        size_t from = i;
        if (c[i] == '{' && i + 1 < m && c[i + 1] == '-') {
            i = lex_block(l, t, i, &cap_a, &cap_p);
        } else if (line_comment_at(c, m, i)) {
            while (i < m && c[i] != '\n') i++;
            mark(l, from, i, SC_LINE_COMMENT);
        } else if (c[i] == '"') {
            i = string_end(c, m, i);
            mark(l, from, i, SC_STRING);
        } else if (c[i] == '\'' && char_at(c, m, i)) {
            i += char_at(c, m, i);
            mark(l, from, i, SC_CHAR);
        } else {
            i++;
        }
    }
}

void source_lexical_free(SourceLexical *l) {
    free(l->cls);
    free(l->annotations);
    free(l->pragmas);
    memset(l, 0, sizeof *l);
}

/* ---- Tokens ------------------------------------------------------------------------------ */

void source_lexer_init(SourceLexer *lx, const char *from, const char *end) {
    lx->begin = lx->p = from;
    lx->end = end;
}

/* Skips white space and comments. */
static void skip_blank(SourceLexer *lx) {
    const char *t = lx->begin;
    size_t m = (size_t)(lx->end - t);
    while (lx->p < lx->end) {
        size_t i = (size_t)(lx->p - t), close;
        if (isspace((unsigned char)*lx->p)) lx->p++;
        else if (line_comment_at(t, m, i))
            while (lx->p < lx->end && *lx->p != '\n') lx->p++;
        else if (i + 1 < m && t[i] == '{' && t[i + 1] == '-') lx->p = t + block_end(t, m, i, &close);
        else return;
    }
}

/* The length of a name at q: an identifier, with a module qualifier
 * (M.f, Data.Map.Map, M.+) read as part of it; *kind set. */
static size_t name_len(const char *q, const char *end, SourceTokKind *kind) {
    const char *s = q;
    for (;;) {
        bool con = isupper((unsigned char)*q);
        while (q < end && is_ident_char(*q)) q++;
        *kind = con ? STK_CONID : STK_VARID;
        if (!con || q + 1 >= end || q[0] != '.') return (size_t)(q - s);
        if (is_ident_start(q[1])) {
            q++;
        } else if (is_symbol_char(q[1])) {
            for (q++; q < end && is_symbol_char(*q); q++) {}
            *kind = STK_OP;
            return (size_t)(q - s);
        } else {
            return (size_t)(q - s);
        }
    }
}

/* MagicHash: `#`s right after a name or a number (x#, 1#, 2.0##) are
 * part of it, unless they start an operator (a#.b). Returns k extended. */
static size_t magic_hash(const char *q, const char *end, size_t k) {
    size_t h = k;
    while (q + h < end && q[h] == '#') h++;
    return h > k && (q + h == end || !is_symbol_char(q[h])) ? h : k;
}

/* The length of the token at the reader's position, and its kind. */
static size_t token_len(const SourceLexer *lx, SourceTokKind *kind) {
    const char *t = lx->begin, *q = lx->p;
    size_t m = (size_t)(lx->end - t), i = (size_t)(q - t);
    if (is_ident_start(*q)) {
        size_t k = name_len(q, lx->end, kind);
        return *kind == STK_OP ? k : magic_hash(q, lx->end, k);
    }
    if (isdigit((unsigned char)*q)) {
        size_t k = 0;
        while (i + k < m && (isalnum((unsigned char)q[k]) || q[k] == '_' ||
                             (q[k] == '.' && i + k + 1 < m && isdigit((unsigned char)q[k + 1]))))
            k++;
        return *kind = STK_NUMBER, magic_hash(q, lx->end, k);
    }
    if (is_symbol_char(*q)) {
        size_t k = 0;
        while (i + k < m && is_symbol_char(q[k])) k++;
        return *kind = STK_OP, k;
    }
    if (*q == '"') return *kind = STK_STRING, string_end(t, m, i) - i;
    if (*q == '\'' && char_at(t, m, i)) return *kind = STK_CHAR, char_at(t, m, i);
    *kind = strchr("()[]{},;`", *q) ? STK_SPECIAL : STK_OTHER;
    return 1;
}

SourceToken source_next_token(SourceLexer *lx) {
    skip_blank(lx);
    SourceToken tok = {STK_END, lx->p, 0, true, true};
    if (lx->p >= lx->end) return tok;
    tok.n = token_len(lx, &tok.kind);
    tok.space_before = lx->p == lx->begin || isspace((unsigned char)lx->p[-1]);
    lx->p += tok.n;
    tok.space_after = lx->p >= lx->end || isspace((unsigned char)*lx->p);
    return tok;
}

bool source_token_is(const SourceToken *t, const char *text) {
    return t->kind != STK_END && t->n == strlen(text) && memcmp(t->s, text, t->n) == 0;
}

void source_token_unqualified(const SourceToken *t, const char **s, size_t *n) {
    *s = t->s, *n = t->n;
    if (t->kind != STK_VARID && t->kind != STK_CONID && t->kind != STK_OP) return;
    /* the part after the last `.` that follows an identifier character */
    for (size_t i = t->n; i-- > 1;)
        if (t->s[i] == '.' && is_ident_char(t->s[i - 1]) && isupper((unsigned char)t->s[0])) {
            *s = t->s + i + 1, *n = t->n - i - 1;
            return;
        }
}
