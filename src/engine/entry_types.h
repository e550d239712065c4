/* entry_types.h — the types at which a polymorphic function is checked.
 *
 * LiquidHaskell checks a polymorphic function once for all its type
 * arguments, so any instance the class constraints allow is a valid
 * witness of a counterexample (parametricity). lhx picks, per type
 * variable, the simplest such type: Int when the constraints have
 * instances at Int (readable counterexamples, as in the paper), else
 * Double (Fractional, Floating), else another common type or a type the
 * program declares an instance for (a class of the program's own). A
 * variable of a higher kind (`f` in `Functor f => f a`) gets the list
 * constructor, Maybe, or an instance's type constructor. A GADT's index
 * without constraints at which Int would leave constructors out of an
 * input (`Expr a` has no BoolE at Int) is left open, the variable itself:
 * the search learns it per path from the constructors' equality evidence
 * (gadt.h). */
#ifndef LHX_ENTRY_TYPES_H
#define LHX_ENTRY_TYPES_H

#include "../core/ir.h"

/* t quantifies over n variables at its head: fills vars with them and
 * types with the chosen types (allocated in the program's arena). When no
 * candidate satisfies a variable's constraints it gets Int, and the
 * dictionary lookup that follows reports the missing instance. */
void entry_choose_types(Program *p, Type *t, Sym *vars, Type **types, uint32_t n);

#endif
