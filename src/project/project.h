/* project.h — the options a Haskell module is really compiled with.
 *
 * A module belongs to a project, found as Haskell's tools find it, looking
 * upwards from the module's directory; the first directory that has one
 * decides:
 *   1. an `hie.yaml` (the Haskell Language Server's cradle, hie.c): its
 *      `direct` arguments, or its `cabal`/`stack` component (by the
 *      `path` prefixes it lists, or the one component it names);
 *   2. a `*.cabal` file (cabal.h): the component whose hs-source-dirs hold
 *      the file (one that lists the module, or names it as main-is,
 *      first; then the deepest source directory);
 * and when there is none, the module's own header: `module A.B.C` in
 * `…/A/B/C.hs` has its source root at `…/`; otherwise the file's
 * directory (a script, or modules side by side).
 *
 * From a component lhx takes its source directories (with those of the
 * package's own library when the component depends on it), its
 * default-extensions and default-language (-X), cpp-options (-optP), the
 * ghc-options that change what the code means (language, CPP, -D/-I,
 * -f flags; optimisation, warnings, output places and RTS options are
 * lhx's own), LiquidHaskell's `-fplugin-opt=LiquidHaskell:FLAG` options
 * (they mean what a `{-@ LIQUID "FLAG" @-}` pragma means) and its
 * build-depends, which must be installed for GHC (project_check_packages).
 * Why the .cabal file is read rather than asked of cabal (hie-bios's way):
 * docs/projects.md. */
#ifndef LHX_PROJECT_H
#define LHX_PROJECT_H

#include "../util/diag.h"
#include "../util/strlist.h"

typedef enum ProjectKind {
    PROJECT_NONE,        /* the file's own directory */
    PROJECT_MODULE_ROOT, /* the source root its module header implies */
    PROJECT_CABAL,       /* a component of a .cabal file */
    PROJECT_HIE,         /* an hie.yaml cradle */
} ProjectKind;

typedef struct Project {
    ProjectKind kind;
    char *root;            /* the project's directory (absolute) */
    char *config;          /* the hie.yaml or .cabal file; NULL for the others */
    char *package;         /* the cabal package's name; NULL */
    char *component;       /* "library demo", "executable shop", …; NULL */
    StrList include_dirs;  /* absolute directories for GHC's -i, in order */
    StrList ghc_args;      /* what else GHC is given: -X…, -optP…, ghc-options kept */
    StrList liquid_flags;  /* from -fplugin-opt=LiquidHaskell:FLAG */
    StrList packages;      /* build-depends (the package itself and LiquidHaskell's own left out) */
    int config_line;       /* the component's stanza, for messages about it */
} Project;

/* What the command line adds (`lhx check -iDIR --ghc-option OPT`). */
typedef struct ProjectExtra {
    const char *const *include_dirs; /* relative to the current directory */
    size_t ninclude_dirs;
    const char *const *ghc_options;
    size_t nghc_options;
} ProjectExtra;

/* Finds file's project and the options of its component; false with d set
 * (status 2: a cabal file or hie.yaml lhx cannot read, a file in no
 * component; with the configuration's position). */
bool project_find(const char *file, const ProjectExtra *extra, Project *out, Diag *d);
void project_free(Project *p);

/* Every package of p->packages is installed for GHC (its package
 * databases: `ghc-pkg list`); false with d set (status 3) naming the first
 * one that is not and what provides it. ghc is the compiler (NULL: ghc). */
bool project_check_packages(const Project *p, const char *ghc, Diag *d);

/* "library demo of demo.cabal", "hie.yaml", … for messages; static buffer
 * of the caller. */
void project_describe(const Project *p, char *buf, size_t size);

/* Adds GHC options (words[0..n), as ghc-options splits them) to p as lhx
 * keeps them (see above): -i and -I directories made absolute against
 * base_dir, LiquidHaskell's plugin options as LIQUID flags. Used for
 * component options, hie.yaml arguments and --ghc-option alike. */
void project_add_ghc_options(Project *p, const char *base_dir, char *const *words, size_t n);

#endif
