/* reasons.h — why LiquidHaskell rejects a function lhx finds no bug in.
 *
 * When liquid rejected a function (lhx after-liquid, lhx explain
 * --liquid-error, the editor's explain on liquid's diagnostic) and lhx's
 * search found no counterexample, or only an abstract one that blames the
 * function's own recursive call, the answer says what lhx checked and, when
 * it can establish it from the program, its specs and liquid's message, why
 * liquid cannot prove the function. Each reason is given only when detected:
 *
 *   not-inductive        an abstract counterexample whose every abstracted
 *                        call is the function's own recursive call
 *   unreachable-case     liquid's Totality Error, and no input lhx explored
 *                        reached a missing case
 *   termination          liquid's termination error, and every path lhx
 *                        explored ended within the bound
 *   reflect-without-ple  a `reflect`ed function in the obligation, PLE off
 *   uninterpreted        a Haskell function in the obligation that liquid
 *                        knows by its type only: `measure g :: T` with no
 *                        equations, or `measure g` on a definition that
 *                        matches on no constructor (and has no case)
 *   nonlinear            a product or quotient of two variables in the
 *                        refinements of liquid's message or the signature
 *   limit                none of these: "liquid may be unable to prove this"
 *
 * The kinds are the "reason" member's of the JSON (docs/json.md). */
#ifndef LHX_CHECK_REASONS_H
#define LHX_CHECK_REASONS_H

#include "check.h"

/* Sets r->reason_kind and r->reason (malloc'd) for a function liquid
 * rejected with liquid_error (its message as liquid printed it; may be ""),
 * when r's verdict calls for one; leaves them NULL otherwise. */
void reasons_find(const CheckSession *s, CheckResult *r, const char *liquid_error);

/* Whether text has a product or quotient of two variables inside a
 * refinement (`{v:Int | v == x * y}`, `x `div` y`): non-linear arithmetic. */
bool reasons_nonlinear(const char *text);

#endif
