/* names.c — how a peer driver refers to the program's modules,
 * constructors, functions and types. See gen.h. */
#include "gen.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void peer_gen_init(PeerGen *g, Program *p, const Spec *spec, Module *m, Diag *d) {
    memset(g, 0, sizeof *g);
    g->p = p;
    g->spec = spec;
    g->m = m;
    g->d = d;
    sb_init(&g->helpers);
    symmap_init(&g->emitted);
}

void peer_gen_free(PeerGen *g) {
    sb_free(&g->helpers);
    symmap_free(&g->emitted);
    free(g->libs);
    memset(g, 0, sizeof *g);
}

bool peer_fail(PeerGen *g, const char *fmt, ...) {
    if (g->d->set) return false;
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return diag_error(g->d, EXIT_UNSUPPORTED, "peer-driver: %s", msg);
}

const char *peer_fresh(PeerGen *g, const char *base) {
    char name[64];
    snprintf(name, sizeof name, "peer'%s%u", base, ++g->fresh);
    return arena_strdup(&g->p->arena, name);
}

bool peer_is_user_module(const PeerGen *g, Sym module) { return module == g->m->name; }

const char *peer_lib_alias(PeerGen *g, const char *module) {
    Sym s = intern(&g->p->syms, module);
    uint32_t i = 0;
    while (i < g->nlibs && g->libs[i] != s) i++;
    if (i == g->nlibs) VEC_PUSH(g->libs, g->nlibs, g->cap_libs, s);
    char alias[32];
    snprintf(alias, sizeof alias, "Peer'L%u", i + 1);
    return arena_strdup(&g->p->arena, alias);
}

/* An operator's name (`+`, `:::`) rather than an identifier's. */
static bool is_operator(const char *occ) { return occ[0] && !isalpha((unsigned char)occ[0]) && occ[0] != '_'; }

void peer_name_ref(PeerGen *g, const char *qualified, StrBuf *out) {
    const char *occ = name_occ(qualified);
    if (occ == qualified || occ[0] == '(' || strcmp(occ, "[]") == 0) { /* unqualified, tuples, [] */
        sb_puts(out, occ);
        return;
    }
    if (strcmp(qualified, "GHC.Types.:") == 0) {
        sb_puts(out, "(:)");
        return;
    }
    char module[512];
    snprintf(module, sizeof module, "%.*s", (int)(occ - qualified - 1), qualified);
    Sym ms = intern_find(&g->p->syms, module);
    const char *alias = ms && peer_is_user_module(g, ms) ? "U'" : peer_lib_alias(g, module);
    sb_printf(out, is_operator(occ) ? "(%s.%s)" : "%s.%s", alias, occ);
}

void peer_con_ref(PeerGen *g, const DataCon *dc, StrBuf *out) { peer_name_ref(g, sym_str(&g->p->syms, dc->name), out); }

void peer_tycon_ref(PeerGen *g, const TyCon *tc, Sym name, StrBuf *out) {
    peer_name_ref(g, sym_str(&g->p->syms, tc ? tc->name : name), out);
}

bool peer_is_dictionary(const Program *p, const Type *t) {
    if (t->kind != TY_CON) return false;
    return symmap_get(&p->classes, t->u.con.name) || strcmp(sym_str(&p->syms, t->u.con.name), "GHC.Classes.IP") == 0;
}

const Type *peer_strip_type(const Program *p, const Type *t) {
    while (t && (t->kind == TY_FORALL || (t->kind == TY_FUN && peer_is_dictionary(p, t->u.fun.arg))))
        t = t->kind == TY_FORALL ? t->u.forall.body : t->u.fun.res;
    return t;
}

static bool type_in(PeerGen *g, const Type *t, const TyCon *params, StrBuf *out);

/* T a b as a Haskell type: list and tuple syntax, else the constructor applied. */
static bool con_type(PeerGen *g, const Type *t, const TyCon *params, StrBuf *out) {
    const char *name = sym_str(&g->p->syms, t->u.con.name);
    uint32_t n = t->u.con.nargs;
    bool ok = true;
    if (strcmp(name, "GHC.Types.[]") == 0 && n == 1) {
        sb_putc(out, '[');
        ok = type_in(g, t->u.con.args[0], params, out);
        sb_putc(out, ']');
        return ok;
    }
    if (strncmp(name, "GHC.Tuple.(", 11) == 0 || strcmp(name, "GHC.Tuple.Unit") == 0) {
        sb_putc(out, '(');
        for (uint32_t i = 0; i < n && ok; i++) {
            if (i) sb_puts(out, ", ");
            ok = type_in(g, t->u.con.args[i], params, out);
        }
        sb_putc(out, ')');
        return ok;
    }
    if (n) sb_putc(out, '(');
    peer_tycon_ref(g, t->u.con.tycon, t->u.con.name, out);
    for (uint32_t i = 0; i < n && ok; i++) {
        sb_putc(out, ' ');
        ok = type_in(g, t->u.con.args[i], params, out);
    }
    if (n) sb_putc(out, ')');
    return ok;
}

/* The Haskell name of type parameter i of a data type (in instances). */
static void param_name(uint32_t i, StrBuf *out) { sb_printf(out, "peer't%u", i + 1); }

/* A type variable: one of params' type parameters by its name, else Int. */
static void var_type(PeerGen *g, const Type *t, const TyCon *params, StrBuf *out) {
    for (uint32_t i = 0; params && i < params->ntyvars; i++)
        if (params->tyvars[i]->id == t->u.var) return param_name(i, out);
    peer_name_ref(g, "GHC.Types.Int", out);
}

/* A Core type as Haskell: params's type parameters by name (peer't1, …),
 * other type variables at Int. */
static bool type_in(PeerGen *g, const Type *t, const TyCon *params, StrBuf *out) {
    if (!t) return peer_fail(g, "a value whose type the program does not give");
    switch (t->kind) {
    case TY_CON: return con_type(g, t, params, out);
    case TY_VAR: var_type(g, t, params, out); return true;
    case TY_FORALL: return type_in(g, t->u.forall.body, params, out);
    case TY_FUN: {
        if (peer_is_dictionary(g->p, t->u.fun.arg)) return peer_fail(g, "a class-constrained type inside a type");
        sb_putc(out, '(');
        bool ok = type_in(g, t->u.fun.arg, params, out);
        sb_puts(out, " -> ");
        ok = ok && type_in(g, t->u.fun.res, params, out);
        sb_putc(out, ')');
        return ok;
    }
    case TY_APP: return peer_fail(g, "a type variable applied to types (higher-kinded)");
    default: return peer_fail(g, "the type %s", t->u.text ? t->u.text : "?");
    }
}

bool peer_type(PeerGen *g, const Type *t, StrBuf *out) { return type_in(g, t, NULL, out); }

bool peer_field_type(PeerGen *g, const Type *t, const TyCon *tc, StrBuf *out) { return type_in(g, t, tc, out); }

void peer_data_head(PeerGen *g, const TyCon *tc, StrBuf *out) {
    if (tc->ntyvars) sb_putc(out, '(');
    peer_tycon_ref(g, tc, 0, out);
    for (uint32_t i = 0; i < tc->ntyvars; i++) {
        sb_putc(out, ' ');
        param_name(i, out);
    }
    if (tc->ntyvars) sb_putc(out, ')');
}
