/* text.h — a Haskell source file's text as GHC reads it: the code view.
 *
 * For a .hs or .spec file the code view is the whole text. For a literate
 * .lhs file it is what GHC's unlit keeps: the lines between `\begin{code}`
 * and `\end{code}` as they are, and the Bird-track lines (a `>` first,
 * outside such blocks) with the `>` blanked, so that columns stay the
 * file's. Every other line (prose, and the `\begin`/`\end` lines
 * themselves) keeps only its newline. Both styles may be mixed in one file,
 * as GHC allows.
 *
 * Every byte of the view knows its position in the file: the line from 1,
 * the column from 1 as GHC counts (a tab advances to the next multiple of 8,
 * a UTF-8 character is one column). Whatever the unliterating did, anything
 * found in the view can be reported where the user wrote it. */
#ifndef LHX_SOURCE_TEXT_H
#define LHX_SOURCE_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/arena.h"
#include "../util/diag.h"

typedef enum SourceKind {
    SOURCE_HS,   /* Haskell */
    SOURCE_LHS,  /* literate Haskell */
    SOURCE_SPEC, /* a spec file: bare declarations and/or {-@ @-} annotations */
} SourceKind;

typedef struct SourceText {
    char *path;         /* the file's name (a copy) */
    SourceKind kind;
    char *code;         /* the code view: len bytes, then a NUL (the view may hold NULs itself) */
    size_t len;
    int *line, *col;    /* the position of each byte; index len is the end of the file */
    size_t nlines;      /* the file's lines (a final newline ends the last one) */
    size_t *line_start; /* nlines + 1 offsets into code: where each line starts; [nlines] = len */
    bool *is_code;      /* nlines flags: false for literate prose */
} SourceText;

/* The kind a path's extension implies: .lhs, .spec, anything else .hs. */
SourceKind source_kind_of_path(const char *path);

/* Builds the code view of text (len bytes, need not be NUL-terminated). */
void source_text_init(SourceText *t, const char *path, const char *text, size_t len, SourceKind kind);
void source_text_free(SourceText *t);

/* A stretch of the view with the position of each byte, copied into an
 * arena so that it outlives the text (the spec lexer reads these). */
typedef struct SourceRegion {
    const char *file;
    const char *text;       /* NUL-terminated */
    size_t len;
    const int *line, *col;  /* len + 1 entries; index len: the position of end_index */
    bool bare;              /* bare text of a .spec file rather than an annotation's body */
} SourceRegion;

/* The region [from, to) of t, its end position that of byte end_index;
 * `file` is what positions name. */
SourceRegion source_region(const SourceText *t, size_t from, size_t to, size_t end_index, bool bare,
                           const char *file, Arena *a);

#endif
