/* verdict.h — what checking one function concludes, and the exit status it
 * means. The names are those of the JSON schema (docs/json.md); `lhx check`
 * prints them, and `lhx eval` reads them back from its children's JSON, so
 * both take them from here. */
#ifndef LHX_CHECK_VERDICT_H
#define LHX_CHECK_VERDICT_H

#include <stdbool.h>

/* In the order the reports list them. */
typedef enum Verdict {
    VERDICT_CONCRETE,    /* a counterexample on concrete inputs */
    VERDICT_ABSTRACT,    /* a counterexample that needs a callee's result its spec allows */
    VERDICT_NONE,        /* none within the search bounds */
    VERDICT_TIMEOUT,     /* the time limit was reached first */
    VERDICT_UNSUPPORTED, /* a construct or limit lhx does not handle */
    VERDICT_ERROR,       /* bad input: the function could not be checked */
    VERDICT_TERMINATION, /* a recursive call that defeats the termination metric (listed with the counterexamples) */
    VERDICT_COUNT
} Verdict;

/* The schema's name of v ("concrete", …); "?" for a value out of range. */
const char *verdict_name(Verdict v);
/* The verdict named s; false if s names none (or is NULL). */
bool verdict_parse(const char *s, Verdict *v);
/* A counterexample was found (concrete, abstract or termination). */
bool verdict_found(Verdict v);

/* The exit status a verdict means (diag.h's statuses): found 1, timeout or
 * unsupported 3, error 2, none 0. */
int verdict_status(Verdict v);
/* The exit status of a run with statuses a and b: the more telling one, in
 * the order found, limits (3), errors (2), nothing found (0). */
int status_combine(int a, int b);

#endif
