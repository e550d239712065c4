/* replay.h — running a counterexample concretely (docs/engine.md, Search).
 *
 * Before a counterexample is reported, a fresh machine runs the entry on
 * its inputs with no symbolic value allowed, following the search path's
 * script: the values the program's own generators produced and the
 * counterfactual branches it took (ReplayScript), and, for a function
 * input, its table of answers. Only a replay that crashes the same way
 * confirms the counterexample; replay also computes what only a concrete
 * run knows (the text of an error message, the broken call's arguments).
 * A replay that cannot follow its script stops with a CRASH_REPLAY crash:
 * a disagreement of the replay itself, never a failure of the program. */
#ifndef LHX_REPLAY_H
#define LHX_REPLAY_H

#include "script.h"
#include "search.h"

/* Runs the entry once on concrete inputs, following `script`'s generated
 * values and branch decisions (NULL: every counterfactual branch runs the
 * real code), for at most `bound` steps. Returns the outcome; the crash or
 * the result value is filled in `out`, allocated in `arena`. `solver` may
 * be NULL (a fresh one is made). */
Outcome replay_run(const Program *p, const Entry *entry, CValue **inputs, const Finding *script, uint64_t bound,
                   Finding *out, Arena *arena, Solver *solver);

#endif
