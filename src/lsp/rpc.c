/* rpc.c — JSON-RPC over stdio with LSP's framing: a header block of
 * `Name: value` lines ending in an empty line (CRLF), of which only
 * Content-Length matters, then exactly that many bytes of JSON.
 *
 * The reader never trusts the client: bytes that are not a header are
 * reported and skipped up to the next `Content-Length:`, so one bad message
 * costs one error reply rather than the session. */
#include "lsp.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#define MAX_HEADER ((size_t)64 * 1024)      /* no real header comes near this */
#define MAX_BODY ((size_t)64 * 1024 * 1024)  /* nor does a message: lhx reads sources of 16 MB at most */

void rpc_reader_init(RpcReader *r, int fd) {
    memset(r, 0, sizeof *r);
    r->fd = fd;
    sb_init(&r->buf);
}

void rpc_reader_free(RpcReader *r) { sb_free(&r->buf); }

void rpc_fill(RpcReader *r) {
    if (r->closed) return;
    /* Drop the consumed prefix first, so the buffer holds one message at most
     * plus what arrived behind it. */
    if (r->pos > 0) {
        memmove(r->buf.data, r->buf.data + r->pos, r->buf.len - r->pos);
        r->buf.len -= r->pos;
        r->buf.data[r->buf.len] = '\0';
        r->pos = 0;
    }
    char chunk[65536];
    ssize_t n;
    do n = read(r->fd, chunk, sizeof chunk);
    while (n < 0 && errno == EINTR);
    if (n <= 0) r->eof = true;
    else sb_putn(&r->buf, chunk, (size_t)n);
}

static const char *find_n(const char *p, size_t n, const char *needle, bool nocase) {
    size_t k = strlen(needle);
    for (size_t i = 0; i + k <= n; i++)
        if (nocase ? strncasecmp(p + i, needle, k) == 0 : memcmp(p + i, needle, k) == 0) return p + i;
    return NULL;
}

/* Whether p[0..n) is whole `Name: value` CRLF lines (headers before
 * Content-Length, such as Content-Type). */
static bool header_lines(const char *p, size_t n) {
    if (n < 2 || p[n - 2] != '\r' || p[n - 1] != '\n') return false;
    for (const char *end = p + n; p < end;) {
        const char *eol = find_n(p, (size_t)(end - p), "\r\n", false);
        const char *colon = memchr(p, ':', (size_t)(eol - p));
        if (!colon || colon == p) return false;
        p = eol + 2;
    }
    return true;
}

/* The Content-Length value at p (just after the colon), up to the line's
 * end; -1 if it is not a plain decimal number. */
static long long content_length(const char *p, const char *end) {
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    long long v = 0;
    const char *digits = p;
    for (; p < end && *p >= '0' && *p <= '9'; p++) /* past the limit, the digits only make it larger */
        if (v <= (long long)MAX_BODY) v = v * 10 + (*p - '0');
    if (p == digits) return -1;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    return p == end || *p == '\r' ? v : -1;
}

static int framing_error(RpcReader *r, size_t new_pos, const char **why, const char *msg) {
    r->pos = new_pos;
    *why = msg;
    return -1;
}

/* The header at the start of the unconsumed input: 1 with the body's
 * position and length, 0 if incomplete, -1 on a framing error. */
static int parse_header(RpcReader *r, size_t *body_pos, size_t *n, const char **why) {
    const char *start = r->buf.data + r->pos;
    size_t avail = r->buf.len - r->pos;
    const char *hend = find_n(start, avail, "\r\n\r\n", false);
    const char *limit = hend ? hend + 2 : start + avail;
    const char *cl = find_n(start, (size_t)(limit - start), "Content-Length:", true);
    if (cl && cl > start && !header_lines(start, (size_t)(cl - start)))
        return framing_error(r, (size_t)(cl - r->buf.data), why, "Parse error: bytes that are not a message header");
    if (!hend) {
        if (avail <= MAX_HEADER && !r->eof) return 0;
        return framing_error(r, r->buf.len, why, "Parse error: a message header without its end (an empty line)");
    }
    *body_pos = (size_t)(hend + 4 - r->buf.data);
    if (!cl) return framing_error(r, *body_pos, why, "Parse error: a message header without Content-Length");
    long long v = content_length(cl + strlen("Content-Length:"), hend + 2);
    if (v < 0) return framing_error(r, *body_pos, why, "Parse error: an invalid Content-Length");
    if ((size_t)v > MAX_BODY) {
        /* Skipping it would mean reading up to gigabytes before the next
         * message: a client that sends this is broken, so the session ends
         * here (the input counts as ended; docs/editors.md). */
        r->closed = r->eof = true;
        return framing_error(r, r->buf.len, why,
                             "Parse error: a message larger than 64 MiB (Content-Length); closing the connection");
    }
    *n = (size_t)v;
    return 1;
}

int rpc_next(RpcReader *r, const char **body, size_t *len, const char **why) {
    if (r->closed) return 0;
    /* Blank lines between messages are harmless; some clients send them. */
    while (r->pos < r->buf.len && (r->buf.data[r->pos] == '\r' || r->buf.data[r->pos] == '\n')) r->pos++;
    if (r->pos == r->buf.len) return 0;
    size_t body_pos = 0, n = 0;
    int h = parse_header(r, &body_pos, &n, why);
    if (h <= 0) return h;
    if (r->buf.len - body_pos < n) {
        if (!r->eof) return 0;
        return framing_error(r, r->buf.len, why, "Parse error: the input ended inside a message");
    }
    *body = r->buf.data + body_pos;
    *len = n;
    r->pos = body_pos + n;
    return 1;
}

/* ---- Sending --------------------------------------------------------------- */

static void write_all(int fd, const char *p, size_t n) {
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return; /* the editor is gone; the read side will see EOF */
        p += w;
        n -= (size_t)w;
    }
}

/* The length of the well-formed UTF-8 sequence at p, or 0. */
static size_t utf8_seq(const unsigned char *p) {
    if (p[0] < 0x80) return 1;
    size_t n = p[0] >= 0xC2 && p[0] <= 0xDF ? 2 : p[0] >= 0xE0 && p[0] <= 0xEF ? 3 : p[0] >= 0xF0 && p[0] <= 0xF4 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if ((p[i] & 0xC0) != 0x80) return 0;
    /* Overlong forms, UTF-16 surrogates, and code points past U+10FFFF. */
    if ((p[0] == 0xE0 && p[1] < 0xA0) || (p[0] == 0xED && p[1] >= 0xA0) || (p[0] == 0xF0 && p[1] < 0x90) ||
        (p[0] == 0xF4 && p[1] >= 0x90))
        return 0;
    return n;
}

/* JSON must be UTF-8, but strings reach us from files, lhx's output and the
 * client's own bytes: an ill-formed byte becomes U+FFFD. */
static void put_utf8(StrBuf *sb, const char *s) {
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        size_t n = utf8_seq(p);
        if (n) sb_putn(sb, (const char *)p, n), p += n;
        else sb_puts(sb, "\xEF\xBF\xBD"), p++;
    }
}

static void rpc_send(Server *s, cJSON *msg) {
    cJSON_AddStringToObject(msg, "jsonrpc", "2.0");
    char *printed = cJSON_PrintUnformatted(msg);
    cJSON_Delete(msg);
    if (!printed) return;
    StrBuf body, frame;
    sb_init(&body);
    sb_init(&frame);
    put_utf8(&body, printed);
    sb_printf(&frame, "Content-Length: %zu\r\n\r\n%s", body.len, sb_str(&body));
    write_all(s->out_fd, sb_str(&frame), frame.len);
    sb_free(&body);
    sb_free(&frame);
    cJSON_free(printed);
}

static cJSON *id_copy(const cJSON *id) { return id ? cJSON_Duplicate(id, true) : cJSON_CreateNull(); }

void rpc_reply(Server *s, const cJSON *id, cJSON *result) {
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddItemToObject(msg, "id", id_copy(id));
    cJSON_AddItemToObject(msg, "result", result ? result : cJSON_CreateNull());
    rpc_send(s, msg);
}

void rpc_error(Server *s, const cJSON *id, int code, const char *fmt, ...) {
    StrBuf text;
    sb_init(&text);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&text, fmt, ap);
    va_end(ap);
    cJSON *err = cJSON_CreateObject();
    cJSON_AddNumberToObject(err, "code", code);
    cJSON_AddStringToObject(err, "message", sb_str(&text));
    sb_free(&text);
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddItemToObject(msg, "id", id_copy(id));
    cJSON_AddItemToObject(msg, "error", err);
    rpc_send(s, msg);
}

void rpc_notify(Server *s, const char *method, cJSON *params) {
    cJSON *msg = cJSON_CreateObject();
    cJSON_AddStringToObject(msg, "method", method);
    cJSON_AddItemToObject(msg, "params", params);
    rpc_send(s, msg);
}

void lsp_show(Server *s, int type, const char *text) {
    cJSON *p = cJSON_CreateObject();
    cJSON_AddNumberToObject(p, "type", type);
    cJSON_AddStringToObject(p, "message", text);
    rpc_notify(s, "window/showMessage", p);
}
