/* option.c — see option.h. */
#include "option.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The value of s if it is a finite decimal number in [lo, hi] (strtod's
 * "nan", "inf" and out-of-range values such as 1e999 are not), and whole
 * when asked; false otherwise. */
static bool parse_number(const char *s, double lo, double hi, bool whole, double *out) {
    if (!s || !*s || s[strspn(s, "0123456789.eE+-")]) return false; /* no spaces, hex, nan or inf */
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (end == s || *end || errno || !isfinite(v) || v < lo || v > hi) return false;
    if (whole && v != floor(v)) return false;
    *out = v;
    return true;
}

/* parse_number, or the error on stderr. */
static bool number_option(const char *context, const char *opt, const char *s, double lo, double hi, bool whole,
                          double *out) {
    if (parse_number(s, lo, hi, whole, out)) return true;
    fprintf(stderr, "lhx: error: %s%s%s needs %s from %.15g to %.15g, not %s%s%s\n", context ? context : "",
            context ? ": " : "", opt, whole ? "a whole number" : "a number", lo, hi, s ? "'" : "",
            s ? s : "nothing", s ? "'" : "");
    return false;
}

bool option_number(const char *context, const char *opt, const char *s, double lo, double hi, double *out) {
    return number_option(context, opt, s, lo, hi, false, out);
}

bool option_whole(const char *context, const char *opt, const char *s, double lo, double hi, double *out) {
    return number_option(context, opt, s, lo, hi, true, out);
}
