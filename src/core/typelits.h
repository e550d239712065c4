/* typelits.h — the evidence of KnownSymbol and KnownNat at a type-level
 * literal (KnownSymbol "hi", KnownNat 3): GHC's typechecker makes it
 * itself, no instance declares it, so lhx builds it the same way. */
#ifndef LHX_CORE_TYPELITS_H
#define LHX_CORE_TYPELITS_H

#include "ir.h"

/* The dictionary of `KnownSymbol "s"` (the String "s": the class's one
 * method is a newtype of String, and lhx erases the casts) or of
 * `KnownNat n` (the Natural n); NULL for any other constraint. */
Expr *typelit_dictionary(Program *p, const Type *constraint);

/* The type lhx chooses for a type variable of kind Symbol ("") or Nat (0)
 * when it checks a function polymorphic in it; NULL for other kinds. */
Type *typelit_choice(Program *p, const Type *kind);

#endif
