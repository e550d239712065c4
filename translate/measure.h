/* measure.h — LiquidHaskell measures as functions the engine runs.
 *
 * A measure is used in refinements like any function of the logic; lhx
 * evaluates it on the (lazy, possibly symbolic) value. Three kinds:
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

#include "spec_env.h"

/* Registers the measures of file `file` (names only, so that equations can
 * refer to each other in any order). */
bool measure_collect(SpecEnv *env, uint32_t file, Diag *diag);
/* Builds the bodies of every measure defined by equations. */
bool measure_translate_all(SpecEnv *env, Diag *diag);

#endif
