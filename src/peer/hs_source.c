/* hs_source.c — see hs_source.h.
 *
 * Three passes over the text: (1) unlit and expand tabs, line by line;
 * (2) blank comments, annotations and pragmas (they may span lines, so the
 * nesting is carried), keeping string and character literals, and note the
 * LANGUAGE pragmas on the way; (3) find the top-level declarations that
 * start with `import` and read their few tokens. */
#include "hs_source.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <string.h>

/* ---- Pass 1: lines -------------------------------------------------------- */

static bool starts(const char *s, size_t n, const char *prefix) {
    size_t m = strlen(prefix);
    return n >= m && memcmp(s, prefix, m) == 0;
}

/* s[0..n) with tabs expanded to the next multiple of 8 (as GHC does). */
static char *expand_tabs(const char *s, size_t n) {
    StrBuf sb;
    sb_init(&sb);
    size_t col = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\t') {
            do sb_putc(&sb, ' '), col++;
            while (col % 8);
        } else {
            sb_putc(&sb, s[i]);
            col++;
        }
    }
    return sb_take(&sb);
}

/* Splits text into lines; in a literate file only code lines keep their
 * text (a Bird track becomes a blank, so columns stay the file's). */
static void split(HsSourceText *t, const char *text, size_t len, bool literate) {
    size_t cap = 0;
    bool latex = false, in_code = false;
    if (literate) /* \begin{code} anywhere at a line start: LaTeX style */
        for (size_t i = 0; i < len && !latex; i++)
            latex = (i == 0 || text[i - 1] == '\n') && starts(text + i, len - i, "\\begin{code}");
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && text[j] != '\n') j++;
        size_t n = j - i;
        if (n && text[i + n - 1] == '\r') n--;
        char *line = NULL;
        if (!literate) {
            line = expand_tabs(text + i, n);
        } else if (latex) {
            bool begin = starts(text + i, n, "\\begin{code}"), end = starts(text + i, n, "\\end{code}");
            if (in_code && !end) line = expand_tabs(text + i, n);
            in_code = begin || (in_code && !end);
        } else if (n && text[i] == '>') {
            line = expand_tabs(text + i, n);
            line[0] = ' ';
        }
        VEC_PUSH(t->lines, t->nlines, cap, line);
        i = j + 1;
    }
}

/* ---- Pass 2: comments ------------------------------------------------------ */

static bool is_symbol(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }
static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_' || c == '\'' || (unsigned char)c >= 0x80; }

/* Records the extensions named by a `{-# LANGUAGE A, B #-}` pragma whose text starts at s. */
static void note_pragma(HsSourceText *t, const char *s, size_t *cap) {
    const char *p = s + 3;
    while (*p == ' ') p++;
    if (strncmp(p, "LANGUAGE", 8) != 0) return;
    p += 8;
    for (;;) {
        while (*p == ' ' || *p == ',') p++;
        size_t n = 0;
        while (isalnum((unsigned char)p[n])) n++;
        if (!n) return;
        char *ext = xmalloc(n + 1);
        memcpy(ext, p, n);
        ext[n] = 0;
        VEC_PUSH(t->extensions, t->nextensions, *cap, ext);
        p += n;
    }
}

/* Past a string literal at i. */
static size_t skip_string(const char *s, size_t i) {
    for (i++; s[i] && s[i] != '"'; i++)
        if (s[i] == '\\' && s[i + 1]) i++;
    return s[i] ? i + 1 : i;
}

/* Past a character literal at i; a `'` inside a name (x') is not one. */
static size_t skip_char(const char *s, size_t i) {
    if (i > 0 && is_ident(s[i - 1])) return i + 1;
    if (s[i + 1] == '\\') {
        size_t j = i + 2;
        while (s[j] && s[j] != '\'') j++;
        return s[j] ? j + 1 : j;
    }
    return s[i + 1] && s[i + 2] == '\'' ? i + 3 : i + 1;
}

/* Blanks comments, annotations and pragmas; *depth carries block-comment
 * nesting from line to line. */
static void blank_line(HsSourceText *t, char *s, int *depth, size_t *ext_cap) {
    for (size_t i = 0; s[i];) {
        if (*depth > 0) {
            if (s[i] == '{' && s[i + 1] == '-') ++*depth, s[i] = s[i + 1] = ' ', i += 2;
            else if (s[i] == '-' && s[i + 1] == '}') --*depth, s[i] = s[i + 1] = ' ', i += 2;
            else s[i++] = ' ';
        } else if (s[i] == '{' && s[i + 1] == '-') {
            if (s[i + 2] == '#') note_pragma(t, s + i, ext_cap);
            *depth = 1;
            s[i] = s[i + 1] = ' ';
            i += 2;
        } else if (s[i] == '-' && s[i + 1] == '-') {
            size_t j = i;
            while (s[j] == '-') j++;
            if (is_symbol(s[j])) {
                i = j; /* an operator such as --> */
                continue;
            }
            for (; s[i]; i++) s[i] = ' ';
        } else if (s[i] == '"') {
            i = skip_string(s, i);
        } else if (s[i] == '\'') {
            i = skip_char(s, i);
        } else {
            i++;
        }
    }
}

/* ---- Pass 3: imports ------------------------------------------------------ */

/* The column (from 0) of a line's first non-blank, or -1 for a blank line. */
static int first_col(const char *s) {
    if (!s) return -1;
    for (int i = 0; s[i]; i++)
        if (s[i] != ' ') return i;
    return -1;
}

/* The next token of s at *p: a name (qualified names whole), or one other
 * character; NULL at the end. */
static char *next_token(const char **p) {
    const char *s = *p;
    while (*s == ' ' || *s == '\n') s++;
    if (!*s) return *p = s, NULL;
    const char *start = s;
    if (is_ident(*s)) {
        while (is_ident(*s) || (*s == '.' && is_ident(s[1]))) s++;
    } else {
        s++;
    }
    *p = s;
    char *tok = xmalloc((size_t)(s - start) + 1);
    memcpy(tok, start, (size_t)(s - start));
    tok[s - start] = 0;
    return tok;
}

/* Parses one import declaration's text (starting at `import`). */
static bool parse_import(const char *text, HsImport *im) {
    memset(im, 0, sizeof *im);
    const char *p = text;
    char *tok = next_token(&p); /* import */
    free(tok);
    while ((tok = next_token(&p))) {
        if (strcmp(tok, "qualified") == 0) im->qualified = true;
        else if (strcmp(tok, "as") == 0) free(im->as), im->as = next_token(&p);
        else if (strcmp(tok, "hiding") == 0) im->list = HS_IMPORT_HIDING;
        else if (strcmp(tok, "(") == 0) {
            if (im->list != HS_IMPORT_HIDING) im->list = HS_IMPORT_ONLY;
            const char *end = p;
            for (int depth = 1; *end && depth > 0; end++) depth += *end == '(' ? 1 : *end == ')' ? -1 : 0;
            size_t n = *end || end[-1] == ')' ? (size_t)(end - p) - 1 : (size_t)(end - p);
            im->items = xmalloc(n + 1);
            memcpy(im->items, p, n);
            im->items[n] = 0;
            p = end;
        } else if (!im->module && strcmp(tok, "safe") != 0 && tok[0] != '"') {
            im->module = tok;
            continue;
        }
        free(tok);
    }
    if (im->list != HS_IMPORT_ALL && !im->items) im->items = xstrdup("");
    return im->module != NULL;
}

/* Collects the top-level `import` declarations (with their continuation lines). */
static void find_imports(HsSourceText *t) {
    size_t cap = 0;
    for (size_t i = 0; i < t->nlines; i++) {
        const char *s = t->lines[i];
        if (first_col(s) != t->indent || strncmp(s + t->indent, "import", 6) != 0 || is_ident(s[t->indent + 6]))
            continue;
        StrBuf decl;
        sb_init(&decl);
        sb_puts(&decl, s + t->indent);
        for (size_t j = i + 1; j < t->nlines; j++) {
            int c = first_col(t->lines[j]);
            if (c == -1) continue;
            if (c <= t->indent) break;
            sb_putc(&decl, '\n');
            sb_puts(&decl, t->lines[j]);
        }
        HsImport im;
        if (parse_import(sb_str(&decl), &im)) VEC_PUSH(t->imports, t->nimports, cap, im);
        sb_free(&decl);
    }
}

void hs_text_scan(const char *text, size_t len, bool literate, HsSourceText *t) {
    memset(t, 0, sizeof *t);
    split(t, text, len, literate);
    int depth = 0;
    size_t ext_cap = 0;
    t->indent = -1;
    for (size_t i = 0; i < t->nlines; i++) {
        if (!t->lines[i]) continue;
        blank_line(t, t->lines[i], &depth, &ext_cap);
        int c = first_col(t->lines[i]);
        if (c >= 0 && (t->indent < 0 || c < t->indent)) t->indent = c;
    }
    if (t->indent < 0) t->indent = 0;
    find_imports(t);
}

bool hs_text_read(const char *path, HsSourceText *t, Diag *d) {
    StrBuf sb;
    sb_init(&sb);
    if (!read_file(path, &sb, d)) {
        sb_free(&sb);
        return false;
    }
    size_t n = strlen(path);
    hs_text_scan(sb_str(&sb), sb.len, n > 4 && strcmp(path + n - 4, ".lhs") == 0, t);
    sb_free(&sb);
    return true;
}

void hs_text_free(HsSourceText *t) {
    for (size_t i = 0; i < t->nlines; i++) free(t->lines[i]);
    free(t->lines);
    for (size_t i = 0; i < t->nimports; i++) {
        free(t->imports[i].module);
        free(t->imports[i].as);
        free(t->imports[i].items);
    }
    free(t->imports);
    for (size_t i = 0; i < t->nextensions; i++) free(t->extensions[i]);
    free(t->extensions);
    memset(t, 0, sizeof *t);
}

/* ---- Copying a binding ----------------------------------------------------- */

void hs_text_binding(const HsSourceText *t, int from, int to, const char *name, const char *rename, StrBuf *out) {
    size_t n = strlen(name);
    for (int l = from; l <= to && l >= 1 && (size_t)l <= t->nlines; l++) {
        const char *s = t->lines[l - 1];
        int c = first_col(s);
        if (c < 0) continue; /* prose, blank lines and blanked comments */
        const char *code = (int)strlen(s) > t->indent ? s + t->indent : "";
        if (c == t->indent && strncmp(code, name, n) == 0 && !is_ident(code[n])) {
            sb_puts(out, rename);
            code += n;
        }
        /* trailing blanks (a blanked comment) are dropped */
        size_t m = strlen(code);
        while (m && code[m - 1] == ' ') m--;
        sb_putn(out, code, m);
        sb_putc(out, '\n');
    }
}

bool hs_items_mention(const char *items, const char *name) {
    size_t n = strlen(name);
    bool op = is_symbol(name[0]);
    for (const char *p = strstr(items, name); p && n; p = strstr(p + 1, name)) {
        char before = p > items ? p[-1] : ' ', after = p[n];
        bool whole = op ? !is_symbol(before) && !is_symbol(after)
                        : !is_ident(before) && before != '.' && !is_ident(after);
        if (whole) return true;
    }
    return false;
}
