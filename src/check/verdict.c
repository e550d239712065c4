/* verdict.c — see verdict.h. */
#include "verdict.h"
#include "../util/diag.h"

#include <string.h>

static const char *const verdict_names[VERDICT_COUNT] = {"concrete", "abstract", "none", "timeout", "unsupported",
                                                         "error",    "termination"};

const char *verdict_name(Verdict v) { return v < VERDICT_COUNT ? verdict_names[v] : "?"; }

bool verdict_parse(const char *s, Verdict *v) {
    for (int i = 0; i < VERDICT_COUNT; i++)
        if (s && strcmp(s, verdict_names[i]) == 0) return *v = (Verdict)i, true;
    return false;
}

bool verdict_found(Verdict v) { return v == VERDICT_CONCRETE || v == VERDICT_ABSTRACT || v == VERDICT_TERMINATION; }

int verdict_status(Verdict v) {
    switch (v) {
    case VERDICT_CONCRETE:
    case VERDICT_ABSTRACT:
    case VERDICT_TERMINATION: return EXIT_FOUND;
    case VERDICT_TIMEOUT:
    case VERDICT_UNSUPPORTED: return EXIT_UNSUPPORTED;
    case VERDICT_ERROR: return EXIT_BAD_INPUT;
    default: return EXIT_NONE_FOUND;
    }
}

int status_combine(int a, int b) {
    static const int rank[] = {0, 3, 1, 2}; /* by status: none, found, bad input, unsupported */
    return rank[a] >= rank[b] ? a : b;
}
