/* types.h — Core types as the machine meets them while it runs: type
 * variables bound in an environment substituted, a constructor field's
 * type at an instance, and the representation a type has (through
 * synonyms and newtypes; a primitive array as a list). Pure functions of
 * the program's types, allocating in the machine's arena: the reduction
 * rules, the symbolic values and the concrete values all ask them, and
 * they ask nothing of the machine back. */
#ifndef LHX_ENGINE_TYPES_H
#define LHX_ENGINE_TYPES_H

#include "machine.h"

/* t with the type variables bound in env replaced by their types. */
Type *type_subst_env(Machine *m, Type *t, Env *env);
/* Looks through synonyms and newtypes to the representation type; a
 * primitive array (Array# a) is represented by the list [a]. */
Type *type_representation(Machine *m, Type *t);
/* The field types of constructor dc at the type arguments of `at`. */
Type *field_type(Machine *m, DataCon *dc, uint32_t field, Type *at);

#endif
