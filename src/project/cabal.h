/* cabal.h — a package's .cabal file, read as Cabal configures it by default.
 *
 * The format: top-level fields (`name: value`, continued on more-indented
 * lines) and stanzas (`library`, `executable NAME`, `test-suite NAME`,
 * `benchmark NAME`, `foreign-library NAME`, `common NAME`, `flag NAME`, …)
 * whose fields are indented below them; `if COND` / `elif COND` / `else`
 * blocks inside stanzas; `import: NAME` pulls a common stanza in; `--`
 * comments. Conditions are decided as a default configure would: a
 * `flag(f)` is the flag's `default:` (True when it has none), `os(linux)`
 * is true, `arch(A)` is this machine's, `impl(ghc RANGE)` tests GHC 9.0.2
 * (the compiler lhx runs). List fields accumulate across the blocks taken.
 *
 * Only what a module's compilation needs is kept (cabal.c names the
 * fields); everything else is read past. */
#ifndef LHX_PROJECT_CABAL_H
#define LHX_PROJECT_CABAL_H

#include "../util/diag.h"
#include "../util/strlist.h"

typedef struct CabalComponent {
    char *kind;          /* library, executable, test-suite, benchmark, foreign-library */
    char *name;          /* the stanza's name; the package's own for the main library */
    int line;            /* where the stanza starts */
    StrList source_dirs; /* hs-source-dirs, relative to the package's directory; "." when none */
    StrList extensions;  /* default-extensions (and the older `extensions`) */
    char *language;      /* default-language, NULL when none */
    StrList cpp_options, ghc_options;
    StrList depends;     /* build-depends: the packages' names */
    StrList modules;     /* exposed-modules and other-modules */
    char *main_is;       /* main-is, NULL when none */
} CabalComponent;

typedef struct CabalPackage {
    char *path;          /* the .cabal file */
    char *name;          /* the package's name */
    CabalComponent *components;
    size_t n, cap;
} CabalPackage;

/* Reads the .cabal file at path; false with d set (status 2, the line)
 * when it cannot be read or holds no package name. */
bool cabal_read(const char *path, CabalPackage *out, Diag *d);
/* The same from text. */
bool cabal_parse(const char *path, const char *text, size_t len, CabalPackage *out, Diag *d);
void cabal_free(CabalPackage *pkg);

/* The one *.cabal file of dir (malloc'd into *out; NULL if none, or if dir
 * cannot be read); false with d set (status 2) when there are several, as
 * cabal refuses that too. */
bool cabal_find_in_dir(const char *dir, char **out, Diag *d);

/* `lib:NAME`, `exe:NAME`, `test:NAME`, `bench:NAME` (hie.yaml's and
 * cabal's component names; a bare NAME matches any kind): the component,
 * or NULL. */
const CabalComponent *cabal_component_named(const CabalPackage *pkg, const char *target);

#endif
