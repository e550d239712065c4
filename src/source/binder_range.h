/* binder_range.h — the whole source range of each top-level binder, from
 * the source text.
 *
 * GHC's Core tells lhx only where a binder's *name* is (Global.var->span),
 * but LiquidHaskell points anywhere in a function: inside its body, or at
 * the `{-@ f :: … @-}` signature above it. `lhx explain` and
 * `lhx after-liquid` need to know which binder holds such a position, and
 * the JSON reports a binder's whole range (docs/json.md).
 *
 * A binder's range runs from its first line — its refinement signature,
 * other `{-@ … f … @-}` annotations naming it (first), its Haskell type
 * signature and `{-# INLINE f #-}`-style pragmas directly above count as
 * part of it — to its last line of code before the next top-level
 * declaration (trailing blank lines and comments left out): consecutive
 * top-level declarations about the same name (decls.h) make one range.
 * Files: .hs and .lhs of both styles (text.h). */
#ifndef LHX_BINDER_RANGE_H
#define LHX_BINDER_RANGE_H

#include <stdbool.h>
#include <stddef.h>

#include "../core/ir.h"
#include "../util/diag.h"

typedef struct BinderRange {
    char *name;              /* the source name; an operator without parentheses */
    int line, col;           /* where the range starts, from 1 (code points) */
    int end_line, end_col;   /* its last character, inclusive */
    bool has_equation;       /* false: signatures or annotations only (the equations are elsewhere) */
} BinderRange;

typedef struct BinderRanges {
    BinderRange *items; /* in source order */
    size_t n;
} BinderRanges;

/* Scans text (len bytes) of the file named path (whose extension tells .lhs
 * from .hs). Never fails: text that is not Haskell yields fewer ranges. */
void binder_ranges_scan(const char *path, const char *text, size_t len, BinderRanges *out);

/* Reads and scans a file; false with diag set when it cannot be read. */
bool binder_ranges_read(const char *path, BinderRanges *out, Diag *diag);

void binder_ranges_free(BinderRanges *r);

/* The range holding line (from 1), or NULL. Whole lines count: a column
 * past a line's end still belongs to that line's binder. */
const BinderRange *binder_range_at(const BinderRanges *r, int line);

/* The Core binder of the main module m whose range holds line, or NULL
 * (a position outside every binder, or a range Core has no binder for:
 * a signature without equations, say). */
Global *binder_at_line(const Program *p, const Module *m, const BinderRanges *r, int line);

/* The range of Core binder g: the one with equations, named like g, that
 * holds g's name span (or else the first with equations named like it).
 * False when there is none; out->file is g's file. */
bool binder_range_span(const Program *p, const BinderRanges *r, const Global *g, Span *out);

#endif
