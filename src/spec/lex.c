/* lex.c — see lex.h. */
#include "lex.h"
#include "ast.h"

#include <stdio.h>
#include <string.h>

#include "../util/strbuf.h"
#include "../util/utf8.h"

typedef struct Lexer {
    const SourceRegion *r;
    const char *t;
    size_t n, i;
    Arena *a;
    Interner *in;
    Diag *diag;
    SpecVec toks;
    int depth;
    int last_line; /* line of the previous token, for bol */
} Lexer;

static bool is_lower(char c) { return (c >= 'a' && c <= 'z') || c == '_'; }
static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
/* Bytes of non-ASCII UTF-8 characters count as letters (Haskell allows
 * Unicode identifiers; lhx does not classify them further). */
static bool is_utf8(char c) { return (unsigned char)c >= 0x80; }
static bool is_idchar(char c) { return is_lower(c) || is_upper(c) || is_digit(c) || c == '\'' || is_utf8(c); }
static bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool is_symbol(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }

static bool lex_error(Lexer *lx, size_t at, const char *msg) {
    return diag_error_at(lx->diag, EXIT_BAD_INPUT, lx->r->file, lx->r->line[at], lx->r->col[at], "%s", msg);
}

static SpecToken *push(Lexer *lx, SpecTokKind kind, size_t from, size_t to) {
    SpecToken *tk = ARENA_NEW(lx->a, SpecToken);
    tk->kind = kind;
    tk->text = lx->t + from;
    tk->len = to - from;
    tk->line = lx->r->line[from];
    tk->col = lx->r->col[from];
    tk->bol = tk->line != lx->last_line;
    lx->last_line = tk->line;
    if (kind == SK_RPAREN || kind == SK_RBRACK || kind == SK_RBRACE) {
        if (lx->depth > 0) lx->depth--;
    }
    tk->depth = lx->depth;
    if (kind == SK_LPAREN || kind == SK_LBRACK || kind == SK_LBRACE) lx->depth++;
    if (kind == SK_VARID || kind == SK_CONID || kind == SK_OP) tk->sym = intern_n(lx->in, tk->text, tk->len);
    spec_vec_push(lx->a, &lx->toks, tk);
    return tk;
}

/* Skips blanks and comments. False on an unterminated block comment. */
static bool skip_space(Lexer *lx) {
    const char *t = lx->t;
    for (;;) {
        size_t i = lx->i;
        if (i >= lx->n) return true;
        char c = t[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            lx->i++;
        } else if (c == '-' && i + 1 < lx->n && t[i + 1] == '-') {
            size_t j = i;
            while (j < lx->n && t[j] == '-') j++;
            if (j < lx->n && is_symbol(t[j])) return true; /* an operator such as --> */
            while (j < lx->n && t[j] != '\n') j++;
            lx->i = j;
        } else if (c == '{' && i + 1 < lx->n && t[i + 1] == '-') {
            int depth = 0;
            size_t j = i;
            while (j < lx->n) {
                if (t[j] == '{' && j + 1 < lx->n && t[j + 1] == '-') {
                    depth++;
                    j += 2;
                } else if (t[j] == '-' && j + 1 < lx->n && t[j + 1] == '}') {
                    j += 2;
                    if (--depth == 0) break;
                } else {
                    j++;
                }
            }
            if (depth != 0) return lex_error(lx, i, "unterminated comment: '{-' has no matching '-}'");
            lx->i = j;
        } else {
            return true;
        }
    }
}

/* Decodes one escape after a backslash at t[*i] (pointing past the
 * backslash); false if it is not one lhx knows. */
static bool decode_escape(Lexer *lx, size_t *i, uint32_t *out) {
    const char *t = lx->t;
    if (*i >= lx->n) return false;
    char c = t[*i];
    const char *from = "ntr0\\\"'abfv";
    const char *to = "\n\t\r\0\\\"'\a\b\f\v";
    const char *p = c ? strchr(from, c) : NULL;
    if (p) {
        *out = (unsigned char)to[p - from];
        (*i)++;
        return true;
    }
    if (is_digit(c)) {
        uint32_t v = 0;
        while (*i < lx->n && is_digit(t[*i]) && v <= 0x10FFFF) v = v * 10 + (uint32_t)(t[(*i)++] - '0');
        *out = v;
        return v <= 0x10FFFF;
    }
    return false;
}

static void put_utf8(StrBuf *sb, uint32_t cp) {
    char bytes[4];
    sb_putn(sb, bytes, utf8_encode(bytes, cp));
}

static bool lex_string(Lexer *lx) {
    const char *t = lx->t;
    size_t from = lx->i, i = from + 1;
    StrBuf sb;
    sb_init(&sb);
    for (;;) {
        if (i >= lx->n || t[i] == '\n') {
            sb_free(&sb);
            return lex_error(lx, from, "unterminated string literal");
        }
        if (t[i] == '"') break;
        if (t[i] == '\\' && i + 1 < lx->n && t[i + 1] == '&') {
            i += 2; /* the empty escape \& */
        } else if (t[i] == '\\') {
            i++;
            uint32_t cp;
            if (!decode_escape(lx, &i, &cp)) {
                sb_free(&sb);
                return lex_error(lx, i - 1, "unknown escape sequence in string literal");
            }
            if (cp == 0) {
                sb_free(&sb);
                return lex_error(lx, i - 1, "a NUL character in a string literal is not supported");
            }
            put_utf8(&sb, cp);
        } else if (t[i] == '\0') {
            sb_free(&sb);
            return lex_error(lx, i, "unexpected NUL character in string literal");
        } else {
            sb_putc(&sb, t[i++]);
        }
    }
    lx->i = i + 1;
    SpecToken *tk = push(lx, SK_STRING, from, lx->i);
    tk->str_len = sb.len;
    tk->str = arena_strndup(lx->a, sb_str(&sb), sb.len);
    sb_free(&sb);
    return true;
}

/* A character literal, or false if the quote does not start one. */
static bool try_char(Lexer *lx) {
    const char *t = lx->t;
    size_t from = lx->i, i = from + 1;
    uint32_t cp;
    if (i >= lx->n) return false;
    if (t[i] == '\\') {
        i++;
        if (!decode_escape(lx, &i, &cp)) return false;
    } else {
        unsigned char b = (unsigned char)t[i];
        if (b == '\'' || b == '\n' || b == 0) return false;
        int extra = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
        cp = extra == 0 ? b : extra == 1 ? (b & 0x1Fu) : extra == 2 ? (b & 0x0Fu) : (b & 0x07u);
        i++;
        for (int k = 0; k < extra; k++, i++) {
            if (i >= lx->n || ((unsigned char)t[i] & 0xC0) != 0x80) return false;
            cp = (cp << 6) | ((unsigned char)t[i] & 0x3Fu);
        }
    }
    if (i >= lx->n || t[i] != '\'') return false;
    lx->i = i + 1;
    push(lx, SK_CHAR, from, lx->i)->ch = cp;
    return true;
}

static void lex_number(Lexer *lx) {
    const char *t = lx->t;
    size_t from = lx->i, i = from;
    SpecTokKind kind = SK_INT;
    if (t[i] == '0' && i + 2 < lx->n && (t[i + 1] == 'x' || t[i + 1] == 'X') && is_hex(t[i + 2])) {
        i += 2;
        while (i < lx->n && is_hex(t[i])) i++;
    } else {
        while (i < lx->n && is_digit(t[i])) i++;
        if (i + 1 < lx->n && t[i] == '.' && is_digit(t[i + 1])) {
            kind = SK_FLOAT;
            i++;
            while (i < lx->n && is_digit(t[i])) i++;
        }
        if (i < lx->n && (t[i] == 'e' || t[i] == 'E')) {
            size_t j = i + 1;
            if (j < lx->n && (t[j] == '+' || t[j] == '-')) j++;
            if (j < lx->n && is_digit(t[j])) {
                kind = SK_FLOAT;
                i = j;
                while (i < lx->n && is_digit(t[i])) i++;
            }
        }
    }
    lx->i = i;
    push(lx, kind, from, i);
}

/* The end of a run of symbol characters starting at i. */
static size_t symbol_run(const Lexer *lx, size_t i) {
    while (i < lx->n && is_symbol(lx->t[i])) i++;
    return i;
}

/* An identifier, qualified when a ConId is followed by `.` and a letter;
 * a qualified operator when a ConId is followed by `.` and a symbol
 * (Zipper.++, GHC.Base.<>); with GHC's MagicHash, trailing `#`s belong to
 * the name (Int#, plusInt#). */
static void lex_ident(Lexer *lx) {
    const char *t = lx->t;
    size_t from = lx->i, i = from;
    bool upper = is_upper(t[i]);
    for (;;) {
        size_t seg = i;
        while (i < lx->n && is_idchar(t[i])) i++;
        upper = is_upper(t[seg]);
        if (upper && i + 1 < lx->n && t[i] == '.' && (is_lower(t[i + 1]) || is_upper(t[i + 1]))) {
            i++;
            continue;
        }
        if (upper && i + 1 < lx->n && t[i] == '.' && is_symbol(t[i + 1]) && t[i + 1] != '.') {
            lx->i = symbol_run(lx, i + 1);
            push(lx, SK_OP, from, lx->i);
            return;
        }
        break;
    }
    size_t hashes = i;
    while (hashes < lx->n && t[hashes] == '#') hashes++;
    if (hashes > i && symbol_run(lx, hashes) == hashes) i = hashes;
    lx->i = i;
    push(lx, upper ? SK_CONID : SK_VARID, from, i);
}

/* Relations and connectives that may be glued to a following unary minus. */
static bool splits_before_minus(const char *s, size_t n) {
    static const char *const ops[] = {"=", "==", "/=", "!=", "<", "<=", ">", ">=", "|", "+", "*", "/",
                                      "&&", "||", "=>", "==>", "<=>", "->", "::"};
    for (size_t k = 0; k < sizeof ops / sizeof *ops; k++)
        if (strlen(ops[k]) == n && memcmp(ops[k], s, n) == 0) return true;
    return false;
}

static void lex_op(Lexer *lx) {
    const char *t = lx->t;
    size_t from = lx->i, i = symbol_run(lx, from);
    size_t n = i - from;
    if (n >= 2 && t[i - 1] == '-' && i < lx->n && (is_idchar(t[i]) || t[i] == '(') &&
        splits_before_minus(t + from, n - 1)) {
        push(lx, SK_OP, from, i - 1);
        push(lx, SK_OP, i - 1, i);
    } else {
        push(lx, SK_OP, from, i);
    }
    lx->i = i;
}

bool spec_lex(const SourceRegion *r, Arena *a, Interner *in, SpecToken **toks, size_t *ntoks, Diag *diag) {
    Lexer lx = {.r = r, .t = r->text, .n = r->len, .a = a, .in = in, .diag = diag, .last_line = -1};
    *toks = NULL;
    *ntoks = 0;
    for (;;) {
        if (!skip_space(&lx)) return false;
        if (lx.i >= lx.n) break;
        char c = lx.t[lx.i];
        size_t i = lx.i;
        if (is_lower(c) || is_upper(c) || is_utf8(c)) {
            lex_ident(&lx);
        } else if (is_digit(c)) {
            lex_number(&lx);
        } else if (c == '"') {
            if (!lex_string(&lx)) return false;
        } else if (c == '\'') {
            if (!try_char(&lx)) return lex_error(&lx, i, "unexpected quote \"'\" (not a character literal)");
        } else if (is_symbol(c)) {
            lex_op(&lx);
        } else {
            static const char punct[] = "()[]{},;`";
            static const SpecTokKind kinds[] = {SK_LPAREN, SK_RPAREN, SK_LBRACK, SK_RBRACK, SK_LBRACE,
                                                SK_RBRACE, SK_COMMA,  SK_SEMI,   SK_BACKQUOTE};
            const char *p = c ? strchr(punct, c) : NULL;
            if (!p) {
                char msg[64];
                unsigned char u = (unsigned char)c;
                if (u >= 0x20 && u < 0x7F)
                    snprintf(msg, sizeof msg, "unexpected character '%c'", c);
                else
                    snprintf(msg, sizeof msg, "unexpected character (byte 0x%02X)", u);
                return lex_error(&lx, i, msg);
            }
            lx.i++;
            push(&lx, kinds[p - punct], i, i + 1);
        }
    }
    SpecToken *eof = push(&lx, SK_EOF, lx.n, lx.n);
    eof->bol = true;
    SpecToken *out = ARENA_ARRAY(a, SpecToken, lx.toks.len);
    for (size_t k = 0; k < lx.toks.len; k++) out[k] = *(SpecToken *)lx.toks.items[k];
    *toks = out;
    *ntoks = lx.toks.len;
    return true;
}

const char *spec_tok_describe(const SpecToken *t, bool bare, char *buf, size_t size) {
    switch (t->kind) {
    case SK_EOF: snprintf(buf, size, "%s", bare ? "end of file" : "end of annotation"); break;
    case SK_STRING: snprintf(buf, size, "string literal"); break;
    default: {
        size_t n = t->len > 40 ? 40 : t->len;
        snprintf(buf, size, "'%.*s%s'", (int)n, t->text, t->len > 40 ? "..." : "");
    }
    }
    return buf;
}
