/* report.c — check results as text in the paper's shape, and as JSON
 * (docs/json.md, schema version 2). See check.h. */
#include "check.h"
#include "../core/link.h"
#include "../core/print.h"
#include "../engine/show.h"
#include "../spec/classes.h"
#include "../spec/query.h"
#include "../../translate/termination.h"
#include "../util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#define JSON_SCHEMA_VERSION 2

/* ---- Pieces shared by both forms ---------------------------------------------- */

/* g's name as its user wrote it: an instance's method, which GHC names
 * `$ccount`, is `count`; a constructor's wrapper `$WPair` is `Pair`. */
static const char *fname(const Program *p, const Global *g) {
    const char *n = sym_str(&p->syms, g->var->name);
    if (g->origin == ORIG_DATACON_WRAPPER && strncmp(n, "$W", 2) == 0) return n + 2;
    const Instance *inst;
    const Class *cls;
    uint32_t i;
    if (strncmp(n, "$c", 2) == 0 && spec_method_instance(p, g, &inst, &cls, &i))
        return name_occ(sym_str(&p->syms, cls->methods[i].name));
    return n;
}

/* g's name where a result starts: an instance's method with its instance,
 * `count (instance Container [])`, since every instance has one. */
static void full_name(const Program *p, const Global *g, StrBuf *out) {
    const Instance *inst;
    const Class *cls;
    uint32_t i;
    sb_puts(out, fname(p, g));
    if (strncmp(sym_str(&p->syms, g->var->name), "$c", 2) != 0 || !spec_method_instance(p, g, &inst, &cls, &i))
        return;
    sb_printf(out, " (instance %s", name_occ(sym_str(&p->syms, inst->cls)));
    for (uint32_t k = 0; k < inst->ntypes; k++) {
        bool paren = inst->types[k]->kind == TY_APP || inst->types[k]->kind == TY_FUN;
        sb_puts(out, paren ? " (" : " ");
        print_type(p, inst->types[k], out);
        if (paren) sb_putc(out, ')');
    }
    sb_putc(out, ')');
}

/* How many of the entry's first non-dictionary inputs are the abstract
 * refinements the search chose (translate/wrap.c puts them before the
 * function's own arguments, in the termination target too). */
static uint32_t chosen_predicates(const CheckResult *r) {
    size_t n = 0;
    if (r->contract) spec_type_abs_params(r->contract->type, &n);
    return (uint32_t)n;
}

/* The safety search's counterexample when a termination one is reported
 * instead (an abstract one), or NULL. */
static const Finding *safety_finding(const CheckResult *r) {
    if (r->verdict != VERDICT_TERMINATION || !r->searched) return NULL;
    for (uint32_t i = 0; i < r->search.nfindings; i++)
        if (r->search.findings[i].outcome == OUT_CRASH) return &r->search.findings[i];
    return NULL;
}

/* The entry whose search found f: the termination check's or the safety check's. */
static const Entry *entry_of(const CheckResult *r, const Finding *f) {
    return f && f == r->termination ? &r->term_entry : &r->entry;
}

/* An input the call leaves out: a dictionary, given (an instance) or
 * symbolic (shown by its methods: text_methods). */
static bool dictionary_input(const CheckSession *s, const Entry *e, uint32_t i) {
    return (e->fixed && e->fixed[i]) || type_is_dictionary(&s->p, e->arg_types[i]);
}

/* `f a b` with the entry's inputs (dictionaries and chosen abstract
 * refinements left out). */
static void show_call(const CheckSession *s, const CheckResult *r, const Finding *f, StrBuf *sb) {
    const Entry *e = entry_of(r, f);
    sb_puts(sb, fname(&s->p, r->f));
    uint32_t skip = chosen_predicates(r);
    for (uint32_t i = 0; i < e->nargs; i++) {
        if (dictionary_input(s, e, i)) continue;
        if (skip) {
            skip--;
            continue;
        }
        if (!f->inputs[i]) continue;
        sb_putc(sb, ' ');
        cvalue_show(&s->p, f->inputs[i], true, sb);
    }
}

/* A function's name at the head of a call: an operator in parentheses. */
static void show_head(const Program *p, const Global *g, StrBuf *sb) {
    const char *n = fname(p, g);
    bool op = n[0] && !(n[0] == '_' || (n[0] >= 'a' && n[0] <= 'z') || (n[0] >= 'A' && n[0] <= 'Z') ||
                        (unsigned char)n[0] >= 0x80);
    sb_printf(sb, op ? "(%s)" : "%s", n);
}

/* The k-th chosen abstract refinement's value v: the search's table, or
 * under bounds the constant b it chose for the predicate, `(\_ -> b)`. */
static void show_predicate(const CheckSession *s, const CheckResult *r, uint32_t k, const CValue *v, StrBuf *sb) {
    size_t np;
    const SpecAbsParam *ps = r->contract ? spec_type_abs_params(r->contract->type, &np) : NULL;
    bool constant = ps && k < np && spec_type_has_bounds(r->contract->type);
    if (constant) {
        sb_puts(sb, "(\\");
        for (size_t j = 0; j < ps[k].nargs; j++) sb_puts(sb, j ? " _" : "_");
        sb_puts(sb, " -> ");
    }
    if (v) cvalue_show(&s->p, v, false, sb);
    else sb_putc(sb, '_');
    if (constant) sb_putc(sb, ')');
}

/* `where p = \x -> …`, a line per chosen abstract refinement. */
static void show_predicates(const CheckSession *s, const CheckResult *r, StrBuf *sb) {
    uint32_t n = chosen_predicates(r), k = 0;
    for (uint32_t i = 0; i < r->entry.nargs && k < n; i++) {
        if (dictionary_input(s, &r->entry, i)) continue;
        sb_printf(sb, "where %s = ", r->entry.arg_names[i] ? r->entry.arg_names[i] : "_");
        show_predicate(s, r, k++, r->finding->inputs[i], sb);
        sb_putc(sb, '\n');
    }
}

/* The call an assertion found broken: `die "Bad call to zip"`. */
static void show_site_call(const CheckSession *s, const Finding *f, StrBuf *sb) {
    show_head(&s->p, f->site->function, sb);
    for (uint32_t i = 0; i < f->site->nargs; i++) {
        sb_putc(sb, ' ');
        if (f->site_args && f->site_args[i]) cvalue_show(&s->p, f->site_args[i], true, sb);
        else sb_putc(sb, '_');
    }
}

/* An abstracted call: `append [0] [] = [0, 0]`. */
static void show_abstracted(const CheckSession *s, const AbstractedCall *c, StrBuf *sb) {
    show_head(&s->p, c->site->function, sb);
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

static bool is_own_post(const Finding *f) {
    return f && f->site && f->site->kind == ASSERT_POSTCONDITION;
}

static const Contract *site_contract(const Finding *f) {
    return f->site && f->site->kind != ASSERT_TERMINATION ? (const Contract *)f->site->contract : NULL;
}

static const char *kind_name(const Finding *f) {
    if (!f->site) return "crash";
    switch (f->site->kind) {
    case ASSERT_PRECONDITION: return "precondition";
    case ASSERT_POSTCONDITION: return "postcondition";
    case ASSERT_CALLEE_POSTCONDITION: return "callee-postcondition";
    case ASSERT_TERMINATION: return "termination";
    case ASSUME_ABSTRACTED: break;
    }
    return "crash";
}

/* Where the crash is, when the program says (the failing pattern's, the
 * `error` call's position: Crash.at): the file's name and the top-level
 * binder of the checked file whose range holds it (NULL if none). */
static bool crash_place(const CheckSession *s, const Finding *f, const char **file, const char **in) {
    const Span *at = &f->crash.at;
    if (!at->file || at->line < 1) return false;
    *file = sym_str(&s->p.syms, at->file);
    const BinderRange *b = s->ranges_read ? binder_range_at(&s->ranges, at->line) : NULL;
    *in = b && b->has_equation ? b->name : NULL;
    return true;
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

/* The types the entry chose for the type variables, each once ("Int",
 * "Double, []"). */
static void type_args_text(const CheckSession *s, const Entry *e, StrBuf *out) {
    for (uint32_t i = 0; i < e->ntype_args; i++) {
        bool seen = false;
        for (uint32_t j = 0; j < i && !seen; j++) seen = type_equal(e->type_args[j], e->type_args[i]);
        if (seen) continue;
        if (i) sb_puts(out, ", ");
        print_type(&s->p, e->type_args[i], out);
    }
}

/* Did the path call the method (or look at the constant)? */
static bool method_used(const CValue *v) { return v && v->kind != CV_UNUSED && !(v->kind == CV_FUN && v->n == 0); }

/* Calls visit on each method of a symbolic dictionary d of class type t
 * that the path called (its name and the table of its answers), its
 * superclasses' too (Monad's >>= in a PrimMonad dictionary). */
typedef void (*MethodVisit)(const CheckSession *s, const char *name, const CValue *v, void *ctx);

static void each_method(const CheckSession *s, Type *t, const CValue *d, int depth, MethodVisit visit, void *ctx) {
    TyCon *tc = t->kind == TY_CON ? type_tycon(&s->p, t) : NULL;
    Class *cls = tc ? tc->cls : NULL;
    if (!cls || !d || depth > 16) return;
    if (cls->is_newtype) { /* the dictionary is its one method */
        if (method_used(d) && cls->nmethods == 1) visit(s, sym_str(&s->p.syms, cls->methods[0].name), d, ctx);
        return;
    }
    if (d->kind != CV_CON || !cls->con) return;
    for (uint32_t i = 0; i < d->n && i < cls->con->arity; i++) {
        if (i < cls->nsupers) /* its class is all that is needed of its type */
            each_method(s, cls->con->fields[i].type, d->args[i], depth + 1, visit, ctx);
        else if (i - cls->nsupers < cls->nmethods && method_used(d->args[i]))
            visit(s, sym_str(&s->p.syms, cls->methods[i - cls->nsupers].name), d->args[i], ctx);
    }
}

/* Calls visit on each method a counterexample's symbolic dictionaries
 * answered; sets *constraints to those dictionaries' constraints
 * (`Zog a, Monad m`; empty without any). */
static void each_symbolic_method(const CheckSession *s, const CheckResult *r, const Finding *f, MethodVisit visit,
                                 void *ctx, StrBuf *constraints) {
    const Entry *e = entry_of(r, f);
    for (uint32_t i = 0; i < e->nargs; i++) {
        if (!dictionary_input(s, e, i) || (e->fixed && e->fixed[i]) || !f->inputs[i]) continue;
        sb_puts(constraints, constraints->len ? ", " : "");
        print_type(&s->p, e->arg_types[i], constraints);
        each_method(s, e->arg_types[i], f->inputs[i], 0, visit, ctx);
    }
}

static void text_method(const CheckSession *s, const char *name, const CValue *v, void *ctx) {
    StrBuf *out = ctx;
    sb_printf(out, "where %s = ", name);
    cvalue_show(&s->p, v, false, out);
    sb_putc(out, '\n');
}

/* The symbolic dictionaries of a counterexample: which constraints no
 * instance met (their type variables opaque, `_` in values), and what
 * their methods answered on the path. */
static void text_methods(const CheckSession *s, const CheckResult *r, const Finding *f, StrBuf *out) {
    StrBuf line;
    sb_init(&line);
    each_symbolic_method(s, r, f, text_method, out, &line);
    if (line.len)
        sb_printf(out, "no instance of the program meets %s: lhx took any instance (its methods' results only "
                       "what their class signatures promise)\n", sb_str(&line));
    sb_free(&line);
}

static void json_method(const CheckSession *s, const char *name, const CValue *v, void *ctx) {
    cJSON *in = cJSON_CreateObject();
    cJSON_AddStringToObject(in, "name", name);
    StrBuf t;
    sb_init(&t);
    cvalue_show(&s->p, v, false, &t);
    cJSON_AddStringToObject(in, "value", sb_str(&t));
    sb_free(&t);
    cJSON_AddItemToArray((cJSON *)ctx, in);
}

/* When the entry gave the function class dictionaries (its type has class
 * constraints, its type variables taken as Int, Double, …): the instances used, each
 * once, so that the counterexample says at which type it holds. */
static void text_instances(const CheckSession *s, const CheckResult *r, StrBuf *out) {
    StrBuf line, one; /* " Eq Int, Num Int," and one " C T," */
    sb_init(&line);
    sb_init(&one);
    for (uint32_t i = 0; r->entry.fixed && i < r->entry.nargs; i++) {
        /* the empty call stack of HasCallStack (a constructor) is no instance */
        const Expr *d = r->entry.fixed[i];
        if (!d || (d->kind == EX_CON && strcmp(sym_str(&s->p.syms, d->u.con->name), "GHC.Stack.Types.EmptyCallStack") == 0))
            continue;
        sb_clear(&one);
        sb_putc(&one, ' ');
        print_type(&s->p, r->entry.arg_types[i], &one);
        sb_putc(&one, ',');
        if (!strstr(sb_str(&line), sb_str(&one))) sb_puts(&line, sb_str(&one));
    }
    if (line.len) {
        sb_puts(out, "lhx took ");
        type_args_text(s, &r->entry, out);
        sb_puts(out, " for the type variables, with the instances");
        sb_putn(out, line.data, line.len - 1);
        sb_putc(out, '\n');
    }
    sb_free(&one);
    sb_free(&line);
}

/* "at File.hs:12:5, in f": where the crash is, when known. */
static void text_crash_place(const CheckSession *s, const Finding *f, StrBuf *out) {
    const char *file, *in;
    if (!crash_place(s, f, &file, &in)) return;
    char cwd[4096];
    sb_printf(out, "at %s:%d:%d", display_path(file, cwd, sizeof cwd), f->crash.at.line, f->crash.at.col);
    if (in) sb_printf(out, ", in %s", in);
    sb_putc(out, '\n');
}

static void text_counterexample(const CheckSession *s, const CheckResult *r, const Finding *f, StrBuf *out) {
    show_call(s, r, f, out);
    sb_puts(out, " = ");
    show_value_or_error(s, is_own_post(f) ? f->site_result : NULL, out);
    sb_putc(out, '\n');
    show_predicates(s, r, out);
    if (!f->site) {
        if (f->crash_message) sb_printf(out, "crashes: %s\n", f->crash_message);
        else sb_printf(out, "crashes: %s\n", f->crash.reason);
        text_crash_place(s, f, out);
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
        sb_printf(out, ac->field ? "(%s is a field of %s)\n" : "(%s is the function given as an argument of %s)\n", g,
                  fname(&s->p, ac->argument_of));
    if (!f->nabstracted) {
        text_spec_line(site_contract(f), out);
        text_crash_place(s, f, out);
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
        const Contract *ac2 = a->contract;
        const Suggestion *sg = r->suggestion && r->suggestion->function == a->function ? r->suggestion : NULL;
        const char *gn = fname(&s->p, a->function);
        if (ac2 && ac2->inferred) {
            sb_printf(out, "%s has no refinement type; LiquidHaskell can only infer  %s\n", gn, ac2->text);
            if (sg) sb_printf(out, "Give %s a refinement type to eliminate this possibility, e.g.\n", gn);
        } else if (sg) {
            sb_printf(out, "Strengthen the refinement type of %s to eliminate this possibility, e.g.\n", gn);
        } else {
            sb_printf(out, "Strengthen the refinement type of %s to eliminate this possibility\n", gn);
            text_spec_line(a->contract, out);
        }
        if (sg) sb_printf(out, "  {-@ %s @-}\n", sg->contract->text);
    }
}

/* `name v1 v2` from values[0..n) (`_` for a value never read). */
static void show_named_call(const CheckSession *s, const char *name, CValue *const *values, uint32_t n, StrBuf *sb) {
    sb_puts(sb, name);
    for (uint32_t i = 0; i < n; i++) {
        sb_putc(sb, ' ');
        if (values && values[i]) cvalue_show(&s->p, values[i], true, sb);
        else sb_putc(sb, '_');
    }
}

static char *values_text(const CheckSession *s, CValue *const *values, uint32_t n) {
    StrBuf sb;
    sb_init(&sb);
    if (n != 1) sb_putc(&sb, '[');
    for (uint32_t i = 0; i < n; i++) {
        if (i) sb_puts(&sb, ", ");
        if (values[i]) cvalue_show(&s->p, values[i], false, &sb);
        else sb_putc(&sb, '_');
    }
    if (n != 1) sb_putc(&sb, ']');
    return sb_take(&sb);
}

/* The call repeats its caller's state: the same function with equal
 * arguments, so the input really diverges. */
static bool termination_repeats(const CheckSession *s, const Finding *f) {
    const TerminationSite *ts = f->site->contract;
    if (ts->held) return false; /* checked before it runs: nothing says it ever does */
    if (strcmp(ts->caller, ts->callee) != 0 || ts->ncaller != ts->ncallee) return false;
    char *a = values_text(s, f->site_args, ts->ncallee), *b = values_text(s, f->site_args + ts->ncallee, ts->ncaller);
    bool same = strcmp(a, b) == 0 && !strchr(a, '_');
    free(a);
    free(b);
    return same;
}

/* The signature to paste with the suggested metric, when the metric's names
 * are the signature's binders: `merge :: xs:[a] -> ys:[a] -> [a] / [len xs + len ys]`. */
static void text_suggestion(const CheckSession *s, const CheckResult *r, StrBuf *out) {
    const TerminationSite *ts = r->termination->site->contract;
    bool own = strcmp(ts->caller, fname(&s->p, r->f)) == 0;
    sb_printf(out, "a metric that decreases on every recursive call lhx tried: / %s%s%s\n", r->suggested_metric,
              own ? "" : " on the signature of ", own ? "" : ts->caller);
    if (own && r->metric_signature) sb_printf(out, "  {-@ %s @-}\n", r->metric_signature);
}

/* countDown 1 calls countDown (-1) / the metric … goes from 1 to -1 / … */
static void text_termination(const CheckSession *s, const Finding *f, StrBuf *out) {
    const TerminationSite *ts = f->site->contract;
    StrBuf caller;
    sb_init(&caller);
    show_named_call(s, ts->caller, f->site_args + ts->ncallee, ts->ncaller, &caller);
    sb_printf(out, "%s calls ", sb_str(&caller));
    show_named_call(s, ts->callee, f->site_args, ts->ncallee, out);
    sb_putc(out, '\n');
    CValue *const *old = f->site_args + ts->ncallee + ts->ncaller, *const *new = old + ts->nmetric;
    char *from = values_text(s, old, ts->nmetric), *to = values_text(s, new, ts->nmetric);
    if (ts->nmetric)
        sb_printf(out, "the metric %s goes from %s to %s\n", ts->described ? ts->described : "?", from, to);
    else if (ts->not_part) /* an autosize parameter, passed something else than its fields */
        sb_printf(out, "the metric %s is not known to decrease: the call passes a value that is not one of its "
                       "fields taken out by a case\n", ts->described ? ts->described : "?");
    else /* a data parameter without a measure, passed unchanged (translate/termination.c) */
        sb_printf(out, "the metric %s does not decrease: the call passes the same value\n",
                  ts->described ? ts->described : "?");
    free(from);
    free(to);
    if (ts->held)
        sb_printf(out, "the call sits in a constructor's field and was checked where that value is built: "
                       "LiquidHaskell checks every recursive call where it is written, whether or not it ever runs\n");
    if (termination_repeats(s, f))
        sb_printf(out, "%s does not terminate: the state repeats after 1 call\n", sb_str(&caller));
    else
        sb_printf(out, "LiquidHaskell cannot prove that %s terminates with this metric%s\n", ts->caller,
                  ts->written ? "" : " (the default one); write one that decreases on every recursive call as / [e] "
                                     "on its signature");
    sb_free(&caller);
}

void report_termination_text(const CheckSession *s, const Finding *f, StrBuf *out) { text_termination(s, f, out); }

/* The §2.2 note (paper 003): a callee that may not terminate can make
 * LiquidHaskell's refinements hold vacuously, so the safety counterexample
 * and the callee's termination go together. */
static void text_callee_nonterm(const CheckSession *s, const CheckResult *r, StrBuf *out) {
    if (!r->callee_nonterm) return;
    const char *g = r->callee_nonterm;
    sb_printf(out, "note: %s calls %s, which has a termination counterexample:\n%s", fname(&s->p, r->f), g,
              r->callee_nonterm_text);
    sb_printf(out, "LiquidHaskell rejects %s for termination too: a call that does not terminate can make a refinement "
                   "type hold vacuously, so fix %s's termination as well\n", g, g);
}

void report_where(const CheckSession *s, const Global *f, StrBuf *out) {
    const Span *sp = &f->var->span;
    if (sp->file) sb_printf(out, "%s:%d:%d: ", sym_str(&s->p.syms, sp->file), sp->line, sp->col);
    full_name(&s->p, f, out);
}

/* Why liquid rejects the function, when liquid did and lhx found why
 * (reasons.h): one line after the verdict's. */
static void text_reason(const CheckResult *r, StrBuf *out) {
    if (r->reason) sb_printf(out, "%s\n", r->reason);
}

void report_text(const CheckSession *s, const CheckResult *r, StrBuf *out) {
    report_where(s, r->f, out);
    if (r->contract && r->contract == spec_class_contract(&s->spec, r->f)) sb_puts(out, ", against its class's type");
    sb_puts(out, ": ");
    switch (r->verdict) {
    case VERDICT_CONCRETE:
    case VERDICT_ABSTRACT:
        sb_printf(out, "%s counterexample", r->verdict == VERDICT_CONCRETE ? "concrete" : "abstract");
        if (r->expected_failure) sb_printf(out, " (expected: the file declares `fail %s`)", fname(&s->p, r->f));
        sb_putc(out, '\n');
        text_counterexample(s, r, r->finding, out);
        text_methods(s, r, r->finding, out);
        text_instances(s, r, out);
        if (r->verdict == VERDICT_CONCRETE) text_callee_nonterm(s, r, out);
        if (r->termination) {
            sb_puts(out, "also a termination counterexample:\n");
            text_termination(s, r->termination, out);
            if (r->suggested_metric) text_suggestion(s, r, out);
        }
        break;
    case VERDICT_TERMINATION:
        sb_puts(out, "termination counterexample\n");
        text_termination(s, r->finding, out);
        if (r->suggested_metric) text_suggestion(s, r, out);
        if (safety_finding(r)) {
            sb_puts(out, "also an abstract counterexample (a call that does not terminate can return any value "
                         "its type allows):\n");
            text_counterexample(s, r, safety_finding(r), out);
        }
        break;
    case VERDICT_NONE: sb_printf(out, "no counterexample (%s)\n", r->message); break;
    case VERDICT_TIMEOUT: sb_printf(out, "timeout: no counterexample found in %.0f s (%s)\n", r->seconds, r->message); break;
    case VERDICT_UNSUPPORTED: sb_printf(out, "unsupported: %s\n", r->message); break;
    case VERDICT_ERROR: sb_printf(out, "error: %s\n", r->message); break;
    case VERDICT_COUNT: break; /* not a verdict */
    }
    text_reason(r, out);
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

/* {"file", "line", "col", "function"} of the crash's place, or null. */
static cJSON *json_crash_place(const CheckSession *s, const Finding *f) {
    const char *file, *in;
    if (!crash_place(s, f, &file, &in)) return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "file", file);
    cJSON_AddNumberToObject(o, "line", f->crash.at.line);
    cJSON_AddNumberToObject(o, "col", f->crash.at.col);
    add_string_or_null(o, "function", in);
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
        cJSON_AddItemToObject(v, "at", json_crash_place(s, f));
        return v;
    }
    StrBuf sb;
    sb_init(&sb);
    if (f->site->kind == ASSERT_TERMINATION) { /* the recursive call; the checked function's signature */
        const TerminationSite *ts = f->site->contract;
        show_named_call(s, ts->callee, f->site_args, ts->ncallee, &sb);
        cJSON_AddStringToObject(v, "function", ts->callee);
        cJSON_AddStringToObject(v, "call", sb_str(&sb));
        sb_free(&sb);
        cJSON_AddStringToObject(v, "result", "error");
        add_string_or_null(v, "spec", r->contract ? r->contract->text : NULL);
        cJSON_AddItemToObject(v, "spec_span", spec_span(r->contract));
        cJSON_AddNullToObject(v, "message");
        return v;
    }
    if (f->site->kind == ASSERT_POSTCONDITION) show_call(s, r, f, &sb);
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
    cJSON_AddItemToObject(v, "at", json_crash_place(s, f));
    return v;
}

/* The termination member: what the recursive call does to the metric. */
static cJSON *json_termination(const CheckSession *s, const Finding *f) {
    const TerminationSite *ts = f->site->contract;
    cJSON *o = cJSON_CreateObject();
    StrBuf sb;
    sb_init(&sb);
    show_named_call(s, ts->caller, f->site_args + ts->ncallee, ts->ncaller, &sb);
    cJSON_AddStringToObject(o, "caller", sb_str(&sb));
    sb_clear(&sb);
    show_named_call(s, ts->callee, f->site_args, ts->ncallee, &sb);
    cJSON_AddStringToObject(o, "call", sb_str(&sb));
    sb_free(&sb);
    cJSON *m = cJSON_AddArrayToObject(o, "metric");
    for (uint32_t i = 0; i < ts->nmetric; i++) cJSON_AddItemToArray(m, cJSON_CreateString(ts->metric[i]));
    cJSON_AddBoolToObject(o, "written", ts->written);
    CValue *const *old = f->site_args + ts->ncallee + ts->ncaller;
    cJSON *from = cJSON_AddArrayToObject(o, "from"), *to = cJSON_AddArrayToObject(o, "to");
    for (uint32_t i = 0; i < ts->nmetric; i++) {
        char *a = value_text(s, old[i], false), *b = value_text(s, old[ts->nmetric + i], false);
        cJSON_AddItemToArray(from, cJSON_CreateString(a));
        cJSON_AddItemToArray(to, cJSON_CreateString(b));
        free(a);
        free(b);
    }
    cJSON_AddBoolToObject(o, "diverges", termination_repeats(s, f));
    cJSON_AddBoolToObject(o, "held", ts->held);
    sb_init(&sb);
    text_termination(s, f, &sb);
    cJSON_AddStringToObject(o, "text", sb_str(&sb));
    sb_free(&sb);
    return o;
}

/* Where a signature is to go: the whole range of the one it replaces
 * (from its name to the end of its type: the {-@ @-} around it is the
 * editor's to find), or the line before the callee's definition. */
static cJSON *suggestion_span(const CheckSession *s, const CheckResult *r, const Suggestion *sg) {
    if (sg->replaces) return spec_span(sg->replaces);
    const Span *at = r->insert_at.file ? &r->insert_at : &sg->function->var->span;
    Span sp = {at->file, at->line, 1, at->line, 1};
    return report_span(&s->p, &sp);
}

/* The suggested refinement type (docs/json.md), or JSON null. */
static cJSON *json_suggestion(const CheckSession *s, const CheckResult *r) {
    const Suggestion *sg = r->suggestion;
    if (!sg) return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "function", fname(&s->p, sg->function));
    cJSON_AddStringToObject(o, "signature", sg->contract->text);
    char *text = str_format("{-@ %s @-}", sg->contract->text);
    cJSON_AddStringToObject(o, "text", text);
    free(text);
    cJSON_AddStringToObject(o, "action", sg->replaces ? "replace" : "insert");
    cJSON_AddItemToObject(o, "span", suggestion_span(s, r, sg));
    cJSON_AddBoolToObject(o, "holds", sg->holds);
    cJSON_AddBoolToObject(o, "verifies", sg->verifies);
    if (sg->implied >= 0) cJSON_AddBoolToObject(o, "implied_by", sg->implied == 1);
    else cJSON_AddNullToObject(o, "implied_by");
    return o;
}

static cJSON *json_counterexample(const CheckSession *s, const CheckResult *r) {
    const Finding *f = r->finding;
    cJSON *o = cJSON_CreateObject();
    StrBuf sb;
    sb_init(&sb);
    show_call(s, r, f, &sb);
    cJSON_AddStringToObject(o, "call", sb_str(&sb));
    cJSON *inputs = cJSON_AddArrayToObject(o, "inputs");
    const Entry *e = entry_of(r, f);
    for (uint32_t i = 0, k = 0, npreds = chosen_predicates(r); i < e->nargs; i++) {
        if (dictionary_input(s, e, i)) continue;
        bool pred = k < npreds; /* the chosen abstract refinements come first */
        k++;
        if (!f->inputs[i]) continue;
        cJSON *in = cJSON_CreateObject();
        cJSON_AddStringToObject(in, "name", e->arg_names[i] ? e->arg_names[i] : "_");
        StrBuf t;
        sb_init(&t);
        if (pred) show_predicate(s, r, k - 1, f->inputs[i], &t);
        else cvalue_show(&s->p, f->inputs[i], false, &t);
        cJSON_AddStringToObject(in, "value", sb_str(&t));
        sb_free(&t);
        cJSON_AddItemToArray(inputs, in);
    }
    StrBuf constraints;
    sb_init(&constraints);
    each_symbolic_method(s, r, f, json_method, cJSON_AddArrayToObject(o, "methods"), &constraints);
    sb_free(&constraints);
    char *res = value_text(s, is_own_post(f) ? f->site_result : NULL, false);
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
        cJSON_AddBoolToObject(x, "inferred", c && c->inferred);
        cJSON_AddItemToArray(abs, x);
    }
    cJSON_AddItemToObject(o, "suggestion", json_suggestion(s, r));
    sb_clear(&sb);
    if (f->site && f->site->kind == ASSERT_TERMINATION) text_termination(s, f, &sb);
    else text_counterexample(s, r, f, &sb);
    cJSON_AddStringToObject(o, "text", sb_str(&sb));
    sb_free(&sb);
    return o;
}

/* "reason": {"kind", "text"}, only when liquid rejected the function and
 * lhx found why (reasons.h). */
static void json_reason(const CheckResult *r, cJSON *o) {
    if (!r->reason) return;
    cJSON *reason = cJSON_AddObjectToObject(o, "reason");
    cJSON_AddStringToObject(reason, "kind", r->reason_kind);
    cJSON_AddStringToObject(reason, "text", r->reason);
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

/* The signature with the suggested metric, as an edit (docs/json.md
 * `termination.fix`, the shape of a suggestion): replacing f's own, or
 * inserted on the line where f's definition begins; JSON null without one. */
static cJSON *json_metric_fix(const CheckSession *s, const CheckResult *r) {
    if (!r->metric_signature) return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "function", fname(&s->p, r->f));
    cJSON_AddStringToObject(o, "signature", r->metric_signature);
    char *text = str_format("{-@ %s @-}", r->metric_signature);
    cJSON_AddStringToObject(o, "text", text);
    free(text);
    cJSON_AddStringToObject(o, "action", r->metric_replaces ? "replace" : "insert");
    const Span *at = r->range.file ? &r->range : &r->f->var->span;
    Span line = {at->file, at->line, 1, at->line, 1};
    cJSON_AddItemToObject(o, "span", r->metric_replaces ? spec_span(r->contract) : report_span(&s->p, &line));
    return o;
}

cJSON *report_json(const CheckSession *s, const CheckResult *r) {
    cJSON *o = cJSON_CreateObject();
    StrBuf name;
    sb_init(&name);
    full_name(&s->p, r->f, &name);
    cJSON_AddStringToObject(o, "function", sb_str(&name));
    sb_free(&name);
    cJSON_AddItemToObject(o, "span", report_span(&s->p, r->range.file ? &r->range : &r->f->var->span));
    cJSON_AddStringToObject(o, "verdict", verdict_name(r->verdict));
    add_string_or_null(o, "message", r->message);
    cJSON_AddNumberToObject(o, "seconds", r->seconds);
    cJSON_AddNumberToObject(o, "ghc_seconds", round(s->ghc_seconds * 1000) / 1000);
    cJSON_AddBoolToObject(o, "expected_failure", r->expected_failure);
    if (r->finding) cJSON_AddItemToObject(o, "counterexample", json_counterexample(s, r));
    else cJSON_AddNullToObject(o, "counterexample");
    if (r->termination) {
        cJSON *t = json_termination(s, r->termination);
        add_string_or_null(t, "suggested_metric", r->suggested_metric);
        cJSON_AddItemToObject(t, "fix", json_metric_fix(s, r));
        cJSON_AddItemToObject(o, "termination", t);
    } else {
        cJSON_AddNullToObject(o, "termination");
    }
    if (r->callee_nonterm) {
        cJSON *n = cJSON_AddObjectToObject(o, "callee_termination");
        cJSON_AddStringToObject(n, "function", r->callee_nonterm);
        cJSON_AddStringToObject(n, "text", r->callee_nonterm_text);
    } else {
        cJSON_AddNullToObject(o, "callee_termination");
    }
    json_reason(r, o);
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
