/* liquid_locate.h — placing a liquid error that came without a position
 * (a pasted body without its `FILE:POS:` line, the executable's title
 * alone) by the source snippet liquid quoted under it: the gutter's line
 * number and the source text, matched against the files given (`--file`)
 * or, when none were given, the Haskell files under the current directory.
 *
 * An error whose file is not here (pasted from another machine) is moved
 * the same way to the file that has its snippet's line.
 *
 * The search under the directory is bounded: `.hs` and `.lhs` regular files
 * only, symbolic links not followed, hidden directories, `dist-newstyle`
 * and `dist` skipped, at most LOCATE_MAX_FILES files read. */
#ifndef LHX_LIQUID_LOCATE_H
#define LHX_LIQUID_LOCATE_H

#include <stdbool.h>
#include <stddef.h>

#include "liquid_output.h"

enum { LOCATE_MAX_FILES = 4000, LOCATE_MAX_DEPTH = 16 };

typedef struct LiquidLocator {
    const char *const *given; /* the files named with --file (not owned) */
    size_t ngiven;
    char **found; /* the Haskell files under ".", sorted (malloc'd), once searched */
    size_t nfound, cap;
    bool searched, capped; /* capped: the search stopped at LOCATE_MAX_FILES */
} LiquidLocator;

/* A locator over the files given (ngiven may be 0: search "."). */
void liquid_locator_init(LiquidLocator *l, const char *const *given, size_t ngiven);
void liquid_locator_free(LiquidLocator *l);

/* Places e, an error with no position (line 0), at the one file whose line
 * e->snippet_line is e->snippet: sets e->file (a string the locator or the
 * given list owns: keep l alive while e is used), the line, and the columns
 * the carets mark (else the line's first non-blank one). Returns false,
 * with *why set (malloc'd) to a sentence that asks for --file where that
 * helps, when e quotes no snippet, no file has it, or several do. */
bool liquid_locate(LiquidLocator *l, LiquidError *e, char **why);

/* An error with a position in a file that is not here (a path of the
 * machine liquid ran on, or relative to another directory) but whose
 * snippet quotes its line: moved to the one candidate file that has that
 * line there (the position kept). Returns whether it was moved. */
bool liquid_relocate(LiquidLocator *l, LiquidError *e);

#endif
