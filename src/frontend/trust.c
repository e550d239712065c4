/* trust.c — see trust.h.
 *
 * Two steps per file: a lexical pass over its code (for a .lhs file, the
 * code lines, unliterated in place so that positions stay) that collects
 * the `{-# … #-}` pragmas and blanks comments, strings and pragmas; then the
 * pragmas are checked, and the `import` lines of the blanked text name the
 * modules to scan next. The lexing follows GHC's rules closely enough for
 * this purpose: nested block comments, `--` line comments (not operators
 * like `-->`), string and character literals. */
#include "trust.h"
#include "../util/file.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { MAX_FILES = 1000 }; /* modules scanned per check, a bound for hostile input */

typedef struct Pragma {
    size_t start, end; /* offsets of `{-#` and just past `#-}` (or the end of the text) */
} Pragma;

typedef struct Scan {
    const char *path;
    StrBuf code;  /* the code, same lines and columns as the file */
    StrBuf clean; /* code with comments, strings and pragmas blanked */
    Pragma *pragmas;
    size_t npragmas, cap;
    Diag *diag;
} Scan;

/* ---- The code ------------------------------------------------------------------ */

static bool starts_with(const char *s, size_t n, const char *prefix) {
    size_t k = strlen(prefix);
    return n >= k && memcmp(s, prefix, k) == 0;
}

/* A .lhs file's code lines as GHC's unlit gives them (bird tracks become a
 * space, prose lines become empty); any other file as it is. */
static void code_view(const char *path, const char *text, size_t len, StrBuf *out) {
    size_t pl = strlen(path);
    if (pl < 4 || strcmp(path + pl - 4, ".lhs") != 0) {
        sb_putn(out, text, len);
        return;
    }
    bool in_code = false;
    for (size_t i = 0; i < len;) {
        size_t e = i;
        while (e < len && text[e] != '\n') e++;
        const char *s = text + i;
        size_t n = e - i;
        if (!in_code && starts_with(s, n, "\\begin{code}")) in_code = true;
        else if (in_code && starts_with(s, n, "\\end{code}")) in_code = false;
        else if (in_code) sb_putn(out, s, n);
        else if (n > 0 && s[0] == '>') sb_putc(out, ' '), sb_putn(out, s + 1, n - 1);
        if (e < len) sb_putc(out, '\n');
        i = e + 1;
    }
}

/* ---- Lexing ------------------------------------------------------------------------- */

static bool is_symbol(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }

static bool is_ident(char c) {
    unsigned char u = (unsigned char)c;
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || c == '_' || c == '\'' ||
           u >= 0x80;
}

/* Blanks clean[from, to), newlines kept. */
static void blank(Scan *sc, size_t from, size_t to) {
    for (size_t k = from; k < to; k++)
        if (sc->clean.data[k] != '\n') sc->clean.data[k] = ' ';
}

/* The end of the lexeme at i of kind: block comment, line comment, string
 * or character literal; i itself when none starts there. */
static size_t block_comment_end(const char *s, size_t n, size_t i) {
    int depth = 0;
    for (size_t k = i; k + 1 < n; k++) {
        if (s[k] == '{' && s[k + 1] == '-') depth++, k++;
        else if (s[k] == '-' && s[k + 1] == '}' && --depth == 0) return k + 2;
        else if (s[k] == '-' && s[k + 1] == '}') k++;
    }
    return n;
}

static size_t line_comment_end(const char *s, size_t n, size_t i) {
    if (i > 0 && is_symbol(s[i - 1])) return i; /* part of an operator */
    size_t k = i;
    while (k < n && s[k] == '-') k++;
    if (k - i < 2 || (k < n && is_symbol(s[k]))) return i;
    while (k < n && s[k] != '\n') k++;
    return k;
}

static size_t string_end(const char *s, size_t n, size_t i) {
    size_t k = i + 1;
    while (k < n && s[k] != '"' && s[k] != '\n') k += s[k] == '\\' && k + 1 < n ? 2 : 1;
    return k < n ? k + 1 : n;
}

static size_t char_end(const char *s, size_t n, size_t i) {
    if (i > 0 && is_ident(s[i - 1])) return i; /* a prime in a name */
    size_t k = i + 1;
    if (k < n && s[k] == '\\') {
        for (size_t e = k + 1; e < n && e < k + 12 && s[e] != '\n'; e++)
            if (s[e] == '\'') return e + 1;
        return i;
    }
    if (k < n && s[k] != '\'' && s[k] != '\n') k++;
    while (k < n && ((unsigned char)s[k] & 0xC0) == 0x80) k++; /* the rest of a UTF-8 character */
    return k < n && s[k] == '\'' ? k + 1 : i; /* else a promotion tick ('Just) */
}

static void lex(Scan *sc) {
    const char *s = sc->code.data ? sc->code.data : "";
    size_t n = sc->code.len;
    sb_putn(&sc->clean, s, n);
    for (size_t i = 0; i < n;) {
        size_t end = i;
        if (starts_with(s + i, n - i, "{-#")) {
            end = n;
            for (size_t k = i + 3; k + 3 <= n; k++)
                if (memcmp(s + k, "#-}", 3) == 0) {
                    end = k + 3;
                    break;
                }
            Pragma p = {i, end};
            VEC_PUSH(sc->pragmas, sc->npragmas, sc->cap, p);
        } else if (starts_with(s + i, n - i, "{-")) {
            end = block_comment_end(s, n, i);
        } else if (s[i] == '-') {
            end = line_comment_end(s, n, i);
        } else if (s[i] == '"') {
            end = string_end(s, n, i);
        } else if (s[i] == '\'') {
            end = char_end(s, n, i);
        }
        if (end > i) blank(sc, i, end), i = end;
        else i++;
    }
}

/* ---- Refusing ----------------------------------------------------------------------- */

/* The line and column (from 1, code points) of offset off in the code. */
static void position(const Scan *sc, size_t off, int *line, int *col) {
    *line = 1, *col = 1;
    for (size_t k = 0; k < off && k < sc->code.len; k++) {
        unsigned char c = (unsigned char)sc->code.data[k];
        if (c == '\n') ++*line, *col = 1;
        else if ((c & 0xC0) != 0x80) ++*col;
    }
}

static bool refuse(Scan *sc, size_t off, const char *what, const char *word, size_t wlen) {
    int line, col;
    position(sc, off, &line, &col);
    return diag_error_at(sc->diag, EXIT_BAD_INPUT, sc->path, line, col,
                         "--no-th: %s (%.*s) would make GHC run code from this file at compile time", what, (int)wlen,
                         word);
}

/* The words of s[from, to): runs of characters other than blanks and the
 * separators given. Calls check on each until it refuses. */
typedef bool (*WordCheck)(Scan *sc, size_t off, const char *w, size_t n, const char *next, size_t next_n);

static bool each_word(Scan *sc, size_t from, size_t to, const char *seps, WordCheck check) {
    const char *s = sc->code.data;
    size_t k = from;
    while (k < to) {
        while (k < to && (strchr(seps, s[k]) || s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r')) k++;
        size_t w = k;
        while (k < to && !(strchr(seps, s[k]) || s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r')) k++;
        if (k == w) break;
        size_t nx = k;
        while (nx < to && (s[nx] == ' ' || s[nx] == '\t' || s[nx] == '\n' || s[nx] == '\r')) nx++;
        size_t ne = nx;
        while (ne < to && !(s[ne] == ' ' || s[ne] == '\t' || s[ne] == '\n' || s[ne] == '\r')) ne++;
        if (!check(sc, w, s + w, k - w, s + nx, ne - nx)) return false;
    }
    return true;
}

static bool word_is(const char *w, size_t n, const char *s) { return n == strlen(s) && memcmp(w, s, n) == 0; }

static bool extension_ok(Scan *sc, size_t off, const char *w, size_t n, const char *next, size_t next_n) {
    (void)next, (void)next_n;
    if (word_is(w, n, "TemplateHaskell")) return refuse(sc, off, "Template Haskell", w, n);
    if (word_is(w, n, "QuasiQuotes")) return refuse(sc, off, "quasi-quotation", w, n);
    if (word_is(w, n, "CPP")) return refuse(sc, off, "the C preprocessor, which can assemble or include such requests", w, n);
    return true;
}

/* GHC flags that begin with -i but are no import path. */
static bool harmless_i_flag(const char *w, size_t n) {
    static const char *const ok[] = {"-i", "-ignore-dot-ghci", "-ignore-package", "-interactive-print",
                                     "-include-pkg-deps"};
    for (size_t k = 0; k < sizeof ok / sizeof *ok; k++)
        if (word_is(w, n, ok[k])) return true;
    return false;
}

/* The plugin module a -fplugin flag loads is LiquidHaskell's. */
static bool liquid_plugin(const char *m, size_t n) { return word_is(m, n, "LiquidHaskell"); }

static bool flag_ok(Scan *sc, size_t off, const char *w, size_t n, const char *next, size_t next_n) {
    if (starts_with(w, n, "-X")) return extension_ok(sc, off, w + 2, n - 2, next, next_n);
    if (word_is(w, n, "-cpp")) return extension_ok(sc, off, "CPP", 3, next, next_n);
    if (word_is(w, n, "-F")) return refuse(sc, off, "a source preprocessor", w, n);
    if (starts_with(w, n, "-pgm")) return refuse(sc, off, "a program for GHC to run", w, n);
    if (starts_with(w, n, "-opt")) return refuse(sc, off, "options for a program GHC runs", w, n);
    if (word_is(w, n, "-fplugin") && !liquid_plugin(next, next_n)) return refuse(sc, off, "a compiler plugin", next, next_n);
    if (starts_with(w, n, "-fplugin=") && !liquid_plugin(w + 9, n - 9)) return refuse(sc, off, "a compiler plugin", w, n);
    if (starts_with(w, n, "-fplugin-library")) return refuse(sc, off, "a compiler plugin", w, n);
    if (starts_with(w, n, "-i") && !harmless_i_flag(w, n))
        return refuse(sc, off, "an import path outside the file's directory, whose modules lhx does not check", w, n);
    return true;
}

/* Checks one pragma: LANGUAGE, OPTIONS_GHC / OPTIONS, ANN. */
static bool pragma_ok(Scan *sc, const Pragma *p) {
    const char *s = sc->code.data;
    size_t k = p->start + 3, to = p->end >= p->start + 6 && s[p->end - 1] == '}' ? p->end - 3 : p->end;
    while (k < to && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r')) k++;
    size_t w = k;
    while (k < to && (is_ident(s[k]) || s[k] == '-')) k++;
    size_t n = k - w;
    if (n == 8 && strncasecmp(s + w, "LANGUAGE", 8) == 0) return each_word(sc, k, to, ",", extension_ok);
    if ((n == 11 && strncasecmp(s + w, "OPTIONS_GHC", 11) == 0) || (n == 7 && strncasecmp(s + w, "OPTIONS", 7) == 0))
        return each_word(sc, k, to, "", flag_ok);
    if (n == 3 && strncasecmp(s + w, "ANN", 3) == 0)
        return refuse(sc, p->start, "an annotation, which GHC evaluates", s + w, n);
    return true;
}

/* ---- Imports ------------------------------------------------------------------------ */

/* The module named by the `import` declaration whose keyword ends at s
 * (n bytes of blanked text follow): its length, 0 if there is none. The
 * declaration may run over several lines. */
static size_t imported_module(const char *s, size_t n, const char **name) {
    size_t k = 0;
    for (;;) { /* safe, qualified, a package name (its string blanked to "  "), blanks, newlines */
        while (k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' || s[k] == '\r')) k++;
        if (starts_with(s + k, n - k, "safe") && !(k + 4 < n && is_ident(s[k + 4]))) k += 4;
        else if (starts_with(s + k, n - k, "qualified") && !(k + 9 < n && is_ident(s[k + 9]))) k += 9;
        else if (k < n && s[k] == '"') {
            k++;
            while (k < n && s[k] != '"') k++;
            k += k < n;
        } else break;
    }
    size_t m = k;
    while (m < n && (is_ident(s[m]) || s[m] == '.')) m++;
    if (m == k || s[k] < 'A' || s[k] > 'Z') return 0;
    *name = s + k;
    return m - k;
}

typedef struct Walk Walk;
static void enqueue(Walk *wk, char *path);

/* Queues DIR/A/B.hs, .lhs, .hs-boot and .lhs-boot for module A.B, those
 * that are there (GHC compiles a boot file too, for a {-# SOURCE #-}
 * import). */
static void enqueue_module(Walk *wk, const char *dir, const char *name, size_t n) {
    static const char *const exts[] = {".hs", ".lhs", ".hs-boot", ".lhs-boot"};
    for (size_t e = 0; e < sizeof exts / sizeof *exts; e++) {
        StrBuf sb;
        sb_init(&sb);
        sb_printf(&sb, "%s/", dir);
        for (size_t k = 0; k < n; k++) sb_putc(&sb, name[k] == '.' ? '/' : name[k]);
        sb_puts(&sb, exts[e]);
        Diag ignore;
        diag_init(&ignore);
        bool there = file_check_regular(sb_str(&sb), FILE_MAX_SOURCE, &ignore);
        diag_clear(&ignore);
        if (there) enqueue(wk, sb_take(&sb));
        else sb_free(&sb);
    }
}

/* ---- Files ---------------------------------------------------------------------------- */

struct Walk {
    const char *dir;
    char **seen; /* real paths of the files scanned or queued */
    size_t nseen, cap;
    char **queue; /* paths still to scan */
    size_t nqueue, qcap;
};

static void enqueue(Walk *wk, char *path) {
    char *real = realpath(path, NULL);
    if (!real) real = xstrdup(path);
    for (size_t i = 0; i < wk->nseen; i++)
        if (strcmp(wk->seen[i], real) == 0) return free(real), free(path);
    if (wk->nseen >= MAX_FILES) return free(real), free(path);
    VEC_PUSH(wk->seen, wk->nseen, wk->cap, real);
    VEC_PUSH(wk->queue, wk->nqueue, wk->qcap, path);
}

static bool scan_file(Walk *wk, const char *path, Diag *diag) {
    StrBuf text;
    sb_init(&text);
    Scan sc = {path, {0}, {0}, NULL, 0, 0, diag};
    bool ok = read_file(path, &text, diag);
    if (ok) {
        code_view(path, text.data ? text.data : "", text.len, &sc.code);
        lex(&sc);
    }
    for (size_t i = 0; ok && i < sc.npragmas; i++) ok = pragma_ok(&sc, &sc.pragmas[i]);
    /* `import` is a reserved word: wherever it stands in the code, an
     * import declaration follows (comments and strings are blanked). */
    const char *c = sc.clean.data;
    for (size_t i = 0; ok && i + 6 <= sc.clean.len; i++) {
        if (memcmp(c + i, "import", 6) != 0 || (i > 0 && (is_ident(c[i - 1]) || c[i - 1] == '.')) ||
            (i + 6 < sc.clean.len && is_ident(c[i + 6])))
            continue;
        const char *name;
        size_t n = imported_module(c + i + 6, sc.clean.len - i - 6, &name);
        if (n) enqueue_module(wk, wk->dir, name, n);
    }
    free(sc.pragmas);
    sb_free(&sc.code);
    sb_free(&sc.clean);
    sb_free(&text);
    return ok;
}

bool trust_check_no_th(const char *file, Diag *diag) {
    char *dir = xstrdup(file);
    char *slash = strrchr(dir, '/');
    if (slash) *(slash == dir ? slash + 1 : slash) = '\0';
    else strcpy(dir, ".");
    Walk wk = {dir, NULL, 0, 0, NULL, 0, 0};
    enqueue(&wk, xstrdup(file));
    bool ok = true;
    for (size_t i = 0; i < wk.nqueue; i++) {
        if (ok) ok = scan_file(&wk, wk.queue[i], diag);
        free(wk.queue[i]);
    }
    for (size_t i = 0; i < wk.nseen; i++) free(wk.seen[i]);
    free(wk.seen);
    free(wk.queue);
    free(dir);
    return ok;
}
