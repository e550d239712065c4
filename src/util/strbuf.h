/* strbuf.h — a growable, always NUL-terminated string. */
#ifndef LHX_STRBUF_H
#define LHX_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct StrBuf {
    char *data;
    size_t len, cap;
} StrBuf;

void sb_init(StrBuf *sb);
void sb_free(StrBuf *sb);
void sb_clear(StrBuf *sb);
void sb_putc(StrBuf *sb, char c);
void sb_puts(StrBuf *sb, const char *s);
void sb_putn(StrBuf *sb, const char *s, size_t n);
void sb_printf(StrBuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *sb, const char *fmt, va_list ap);
/* The contents, never NULL. */
const char *sb_str(const StrBuf *sb);
/* Hands the buffer to the caller (free() it) and resets sb. */
char *sb_take(StrBuf *sb);
/* A new string formatted as printf does, whatever its length (free() it). */
char *str_format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
