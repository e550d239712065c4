/* package.c — see package.h. */
#include "package.h"
#include "cabal.h"
#include "../source/source.h"
#include "../util/path.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool package_is_target(const char *target) {
    struct stat st;
    if (stat(target, &st) == 0 && S_ISDIR(st.st_mode)) return true;
    return path_has_suffix(target, ".cabal") || strcmp(path_base(target), "hie.yaml") == 0;
}

/* ---- The files ---------------------------------------------------------------- */

static bool skipped_dir(const char *name) {
    return name[0] == '.' || strcmp(name, "dist") == 0 || strcmp(name, "dist-newstyle") == 0 ||
           strcmp(name, "node_modules") == 0;
}

static bool is_haskell(const char *name) { return path_has_suffix(name, ".hs") || path_has_suffix(name, ".lhs"); }

static int by_string(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Appends the Haskell files under dir (recursively, sorted by name) to
 * files; false when there are more than PACKAGE_MAX_MODULES. */
static bool walk(const char *dir, StrList *files, int depth) {
    DIR *dh = opendir(dir);
    if (!dh) return true;
    StrList names = {0};
    for (struct dirent *e; (e = readdir(dh));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) strlist_push(&names, e->d_name);
    closedir(dh);
    qsort(names.items, names.n, sizeof *names.items, by_string);
    bool ok = true;
    for (size_t i = 0; ok && i < names.n; i++) {
        char *path = path_join(dir, names.items[i]);
        struct stat st;
        if (stat(path, &st) != 0) {
            free(path);
            continue;
        }
        bool haskell = S_ISREG(st.st_mode) && is_haskell(names.items[i]) && !strlist_has(files, path);
        if (S_ISDIR(st.st_mode) && !skipped_dir(names.items[i]) && depth < 32) ok = walk(path, files, depth + 1);
        else if (haskell && files->n >= PACKAGE_MAX_MODULES) ok = false;
        if (haskell && ok) strlist_take(files, path);
        else free(path);
    }
    strlist_free(&names);
    return ok;
}

/* The files of the package's components: under their source directories,
 * and their main-is. */
static bool component_files(const CabalPackage *cp, const char *root, StrList *files) {
    bool ok = true;
    for (size_t i = 0; ok && i < cp->n; i++) {
        const CabalComponent *c = &cp->components[i];
        for (size_t k = 0; ok && k < c->source_dirs.n; k++) {
            char *dir = path_join(root, c->source_dirs.items[k]), *norm = path_normalize(dir);
            ok = walk(norm, files, 0);
            free(dir);
            free(norm);
        }
    }
    return ok;
}

/* ---- Modules and their order ------------------------------------------------------- */

void package_module_read(PackageModule *m) {
    SourceFile sf;
    Diag ignored;
    diag_init(&ignored);
    if (!source_file_read(&sf, m->file, &ignored)) {
        diag_clear(&ignored);
        m->name = xstrdup("Main");
        return;
    }
    m->name = xstrdup(sf.decls.header.present && sf.decls.header.name ? sf.decls.header.name : "Main");
    for (size_t i = 0; i < sf.decls.n; i++) {
        const SourceDecl *d = &sf.decls.items[i];
        if (d->kind != SOURCE_DECL_OTHER) continue;
        SourceLexer lx;
        source_lexer_init(&lx, sf.text.code + d->start, sf.text.code + d->end);
        SourceToken t = source_next_token(&lx);
        if (!source_token_is(&t, "import")) continue;
        for (t = source_next_token(&lx); t.kind == STK_VARID && (source_token_is(&t, "qualified") ||
                                                                 source_token_is(&t, "safe"));)
            t = source_next_token(&lx);
        if (t.kind == STK_STRING) t = source_next_token(&lx); /* a package import */
        if (t.kind == STK_CONID) strlist_push_n(&m->imports, t.s, t.n);
    }
    source_file_free(&sf);
}

/* Orders pkg's modules imported-first (a depth-first walk from each module
 * in path order; a module on the walk's own path is a cycle, left where it
 * is). */
static void visit(const Package *pkg, size_t i, unsigned char *state, PackageModule *out, size_t *n) {
    if (state[i]) return;
    state[i] = 1;
    const PackageModule *m = &pkg->modules[i];
    for (size_t k = 0; k < m->imports.n; k++)
        for (size_t j = 0; j < pkg->n; j++)
            if (j != i && strcmp(pkg->modules[j].name, m->imports.items[k]) == 0) visit(pkg, j, state, out, n);
    state[i] = 2;
    out[(*n)++] = pkg->modules[i];
}

static void order(Package *pkg) {
    unsigned char *state = xcalloc(pkg->n ? pkg->n : 1, 1);
    PackageModule *sorted = xmalloc((pkg->n ? pkg->n : 1) * sizeof *sorted);
    size_t n = 0;
    for (size_t i = 0; i < pkg->n; i++) visit(pkg, i, state, sorted, &n);
    free(pkg->modules);
    pkg->modules = sorted;
    pkg->cap = pkg->n;
    free(state);
}

/* The .cabal file a target names or its directory holds (one), or NULL. */
static char *cabal_of(const char *target, const char *dir) {
    if (path_has_suffix(target, ".cabal")) return xstrdup(target);
    char *found;
    Diag two;
    diag_init(&two);
    if (!cabal_find_in_dir(dir, &found, &two)) { /* two: no single package; the directory's files are checked */
        diag_clear(&two);
        free(found);
        found = NULL;
    }
    return found;
}

bool package_find(const char *target, Package *out, Diag *d) {
    memset(out, 0, sizeof *out);
    struct stat st;
    if (stat(target, &st) != 0) return diag_error(d, EXIT_BAD_INPUT, "cannot open %s: no such file or directory", target);
    out->root = S_ISDIR(st.st_mode) ? xstrdup(target) : path_dir(target);
    out->cabal = cabal_of(target, out->root);
    StrList files = {0};
    bool ok;
    if (out->cabal) {
        CabalPackage cp;
        ok = cabal_read(out->cabal, &cp, d);
        if (ok) out->name = xstrdup(cp.name);
        ok = ok && component_files(&cp, out->root, &files);
        if (cp.path) cabal_free(&cp);
    } else {
        ok = walk(out->root, &files, 0);
    }
    if (!ok && !d->set)
        diag_error(d, EXIT_UNSUPPORTED, "%s holds more than %d Haskell files: check a smaller directory", target,
                   PACKAGE_MAX_MODULES);
    for (size_t i = 0; ok && i < files.n; i++) {
        PackageModule m = {.file = xstrdup(files.items[i])};
        package_module_read(&m);
        VEC_PUSH(out->modules, out->n, out->cap, m);
    }
    strlist_free(&files);
    if (ok) order(out);
    return ok;
}

void package_free(Package *pkg) {
    for (size_t i = 0; i < pkg->n; i++) {
        free(pkg->modules[i].file);
        free(pkg->modules[i].name);
        strlist_free(&pkg->modules[i].imports);
    }
    free(pkg->modules);
    free(pkg->root);
    free(pkg->cabal);
    free(pkg->name);
    memset(pkg, 0, sizeof *pkg);
}
