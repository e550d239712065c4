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
 * refined constructor is replaced by its counterfactual ĝ = g^a □ abstract_g
 * (abstract.h). A failing assertion carries an AssertSite naming the
 * contract and the variables of the call, so the report can show
 * `die "Bad call to zip" = error`. */
#ifndef LHX_WRAP_H
#define LHX_WRAP_H

#include "context.h"

/* The target for checking f (contract may be NULL: no signature, then only
 * the callees' preconditions are checked). NULL with diag on failure. */
Global *wrap_target(Translator *tr, Global *f, const Contract *c, Diag *diag);

/* g^a, made once per contract of the spec. */
Global *wrap_assertion(Translator *tr, const Contract *c, Diag *diag);

#endif
