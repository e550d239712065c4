/* spec_extract.h — finding the specification text in a source file.
 *
 * A .hs file holds specifications in `{-@ ... @-}` annotations; a .lhs file
 * holds them in its code (`\begin{code}` ... `\end{code}` blocks and `>`
 * bird-track lines); a .spec file holds bare declarations, optionally also
 * wrapped in `{-@ @-}`. Extraction returns one region per annotation (and,
 * for .spec files, one per stretch of bare text), each with the exact source
 * position of every byte, so that the lexer can report positions in the
 * original file whatever the unliterating did.
 *
 * The scan follows GHC's lexical rules for the code around annotations:
 * nested `{- -}` comments (an annotation inside one is commented out),
 * `--` line comments, string and character literals (a `{-@` inside them is
 * not an annotation). Inside an annotation only `{-`/`-}` nesting counts, as
 * in GHC: the annotation ends at the `-}` that balances its `{-@`. */
#ifndef LHX_SPEC_EXTRACT_H
#define LHX_SPEC_EXTRACT_H

#include <stdbool.h>
#include <stddef.h>

#include "../src/util/arena.h"
#include "../src/util/diag.h"

typedef enum SpecSource {
    SPEC_SRC_HS,   /* Haskell: {-@ @-} annotations */
    SPEC_SRC_LHS,  /* literate Haskell */
    SPEC_SRC_SPEC, /* a spec file: bare declarations and/or annotations */
} SpecSource;

typedef struct SpecRegion {
    const char *file;
    const char *text; /* the declarations' text, NUL-terminated */
    size_t len;
    /* Source position of each byte of text; index len is the end of the
     * region (the `@-}`, or the end of the file for bare text). */
    const int *line, *col;
    bool bare; /* bare text of a .spec file rather than an annotation */
} SpecRegion;

/* The source kind a path's extension implies (.lhs, .spec, else .hs). */
SpecSource spec_source_of_path(const char *path);

/* Splits src into regions (allocated in a). On a lexical error (an
 * annotation or comment that is never closed, an annotation closed by `-}`)
 * fills diag (EXIT_BAD_INPUT) and returns false. */
bool spec_extract(const char *file, const char *src, size_t len, SpecSource kind, Arena *a,
                  SpecRegion **regions, size_t *nregions, Diag *diag);

#endif
