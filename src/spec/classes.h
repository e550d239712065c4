/* classes.h — the Core functions a refined class or instance declaration
 * describes.
 *
 * `{-@ class C a where m :: t @-}` is the type of every call of m through a
 * dictionary (m's selector) and of every instance's m; `{-@ instance C T
 * where m :: t @-}` is the type of that instance's m. In Core a method is
 * called through its selector applied to a dictionary, and an instance's
 * dictionary function (`$fCT`) holds the instance's methods (`$cm`, a
 * binder of the module) as the fields of the class's dictionary
 * constructor — after the superclasses' dictionaries. These look-ups find
 * them; resolve.c makes the contracts. */
#ifndef LHX_SPEC_CLASSES_H
#define LHX_SPEC_CLASSES_H

#include "../core/ir.h"
#include "ast.h"

/* The class a spec names (C, M.C), or NULL. */
Class *spec_find_class(const Program *p, const Module *m, Sym name);

/* The place of method `name` (its source name) among cls's methods, or -1. */
int spec_method_index(const Program *p, const Class *cls, Sym name);

/* The instance of cls a declaration's head (`C T`, `Ctx => C T`) is about:
 * one defined by a user module whose types match the head's (a type
 * variable matches any type). NULL if none. */
const Instance *spec_find_instance(const Program *p, const Module *m, const Class *cls, const SpecType *head);

/* The binder an instance's dictionary holds as method `index` of cls: the
 * top-level function of a user module it names, or NULL (a default method
 * GHC filled in, or a dictionary lhx cannot read). */
Global *spec_instance_method(const Program *p, const Instance *inst, const Class *cls, uint32_t index);

/* The instance of a user module whose dictionary holds g (`$ccount`) as
 * method *index of *cls; false when g is no instance's method. For
 * reports, which name an instance method as its user wrote it. */
bool spec_method_instance(const Program *p, const Global *g, const Instance **inst, const Class **cls,
                          uint32_t *index);

#endif
