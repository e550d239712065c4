/* binder_range.c — see binder_range.h.
 *
 * Three passes. (1) Which lines are code: all of a .hs file; in a .lhs file
 * the `>` lines (Bird style, the `>` blanked so columns stay the file's) or
 * the lines between \begin{code} and \end{code}. (2) Per code line, where
 * its first token is once comments are skipped; block comments, `{-@ … @-}`
 * annotations and `{-# … #-}` pragmas may span lines, so the nesting is
 * carried from line to line. (3) A line whose first token sits at the
 * module's leftmost column starts a top-level declaration; its first tokens
 * say which name it is about (a signature, an equation, an annotation), and
 * consecutive declarations about the same name make one binder's range.
 *
 * This is a scanner, not a parser: it only has to find where declarations
 * start, which Haskell's layout rule makes visible in the text. */
#include "binder_range.h"
#include "../util/file.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <string.h>

/* ---- Lines ------------------------------------------------------------------ */

typedef struct Line {
    const char *s;   /* the code on the line; NULL for literate prose */
    size_t n;        /* its length, without the newline */
    int first_col;   /* the column of its first token outside comments; 0: none */
    bool in_comment; /* it starts inside a block comment, annotation or pragma */
    bool has_code;   /* it holds more than blanks and ordinary comments */
} Line;

typedef struct Scan {
    char *buf;   /* a copy of the text, Bird tracks blanked */
    Line *lines;
    size_t nlines;
    int depth;   /* block comment nesting where the scan is */
    bool spec;   /* the open comment is an annotation or a pragma: it counts as code */
} Scan;

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static bool line_starts(const Line *l, const char *prefix) {
    size_t m = strlen(prefix);
    return l->n >= m && memcmp(l->s, prefix, m) == 0;
}

/* Splits buf into lines (a trailing \r dropped); all of them code for now. */
static void split_lines(Scan *sc, size_t len) {
    size_t cap = 0;
    for (size_t i = 0; i <= len;) {
        size_t j = i;
        while (j < len && sc->buf[j] != '\n') j++;
        if (j == len && i == len && len > 0) break; /* no empty line after a final newline */
        Line l = {sc->buf + i, j - i, 0, false, false};
        if (l.n && l.s[l.n - 1] == '\r') l.n--;
        VEC_PUSH(sc->lines, sc->nlines, cap, l);
        i = j + 1;
    }
}

/* A literate file: only its code lines keep their text. */
static void mark_literate(Scan *sc) {
    bool latex = false;
    for (size_t i = 0; i < sc->nlines && !latex; i++) latex = line_starts(&sc->lines[i], "\\begin{code}");
    bool in_code = false;
    for (size_t i = 0; i < sc->nlines; i++) {
        Line *l = &sc->lines[i];
        if (latex) {
            bool begin = line_starts(l, "\\begin{code}"), end = line_starts(l, "\\end{code}");
            if (begin || end || !in_code) l->s = NULL;
            in_code = begin || (in_code && !end);
        } else if (l->n && l->s[0] == '>') {
            sc->buf[l->s - sc->buf] = ' '; /* as GHC's unlit does: columns are kept */
        } else {
            l->s = NULL;
        }
    }
}

/* ---- Characters ------------------------------------------------------------- */

static bool is_symbol(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }
static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_' || c == '\'' || (unsigned char)c >= 0x80; }

/* Columns count code points, as GHC's and lhx's positions do. */
static int column_of(const char *s, size_t i) {
    int col = 1;
    for (size_t k = 0; k < i; k++) col += ((unsigned char)s[k] & 0xC0) != 0x80;
    return col;
}

/* `--`, `---`, … followed by a non-symbol: a line comment (`-->` is an operator). */
static bool line_comment_at(const char *s, size_t n, size_t i) {
    if (i + 1 >= n || s[i] != '-' || s[i + 1] != '-') return false;
    while (i < n && s[i] == '-') i++;
    return i == n || !is_symbol(s[i]);
}

/* Past a string literal starting at i (or the end of the line). */
static size_t skip_string(const char *s, size_t n, size_t i) {
    for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\') i++;
    return i < n ? i + 1 : n;
}

/* Past a character literal at i; a `'` that starts none (x', 'name) is one character. */
static size_t skip_char(const char *s, size_t n, size_t i) {
    if (i > 0 && is_ident(s[i - 1])) return i + 1;
    if (i + 1 < n && s[i + 1] == '\\') {
        size_t j = i + 2;
        while (j < n && s[j] != '\'') j++;
        return j < n ? j + 1 : n;
    }
    return i + 2 < n && s[i + 2] == '\'' ? i + 3 : i + 1;
}

/* ---- Pass 2: first tokens ------------------------------------------------------- */

/* Inside a block comment: its nesting, from i; returns where the scan goes on. */
static size_t scan_comment(Scan *sc, Line *l, size_t i) {
    const char *s = l->s;
    if (i + 1 < l->n && s[i] == '{' && s[i + 1] == '-') return sc->depth++, i + 2;
    if (i + 1 < l->n && s[i] == '-' && s[i + 1] == '}') return sc->depth--, i + 2;
    if (sc->spec && !isspace((unsigned char)s[i])) l->has_code = true;
    return i + 1;
}

static void scan_line(Scan *sc, Line *l) {
    l->in_comment = sc->depth > 0;
    const char *s = l->s;
    for (size_t i = 0; i < l->n;) {
        if (sc->depth > 0) {
            i = scan_comment(sc, l, i);
            continue;
        }
        if (isspace((unsigned char)s[i])) {
            i++;
            continue;
        }
        if (line_comment_at(s, l->n, i)) break;
        if (i + 1 < l->n && s[i] == '{' && s[i + 1] == '-') {
            sc->spec = i + 2 < l->n && (s[i + 2] == '@' || s[i + 2] == '#');
            sc->depth = 1;
            if (!sc->spec) {
                i += 2;
                continue;
            }
        }
        if (!l->first_col) l->first_col = column_of(s, i);
        l->has_code = true;
        if (sc->depth > 0) i += 3; /* past `{-@` / `{-#` */
        else if (s[i] == '"') i = skip_string(s, l->n, i);
        else if (s[i] == '\'') i = skip_char(s, l->n, i);
        else i++;
    }
}

/* ---- Tokens (for a declaration's first few) ----------------------------------- */

typedef enum TokKind { TK_END, TK_VAR, TK_CON, TK_OP, TK_SPECIAL, TK_OTHER } TokKind;

typedef struct Tok {
    TokKind kind;
    const char *s;
    size_t n;
} Tok;

typedef struct Lexer {
    const char *p, *end;
} Lexer;

/* Skips blanks, line comments and ordinary block comments. */
static void skip_blank(Lexer *lx) {
    while (lx->p < lx->end) {
        size_t left = (size_t)(lx->end - lx->p);
        if (isspace((unsigned char)*lx->p)) {
            lx->p++;
        } else if (line_comment_at(lx->p, left, 0)) {
            while (lx->p < lx->end && *lx->p != '\n') lx->p++;
        } else if (left > 2 && lx->p[0] == '{' && lx->p[1] == '-' && lx->p[2] != '@' && lx->p[2] != '#') {
            int depth = 1;
            for (lx->p += 2; lx->p < lx->end && depth > 0; lx->p++) {
                if (lx->p + 1 < lx->end && lx->p[0] == '{' && lx->p[1] == '-') depth++, lx->p++;
                else if (lx->p + 1 < lx->end && lx->p[0] == '-' && lx->p[1] == '}') depth--, lx->p++;
            }
        } else {
            return;
        }
    }
}

static Tok next_tok(Lexer *lx) {
    skip_blank(lx);
    Tok t = {TK_END, lx->p, 0};
    if (lx->p >= lx->end) return t;
    const char *q = lx->p;
    size_t left = (size_t)(lx->end - q);
    if (isalpha((unsigned char)*q) || *q == '_' || (unsigned char)*q >= 0x80) {
        t.kind = isupper((unsigned char)*q) ? TK_CON : TK_VAR;
        while (q < lx->end && is_ident(*q)) q++;
    } else if (is_symbol(*q)) {
        t.kind = TK_OP;
        while (q < lx->end && is_symbol(*q)) q++;
    } else if (*q == '"' || *q == '\'') {
        t.kind = TK_OTHER;
        q += *q == '"' ? skip_string(q, left, 0) : skip_char(q, left, 0);
    } else {
        t.kind = strchr("()[]{},;`", *q) ? TK_SPECIAL : TK_OTHER;
        q++;
        while (t.kind == TK_OTHER && q < lx->end && isalnum((unsigned char)*q)) q++; /* a number */
    }
    t.n = (size_t)(q - lx->p);
    lx->p = q;
    return t;
}

static bool tok_is(const Tok *t, const char *text) { return t->n == strlen(text) && memcmp(t->s, text, t->n) == 0; }

static bool tok_in(const Tok *t, const char *const *words) {
    for (; *words; words++)
        if (tok_is(t, *words)) return true;
    return false;
}

#define MAX_TOKS 64 /* an equation's left-hand side is read up to its `=` */

typedef struct Toks {
    Tok t[MAX_TOKS + 1];
    int n;
} Toks;

static void read_toks(Lexer *lx, Toks *ts) {
    ts->n = 0;
    do ts->t[ts->n] = next_tok(lx);
    while (ts->t[ts->n].kind != TK_END && ++ts->n < MAX_TOKS);
    ts->t[ts->n].kind = TK_END;
}

/* A variable name at token i: `f`, or an operator in parentheses `(+++)`;
 * its text in *s and *n, and the index after it; -1 if none. */
static int name_at(const Toks *ts, int i, const char **s, size_t *n) {
    const Tok *t = &ts->t[i];
    if (t->kind == TK_VAR) return *s = t->s, *n = t->n, i + 1;
    if (i + 2 <= ts->n && tok_is(t, "(") && ts->t[i + 1].kind == TK_OP && tok_is(&ts->t[i + 2], ")"))
        return *s = ts->t[i + 1].s, *n = ts->t[i + 1].n, i + 3;
    return -1;
}

/* ---- Pass 3: what each declaration is about ------------------------------------- */

typedef struct Decl {
    size_t line;   /* index into lines */
    char *name;    /* NULL: not about one binder (import, data, a LIQUID option, …) */
    bool equation; /* part of the binder's definition, not a signature or annotation */
} Decl;

static char *name_dup(const char *s, size_t n) {
    char *d = xmalloc(n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

/* `{-@ f :: … @-}`, `{-@ f, g :: … @-}`, `{-@ measure f @-}`, `{-@ assume f :: … @-}`, … */
static char *annotation_subject(const Toks *ts) {
    static const char *const keywords[] = {"assume", "lazy", "measure", "inline", "reflect", "ignore", "decrease",
                                           "axiomatize", "define", "lemma", NULL};
    const char *s;
    size_t n;
    int i = tok_in(&ts->t[0], keywords) ? 1 : 0;
    int after = name_at(ts, i, &s, &n);
    if (after < 0) return NULL;
    if (i == 0 && !tok_is(&ts->t[after], "::") && !tok_is(&ts->t[after], ",")) return NULL;
    return name_dup(s, n);
}

/* `{-# INLINE f #-}` and its kin, with an optional phase `[2]`. */
static char *pragma_subject(const Toks *ts) {
    static const char *const keywords[] = {"INLINE", "NOINLINE", "INLINABLE", "INLINEABLE", "SPECIALISE",
                                           "SPECIALIZE", "OPAQUE", NULL};
    if (!tok_in(&ts->t[0], keywords)) return NULL;
    int i = 1;
    if (tok_is(&ts->t[i], "["))
        while (i < ts->n && !tok_is(&ts->t[i], "]")) i++;
    if (tok_is(&ts->t[i], "]")) i++;
    const char *s;
    size_t n;
    return name_at(ts, i, &s, &n) < 0 ? NULL : name_dup(s, n);
}

/* The operator an equation defines infix (`xs +++ ys = …`, ``x `plus` y``),
 * looked for at bracket depth 0 before its `=` or first guard; -1 if none. */
static int infix_operator(const Toks *ts) {
    static const char *const reserved[] = {"@", "~", "!", "->", "<-", "=>", "..", "\\", NULL};
    int depth = 0;
    for (int i = 0; i < ts->n; i++) {
        const Tok *t = &ts->t[i];
        if (tok_is(t, "(") || tok_is(t, "[") || tok_is(t, "{")) depth++;
        else if (tok_is(t, ")") || tok_is(t, "]") || tok_is(t, "}")) depth--;
        else if (depth == 0 && (tok_is(t, "=") || tok_is(t, "|") || tok_is(t, "::"))) return -1;
        else if (depth == 0 && tok_is(t, "`") && ts->t[i + 1].kind == TK_VAR) return i + 1;
        else if (depth == 0 && t->kind == TK_OP && t->s[0] != ':' && !tok_in(t, reserved)) return i;
    }
    return -1;
}

/* A Haskell declaration: a signature, an equation (prefix or infix), or
 * something that is not about a single binder. */
static char *haskell_subject(const Toks *ts, bool *equation) {
    static const char *const keywords[] = {"module", "import", "data", "newtype", "type", "class", "instance",
                                           "deriving", "infix", "infixl", "infixr", "foreign", "default",
                                           "where", "then", "else", "of", "let", "in", NULL};
    const char *s;
    size_t n;
    if (tok_in(&ts->t[0], keywords)) return NULL;
    int after = name_at(ts, 0, &s, &n);
    if (after > 0 && (tok_is(&ts->t[after], "::") || tok_is(&ts->t[after], ","))) return name_dup(s, n);
    *equation = true;
    if (after > 0 && ts->t[0].kind == TK_SPECIAL) return name_dup(s, n); /* (+++) xs ys = … */
    int op = infix_operator(ts);
    if (op >= 0) return name_dup(ts->t[op].s, ts->t[op].n);
    return after > 0 ? name_dup(s, n) : NULL;
}

/* What the declaration starting at p (its first token) and ending before
 * end is about. */
static char *decl_subject(const char *p, const char *end, bool *equation) {
    *equation = false;
    bool annotation = end - p >= 3 && memcmp(p, "{-@", 3) == 0, pragma = end - p >= 3 && memcmp(p, "{-#", 3) == 0;
    Lexer lx = {annotation || pragma ? p + 3 : p, end};
    Toks ts;
    read_toks(&lx, &ts);
    if (annotation) return annotation_subject(&ts);
    if (pragma) return pragma_subject(&ts);
    return haskell_subject(&ts, equation);
}

/* Where a line's first token starts (its first_col counts code points). */
static const char *first_token(const Line *l) {
    size_t i = 0;
    for (int col = 1; i < l->n && col < l->first_col; i++) col += ((unsigned char)l->s[i + 1] & 0xC0) != 0x80;
    return l->s + i;
}

/* A line at the leftmost column that cannot start a declaration: a closing
 * bracket, an operator, `where` on its own (`module M (…)` then `) where`). */
static bool continues(const Line *l) {
    const char *s = first_token(l);
    if (strchr(")]},;", *s) || (is_symbol(*s) && *s != '{')) return true;
    static const char *const words[] = {"where", "then", "else", "of", NULL};
    Lexer lx = {s, l->s + l->n};
    Tok t = next_tok(&lx);
    return tok_in(&t, words);
}

static int leftmost_column(const Scan *sc) {
    int left = 0;
    for (size_t i = 0; i < sc->nlines; i++) {
        const Line *l = &sc->lines[i];
        if (l->s && !l->in_comment && l->first_col && (!left || l->first_col < left)) left = l->first_col;
    }
    return left;
}

static Decl *find_decls(const Scan *sc, size_t *ndecls) {
    int left = leftmost_column(sc);
    Decl *ds = NULL;
    size_t n = 0, cap = 0;
    for (size_t i = 0; i < sc->nlines; i++) {
        const Line *l = &sc->lines[i];
        if (!l->s || l->in_comment || l->first_col != left || continues(l)) continue;
        Decl d = {i, NULL, false};
        VEC_PUSH(ds, n, cap, d);
    }
    for (size_t k = 0; k < n; k++) {
        /* the declaration's text: up to the next one, or to literate prose */
        size_t next = ds[k].line + 1, stop = k + 1 < n ? ds[k + 1].line : sc->nlines;
        while (next < stop && sc->lines[next].s) next++;
        const Line *last = &sc->lines[next - 1];
        ds[k].name = decl_subject(first_token(&sc->lines[ds[k].line]), last->s + last->n, &ds[k].equation);
    }
    *ndecls = n;
    return ds;
}

/* ---- Ranges ---------------------------------------------------------------------- */

/* The last line with code in [from, to), as the range's end. */
static void range_end(const Scan *sc, size_t from, size_t to, BinderRange *r) {
    size_t last = from;
    for (size_t i = from; i < to; i++)
        if (sc->lines[i].s && sc->lines[i].has_code) last = i;
    const Line *l = &sc->lines[last];
    size_t n = l->s ? l->n : 0;
    while (n && isspace((unsigned char)l->s[n - 1])) n--;
    r->end_line = (int)last + 1;
    r->end_col = n ? column_of(l->s, n) - 1 : 1;
}

static void make_ranges(const Scan *sc, Decl *ds, size_t n, BinderRanges *out) {
    size_t cap = 0;
    for (size_t k = 0; k < n;) {
        size_t j = k + 1;
        while (ds[k].name && j < n && ds[j].name && strcmp(ds[j].name, ds[k].name) == 0) j++;
        if (ds[k].name) {
            BinderRange r = {xstrdup(ds[k].name), (int)ds[k].line + 1, sc->lines[ds[k].line].first_col, 0, 0, false};
            for (size_t i = k; i < j; i++) r.has_equation = r.has_equation || ds[i].equation;
            range_end(sc, ds[k].line, j < n ? ds[j].line : sc->nlines, &r);
            VEC_PUSH(out->items, out->n, cap, r);
        }
        k = j;
    }
}

void binder_ranges_scan(const char *path, const char *text, size_t len, BinderRanges *out) {
    memset(out, 0, sizeof *out);
    Scan sc = {0};
    sc.buf = name_dup(text, len);
    len = strlen(sc.buf); /* a NUL byte ends the text */
    split_lines(&sc, len);
    if (ends_with(path, ".lhs")) mark_literate(&sc);
    for (size_t i = 0; i < sc.nlines; i++)
        if (sc.lines[i].s) scan_line(&sc, &sc.lines[i]);
    size_t n;
    Decl *ds = find_decls(&sc, &n);
    make_ranges(&sc, ds, n, out);
    for (size_t k = 0; k < n; k++) free(ds[k].name);
    free(ds);
    free(sc.lines);
    free(sc.buf);
}

bool binder_ranges_read(const char *path, BinderRanges *out, Diag *diag) {
    memset(out, 0, sizeof *out);
    StrBuf sb;
    sb_init(&sb);
    bool ok = read_file(path, &sb, diag);
    if (ok) binder_ranges_scan(path, sb_str(&sb), sb.len, out);
    sb_free(&sb);
    return ok;
}

void binder_ranges_free(BinderRanges *r) {
    for (size_t i = 0; i < r->n; i++) free(r->items[i].name);
    free(r->items);
    memset(r, 0, sizeof *r);
}

const BinderRange *binder_range_at(const BinderRanges *r, int line) {
    for (size_t i = 0; i < r->n; i++)
        if (r->items[i].line <= line && line <= r->items[i].end_line) return &r->items[i];
    return NULL;
}

Global *binder_at_line(const Program *p, const Module *m, const BinderRanges *r, int line) {
    const BinderRange *b = binder_range_at(r, line);
    return b ? module_binder(p, m, b->name) : NULL;
}

bool binder_range_span(const Program *p, const BinderRanges *r, const Global *g, Span *out) {
    const char *name = sym_str(&p->syms, g->var->name);
    const BinderRange *found = NULL;
    for (size_t i = 0; i < r->n; i++) {
        const BinderRange *b = &r->items[i];
        if (!b->has_equation || strcmp(b->name, name) != 0) continue;
        if (!found || (b->line <= g->var->span.line && g->var->span.line <= b->end_line)) found = b;
    }
    if (!found) return false;
    *out = (Span){g->var->span.file, found->line, found->col, found->end_line, found->end_col};
    return true;
}
