/* text_echo.c — see text_echo.h. */
#include "text_echo.h"

#include <string.h>

void text_echo_init(TextEcho *e, const char *text, size_t len) {
    e->text = text;
    e->len = len;
    e->at = 0;
    e->next_line = 1;
}

/* The length of the line at e->at, its newline included if it has one. */
static size_t line_length(const TextEcho *e) {
    const char *nl = memchr(e->text + e->at, '\n', e->len - e->at);
    return nl ? (size_t)(nl - (e->text + e->at)) + 1 : e->len - e->at;
}

void text_echo_through(TextEcho *e, int line, FILE *out) {
    while (e->at < e->len && e->next_line <= line) {
        size_t n = line_length(e);
        fwrite(e->text + e->at, 1, n, out);
        if (e->text[e->at + n - 1] != '\n') fputc('\n', out);
        e->at += n;
        e->next_line++;
    }
}

/* Everything not printed yet: through a line no text reaches. */
void text_echo_rest(TextEcho *e, FILE *out) { text_echo_through(e, 1 << 30, out); }

/* The length of the escape sequence at s[0] == ESC (n bytes available):
 * a CSI (ESC [ parameters final byte) or a two-byte one. */
static size_t escape_length(const char *s, size_t n) {
    if (n < 2 || s[1] != '[') return n < 2 ? 1 : 2;
    size_t i = 2;
    while (i < n && s[i] >= 0x20 && s[i] <= 0x3f) i++;
    return i < n ? i + 1 : i;
}

bool text_echo_next_blank(const TextEcho *e) {
    const char *s = e->text + e->at;
    size_t n = e->at < e->len ? line_length(e) : 0;
    for (size_t i = 0; i < n;) {
        if (s[i] == 0x1b) {
            i += escape_length(s + i, n - i);
            continue;
        }
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' && s[i] != '\n') return false;
        i++;
    }
    return true;
}
