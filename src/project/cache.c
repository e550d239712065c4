/* cache.c — see cache.h. */
#include "cache.h"
#include "package.h"
#include "../util/cleanup.h"
#include "../util/path.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* lhx's version, part of every key (a new lhx never reads an old cache). */
#define CACHE_FORMAT "lhx-cache-1"

/* ---- The modules a file imports ---------------------------------------------------- */

/* The file of module `name` in the project's source directories, or NULL. */
static char *module_file(const Project *p, const char *name) {
    StrBuf rel;
    sb_init(&rel);
    for (const char *s = name; *s; s++) sb_putc(&rel, *s == '.' ? '/' : *s);
    char *found = NULL;
    for (size_t i = 0; !found && i < p->include_dirs.n; i++) {
        static const char *const exts[] = {".hs", ".lhs"};
        for (size_t k = 0; !found && k < 2; k++) {
            StrBuf path;
            sb_init(&path);
            sb_printf(&path, "%s/%s%s", p->include_dirs.items[i], sb_str(&rel), exts[k]);
            if (access(sb_str(&path), R_OK) == 0) found = sb_take(&path);
            else sb_free(&path);
        }
    }
    sb_free(&rel);
    return found;
}

/* Adds the module in file and, transitively, the project modules it
 * imports to names, and their files to files. */
static void add_closure(const Project *p, const char *file, StrList *names, StrList *files, int depth) {
    PackageModule m = {.file = (char *)file};
    package_module_read(&m);
    if (strlist_has(names, m.name) || depth > 512) {
        free(m.name);
        strlist_free(&m.imports);
        return;
    }
    strlist_push(names, m.name);
    strlist_push(files, file);
    for (size_t i = 0; i < m.imports.n; i++) {
        if (strlist_has(names, m.imports.items[i])) continue;
        char *f = module_file(p, m.imports.items[i]);
        if (f) add_closure(p, f, names, files, depth + 1);
        free(f);
    }
    free(m.name);
    strlist_free(&m.imports);
}

/* ---- The directory ---------------------------------------------------------------- */

/* FNV-1a, 64 bits. */
static uint64_t hash_text(uint64_t h, const char *s) {
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return (h ^ 0xff) * 1099511628211ull; /* a separator, so "ab","c" differs from "a","bc" */
}

static uint64_t hash_mtime(uint64_t h, const char *path) {
    struct stat st;
    char t[64] = "-";
    if (stat(path, &st) == 0) snprintf(t, sizeof t, "%lld.%ld", (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
    return hash_text(h, t);
}

/* The cache's base directory (created), or NULL. */
static char *cache_base(void) {
    const char *own = getenv("LHX_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (own && (strcmp(own, "off") == 0 || !*own)) return NULL;
    char *base = own ? xstrdup(own) : xdg && *xdg ? path_join(xdg, "lhx") : home && *home ? path_join(home, ".cache/lhx") : NULL;
    if (!base) return NULL;
    char *parent = path_dir(base); /* ~/.cache itself may be missing */
    mkdir(parent, 0700);
    free(parent);
    if (mkdir(base, 0700) != 0 && errno != EEXIST) {
        free(base);
        return NULL;
    }
    return base;
}

typedef struct Aged {
    char *path;
    time_t used;
} Aged;

static int by_age(const void *a, const void *b) {
    const Aged *x = a, *y = b;
    return x->used < y->used ? -1 : x->used > y->used;
}

/* Keeps the CACHE_MAX_ENTRIES most recently used entries of base. */
static void evict(const char *base) {
    DIR *d = opendir(base);
    Aged *all = NULL;
    size_t n = 0, cap = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.') continue;
        char *path = path_join(base, e->d_name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) VEC_PUSH(all, n, cap, ((Aged){path, st.st_mtime}));
        else free(path);
    }
    if (d) closedir(d);
    if (n > CACHE_MAX_ENTRIES) {
        qsort(all, n, sizeof *all, by_age);
        for (size_t i = 0; i < n - CACHE_MAX_ENTRIES; i++) cleanup_remove_tree(all[i].path);
    }
    for (size_t i = 0; i < n; i++) free(all[i].path);
    free(all);
}

/* Is every module's Core in the entry newer than its source? */
static bool up_to_date(const CacheEntry *entry, const StrList *files) {
    for (size_t i = 0; i < entry->modules.n; i++) {
        StrBuf json;
        sb_init(&json);
        sb_printf(&json, "%s/json/%s.json", entry->dir, entry->modules.items[i]);
        struct stat js, src;
        bool newer = stat(sb_str(&json), &js) == 0 && stat(files->items[i], &src) == 0 &&
                     (js.st_mtim.tv_sec > src.st_mtim.tv_sec ||
                      (js.st_mtim.tv_sec == src.st_mtim.tv_sec && js.st_mtim.tv_nsec > src.st_mtim.tv_nsec));
        sb_free(&json);
        if (!newer) return false;
    }
    return entry->modules.n > 0;
}

void cache_entry(const Project *p, const char *file, const char *share, const char *ghc, CacheEntry *entry) {
    memset(entry, 0, sizeof *entry);
    char *abs = path_absolute(file);
    StrList files = {0};
    if (abs) add_closure(p, abs, &entry->modules, &files, 0);
    char *base = abs ? cache_base() : NULL;
    if (!base) {
        free(abs);
        strlist_free(&files);
        return;
    }
    uint64_t h = hash_text(1469598103934665603ull, CACHE_FORMAT);
    /* GHC records files as it is given them (relative to the current
     * directory): the spelling is part of the Core, so of the key */
    char *cwd = path_cwd();
    h = hash_text(h, cwd ? cwd : "?");
    free(cwd);
    h = hash_text(h, file);
    h = hash_text(h, share);
    h = hash_text(h, ghc ? ghc : "ghc"); /* another compiler (a PATH that finds another ghc): another entry */
    h = hash_text(h, getenv("PATH") ? getenv("PATH") : "");
    char pkgdb[4096];
    snprintf(pkgdb, sizeof pkgdb, "%s/pkgdb", share);
    h = hash_mtime(h, pkgdb); /* the plugin rebuilt: a new key */
    for (size_t i = 0; i < p->include_dirs.n; i++) h = hash_text(h, p->include_dirs.items[i]);
    for (size_t i = 0; i < p->ghc_args.n; i++) h = hash_text(h, p->ghc_args.items[i]);
    char name[32];
    snprintf(name, sizeof name, "%016llx", (unsigned long long)h);
    char *dir = path_join(base, name);
    bool fresh = mkdir(dir, 0700) == 0;
    if (fresh || errno == EEXIST) {
        utimensat(AT_FDCWD, dir, NULL, 0); /* used now: the last to be evicted */
        entry->dir = dir;
        entry->up_to_date = !fresh && up_to_date(entry, &files);
        if (fresh) evict(base);
    } else {
        free(dir);
    }
    free(base);
    free(abs);
    strlist_free(&files);
}

void cache_entry_free(CacheEntry *entry) {
    free(entry->dir);
    strlist_free(&entry->modules);
    memset(entry, 0, sizeof *entry);
}
