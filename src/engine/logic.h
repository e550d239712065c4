/* logic.h — the primitives of LiquidHaskell's refinement logic, evaluated
 * lazily and symbolically on ordinary Haskell values (PLDI'19 §5, Fig. 11:
 * refinements become assume/assert expressions that call these).
 *
 *   lhx.logic.eq ne lt le gt ge   relations; a Bool constructor
 *   lhx.logic.add sub mul div mod neg
 *                                 arithmetic; an unboxed primitive
 *   lhx.logic.not and or implies iff ite true false
 *                                 connectives (and/or/implies/ite are lazy
 *                                 after their first argument)
 *
 * Numbers may be boxed (I#, C#, D#, W#, F#) or unboxed, so `eq x (add y 1)`
 * compares a boxed Int with an Int#. eq/ne on data are structural and lazy
 * (see logic.c). The table entries are in prim.c. */
#ifndef LHX_LOGIC_H
#define LHX_LOGIC_H

#include "prim.h"

void logic_eq(Machine *m, PrimCall *c);
void logic_order(Machine *m, PrimCall *c);
void logic_ne(Machine *m, PrimCall *c);
void logic_lt(Machine *m, PrimCall *c);
void logic_le(Machine *m, PrimCall *c);
void logic_gt(Machine *m, PrimCall *c);
void logic_ge(Machine *m, PrimCall *c);

void logic_add(Machine *m, PrimCall *c);
void logic_sub(Machine *m, PrimCall *c);
void logic_mul(Machine *m, PrimCall *c);
void logic_div(Machine *m, PrimCall *c);
void logic_mod(Machine *m, PrimCall *c);
void logic_neg(Machine *m, PrimCall *c);

void logic_not(Machine *m, PrimCall *c);
void logic_and(Machine *m, PrimCall *c);
void logic_or(Machine *m, PrimCall *c);
void logic_implies(Machine *m, PrimCall *c);
void logic_iff(Machine *m, PrimCall *c);
void logic_ite(Machine *m, PrimCall *c);
void logic_dict_if(Machine *m, PrimCall *c);
void logic_pointwise(Machine *m, PrimCall *c);
void logic_true(Machine *m, PrimCall *c);
/* lhx.logic.typelit @t: the value of type-level literal t (a Nat's Int, a
 * Symbol's String), for a refinement that names a type variable. */
void logic_typelit(Machine *m, PrimCall *c);
void logic_false(Machine *m, PrimCall *c);

#endif
