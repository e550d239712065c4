/* read.h — reading a file's LiquidHaskell specifications.
 *
 * The annotations come from lhx's source reader (src/source: the `{-@ @-}`
 * blocks of a .hs or .lhs file, or a .spec file's bare declarations and
 * annotations, each byte with its position in the file); each is lexed
 * (lex.h) and parsed (parse.h) into the declarations of one SpecFile
 * (ast.h), with the file's LIQUID flags collected.
 *
 * Everything is allocated in the caller's arena; names are interned in the
 * caller's interner. Errors are Diags with the file, line and column of the
 * offending token: EXIT_BAD_INPUT for syntax errors (an unclosed comment
 * or annotation included), EXIT_UNSUPPORTED for LiquidHaskell constructs
 * lhx does not handle. Never a partial result: on error the functions
 * return NULL. */
#ifndef LHX_SPEC_READ_H
#define LHX_SPEC_READ_H

#include <stddef.h>

#include "../util/arena.h"
#include "../util/diag.h"
#include "../util/intern.h"
#include "../source/text.h"
#include "ast.h"

/* Reads and parses path: a .hs, .lhs or .spec file (by extension). */
/* Adds flags given outside the file (a project's `-fplugin-opt=LiquidHaskell:FLAG`
 * ghc-options) to f, before the file's own: they mean what its LIQUID
 * pragmas mean. */
void spec_flags_extend(SpecFlags *f, const char *const *extra, size_t n, Arena *a);
SpecFile *spec_parse_file(const char *path, Arena *a, Interner *in, Diag *diag);

/* Parses text (len bytes, need not be NUL-terminated) as the given kind of
 * source; `path` names it in positions and messages. */
SpecFile *spec_parse_string(const char *text, size_t len, const char *path, SourceKind kind, Arena *a,
                            Interner *in, Diag *diag);

#endif
