/* measure.c — see measure.h. */
#include "measure.h"
#include "refine.h"

#include <stdio.h>
#include <string.h>

/* The Haskell function a `measure f` / `inline f` / `reflect f` names. */
static Global *haskell_function(SpecEnv *env, uint32_t file, Sym name) {
    const char *n = sym_str(&env->p->syms, name);
    if (file < env->nuser || !env->library[file]) {
        Global *g = module_binder(env->p, env->module, n);
        for (uint32_t i = 0; !g && i < env->p->nmodules; i++)
            if (!env->p->modules[i]->is_prelude) g = module_binder(env->p, env->p->modules[i], n);
        return g;
    }
    /* a library file M.spec: module M's function */
    const char *module = spec_env_file_module(env, file);
    char full[512];
    snprintf(full, sizeof full, "%s.%s", module, n);
    Global *g = program_global(env->p, full);
    if (g) return g;
    /* a helper only lhx's model of M has (lhx_valid) */
    snprintf(full, sizeof full, "Lhx.Model.%s.%s", module, n);
    return program_global(env->p, full);
}

static Global *new_measure_global(SpecEnv *env, uint32_t file, Sym name) {
    char id[256];
    snprintf(id, sizeof id, "lhx.measure.%u.%s", file, sym_str(&env->p->syms, name));
    Global *g = global_new(env->p, intern(&env->p->syms, id), name, NULL);
    g->origin = ORIG_MODULE;
    g->module = intern(&env->p->syms, "lhx.measure");
    return g;
}

static bool collect_one(SpecEnv *env, uint32_t file, const SpecDecl *d, Diag *diag) {
    Sym name = d->kind == SD_MEASURE ? d->u.measure.name : d->u.name.name;
    bool equations = d->kind == SD_MEASURE && d->u.measure.neqs > 0;
    Global *g = equations ? new_measure_global(env, file, name) : haskell_function(env, file, name);
    if (!g) {
        if (env->library[file]) return true; /* the program does not use that module */
        return diag_error_at(diag, EXIT_BAD_INPUT, d->pos.file, d->pos.line, d->pos.col,
                             "%s names no function of the module (write its equations, or define it in Haskell)",
                             sym_str(&env->p->syms, name));
    }
    symmap_put(&env->measures[file], name, g);
    return true;
}

bool measure_collect(SpecEnv *env, uint32_t file, Diag *diag) {
    const SpecFile *f = env->files[file];
    for (size_t i = 0; i < f->ndecls; i++) {
        const SpecDecl *d = f->decls[i];
        if (d->kind != SD_MEASURE && d->kind != SD_INLINE && d->kind != SD_REFLECT) continue;
        if (!collect_one(env, file, d, diag)) return false;
    }
    return true;
}

/* ---- Equations to IR ---------------------------------------------------- */

static const char *tuple_con(size_t n) {
    static const char *const names[] = {"GHC.Tuple.()", NULL, "GHC.Tuple.(,)", "GHC.Tuple.(,,)", "GHC.Tuple.(,,,)",
                                        "GHC.Tuple.(,,,,)"};
    return n < sizeof names / sizeof *names ? names[n] : NULL;
}

/* One equation `m (C x y) = e` as a case alternative. */
static bool equation_alt(SpecEnv *env, Refiner *r, const SpecMeasureEq *eq, Alt *alt, Var *scrut) {
    Program *p = env->p;
    if (eq->npats != 1)
        return diag_error_at(r->diag, EXIT_UNSUPPORTED, eq->pos.file, eq->pos.line, eq->pos.col,
                             "unsupported: a measure equation with %zu patterns (measures take one argument)",
                             eq->npats);
    const SpecPat *pat = eq->pats[0];
    DataCon *dc = NULL;
    if (pat->kind == SP_CON) dc = refine_find_con(p, env->module, pat->name);
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
    RefineScope self = {eq->body_binder, scrut, scope};
    alt->rhs = refine_expr(r, eq->body, eq->body_binder ? &self : scope);
    return alt->rhs != NULL;
}

/* λv. case v of { equations…; _ -> stop } */
static bool translate_measure(SpecEnv *env, uint32_t file, const SpecDecl *d, Global *g, Diag *diag) {
    Program *p = env->p;
    Refiner r = {p, env->module, diag, env, file};
    Var *v = var_new(p, intern(&p->syms, "v"), intern(&p->syms, "v"), NULL);
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = expr_var(p, v);
    k->u.kase.bndr = var_new(p, intern(&p->syms, "wild"), intern(&p->syms, "wild"), NULL);
    k->u.kase.nalts = (uint32_t)d->u.measure.neqs + 1;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, k->u.kase.nalts);
    k->u.kase.alts[0].kind = ALT_DEFAULT; /* GHC's order: the default first */
    Expr *stop = expr_new(p, EX_CRASH);
    char reason[300];
    snprintf(reason, sizeof reason, "the measure %s has no equation for this value", sym_str(&p->syms, d->u.measure.name));
    stop->u.crash.kind = CRASH_UNSUPPORTED; /* a limit of lhx, not a crash of the program */
    stop->u.crash.reason = arena_strdup(&p->arena, reason);
    k->u.kase.alts[0].rhs = stop;
    for (size_t i = 0; i < d->u.measure.neqs; i++)
        if (!equation_alt(env, &r, d->u.measure.eqs[i], &k->u.kase.alts[i + 1], v)) return false;
    Expr *lam = expr_new(p, EX_LAM);
    lam->u.lam.bndr = v;
    lam->u.lam.body = k;
    g->rhs = lam;
    return true;
}

bool measure_translate_all(SpecEnv *env, Diag *diag) {
    for (uint32_t file = 0; file < env->nfiles; file++) {
        const SpecFile *f = env->files[file];
        for (size_t i = 0; i < f->ndecls; i++) {
            const SpecDecl *d = f->decls[i];
            if (d->kind != SD_MEASURE || d->u.measure.neqs == 0) continue;
            Global *g = symmap_get(&env->measures[file], d->u.measure.name);
            if (!g || g->rhs || translate_measure(env, file, d, g, diag)) continue;
            if (!env->library[file]) return false;
            /* a library measure lhx cannot translate stops only the
             * refinements that use it: keep the reason for them */
            char why[1024];
            snprintf(why, sizeof why, "%s:%d:%d: %s", diag->file ? diag->file : "?", diag->line, diag->col,
                     diag->msg ? diag->msg : "cannot translate");
            g->reason = arena_strdup(&env->p->arena, why);
            diag_clear(diag);
        }
    }
    return true;
}
