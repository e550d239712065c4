/* function.c — checking one function: translate it into its
 * counterfactual definition (translate/wrap.c), search that for a
 * counterexample (src/engine), and conclude a verdict. See check.h. */
#include "check.h"
#include "../core/link.h"
#include "../engine/entry.h"
#include "../util/clock.h"
#include "../util/xalloc.h"
#include "../../translate/wrap.h"

#include <stdlib.h>
#include <string.h>

/* A function that could not be translated or entered: unsupported or error,
 * with the reason as the message and as an error line for stderr. */
static void fail_result(CheckResult *out, Diag *d) {
    out->verdict = d->status == EXIT_UNSUPPORTED ? VERDICT_UNSUPPORTED : VERDICT_ERROR;
    /* every stop has a reason; a missing one is lhx's fault, and said so */
    const char *why = d->msg ? d->msg : "internal error: the check stopped without giving a reason";
    StrBuf sb;
    sb_init(&sb);
    if (d->file) sb_printf(&sb, "%s:%d:%d: %s", d->file, d->line, d->col, why);
    else sb_puts(&sb, why);
    out->message = xstrdup(sb_str(&sb));
    sb_clear(&sb);
    if (d->file) sb_printf(&sb, "%s:%d:%d: error: %s\n", d->file, d->line, d->col, why);
    else sb_printf(&sb, "lhx: error: %s\n", why);
    out->error_line = xstrdup(sb_str(&sb));
    sb_free(&sb);
    diag_clear(d);
}

/* The engine's reason for stopping; when it is a definition lhx lacks
 * ("the engine does not implement GHC.Prim.newArray#"), also the library
 * function f called that needs it (", needed by Data.Vector.modify"). */
static char *unsupported_message(Program *p, Global *f, const SearchResult *r) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, r->unsupported);
    if (r->unsupported_missing) link_describe_need(p, f, r->unsupported_missing, &sb);
    return sb_take(&sb);
}

/* The verdict of a finished search: the first crash found is the
 * counterexample (abstract if it needed an abstracted callee), else why
 * there is none. */
static void classify(Program *p, CheckResult *out) {
    const SearchResult *r = &out->search;
    for (uint32_t i = 0; i < r->nfindings; i++)
        if (r->findings[i].outcome == OUT_CRASH) {
            out->finding = &r->findings[i];
            out->verdict = r->findings[i].abstractions ? VERDICT_ABSTRACT : VERDICT_CONCRETE;
            return;
        }
    if (r->unsupported) {
        out->verdict = VERDICT_UNSUPPORTED;
        out->message = unsupported_message(p, out->f, r);
    } else if (r->timed_out) {
        out->verdict = VERDICT_TIMEOUT;
        out->message = xstrdup("the time limit was reached");
    } else {
        out->verdict = VERDICT_NONE;
        out->message = xstrdup(r->exhausted ? "every path explored" : r->out_of_memory ? "memory limit reached"
                                                                                     : "search bound reached");
    }
}

void check_function(CheckSession *s, const CheckOptions *o, Global *f, CheckResult *out) {
    memset(out, 0, sizeof *out);
    out->f = f;
    binder_range_span(&s->p, &s->ranges, f, &out->range); /* none: the reporters use the name's span */
    double start = clock_seconds();
    Diag d;
    diag_init(&d);
    const Contract *c = spec_contract(&s->spec, f);
    if (c && (c->library || c->constructor)) c = NULL;
    out->contract = c;
    check_infer_helpers(s, f, o->timeout_s / 4); /* a quarter of f's time at most */
    Global *target = wrap_target(&s->tr, f, c, &d);
    if (!target || !entry_for_global(&s->p, target, &out->entry, &d)) {
        fail_result(out, &d);
        out->seconds = clock_seconds() - start;
        return;
    }
    out->entry.force = true;
    SearchOptions so;
    search_default_options(&so);
    double inferring = clock_seconds() - start; /* charged to this function */
    so.timeout_s = o->timeout_s - inferring > 0.001 ? o->timeout_s - inferring : 0.001;
    search_memory_within(o->memory_mb, &so);
    if (!s->load_charged) { /* the first function's time also covered compiling */
        s->load_charged = true;
        so.timeout_s = so.timeout_s - s->load_seconds > 0.001 ? so.timeout_s - s->load_seconds : 0.001;
    }
    so.max_bound = o->max_depth;
    so.max_results = 1;
    search_run(&s->p, &out->entry, &so, &out->search);
    out->searched = true;
    classify(&s->p, out);
    double spent = clock_seconds() - start;
    check_suggest(s, o, out, o->timeout_s - spent < o->timeout_s / 4 ? o->timeout_s - spent : o->timeout_s / 4);
    if (out->suggestion && !out->suggestion->replaces)
        binder_range_span(&s->p, &s->ranges, out->suggestion->function, &out->insert_at);
    if (out->suggestion && o->implied_by)
        check_implied(o, out, sym_str(&s->p.syms, out->suggestion->function->var->name), o->implied_by,
                      o->timeout_s / 8 < 5 ? o->timeout_s / 8 : 5);
    out->seconds = clock_seconds() - start;
}

void check_result_free(CheckResult *r) {
    if (r->searched) search_result_free(&r->search);
    free(r->suggestion);
    free(r->message);
    free(r->error_line);
    memset(r, 0, sizeof *r);
}

int check_status(const CheckResult *rs, uint32_t n) {
    int status = EXIT_NONE_FOUND;
    for (uint32_t i = 0; i < n; i++) status = status_combine(status, verdict_status(rs[i].verdict));
    return status;
}
