/* symbolic.h — symbolic values: made from types (Sym-Gen), expanded lazily
 * at a case (Case-Sym), and symbolic functions.
 *
 * A symbolic Int is `I# s` with s an SMT integer, so boxing costs nothing; a
 * symbolic value of a data type is one V_SYMDATA node that a case expands
 * into one constructor per branch, with fresh symbolic fields — an input
 * list is only as long as the program looks. */
#ifndef LHX_SYMBOLIC_H
#define LHX_SYMBOLIC_H

#include "machine.h"
#include "types.h"

/* A fresh symbolic value of type t (type variables must be instantiated;
 * newtypes and synonyms are looked through). NULL: unsupported (message
 * set). */
Value *sym_fresh(Machine *m, Type *t);
/* For replay: the opaque value an input of type t is in the search (a type
 * variable left opaque, a type without constructors), which a replay makes
 * again where the search never examined the input; NULL for every other
 * type (whose unexamined inputs replay as `_`, a crash if evaluated). */
Value *sym_opaque_input(Machine *m, Type *t);
/* Sym-Gen inside the program (`? : t`, Lhx.Symbolic.symbolic): a fresh
 * value, recorded for replay; in replay, the next scripted value. */
Value *sym_generate(Machine *m, Type *t);
/* The same for a primitive type's value (a word read from memory). */
Value *sym_generate_prim(Machine *m, PrimType pt);
/* A counterfactual branch Ch-L / Ch-R over two expressions: recorded for
 * replay; in replay the scripted side is taken. */
void machine_choice(Machine *m, Expr *left, Expr *right, Env *env);

/* The type constructor a symbolic value's type is built with (NULL and an
 * unsupported outcome if it is not a data type). */
TyCon *sym_tycon(Machine *m, Type *t);
/* v, an opaque value of a type family application (`Operation (LWW t
 * a)`), examined by a case whose binder has data type seen_as (the type
 * the family reduces to: Core's cast before the case, which the engine
 * erases, says so): from here on a value of type seen_as that the case can
 * expand. Other values are left as they are. */
void sym_reduce_family(Machine *m, Value *v, Type *seen_as);
/* Expands v (a V_SYMDATA) as the alt-th constructor of its type, recording
 * the expansion so that every reference sees it. */
Value *sym_expand(Machine *m, Value *v, uint32_t alt);
/* The constructor (its index in the type) that branch alt of a case on v
 * takes: smaller inputs first, as the size bound grows them — constructors
 * with fewer fields of v's own type first (`[]` before `:`, a tree's leaf
 * before its node whatever the declaration order), the declaration order
 * among equals. */
uint32_t sym_branch_constructor(Machine *m, const Value *v, uint32_t alt);
Value *sym_expand_named(Machine *m, Value *v, const char *con_name);
/* Whether the size bound lets v (a V_SYMDATA) become its type's alt-th
 * constructor: below the bound any constructor, at it only one without
 * data fields (primitives, boxed primitives and functions are not data). */
bool sym_within_size(Machine *m, const Value *v, uint32_t alt);
/* Applies a symbolic function to the argument in cell arg (sets the control). */
void sym_apply(Machine *m, Value *fn, Addr arg);
bool sym_take_app_alt(Machine *m, ChoicePoint *cp, uint32_t alt);
/* The symbolic function whose table of answers fn answers from. */
Value *sym_table(Value *fn);
/* A polymorphic symbolic function applied to its leading type arguments
 * args[0..n) (all types): an instance sharing its table; fn itself when it
 * quantifies over no type. */
Value *sym_instantiate(Machine *m, Value *fn, const Arg *args, uint32_t n);
/* Called once a memoised argument is evaluated (its cell: key). */
void sym_key_apply(Machine *m, Value *fn, Addr key);
/* Replaces the never-evaluated parts (`_`) of an input of type t by the
 * simplest value of their type ([] , 0, a constant constructor), so that a
 * counterexample reads as ordinary Haskell; replay then checks that value. */
CValue *sym_fill_unused(Machine *m, CValue *v, Type *t, Arena *out);

#endif
