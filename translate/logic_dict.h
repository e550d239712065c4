/* logic_dict.h — the dictionaries of Eq and Ord in LiquidHaskell's logic.
 *
 * LiquidHaskell's logic has no class dictionaries: a measure with a class
 * constraint (`elts :: Ord a => [a] -> Set a`) is a function of the logic
 * without it, and its sets and bags compare elements by the logic's own
 * equality (SMT equality: structural on data). lhx runs the measure's
 * Haskell code, which takes a dictionary; where no argument's type says
 * which (`bag (fst v)`: lhx does not infer the type of `fst v`; a data
 * declaration's field `{v:LL a | … elts v …}`: the field's type variable is
 * bound by no function), it gets this one: == and compare of the logic
 * (lhx.logic.eq, lhx.logic.order, structural on any values), which is what
 * LiquidHaskell's measure means. Only Eq and Ord (with Eq as superclass):
 * the classes whose methods the logic defines. */
#ifndef LHX_TRANSLATE_LOGIC_DICT_H
#define LHX_TRANSLATE_LOGIC_DICT_H

#include "../src/core/ir.h"

/* The logic's dictionary for constraint (Eq t or Ord t, any t), or NULL
 * (another class, or the program does not describe its constructors). */
Expr *logic_dictionary(Program *p, const Type *constraint);

#endif
