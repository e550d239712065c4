/* hs_source.h — the parts of a Haskell source file that a peer driver
 * (src/peer/driver.h) copies: the module's import declarations, its
 * LANGUAGE pragmas, and one function's declarations (Haskell signature and
 * equations) as plain Haskell text.
 *
 * Read with lhx's source reader (src/source): literate files are unlit (Bird
 * tracks blanked so columns stay, or the \begin{code} blocks), tabs are
 * expanded, comments, `{-@ … @-}` annotations and pragmas are blanked, and
 * the module's own indentation (a Bird-style file's two columns) is removed.
 * Layout is kept, so the copied text means what it meant in the module. */
#ifndef LHX_PEER_HS_SOURCE_H
#define LHX_PEER_HS_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/diag.h"
#include "../util/strbuf.h"
#include "../source/imports.h"

typedef struct HsSourceText {
    char **lines;      /* per source line (from 1 at index 0): its code, blanked as above; NULL for prose */
    size_t nlines;
    int indent;        /* the columns before a top-level declaration (0 in a .hs file) */
    SourceImports imports; /* the top-level imports, as lhx's source reader reads them */
    char **extensions; /* the names in {-# LANGUAGE … #-} pragmas */
    size_t nextensions;
} HsSourceText;

/* Reads and scans path (.lhs: literate); false with d set when it cannot be
 * read. */
bool hs_text_read(const char *path, HsSourceText *t, Diag *d);
/* The same from text (len bytes); literate tells .lhs from .hs. */
void hs_text_scan(const char *text, size_t len, bool literate, HsSourceText *t);
void hs_text_free(HsSourceText *t);

/* Lines from..to (from 1, inclusive) as top-level Haskell text, with every
 * top-level declaration whose first token is the identifier `name` (its
 * signature and its equations) renamed to `rename`. Appended to out. */
void hs_text_binding(const HsSourceText *t, int from, int to, const char *name, const char *rename, StrBuf *out);

/* Does the identifier or operator `name` occur as a whole token in the
 * comma-separated import items text (`length, (:::), List(..)`)? */
bool hs_items_mention(const char *items, const char *name);

#endif
