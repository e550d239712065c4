/* eval_merge.c — `lhx eval [MANIFEST] --merge PARTS [--out DIR]`: the
 * reports from part files written by jobs (jobs.h), identical to those of
 * one run over the same units (up to the measured times). Parts of good-file
 * checks are used when present; every entry must have its part, else the
 * reports are still written but the status says they are incomplete. */
#include "eval_modes.h"
#include "parts.h"
#include "report.h"
#include "../util/diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* PARTS, or PARTS/parts when given the output directory of the jobs. */
static char *parts_dir(const char *dir) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s/parts", dir);
    struct stat st;
    if (stat(sb_str(&sb), &st) != 0 || !S_ISDIR(st.st_mode)) sb_clear(&sb), sb_puts(&sb, dir);
    return sb_take(&sb);
}

static int id_cmp(const void *key, const void *o) { return strcmp(key, ((const Outcome *)o)->id); }

/* os is sorted by id (parts_read). */
static bool has_outcome(const Outcome *os, size_t n, const char *id) {
    return n && bsearch(id, os, n, sizeof *os, id_cmp) != NULL;
}

/* Reports (on stderr) the entries with no part; true if there are none. */
static bool check_complete(const Manifest *m, const Outcome *os, size_t n, const char *dir) {
    size_t missing = 0;
    StrBuf first;
    sb_init(&first);
    for (size_t i = 0; i < m->n; i++) {
        if (has_outcome(os, n, m->entries[i].id)) continue;
        if (missing++ < 5) sb_printf(&first, "%s%s", missing > 1 ? ", " : "", m->entries[i].id);
    }
    if (missing)
        fprintf(stderr, "lhx: error: eval: %zu of %zu entries have no part in %s (%s%s); the reports leave them out\n",
                missing, m->n, dir, sb_str(&first), missing > 5 ? ", ..." : "");
    sb_free(&first);
    return missing == 0;
}

int eval_merge(const EvalOptions *o, const Manifest *m) {
    Plan plan;
    plan_build(m, true, &plan);
    char *dir = parts_dir(o->merge);
    Outcome *os = NULL;
    size_t n = 0;
    StrBuf warn, err;
    sb_init(&warn), sb_init(&err);
    bool ok = parts_read(dir, &plan, &os, &n, &warn, &err);
    fputs(sb_str(&warn), stderr);
    fputs(sb_str(&err), stderr);
    int status = EXIT_BAD_INPUT;
    if (ok) {
        bool complete = check_complete(m, os, n, dir);
        status = eval_write_reports(o->out, m, os, n);
        if (!complete) status = EXIT_BAD_INPUT;
    }
    for (size_t i = 0; i < n; i++) outcome_free(&os[i]);
    free(os), free(dir);
    sb_free(&warn), sb_free(&err);
    plan_free(&plan);
    return status;
}
