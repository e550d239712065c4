/* ghc.c — see ghc.h. */
#define _GNU_SOURCE
#include "ghc.h"
#include "process.h"
#include "trust.h"
#include "../core/link.h"
#include "../core/loader.h"
#include "../util/clock.h"
#include "../core/primitives.h"
#include "../util/file.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PRELUDE_BATCH = 24 };

/* Does dir hold lhx's support files (their package database)? */
static bool holds_support_files(const char *dir) {
    char pkgdb[PATH_MAX + 16];
    struct stat st;
    int n = snprintf(pkgdb, sizeof pkgdb, "%s/pkgdb", dir);
    return n > 0 && (size_t)n < sizeof pkgdb && stat(pkgdb, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The share directory beside the executable: share/ next to it (the build
 * tree: build/lhx, build/share), else ../share/lhx from it when that holds
 * the support files (an installation: PREFIX/bin/lhx, PREFIX/share/lhx). */
static void share_beside_executable(char *buf, size_t size) {
    char exe[PATH_MAX], installed[PATH_MAX + 16];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        snprintf(buf, size, "share");
        return;
    }
    exe[n] = '\0';
    const char *dir = dirname(exe);
    snprintf(buf, size, "%s/share", dir);
    snprintf(installed, sizeof installed, "%s/../share/lhx", dir);
    char *resolved = !holds_support_files(buf) && holds_support_files(installed) ? realpath(installed, NULL) : NULL;
    if (resolved) snprintf(buf, size, "%s", resolved);
    free(resolved);
}

const char *ghc_share_dir(const GhcOptions *opt) {
    static char buf[PATH_MAX]; /* computed once; lhx is single-threaded */
    if (opt && opt->share_dir) return opt->share_dir;
    const char *env = getenv("LHX_SHARE");
    if (env && *env) return env;
    if (!buf[0]) share_beside_executable(buf, sizeof buf);
    return buf;
}

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* ---- The stop list ---------------------------------------------------- */

/* The IO machinery behind `main`: the real definitions run on GHC's
 * Handles (MVars, buffers, the RTS) and would double the size of every core
 * file. The prelude models those a program uses (print, putStrLn, getLine,
 * …: prelude/models/Lhx/Model/System/IO.hs); a binder that reaches one
 * without a model cannot be executed (lhx says so). */
static const char *const io_entry_points[] = {
    "GHC.TopHandler.runMainIO", "System.IO.print", "System.IO.putStrLn", "System.IO.putStr",
    "System.IO.getLine", "System.IO.readLn", "System.IO.interact", "System.IO.getContents",
    "GHC.IO.Handle.Text.hPutStr", "GHC.IO.Handle.Text.hPutStrLn",
};

/* Names the plugin must not follow: every original a prelude model replaces,
 * every function the engine implements, and the IO entry points. */
static bool write_stop_list(const char *path, const Program *prelude, Diag *diag) {
    FILE *f = fopen(path, "w");
    if (!f) return diag_error(diag, EXIT_UNSUPPORTED, "cannot write %s: %s", path, strerror(errno));
    for (size_t i = 0; i < sizeof io_entry_points / sizeof *io_entry_points; i++)
        fprintf(f, "%s\n", io_entry_points[i]);
    int n;
    const PrimInfo *prims = prim_table(&n);
    for (int i = 0; i < n; i++)
        if (prims[i].kind == PRIM_FUNCTION) fprintf(f, "%s\n", prims[i].name);
    for (uint32_t i = 0; prelude && i < prelude->nmodules; i++) {
        const Module *m = prelude->modules[i];
        for (uint32_t j = 0; j < m->nbinds; j++) {
            char orig[1024];
            if (model_original_name(sym_str(&prelude->syms, m->binds[j]->var->id), orig, sizeof orig))
                fprintf(f, "%s\n", orig);
        }
    }
    bool ok = fclose(f) == 0;
    return ok ? true : diag_error(diag, EXIT_UNSUPPORTED, "cannot write %s", path);
}

/* ---- Running GHC ------------------------------------------------------ */

/* GHC's command line: copies of the words, NULL-terminated in v. */
typedef struct Argv {
    char **v;
    size_t n, cap;
} Argv;

static void arg(Argv *a, const char *s) {
    VEC_RESERVE(a->v, a->cap, a->n + 2);
    a->v[a->n++] = xstrdup(s);
    a->v[a->n] = NULL;
}

static void argf(Argv *a, const char *fmt, const char *x) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, fmt, x);
    arg(a, sb_str(&sb));
    sb_free(&sb);
}

static void argv_free(Argv *a) {
    for (size_t i = 0; i < a->n; i++) free(a->v[i]);
    free(a->v);
}

/* GHC's command for compiling with lhx's plugin. Objects and interfaces go
 * to outdir, GHC's temporary files to tmp; every module is compiled again
 * unless reuse (a persistent cache: GHC's recompilation check decides). */
static void ghc_command(Argv *a, const GhcOptions *opt, const char *share, const char *json_dir,
                        const char *stop_file, const char *outdir, const char *tmp, bool reuse) {
    arg(a, opt && opt->ghc ? opt->ghc : "ghc");
    if (opt && opt->heap_mb > 0) {
        char heap[32];
        snprintf(heap, sizeof heap, "-M%ldm", opt->heap_mb);
        arg(a, "+RTS"), arg(a, heap), arg(a, "-RTS");
    }
    const char *fixed[] = {"--make", "-no-link", "-O0", "-fno-ignore-interface-pragmas", "-dno-typeable-binds",
                           "-v0", "-w", "-plugin-package", "lhx-support",
                           "-package", "lhx-support", "-fplugin=Lhx.Plugin"};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) arg(a, fixed[i]);
    if (!reuse) arg(a, "-fforce-recomp");
    argf(a, "-package-db=%s/pkgdb", share);
    argf(a, "-fplugin-opt=Lhx.Plugin:out=%s", json_dir);
    argf(a, "-fplugin-opt=Lhx.Plugin:stop=%s", stop_file);
    /* GHC's own temporary files inside lhx's directory, so that removing it
     * leaves nothing behind, even when GHC was killed. */
    argf(a, "-outputdir=%s", outdir);
    argf(a, "-tmpdir=%s", tmp);
}

/* Signs in GHC's output that it ran out of memory (its runtime's messages)
 * rather than rejected the program. */
static const char *const memory_signs[] = {"Heap exhausted", "out of memory", "failed to create OS thread",
                                           "Cannot allocate memory", "memory allocation failed", "mmap"};

static const char *memory_sign(const char *out) {
    for (size_t i = 0; i < sizeof memory_signs / sizeof *memory_signs; i++)
        if (strstr(out, memory_signs[i])) return memory_signs[i];
    return NULL;
}

/* The diagnostic for GHC's failure, told apart by how it ended: a program
 * GHC rejects is bad input (its messages say why); running out of time or
 * memory, a crash, or any other failure is not the program's fault. */
static void ghc_failure(const ProcResult *r, const char *out, const Argv *a, const GhcOptions *opt, const char *what,
                        Diag *diag) {
    const char *mem = memory_sign(out);
    if (!r->started)
        diag_error(diag, EXIT_UNSUPPORTED, "cannot run %s: %s (install GHC: `make deps`)", a->v[0], strerror(r->err));
    else if (r->timed_out)
        diag_error(diag, EXIT_UNSUPPORTED, "GHC did not finish compiling %s within %g s (the time limit)", what,
                   opt->timeout_s);
    else if (r->signal)
        diag_error(diag, EXIT_UNSUPPORTED, "GHC crashed compiling %s (killed by signal %d: %s)", what, r->signal,
                   strsignal(r->signal));
    else if (r->exit_code == 251 || mem)
        diag_error(diag, EXIT_UNSUPPORTED, "GHC ran out of memory compiling %s (%s%s)", what,
                   opt && opt->heap_mb ? "its heap limit follows --memory; " : "", mem ? mem : "heap exhausted");
    else if (strstr(out, "panic!"))
        diag_error(diag, EXIT_UNSUPPORTED, "GHC crashed compiling %s (a GHC panic; its messages are above)", what);
    else if (strstr(out, "error:") || strstr(out, "error]"))
        diag_error(diag, EXIT_BAD_INPUT, "GHC rejected %s (its messages are above)", what);
    else
        diag_error(diag, EXIT_UNSUPPORTED, "GHC failed compiling %s (exit status %d%s)", what, r->exit_code,
                   *out ? "; its messages are above" : ", without a message");
}

static bool run_ghc(Argv *a, const GhcOptions *opt, const char *what, Diag *diag) {
    StrBuf out;
    sb_init(&out);
    double start = clock_seconds();
    ProcResult r = process_run(a->v, opt ? opt->timeout_s : 0, &out);
    if (opt && opt->ghc_seconds) *opt->ghc_seconds += clock_seconds() - start;
    bool ok = r.started && !r.timed_out && r.exit_code == 0;
    if (out.len) fputs(sb_str(&out), stderr);
    if (!ok) ghc_failure(&r, sb_str(&out), a, opt, what, diag);
    sb_free(&out);
    return ok;
}

/* ---- Loading ---------------------------------------------------------- */

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The .json files of a directory, sorted (so loading is deterministic). */
static char **list_json(const char *dir, size_t *n) {
    char **names = NULL;
    size_t cap = 0;
    *n = 0;
    DIR *d = opendir(dir);
    if (!d) return NULL;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!ends_with(e->d_name, ".json")) continue;
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        char *path = xmalloc(len);
        snprintf(path, len, "%s/%s", dir, e->d_name);
        VEC_PUSH(names, *n, cap, path);
    }
    closedir(d);
    qsort(names, *n, sizeof *names, cmp_str);
    return names;
}

static void free_list(char **names, size_t n) {
    for (size_t i = 0; i < n; i++) free(names[i]);
    free(names);
}

/* Loads one JSON file the plugin wrote for the user's program. It is named
 * in messages by its module, never by its temporary path (which is gone by
 * the time the message is read); what the program itself is blamed for
 * carries a position in the user's source instead. */
static bool load_user_module(Program *p, const char *path, Diag *diag) {
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    StrBuf what, text;
    sb_init(&what);
    sb_init(&text);
    sb_printf(&what, "the core of module %.*s (written by lhx's plugin)", (int)(strlen(base) - strlen(".json")), base);
    bool ok = read_file_max(path, FILE_MAX_CORE, &text, diag) &&
              load_core_buffer(p, sb_str(&text), text.len, sb_str(&what), false, diag) != NULL;
    sb_free(&what);
    sb_free(&text);
    return ok;
}

static bool load_dir(Program *p, const char *dir, bool is_prelude, Diag *diag) {
    size_t n;
    char **files = list_json(dir, &n);
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++)
        ok = is_prelude ? load_core_file(p, files[i], true, diag) != NULL : load_user_module(p, files[i], diag);
    free_list(files, n);
    return ok;
}

/* Puts the module compiled from `file` first among the user's modules, so
 * that program_main_module() finds it. */
static void main_module_first(Program *p, const char *file) {
    for (uint32_t i = 0; i < p->nmodules; i++) {
        Module *m = p->modules[i];
        if (m->is_prelude || strcmp(m->file, file) != 0) continue;
        uint32_t first = 0;
        while (first < p->nmodules && p->modules[first]->is_prelude) first++;
        p->modules[i] = p->modules[first];
        p->modules[first] = m;
        return;
    }
}

static bool check_input(const char *file, const char *share, Diag *diag) {
    if (!file_check_regular(file, FILE_MAX_SOURCE, diag)) return false;
    if (!ends_with(file, ".hs") && !ends_with(file, ".lhs"))
        return diag_error(diag, EXIT_BAD_INPUT, "%s: expected a Haskell file (.hs or .lhs)", file);
    if (!holds_support_files(share))
        return diag_error(diag, EXIT_UNSUPPORTED, "lhx's support files are missing from %s (run `make`, or set LHX_SHARE)",
                          share);
    return true;
}

/* Where one compilation keeps things: a temporary directory's, or the
 * persistent cache's (GhcOptions.cache_dir). */
typedef struct Places {
    char json[PATH_MAX], stop[PATH_MAX], obj[PATH_MAX];
    bool cached;
} Places;

/* mkdir -p for one level below an existing directory. */
static bool make_dir(const char *path, Diag *diag) {
    if (mkdir(path, 0700) == 0 || errno == EEXIST) return true;
    return diag_error(diag, EXIT_UNSUPPORTED, "cannot create %s: %s", path, strerror(errno));
}

static bool places_init(Places *pl, const GhcOptions *opt, const char *tmp, Diag *diag) {
    const char *base = opt && opt->cache_dir ? opt->cache_dir : tmp;
    pl->cached = opt && opt->cache_dir;
    snprintf(pl->json, sizeof pl->json, "%s/json", base);
    snprintf(pl->stop, sizeof pl->stop, "%s/stop.txt", base);
    snprintf(pl->obj, sizeof pl->obj, "%s/obj", base);
    return make_dir(pl->json, diag) && make_dir(pl->obj, diag);
}

/* Runs GHC on file with the plugin. */
static bool compile(const char *file, const GhcOptions *opt, const Places *pl, const char *tmp, bool reuse, Diag *diag) {
    const char *share = ghc_share_dir(opt);
    char src_dir[PATH_MAX];
    snprintf(src_dir, sizeof src_dir, "%s", file);
    Argv a = {0};
    ghc_command(&a, opt, share, pl->json, pl->stop, pl->obj, tmp, reuse);
    arg(&a, "-i"); /* forget the current directory: it may hold modules named like lhx's own */
    if (opt && opt->ninclude_dirs)
        for (size_t i = 0; i < opt->ninclude_dirs; i++) argf(&a, "-i%s", opt->include_dirs[i]);
    else
        argf(&a, "-i%s", dirname(src_dir));
    for (size_t i = 0; opt && i < opt->nargs; i++) arg(&a, opt->args[i]);
    /* GHC 9.0 has no `--`: a relative name that starts with '-' gets ./ */
    if (file[0] == '-') argf(&a, "./%s", file);
    else arg(&a, file);
    bool ok = run_ghc(&a, opt, file, diag);
    argv_free(&a);
    return ok;
}

/* The file of module's Core in the places' JSON directory, into path;
 * whether it is there. */
static bool module_core(const Places *pl, const char *module, char *path, size_t size) {
    snprintf(path, size, "%s/%s.json", pl->json, module);
    return access(path, R_OK) == 0;
}

/* Has the cache the Core of every module opt names (after GHC has run)? */
static bool cache_complete(const Places *pl, const GhcOptions *opt) {
    char path[2 * PATH_MAX];
    for (size_t i = 0; i < opt->nmodules; i++)
        if (!module_core(pl, opt->modules[i], path, sizeof path)) return false;
    return true;
}

/* Loads the user's modules' Core: every file the plugin wrote, or from a
 * cache only the modules opt names (the cache also holds modules the
 * program no longer imports). */
static bool load_user_modules(Program *p, const Places *pl, const GhcOptions *opt, Diag *diag) {
    if (!pl->cached || !opt->nmodules) return load_dir(p, pl->json, false, diag);
    bool ok = true;
    char path[2 * PATH_MAX];
    for (size_t i = 0; i < opt->nmodules && ok; i++)
        if (module_core(pl, opt->modules[i], path, sizeof path)) ok = load_user_module(p, path, diag);
    return ok;
}

/* Takes the cache directory's lock (released by closing the result; -1
 * when it cannot be had: the compilation goes on unprotected). */
static int lock_cache(const char *dir) {
    char path[PATH_MAX + 8];
    snprintf(path, sizeof path, "%s/lock", dir);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0 && flock(fd, LOCK_EX) != 0) close(fd), fd = -1;
    return fd;
}

static bool compile_and_load(const char *file, const GhcOptions *opt, const char *tmp, Program *p, Diag *diag) {
    const char *share = ghc_share_dir(opt);
    char prelude_dir[PATH_MAX];
    snprintf(prelude_dir, sizeof prelude_dir, "%s/prelude", share);
    Places pl;
    if (!places_init(&pl, opt, tmp, diag)) return false;
    int lock = pl.cached ? lock_cache(opt->cache_dir) : -1; /* one lhx at a time per cache entry */
    if (!load_dir(p, prelude_dir, true, diag)) return false;
    if (!write_stop_list(pl.stop, p, diag)) return false;
    /* up to date: the cache entry (src/project/cache.c) saw every module's Core newer than its source */
    bool ok = (pl.cached && opt->cache_up_to_date) || compile(file, opt, &pl, tmp, pl.cached, diag);
    /* a cache whose Core files were removed while GHC's interfaces stayed */
    if (ok && pl.cached && !cache_complete(&pl, opt)) ok = compile(file, opt, &pl, tmp, false, diag);
    ok = ok && load_user_modules(p, &pl, opt, diag);
    if (lock >= 0) close(lock);
    if (ok && !program_main_module(p))
        ok = diag_error(diag, EXIT_UNSUPPORTED, "the plugin wrote no core for %s", file);
    if (ok) main_module_first(p, file);
    return ok && link_program(p, diag);
}

bool ghc_load_program(const char *file, const GhcOptions *opt, Program *p, Diag *diag) {
    const char *share = ghc_share_dir(opt);
    errno = 0;
    if (!check_input(file, share, diag)) return false;
    if (opt && opt->no_th && !trust_check_no_th(file, diag)) return false;
    char *tmp = make_temp_dir("lhx");
    if (!tmp) return diag_error(diag, EXIT_UNSUPPORTED, "cannot create a temporary directory: %s", strerror(errno));
    bool ok = compile_and_load(file, opt, tmp, p, diag);
    if (opt && opt->keep_temp) fprintf(stderr, "lhx: kept %s\n", tmp), keep_temp_dir(tmp);
    else remove_tree(tmp);
    free(tmp);
    return ok;
}

bool ghc_load_core_json(const char *json_file, const GhcOptions *opt, Program *p, Diag *diag) {
    char prelude_dir[PATH_MAX];
    snprintf(prelude_dir, sizeof prelude_dir, "%s/prelude", ghc_share_dir(opt));
    if (!load_dir(p, prelude_dir, true, diag)) return false;
    if (!load_core_file(p, json_file, false, diag)) return false;
    return link_program(p, diag);
}

/* Every .hs file under dir (recursively), as paths. */
static void find_sources(const char *dir, char ***out, size_t *n, size_t *cap) {
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        char *path = xmalloc(len);
        snprintf(path, len, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
            find_sources(path, out, n, cap);
            free(path);
        } else if (ends_with(path, ".hs")) {
            VEC_PUSH(*out, *n, *cap, path);
        } else {
            free(path);
        }
    }
    closedir(d);
}

bool ghc_build_prelude(const char *src_dir, const char *out_dir, const GhcOptions *opt, Diag *diag) {
    const char *share = ghc_share_dir(opt);
    char **srcs = NULL;
    size_t n = 0, cap = 0;
    find_sources(src_dir, &srcs, &n, &cap);
    if (n == 0) return diag_error(diag, EXIT_BAD_INPUT, "no Haskell sources under %s", src_dir);
    qsort(srcs, n, sizeof *srcs, cmp_str);
    char *tmp = make_temp_dir("lhx-prelude");
    bool ok = tmp != NULL;
    if (!ok) diag_error(diag, EXIT_UNSUPPORTED, "cannot create a temporary directory");
    char stop[PATH_MAX];
    if (ok) {
        snprintf(stop, sizeof stop, "%s/stop.txt", tmp);
        mkdir(out_dir, 0755);
        ok = write_stop_list(stop, NULL, diag);
    }
    for (size_t i = 0; ok && i < n; i += PRELUDE_BATCH) {
        Argv a = {0};
        char obj[PATH_MAX];
        snprintf(obj, sizeof obj, "%s/obj", tmp);
        ghc_command(&a, opt, share, out_dir, stop, obj, tmp, false);
        arg(&a, "-i");
        argf(&a, "-i%s", src_dir);
        for (size_t j = i; j < n && j < i + PRELUDE_BATCH; j++) arg(&a, srcs[j]);
        ok = run_ghc(&a, opt, src_dir, diag);
        argv_free(&a);
    }
    if (tmp) remove_tree(tmp), free(tmp);
    free_list(srcs, n);
    return ok;
}
