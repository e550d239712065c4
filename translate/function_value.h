/* function_value.h — asserting that a function value has a refined
 * function type (a data type's function field under abstract refinements,
 * `aval :: i:{v:Int | v < alen} -> a<p i>` of a value of type `Arr <p> a`).
 *
 * The type holds for every argument meeting its precondition, which the
 * search cannot establish; but a claim that it holds can be refuted by one
 * argument: fresh symbolic arguments that meet the precondition, and the
 * function's result on them checked. A value the search shows to break
 * the check breaks the type (no false alarm); the converse — assuming such
 * a type of a function value — is not modelled (contract.c keeps it
 * unsupported). */
#ifndef LHX_FUNCTION_VALUE_H
#define LHX_FUNCTION_VALUE_H

#include "refine.h"

/* The Bool that f (of Core type `type`, whose arrows carry the argument
 * types; type variables as bound where the check runs) meets the function
 * type ft on fresh arguments: let ys = ? in case pre ys of { True -> post
 * ys (f ys); _ -> True }. r asserts; scope holds what ft's refinements
 * name. NULL with the diag set when it cannot be built. */
Expr *function_value_check(Refiner *r, const SpecType *ft, Var *f, Type *type, const RefineScope *scope);

#endif
