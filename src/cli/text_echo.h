/* text_echo.h — reprinting a text line by line, byte for byte (escape
 * sequences, carriage returns and all), so that a command can insert its own
 * lines after chosen ones: `lhx after-liquid` puts each explanation under
 * liquid's error. */
#ifndef LHX_TEXT_ECHO_H
#define LHX_TEXT_ECHO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct TextEcho {
    const char *text; /* borrowed */
    size_t len;
    size_t at;        /* the first byte not printed yet (a line's start) */
    int next_line;    /* its line number, from 1 */
} TextEcho;

void text_echo_init(TextEcho *e, const char *text, size_t len);
/* Prints the lines up to and including line (from 1) that are not printed
 * yet; each ends with a newline on out, even the text's last. */
void text_echo_through(TextEcho *e, int line, FILE *out);
/* Prints every line not printed yet. */
void text_echo_rest(TextEcho *e, FILE *out);
/* Is the next line not printed yet blank (or is there none)? Escape
 * sequences and carriage returns count as blank. */
bool text_echo_next_blank(const TextEcho *e);

#endif
