/* symdict.h — a symbolic class dictionary: the dictionary of a constraint
 * no instance of the program satisfies (`Zog a` for a class without
 * instances, `MonadController m` at an opaque m).
 *
 * LiquidHaskell checks a class-polymorphic function once for every
 * instance, knowing the methods only by their class signatures; lhx stands
 * for "any instance" with a dictionary whose methods are symbolic functions
 * (symbolic.h) and whose superclass dictionaries are symbolic in turn. What
 * a method's results satisfy comes from its refined class signature, which
 * the translator asserts and assumes around every call through the
 * selector (translate.md, "Refined type classes"). */
#ifndef LHX_ENGINE_SYMDICT_H
#define LHX_ENGINE_SYMDICT_H

#include "../core/ir.h"
#include "machine.h"

/* Can a symbolic dictionary stand for constraint t: a class with a
 * dictionary constructor, none of whose fields (its superclasses' too) is
 * equality evidence (`a ~ b` would assume the types equal)? */
bool symdict_possible(const Program *p, Type *t);

/* A fresh symbolic dictionary of constraint t (symdict_possible): the
 * class's constructor with a symbolic value per method and a symbolic
 * dictionary per superclass; for a class with one method and no
 * superclass (a newtype dictionary) the method itself. NULL: unsupported
 * (message set). */
Value *symdict_fresh(Machine *m, Type *t);

#endif
