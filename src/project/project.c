/* project.c — see project.h. The hie.yaml reader is hie.c. */
#include "project.h"
#include "cabal.h"
#include "hie.h"
#include "../source/source.h"
#include "../util/path.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define LIQUID_PLUGIN_OPT "-fplugin-opt=LiquidHaskell:"

/* ---- GHC options -------------------------------------------------------------------- */

/* Options lhx sets itself, or that only matter for code generation,
 * linking, warnings or output places: dropped. */
static bool is_lhx_own(const char *o) {
    static const char *const prefixes[] = {"-O",     "-W",      "-w",     "-threaded", "-rtsopts", "-with-rtsopts",
                                           "-prof",  "-dynamic", "-static", "-g",       "-j",       "-ddump",
                                           "-v",     "-eventlog", "-debug", "-fno-code", "-fwrite-ide-info",
                                           "-fhpc",  "-hiedir", "-main-is"};
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (strncmp(o, prefixes[i], strlen(prefixes[i])) == 0) return true;
    return false;
}

/* Options whose argument is the next word. */
static bool takes_word(const char *o) {
    static const char *const opts[] = {"-odir", "-hidir", "-outputdir", "-stubdir", "-dumpdir", "-package",
                                       "-package-id", "-main-is", "-hiedir", "-package-db", "-tmpdir"};
    for (size_t i = 0; i < sizeof opts / sizeof *opts; i++)
        if (strcmp(o, opts[i]) == 0) return true;
    return false;
}

/* A directory option's value made absolute against base. */
static char *absolute_in(const char *base, const char *dir) {
    char *joined = path_join(base, dir);
    char *norm = path_normalize(joined);
    free(joined);
    return norm;
}

/* The directories of a `-iDIR1:DIR2` option. */
static void add_include_dirs(Project *p, const char *base_dir, const char *dirs) {
    for (const char *s = dirs; *s;) {
        size_t n = strcspn(s, ":");
        char *dir = xmalloc(n + 1);
        memcpy(dir, s, n);
        dir[n] = 0;
        if (n) strlist_take(&p->include_dirs, absolute_in(base_dir, dir));
        free(dir);
        s += n + (s[n] == ':');
    }
}

void project_add_ghc_options(Project *p, const char *base_dir, char *const *words, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const char *o = words[i];
        if (takes_word(o)) {
            if (i + 1 < n && strncmp(o, "-package", 8) == 0) {
                strlist_push(&p->ghc_args, o);
                strlist_push(&p->ghc_args, words[i + 1]);
            }
            i++;
        } else if (strncmp(o, LIQUID_PLUGIN_OPT, strlen(LIQUID_PLUGIN_OPT)) == 0) {
            strlist_push(&p->liquid_flags, o + strlen(LIQUID_PLUGIN_OPT));
        } else if (strcmp(o, "-fplugin=LiquidHaskell") == 0) {
            continue; /* the real LiquidHaskell is not run: lhx is the check */
        } else if (strncmp(o, "-i", 2) == 0 && o[2]) {
            add_include_dirs(p, base_dir, o + 2);
        } else if (strncmp(o, "-I", 2) == 0 && o[2]) {
            char *dir = absolute_in(base_dir, o + 2);
            strlist_take(&p->ghc_args, str_format("-I%s", dir));
            free(dir);
        } else if (o[0] == '-' && strcmp(o, "-i") != 0 && !is_lhx_own(o)) {
            strlist_push(&p->ghc_args, o);
        }
    }
}

/* ---- Packages ---------------------------------------------------------------------- */

/* Dependencies lhx provides itself: LiquidHaskell's packages (its stand-in
 * modules are in lhx's support package) and GHC's own boot packages' names
 * that re-export base. */
static bool provided_by_lhx(const char *pkg) {
    static const char *const own[] = {"liquidhaskell", "liquid-base", "liquid-prelude", "liquid-ghc-prim",
                                      "liquid-containers", "liquid-vector", "liquid-bytestring", "liquid-fixpoint",
                                      "liquidhaskell-boot"};
    for (size_t i = 0; i < sizeof own / sizeof *own; i++)
        if (strcmp(pkg, own[i]) == 0) return true;
    return false;
}

/* The names of the packages GHC can use (`ghc-pkg list`), or false. */
static bool installed_packages(const char *ghc, StrList *out) {
    char cmd[4096];
    /* ghc-pkg sits beside ghc (ghc-9.0.2 beside ghc-pkg-9.0.2 alike) */
    const char *g = ghc ? ghc : "ghc";
    const char *base = path_base(g);
    snprintf(cmd, sizeof cmd, "%.*sghc-pkg%s list --simple-output --names-only 2>/dev/null", (int)(base - g), g,
             strncmp(base, "ghc-", 4) == 0 ? base + 3 : "");
    FILE *f = popen(cmd, "r");
    if (!f) return false;
    char word[256];
    while (fscanf(f, "%255s", word) == 1) strlist_push(out, word);
    return pclose(f) == 0;
}

bool project_check_packages(const Project *p, const char *ghc, Diag *d) {
    if (!p->packages.n) return true;
    StrList have = {0};
    bool listed = installed_packages(ghc, &have), ok = true;
    for (size_t i = 0; listed && ok && i < p->packages.n; i++) {
        const char *pkg = p->packages.items[i];
        if (strlist_has(&have, pkg)) continue;
        char where[512];
        project_describe(p, where, sizeof where);
        ok = diag_error_at(d, EXIT_UNSUPPORTED, p->config, p->config_line, 1,
                           "%s depends on the package %s, which is not installed for GHC: `apt-get install "
                           "libghc-%s-dev` provides it if Debian packages it (or build the package with `cabal "
                           "build` and run lhx from its root)",
                           where, pkg, pkg);
    }
    strlist_free(&have);
    return ok;
}

/* ---- Finding the project ------------------------------------------------------------ */

void project_describe(const Project *p, char *buf, size_t size) {
    const char *cfg = p->config ? path_base(p->config) : "";
    switch (p->kind) {
    case PROJECT_CABAL: snprintf(buf, size, "the %s of %s", p->component, cfg); break;
    case PROJECT_HIE:
        if (p->component) snprintf(buf, size, "the %s of %s (by %s)", p->component, p->package, p->config);
        else snprintf(buf, size, "the cradle of %s", p->config);
        break;
    case PROJECT_MODULE_ROOT: snprintf(buf, size, "the modules under %s", p->root); break;
    case PROJECT_NONE: snprintf(buf, size, "the modules beside it in %s", p->root); break;
    }
}

static bool is_file(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The module name a path relative to a source directory stands for
 * ("Data/Shop/Basket.hs" -> "Data.Shop.Basket"), malloc'd. */
static char *module_of_path(const char *rel) {
    char *m = xstrdup(rel);
    char *dot = strrchr(m, '.');
    if (dot && (strcmp(dot, ".hs") == 0 || strcmp(dot, ".lhs") == 0)) *dot = 0;
    for (char *s = m; *s; s++)
        if (*s == '/') *s = '.';
    return m;
}

/* How well component c holds file: 0 not at all; else 1 + the depth of the
 * source directory, + 1000 when c lists the module or names it main-is. */
static int component_score(const CabalComponent *c, const char *root, const char *file) {
    int best = 0;
    for (size_t i = 0; i < c->source_dirs.n; i++) {
        char *dir = absolute_in(root, c->source_dirs.items[i]);
        if (path_is_under(file, dir)) {
            char *rel = path_relative(dir, file), *mod = module_of_path(rel);
            int score = 1 + (int)strlen(dir);
            if (strlist_has(&c->modules, mod) || (c->main_is && strcmp(c->main_is, rel) == 0)) score += 100000;
            if (score > best) best = score;
            free(rel);
            free(mod);
        }
        free(dir);
    }
    return best;
}

/* Adds what compiling c's modules takes to p: its source directories,
 * language, extensions, CPP and GHC options, and its dependencies. */
static void add_options(Project *p, const CabalPackage *pkg, const CabalComponent *c) {
    for (size_t i = 0; i < c->source_dirs.n; i++) {
        char *dir = absolute_in(p->root, c->source_dirs.items[i]);
        if (strlist_has(&p->include_dirs, dir)) free(dir);
        else strlist_take(&p->include_dirs, dir);
    }
    for (size_t i = 0; i < c->depends.n; i++) {
        const char *dep = c->depends.items[i];
        if (strcmp(dep, pkg->name) != 0 && !provided_by_lhx(dep) && !strlist_has(&p->packages, dep))
            strlist_push(&p->packages, dep);
    }
    if (c->language && strcmp(c->language, "GHC2021") != 0) strlist_take(&p->ghc_args, str_format("-X%s", c->language));
    for (size_t i = 0; i < c->extensions.n; i++) strlist_take(&p->ghc_args, str_format("-X%s", c->extensions.items[i]));
    for (size_t i = 0; i < c->cpp_options.n; i++) strlist_take(&p->ghc_args, str_format("-optP%s", c->cpp_options.items[i]));
    project_add_ghc_options(p, p->root, c->ghc_options.items, c->ghc_options.n);
}

/* Adds component c's options to p. A component that depends on its own
 * package's library (an executable, a test suite) is compiled with the
 * library's modules from source, so the library's options are added too:
 * GHC compiles every module of one run with the same options, their union
 * (docs/projects.md). */
static void add_component(Project *p, const CabalPackage *pkg, const CabalComponent *c) {
    add_options(p, pkg, c);
    const CabalComponent *lib = cabal_component_named(pkg, "lib");
    if (lib && lib != c && strlist_has(&c->depends, pkg->name)) add_options(p, pkg, lib);
    char name[512];
    snprintf(name, sizeof name, "%s %s", c->kind, c->name);
    p->component = xstrdup(name);
    p->package = xstrdup(pkg->name);
    p->config_line = c->line;
}

/* The component of pkg that holds file, into p. */
static bool from_cabal(Project *p, const char *cabal, const char *file, const char *shown, Diag *d) {
    CabalPackage pkg;
    if (!cabal_read(cabal, &pkg, d)) return false;
    const CabalComponent *best = NULL;
    int best_score = 0;
    for (size_t i = 0; i < pkg.n; i++) {
        int s = component_score(&pkg.components[i], p->root, file);
        if (s > best_score) best = &pkg.components[i], best_score = s;
    }
    bool ok = best != NULL;
    if (ok) add_component(p, &pkg, best);
    else
        diag_error_at(d, EXIT_BAD_INPUT, cabal, 1, 1,
                      "%s is in no component of package %s (no library, executable, test-suite or benchmark has it "
                      "under its hs-source-dirs)",
                      shown, pkg.name);
    cabal_free(&pkg);
    return ok;
}

/* The source root file's module header implies, or NULL. */
static char *module_root(const char *file) {
    SourceFile sf;
    Diag ignored;
    diag_init(&ignored);
    if (!source_file_read(&sf, file, &ignored)) return diag_clear(&ignored), NULL;
    char *root = NULL;
    const char *name = sf.decls.header.present ? sf.decls.header.name : NULL;
    if (name && strchr(name, '.')) {
        char *mod = module_of_path(file); /* "/x/src/A.B.C" for /x/src/A/B/C.hs */
        size_t n = strlen(mod), m = strlen(name);
        if (n > m && strcmp(mod + n - m, name) == 0 && mod[n - m - 1] == '.') root = path_dir(file);
        if (root) {
            for (const char *s = name; (s = strchr(s, '.')); s++) {
                char *up = path_dir(root);
                free(root);
                root = up;
            }
        }
        free(mod);
    }
    source_file_free(&sf);
    return root;
}

/* The cabal component an hie.yaml names (or, without a name, the one
 * holding file). */
static bool from_cabal_component(Project *p, const char *component, const char *file, const char *shown, Diag *d) {
    char *cabal = NULL;
    if (!cabal_find_in_dir(p->root, &cabal, d)) return false;
    if (!cabal)
        return diag_error_at(d, EXIT_BAD_INPUT, p->config, 1, 1, "the cradle is cabal's, but %s has no .cabal file",
                             p->root);
    char *abs_cabal = cabal;
    cabal = path_display(abs_cabal);
    free(abs_cabal);
    bool ok;
    if (!component) {
        ok = from_cabal(p, cabal, file, shown, d);
    } else {
        CabalPackage pkg;
        ok = cabal_read(cabal, &pkg, d);
        const CabalComponent *c = ok ? cabal_component_named(&pkg, component) : NULL;
        if (ok && !c)
            ok = diag_error_at(d, EXIT_BAD_INPUT, p->config, 1, 1, "%s has no component %s", path_base(cabal), component);
        if (ok) add_component(p, &pkg, c);
        if (pkg.path) cabal_free(&pkg);
    }
    free(cabal);
    return ok;
}

/* The options of file's cradle in p->config. */
static bool from_hie(Project *p, const char *file, const char *shown, Diag *d) {
    HieCradle c;
    if (!hie_read(p->config, file, &c, d)) return false;
    bool ok = true;
    if (c.kind == HIE_DIRECT) project_add_ghc_options(p, p->root, c.arguments.items, c.arguments.n);
    else if (c.kind == HIE_CABAL) ok = from_cabal_component(p, c.component, file, shown, d);
    if (ok && c.kind != HIE_CABAL) strlist_push(&p->include_dirs, p->root);
    hie_free(&c);
    return ok;
}

/* The directory holding a project file for dir or one above it: an
 * hie.yaml (*hie set) or a .cabal file (*cabal set). */
static bool find_config(const char *start, char **hie, char **cabal, Diag *d) {
    *hie = *cabal = NULL;
    char *dir = xstrdup(start);
    for (;;) {
        char *h = path_join(dir, "hie.yaml");
        if (is_file(h)) *hie = h;
        else free(h);
        if (!*hie && !cabal_find_in_dir(dir, cabal, d)) return free(dir), false;
        if (*hie || *cabal || strcmp(dir, "/") == 0) break;
        char *up = path_dir(dir);
        free(dir);
        dir = up;
    }
    free(dir);
    return true;
}

static void add_extra(Project *p, const ProjectExtra *extra) {
    if (!extra) return;
    char *cwd = path_cwd();
    for (size_t i = 0; i < extra->ninclude_dirs; i++)
        strlist_take(&p->include_dirs, absolute_in(cwd ? cwd : ".", extra->include_dirs[i]));
    project_add_ghc_options(p, cwd ? cwd : ".", (char *const *)extra->ghc_options, extra->nghc_options);
    free(cwd);
}

bool project_find(const char *file, const ProjectExtra *extra, Project *out, Diag *d) {
    memset(out, 0, sizeof *out);
    char *abs = path_absolute(file);
    if (!abs) return diag_error(d, EXIT_UNSUPPORTED, "cannot tell the current directory");
    char *dir = path_dir(abs), *hie, *cabal;
    bool ok = find_config(dir, &hie, &cabal, d);
    if (ok && hie) {
        out->kind = PROJECT_HIE;
        out->config = path_display(hie);
        out->root = path_dir(hie);
        ok = from_hie(out, abs, file, d);
    } else if (ok && cabal) {
        out->kind = PROJECT_CABAL;
        out->config = path_display(cabal);
        out->root = path_dir(cabal);
        ok = from_cabal(out, out->config, abs, file, d);
    } else if (ok) {
        char *root = module_root(abs);
        out->kind = root ? PROJECT_MODULE_ROOT : PROJECT_NONE;
        out->root = root ? root : xstrdup(dir);
        strlist_push(&out->include_dirs, out->root);
    }
    if (ok) add_extra(out, extra);
    free(dir);
    free(abs);
    return ok;
}

void project_free(Project *p) {
    free(p->root);
    free(p->config);
    free(p->package);
    free(p->component);
    strlist_free(&p->include_dirs);
    strlist_free(&p->ghc_args);
    strlist_free(&p->liquid_flags);
    strlist_free(&p->packages);
    memset(p, 0, sizeof *p);
}

