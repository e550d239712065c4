/* spec.h — reading LiquidHaskell specifications (the umbrella header).
 *
 *   extraction   spec_extract.h  {-@ @-} annotations of .hs/.lhs, bare .spec text
 *   tokens       spec_lex.h
 *   parsing      spec_parse.h    (internal; grammar and precedence table)
 *   syntax       spec_ast.h      what the translator consumes
 *   printing     spec_print.h
 *   aliases      spec_alias.h    marking alias applications
 *
 * Everything is allocated in the caller's arena; names are interned in the
 * caller's interner. Errors are Diags with the file, line and column of the
 * offending token: EXIT_BAD_INPUT for syntax errors, EXIT_UNSUPPORTED for
 * LiquidHaskell constructs lhx does not handle. Never a partial result: on
 * error the functions return NULL. */
#ifndef LHX_SPEC_H
#define LHX_SPEC_H

#include <stddef.h>

#include "../src/util/arena.h"
#include "../src/util/diag.h"
#include "../src/util/intern.h"
#include "spec_alias.h"
#include "spec_ast.h"
#include "spec_extract.h"
#include "spec_print.h"

/* Reads and parses path: a .hs, .lhs or .spec file (by extension). */
SpecFile *spec_parse_file(const char *path, Arena *a, Interner *in, Diag *diag);

/* Parses text (len bytes, need not be NUL-terminated) as the given kind of
 * source; `path` names it in positions and messages. */
SpecFile *spec_parse_string(const char *text, size_t len, const char *path, SpecSource kind, Arena *a,
                            Interner *in, Diag *diag);

#endif
