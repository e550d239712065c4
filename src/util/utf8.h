/* utf8.h — UTF-8, one code point at a time.
 *
 * lhx keeps every text (sources, specs, Core string literals, JSON) as
 * UTF-8 bytes; these are the one encoder and decoder its readers, printers
 * and engine share. */
#ifndef LHX_UTIL_UTF8_H
#define LHX_UTIL_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Writes cp (at most 0x10FFFF) to out as 1 to 4 bytes; returns how many. */
size_t utf8_encode(char out[4], uint32_t cp);

/* The code point at *p (before end), advancing *p past it. A byte that does
 * not start a complete sequence stands for itself. */
uint32_t utf8_decode(const unsigned char **p, const unsigned char *end);

#endif
