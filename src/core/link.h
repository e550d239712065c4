/* link.h — after loading: tie every external name to its definition.
 *
 * Resolution order for a name used by the program: a loaded module defines
 * it; else a prelude model replaces it (models win over interface
 * unfoldings, because the unfoldings they replace are either missing or too
 * complex to execute); else the engine implements it (primitives.h); else an
 * interface unfolding, primop, selector or constructor wrapper defines it.
 * Anything else reachable from the program is an error naming the function
 * and its module: lhx never guesses a definition. */
#ifndef LHX_LINK_H
#define LHX_LINK_H

#include <stdbool.h>

#include "../util/diag.h"
#include "../util/strbuf.h"
#include "ir.h"

#define LHX_MODEL_PREFIX "Lhx.Model."

/* Applies models and primitives. Fails (EXIT_UNSUPPORTED) when a model's
 * type differs from the original's. */
bool link_program(Program *p, Diag *diag);

/* Checks that everything reachable from the given globals (or from every
 * top-level binder of the non-prelude modules when nroots == 0) has a
 * definition. Fails with EXIT_UNSUPPORTED naming the first missing one. */
bool link_check_reachable(Program *p, Global **roots, uint32_t nroots, Diag *diag);

/* Appends ", needed by G" to sb, G being the function root calls through
 * which it reaches missing (a definition a run needed and lhx lacks: the
 * library function the user's code called); false when root does not reach
 * missing through another function. */
bool link_describe_need(Program *p, Global *root, Global *missing, StrBuf *sb);

/* The original name a model global stands for ("GHC.List.length" for
 * "Lhx.Model.GHC.List.length"; "zd" at the start of the name is "$"), written
 * to buf; false if the name is not a model's. */
bool model_original_name(const char *model_name, char *buf, size_t size);

/* Alpha-equivalence of types (bound type variables renamed consistently,
 * free ones compared by name). */
bool type_equal(const Type *a, const Type *b);

/* t with vars[i] replaced by types[i] (NULL types leave the variable),
 * respecting forall shadowing, with (m a)[m := T b] = T b a. Unchanged
 * parts are shared; new nodes are allocated in a. */
Type *type_subst(Arena *a, Type *t, const Sym *vars, Type *const *types, uint32_t n);

/* The TyCon of a TY_CON type, looked up and cached on first use. */
TyCon *type_tycon(const Program *p, Type *t);

/* t with the synonyms at its head expanded in turn (`type Bndr = String`
 * gives [Char]; `type C1 = M1 C` written `C1 B U1` gives M1 C B U1), up to
 * a synonym applied to fewer arguments than its parameters. */
Type *type_expand_head(Program *p, Type *t);

#endif
