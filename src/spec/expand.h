/* expand.h — replacing alias applications by what they stand for.
 *
 * After spec_link_aliases has marked them, `ListN a {1 + size xs}` becomes
 * the alias body with `a` and `N` replaced by the arguments, and a predicate
 * alias `Btwn 0 v 10` becomes its body over those arguments; aliases used
 * inside alias bodies are expanded too. The translator works on expanded
 * types only, so it never needs to know about aliases. Nodes that contain no
 * alias are shared with the input, the others are new (in the arena). */
#ifndef LHX_SPEC_EXPAND_H
#define LHX_SPEC_EXPAND_H

#include "../util/diag.h"
#include "ast.h"

/* NULL with diag set (EXIT_BAD_INPUT at the application) when expansion
 * does not end: an alias that uses itself. in: where a fresh name for an
 * alias's value is interned when an argument names a value of the same
 * name (`type ExpT T = {e:Exp | T = exprType e}` used as `ExpT
 * (exprType e)`: the alias's value is renamed e'). */
const SpecType *spec_expand_type(Arena *a, Interner *in, const SpecType *t, Diag *diag);
const SpecExpr *spec_expand_expr(Arena *a, const SpecExpr *e, Diag *diag);

#endif
