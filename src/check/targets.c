/* targets.c — which functions a check covers: the default targets, the
 * named ones, or the one at a source position. See check.h. */
#include "check.h"
#include "../util/xalloc.h"
#include "../core/link.h"
#include "../spec/query.h"

#include <stdlib.h>
#include <string.h>

/* qsort's order of binders by their name's source position. */
static int by_position(const void *a, const void *b) {
    const Span *x = &(*(Global *const *)a)->var->span, *y = &(*(Global *const *)b)->var->span;
    return x->line != y->line ? (x->line > y->line) - (x->line < y->line) : (x->col > y->col) - (x->col < y->col);
}

/* The type g's body has once its type and dictionary arguments are given
 * (`forall a. Ord a => [a] -> Int` gives `[a] -> Int`). */
static Type *value_type(CheckSession *s, const Global *g) {
    Type *t = type_expand_head(&s->p, g->var->type);
    while (t && (t->kind == TY_FORALL || (t->kind == TY_FUN && type_is_dictionary(&s->p, t->u.fun.arg))))
        t = type_expand_head(&s->p, t->kind == TY_FORALL ? t->u.forall.body : t->u.fun.res);
    return t;
}

/* An instance method or a class's default method the programmer wrote
 * (`$c…`, `$dm…`; GHC's own are marked generated): every module that sees
 * the instance can call it, as if it were exported. */
static bool is_written_method(const Global *g, const char *name) {
    return !g->generated && (strncmp(name, "$c", 2) == 0 || strncmp(name, "$dm", 3) == 0);
}

/* Does c leave a function-typed argument of g a hole (`app :: _ -> Nat ->
 * Nat`, where the `_` is Int -> Int)? LiquidHaskell infers that argument's
 * refinements from the module's calls, as it infers an unsigned function's
 * input types, so the function alone says nothing about what it may be. */
static bool has_function_hole(CheckSession *s, const Global *g, const Contract *c) {
    const SpecType *st = spec_type_strip(c->type);
    Type *t = value_type(s, g);
    while (st && st->kind == ST_FUN && t && t->kind == TY_FUN) {
        const SpecType *arg = st->u.fun.arg;
        while (arg && arg->kind == ST_REFINE) arg = arg->u.refine.base;
        Type *targ = type_expand_head(&s->p, t->u.fun.arg);
        while (targ && targ->kind == TY_FORALL) targ = targ->u.forall.body;
        if (arg && arg->kind == ST_HOLE && targ && targ->kind == TY_FUN) return true;
        st = spec_type_strip(st->u.fun.res);
        t = type_expand_head(&s->p, t->u.fun.res);
    }
    return false;
}

/* Is g the Haskell definition of a measure of the user's (`measure f`)?
 * LiquidHaskell lifts it to the logic for every value of its type, so its
 * definition is checked on every input, exported or not. */
static bool is_user_measure(CheckSession *s, const Global *g) {
    for (uint32_t i = 0; i < s->spec.nmeasures; i++) {
        const Measure *m = s->spec.measures[i];
        if (m->function == g && m->decl && m->decl->kind == SD_MEASURE && !s->spec.library[m->file_index])
            return true;
    }
    return false;
}

/* Would `liquid` check g against a type? Every binder with a refinement
 * signature of its own (not assumed, not a library's or a constructor's);
 * a binder without one when it is exported (LiquidHaskell gives it the
 * trivial type: its body must be safe on every input) or takes no value
 * arguments (a constant: its body runs without inputs). An unexported
 * unsigned function is not checked alone: LiquidHaskell infers its input
 * types from its call sites, so its code is checked inside its callers'
 * checks; so is an unexported one whose signature leaves a function-typed
 * argument a hole (has_function_hole); a measure's definition is checked
 * on every input (is_user_measure). Code GHC wrote (record selectors, derived instances, GHC's other
 * `$` binders) and `ignore`d binders are left out. IO actions follow the
 * same rules: lhx runs them (an unsigned `main :: IO ()` is a constant). */
static bool is_default_target(CheckSession *s, Global *g) {
    const char *name = sym_str(&s->p.syms, g->var->name);
    if (symmap_get(&s->spec.ignored, g->var->name)) return false;
    /* `:Main.main`, GHC's wrapper of an executable's `main` (runMainIO main),
     * is GHC's: main itself is the target */
    if (sym_str(&s->p.syms, g->var->id)[0] == ':') return false;
    if (g->generated || (name[0] == '$' && !is_written_method(g, name))) return false;
    const Contract *c = spec_contract(&s->spec, g);
    if (c) return !c->library && !c->assumed && !c->constructor && (g->exported || !has_function_hole(s, g, c));
    if (g->exported || is_written_method(g, name) || is_user_measure(s, g)) return true;
    Type *t = value_type(s, g);
    return t && t->kind != TY_FUN;
}

/* The default targets (is_default_target), in source order. */
static Global **default_targets(CheckSession *s, uint32_t *n) {
    Module *m = s->module;
    Global **out = xcalloc(m->nbinds ? m->nbinds : 1, sizeof *out);
    *n = 0;
    for (uint32_t i = 0; i < m->nbinds; i++)
        if (is_default_target(s, m->binds[i])) out[(*n)++] = m->binds[i];
    qsort(out, *n, sizeof *out, by_position); /* Core's order is not the source's */
    return out;
}

Global **check_targets(CheckSession *s, const CheckOptions *o, uint32_t *n, Diag *d) {
    if (o->nfunctions == 0) return default_targets(s, n);
    Global **out = xcalloc(o->nfunctions, sizeof *out);
    for (uint32_t i = 0; i < o->nfunctions; i++) {
        out[i] = module_binder(&s->p, s->module, o->functions[i]);
        if (!out[i]) {
            diag_error(d, EXIT_BAD_INPUT, "%s has no top-level binder named %s", o->file, o->functions[i]);
            free(out);
            return NULL;
        }
    }
    *n = o->nfunctions;
    return out;
}

bool check_source_has_binder_at(const CheckSession *s, int line) { return binder_range_at(&s->ranges, line) != NULL; }

Global *check_target_at(CheckSession *s, int line) { return binder_at_line(&s->p, s->module, &s->ranges, line); }
