/* wrap.c — see wrap.h. */
#include "wrap.h"
#include "abstract.h"
#include "contract.h"
#include "refine.h"
#include "spec_print.h"
#include "../src/util/strbuf.h"

#include <stdio.h>
#include <string.h>

/* ---- IR construction ------------------------------------------------------ */

/* A reference to g that the f_det replacement leaves alone: the wrapper's
 * call of the real code. */
static Expr *raw_ref(Program *p, Global *g) {
    Var *v = ARENA_NEW(&p->arena, Var);
    *v = *g->var;
    v->flags |= VAR_RAW;
    return expr_var(p, v);
}

static Expr *cond(Program *p, ExprKind kind, Expr *pred, Expr *body, const AssertSite *site) {
    if (pred->kind == EX_CON && strcmp(sym_str(&p->syms, pred->u.con->name), "GHC.Types.True") == 0) return body;
    Expr *e = expr_new(p, kind);
    e->u.cond.pred = pred;
    e->u.cond.body = body;
    e->u.cond.site = site;
    return e;
}

static Expr *let1(Program *p, Var *x, Expr *rhs, Expr *body) {
    Expr *e = expr_new(p, EX_LET);
    e->u.let.nbinds = 1;
    e->u.let.binds = ARENA_NEW(&p->arena, Bind);
    e->u.let.binds[0] = (Bind){x, rhs};
    e->u.let.body = body;
    return e;
}

/* ---- The shape of a function: its type, dictionary and value parameters ---- */

typedef enum ParamKind { P_TYPE, P_DICT, P_VALUE } ParamKind;

typedef struct Param {
    ParamKind kind;
    Var *var;
} Param;

typedef struct Shape {
    Param params[64];
    uint32_t n;
    Var *values[32];
    uint32_t nvalues;
    Type *result;
} Shape;

static bool is_dictionary(const Program *p, const Type *t) {
    if (t->kind != TY_CON) return false;
    return symmap_get(&p->classes, t->u.con.name) || strcmp(sym_str(&p->syms, t->u.con.name), "GHC.Classes.IP") == 0;
}

/* The spec's name for value argument i (its binder), or NULL. */
static const char *spec_binder(const Program *p, const SpecType *t, uint32_t i) {
    while (t) {
        while (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT)
            t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
        if (t->kind != ST_FUN) return NULL;
        if (i == 0) {
            Sym b = t->u.fun.binder;
            if (!b && t->u.fun.arg->kind == ST_REFINE) b = t->u.fun.arg->u.refine.binder;
            return b ? sym_str(&p->syms, b) : NULL;
        }
        i--;
        t = t->u.fun.res;
    }
    return NULL;
}

/* Walks g's Core type: type λs, dictionaries, then `want` value arguments
 * (all of them when want is UINT32_MAX). */
static bool shape_of(SpecEnv *env, Global *g, const SpecType *spec, uint32_t want, Shape *s, Diag *diag) {
    Program *p = env->p;
    memset(s, 0, sizeof *s);
    Type *t = g->var->type;
    const char *name = sym_str(&p->syms, g->var->name);
    /* type λs and dictionaries are consumed even after the last value
     * argument: `empty :: forall a. List a` still takes its type */
    while (t && s->n < 64) {
        if (t->kind == TY_FORALL) {
            s->params[s->n++] = (Param){P_TYPE, t->u.forall.var};
            t = t->u.forall.body;
        } else if (t->kind == TY_FUN && is_dictionary(p, t->u.fun.arg)) {
            Var *d = var_fresh(p, "dict", t->u.fun.arg);
            d->flags |= VAR_DICT;
            s->params[s->n++] = (Param){P_DICT, d};
            t = t->u.fun.res;
        } else if (t->kind == TY_FUN && s->nvalues < 32 && s->nvalues < want) {
            const char *vn = spec_binder(p, spec, s->nvalues);
            if (!vn) vn = global_param_name(p, g, s->nvalues);
            char buf[16];
            if (!vn) snprintf(buf, sizeof buf, "x%u", s->nvalues + 1), vn = buf;
            Var *x = var_fresh(p, vn, t->u.fun.arg);
            s->params[s->n++] = (Param){P_VALUE, x};
            s->values[s->nvalues++] = x;
            t = t->u.fun.res;
        } else {
            break;
        }
    }
    s->result = t;
    if (want != UINT32_MAX && s->nvalues < want)
        return diag_error_at(diag, EXIT_BAD_INPUT, spec->pos.file, spec->pos.line, spec->pos.col,
                             "the refinement type of %s has %u argument%s, but its Haskell type has %u", name, want,
                             want == 1 ? "" : "s", s->nvalues);
    return true;
}

/* head @types dicts values */
static Expr *call_of(Program *p, Expr *head, const Shape *s) {
    if (s->n == 0) return head;
    Expr *e = expr_new(p, EX_APP);
    e->u.app.fun = head;
    e->u.app.nargs = s->n;
    e->u.app.args = ARENA_ARRAY(&p->arena, Expr *, s->n);
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->params[i].kind == P_TYPE) {
            Expr *ty = expr_new(p, EX_TYPE);
            ty->u.type = type_new(p, TY_VAR);
            ty->u.type->u.var = s->params[i].var->id;
            e->u.app.args[i] = ty;
        } else {
            e->u.app.args[i] = expr_var(p, s->params[i].var);
        }
    }
    return e;
}

static Expr *lambdas(Program *p, const Shape *s, Expr *body) {
    for (uint32_t i = s->n; i-- > 0;) body = expr_lam(p, s->params[i].var, body);
    return body;
}

static Global *new_global(Program *p, const char *prefix, Global *like, Expr *rhs) {
    char id[512];
    snprintf(id, sizeof id, "%s.%s", prefix, sym_str(&p->syms, like->var->id));
    Global *g = global_new(p, intern(&p->syms, id), like->var->name, like->var->type);
    g->origin = ORIG_MODULE;
    g->module = like->module;
    g->rhs = rhs;
    g->var->span = like->var->span;
    return g;
}

/* ---- Assertion sites ----------------------------------------------------- */

static AssertSite *site_new(SpecEnv *env, Contract *c, AssertKind kind, const Shape *s, Var *result) {
    Program *p = env->p;
    AssertSite *site = ARENA_NEW(&p->arena, AssertSite);
    site->kind = kind;
    site->function = c->g;
    site->nargs = s->nvalues;
    site->args = ARENA_ARRAY(&p->arena, Var *, s->nvalues ? s->nvalues : 1);
    memcpy(site->args, s->values, s->nvalues * sizeof *site->args);
    site->result = result;
    site->contract = c;
    char reason[512];
    static const char *const what[] = {[ASSERT_PRECONDITION] = "precondition",
                                       [ASSERT_POSTCONDITION] = "postcondition",
                                       [ASSERT_CALLEE_POSTCONDITION] = "result type",
                                       [ASSUME_ABSTRACTED] = "abstraction"};
    snprintf(reason, sizeof reason, "%s of %s", what[kind], sym_str(&p->syms, c->g->var->name));
    site->reason = arena_strdup(&p->arena, reason);
    return site;
}

/* A local signature's refinements may name the enclosing function's
 * parameters (by their source names). */
static const RefineScope *outer_scope(SpecEnv *env, const Contract *c) {
    if (!c->local) return NULL;
    RefineScope *scope = NULL;
    for (const Expr *e = c->enclosing->rhs; e && (e->kind == EX_LAM || e->kind == EX_LET || e->kind == EX_CAST);) {
        if (e->kind != EX_LAM) {
            e = e->kind == EX_LET ? e->u.let.body : e->u.cast.body;
            continue;
        }
        Var *b = e->u.lam.bndr;
        if (!(b->flags & (VAR_TYVAR | VAR_DICT))) {
            RefineScope *sc = ARENA_NEW(&env->p->arena, RefineScope);
            *sc = (RefineScope){b->name, b, scope};
            scope = sc;
        }
        e = e->u.lam.body;
    }
    return scope;
}

static Expr *pre_of(SpecEnv *env, Contract *c, const Shape *s, Diag *diag) {
    Refiner r = {env->p, env->module, diag, env, c->file_index, outer_scope(env, c)};
    return contract_pre(&r, c->type, (Var **)s->values, s->nvalues);
}

static Expr *post_of(SpecEnv *env, Contract *c, const Shape *s, Var *result, Diag *diag) {
    Refiner r = {env->p, env->module, diag, env, c->file_index, outer_scope(env, c)};
    return contract_post(&r, c->type, (Var **)s->values, s->nvalues, result);
}

/* let r = call in assert (post s r) r */
static Expr *checked_result(SpecEnv *env, Contract *c, const Shape *s, Expr *call, AssertKind kind, Diag *diag) {
    Var *r = var_fresh(env->p, "result", s->result);
    Expr *post = post_of(env, c, s, r, diag);
    if (!post) return NULL;
    AssertSite *site = site_new(env, c, kind, s, r);
    return let1(env->p, r, call, cond(env->p, EX_ASSERT, post, expr_var(env->p, r), site));
}

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

Global *wrap_constructor_function(Program *p, DataCon *dc) {
    char id[512];
    snprintf(id, sizeof id, "lhx.con.%s", sym_str(&p->syms, dc->name));
    Global *g = program_global(p, id);
    if (g) return g;
    g = global_new(p, intern(&p->syms, id), intern(&p->syms, name_occ(sym_str(&p->syms, dc->name))),
                   constructor_type(p, dc));
    g->origin = ORIG_MODULE;
    g->module = dc->tycon->module;
    g->var->span = dc->span;
    symmap_put(&p->globals, g->var->id, g);
    Shape s;
    memset(&s, 0, sizeof s);
    for (Type *t = g->var->type; t && s.n < 64; s.n++) {
        if (t->kind == TY_FORALL) {
            s.params[s.n] = (Param){P_TYPE, t->u.forall.var};
            t = t->u.forall.body;
        } else if (t->kind == TY_FUN) {
            s.params[s.n] = (Param){P_VALUE, var_fresh(p, "field", t->u.fun.arg)};
            t = t->u.fun.res;
        } else {
            break;
        }
    }
    Expr *con = expr_new(p, EX_CON);
    con->u.con = dc;
    g->rhs = lambdas(p, &s, call_of(p, con, &s));
    return g;
}

/* ---- g^a -------------------------------------------------------------------- */

/* ---- Function-typed arguments with refinements ------------------------------------ */

static const SpecType *strip_quantifiers(const SpecType *t) {
    while (t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT))
        t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
    return t;
}

/* The contract of a function-typed argument (its own signature), named
 * after the parameter, for messages. */
static Contract *argument_contract(SpecEnv *env, Contract *outer, const SpecType *st, const char *name, Type *type) {
    Program *p = env->p;
    Contract *c = ARENA_NEW(&env->arena, Contract);
    char id[512];
    snprintf(id, sizeof id, "lhx.arg.%s.%s", sym_str(&p->syms, outer->g->var->id), name);
    c->g = global_new(p, intern(&p->syms, id), intern(&p->syms, name), type);
    c->type = st;
    c->decl = outer->decl;
    c->file = outer->file;
    c->file_index = outer->file_index;
    c->local = outer->local;
    c->enclosing = outer->enclosing;
    c->argument_of = outer->g;
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s :: ", name);
    spec_print_type(&sb, &p->syms, st);
    c->text = arena_strdup(&env->arena, sb_str(&sb));
    sb_free(&sb);
    return c;
}

/* x wrapped so that its type is enforced where it is called. An input of
 * the checked function (`input`): its results are assumed to meet its type
 * and the checked function's calls of it must meet its precondition. An
 * argument a caller gives a callee: calls the callee makes with arguments
 * meeting the precondition must get results meeting the type — else the
 * caller passed a function that does not have it. NULL: leave x as it is. */
static Expr *wrapped_function(SpecEnv *env, Contract *outer, const SpecType *st, Var *x, const char *name,
                              const RefineScope *scope, bool input, Diag *diag, bool *failed) {
    Program *p = env->p;
    uint32_t n = contract_arity(st);
    Shape s;
    memset(&s, 0, sizeof s);
    Type *t = x->type;
    for (uint32_t i = 0; i < n; i++) {
        if (!t || t->kind != TY_FUN) return NULL; /* rank-n or hidden arrows: not wrapped */
        Var *y = var_fresh(p, "y", t->u.fun.arg);
        s.params[s.n++] = (Param){P_VALUE, y};
        s.values[s.nvalues++] = y;
        t = t->u.fun.res;
    }
    s.result = t;
    Contract *c = argument_contract(env, outer, st, name, x->type);
    Refiner r = {p, env->module, diag, env, c->file_index, scope};
    Var *res = var_fresh(p, "result", t);
    Expr *pre = contract_pre(&r, st, s.values, n);
    Expr *post = pre ? contract_post(&r, st, s.values, n, res) : NULL;
    if (!post) {
        *failed = true;
        return NULL;
    }
    Expr *call = call_of(p, expr_var(p, x), &s);
    AssertSite *pre_site = input ? site_new(env, c, ASSERT_PRECONDITION, &s, NULL) : NULL;
    AssertSite *post_site = input ? NULL : site_new(env, c, ASSERT_CALLEE_POSTCONDITION, &s, res);
    Expr *checked = let1(p, res, call, cond(p, input ? EX_ASSUME : EX_ASSERT, post, expr_var(p, res), post_site));
    return lambdas(p, &s, cond(p, input ? EX_ASSERT : EX_ASSUME, pre, checked, pre_site));
}

/* head applied to the shape's arguments, its function-typed arguments with
 * refinements wrapped (see wrapped_function). NULL with diag on failure. */
static Expr *call_with_contracts(SpecEnv *env, Contract *c, Expr *head, const Shape *s, bool input, Diag *diag) {
    Program *p = env->p;
    if (!c) return call_of(p, head, s);
    Shape inner = *s;
    Bind lets[32];
    uint32_t nlets = 0;
    RefineScope *scope = (RefineScope *)outer_scope(env, c);
    bool failed = false;
    const SpecType *t = strip_quantifiers(c->type);
    for (uint32_t i = 0; i < s->nvalues && t && t->kind == ST_FUN; i++, t = strip_quantifiers(t->u.fun.res)) {
        const SpecType *arg = strip_quantifiers(t->u.fun.arg);
        Sym b = t->u.fun.binder;
        if (!b && arg->kind == ST_REFINE) b = arg->u.refine.binder;
        const char *name = b ? sym_str(&p->syms, b) : sym_str(&p->syms, s->values[i]->name);
        if (arg->kind == ST_FUN && contract_type_refined(arg, true) && nlets < 32) {
            Expr *w = wrapped_function(env, c, arg, s->values[i], name, scope, input, diag, &failed);
            if (failed) return NULL;
            if (w) {
                Var *x2 = var_fresh(p, name, s->values[i]->type);
                lets[nlets++] = (Bind){x2, w};
                for (uint32_t k = 0; k < inner.n; k++)
                    if (inner.params[k].var == s->values[i]) inner.params[k].var = x2;
            }
        }
        if (b) {
            RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
            *sc = (RefineScope){b, s->values[i], scope};
            scope = sc;
        }
    }
    Expr *body = call_of(p, head, &inner);
    for (uint32_t k = nlets; k-- > 0;) body = let1(p, lets[k].var, lets[k].rhs, body);
    return body;
}

/* Λ. λ. λx. assert (pre x) (let r = head x in assert (post x r) r) */
static Expr *assertion_lambda(SpecEnv *env, Contract *c, Expr *head, Diag *diag) {
    Program *p = env->p;
    Shape s;
    if (!shape_of(env, c->g, c->type, contract_arity(c->type), &s, diag)) return NULL;
    Expr *call = call_with_contracts(env, c, head, &s, false, diag);
    if (!call) return NULL;
    bool trusted = c->library || c->assumed || c->constructor;
    Expr *body = trusted ? call : checked_result(env, c, &s, call, ASSERT_CALLEE_POSTCONDITION, diag);
    Expr *pre = body ? pre_of(env, c, &s, diag) : NULL;
    if (!pre) return NULL;
    c->pre_site = site_new(env, c, ASSERT_PRECONDITION, &s, NULL);
    return lambdas(p, &s, cond(p, EX_ASSERT, pre, body, c->pre_site));
}

Global *wrap_assertion(SpecEnv *env, Contract *c, Diag *diag) {
    if (c->assertion) return c->assertion;
    Expr *lam = assertion_lambda(env, c, raw_ref(env->p, c->g), diag);
    if (!lam) return NULL;
    /* set before translating anything else: recursion ends here */
    c->assertion = new_global(env->p, "lhx.assert", c->g, lam);
    return c->assertion;
}

/* ---- ĝ: the counterfactual function (§4) -------------------------------------- */

static bool mentions_type_variable(const Type *t) {
    if (!t) return false;
    switch (t->kind) {
    case TY_VAR: return true;
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (mentions_type_variable(t->u.con.args[i])) return true;
        return false;
    case TY_FUN: return mentions_type_variable(t->u.fun.arg) || mentions_type_variable(t->u.fun.res);
    case TY_APP: return true;
    default: return false;
    }
}

/* Which callees may be abstracted (docs/translate.md, "Which calls are
 * counterfactual"): every function with a signature of the user's; library
 * functions only when their result type is refined and has no type
 * variable — a polymorphic result abstracted to arbitrary values would
 * break callers LiquidHaskell verifies by instantiating the type variable
 * (map's elements), a spurious blame. Constructors are never abstracted. */
static bool abstractable(Contract *c, const Shape *s, Expr *post) {
    if (c->constructor) return false;
    if (!c->library) return true;
    bool trivial = post->kind == EX_CON; /* True */
    return !trivial && !mentions_type_variable(s->result);
}

/* ĝ = Λ. λ. λx. g^a x □ (let r = ?:τ in assume (post x r) r), or g^a itself
 * when g is not abstracted. */
/* Λ. λ. λx. assertion x □ abstract x, or NULL (diag) — *same set when g is
 * not abstracted (then the assertion itself is what to use). */
static Expr *counterfactual_lambda(SpecEnv *env, Contract *c, Expr *assertion, bool *same, Diag *diag) {
    Program *p = env->p;
    Shape s;
    *same = false;
    if (!shape_of(env, c->g, c->type, contract_arity(c->type), &s, diag)) return NULL;
    Var *r = var_fresh(p, "result", s.result);
    Expr *post = post_of(env, c, &s, r, diag);
    if (!post) return NULL;
    if (!abstractable(c, &s, post)) {
        *same = true;
        return assertion;
    }
    Sym tyvars[64];
    uint32_t ntyvars = 0;
    for (uint32_t i = 0; i < s.n; i++)
        if (s.params[i].kind == P_TYPE) tyvars[ntyvars++] = s.params[i].var->id;
    Expr *gen = abstract_value(p, tyvars, ntyvars, s.values, s.nvalues, s.result);
    Expr *abstract = let1(p, r, gen, cond(p, EX_ASSUME, post, expr_var(p, r), NULL));
    /* the site is on the assume, even when post is trivial: it records the call */
    if (abstract->u.let.body->kind != EX_ASSUME) {
        Expr *t = expr_new(p, EX_ASSUME);
        t->u.cond.pred = post;
        t->u.cond.body = abstract->u.let.body;
        abstract->u.let.body = t;
    }
    abstract->u.let.body->u.cond.site = site_new(env, c, ASSUME_ABSTRACTED, &s, r);
    Expr *choice = expr_new(p, EX_CHOICE);
    choice->u.choice.left = call_of(p, assertion, &s);
    choice->u.choice.right = abstract;
    return lambdas(p, &s, choice);
}

static Global *wrap_counterfactual(SpecEnv *env, Contract *c, Diag *diag) {
    if (c->counterfactual) return c->counterfactual;
    Global *assertion = wrap_assertion(env, c, diag);
    if (!assertion) return NULL;
    bool same;
    Expr *lam = counterfactual_lambda(env, c, expr_var(env->p, assertion->var), &same, diag);
    if (!lam) return NULL;
    c->counterfactual = same ? assertion : new_global(env->p, "lhx.cf", c->g, lam);
    return c->counterfactual;
}

/* ---- f_det -------------------------------------------------------------------- */

typedef struct Det {
    SpecEnv *env;
    Global *target, *det;
    Diag *diag;
    bool failed;
} Det;

static Expr *det_copy(Det *d, Expr *e);

/* What a reference to global g becomes in f_det. */
static Expr *det_global(Det *d, Expr *e, Global *g) {
    Contract *c = spec_env_contract(d->env, g);
    if (c) {
        Global *a = wrap_counterfactual(d->env, c, d->diag);
        if (!a) {
            d->failed = true;
            return e;
        }
        return expr_var(d->env->p, a->var);
    }
    if (g == d->target) return expr_var(d->env->p, d->det->var); /* no contract: recursion stays in f_det */
    return e;
}

static Expr *det_con(Det *d, Expr *e) {
    char id[512];
    snprintf(id, sizeof id, "lhx.con.%s", sym_str(&d->env->p->syms, e->u.con->name));
    Global *g = program_global(d->env->p, id);
    return g ? det_global(d, e, g) : e;
}

static Expr **det_args(Det *d, Expr **args, uint32_t n) {
    Expr **out = ARENA_ARRAY(&d->env->p->arena, Expr *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) out[i] = det_copy(d, args[i]);
    return out;
}

/* A let whose binders may have local signatures: `go = rhs` becomes
 * `go_raw = rhs; go = ĝo` (a recursive group), so that every use of go,
 * its own recursive calls included, goes through its contract. */
static Expr *det_let(Det *d, Expr *e, Expr *c) {
    Program *p = d->env->p;
    uint32_t n = e->u.let.nbinds, k = 0;
    c->u.let.binds = ARENA_ARRAY(&p->arena, Bind, 2 * n + 1);
    for (uint32_t i = 0; i < n; i++) {
        Var *v = e->u.let.binds[i].var;
        Expr *rhs = det_copy(d, e->u.let.binds[i].rhs);
        Contract *lc = symmap_get(&d->env->local_contract_of, v->id);
        if (!lc) {
            c->u.let.binds[k++] = (Bind){v, rhs};
            continue;
        }
        Var *raw = var_fresh(p, sym_str(&p->syms, v->name), v->type);
        c->u.let.binds[k++] = (Bind){raw, rhs};
        Expr *wrapped = assertion_lambda(d->env, lc, expr_var(p, raw), d->diag);
        bool same = true;
        if (wrapped) wrapped = counterfactual_lambda(d->env, lc, wrapped, &same, d->diag);
        if (!wrapped) {
            d->failed = true;
            return c;
        }
        c->u.let.binds[k++] = (Bind){v, wrapped};
        c->u.let.rec = true;
    }
    c->u.let.nbinds = k;
    c->u.let.body = det_copy(d, e->u.let.body);
    return c;
}

static Expr *det_copy(Det *d, Expr *e) {
    if (!e || d->failed) return e;
    Program *p = d->env->p;
    switch (e->kind) {
    case EX_VAR: return e->u.var->global && !(e->u.var->flags & VAR_RAW) ? det_global(d, e, e->u.var->global) : e;
    case EX_CON: return det_con(d, e);
    case EX_LIT:
    case EX_TYPE:
    case EX_COERCION:
    case EX_SYMGEN:
    case EX_CRASH: return e;
    default: break;
    }
    Expr *c = expr_new(p, e->kind);
    *c = *e;
    switch (e->kind) {
    case EX_APP:
        c->u.app.fun = det_copy(d, e->u.app.fun);
        c->u.app.args = det_args(d, e->u.app.args, e->u.app.nargs);
        break;
    case EX_LAM: c->u.lam.body = det_copy(d, e->u.lam.body); break;
    case EX_LET: return det_let(d, e, c);
    case EX_CASE:
        c->u.kase.scrut = det_copy(d, e->u.kase.scrut);
        c->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, e->u.kase.nalts ? e->u.kase.nalts : 1);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) {
            c->u.kase.alts[i] = e->u.kase.alts[i];
            c->u.kase.alts[i].rhs = det_copy(d, e->u.kase.alts[i].rhs);
        }
        break;
    case EX_CAST: c->u.cast.body = det_copy(d, e->u.cast.body); break;
    case EX_CHOICE:
        c->u.choice.left = det_copy(d, e->u.choice.left);
        c->u.choice.right = det_copy(d, e->u.choice.right);
        break;
    case EX_ASSUME:
    case EX_ASSERT:
        c->u.cond.pred = det_copy(d, e->u.cond.pred);
        c->u.cond.body = det_copy(d, e->u.cond.body);
        break;
    default: break;
    }
    return c;
}

/* ---- The target ------------------------------------------------------------------ */

Global *wrap_target(SpecEnv *env, Global *f, Contract *c, Diag *diag) {
    Program *p = env->p;
    if (!f->rhs) {
        diag_error(diag, EXIT_UNSUPPORTED, "%s has no definition lhx can run", sym_str(&p->syms, f->var->name));
        return NULL;
    }
    Det d = {env, f, NULL, diag, false};
    d.det = new_global(p, "lhx.det", f, NULL);
    d.det->rhs = det_copy(&d, f->rhs);
    if (d.failed) return NULL;
    Shape s;
    if (!shape_of(env, f, c ? c->type : NULL, c ? contract_arity(c->type) : UINT32_MAX, &s, diag)) return NULL;
    Expr *body = call_with_contracts(env, c, expr_var(p, d.det->var), &s, true, diag);
    if (!body) return NULL;
    if (c) {
        body = checked_result(env, c, &s, body, ASSERT_POSTCONDITION, diag);
        Expr *pre = body ? pre_of(env, c, &s, diag) : NULL;
        if (!pre) return NULL;
        body = cond(p, EX_ASSUME, pre, body, NULL);
    }
    return new_global(p, "lhx.check", f, lambdas(p, &s, body));
}
