/* cmd_explain.c — `lhx explain FILE:LINE[:COL] [--json] [--timeout S]
 * [--max-depth N] [--spec FILE]…`: explains the top-level binder whose
 * source range holds the position, exactly as `lhx check FILE --function
 * NAME` does (the same text; the same JSON with "command": "explain").
 *
 * The position is what LiquidHaskell or an editor points at: often inside a
 * body, or at the `{-@ f :: … @-}` signature above it, so the binder is
 * found by its whole range (the session's binder ranges), not by its name's
 * position. The work is the check pipeline's (src/check/check.h). */
#include "check_options.h"
#include "commands.h"
#include "../help/help.h"
#include "../util/diag.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Position {
    char *file; /* malloc'd */
    int line, col;
} Position;

/* Digits only (at most 9): their value; -1 if not. */
static int number_of(const char *s, size_t n) {
    if (n == 0 || n > 9) return -1;
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

/* FILE:LINE[:COL], from 1. A file name may hold colons itself, so the
 * numbers are taken from the right: FILE:LINE:COL when the last two parts
 * are numbers. */
static bool parse_position(const char *arg, Position *pos) {
    const char *last = strrchr(arg, ':');
    if (!last || last == arg) return false;
    pos->line = number_of(last + 1, strlen(last + 1));
    pos->col = 1;
    const char *prev = last - 1;
    while (prev > arg && *prev != ':') prev--;
    int line = *prev == ':' ? number_of(prev + 1, (size_t)(last - prev - 1)) : -1;
    if (line >= 0) pos->col = pos->line, pos->line = line, last = prev;
    if (last == arg || pos->line <= 0 || pos->col <= 0) return false;
    pos->file = xmalloc((size_t)(last - arg) + 1);
    memcpy(pos->file, arg, (size_t)(last - arg));
    pos->file[last - arg] = '\0';
    return true;
}

static bool parse_args(int argc, char **argv, CheckOptions *o, Position *pos) {
    check_default_options(o);
    const char *where = NULL;
    bool files_only = false; /* after `--`, a file name may start with '-' */
    for (int i = 1; i < argc; i++) {
        bool bad = false, taken = !files_only && strcmp(argv[i], "--function") != 0 &&
                                  check_parse_option(argc, argv, &i, o, &bad);
        if (taken && bad) return false;
        if (taken) continue;
        if (!files_only && strcmp(argv[i], "--") == 0) {
            files_only = true;
            continue;
        }
        if ((argv[i][0] == '-' && !files_only) || where) {
            fprintf(stderr, "lhx: error: unexpected argument '%s'\n", argv[i]);
            return false;
        }
        where = argv[i];
    }
    if (!where) {
        fputs("lhx: error: no position to explain\n", stderr);
        return false;
    }
    if (!parse_position(where, pos)) {
        fprintf(stderr, "lhx: error: malformed position '%s' (expected FILE:LINE[:COL], from 1)\n", where);
        return false;
    }
    o->file = pos->file;
    return true;
}

/* The binder at pos, or NULL with d set. The text is read first, so that a
 * position outside every binder is reported without running GHC. */
static Global *find_binder(CheckSession *s, const CheckOptions *o, const Position *pos, Diag *d) {
    if (!check_session_read_source(s, pos->file, d)) return NULL;
    Global *f = NULL;
    if (check_source_has_binder_at(s, pos->line) && check_session_open(s, o, d)) f = check_target_at(s, pos->line);
    if (!f && !d->set)
        diag_error_at(d, EXIT_BAD_INPUT, pos->file, pos->line, pos->col, "no top-level binder at this position");
    return f;
}

int cmd_explain(int argc, char **argv) {
    CheckOptions o;
    Position pos = {0};
    if (!parse_args(argc, argv, &o, &pos)) {
        help_print_usage("explain", stderr);
        check_options_free(&o);
        free(pos.file);
        return EXIT_BAD_INPUT;
    }
    Diag d;
    diag_init(&d);
    CheckSession s;
    check_session_init(&s);
    Global *f = find_binder(&s, &o, &pos, &d);
    int status = f ? check_run(&s, &o, &f, 1, "explain") : check_print_stop("explain", o.file, o.json, &d);
    check_session_close(&s);
    check_options_free(&o);
    free(pos.file);
    return status;
}
