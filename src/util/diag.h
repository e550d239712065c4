/* diag.h — errors as values.
 *
 * Library code (loader, frontend, later the spec parser) never prints or
 * exits: it fills a Diag and returns false, and the CLI decides how to show
 * it. The exit status is part of the diagnostic because the product promises
 * a distinct status per kind of failure. */
#ifndef LHX_DIAG_H
#define LHX_DIAG_H

#include <stdbool.h>
#include <stdio.h>

/* Exit statuses of the lhx command (see README). */
enum {
    EXIT_NONE_FOUND = 0,   /* no counterexample / success */
    EXIT_FOUND = 1,        /* counterexamples found */
    EXIT_BAD_INPUT = 2,    /* bad input or usage */
    EXIT_UNSUPPORTED = 3,  /* unsupported construct or internal limit */
};

typedef struct Diag {
    bool set;
    int status;    /* one of the EXIT_ codes */
    char *file;    /* NULL: no position */
    int line, col; /* 0 when unknown */
    char *msg;     /* owned */
} Diag;

void diag_init(Diag *d);
void diag_clear(Diag *d);
/* Records the first error only: later ones are usually consequences. Returns false. */
bool diag_error(Diag *d, int status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool diag_error_at(Diag *d, int status, const char *file, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* `file:line:col: error: msg` or `lhx: error: msg`, to out. */
void diag_print(const Diag *d, FILE *out);
/* Prints d, clears it, and returns its exit status (what a command does
 * with an error). */
int diag_report(Diag *d, FILE *out);

#endif
