/* wrap.h — the functions the search runs when it checks a function against
 * its refinement type (PLDI'19 §4, §5).
 *
 * For a contract c of g, the assertion function
 *     g^a = Λtypes. λdicts. λx. assert (pre x) (let r = g x in assert (post x r) r)
 * follows g's Core type (type and dictionary λs are passed through) and
 * calls the real g through a raw reference. Code lhx trusts (library specs,
 * `assume`, refined constructors) gets only the precondition assertion: its
 * results are not re-checked, which also keeps lazy library results lazy.
 *
 * Checking f runs the target
 *     Λtypes. λdicts. λs. assume (pre s) (let r = f_det s in assert (post s r) r)
 * where f_det is a copy of f's definition in which every reference to a
 * function with a contract (f's own recursive calls included) and every
 * refined constructor is replaced by its assertion function. A failing
 * assertion carries an AssertSite naming the contract and the variables of
 * the call, so the report can show `die "Bad call to zip" = error`. */
#ifndef LHX_WRAP_H
#define LHX_WRAP_H

#include "spec_env.h"

/* The target for checking f (contract may be NULL: no signature, then only
 * the callees' preconditions are checked). NULL with diag on failure. */
Global *wrap_target(SpecEnv *env, Global *f, Contract *c, Diag *diag);

/* g^a, made once per contract. */
Global *wrap_assertion(SpecEnv *env, Contract *c, Diag *diag);

/* A data constructor as a function Λas. λx1 … xn. C x1 … xn, with the
 * constructor's type (so that a refined constructor has a contract). */
Global *wrap_constructor_function(Program *p, DataCon *dc);

#endif
