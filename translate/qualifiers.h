/* qualifiers.h — the qualifiers LiquidHaskell infers types from, and the
 * types lhx infers for helpers without a signature (issue 14).
 *
 * LiquidHaskell gives a top-level or recursive binder without a {-@ @-}
 * signature the strongest conjunction of qualifiers its body satisfies.
 * lhx approximates that: the candidates are qualifiers instantiated by sort
 * over the helper's parameters and its result v —
 *   numbers:  v ⋈ 0 and v ⋈ x for a numeric parameter x (⋈ one of
 *             = /= < <= > >=), v ⋈ len xs for a list parameter xs;
 *   lists:    len v ⋈ 0, len v ⋈ len xs, len v = x for a numeric x;
 *   and the relations of the user's own signatures whose variables match
 *   sorts (scraped: `v = x + 1` in one signature is a candidate for every
 *   helper with a numeric result and parameter) —
 * and the check pipeline (src/check/infer.c) keeps those its bounded search
 * cannot refute on the helper's real code. Only numeric and list results
 * have candidates: a helper of another result type is not abstracted. */
#ifndef LHX_TRANSLATE_QUALIFIERS_H
#define LHX_TRANSLATE_QUALIFIERS_H

#include "context.h"

/* The candidate refinements of g's result, as refinement-logic texts over v
 * and g's parameter names (malloc'd array of malloc'd strings; *n set).
 * NULL with *n = 0 when g's result has no sort the qualifiers know. */
char **qualifier_candidates(Translator *tr, Global *g, uint32_t *n);
void qualifier_free(char **qs, uint32_t n);

/* A contract for g (not registered anywhere) whose type is g's Haskell type
 * with the result refined by the conjunction of preds[0..n) (none: true),
 * marked inferred, in the translator's arena. NULL with diag on failure. */
Contract *qualifier_contract(Translator *tr, Global *g, char *const *preds, uint32_t n, Diag *diag);
/* The same for a whole signature `g :: t` (aliases not expanded). */
Contract *qualifier_signature(Translator *tr, Global *g, const char *text, Diag *diag);

/* The candidates of a suggested type for g (issue 14, item 2): the other
 * halves of the one-sided bounds of sig's result refinement, refinements of
 * the result's type arguments (`@1 size v > 0`: a map's values; see
 * qualifier_element), those of qualifier_candidates, then what samples of a helper typically fit (the
 * result, or its length, as a parameter plus 1, 2 or -1, or as the sum of
 * two parameters, or as an integer literal of the caller's code; for a pair
 * result, the same of its components: fst v > 0), written
 * with sig's binder names when sig is the user's signature (NULL or
 * inferred: g's parameter names). */
char **qualifier_suggestions(Translator *tr, Global *g, const Contract *sig, const Global *caller, uint32_t *n);

/* Whether a candidate refines a value inside the result, not the result
 * itself (written `@i pred`, `@i.j pred`: the values of a map,
 * `M.Map k {v:T | pred}`; the first components of a list of pairs). */
bool qualifier_is_element(const char *pred);

/* base (a user's signature or an inferred type; NULL: g's Haskell type)
 * with its result (or, for `@i pred`, the value inside it at i) further refined
 * by pred (over v), as a contract made by
 * the translator (inferred: trusted, abstractable), its text the signature
 * to paste. NULL with diag on failure. */
Contract *qualifier_strengthen(Translator *tr, Global *g, const Contract *base, const char *pred, Diag *diag);

#endif
