/* gadt.h — a GADT constructor at a type. Core gives a constructor whose
 * result type is not its type's plain parameters (`IntE :: Int -> Expr
 * Int`) equality evidence fields (`a ~# Int`) and existential type
 * variables (`Join :: Rel c b -> Rel d b -> Rel (Either c d) b` has
 * `a ~# Either c d` with c, d its own). At a known type (`Expr Bool`) the
 * evidence says whether the constructor exists there at all, and fixes its
 * existential variables (c, d) from the type's arguments. */
#ifndef LHX_ENGINE_GADT_H
#define LHX_ENGINE_GADT_H

#include "machine.h"

/* The types of dc's fields at type `at` (dc's type constructor applied to
 * type arguments), the existential type variables the evidence fixes
 * substituted; NULL when the evidence contradicts `at` (Int ~ Bool), so no
 * value of type `at` is built with dc. A type the evidence cannot decide
 * (a type variable lhx does not know, a type family, a synonym) is taken as
 * possibly equal: a constructor is left out only when it certainly cannot
 * occur. The entry's open type variables (machine.h) are solved as the
 * path knows them; with learn, what the evidence fixes of them is kept for
 * the rest of the path. Allocates in the machine's arena. */
Type **gadt_field_types(Machine *m, DataCon *dc, Type *at, bool learn);

/* Does every constructor of at's type exist at `at` (`Expr Int` has no
 * BoolE)? Types as in gadt_field_types; allocates in arena. */
bool gadt_constructors_exist(const Program *p, Arena *arena, Type *at);

#endif
