/* source.h — lhx's one reader of Haskell source text.
 *
 * Everything lhx reads from a .hs, .lhs or .spec file's text goes through
 * here, so that every reader agrees on what the text says:
 *   text.h      the code view: .lhs unliterated (both styles), every byte's
 *               position in the file (GHC's columns)
 *   lexical.h   comments, nested block comments, strings and characters,
 *               `{-# … #-}` pragmas, `{-@ … @-}` annotations with their exact
 *               positions; Haskell tokens
 *   decls.h     the module header (name, export list) and the top-level
 *               declarations with what they are about
 *   binder_range.h   each top-level binder's whole range (its signatures,
 *               annotations and equations), and the Core binder at a line
 * Users: the spec reader (src/spec: annotations), `lhx explain`, `check`
 * and `after-liquid` (binder ranges), the eval harness (src/eval/source.c:
 * per-binder code and specs), name resolution (local binders). */
#ifndef LHX_SOURCE_H
#define LHX_SOURCE_H

#include "decls.h"
#include "lexical.h"
#include "text.h"

typedef struct SourceFile {
    SourceText text;
    SourceLexical lex;
    SourceDecls decls;
} SourceFile;

/* Reads text (len bytes, need not be NUL-terminated) of the file named
 * path as the given kind. Never fails: lexical errors are recorded in
 * f->lex (the spec reader reports them), text that is not Haskell yields
 * fewer declarations. */
void source_file_scan(SourceFile *f, const char *path, const char *text, size_t len, SourceKind kind);
/* Reads the file (its kind from its extension); false with diag set when
 * it cannot be read. */
bool source_file_read(SourceFile *f, const char *path, Diag *diag);
void source_file_free(SourceFile *f);

#endif
