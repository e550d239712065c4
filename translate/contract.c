/* contract.c — see contract.h. */
#include "contract.h"
#include "../src/core/link.h"
#include "../src/spec/expand.h"
#include "../src/spec/query.h"
#include "context.h"
#include "function_value.h"
#include "../src/util/strbuf.h"

#include <stdlib.h>
#include <string.h>

/* ---- IR construction --------------------------------------------------- */

/* fn a, or fn a b when b is given. */
static Expr *app2(Program *p, Expr *fn, Expr *a, Expr *b) {
    Expr *args[2] = {a, b};
    return expr_app(p, fn, args, b ? 2 : 1);
}

static Expr *true_expr(Refiner *r) {
    Expr *e = expr_new(r->p, EX_CON);
    e->u.con = program_datacon(r->p, "GHC.Types.True");
    return e->u.con ? e : NULL;
}

/* a && b, where either may be NULL meaning "true" (no check). */
static Expr *and_also(Refiner *r, Expr *a, Expr *b) {
    if (!a) return b;
    if (!b) return a;
    return app2(r->p, expr_var(r->p, refine_logic_global(r->p, "and")->var), a, b);
}

/* case x of { C1 fs -> ?; … }, one alternative per constructor of tc, each
 * binding its existential type variables and fresh fields: the caller
 * fills in the right-hand sides. */
static Expr *case_of_constructors(Program *p, const TyCon *tc, Var *x) {
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = expr_var(p, x);
    k->u.kase.bndr = var_fresh(p, "wild", NULL);
    k->u.kase.nalts = tc->ncons;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, tc->ncons ? tc->ncons : 1);
    for (uint32_t i = 0; i < tc->ncons; i++) {
        DataCon *dc = tc->cons[i];
        Alt *alt = &k->u.kase.alts[i];
        alt->kind = ALT_DATA;
        alt->con = dc;
        alt->nbndrs = dc->nexvars + dc->arity;
        alt->bndrs = ARENA_ARRAY(&p->arena, Var *, alt->nbndrs ? alt->nbndrs : 1);
        for (uint32_t j = 0; j < dc->nexvars; j++) alt->bndrs[j] = dc->exvars[j];
        /* typed: a function-typed field applied in a refinement boxes its literals (refine.c) */
        for (uint32_t j = 0; j < dc->arity; j++) alt->bndrs[dc->nexvars + j] = var_fresh(p, "field", dc->fields[j].type);
    }
    return k;
}

/* The global prefix.T of type constructor tc: the existing one, or a new
 * one without a definition yet (*made; registered first, so that a
 * recursive type's definition can refer to it). */
static Global *type_global(Program *p, const char *prefix, const TyCon *tc, bool *made) {
    char *id = str_format("%s.%s", prefix, sym_str(&p->syms, tc->name));
    Global *g = program_global(p, id);
    *made = g == NULL;
    if (g) return free(id), g;
    g = global_new(p, intern(&p->syms, id), intern(&p->syms, id), NULL);
    free(id);
    g->origin = ORIG_MODULE;
    g->module = tc->module;
    symmap_put(&p->globals, g->var->id, g);
    return g;
}

/* ---- Walkers (p_τ) ----------------------------------------------------- */

static Expr *check_value(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed);
static Expr *haskell_type_check(Refiner *r, Type *t, Var *value, int depth);

/* \e -> toExp(t) e, or NULL when t refines nothing. */
static Expr *element_predicate(Refiner *r, const SpecType *t, const RefineScope *scope, bool *failed) {
    Var *e = var_fresh(r->p, "elem", NULL);
    Expr *body = check_value(r, t, e, scope, failed);
    return body ? expr_lam(r->p, e, body) : NULL;
}

static bool is_type_param(const TyCon *tc, const Type *t, uint32_t *index) {
    if (t->kind != TY_VAR) return false;
    for (uint32_t i = 0; i < tc->ntyvars; i++)
        if (tc->tyvars[i]->id == t->u.var) return *index = i, true;
    return false;
}

/* let y = x in body */
static Expr *let1_var(Program *p, Var *y, Var *x, Expr *body) {
    Expr *e = expr_new(p, EX_LET);
    e->u.let.nbinds = 1;
    e->u.let.binds = ARENA_NEW(&p->arena, Bind);
    e->u.let.binds[0] = (Bind){y, expr_var(p, x)};
    e->u.let.body = body;
    return e;
}

/* Is inv part of the contract being built (an `invariant` is only ever
 * assumed, a `using` one also asserted)? */
static bool invariant_applies(const Refiner *r, const Invariant *inv) {
    return inv->type->kind == ST_REFINE && (inv->checked || !r->asserting);
}

/* Does inv hold of every value of its type constructor ({v:Map k a | …},
 * its arguments type variables), or only of some instances
 * ({v:Ptr Word16 | …}: LiquidHaskell assumes it of Ptr Word16 values only)?
 * The walker of a type constructor is shared by all its instances, so it
 * carries the former; the latter are added where the instance is known. */
static bool invariant_generic(const Invariant *inv) {
    const SpecType *base = inv->type->u.refine.base;
    for (size_t i = 0; base && base->kind == ST_CON && i < base->u.con.nargs; i++)
        if (base->u.con.args[i]->kind != ST_VAR) return false;
    return true;
}

/* Does a type constructor carry refinements of its own: refined fields
 * (a refined data declaration) or invariants? Checked without following
 * other types, which get their own walkers. */
static bool has_own_refinements(const Refiner *r, const TyCon *tc) {
    if (!r->tr) return false;
    const Spec *s = r->tr->spec;
    if (spec_data(s, tc)) return true;
    for (uint32_t i = 0; i < tc->ncons; i++) { /* a signature of a constructor (`{-@ C :: … @-}`) */
        const Contract *c = spec_con_contract(s, tc->cons[i]);
        if (c && c->decl && c->decl->kind == SD_SIG) return true;
    }
    for (uint32_t i = 0; i < s->ninvariants; i++)
        if (s->invariants[i].tycon == tc && invariant_applies(r, &s->invariants[i]) && invariant_generic(&s->invariants[i]))
            return true;
    return false;
}

static Global *walker_global(Refiner *r, TyCon *tc);
static TyCon *named_tycon(Refiner *r, const SpecType *t, const SpecType *const **args, size_t *nargs);
static Expr *instance_invariants(Refiner *r, Type *t, Var *x, bool *failed);

/* w p1 … pn value, where preds has room for n + 1 arguments. */
static Expr *walker_call(Program *p, Global *w, Expr **preds, uint32_t n, Var *value) {
    preds[n] = expr_var(p, value);
    Expr *e = expr_new(p, EX_APP);
    e->u.app.fun = expr_var(p, w->var);
    e->u.app.nargs = n + 1;
    e->u.app.args = preds;
    return e;
}

/* Can lhx walk values of tc: a data type, or a newtype (whose one field is
 * the value itself, types being erased)? */
static bool walkable(const TyCon *tc) {
    return tc && (tc->kind == TC_DATA || (tc->kind == TC_NEWTYPE && tc->ncons == 1 && tc->cons[0]->arity == 1));
}

/* The check of a field of type ft inside tc's walker, whose element
 * predicates are the variables preds (one per type parameter). NULL: the
 * field needs no check. */
static Expr *field_check(Refiner *r, TyCon *tc, Var **preds, Type *ft, Var *field, int depth) {
    Program *p = r->p;
    uint32_t k;
    if (is_type_param(tc, ft, &k)) return app2(p, expr_var(p, preds[k]), expr_var(p, field), NULL);
    if (ft->kind != TY_CON || depth > 4) return NULL;
    ft = type_array_as_list(p, ft); /* a Vector Nat's elements are checked as a [Nat]'s */
    TyCon *inner = type_tycon(p, ft);
    if (!walkable(inner) || ft->u.con.nargs != inner->ntyvars) return NULL;
    /* element predicates for inner's parameters, from our own */
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, inner->ntyvars + 1);
    bool any = has_own_refinements(r, inner);
    for (uint32_t i = 0; i < inner->ntyvars; i++) {
        Var *y = var_fresh(p, "y", NULL);
        Expr *c = field_check(r, tc, preds, ft->u.con.args[i], y, depth + 1);
        any = any || c;
        args[i] = c ? expr_lam(p, y, c) : expr_lam(p, y, true_expr(r));
    }
    bool failed = false;
    Expr *own = instance_invariants(r, ft, field, &failed);
    if (failed) own = NULL; /* the diag says why (and the walker's own build fails with it) */
    if (!any) return own;
    return and_also(r, walker_call(p, walker_global(r, inner), args, inner->ntyvars, field), own);
}

static Expr *walk(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed);
static Expr *unsupported_at(Refiner *r, SpecPos pos, const char *what, bool *failed);

static const SpecCtor *declared_ctor(const Refiner *r, const DataCon *dc, uint32_t *file);

/* The refined result of GADT-style constructor k (`C :: n:Int -> {v:T |
 * p v n}`) on the value x built, its fields in scope: what the constructor
 * promises of every value it builds, which LiquidHaskell assumes where a
 * case matches C. Assumed only: nothing checks it (the constructor's
 * contract is trusted where the value is built). */
static Expr *declared_result(Refiner *r, const SpecCtor *k, Var *x, const RefineScope *scope, bool *failed) {
    if (!k->gadt_result || r->asserting) return NULL;
    const SpecType *t = spec_expand_type(&r->p->arena, &r->p->syms, k->gadt_type, r->diag);
    if (!t) return *failed = true, NULL;
    t = spec_type_strip(t);
    while (t->kind == ST_FUN) t = spec_type_strip(t->u.fun.res);
    if (t->kind != ST_REFINE || !t->u.refine.pred) return NULL;
    RefineScope self = {t->u.refine.binder, x, scope};
    Expr *pe = refine_expr(r, t->u.refine.pred, t->u.refine.binder ? &self : scope);
    if (!pe) *failed = true;
    return pe;
}

/* Does field predicate e name a type variable of dc's type as a value
 * (`Small :: forall (s :: Nat). {v:Int | s ~~ v} -> MI s`)? The walker,
 * shared by every instance of the type, has no type to read it from: such
 * a predicate is left to the constructor's contract, checked where the
 * value is built at a known type (refine.c's type_variable_value). */
static bool names_type_variable(const Refiner *r, const DataCon *dc, const SpecExpr *e, const RefineScope *scope) {
    for (uint32_t i = 0; i < dc->tycon->ntyvars; i++) {
        Sym name = dc->tycon->tyvars[i]->name;
        bool bound = false;
        for (const RefineScope *s = scope; s && !bound; s = s->next) bound = s->name == name;
        if (!bound && spec_expr_mentions(e, name) && !(r->tr && spec_measure_near(r->tr->spec, r->file_index, name)))
            return true;
    }
    return false;
}

/* The refinements a refined data declaration (or a signature of dc) puts
 * on constructor dc's fields (the source's fields, not Core's evidence: datacon_source_field),
 * with earlier fields in scope by name, and on the value x built. */
static Expr *declared_fields(Refiner *r, const DataCon *dc, Var **core_fields, Var *x, bool *failed) {
    uint32_t file;
    const SpecCtor *k = declared_ctor(r, dc, &file);
    if (!k) return NULL;
    Refiner in_file = *r;
    in_file.file_index = file;
    /* T's refinement parameters: unknown to the walker, which every
     * instance shares (lhx.rel.T checks them where they are written) */
    RefineScope *scope = NULL;
    const DataSpec *ds = r->tr ? spec_data(r->tr->spec, dc->tycon) : NULL;
    for (size_t j = 0; ds && j < ds->decl->u.data.naparams; j++) {
        RefineScope *sc = ARENA_NEW(&r->p->arena, RefineScope);
        *sc = (RefineScope){ds->decl->u.data.aparams[j].name, NULL, scope};
        scope = sc;
    }
    Expr *acc = NULL;
    for (size_t j = 0; j < k->nfields; j++) {
        Var *field = core_fields[datacon_source_field(r->p, dc, (uint32_t)j)];
        const SpecType *ft = spec_expand_type(&r->p->arena, &r->p->syms, k->fields[j].type, r->diag);
        if (!ft) return *failed = true, NULL;
        /* only the field's own predicate: its structure is walked by the
         * generic field check (walking it here too would double the work
         * at every level of a recursive type) */
        for (; ft && ft->kind == ST_REFINE; ft = ft->u.refine.base) {
            if (names_type_variable(r, dc, ft->u.refine.pred, scope)) continue;
            RefineScope self = {ft->u.refine.binder, field, scope};
            Expr *pe = refine_expr(&in_file, ft->u.refine.pred, ft->u.refine.binder ? &self : scope);
            if (!pe) return *failed = true, NULL;
            acc = and_also(r, acc, pe);
        }
        /* refinements inside the field's type arguments (`tRight :: Tree
         * {v:a | tKey < v}`) may name earlier fields: the generic field
         * check does not know them, so they are walked here */
        if (ft && (ft->kind == ST_CON || ft->kind == ST_LIST) && spec_type_refined(ft, false)) {
            Expr *w = walk(&in_file, ft, field, scope, failed);
            if (*failed) return NULL;
            acc = and_also(r, acc, w);
        }
        if (k->fields[j].name) {
            RefineScope *s = ARENA_NEW(&r->p->arena, RefineScope);
            *s = (RefineScope){k->fields[j].name, field, scope};
            scope = s;
        }
    }
    Expr *res = declared_result(&in_file, k, x, scope, failed);
    return *failed ? NULL : and_also(r, acc, res);
}

/* Constructor dc as a refined data declaration declares it, or a signature
 * of it (`{-@ C :: … @-}`), and the file that does; NULL: neither. */
static const SpecCtor *declared_ctor(const Refiner *r, const DataCon *dc, uint32_t *file) {
    const Spec *s = r->tr ? r->tr->spec : NULL;
    const Contract *c = s ? spec_con_contract(s, dc) : NULL;
    if (c && c->decl && c->decl->kind == SD_SIG) return *file = c->file_index, c->ctor;
    const DataSpec *ds = s ? spec_data(s, dc->tycon) : NULL;
    const char *occ = name_occ(sym_str(&r->p->syms, dc->name));
    for (size_t i = 0; ds && i < ds->decl->u.data.nctors; i++) {
        const SpecCtor *k = &ds->decl->u.data.ctors[i];
        if (strcmp(sym_str(&r->p->syms, k->name), occ) == 0 && k->nfields == datacon_source_arity(r->p, dc))
            return *file = ds->file_index, k;
    }
    return NULL;
}

/* inv's predicate on the value x. */
static Expr *invariant_on(Refiner *r, const Invariant *inv, Var *x, bool *failed) {
    Refiner in_file = *r;
    in_file.file_index = inv->file_index;
    RefineScope self = {inv->type->u.refine.binder, x, NULL};
    Expr *p = refine_expr(&in_file, inv->type->u.refine.pred, &self);
    if (!p) *failed = true;
    return p;
}

/* The invariants of tc on the value x (their predicates only: x's fields
 * are walked by the walker itself). */
static Expr *invariants_of(Refiner *r, const TyCon *tc, Var *x, bool *failed) {
    Expr *acc = NULL;
    const Spec *s = r->tr ? r->tr->spec : NULL;
    for (uint32_t i = 0; s && i < s->ninvariants && !*failed; i++) {
        const Invariant *inv = &s->invariants[i];
        if (inv->tycon != tc || !invariant_applies(r, inv) || !invariant_generic(inv)) continue;
        acc = and_also(r, acc, invariant_on(r, inv, x, failed));
    }
    return acc;
}

/* Does the argument a of an invariant's type (read in file) describe the
 * Haskell type t: a type variable any, a named type the same one? */
static bool invariant_arg_matches(Refiner *r, uint32_t file, const SpecType *a, Type *t) {
    if (a->kind == ST_VAR) return true;
    if (a->kind == ST_REFINE && a->u.refine.base) return invariant_arg_matches(r, file, a->u.refine.base, t);
    if (!t || t->kind != TY_CON) return false;
    Refiner in_file = *r;
    in_file.file_index = file;
    const SpecType *const *args;
    size_t nargs;
    TyCon *tc = named_tycon(&in_file, a, &args, &nargs);
    if (!tc || tc != type_tycon(r->p, t) || nargs != t->u.con.nargs) return false;
    for (size_t i = 0; i < nargs; i++)
        if (!invariant_arg_matches(r, file, args[i], t->u.con.args[i])) return false;
    return true;
}

/* The invariants written for the instance t of a type constructor
 * ({v:Ptr Word16 | …} when t is Ptr Word16), on x; NULL: none. */
static Expr *instance_invariants(Refiner *r, Type *t, Var *x, bool *failed) {
    const Spec *s = r->tr ? r->tr->spec : NULL;
    if (!s || !t || t->kind != TY_CON) return NULL;
    TyCon *tc = type_tycon(r->p, t);
    Expr *acc = NULL;
    for (uint32_t i = 0; i < s->ninvariants && !*failed; i++) {
        const Invariant *inv = &s->invariants[i];
        if (inv->tycon != tc || !invariant_applies(r, inv) || invariant_generic(inv)) continue;
        const SpecType *base = inv->type->u.refine.base;
        bool match = base->kind == ST_CON && base->u.con.nargs == t->u.con.nargs;
        for (size_t k = 0; match && k < base->u.con.nargs; k++)
            match = invariant_arg_matches(r, inv->file_index, base->u.con.args[k], t->u.con.args[k]);
        if (match) acc = and_also(r, acc, invariant_on(r, inv, x, failed));
    }
    return acc;
}

/* One alternative of the walker: C f1 … fk -> checks of the fields. */
static void walker_alt(Refiner *r, TyCon *tc, Var **preds, DataCon *dc, Alt *alt, Var *x, bool *failed) {
    Var **fields = alt->bndrs + dc->nexvars;
    Expr *acc = NULL;
    for (uint32_t i = 0; i < dc->arity; i++) {
        acc = and_also(r, acc, field_check(r, tc, preds, dc->fields[i].type, fields[i], 0));
    }
    acc = and_also(r, acc, declared_fields(r, dc, fields, x, failed));
    alt->rhs = acc ? acc : true_expr(r);
}

/* p_T = \p1 … pn x -> invariants x && case x of { C fs -> checks; … },
 * one global per type constructor (recursive types call themselves). */
static Global *walker_global(Refiner *r, TyCon *tc) {
    Program *p = r->p;
    bool made;
    Global *g = type_global(p, r->asserting ? "lhx.walk.asserted" : "lhx.walk", tc, &made);
    if (!made) return g;
    Var **preds = ARENA_ARRAY(&p->arena, Var *, tc->ntyvars + 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) preds[i] = var_fresh(p, "p", NULL);
    Var *x = var_fresh(p, "x", NULL);
    bool failed = false;
    Expr *k = case_of_constructors(p, tc, x);
    for (uint32_t i = 0; i < tc->ncons; i++) walker_alt(r, tc, preds, tc->cons[i], &k->u.kase.alts[i], x, &failed);
    /* a type without constructors (an uninterpreted sort to LiquidHaskell)
     * holds no elements: nothing to examine, and examining it would stop */
    Expr *walked = tc->ncons ? k : true_expr(r);
    if (tc->kind == TC_NEWTYPE) { /* no case on a newtype: its field is x itself */
        Alt *a = &k->u.kase.alts[0];
        walked = let1_var(p, a->bndrs[a->nbndrs - 1], x, a->rhs);
    }
    Expr *body = and_also(r, invariants_of(r, tc, x, &failed), walked);
    if (failed) { /* the diag is set; uses of the walker fail too */
        /* the reason, for the checks of other functions that walk T */
        g->reason = r->diag->msg ? arena_strdup(&p->arena, r->diag->msg) : "its walker could not be built";
        return g;
    }
    body = expr_lam(p, x, body);
    for (uint32_t i = tc->ntyvars; i-- > 0;) body = expr_lam(p, preds[i], body);
    g->rhs = body;
    return g;
}

/* The type constructor a spec type names, and its arguments. */
static TyCon *named_tycon(Refiner *r, const SpecType *t, const SpecType *const **args, size_t *nargs) {
    static const char *const tuples[] = {NULL, NULL, "GHC.Tuple.(,)", "GHC.Tuple.(,,)", "GHC.Tuple.(,,,)", "GHC.Tuple.(,,,,)"};
    switch (t->kind) {
    case ST_LIST:
        *args = (const SpecType *const *)&t->u.elem, *nargs = 1;
        return program_tycon(r->p, "GHC.Types.[]");
    case ST_TUPLE:
        *args = (const SpecType *const *)t->u.tuple.elems, *nargs = t->u.tuple.n;
        return t->u.tuple.n >= 2 && t->u.tuple.n <= 5 ? program_tycon(r->p, tuples[t->u.tuple.n]) : NULL;
    case ST_CON:
        *args = (const SpecType *const *)t->u.con.args, *nargs = t->u.con.nargs;
        if (t->u.con.head_is_var) return NULL;
        if (r->tr) return spec_file_tycon(r->tr->spec, r->file_index, t->u.con.name);
        return NULL;
    default: return NULL;
    }
}

/* A Haskell type synonym refined in its arguments (`type Bar = Foo Int`,
 * `Bar {v:Int | v = 2}`; `type Vec a = [a]`, `Vec {v:Int | v > 0}`): the
 * walker of the type it stands for, each argument of its right-hand side
 * that is one of the synonym's parameters checked as the argument written
 * there, the others by their Haskell type, and the arguments written beyond
 * the parameters (an eta-reduced synonym) appended. NULL: nothing to check. */
static Expr *walk_synonym(Refiner *r, const SpecType *t, TyCon *syn, const SpecType *const *args, size_t nargs,
                          Var *value, const RefineScope *scope, bool *failed) {
    Program *p = r->p;
    Type *rhs = type_expand_head(p, syn->synonym_rhs); /* a synonym of a synonym: type Bndr = String */
    TyCon *tc = rhs->kind == TY_CON ? type_tycon(p, rhs) : NULL;
    uint32_t k = syn->ntyvars, n = rhs->kind == TY_CON ? rhs->u.con.nargs : 0;
    if (!walkable(tc) || nargs < k || n + (nargs - k) != tc->ntyvars) {
        /* a function, a forall, a primitive: with its arguments unrefined
         * it says what the Haskell type says (type Vec = Int -> Int) */
        bool refined = false;
        for (size_t i = 0; i < nargs; i++) refined = refined || spec_type_refined(args[i], true);
        if (!refined) return haskell_type_check(r, value->type, value, 0);
        return unsupported_at(r, t->pos, "refinements inside the arguments of a type synonym lhx cannot expand", failed);
    }
    Expr **preds = ARENA_ARRAY(&p->arena, Expr *, tc->ntyvars + 1);
    bool any = has_own_refinements(r, tc);
    for (uint32_t j = 0; j < tc->ntyvars && !*failed; j++) {
        const SpecType *written = j >= n ? args[k + (j - n)] : NULL;
        for (uint32_t i = 0; !written && i < k; i++)
            if (rhs->u.con.args[j]->kind == TY_VAR && rhs->u.con.args[j]->u.var == syn->tyvars[i]->id) written = args[i];
        Var *y = var_fresh(p, "y", NULL);
        Expr *c = written ? check_value(r, written, y, scope, failed) : haskell_type_check(r, rhs->u.con.args[j], y, 1);
        any = any || c;
        preds[j] = expr_lam(p, y, c ? c : true_expr(r));
    }
    if (*failed || !any) return NULL;
    Global *w = walker_global(r, tc);
    if (!w->rhs && w->reason) {
        diag_error_at(r->diag, EXIT_UNSUPPORTED, t->pos.file, t->pos.line, t->pos.col, "%s", w->reason);
        return *failed = true, NULL;
    }
    return walker_call(p, w, preds, tc->ntyvars, value);
}

/* Does index a of a data family instance's declaration (`data F Blob typ`)
 * match argument b of a use (F Blob {v:Int | v >= 0}): a variable any,
 * a type without arguments the same one? */
static bool family_index_matches(const SpecType *a, const SpecType *b) {
    if (a->kind == ST_VAR) return true;
    return a->kind == ST_CON && b->kind == ST_CON && a->u.con.nargs == 0 && b->u.con.nargs == 0 &&
           a->u.con.name == b->u.con.name;
}

/* A data family applied (F Blob {v:Int | v >= 0}): the type of the
 * instance a refined data declaration describes (`data F Blob typ where`,
 * resolve.c), and the use's arguments at the instance's variables, which
 * that type takes; tc itself when the spec declares no such instance. */
static TyCon *family_instance_of(Refiner *r, TyCon *tc, const SpecType *t, const SpecType *const **args,
                                 size_t *nargs) {
    const Spec *s = r->tr ? r->tr->spec : NULL;
    for (uint32_t i = 0; tc && tc->kind == TC_FAMILY && s && i < s->ndatas; i++) {
        const SpecDecl *d = s->datas[i].decl;
        if (d->u.data.name != t->u.con.name || d->u.data.nindices != *nargs) continue;
        bool match = true;
        for (size_t k = 0; k < *nargs && match; k++) match = family_index_matches(d->u.data.indices[k], (*args)[k]);
        if (!match) continue;
        const SpecType **vars = ARENA_ARRAY(&r->p->arena, const SpecType *, *nargs ? *nargs : 1);
        size_t n = 0;
        for (size_t k = 0; k < *nargs; k++)
            if (d->u.data.indices[k]->kind == ST_VAR) vars[n++] = (*args)[k];
        *args = vars, *nargs = n;
        return s->datas[i].tycon;
    }
    return tc;
}

/* Can a type variable applied to arguments (`m {v:Int | v >= 0}`) stand
 * for tc here: a data type with a parameter per argument at least (m is tc
 * applied to the others), the list, Maybe or one of the user's modules'
 * types (the types lhx takes for such a variable, docs/translate.md, and
 * those the program itself can instantiate it with)? */
static bool applied_var_candidate(const Program *p, const TyCon *tc, size_t nargs) {
    if (!tc || tc->kind != TC_DATA || tc->ncons == 0 || tc->ntyvars < nargs) return false;
    const char *n = sym_str(&p->syms, tc->name);
    if (strcmp(n, "GHC.Types.[]") == 0 || strcmp(n, "GHC.Maybe.Maybe") == 0) return true;
    for (uint32_t i = 0; i < p->nmodules; i++)
        if (!p->modules[i]->is_prelude && p->modules[i]->name == tc->module) return true;
    return false;
}

/* The alternatives of a case on value for tc's constructors, each
 * walking value with tc's walker: the last nargs element predicates are
 * preds, the others accept anything. False when tc's walker fails. */
static bool applied_var_alts(Refiner *r, TyCon *tc, Expr *const *preds, size_t nargs, Var *value, Alt *alts) {
    Program *p = r->p;
    Global *w = walker_global(r, tc);
    if (!w->rhs && w->reason) return false;
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, tc->ntyvars + 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) {
        size_t k = tc->ntyvars - i; /* 1 for the last parameter */
        args[i] = k <= nargs ? preds[nargs - k] : expr_lam(p, var_fresh(p, "_", NULL), true_expr(r));
    }
    Expr *call = walker_call(p, w, args, tc->ntyvars, value);
    Expr *k = case_of_constructors(p, tc, value);
    for (uint32_t i = 0; i < tc->ncons; i++) alts[i] = k->u.kase.alts[i], alts[i].rhs = call;
    return true;
}

/* A type variable applied to refined arguments (`m {v:Int | v >= 0}` in
 * `Monad m => …`): which type m stands for is known only when the program
 * runs, by the value's constructor. A case over the constructors of every
 * candidate type (applied_var_candidate) walks the value with its type's
 * walker; a value of any other type stops the path as unsupported. */
static Expr *walk_applied_var(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    Program *p = r->p;
    size_t nargs = t->u.con.nargs;
    Expr **preds = ARENA_ARRAY(&p->arena, Expr *, nargs + 1);
    bool any = false;
    for (size_t i = 0; i < nargs && !*failed; i++) {
        preds[i] = element_predicate(r, t->u.con.args[i], scope, failed);
        any = any || preds[i];
        if (!preds[i]) preds[i] = expr_lam(p, var_fresh(p, "_", NULL), true_expr(r));
    }
    if (!any || *failed) return NULL;
    uint32_t nalts = 1;
    for (size_t i = 0; i < p->tycons.cap; i++) {
        TyCon *tc = p->tycons.keys[i] ? p->tycons.vals[i] : NULL;
        if (applied_var_candidate(p, tc, nargs)) nalts += tc->ncons;
    }
    Alt *alts = ARENA_ARRAY(&p->arena, Alt, nalts);
    Expr *stop = expr_new(p, EX_CRASH);
    stop->u.crash.kind = CRASH_UNSUPPORTED; /* a limit of lhx, not a crash of the program */
    stop->u.crash.reason = "refinements inside a value of an applied type variable, at a type lhx has no walker for";
    alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = stop}; /* GHC's order: the default first */
    nalts = 1;
    for (size_t i = 0; i < p->tycons.cap; i++) {
        TyCon *tc = p->tycons.keys[i] ? p->tycons.vals[i] : NULL;
        if (!applied_var_candidate(p, tc, nargs)) continue;
        if (!applied_var_alts(r, tc, preds, nargs, value, alts + nalts))
            return unsupported_at(r, t->pos, "refinements inside the arguments of a type variable, at a type whose walker could not be built", failed);
        nalts += tc->ncons;
    }
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = expr_var(p, value);
    k->u.kase.bndr = var_fresh(p, "wild", NULL);
    k->u.kase.nalts = nalts;
    k->u.kase.alts = alts;
    return k;
}

/* The walker applied to the element predicates of t's arguments and the
 * value (NULL: nothing to check). */
static Expr *walk(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    const SpecType *const *args;
    size_t nargs;
    TyCon *tc = named_tycon(r, t, &args, &nargs);
    if (t->kind == ST_CON) tc = family_instance_of(r, tc, t, &args, &nargs);
    Program *p = r->p;
    if (tc && tc->kind == TC_SYNONYM && tc->synonym_rhs) return walk_synonym(r, t, tc, args, nargs, value, scope, failed);
    if (!walkable(tc) && t->kind == ST_CON && t->u.con.head_is_var) return walk_applied_var(r, t, value, scope, failed);
    if (!walkable(tc)) {
        for (size_t i = 0; t->kind == ST_CON && i < t->u.con.nargs && !*failed; i++)
            if (element_predicate(r, t->u.con.args[i], scope, failed)) {
                diag_error_at(r->diag, EXIT_UNSUPPORTED, t->pos.file, t->pos.line, t->pos.col,
                              "unsupported: refinements inside the arguments of %s, which lhx cannot walk",
                              sym_str(&p->syms, t->u.con.name));
                *failed = true;
            }
        return NULL;
    }
    if (nargs != tc->ntyvars) return NULL;
    Expr **preds = ARENA_ARRAY(&p->arena, Expr *, nargs + 1);
    bool any = has_own_refinements(r, tc);
    for (size_t i = 0; i < nargs; i++) {
        preds[i] = element_predicate(r, args[i], scope, failed);
        if (*failed) return NULL;
        any = any || preds[i];
        if (!preds[i]) preds[i] = expr_lam(p, var_fresh(p, "_", NULL), true_expr(r));
    }
    Expr *own = instance_invariants(r, value->type, value, failed);
    if (!any || *failed) return own;
    Global *w = walker_global(r, tc);
    if (!w->rhs && w->reason) { /* (no rhs yet: being built, a recursive type) */
        diag_error_at(r->diag, EXIT_UNSUPPORTED, t->pos.file, t->pos.line, t->pos.col, "%s", w->reason);
        return *failed = true, NULL;
    }
    return and_also(r, walker_call(p, w, preds, (uint32_t)nargs, value), own);
}

/* ---- Abstract refinements --------------------------------------------- */

static Expr *unsupported_at(Refiner *r, SpecPos pos, const char *what, bool *failed) {
    diag_error_at(r->diag, EXIT_UNSUPPORTED, pos.file, pos.line, pos.col, "unsupported: %s", what);
    *failed = true;
    return NULL;
}

/* The variable an abstract refinement p stands for: the checked function's
 * chosen predicate; *skip when its instantiation is unknown here (a
 * callee's signature: LiquidHaskell picks it per call, so lhx neither
 * assumes nor asserts it). NULL with *failed when p is not in scope. */
static Var *predicate_var(Refiner *r, const SpecExpr *head, const RefineScope *scope, bool *skip, bool *failed) {
    *skip = false;
    for (const RefineScope *s = scope; s; s = s->next)
        if (s->name == head->u.var.name) {
            *skip = s->var == NULL;
            return s->var;
        }
    diag_error_at(r->diag, EXIT_UNSUPPORTED, head->pos.file, head->pos.line, head->pos.col,
                  "unsupported: abstract refinement %s is not a parameter of the signature",
                  sym_str(&r->p->syms, head->u.var.name));
    *failed = true;
    return NULL;
}

/* case a1 of b1 { DEFAULT -> … case an of bn { DEFAULT -> fn b1 … bn } }.
 * A chosen predicate is a symbolic function, lazy in arguments that are
 * not numbers: unforced, the value a refinement talks about might never
 * be computed, and the assumptions made while computing it (a function
 * argument's result type, wrap.c) would never be taken. Forced, they are;
 * and two calls with the same forced argument that got different answers
 * make the counterexample inconsistent, so it is dropped (docs/engine.md). */
static Expr *forced_application(Program *p, Expr *fn, Expr **args, uint32_t n) {
    Expr **vars = ARENA_ARRAY(&p->arena, Expr *, n ? n : 1);
    Var **bs = ARENA_ARRAY(&p->arena, Var *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) bs[i] = var_fresh(p, "arg", NULL), vars[i] = expr_var(p, bs[i]);
    Expr *body = expr_app(p, fn, vars, n);
    for (uint32_t i = n; i-- > 0;) {
        Expr *k = expr_new(p, EX_CASE);
        k->u.kase.scrut = args[i];
        k->u.kase.bndr = bs[i];
        k->u.kase.nalts = 1;
        k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, 1);
        k->u.kase.alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = body};
        body = k;
    }
    return body;
}

/* p e1 … ek applied to the extra arguments (the value, or the values a
 * relation relates): NULL when skipped or failed. */
static Expr *applied_predicate(Refiner *r, const SpecAbsArg *a, Expr **extra, uint32_t nextra,
                               const RefineScope *scope, bool *failed) {
    const SpecExpr *e = a->pred;
    const SpecExpr *head = e->kind == SE_APP ? e->u.app.fn : e;
    uint32_t k = e->kind == SE_APP ? (uint32_t)e->u.app.nargs : 0;
    bool skip;
    Var *pv = predicate_var(r, head, scope, &skip, failed);
    if (!pv) return NULL;
    Expr **args = ARENA_ARRAY(&r->p->arena, Expr *, k + nextra + 1);
    for (uint32_t i = 0; i < k; i++)
        if (!(args[i] = refine_expr(r, e->u.app.args[i], scope))) return *failed = true, NULL;
    for (uint32_t i = 0; i < nextra; i++) args[k + i] = extra[i];
    return forced_application(r->p, expr_var(r->p, pv), args, k + nextra);
}

/* The scope with the lambda's parameters bound to vars. */
static const RefineScope *bind_params(Refiner *r, const SpecAbsArg *a, Var **vars, const RefineScope *scope) {
    for (size_t i = 0; i < a->nparams; i++) {
        RefineScope *sc = ARENA_NEW(&r->p->arena, RefineScope);
        *sc = (RefineScope){a->params[i], vars[i], scope};
        scope = sc;
    }
    return scope;
}

/* One argument refining the value itself (Int<p>, a<p x>, Int<{\v -> v > 0}>,
 * T a <<p>>): NULL when nothing to check. */
static Expr *value_refinement(Refiner *r, const SpecAbsArg *a, Var *value, const RefineScope *scope, bool *failed) {
    Expr *v = expr_var(r->p, value);
    switch (a->kind) {
    case SA_PRED: return applied_predicate(r, a, &v, 1, scope, failed);
    case SA_LAMBDA: {
        if (a->nparams != 1) return unsupported_at(r, a->pos, "a predicate of several values refining one value", failed);
        Expr *e = refine_expr(r, a->body, bind_params(r, a, &value, scope));
        if (!e) *failed = true;
        return e;
    }
    case SA_TYPE:
        if (a->nparams) return unsupported_at(r, a->pos, "a refinement with parameters refining one value", failed);
        return check_value(r, a->type, value, scope, failed);
    }
    return NULL;
}

/* An abstract refinement's instantiation as a function of its `arity`
 * values (\x1 … xn -> …): p e…, {\x1 … xn -> e}, or \x1 … -> {v:t | e}
 * (the last value is v). NULL when nothing to check. */
static Expr *relation(Refiner *r, const SpecAbsArg *a, size_t arity, const RefineScope *scope, bool *failed) {
    Program *p = r->p;
    Var **xs = ARENA_ARRAY(&p->arena, Var *, arity ? arity : 1);
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, arity ? arity : 1);
    for (size_t i = 0; i < arity; i++) xs[i] = var_fresh(p, "y", NULL), args[i] = expr_var(p, xs[i]);
    Expr *body = NULL;
    switch (a->kind) {
    case SA_PRED: body = applied_predicate(r, a, args, (uint32_t)arity, scope, failed); break;
    case SA_LAMBDA:
        if (a->nparams != arity) return unsupported_at(r, a->pos, "a predicate of another arity than its sort's", failed);
        if (!(body = refine_expr(r, a->body, bind_params(r, a, xs, scope)))) *failed = true;
        break;
    case SA_TYPE: /* \h -> {v:a | v >= h} */
        if (a->nparams + 1 != arity)
            return unsupported_at(r, a->pos, "a predicate of another arity than its sort's", failed);
        body = check_value(r, a->type, xs[arity - 1], bind_params(r, a, xs, scope), failed);
        break;
    }
    for (size_t i = arity; body && i-- > 0;) body = expr_lam(p, xs[i], body);
    return body;
}

/* Does t apply abstract refinements anywhere? */
static bool mentions_absref(const SpecType *t) {
    if (!t) return false;
    switch (t->kind) {
    case ST_ABSREF: return true;
    case ST_LIST: return mentions_absref(t->u.elem);
    case ST_REFINE: return mentions_absref(t->u.refine.base);
    case ST_FUN: return mentions_absref(t->u.fun.arg) || mentions_absref(t->u.fun.res);
    case ST_FORALL: return mentions_absref(t->u.forall.body);
    case ST_CONSTRAINT: return mentions_absref(t->u.constraint.body);
    case ST_TUPLE:
        for (size_t i = 0; i < t->u.tuple.n; i++)
            if (mentions_absref(t->u.tuple.elems[i])) return true;
        return false;
    case ST_CON:
        for (size_t i = 0; i < t->u.con.nargs; i++)
            if (mentions_absref(t->u.con.args[i])) return true;
        return false;
    default: return false;
    }
}

/* A declared field type that is a function type, its refinements stripped
 * (`f :: x:s -> (a<r x>, s)`); NULL when the field is no function. */
static const SpecType *function_field_type(const SpecType *ft) {
    while (ft && (ft->kind == ST_FORALL || ft->kind == ST_CONSTRAINT))
        ft = ft->kind == ST_FORALL ? ft->u.forall.body : ft->u.constraint.body;
    return ft && ft->kind == ST_FUN ? ft : NULL;
}

/* Does a constructor of the data declaration have a function field that
 * applies abstract refinements? Its relation walker then asserts the field
 * on fresh arguments of the field's Haskell type, so it takes T's types. */
static bool has_function_fields(const DataSpec *ds) {
    const SpecDecl *d = ds->decl;
    for (size_t i = 0; i < d->u.data.nctors; i++)
        for (size_t j = 0; j < d->u.data.ctors[i].nfields; j++) {
            const SpecType *ft = function_field_type(d->u.data.ctors[i].fields[j].type);
            if (ft && mentions_absref(ft)) return true;
        }
    return false;
}

/* What field j of constructor dc (declared as ft) says under T's
 * refinement parameters: a function field, asserted, is tried on fresh
 * arguments (function_value.h); assumed it cannot be (a symbolic function
 * cannot be made to meet a refinement for all its arguments). */
static Expr *field_relation(Refiner *r, const SpecType *ft, const DataCon *dc, size_t j, Var *field,
                            const RefineScope *scope, bool *failed) {
    const SpecType *fun = function_field_type(ft);
    if (!fun) return check_value(r, ft, field, scope, failed);
    if (!r->asserting)
        return unsupported_at(r, ft->pos, "abstract refinements in a function type inside another type, assumed", failed);
    Expr *e = function_value_check(r, fun, field, dc->fields[j].type, scope);
    if (!e) *failed = true;
    return e;
}

/* One alternative of T's relation walker: the abstract refinements the
 * declared fields apply (x :: a<p y>, xs :: T <p> a<p x>), earlier fields
 * and T's refinement parameters (the variables qs) in scope. */
static Expr *relation_alt(Refiner *r, const DataSpec *ds, Var **qs, const DataCon *dc, Var **fields, bool rebuilt,
                          bool *failed) {
    const SpecDecl *d = ds->decl;
    const char *occ = name_occ(sym_str(&r->p->syms, dc->name));
    Refiner in_file = *r;
    in_file.file_index = ds->file_index;
    RefineScope *scope = NULL;
    for (size_t i = 0; i < d->u.data.naparams; i++) {
        RefineScope *sc = ARENA_NEW(&r->p->arena, RefineScope);
        *sc = (RefineScope){d->u.data.aparams[i].name, qs[i], scope};
        scope = sc;
    }
    for (size_t i = 0; i < d->u.data.nctors; i++) {
        const SpecCtor *k = &d->u.data.ctors[i];
        if (strcmp(sym_str(&r->p->syms, k->name), occ) != 0 || k->nfields != dc->arity) continue;
        Expr *acc = NULL;
        for (size_t j = 0; j < k->nfields && !*failed; j++) {
            const SpecType *ft = spec_expand_type(&r->p->arena, &r->p->syms, k->fields[j].type, r->diag);
            if (!ft) return *failed = true, NULL;
            if (mentions_absref(ft) && !(rebuilt && function_field_type(ft)))
                acc = and_also(r, acc, field_relation(&in_file, ft, dc, j, fields[j], scope, failed));
            if (k->fields[j].name) {
                RefineScope *sc = ARENA_NEW(&r->p->arena, RefineScope);
                *sc = (RefineScope){k->fields[j].name, fields[j], scope};
                scope = sc;
            }
        }
        return acc;
    }
    return NULL;
}

static bool relation_takes_types(const Refiner *r, const DataSpec *ds) {
    return r->asserting && has_function_fields(ds);
}

/* lhx.rel.T = \q1 … qm x -> case x of { C fs -> what C's declared fields
 * say with T's refinement parameters instantiated to q1 … qm }: the
 * meaning of T <q1, …> ts beyond the walker of T's type arguments. The
 * asserted one of a type with function fields (has_function_fields) takes
 * T's types first, Λ a1 … an: the fresh arguments it tries the fields on
 * are of the field's argument types. */
static Global *relation_global(Refiner *r, const DataSpec *ds, bool rebuilt) {
    Program *p = r->p;
    TyCon *tc = ds->tycon;
    bool made;
    Global *g = type_global(p, r->asserting ? "lhx.rel.asserted" : rebuilt ? "lhx.rel.rebuilt" : "lhx.rel", tc, &made);
    if (!made) return g;
    size_t m = ds->decl->u.data.naparams;
    Var **qs = ARENA_ARRAY(&p->arena, Var *, m);
    for (size_t i = 0; i < m; i++) qs[i] = var_fresh(p, "q", NULL);
    Var *x = var_fresh(p, "x", NULL);
    Expr *k = case_of_constructors(p, tc, x);
    bool failed = false;
    for (uint32_t i = 0; i < tc->ncons && !failed; i++) {
        Alt *alt = &k->u.kase.alts[i];
        Expr *rhs = relation_alt(r, ds, qs, alt->con, alt->bndrs + alt->con->nexvars, rebuilt, &failed);
        alt->rhs = rhs ? rhs : true_expr(r);
    }
    if (failed) {
        /* the reason, for the checks of other functions that use T */
        g->reason = r->diag->msg ? arena_strdup(&p->arena, r->diag->msg) : "its abstract refinements could not be walked";
        return g;
    }
    Expr *body = expr_lam(p, x, k);
    for (size_t i = m; i-- > 0;) body = expr_lam(p, qs[i], body);
    if (relation_takes_types(r, ds))
        for (uint32_t i = tc->ntyvars; i-- > 0;) body = expr_lam(p, tc->tyvars[i], body);
    g->rhs = body;
    return g;
}

/* The instantiation of T's refinement parameters that t = T <a1, …> ts
 * writes, one function of each parameter's arity in args (missing ones
 * are True, as in LiquidHaskell); false when none is written or failed. */
static bool instantiation(Refiner *r, const SpecType *t, const DataSpec *ds, const RefineScope *scope, Expr **args,
                          bool *failed) {
    Program *p = r->p;
    const SpecDecl *d = ds->decl;
    size_t m = d->u.data.naparams;
    if (t->u.absref.nargs > m)
        return unsupported_at(r, t->pos, "more abstract refinements than the data type declares", failed), false;
    bool any = false;
    for (size_t i = 0; i < m && !*failed; i++) {
        size_t arity = d->u.data.aparams[i].nargs;
        args[i] = i < t->u.absref.nargs ? relation(r, &t->u.absref.args[i], arity, scope, failed) : NULL;
        any = any || args[i];
        if (!args[i]) {
            Expr *e = true_expr(r);
            for (size_t j = 0; j < arity; j++) e = expr_lam(p, var_fresh(p, "_", NULL), e);
            args[i] = e;
        }
    }
    return any && !*failed;
}

/* call (lhx.rel.T q1 … qm x) given T's types first, read off the value's
 * Haskell type T t1 … tn. */
static Expr *with_value_types(Refiner *r, const SpecType *t, const TyCon *tc, Var *value, Expr *call, bool *failed) {
    Program *p = r->p;
    Type *vt = value->type;
    while (vt && vt->kind == TY_FORALL) vt = vt->u.forall.body;
    if (!vt || vt->kind != TY_CON || type_tycon(p, vt) != tc || vt->u.con.nargs != tc->ntyvars)
        return unsupported_at(r, t->pos, "abstract refinements in a function field of a value whose Haskell type lhx does "
                              "not know", failed);
    Expr **targs = ARENA_ARRAY(&p->arena, Expr *, tc->ntyvars + call->u.app.nargs);
    for (uint32_t i = 0; i < tc->ntyvars; i++) {
        targs[i] = expr_new(p, EX_TYPE);
        targs[i]->u.type = vt->u.con.args[i];
    }
    for (uint32_t i = 0; i < call->u.app.nargs; i++) targs[tc->ntyvars + i] = call->u.app.args[i];
    call->u.app.args = targs;
    call->u.app.nargs += tc->ntyvars;
    return call;
}

/* T <a1, …> ts on the value, for a data type T declared with refinement
 * parameters: lhx.rel.T applied to the instantiations (missing ones are
 * True, as in LiquidHaskell). NULL when nothing to check. */
static Expr *data_relations(Refiner *r, const SpecType *t, const DataSpec *ds, Var *value, const RefineScope *scope,
                            bool rebuilt, bool *failed) {
    Program *p = r->p;
    size_t m = ds->decl->u.data.naparams;
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, m + 1);
    if (!instantiation(r, t, ds, scope, args, failed)) return NULL;
    Global *g = relation_global(r, ds, rebuilt && !r->asserting);
    if (!g->rhs && g->reason) {
        diag_error_at(r->diag, EXIT_UNSUPPORTED, t->pos.file, t->pos.line, t->pos.col, "%s", g->reason);
        return *failed = true, NULL;
    }
    args[m] = expr_var(p, value);
    Expr *call = expr_app(p, expr_var(p, g->var), args, (uint32_t)m + 1);
    return relation_takes_types(r, ds) ? with_value_types(r, t, ds->tycon, value, call, failed) : call;
}

/* lhx.pairwise = \rel xs -> case xs of [] -> True; h : t -> p_List (rel h) t && lhx.pairwise rel t:
 * every element relates to every later one, the meaning of [a]<p> (the
 * list's tail has type [a<p h>]). */
static Global *pairwise_global(Refiner *r) {
    Program *p = r->p;
    Global *g = program_global(p, "lhx.pairwise");
    if (g) return g;
    TyCon *list = program_tycon(p, "GHC.Types.[]");
    if (!list) return NULL;
    Global *walker = walker_global(r, list);
    if (!walker->rhs) return NULL;
    g = global_new(p, intern(&p->syms, "lhx.pairwise"), intern(&p->syms, "lhx.pairwise"), NULL);
    g->origin = ORIG_MODULE;
    symmap_put(&p->globals, g->var->id, g);
    Var *rel = var_fresh(p, "rel", NULL), *xs = var_fresh(p, "xs", NULL);
    Expr *k = case_of_constructors(p, list, xs);
    for (uint32_t i = 0; i < list->ncons; i++) {
        Alt *alt = &k->u.kase.alts[i];
        if (alt->con->arity != 2) {
            alt->rhs = true_expr(r);
            continue;
        }
        Expr *later = app2(p, expr_var(p, walker->var), app2(p, expr_var(p, rel), expr_var(p, alt->bndrs[0]), NULL),
                           expr_var(p, alt->bndrs[1]));
        Expr *rest = app2(p, expr_var(p, g->var), expr_var(p, rel), expr_var(p, alt->bndrs[1]));
        alt->rhs = and_also(r, later, rest);
    }
    g->rhs = expr_lam(p, rel, expr_lam(p, xs, k));
    return g;
}

/* (t1, …, tn)<a1, …> on the value: a tuple is declared like that in
 * LiquidHaskell, (x1 :: t1, x2 :: t2<a1 x1>, x3 :: t3<a2 x1 x2>, …), so
 * argument i relates the first i + 2 components. NULL when nothing to check. */
static Expr *tuple_relations(Refiner *r, const SpecType *t, TyCon *tc, Var *value, const RefineScope *scope,
                             bool *failed) {
    Program *p = r->p;
    DataCon *dc = tc->cons[0];
    if (t->u.absref.nargs + 1 > dc->arity)
        return unsupported_at(r, t->pos, "more abstract refinements than the tuple has components after the first",
                              failed);
    Expr *k = case_of_constructors(p, tc, value);
    Var **fields = k->u.kase.alts[0].bndrs + dc->nexvars;
    Expr *acc = NULL;
    for (size_t i = 0; i < t->u.absref.nargs && !*failed; i++) {
        size_t arity = i + 2;
        Expr *rel = relation(r, &t->u.absref.args[i], arity, scope, failed);
        if (!rel) continue;
        Expr **args = ARENA_ARRAY(&p->arena, Expr *, arity);
        for (size_t j = 0; j < arity; j++) args[j] = expr_var(p, fields[j]);
        acc = and_also(r, acc, expr_app(p, rel, args, (uint32_t)arity));
    }
    if (*failed || !acc) return NULL;
    k->u.kase.alts[0].rhs = acc;
    return k;
}

/* t<a1, …> (ST_ABSREF) on one value: the base type's check, and the
 * arguments read by what the base is — a data type's refinement
 * parameters (T <p> a, a list's [a]<p>: each element relates to every
 * later one), or a predicate on the value itself (Int<p>, a<p x>,
 * T a <<p>>). */
static Expr *absref_check(Refiner *top, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    Refiner plain = *top; /* what follows is nested: only data_relations' own fields may be rebuilt */
    plain.fields_wrapped = false;
    Refiner *r = &plain;
    const SpecType *base = t->u.absref.base;
    Expr *acc = check_value(r, base, value, scope, failed);
    if (*failed) return NULL;
    const SpecType *const *targs;
    size_t ntargs;
    TyCon *tc = t->u.absref.whole ? NULL : named_tycon(r, base, &targs, &ntargs);
    const DataSpec *ds = tc && r->tr ? spec_data(r->tr->spec, tc) : NULL;
    if (ds && ds->decl->u.data.naparams)
        return and_also(r, acc, data_relations(r, t, ds, value, scope, top->fields_wrapped, failed));
    if (tc && !t->u.absref.whole && base->kind == ST_TUPLE && tc->ncons == 1)
        return and_also(r, acc, tuple_relations(r, t, tc, value, scope, failed));
    bool list = !t->u.absref.whole && base->kind == ST_LIST;
    /* a type constructor without refinement parameters of its own (Int<p>,
     * (State# s)<p>): the predicate is on the value, as LiquidHaskell reads it */
    bool on_value = t->u.absref.whole || base->kind == ST_VAR || base->kind == ST_CON;
    if (!list && !on_value)
        return unsupported_at(r, t->pos, "abstract refinements of this type (lhx models them on lists, on data "
                                         "types declared with refinement parameters and on single values)",
                              failed);
    for (size_t i = 0; i < t->u.absref.nargs && !*failed; i++) {
        const SpecAbsArg *a = &t->u.absref.args[i];
        if (on_value) {
            acc = and_also(r, acc, value_refinement(r, a, value, scope, failed));
            continue;
        }
        if (i > 0) return unsupported_at(r, a->pos, "a list has one abstract refinement", failed);
        Expr *rel = relation(r, a, 2, scope, failed);
        if (!rel) continue;
        Global *pw = pairwise_global(r);
        if (!pw) return unsupported_at(r, a->pos, "the list walker could not be built", failed);
        acc = and_also(r, acc, app2(r->p, expr_var(r->p, pw->var), rel, expr_var(r->p, value)));
    }
    return *failed ? NULL : acc;
}

static const SpecType *rebuilt_list_element(Refiner *r, const SpecType *t);

/* ---- toExp -------------------------------------------------------------- */

/* Is t a dependent tuple, (x::Int, {v:Int | x <= v}): a component named? */
static bool dependent_tuple(const SpecType *t) {
    for (size_t i = 0; t->kind == ST_TUPLE && i < t->u.tuple.n; i++)
        if (t->u.tuple.binders[i]) return true;
    return false;
}

/* A component of a dependent tuple of a refined function type,
 * (y::Int, () -> {v:() | 0 < y}). */
static bool refined_function(const SpecType *t) {
    return t->kind == ST_FUN && spec_type_refined(t, true);
}

/* What a refined function component f says: asserted (a result), f is
 * tried on fresh arguments meeting its precondition (function_value.h: an
 * argument that breaks it refutes the type); assumed at the top of an
 * input or an assumed result (fields_wrapped), nothing here: the tuple is
 * rebuilt with f wrapped as a function input is (contract_rebuild_fields),
 * its calls assuming what its type promises. Assumed elsewhere (a tuple
 * nested in another value) it is unsupported: not assuming what f's type
 * promises could give a false alarm. */
static Expr *function_component(Refiner *r, const SpecType *ft, Var *f, bool typed, const RefineScope *scope,
                                bool *failed) {
    if (!r->asserting && r->fields_wrapped) return NULL;
    if (!r->asserting || !typed)
        return unsupported_at(r, ft->pos, "a refined function type inside a dependent tuple nested in another value",
                              failed);
    Expr *e = function_value_check(r, ft, f, f->type, scope);
    if (!e) *failed = true;
    return e;
}

/* A dependent tuple on one value: case value of (x1, …, xn) -> each
 * component's check, the names of the earlier components in scope (as
 * LiquidHaskell reads (x::Int, {v:Int | x <= v}): a pair whose second
 * component is at least its first). The components get the Haskell type's
 * arguments, for the dictionaries a refinement's functions take. */
static Expr *tuple_check(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    const SpecType *const *args;
    size_t nargs;
    TyCon *tc = named_tycon(r, t, &args, &nargs);
    Program *p = r->p;
    if (!tc || tc->ncons != 1 || tc->cons[0]->arity != nargs)
        return unsupported_at(r, t->pos, "a dependent tuple of more than five components", failed);
    Expr *k = case_of_constructors(p, tc, value);
    Var **fields = k->u.kase.alts[0].bndrs + tc->cons[0]->nexvars;
    Type *vt = value->type;
    bool typed = vt && vt->kind == TY_CON && vt->u.con.nargs == nargs;
    Expr *acc = NULL;
    Refiner plain = *r; /* the components are nested: only the tuple at the top is rebuilt */
    plain.fields_wrapped = false;
    for (size_t i = 0; i < nargs && !*failed; i++) {
        if (typed) fields[i]->type = vt->u.con.args[i];
        if (refined_function(args[i]))
            acc = and_also(r, acc, function_component(r, args[i], fields[i], typed, scope, failed));
        else
            acc = and_also(r, acc, check_value(&plain, args[i], fields[i], scope, failed));
        if (t->u.tuple.binders[i]) {
            RefineScope *s = ARENA_NEW(&p->arena, RefineScope);
            *s = (RefineScope){t->u.tuple.binders[i], fields[i], scope};
            scope = s;
        }
    }
    if (*failed || !acc) return NULL;
    k->u.kase.alts[0].rhs = acc;
    return k;
}

/* The scope of the refinements inside the type of a binder v ({v:B | p},
 * v:B): with --bscope v is in it (LiquidHaskell's flag: `{m:[{v:[a] | len
 * v = cols m}] | …}`), else only the enclosing scope. */
static const RefineScope *inner_scope(const Refiner *r, const RefineScope *self, const RefineScope *scope) {
    return self->name && r->tr && r->tr->spec->flags.bscope ? self : scope;
}

/* Is p a hole, {v:B | _}: a refinement LiquidHaskell infers. lhx infers
 * none: asserted, it checks nothing (as the type hole x:_ checks only x's
 * Haskell type); assumed (an argument's), it is a precondition lhx does not
 * know (LiquidHaskell may infer one from the callers), so the function is
 * not checked. */
static bool hole_predicate(const Program *p, const SpecExpr *e) {
    return e->kind == SE_VAR && strcmp(sym_str(&p->syms, e->u.var.name), "_") == 0;
}

/* The check of one value against t (NULL: t refines nothing, or failed). */
static Expr *check_value(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope, bool *failed) {
    if (*failed) return NULL;
    if (r->fields_wrapped && t->kind != ST_REFINE && t->kind != ST_FORALL && t->kind != ST_CONSTRAINT &&
        t->kind != ST_ABSREF && !dependent_tuple(t) && !rebuilt_list_element(r, t)) {
        Refiner plain = *r; /* only the value at the top is rebuilt */
        plain.fields_wrapped = false;
        return check_value(&plain, t, value, scope, failed);
    }
    switch (t->kind) {
    case ST_REFINE: {
        RefineScope self = {t->u.refine.binder, value, scope};
        const SpecType *base = t->u.refine.base;
        const RefineScope *in = inner_scope(r, &self, scope);
        /* an alias body put under another refinement: {w:ListN a 3 | q} */
        Refiner plain = *r;
        plain.fields_wrapped = false;
        Expr *inner = !base || base->kind == ST_HOLE ? haskell_type_check(r, value->type, value, 0)
                      : base->kind == ST_REFINE || base->kind == ST_ABSREF || dependent_tuple(base)
                          ? check_value(r, base, value, in, failed)
                          : walk(&plain, base, value, in, failed);
        if (*failed) return NULL;
        if (hole_predicate(r->p, t->u.refine.pred)) /* no check asserted; an assumed hole is an unknown precondition */
            return r->asserting ? inner
                                : unsupported_at(r, t->u.refine.pred->pos,
                                                 "a refinement hole `_` assumed (LiquidHaskell infers it; lhx does not)",
                                                 failed);
        Expr *p = refine_expr(r, t->u.refine.pred, t->u.refine.binder ? &self : scope);
        if (!p) {
            *failed = true;
            return NULL;
        }
        return and_also(r, inner, p);
    }
    case ST_FORALL: return check_value(r, t->u.forall.body, value, scope, failed);
    case ST_CONSTRAINT: return check_value(r, t->u.constraint.body, value, scope, failed);
    case ST_ABSREF: return absref_check(r, t, value, scope, failed);
    case ST_FUN: /* a function inside data: not wrapped, so nothing is assumed of it */
        if (mentions_absref(t))
            return unsupported_at(r, t->pos, "abstract refinements in a function type inside another type", failed);
        return NULL;
    case ST_HOLE: return haskell_type_check(r, value->type, value, 0); /* x:_ is x's Haskell type */
    case ST_TUPLE: return dependent_tuple(t) ? tuple_check(r, t, value, scope, failed) : walk(r, t, value, scope, failed);
    default: return walk(r, t, value, scope, failed);
    }
}

Expr *contract_check(Refiner *r, const SpecType *t, Var *value, const RefineScope *scope) {
    bool failed = false;
    Expr *e = check_value(r, t, value, scope, &failed);
    if (failed) return NULL;
    return e ? e : true_expr(r);
}

/* contract_check_haskell_type at nesting depth (bounded, as field_check). */
static Expr *haskell_type_check(Refiner *r, Type *t, Var *value, int depth) {
    Program *p = r->p;
    if (t) t = type_expand_head(p, t); /* synonyms are transparent */
    if (!t || t->kind != TY_CON || depth > 4) return NULL;
    TyCon *tc = type_tycon(p, t);
    if (!walkable(tc) || t->u.con.nargs != tc->ntyvars) return NULL;
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, tc->ntyvars + 1);
    bool any = has_own_refinements(r, tc);
    for (uint32_t i = 0; i < tc->ntyvars; i++) {
        Var *y = var_fresh(p, "y", NULL);
        Expr *c = haskell_type_check(r, t->u.con.args[i], y, depth + 1);
        any = any || c;
        args[i] = expr_lam(p, y, c ? c : true_expr(r));
    }
    bool failed = false;
    Expr *own = instance_invariants(r, t, value, &failed);
    if (failed) own = NULL; /* the diag says why; the walker below still holds */
    if (!any) return own;
    Global *w = walker_global(r, tc);
    if (!w->rhs && w->reason) return own; /* it could not be built: nothing more assumed */
    return and_also(r, walker_call(p, w, args, tc->ntyvars, value), own);
}

Expr *contract_unsigned_inputs(Refiner *r, Var **args, uint32_t n) {
    Expr *acc = NULL;
    for (uint32_t i = 0; i < n; i++) acc = and_also(r, acc, haskell_type_check(r, args[i]->type, args[i], 0));
    return acc;
}

/* Walks the arrows, binding each argument's binder; calls back per argument. */
static Expr *over_arguments(Refiner *r, const SpecType *sig, Var **args, uint32_t n, Var *result, bool with_pre) {
    RefineScope *scope = (RefineScope *)r->outer;
    Expr *acc = NULL;
    bool failed = false;
    const SpecType *t = spec_type_strip(sig);
    for (uint32_t i = 0; i < n && t->kind == ST_FUN; i++, t = spec_type_strip(t->u.fun.res)) {
        /* (a function-typed argument is wrapped instead: wrap.c) */
        /* the binder x of x:τ; a refined argument {v:B | p} without x is
         * known by v in later refinements too (and, with --bscope, in τ) */
        Sym b = t->u.fun.binder;
        if (!b && t->u.fun.arg->kind == ST_REFINE) b = t->u.fun.arg->u.refine.binder;
        RefineScope *s = ARENA_NEW(&r->p->arena, RefineScope);
        *s = (RefineScope){b, args[i], scope};
        if (with_pre && t->u.fun.arg->kind != ST_FUN)
            acc = and_also(r, acc, check_value(r, t->u.fun.arg, args[i], inner_scope(r, s, scope), &failed));
        if (failed) return NULL;
        if (b) scope = s;
    }
    if (result) acc = and_also(r, acc, check_value(r, t, result, scope, &failed));
    if (failed) return NULL;
    return acc ? acc : true_expr(r);
}

Expr *contract_pre(Refiner *r, const SpecType *sig, Var **args, uint32_t n) {
    return over_arguments(r, sig, args, n, NULL, true);
}

Expr *contract_post(Refiner *r, const SpecType *sig, Var **args, uint32_t n, Var *result) {
    return over_arguments(r, sig, args, n, result, false);
}

/* ---- Rebuilding values with wrapped function fields ------------------------ */

/* The type check_value reaches with the Refiner it was given (its
 * fields_wrapped kept) through refinements, foralls and constraints, or
 * NULL: T <a1, …> ts or a dependent tuple, whose checks leave out what
 * the rebuilding assumes. */
static const SpecType *top_rebuilt(const SpecType *t) {
    while (t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT || t->kind == ST_REFINE)) {
        const SpecType *b = t->kind == ST_REFINE ? t->u.refine.base : NULL;
        if (t->kind == ST_REFINE && (!b || (b->kind != ST_REFINE && b->kind != ST_ABSREF && !dependent_tuple(b))))
            return NULL;
        t = t->kind == ST_FORALL ? t->u.forall.body : t->kind == ST_CONSTRAINT ? t->u.constraint.body : b;
    }
    if (t && t->kind == ST_ABSREF && !t->u.absref.whole) return t;
    return t && dependent_tuple(t) ? t : NULL;
}

/* C f1' … fn' */
static Expr *constructed(Program *p, DataCon *dc, Var **fields) {
    Expr *con = expr_new(p, EX_CON);
    con->u.con = dc;
    if (!dc->arity) return con;
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, dc->arity);
    for (uint32_t i = 0; i < dc->arity; i++) args[i] = expr_var(p, fields[i]);
    return expr_app(p, con, args, dc->arity);
}

/* The right-hand side of constructor dc's alternative: its function fields
 * under T's parameters wrapped, the value rebuilt (a newtype's one field
 * is the value itself). */
static Expr *rebuilt_alt(Refiner *r, const DataSpec *ds, const RefineScope *scope, DataCon *dc, Var **fields,
                         Type *vt, FieldWrapper wrap, void *ctx, bool *failed) {
    Program *p = r->p;
    const TyCon *tc = ds->tycon;
    const char *occ = name_occ(sym_str(&p->syms, dc->name));
    Sym *tvs = ARENA_ARRAY(&p->arena, Sym, tc->ntyvars + 1);
    for (uint32_t i = 0; i < tc->ntyvars; i++) tvs[i] = tc->tyvars[i]->id;
    const SpecDecl *d = ds->decl;
    for (size_t i = 0; i < d->u.data.nctors; i++) {
        const SpecCtor *k = &d->u.data.ctors[i];
        if (strcmp(sym_str(&p->syms, k->name), occ) != 0 || k->nfields != dc->arity) continue;
        Var **out = ARENA_ARRAY(&p->arena, Var *, dc->arity + 1);
        Bind *lets = ARENA_ARRAY(&p->arena, Bind, dc->arity + 1);
        uint32_t nlets = 0;
        for (uint32_t j = 0; j < dc->arity && !*failed; j++) {
            out[j] = fields[j];
            const SpecType *ft = spec_expand_type(&p->arena, &p->syms, k->fields[j].type, r->diag);
            if (!ft) return *failed = true, NULL;
            const SpecType *fun = function_field_type(ft);
            if (fun && mentions_absref(fun)) {
                const char *name = k->fields[j].name ? sym_str(&p->syms, k->fields[j].name) : "field";
                fields[j]->type = type_subst(&p->arena, dc->fields[j].type, tvs, vt->u.con.args, tc->ntyvars);
                Expr *w = wrap(ctx, fun, fields[j], name, scope, failed);
                if (!w && !*failed) return unsupported_at(r, ft->pos, "a function field lhx cannot wrap", failed);
                out[j] = var_fresh(p, name, fields[j]->type);
                lets[nlets++] = (Bind){out[j], w};
            }
            if (k->fields[j].name) {
                RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
                *sc = (RefineScope){k->fields[j].name, fields[j], scope};
                scope = sc;
            }
        }
        if (*failed) return NULL;
        Expr *body = tc->kind == TC_NEWTYPE ? expr_var(p, out[0]) : constructed(p, dc, out);
        for (uint32_t j = nlets; j-- > 0;) body = expr_let1(p, lets[j].var, lets[j].rhs, body);
        return body;
    }
    return unsupported_at(r, d->pos, "a constructor of the refined data declaration lhx cannot find", failed);
}

/* A dependent tuple t assumed of x at the top, its refined function
 * components wrapped (the checks function_component leaves out): case x
 * of (c1, …, cn) -> let fi' = wrap ci in (c1, …, fi', …), the earlier
 * components' names in scope. NULL: no such component, x stays. */
static Expr *rebuilt_tuple(Refiner *r, const SpecType *t, Var *x, FieldWrapper wrap, void *ctx, bool *failed) {
    Program *p = r->p;
    const SpecType *const *args;
    size_t nargs;
    TyCon *tc = named_tycon(r, t, &args, &nargs);
    size_t nfun = 0;
    for (size_t i = 0; i < nargs; i++) nfun += refined_function(args[i]);
    if (!nfun) return NULL;
    Type *vt = x->type;
    while (vt && vt->kind == TY_FORALL) vt = vt->u.forall.body;
    if (!tc || tc->ncons != 1 || tc->cons[0]->arity != nargs || !vt || vt->kind != TY_CON || vt->u.con.nargs != nargs)
        return unsupported_at(r, t->pos, "a refined function inside a dependent tuple whose Haskell type lhx does not "
                              "know", failed);
    Expr *k = case_of_constructors(p, tc, x);
    Var **fields = k->u.kase.alts[0].bndrs + tc->cons[0]->nexvars;
    Var **out = ARENA_ARRAY(&p->arena, Var *, nargs);
    Bind *lets = ARENA_ARRAY(&p->arena, Bind, nfun);
    uint32_t nlets = 0;
    const RefineScope *scope = r->outer;
    for (size_t i = 0; i < nargs && !*failed; i++) {
        fields[i]->type = vt->u.con.args[i];
        out[i] = fields[i];
        if (refined_function(args[i])) {
            const char *name = t->u.tuple.binders[i] ? sym_str(&p->syms, t->u.tuple.binders[i]) : "component";
            Expr *w = wrap(ctx, args[i], fields[i], name, scope, failed);
            if (!w && !*failed) return unsupported_at(r, args[i]->pos, "a function component lhx cannot wrap", failed);
            out[i] = var_fresh(p, name, fields[i]->type);
            lets[nlets++] = (Bind){out[i], w};
        }
        if (t->u.tuple.binders[i]) {
            RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
            *sc = (RefineScope){t->u.tuple.binders[i], fields[i], scope};
            scope = sc;
        }
    }
    if (*failed) return NULL;
    Expr *body = constructed(p, tc->cons[0], out);
    for (uint32_t j = nlets; j-- > 0;) body = expr_let1(p, lets[j].var, lets[j].rhs, body);
    k->u.kase.alts[0].rhs = body;
    return k;
}

/* Is t a list whose elements a rebuilding would rebuild ([Dict <p> k v],
 * Dict having function fields under its refinement parameters): its
 * element type, else NULL. check_value keeps such a list's elements'
 * checks without what the rebuilding assumes (fields_wrapped). */
static const SpecType *rebuilt_list_element(Refiner *r, const SpecType *t) {
    if (!t || t->kind != ST_LIST || !r->tr) return NULL;
    const SpecType *at = top_rebuilt(t->u.elem);
    if (!at || at->kind != ST_ABSREF) return NULL;
    const SpecType *const *targs;
    size_t ntargs;
    TyCon *tc = named_tycon(r, at->u.absref.base, &targs, &ntargs);
    const DataSpec *ds = tc ? spec_data(r->tr->spec, tc) : NULL;
    return ds && ds->decl->u.data.naparams && has_function_fields(ds) ? t->u.elem : NULL;
}

/* A list x whose elements are rebuilt (rebuilt_list_element), lazily:
 * letrec go = \xs -> case xs of { [] -> xs; y : ys -> let y' = rebuilt y;
 * rest = go ys in y' : rest } in go x. */
static Expr *rebuilt_list(Refiner *r, const SpecType *elem, Var *x, FieldWrapper wrap, void *ctx, bool *failed) {
    Program *p = r->p;
    Type *lt = x->type;
    while (lt && lt->kind == TY_FORALL) lt = lt->u.forall.body;
    DataCon *cons = program_datacon(p, "GHC.Types.:");
    if (!cons || !lt || lt->kind != TY_CON || lt->u.con.nargs != 1)
        return unsupported_at(r, elem->pos, "abstract refinements in a function field of list elements whose "
                              "Haskell type lhx does not know", failed);
    Var *go = var_fresh(p, "rebuild", NULL), *xs = var_fresh(p, "xs", lt);
    Expr *k = case_of_constructors(p, cons->tycon, xs);
    for (uint32_t i = 0; i < k->u.kase.nalts; i++) {
        Alt *alt = &k->u.kase.alts[i];
        if (alt->con != cons) {
            alt->rhs = expr_var(p, xs);
            continue;
        }
        Var *y = alt->bndrs[0], *ys = alt->bndrs[1];
        y->type = lt->u.con.args[0], ys->type = lt;
        Expr *rebuilt = contract_rebuild_fields(r, elem, y, wrap, ctx, failed);
        if (!rebuilt) return *failed ? NULL : unsupported_at(r, elem->pos, "a list element lhx cannot rebuild", failed);
        Var **out = ARENA_ARRAY(&p->arena, Var *, 2);
        out[0] = var_fresh(p, "y", y->type), out[1] = var_fresh(p, "rest", lt);
        Expr *tail = expr_app(p, expr_var(p, go), (Expr *[]){expr_var(p, ys)}, 1);
        alt->rhs = expr_let1(p, out[0], rebuilt, expr_let1(p, out[1], tail, constructed(p, cons, out)));
    }
    Expr *e = expr_new(p, EX_LET);
    e->u.let.rec = true;
    e->u.let.nbinds = 1;
    e->u.let.binds = ARENA_NEW(&p->arena, Bind);
    e->u.let.binds[0] = (Bind){go, expr_lam(p, xs, k)};
    e->u.let.body = expr_app(p, expr_var(p, go), (Expr *[]){expr_var(p, x)}, 1);
    return e;
}

Expr *contract_rebuild_fields(Refiner *r, const SpecType *t, Var *x, FieldWrapper wrap, void *ctx, bool *failed) {
    Program *p = r->p;
    const SpecType *elem = rebuilt_list_element(r, spec_type_strip(t));
    if (elem) return rebuilt_list(r, elem, x, wrap, ctx, failed);
    const SpecType *at = top_rebuilt(t);
    if (at && at->kind == ST_TUPLE) return rebuilt_tuple(r, at, x, wrap, ctx, failed);
    const SpecType *const *targs;
    size_t ntargs;
    TyCon *tc = at ? named_tycon(r, at->u.absref.base, &targs, &ntargs) : NULL;
    const DataSpec *ds = tc && r->tr ? spec_data(r->tr->spec, tc) : NULL;
    if (!ds || !ds->decl->u.data.naparams || !has_function_fields(ds)) return NULL;
    size_t m = ds->decl->u.data.naparams;
    Expr **insts = ARENA_ARRAY(&p->arena, Expr *, m + 1);
    Refiner plain = *r;
    plain.fields_wrapped = false;
    if (!instantiation(&plain, at, ds, r->outer, insts, failed)) return NULL;
    Type *vt = x->type;
    while (vt && vt->kind == TY_FORALL) vt = vt->u.forall.body;
    if (!vt || vt->kind != TY_CON || type_tycon(p, vt) != tc || vt->u.con.nargs != tc->ntyvars || !walkable(tc))
        return unsupported_at(r, at->pos, "abstract refinements in a function field of a value whose Haskell type lhx "
                              "does not know", failed);
    /* T's parameters bound to their instantiations, let-bound once */
    const RefineScope *scope = r->outer;
    Var **qs = ARENA_ARRAY(&p->arena, Var *, m);
    for (size_t i = 0; i < m; i++) {
        qs[i] = var_fresh(p, "q", NULL);
        RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
        *sc = (RefineScope){ds->decl->u.data.aparams[i].name, qs[i], scope};
        scope = sc;
    }
    Expr *body;
    if (tc->kind == TC_NEWTYPE) {
        Var *field = var_fresh(p, "field", NULL);
        body = rebuilt_alt(&plain, ds, scope, tc->cons[0], &field, vt, wrap, ctx, failed);
        if (body) body = expr_let1(p, field, expr_var(p, x), body);
    } else {
        body = case_of_constructors(p, tc, x);
        for (uint32_t i = 0; i < tc->ncons && !*failed; i++) {
            Alt *alt = &body->u.kase.alts[i];
            if (alt->con->nexvars) return unsupported_at(r, at->pos, "existential fields under abstract refinements", failed);
            alt->rhs = rebuilt_alt(&plain, ds, scope, alt->con, alt->bndrs, vt, wrap, ctx, failed);
        }
    }
    if (*failed) return NULL;
    for (size_t i = m; i-- > 0;) body = expr_let1(p, qs[i], insts[i], body);
    return body;
}
