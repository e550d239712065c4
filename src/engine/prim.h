/* prim.h — primitive operations the engine implements (the rule Pr and its
 * symbolic counterpart): GHC primops on Int#, Word#, Char#, Double#,
 * Float#; Integer as an unbounded integer; string literals; crashes;
 * lhx's own assume/assert/symbolic. Every name in src/core/primitives.c
 * has a definition here (a unit test checks). */
#ifndef LHX_PRIM_H
#define LHX_PRIM_H

#include "machine.h"

enum { PRIM_MAX_ARGS = 8 }; /* value and type arguments each (the masks below have 8 bits) */

typedef struct PrimCall {
    const PrimDef *def;
    Value *pap;
    Value *v[PRIM_MAX_ARGS]; /* evaluated value arguments (strict ones), unboxed where asked */
    Addr a[PRIM_MAX_ARGS];   /* all value arguments */
    Type *t[PRIM_MAX_ARGS];  /* type arguments */
    uint32_t nv, nt;
} PrimCall;

typedef void (*PrimFn)(Machine *m, PrimCall *c);

struct PrimDef {
    const char *name;
    uint8_t arity;   /* value arguments */
    uint8_t ntypes;  /* type arguments it needs before it can run */
    uint8_t strict;  /* bit i: evaluate value argument i first */
    uint8_t unbox;   /* bit i: also evaluate the field of the (boxed) argument */
    PrimFn fn;
    uint8_t anyarg;  /* bit i: strict argument i may be any value, not only a primitive */
};

const PrimDef *prim_lookup(const char *name);
/* Runs a saturated primitive or selector application: evaluates its strict
 * arguments (pushing F_PRIM), then calls it. */
void prim_start(Machine *m, Value *pap);
void prim_continue(Machine *m, Frame *f, Value *v);

Value *value_of_literal(Machine *m, const Literal *l);
bool prim_equals_literal(const Value *v, const Literal *l);
/* Terms for "v == literal" and "a == b" (primitive values; NULL if a or b
 * is not a primitive or is an infinite or NaN). */
Term prim_eq_literal_term(Machine *m, Value *v, const Literal *l);
Term prim_eq_term(Machine *m, Value *a, Value *b);
/* The term of a primitive value (a numeral when concrete; NULL for an
 * infinite or NaN, which reals do not have). */
Term prim_term(Machine *m, const Value *v);
/* Does a relation hold, given the sign of a - b (-1, 0, 1; 2: unordered,
 * a NaN)? */
bool prim_rel_holds(TermRel r, int sign);
bool prim_take_tag_alt(Machine *m, ChoicePoint *cp, uint32_t alt);
/* Applies a symbolic function to an argument of primitive type. */
void prim_symapp(Machine *m, Value *fn, Addr arg);
/* The Bool constructor for a condition (branching if it is symbolic). */
void prim_return_bool(Machine *m, Term cond);

/* IO's mutable variables (prim_io.c). */
void prim_new_mutvar(Machine *m, PrimCall *c);
void prim_read_mutvar(Machine *m, PrimCall *c);
void prim_write_mutvar(Machine *m, PrimCall *c);
void prim_same_mutvar(Machine *m, PrimCall *c);
void prim_atomic_modify_mutvar2(Machine *m, PrimCall *c);
void prim_atomic_modify_mutvar_(Machine *m, PrimCall *c);

#endif
