/* function.c — checking one function: translate it into its
 * counterfactual definition (translate/wrap.c), search that for a
 * counterexample (src/engine), and conclude a verdict. See check.h. */
#include "check.h"
#include "reasons.h"
#include "../core/link.h"
#include "../engine/entry.h"
#include "../util/clock.h"
#include "../util/memlimit.h"
#include "../util/xalloc.h"
#include "../../translate/qualifiers.h"
#include "../../translate/wrap.h"
#include "../spec/read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* "1 path", "12 paths": n and the word for one or for several. */
static void count_of(StrBuf *sb, uint64_t n, const char *one, const char *several) {
    sb_printf(sb, "%llu %s", (unsigned long long)n, n == 1 ? one : several);
}

/* What a search that found nothing covered, in words: every path, or the
 * bounds that cut paths (input size, steps, branch points), the number of
 * paths of that iteration, and what may qualify it (undecided queries, the
 * limit that stopped the deepening). */
/* Which memory limit stopped the search: the process's (`--memory`,
 * named with its size) or one path's. */
static void memory_limit_text(const SearchResult *r, StrBuf *sb) {
    if (r->process_out_of_memory && memory_limit_mb() > 0)
        sb_printf(sb, "the memory limit of %ld MB (--memory)", memory_limit_mb());
    else
        sb_puts(sb, "the memory limit");
}

static char *coverage_text(const SearchResult *r) {
    const Coverage *c = &r->coverage;
    StrBuf sb;
    sb_init(&sb);
    if (r->exhausted) {
        sb_puts(&sb, "every path explored, ");
        count_of(&sb, c->paths, "path", "paths");
    } else if (!c->size && !c->steps && !c->depth) {
        sb_printf(&sb, "all ");
        count_of(&sb, c->paths, "path", "paths");
        sb_puts(&sb, " explored");
    } else {
        if (c->size) sb_printf(&sb, "inputs up to size %u, lists up to length %u", c->size, c->size);
        if (c->steps || c->depth) sb_puts(&sb, c->size ? ", on paths up to " : "paths up to ");
        if (c->steps) sb_printf(&sb, "%llu steps", (unsigned long long)c->steps);
        if (c->depth) sb_printf(&sb, "%s%u branch points", c->steps ? " and " : "", c->depth);
        sb_puts(&sb, "; ");
        count_of(&sb, c->paths, "path", "paths");
    }
    if (c->undecided) {
        sb_puts(&sb, "; ");
        count_of(&sb, c->undecided, "solver query", "solver queries");
        sb_puts(&sb, " undecided, both branches taken");
    }
    if (c->unknown) {
        sb_puts(&sb, "; ");
        count_of(&sb, c->unknown, "path", "paths");
        sb_puts(&sb, " ended where a refinement has no value (a measure or reflected function outside its domain)");
    }
    if (c->unrun) {
        sb_puts(&sb, "; ");
        count_of(&sb, c->unrun, "call", "calls");
        sb_puts(&sb, " of a symbolic dictionary's method did not run the function given to it (a continuation: "
                     "its code was not checked)");
    }
    if (!r->exhausted && r->timed_out) sb_puts(&sb, "; the time limit stopped the search");
    else if (!r->exhausted && r->out_of_memory) {
        sb_puts(&sb, "; ");
        memory_limit_text(r, &sb);
        sb_puts(&sb, " stopped the search");
    }
    char *text = xstrdup(sb_str(&sb));
    sb_free(&sb);
    return text;
}

/* Why a search that found nothing covered nothing either. */
static char *nothing_covered(const SearchResult *r) {
    StrBuf sb;
    sb_init(&sb);
    if (r->timed_out) sb_puts(&sb, "the time limit was reached before any bounds were searched completely");
    else if (r->out_of_memory) {
        memory_limit_text(r, &sb);
        sb_puts(&sb, " was reached before any bounds were searched completely");
    }
    else sb_puts(&sb, "no bounds could be searched completely");
    if (r->lost) {
        sb_puts(&sb, "; ");
        count_of(&sb, r->lost, "path", "paths");
        sb_puts(&sb, r->lost == 1 ? " that may fail was not confirmed (" : " that may fail were not confirmed (");
        if (r->solver_unknowns) {
            count_of(&sb, r->solver_unknowns, "solver query", "solver queries");
            sb_puts(&sb, r->rejected ? " undecided, " : " undecided");
        }
        if (r->rejected) {
            count_of(&sb, r->rejected, "candidate", "candidates");
            sb_puts(&sb, " not reproduced on concrete inputs");
        }
        sb_putc(&sb, ')');
    }
    char *text = xstrdup(sb_str(&sb));
    sb_free(&sb);
    return text;
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
 * counterexample (abstract if it needed an abstracted callee); else none
 * with what the search covered; else the limit that kept it from covering
 * anything: time (timeout), memory or the solver (unsupported). A "none"
 * is only said of what some iteration searched completely, with no path
 * lost to an undecided query or an unconfirmed candidate. */
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
    } else if (r->coverage.valid) {
        out->verdict = VERDICT_NONE;
        out->message = coverage_text(r);
    } else {
        out->verdict = r->timed_out ? VERDICT_TIMEOUT : VERDICT_UNSUPPORTED;
        out->message = nothing_covered(r);
    }
}

/* What the checked program means: LiquidHaskell's semantics
 * (docs/translate.md, "What counts as a violation"). `undefined`,
 * errorWithoutStackTrace and raised exceptions end a path without a
 * counterexample; so do `error` and an arithmetic error raised inside
 * library code (`Map.!` on a missing key, `maximum []`, `gcd`'s division):
 * LiquidHaskell checks the program's own calls against the library's
 * specifications and never the library's code, so only a call the
 * program makes can break a contract — the program's own `error "…"` and
 * `div x 0` are such calls, caught by their specs' wrappers
 * (CRASH_CONTRACT), not here; so does an incomplete pattern under --no-totality and an
 * Int overflow unless --machine-ints asks for 64-bit Ints; so does any
 * crash while a refinement is evaluated (measures and reflected functions
 * are total in the logic: `elemAt 1 []` is an unknown value there). */
static Semantics check_semantics(const SpecFlags *flags, const CheckOptions *o) {
    Semantics sem = {0};
    sem.unchecked = CRASH_BIT(CRASH_UNDEFINED) | CRASH_BIT(CRASH_EXCEPTION) | CRASH_BIT(CRASH_ERROR) |
                    CRASH_BIT(CRASH_ARITHMETIC);
    if (flags->no_totality && !flags->totality && !flags->total_haskell) sem.unchecked |= CRASH_BIT(CRASH_PATTERN);
    if (!o->machine_ints) sem.unchecked |= CRASH_BIT(CRASH_OVERFLOW);
    sem.unbounded_ints = !o->machine_ints;
    sem.total_logic = true;
    return sem;
}

/* The search options of one check: o's bounds, timeout_s (at least 1 ms),
 * one counterexample. */
static void search_options_for(const CheckOptions *o, double timeout_s, SearchOptions *so) {
    search_default_options(so);
    so->timeout_s = timeout_s > 0.001 ? timeout_s : 0.001;
    search_memory_within(o->memory_mb, so);
    so->max_bound = o->max_depth;
    so->max_results = 1;
    so->max_size = o->max_size;
    if (so->max_size && so->first_size > so->max_size) so->first_size = so->max_size;
}

/* The bounds of a search that re-checks a suggested metric: small inputs
 * and short paths (a call that defeats a metric shows on small ones), so
 * that the search ends at its bounds, not at its deadline, and "no
 * counterexample" means every input within them was tried. */
#define RECHECK_MAX_SIZE 3
#define RECHECK_MAX_STEPS 1000

/* One search of a termination target: its first termination
 * counterexample, or NULL. recheck: within the re-check's bounds. */
static const Finding *termination_search(CheckSession *s, const CheckOptions *o, Entry *entry, double timeout_s,
                                         bool recheck, SearchResult *out) {
    entry->force = true;
    entry->sem = check_semantics(&s->spec.flags, o);
    SearchOptions so;
    search_options_for(o, timeout_s, &so);
    so.only_termination = true;
    if (recheck) {
        if (!so.max_size || so.max_size > RECHECK_MAX_SIZE) so.max_size = RECHECK_MAX_SIZE;
        if (so.first_size > so.max_size) so.first_size = so.max_size;
        if (!so.max_bound || so.max_bound > RECHECK_MAX_STEPS) so.max_bound = RECHECK_MAX_STEPS;
    }
    search_run(&s->p, entry, &so, out);
    for (uint32_t i = 0; i < out->nfindings; i++)
        if (out->findings[i].outcome == OUT_CRASH) return &out->findings[i];
    return NULL;
}

/* The termination check (translate/termination.h), within timeout_s: when
 * f makes recursive calls LiquidHaskell checks, searches its instrumented
 * target for a call that defeats the metric. Without a written metric each
 * parameter that has a size is tried in turn, as LiquidHaskell takes the
 * first that works: f passes as soon as one has no counterexample, else the
 * first one's is reported. A target that cannot be built leaves f
 * unchecked for termination. */
static void check_termination(CheckSession *s, const CheckOptions *o, const Contract *c, double timeout_s,
                              CheckResult *out) {
    double start = clock_seconds();
    bool more = true, passed = false;
    for (uint32_t k = 0; more && !passed; k++) {
        Diag d;
        diag_init(&d);
        Global *target = wrap_termination_target(&s->tr, out->f, c, k, NULL, &more, &d);
        Entry entry;
        if (!target || !entry_for_global(&s->p, target, &entry, &d)) {
            diag_clear(&d);
            passed = k > 0; /* nothing (more) to check: this candidate passes */
            break;
        }
        double left = timeout_s - (clock_seconds() - start);
        if (k == 0) {
            out->term_entry = entry;
            out->term_searched = true;
            out->termination = termination_search(s, o, &out->term_entry, left, false, &out->term_search);
            if (!out->termination) return;
            continue;
        }
        SearchResult r;
        passed = termination_search(s, o, &entry, left, false, &r) == NULL;
        search_result_free(&r);
    }
    if (passed) out->termination = NULL; /* else every candidate has a counterexample */
}

/* c, a signature read from text, with its declaration (its metric is read there). */
static Contract *signature_with_metric(CheckSession *s, Global *f, const char *text, Diag *d) {
    Contract *c = qualifier_signature(&s->tr, f, text, d);
    SpecFile *sf = c ? spec_parse_string(text, strlen(text), "<metric>", SOURCE_SPEC, &s->tr.arena, &s->p.syms, d) : NULL;
    if (!sf || sf->ndecls != 1 || sf->decls[0]->kind != SD_SIG) return NULL;
    c->decl = sf->decls[0];
    return c;
}

/* The signature an editor's quick fix writes (docs/json.md `termination.fix`):
 * f's own with the suggested metric (the metric was re-checked with it), or,
 * when f has none, its Haskell type's, kept only when the termination check
 * passes with it (its binders name the metric's variables). Only for a
 * metric of f itself, not of a local. */
static void metric_signature(CheckSession *s, const CheckOptions *o, const Contract *c, double timeout_s,
                             CheckResult *out) {
    const TerminationSite *ts = out->termination->site->contract;
    if (strcmp(ts->caller, sym_str(&s->p.syms, out->f->var->name)) != 0) return;
    if (c) {
        if (!c->inferred && c->decl && c->decl->kind == SD_SIG && !c->decl->u.sig.has_metric)
            out->metric_signature = str_format("%s / %s", c->text, out->suggested_metric), out->metric_replaces = true;
        return;
    }
    Diag d;
    diag_init(&d);
    Contract *plain = timeout_s > 0.01 ? qualifier_contract(&s->tr, out->f, NULL, 0, &d) : NULL;
    char *text = plain ? str_format("%s / %s", plain->text, out->suggested_metric) : NULL;
    Contract *with = text ? signature_with_metric(s, out->f, text, &d) : NULL;
    bool more;
    Global *target = with ? wrap_termination_target(&s->tr, out->f, with, 0, NULL, &more, &d) : NULL;
    Entry entry;
    if (target && entry_for_global(&s->p, target, &entry, &d)) {
        SearchResult r;
        bool found = termination_search(s, o, &entry, timeout_s < 2.0 ? timeout_s : 2.0, true, &r) != NULL;
        if (!found && !r.unsupported && !r.timed_out) out->metric_signature = text, text = NULL;
        search_result_free(&r);
    }
    diag_clear(&d);
    free(text);
}

/* Item 2 of issue 15: after a termination counterexample under the default
 * metric, a metric over the arguments' sizes that decreases on every call
 * the search can find within timeout_s (each tried with the termination
 * check itself, at most a second each); out->suggested_metric, or none. */
static void suggest_metric(CheckSession *s, const CheckOptions *o, const Contract *c, double timeout_s,
                           CheckResult *out) {
    const TerminationSite *ts = out->termination->site->contract;
    if (ts->written || ts->same) return; /* a call passing the same value defeats every metric of it */
    TerminationMetric *ms;
    uint32_t n = termination_metrics_to_try(&s->tr, out->f, c, ts->caller, &ms);
    double start = clock_seconds();
    char *failed = ts->nmetric == 1 ? str_format("[%s]", ts->metric[0]) : NULL;
    for (uint32_t i = 0; i < n; i++) {
        double left = timeout_s - (clock_seconds() - start);
        if (left <= 0.01) break;
        char *text = termination_metric_text(&s->p, &ms[i]);
        bool known_bad = failed && strcmp(text, failed) == 0; /* the default metric, which just failed */
        free(text);
        if (known_bad) continue;
        Diag d;
        diag_init(&d);
        bool more;
        Global *target = wrap_termination_target(&s->tr, out->f, c, 0, &ms[i], &more, &d);
        Entry entry;
        if (!target || !entry_for_global(&s->p, target, &entry, &d)) {
            diag_clear(&d);
            continue;
        }
        SearchResult r;
        bool found = termination_search(s, o, &entry, left < 2.0 ? left : 2.0, true, &r) != NULL;
        bool sound = !found && !r.unsupported && !r.timed_out; /* every input within the bounds tried */
        search_result_free(&r);
        if (sound) {
            out->suggested_metric = termination_metric_text(&s->p, &ms[i]);
            metric_signature(s, o, c, timeout_s - (clock_seconds() - start), out);
            break;
        }
    }
    free(failed);
}

/* How many callees the §2.2 note checks at most, and the share of f's time
 * it may take. */
#define NONTERM_CALLEES 8
#define NONTERM_SHARE 0.15

/* Paper 003 §2.2: a concrete counterexample of f through a callee that does
 * not terminate. The module's functions f calls are checked for termination
 * (the recursive ones: the others have nothing to check) within timeout_s;
 * the first with a termination counterexample is noted on out, unless f
 * has one of its own (its recursive group's calls are in it). */
static void note_callee_nontermination(CheckSession *s, const CheckOptions *o, double timeout_s, CheckResult *out) {
    if (out->verdict != VERDICT_CONCRETE || !out->f->owner || out->termination) return; /* f's own is shown */
    Global **gs;
    uint32_t n = termination_callees(out->f->owner, out->f, &gs);
    double start = clock_seconds();
    for (uint32_t i = 0; i < n && i < NONTERM_CALLEES && !out->callee_nonterm; i++) {
        double left = timeout_s - (clock_seconds() - start);
        if (left <= 0.05) break;
        const Contract *gc = spec_contract(&s->spec, gs[i]);
        if (gc && (gc->library || gc->constructor)) continue;
        CheckResult g;
        memset(&g, 0, sizeof g);
        g.f = gs[i];
        check_termination(s, o, gc, left, &g);
        if (g.termination) {
            StrBuf sb;
            sb_init(&sb);
            report_termination_text(s, g.termination, &sb);
            out->callee_nonterm = xstrdup(sym_str(&s->p.syms, gs[i]->var->name));
            out->callee_nonterm_text = sb_take(&sb);
        }
        check_result_free(&g);
    }
    free(gs);
}

/* The share of a function's time its termination check may take. */
#define TERMINATION_SHARE 0.3

/* The progress line on a terminal: `lhx: f: size 4, 2400 steps, 1234 paths, 3 s`,
 * rewritten in place (\r) and erased when the search ends. */
typedef struct ProgressLine {
    const char *name; /* the function searched */
    bool shown;       /* a line is on the terminal (to be erased) */
} ProgressLine;

static void show_progress(const SearchProgress *p, void *ctx) {
    ProgressLine *line = ctx;
    line->shown = true;
    fprintf(stderr, "\r\033[Klhx: %s: ", line->name);
    if (p->size) fprintf(stderr, "size %u, ", p->size);
    fprintf(stderr, "%llu steps, %llu paths, %.0f s", (unsigned long long)p->steps, (unsigned long long)p->paths,
            p->seconds);
    fflush(stderr);
}

/* A progress line only where a person watches: stderr a terminal that
 * understands erasing a line (not TERM=dumb). */
static bool progress_wanted(void) {
    const char *term = getenv("TERM");
    return isatty(STDERR_FILENO) && !(term && strcmp(term, "dumb") == 0);
}

void check_function(CheckSession *s, const CheckOptions *o, Global *f, CheckResult *out) {
    check_function_against(s, o, f, spec_contract(&s->spec, f), out);
}

void check_function_against(CheckSession *s, const CheckOptions *o, Global *f, const Contract *c, CheckResult *out) {
    memset(out, 0, sizeof *out);
    out->f = f;
    binder_range_span(&s->p, &s->ranges, f, &out->range); /* none: the reporters use the name's span */
    double start = clock_seconds();
    Diag d;
    diag_init(&d);
    if (c && (c->library || c->constructor)) c = NULL;
    out->contract = c;
    out->expected_failure = symmap_get(&s->spec.failing, f->var->name) != NULL;
    check_infer_helpers(s, f, o->timeout_s / 4); /* a quarter of f's time at most */
    Global *target = wrap_target(&s->tr, f, c, &d);
    if (!target || !entry_for_global(&s->p, target, &out->entry, &d)) {
        fail_result(out, &d);
        out->seconds = clock_seconds() - start;
        return;
    }
    out->entry.force = true;
    out->entry.sem = check_semantics(&s->spec.flags, o);
    double budget = o->timeout_s; /* the search's alone: compiling had its own limit */
    check_termination(s, o, c, budget * TERMINATION_SHARE, out);
    if (out->termination) suggest_metric(s, o, c, budget * TERMINATION_SHARE, out);
    SearchOptions so;
    search_options_for(o, budget - (clock_seconds() - start), &so);
    ProgressLine line = {sym_str(&s->p.syms, f->var->name), false};
    if (progress_wanted()) {
        so.progress = show_progress;
        so.progress_ctx = &line;
    }
    search_run(&s->p, &out->entry, &so, &out->search);
    if (line.shown) fputs("\r\033[K", stderr), fflush(stderr);
    out->searched = true;
    classify(&s->p, out);
    if (out->termination && out->verdict != VERDICT_CONCRETE) { /* a concrete safety counterexample wins */
        free(out->message);
        out->message = NULL;
        out->verdict = VERDICT_TERMINATION;
        out->finding = out->termination;
    }
    note_callee_nontermination(s, o, budget * NONTERM_SHARE, out);
    double spent = clock_seconds() - start;
    check_suggest(s, o, out, o->timeout_s / 4, budget - spent);
    if (out->suggestion && !out->suggestion->replaces)
        binder_range_span(&s->p, &s->ranges, out->suggestion->function, &out->insert_at);
    if (out->suggestion && o->implied_by)
        check_implied(o, out, sym_str(&s->p.syms, out->suggestion->function->var->name), o->implied_by,
                      o->timeout_s / 8 < 5 ? o->timeout_s / 8 : 5);
    if (o->liquid_error) reasons_find(s, out, o->liquid_error);
    out->seconds = clock_seconds() - start;
}

void check_result_free(CheckResult *r) {
    if (r->searched) search_result_free(&r->search);
    if (r->term_searched) search_result_free(&r->term_search);
    free(r->suggestion);
    free(r->message);
    free(r->error_line);
    free(r->suggested_metric);
    free(r->metric_signature);
    free(r->callee_nonterm);
    free(r->callee_nonterm_text);
    free(r->reason);
    memset(r, 0, sizeof *r);
}

int check_status(const CheckResult *rs, uint32_t n) {
    int status = EXIT_NONE_FOUND;
    for (uint32_t i = 0; i < n; i++) status = status_combine(status, verdict_status(rs[i].verdict));
    return status;
}
