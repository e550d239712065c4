/* gen.h — the state shared by the parts of src/peer while one driver is
 * generated, and the functions each part offers the others.
 *
 *   names.c   how the driver refers to the program's things: the user's
 *             module (imported qualified as U'), library modules (qualified
 *             as Peer'L1, Peer'L2, …, each imported once), constructors,
 *             functions, and Core types as Haskell types (type variables at
 *             Int, as lhx instantiates them)
 *   logic.c   refinements as Haskell Bool expressions (the paper's toExp,
 *             as translate/contract.c and refine.c build it for lhx's own
 *             engine), measures as Haskell functions, walkers
 *   values.c  lhx's printed values as expressions of the driver
 *   replay.c  the replay module: lhx's counterexample as a call lhx's
 *             engine runs (`lhx run`), once and many times
 *   data.c    instances for the module's data types: Show and Eq (derived
 *             when the module has none), NFData, QuickCheck's Arbitrary,
 *             SmallCheck's Serial
 *   driver.c  the whole module (driver.h)
 *
 * Every name the driver defines itself starts with `peer'` (or `Peer'`), a
 * prefix Haskell programs do not use, so it never captures the user's. */
#ifndef LHX_PEER_GEN_H
#define LHX_PEER_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "../core/ir.h"
#include "../util/diag.h"
#include "../util/strbuf.h"
#include "../spec/resolve.h"

typedef struct PeerGen {
    Program *p;
    const Spec *spec;  /* the program's resolved specs */
    Module *m;         /* the checked module */
    Diag *d;           /* the first error; generation goes on but the result is not used */
    StrBuf helpers;    /* measures and walkers, emitted on first use */
    SymMap emitted;    /* helper name -> (void *)1 */
    Sym *libs;         /* library modules, imported qualified as Peer'L<index + 1> */
    uint32_t nlibs, cap_libs;
    uint32_t fresh;    /* numbers fresh Haskell variables */
} PeerGen;

void peer_gen_init(PeerGen *g, Program *p, const Spec *spec, Module *m, Diag *d);
void peer_gen_free(PeerGen *g);
/* Records an error (the first one wins, as in Diag) and returns false. */
bool peer_fail(PeerGen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A fresh Haskell variable `peer'<base><n>`, in p's arena. */
const char *peer_fresh(PeerGen *g, const char *base);

/* ---- names.c ------------------------------------------------------------------ */

/* Is module the checked module? */
bool peer_is_user_module(const PeerGen *g, Sym module);
/* The alias under which library module `module` is imported (Peer'L3). */
const char *peer_lib_alias(PeerGen *g, const char *module);
/* A qualified name (GHC.Real./, List.size) as a Haskell expression or
 * pattern head: U'.size, (Peer'L2./). */
void peer_name_ref(PeerGen *g, const char *qualified, StrBuf *out);
/* A constructor as an expression or pattern head: U'.Emp, (U'.:::), (:), [], (,). */
void peer_con_ref(PeerGen *g, const DataCon *dc, StrBuf *out);
/* A type constructor's name: U'.List, Peer'L1.Int. */
void peer_tycon_ref(PeerGen *g, const TyCon *tc, Sym name, StrBuf *out);
/* A Core type as a Haskell type, type variables at Int; false (and
 * peer_fail) for a type the driver cannot write (a type variable applied,
 * a type-level literal). */
bool peer_type(PeerGen *g, const Type *t, StrBuf *out);
/* A field's Core type inside data type tc's declaration: tc's type
 * parameters as peer't1, peer't2, … (other type variables at Int). */
bool peer_field_type(PeerGen *g, const Type *t, const TyCon *tc, StrBuf *out);
/* tc applied to its parameters: (U'.List peer't1). */
void peer_data_head(PeerGen *g, const TyCon *tc, StrBuf *out);
/* Strips a Core type's foralls and class-dictionary arguments. */
const Type *peer_strip_type(const Program *p, const Type *t);
/* Whether a Core type is a class dictionary's. */
bool peer_is_dictionary(const Program *p, const Type *t);

/* ---- logic.c -------------------------------------------------------------------- */

/* Refinement binders in scope, each bound to the Haskell expression that holds its value. */
typedef struct PeerScope {
    Sym name;
    const char *hs;
    const struct PeerScope *next;
} PeerScope;

/* toExp(t) of the Haskell value `value` as a Bool expression, appended to
 * out: true when there is something to check, false when t refines nothing
 * (out untouched). `file`: the spec file t comes from (its measures). */
bool peer_check(PeerGen *g, uint32_t file, const SpecType *t, const char *value, const PeerScope *scope, StrBuf *out);
/* A refinement expression as a Haskell expression (Bool or number). */
bool peer_expr(PeerGen *g, uint32_t file, const SpecExpr *e, const PeerScope *scope, StrBuf *out);
/* The walker of a type constructor (peer'walk'List, peer'walkMap, …), or
 * NULL when the driver has none for it. */
const char *peer_walker(PeerGen *g, const TyCon *tc);
/* Does a type constructor carry refinements of its own (a refined data
 * declaration, a user invariant)? */
bool peer_has_own_refinements(const PeerGen *g, const TyCon *tc);

/* ---- values.c ------------------------------------------------------------------- */

/* A value as lhx prints it, as an expression of the driver: constructors
 * qualified, `_` (never looked at) as undefined. */
void peer_value(PeerGen *g, const char *text, StrBuf *out);

/* ---- replay.c ------------------------------------------------------------------- */

/* `(U'.f (v1 :: A1) … :: R)`: f applied to lhx's printed inputs, each at
 * its argument type (types[i]), the call at its result type. */
void peer_replay_call(PeerGen *g, const Global *f, const Type *const *types, uint32_t n, const Type *result,
                      const char *const *inputs, uint32_t ninputs, StrBuf *out);
/* The module PeerReplay for `lhx run` (driver.h): the call once
 * (peerReplay), the call PEER_REPLAY_REPEAT times with each result forced
 * completely (peerReplayLoop), and nothing (peerBaseline). `result`: the
 * call's Core type. Needs the imports, so it is written last. */
void peer_replay_module(PeerGen *g, const char *call, const Type *result, StrBuf *out);
enum { PEER_REPLAY_REPEAT = 1000 };

/* ---- data.c --------------------------------------------------------------------- */

/* Instances (Show, Eq, NFData, Arbitrary, Serial) for every data type the
 * checked module declares, appended to out. */
void peer_data_instances(PeerGen *g, StrBuf *out);

#endif
