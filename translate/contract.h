/* contract.h — refinement types to assume/assert predicates (the paper's
 * toExp, pre and post; PLDI'19 Fig. 10 and 11).
 *
 * For a signature x1:τ1 -> … -> xn:τn -> τ:
 *   pre  is toExp(τ1) x1 && … && toExp(τn) xn, each seeing the earlier
 *        binders (dependent refinements);
 *   post is toExp(τ) r, seeing every argument's binder (post keeps the
 *        bindings and drops the argument refinements).
 * toExp of a refined type {v:B ts | p} checks p with v bound to the value,
 * and the refinements inside B's type arguments through a walker over the
 * value: every element of a list, both sides of a pair, the content of a
 * Maybe (the paper's p_τ). Function-typed arguments contribute nothing yet. */
#ifndef LHX_CONTRACT_H
#define LHX_CONTRACT_H

#include "refine.h"

/* pre(τ) applied to the argument variables args[0..n): the conjunction, or
 * NULL with diag set. n must not exceed the number of arrows. */
Expr *contract_pre(Refiner *r, const SpecType *sig, Var **args, uint32_t n);
/* post(τ) applied to the arguments and the result variable. */
Expr *contract_post(Refiner *r, const SpecType *sig, Var **args, uint32_t n, Var *result);
/* toExp(τ) applied to one value, with the given binders in scope. */
Expr *contract_check(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope);
/* What LiquidHaskell assumes of the arguments of a function without a
 * signature: the refined fields and invariants of the data types in each
 * one's Haskell type (their walkers), conjoined. NULL when there are none. */
Expr *contract_unsigned_inputs(Refiner *r, Var **args, uint32_t n);

/* Wraps one function field (of refined type ft, its binders and T's
 * refinement parameters in scope) as an input: NULL with *failed set when
 * it cannot. */
typedef Expr *(*FieldWrapper)(void *ctx, const SpecType *ft, Var *field, const char *name, const RefineScope *scope,
                              bool *failed);

/* x, of type t = T <a1, …> ts (refinements around it allowed), rebuilt with
 * the function fields that T's declaration refines by its refinement
 * parameters wrapped by wrap, those parameters bound to the instantiation
 * t writes: let q1 = a1' … in case x of C fs -> C fs'. What an assumption
 * of t made with Refiner.fields_wrapped leaves out. NULL: x needs no
 * rebuilding (t is no such type); with *failed set (diag too) when it
 * cannot be rebuilt. */
Expr *contract_rebuild_fields(Refiner *r, const SpecType *t, Var *x, FieldWrapper wrap, void *ctx, bool *failed);

#endif
