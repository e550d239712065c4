/* driver.h — a QuickCheck and SmallCheck driver for the property lhx
 * checks on one function (`lhx peer-driver`, used by bench/peers.sh).
 *
 * For f :: x1:τ1 -> … -> xn:τn -> τ in module M, the driver is a module
 * Main that imports M (and M's own imports) and tests, on generated inputs
 * x that meet f's precondition (pre, a filter), that evaluating f on them
 * does not fail — exactly when lhx's concrete counterexample is one:
 *   - f's result breaks its type (post), or
 *   - a call f makes breaks the callee's precondition, or the callee's
 *     result breaks the callee's type (a user's function; library code is
 *     trusted, as in lhx), or
 *   - it crashes (error, die, an incomplete pattern), the result forced.
 * As in lhx (translate/wrap.c), the callees are checked at f's calls only:
 * f's equations are copied from the source as `peer'det`, in a scope where
 * each callee with a contract (f itself included, for its recursive calls)
 * is a wrapper that asserts the contract around the real function
 * (U'.g). Refined function inputs are wrapped: f's calls of them must
 * meet their precondition, and an input whose result breaks its type is
 * outside the domain (the test is skipped).
 *
 * Inputs: type variables at Int (as lhx), the module's data types through
 * generated Arbitrary and Serial instances, function inputs through
 * QuickCheck's Fun and SmallCheck's CoSerial. The driver runs as
 *   DRIVER quickcheck [TESTS [SECONDS]]   (default 10 000 tests, no time limit)
 *   DRIVER smallcheck [DEPTH [SECONDS]]   (default depth 5, no time limit)
 *   DRIVER replay               (when inputs were given: f on them, timed)
 * and prints `peer: TOOL found=yes|no first=S total=S tests=N skipped=N
 * slow=N result=…`, then `why:` and `input:` lines for a failure. */
#ifndef LHX_PEER_DRIVER_H
#define LHX_PEER_DRIVER_H

#include <stdbool.h>
#include <stdint.h>

#include "../check/check.h"
#include "../util/strbuf.h"

typedef struct PeerDriverOptions {
    bool replay;               /* also the replay of f on inputs */
    const char *const *inputs; /* f's arguments as lhx printed them, one per argument */
    uint32_t ninputs;
} PeerDriverOptions;

/* The driver module for f into driver; with o->replay, the driver's replay
 * mode and a module PeerReplay into replay (`peerReplay = f inputs`, for
 * `lhx run`). False with d set (status 3) for what a driver cannot
 * express. */
bool peer_driver(CheckSession *s, Global *f, const PeerDriverOptions *o, StrBuf *driver, StrBuf *replay, Diag *d);

/* The fixed part of every driver (runtime.c). */
extern const char *const peer_runtime;

#endif
