/* check.c — see check.h. */
#include "check.h"
#include "options.h"
#include "../engine/entry.h"
#include "../frontend/ghc.h"
#include "../util/clock.h"
#include "../util/xalloc.h"
#include "../spec/query.h"
#include "../../translate/translate.h"
#include "../../translate/wrap.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Options ---------------------------------------------------------------- */

void check_default_options(CheckOptions *o) {
    memset(o, 0, sizeof *o);
    o->timeout_s = 120; /* the paper's per-function limit */
    o->max_depth = 4000;
}

static void push(const char ***list, uint32_t *n, const char *item) {
    *list = xrealloc(*list, (*n + 1) * sizeof **list);
    (*list)[(*n)++] = item;
}

bool check_parse_option(int argc, char **argv, int *i, CheckOptions *o, bool *bad) {
    const char *a = argv[*i], *next = *i + 1 < argc ? argv[*i + 1] : NULL;
    double v;
    *bad = false;
    if (strcmp(a, "--json") == 0) o->json = true;
    else if (strcmp(a, "--stats") == 0) o->stats = true;
    else if ((strcmp(a, "--function") == 0 || strcmp(a, "--spec") == 0)) {
        if (!next) {
            fprintf(stderr, "lhx: error: %s needs an argument\n", a);
            return *bad = true;
        }
        if (a[2] == 'f') push(&o->functions, &o->nfunctions, next);
        else push(&o->specs, &o->nspecs, next);
        ++*i;
    } else if (strcmp(a, "--timeout") == 0) {
        if (!option_number(NULL, a, next, 0.001, 1e6, &v)) return *bad = true;
        o->timeout_s = v, ++*i;
    } else if (strcmp(a, "--max-depth") == 0) {
        if (!option_number(NULL, a, next, 1, 1e12, &v)) return *bad = true;
        o->max_depth = (uint64_t)v, ++*i;
    } else {
        return false;
    }
    return true;
}

/* ---- The session ---------------------------------------------------------------- */

bool check_session_open(CheckSession *s, const CheckOptions *o, Diag *diag) {
    memset(s, 0, sizeof *s);
    program_init(&s->p);
    GhcOptions gopt = {0};
    gopt.timeout_s = 600;
    if (!ghc_load_program(o->file, &gopt, &s->p, diag)) return false;
    s->module = program_main_module(&s->p);
    char specs_dir[4096];
    snprintf(specs_dir, sizeof specs_dir, "%s/specs", ghc_share_dir(&gopt));
    SpecLoadOptions so = {specs_dir, o->specs, o->nspecs};
    s->spec_loaded = spec_load(&s->spec, &s->p, s->module, &so, diag);
    if (!s->spec_loaded) return false;
    s->translator_open = true;
    if (!translate_open(&s->tr, &s->p, s->module, &s->spec, diag)) return false;
    for (uint32_t i = 0; i < s->spec.nwarnings; i++) fprintf(stderr, "%s\n", s->spec.warnings[i]);
    return true;
}

void check_session_close(CheckSession *s) {
    if (s->translator_open) translate_close(&s->tr);
    if (s->spec_loaded || s->spec.p) spec_free(&s->spec);
    program_free(&s->p);
}

/* ---- Default targets --------------------------------------------------------------- */

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

static int by_position(const void *a, const void *b) {
    const Span *x = &(*(Global *const *)a)->var->span, *y = &(*(Global *const *)b)->var->span;
    return x->line != y->line ? (x->line > y->line) - (x->line < y->line) : (x->col > y->col) - (x->col < y->col);
}

Global **check_default_targets(CheckSession *s, uint32_t *n) {
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

/* ---- Checking one function --------------------------------------------------------- */

const char *verdict_name(Verdict v) {
    static const char *const names[] = {"concrete", "abstract", "none", "timeout", "unsupported", "error"};
    return names[v];
}

static void fail_result(CheckResult *out, Diag *d) {
    out->verdict = d->status == EXIT_UNSUPPORTED ? V_UNSUPPORTED : V_ERROR;
    StrBuf sb;
    sb_init(&sb);
    if (d->file) sb_printf(&sb, "%s:%d:%d: %s", d->file, d->line, d->col, d->msg ? d->msg : "error");
    else sb_puts(&sb, d->msg ? d->msg : "error");
    out->message = xstrdup(sb_str(&sb));
    sb_clear(&sb);
    if (d->file) sb_printf(&sb, "%s:%d:%d: error: %s\n", d->file, d->line, d->col, d->msg ? d->msg : "error");
    else sb_printf(&sb, "lhx: error: %s\n", d->msg ? d->msg : "error");
    out->error_line = xstrdup(sb_str(&sb));
    sb_free(&sb);
    diag_clear(d);
}

static void classify(CheckResult *out) {
    const SearchResult *r = &out->search;
    for (uint32_t i = 0; i < r->nfindings; i++)
        if (r->findings[i].outcome == OUT_CRASH) {
            out->finding = &r->findings[i];
            out->verdict = r->findings[i].abstractions ? V_ABSTRACT : V_CONCRETE;
            return;
        }
    if (r->unsupported) {
        out->verdict = V_UNSUPPORTED;
        out->message = xstrdup(r->unsupported);
    } else if (r->timed_out) {
        out->verdict = V_TIMEOUT;
        out->message = xstrdup("the time limit was reached");
    } else {
        out->verdict = V_NONE;
        out->message = xstrdup(r->exhausted ? "every path explored" : r->out_of_memory ? "memory limit reached"
                                                                                     : "search bound reached");
    }
}

void check_function(CheckSession *s, const CheckOptions *o, Global *f, CheckResult *out) {
    memset(out, 0, sizeof *out);
    out->f = f;
    double start = clock_seconds();
    Diag d;
    diag_init(&d);
    const Contract *c = spec_contract(&s->spec, f);
    if (c && (c->library || c->constructor)) c = NULL;
    out->contract = c;
    Global *target = wrap_target(&s->tr, f, c, &d);
    if (!target || !entry_for_global(&s->p, target, &out->entry, &d)) {
        fail_result(out, &d);
        out->seconds = clock_seconds() - start;
        return;
    }
    out->entry.force = true;
    SearchOptions so;
    search_default_options(&so);
    so.timeout_s = o->timeout_s;
    so.max_bound = o->max_depth;
    so.max_results = 1;
    search_run(&s->p, &out->entry, &so, &out->search);
    out->searched = true;
    classify(out);
    out->seconds = clock_seconds() - start;
}

void check_result_free(CheckResult *r) {
    if (r->searched) search_result_free(&r->search);
    free(r->message);
    free(r->error_line);
    memset(r, 0, sizeof *r);
}

int check_status(const CheckResult *rs, uint32_t n) {
    int status = EXIT_NONE_FOUND;
    for (uint32_t i = 0; i < n; i++) {
        if (rs[i].verdict == V_CONCRETE || rs[i].verdict == V_ABSTRACT) return EXIT_FOUND;
        if (rs[i].verdict == V_UNSUPPORTED || rs[i].verdict == V_TIMEOUT) status = EXIT_UNSUPPORTED;
        if (rs[i].verdict == V_ERROR && status == EXIT_NONE_FOUND) status = EXIT_BAD_INPUT;
    }
    return status;
}
