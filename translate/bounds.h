/* bounds.h — bounded abstract refinements as constant predicates.
 *
 * A bound `{x::a<p> |- a<q> <: a<r x>}` constrains the predicates a
 * signature quantifies for all values, which the search cannot assume of
 * the symbolic functions it chooses for unbounded ones. For a bounded
 * signature each predicate is instead a constant (p = \_ -> b, b a symbolic
 * Bool the search chooses): a bound then holds for all values exactly when
 * a propositional condition on the constants holds, which is assumed.
 * Every choice is a valid instantiation, so a counterexample found this way
 * is one LiquidHaskell's type admits (docs/translate.md, "Abstract
 * refinements"). */
#ifndef LHX_BOUNDS_H
#define LHX_BOUNDS_H

#include "../src/core/ir.h"
#include "../src/spec/ast.h"

/* The Bool condition on the constants consts[i] (one per ps[i]) under
 * which every bound of the forall `sig` holds for all values: for each
 * bound, the constants of its hypotheses imply those of its conclusion
 * (false when the conclusion refines concretely). NULL when a bound cannot
 * hold for any choice (a concrete conclusion without abstract
 * hypotheses): *why then says which. */
Expr *bounds_condition(Program *p, const SpecType *sig, const SpecAbsParam *ps, size_t n, Var **consts,
                       const SpecBound **why);

/* \y1 … yk -> b, the constant predicate of arity k. */
Expr *bounds_constant_predicate(Program *p, size_t arity, Var *b);

#endif
