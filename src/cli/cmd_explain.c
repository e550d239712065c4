/* cmd_explain.c — `lhx explain FILE:LINE[:COL] [--json] [--timeout S]
 * [--max-depth N] [--spec FILE]…`: explains the top-level binder whose
 * source range holds the position, exactly as `lhx check FILE --function
 * NAME` does (the same text; the same JSON with "command": "explain").
 *
 * The position is what LiquidHaskell or an editor points at: often inside a
 * body, or at the `{-@ f :: … @-}` signature above it, so the binder is
 * found by its whole range (binder_range.h), not by its name's position. */
#include "../source/binder_range.h"
#include "check.h"
#include "commands.h"
#include "options.h"
#include "../util/diag.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char explain_usage[] =
    "usage: lhx explain FILE:LINE[:COL] [--json] [--timeout S] [--max-depth N] [--spec FILE]... [--stats]\n";

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
    for (int i = 1; i < argc; i++) {
        bool bad = false, taken = strcmp(argv[i], "--function") != 0 && check_parse_option(argc, argv, &i, o, &bad);
        if (taken && bad) return false;
        if (taken) continue;
        if (argv[i][0] == '-' || where) {
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

static void print_document(const CheckOptions *o, cJSON *results, const Diag *error) {
    cJSON *doc = report_json_document("explain", o->file, results, error);
    char *text = cJSON_Print(doc);
    puts(text);
    free(text);
    cJSON_Delete(doc);
}

/* Prints an error that stopped the command, in the requested form. */
static int stop(const CheckOptions *o, Diag *d) {
    if (o->json) print_document(o, NULL, d);
    return diag_report(d, stderr);
}

/* Explains f as `lhx check --function` would, with f's whole range as its span. */
static int explain(CheckSession *s, const CheckOptions *o, const BinderRanges *ranges, Global *f) {
    CheckResult r;
    check_function(s, o, f, &r);
    binder_range_span(&s->p, ranges, f, &r.range);
    if (r.error_line) fputs(r.error_line, stderr);
    if (o->json) {
        cJSON *results = cJSON_CreateArray();
        cJSON_AddItemToArray(results, report_json(s, &r));
        print_document(o, results, NULL);
    } else {
        StrBuf sb;
        sb_init(&sb);
        report_text(s, &r, &sb);
        fputs(sb_str(&sb), stdout);
        sb_free(&sb);
        if (o->stats && r.searched) print_stats(&r.search, stderr);
    }
    int status = check_status(&r, 1);
    check_result_free(&r);
    return status;
}

/* The binder at pos, or NULL with d set. The text is read first, so that a
 * position outside every binder is reported without running GHC; *opened
 * tells whether the session was opened (and must be closed). */
static Global *find_binder(CheckSession *s, const CheckOptions *o, const Position *pos, BinderRanges *ranges,
                           bool *opened, Diag *d) {
    *opened = false;
    if (!binder_ranges_read(pos->file, ranges, d)) return NULL;
    Global *f = NULL;
    if (binder_range_at(ranges, pos->line)) {
        *opened = true;
        if (check_session_open(s, o, d)) f = binder_at_line(&s->p, s->module, ranges, pos->line);
    }
    if (!f && !d->set)
        diag_error_at(d, EXIT_BAD_INPUT, pos->file, pos->line, pos->col, "no top-level binder at this position");
    return f;
}

int cmd_explain(int argc, char **argv) {
    CheckOptions o;
    Position pos = {0};
    if (!parse_args(argc, argv, &o, &pos)) {
        fputs(explain_usage, stderr);
        free(o.specs);
        free(pos.file);
        return EXIT_BAD_INPUT;
    }
    Diag d;
    diag_init(&d);
    CheckSession s;
    BinderRanges ranges;
    bool opened;
    Global *f = find_binder(&s, &o, &pos, &ranges, &opened, &d);
    int status = f ? explain(&s, &o, &ranges, f) : stop(&o, &d);
    binder_ranges_free(&ranges);
    if (opened) check_session_close(&s);
    free(o.specs);
    free(pos.file);
    return status;
}
