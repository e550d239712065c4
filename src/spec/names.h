/* names.h — the names a specification uses, looked up in a program's Core.
 *
 * A spec names things by their source names (`size`, `Emp`, `List`, `go`)
 * or, in lhx's library specs, relative to the module the file describes
 * (specs/Data.Map.spec: Data.Map's `size`). These lookups are the only
 * place where spec names meet Core names; each is deterministic (when
 * several Core entities match, the user's module wins, then the smallest
 * qualified name), so a program gets the same answer on every run. */
#ifndef LHX_SPEC_NAMES_H
#define LHX_SPEC_NAMES_H

#include "../core/ir.h"

/* The binder a user's signature names: the checked module's own, else
 * another user module's, else an imported function known by that name (an
 * `assume` of a library function). NULL if none. */
Global *spec_user_binder(const Program *p, const Module *m, const char *name);

/* A type constructor named in a spec (T, M.T, or its original name), or
 * NULL; the checked module's own wins. */
TyCon *spec_find_tycon(const Program *p, const Module *m, Sym name);

/* A type constructor named in lhx's library specs: never one of the user's
 * modules (a user's own `data Map` is not the Map that
 * specs/Data.Map.Internal.spec describes). */
TyCon *spec_find_library_tycon(const Program *p, Sym name);

/* A data constructor named in a spec (`Emp`, `:`, `[]`, `(,)`, qualified
 * `M.Emp` by its module's name or an import alias), or NULL; the one of
 * that exact name, then the checked module's own win. */
DataCon *spec_find_con(const Program *p, const Module *m, Sym name);

/* The Haskell function a `measure f` / `inline f` / `reflect f` names: in
 * a user's spec (lib_module NULL), a function of the user's modules; in
 * lhx's library spec of module M, M's function or the helper lhx's model
 * of M has (Lhx.Model.M.f). NULL if none. */
Global *spec_measure_function(const Program *p, const Module *m, const char *lib_module, Sym name);

/* A where/let-bound binder named `name` inside one of m's top-level
 * binders: the binder, *enclosing the top-level binder, *rhs what it is
 * bound to. NULL if there is none (GHC may have inlined it). When several
 * binders have a local of that name, the one written last at or above
 * `line` (the signature's). */
Var *spec_find_local(const Program *p, const Module *m, const char *name, int line, Global **enclosing,
                     Expr **rhs);

#endif
