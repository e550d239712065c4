/* option_number.h — numeric command-line options, parsed strictly: a
 * finite decimal number in a range (never nan, inf, an empty string or an
 * overflowing 1e999), shared by every command (also lsp and eval). */
#ifndef LHX_OPTION_NUMBER_H
#define LHX_OPTION_NUMBER_H

#include <stdbool.h>

/* A numeric option's value in [lo, hi]; prints the error (after
 * `context: `, e.g. the command, when given) and returns false otherwise. */
bool option_number(const char *context, const char *opt, const char *s, double lo, double hi, double *out);
/* The same for options that count (steps, results, jobs, megabytes): a
 * whole number in [lo, hi]. */
bool option_whole(const char *context, const char *opt, const char *s, double lo, double hi, double *out);

#endif
