/* script.h — the machine's rules inside a replay (m->concrete): where the
 * search made a symbolic value, took a counterfactual branch or asked a
 * function input, a replay follows the search path's script instead
 * (replay.h runs the replay; docs/engine.md, Search). These are the
 * concrete counterparts of the symbolic rules (symbolic.c calls them when
 * the machine replays), so they belong to the reducer's mutually recursive
 * rules (reduce.c). */
#ifndef LHX_ENGINE_SCRIPT_H
#define LHX_ENGINE_SCRIPT_H

#include "machine.h"

/* The machine value of an input: `_` parts become a crash (a replay
 * disagreement), functions answer from their tables. NULL: unsupported
 * (message set). */
Value *replay_value(Machine *m, const CValue *v);
/* Sym-Gen: the next value of the script (NULL and a crash past its end). */
Value *replay_generated(Machine *m);
/* Ch-L / Ch-R: the side the script took. */
void replay_choice(Machine *m, Expr *left, Expr *right, Env *env);
/* A function input applied to an argument it did not memoise: the next
 * answer in call order. */
void replay_call_in_order(Machine *m, Value *fn);
/* A function input applied to a memoised argument (its key, unboxed):
 * the answer the table gives for that key. */
void replay_call_by_key(Machine *m, Value *fn, const Value *key);

/* The cell of an input part made by replay_value: a value, or for `_` a
 * thunk that crashes when the replay uses it. */
Addr replay_cell(Machine *m, const CValue *v, Value *made);

#endif
