/* primitives.h — the names the engine implements natively.
 *
 * Two kinds: GHC primops (Int#, Double#, Char# arithmetic and comparisons,
 * tagToEnum#, …), which reach lhx with origin "primop", and library
 * functions that the engine implements itself instead of executing their
 * Haskell (Integer as an unbounded integer, string literal unpacking, error
 * calls as crashes). Linking (link.c) turns a global with one of the second
 * kind's names into ORIG_PRIMITIVE, whatever the interface file offered. */
#ifndef LHX_PRIMITIVES_H
#define LHX_PRIMITIVES_H

#include <stdbool.h>

typedef enum PrimKind {
    PRIM_PRIMOP,    /* a GHC primop, by its GHC name ("+#") */
    PRIM_FUNCTION,  /* a library function, by qualified name ("GHC.Num.Integer.integerAdd") */
} PrimKind;

typedef struct PrimInfo {
    const char *name;
    PrimKind kind;
    int arity;        /* value arguments (type arguments not counted) */
    const char *what; /* one line, for `lhx core` and the docs */
} PrimInfo;

/* NULL if the engine does not implement it. */
const PrimInfo *prim_lookup_primop(const char *name);
const PrimInfo *prim_lookup_function(const char *qualified_name);
/* All entries, for the stop list and the docs. */
const PrimInfo *prim_table(int *count);

#endif
