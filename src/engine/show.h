/* show.h — counterexample values (cvalue.h) printed as Haskell. */
#ifndef LHX_SHOW_H
#define LHX_SHOW_H

#include "../util/strbuf.h"
#include "cvalue.h"

/* Haskell source for a value; `atom` parenthesises it for use as an argument. */
void cvalue_show(const Program *p, const CValue *v, bool atom, StrBuf *sb);
/* GHC's `show` text of a non-negative Double (or Float). */
void show_double(double x, bool is_float, char *out, size_t size);

#endif
