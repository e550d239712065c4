/* json.c — see json.h. A recursive-descent reader: the members of the
 * arrays and objects being read wait on one stack (a vector reused by the
 * whole parse) and are copied into the arena, contiguous, when their
 * container closes. */
#include "json.h"
#include "utf8.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

typedef struct Parser {
    Arena *a;
    char *s; /* the arena's copy of the text: strings are decoded in it */
    size_t len, pos;
    int depth;
    Json *stack; /* members of the open containers, innermost last */
    size_t top, cap;
} Parser;

static void skip_space(Parser *p) {
    while (p->pos < p->len && (p->s[p->pos] == ' ' || p->s[p->pos] == '\n' || p->s[p->pos] == '\t' || p->s[p->pos] == '\r'))
        p->pos++;
}

static bool eat(Parser *p, char c) {
    skip_space(p);
    if (p->pos < p->len && p->s[p->pos] == c) return p->pos++, true;
    return false;
}

static bool literal(Parser *p, const char *word, JsonKind k, Json *out) {
    size_t n = strlen(word);
    if (p->len - p->pos < n || memcmp(p->s + p->pos, word, n) != 0) return false;
    p->pos += n;
    out->kind = k;
    return true;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Digits from pos; whether there was at least one. */
static bool digits(Parser *p) {
    size_t start = p->pos;
    while (p->pos < p->len && is_digit(p->s[p->pos])) p->pos++;
    return p->pos > start;
}

/* The JSON number grammar, then strtod on a NUL-terminated copy (the input
 * need not be terminated). */
static bool number(Parser *p, Json *out) {
    size_t start = p->pos;
    if (p->s[p->pos] == '-') p->pos++;
    if (p->pos < p->len && p->s[p->pos] == '0') p->pos++; /* no leading zeros */
    else if (!digits(p)) return false;
    if (p->pos < p->len && p->s[p->pos] == '.' && (p->pos++, !digits(p))) return false;
    if (p->pos < p->len && (p->s[p->pos] == 'e' || p->s[p->pos] == 'E')) {
        p->pos++;
        if (p->pos < p->len && (p->s[p->pos] == '+' || p->s[p->pos] == '-')) p->pos++;
        if (!digits(p)) return false;
    }
    char buf[64];
    size_t n = p->pos - start;
    char *copy = n < sizeof buf ? buf : xmalloc(n + 1);
    memcpy(copy, p->s + start, n);
    copy[n] = '\0';
    out->kind = JSON_NUMBER;
    out->num = strtod(copy, NULL);
    if (copy != buf) free(copy);
    return true;
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Four hex digits at pos into *u. */
static bool hex4(Parser *p, uint32_t *u) {
    if (p->len - p->pos < 4) return false;
    *u = 0;
    for (int i = 0; i < 4; i++) {
        int d = hex_digit(p->s[p->pos++]);
        if (d < 0) return false;
        *u = *u << 4 | (uint32_t)d;
    }
    return true;
}

/* A \u escape after the "\u" (a surrogate pair is two of them). */
static bool unicode_escape(Parser *p, char *out, size_t *n) {
    uint32_t c, lo;
    if (!hex4(p, &c)) return false;
    if (c >= 0xDC00 && c <= 0xDFFF) return false;
    if (c >= 0xD800 && c <= 0xDBFF) {
        if (p->len - p->pos < 2 || p->s[p->pos] != '\\' || p->s[p->pos + 1] != 'u') return false;
        p->pos += 2;
        if (!hex4(p, &lo) || lo < 0xDC00 || lo > 0xDFFF) return false;
        c = 0x10000 + ((c - 0xD800) << 10) + (lo - 0xDC00);
    }
    *n += utf8_encode(out + *n, c);
    return true;
}

static bool escape(Parser *p, char *out, size_t *n) {
    if (p->pos >= p->len) return false;
    char c = p->s[p->pos++];
    static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
    const char *at = c ? strchr(from, c) : NULL;
    if (at) return out[(*n)++] = to[at - from], true;
    return c == 'u' && unicode_escape(p, out, n);
}

/* Where the string starting at pos ends (its closing quote), or len. */
static size_t string_end(const Parser *p, bool *plain) {
    const char *q = memchr(p->s + p->pos, '"', p->len - p->pos);
    *plain = q && !memchr(p->s + p->pos, '\\', (size_t)(q - (p->s + p->pos)));
    if (*plain) return (size_t)(q - p->s);
    size_t end = p->pos;
    while (end < p->len && p->s[end] != '"') end += p->s[end] == '\\' ? 2 : 1;
    return end < p->len ? end : p->len;
}

/* A string after its opening quote, decoded in place (the text is the
 * parser's own copy; decoding never lengthens it) and terminated where its
 * closing quote was. */
static const char *string(Parser *p) {
    bool plain;
    size_t end = string_end(p, &plain);
    if (end >= p->len) return p->pos = p->len, NULL;
    char *out = p->s + p->pos;
    size_t n = plain ? end - p->pos : 0;
    while (!plain && p->pos < end) {
        if (p->s[p->pos] != '\\') out[n++] = p->s[p->pos++];
        else if (p->pos++, !escape(p, out, &n)) return NULL;
    }
    p->pos = end + 1;
    out[n] = '\0';
    return out;
}

static bool value(Parser *p, Json *out);

static void push(Parser *p, const Json *j) {
    if (p->top == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 256;
        p->stack = xrealloc(p->stack, p->cap * sizeof *p->stack);
    }
    p->stack[p->top++] = *j;
}

/* Moves the members from base up the stack into the container out. */
static void close_container(Parser *p, size_t base, Json *out) {
    out->n = (uint32_t)(p->top - base);
    out->items = ARENA_ARRAY(p->a, Json, out->n ? out->n : 1);
    if (out->n) memcpy(out->items, p->stack + base, out->n * sizeof *out->items); /* an empty one: no stack yet */
    p->top = base;
}

/* An array or object after its opening bracket. */
static bool container(Parser *p, Json *out, bool object) {
    char close = object ? '}' : ']';
    out->kind = object ? JSON_OBJECT : JSON_ARRAY;
    if (++p->depth > JSON_MAX_NESTING) return false;
    size_t base = p->top;
    if (!eat(p, close)) {
        do {
            Json m = {0};
            if (object && (!eat(p, '"') || !(m.key = string(p)) || !eat(p, ':'))) return false;
            if (!value(p, &m)) return false;
            push(p, &m);
        } while (eat(p, ','));
        if (!eat(p, close)) return false;
    }
    if (p->top - base > UINT32_MAX) return false;
    close_container(p, base, out);
    p->depth--;
    return true;
}

static bool value(Parser *p, Json *out) {
    skip_space(p);
    if (p->pos >= p->len) return false;
    switch (p->s[p->pos]) {
    case '{': p->pos++; return container(p, out, true);
    case '[': p->pos++; return container(p, out, false);
    case '"': p->pos++; out->kind = JSON_STRING; return (out->str = string(p)) != NULL;
    case 't': return literal(p, "true", JSON_TRUE, out);
    case 'f': return literal(p, "false", JSON_FALSE, out);
    case 'n': return literal(p, "null", JSON_NULL, out);
    default: return number(p, out);
    }
}

const Json *json_parse(Arena *a, const char *text, size_t len, size_t *err_at) {
    Parser p = {.a = a, .s = arena_strndup(a, text, len), .len = len};
    Json *root = ARENA_NEW(a, Json);
    bool ok = value(&p, root);
    if (ok) skip_space(&p);
    ok = ok && p.pos == p.len;
    free(p.stack);
    if (!ok && err_at) *err_at = p.pos;
    return ok ? root : NULL;
}

const Json *json_get(const Json *o, const char *key) {
    if (!json_is(o, JSON_OBJECT)) return NULL;
    for (uint32_t i = 0; i < o->n; i++)
        if (o->items[i].key[0] == key[0] && strcmp(o->items[i].key, key) == 0) return &o->items[i];
    return NULL;
}
