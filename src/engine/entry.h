/* entry.h — turning a top-level function into something the search runs.
 *
 * A polymorphic function is instantiated at the simplest types its class
 * constraints allow, Int first (counterexamples stay readable, as in the
 * paper; entry_types.h); each class constraint gets the instance
 * dictionary the program has for it (the prelude loads the common ones:
 * Lhx.Instances). */
#ifndef LHX_ENTRY_H
#define LHX_ENTRY_H

#include "../util/diag.h"
#include "machine.h"

/* What to run: fn applied to types, then to one symbolic input per
 * argument type; the result is deep-forced when `force`. An IO action
 * (`main :: IO ()`, `job :: Int -> IO Int`) is run: GHC's IO is a function
 * of the state token, so the call is applied to one and the action's value
 * is the second component of the unboxed pair it returns. */
typedef struct Entry {
    Expr *fn;
    Type **type_args;
    uint32_t ntype_args;
    Type **arg_types;
    const char **arg_names;
    Expr **fixed;     /* per argument: a given expression (a class dictionary), or NULL: symbolic */
    uint32_t nargs;
    bool force;
    bool io;          /* the call is an IO action: it is run (applied to the state token) and its result is
                       * the action's value (entry_start) */
    Semantics sem;    /* what the program means (machine.h); zero: Haskell's */
} Entry;

/* Starts the machine on the entry with its value arguments in the cells
 * `inputs` (cells of fixed arguments are not read). */
void entry_start(Machine *m, const Entry *e, const Addr *inputs);

/* Fills e for calling g with symbolic arguments. The types and expressions
 * built are allocated in the program's arena. */
bool entry_for_global(Program *p, Global *g, Entry *e, Diag *diag);


#endif
