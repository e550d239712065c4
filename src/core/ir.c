/* ir.c — constructors and look-ups for the core IR (see ir.h). */
#include "ir.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <string.h>

void program_init(Program *p) {
    memset(p, 0, sizeof *p);
    arena_init(&p->arena);
    interner_init(&p->syms);
    symmap_init(&p->globals);
    symmap_init(&p->tycons);
    symmap_init(&p->datacons);
    symmap_init(&p->classes);
}

void program_free(Program *p) {
    symmap_free(&p->globals);
    symmap_free(&p->tycons);
    symmap_free(&p->datacons);
    symmap_free(&p->classes);
    free(p->modules);
    interner_free(&p->syms);
    arena_free(&p->arena);
    memset(p, 0, sizeof *p);
}

Module *program_add_module(Program *p, Sym name, const char *file) {
    Module *m = ARENA_NEW(&p->arena, Module);
    m->name = name;
    m->file = arena_strdup(&p->arena, file ? file : "");
    VEC_PUSH(p->modules, p->nmodules, p->cap_modules, m);
    return m;
}

static void *lookup(const Program *p, const SymMap *m, const char *name) {
    Sym s = intern_find(&p->syms, name);
    return s ? symmap_get(m, s) : NULL;
}

Global *program_global(const Program *p, const char *name) { return lookup(p, &p->globals, name); }
TyCon *program_tycon(const Program *p, const char *name) { return lookup(p, &p->tycons, name); }
DataCon *program_datacon(const Program *p, const char *name) { return lookup(p, &p->datacons, name); }

bool global_in_program(const Global *g) {
    return g->origin == ORIG_MODULE && g->owner && !g->owner->is_prelude;
}

Global *module_binder(const Program *p, const Module *m, const char *name) {
    for (uint32_t i = 0; i < m->nbinds; i++)
        if (strcmp(sym_str(&p->syms, m->binds[i]->var->name), name) == 0) return m->binds[i];
    return NULL;
}

Module *program_main_module(const Program *p) {
    for (uint32_t i = 0; i < p->nmodules; i++)
        if (!p->modules[i]->is_prelude) return p->modules[i];
    return NULL;
}

Expr *expr_new(Program *p, ExprKind kind) {
    Expr *e = ARENA_NEW(&p->arena, Expr);
    e->kind = kind;
    return e;
}

void expr_visit(const Expr *e, ExprVisit visit, void *ctx) {
    if (!e) return;
    visit(e, ctx);
    switch (e->kind) {
    case EX_APP:
        expr_visit(e->u.app.fun, visit, ctx);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) expr_visit(e->u.app.args[i], visit, ctx);
        break;
    case EX_LAM: expr_visit(e->u.lam.body, visit, ctx); break;
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) expr_visit(e->u.let.binds[i].rhs, visit, ctx);
        expr_visit(e->u.let.body, visit, ctx);
        break;
    case EX_CASE:
        expr_visit(e->u.kase.scrut, visit, ctx);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) expr_visit(e->u.kase.alts[i].rhs, visit, ctx);
        break;
    case EX_CAST: expr_visit(e->u.cast.body, visit, ctx); break;
    case EX_CHOICE:
        expr_visit(e->u.choice.left, visit, ctx);
        expr_visit(e->u.choice.right, visit, ctx);
        break;
    case EX_ASSUME:
    case EX_ASSERT:
        expr_visit(e->u.cond.pred, visit, ctx);
        expr_visit(e->u.cond.body, visit, ctx);
        break;
    default: break;
    }
}

Type *type_new(Program *p, TypeKind kind) {
    Type *t = ARENA_NEW(&p->arena, Type);
    t->kind = kind;
    return t;
}

Type *type_array_as_list(Program *p, Type *t) {
    if (t->kind != TY_CON || t->u.con.nargs != 1 || strcmp(sym_str(&p->syms, t->u.con.name), "GHC.Prim.Array#") != 0)
        return t;
    Sym list = intern_find(&p->syms, "GHC.Types.[]");
    if (!list) return t;
    Type *l = type_new(p, TY_CON);
    l->u.con.name = list;
    l->u.con.args = t->u.con.args;
    l->u.con.nargs = 1;
    return l;
}

bool type_is_dictionary(const Program *p, const Type *t) {
    if (!t || t->kind != TY_CON) return false;
    return symmap_get(&p->classes, t->u.con.name) || strcmp(sym_str(&p->syms, t->u.con.name), "GHC.Classes.IP") == 0 ||
           type_is_call_stack(p, t);
}

bool type_is_equality(const Program *p, const Type *t) {
    if (!t || t->kind != TY_CON) return false;
    const char *name = sym_str(&p->syms, t->u.con.name);
    return strcmp(name, "GHC.Prim.~#") == 0 || strcmp(name, "GHC.Prim.~R#") == 0 || strcmp(name, "GHC.Types.~") == 0;
}

/* Is Core field i of dc one the source writes (not evidence)? */
static bool source_field(const Program *p, const DataCon *dc, uint32_t i) {
    const Type *t = dc->fields[i].type;
    return !type_is_equality(p, t) && !type_is_dictionary(p, t);
}

bool tycon_has_evidence(const Program *p, const TyCon *tc) {
    for (uint32_t c = 0; tc && c < tc->ncons; c++)
        for (uint32_t f = 0; f < tc->cons[c]->arity; f++)
            if (type_is_equality(p, tc->cons[c]->fields[f].type)) return true;
    return false;
}

uint32_t datacon_source_arity(const Program *p, const DataCon *dc) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < dc->arity; i++) n += source_field(p, dc, i);
    return n;
}

bool type_mentions_var(const Type *t, Sym v) {
    if (!t) return false;
    switch (t->kind) {
    case TY_VAR: return t->u.var == v;
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (type_mentions_var(t->u.con.args[i], v)) return true;
        return false;
    case TY_FUN: return type_mentions_var(t->u.fun.arg, v) || type_mentions_var(t->u.fun.res, v);
    case TY_FORALL: return t->u.forall.var->id != v && type_mentions_var(t->u.forall.body, v);
    case TY_APP:
        for (uint32_t i = 0; i < t->u.app.nargs; i++)
            if (type_mentions_var(t->u.app.args[i], v)) return true;
        return type_mentions_var(t->u.app.fun, v);
    default: return true; /* GHC's text: it may */
    }
}

bool tycon_index_phantom(const Program *p, const TyCon *tc, uint32_t i) {
    if (i >= tc->ntyvars) return false;
    for (uint32_t c = 0; c < tc->ncons; c++)
        for (uint32_t f = 0; f < tc->cons[c]->arity; f++)
            if (source_field(p, tc->cons[c], f) && type_mentions_var(tc->cons[c]->fields[f].type, tc->tyvars[i]->id))
                return false;
    return true;
}

uint32_t datacon_source_field(const Program *p, const DataCon *dc, uint32_t j) {
    for (uint32_t i = 0; i < dc->arity; i++)
        if (source_field(p, dc, i) && j-- == 0) return i;
    return dc->arity;
}

bool type_is_call_stack(const Program *p, const Type *t) {
    if (!t || t->kind != TY_CON) return false;
    const char *name = sym_str(&p->syms, t->u.con.name);
    if (strcmp(name, "GHC.Stack.Types.HasCallStack") == 0) return true;
    if (strcmp(name, "GHC.Classes.IP") != 0 || t->u.con.nargs != 2) return false;
    const Type *v = t->u.con.args[1];
    return v && v->kind == TY_CON && strcmp(sym_str(&p->syms, v->u.con.name), "GHC.Stack.Types.CallStack") == 0;
}

Var *var_new(Program *p, Sym id, Sym name, Type *type) {
    Var *v = ARENA_NEW(&p->arena, Var);
    v->id = id;
    v->name = name;
    v->type = type;
    return v;
}

Global *global_new(Program *p, Sym id, Sym name, Type *type) {
    Global *g = ARENA_NEW(&p->arena, Global);
    g->var = var_new(p, id, name, type);
    g->var->global = g;
    g->uid = p->nglobals++;
    return g;
}

Expr *expr_var(Program *p, Var *v) {
    Expr *e = expr_new(p, EX_VAR);
    e->u.var = v;
    return e;
}

Expr *expr_app(Program *p, Expr *fn, Expr *const *args, uint32_t n) {
    if (n == 0) return fn;
    Expr *e = expr_new(p, EX_APP);
    e->u.app.fun = fn;
    e->u.app.nargs = n;
    e->u.app.args = ARENA_ARRAY(&p->arena, Expr *, n);
    memcpy(e->u.app.args, args, n * sizeof *args);
    return e;
}

Expr *expr_lam(Program *p, Var *bndr, Expr *body) {
    Expr *e = expr_new(p, EX_LAM);
    e->u.lam.bndr = bndr;
    e->u.lam.body = body;
    return e;
}

Expr *expr_let1(Program *p, Var *x, Expr *rhs, Expr *body) {
    Expr *e = expr_new(p, EX_LET);
    e->u.let.nbinds = 1;
    e->u.let.binds = ARENA_NEW(&p->arena, Bind);
    e->u.let.binds[0] = (Bind){x, rhs};
    e->u.let.body = body;
    return e;
}

Var *var_fresh(Program *p, const char *name, Type *type) {
    char id[160];
    snprintf(id, sizeof id, "lhx$%s%u", name, p->nfresh++);
    return var_new(p, intern(&p->syms, id), intern(&p->syms, name), type);
}

bool name_is_generated(const char *n) {
    if (strncmp(n, "ds", 2) != 0) return false;
    for (n += 2; *n; n++)
        if (*n < '0' || *n > '9') return false;
    return true;
}

const char *global_param_name(const Program *p, const Global *g, uint32_t index) {
    const Expr *e = g->rhs;
    uint32_t k = 0;
    while (e && (e->kind == EX_LAM || e->kind == EX_LET || e->kind == EX_CAST)) {
        if (e->kind != EX_LAM) {
            e = e->kind == EX_LET ? e->u.let.body : e->u.cast.body;
            continue;
        }
        const Var *b = e->u.lam.bndr;
        if (!(b->flags & (VAR_TYVAR | VAR_DICT))) {
            if (k == index) {
                const char *n = sym_str(&p->syms, b->name);
                return name_is_generated(n) ? NULL : n;
            }
            k++;
        }
        e = e->u.lam.body;
    }
    return NULL;
}

const char *origin_name(Origin o) {
    static const char *const names[] = {
        [ORIG_NONE] = "none",
        [ORIG_HOME] = "home",
        [ORIG_STOPPED] = "stopped",
        [ORIG_PRIMOP] = "primop",
        [ORIG_PRIMITIVE] = "primitive",
        [ORIG_SELECTOR] = "selector",
        [ORIG_RECORD_SELECTOR] = "record-selector",
        [ORIG_UNFOLDING] = "unfolding",
        [ORIG_DATACON_WRAPPER] = "datacon-wrapper",
        [ORIG_MODEL] = "model",
        [ORIG_MODULE] = "module",
    };
    return (unsigned)o < sizeof names / sizeof *names ? names[o] : "?";
}

const char *tycon_kind_name(TyConKind k) {
    static const char *const names[] = {
        [TC_DATA] = "data",       [TC_NEWTYPE] = "newtype", [TC_CLASS] = "class",
        [TC_PRIM] = "prim",       [TC_SYNONYM] = "synonym", [TC_FAMILY] = "family",
        [TC_OTHER] = "other",
    };
    return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}

Expr *expr_uncast(Expr *e) {
    while (e && e->kind == EX_CAST) e = e->u.cast.body;
    return e;
}

/* Length of a module component "Abc." at s (an upper-case identifier and a
 * dot with something after it), or 0. */
static size_t module_component(const char *s) {
    if (!(*s >= 'A' && *s <= 'Z')) return 0;
    size_t n = 1;
    while ((s[n] >= 'A' && s[n] <= 'Z') || (s[n] >= 'a' && s[n] <= 'z') || (s[n] >= '0' && s[n] <= '9') ||
           s[n] == '_' || s[n] == '\'')
        n++;
    return s[n] == '.' && s[n + 1] ? n + 1 : 0;
}

const char *name_occ(const char *qualified) {
    const char *occ = qualified;
    for (size_t n; (n = module_component(occ)) > 0;) occ += n;
    return occ;
}
