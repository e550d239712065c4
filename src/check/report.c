/* report.c — check results as text in the paper's shape, and as JSON
 * (docs/json.md, schema version 1). See check.h. */
#include "check.h"
#include "../engine/show.h"
#include "../spec/query.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#define JSON_SCHEMA_VERSION 1

/* ---- Pieces shared by both forms ---------------------------------------------- */

static const char *fname(const Program *p, const Global *g) { return sym_str(&p->syms, g->var->name); }

/* How many of the entry's first non-dictionary inputs are the abstract
 * refinements the search chose (translate/wrap.c puts them before the
 * function's own arguments). */
static uint32_t chosen_predicates(const CheckResult *r) {
    size_t n = 0;
    if (r->contract) spec_type_abs_params(r->contract->type, &n);
    return (uint32_t)n;
}

/* `f a b` with the entry's inputs (dictionaries and chosen abstract
 * refinements left out). */
static void show_call(const CheckSession *s, const CheckResult *r, StrBuf *sb) {
    sb_puts(sb, fname(&s->p, r->f));
    uint32_t skip = chosen_predicates(r);
    for (uint32_t i = 0; i < r->entry.nargs; i++) {
        if (r->entry.fixed && r->entry.fixed[i]) continue;
        if (skip) {
            skip--;
            continue;
        }
        if (!r->finding->inputs[i]) continue;
        sb_putc(sb, ' ');
        cvalue_show(&s->p, r->finding->inputs[i], true, sb);
    }
}

/* `where p = \x -> …`, a line per chosen abstract refinement. */
static void show_predicates(const CheckSession *s, const CheckResult *r, StrBuf *sb) {
    uint32_t n = chosen_predicates(r);
    for (uint32_t i = 0; i < r->entry.nargs && n; i++) {
        if (r->entry.fixed && r->entry.fixed[i]) continue;
        n--;
        sb_printf(sb, "where %s = ", r->entry.arg_names[i] ? r->entry.arg_names[i] : "_");
        if (r->finding->inputs[i]) cvalue_show(&s->p, r->finding->inputs[i], false, sb);
        else sb_putc(sb, '_');
        sb_putc(sb, '\n');
    }
}

/* The call an assertion found broken: `die "Bad call to zip"`. */
static void show_site_call(const CheckSession *s, const Finding *f, StrBuf *sb) {
    sb_puts(sb, fname(&s->p, f->site->function));
    for (uint32_t i = 0; i < f->site->nargs; i++) {
        sb_putc(sb, ' ');
        if (f->site_args && f->site_args[i]) cvalue_show(&s->p, f->site_args[i], true, sb);
        else sb_putc(sb, '_');
    }
}

/* An abstracted call: `append [0] [] = [0, 0]`. */
static void show_abstracted(const CheckSession *s, const AbstractedCall *c, StrBuf *sb) {
    sb_puts(sb, fname(&s->p, c->site->function));
    for (uint32_t i = 0; i < c->site->nargs; i++) {
        sb_putc(sb, ' ');
        if (c->args[i]) cvalue_show(&s->p, c->args[i], true, sb);
        else sb_putc(sb, '_');
    }
    sb_puts(sb, " = ");
    if (c->result) cvalue_show(&s->p, c->result, false, sb);
    else sb_putc(sb, '_');
}

static void show_value_or_error(const CheckSession *s, const CValue *v, StrBuf *sb) {
    if (v) cvalue_show(&s->p, v, false, sb);
    else sb_puts(sb, "error");
}

static bool is_own_post(const CheckResult *r) {
    return r->finding && r->finding->site && r->finding->site->kind == ASSERT_POSTCONDITION;
}

static const Contract *site_contract(const Finding *f) {
    return f->site ? (const Contract *)f->site->contract : NULL;
}

static const char *kind_name(const Finding *f) {
    if (!f->site) return "crash";
    switch (f->site->kind) {
    case ASSERT_PRECONDITION: return "precondition";
    case ASSERT_POSTCONDITION: return "postcondition";
    case ASSERT_CALLEE_POSTCONDITION: return "callee-postcondition";
    case ASSUME_ABSTRACTED: break;
    }
    return "crash";
}

/* ---- Text ----------------------------------------------------------------------- */

/* A path as people read it: relative to the working directory when inside it. */
static const char *display_path(const char *path, char *buf, size_t size) {
    if (path[0] != '/' || !getcwd(buf, size)) return path;
    size_t n = strlen(buf);
    return strncmp(path, buf, n) == 0 && path[n] == '/' ? path + n + 1 : path;
}

static void text_spec_line(const Contract *c, StrBuf *out) {
    if (!c) return;
    sb_printf(out, "  %s", c->text);
    char cwd[4096];
    if (c->decl)
        sb_printf(out, "    -- %s:%d:%d", display_path(c->decl->pos.file, cwd, sizeof cwd), c->decl->pos.line,
                  c->decl->pos.col);
    sb_putc(out, '\n');
}

static void text_counterexample(const CheckSession *s, const CheckResult *r, StrBuf *out) {
    const Finding *f = r->finding;
    show_call(s, r, out);
    sb_puts(out, " = ");
    show_value_or_error(s, is_own_post(r) ? f->site_result : NULL, out);
    sb_putc(out, '\n');
    show_predicates(s, r, out);
    if (!f->site) {
        if (f->crash_message) sb_printf(out, "crashes: %s\n", f->crash_message);
        else sb_printf(out, "crashes: %s\n", f->crash.reason);
        for (uint32_t i = 0; i < f->nabstracted; i++) {
            sb_puts(out, i ? "and\n" : "if\n");
            show_abstracted(s, &f->abstracted[i], out);
            sb_putc(out, '\n');
        }
        return;
    }
    const char *g = fname(&s->p, f->site->function);
    if (f->site->kind != ASSERT_POSTCONDITION) {
        sb_puts(out, f->site->function == r->f ? "makes a recursive call\n" : "makes a call to\n");
        show_site_call(s, f, out);
        sb_puts(out, " = ");
        show_value_or_error(s, f->site->kind == ASSERT_CALLEE_POSTCONDITION ? f->site_result : NULL, out);
        sb_putc(out, '\n');
    }
    const char *cond = f->nabstracted ? ", if" : "";
    if (f->site->kind == ASSERT_POSTCONDITION) sb_printf(out, "violating its refinement type%s\n", cond);
    else if (f->site->kind == ASSERT_CALLEE_POSTCONDITION)
        sb_printf(out, "violating %s's refinement type%s%s\n", g, cond,
                  site_contract(f) && site_contract(f)->argument_of ? "" : " (its own code breaks its result type)");
    else sb_printf(out, "violating %s's refinement type%s\n", g, cond);
    const Contract *ac = site_contract(f);
    if (ac && ac->argument_of)
        sb_printf(out, "(%s is the function given as an argument of %s)\n", g, fname(&s->p, ac->argument_of));
    if (!f->nabstracted) {
        text_spec_line(site_contract(f), out);
        return;
    }
    for (uint32_t i = 0; i < f->nabstracted; i++) {
        if (i > 0) sb_puts(out, "and\n");
        show_abstracted(s, &f->abstracted[i], out);
        sb_putc(out, '\n');
    }
    for (uint32_t i = 0; i < f->nabstracted; i++) {
        const AssertSite *a = f->abstracted[i].site;
        bool seen = false;
        for (uint32_t j = 0; j < i; j++) seen = seen || f->abstracted[j].site->function == a->function;
        if (seen) continue;
        sb_printf(out, "Strengthen the refinement type of %s to eliminate this possibility\n", fname(&s->p, a->function));
        text_spec_line(a->contract, out);
    }
}

void report_where(const CheckSession *s, const Global *f, StrBuf *out) {
    const Span *sp = &f->var->span;
    if (sp->file) sb_printf(out, "%s:%d:%d: ", sym_str(&s->p.syms, sp->file), sp->line, sp->col);
    sb_puts(out, fname(&s->p, f));
}

void report_text(const CheckSession *s, const CheckResult *r, StrBuf *out) {
    report_where(s, r->f, out);
    sb_puts(out, ": ");
    switch (r->verdict) {
    case VERDICT_CONCRETE:
    case VERDICT_ABSTRACT:
        sb_printf(out, "%s counterexample\n", r->verdict == VERDICT_CONCRETE ? "concrete" : "abstract");
        text_counterexample(s, r, out);
        break;
    case VERDICT_NONE: sb_printf(out, "no counterexample (%s)\n", r->message); break;
    case VERDICT_TIMEOUT: sb_printf(out, "timeout: no counterexample found in %.0f s (%s)\n", r->seconds, r->message); break;
    case VERDICT_UNSUPPORTED: sb_printf(out, "unsupported: %s\n", r->message); break;
    case VERDICT_ERROR: sb_printf(out, "error: %s\n", r->message); break;
    case VERDICT_COUNT: break; /* not a verdict */
    }
}

/* ---- JSON ------------------------------------------------------------------------- */

/* A span object, or JSON null for no position. */
static cJSON *report_span(const Program *p, const Span *sp) {
    if (!sp || !sp->file) return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "file", sym_str(&p->syms, sp->file));
    cJSON_AddNumberToObject(o, "line", sp->line);
    cJSON_AddNumberToObject(o, "col", sp->col);
    cJSON_AddNumberToObject(o, "end_line", sp->end_line ? sp->end_line : sp->line);
    cJSON_AddNumberToObject(o, "end_col", sp->end_col ? sp->end_col : sp->col);
    return o;
}

static void add_string_or_null(cJSON *o, const char *key, const char *v) {
    if (v) cJSON_AddStringToObject(o, key, v);
    else cJSON_AddNullToObject(o, key);
}

static char *value_text(const CheckSession *s, const CValue *v, bool atom) {
    StrBuf sb;
    sb_init(&sb);
    if (v) cvalue_show(&s->p, v, atom, &sb);
    else sb_puts(&sb, "error");
    char *t = xstrdup(sb_str(&sb));
    sb_free(&sb);
    return t;
}

/* Where a signature is written: the name it starts with. */
static cJSON *spec_span(const Contract *c) {
    if (!c || !c->decl || !c->decl->pos.file) return cJSON_CreateNull();
    const SpecDecl *d = c->decl;
    cJSON *o = cJSON_CreateObject();
    int line = d->pos.line, col = d->pos.col;
    if (d->kind == SD_SIG) line = d->u.sig.name_pos.line, col = d->u.sig.name_pos.col;
    size_t len = strlen(c->text);
    const char *colons = strstr(c->text, " ::");
    if (colons) len = (size_t)(colons - c->text);
    cJSON_AddStringToObject(o, "file", d->pos.file);
    cJSON_AddNumberToObject(o, "line", line);
    cJSON_AddNumberToObject(o, "col", col);
    cJSON_AddNumberToObject(o, "end_line", line);
    cJSON_AddNumberToObject(o, "end_col", col + (int)(len ? len - 1 : 0));
    return o;
}

static cJSON *json_violation(const CheckSession *s, const CheckResult *r) {
    const Finding *f = r->finding;
    cJSON *v = cJSON_CreateObject();
    cJSON_AddStringToObject(v, "kind", kind_name(f));
    if (!f->site) {
        cJSON_AddStringToObject(v, "function", fname(&s->p, r->f));
        cJSON_AddNullToObject(v, "call");
        cJSON_AddStringToObject(v, "result", "error");
        cJSON_AddNullToObject(v, "spec");
        cJSON_AddNullToObject(v, "spec_span");
        add_string_or_null(v, "message", f->crash_message ? f->crash_message : f->crash.reason);
        return v;
    }
    StrBuf sb;
    sb_init(&sb);
    if (f->site->kind == ASSERT_POSTCONDITION) show_call(s, r, &sb);
    else show_site_call(s, f, &sb);
    cJSON_AddStringToObject(v, "function", fname(&s->p, f->site->function));
    cJSON_AddStringToObject(v, "call", sb_str(&sb));
    sb_free(&sb);
    char *res = value_text(s, f->site->kind == ASSERT_PRECONDITION ? NULL : f->site_result, false);
    cJSON_AddStringToObject(v, "result", res);
    free(res);
    const Contract *c = site_contract(f);
    add_string_or_null(v, "spec", c ? c->text : NULL);
    cJSON_AddItemToObject(v, "spec_span", spec_span(c));
    add_string_or_null(v, "message", f->crash_message);
    return v;
}

static cJSON *json_counterexample(const CheckSession *s, const CheckResult *r) {
    const Finding *f = r->finding;
    cJSON *o = cJSON_CreateObject();
    StrBuf sb;
    sb_init(&sb);
    show_call(s, r, &sb);
    cJSON_AddStringToObject(o, "call", sb_str(&sb));
    cJSON *inputs = cJSON_AddArrayToObject(o, "inputs");
    for (uint32_t i = 0; i < r->entry.nargs; i++) {
        if (!f->inputs[i] || (r->entry.fixed && r->entry.fixed[i])) continue;
        cJSON *in = cJSON_CreateObject();
        cJSON_AddStringToObject(in, "name", r->entry.arg_names[i] ? r->entry.arg_names[i] : "_");
        char *t = value_text(s, f->inputs[i], false);
        cJSON_AddStringToObject(in, "value", t);
        free(t);
        cJSON_AddItemToArray(inputs, in);
    }
    char *res = value_text(s, is_own_post(r) ? f->site_result : NULL, false);
    cJSON_AddStringToObject(o, "result", res);
    free(res);
    cJSON_AddItemToObject(o, "violation", json_violation(s, r));
    cJSON *abs = cJSON_AddArrayToObject(o, "abstracted");
    for (uint32_t i = 0; i < f->nabstracted; i++) {
        const AbstractedCall *a = &f->abstracted[i];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddStringToObject(x, "function", fname(&s->p, a->site->function));
        StrBuf call;
        sb_init(&call);
        show_abstracted(s, a, &call);
        const char *text = sb_str(&call), *eq = strstr(text, " = ");
        char *head = xstrdup(text);
        if (eq) head[eq - text] = '\0';
        cJSON_AddStringToObject(x, "call", head);
        free(head);
        cJSON_AddStringToObject(x, "result", eq ? eq + 3 : "_");
        sb_free(&call);
        const Contract *c = a->site->contract;
        add_string_or_null(x, "spec", c ? c->text : NULL);
        cJSON_AddItemToObject(x, "spec_span", spec_span(c));
        cJSON_AddItemToArray(abs, x);
    }
    sb_clear(&sb);
    text_counterexample(s, r, &sb);
    cJSON_AddStringToObject(o, "text", sb_str(&sb));
    sb_free(&sb);
    return o;
}

/* What a search that found nothing covered (docs/json.md), or JSON null:
 * no search, a counterexample, or nothing covered. */
static cJSON *json_coverage(const CheckResult *r) {
    const SearchResult *sr = &r->search;
    if (!r->searched || r->finding || !sr->coverage.valid) return cJSON_CreateNull();
    const Coverage *c = &sr->coverage;
    cJSON *o = cJSON_CreateObject();
    cJSON_AddBoolToObject(o, "complete", sr->exhausted);
    if (c->size) cJSON_AddNumberToObject(o, "size", c->size);
    else cJSON_AddNullToObject(o, "size");
    if (c->steps) cJSON_AddNumberToObject(o, "steps", (double)c->steps);
    else cJSON_AddNullToObject(o, "steps");
    if (c->depth) cJSON_AddNumberToObject(o, "branch_points", c->depth);
    else cJSON_AddNullToObject(o, "branch_points");
    cJSON_AddNumberToObject(o, "paths", (double)c->paths);
    cJSON_AddNumberToObject(o, "undecided", (double)c->undecided);
    add_string_or_null(o, "stopped_by", sr->exhausted ? NULL : sr->timed_out ? "time" : sr->out_of_memory ? "memory" : "bounds");
    return o;
}

cJSON *report_json(const CheckSession *s, const CheckResult *r) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "function", fname(&s->p, r->f));
    cJSON_AddItemToObject(o, "span", report_span(&s->p, r->range.file ? &r->range : &r->f->var->span));
    cJSON_AddStringToObject(o, "verdict", verdict_name(r->verdict));
    add_string_or_null(o, "message", r->message);
    cJSON_AddNumberToObject(o, "seconds", r->seconds);
    if (r->finding) cJSON_AddItemToObject(o, "counterexample", json_counterexample(s, r));
    else cJSON_AddNullToObject(o, "counterexample");
    cJSON_AddItemToObject(o, "coverage", json_coverage(r));
    return o;
}

cJSON *report_json_document(const char *command, const char *file, cJSON *results, const Diag *error) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "lhx", JSON_SCHEMA_VERSION);
    cJSON_AddStringToObject(o, "command", command);
    add_string_or_null(o, "file", file);
    if (error && error->set) {
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "status", error->status);
        add_string_or_null(e, "message", error->msg);
        if (error->file && error->line > 0) { /* line 0: a file, but no position in it */
            cJSON *sp = cJSON_CreateObject();
            cJSON_AddStringToObject(sp, "file", error->file);
            cJSON_AddNumberToObject(sp, "line", error->line);
            cJSON_AddNumberToObject(sp, "col", error->col);
            cJSON_AddNumberToObject(sp, "end_line", error->line);
            cJSON_AddNumberToObject(sp, "end_col", error->col);
            cJSON_AddItemToObject(e, "span", sp);
        } else {
            cJSON_AddNullToObject(e, "span");
        }
        cJSON_AddItemToObject(o, "error", e);
    } else {
        cJSON_AddNullToObject(o, "error");
    }
    cJSON_AddItemToObject(o, "results", results ? results : cJSON_CreateArray());
    return o;
}

void report_stats(const SearchResult *r, FILE *out) {
    struct rusage ru;
    long rss_mb = getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss / 1024 : -1;
    fprintf(out,
            "lhx: stats: %llu steps, %llu paths, %llu branches, %llu SMT queries (%llu answered from earlier "
            "iterations), %.3f s solver, %.3f s total, bound %llu after %u iterations, peak heap %llu cells, "
            "%u rejected, peak RSS %ld MB (lhx so far)\n",
            (unsigned long long)r->stats.steps, (unsigned long long)r->stats.paths,
            (unsigned long long)r->stats.branches, (unsigned long long)r->solver.queries,
            (unsigned long long)r->reused, r->solver.seconds, r->seconds, (unsigned long long)r->final_bound,
            r->iterations, (unsigned long long)r->stats.peak_heap, r->rejected, rss_mb);
}
