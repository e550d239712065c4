/* query.h — what a refinement type says, read off its syntax: how many
 * arguments it takes, whether it refines anything, whether its callers
 * must meet a precondition. Shared by name resolution (which constructors
 * get a contract), the translator and the default targets of `lhx check`. */
#ifndef LHX_SPEC_QUERY_H
#define LHX_SPEC_QUERY_H

#include <stdbool.h>
#include <stdint.h>

#include "ast.h"

/* t without its leading forall and class constraints. */
const SpecType *spec_type_strip(const SpecType *t);

/* The number of arguments (arrows) of a signature, looking through forall
 * and class constraints. */
uint32_t spec_type_arity(const SpecType *sig);

/* Does t carry a refinement anywhere (an alias application counts: it may
 * stand for one)? Inside function types only when through_functions. */
bool spec_type_refined(const SpecType *t, bool through_functions);

/* Does some argument of the signature carry a refinement (a precondition
 * callers must meet)? A function argument's own refinements bind the
 * callee, not the caller. */
bool spec_type_has_precondition(const SpecType *sig);

/* The abstract refinements a signature quantifies at its head (`forall
 * <p :: a -> Bool>.`): the first such forall's parameters, or NULL with *n
 * = 0. */
const SpecAbsParam *spec_type_abs_params(const SpecType *sig, size_t *n);

/* Does a forall at the signature's head bound its abstract refinements
 * ({x::a<p> |- a<q> <: a<r>})? */
bool spec_type_has_bounds(const SpecType *sig);

#endif
