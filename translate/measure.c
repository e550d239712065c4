/* measure.c — see measure.h. */
#include "measure.h"
#include "../src/spec/expand.h"
#include "../src/spec/names.h"
#include "../src/spec/query.h"
#include "refine.h"

#include "../src/util/strbuf.h"

#include <stdlib.h>
#include <string.h>

static const char *tuple_con(size_t n) {
    static const char *const names[] = {"GHC.Tuple.()", NULL, "GHC.Tuple.(,)", "GHC.Tuple.(,,)", "GHC.Tuple.(,,,)",
                                        "GHC.Tuple.(,,,,)"};
    return n < sizeof names / sizeof *names ? names[n] : NULL;
}

static bool is_var(const SpecExpr *e, Sym name) { return e->kind == SE_VAR && e->u.var.name == name; }

/* The value an equation `m (C x) = {v | p}` gives m: p describes the
 * measure's result v (not the argument), and the forms LiquidHaskell's
 * programs write pin it down: `v = e` (or `e = v`) is e, `Set_emp v` the
 * empty set (Set_empty 0). NULL for any other p. */
static const SpecExpr *defining_expr(Translator *tr, const SpecMeasureEq *eq) {
    const SpecExpr *p = eq->body;
    Sym v = eq->body_binder;
    if (p->kind == SE_BIN && p->u.bin.op == SB_EQ) {
        if (is_var(p->u.bin.lhs, v)) return p->u.bin.rhs;
        if (is_var(p->u.bin.rhs, v)) return p->u.bin.lhs;
        return NULL;
    }
    if (p->kind != SE_APP || p->u.app.nargs != 1 || !is_var(p->u.app.args[0], v) ||
        !is_var(p->u.app.fn, intern(&tr->p->syms, "Set_emp")))
        return NULL;
    SpecExpr *zero = ARENA_NEW(&tr->p->arena, SpecExpr), *fn = ARENA_NEW(&tr->p->arena, SpecExpr);
    SpecExpr *app = ARENA_NEW(&tr->p->arena, SpecExpr);
    *zero = (SpecExpr){.kind = SE_INT, .pos = p->pos, .height = 1};
    zero->u.int_lit.text = "0";
    zero->u.int_lit.fits = true;
    *fn = (SpecExpr){.kind = SE_VAR, .pos = p->pos, .height = 1};
    fn->u.var.name = intern(&tr->p->syms, "Set_empty");
    *app = *p;
    app->u.app.fn = fn;
    app->u.app.args = ARENA_ARRAY(&tr->p->arena, SpecExpr *, 1);
    app->u.app.args[0] = zero;
    return app;
}

/* One equation `m (C x y) = e` as a case alternative. */
static bool equation_alt(Translator *tr, Refiner *r, const SpecMeasureEq *eq, Alt *alt) {
    Program *p = tr->p;
    if (eq->npats != 1)
        return diag_error_at(r->diag, EXIT_UNSUPPORTED, eq->pos.file, eq->pos.line, eq->pos.col,
                             "unsupported: a measure equation with %zu patterns (measures take one argument)",
                             eq->npats);
    const SpecPat *pat = eq->pats[0];
    DataCon *dc = NULL;
    if (pat->kind == SP_CON) dc = spec_find_con(p, tr->module, pat->name);
    else if (pat->kind == SP_TUPLE && tuple_con(pat->nargs)) dc = program_datacon(p, tuple_con(pat->nargs));
    if (!dc || dc->arity != pat->nargs)
        return diag_error_at(r->diag, EXIT_BAD_INPUT, pat->pos.file, pat->pos.line, pat->pos.col,
                             "the measure's pattern does not name a constructor of the program with %zu fields",
                             pat->nargs);
    RefineScope *scope = NULL;
    alt->kind = ALT_DATA;
    alt->con = dc;
    alt->nbndrs = dc->arity;
    alt->bndrs = ARENA_ARRAY(&p->arena, Var *, dc->arity ? dc->arity : 1);
    for (uint32_t i = 0; i < dc->arity; i++) {
        const SpecPat *sub = pat->args[i];
        if (sub->kind != SP_VAR && sub->kind != SP_WILD)
            return diag_error_at(r->diag, EXIT_UNSUPPORTED, sub->pos.file, sub->pos.line, sub->pos.col,
                                 "unsupported: nested patterns in a measure equation");
        Sym nm = sub->kind == SP_VAR ? sub->name : intern(&p->syms, "_");
        alt->bndrs[i] = var_new(p, nm, nm, NULL);
        if (sub->kind == SP_VAR) {
            RefineScope *s = ARENA_NEW(&p->arena, RefineScope);
            *s = (RefineScope){sub->name, alt->bndrs[i], scope};
            scope = s;
        }
    }
    const SpecExpr *body = eq->body_binder ? defining_expr(tr, eq) : eq->body;
    if (!body)
        return diag_error_at(r->diag, EXIT_UNSUPPORTED, eq->pos.file, eq->pos.line, eq->pos.col,
                             "unsupported: a measure equation {v | p} whose p is not v = e or Set_emp v");
    body = spec_expand_expr(&tr->arena, body, r->diag); /* its predicate aliases (`IsB l`) */
    alt->rhs = body ? refine_expr(r, body, scope) : NULL;
    return alt->rhs != NULL;
}

/* The Core type of a measure's result when it is a plain type without
 * parameters (Int, Bool, a user's enumeration), else NULL. */
static Type *measure_result_type(Translator *tr, const SpecType *t) {
    t = spec_type_strip(t);
    while (t && t->kind == ST_FUN) t = spec_type_strip(t->u.fun.res);
    while (t && t->kind == ST_REFINE) t = t->u.refine.base;
    if (!t || t->kind != ST_CON || t->u.con.nargs != 0 || t->u.con.head_is_var) return NULL;
    TyCon *tc = spec_tycon(tr->spec, t->u.con.name);
    if (!tc || tc->ntyvars != 0 || (tc->kind != TC_DATA && tc->kind != TC_NEWTYPE)) return NULL;
    Type *ty = type_new(tr->p, TY_CON);
    ty->u.con.name = tc->name;
    return ty;
}

/* What a measure is outside its equations. In LiquidHaskell's logic a
 * measure is total, uninterpreted where no equation applies: an arbitrary
 * value of its result type, the same one every time on a path (a global
 * evaluated once per path: lhx.unknown.m = a fresh symbolic value). A
 * result type lhx cannot make values of stops the path as unsupported. */
static Expr *outside_equations(Translator *tr, const SpecDecl *d) {
    Program *p = tr->p;
    const char *name = sym_str(&p->syms, d->u.measure.name);
    Type *ty = d->u.measure.type ? measure_result_type(tr, d->u.measure.type) : NULL;
    if (ty) {
        char *id = str_format("lhx.unknown.%s", name);
        Global *g = global_new(p, intern(&p->syms, id), intern(&p->syms, id), ty);
        free(id);
        g->origin = ORIG_MODULE;
        Expr *gen = expr_new(p, EX_SYMGEN);
        gen->u.type = ty;
        g->rhs = gen;
        symmap_put(&p->globals, g->var->id, g);
        return expr_var(p, g->var);
    }
    Expr *stop = expr_new(p, EX_CRASH);
    char *reason = str_format("the measure %s has no equation for this value", name);
    stop->u.crash.kind = CRASH_UNSUPPORTED; /* a limit of lhx, not a crash of the program */
    stop->u.crash.reason = arena_strdup(&p->arena, reason);
    free(reason);
    return stop;
}

/* An uninterpreted measure (`measure m :: T1 -> … -> T`, no equations, no
 * Haskell function): λv1 … vn. case v1 of _ -> … lhx.unknown.m, one
 * arbitrary value per path whatever the arguments — one interpretation
 * among those LiquidHaskell's proof covers, so a counterexample under it
 * is one there too. The arguments are evaluated, as a measure with
 * equations evaluates its own (an unevaluated abstract result would
 * otherwise be replayed as a different value from the one assumed). */
static void translate_uninterpreted(Translator *tr, const SpecDecl *d, Global *g) {
    Program *p = tr->p;
    Expr *body = outside_equations(tr, d);
    for (uint32_t i = spec_type_arity(d->u.measure.type); i > 0; i--) {
        Var *v = var_fresh(p, "v", NULL);
        Expr *k = expr_new(p, EX_CASE);
        k->u.kase.scrut = expr_var(p, v);
        k->u.kase.bndr = var_fresh(p, "wild", NULL);
        k->u.kase.nalts = 1;
        k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, 1);
        k->u.kase.alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = body};
        Expr *lam = expr_new(p, EX_LAM);
        lam->u.lam.bndr = v;
        lam->u.lam.body = k;
        body = lam;
    }
    g->rhs = body;
}

/* λv. case v of { equations…; _ -> outside_equations } */
static bool translate_measure(Translator *tr, uint32_t file, const SpecDecl *d, Global *g, Diag *diag) {
    Program *p = tr->p;
    Refiner r = {p, tr->module, diag, tr, file, NULL};
    Var *v = var_new(p, intern(&p->syms, "v"), intern(&p->syms, "v"), NULL);
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = expr_var(p, v);
    k->u.kase.bndr = var_new(p, intern(&p->syms, "wild"), intern(&p->syms, "wild"), NULL);
    k->u.kase.nalts = (uint32_t)d->u.measure.neqs + 1;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, k->u.kase.nalts);
    k->u.kase.alts[0].kind = ALT_DEFAULT; /* GHC's order: the default first */
    k->u.kase.alts[0].rhs = outside_equations(tr, d);
    for (size_t i = 0; i < d->u.measure.neqs; i++)
        if (!equation_alt(tr, &r, d->u.measure.eqs[i], &k->u.kase.alts[i + 1])) return false;
    Expr *lam = expr_new(p, EX_LAM);
    lam->u.lam.bndr = v;
    lam->u.lam.body = k;
    g->rhs = lam;
    return true;
}

bool measure_build_all(Translator *tr, Diag *diag) {
    const Spec *s = tr->spec;
    for (uint32_t file = 0; file < s->nfiles; file++) {
        const SpecFile *f = s->files[file];
        for (size_t i = 0; i < f->ndecls; i++) {
            const SpecDecl *d = f->decls[i];
            if (d->kind != SD_MEASURE || d->u.measure.neqs == 0) continue;
            /* the function of the last measure of that name in the file:
             * the first declaration with equations defines it */
            Global *g = translator_measure(tr, file, d->u.measure.name);
            const Measure *m = spec_measure(s, file, d->u.measure.name);
            if (!g || !m || m->file_index != file || g->rhs || translate_measure(tr, file, d, g, diag)) continue;
            if (!s->library[file]) return false;
            /* a library measure lhx cannot translate stops only the
             * refinements that use it: keep the reason for them */
            char *why = str_format("%s:%d:%d: %s", diag->file ? diag->file : "?", diag->line, diag->col,
                                   diag->msg ? diag->msg : "cannot translate");
            g->reason = arena_strdup(&tr->p->arena, why);
            free(why);
            diag_clear(diag);
        }
        /* then the measures declared by their type alone, unless equations
         * elsewhere in the file define them */
        for (size_t i = 0; i < f->ndecls; i++) {
            const SpecDecl *d = f->decls[i];
            if (d->kind != SD_MEASURE || d->u.measure.neqs != 0 || !d->u.measure.type) continue;
            Global *g = translator_measure(tr, file, d->u.measure.name);
            const Measure *m = spec_measure(s, file, d->u.measure.name);
            if (g && m && m->file_index == file && !m->function && !g->rhs) translate_uninterpreted(tr, d, g);
        }
    }
    return true;
}
