/* option.h — reading a command-line option's numeric value, strictly and the
 * same way for every command (`lhx check --timeout`, `lhx eval -j`, …): a
 * finite decimal number in a range — never nan, inf, an empty string, hex or
 * an overflowing 1e999. */
#ifndef LHX_OPTION_H
#define LHX_OPTION_H

#include <stdbool.h>

/* s's value when it is a number in [lo, hi]; else prints the error on stderr
 * (after `context: `, e.g. the command, when given) and returns false. */
bool option_number(const char *context, const char *opt, const char *s, double lo, double hi, double *out);
/* The same for options that count (steps, results, jobs, megabytes): a
 * whole number in [lo, hi]. */
bool option_whole(const char *context, const char *opt, const char *s, double lo, double hi, double *out);

#endif
