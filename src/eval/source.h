/* source.h — just enough of a Haskell source file to diff two versions of
 * it function by function: the LiquidHaskell annotations of each binder and
 * the code of each top-level binding.
 *
 * The text is read by lhx's source reader (src/source: unliterating,
 * comments, annotations, top-level declarations), not parsed: the blame
 * split only asks "did f's specification change?" and "did the code of a
 * function that calls f change?", and a student's file need not even
 * compile for that. Comments are dropped and white space is normalised, so
 * re-indenting changes nothing. */
#ifndef LHX_EVAL_SOURCE_H
#define LHX_EVAL_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/strbuf.h"

typedef struct HsItem {
    char *name;
    char *text; /* normalised: one space between tokens */
} HsItem;

typedef struct HsSource {
    HsItem *defs;  /* top-level bindings: every equation of a name, in order */
    size_t ndefs;
    HsItem *specs; /* `{-@ f :: … @-}`, `{-@ measure f … @-}`, … of a binder, joined by " ; " */
    size_t nspecs;
} HsSource;

/* Reads path (.lhs: literate); false with a message in err. */
bool hs_source_read(const char *path, HsSource *s, StrBuf *err);
/* The same from text (for .lhs pass literate = true). */
void hs_source_parse(const char *text, bool literate, HsSource *s);
void hs_source_free(HsSource *s);

/* The binding's code or the binder's annotations; NULL if there are none. */
const char *hs_source_def(const HsSource *s, const char *name);
const char *hs_source_spec(const HsSource *s, const char *name);
/* name occurs in code as a whole token (an identifier or an operator). */
bool hs_mentions(const char *code, const char *name);

#endif
