/* hs_source.c — see hs_source.h.
 *
 * The file is read by lhx's one source reader (src/source: the code view,
 * what each byte is, the top-level column); here its lines are laid out
 * with comments, annotations and pragmas blanked; its imports are the
 * source reader's (src/source/imports.c). */
#include "hs_source.h"
#include "../source/source.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <string.h>

/* ---- The lines: lhx's source reader's code view, blanked ------------------ */

static bool is_symbol(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }
static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_' || c == '\'' || (unsigned char)c >= 0x80; }

/* Records the extensions a `{-# LANGUAGE A, B #-}` pragma names (its body
 * is p..end). */
static void note_pragma(HsSourceText *t, const char *p, const char *end, size_t *cap) {
    while (p < end && isspace((unsigned char)*p)) p++;
    if ((size_t)(end - p) < 8 || strncmp(p, "LANGUAGE", 8) != 0) return;
    for (p += 8;;) {
        while (p < end && (isspace((unsigned char)*p) || *p == ',')) p++;
        size_t n = 0;
        while (p + n < end && isalnum((unsigned char)p[n])) n++;
        if (!n) return;
        char *ext = xmalloc(n + 1);
        memcpy(ext, p, n);
        ext[n] = 0;
        VEC_PUSH(t->extensions, t->nextensions, *cap, ext);
        p += n;
    }
}

/* Line `line` (from 0) of the file's code view with comments, annotations
 * and pragmas blanked (string and character literals kept) and tabs
 * expanded to the next multiple of 8, as GHC does; NULL for literate prose. */
static char *code_line(const SourceFile *f, size_t line) {
    const SourceText *st = &f->text;
    if (!st->is_code[line]) return NULL;
    StrBuf sb;
    sb_init(&sb);
    size_t from = st->line_start[line], to = st->line_start[line + 1];
    while (to > from && (st->code[to - 1] == '\n' || st->code[to - 1] == '\r')) to--;
    for (size_t i = from; i < to; i++) {
        unsigned char cls = f->lex.cls[i];
        bool kept = cls == SC_CODE || cls == SC_STRING || cls == SC_CHAR;
        if (st->code[i] == '\t') {
            do sb_putc(&sb, ' ');
            while (sb.len % 8);
        } else {
            sb_putc(&sb, kept ? st->code[i] : ' ');
        }
    }
    return sb_take(&sb);
}

/* The lines, the top-level indentation and the LANGUAGE extensions of f. */
static void read_lines(HsSourceText *t, const SourceFile *f) {
    t->nlines = f->text.nlines;
    t->lines = xcalloc(t->nlines ? t->nlines : 1, sizeof *t->lines);
    for (size_t i = 0; i < t->nlines; i++) t->lines[i] = code_line(f, i);
    t->indent = f->decls.top_col > 0 ? f->decls.top_col - 1 : 0;
    size_t cap = 0;
    for (size_t i = 0; i < f->lex.npragmas; i++) {
        const SourceBlock *b = &f->lex.pragmas[i];
        note_pragma(t, f->text.code + b->body, f->text.code + b->body_end, &cap);
    }
}

/* The column (from 0) of a line's first non-blank, or -1 for a blank line. */
static int first_col(const char *s) {
    if (!s) return -1;
    for (int i = 0; s[i]; i++)
        if (s[i] != ' ') return i;
    return -1;
}

void hs_text_scan(const char *text, size_t len, bool literate, HsSourceText *t) {
    memset(t, 0, sizeof *t);
    SourceFile f;
    source_file_scan(&f, literate ? "input.lhs" : "input.hs", text, len, literate ? SOURCE_LHS : SOURCE_HS);
    read_lines(t, &f);
    source_imports_read(&f, &t->imports);
    source_file_free(&f);
}

bool hs_text_read(const char *path, HsSourceText *t, Diag *d) {
    memset(t, 0, sizeof *t);
    SourceFile f;
    if (!source_file_read(&f, path, d)) return false;
    read_lines(t, &f);
    source_imports_read(&f, &t->imports);
    source_file_free(&f);
    return true;
}

void hs_text_free(HsSourceText *t) {
    for (size_t i = 0; i < t->nlines; i++) free(t->lines[i]);
    free(t->lines);
    source_imports_free(&t->imports);
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
