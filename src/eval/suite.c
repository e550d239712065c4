/* suite.c — see suite.h. */
#include "suite.h"
#include "progress.h"
#include "parts.h"
#include "runner.h"
#include "suite_report.h"
#include "../frontend/process.h"
#include "../util/diag.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define CHECK_ENV "LHX_EVAL_CHECK" /* as for the corpus: tests put a script there */

/* ---- The files ---------------------------------------------------------------------- */

static bool is_haskell(const char *name) {
    size_t n = strlen(name);
    return (n > 3 && strcmp(name + n - 3, ".hs") == 0) || (n > 4 && strcmp(name + n - 4, ".lhs") == 0);
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The module names a list file holds (one a line; blank lines and `--`
 * comments skipped), or NULL when there is no such file. */
static char **read_list(const char *path, size_t *n) {
    *n = 0;
    struct stat st;
    if (stat(path, &st) != 0) return NULL;
    StrBuf text;
    sb_init(&text);
    Diag d;
    diag_init(&d);
    char **names = NULL;
    if (read_file(path, &text, &d)) {
        names = xcalloc(1, sizeof *names);
        for (char *save = NULL, *line = strtok_r(text.data, "\n\r", &save); line; line = strtok_r(NULL, "\n\r", &save)) {
            while (*line == ' ' || *line == '\t') line++;
            size_t len = strcspn(line, " \t");
            if (len == 0 || strncmp(line, "--", 2) == 0) continue;
            line[len] = '\0';
            names = xrealloc(names, (*n + 1) * sizeof *names);
            names[(*n)++] = xstrdup(line);
        }
    }
    diag_clear(&d);
    sb_free(&text);
    return names;
}

/* Is file (Name.hs) one the list names (Name)? No list: every file is. */
static bool listed(char **list, size_t n, bool have_list, const char *file) {
    if (!have_list) return true;
    size_t stem = strcspn(file, ".");
    for (size_t i = 0; i < n; i++)
        if (strlen(list[i]) == stem && strncmp(list[i], file, stem) == 0) return true;
    return false;
}

/* Adds DIR/KIND's Haskell files (of the list, with listed_only). */
static bool add_kind(Suite *s, const char *dir, const char *kind, SuiteKind k, bool listed_only, StrBuf *err) {
    char *sub = str_format("%s/%s", dir, kind), *list_path = str_format("%s/%s.txt", dir, kind);
    size_t nlist = 0;
    char **list = listed_only ? read_list(list_path, &nlist) : NULL;
    DIR *d = opendir(sub);
    bool ok = d != NULL;
    if (!ok) sb_printf(err, "lhx: error: eval: %s: no such directory (a suite has pos/ and neg/)\n", sub);
    char **names = NULL;
    size_t n = 0;
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        if (is_haskell(e->d_name) && listed(list, nlist, list != NULL, e->d_name)) {
            names = xrealloc(names, (n + 1) * sizeof *names);
            names[n++] = xstrdup(e->d_name);
        }
    if (d) closedir(d);
    qsort(names, n, sizeof *names, by_name);
    s->files = xrealloc(s->files, (s->n + n + 1) * sizeof *s->files);
    for (size_t i = 0; i < n; i++) {
        SuiteFile *f = &s->files[s->n++];
        memset(f, 0, sizeof *f);
        f->path = str_format("%s/%s", sub, names[i]);
        f->name = names[i];
        f->kind = k;
    }
    free(names);
    for (size_t i = 0; i < nlist; i++) free(list[i]);
    free(list);
    free(sub);
    free(list_path);
    return ok;
}

bool suite_list(const char *dir, bool listed_only, Suite *s, StrBuf *err) {
    memset(s, 0, sizeof *s);
    s->dir = dir;
    bool pos = add_kind(s, dir, "pos", SUITE_POS, listed_only, err);
    bool neg = add_kind(s, dir, "neg", SUITE_NEG, listed_only, err);
    return pos && neg;
}

void suite_free(Suite *s) {
    for (size_t i = 0; i < s->n; i++) suite_file_free(&s->files[i]);
    free(s->files);
    memset(s, 0, sizeof *s);
}

/* ---- Running ------------------------------------------------------------------------- */

typedef struct SuiteRun {
    Suite *s;
    Progress progress;
} SuiteRun;

static void on_done(void *ctx, size_t i, RunOutput *out) {
    SuiteRun *r = ctx;
    SuiteFile *f = &r->s->files[i];
    suite_file_read_run(f, out);
    progress_done(&r->progress, suite_file_found_any(f));
}

static void on_tick(void *ctx) { progress_tick(&((SuiteRun *)ctx)->progress); }

/* lhx check FILE --json --timeout S --memory M */
static char **file_argv(const char *check, const SuiteFile *f, const EvalOptions *o) {
    char **argv = xcalloc(9, sizeof *argv);
    const char *fixed[] = {check, "check", f->path, "--json", "--timeout"};
    for (size_t i = 0; i < 5; i++) argv[i] = xstrdup(fixed[i]);
    argv[5] = str_format("%g", o->timeout_s);
    argv[6] = xstrdup("--memory");
    argv[7] = str_format("%ld", o->mem_mb);
    return argv;
}

static char *check_program(void) {
    const char *env = getenv(CHECK_ENV);
    if (env && *env) return xstrdup(env);
    char *self = process_self_path();
    if (!self) fputs("lhx: error: eval: cannot find lhx itself (/proc/self/exe)\n", stderr);
    return self;
}

static bool run_files(const EvalOptions *o, Suite *s, const char *check) {
    char ***argvs = xcalloc(s->n ? s->n : 1, sizeof *argvs);
    for (size_t i = 0; i < s->n; i++) argvs[i] = file_argv(check, &s->files[i], o);
    SuiteRun r = {s, {0}};
    progress_init(&r.progress, s->n, stderr);
    /* No RLIMIT_AS: lhx's own --memory holds the whole process (GHC runs
     * with its own heap limit). */
    RunLimits lim = {o->jobs, o->file_limit_s, 0};
    RunHooks hooks = {on_done, on_tick, r.progress.tty ? 0.5 : 1.0, &r};
    bool finished = runner_run((char **const *)argvs, s->n, &lim, &hooks);
    if (finished) progress_finish(&r.progress);
    for (size_t i = 0; i < s->n; i++) {
        for (char **a = argvs[i]; *a; a++) free(*a);
        free(argvs[i]);
    }
    free(argvs);
    return finished;
}

/* ---- Reports -------------------------------------------------------------------------- */

static bool write_text(const char *path, const StrBuf *text) {
    FILE *f = fopen(path, "w");
    bool ok = f && fwrite(text->data, 1, text->len, f) == text->len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) fprintf(stderr, "lhx: error: eval: cannot write %s\n", path);
    return ok;
}

static int write_reports(const EvalOptions *o, const Suite *s) {
    StrBuf err, table, csv;
    sb_init(&err), sb_init(&table), sb_init(&csv);
    int status = EXIT_NONE_FOUND;
    if (!eval_make_dirs(o->out, &err)) {
        fputs(sb_str(&err), stderr);
        status = EXIT_BAD_INPUT;
    } else {
        suite_report_table(s, o->timeout_s, &table);
        suite_report_csv(s, &csv);
        char *tp = str_format("%s/table.md", o->out), *cp = str_format("%s/results.csv", o->out);
        if (!write_text(tp, &table) || !write_text(cp, &csv)) status = EXIT_BAD_INPUT;
        else {
            fputs(sb_str(&table), stdout);
            printf("\n(written to %s and %s)\n", tp, cp);
        }
        free(tp), free(cp);
    }
    sb_free(&err), sb_free(&table), sb_free(&csv);
    return status;
}

int eval_suite(const EvalOptions *o) {
    Suite s;
    StrBuf err;
    sb_init(&err);
    int status = EXIT_BAD_INPUT;
    char *check = NULL;
    if (!suite_list(o->suite, o->listed, &s, &err)) fputs(sb_str(&err), stderr);
    else if ((check = check_program()) != NULL) {
        for (size_t i = 0; i < s.n; i++) suite_file_read_source(&s.files[i]);
        if (run_files(o, &s, check)) status = write_reports(o, &s);
        else {
            fprintf(stderr, "lhx: error: eval: interrupted\n");
            status = 130;
        }
    }
    free(check);
    suite_free(&s);
    sb_free(&err);
    return status;
}
