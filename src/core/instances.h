/* instances.h — class instances: the dictionary of a constraint (Eq Int,
 * Ord [Int]) built from the program's dictionary functions ($fEqInt,
 * $fOrd[] applied to the dictionaries of its own constraints). The engine's
 * entries pass such dictionaries to a polymorphic function instantiated at
 * Int; the translator gives them to a function a refinement applies at a
 * known type (translate/refine_dict.c). */
#ifndef LHX_CORE_INSTANCES_H
#define LHX_CORE_INSTANCES_H

#include "ir.h"

/* The number of type variables a type quantifies over at its head. */
uint32_t type_count_foralls(const Type *t);

/* An expression for the dictionary of a constraint (e.g. Eq Int), or NULL
 * (no instance, or deeper than 8 dictionary functions; depth: 0). Built in
 * the program's arena. */
Expr *instance_dictionary(Program *p, Type *constraint, int depth);

#endif
