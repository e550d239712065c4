/* abstract.c — see abstract.h. */
#include "abstract.h"
#include "../src/core/link.h"
#include "../src/util/strbuf.h"

#include <stdlib.h>
#include <string.h>

/* Generators for the type variables in scope: per variable (its id), a
 * λ-bound or let-bound producer taking a dummy argument. */
typedef struct Gen {
    Program *p;
    const Sym *tyvars;
    uint32_t ntyvars;
    Var *const *producers;
} Gen;

/* ---- IR construction ------------------------------------------------------ */

/* The argument producers ignore: a literal (producers are functions so that
 * each use makes a fresh value rather than sharing one). */
static Expr *dummy(Program *p) {
    Expr *e = expr_new(p, EX_LIT);
    e->u.lit.kind = LIT_INT;
    return e;
}

static Expr *symgen(Program *p, Type *t) {
    Expr *e = expr_new(p, EX_SYMGEN);
    e->u.type = t;
    return e;
}

static Type *prim_int(Program *p) {
    Type *t = type_new(p, TY_CON);
    t->u.con.name = intern(&p->syms, "GHC.Prim.Int#");
    return t;
}

/* One of alts, chosen by a fresh symbolic tag. */
static Expr *tag_choice(Program *p, Expr **alts, uint32_t n) {
    if (n == 1) return alts[0];
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = symgen(p, prim_int(p));
    k->u.kase.bndr = var_fresh(p, "tag", NULL);
    k->u.kase.nalts = n;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, n);
    k->u.kase.alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = alts[n - 1]}; /* GHC's order: the default first */
    for (uint32_t i = 0; i + 1 < n; i++) {
        Alt *a = &k->u.kase.alts[i + 1];
        a->kind = ALT_LIT;
        a->lit.kind = LIT_INT;
        a->lit.i = i;
        a->rhs = alts[i];
    }
    return k;
}

/* ---- Generators by type -------------------------------------------------------- */

static int tyvar_index(const Gen *g, const Type *t) {
    if (t->kind != TY_VAR) return -1;
    for (uint32_t i = 0; i < g->ntyvars; i++)
        if (g->tyvars[i] == t->u.var) return (int)i;
    return -1;
}

static bool mentions(const Gen *g, const Type *t) {
    if (!t) return false;
    switch (t->kind) {
    case TY_VAR: return tyvar_index(g, t) >= 0;
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (mentions(g, t->u.con.args[i])) return true;
        return false;
    case TY_FUN: return mentions(g, t->u.fun.arg) || mentions(g, t->u.fun.res);
    case TY_APP: return true;
    default: return false;
    }
}

/* Does t mention type variable i of g (a type application, or a forall,
 * might: yes)? */
static bool mentions_var(const Gen *g, const Type *t, uint32_t i) {
    if (!t) return false;
    switch (t->kind) {
    case TY_VAR: return t->u.var == g->tyvars[i];
    case TY_CON:
        for (uint32_t k = 0; k < t->u.con.nargs; k++)
            if (mentions_var(g, t->u.con.args[k], i)) return true;
        return false;
    case TY_FUN: return mentions_var(g, t->u.fun.arg, i) || mentions_var(g, t->u.fun.res, i);
    case TY_APP:
    case TY_FORALL: return true;
    default: return false;
    }
}

static Global *data_generator(Program *p, TyCon *tc);
static Type *function_result(Program *p, Type *t, Type ***args, uint32_t *n);
static Expr *gen_of(const Gen *g, Type *t, int depth);

/* A function whose result involves the type variables (`Int -> a`, an
 * array's indexing function): `let r = … in \x1 … xn -> r`, r made as a
 * value of the result type is, from the producers. By parametricity such a
 * function can only answer with values that come in; a symbolic function
 * would have to invent values of a type it does not know (the engine
 * cannot: sym_fresh). r is made once, outside the λ: made per call, two
 * calls on equal arguments could answer differently, which no function
 * does (a false alarm in a caller that compares them). */
static Expr *function_gen(const Gen *g, Type *t, int depth) {
    Program *p = g->p;
    Type **args;
    uint32_t n;
    Type *res = function_result(p, t, &args, &n);
    if (!mentions(g, res)) return symgen(p, t);
    Var *r = var_fresh(p, "r", res);
    Expr *body = expr_var(p, r);
    for (uint32_t i = n; i-- > 0;) body = expr_lam(p, var_fresh(p, "x", args[i]), body);
    return expr_let1(p, r, gen_of(g, res, depth + 1), body);
}

/* Does a field of tc apply one of tc's parameters (`m a` in `data T m a =
 * T (m a)`)? The shared generator gen_T cannot make such a field: it gets
 * a generator per parameter, not the parameter's type, and a value of `m a`
 * needs the type m stands for at the call. */
static bool applies_parameter(const TyCon *tc) {
    for (uint32_t c = 0; c < tc->ncons; c++)
        for (uint32_t i = 0; i < tc->cons[c]->arity; i++) {
            const Type *f = tc->cons[c]->fields[i].type;
            if (f && f->kind == TY_APP && f->u.app.fun->kind == TY_VAR) return true;
        }
    return false;
}

/* Lazy fields: `let f1 = e1 in … C f1 … fk`. */
static Expr *con_of_fields(Program *p, DataCon *dc, Expr *const *fields) {
    Var **vars = ARENA_ARRAY(&p->arena, Var *, dc->arity + 1);
    Expr **refs = ARENA_ARRAY(&p->arena, Expr *, dc->arity + 1);
    for (uint32_t i = 0; i < dc->arity; i++) vars[i] = var_fresh(p, "f", NULL), refs[i] = expr_var(p, vars[i]);
    Expr *con = expr_new(p, EX_CON);
    con->u.con = dc;
    Expr *body = expr_app(p, con, refs, dc->arity);
    for (uint32_t i = dc->arity; i-- > 0;) body = expr_let1(p, vars[i], fields[i], body);
    return body;
}

/* A value of t (a type tc whose fields apply its parameters) made in
 * place, each field by gen_of at its type at t: `m ()` in TaggedT User m
 * () becomes a free value of the type the caller's m stands for when the
 * program runs (the engine substitutes the type variables in scope). */
static Expr *data_at(const Gen *g, Type *t, TyCon *tc, int depth) {
    Program *p = g->p;
    Sym *ids = ARENA_ARRAY(&p->arena, Sym, tc->ntyvars + 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) ids[i] = tc->tyvars[i]->id;
    Expr **alts = ARENA_ARRAY(&p->arena, Expr *, tc->ncons);
    for (uint32_t c = 0; c < tc->ncons; c++) {
        DataCon *dc = tc->cons[c];
        Expr **fields = ARENA_ARRAY(&p->arena, Expr *, dc->arity + 1);
        for (uint32_t i = 0; i < dc->arity; i++)
            fields[i] = gen_of(g, type_subst(&p->arena, dc->fields[i].type, ids, t->u.con.args, tc->ntyvars), depth + 1);
        alts[c] = con_of_fields(p, dc, fields);
    }
    return tag_choice(p, alts, tc->ncons);
}

static Expr *gen_of(const Gen *g, Type *t, int depth) {
    Program *p = g->p;
    t = type_array_as_list(p, t); /* produced and picked like a list's elements */
    if (!mentions(g, t) || depth > 8) return symgen(p, t);
    int i = tyvar_index(g, t);
    if (i >= 0) {
        Expr *d = dummy(p);
        return expr_app(p, expr_var(p, g->producers[i]), &d, 1);
    }
    if (t->kind == TY_FUN) return function_gen(g, t, depth);
    TyCon *tc = t->kind == TY_CON ? type_tycon(p, t) : NULL;
    if (!tc || tc->kind != TC_DATA || tc->ncons == 0 || t->u.con.nargs != tc->ntyvars) return symgen(p, t);
    if (applies_parameter(tc)) return data_at(g, t, tc, depth);
    /* datagen_T (\u -> gen arg1) … dummy */
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, t->u.con.nargs + 1);
    uint32_t n = 0;
    for (uint32_t k = 0; k < t->u.con.nargs; k++)
        args[n++] = expr_lam(p, var_fresh(p, "u", NULL), gen_of(g, t->u.con.args[k], depth + 1));
    args[n++] = dummy(p);
    return expr_app(p, expr_var(p, data_generator(p, tc)->var), args, n);
}

/* gen_T = \g1 … gn u -> one of { C f1 … fk | C of T }, each field made by
 * its generator (free when its type does not involve T's parameters). */
static Global *data_generator(Program *p, TyCon *tc) {
    char *id = str_format("lhx.gen.%s", sym_str(&p->syms, tc->name));
    Global *g = program_global(p, id);
    if (g) return free(id), g;
    g = global_new(p, intern(&p->syms, id), intern(&p->syms, id), NULL);
    free(id);
    g->origin = ORIG_MODULE;
    g->module = tc->module;
    symmap_put(&p->globals, g->var->id, g); /* before the body: recursive types use it */
    Var **gs = ARENA_ARRAY(&p->arena, Var *, tc->ntyvars + 1);
    Sym *ids = ARENA_ARRAY(&p->arena, Sym, tc->ntyvars + 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) gs[i] = var_fresh(p, "g", NULL), ids[i] = tc->tyvars[i]->id;
    Gen inner = {p, ids, tc->ntyvars, gs};
    Expr **alts = ARENA_ARRAY(&p->arena, Expr *, tc->ncons);
    for (uint32_t c = 0; c < tc->ncons; c++) {
        DataCon *dc = tc->cons[c];
        Expr **fields = ARENA_ARRAY(&p->arena, Expr *, dc->arity + 1);
        for (uint32_t i = 0; i < dc->arity; i++) fields[i] = gen_of(&inner, dc->fields[i].type, 0);
        alts[c] = con_of_fields(p, dc, fields);
    }
    Expr *body = expr_lam(p, var_fresh(p, "u", NULL), tag_choice(p, alts, tc->ncons));
    for (uint32_t i = tc->ntyvars; i-- > 0;) body = expr_lam(p, gs[i], body);
    g->rhs = body;
    return g;
}

/* ---- Picking values of a type variable out of data ------------------------------- */

static Expr *prune(Program *p) {
    Expr *no = expr_new(p, EX_CON);
    no->u.con = program_datacon(p, "GHC.Types.False");
    Expr *e = expr_new(p, EX_ASSUME);
    e->u.cond.pred = no;
    e->u.cond.body = dummy(p);
    return e;
}

static Global *picker(Program *p, TyCon *tc, uint32_t j);

/* An expression for some value of type variable i found inside x (of type
 * t), or NULL when t holds none. The real function could only have taken
 * such values from there: parametricity. */
static Expr *pick_expr(const Gen *g, Type *t, uint32_t i, Expr *x, int depth) {
    Program *p = g->p;
    t = type_array_as_list(p, t);
    if (tyvar_index(g, t) == (int)i) return x;
    if (t->kind != TY_CON || depth > 6) return NULL;
    TyCon *tc = type_tycon(p, t);
    if (!tc || tc->kind != TC_DATA || t->u.con.nargs != tc->ntyvars) return NULL;
    Expr **cands = ARENA_ARRAY(&p->arena, Expr *, t->u.con.nargs ? t->u.con.nargs : 1);
    uint32_t n = 0;
    for (uint32_t j = 0; j < t->u.con.nargs; j++) {
        Gen only_i = {p, &g->tyvars[i], 1, NULL};
        if (!mentions(&only_i, t->u.con.args[j])) continue;
        Expr *inner = expr_app(p, expr_var(p, picker(p, tc, j)->var), &x, 1);
        Expr *e = pick_expr(g, t->u.con.args[j], i, inner, depth + 1);
        if (e) cands[n++] = e;
    }
    return n ? tag_choice(p, cands, n) : NULL;
}

/* pick_T_j = \x -> case x of { C fs -> some value of T's parameter j
 * inside the fields; … }, pruning the path where there is none. */
static Global *picker(Program *p, TyCon *tc, uint32_t j) {
    char *id = str_format("lhx.pick.%s.%u", sym_str(&p->syms, tc->name), j);
    Global *g = program_global(p, id);
    if (g) return free(id), g;
    g = global_new(p, intern(&p->syms, id), intern(&p->syms, id), NULL);
    free(id);
    g->origin = ORIG_MODULE;
    g->module = tc->module;
    symmap_put(&p->globals, g->var->id, g);
    Sym *ids = ARENA_ARRAY(&p->arena, Sym, tc->ntyvars + 1);
    for (uint32_t k = 0; k < tc->ntyvars; k++) ids[k] = tc->tyvars[k]->id;
    Gen inner = {p, ids, tc->ntyvars, NULL};
    Var *x = var_fresh(p, "x", NULL);
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = expr_var(p, x);
    k->u.kase.bndr = var_fresh(p, "wild", NULL);
    k->u.kase.nalts = tc->ncons;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, tc->ncons ? tc->ncons : 1);
    for (uint32_t c = 0; c < tc->ncons; c++) {
        DataCon *dc = tc->cons[c];
        Alt *a = &k->u.kase.alts[c];
        a->kind = ALT_DATA;
        a->con = dc;
        a->nbndrs = dc->nexvars + dc->arity;
        a->bndrs = ARENA_ARRAY(&p->arena, Var *, a->nbndrs + 1);
        for (uint32_t e = 0; e < dc->nexvars; e++) a->bndrs[e] = dc->exvars[e];
        Expr **cands = ARENA_ARRAY(&p->arena, Expr *, dc->arity ? dc->arity : 1);
        uint32_t n = 0;
        for (uint32_t f = 0; f < dc->arity; f++) {
            Var *fv = var_fresh(p, "f", NULL);
            a->bndrs[dc->nexvars + f] = fv;
            Expr *e = pick_expr(&inner, dc->fields[f].type, j, expr_var(p, fv), 1);
            if (e) cands[n++] = e;
        }
        a->rhs = n ? tag_choice(p, cands, n) : prune(p);
    }
    g->rhs = expr_lam(p, x, k);
    return g;
}

/* ---- Producers of the callee's type variables ------------------------------------ */

/* The final result type of a function type, and its argument types (an
 * array in the program's arena). */
static Type *function_result(Program *p, Type *t, Type ***args, uint32_t *n) {
    *n = 0;
    for (Type *u = t; u->kind == TY_FUN; u = u->u.fun.res) ++*n;
    *args = ARENA_ARRAY(&p->arena, Type *, *n ? *n : 1);
    for (uint32_t i = 0; i < *n; i++, t = t->u.fun.res) (*args)[i] = t->u.fun.arg;
    return t;
}

/* How the callee can produce a value of its type variable i. */
static Expr *producer_body(const Gen *g, uint32_t i, Var *const *values, uint32_t nvalues, bool dicts) {
    Program *p = g->p;
    Expr **cands = ARENA_ARRAY(&p->arena, Expr *, nvalues ? nvalues : 1);
    uint32_t n = 0;
    for (uint32_t k = 0; k < nvalues; k++) {
        Type *t = values[k]->type;
        if (!t) continue;
        Type **args;
        uint32_t nargs;
        Type *res = function_result(p, t, &args, &nargs);
        Expr **made = ARENA_ARRAY(&p->arena, Expr *, nargs ? nargs : 1);
        for (uint32_t a = 0; a < nargs; a++) made[a] = gen_of(g, args[a], 1);
        /* an argument of type t, a function returning t, or either holding
         * values of t inside data (a map's keys, a list's elements) */
        Expr *e = pick_expr(g, res, i, expr_app(p, expr_var(p, values[k]), made, nargs), 0);
        if (e) cands[n++] = e;
    }
    /* No argument's type even mentions the type variable and no class
     * dictionary comes in (Num b's fromInteger could make one): by
     * parametricity the callee cannot return (`giveUp :: String -> b`), and
     * LiquidHaskell, instantiating b at the call with whatever refinement
     * the caller needs, accepts any use of its result; so the abstracted
     * call does not return either (the path ends), lest a value it cannot
     * make blame it. */
    bool mentioned = false;
    for (uint32_t k = 0; k < nvalues && !mentioned; k++) mentioned = mentions_var(g, values[k]->type, i);
    if (n == 0 && !mentioned && !dicts) return prune(p);
    if (n == 0) { /* nothing of that type comes in, but it could be made: any value (a free one) */
        Type *tv = type_new(p, TY_VAR);
        tv->u.var = g->tyvars[i];
        return symgen(p, tv);
    }
    return tag_choice(p, cands, n);
}

Expr *abstract_value(Program *p, const Sym *tyvars, uint32_t ntyvars, Var *const *values, uint32_t nvalues,
                     bool dicts, Type *result) {
    Var **producers = ARENA_ARRAY(&p->arena, Var *, ntyvars + 1);
    for (uint32_t i = 0; i < ntyvars; i++) producers[i] = var_fresh(p, "produce", NULL);
    Gen g = {p, tyvars, ntyvars, producers};
    if (!mentions(&g, result)) return symgen(p, result);
    Expr *let = expr_new(p, EX_LET);
    let->u.let.rec = true;
    let->u.let.nbinds = ntyvars;
    let->u.let.binds = ARENA_ARRAY(&p->arena, Bind, ntyvars);
    for (uint32_t i = 0; i < ntyvars; i++)
        let->u.let.binds[i] = (Bind){producers[i], expr_lam(p, var_fresh(p, "u", NULL), producer_body(&g, i, values, nvalues, dicts))};
    let->u.let.body = gen_of(&g, result, 0);
    return let;
}
