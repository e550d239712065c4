/* names.c — see names.h. */
#include "names.h"
#include "../util/strbuf.h"

#include <stdlib.h>
#include <string.h>

static bool is_model_module(const char *module) {
    return strncmp(module, "Lhx.Model.", 10) == 0 || strncmp(module, "lhx.", 4) == 0;
}

Global *spec_user_binder(const Program *p, const Module *m, const char *name) {
    Global *g = module_binder(p, m, name);
    if (g) return g;
    for (uint32_t i = 0; i < p->nmodules; i++) {
        Module *other = p->modules[i];
        if (!other->is_prelude && other != m && (g = module_binder(p, other, name))) return g;
    }
    Global *found = NULL;
    const SymMap *gs = &p->globals;
    for (size_t i = 0; i < gs->cap; i++) {
        Global *c = gs->keys[i] ? gs->vals[i] : NULL;
        if (!c || is_model_module(sym_str(&p->syms, c->module))) continue;
        if (strcmp(name_occ(sym_str(&p->syms, c->var->id)), name) != 0) continue;
        if (!found || strcmp(sym_str(&p->syms, c->var->id), sym_str(&p->syms, found->var->id)) < 0) found = c;
    }
    return found;
}

/* Whether tc is declared by one of the user's modules (not a library's
 * or a prelude model's). */
static bool user_tycon(const Program *p, const TyCon *tc) {
    for (uint32_t i = 0; i < p->nmodules; i++)
        if (p->modules[i]->name == tc->module) return !p->modules[i]->is_prelude;
    return false;
}

static TyCon *find_tycon(const Program *p, const Module *m, Sym name, bool library) {
    const char *want = sym_str(&p->syms, name);
    if (strcmp(want, "[]") == 0) return program_tycon(p, "GHC.Types.[]");
    TyCon *found = NULL;
    for (size_t i = 0; i < p->tycons.cap; i++) {
        TyCon *tc = p->tycons.keys[i] ? p->tycons.vals[i] : NULL;
        if (!tc) continue;
        const char *full = sym_str(&p->syms, tc->name);
        /* T, M.T (an import alias) or the original Data.Map.Internal.Map */
        if (strcmp(full, want) != 0 && strcmp(name_occ(full), name_occ(want)) != 0) continue;
        if (library && user_tycon(p, tc)) continue;
        if (m && tc->module == m->name) return tc;
        if (!found || strcmp(full, sym_str(&p->syms, found->name)) < 0) found = tc;
    }
    return found;
}

TyCon *spec_find_tycon(const Program *p, const Module *m, Sym name) { return find_tycon(p, m, name, false); }

TyCon *spec_find_library_tycon(const Program *p, Sym name) { return find_tycon(p, NULL, name, true); }

/* Tuple constructors are written (,) in specs and named GHC.Tuple.(,). */
DataCon *spec_find_con(const Program *p, const Module *m, Sym name) {
    const char *want = sym_str(&p->syms, name);
    DataCon *found = NULL;
    for (size_t i = 0; i < p->datacons.cap; i++) {
        DataCon *dc = p->datacons.keys[i] ? p->datacons.vals[i] : NULL;
        /* C, or M.C (the module's name or an import alias), as for types */
        if (!dc || strcmp(name_occ(sym_str(&p->syms, dc->name)), name_occ(want)) != 0) continue;
        if (strcmp(sym_str(&p->syms, dc->name), want) == 0) return dc;
        if (m && dc->tycon && dc->tycon->module == m->name) return dc;
        /* otherwise the first in table order would depend on hashing: take
         * the one with the smallest name, so the choice is stable */
        if (!found || strcmp(sym_str(&p->syms, dc->name), sym_str(&p->syms, found->name)) < 0) found = dc;
    }
    return found;
}

Global *spec_measure_function(const Program *p, const Module *m, const char *lib_module, Sym name) {
    const char *n = sym_str(&p->syms, name);
    if (!lib_module) {
        Global *g = module_binder(p, m, n);
        for (uint32_t i = 0; !g && i < p->nmodules; i++)
            if (!p->modules[i]->is_prelude) g = module_binder(p, p->modules[i], n);
        return g;
    }
    char *full = str_format("%s.%s", lib_module, n);
    Global *g = program_global(p, full);
    free(full);
    if (g) return g;
    full = str_format("Lhx.Model.%s.%s", lib_module, n); /* a helper only lhx's model has (lhx_valid) */
    g = program_global(p, full);
    free(full);
    return g;
}

/* A let-bound binder named `name` inside e (a where/let function). */
static Var *find_local(const Program *p, const Expr *e, const char *name, int depth) {
    if (!e || depth > 10000) return NULL;
    Var *v = NULL;
    switch (e->kind) {
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds && !v; i++) {
            if (strcmp(sym_str(&p->syms, e->u.let.binds[i].var->name), name) == 0) return e->u.let.binds[i].var;
            v = find_local(p, e->u.let.binds[i].rhs, name, depth + 1);
        }
        return v ? v : find_local(p, e->u.let.body, name, depth + 1);
    case EX_LAM: return find_local(p, e->u.lam.body, name, depth + 1);
    case EX_APP:
        for (uint32_t i = 0; i < e->u.app.nargs && !v; i++) v = find_local(p, e->u.app.args[i], name, depth + 1);
        return v ? v : find_local(p, e->u.app.fun, name, depth + 1);
    case EX_CASE:
        for (uint32_t i = 0; i < e->u.kase.nalts && !v; i++) v = find_local(p, e->u.kase.alts[i].rhs, name, depth + 1);
        return v ? v : find_local(p, e->u.kase.scrut, name, depth + 1);
    case EX_CAST: return find_local(p, e->u.cast.body, name, depth + 1);
    default: return NULL;
    }
}

/* The rhs bound to v in e. */
static Expr *local_rhs(const Expr *e, const Var *v, int depth) {
    if (!e || depth > 10000) return NULL;
    Expr *r = NULL;
    switch (e->kind) {
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds && !r; i++)
            r = e->u.let.binds[i].var == v ? e->u.let.binds[i].rhs : local_rhs(e->u.let.binds[i].rhs, v, depth + 1);
        return r ? r : local_rhs(e->u.let.body, v, depth + 1);
    case EX_LAM: return local_rhs(e->u.lam.body, v, depth + 1);
    case EX_APP:
        for (uint32_t i = 0; i < e->u.app.nargs && !r; i++) r = local_rhs(e->u.app.args[i], v, depth + 1);
        return r ? r : local_rhs(e->u.app.fun, v, depth + 1);
    case EX_CASE:
        for (uint32_t i = 0; i < e->u.kase.nalts && !r; i++) r = local_rhs(e->u.kase.alts[i].rhs, v, depth + 1);
        return r ? r : local_rhs(e->u.kase.scrut, v, depth + 1);
    case EX_CAST: return local_rhs(e->u.cast.body, v, depth + 1);
    default: return NULL;
    }
}

Var *spec_find_local(const Program *p, const Module *m, const char *name, int line, Global **enclosing,
                     Expr **rhs) {
    Var *found = NULL;
    int best = -1; /* the chosen binder's start line, when at or above `line`; -1: none yet */
    for (uint32_t i = 0; i < m->nbinds; i++) {
        Var *v = find_local(p, m->binds[i]->rhs, name, 0);
        if (!v) continue;
        /* several functions with a local of that name (`go`): the one the
         * signature is written in, the last to start at or above it */
        int start = m->binds[i]->var->span.line;
        if (found && (start > line || start <= best)) continue;
        if (start <= line) best = start;
        found = v;
        *enclosing = m->binds[i];
        *rhs = local_rhs(m->binds[i]->rhs, v, 0);
    }
    return found;
}
