/* cache.h — where a module's compilation is kept between runs.
 *
 * lhx compiles the checked file and the project modules it imports with
 * GHC and its plugin; the objects, interfaces and Core are kept in a
 * directory of the user's cache (LHX_CACHE_DIR, else
 * $XDG_CACHE_HOME/lhx, else ~/.cache/lhx; LHX_CACHE_DIR=off: none), so
 * that GHC's recompilation check compiles only what changed since the
 * last check of the same file. One directory per checked file (as
 * spelled, from the directory lhx runs in: GHC records the spelling) and
 * everything that decides its compilation (the project's options, lhx's
 * version, its support files): two files whose modules share a name
 * (scripts, each `Main`) never share objects. The directories least
 * recently used beyond CACHE_MAX_ENTRIES are removed. */
#ifndef LHX_PROJECT_CACHE_H
#define LHX_PROJECT_CACHE_H

#include "project.h"

#define CACHE_MAX_ENTRIES 256

typedef struct CacheEntry {
    char *dir;       /* the directory (exists); NULL: no cache */
    StrList modules; /* the checked file's module and those it imports from the project */
    /* Every one of them has its Core in the entry, written after its source
     * last changed: GHC need not run at all (its recompilation check would
     * find nothing to do, and starting GHC is most of a warm check's time). */
    bool up_to_date;
} CacheEntry;

/* The cache entry for compiling file in project p with lhx's support files
 * in share; entry->dir is NULL when there is no cache (turned off, no home,
 * a directory that cannot be made). Never fails. */
void cache_entry(const Project *p, const char *file, const char *share, CacheEntry *entry);
void cache_entry_free(CacheEntry *entry);

#endif
