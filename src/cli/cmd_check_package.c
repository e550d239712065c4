/* cmd_check_package.c — `lhx check DIR` (a directory, a .cabal file or an
 * hie.yaml): every module of the package (src/project/package.h), in
 * dependency order, each checked by a child `lhx check FILE` — `--jobs N`
 * at a time, with a progress bar on a terminal — then a summary table.
 *
 * A child per module keeps each module's GHC run, time and memory limits
 * its own, as `lhx check FILE` has them, and lets modules run in
 * parallel. Each child prints its text report (shown here in module
 * order, as soon as the modules before it are done) and writes its JSON
 * document to a temporary file (the hidden --json-out), which gives the
 * verdicts for the summary; with --json the documents are gathered into
 * one (docs/json.md, "A package"). */
#include "check_package.h"
#include "../check/check.h"
#include "../eval/progress.h"
#include "../eval/runner.h"
#include "../frontend/process.h"
#include "../project/package.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* What is known about one module's check. */
typedef struct ModuleRun {
    bool finished, printed;
    int status;               /* the child's exit status */
    StrBuf out, err;          /* its text report and its messages */
    cJSON *doc;               /* its JSON document, or NULL if it wrote none */
    size_t verdicts[VERDICT_COUNT];
} ModuleRun;

typedef struct PackageRun {
    const Package *pkg;
    ModuleRun *runs;
    size_t next_print;        /* the first module not yet printed */
    bool json;
    char *tmp;                /* where the children's documents go */
    Progress progress;
    bool show_progress;
} PackageRun;

/* The child's JSON document file for module i. */
static char *doc_path(const PackageRun *r, size_t i) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s/%zu.json", r->tmp, i);
    return sb_take(&sb);
}

/* Reads module i's document and counts its verdicts. */
static void read_doc(PackageRun *r, size_t i) {
    ModuleRun *m = &r->runs[i];
    char *path = doc_path(r, i);
    StrBuf text;
    sb_init(&text);
    Diag d;
    diag_init(&d);
    if (read_file_max(path, RUN_MAX_OUTPUT, &text, &d)) m->doc = cJSON_Parse(sb_str(&text));
    diag_clear(&d);
    sb_free(&text);
    free(path);
    const cJSON *results = m->doc ? cJSON_GetObjectItemCaseSensitive(m->doc, "results") : NULL;
    const cJSON *res;
    cJSON_ArrayForEach(res, results) {
        Verdict v;
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(res, "verdict");
        if (verdict_parse(cJSON_IsString(name) ? name->valuestring : NULL, &v)) m->verdicts[v]++;
    }
}

/* Prints the finished modules whose predecessors are all printed. */
static void print_ready(PackageRun *r) {
    if (r->json) return;
    while (r->next_print < r->pkg->n && r->runs[r->next_print].finished) {
        ModuleRun *m = &r->runs[r->next_print];
        if (r->show_progress) fputs("\r\033[K", stderr); /* the bar is redrawn after */
        fputs(sb_str(&m->err), stderr);
        fputs(sb_str(&m->out), stdout);
        if (m->out.len) putchar('\n');
        fflush(stdout);
        m->printed = true;
        r->next_print++;
    }
}

/* The runner's hook: a module's child has finished. */
static void module_done(void *ctx, size_t i, RunOutput *out) {
    PackageRun *r = ctx;
    ModuleRun *m = &r->runs[i];
    m->finished = true;
    m->status = !out->started ? EXIT_UNSUPPORTED : out->exit_code >= 0 ? out->exit_code : EXIT_UNSUPPORTED;
    sb_puts(&m->out, sb_str(&out->out));
    sb_puts(&m->err, sb_str(&out->errout));
    if (!out->started) sb_printf(&m->err, "lhx: error: cannot run lhx for %s\n", r->pkg->modules[i].file);
    read_doc(r, i);
    print_ready(r);
    if (r->show_progress) progress_done(&r->progress, m->status == EXIT_FOUND);
}

static void tick(void *ctx) {
    PackageRun *r = ctx;
    if (r->show_progress) progress_tick(&r->progress);
}

/* The command line of module i's child: lhx check, the options given
 * (without the target and --jobs), --json-out, then the module. */
static char **child_argv(const PackageRun *r, const char *self, int argc, char **argv, const char *target, size_t i) {
    char **v = xcalloc((size_t)argc + 8, sizeof *v);
    size_t n = 0;
    v[n++] = xstrdup(self);
    v[n++] = xstrdup("check");
    for (int k = 1; k < argc; k++) {
        if (argv[k] == target || strcmp(argv[k], "--") == 0 || strcmp(argv[k], "--json") == 0) continue;
        if (strcmp(argv[k], "--jobs") == 0 || strcmp(argv[k], "-j") == 0) {
            k++;
            continue;
        }
        v[n++] = xstrdup(argv[k]);
    }
    v[n++] = xstrdup("--json-out");
    v[n++] = doc_path(r, i);
    v[n++] = xstrdup("--");
    v[n++] = xstrdup(r->pkg->modules[i].file);
    return v;
}

static void free_argv(char **v) {
    for (size_t i = 0; v && v[i]; i++) free(v[i]);
    free(v);
}

/* ---- The summary -------------------------------------------------------------- */

static void summary_text(const PackageRun *r, const char *target) {
    size_t total[VERDICT_COUNT] = {0}, functions = 0, failed = 0;
    int w = 6;
    for (size_t i = 0; i < r->pkg->n; i++)
        if ((int)strlen(r->pkg->modules[i].file) > w) w = (int)strlen(r->pkg->modules[i].file);
    printf("%s: %zu module%s", target, r->pkg->n, r->pkg->n == 1 ? "" : "s");
    if (r->pkg->name) printf(" of package %s", r->pkg->name);
    printf("\n  %-*s  functions", w, "module");
    for (int v = 0; v < VERDICT_COUNT; v++) printf("  %s", verdict_name((Verdict)v));
    putchar('\n');
    for (size_t i = 0; i < r->pkg->n; i++) {
        const ModuleRun *m = &r->runs[i];
        size_t n = 0;
        for (int v = 0; v < VERDICT_COUNT; v++) n += m->verdicts[v], total[v] += m->verdicts[v];
        functions += n;
        bool stopped = !n && m->status != EXIT_NONE_FOUND;
        failed += stopped;
        printf("  %-*s  %9zu", w, r->pkg->modules[i].file, n);
        for (int v = 0; v < VERDICT_COUNT; v++) printf("  %*zu", (int)strlen(verdict_name((Verdict)v)), m->verdicts[v]);
        printf("%s\n", stopped ? "  (not loaded: see its error)" : "");
    }
    printf("  %-*s  %9zu", w, "total", functions);
    for (int v = 0; v < VERDICT_COUNT; v++) printf("  %*zu", (int)strlen(verdict_name((Verdict)v)), total[v]);
    putchar('\n');
    if (failed) printf("%zu module%s could not be checked\n", failed, failed == 1 ? "" : "s");
}

static void summary_json(PackageRun *r, const char *target) {
    cJSON *doc = report_json_document("check", target, NULL, NULL);
    cJSON *all = cJSON_GetObjectItemCaseSensitive(doc, "results"), *modules = cJSON_CreateArray();
    size_t total[VERDICT_COUNT] = {0};
    for (size_t i = 0; i < r->pkg->n; i++) {
        ModuleRun *m = &r->runs[i];
        cJSON *mod = cJSON_CreateObject();
        cJSON_AddStringToObject(mod, "file", r->pkg->modules[i].file);
        cJSON_AddStringToObject(mod, "module", r->pkg->modules[i].name);
        cJSON_AddNumberToObject(mod, "status", m->status);
        cJSON *err = m->doc ? cJSON_DetachItemFromObjectCaseSensitive(m->doc, "error") : NULL;
        cJSON_AddItemToObject(mod, "error", err ? err : cJSON_CreateNull());
        cJSON *res = m->doc ? cJSON_DetachItemFromObjectCaseSensitive(m->doc, "results") : NULL;
        cJSON *item;
        cJSON_ArrayForEach(item, res) cJSON_AddItemToArray(all, cJSON_Duplicate(item, true));
        cJSON_AddItemToObject(mod, "results", res ? res : cJSON_CreateArray());
        cJSON_AddItemToArray(modules, mod);
        for (int v = 0; v < VERDICT_COUNT; v++) total[v] += m->verdicts[v];
    }
    cJSON_AddItemToObject(doc, "modules", modules);
    cJSON *sum = cJSON_CreateObject();
    cJSON_AddNumberToObject(sum, "modules", (double)r->pkg->n);
    for (int v = 0; v < VERDICT_COUNT; v++) cJSON_AddNumberToObject(sum, verdict_name((Verdict)v), (double)total[v]);
    cJSON_AddItemToObject(doc, "summary", sum);
    if (r->pkg->name) cJSON_AddStringToObject(doc, "package", r->pkg->name);
    char *text = cJSON_Print(doc);
    puts(text);
    free(text);
    cJSON_Delete(doc);
}

/* ---- The command ---------------------------------------------------------------- */

int check_package(const CheckOptions *o, int jobs, int argc, char **argv) {
    Diag d;
    diag_init(&d);
    Package pkg;
    if (!package_find(o->file, &pkg, &d)) {
        package_free(&pkg);
        return check_print_stop("check", o->file, o->json, &d);
    }
    char *self = process_self_path();
    PackageRun r = {.pkg = &pkg, .json = o->json, .tmp = make_temp_dir("lhx-package")};
    if (!self || !r.tmp) {
        diag_error(&d, EXIT_UNSUPPORTED, "cannot %s", self ? "create a temporary directory" : "find the lhx executable");
        free(self);
        free(r.tmp);
        package_free(&pkg);
        return check_print_stop("check", o->file, o->json, &d);
    }
    r.runs = xcalloc(pkg.n ? pkg.n : 1, sizeof *r.runs);
    char ***argvs = xcalloc(pkg.n ? pkg.n : 1, sizeof *argvs);
    for (size_t i = 0; i < pkg.n; i++) argvs[i] = child_argv(&r, self, argc, argv, o->file, i);
    r.show_progress = isatty(fileno(stderr)) && pkg.n > 1;
    if (r.show_progress) progress_init(&r.progress, pkg.n, stderr);
    RunLimits lim = {jobs, 0, 0};
    RunHooks hooks = {module_done, tick, 0.5, &r};
    bool whole = runner_run(argvs, pkg.n, &lim, &hooks);
    if (r.show_progress) fputs("\r\033[K", stderr);
    int status = EXIT_NONE_FOUND;
    for (size_t i = 0; i < pkg.n; i++) status = status_combine(status, r.runs[i].status);
    if (!pkg.n) {
        diag_error(&d, EXIT_BAD_INPUT, "%s holds no Haskell module (.hs or .lhs)", o->file);
        status = check_print_stop("check", o->file, o->json, &d);
    } else if (o->json) {
        summary_json(&r, o->file);
    } else {
        summary_text(&r, o->file);
    }
    if (!whole) status = EXIT_UNSUPPORTED;
    for (size_t i = 0; i < pkg.n; i++) {
        free_argv(argvs[i]);
        sb_free(&r.runs[i].out);
        sb_free(&r.runs[i].err);
        cJSON_Delete(r.runs[i].doc);
    }
    free(argvs);
    free(r.runs);
    remove_tree(r.tmp);
    free(r.tmp);
    free(self);
    package_free(&pkg);
    return status;
}
