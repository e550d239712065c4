/* abstract.h — the value an abstracted call returns (the right side of ĝ).
 *
 * The paper takes a fresh symbolic value of the result type, assumed to
 * satisfy the callee's postcondition. For a polymorphic callee that is too
 * generous: LiquidHaskell instantiates the callee's type variables at the
 * call (`foldr addKV M.empty` at b := Map k {v | size v > 0}), and by
 * parametricity a polymorphic function can only return values of a type
 * variable that it got from its arguments. So the parts of the result whose
 * type is one of the callee's type variables t are *produced* the way the
 * callee could produce them: an argument of type t, or a function argument
 * returning t applied to values generated the same way (foldr's z or f x r);
 * with none (`giveUp :: String -> b`) the call does not return at all.
 * Everything else (constructors, numbers) is free, as in the paper. The
 * choices between producers and between constructors branch on fresh
 * symbolic Int# tags (not counterfactual branches: they are not counted as
 * abstractions), so replay repeats them from the recorded values. */
#ifndef LHX_ABSTRACT_H
#define LHX_ABSTRACT_H

#include "../src/core/ir.h"

/* The abstract result of a callee with type parameters tyvars (their ids)
 * and value parameters values (with their Core types), taking class
 * dictionaries or not, of type result. */
Expr *abstract_value(Program *p, const Sym *tyvars, uint32_t ntyvars, Var *const *values, uint32_t nvalues,
                     bool dicts, Type *result);

#endif
