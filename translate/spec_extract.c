/* spec_extract.c — see spec_extract.h.
 *
 * Two steps. First the "code view": the bytes GHC would compile, each with
 * its position in the file (for .lhs, the code lines only, bird tracks
 * replaced by a space as unlit does; prose lines keep only their newline).
 * Then one scan of the code view finds annotations while skipping comments
 * and literals. */
#include "spec_extract.h"
#include "spec_ast.h"

#include <string.h>

#include "../src/util/xalloc.h"

typedef struct CodeView {
    char *text;
    int *line, *col; /* m + 1 entries: index m is the end of the file */
    size_t m, cap;
    int cur_line, cur_col, lead_col;
    int pending; /* continuation bytes still expected for the current UTF-8 character */
} CodeView;

SpecSource spec_source_of_path(const char *path) {
    size_t n = strlen(path);
    if (n >= 4 && strcmp(path + n - 4, ".lhs") == 0) return SPEC_SRC_LHS;
    if (n >= 5 && strcmp(path + n - 5, ".spec") == 0) return SPEC_SRC_SPEC;
    return SPEC_SRC_HS;
}

static void cv_reserve(CodeView *cv, size_t need) {
    if (need + 1 <= cv->cap) return;
    size_t nc = cv->cap ? cv->cap * 2 : 256;
    while (nc < need + 1) nc *= 2;
    cv->text = xrealloc(cv->text, nc);
    cv->line = xrealloc(cv->line, nc * sizeof *cv->line);
    cv->col = xrealloc(cv->col, nc * sizeof *cv->col);
    cv->cap = nc;
}

/* Advances the source position over byte b without keeping it. GHC counts
 * a tab to the next multiple of 8 and a UTF-8 character as one column. */
static bool is_continuation(const CodeView *cv, unsigned char b) { return (b & 0xC0) == 0x80 && cv->pending > 0; }

static void cv_advance(CodeView *cv, unsigned char b) {
    if (is_continuation(cv, b)) { /* same column as its lead byte */
        cv->pending--;
        return;
    }
    cv->pending = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
    cv->lead_col = cv->cur_col;
    if (b == '\n') {
        cv->cur_line++;
        cv->cur_col = 1;
    } else if (b == '\t') {
        cv->cur_col = ((cv->cur_col - 1) / 8 + 1) * 8 + 1;
    } else {
        cv->cur_col++;
    }
}

/* Keeps byte `out` in the view at the position of source byte b, then
 * advances over b. */
static void cv_keep(CodeView *cv, unsigned char b, char out) {
    cv_reserve(cv, cv->m + 1);
    int col = is_continuation(cv, b) ? cv->lead_col : cv->cur_col;
    cv->text[cv->m] = out;
    cv->line[cv->m] = cv->cur_line;
    cv->col[cv->m] = col;
    cv->m++;
    cv_advance(cv, b);
}

static bool starts_with(const char *s, size_t n, const char *prefix) {
    size_t k = strlen(prefix);
    return n >= k && memcmp(s, prefix, k) == 0;
}

/* The code view of a literate file: `\begin{code}` blocks and bird tracks. */
static void build_lhs_view(CodeView *cv, const char *src, size_t len) {
    bool in_code = false;
    size_t i = 0;
    while (i < len) {
        size_t e = i;
        while (e < len && src[e] != '\n') e++;
        const char *s = src + i;
        size_t n = e - i;
        bool code = false, bird = false;
        if (!in_code && starts_with(s, n, "\\begin{code}")) {
            in_code = true;
        } else if (in_code && starts_with(s, n, "\\end{code}")) {
            in_code = false;
        } else if (in_code) {
            code = true;
        } else if (n > 0 && s[0] == '>') {
            code = bird = true;
        }
        for (size_t k = i; k < e; k++) {
            if (code)
                cv_keep(cv, (unsigned char)src[k], (bird && k == i) ? ' ' : src[k]);
            else
                cv_advance(cv, (unsigned char)src[k]);
        }
        if (e < len) cv_keep(cv, '\n', '\n');
        i = e + 1;
    }
}

static bool is_symbol_char(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }

static bool is_ident_char(char c) {
    unsigned char u = (unsigned char)c;
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || c == '_' ||
           c == '\'' || u >= 0x80;
}

typedef struct Scan {
    const char *file;
    const CodeView *cv;
    Arena *a;
    SpecSource kind;
    SpecVec regions;
    Diag *diag;
} Scan;

static void add_region(Scan *s, size_t from, size_t to, size_t end_index, bool bare) {
    const CodeView *cv = s->cv;
    SpecRegion *r = ARENA_NEW(s->a, SpecRegion);
    size_t n = to - from;
    char *text = arena_strndup(s->a, cv->text + from, n);
    int *line = ARENA_ARRAY(s->a, int, n + 1);
    int *col = ARENA_ARRAY(s->a, int, n + 1);
    if (n) {
        memcpy(line, cv->line + from, n * sizeof *line);
        memcpy(col, cv->col + from, n * sizeof *col);
    }
    line[n] = cv->line[end_index];
    col[n] = cv->col[end_index];
    r->file = s->file;
    r->text = text;
    r->len = n;
    r->line = line;
    r->col = col;
    r->bare = bare;
    spec_vec_push(s->a, &s->regions, r);
}

/* Is the `--` at i a line comment? Only if it is not part of a longer
 * operator: a run of two or more dashes neither preceded nor followed by
 * another symbol character. */
static bool line_comment_at(const CodeView *cv, size_t i) {
    if (i > 0 && is_symbol_char(cv->text[i - 1])) return false;
    size_t j = i;
    while (j < cv->m && cv->text[j] == '-') j++;
    return j - i >= 2 && (j == cv->m || !is_symbol_char(cv->text[j]));
}

/* Index just past the `-}` balancing the `{-` at i, or cv->m if none;
 * *close is set to the index of that `-`. */
static size_t skip_block(const CodeView *cv, size_t i, size_t *close) {
    const char *t = cv->text;
    int depth = 0;
    size_t j = i;
    while (j + 1 < cv->m) {
        if (t[j] == '{' && t[j + 1] == '-') {
            depth++;
            j += 2;
        } else if (t[j] == '-' && t[j + 1] == '}') {
            depth--;
            if (depth == 0) {
                *close = j;
                return j + 2;
            }
            j += 2;
        } else {
            j++;
        }
    }
    *close = cv->m;
    return cv->m;
}

/* Length of a character literal starting at i ('x', '\n', '\''), or 0 if
 * the quote is not one (a promoted constructor, a stray quote). */
static size_t char_literal_len(const CodeView *cv, size_t i) {
    const char *t = cv->text;
    size_t m = cv->m;
    if (i + 2 >= m) return 0;
    if (i + 1 < m && t[i + 1] == '\\') {
        for (size_t j = i + 2; j < m && j < i + 14; j++) {
            if (t[j] == '\n') return 0;
            if (t[j] == '\'' && j > i + 2) return j - i + 1;
        }
        return 0;
    }
    size_t k = 1;
    if (i + 1 < m && ((unsigned char)t[i + 1] & 0x80)) {
        while (i + 1 + k < m && ((unsigned char)t[i + 1 + k] & 0xC0) == 0x80) k++;
    }
    if (i + 1 + k < m && t[i + 1] != '\n' && t[i + 1] != '\'' && t[i + 1 + k] == '\'') return k + 2;
    return 0;
}

static bool scan(Scan *s) {
    const CodeView *cv = s->cv;
    const char *t = cv->text;
    size_t m = cv->m, i = 0, bare_from = 0;
    bool spec = s->kind == SPEC_SRC_SPEC;
    while (i < m) {
        char c = t[i];
        if (c == '{' && i + 1 < m && t[i + 1] == '-') {
            size_t close;
            size_t after = skip_block(cv, i, &close);
            bool annot = i + 2 < m && t[i + 2] == '@';
            if (close == m) {
                if (annot)
                    return diag_error_at(s->diag, EXIT_BAD_INPUT, s->file, cv->line[i], cv->col[i],
                                         "unterminated annotation: '{-@' has no matching '@-}'");
                return diag_error_at(s->diag, EXIT_BAD_INPUT, s->file, cv->line[i], cv->col[i],
                                     "unterminated comment: '{-' has no matching '-}'");
            }
            if (annot) {
                if (close < i + 4 || t[close - 1] != '@')
                    return diag_error_at(s->diag, EXIT_BAD_INPUT, s->file, cv->line[close], cv->col[close],
                                         "annotation opened with '{-@' at line %d is closed by '-}', "
                                         "expected '@-}'",
                                         cv->line[i]);
                if (spec && i > bare_from) add_region(s, bare_from, i, i, true);
                add_region(s, i + 3, close - 1, close - 1, false);
                bare_from = after;
            }
            i = after;
        } else if (c == '-' && i + 1 < m && t[i + 1] == '-' && line_comment_at(cv, i)) {
            while (i < m && t[i] != '\n') i++;
        } else if (c == '"') {
            i++;
            while (i < m && t[i] != '"' && t[i] != '\n') i += (t[i] == '\\' && i + 1 < m) ? 2 : 1;
            if (i < m && t[i] == '"') i++;
        } else if (c == '\'' && (i == 0 || !is_ident_char(t[i - 1]))) {
            size_t k = char_literal_len(cv, i);
            i += k ? k : 1;
        } else {
            i++;
        }
    }
    if (spec && m > bare_from) add_region(s, bare_from, m, m, true);
    return true;
}

bool spec_extract(const char *file, const char *src, size_t len, SpecSource kind, Arena *a,
                  SpecRegion **regions, size_t *nregions, Diag *diag) {
    CodeView cv = {0};
    cv.cur_line = 1;
    cv.cur_col = cv.lead_col = 1;
    if (kind == SPEC_SRC_LHS) {
        build_lhs_view(&cv, src, len);
    } else {
        for (size_t i = 0; i < len; i++) cv_keep(&cv, (unsigned char)src[i], src[i]);
    }
    cv_reserve(&cv, cv.m + 1);
    cv.text[cv.m] = '\0';
    cv.line[cv.m] = cv.cur_line;
    cv.col[cv.m] = cv.cur_col;

    Scan s = {.file = file, .cv = &cv, .a = a, .kind = kind, .diag = diag};
    bool ok = scan(&s);
    free(cv.text);
    free(cv.line);
    free(cv.col);
    *regions = NULL;
    *nregions = 0;
    if (!ok) return false;
    SpecRegion *out = ARENA_ARRAY(a, SpecRegion, s.regions.len ? s.regions.len : 1);
    for (size_t k = 0; k < s.regions.len; k++) out[k] = *(SpecRegion *)s.regions.items[k];
    *regions = out;
    *nregions = s.regions.len;
    return true;
}
