/* manifest.h — the corpus manifest (corpus/manifest.yaml; format in
 * docs/eval.md): one entry per (bad file, function) pair, with the good file
 * that fixes it and what the corpus author expects lhx to say.
 *
 * Validation is strict because a silently ignored typo (`fucntion:`, a
 * misspelt mistake class) would quietly change the evaluation's numbers.
 * Every problem is reported (up to 50), each as `MANIFEST:LINE:COL: error: …`
 * at the offending key or value, in document order, so that a corpus author
 * can fix them all in one go. */
#ifndef LHX_EVAL_MANIFEST_H
#define LHX_EVAL_MANIFEST_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/strbuf.h"

typedef enum Assignment { ASSIGN_LIST, ASSIGN_MAPREDUCE, ASSIGN_KMEANS, ASSIGN_COUNT } Assignment;
typedef enum Expected { EXPECT_CONCRETE, EXPECT_ABSTRACT, EXPECT_COUNT } Expected;

const char *assignment_name(Assignment a);
const char *expected_name(Expected e);

typedef struct ManifestEntry {
    char *id;
    Assignment assignment;
    char *bad, *good;           /* as written: relative to the manifest's directory */
    char *bad_path, *good_path; /* resolved: usable from the current directory */
    char *function;
    char *mistake;
    Expected expected;
    char *blame; /* the function an abstract counterexample should blame; NULL for concrete */
    char *note;  /* NULL if absent */
    int line, col; /* where the entry starts */
} ManifestEntry;

typedef struct Manifest {
    char *path; /* as given */
    ManifestEntry *entries;
    size_t n; /* sorted by id */
} Manifest;

/* Reads and validates the manifest at path. On failure appends one line per
 * problem to errors (each ending in '\n') and returns false; m is then empty. */
bool manifest_load(const char *path, Manifest *m, StrBuf *errors);
void manifest_free(Manifest *m);
const ManifestEntry *manifest_find(const Manifest *m, const char *id);

/* True if id is a valid entry id: letters, digits, '.', '_', '-', not
 * starting with '.' (ids name part files, so they must be safe file names). */
bool manifest_valid_id(const char *id);

#endif
