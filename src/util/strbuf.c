/* strbuf.c — see strbuf.h. */
#include "strbuf.h"
#include "xalloc.h"

#include <stdio.h>
#include <string.h>

void sb_init(StrBuf *sb) { sb->data = NULL, sb->len = 0, sb->cap = 0; }
void sb_free(StrBuf *sb) { free(sb->data), sb_init(sb); }

void sb_clear(StrBuf *sb) {
    sb->len = 0;
    if (sb->data) sb->data[0] = '\0';
}

static void sb_reserve(StrBuf *sb, size_t extra) { VEC_RESERVE(sb->data, sb->cap, sb->len + extra + 1); }

void sb_putn(StrBuf *sb, const char *s, size_t n) {
    sb_reserve(sb, n);
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = '\0';
}

void sb_putc(StrBuf *sb, char c) { sb_putn(sb, &c, 1); }
void sb_puts(StrBuf *sb, const char *s) { sb_putn(sb, s, strlen(s)); }

void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap) {
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) return;
    sb_reserve(sb, (size_t)n);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    sb->len += (size_t)n;
}

void sb_printf(StrBuf *sb, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(sb, fmt, ap);
    va_end(ap);
}

const char *sb_str(const StrBuf *sb) { return sb->data ? sb->data : ""; }

char *sb_take(StrBuf *sb) {
    char *s = sb->data ? sb->data : xstrdup("");
    sb_init(sb);
    return s;
}

char *str_format(const char *fmt, ...) {
    StrBuf sb;
    sb_init(&sb);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&sb, fmt, ap);
    va_end(ap);
    return sb_take(&sb);
}
