/* context.c — see context.h. */
#include "context.h"
#include "../src/util/strbuf.h"
#include "../src/util/xalloc.h"

#include <stdlib.h>
#include <string.h>

/* ---- Constructors as functions ---------------------------------------------- */

static Type *constructor_type(Program *p, DataCon *dc) {
    TyCon *tc = dc->tycon;
    Type *res = type_new(p, TY_CON);
    res->u.con.name = tc->name;
    res->u.con.tycon = tc;
    res->u.con.nargs = tc->ntyvars;
    res->u.con.args = ARENA_ARRAY(&p->arena, Type *, tc->ntyvars ? tc->ntyvars : 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) {
        res->u.con.args[i] = type_new(p, TY_VAR);
        res->u.con.args[i]->u.var = tc->tyvars[i]->id;
    }
    for (uint32_t i = dc->arity; i-- > 0;) {
        Type *f = type_new(p, TY_FUN);
        f->u.fun.arg = dc->fields[i].type;
        f->u.fun.res = res;
        res = f;
    }
    for (uint32_t i = tc->ntyvars; i-- > 0;) {
        Type *f = type_new(p, TY_FORALL);
        f->u.forall.var = tc->tyvars[i];
        f->u.forall.body = res;
        res = f;
    }
    return res;
}

/* Λas. λx1 … xn. C @as x1 … xn following type t. */
static Expr *constructor_lambda(Program *p, DataCon *dc, Type *t) {
    uint32_t n = 0;
    for (Type *u = t; u && (u->kind == TY_FORALL || u->kind == TY_FUN);)
        n++, u = u->kind == TY_FORALL ? u->u.forall.body : u->u.fun.res;
    Var **params = ARENA_ARRAY(&p->arena, Var *, n ? n : 1);
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, n ? n : 1);
    uint32_t k = 0;
    for (Type *u = t; k < n; k++) {
        if (u->kind == TY_FORALL) {
            params[k] = u->u.forall.var;
            args[k] = expr_new(p, EX_TYPE);
            args[k]->u.type = type_new(p, TY_VAR);
            args[k]->u.type->u.var = params[k]->id;
            u = u->u.forall.body;
        } else {
            params[k] = var_fresh(p, "field", u->u.fun.arg);
            args[k] = expr_var(p, params[k]);
            u = u->u.fun.res;
        }
    }
    Expr *con = expr_new(p, EX_CON);
    con->u.con = dc;
    Expr *body = expr_app(p, con, args, n);
    for (uint32_t i = n; i-- > 0;) body = expr_lam(p, params[i], body);
    return body;
}

/* A data constructor as a function Λas. λx1 … xn. C x1 … xn, with the
 * constructor's type, made once (lhx.con.C). */
static Global *constructor_function(Program *p, DataCon *dc) {
    char *id = str_format("lhx.con.%s", sym_str(&p->syms, dc->name));
    Global *g = program_global(p, id);
    if (g) return free(id), g;
    g = global_new(p, intern(&p->syms, id), intern(&p->syms, name_occ(sym_str(&p->syms, dc->name))),
                   constructor_type(p, dc));
    free(id);
    g->origin = ORIG_MODULE;
    g->module = dc->tycon->module;
    g->var->span = dc->span;
    symmap_put(&p->globals, g->var->id, g);
    g->rhs = constructor_lambda(p, dc, g->var->type);
    return g;
}

/* What a constructor's contract describes: the constructor as a function
 * of its fields; for a GADT constructor whose Core fields hold equality
 * evidence (EqFun :: (a -> b) -> … -> EqT (a -> b)), its wrapper, whose
 * type is the source's signature (the programs build it through that). */
static Global *constructor_subject(Program *p, DataCon *dc) {
    bool evidence = false;
    for (uint32_t i = 0; i < dc->arity; i++) evidence = evidence || type_is_equality(p, dc->fields[i].type);
    Global *w = evidence && dc->wrapper ? program_global(p, sym_str(&p->syms, dc->wrapper)) : NULL;
    return w && w->origin == ORIG_DATACON_WRAPPER ? w : constructor_function(p, dc);
}

/* ---- Subjects and measures --------------------------------------------------- */

/* A local binder as a global of its own (not in the program's table): the
 * contract's function, with the binder's name, type, definition and place. */
static Global *local_function(Program *p, const Contract *c) {
    char *id = str_format("lhx.local.%s.%s", sym_str(&p->syms, c->enclosing->var->id),
                          sym_str(&p->syms, c->local->name));
    Global *g = global_new(p, intern(&p->syms, id), c->local->name, c->local->type);
    free(id);
    g->rhs = c->local_rhs;
    g->var->span = c->local->span;
    return g;
}

/* The function of a measure defined by equations (its body comes later). */
static Global *measure_function(Program *p, const Measure *m) {
    char *id = str_format("lhx.measure.%u.%s", m->file_index, sym_str(&p->syms, m->name));
    Global *g = global_new(p, intern(&p->syms, id), m->name, NULL);
    free(id);
    g->origin = ORIG_MODULE;
    g->module = intern(&p->syms, "lhx.measure");
    return g;
}

void context_init(Translator *tr, Program *p, Module *m, const Spec *spec) {
    memset(tr, 0, sizeof *tr);
    tr->p = p;
    tr->module = m;
    tr->spec = spec;
    arena_init(&tr->arena);
    tr->measures = xcalloc(spec->nmeasures ? spec->nmeasures : 1, sizeof *tr->measures);
    for (uint32_t i = 0; i < spec->nmeasures; i++) {
        const Measure *ms = spec->measures[i];
        tr->measures[i] = ms->function ? ms->function : measure_function(p, ms);
    }
    symmap_init(&tr->inferred);
    symmap_init(&tr->override);
    symmap_init(&tr->dictionaries);
    tr->made = xcalloc(spec->ncontracts ? spec->ncontracts : 1, sizeof *tr->made);
    for (uint32_t i = 0; i < spec->ncontracts; i++) {
        const Contract *c = spec->contracts[i];
        tr->made[i].subject = c->g                 ? c->g
                              : c->con != NULL     ? constructor_subject(p, c->con)
                                                   : local_function(p, c);
    }
}

void context_free(Translator *tr) {
    free(tr->measures);
    free(tr->made);
    symmap_free(&tr->inferred);
    symmap_free(&tr->override);
    symmap_free(&tr->dictionaries);
    arena_free(&tr->arena);
    memset(tr, 0, sizeof *tr);
}

Global *translator_measure(const Translator *tr, uint32_t file_index, Sym name) {
    const Measure *m = spec_measure(tr->spec, file_index, name);
    return m ? tr->measures[m->index] : NULL;
}

ContractMade *translator_made(const Translator *tr, const Contract *c) {
    if (c->index < tr->spec->ncontracts && tr->spec->contracts[c->index] == c) return &tr->made[c->index];
    return c->inferred ? &((InferredContract *)c)->made : NULL;
}

Global *translator_subject(const Translator *tr, const Contract *c) {
    const ContractMade *made = translator_made(tr, c);
    return made ? made->subject : c->g;
}

const Contract *translator_inferred(const Translator *tr, const Global *g) {
    return symmap_get(&tr->inferred, g->var->id);
}

void translator_add_inferred(Translator *tr, Global *g, const Contract *c) {
    if (!symmap_get(&tr->inferred, g->var->id)) symmap_put(&tr->inferred, g->var->id, (void *)c);
}

void translator_override(Translator *tr, Global *g, const Contract *c) {
    symmap_put(&tr->override, g->var->id, (void *)c);
}

const Contract *translator_overridden(const Translator *tr, const Global *g) {
    return symmap_get(&tr->override, g->var->id);
}
