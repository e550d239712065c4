/* check_options.h — the options `lhx check`, `lhx explain` and
 * `lhx after-liquid` share (--json, --stats, --function, --spec, --timeout,
 * --max-depth), read into the pipeline's CheckOptions (src/check/check.h). */
#ifndef LHX_CHECK_OPTIONS_H
#define LHX_CHECK_OPTIONS_H

#include "../check/check.h"

/* Parses the option at argv[*i]: true and *i advanced past its argument if
 * it is one of them; false if not, or with *bad set (and the error printed)
 * when it is one of them but malformed. */
bool check_parse_option(int argc, char **argv, int *i, CheckOptions *o, bool *bad);
/* Frees the lists check_parse_option grew. */
void check_options_free(CheckOptions *o);

#endif
