/* entry.h — turning a top-level function into something the search runs.
 *
 * A polymorphic function is instantiated with Int for each type variable
 * (counterexamples stay readable, as in the paper); each class constraint
 * gets the instance dictionary the program has for it (the prelude loads
 * the common ones: Lhx.Instances). */
#ifndef LHX_ENTRY_H
#define LHX_ENTRY_H

#include "../util/diag.h"
#include "search.h"

/* Fills e for calling g with symbolic arguments. The types and expressions
 * built are allocated in the program's arena. */
bool entry_for_global(Program *p, Global *g, Entry *e, Diag *diag);

/* An expression for the dictionary of a constraint (e.g. Eq Int), or NULL. */
Expr *entry_dictionary(Program *p, Type *constraint, int depth);

#endif
