/* text.c — the editor's documents, file: URIs, and positions.
 *
 * LSP positions count UTF-16 code units (the default position encoding, the
 * only one every client supports); lhx's columns count code points. The
 * conversions need the line's text, which is why they live with the
 * documents. */
#include "lsp.h"
#include "../util/xalloc.h"

#include <string.h>

/* ---- URIs -------------------------------------------------------------------- */

static int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

char *uri_to_path(const char *uri) {
    if (strncmp(uri, "file://", 7) != 0) return NULL;
    const char *p = uri + 7;
    if (strncmp(p, "localhost/", 10) == 0) p += 9; /* the only host that is this machine */
    if (*p != '/') return NULL;
    StrBuf sb;
    sb_init(&sb);
    for (; *p && *p != '?' && *p != '#'; p++) {
        int hi, lo;
        if (*p == '%' && (hi = hex_value(p[1])) >= 0 && (lo = hex_value(p[2])) >= 0 && (hi || lo)) {
            sb_putc(&sb, (char)(hi * 16 + lo));
            p += 2;
        } else if (*p == '%') {
            sb_free(&sb); /* a stray % or an encoded NUL: no path we could open */
            return NULL;
        } else sb_putc(&sb, *p);
    }
    return sb_take(&sb);
}

char *path_to_uri(const char *path) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, "file://");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("/-._~", *p))
            sb_putc(&sb, (char)*p);
        else sb_printf(&sb, "%%%02X", *p);
    }
    return sb_take(&sb);
}

bool is_haskell_path(const char *path) {
    size_t n = strlen(path);
    return (n > 3 && strcmp(path + n - 3, ".hs") == 0) || (n > 4 && strcmp(path + n - 4, ".lhs") == 0);
}

/* ---- Documents --------------------------------------------------------------- */

Doc *doc_find(Server *s, const char *uri) {
    for (size_t i = 0; i < s->ndocs; i++)
        if (strcmp(s->docs[i].uri, uri) == 0) return &s->docs[i];
    return NULL;
}

/* By path too: a span names a file, and the editor may spell its URI
 * differently from path_to_uri (which characters it percent-encodes). */
Doc *doc_find_path(Server *s, const char *path) {
    for (size_t i = 0; i < s->ndocs; i++)
        if (s->docs[i].path && strcmp(s->docs[i].path, path) == 0) return &s->docs[i];
    return NULL;
}

void doc_open(Server *s, const char *uri, const char *text) {
    Doc *d = doc_find(s, uri);
    if (!d) {
        VEC_RESERVE(s->docs, s->docs_cap, s->ndocs + 1);
        d = &s->docs[s->ndocs++];
        d->uri = xstrdup(uri);
        d->path = uri_to_path(uri);
        d->text = NULL;
    }
    free(d->text);
    d->text = xstrdup(text);
}

static void doc_free(Doc *d) {
    free(d->uri);
    free(d->path);
    free(d->text);
}

void doc_close(Server *s, const char *uri) {
    Doc *d = doc_find(s, uri);
    if (!d) return;
    doc_free(d);
    *d = s->docs[--s->ndocs];
}

void docs_free(Server *s) {
    for (size_t i = 0; i < s->ndocs; i++) doc_free(&s->docs[i]);
    free(s->docs);
    s->docs = NULL;
    s->ndocs = s->docs_cap = 0;
}

/* ---- Positions --------------------------------------------------------------- */

const char *text_line(const char *text, int line0) {
    for (; line0 > 0; line0--) {
        const char *nl = strchr(text, '\n');
        if (!nl) return NULL;
        text = nl + 1;
    }
    return text;
}

/* The length in bytes of the UTF-8 sequence led by c (1 for a stray byte, so
 * malformed text still advances). */
static int utf8_len(unsigned char c) {
    if (c >= 0xF0 && c <= 0xF7) return 4;
    if (c >= 0xE0) return c <= 0xEF ? 3 : 1;
    if (c >= 0xC0) return 2;
    return 1;
}

/* Steps over one code point of line; false at the line's end. */
static bool next_cp(const char **p, int *units) {
    if (**p == '\0' || **p == '\n') return false;
    int n = utf8_len((unsigned char)**p);
    for (int i = 1; i < n; i++)
        if (((unsigned char)(*p)[i] & 0xC0) != 0x80) n = 1;
    *p += n;
    *units = n == 4 ? 2 : 1; /* outside the BMP: a surrogate pair */
    return true;
}

int utf16_from_cp(const char *line, int ncp) {
    int total = 0, units, i = 0;
    for (; i < ncp && next_cp(&line, &units); i++) total += units;
    return total + (ncp - i); /* past the line's end: as if ASCII */
}

int cp_from_utf16(const char *line, int nunits) {
    int cps = 0, units, seen = 0;
    while (seen < nunits && next_cp(&line, &units)) seen += units, cps++;
    return cps + (nunits > seen ? nunits - seen : 0);
}

/* The byte offset of an LSP position in text, clamped to the text. */
static size_t byte_offset(const char *text, int line0, int char0) {
    const char *line = text_line(text, line0);
    if (!line) return strlen(text);
    const char *p = line;
    int units, seen = 0;
    while (seen < char0 && next_cp(&p, &units)) seen += units;
    return (size_t)(p - text);
}

static bool get_int(const cJSON *obj, const char *key, int *out) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble > 1e9) return false;
    *out = (int)v->valuedouble;
    return true;
}

/* A range edit, for clients that send them although the server asks for
 * whole texts. */
static bool apply_range(Doc *d, const cJSON *range, const char *text) {
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(range, "start");
    const cJSON *b = cJSON_GetObjectItemCaseSensitive(range, "end");
    int l0, c0, l1, c1;
    if (!get_int(a, "line", &l0) || !get_int(a, "character", &c0) || !get_int(b, "line", &l1) ||
        !get_int(b, "character", &c1))
        return false;
    size_t from = byte_offset(d->text, l0, c0), to = byte_offset(d->text, l1, c1);
    if (to < from) return false;
    StrBuf sb;
    sb_init(&sb);
    sb_putn(&sb, d->text, from);
    sb_puts(&sb, text);
    sb_puts(&sb, d->text + to);
    free(d->text);
    d->text = sb_take(&sb);
    return true;
}

bool doc_apply_change(Doc *d, const cJSON *change) {
    const cJSON *text = cJSON_GetObjectItemCaseSensitive(change, "text");
    if (!cJSON_IsString(text)) return false;
    const cJSON *range = cJSON_GetObjectItemCaseSensitive(change, "range");
    if (range) return apply_range(d, range, text->valuestring);
    free(d->text);
    d->text = xstrdup(text->valuestring);
    return true;
}
