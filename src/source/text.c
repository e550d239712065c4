/* text.c — see text.h. The view is built byte by byte: each source byte is
 * either kept (with its position) or only advances the position. */
#include "text.h"
#include "../util/xalloc.h"

#include <string.h>

typedef struct Builder {
    SourceText *t;
    size_t cap;
    int cur_line, cur_col, lead_col;
    int pending; /* continuation bytes still expected for the current UTF-8 character */
} Builder;

SourceKind source_kind_of_path(const char *path) {
    size_t n = strlen(path);
    if (n >= 4 && strcmp(path + n - 4, ".lhs") == 0) return SOURCE_LHS;
    if (n >= 5 && strcmp(path + n - 5, ".spec") == 0) return SOURCE_SPEC;
    return SOURCE_HS;
}

/* Room for need bytes and one more (the end position, the NUL). */
static void reserve(Builder *b, size_t need) {
    if (need + 1 <= b->cap) return;
    size_t nc = b->cap ? b->cap * 2 : 256;
    while (nc < need + 1) nc *= 2;
    b->t->code = xrealloc(b->t->code, nc);
    b->t->line = xrealloc(b->t->line, nc * sizeof *b->t->line);
    b->t->col = xrealloc(b->t->col, nc * sizeof *b->t->col);
    b->cap = nc;
}

/* A continuation byte of a UTF-8 character: it has its lead byte's column. */
static bool is_continuation(const Builder *b, unsigned char c) { return (c & 0xC0) == 0x80 && b->pending > 0; }

/* Advances the position over source byte c. GHC counts a tab to the next
 * multiple of 8 and a UTF-8 character as one column. */
static void advance(Builder *b, unsigned char c) {
    if (is_continuation(b, c)) {
        b->pending--;
        return;
    }
    b->pending = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    b->lead_col = b->cur_col;
    if (c == '\n') {
        b->cur_line++;
        b->cur_col = 1;
    } else if (c == '\t') {
        b->cur_col = ((b->cur_col - 1) / 8 + 1) * 8 + 1;
    } else {
        b->cur_col++;
    }
}

/* Keeps `out` in the view at the position of source byte c, then advances over c. */
static void keep(Builder *b, unsigned char c, char out) {
    SourceText *t = b->t;
    reserve(b, t->len + 1);
    t->code[t->len] = out;
    t->line[t->len] = b->cur_line;
    t->col[t->len] = is_continuation(b, c) ? b->lead_col : b->cur_col;
    t->len++;
    advance(b, c);
}

static bool starts_with(const char *s, size_t n, const char *prefix) {
    size_t k = strlen(prefix);
    return n >= k && memcmp(s, prefix, k) == 0;
}

/* A literate file: the lines of \begin{code} blocks and the Bird-track
 * lines outside them; the others keep only their newline. Fills is_code
 * per line on the way. */
static void build_literate(Builder *b, const char *src, size_t len, bool **is_code, size_t *ncode) {
    bool in_block = false;
    size_t cap = 0;
    for (size_t i = 0; i < len;) {
        size_t e = i;
        while (e < len && src[e] != '\n') e++;
        const char *s = src + i;
        size_t n = e - i;
        bool code = false, bird = false;
        if (!in_block && starts_with(s, n, "\\begin{code}")) in_block = true;
        else if (in_block && starts_with(s, n, "\\end{code}")) in_block = false;
        else if (in_block) code = true;
        else if (n > 0 && s[0] == '>') code = bird = true;
        VEC_PUSH(*is_code, *ncode, cap, code);
        for (size_t k = i; k < e; k++) {
            if (code) keep(b, (unsigned char)src[k], bird && k == i ? ' ' : src[k]);
            else advance(b, (unsigned char)src[k]);
        }
        if (e < len) keep(b, '\n', '\n');
        i = e + 1;
    }
}

/* Line starts from the view's newlines; the flags of non-literate files. */
static void index_lines(SourceText *t, bool *is_code, size_t ncode) {
    size_t n = 1;
    for (size_t i = 0; i < t->len; i++)
        if (t->code[i] == '\n' && i + 1 < t->len) n++;
    t->nlines = n;
    t->line_start = xmalloc((n + 1) * sizeof *t->line_start);
    t->line_start[0] = 0;
    for (size_t i = 0, k = 1; i < t->len && k < n; i++)
        if (t->code[i] == '\n') t->line_start[k++] = i + 1;
    t->line_start[n] = t->len;
    t->is_code = xmalloc(n * sizeof *t->is_code);
    for (size_t k = 0; k < n; k++) t->is_code[k] = is_code ? k < ncode && is_code[k] : true;
}

void source_text_init(SourceText *t, const char *path, const char *text, size_t len, SourceKind kind) {
    memset(t, 0, sizeof *t);
    t->path = xstrdup(path);
    t->kind = kind;
    Builder b = {t, 0, 1, 1, 1, 0};
    bool *is_code = NULL;
    size_t ncode = 0;
    if (kind == SOURCE_LHS) build_literate(&b, text, len, &is_code, &ncode);
    else
        for (size_t i = 0; i < len; i++) keep(&b, (unsigned char)text[i], text[i]);
    reserve(&b, t->len + 1);
    t->code[t->len] = '\0';
    t->line[t->len] = b.cur_line;
    t->col[t->len] = b.cur_col;
    index_lines(t, kind == SOURCE_LHS ? is_code : NULL, ncode);
    free(is_code);
}

void source_text_free(SourceText *t) {
    free(t->path);
    free(t->code);
    free(t->line);
    free(t->col);
    free(t->line_start);
    free(t->is_code);
    memset(t, 0, sizeof *t);
}

SourceRegion source_region(const SourceText *t, size_t from, size_t to, size_t end_index, bool bare,
                           const char *file, Arena *a) {
    size_t n = to - from;
    int *line = ARENA_ARRAY(a, int, n + 1), *col = ARENA_ARRAY(a, int, n + 1);
    if (n) {
        memcpy(line, t->line + from, n * sizeof *line);
        memcpy(col, t->col + from, n * sizeof *col);
    }
    line[n] = t->line[end_index];
    col[n] = t->col[end_index];
    return (SourceRegion){file, arena_strndup(a, t->code + from, n), n, line, col, bare};
}
