/* ghc.h — compile a Haskell program with GHC and lhx's plugin, and load the
 * resulting core (the user's modules and the prelude models) into a Program.
 *
 * lhx finds its support files (the plugin package, the compiled prelude, the
 * library specs) in its share directory: $LHX_SHARE if set, else `share/`
 * beside the lhx executable (the build tree's layout), else `../share/lhx`
 * from it when that holds them (an installation: PREFIX/bin/lhx and
 * PREFIX/share/lhx). */
#ifndef LHX_GHC_H
#define LHX_GHC_H

#include <stdbool.h>

#include "../core/ir.h"
#include "../util/diag.h"

typedef struct GhcOptions {
    const char *ghc;        /* the compiler; "ghc" if NULL */
    const char *share_dir;  /* NULL: the default described above */
    bool keep_temp;         /* keep the temporary directory (for debugging) */
    double timeout_s;       /* GHC is stopped after this long; 0: no limit */
    double *ghc_seconds;    /* GHC's running time (wall clock) is added here; NULL: not wanted */
    long heap_mb;           /* GHC's heap limit (+RTS -M); 0: none */
    bool no_th;             /* refuse files that make GHC run their code (trust.h) */
    /* The module's project (src/project): GHC's search path (absolute
     * directories; none: the checked file's own directory) and the options
     * the project compiles it with. */
    char *const *include_dirs;
    size_t ninclude_dirs;
    char *const *args;
    size_t nargs;
    /* A persistent directory for GHC's objects and interfaces and the
     * plugin's Core (NULL: a temporary one, everything compiled afresh):
     * GHC's recompilation check then compiles only what changed. With it,
     * modules names the modules to load (the checked file's and those it
     * imports, src/project/closure.h); the cache may hold others. */
    const char *cache_dir;
    char *const *modules;
    size_t nmodules;
    bool cache_up_to_date;  /* the cache has every module's Core, newer than its source: GHC is not run */
} GhcOptions;

/* The share directory in use (never NULL). */
const char *ghc_share_dir(const GhcOptions *opt);

/* Compiles `file` (.hs or .lhs) and every module it imports from its
 * directory (or opt's include_dirs), loads their core and the prelude models into p, and links
 * them. Does not check reachability (callers pick the roots). GHC's own
 * messages are passed through to stderr. GHC's failures are told apart:
 * a program GHC rejects is EXIT_BAD_INPUT; GHC running out of time or
 * memory, crashing, or failing in another way is EXIT_UNSUPPORTED. */
bool ghc_load_program(const char *file, const GhcOptions *opt, Program *p, Diag *diag);

/* Loads a core JSON file written by the plugin (with the prelude models)
 * instead of compiling Haskell: for inspecting and for tests. */
bool ghc_load_core_json(const char *json_file, const GhcOptions *opt, Program *p, Diag *diag);

/* Compiles the prelude model modules under src_dir into out_dir/<Module>.json
 * (used by the build). */
bool ghc_build_prelude(const char *src_dir, const char *out_dir, const GhcOptions *opt, Diag *diag);

#endif
