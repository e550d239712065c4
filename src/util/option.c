/* option.c — see option.h. */
#include "option.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

bool option_number(const char *context, const char *opt, const char *s, double lo, double hi, double *out) {
    char *end;
    errno = 0;
    double v = s ? strtod(s, &end) : 0;
    if (!s || end == s || *end || errno || v < lo || v > hi) {
        fprintf(stderr, "lhx: error: %s%s%s needs a number from %g to %g\n", context ? context : "", context ? ": " : "",
                opt, lo, hi);
        return false;
    }
    *out = v;
    return true;
}
