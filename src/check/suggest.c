/* suggest.c — a refinement type that would eliminate an abstract
 * counterexample (issue 14, item 2; "Learning Refinement Types"): for the
 * callee the counterexample blames, the first candidate relation
 * (translate/qualifiers.h: qualifier_suggestions) that
 *   (a) the callee's real code satisfies: lhx's bounded search finds no
 *       counterexample to the callee having its type strengthened by it
 *       (its recursive calls assumed to have that type, as LiquidHaskell
 *       checks them), and
 *   (b) makes the caller verify: no counterexample is left when the callee
 *       has that type.
 * (b) rejects the blamed abstract result (the bad sample) and (a) keeps
 * every result of the real code (the good samples), so the suggestion
 * separates them, over the qualifiers' language. See check.h. */
#include "check.h"
#include "../util/clock.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"
#include "../../translate/qualifiers.h"

#include <stdlib.h>
#include <string.h>

/* The bounds of the checks (docs/translate.md). */
#define SUGGEST_HOLDS_SECONDS 10.0
#define SUGGEST_HOLDS_STEPS 1000
#define SUGGEST_VERIFY_SECONDS 30.0
#define SUGGEST_FIRST_STEPS 500
#define SUGGEST_IMPLIED_STEPS 1000
#define SUGGEST_CONJUNCTS 24 /* candidates the callee meets conjoined at most */

/* Whether the callee's contract c may be replaced by a suggestion: the
 * user's own signature of a top-level function, or an inferred type. */
static bool suggestible(const Contract *c) {
    return c && c->g && !c->library && !c->assumed && !c->constructor && !c->local && !c->argument_of;
}

/* Whether the caller f (contract fc) verifies when g has type c (g NULL:
 * every callee its own), searching `steps` per path. */
static bool caller_verifies(CheckSession *s, uint64_t steps, Global *f, const Contract *fc, Global *g,
                            const Contract *c, double seconds) {
    if (g) translator_override(&s->tr, g, c);
    bool ok = check_holds(s, f, fc, seconds, steps, false);
    if (g) translator_override(&s->tr, g, NULL);
    return ok;
}

/* Whether g's real code has type c (its recursive calls assumed to). */
static bool callee_holds(CheckSession *s, Global *g, const Contract *c, double seconds) {
    translator_override(&s->tr, g, c);
    bool ok = check_holds(s, g, c, seconds, SUGGEST_HOLDS_STEPS, true);
    translator_override(&s->tr, g, NULL);
    return ok;
}

static double at_most(double a, double b) { return a < b ? a : b; }

/* The suggestions' budget: CPU seconds of lhx's own (so that a loaded
 * machine does not decide which candidates are tried), and never past the
 * check's wall-clock time limit. */
typedef struct Budget {
    double cpu_end, wall_end;
} Budget;

/* The wall-clock seconds a search may take now, at most cap (0: the budget is spent). */
static double budget_left(const Budget *b, double cap) {
    double wall = b->wall_end - clock_seconds();
    if (b->cpu_end - clock_cpu_seconds() < 0.05 || wall < 0.05) return 0;
    return at_most(wall, cap);
}

/* g's type base with its result further refined by pred, or NULL. A
 * helper without a signature gets one of its own, not its inferred type
 * strengthened. */
static Contract *strengthened(CheckSession *s, const Contract *base, const char *pred) {
    Diag d;
    diag_init(&d);
    Contract *c = qualifier_strengthen(&s->tr, base->g, base->inferred ? NULL : base, pred, &d);
    diag_clear(&d);
    return c;
}

static Suggestion *suggestion_new(const Contract *base, Contract *c) {
    Suggestion *sg = xcalloc(1, sizeof *sg);
    sg->function = base->g;
    sg->replaces = base->inferred ? NULL : base;
    sg->contract = c;
    sg->holds = sg->verifies = true;
    sg->implied = -1;
    return sg;
}

/* What one search of a suggestion needs: the caller, the callee's type,
 * the caller's step bound, the budget. */
typedef struct Attempt {
    CheckSession *s;
    const CheckResult *r;
    const Contract *base;
    uint64_t steps;
    const Budget *b;
} Attempt;

/* (b) for c, within the budget. */
static bool attempt_verifies(const Attempt *a, const Contract *c) {
    double left = budget_left(a->b, SUGGEST_VERIFY_SECONDS);
    return left > 0 && caller_verifies(a->s, a->steps, a->r->f, a->r->contract, a->base->g, c, left);
}

/* (a) for c, within the budget. */
static bool attempt_holds(const Attempt *a, const Contract *c) {
    double left = budget_left(a->b, SUGGEST_HOLDS_SECONDS);
    return left > 0 && callee_holds(a->s, a->base->g, c, left);
}

/* The first candidate that passes both checks, as a suggestion; NULL when
 * none does within the budget. held[i]: whether (a) passed for cands[i]
 * (-1: not tried). */
static Suggestion *suggest_single(const Attempt *a, char **cands, uint32_t n, int8_t *held) {
    for (uint32_t i = 0; i < n && budget_left(a->b, 1) > 0; i++) {
        Contract *c = strengthened(a->s, a->base, cands[i]);
        if (!c || !attempt_verifies(a, c)) continue;
        held[i] = attempt_holds(a, c);
        if (held[i] == 1) return suggestion_new(a->base, c);
    }
    return NULL;
}

/* preds[i] for the i with keep[i], joined by &&, or NULL when none is kept. */
static char *conjunction(char **preds, const bool *keep, uint32_t n) {
    StrBuf sb;
    sb_init(&sb);
    for (uint32_t i = 0; i < n; i++)
        if (keep[i]) sb_printf(&sb, "%s%s", sb.len ? " && " : "", preds[i]);
    if (sb.len == 0) {
        sb_free(&sb);
        return NULL;
    }
    return sb_take(&sb);
}

/* g's type strengthened by the kept preds, if the caller verifies with it. */
static Contract *verified_conjunction(const Attempt *a, char **preds, const bool *keep, uint32_t n) {
    char *text = conjunction(preds, keep, n);
    Contract *c = text ? strengthened(a->s, a->base, text) : NULL;
    free(text);
    return c && attempt_verifies(a, c) ? c : NULL;
}

/* When no single candidate suffices (the caller needs two facts, `v >= 0`
 * and `v < len xs`): the strongest type the callee's code meets over the
 * candidates (the conjunction of those passing (a), as LiquidHaskell's own
 * inference would give it), if with it the caller verifies; then without
 * each conjunct the caller does not need, in turn, so that what is left is
 * what the caller needs; (a) re-checked on the result. */
static Suggestion *suggest_conjunction(const Attempt *a, char **cands, uint32_t n, int8_t *held) {
    char **preds = xcalloc(SUGGEST_CONJUNCTS, sizeof *preds);
    bool keep[SUGGEST_CONJUNCTS];
    uint32_t k = 0;
    for (uint32_t i = 0; i < n && k < SUGGEST_CONJUNCTS && budget_left(a->b, 1) > 0; i++) {
        if (qualifier_is_element(cands[i])) continue; /* a value inside the result: not conjoined */
        Contract *c = held[i] < 0 ? strengthened(a->s, a->base, cands[i]) : NULL;
        if (held[i] < 0) held[i] = c && attempt_holds(a, c);
        if (held[i] == 1) keep[k] = true, preds[k++] = cands[i];
    }
    Contract *c = k >= 2 ? verified_conjunction(a, preds, keep, k) : NULL;
    for (uint32_t i = 0; c && i < k; i++) {
        keep[i] = false;
        Contract *without = verified_conjunction(a, preds, keep, k);
        if (without) c = without;
        else keep[i] = true;
    }
    free(preds);
    return c && attempt_holds(a, c) ? suggestion_new(a->base, c) : NULL;
}

/* A suggestion for g (base its type): a single candidate, else a
 * conjunction of them; NULL when none is found within the budget. */
static Suggestion *suggest_for(CheckSession *s, CheckResult *r, const Contract *base, uint64_t steps, const Budget *b) {
    uint32_t n;
    char **cands = qualifier_suggestions(&s->tr, base->g, base, r->f, &n);
    int8_t *held = xcalloc(n ? n : 1, sizeof *held);
    memset(held, -1, n);
    Attempt a = {s, r, base, steps, b};
    Suggestion *sg = suggest_single(&a, cands, n, held);
    if (!sg) sg = suggest_conjunction(&a, cands, n, held);
    free(held);
    qualifier_free(cands, n);
    return sg;
}

void check_suggest(CheckSession *s, const CheckOptions *o, CheckResult *r, double cpu_seconds, double wall_seconds) {
    if (r->verdict != VERDICT_ABSTRACT || !r->finding || !r->finding->nabstracted) return;
    Budget b = {clock_cpu_seconds() + cpu_seconds, clock_seconds() + wall_seconds};
    /* the smallest step bound (from 500, doubling) at which the caller's search finds the
     * counterexample again with its callees' own types: (b) then searches as far, and quickly */
    uint64_t steps = SUGGEST_FIRST_STEPS;
    while (steps <= o->max_depth && budget_left(&b, SUGGEST_VERIFY_SECONDS) > 0 &&
           caller_verifies(s, steps, r->f, r->contract, NULL, NULL, budget_left(&b, SUGGEST_VERIFY_SECONDS)))
        steps *= 2;
    if (steps > o->max_depth) return;
    /* each callee the counterexample abstracts, in order, until one gets a suggestion, with an equal
     * share of what is left: the first may be one no refinement of the qualifiers' language fixes (a
     * library function, a map) */
    const Finding *f = r->finding;
    const Contract **bases = xcalloc(f->nabstracted, sizeof *bases);
    uint32_t nb = 0;
    for (uint32_t i = 0; i < f->nabstracted; i++) {
        const Contract *base = f->abstracted[i].site->contract;
        bool seen = false;
        for (uint32_t j = 0; j < nb; j++) seen = seen || bases[j] == base;
        if (!seen && suggestible(base)) bases[nb++] = base;
    }
    for (uint32_t i = 0; i < nb && !r->suggestion && budget_left(&b, 1) > 0; i++) {
        double cpu = clock_cpu_seconds(), wall = clock_seconds();
        Budget share = {cpu + (b.cpu_end - cpu) / (nb - i), wall + (b.wall_end - wall) / (nb - i)};
        r->suggestion = suggest_for(s, r, bases[i], steps, &share);
    }
    free(bases);
}

/* A function h = g: checking it against a type T searches the results g's
 * own type allows (ĝ's abstract side) and g's code for one breaking T. */
static Global *alias_of(Program *p, Global *g) {
    char *id = str_format("lhx.implied.%s", sym_str(&p->syms, g->var->id));
    Global *h = global_new(p, intern(&p->syms, id), g->var->name, g->var->type);
    free(id);
    h->origin = ORIG_MODULE;
    h->module = g->module;
    h->rhs = expr_var(p, g->var);
    h->var->span = g->var->span;
    return h;
}

/* Whether file's type of `name` implies the signature text (1, 0; -1: cannot tell). */
static int implied_in(const CheckOptions *o, const char *file, const char *name, const char *text, double seconds) {
    CheckSession gs;
    check_session_init(&gs);
    CheckOptions go = *o;
    go.file = file;
    go.functions = &name;
    go.nfunctions = 1;
    go.implied_by = NULL;
    Diag d;
    diag_init(&d);
    uint32_t n = 0;
    Global **fs = check_session_open(&gs, &go, &d) ? check_targets(&gs, &go, &n, &d) : NULL;
    int implied = -1;
    if (fs && n == 1) {
        Global *h = alias_of(&gs.p, fs[0]);
        check_infer_helpers(&gs, h, seconds / 4); /* a callee without a signature: its inferred type */
        Contract *c = qualifier_signature(&gs.tr, h, text, &d);
        if (c) implied = check_holds(&gs, h, c, seconds, SUGGEST_IMPLIED_STEPS, false);
    }
    free(fs);
    diag_clear(&d);
    check_session_close(&gs);
    return implied;
}

void check_implied(const CheckOptions *o, CheckResult *r, const char *name, const char *file, double seconds) {
    if (r->suggestion) r->suggestion->implied = implied_in(o, file, name, r->suggestion->contract->text, seconds);
}
