/* infer.c — the types of helpers without a signature, inferred as
 * LiquidHaskell would (approximately): see check.h and
 * translate/qualifiers.h. A candidate qualifier survives when a short,
 * bounded search finds no counterexample to it on the helper's real code
 * with unconstrained inputs; the inferred type is the conjunction of the
 * survivors, registered with the translator so that the helper's calls in
 * the checked function become counterfactual. */
#include "check.h"
#include "../engine/entry.h"
#include "../util/clock.h"
#include "../util/xalloc.h"
#include "../../translate/qualifiers.h"
#include "../../translate/wrap.h"

#include <stdlib.h>
#include <string.h>

/* The bounds of one candidate's search (docs/translate.md). */
#define INFER_STEPS 800
#define INFER_SECONDS 10.0

/* One bounded search of e: whether it found a path ending in `want` (a
 * crash, or with values a value); *unsupported set when it stopped on
 * something lhx does not handle or at the time limit (inconclusive). */
static bool search_finds(CheckSession *s, const Entry *e, double seconds, uint64_t steps, bool values,
                         bool *unsupported) {
    SearchOptions so;
    search_default_options(&so);
    so.timeout_s = seconds;
    so.max_bound = steps;
    so.max_results = 1;
    so.any_will_do = true; /* whether there is one, not which */
    so.all_values = values;
    /* one Z3 context for all of them: making one costs more than most of these searches */
    if (!s->holds_solver) s->holds_solver = solver_new(), s->holds_replay = solver_new();
    so.solver = s->holds_solver;
    so.replay_solver = s->holds_replay;
    SearchResult r;
    search_run(&s->p, e, &so, &r);
    bool found = false;
    for (uint32_t i = 0; i < r.nfindings; i++) found = found || r.findings[i].outcome == (values ? OUT_VALUE : OUT_CRASH);
    /* stopped by the clock before its bound: it decides nothing (a loaded machine must not make a false
     * qualifier survive) */
    *unsupported = r.unsupported != NULL || (r.timed_out && !found);
    search_result_free(&r);
    return found;
}

/* What a bounded search says of c on g: it holds (1), it is refuted (0),
 * or nothing is decided (-1: the clock or an unsupported construct
 * stopped the search, or no target could be made). */
static int holds_decided(CheckSession *s, Global *g, const Contract *c, double seconds, uint64_t steps,
                         bool need_value) {
    Diag d;
    diag_init(&d);
    Entry e;
    Global *target = wrap_target(&s->tr, g, c, &d);
    if (!target || !entry_for_global(&s->p, target, &e, &d)) {
        diag_clear(&d);
        return -1;
    }
    e.force = true;
    bool unsupported;
    if (search_finds(s, &e, seconds, steps, false, &unsupported)) return 0;
    if (unsupported) return -1;
    if (!need_value) return 1;
    bool value = search_finds(s, &e, seconds, steps, true, &unsupported);
    return value ? 1 : unsupported ? -1 : 0;
}

bool check_holds(CheckSession *s, Global *g, const Contract *c, double seconds, uint64_t steps, bool need_value) {
    return holds_decided(s, g, c, seconds, steps, need_value) == 1;
}

/* "lhs op rhs" split at its relation; false for another shape. */
static bool split_relation(const char *q, char *lhs, char *op, char *rhs, size_t size) {
    static const char *const ops[] = {" /= ", " <= ", " >= ", " = ", " < ", " > "};
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        const char *at = strstr(q, ops[i]);
        if (!at || (size_t)(at - q) >= size || strlen(at + strlen(ops[i])) >= size) continue;
        memcpy(lhs, q, (size_t)(at - q));
        lhs[at - q] = '\0';
        strcpy(op, ops[i] + 1);
        op[strlen(op) - 1] = '\0';
        strcpy(rhs, at + strlen(ops[i]));
        return true;
    }
    return false;
}

/* Whether a (a relation between the same two sides as b) implies b:
 * `v > x` implies `v >= x` and `v /= x`; `v = x` implies `v <= x`, `v >= x`. */
static bool implies(const char *a, const char *b) {
    char la[128], oa[4], ra[128], lb[128], ob[4], rb[128];
    if (!split_relation(a, la, oa, ra, sizeof la) || !split_relation(b, lb, ob, rb, sizeof lb)) return false;
    if (strcmp(la, lb) != 0 || strcmp(ra, rb) != 0 || strcmp(oa, ob) == 0) return false;
    if (strcmp(oa, ">") == 0 || strcmp(oa, "<") == 0) return strcmp(ob, "/=") == 0 || (ob[0] == oa[0] && ob[1] == '=');
    if (strcmp(oa, "=") == 0) return strcmp(ob, "<=") == 0 || strcmp(ob, ">=") == 0;
    return false;
}

/* The survivors without those another survivor implies (the type printed
 * is read by people; the dropped ones add nothing). */
uint32_t check_drop_implied(char **qs, uint32_t n) {
    /* Decide every survivor against all the others first, then compact:
     * freeing while deciding would leave freed strings for later tests. */
    bool *implied = xcalloc(n ? n : 1, sizeof *implied);
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; j < n && !implied[i]; j++) implied[i] = j != i && implies(qs[j], qs[i]);
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (implied[i]) free(qs[i]);
        else qs[k++] = qs[i];
    }
    free(implied);
    return k;
}

/* Infers g's type and registers it with the translator; nothing when g's
 * result has no sort the qualifiers know, or when some candidate is left
 * undecided (the deadline passed before it was tried, the clock or an
 * unsupported construct stopped its search): a type missing candidates
 * that might have survived may be weaker than LiquidHaskell's, and blaming
 * g for it would be a false alarm (g's code runs instead). */
static void infer_helper(CheckSession *s, Global *g, double deadline) {
    uint32_t n;
    char **cands = qualifier_candidates(&s->tr, g, &n);
    if (!cands) return;
    char **kept = xcalloc(n + 1, sizeof *kept);
    uint32_t k = 0;
    Diag d;
    diag_init(&d);
    bool complete = true;
    for (uint32_t i = 0; i < n && complete; i++) {
        double left = deadline - clock_seconds(); /* none left: the candidate is undecided */
        Contract *c = left >= 0.01 ? qualifier_contract(&s->tr, g, &cands[i], 1, &d) : NULL;
        int holds = c ? holds_decided(s, g, c, left < INFER_SECONDS ? left : INFER_SECONDS, INFER_STEPS, false) : -1;
        if (holds == 1) kept[k++] = xstrdup(cands[i]);
        complete = holds >= 0;
        diag_clear(&d);
    }
    k = check_drop_implied(kept, k);
    Contract *c = complete ? qualifier_contract(&s->tr, g, kept, k, &d) : NULL;
    if (c) translator_add_inferred(&s->tr, g, c);
    diag_clear(&d);
    qualifier_free(kept, k);
    qualifier_free(cands, n);
}

/* Is g a measure (`measure g`, `inline g`, `reflect g`)? LiquidHaskell
 * knows its definition exactly. */
static bool is_measure(const CheckSession *s, const Global *g) {
    for (uint32_t i = 0; i < s->spec.nmeasures; i++)
        if (s->spec.measures[i]->function == g) return true;
    return false;
}

/* Is g the selector of a record field of its argument's type? LiquidHaskell
 * types selectors from the data declaration exactly. */
static bool is_field_selector(const Program *p, const Global *g) {
    const Type *t = g->var->type;
    while (t && t->kind == TY_FORALL) t = t->u.forall.body;
    if (!t || t->kind != TY_FUN || t->u.fun.arg->kind != TY_CON) return false;
    const TyCon *tc = t->u.fun.arg->u.con.tycon;
    if (!tc) tc = program_tycon(p, sym_str(&p->syms, t->u.fun.arg->u.con.name));
    if (!tc) return false;
    for (uint32_t i = 0; i < tc->ncons; i++)
        for (uint32_t j = 0; j < tc->cons[i]->arity; j++) {
            Sym label = tc->cons[i]->fields[j].label;
            if (label && strcmp(name_occ(sym_str(&p->syms, label)), name_occ(sym_str(&p->syms, g->var->name))) == 0)
                return true;
        }
    return false;
}

/* Is g a top-level binder of the user's program without a signature, whose
 * type LiquidHaskell infers from qualifiers (not a measure, not a selector)? */
static bool unsigned_helper(const CheckSession *s, const Global *g, const Global *f) {
    return g != f && g->rhs && global_in_program(g) &&
           !spec_contract(&s->spec, g) && g->var->span.file && !is_measure(s, g) && !is_field_selector(&s->p, g);
}

/* Every unsigned helper e refers to, inferred once. */
static void infer_in(CheckSession *s, Global *f, const Expr *e, int depth, double deadline) {
    if (!e || depth > 10000) return;
    switch (e->kind) {
    case EX_VAR: {
        Global *g = e->u.var->global;
        if (g && unsigned_helper(s, g, f) && !translator_inferred(&s->tr, g) && !symmap_get(&s->tried, g->var->id)) {
            symmap_put(&s->tried, g->var->id, g);
            infer_helper(s, g, deadline);
        }
        return;
    }
    case EX_APP:
        infer_in(s, f, e->u.app.fun, depth + 1, deadline);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) infer_in(s, f, e->u.app.args[i], depth + 1, deadline);
        return;
    case EX_LAM: infer_in(s, f, e->u.lam.body, depth + 1, deadline); return;
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) infer_in(s, f, e->u.let.binds[i].rhs, depth + 1, deadline);
        infer_in(s, f, e->u.let.body, depth + 1, deadline);
        return;
    case EX_CASE:
        infer_in(s, f, e->u.kase.scrut, depth + 1, deadline);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) infer_in(s, f, e->u.kase.alts[i].rhs, depth + 1, deadline);
        return;
    case EX_CAST: infer_in(s, f, e->u.cast.body, depth + 1, deadline); return;
    default: return;
    }
}

void check_infer_helpers(CheckSession *s, Global *f, double seconds) {
    infer_in(s, f, f->rhs, 0, clock_seconds() + seconds);
}
