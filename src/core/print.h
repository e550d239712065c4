/* print.h — the core IR as readable text (`lhx core`).
 *
 * Types print in Haskell syntax ([a], (a, b), Eq a => a -> Bool), names of
 * globals qualified, locals by their source name (with GHC's unique appended
 * only where two binders of one definition share a name). */
#ifndef LHX_PRINT_H
#define LHX_PRINT_H

#include <stdio.h>

#include "../util/strbuf.h"
#include "ir.h"

void print_type(const Program *p, const Type *t, StrBuf *out);
void print_expr(const Program *p, const Expr *e, StrBuf *out);
/* One module: its data types, classes, instances and bindings. */
void print_module(const Program *p, const Module *m, StrBuf *out);
/* The externals reachable from the module, one line each with their origin. */
void print_externals(const Program *p, const Module *m, StrBuf *out);

#endif
