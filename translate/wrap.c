/* wrap.c — see wrap.h. */
#include "wrap.h"
#include "../src/core/link.h"
#include "../src/spec/print.h"
#include "../src/spec/query.h"
#include "../src/util/strbuf.h"
#include "abstract.h"
#include "bounds.h"
#include "contract.h"
#include "refine.h"
#include "refine_dict.h"
#include "termination.h"

#include <stdio.h>
#include <stdlib.h>
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


/* ---- The shape of a function: its type, dictionary and value parameters ---- */

typedef enum ParamKind { P_TYPE, P_DICT, P_VALUE } ParamKind;

typedef struct Param {
    ParamKind kind;
    Var *var;
} Param;

/* The parameters of a function, in order, and among them its value
 * parameters (arrays in the program's arena, as long as the type needs). */
typedef struct Shape {
    Param *params;
    uint32_t n;
    Var **values;
    uint32_t nvalues;
    Type *result;
    Var **preds; /* the checked function's chosen abstract refinements; NULL: a callee's (unknown) */
} Shape;

/* An empty shape with room for cap parameters. */
static void shape_init(Program *p, Shape *s, uint32_t cap) {
    s->params = ARENA_ARRAY(&p->arena, Param, cap ? cap : 1);
    s->values = ARENA_ARRAY(&p->arena, Var *, cap ? cap : 1);
    s->n = s->nvalues = 0;
    s->result = NULL;
    s->preds = NULL;
}

/* The number of type λs and arrows along t's spine: at most that many parameters. */
static uint32_t spine_length(const Type *t) {
    uint32_t n = 0;
    for (; t && (t->kind == TY_FORALL || t->kind == TY_FUN); n++)
        t = t->kind == TY_FORALL ? t->u.forall.body : t->u.fun.res;
    return n;
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
static bool shape_of(Translator *tr, Global *g, const SpecType *spec, uint32_t want, Shape *s, Diag *diag) {
    Program *p = tr->p;
    Type *t = g->var->type;
    shape_init(p, s, spine_length(t));
    const char *name = sym_str(&p->syms, g->var->name);
    /* type λs and dictionaries are consumed even after the last value
     * argument: `empty :: forall a. List a` still takes its type */
    while (t) {
        if (t->kind == TY_FORALL) {
            s->params[s->n++] = (Param){P_TYPE, t->u.forall.var};
            t = t->u.forall.body;
        } else if (t->kind == TY_FUN && type_is_dictionary(p, t->u.fun.arg)) {
            Var *d = var_fresh(p, "dict", t->u.fun.arg);
            d->flags |= VAR_DICT;
            s->params[s->n++] = (Param){P_DICT, d};
            t = t->u.fun.res;
        } else if (t->kind == TY_FUN && s->nvalues < want) {
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
    char *id = str_format("%s.%s", prefix, sym_str(&p->syms, like->var->id));
    Global *g = global_new(p, intern(&p->syms, id), like->var->name, like->var->type);
    free(id);
    g->origin = ORIG_MODULE;
    g->module = like->module;
    g->rhs = rhs;
    g->var->span = like->var->span;
    return g;
}

/* ---- Assertion sites ----------------------------------------------------- */

static AssertSite *site_new(Translator *tr, const Contract *c, AssertKind kind, const Shape *s, Var *result) {
    Program *p = tr->p;
    Global *g = translator_subject(tr, c);
    AssertSite *site = ARENA_NEW(&p->arena, AssertSite);
    site->kind = kind;
    site->function = g;
    site->nargs = s->nvalues;
    site->args = ARENA_ARRAY(&p->arena, Var *, s->nvalues ? s->nvalues : 1);
    memcpy(site->args, s->values, s->nvalues * sizeof *site->args);
    site->result = result;
    for (uint32_t i = 0; i < s->n; i++)
        if (s->params[i].kind == P_DICT && type_is_call_stack(p, s->params[i].var->type))
            site->callstack = s->params[i].var;
    site->contract = c;
    static const char *const what[] = {[ASSERT_PRECONDITION] = "precondition",
                                       [ASSERT_POSTCONDITION] = "postcondition",
                                       [ASSERT_CALLEE_POSTCONDITION] = "result type",
                                       [ASSUME_ABSTRACTED] = "abstraction",
                                       [ASSERT_TERMINATION] = "termination"};
    char *reason = str_format("%s of %s", what[kind], sym_str(&p->syms, g->var->name));
    site->reason = arena_strdup(&p->arena, reason);
    free(reason);
    return site;
}

static RefineScope *scope_push(Program *p, Var *b, RefineScope *scope) {
    if (b->flags & (VAR_TYVAR | VAR_DICT)) return scope;
    RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
    *sc = (RefineScope){b->name, b, scope};
    return sc;
}

/* A local signature's refinements may name the enclosing function's
 * parameters and the binders of the lets around the local's own (`where n
 * = length xs; go :: i:{Nat | i <= n} -> …`), by their source names: the
 * spine of the enclosing function down to the let that binds the local. */
static const RefineScope *outer_scope(Translator *tr, const Contract *c) {
    if (!c->local) return NULL;
    RefineScope *scope = NULL;
    for (const Expr *e = c->enclosing->rhs; e && (e->kind == EX_LAM || e->kind == EX_LET || e->kind == EX_CAST);) {
        if (e->kind == EX_CAST) {
            e = e->u.cast.body;
        } else if (e->kind == EX_LAM) {
            scope = scope_push(tr->p, e->u.lam.bndr, scope);
            e = e->u.lam.body;
        } else {
            bool own = false;
            for (uint32_t i = 0; i < e->u.let.nbinds; i++) {
                scope = scope_push(tr->p, e->u.let.binds[i].var, scope);
                own = own || e->u.let.binds[i].var == c->local;
            }
            if (own) break; /* the binders below are not in scope where the local is bound */
            e = e->u.let.body;
        }
    }
    return scope;
}

/* scope with the refinement parameters of constructor contract c's data
 * type bound to NULL: unknown (neither assumed nor asserted, contract.c). */
static RefineScope *unknown_data_params(Program *p, const Contract *c, RefineScope *scope) {
    if (!c->decl || c->decl->kind != SD_DATA) return scope;
    for (size_t i = 0; i < c->decl->u.data.naparams; i++) {
        RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
        *sc = (RefineScope){c->decl->u.data.aparams[i].name, NULL, scope};
        scope = sc;
    }
    return scope;
}

/* The binders a contract's refinements see besides its arguments: the
 * enclosing function's parameters, and its abstract refinements — bound to
 * the checked function's chosen predicates, or to NULL in a callee's
 * contract (LiquidHaskell instantiates them per call, so they are neither
 * assumed nor asserted there; contract.c). */
static const RefineScope *contract_scope(Translator *tr, const Contract *c, const Shape *s) {
    const RefineScope *scope = outer_scope(tr, c);
    bool data_con = c->constructor && c->decl && c->decl->kind == SD_DATA;
    if (data_con) /* the data type's parameters: unknown here */
        scope = unknown_data_params(tr->p, c, (RefineScope *)scope);
    size_t n = 0;
    const SpecAbsParam *ps = data_con ? NULL : spec_type_abs_params(c->type, &n);
    for (size_t i = 0; ps && i < n; i++) {
        RefineScope *sc = ARENA_NEW(&tr->p->arena, RefineScope);
        *sc = (RefineScope){ps[i].name, s->preds ? s->preds[i] : NULL, scope};
        scope = sc;
    }
    /* the type variables it receives: a refinement may use one as a value
     * (a type-level literal's, refine.c) */
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->params[i].kind != P_TYPE || !(s->params[i].var->flags & VAR_TYVAR)) continue;
        RefineScope *sc = ARENA_NEW(&tr->p->arena, RefineScope);
        *sc = (RefineScope){s->params[i].var->name, s->params[i].var, scope};
        scope = sc;
    }
    /* the dictionaries the function receives: a function of the logic with
     * a class constraint takes them (refine_dict.h) */
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->params[i].kind != P_DICT) continue;
        RefineScope *sc = ARENA_NEW(&tr->p->arena, RefineScope);
        *sc = (RefineScope){refine_dict_name(tr->p), s->params[i].var, scope};
        scope = sc;
    }
    return scope;
}

/* c's precondition on the shape's arguments, to assert (a call's) or to
 * assume (the checked function's inputs). */
static Expr *pre_of(Translator *tr, const Contract *c, const Shape *s, bool asserting, Diag *diag) {
    /* assumed, they are the target's inputs, rebuilt by call_with_contracts */
    Refiner r = {tr->p, tr->module, diag, tr, c->file_index, contract_scope(tr, c, s), asserting, !asserting};
    return contract_pre(&r, c->type, s->values, s->nvalues);
}

/* The postcondition of sig (c's type, or c's with its IO result unwrapped) on result. */
static Expr *post_of_sig(Translator *tr, const Contract *c, const SpecType *sig, const Shape *s, Var *result,
                         bool asserting, Diag *diag) {
    /* assumed, it is an abstracted call's result, rebuilt by counterfactual_lambda */
    Refiner r = {tr->p, tr->module, diag, tr, c->file_index, contract_scope(tr, c, s), asserting, !asserting};
    return contract_post(&r, sig, s->values, s->nvalues, result);
}

static Expr *post_of(Translator *tr, const Contract *c, const Shape *s, Var *result, bool asserting, Diag *diag) {
    return post_of_sig(tr, c, c->type, s, result, asserting, diag);
}

/* ---- IO results ----------------------------------------------------------------- */

/* An IO action's refinement (`IO {v:Int | v = x}`) is on the value the
 * action returns when it runs, as LiquidHaskell reads IO's argument: the
 * action is a function of the state token (GHC's `State# RealWorld ->
 * (# State# RealWorld, a #)`), so the contract is checked on the pair's
 * value, each time the action runs. */

/* sig with its result (after the arguments) `IO t` made `t`: a copy of the
 * spine; NULL when the result is not `IO t`. */
static const SpecType *io_result_sig(Program *p, const SpecType *sig) {
    if (!sig) return NULL;
    SpecType *copy = NULL;
    const SpecType *inner = NULL;
    switch (sig->kind) {
    case ST_FORALL: inner = sig->u.forall.body; break;
    case ST_CONSTRAINT: inner = sig->u.constraint.body; break;
    case ST_FUN: inner = sig->u.fun.res; break;
    case ST_CON: {
        const char *n = sym_str(&p->syms, sig->u.con.name), *dot = strrchr(n, '.');
        bool io = strcmp(dot ? dot + 1 : n, "IO") == 0 && sig->u.con.nargs == 1 && !sig->u.con.head_is_var;
        return io ? sig->u.con.args[0] : NULL;
    }
    default: return NULL;
    }
    const SpecType *res = io_result_sig(p, inner);
    if (!res) return NULL;
    copy = ARENA_NEW(&p->arena, SpecType);
    *copy = *sig;
    if (sig->kind == ST_FORALL) copy->u.forall.body = (SpecType *)res;
    else if (sig->kind == ST_CONSTRAINT) copy->u.constraint.body = (SpecType *)res;
    else copy->u.fun.res = (SpecType *)res;
    return copy;
}

/* The value type t of a Haskell type `IO t`, or NULL. */
static Type *io_value_type(Program *p, Type *t) {
    t = t ? type_expand_head(p, t) : NULL;
    if (!t || t->kind != TY_CON || t->u.con.nargs != 1 || strcmp(sym_str(&p->syms, t->u.con.name), "GHC.Types.IO") != 0)
        return NULL;
    return t->u.con.args[0];
}

/* How a contract's IO result is reached: the spec with `IO t` made `t`, the
 * value's type and the unboxed pair; false when the result is not IO or
 * the program has no unboxed pair. */
typedef struct IoResult {
    const SpecType *sig;
    Type *value;
    DataCon *pair;
} IoResult;

static bool io_result(Translator *tr, const Contract *c, const Shape *s, IoResult *io) {
    io->sig = io_result_sig(tr->p, c->type);
    io->value = io_value_type(tr->p, s->result);
    io->pair = program_datacon(tr->p, "GHC.Prim.(#,#)");
    return io->sig && io->value && io->pair;
}

/* (# tok, v #) */
static Expr *io_pair(Program *p, DataCon *pair, Var *tok, Var *v) {
    Expr *con = expr_new(p, EX_CON);
    con->u.con = pair;
    Expr *args[2] = {expr_var(p, tok), expr_var(p, v)};
    return expr_app(p, con, args, 2);
}

/* \tok -> case action tok of (# tok2, v #) -> body: the action run, body
 * with its new token and value in scope. */
static Expr *io_after(Program *p, DataCon *pair, Expr *action, Var *tok2, Var *v, Expr *body) {
    Var *tok = var_fresh(p, "s", NULL);
    Expr *arg = expr_var(p, tok);
    Expr *kase = expr_new(p, EX_CASE);
    kase->u.kase.scrut = expr_app(p, action, &arg, 1);
    kase->u.kase.bndr = var_fresh(p, "ran", NULL);
    kase->u.kase.nalts = 1;
    kase->u.kase.alts = ARENA_NEW(&p->arena, Alt);
    Var **bndrs = ARENA_ARRAY(&p->arena, Var *, 2);
    bndrs[0] = tok2, bndrs[1] = v;
    kase->u.kase.alts[0] = (Alt){.kind = ALT_DATA, .con = pair, .bndrs = bndrs, .nbndrs = 2, .rhs = body};
    return expr_lam(p, tok, kase);
}

/* case x of r { DEFAULT -> body }: x evaluated to WHNF, then body. */
static Expr *evaluated(Program *p, Var *r, Expr *x, Expr *body) {
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = x;
    k->u.kase.bndr = r;
    k->u.kase.type = r->type;
    k->u.kase.nalts = 1;
    k->u.kase.alts = ARENA_NEW(&p->arena, Alt);
    k->u.kase.alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = body};
    return k;
}

/* An IO result: let r = call in \tok -> case r tok of (# tok2, v #) ->
 * assert (post s v) (# tok2, v #), the action evaluated first as
 * checked_result says. */
static Expr *checked_io_result(Translator *tr, const Contract *c, const Shape *s, Expr *call, AssertKind kind,
                               const IoResult *io, Diag *diag) {
    Program *p = tr->p;
    Var *v = var_fresh(p, "result", io->value), *tok = var_fresh(p, "s", NULL), *r = var_fresh(p, "action", s->result);
    Expr *post = post_of_sig(tr, c, io->sig, s, v, true, diag);
    if (!post) return NULL;
    Expr *checked = cond(p, EX_ASSERT, post, io_pair(p, io->pair, tok, v), site_new(tr, c, kind, s, v));
    Expr *action = io_after(p, io->pair, expr_var(p, r), tok, v, checked);
    if (kind == ASSERT_POSTCONDITION) return evaluated(p, r, call, action);
    return expr_let1(p, r, call, action);
}

/* let r = call in assert (post s r) r. The target's own result (which its
 * check forces anyway) is evaluated first: a postcondition is a claim about
 * a value returned, and a body that reaches `undefined` returns none
 * (LiquidHaskell instantiates its type at false), so the path ends there
 * before a postcondition that need not look at r (`{v:a | b}`) is asked. */
static Expr *checked_result(Translator *tr, const Contract *c, const Shape *s, Expr *call, AssertKind kind,
                            Diag *diag) {
    IoResult io;
    if (io_result(tr, c, s, &io)) return checked_io_result(tr, c, s, call, kind, &io, diag);
    Var *r = var_fresh(tr->p, "result", s->result);
    Expr *post = post_of(tr, c, s, r, true, diag);
    if (!post) return NULL;
    AssertSite *site = site_new(tr, c, kind, s, r);
    Expr *checked = cond(tr->p, EX_ASSERT, post, expr_var(tr->p, r), site);
    if (kind == ASSERT_POSTCONDITION) return evaluated(tr->p, r, call, checked);
    return expr_let1(tr->p, r, call, checked);
}

/* let r = call in assume (post s r) r: a refined constructor's result
 * (`C :: x:Int -> {v:T | p v x}`) is what it promises of the value it
 * builds, which LiquidHaskell trusts; call alone when it promises nothing. */
static Expr *promised_result(Translator *tr, const Contract *c, const Shape *s, Expr *call, Diag *diag) {
    Var *r = var_fresh(tr->p, "result", s->result);
    Expr *post = post_of(tr, c, s, r, false, diag);
    if (!post) return NULL;
    if (post->kind == EX_CON) return call; /* True */
    return expr_let1(tr->p, r, call, cond(tr->p, EX_ASSUME, post, expr_var(tr->p, r), NULL));
}

/* ---- Function-typed arguments with refinements ------------------------------------ */

/* The contract of a function-typed argument (its own signature), named
 * after the parameter, for messages. */
static Contract *argument_contract(Translator *tr, const Contract *outer, const SpecType *st, const char *name,
                                   Type *type) {
    Program *p = tr->p;
    Global *of = translator_subject(tr, outer);
    Contract *c = ARENA_NEW(&tr->arena, Contract);
    char *id = str_format("lhx.arg.%s.%s", sym_str(&p->syms, of->var->id), name);
    c->g = global_new(p, intern(&p->syms, id), intern(&p->syms, name), type);
    free(id);
    c->type = st;
    c->decl = outer->decl;
    c->file = outer->file;
    c->file_index = outer->file_index;
    c->local = outer->local;
    c->enclosing = outer->enclosing;
    c->argument_of = of;
    c->field = outer->constructor;
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s :: ", name);
    spec_print_type(&sb, &p->syms, st);
    c->text = arena_strdup(&tr->arena, sb_str(&sb));
    sb_free(&sb);
    return c;
}

static Expr *wrapped_function(Translator *tr, const Contract *outer, const SpecType *st, Var *x, const char *name,
                              const RefineScope *scope, bool input, Diag *diag, bool *failed);

/* What wrapping a data value's function fields as inputs needs. */
typedef struct FieldWrap {
    Translator *tr;
    const Contract *outer;
    Diag *diag;
} FieldWrap;

static Expr *wrap_input_field(void *ctx, const SpecType *ft, Var *field, const char *name, const RefineScope *scope,
                              bool *failed) {
    FieldWrap *fw = ctx;
    return wrapped_function(fw->tr, fw->outer, ft, field, name, scope, true, fw->diag, failed);
}

/* An assumed value of type t (an input, an input function's result) with
 * the function fields its type refines by abstract refinements wrapped as
 * inputs are (contract_rebuild_fields); NULL: x stays as it is. r is the
 * assumption's Refiner: its scope is the one of t's refinements. */
static Expr *rebuilt_value(Translator *tr, const Contract *outer, const Refiner *r, const SpecType *t, Var *x,
                           const RefineScope *scope, Diag *diag, bool *failed) {
    FieldWrap fw = {tr, outer, diag};
    Refiner in = *r;
    in.outer = scope;
    return contract_rebuild_fields(&in, t, x, wrap_input_field, &fw, failed);
}

/* The result res of a call of a function input of type st (shape s),
 * rebuilt as rebuilt_value says, its arguments' binders in scope. */
static Expr *rebuilt_result(Translator *tr, const Contract *c, const Refiner *r, const SpecType *st, const Shape *s,
                            Var *res, Diag *diag, bool *failed) {
    RefineScope *scope = (RefineScope *)r->outer;
    const SpecType *t = spec_type_strip(st);
    for (uint32_t i = 0; i < s->nvalues && t->kind == ST_FUN; i++, t = spec_type_strip(t->u.fun.res)) {
        Sym b = t->u.fun.binder;
        if (!b && t->u.fun.arg->kind == ST_REFINE) b = t->u.fun.arg->u.refine.binder;
        if (!b) continue;
        RefineScope *sc = ARENA_NEW(&tr->p->arena, RefineScope);
        *sc = (RefineScope){b, s->values[i], scope};
        scope = sc;
    }
    return rebuilt_value(tr, c, r, t, res, scope, diag, failed);
}

/* x wrapped so that its type is enforced where it is called. An input of
 * the checked function (`input`): its results are assumed to meet its type
 * and the checked function's calls of it must meet its precondition. An
 * argument a caller gives a callee: calls the callee makes with arguments
 * meeting the precondition must get results meeting the type — else the
 * caller passed a function that does not have it. NULL: leave x as it is. */
static Expr *wrapped_function(Translator *tr, const Contract *outer, const SpecType *st, Var *x, const char *name,
                              const RefineScope *scope, bool input, Diag *diag, bool *failed) {
    Program *p = tr->p;
    uint32_t n = spec_type_arity(st);
    Shape s;
    shape_init(p, &s, n);
    Type *t = x->type;
    for (uint32_t i = 0; i < n; i++) {
        if (!t || t->kind != TY_FUN) return NULL; /* rank-n or hidden arrows: not wrapped */
        Var *y = var_fresh(p, "y", t->u.fun.arg);
        s.params[s.n++] = (Param){P_VALUE, y};
        s.values[s.nvalues++] = y;
        t = t->u.fun.res;
    }
    s.result = t;
    Contract *c = argument_contract(tr, outer, st, name, x->type);
    /* an input's calls assert its precondition, assume its result type; a
     * callee's calls of an argument the other way round */
    Refiner pr = {p, tr->module, diag, tr, c->file_index, scope, input};
    /* an input's result is assumed, rebuilt below */
    Refiner rr = {p, tr->module, diag, tr, c->file_index, scope, !input, input};
    Var *res = var_fresh(p, "result", t);
    Expr *pre = contract_pre(&pr, st, s.values, n);
    Expr *post = pre ? contract_post(&rr, st, s.values, n, res) : NULL;
    Expr *out = input && post ? rebuilt_result(tr, c, &rr, st, &s, res, diag, failed) : NULL;
    if (!post || *failed) {
        *failed = true;
        return NULL;
    }
    Expr *call = call_of(p, expr_var(p, x), &s);
    AssertSite *pre_site = input ? site_new(tr, c, ASSERT_PRECONDITION, &s, NULL) : NULL;
    AssertSite *post_site = input ? NULL : site_new(tr, c, ASSERT_CALLEE_POSTCONDITION, &s, res);
    Expr *checked = expr_let1(p, res, call, cond(p, input ? EX_ASSUME : EX_ASSERT, post, out ? out : expr_var(p, res), post_site));
    return lambdas(p, &s, cond(p, input ? EX_ASSERT : EX_ASSUME, pre, checked, pre_site));
}

/* head applied to the shape's arguments, its function-typed arguments with
 * refinements wrapped (see wrapped_function). NULL with diag on failure. */
static Expr *call_with_contracts(Translator *tr, const Contract *c, Expr *head, const Shape *s, bool input,
                                 Diag *diag) {
    Program *p = tr->p;
    if (!c) return call_of(p, head, s);
    Shape inner = *s; /* the same parameters, some of them replaced by their wrappers */
    inner.params = ARENA_ARRAY(&p->arena, Param, s->n ? s->n : 1);
    memcpy(inner.params, s->params, s->n * sizeof *inner.params);
    Bind *lets = ARENA_ARRAY(&p->arena, Bind, s->nvalues ? s->nvalues : 1);
    uint32_t nlets = 0;
    RefineScope *scope = (RefineScope *)contract_scope(tr, c, s);
    bool failed = false;
    const SpecType *t = spec_type_strip(c->type);
    for (uint32_t i = 0; i < s->nvalues && t && t->kind == ST_FUN; i++, t = spec_type_strip(t->u.fun.res)) {
        const SpecType *arg = spec_type_strip(t->u.fun.arg);
        Sym b = t->u.fun.binder;
        if (!b && arg->kind == ST_REFINE) b = arg->u.refine.binder;
        const char *name = b ? sym_str(&p->syms, b) : sym_str(&p->syms, s->values[i]->name);
        Expr *w = NULL;
        if (input && arg->kind != ST_FUN) { /* an input whose function fields are refined */
            Refiner r = {p, tr->module, diag, tr, c->file_index, scope, false, true};
            w = rebuilt_value(tr, c, &r, t->u.fun.arg, s->values[i], scope, diag, &failed);
        } else if (arg->kind == ST_FUN && spec_type_refined(arg, true)) {
            w = wrapped_function(tr, c, arg, s->values[i], name, scope, input, diag, &failed);
        }
        if (failed) return NULL;
        if (w) { /* the argument replaced by its wrapper */
            Var *x2 = var_fresh(p, name, s->values[i]->type);
            lets[nlets++] = (Bind){x2, w};
            for (uint32_t k = 0; k < inner.n; k++)
                if (inner.params[k].var == s->values[i]) inner.params[k].var = x2;
        }
        if (b) {
            RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
            *sc = (RefineScope){b, s->values[i], scope};
            scope = sc;
        }
    }
    Expr *body = call_of(p, head, &inner);
    for (uint32_t k = nlets; k-- > 0;) body = expr_let1(p, lets[k].var, lets[k].rhs, body);
    return body;
}

/* Λ. λ. λx. assert (pre x) (let r = head x in assert (post x r) r) */
typedef struct AssumedCall {
    const Spec *spec;
    bool found;
} AssumedCall;

static void visit_assumed(const Expr *e, void *ctx) {
    AssumedCall *a = ctx;
    if (e->kind != EX_VAR || !e->u.var->global) return;
    const Contract *c = spec_contract(a->spec, e->u.var->global);
    if (c && c->assumed) a->found = true;
}

/* Does g's own code call a function whose signature is `assume`d? Its real
 * code is not what the signature promises (`assume count :: … {v | p}` of
 * a function that returns its argument), and LiquidHaskell checks g
 * against the promise: running g's real code would blame g for a result
 * it never gives there, and its callers would get a result LiquidHaskell
 * never sees: they get the promise of g's own signature alone. (g checked
 * as a target itself gets the promises of its callees.) */
static bool calls_assumed(const Translator *tr, const Global *g) {
    AssumedCall a = {tr->spec, false};
    if (g && g->rhs) expr_visit(g->rhs, visit_assumed, &a);
    return a.found;
}

static Expr *assertion_lambda(Translator *tr, const Contract *c, Expr *head, Diag *diag) {
    Program *p = tr->p;
    Shape s;
    if (!shape_of(tr, translator_subject(tr, c), c->type, spec_type_arity(c->type), &s, diag)) return NULL;
    Expr *call = call_with_contracts(tr, c, head, &s, false, diag);
    if (!call) return NULL;
    /* an inferred type is lhx's bounded guess, not the user's claim: never re-checked */
    bool trusted = c->library || c->assumed || c->constructor || c->inferred || calls_assumed(tr, translator_subject(tr, c));
    /* a class method called through a dictionary (its selector) is typed by
     * the class's signature whatever the instance, whose own code is checked
     * against it as a target: its result is promised, never blamed on the
     * method (a symbolic dictionary's method has no code: entry.h) */
    bool method = translator_subject(tr, c)->origin == ORIG_SELECTOR;
    Expr *body = c->constructor || method ? promised_result(tr, c, &s, call, diag)
                 : trusted          ? call
                                    : checked_result(tr, c, &s, call, ASSERT_CALLEE_POSTCONDITION, diag);
    Expr *pre = body ? pre_of(tr, c, &s, true, diag) : NULL;
    if (!pre) return NULL;
    AssertSite *pre_site = site_new(tr, c, ASSERT_PRECONDITION, &s, NULL);
    return lambdas(p, &s, cond(p, EX_ASSERT, pre, body, pre_site));
}

static Expr *program_copy(Translator *tr, Global *g, Diag *diag);

Global *wrap_assertion(Translator *tr, const Contract *c, Diag *diag) {
    ContractMade *made = translator_made(tr, c);
    if (made->assertion) return made->assertion;
    /* an unsigned helper's inferred type (not a suggestion's candidate
     * tried in its place) is no claim of the user's: its body is the
     * program's code, whose calls LiquidHaskell checks where they are
     * made, so it runs as f_det's copy does (det_global) */
    bool helper = translator_inferred(tr, made->subject) == c && !translator_overridden(tr, made->subject);
    Expr *head = helper && made->subject->rhs && global_in_program(made->subject) ? program_copy(tr, made->subject, diag)
                                                                                  : raw_ref(tr->p, made->subject);
    if (!head) return NULL;
    Expr *lam = assertion_lambda(tr, c, head, diag);
    if (!lam) return NULL;
    /* set before translating anything else: recursion ends here */
    made->assertion = new_global(tr->p, "lhx.assert", made->subject, lam);
    made->assertion->wraps = made->subject;
    return made->assertion;
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

/* Is g a measure, inline or reflect function: a definition of the logic,
 * whose real code LiquidHaskell knows? Such a callee is never abstracted,
 * so a counterexample never blames it for being too weak. */
static bool is_definition(const Spec *spec, const Global *g) {
    for (uint32_t i = 0; g && i < spec->nmeasures; i++)
        if (spec->measures[i]->function == g) return true;
    return false;
}

/* Which callees may be abstracted (docs/translate.md, "Which calls are
 * counterfactual"): every function with a signature of the user's; library
 * functions only when their result type is refined and has no type
 * variable — a polymorphic result abstracted to arbitrary values would
 * break callers LiquidHaskell verifies by instantiating the type variable
 * (map's elements), a spurious blame. Constructors are never abstracted,
 * nor functions quantifying abstract refinements: LiquidHaskell picks
 * their instantiation per call, which an abstraction cannot know. */
static bool abstractable(const Translator *tr, const Contract *c, const Shape *s, Expr *post) {
    size_t npreds;
    if (c->constructor || spec_type_abs_params(c->type, &npreds)) return false;
    if (is_definition(tr->spec, translator_subject(tr, c))) return false;
    if (!c->library) return true;
    bool trivial = post->kind == EX_CON; /* True */
    return !trivial && !mentions_type_variable(s->result);
}

/* assume post body, recording the abstracted call */
static Expr *assumed_call(Program *p, Expr *post, Expr *body, const AssertSite *site) {
    Expr *t = expr_new(p, EX_ASSUME);
    t->u.cond.pred = post;
    t->u.cond.body = body;
    t->u.cond.site = site;
    return t;
}

/* let r = ?:τ in assume (post x r) r, the site on the assume even when
 * post is trivial: it records the call. */
static Expr *abstract_result(Translator *tr, const Contract *c, const Shape *s, Var *r, Expr *post, Sym *tyvars,
                             uint32_t ntyvars, bool dicts, Diag *diag) {
    Program *p = tr->p;
    Expr *gen = abstract_value(p, tyvars, ntyvars, s->values, s->nvalues, dicts, s->result);
    Refiner rr = {p, tr->module, diag, tr, c->file_index, contract_scope(tr, c, s), false, true};
    bool failed = false;
    Expr *out = rebuilt_result(tr, c, &rr, c->type, s, r, diag, &failed);
    if (failed) return NULL;
    return expr_let1(p, r, gen, assumed_call(p, post, out ? out : expr_var(p, r), site_new(tr, c, ASSUME_ABSTRACTED, s, r)));
}

/* An abstracted IO action: \tok -> let v = ?:t in assume (post x v) (# tok, v #),
 * a fresh value meeting the type each time the action runs. */
static Expr *abstract_io_result(Translator *tr, const Contract *c, const Shape *s, const IoResult *io, Sym *tyvars,
                                uint32_t ntyvars, bool dicts, Diag *diag) {
    Program *p = tr->p;
    Var *v = var_fresh(p, "result", io->value), *tok = var_fresh(p, "s", NULL);
    Expr *post = post_of_sig(tr, c, io->sig, s, v, false, diag);
    if (!post) return NULL;
    Expr *gen = abstract_value(p, tyvars, ntyvars, s->values, s->nvalues, dicts, io->value);
    Expr *body = assumed_call(p, post, io_pair(p, io->pair, tok, v), site_new(tr, c, ASSUME_ABSTRACTED, s, v));
    return expr_lam(p, tok, expr_let1(p, v, gen, body));
}

/* ĝ = Λ. λ. λx. assertion x □ (let r = ?:τ in assume (post x r) r), or
 * NULL (diag). *same is set when g is not abstracted: then the assertion
 * itself is what to use. */
static Expr *counterfactual_lambda(Translator *tr, const Contract *c, Expr *assertion, bool *same, Diag *diag) {
    Program *p = tr->p;
    Shape s;
    *same = false;
    if (!shape_of(tr, translator_subject(tr, c), c->type, spec_type_arity(c->type), &s, diag)) return NULL;
    Var *r = var_fresh(p, "result", s.result);
    Expr *post = post_of(tr, c, &s, r, false, diag);
    if (!post) return NULL;
    if (!abstractable(tr, c, &s, post)) {
        *same = true;
        return assertion;
    }
    Sym *tyvars = ARENA_ARRAY(&p->arena, Sym, s.n ? s.n : 1);
    uint32_t ntyvars = 0;
    bool dicts = false;
    for (uint32_t i = 0; i < s.n; i++) {
        if (s.params[i].kind == P_TYPE) tyvars[ntyvars++] = s.params[i].var->id;
        dicts = dicts || s.params[i].kind == P_DICT;
    }
    IoResult io;
    Expr *abstract = io_result(tr, c, &s, &io) ? abstract_io_result(tr, c, &s, &io, tyvars, ntyvars, dicts, diag)
                                               : abstract_result(tr, c, &s, r, post, tyvars, ntyvars, dicts, diag);
    if (!abstract) return NULL;
    /* trusted: callers get only what the signature promises, never the real
     * code; so too for code relying on such a promise (calls_assumed) */
    if (c->assumed || calls_assumed(tr, translator_subject(tr, c))) {
        Expr *pre = pre_of(tr, c, &s, true, diag);
        if (!pre) return NULL;
        return lambdas(p, &s, cond(p, EX_ASSERT, pre, abstract, site_new(tr, c, ASSERT_PRECONDITION, &s, NULL)));
    }
    Expr *choice = expr_new(p, EX_CHOICE);
    choice->u.choice.left = call_of(p, assertion, &s);
    choice->u.choice.right = abstract;
    return lambdas(p, &s, choice);
}

static Global *wrap_counterfactual(Translator *tr, const Contract *c, Diag *diag) {
    ContractMade *made = translator_made(tr, c);
    if (made->counterfactual) return made->counterfactual;
    Global *assertion = wrap_assertion(tr, c, diag);
    if (!assertion) return NULL;
    bool same;
    Expr *lam = counterfactual_lambda(tr, c, expr_var(tr->p, assertion->var), &same, diag);
    if (!lam) return NULL;
    made->counterfactual = same ? assertion : new_global(tr->p, "lhx.cf", made->subject, lam);
    return made->counterfactual;
}

/* ---- f_det -------------------------------------------------------------------- */

typedef struct Det {
    Translator *tr;
    Global *target, *det;
    Diag *diag;
    bool failed;
    Termination *term; /* the termination check's instrumentation, or NULL */
    bool held;         /* copying inside a constructor's field whose calls are checked where it is built */
} Det;

static Expr *det_copy(Det *d, Expr *e);

/* What a reference to global g becomes in f_det. */
/* ĝ for contract c, in place of e. */
static Expr *det_counterfactual(Det *d, Expr *e, const Contract *c) {
    Global *a = wrap_counterfactual(d->tr, c, d->diag);
    if (!a) {
        d->failed = true;
        return e;
    }
    return expr_var(d->tr->p, a->var);
}

/* An instance's dictionary whose methods have contracts: its copy with
 * every method replaced by its ĝ, so that a call through the dictionary
 * (a selector applied to it) is checked against the method's type, as
 * LiquidHaskell types a method called at a known instance. Made once per
 * translator; recursion (a dictionary mentioning itself) reaches the copy. */
/* A reference to g's f_det-style copy (its calls through their contracts),
 * named prefix.g, made once per translator (the map holds dictionaries and
 * selectors alike); recursion (g mentioning itself) reaches the copy. */
static Expr *det_copied_global(Det *d, const char *prefix, Global *g) {
    Program *p = d->tr->p;
    Global *made = symmap_get(&d->tr->dictionaries, g->var->id);
    if (!made) {
        made = new_global(p, prefix, g, NULL);
        made->wraps = g; /* the same function, its calls checked */
        symmap_put(&d->tr->dictionaries, g->var->id, made);
        Det inner = {d->tr, g, made, d->diag, false, NULL, false};
        made->rhs = det_copy(&inner, g->rhs);
        d->failed = d->failed || inner.failed;
    }
    return expr_var(p, made->var);
}

static Expr *det_dictionary(Det *d, Global *dfun) { return det_copied_global(d, "lhx.dict", dfun); }

/* g's f_det-style copy, from outside any f_det (a wrapper's call of an
 * unsigned helper); NULL on failure (diag). */
static Expr *program_copy(Translator *tr, Global *g, Diag *diag) {
    Det d = {tr, NULL, NULL, diag, false, NULL, false};
    Expr *e = det_copied_global(&d, "lhx.det", g);
    return d.failed ? NULL : e;
}

static Expr *det_selector(Det *d, Global *g);

static Expr *det_global(Det *d, Expr *e, Global *g) {
    if (g->rhs && spec_refined_dictionary(d->tr->spec, g)) return det_dictionary(d, g);
    Expr *sel = det_selector(d, g);
    if (sel) return sel;
    const Contract *c = translator_overridden(d->tr, g);
    if (!c) c = spec_contract(d->tr->spec, g);
    if (!c && g != d->target) c = translator_inferred(d->tr, g);
    if (c) return det_counterfactual(d, e, c);
    if (g == d->target) return expr_var(d->tr->p, d->det->var); /* no contract: recursion stays in f_det */
    /* A function of the program without a contract (an unsigned helper, an
     * instance's dictionary): its copy, its calls through their contracts as
     * f_det's are. LiquidHaskell checks every call the program makes, in
     * whichever of its functions, against the callee's type, and never the
     * library's code (a crash inside it is no violation, check_semantics):
     * so a helper's `head xs` is checked where the helper makes it. */
    if (g->rhs && global_in_program(g)) return det_copied_global(d, "lhx.det", g);
    return e;
}

/* A refined constructor is built through its contract; one whose contract
 * describes its wrapper (a GADT constructor's, context.c) only through
 * that: the worker takes equality evidence the contract does not name. */
static Expr *det_con(Det *d, Expr *e) {
    const Contract *c = spec_con_contract(d->tr->spec, e->u.con);
    if (c && translator_subject(d->tr, c)->origin == ORIG_DATACON_WRAPPER) return e;
    return c ? det_counterfactual(d, e, c) : e;
}

/* Copies e with d->held set to held, restoring it after. */
static Expr *det_copy_held(Det *d, Expr *e, bool held) {
    bool was = d->held;
    d->held = held;
    Expr *c = det_copy(d, e);
    d->held = was;
    return c;
}

/* built (the copy of constructor field e, about to be built): under the
 * termination check of every call e holds (termination_held_calls), so
 * that a call nothing ever runs (a list element never forced) is checked
 * as LiquidHaskell checks it, where it is written. */
static Expr *det_held(Det *d, const Expr *e, Expr *built) {
    if (!d->term || d->held || d->failed) return built;
    const Expr **calls;
    uint32_t n = termination_held_calls(d->term, e, &calls);
    Program *p = d->tr->p;
    for (uint32_t i = n; i-- > 0 && built;) {
        Expr *call = expr_new(p, EX_APP);
        *call = *calls[i];
        call->u.app.fun = det_copy_held(d, calls[i]->u.app.fun, true);
        call->u.app.args = ARENA_ARRAY(&p->arena, Expr *, calls[i]->u.app.nargs ? calls[i]->u.app.nargs : 1);
        for (uint32_t j = 0; j < calls[i]->u.app.nargs; j++)
            call->u.app.args[j] = det_copy_held(d, calls[i]->u.app.args[j], true);
        built = termination_guard(d->term, calls[i], call, built, d->diag);
    }
    free(calls);
    if (!built) d->failed = true;
    return built;
}

/* The fields of constructor application e (copied as c) are built with c. */
static Expr *det_app_held(Det *d, const Expr *e, Expr *c) {
    for (uint32_t i = 0; i < e->u.app.nargs && c; i++) c = det_held(d, e->u.app.args[i], c);
    return c;
}

/* A let whose binders may have local signatures: `go = rhs` becomes
 * `go_raw = rhs; go = ĝo` (a recursive group), so that every use of go,
 * its own recursive calls included, goes through its contract. */
static Expr *det_let(Det *d, Expr *e, Expr *c) {
    Program *p = d->tr->p;
    uint32_t n = e->u.let.nbinds, k = 0;
    c->u.let.binds = ARENA_ARRAY(&p->arena, Bind, 2 * n + 1);
    for (uint32_t i = 0; i < n; i++) {
        Var *v = e->u.let.binds[i].var;
        if (d->term) termination_enter_local(d->term, v, e->u.let.binds[i].rhs);
        Expr *rhs = det_copy(d, e->u.let.binds[i].rhs);
        if (d->term) termination_leave_local(d->term, v);
        const Contract *lc = spec_local_contract(d->tr->spec, v);
        if (!lc) {
            c->u.let.binds[k++] = (Bind){v, rhs};
            continue;
        }
        Var *raw = var_fresh(p, sym_str(&p->syms, v->name), v->type);
        c->u.let.binds[k++] = (Bind){raw, rhs};
        Expr *wrapped = assertion_lambda(d->tr, lc, expr_var(p, raw), d->diag);
        bool same = true;
        if (wrapped) wrapped = counterfactual_lambda(d->tr, lc, wrapped, &same, d->diag);
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

/* ---- Refined function-typed fields -------------------------------------------- */

/* Alternative alt of a case in f_det, its fields of refined function types
 * (`fprop :: v:Int -> {f v >= 0}`) wrapped as a function input is: every
 * value of the type has its declared fields (LiquidHaskell types each
 * field taken out of it by the data declaration), so calls of such a field
 * assume its result type and must meet its precondition. The binder
 * stays the wrapper's name (`let fprop = wrap fprop_raw in rhs`); earlier
 * fields are in scope by name. rhs is the alternative's copied body. */
static Expr *det_field_alt(Det *d, Alt *alt, Expr *rhs) {
    Program *p = d->tr->p;
    const Contract *c = alt->kind == ALT_DATA ? spec_con_contract(d->tr->spec, alt->con) : NULL;
    if (!c) return rhs;
    Var **fields = alt->bndrs + alt->con->nexvars;
    Bind lets[16];
    uint32_t nlets = 0;
    /* the data type's refinement parameters: unknown here (the value's type
     * instantiates them), so neither assumed nor asserted, as a callee's */
    RefineScope *scope = unknown_data_params(p, c, NULL);
    const SpecType *t = spec_type_strip(c->type);
    uint32_t n = datacon_source_arity(p, alt->con);
    for (uint32_t j = 0; j < n && t && t->kind == ST_FUN; j++, t = spec_type_strip(t->u.fun.res)) {
        uint32_t i = datacon_source_field(p, alt->con, j);
        const SpecType *arg = spec_type_strip(t->u.fun.arg);
        Sym b = t->u.fun.binder;
        if (arg->kind == ST_FUN && spec_type_refined(arg, true) && nlets < 16 && fields[i]->type) {
            Var *raw = var_fresh(p, sym_str(&p->syms, fields[i]->name), fields[i]->type);
            const char *name = b ? sym_str(&p->syms, b) : sym_str(&p->syms, fields[i]->name);
            Expr *w = wrapped_function(d->tr, c, arg, raw, name, scope, true, d->diag, &d->failed);
            if (d->failed) return rhs;
            if (w) {
                lets[nlets++] = (Bind){fields[i], w};
                fields[i] = raw;
            }
        }
        if (b) {
            RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
            *sc = (RefineScope){b, fields[i], scope};
            scope = sc;
        }
    }
    for (uint32_t k = nlets; k-- > 0;) rhs = expr_let1(p, lets[k].var, lets[k].rhs, rhs);
    return rhs;
}

/* Is selector g (of a type of g's module) a field that a refined
 * constructor declares with a refined function type? */
static bool refined_function_field(const Det *d, const Global *g) {
    const Program *p = d->tr->p;
    const char *occ = name_occ(sym_str(&p->syms, g->var->id));
    for (size_t i = 0; i < p->tycons.cap; i++) {
        const TyCon *tc = p->tycons.keys[i] ? p->tycons.vals[i] : NULL;
        if (tc && tc->module != g->module) continue;
        for (uint32_t c = 0; tc && c < tc->ncons; c++) {
            const DataCon *dc = tc->cons[c];
            const Contract *k = spec_con_contract(d->tr->spec, dc);
            const SpecType *t = k ? spec_type_strip(k->type) : NULL;
            uint32_t n = datacon_source_arity(p, dc);
            for (uint32_t f = 0; t && t->kind == ST_FUN && f < n; f++, t = spec_type_strip(t->u.fun.res)) {
                const SpecType *arg = spec_type_strip(t->u.fun.arg);
                Sym label = dc->fields[datacon_source_field(p, dc, f)].label;
                if (label && strcmp(sym_str(&p->syms, label), occ) == 0 && arg->kind == ST_FUN && spec_type_refined(arg, true)) return true;
            }
        }
    }
    return false;
}

/* A record selector of such a field (`fprop t`): its copy, whose case
 * wraps the field as above (made once per translator). NULL: g is none. */
static Expr *det_selector(Det *d, Global *g) {
    if (!g->rhs || g->rhs->kind != EX_LAM || !refined_function_field(d, g)) return NULL;
    return det_copied_global(d, "lhx.selector", g);
}

/* ---- Proofs are evaluated where they are built --------------------------------- */

/* The unit type's constructor when t is the unit type, the type of proofs;
 * else NULL. */
static DataCon *unit_con(const Program *p, const Type *t) {
    while (t && t->kind == TY_FORALL) t = t->u.forall.body;
    if (!t || t->kind != TY_CON || t->u.con.nargs) return NULL;
    const char *n = sym_str(&p->syms, t->u.con.name);
    if (strcmp(n, "GHC.Tuple.()") != 0 && strcmp(n, "GHC.Tuple.Unit") != 0 && strcmp(n, "GHC.Tuple.Prim.Unit") != 0) return NULL;
    const TyCon *tc = t->u.con.tycon ? t->u.con.tycon : program_tycon(p, n);
    return tc && tc->ncons == 1 ? tc->cons[0] : NULL;
}

/* When e is an application whose result is a proof (a value of type ()),
 * the unit constructor; else NULL. Read off its head's type; type
 * arguments are not substituted, so a result that is a type variable is
 * not taken for one. */
static DataCon *proof_application(const Det *d, const Expr *e) {
    const Program *p = d->tr->p;
    if (e->kind != EX_APP) return NULL;
    const Expr *h = expr_uncast(e->u.app.fun);
    /* a function input or a field taken out of a value (a local, or a
     * record selector applied): the lemmas whose types are assumed */
    if (h->kind != EX_VAR || (h->u.var->global && !refined_function_field(d, h->u.var->global))) return NULL;
    const Type *t = h->u.var->type;
    for (uint32_t i = 0; t && i < e->u.app.nargs; i++) {
        const Expr *a = e->u.app.args[i];
        if (a->kind == EX_TYPE) t = t->kind == TY_FORALL ? t->u.forall.body : NULL;
        else if (a->kind != EX_COERCION) {
            while (t && t->kind == TY_FORALL) t = t->u.forall.body;
            t = t && t->kind == TY_FUN ? t->u.fun.res : NULL;
        }
    }
    return unit_con(p, t);
}

/* case x of { () -> body }: the proof x evaluated and examined (as `()`,
 * so that a counterexample's replay knows the value the search saw). */
static Expr *proved(Program *p, DataCon *unit, Expr *x, Expr *body) {
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = x;
    k->u.kase.bndr = var_fresh(p, "proof", NULL);
    k->u.kase.nalts = 2; /* a default too, as Core puts it first: for a unit of another name */
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, 2);
    k->u.kase.alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = body};
    k->u.kase.alts[1] = (Alt){.kind = ALT_DATA, .con = unit, .bndrs = ARENA_NEW(&p->arena, Var *), .rhs = body};
    return k;
}

/* The copy c of application e, its arguments that are proofs (`const ()
 * (lemma x)`, `fprop t i`) evaluated before it: LiquidHaskell assumes the
 * type of every application written in the checked function, evaluated or
 * not, and checks its precondition; lhx runs it where it is built, as it
 * runs the lemma `?` attaches (prelude/stubs: a proof is evaluated where it
 * is used), so its precondition is asserted and its result type assumed. */
static Expr *det_proof_arguments(Det *d, const Expr *e, Expr *c) {
    Program *p = d->tr->p;
    for (uint32_t i = e->u.app.nargs; i-- > 0;) {
        DataCon *unit = proof_application(d, e->u.app.args[i]);
        if (!unit) continue;
        Expr *arg = c->u.app.args[i];
        c->u.app.args[i] = expr_new(p, EX_CON);
        c->u.app.args[i]->u.con = unit;
        c = proved(p, unit, arg, c);
    }
    return c;
}

static Expr *det_copy(Det *d, Expr *e) {
    if (!e || d->failed) return e;
    Program *p = d->tr->p;
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
    case EX_APP: {
        c->u.app.fun = det_copy(d, e->u.app.fun);
        bool data = d->term && expr_uncast(e->u.app.fun)->kind == EX_CON;
        c->u.app.args = ARENA_ARRAY(&p->arena, Expr *, e->u.app.nargs ? e->u.app.nargs : 1);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) /* a constructor's fields: their calls are checked here */
            c->u.app.args[i] = det_copy_held(d, e->u.app.args[i], d->held || data);
        if (d->term && !d->failed) {
            Expr *t = termination_call(d->term, e, c, d->diag);
            if (!t) d->failed = true;
            return t && data ? det_app_held(d, e, t) : t ? t : c;
        }
        return det_proof_arguments(d, e, c);
    }
    case EX_LAM: c->u.lam.body = det_copy_held(d, e->u.lam.body, false); break;
    case EX_LET: return det_let(d, e, c);
    case EX_CASE:
        c->u.kase.scrut = det_copy_held(d, e->u.kase.scrut, false);
        c->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, e->u.kase.nalts ? e->u.kase.nalts : 1);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) {
            Alt *a = &c->u.kase.alts[i];
            *a = e->u.kase.alts[i];
            if (a->kind == ALT_DATA) { /* its own binders: det_field_alt may rename some */
                a->bndrs = ARENA_ARRAY(&p->arena, Var *, a->nbndrs ? a->nbndrs : 1);
                memcpy(a->bndrs, e->u.kase.alts[i].bndrs, a->nbndrs * sizeof *a->bndrs);
            }
            a->rhs = det_field_alt(d, a, det_copy_held(d, e->u.kase.alts[i].rhs, false));
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

/* ---- The checked function's abstract refinements ------------------------------------ */

/* The Core type of one argument of an abstract refinement's sort: a type
 * variable of the function (by name), or a type without arguments. Other
 * sorts get an opaque type: the predicate then answers without looking at
 * that argument (a symbolic function memoises on primitive arguments only). */
static Type *sort_argument(Translator *tr, const SpecType *t, const Shape *s) {
    Program *p = tr->p;
    if (t->kind == ST_VAR)
        for (uint32_t i = 0; i < s->n; i++)
            if (s->params[i].kind == P_TYPE && strcmp(sym_str(&p->syms, s->params[i].var->name),
                                                      sym_str(&p->syms, t->u.var)) == 0) {
                Type *v = type_new(p, TY_VAR);
                v->u.var = s->params[i].var->id;
                return v;
            }
    TyCon *tc = t->kind == ST_CON && t->u.con.nargs == 0 && !t->u.con.head_is_var ? spec_tycon(tr->spec, t->u.con.name)
                                                                                    : NULL;
    Type *r = type_new(p, tc ? TY_CON : TY_OTHER);
    if (tc) r->u.con.name = tc->name, r->u.con.tycon = tc;
    else r->u.text = "abstract refinement argument";
    return r;
}

/* a1 -> … -> an -> Bool for the sort of p. */
static Type *predicate_type(Translator *tr, const SpecAbsParam *ap, const Shape *s) {
    Program *p = tr->p;
    Type *t = type_new(p, TY_CON);
    t->u.con.name = intern(&p->syms, "GHC.Types.Bool");
    t->u.con.tycon = program_tycon(p, "GHC.Types.Bool");
    for (size_t i = ap->nargs; i-- > 0;) {
        Type *f = type_new(p, TY_FUN);
        f->u.fun.arg = sort_argument(tr, ap->args[i], s);
        f->u.fun.res = t;
        t = f;
    }
    return t;
}

/* f's type with the predicates' types inserted before its value arguments
 * (after its type variables and dictionaries), shared from there on. */
static Type *with_predicates(Program *p, Type *t, Var **preds, uint32_t n) {
    bool dict = t && t->kind == TY_FUN && type_is_dictionary(p, t->u.fun.arg);
    if (t && (t->kind == TY_FORALL || dict)) {
        Type *c = type_new(p, t->kind);
        *c = *t;
        if (t->kind == TY_FORALL) c->u.forall.body = with_predicates(p, t->u.forall.body, preds, n);
        else c->u.fun.res = with_predicates(p, t->u.fun.res, preds, n);
        return c;
    }
    for (uint32_t i = n; i-- > 0;) {
        Type *f = type_new(p, TY_FUN);
        f->u.fun.arg = preds[i]->type;
        f->u.fun.res = t;
        t = f;
    }
    return t;
}

/* A `bound` used as a constraint on the signature's abstract refinements
 * (a non-class constraint, `Chain p q r =>`): lhx cannot assume it (it
 * holds for all values), and choosing predicates that break it would be a
 * false alarm. */
static const SpecType *bound_constraint(Translator *tr, const SpecType *t) {
    for (; t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT);
         t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body) {
        for (size_t i = 0; t->kind == ST_CONSTRAINT && i < t->u.constraint.n; i++) {
            const SpecType *k = t->u.constraint.constraints[i];
            TyCon *tc = k->kind == ST_CON ? spec_tycon(tr->spec, k->u.con.name) : NULL;
            if (!tc || tc->kind != TC_CLASS) return k;
        }
    }
    return NULL;
}

static Type *bool_type(Program *p) {
    Type *t = type_new(p, TY_CON);
    t->u.con.name = intern(&p->syms, "GHC.Types.Bool");
    t->u.con.tycon = program_tycon(p, "GHC.Types.Bool");
    return t;
}

/* Bounds ({x::a<p> |- a<q> <: …}) make the predicates constants the search
 * chooses (bounds.h): *consts gets them (the inputs in place of the
 * predicates), *cond what the bounds require of them. False (diag) when no
 * choice meets a bound. */
static bool bounded_constants(Translator *tr, const Contract *c, Global *f, const SpecAbsParam *ps, size_t n,
                              Var ***consts, Expr **meets, Diag *diag) {
    Program *p = tr->p;
    *consts = ARENA_ARRAY(&p->arena, Var *, n);
    for (size_t i = 0; i < n; i++) (*consts)[i] = var_fresh(p, sym_str(&p->syms, ps[i].name), bool_type(p));
    const SpecBound *why;
    *meets = bounds_condition(p, c->type, ps, n, *consts, &why);
    if (*meets) return true;
    return diag_error_at(diag, EXIT_UNSUPPORTED, why->pos.file, why->pos.line, why->pos.col,
                         "unsupported: a bound on the predicates %s quantifies that no constant predicates meet "
                         "(a concrete refinement concluded without abstract hypotheses)",
                         sym_str(&p->syms, f->var->name));
}

/* The abstract refinements the checked function quantifies become inputs
 * the search chooses (symbolic Bool-valued functions, docs/translate.md):
 * s->preds gets them, `outer` is s with them as parameters before the
 * values, *type the target's type. Under bounds the inputs are constants
 * instead (*consts, each predicate p_i = \_ -> consts[i], *meets what the
 * bounds require). False (diag) when a `bound` constraint or an unmeetable
 * bound constrains them. */
static bool chosen_predicates(Translator *tr, const Contract *c, Global *f, Shape *s, Shape *outer, Type **type,
                              Var ***consts, Expr **meets, Diag *diag) {
    Program *p = tr->p;
    size_t n;
    const SpecAbsParam *ps = spec_type_abs_params(c->type, &n);
    *consts = NULL;
    if (!n) return true;
    const SpecType *b = bound_constraint(tr, c->type);
    if (b)
        return diag_error_at(diag, EXIT_UNSUPPORTED, b->pos.file, b->pos.line, b->pos.col,
                             "unsupported: bounded abstract refinements (a bound constrains the predicates "
                             "%s quantifies)",
                             sym_str(&p->syms, f->var->name));
    if (spec_type_has_bounds(c->type) && !bounded_constants(tr, c, f, ps, n, consts, meets, diag)) return false;
    s->preds = ARENA_ARRAY(&p->arena, Var *, n);
    for (size_t i = 0; i < n; i++)
        s->preds[i] = var_fresh(p, sym_str(&p->syms, ps[i].name), predicate_type(tr, &ps[i], s));
    Var **inputs = *consts ? *consts : s->preds;
    *outer = *s;
    outer->params = ARENA_ARRAY(&p->arena, Param, s->n + n);
    uint32_t k = 0, j = 0;
    while (j < s->n && s->params[j].kind != P_VALUE) outer->params[k++] = s->params[j++];
    for (size_t i = 0; i < n; i++) outer->params[k++] = (Param){P_VALUE, inputs[i]};
    while (j < s->n) outer->params[k++] = s->params[j++];
    outer->n = k;
    *type = with_predicates(p, f->var->type, inputs, (uint32_t)n);
    return true;
}

/* let p_i = \_ -> consts[i] in assume cond body: the constant predicates
 * of a bounded signature, meeting its bounds. */
static Expr *with_constant_predicates(Translator *tr, const Contract *c, const Shape *s, Var **consts,
                                      Expr *meets, Expr *body) {
    Program *p = tr->p;
    size_t n;
    const SpecAbsParam *ps = spec_type_abs_params(c->type, &n);
    body = cond(p, EX_ASSUME, meets, body, NULL);
    for (size_t i = n; i-- > 0;)
        body = expr_let1(p, s->preds[i], bounds_constant_predicate(p, ps[i].nargs, consts[i]), body);
    return body;
}

/* ---- The target ------------------------------------------------------------------ */

/* The target for f: f_det (instrumented by term, when given) called on
 * inputs meeting f's precondition, its result checked. */
static Global *build_target(Translator *tr, Global *f, const Contract *c, Termination *term, Diag *diag) {
    Program *p = tr->p;
    if (!f->rhs) {
        diag_error(diag, EXIT_UNSUPPORTED, "%s has no definition lhx can run", sym_str(&p->syms, f->var->name));
        return NULL;
    }
    Det d = {tr, f, NULL, diag, false, term, false};
    d.det = new_global(p, term ? "lhx.tdet" : "lhx.det", f, NULL);
    d.det->rhs = det_copy(&d, f->rhs);
    if (d.failed) return NULL;
    Shape s;
    if (!shape_of(tr, f, c ? c->type : NULL, c ? spec_type_arity(c->type) : UINT32_MAX, &s, diag)) return NULL;
    Type *type = f->var->type;
    Shape outer = s; /* s, and before its values the chosen abstract refinements */
    Var **consts = NULL; /* a bounded signature's constant predicates */
    Expr *bounds = NULL;
    if (c && !chosen_predicates(tr, c, f, &s, &outer, &type, &consts, &bounds, diag)) return NULL;
    Expr *body = call_with_contracts(tr, c, expr_var(p, d.det->var), &s, true, diag);
    if (!body) return NULL;
    if (c) {
        body = checked_result(tr, c, &s, body, ASSERT_POSTCONDITION, diag);
        Expr *pre = body ? pre_of(tr, c, &s, false, diag) : NULL;
        if (!pre) return NULL;
        body = cond(p, EX_ASSUME, pre, body, NULL);
        if (consts) body = with_constant_predicates(tr, c, &s, consts, bounds, body);
    } else { /* LiquidHaskell still assumes the refined fields and invariants of every input */
        Refiner r = {p, tr->module, diag, tr, 0, NULL};
        Expr *pre = contract_unsigned_inputs(&r, s.values, s.nvalues);
        if (pre) body = cond(p, EX_ASSUME, pre, body, NULL);
    }
    Global *g = new_global(p, term ? "lhx.tcheck" : "lhx.check", f, lambdas(p, &outer, body));
    g->var->type = type;
    return g;
}

Global *wrap_target(Translator *tr, Global *f, const Contract *c, Diag *diag) {
    return build_target(tr, f, c, NULL, diag);
}

Global *wrap_termination_target(Translator *tr, Global *f, const Contract *c, uint32_t candidate,
                                const TerminationMetric *tryit, bool *more, Diag *diag) {
    *more = false;
    Termination *term = termination_open(tr, f, c, candidate, tryit, diag);
    if (!term) return NULL;
    Global *g = build_target(tr, f, c, term, diag);
    *more = termination_more(term);
    termination_close(term);
    return g && termination_sites(term) ? g : NULL;
}
