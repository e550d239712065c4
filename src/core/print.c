/* print.c — see print.h. */
#include "print.h"
#include "link.h"
#include "../util/xalloc.h"

#include <stdlib.h>

#include <string.h>

typedef struct Printer {
    const Program *p;
    StrBuf *out;
    int indent;
    SymMap *name_count; /* source name -> (void*)count, within the current definition */
} Printer;

static const char *str(const Program *p, Sym s) { return sym_str(&p->syms, s); }

static const char *unqualified(const char *s) { return name_occ(s); }

/* ---- Types ------------------------------------------------------------ */

enum { PREC_TOP, PREC_FUN, PREC_APP };

/* Type variables print by their source name: GHC's ids are name_unique
 * (with _N appended by the plugin where a name repeats). */
static void put_tyvar(StrBuf *out, const char *id) {
    const char *us = strchr(id + 1, '_');
    sb_putn(out, id, us ? (size_t)(us - id) : strlen(id));
}

static void type_prec(const Program *p, const Type *t, int prec, StrBuf *out);
static void print_string_lit(const char *s, uint32_t len, StrBuf *out);

static void type_args(const Program *p, Type *const *args, uint32_t n, StrBuf *out) {
    for (uint32_t i = 0; i < n; i++) {
        sb_putc(out, ' ');
        type_prec(p, args[i], PREC_APP, out);
    }
}

static void type_con(const Program *p, const Type *t, int prec, StrBuf *out) {
    const char *name = unqualified(str(p, t->u.con.name));
    uint32_t n = t->u.con.nargs;
    if (strcmp(name, "[]") == 0 && n == 1) {
        sb_putc(out, '[');
        type_prec(p, t->u.con.args[0], PREC_TOP, out);
        sb_putc(out, ']');
        return;
    }
    if (name[0] == '(' && name[1] == ',' && n >= 2) {
        sb_putc(out, '(');
        for (uint32_t i = 0; i < n; i++) {
            if (i) sb_puts(out, ", ");
            type_prec(p, t->u.con.args[i], PREC_TOP, out);
        }
        sb_putc(out, ')');
        return;
    }
    if (n && prec >= PREC_APP) sb_putc(out, '(');
    sb_puts(out, name);
    type_args(p, t->u.con.args, n, out);
    if (n && prec >= PREC_APP) sb_putc(out, ')');
}

static void type_prec(const Program *p, const Type *t, int prec, StrBuf *out) {
    switch (t->kind) {
    case TY_CON:
        type_con(p, t, prec, out);
        break;
    case TY_VAR:
        put_tyvar(out, str(p, t->u.var));
        break;
    case TY_FUN:
        if (prec > PREC_TOP) sb_putc(out, '(');
        type_prec(p, t->u.fun.arg, type_is_dictionary(p, t->u.fun.arg) ? PREC_TOP : PREC_FUN, out);
        sb_puts(out, type_is_dictionary(p, t->u.fun.arg) ? " => " : " -> ");
        type_prec(p, t->u.fun.res, PREC_TOP, out);
        if (prec > PREC_TOP) sb_putc(out, ')');
        break;
    case TY_FORALL:
        if (prec > PREC_TOP) sb_putc(out, '(');
        sb_puts(out, "forall");
        while (t->kind == TY_FORALL) {
            sb_printf(out, " %s", str(p, t->u.forall.var->name));
            t = t->u.forall.body;
        }
        sb_puts(out, ". ");
        type_prec(p, t, PREC_TOP, out);
        if (prec > PREC_TOP) sb_putc(out, ')');
        break;
    case TY_APP:
        if (prec >= PREC_APP) sb_putc(out, '(');
        type_prec(p, t->u.app.fun, PREC_APP, out);
        type_args(p, t->u.app.args, t->u.app.nargs, out);
        if (prec >= PREC_APP) sb_putc(out, ')');
        break;
    case TY_LIT: /* a number as it is, a string quoted ("" too) */
        if (t->u.text[0] && strspn(t->u.text, "0123456789") == strlen(t->u.text)) sb_puts(out, t->u.text);
        else print_string_lit(t->u.text, (uint32_t)strlen(t->u.text), out);
        break;
    case TY_OTHER:
        sb_puts(out, t->u.text);
        break;
    }
}

void print_type(const Program *p, const Type *t, StrBuf *out) { type_prec(p, t, PREC_TOP, out); }

/* ---- Literals --------------------------------------------------------- */

static void print_string_lit(const char *s, uint32_t len, StrBuf *out) {
    sb_putc(out, '"');
    for (uint32_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') sb_printf(out, "\\%c", c);
        else if (c == '\n') sb_puts(out, "\\n");
        else if (c < 0x20 || c == 0x7f) sb_printf(out, "\\%u", c);
        else sb_putc(out, (char)c);
    }
    sb_putc(out, '"');
}

static void print_literal(const Literal *l, StrBuf *out) {
    switch (l->kind) {
    case LIT_INT: sb_printf(out, "%lld#", (long long)l->i); break;
    case LIT_WORD: sb_printf(out, "%llu##", (unsigned long long)l->w); break;
    case LIT_INTEGER: case LIT_NATURAL: sb_puts(out, l->text); break;
    case LIT_CHAR:
        if (l->i >= 0x20 && l->i < 0x7f && l->i != '\'' && l->i != '\\') sb_printf(out, "'%c'#", (char)l->i);
        else sb_printf(out, "'\\%lld'#", (long long)l->i);
        break;
    case LIT_DOUBLE: sb_printf(out, "%s##", l->text); break;
    case LIT_FLOAT: sb_printf(out, "%s#", l->text); break;
    case LIT_STRING: print_string_lit(l->text, l->len, out), sb_putc(out, '#'); break;
    case LIT_NULL: sb_puts(out, "nullAddr#"); break;
    case LIT_RUBBISH: sb_puts(out, "RUBBISH"); break;
    case LIT_LABEL: sb_printf(out, "&%s", l->text); break;
    default:
        if (l->kind >= LIT_WORD8 && l->kind <= LIT_WORD64) sb_printf(out, "%llu##", (unsigned long long)l->w);
        else sb_printf(out, "%lld#", (long long)l->i);
    }
}

/* ---- Expressions ------------------------------------------------------ */

static void newline(Printer *pr) {
    sb_putc(pr->out, '\n');
    for (int i = 0; i < pr->indent; i++) sb_puts(pr->out, "  ");
}

/* Globals print qualified, except the printed program's own; locals by
 * their source name unless it is ambiguous in the current definition. */
static void var_name(Printer *pr, const Var *v) {
    const Global *g = v->global;
    if (g && symmap_get(&pr->p->globals, v->id) == g) {
        bool own = g->origin == ORIG_MODULE && g->owner && !g->owner->is_prelude;
        sb_puts(pr->out, str(pr->p, own ? v->name : v->id));
        return;
    }
    if (g) { /* a module-internal top-level name: GHC's names repeat ($dShow) */
        sb_puts(pr->out, str(pr->p, v->id));
        return;
    }
    uintptr_t count = pr->name_count ? (uintptr_t)symmap_get(pr->name_count, v->name) : 0;
    sb_puts(pr->out, str(pr->p, count > 1 ? v->id : v->name));
}

static void expr_prec(Printer *pr, const Expr *e, int prec);

static void print_binder(Printer *pr, const Var *v) {
    if (v->flags & VAR_TYVAR) {
        sb_putc(pr->out, '@');
        put_tyvar(pr->out, str(pr->p, v->id));
        return;
    }
    sb_putc(pr->out, '(');
    var_name(pr, v);
    sb_puts(pr->out, " :: ");
    print_type(pr->p, v->type, pr->out);
    sb_putc(pr->out, ')');
}

static void print_lam(Printer *pr, const Expr *e, int prec) {
    if (prec > PREC_TOP) sb_putc(pr->out, '(');
    sb_puts(pr->out, "\\");
    while (e->kind == EX_LAM) {
        sb_putc(pr->out, ' ');
        print_binder(pr, e->u.lam.bndr);
        e = e->u.lam.body;
    }
    sb_puts(pr->out, " ->");
    pr->indent++;
    newline(pr);
    expr_prec(pr, e, PREC_TOP);
    pr->indent--;
    if (prec > PREC_TOP) sb_putc(pr->out, ')');
}

static void print_let(Printer *pr, const Expr *e, int prec) {
    if (prec > PREC_TOP) sb_putc(pr->out, '(');
    sb_puts(pr->out, e->u.let.rec ? "let rec {" : "let {");
    pr->indent++;
    for (uint32_t i = 0; i < e->u.let.nbinds; i++) {
        newline(pr);
        var_name(pr, e->u.let.binds[i].var);
        sb_puts(pr->out, " :: ");
        print_type(pr->p, e->u.let.binds[i].var->type, pr->out);
        newline(pr);
        var_name(pr, e->u.let.binds[i].var);
        sb_puts(pr->out, " = ");
        pr->indent++;
        expr_prec(pr, e->u.let.binds[i].rhs, PREC_TOP);
        pr->indent--;
        sb_putc(pr->out, ';');
    }
    pr->indent--;
    newline(pr);
    sb_puts(pr->out, "} in ");
    expr_prec(pr, e->u.let.body, PREC_TOP);
    if (prec > PREC_TOP) sb_putc(pr->out, ')');
}

static void print_alt(Printer *pr, const Alt *a) {
    newline(pr);
    switch (a->kind) {
    case ALT_DEFAULT: sb_puts(pr->out, "_"); break;
    case ALT_LIT: print_literal(&a->lit, pr->out); break;
    case ALT_DATA: {
        const char *c = unqualified(str(pr->p, a->con->name));
        bool op = !((c[0] >= 'A' && c[0] <= 'Z') || c[0] == '(' || c[0] == '[');
        sb_printf(pr->out, op ? "(%s)" : "%s", c);
        for (uint32_t i = 0; i < a->nbndrs; i++) {
            sb_putc(pr->out, ' ');
            if (a->bndrs[i]->flags & VAR_TYVAR) {
                sb_putc(pr->out, '@');
                put_tyvar(pr->out, str(pr->p, a->bndrs[i]->id));
            } else {
                var_name(pr, a->bndrs[i]);
            }
        }
        break;
    }
    }
    sb_puts(pr->out, " ->");
    pr->indent++;
    newline(pr);
    expr_prec(pr, a->rhs, PREC_TOP);
    pr->indent--;
}

static void print_case(Printer *pr, const Expr *e, int prec) {
    if (prec > PREC_TOP) sb_putc(pr->out, '(');
    sb_puts(pr->out, "case ");
    expr_prec(pr, e->u.kase.scrut, PREC_TOP);
    sb_puts(pr->out, " of ");
    var_name(pr, e->u.kase.bndr);
    sb_puts(pr->out, " {");
    pr->indent++;
    for (uint32_t i = 0; i < e->u.kase.nalts; i++) print_alt(pr, &e->u.kase.alts[i]);
    pr->indent--;
    newline(pr);
    sb_putc(pr->out, '}');
    if (prec > PREC_TOP) sb_putc(pr->out, ')');
}

static void print_app(Printer *pr, const Expr *e, int prec) {
    if (prec >= PREC_APP) sb_putc(pr->out, '(');
    expr_prec(pr, e->u.app.fun, PREC_FUN);
    for (uint32_t i = 0; i < e->u.app.nargs; i++) {
        sb_putc(pr->out, ' ');
        expr_prec(pr, e->u.app.args[i], PREC_APP);
    }
    if (prec >= PREC_APP) sb_putc(pr->out, ')');
}

static void print_cond(Printer *pr, const char *kw, const Expr *e, int prec) {
    if (prec > PREC_TOP) sb_putc(pr->out, '(');
    sb_printf(pr->out, "%s ", kw);
    expr_prec(pr, e->u.cond.pred, PREC_APP);
    sb_puts(pr->out, " in ");
    expr_prec(pr, e->u.cond.body, PREC_TOP);
    if (prec > PREC_TOP) sb_putc(pr->out, ')');
}

static void expr_prec(Printer *pr, const Expr *e, int prec) {
    switch (e->kind) {
    case EX_VAR: var_name(pr, e->u.var); break;
    case EX_CON: {
        const char *c = unqualified(str(pr->p, e->u.con->name));
        bool op = !((c[0] >= 'A' && c[0] <= 'Z') || c[0] == '(' || c[0] == '[');
        sb_printf(pr->out, op ? "(%s)" : "%s", c);
        break;
    }
    case EX_LIT: {
        bool neg = (e->u.lit.kind == LIT_INT || e->u.lit.kind == LIT_INTEGER || e->u.lit.kind == LIT_DOUBLE ||
                    e->u.lit.kind == LIT_FLOAT) && e->u.lit.text ? e->u.lit.text[0] == '-' : e->u.lit.i < 0;
        if (neg && prec >= PREC_APP) sb_putc(pr->out, '(');
        print_literal(&e->u.lit, pr->out);
        if (neg && prec >= PREC_APP) sb_putc(pr->out, ')');
        break;
    }
    case EX_APP: print_app(pr, e, prec); break;
    case EX_TYPE:
        sb_putc(pr->out, '@');
        type_prec(pr->p, e->u.type, PREC_APP, pr->out);
        break;
    case EX_COERCION: sb_puts(pr->out, "<co>"); break;
    case EX_LAM: print_lam(pr, e, prec); break;
    case EX_LET: print_let(pr, e, prec); break;
    case EX_CASE: print_case(pr, e, prec); break;
    case EX_CAST:
        if (prec > PREC_TOP) sb_putc(pr->out, '(');
        expr_prec(pr, e->u.cast.body, PREC_APP);
        sb_puts(pr->out, " |> ");
        type_prec(pr->p, e->u.cast.type, PREC_APP, pr->out);
        if (prec > PREC_TOP) sb_putc(pr->out, ')');
        break;
    case EX_SYMGEN:
        sb_puts(pr->out, "(? : ");
        print_type(pr->p, e->u.type, pr->out);
        sb_putc(pr->out, ')');
        break;
    case EX_CHOICE:
        if (prec > PREC_TOP) sb_putc(pr->out, '(');
        expr_prec(pr, e->u.choice.left, PREC_APP);
        sb_puts(pr->out, " [] ");
        expr_prec(pr, e->u.choice.right, PREC_APP);
        if (prec > PREC_TOP) sb_putc(pr->out, ')');
        break;
    case EX_ASSUME: print_cond(pr, "assume", e, prec); break;
    case EX_ASSERT: print_cond(pr, "assert", e, prec); break;
    case EX_CRASH: sb_puts(pr->out, "CRASH"); break;
    }
}

void print_expr(const Program *p, const Expr *e, StrBuf *out) {
    Printer pr = {p, out, 0, NULL};
    expr_prec(&pr, e, PREC_TOP);
}

/* ---- Name counting (for unambiguous local names) ---------------------- */

static void count_name(SymMap *m, const Var *v) {
    symmap_put(m, v->name, (void *)((uintptr_t)symmap_get(m, v->name) + 1));
}

static void count_names(SymMap *m, const Expr *e) {
    switch (e->kind) {
    case EX_APP:
        count_names(m, e->u.app.fun);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) count_names(m, e->u.app.args[i]);
        break;
    case EX_LAM:
        count_name(m, e->u.lam.bndr);
        count_names(m, e->u.lam.body);
        break;
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) {
            count_name(m, e->u.let.binds[i].var);
            count_names(m, e->u.let.binds[i].rhs);
        }
        count_names(m, e->u.let.body);
        break;
    case EX_CASE:
        count_names(m, e->u.kase.scrut);
        count_name(m, e->u.kase.bndr);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) {
            for (uint32_t j = 0; j < e->u.kase.alts[i].nbndrs; j++) count_name(m, e->u.kase.alts[i].bndrs[j]);
            count_names(m, e->u.kase.alts[i].rhs);
        }
        break;
    case EX_CAST: count_names(m, e->u.cast.body); break;
    default: break;
    }
}

/* ---- Modules ---------------------------------------------------------- */

static void print_datacon(const Program *p, const DataCon *dc, StrBuf *out) {
    const char *name = unqualified(str(p, dc->name));
    bool labels = dc->arity && dc->fields[0].label;
    if (dc->infix && dc->arity == 2) {
        if (dc->fields[0].strict) sb_putc(out, '!');
        type_prec(p, dc->fields[0].type, PREC_APP, out);
        sb_printf(out, " %s ", name);
        if (dc->fields[1].strict) sb_putc(out, '!');
        type_prec(p, dc->fields[1].type, PREC_APP, out);
        return;
    }
    sb_puts(out, name);
    if (labels) sb_puts(out, " {");
    for (uint32_t i = 0; i < dc->arity; i++) {
        if (labels) sb_printf(out, "%s%s :: ", i ? ", " : " ", str(p, dc->fields[i].label));
        else sb_putc(out, ' ');
        if (dc->fields[i].strict) sb_putc(out, '!');
        type_prec(p, dc->fields[i].type, labels ? PREC_TOP : PREC_APP, out);
    }
    if (labels) sb_puts(out, " }");
}

static void print_tycon(const Program *p, const TyCon *tc, StrBuf *out) {
    sb_printf(out, "%s %s", tc->kind == TC_NEWTYPE ? "newtype" : "data", unqualified(str(p, tc->name)));
    for (uint32_t i = 0; i < tc->ntyvars; i++) sb_printf(out, " %s", str(p, tc->tyvars[i]->name));
    for (uint32_t i = 0; i < tc->ncons; i++) {
        sb_puts(out, i ? "\n  | " : "\n  = ");
        print_datacon(p, tc->cons[i], out);
    }
    sb_putc(out, '\n');
}

static void print_class(const Program *p, const Class *c, StrBuf *out) {
    sb_printf(out, "class %s", unqualified(str(p, c->name)));
    for (uint32_t i = 0; i < c->ntyvars; i++) sb_printf(out, " %s", str(p, c->tyvars[i]->name));
    sb_printf(out, "  -- dictionary %s%s, superclasses %u, methods:", c->con_name ? str(p, c->con_name) : "-",
              c->is_newtype ? " (newtype)" : "", c->nsupers);
    for (uint32_t i = 0; i < c->nmethods; i++) sb_printf(out, " %s", str(p, c->methods[i].name));
    sb_putc(out, '\n');
}

static void print_binding(const Program *p, const Global *g, StrBuf *out) {
    SymMap counts;
    symmap_init(&counts);
    if (g->rhs) count_names(&counts, g->rhs);
    Printer pr = {p, out, 0, &counts};
    const Var *v = g->var;
    if (v->span.file) sb_printf(out, "-- %s:%d:%d\n", str(p, v->span.file), v->span.line, v->span.col);
    var_name(&pr, v);
    sb_puts(out, " :: ");
    print_type(p, v->type, out);
    sb_putc(out, '\n');
    var_name(&pr, v);
    sb_puts(out, " =");
    pr.indent = 1;
    newline(&pr);
    if (g->rhs) expr_prec(&pr, g->rhs, PREC_TOP);
    sb_puts(out, "\n\n");
    symmap_free(&counts);
}

void print_module(const Program *p, const Module *m, StrBuf *out) {
    sb_printf(out, "module %s  -- %s\n\n", str(p, m->name), m->file);
    for (size_t i = 0; i < p->tycons.cap; i++) {
        const TyCon *tc = p->tycons.keys[i] ? p->tycons.vals[i] : NULL;
        if (tc && tc->module == m->name && (tc->kind == TC_DATA || tc->kind == TC_NEWTYPE)) print_tycon(p, tc, out);
    }
    for (size_t i = 0; i < p->classes.cap; i++) {
        const Class *c = p->classes.keys[i] ? p->classes.vals[i] : NULL;
        if (c && c->tycon && c->tycon->module == m->name) print_class(p, c, out);
    }
    for (uint32_t i = 0; i < m->ninsts; i++) {
        sb_printf(out, "instance %s", unqualified(str(p, m->insts[i].cls)));
        for (uint32_t j = 0; j < m->insts[i].ntypes; j++) {
            sb_putc(out, ' ');
            type_prec(p, m->insts[i].types[j], PREC_APP, out);
        }
        sb_printf(out, "  -- dictionary %s\n", str(p, m->insts[i].dfun));
    }
    sb_putc(out, '\n');
    for (uint32_t i = 0; i < m->nbinds; i++) print_binding(p, m->binds[i], out);
}

static void collect_externals(const Program *p, const Expr *e, SymMap *seen, const Global ***list, size_t *n,
                              size_t *cap);

static void visit_global(const Program *p, const Global *g, SymMap *seen, const Global ***list, size_t *n,
                         size_t *cap) {
    if (symmap_get(seen, g->var->id)) return;
    symmap_put(seen, g->var->id, (void *)g);
    if (g->origin != ORIG_MODULE || g->owner->is_prelude) {
        VEC_PUSH(*list, *n, *cap, g);
    }
    const Global *def = g->origin == ORIG_MODEL ? g->model : g;
    if (def != g) visit_global(p, def, seen, list, n, cap);
    if (def->rhs && g->origin != ORIG_PRIMITIVE) collect_externals(p, def->rhs, seen, list, n, cap);
}

static void collect_externals(const Program *p, const Expr *e, SymMap *seen, const Global ***list, size_t *n,
                              size_t *cap) {
    switch (e->kind) {
    case EX_VAR:
        if (e->u.var->global) visit_global(p, e->u.var->global, seen, list, n, cap);
        break;
    case EX_APP:
        collect_externals(p, e->u.app.fun, seen, list, n, cap);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) collect_externals(p, e->u.app.args[i], seen, list, n, cap);
        break;
    case EX_LAM: collect_externals(p, e->u.lam.body, seen, list, n, cap); break;
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) collect_externals(p, e->u.let.binds[i].rhs, seen, list, n, cap);
        collect_externals(p, e->u.let.body, seen, list, n, cap);
        break;
    case EX_CASE:
        collect_externals(p, e->u.kase.scrut, seen, list, n, cap);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) collect_externals(p, e->u.kase.alts[i].rhs, seen, list, n, cap);
        break;
    case EX_CAST: collect_externals(p, e->u.cast.body, seen, list, n, cap); break;
    default: break;
    }
}

typedef struct NamedGlobal {
    const char *name;
    const Global *g;
} NamedGlobal;

static int cmp_named(const void *a, const void *b) {
    return strcmp(((const NamedGlobal *)a)->name, ((const NamedGlobal *)b)->name);
}

void print_externals(const Program *p, const Module *m, StrBuf *out) {
    SymMap seen;
    symmap_init(&seen);
    const Global **list = NULL;
    size_t n = 0, cap = 0;
    for (uint32_t i = 0; i < m->nbinds; i++) {
        symmap_put(&seen, m->binds[i]->var->id, m->binds[i]);
        if (m->binds[i]->rhs) collect_externals(p, m->binds[i]->rhs, &seen, &list, &n, &cap);
    }
    NamedGlobal *sorted = xcalloc(n, sizeof *sorted);
    for (size_t i = 0; i < n; i++) sorted[i] = (NamedGlobal){str(p, list[i]->var->id), list[i]};
    qsort(sorted, n, sizeof *sorted, cmp_named);
    sb_printf(out, "-- externals reached: %zu\n", n);
    for (size_t i = 0; i < n; i++) {
        const Global *g = sorted[i].g;
        sb_printf(out, "-- %-50s %s", str(p, g->var->id), origin_name(g->origin));
        if (g->origin == ORIG_MODEL) sb_printf(out, " %s", str(p, g->model->var->id));
        if (g->origin == ORIG_PRIMOP) sb_printf(out, " %s", str(p, g->primop));
        if (g->origin == ORIG_NONE && g->reason) sb_printf(out, " (%s)", g->reason);
        sb_putc(out, '\n');
    }
    free(sorted);
    free(list);
    symmap_free(&seen);
}
