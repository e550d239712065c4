/* liquid_output.c — see liquid_output.h.
 *
 * The text formats are read line by line. A header line (FILE:POS: Error: or
 * FILE:POS: error:) opens an error block, which runs until the next header,
 * the next noise line (liquid's banners, GHC's and cabal's progress) or the
 * end; its trailing blank lines are dropped. A block cannot end at the first
 * unindented line: LiquidHaskell prints some details (a termination error's
 * function name) at column 0. */
#include "liquid_output.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- Slices of the text ------------------------------------------------ */

typedef struct Text {
    const char *s;
    size_t n;
} Text;

static Text text_of(const char *s, size_t n) { return (Text){s, n}; }
static Text text_skip(Text t, size_t k) { return k >= t.n ? text_of(t.s + t.n, 0) : text_of(t.s + k, t.n - k); }
static bool is_blank_char(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
static char lower(char c) { return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c; }

static Text ltrim(Text t) {
    while (t.n && is_blank_char(t.s[0])) t = text_skip(t, 1);
    return t;
}

static Text rtrim(Text t) {
    while (t.n && (is_blank_char(t.s[t.n - 1]) || t.s[t.n - 1] == '\n')) t.n--;
    return t;
}

static Text trim(Text t) { return rtrim(ltrim(t)); }

static bool starts_with(Text t, const char *prefix) {
    size_t m = strlen(prefix);
    return t.n >= m && memcmp(t.s, prefix, m) == 0;
}

/* ASCII only, independent of the locale. */
static bool starts_with_ci(Text t, const char *prefix) {
    size_t m = strlen(prefix);
    if (t.n < m) return false;
    for (size_t i = 0; i < m; i++)
        if (lower(t.s[i]) != lower(prefix[i])) return false;
    return true;
}

static bool is_blank(Text t) { return trim(t).n == 0; }

/* t without leading blanks and newlines. */
static Text skip_space(Text t) {
    while (t.n && (is_blank_char(t.s[0]) || t.s[0] == '\n')) t = text_skip(t, 1);
    return t;
}

/* The first line of t (without its newline). */
static Text first_line(Text t) {
    const char *nl = memchr(t.s, '\n', t.n);
    return nl ? text_of(t.s, (size_t)(nl - t.s)) : t;
}

/* ---- Cleaning the input ------------------------------------------------ */

/* Length of the ANSI escape sequence at s[0] == ESC (GHC colours its
 * messages when told to, and `script` or a pager keeps the colours). A
 * malformed sequence ends before the byte that breaks it, never at a newline. */
static size_t escape_length(const char *s, size_t n) {
    if (n < 2) return 1;
    size_t i = 2;
    if (s[1] == '[') { /* CSI: parameters, intermediates, one final byte */
        while (i < n && s[i] >= 0x20 && s[i] <= 0x3f) i++;
        return i < n && s[i] >= 0x40 && s[i] <= 0x7e ? i + 1 : i;
    }
    if (s[1] == ']') { /* OSC (hyperlinks): up to BEL or ESC \ */
        while (i < n && s[i] != '\a' && s[i] != '\n' && s[i] != 0x1b) i++;
        if (i < n && s[i] == '\a') return i + 1;
        return i + 1 < n && s[i] == 0x1b && s[i + 1] == '\\' ? i + 2 : i;
    }
    return s[1] == '\n' ? 1 : 2;
}

/* The text without escape sequences and without the carriage returns of
 * CRLF line ends. Newlines stay, so line numbers are the input's. NULL when
 * there is nothing to remove (the text is used as it is: no copy of a big
 * input). */
static char *clean_text(const char *text, size_t len, size_t *out_len) {
    *out_len = len;
    if (!memchr(text, 0x1b, len) && !memchr(text, '\r', len)) return NULL;
    char *buf = xmalloc(len + 1);
    size_t k = 0;
    for (size_t i = 0; i < len;) {
        if (text[i] == 0x1b) {
            i += escape_length(text + i, len - i);
        } else if (text[i] == '\r' && (i + 1 == len || text[i + 1] == '\n')) {
            i++;
        } else {
            buf[k++] = text[i++];
        }
    }
    buf[k] = '\0';
    *out_len = k;
    return buf;
}

/* 1-based line and column of offset off in buf. */
static void line_col(const char *buf, size_t off, int *line, int *col) {
    int l = 1;
    size_t start = 0;
    for (size_t i = 0; i < off; i++)
        if (buf[i] == '\n') {
            l++;
            start = i + 1;
        }
    *line = l;
    *col = (int)(off - start) + 1;
}

/* ---- Positions ----------------------------------------------------------- */

typedef struct Span {
    int line, col, end_line, end_col;
} Span;

enum { MAX_DIGITS = 9 }; /* positions stay far below INT_MAX */

/* A decimal number at s; returns the digits read, 0 if none or too many. */
static size_t parse_number(const char *s, const char *end, int *out) {
    size_t i = 0;
    int v = 0;
    while (s + i < end && s[i] >= '0' && s[i] <= '9') {
        if (i == MAX_DIGITS) return 0;
        v = v * 10 + (s[i] - '0');
        i++;
    }
    *out = v;
    return i;
}

/* Reads one number then the separator sep; returns bytes read or 0. */
static size_t number_then(const char *s, const char *end, int *out, char sep) {
    size_t k = parse_number(s, end, out);
    if (!k) return 0;
    if (sep == '\0') return k;
    return s + k < end && s[k] == sep ? k + 1 : 0;
}

/* (L1,C1)-(L2,C2), GHC's form of a span over several lines. */
static size_t parse_paren_span(const char *s, const char *end, Span *sp) {
    size_t i = 1, k;
    if (!(k = number_then(s + i, end, &sp->line, ','))) return 0;
    i += k;
    if (!(k = number_then(s + i, end, &sp->col, ')'))) return 0;
    i += k;
    if (end - (s + i) < 2 || s[i] != '-' || s[i + 1] != '(') return 0;
    i += 2;
    if (!(k = number_then(s + i, end, &sp->end_line, ','))) return 0;
    i += k;
    if (!(k = number_then(s + i, end, &sp->end_col, ')'))) return 0;
    return i + k;
}

/* A position at s: L:C, L:C-C2, L1:C1-L2:C2 or (L1,C1)-(L2,C2). Returns the
 * bytes read (the ':' after it not included) or 0. */
static size_t parse_span(const char *s, const char *end, Span *sp) {
    if (s < end && *s == '(') return parse_paren_span(s, end, sp);
    size_t i = 0, k;
    if (!(k = number_then(s, end, &sp->line, ':'))) return 0;
    i += k;
    if (!(k = parse_number(s + i, end, &sp->col))) return 0;
    i += k;
    sp->end_line = sp->line;
    sp->end_col = sp->col;
    if (s + i >= end || s[i] != '-') return i;
    int a;
    if (!(k = parse_number(s + i + 1, end, &a))) return i;
    int b;
    size_t k2 = s + i + 1 + k < end && s[i + 1 + k] == ':' ? parse_number(s + i + 2 + k, end, &b) : 0;
    if (k2) { /* L1:C1-L2:C2; without the second number, the ':' ends L:C-C2 */
        sp->end_line = a;
        sp->end_col = b;
        return i + 2 + k + k2;
    }
    sp->end_col = a;
    return i + 1 + k;
}

/* Line 0 is how liquid prints an unknown position (`<no source information>:0:0`). */
static void normalise_span(Span *sp) {
    if (sp->line == 0) *sp = (Span){0, 0, 0, 0};
}

static bool span_ordered(const Span *sp) {
    return sp->end_line > sp->line || (sp->end_line == sp->line && sp->end_col >= sp->col);
}

/* ---- Header lines ------------------------------------------------------------- */

typedef enum { KW_NONE, KW_OLD, KW_GHC, KW_WARNING } Keyword;

/* `Error:` (the liquid executable), `error:` (GHC), `warning:` at t, after
 * blanks; *rest is the text after it. The keyword must end the line or be
 * followed by a blank. */
static Keyword keyword_at(Text t, Text *rest) {
    static const struct {
        const char *word;
        Keyword kw;
    } words[] = {{"Error:", KW_OLD}, {"error:", KW_GHC}, {"warning:", KW_WARNING}, {"Warning:", KW_WARNING}};
    t = ltrim(t);
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
        if (!starts_with(t, words[i].word)) continue;
        Text r = text_skip(t, strlen(words[i].word));
        if (r.n && !is_blank_char(r.s[0])) return KW_NONE;
        *rest = r;
        return words[i].kw;
    }
    /* `**** LIQUID: ERROR :1:1-1:1: Error`, the title on the next line */
    if (starts_with(t, "Error") && is_blank(text_skip(t, 5))) {
        *rest = text_skip(t, 5);
        return KW_OLD;
    }
    return KW_NONE;
}

/* The title in the text after the keyword: without GHC's bracketed codes and
 * flags (`[GHC-39999]`, `[-Wunused-matches]`). */
static Text title_after_keyword(Text rest) {
    rest = trim(rest);
    while (rest.n && rest.s[0] == '[') {
        const char *close = memchr(rest.s, ']', rest.n);
        if (!close) break;
        rest = ltrim(text_skip(rest, (size_t)(close - rest.s) + 1));
    }
    return rest;
}

/* A detail line as a title: trimmed, without GHC's bullet (• or *). */
static Text title_of_detail(Text line) {
    line = trim(line);
    if (starts_with(line, "\xe2\x80\xa2")) line = ltrim(text_skip(line, 3));
    else if (starts_with(line, "* ")) line = ltrim(text_skip(line, 2));
    return line;
}

typedef enum { HDR_NONE, HDR_ERROR, HDR_WARNING, HDR_NOPOS, HDR_BADPOS } HeaderKind;

typedef struct Header {
    HeaderKind kind;
    Text text;  /* from the file name to the end of the line */
    Text file;  /* empty: none printed */
    Span span;  /* all 0: unknown */
    bool ghc_style;
    Text title; /* may be empty: then the first detail line is the title */
    Text pos;   /* the position as printed (for HDR_BADPOS) */
} Header;

/* `<no location info>` and `<no source information>` stand for no file. */
static bool is_no_file(Text file) { return file.n == 0 || (file.s[0] == '<' && file.s[file.n - 1] == '>'); }

static HeaderKind header_with(Header *h, Text file, Keyword kw, Text rest) {
    if (kw == KW_NONE) return HDR_NONE;
    h->file = is_no_file(file) ? text_of(file.s, 0) : file;
    h->ghc_style = kw == KW_GHC;
    h->title = title_of_detail(title_after_keyword(rest));
    if (kw == KW_WARNING) return h->kind = HDR_WARNING;
    normalise_span(&h->span);
    return h->kind = span_ordered(&h->span) ? HDR_ERROR : HDR_BADPOS;
}

/* FILE:POS: keyword — tried at every colon, since a file name may hold one. */
static HeaderKind header_with_position(Header *h, Text t) {
    const char *end = t.s + t.n;
    for (size_t i = 0; i < t.n; i++) {
        if (t.s[i] != ':') continue;
        Span sp;
        size_t k = parse_span(t.s + i + 1, end, &sp);
        if (!k || i + 1 + k >= t.n || t.s[i + 1 + k] != ':') continue;
        Text rest;
        Keyword kw = keyword_at(text_skip(t, i + 2 + k), &rest);
        if (kw == KW_NONE) continue;
        h->span = sp;
        h->pos = text_of(t.s + i + 1, k);
        return header_with(h, text_of(t.s, i), kw, rest);
    }
    return HDR_NONE;
}

/* `<no location info>: error: ...` (a marker instead of FILE:POS). */
static HeaderKind header_without_file(Header *h, Text t) {
    const char *gt = t.n && t.s[0] == '<' ? memchr(t.s, '>', t.n) : NULL;
    if (!gt || (size_t)(gt - t.s) + 1 >= t.n || gt[1] != ':') return HDR_NONE;
    size_t k = (size_t)(gt - t.s) + 2;
    Text rest;
    Keyword kw = keyword_at(text_skip(t, k), &rest);
    h->span = (Span){0, 0, 0, 0};
    return header_with(h, text_of(t.s, k - 1), kw, rest);
}

static const char *classify_title(Text title, bool ghc_style);

/* `Error: Liquid Type Mismatch` or `File.hs: Error: ...` with no position:
 * only when the title is one of LiquidHaskell's, so that other tools'
 * `Error: ...` lines stay ordinary text. */
static HeaderKind header_without_position(Header *h, Text t) {
    Text rest;
    Keyword kw = keyword_at(t, &rest);
    if (kw == KW_NONE) {
        const char *colon = memchr(t.s, ':', t.n);
        if (!colon || colon == t.s) return HDR_NONE;
        for (const char *c = t.s; c < colon; c++)
            if (is_blank_char(*c)) return HDR_NONE;
        kw = keyword_at(text_skip(t, (size_t)(colon - t.s) + 1), &rest);
    }
    if (kw != KW_OLD && kw != KW_GHC) return HDR_NONE;
    Text title = title_after_keyword(rest);
    const char *kind = classify_title(title, true);
    if (!title.n || !strcmp(kind, LIQUID_KIND_GHC) || !strcmp(kind, LIQUID_KIND_OTHER)) return HDR_NONE;
    h->title = title;
    return h->kind = HDR_NOPOS;
}

/* Recognises a header line; `liquid: ` before it is the executable's name. */
static HeaderKind parse_header(Text line, Header *h) {
    memset(h, 0, sizeof *h);
    Text t = ltrim(line);
    if (starts_with(t, "liquid: ")) t = ltrim(text_skip(t, 8));
    t = rtrim(t);
    h->text = t;
    if (header_with_position(h, t) != HDR_NONE) return h->kind;
    if (header_without_file(h, t) != HDR_NONE) return h->kind;
    return header_without_position(h, t);
}

/* ---- Kinds of error -------------------------------------------------------- */

typedef struct KindRule {
    const char *prefix; /* lower case */
    const char *kind;
} KindRule;

/* LiquidHaskell's titles (ppError in Language.Haskell.Liquid.Types.Errors). */
static const KindRule kind_rules[] = {
    {"liquid type mismatch", LIQUID_KIND_MISMATCH},
    {"refinement type error", LIQUID_KIND_MISMATCH},
    {"totality error", LIQUID_KIND_MISMATCH},
    {"termination check", LIQUID_KIND_TERMINATION},
    {"termination error", LIQUID_KIND_TERMINATION},
    {"termination-condition", LIQUID_KIND_TERMINATION},
    {"unbound symbol", LIQUID_KIND_UNBOUND},
    {"unbound variable", LIQUID_KIND_UNBOUND},
    {"unbound predicate", LIQUID_KIND_UNBOUND},
    {"cannot apply unbound", LIQUID_KIND_UNBOUND},
    {"unknown variable", LIQUID_KIND_UNBOUND},
    {"unknown type constructor", LIQUID_KIND_UNBOUND},
    {"unknown data constructor", LIQUID_KIND_UNBOUND},
    {"unknown measure", LIQUID_KIND_UNBOUND},
    {"cannot parse specification", LIQUID_KIND_PARSE},
    {"leftover while parsing", LIQUID_KIND_PARSE},
    {"illegal type specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"illegal qualifier specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"illegal termination specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"bad data specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"bad type specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"bad measure specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"bad invariant specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"bad using specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"bad gadt specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"incompatible using specification", LIQUID_KIND_ILLEGAL_SPEC},
    {"malformed refined data constructor", LIQUID_KIND_ILLEGAL_SPEC},
    {"malformed predicate application", LIQUID_KIND_ILLEGAL_SPEC},
    {"multiple specifications for", LIQUID_KIND_ILLEGAL_SPEC},
    {"multiple instance measures", LIQUID_KIND_ILLEGAL_SPEC},
    {"multiple measures named", LIQUID_KIND_ILLEGAL_SPEC},
    {"multiple definitions of", LIQUID_KIND_ILLEGAL_SPEC},
    {"specified type does not refine", LIQUID_KIND_ILLEGAL_SPEC},
    {"specified liquid type does not match", LIQUID_KIND_ILLEGAL_SPEC},
    {"ambiguous specification symbol", LIQUID_KIND_ILLEGAL_SPEC},
    {"cannot lift", LIQUID_KIND_ILLEGAL_SPEC},
    {"ghc error", LIQUID_KIND_GHC},
};

/* In GHC's format an unknown title is GHC's own error (a type error, a
 * Haskell parse error); the liquid executable printed GHC's errors as
 * `GHC Error`, so there an unknown title is LiquidHaskell's. Its older
 * titles vary, hence the broader families there. */
static const char *classify_title(Text title, bool ghc_style) {
    for (size_t i = 0; i < sizeof kind_rules / sizeof *kind_rules; i++)
        if (starts_with_ci(title, kind_rules[i].prefix)) return kind_rules[i].kind;
    if (ghc_style) return LIQUID_KIND_GHC;
    if (starts_with_ci(title, "illegal") || starts_with_ci(title, "bad ") || starts_with_ci(title, "malformed"))
        return LIQUID_KIND_ILLEGAL_SPEC;
    if (starts_with_ci(title, "parse error")) return LIQUID_KIND_PARSE;
    return LIQUID_KIND_OTHER;
}

/* ---- Noise ------------------------------------------------------------------- */

typedef enum { NOISE_NONE, NOISE_OTHER, NOISE_LIQUID, NOISE_SAFE, NOISE_UNSAFE } Noise;

/* `[1 of 2] Compiling M ( M.hs, M.o )`, GHC's progress. */
static bool is_ghc_progress(Text t) {
    const char *end = t.s + t.n;
    int a, b;
    size_t k;
    if (!t.n || t.s[0] != '[') return false;
    t = ltrim(text_skip(t, 1));
    if (!(k = parse_number(t.s, end, &a))) return false;
    t = ltrim(text_skip(t, k));
    if (!starts_with(t, "of")) return false;
    t = ltrim(text_skip(t, 2));
    if (!(k = parse_number(t.s, end, &b))) return false;
    t = ltrim(text_skip(t, k));
    return t.n && t.s[0] == ']';
}

/* What a `**** ... ****` banner says. An ERROR banner may carry an error
 * (`**** LIQUID: ERROR :1:1-1:1: Error`): *rest is then its header. */
static Noise classify_banner(Text t, Text *rest) {
    while (t.n && (t.s[0] == '*' || is_blank_char(t.s[0]))) t = text_skip(t, 1);
    while (t.n && (t.s[t.n - 1] == '*' || is_blank_char(t.s[t.n - 1]))) t.n--;
    if (starts_with_ci(t, "LIQUID: ") || starts_with_ci(t, "RESULT: ")) t = text_skip(t, 8);
    if (starts_with_ci(t, "SAFE")) return NOISE_SAFE;
    if (starts_with_ci(t, "UNSAFE")) return NOISE_UNSAFE;
    static const char *const failures[] = {"ERROR", "CRASH:", "CRASH"};
    for (size_t i = 0; i < sizeof failures / sizeof *failures; i++)
        if (starts_with_ci(t, failures[i])) {
            *rest = trim(text_skip(t, strlen(failures[i])));
            return NOISE_UNSAFE;
        }
    return NOISE_LIQUID;
}

/* `RESULT: Safe`, `RESULT: Unsafe [Just 32]`, a bare `RESULT` (before --json output). */
static Noise classify_result(Text t) {
    t = ltrim(text_skip(t, strlen("RESULT")));
    if (t.n && t.s[0] == ':') t = ltrim(text_skip(t, 1));
    if (starts_with_ci(t, "SAFE")) return NOISE_SAFE;
    if (starts_with_ci(t, "UNSAFE")) return NOISE_UNSAFE;
    return NOISE_LIQUID;
}

/* Lines of the build tools around liquid: they end an error block. */
static const char *const tool_noise[] = {
    "Linking ",       "Loaded package environment", "Building ",       "Preprocessing ",
    "Configuring ",   "Resolving dependencies",     "Build profile:", "In order, the following",
    "Up to date",     "cabal: ",                    "Error: cabal:",  "Error: [Cabal-",
    "Copyright ",     "All Rights Reserved",        "Working ",       "Done solving",
    "===",
};

/* Noise is recognised at column 0 only: details are indented or, when not,
 * never start with these words. */
static Noise classify_noise(Text line, Text *rest) {
    *rest = text_of(line.s, 0);
    if (starts_with(line, "****")) return classify_banner(line, rest);
    if (starts_with(line, "RESULT") && (line.n == 6 || line.s[6] == ':' || is_blank_char(line.s[6])))
        return classify_result(line);
    if (starts_with(line, "LiquidHaskell") || starts_with(line, "Liquid-Fixpoint") || starts_with(line, "Targets:") ||
        starts_with(line, "WARNING: "))
        return NOISE_LIQUID;
    if (is_ghc_progress(line)) return NOISE_OTHER;
    for (size_t i = 0; i < sizeof tool_noise / sizeof *tool_noise; i++)
        if (starts_with(line, tool_noise[i])) return NOISE_OTHER;
    return NOISE_NONE;
}

/* ---- The parser's state ---------------------------------------------------- */

typedef struct Parser {
    const char *buf; /* the cleaned text */
    size_t len;
    const char *input_name, *default_file;
    Arena *arena;
    Interner *names; /* file names and titles */
    Diag *diag;
    LiquidError *errs;
    size_t n, cap;
    size_t *seen, seen_cap; /* hash set of errs' indices + 1 (0: free), for duplicates */
    /* the open block */
    bool open, dropped; /* dropped: a GHC warning, read and thrown away */
    Header hdr;
    Text title;
    StrBuf msg;
    size_t msg_keep; /* msg's length without its trailing blank lines */
    int first_line, last_line; /* of the input: the header's, the last non-blank one's */
    /* what was seen */
    bool seen_liquid, saw_safe, saw_unsafe;
    int unsafe_line;
    Text stray_after_unsafe, stray_last; /* text outside any error block */
    int stray_after_unsafe_line, stray_last_line;
} Parser;

static bool vfail(Parser *p, int line, int col, const char *fmt, va_list ap) {
    StrBuf sb;
    sb_init(&sb);
    sb_vprintf(&sb, fmt, ap);
    diag_error_at(p->diag, EXIT_BAD_INPUT, p->input_name, line, col, "%s", sb_str(&sb));
    sb_free(&sb);
    return false;
}

/* Fails with a message at line:col of the input (0: no position). */
__attribute__((format(printf, 4, 5))) static bool fail_at(Parser *p, int line, int col, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfail(p, line, col, fmt, ap);
    va_end(ap);
    return false;
}

/* Fails with a message at byte off of the cleaned text. */
__attribute__((format(printf, 3, 4))) static bool fail_at_offset(Parser *p, size_t off, const char *fmt, ...) {
    int line, col;
    line_col(p->buf, off, &line, &col);
    va_list ap;
    va_start(ap, fmt);
    vfail(p, line, col, fmt, ap);
    va_end(ap);
    return false;
}

enum { QUOTE_MAX = 160 }; /* how much of a line a message quotes */

static int quote_len(Text t) { return (int)(t.n > QUOTE_MAX ? QUOTE_MAX : t.n); }

/* A file name or title, stored once however many errors share it. */
static const char *shared(Parser *p, Text t) { return sym_str(p->names, intern_n(p->names, t.s, t.n)); }

static const char *file_or_default(Parser *p, Text file) {
    if (file.n) return shared(p, file);
    return p->default_file ? shared(p, text_of(p->default_file, strlen(p->default_file))) : NULL;
}

static bool same_file(const char *a, const char *b) { return a == b || (a && b && !strcmp(a, b)); }

/* Liquid may print an error twice (once more in a summary): the same place,
 * kind and title is the same error. */
static bool same_error(const LiquidError *a, const LiquidError *b) {
    return a->line == b->line && a->col == b->col && a->end_line == b->end_line && a->end_col == b->end_col &&
           !strcmp(a->kind, b->kind) && same_file(a->file, b->file) && !strcmp(a->title, b->title);
}

static uint64_t hash_bytes(uint64_t h, const char *s) {
    for (; s && *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211u; /* FNV-1a */
    return h;
}

static uint64_t error_hash(const LiquidError *e) {
    uint64_t h = 14695981039346656037u;
    const int ints[] = {e->line, e->col, e->end_line, e->end_col};
    for (size_t i = 0; i < 4; i++) h = (h ^ (uint64_t)(unsigned)ints[i]) * 1099511628211u;
    return hash_bytes(hash_bytes(hash_bytes(h, e->file), e->kind), e->title);
}

/* The slot of e in the set: where it is, or the free one where it goes. */
static size_t seen_slot(const Parser *p, const LiquidError *e) {
    size_t mask = p->seen_cap - 1, i = (size_t)error_hash(e) & mask;
    while (p->seen[i] && !same_error(&p->errs[p->seen[i] - 1], e)) i = (i + 1) & mask;
    return i;
}

static void seen_grow(Parser *p) {
    size_t *old = p->seen, old_cap = p->seen_cap;
    p->seen_cap = old_cap ? old_cap * 2 : 64;
    p->seen = xcalloc(p->seen_cap, sizeof *p->seen);
    for (size_t i = 0; i < old_cap; i++)
        if (old[i]) p->seen[seen_slot(p, &p->errs[old[i] - 1])] = old[i];
    free(old);
}

/* Appends e unless it is a duplicate (a hash set: outputs with thousands of
 * errors must not take quadratic time). */
static void add_error(Parser *p, const LiquidError *e) {
    if (2 * (p->n + 1) > p->seen_cap) seen_grow(p);
    size_t slot = seen_slot(p, e);
    if (p->seen[slot]) return;
    VEC_PUSH(p->errs, p->n, p->cap, *e);
    p->seen[slot] = p->n;
}

static void set_span(LiquidError *e, const Span *sp) {
    e->line = sp->line;
    e->col = sp->col;
    e->end_line = sp->end_line;
    e->end_col = sp->end_col;
}

/* ---- Text blocks --------------------------------------------------------------- */

static void block_finish(Parser *p) {
    if (!p->open) return;
    p->open = false;
    if (p->dropped) return;
    LiquidError e = {0};
    e.file = file_or_default(p, p->hdr.file);
    set_span(&e, &p->hdr.span);
    e.kind = classify_title(p->title, p->hdr.ghc_style);
    e.title = shared(p, p->title);
    e.header = arena_strndup(p->arena, p->hdr.text.s, p->hdr.text.n);
    e.message = arena_strndup(p->arena, sb_str(&p->msg), p->msg_keep);
    e.first_line = p->first_line;
    e.last_line = p->last_line;
    add_error(p, &e);
}

static void block_start(Parser *p, const Header *h, int no) {
    block_finish(p);
    p->open = true;
    p->dropped = h->kind == HDR_WARNING;
    p->hdr = *h;
    p->title = h->title;
    sb_clear(&p->msg);
    sb_putn(&p->msg, h->text.s, h->text.n);
    p->msg_keep = p->msg.len;
    p->first_line = p->last_line = no;
}

static void block_append(Parser *p, Text line, int no) {
    sb_putc(&p->msg, '\n');
    sb_putn(&p->msg, line.s, line.n);
    if (is_blank(line)) return;
    p->msg_keep = p->msg.len;
    p->last_line = no;
    if (!p->title.n) p->title = title_of_detail(line);
}

/* ---- Text lines ------------------------------------------------------------------ */

static void note_stray(Parser *p, Text line, int no) {
    if (is_blank(line)) return;
    p->stray_last = trim(line);
    p->stray_last_line = no;
    if (p->saw_unsafe && !p->stray_after_unsafe.n) {
        p->stray_after_unsafe = p->stray_last;
        p->stray_after_unsafe_line = no;
    }
}

static void note_noise(Parser *p, Noise noise, int no) {
    if (noise != NOISE_OTHER) p->seen_liquid = true;
    if (noise == NOISE_SAFE) p->saw_safe = true;
    if (noise == NOISE_UNSAFE && !p->saw_unsafe) {
        p->saw_unsafe = true;
        p->unsafe_line = no;
    }
}

/* A header line (line, or the header after an ERROR banner in it); false on
 * a malformed one. */
static bool header_line(Parser *p, const Header *h, Text line, int no) {
    if (h->kind == HDR_NOPOS)
        return fail_at(p, no, (int)(h->text.s - line.s) + 1,
                       "LiquidHaskell error `%.*s` has no source position (FILE:LINE:COL: before it)",
                       quote_len(h->title), h->title.s);
    if (h->kind == HDR_BADPOS)
        return fail_at(p, no, (int)(h->pos.s - line.s) + 1, "malformed position `%.*s`: it ends before it starts",
                       (int)h->pos.n, h->pos.s);
    p->seen_liquid = p->seen_liquid || h->kind == HDR_ERROR;
    block_start(p, h, no);
    return true;
}

static bool text_line(Parser *p, Text line, int no) {
    Text rest;
    Noise noise = classify_noise(line, &rest);
    Header h;
    if (noise != NOISE_NONE) {
        block_finish(p);
        note_noise(p, noise, no);
        return rest.n && parse_header(rest, &h) != HDR_NONE ? header_line(p, &h, line, no) : true;
    }
    if (parse_header(line, &h) != HDR_NONE) return header_line(p, &h, line, no);
    if (p->open) block_append(p, line, no);
    else note_stray(p, line, no);
    return true;
}

static bool parse_lines(Parser *p) {
    int no = 1;
    for (size_t at = 0; at < p->len; no++) {
        const char *nl = memchr(p->buf + at, '\n', p->len - at);
        size_t end = nl ? (size_t)(nl - p->buf) : p->len;
        if (!text_line(p, text_of(p->buf + at, end - at), no)) return false;
        at = end + 1;
    }
    block_finish(p);
    return true;
}

/* After the last line: errors, SAFE, or a clear reason why neither. */
static bool text_verdict(Parser *p) {
    if (p->n > 0) return true;
    if (p->saw_safe && !p->saw_unsafe) return true;
    if (p->saw_unsafe && p->stray_after_unsafe.n)
        return fail_at(p, p->stray_after_unsafe_line, 1, "LiquidHaskell failed without an error position: %.*s",
                       quote_len(p->stray_after_unsafe), p->stray_after_unsafe.s);
    if (p->saw_unsafe) return fail_at(p, p->unsafe_line, 1, "LiquidHaskell reported UNSAFE but printed no error");
    if (p->seen_liquid && p->stray_last.n)
        return fail_at(p, p->stray_last_line, 1, "LiquidHaskell stopped without a result: %.*s",
                       quote_len(p->stray_last), p->stray_last.s);
    if (p->seen_liquid)
        return fail_at(p, 0, 0, "LiquidHaskell printed neither an error nor a result; is the output cut short?");
    return fail_at(p, 0, 0, "not LiquidHaskell output: no error, no RESULT line and no LiquidHaskell banner found");
}

/* ---- JSON (liquid --json) ------------------------------------------------------ */

/* A non-negative integer that fits a position. */
static bool json_int(const cJSON *v, int *out) {
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0 && v->valuedouble < 1e9)) return false;
    *out = (int)v->valuedouble;
    return (double)*out == v->valuedouble;
}

static bool json_loc(const cJSON *obj, const char *name, int *line, int *col) {
    const cJSON *loc = cJSON_GetObjectItemCaseSensitive(obj, name);
    return cJSON_IsObject(loc) && json_int(cJSON_GetObjectItemCaseSensitive(loc, "line"), line) &&
           json_int(cJSON_GetObjectItemCaseSensitive(loc, "column"), col);
}

static const char *json_type_name(const cJSON *v) {
    if (cJSON_IsObject(v)) return "an object";
    if (cJSON_IsArray(v)) return "an array";
    if (cJSON_IsString(v)) return "a string";
    if (cJSON_IsNumber(v)) return "a number";
    if (cJSON_IsBool(v)) return "a boolean";
    return "null";
}

/* JSON's stop column is exclusive, as GHC's span ends are: the last
 * character is one before it (at least the start on one line). */
static bool json_span(Parser *p, const cJSON *el, int index, size_t at, Span *sp) {
    int sl, sc, el_, ec;
    if (!json_loc(el, "start", &sl, &sc) || !json_loc(el, "stop", &el_, &ec))
        return fail_at_offset(p, at,
                              "liquid --json output: error %d needs \"start\" and \"stop\" objects with integer "
                              "\"line\" and \"column\"",
                              index);
    *sp = (Span){sl, sc, el_, ec - 1};
    if (el_ < sl || (el_ == sl && ec < sc))
        return fail_at_offset(p, at, "liquid --json output: error %d ends (%d:%d) before it starts (%d:%d)", index,
                              el_, ec, sl, sc);
    if (sp->end_line == sl && sp->end_col < sc) sp->end_col = sc;
    if (sp->end_col < 1) sp->end_col = 1;
    normalise_span(sp);
    return true;
}

/* The title of a JSON message: its first line without `Error:`, or the
 * title of the header it starts with; else its next non-blank line. */
static Text json_title(Text message, Header *h) {
    Text head = trim(first_line(message)), rest;
    Text title;
    if (parse_header(head, h) == HDR_ERROR) {
        title = h->title;
    } else {
        memset(h, 0, sizeof *h);
        title = keyword_at(head, &rest) != KW_NONE ? title_of_detail(title_after_keyword(rest)) : head;
    }
    for (Text t = text_skip(message, (size_t)(head.s + head.n - message.s)); !title.n && t.n;) {
        Text line = first_line(t);
        title = title_of_detail(line);
        t = text_skip(t, line.n + 1);
    }
    return title;
}

static bool json_error(Parser *p, const cJSON *el, int index, size_t at) {
    if (!cJSON_IsObject(el))
        return fail_at_offset(p, at, "liquid --json output: error %d is %s, not an object", index,
                              json_type_name(el));
    const cJSON *msg = cJSON_GetObjectItemCaseSensitive(el, "message");
    if (!cJSON_IsString(msg) || !msg->valuestring)
        return fail_at_offset(p, at, "liquid --json output: error %d has no \"message\" string", index);
    LiquidError e = {0};
    Span sp = {0, 0, 0, 0};
    if (!json_span(p, el, index, at, &sp)) return false;
    set_span(&e, &sp);
    /* without the blanks around it: liquid ends messages with "\n " */
    Text message = rtrim(skip_space(text_of(msg->valuestring, strlen(msg->valuestring))));
    Header h;
    Text title = json_title(message, &h);
    const cJSON *file = cJSON_GetObjectItemCaseSensitive(el, "filename");
    if (!cJSON_IsString(file)) file = cJSON_GetObjectItemCaseSensitive(el, "file");
    Text ftext = cJSON_IsString(file) && file->valuestring ? text_of(file->valuestring, strlen(file->valuestring))
                                                           : h.file;
    e.file = file_or_default(p, is_no_file(ftext) ? text_of(NULL, 0) : ftext);
    e.kind = classify_title(title, h.ghc_style);
    e.title = shared(p, title);
    Text head = trim(first_line(message));
    e.header = arena_strndup(p->arena, head.s, head.n);
    e.message = arena_strndup(p->arena, message.s, message.n);
    add_error(p, &e);
    return true;
}

/* After the JSON value only blank and noise lines may follow. */
static bool json_tail(Parser *p, size_t from) {
    for (size_t at = from; at < p->len;) {
        const char *nl = memchr(p->buf + at, '\n', p->len - at);
        size_t end = nl ? (size_t)(nl - p->buf) : p->len;
        Text line = text_of(p->buf + at, end - at), rest;
        if (!is_blank(line) && classify_noise(line, &rest) == NOISE_NONE)
            return fail_at_offset(p, at + (size_t)(ltrim(line).s - line.s),
                                  "unexpected text after the JSON array of liquid --json output: %.*s",
                                  quote_len(trim(line)), trim(line).s);
        at = end + 1;
    }
    return true;
}

static bool parse_json(Parser *p, size_t at) {
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(p->buf + at, p->len - at, &end, false);
    if (!root) {
        size_t off = end && end >= p->buf + at && end <= p->buf + p->len ? (size_t)(end - p->buf) : at;
        return fail_at_offset(p, off, "malformed JSON in liquid --json output (a syntax error or truncated input)");
    }
    bool ok = json_tail(p, (size_t)(end - p->buf));
    if (ok && !cJSON_IsArray(root))
        ok = fail_at_offset(p, at, "liquid --json output must be a JSON array of errors, not %s",
                            json_type_name(root));
    int index = 0;
    for (const cJSON *el = ok ? root->child : NULL; el && ok; el = el->next) ok = json_error(p, el, ++index, at);
    cJSON_Delete(root);
    p->saw_safe = ok && p->n == 0;
    p->saw_unsafe = ok && p->n > 0;
    return ok;
}

/* The offset where --json output starts, or len if the text is not JSON:
 * the first line that is neither blank nor noise must open an array (or be
 * an object, to be reported as the wrong shape). */
static size_t json_start(const Parser *p) {
    for (size_t at = 0; at < p->len;) {
        const char *nl = memchr(p->buf + at, '\n', p->len - at);
        size_t end = nl ? (size_t)(nl - p->buf) : p->len;
        Text line = text_of(p->buf + at, end - at), rest;
        if (!is_blank(line) && classify_noise(line, &rest) == NOISE_NONE) {
            Text t = ltrim(line);
            Text after = skip_space(text_of(t.s + 1, (size_t)(p->buf + p->len - t.s) - 1));
            bool object = t.s[0] == '{' && after.n && (after.s[0] == '"' || after.s[0] == '}');
            return t.s[0] == '[' || object ? (size_t)(t.s - p->buf) : p->len;
        }
        at = end + 1;
    }
    return p->len;
}

/* ---- Entry points ----------------------------------------------------------------- */

static bool check_text(Parser *p) {
    const char *nul = memchr(p->buf, '\0', p->len);
    if (nul)
        return fail_at_offset(p, (size_t)(nul - p->buf), "not LiquidHaskell output: binary data (a NUL byte)");
    if (is_blank(text_of(p->buf, p->len))) return fail_at(p, 0, 0, "empty input: no LiquidHaskell output");
    return true;
}

static bool parse_all(Parser *p, LiquidOutput *out) {
    if (!check_text(p)) return false;
    size_t at = json_start(p);
    out->json = at < p->len;
    if (out->json) return parse_json(p, at);
    return parse_lines(p) && text_verdict(p);
}

bool liquid_output_parse(const char *text, size_t len, const char *input_name, const char *default_file,
                         LiquidOutput *out, Diag *diag) {
    memset(out, 0, sizeof *out);
    arena_init(&out->arena);
    interner_init(&out->names);
    Parser p = {0};
    p.input_name = input_name ? input_name : "<liquid output>";
    p.default_file = default_file;
    p.arena = &out->arena;
    p.names = &out->names;
    p.diag = diag;
    sb_init(&p.msg);
    char *buf = clean_text(text ? text : "", text ? len : 0, &p.len);
    p.buf = buf ? buf : text ? text : "";
    bool ok = parse_all(&p, out);
    free(p.seen);
    if (ok) {
        out->errors = p.n ? xrealloc(p.errs, p.n * sizeof *p.errs) : (free(p.errs), NULL);
        out->n = p.n;
        out->safe = p.saw_safe && !p.saw_unsafe && p.n == 0;
        out->unsafe = p.saw_unsafe;
    } else {
        free(p.errs);
        liquid_output_free(out);
    }
    sb_free(&p.msg);
    free(buf);
    return ok;
}

void liquid_output_free(LiquidOutput *out) {
    free(out->errors);
    arena_free(&out->arena);
    interner_free(&out->names);
    memset(out, 0, sizeof *out); /* a zeroed interner frees nothing: freeing twice is harmless */
    arena_init(&out->arena);
}
