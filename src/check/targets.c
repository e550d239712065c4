/* targets.c — which functions a check covers: the default targets, the
 * named ones, or the one at a source position. See check.h. */
#include "check.h"
#include "../util/xalloc.h"
#include "../spec/query.h"

#include <stdlib.h>

/* Does e call (mention) a function whose contract has a precondition? */
static bool mentions_precondition(const CheckSession *s, const Expr *e, int depth) {
    if (!e || depth > 10000) return false;
    switch (e->kind) {
    case EX_VAR: {
        const Global *g = e->u.var->global;
        const Contract *c = g ? spec_contract(&s->spec, g) : NULL;
        return c && spec_type_has_precondition(c->type);
    }
    case EX_APP:
        for (uint32_t i = 0; i < e->u.app.nargs; i++)
            if (mentions_precondition(s, e->u.app.args[i], depth + 1)) return true;
        return mentions_precondition(s, e->u.app.fun, depth + 1);
    case EX_LAM: return mentions_precondition(s, e->u.lam.body, depth + 1);
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++)
            if (mentions_precondition(s, e->u.let.binds[i].rhs, depth + 1)) return true;
        return mentions_precondition(s, e->u.let.body, depth + 1);
    case EX_CASE:
        for (uint32_t i = 0; i < e->u.kase.nalts; i++)
            if (mentions_precondition(s, e->u.kase.alts[i].rhs, depth + 1)) return true;
        return mentions_precondition(s, e->u.kase.scrut, depth + 1);
    case EX_CAST: return mentions_precondition(s, e->u.cast.body, depth + 1);
    default: return false;
    }
}

/* qsort's order of binders by their name's source position. */
static int by_position(const void *a, const void *b) {
    const Span *x = &(*(Global *const *)a)->var->span, *y = &(*(Global *const *)b)->var->span;
    return x->line != y->line ? (x->line > y->line) - (x->line < y->line) : (x->col > y->col) - (x->col < y->col);
}

/* Every binder with a refinement signature of its own, and every binder
 * without one that calls a function with a precondition (`prop_` properties
 * calling `lAssert`), in source order. */
static Global **default_targets(CheckSession *s, uint32_t *n) {
    Module *m = s->module;
    Global **out = xcalloc(m->nbinds ? m->nbinds : 1, sizeof *out);
    *n = 0;
    for (uint32_t i = 0; i < m->nbinds; i++) {
        Global *g = m->binds[i];
        const char *name = sym_str(&s->p.syms, g->var->name);
        if (name[0] == '$' || symmap_get(&s->spec.ignored, g->var->name)) continue;
        const Contract *c = spec_contract(&s->spec, g);
        bool own = c && !c->library && !c->assumed && !c->constructor;
        if (own || (!c && mentions_precondition(s, g->rhs, 0))) out[(*n)++] = g;
    }
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
