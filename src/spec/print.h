/* print.h — rendering specification ASTs back as LiquidHaskell text.
 *
 * Used in messages ("the precondition {v:Int | v > 0} of f") and in tests.
 * The output is canonical: minimal parentheses by the precedence table of
 * parse.h, single spaces around binary operators, `x:t` binders, and
 * record syntax for named constructor fields. Parsing the output gives the
 * same AST, so print(parse(print(parse(s)))) == print(parse(s)).
 * Ignored declarations (qualif, include, ...) print as written, on one line;
 * in a file, one that ends with an operator or a comma gets a closing `;`. */
#ifndef LHX_SPEC_PRINT_H
#define LHX_SPEC_PRINT_H

#include "../util/intern.h"
#include "../util/strbuf.h"
#include "ast.h"

void spec_print_expr(StrBuf *sb, const Interner *in, const SpecExpr *e);
void spec_print_type(StrBuf *sb, const Interner *in, const SpecType *t);
void spec_print_pat(StrBuf *sb, const Interner *in, const SpecPat *p);
/* One declaration, without the {-@ @-} (several lines for measures with
 * equations and GADT-style data). */
void spec_print_decl(StrBuf *sb, const Interner *in, const SpecDecl *d);
/* Every declaration, one after the other, each ending with a newline: a
 * valid .spec file. */
void spec_print_file(StrBuf *sb, const Interner *in, const SpecFile *f);

#endif
