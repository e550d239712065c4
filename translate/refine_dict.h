/* refine_dict.h — the class dictionaries a Haskell function used in a
 * refinement needs (`bag :: Ord a => [a] -> Bag a` in `bag xs`).
 *
 * Types are erased when lhx runs, but dictionaries are values: a call of
 * such a function needs one. LiquidHaskell drops the constraint in its
 * logic; lhx runs the function, so it takes the dictionary the enclosing
 * signature received for the same class at the same type: the function's
 * type variables are matched against the Core types of the arguments that
 * are binders in scope (xs : [a] gives a), and the dictionary is the
 * signature's `Ord a`; at a type without variables (`mickey v 0`, v : Int)
 * with no such dictionary in scope, the program's instance (Ord Int,
 * core/instances.h, through type synonyms); at the enclosing function's
 * type variables with none in scope (`elts xs` in `myid :: [a] -> [a]`),
 * the instance at the type it runs at, chosen then (lhx.logic.dict_if);
 * where no binder argument tells the type (`bag (fst v)`), the logic's own
 * Eq or Ord (logic_dict.h). Any other case has none, and the caller reports
 * the function as unusable. */
#ifndef LHX_TRANSLATE_REFINE_DICT_H
#define LHX_TRANSLATE_REFINE_DICT_H

#include "refine.h"

/* The name under which a signature's dictionary parameters are in a
 * refinement's scope (one no refinement can write). */
Sym refine_dict_name(Program *p);

/* The dictionary of type dict (a class constraint in fn_type, g's Core
 * type) for the call of g on args, or NULL. */
Expr *refine_dictionary(Refiner *r, const Type *fn_type, const Type *dict, const RefineScope *scope,
                        Expr *const *args, uint32_t nargs);

/* The types fn_type's first ntypes type variables stand for at the call on
 * args, as the binders among them tell (types[i] NULL: not told): a value
 * the function makes at such a type (a symbolic function's answer of type
 * `m c`) then has the caller's type when the program runs. */
void refine_type_args(const Program *p, const Type *fn_type, Expr *const *args, uint32_t nargs, Type **types,
                      uint32_t ntypes);

#endif
