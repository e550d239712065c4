/* package.h — every module of a package (or of a directory), in
 * dependency order: what `lhx check DIR` checks.
 *
 * The target is a directory, a .cabal file or an hie.yaml. With a .cabal
 * file (the target, or the one in the directory) the modules are the
 * Haskell files under its components' hs-source-dirs; otherwise every
 * .hs/.lhs file under the directory. Hidden directories and build
 * outputs (dist, dist-newstyle, .stack-work, node_modules) are skipped.
 * Each module's name comes from its header and its imports from its
 * import declarations (src/source); modules come out imported-first, ties
 * by path, and a cycle (which GHC would reject) in path order. */
#ifndef LHX_PROJECT_PACKAGE_H
#define LHX_PROJECT_PACKAGE_H

#include "../util/diag.h"
#include "../util/strlist.h"

/* The most modules one package may have (a directory tree of sources is
 * read no further: an error says so). */
#define PACKAGE_MAX_MODULES 20000

typedef struct PackageModule {
    char *file;      /* the path, spelled from the target as the user gave it */
    char *name;      /* from the module header; "Main" without one */
    StrList imports; /* module names */
} PackageModule;

typedef struct Package {
    char *root;      /* the directory */
    char *cabal;     /* the .cabal file, or NULL */
    char *name;      /* the package's name, or NULL */
    PackageModule *modules;
    size_t n, cap;
} Package;

/* Reads m->file's module name and imports (a file that cannot be read
 * is a Main importing nothing). */
void package_module_read(PackageModule *m);
/* Is target a package rather than a module: a directory, a .cabal file or
 * an hie.yaml? */
bool package_is_target(const char *target);
/* Finds target's modules; false with d set (no such directory, a .cabal
 * file lhx cannot read, too many files). */
bool package_find(const char *target, Package *out, Diag *d);
void package_free(Package *pkg);

#endif
