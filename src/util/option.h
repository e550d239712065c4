/* option.h — reading a command-line option's numeric value, the same way
 * for every command (`lhx check --timeout`, `lhx eval -j`, …). */
#ifndef LHX_OPTION_H
#define LHX_OPTION_H

#include <stdbool.h>

/* s's value when it is a number in [lo, hi]; else prints the error on stderr
 * (after `context: `, e.g. the command, when given) and returns false. */
bool option_number(const char *context, const char *opt, const char *s, double lo, double hi, double *out);

#endif
