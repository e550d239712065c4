/* measure.h — LiquidHaskell measures as functions the engine runs.
 *
 * A measure is used in refinements like any function of the logic; lhx
 * evaluates it on the (lazy, possibly symbolic) value. Three kinds
 * (resolved by src/spec/resolve.h):
 *   `measure f` (and `inline f`, `reflect f`) on a Haskell function of the
 *       module: that function itself;
 *   `measure m :: T -> R` with equations `m (C x y) = e`: an IR function
 *       λv. case v of { C x y -> toExp_r(e); … } built here; a value no
 *       equation covers (fromJust Nothing) stops the path as unsupported
 *       rather than inventing a result;
 *   `measure m :: T -> R` without equations in a library spec: module M's
 *       function m (Data.Map's size).
 * Measures are scoped per spec file: a library's `size` does not capture the
 * user's `size`, and the other way round. */
#ifndef LHX_MEASURE_H
#define LHX_MEASURE_H

#include "context.h"

/* Builds the bodies of every measure defined by equations, in the spec's
 * order. False with diag set when one of the user's cannot be translated;
 * a library measure that cannot be keeps the reason on its function, and
 * only the refinements that use it fail. */
bool measure_build_all(Translator *tr, Diag *diag);

#endif
