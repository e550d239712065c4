/* print.c — see print.h. Parentheses follow the precedence table
 * of parse.h: a child is parenthesised exactly when its own precedence
 * is below what its position requires. */
#include "print.h"
#include "parse.h"
#include "../util/utf8.h"

#include <string.h>

/* ---------------------------------------------------------------- logic */

static int binop_prec(SpecBinOp op) {
    switch (op) {
    case SB_IFF: return SPEC_PREC_IFF;
    case SB_IMP: return SPEC_PREC_IMP;
    case SB_OR: return SPEC_PREC_OR;
    case SB_AND: return SPEC_PREC_AND;
    case SB_ADD:
    case SB_SUB: return SPEC_PREC_ADD;
    case SB_MUL:
    case SB_DIV:
    case SB_MOD: return SPEC_PREC_MUL;
    default: return SPEC_PREC_REL;
    }
}

static SpecAssoc binop_assoc(SpecBinOp op) {
    switch (op) {
    case SB_IFF:
    case SB_IMP:
    case SB_OR:
    case SB_AND: return SPEC_ASSOC_RIGHT;
    case SB_ADD:
    case SB_SUB:
    case SB_MUL:
    case SB_DIV:
    case SB_MOD: return SPEC_ASSOC_LEFT;
    default: return SPEC_ASSOC_NONE;
    }
}

static int expr_prec(const SpecExpr *e) {
    switch (e->kind) {
    case SE_BIN: return binop_prec(e->u.bin.op);
    case SE_APP:
        if (e->u.app.form == SPEC_APP_TUPLE || e->u.app.form == SPEC_APP_LIST) return SPEC_PREC_ATOM;
        return e->u.app.form == SPEC_APP_PREFIX ? SPEC_PREC_APP : e->u.app.prec;
    case SE_NOT: return SPEC_PREC_NOT;
    case SE_NEG: return SPEC_PREC_NEG;
    case SE_PROP: return e->u.prop.question ? SPEC_PREC_QUESTION : SPEC_PREC_APP;
    case SE_ITE: return SPEC_PREC_ITE;
    default: return SPEC_PREC_ATOM;
    }
}

static bool is_symbolic(const char *s) {
    return *s && strchr("!#$%&*+./<=>?@\\^|-~:", *s) != NULL;
}

/* Is n an operator, possibly qualified (++, GHC.Base.++)? */
static bool is_operator_name(const char *n) {
    for (const char *q = n; *q >= 'A' && *q <= 'Z';) { /* a module qualifier M. */
        while ((*q >= 'A' && *q <= 'Z') || (*q >= 'a' && *q <= 'z') || (*q >= '0' && *q <= '9') || *q == '_' ||
               *q == '\'')
            q++;
        if (*q != '.' || !q[1]) break;
        if (is_symbolic(q + 1)) return true;
        q++;
    }
    return is_symbolic(n);
}

static void put_name(StrBuf *sb, const Interner *in, Sym s) {
    const char *n = sym_str(in, s);
    if (is_operator_name(n))
        sb_printf(sb, "(%s)", n);
    else
        sb_puts(sb, n);
}

static void put_utf8(StrBuf *sb, uint32_t cp) {
    char bytes[4];
    sb_putn(sb, bytes, utf8_encode(bytes, cp));
}

/* One character inside a string or character literal, escaped. A numeric
 * escape followed by a digit gets Haskell's empty escape \& so that the
 * digit is not read as part of it. */
static void put_escaped(StrBuf *sb, uint32_t c, char quote, char next) {
    if (c == (uint32_t)quote || c == '\\') {
        sb_putc(sb, '\\');
        sb_putc(sb, (char)c);
    } else if (c == '\n') {
        sb_puts(sb, "\\n");
    } else if (c == '\t') {
        sb_puts(sb, "\\t");
    } else if (c < 0x20 || c == 0x7F) {
        sb_printf(sb, "\\%u", (unsigned)c);
        if (next >= '0' && next <= '9') sb_puts(sb, "\\&");
    } else {
        put_utf8(sb, c);
    }
}

static void print_expr(StrBuf *sb, const Interner *in, const SpecExpr *e, int need);

/* A tuple (a, b) or a list literal [a, b] (a chain of marked (:) cells). */
static void print_literal(StrBuf *sb, const Interner *in, const SpecExpr *e) {
    if (e->u.app.form == SPEC_APP_TUPLE) {
        sb_putc(sb, '(');
        for (size_t k = 0; k < e->u.app.nargs; k++) {
            if (k) sb_puts(sb, ", ");
            print_expr(sb, in, e->u.app.args[k], 0);
        }
        sb_putc(sb, ')');
        return;
    }
    sb_putc(sb, '[');
    for (bool first = true; e->kind == SE_APP && e->u.app.form == SPEC_APP_LIST; e = e->u.app.args[1], first = false) {
        if (!first) sb_puts(sb, ", ");
        print_expr(sb, in, e->u.app.args[0], 0);
    }
    sb_putc(sb, ']');
}

static void print_expr(StrBuf *sb, const Interner *in, const SpecExpr *e, int need) {
    int prec = expr_prec(e);
    bool paren = prec < need;
    if (paren) sb_putc(sb, '(');
    switch (e->kind) {
    case SE_INT: sb_puts(sb, e->u.int_lit.text); break;
    case SE_FLOAT: sb_puts(sb, e->u.float_lit.text); break;
    case SE_STRING:
        sb_putc(sb, '"');
        for (size_t k = 0; k < e->u.str.len; k++) {
            unsigned char c = (unsigned char)e->u.str.chars[k];
            if (c >= 0x80)
                sb_putc(sb, (char)c);
            else
                put_escaped(sb, c, '"', k + 1 < e->u.str.len ? e->u.str.chars[k + 1] : '\0');
        }
        sb_putc(sb, '"');
        break;
    case SE_CHAR:
        sb_putc(sb, '\'');
        put_escaped(sb, e->u.ch, '\'', '\0');
        sb_putc(sb, '\'');
        break;
    case SE_BOOL: sb_puts(sb, e->u.boolean ? "true" : "false"); break;
    case SE_VAR: put_name(sb, in, e->u.var.name); break;
    case SE_APP: {
        const SpecExpr *fn = e->u.app.fn;
        if (e->u.app.form == SPEC_APP_TUPLE || e->u.app.form == SPEC_APP_LIST) {
            print_literal(sb, in, e);
            break;
        }
        if (e->u.app.form == SPEC_APP_PREFIX || e->u.app.nargs != 2) {
            print_expr(sb, in, fn, SPEC_PREC_ATOM);
            for (size_t k = 0; k < e->u.app.nargs; k++) {
                sb_putc(sb, ' ');
                print_expr(sb, in, e->u.app.args[k], SPEC_PREC_ATOM);
            }
            break;
        }
        SpecAssoc as = e->u.app.assoc;
        print_expr(sb, in, e->u.app.args[0], as == SPEC_ASSOC_LEFT ? prec : prec + 1);
        const char *name = fn->kind == SE_VAR ? sym_str(in, fn->u.var.name) : "?";
        if (e->u.app.form == SPEC_APP_BACKQUOTE)
            sb_printf(sb, " `%s` ", name);
        else
            sb_printf(sb, " %s ", name);
        print_expr(sb, in, e->u.app.args[1], as == SPEC_ASSOC_RIGHT ? prec : prec + 1);
        break;
    }
    case SE_BIN: {
        SpecAssoc as = binop_assoc(e->u.bin.op);
        print_expr(sb, in, e->u.bin.lhs, as == SPEC_ASSOC_LEFT ? prec : prec + 1);
        if (e->u.bin.op == SB_MOD && e->u.bin.alt)
            sb_puts(sb, " `mod` ");
        else
            sb_printf(sb, " %s ", spec_binop_text(e->u.bin.op, e->u.bin.alt));
        print_expr(sb, in, e->u.bin.rhs, as == SPEC_ASSOC_RIGHT ? prec : prec + 1);
        break;
    }
    case SE_NOT:
        /* `not` binds looser than relations, but `not (f x)` reads better
         * than `not f x`: anything but an atom gets parentheses */
        sb_puts(sb, "not ");
        print_expr(sb, in, e->u.arg, SPEC_PREC_ATOM);
        break;
    case SE_NEG: {
        /* -(-x) and -(? x): keep the minus from gluing to another operator */
        const SpecExpr *a = e->u.arg;
        bool glue = a->kind == SE_NEG || (a->kind == SE_PROP && a->u.prop.question);
        sb_putc(sb, '-');
        print_expr(sb, in, a, glue ? SPEC_PREC_ATOM : SPEC_PREC_MUL);
        break;
    }
    case SE_PROP:
        if (e->u.prop.question) {
            sb_puts(sb, "? ");
            print_expr(sb, in, e->u.prop.arg, SPEC_PREC_APP);
        } else {
            sb_puts(sb, "Prop ");
            print_expr(sb, in, e->u.prop.arg, SPEC_PREC_ATOM);
        }
        break;
    case SE_ITE:
        sb_puts(sb, "if ");
        print_expr(sb, in, e->u.ite.cond, 0);
        sb_puts(sb, " then ");
        print_expr(sb, in, e->u.ite.then_, 0);
        sb_puts(sb, " else ");
        print_expr(sb, in, e->u.ite.else_, 0);
        break;
    }
    if (paren) sb_putc(sb, ')');
}

void spec_print_expr(StrBuf *sb, const Interner *in, const SpecExpr *e) { print_expr(sb, in, e, 0); }

/* ---------------------------------------------------------------- types */

enum {
    TL_TOP,    /* anything */
    TL_RES,    /* result of ->: no forall / constraint */
    TL_FUNARG, /* argument of ->, base of a refinement: no function type either */
    TL_ARG,    /* argument of an application: atoms only */
};

static void print_type(StrBuf *sb, const Interner *in, const SpecType *t, int level);

/* The arguments of abstract refinements, between the brackets. */
static void print_abs_args(StrBuf *sb, const Interner *in, const SpecAbsArg *args, size_t n) {
    for (size_t k = 0; k < n; k++) {
        const SpecAbsArg *a = &args[k];
        if (k) sb_puts(sb, ", ");
        if (a->kind == SA_PRED) {
            print_expr(sb, in, a->pred, SPEC_PREC_APP);
            continue;
        }
        if (a->kind == SA_LAMBDA) sb_putc(sb, '{');
        if (a->nparams) {
            sb_putc(sb, '\\');
            for (size_t j = 0; j < a->nparams; j++) sb_printf(sb, "%s ", sym_str(in, a->params[j]));
            sb_puts(sb, "-> ");
        }
        if (a->kind == SA_LAMBDA) {
            print_expr(sb, in, a->body, 0);
            sb_putc(sb, '}');
        } else {
            print_type(sb, in, a->type, TL_TOP);
        }
    }
}

/* t<…>, T <…> a, T a <<…>> */
static void print_absref(StrBuf *sb, const Interner *in, const SpecType *t) {
    const SpecType *base = t->u.absref.base;
    if (t->u.absref.whole) {
        print_type(sb, in, base, TL_FUNARG);
        sb_puts(sb, " <<");
        print_abs_args(sb, in, t->u.absref.args, t->u.absref.nargs);
        sb_puts(sb, ">>");
        return;
    }
    bool con_args = base->kind == ST_CON && base->u.con.nargs > 0 && !base->u.con.head_is_var;
    if (con_args) sb_printf(sb, "%s ", sym_str(in, base->u.con.name));
    else print_type(sb, in, base, TL_ARG);
    sb_putc(sb, '<');
    print_abs_args(sb, in, t->u.absref.args, t->u.absref.nargs);
    sb_putc(sb, '>');
    for (size_t k = 0; con_args && k < base->u.con.nargs; k++) {
        sb_putc(sb, ' ');
        print_type(sb, in, base->u.con.args[k], TL_ARG);
    }
}

/* <p :: sort, …> */
static void print_abs_params(StrBuf *sb, const Interner *in, const SpecAbsParam *ps, size_t n) {
    if (!n) return;
    sb_puts(sb, " <");
    for (size_t k = 0; k < n; k++) {
        sb_printf(sb, "%s%s :: ", k ? ", " : "", sym_str(in, ps[k].name));
        print_type(sb, in, ps[k].sort, TL_TOP);
    }
    sb_putc(sb, '>');
}

/* {x::t, … |- sub <: sup} */
static void print_bound(StrBuf *sb, const Interner *in, const SpecBound *b) {
    sb_putc(sb, '{');
    for (size_t k = 0; k < b->n; k++) {
        sb_printf(sb, "%s%s::", k ? ", " : "", sym_str(in, b->binders[k]));
        print_type(sb, in, b->types[k], TL_TOP);
    }
    if (b->n) sb_puts(sb, " |- ");
    print_type(sb, in, b->sub, TL_FUNARG);
    sb_puts(sb, " <: ");
    print_type(sb, in, b->sup, TL_TOP);
    sb_putc(sb, '}');
}

static void print_type(StrBuf *sb, const Interner *in, const SpecType *t, int level) {
    bool paren = false;
    switch (t->kind) {
    case ST_FORALL:
    case ST_CONSTRAINT: paren = level > TL_TOP; break;
    case ST_FUN: paren = level >= TL_FUNARG; break;
    case ST_CON: paren = level == TL_ARG && t->u.con.nargs > 0; break;
    case ST_ABSREF: {
        const SpecType *b = t->u.absref.base;
        paren = level == TL_ARG && (t->u.absref.whole || (b->kind == ST_CON && b->u.con.nargs > 0));
        break;
    }
    default: break;
    }
    if (paren) sb_putc(sb, '(');
    switch (t->kind) {
    case ST_VAR:
    case ST_HOLE: sb_puts(sb, sym_str(in, t->u.var)); break;
    case ST_CON:
        sb_puts(sb, sym_str(in, t->u.con.name));
        for (size_t k = 0; k < t->u.con.nargs; k++) {
            sb_putc(sb, ' ');
            print_type(sb, in, t->u.con.args[k], TL_ARG);
        }
        break;
    case ST_LIST:
        sb_putc(sb, '[');
        print_type(sb, in, t->u.elem, TL_TOP);
        sb_putc(sb, ']');
        break;
    case ST_TUPLE:
        sb_putc(sb, '(');
        for (size_t k = 0; k < t->u.tuple.n; k++) {
            if (k) sb_puts(sb, ", ");
            if (t->u.tuple.binders[k]) sb_printf(sb, "%s::", sym_str(in, t->u.tuple.binders[k]));
            print_type(sb, in, t->u.tuple.elems[k], TL_TOP);
        }
        sb_putc(sb, ')');
        break;
    case ST_FUN:
        if (t->u.fun.binder) sb_printf(sb, "%s:", sym_str(in, t->u.fun.binder));
        print_type(sb, in, t->u.fun.arg, TL_FUNARG);
        sb_puts(sb, " -> ");
        print_type(sb, in, t->u.fun.res, TL_RES);
        break;
    case ST_REFINE:
        sb_putc(sb, '{');
        /* no binder with a base: an alias's value left unnamed (expand.c) */
        if ((t->u.refine.implicit || !t->u.refine.binder) && t->u.refine.base) {
            print_type(sb, in, t->u.refine.base, TL_FUNARG);
            sb_puts(sb, " | ");
        } else if (t->u.refine.binder) {
            sb_puts(sb, sym_str(in, t->u.refine.binder));
            if (t->u.refine.base) {
                sb_putc(sb, ':');
                print_type(sb, in, t->u.refine.base, TL_FUNARG);
            }
            sb_puts(sb, " | ");
        }
        print_expr(sb, in, t->u.refine.pred, 0);
        sb_putc(sb, '}');
        break;
    case ST_FORALL:
        sb_puts(sb, "forall");
        for (size_t k = 0; k < t->u.forall.nvars; k++) sb_printf(sb, " %s", sym_str(in, t->u.forall.vars[k]));
        print_abs_params(sb, in, t->u.forall.aparams, t->u.forall.naparams);
        sb_puts(sb, ". ");
        for (size_t k = 0; k < t->u.forall.nbounds; k++) {
            print_bound(sb, in, &t->u.forall.bounds[k]);
            sb_putc(sb, ' ');
        }
        print_type(sb, in, t->u.forall.body, TL_TOP);
        break;
    case ST_CONSTRAINT:
        if (t->u.constraint.n == 1) {
            print_type(sb, in, t->u.constraint.constraints[0], TL_FUNARG);
        } else {
            sb_putc(sb, '(');
            for (size_t k = 0; k < t->u.constraint.n; k++) {
                if (k) sb_puts(sb, ", ");
                print_type(sb, in, t->u.constraint.constraints[k], TL_TOP);
            }
            sb_putc(sb, ')');
        }
        sb_puts(sb, " => ");
        print_type(sb, in, t->u.constraint.body, TL_TOP);
        break;
    case ST_EXPR: {
        const SpecExpr *e = t->u.expr.expr;
        bool braced = t->u.expr.braced || expr_prec(e) < SPEC_PREC_ATOM;
        if (braced) sb_putc(sb, '{');
        print_expr(sb, in, e, braced ? 0 : SPEC_PREC_ATOM);
        if (braced) sb_putc(sb, '}');
        break;
    }
    case ST_ABSREF: print_absref(sb, in, t); break;
    }
    if (paren) sb_putc(sb, ')');
}

void spec_print_type(StrBuf *sb, const Interner *in, const SpecType *t) { print_type(sb, in, t, TL_TOP); }

/* ---------------------------------------------------------------- patterns */

static void print_pat(StrBuf *sb, const Interner *in, const SpecPat *p, bool atomic) {
    switch (p->kind) {
    case SP_VAR:
    case SP_WILD: sb_puts(sb, sym_str(in, p->name)); return;
    case SP_TUPLE:
        sb_putc(sb, '(');
        for (size_t k = 0; k < p->nargs; k++) {
            if (k) sb_puts(sb, ", ");
            print_pat(sb, in, p->args[k], false);
        }
        sb_putc(sb, ')');
        return;
    case SP_CON: break;
    }
    if (p->nargs == 0) {
        put_name(sb, in, p->name);
        return;
    }
    if (atomic) sb_putc(sb, '(');
    if (p->infix && p->nargs == 2) {
        const SpecPat *l = p->args[0];
        print_pat(sb, in, l, l->kind == SP_CON && l->infix);
        sb_printf(sb, " %s ", sym_str(in, p->name));
        print_pat(sb, in, p->args[1], false);
    } else {
        put_name(sb, in, p->name);
        for (size_t k = 0; k < p->nargs; k++) {
            sb_putc(sb, ' ');
            print_pat(sb, in, p->args[k], true);
        }
    }
    if (atomic) sb_putc(sb, ')');
}

void spec_print_pat(StrBuf *sb, const Interner *in, const SpecPat *p) { print_pat(sb, in, p, true); }

/* ---------------------------------------------------------------- declarations */

static void print_ctor(StrBuf *sb, const Interner *in, const SpecCtor *c) {
    put_name(sb, in, c->name);
    if (c->record) {
        sb_puts(sb, " {");
        for (size_t k = 0; k < c->nfields; k++) {
            sb_printf(sb, "%s%s :: ", k ? ", " : "", sym_str(in, c->fields[k].name));
            print_type(sb, in, c->fields[k].type, TL_TOP);
        }
        sb_putc(sb, '}');
        return;
    }
    for (size_t k = 0; k < c->nfields; k++) {
        sb_putc(sb, ' ');
        if (c->fields[k].name) {
            sb_printf(sb, "(%s :: ", sym_str(in, c->fields[k].name));
            print_type(sb, in, c->fields[k].type, TL_TOP);
            sb_putc(sb, ')');
        } else {
            print_type(sb, in, c->fields[k].type, TL_ARG);
        }
    }
}

static void put_string_lit(StrBuf *sb, const char *s) {
    sb_putc(sb, '"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 0x80)
            sb_putc(sb, (char)c);
        else
            put_escaped(sb, c, '"', s[1]);
    }
    sb_putc(sb, '"');
}

void spec_print_decl(StrBuf *sb, const Interner *in, const SpecDecl *d) {
    switch (d->kind) {
    case SD_SIG:
        if (d->u.sig.sig_kind == SPEC_SIG_ASSUME) sb_puts(sb, "assume ");
        if (d->u.sig.sig_kind == SPEC_SIG_ASSERT) sb_puts(sb, "assert ");
        put_name(sb, in, d->u.sig.name);
        sb_puts(sb, " :: ");
        print_type(sb, in, d->u.sig.type, TL_TOP);
        if (d->u.sig.has_metric) {
            sb_puts(sb, " / [");
            for (size_t k = 0; k < d->u.sig.nmetric; k++) {
                if (k) sb_puts(sb, ", ");
                print_expr(sb, in, d->u.sig.metric[k], 0);
            }
            sb_putc(sb, ']');
        }
        break;
    case SD_LAZY:
    case SD_INLINE:
    case SD_REFLECT:
    case SD_IGNORE:
    case SD_FAIL:
    case SD_AUTOSIZE:
        sb_printf(sb, "%s ", spec_decl_kind_name(d->kind));
        put_name(sb, in, d->u.name.name);
        break;
    case SD_TYPE_ALIAS:
        sb_printf(sb, "type %s", sym_str(in, d->u.type_alias.name));
        for (size_t k = 0; k < d->u.type_alias.nparams; k++)
            sb_printf(sb, " %s", sym_str(in, d->u.type_alias.params[k].name));
        sb_puts(sb, " = ");
        print_type(sb, in, d->u.type_alias.body, TL_TOP);
        break;
    case SD_PRED_ALIAS:
        sb_printf(sb, "%s %s", d->u.pred_alias.expression_kw ? "expression" : "predicate",
                  sym_str(in, d->u.pred_alias.name));
        for (size_t k = 0; k < d->u.pred_alias.nparams; k++)
            sb_printf(sb, " %s", sym_str(in, d->u.pred_alias.params[k]));
        sb_puts(sb, " = ");
        print_expr(sb, in, d->u.pred_alias.body, 0);
        break;
    case SD_MEASURE:
        if (d->u.measure.measure_kind == SPEC_MEASURE_CLASS) sb_puts(sb, "class ");
        if (d->u.measure.measure_kind == SPEC_MEASURE_INSTANCE) sb_puts(sb, "instance ");
        sb_puts(sb, "measure ");
        put_name(sb, in, d->u.measure.name);
        if (d->u.measure.type) {
            sb_puts(sb, " :: ");
            print_type(sb, in, d->u.measure.type, TL_TOP);
        }
        for (size_t k = 0; k < d->u.measure.neqs; k++) {
            const SpecMeasureEq *eq = d->u.measure.eqs[k];
            sb_printf(sb, "\n    %s", sym_str(in, eq->name));
            for (size_t j = 0; j < eq->npats; j++) {
                sb_putc(sb, ' ');
                print_pat(sb, in, eq->pats[j], true);
            }
            sb_puts(sb, " = ");
            if (eq->body_binder) {
                sb_printf(sb, "{%s | ", sym_str(in, eq->body_binder));
                print_expr(sb, in, eq->body, 0);
                sb_putc(sb, '}');
            } else {
                print_expr(sb, in, eq->body, 0);
            }
        }
        break;
    case SD_INVARIANT:
        sb_puts(sb, "invariant ");
        print_type(sb, in, d->u.invariant, TL_TOP);
        break;
    case SD_DATA:
        if (d->u.data.size_only) {
            sb_printf(sb, "data size (%s", sym_str(in, d->u.data.name));
            for (size_t k = 0; k < d->u.data.ntyvars; k++) sb_printf(sb, " %s", sym_str(in, d->u.data.tyvars[k]));
            sb_printf(sb, ") %s", sym_str(in, d->u.data.size_measure));
            break;
        }
        sb_printf(sb, "%s %s", d->u.data.is_newtype ? "newtype" : "data", sym_str(in, d->u.data.name));
        if (d->u.data.size_measure) sb_printf(sb, " [%s]", sym_str(in, d->u.data.size_measure));
        for (size_t k = 0; k < d->u.data.ntyvars; k++) sb_printf(sb, " %s", sym_str(in, d->u.data.tyvars[k]));
        for (size_t k = 0; k < d->u.data.nindices; k++) {
            sb_putc(sb, ' ');
            print_type(sb, in, d->u.data.indices[k], TL_ARG);
        }
        print_abs_params(sb, in, d->u.data.aparams, d->u.data.naparams);
        if (d->u.data.gadt) {
            sb_puts(sb, " where");
            for (size_t k = 0; k < d->u.data.nctors; k++) {
                sb_puts(sb, "\n    ");
                put_name(sb, in, d->u.data.ctors[k].name);
                sb_puts(sb, " :: ");
                print_type(sb, in, d->u.data.ctors[k].gadt_type, TL_TOP);
            }
        } else {
            for (size_t k = 0; k < d->u.data.nctors; k++) {
                sb_puts(sb, k ? " | " : " = ");
                print_ctor(sb, in, &d->u.data.ctors[k]);
            }
        }
        break;
    case SD_PRAGMA:
        sb_puts(sb, "LIQUID ");
        put_string_lit(sb, d->u.pragma.text);
        break;
    case SD_INFIX:
        sb_printf(sb, "%s %d",
                  d->u.infix.assoc == SPEC_ASSOC_LEFT    ? "infixl"
                  : d->u.infix.assoc == SPEC_ASSOC_RIGHT ? "infixr"
                                                         : "infix",
                  d->u.infix.prec);
        for (size_t k = 0; k < d->u.infix.nops; k++) {
            const char *op = sym_str(in, d->u.infix.ops[k]);
            sb_printf(sb, k ? ", " : " ");
            if (d->u.infix.backquoted[k])
                sb_printf(sb, "`%s`", op);
            else
                sb_puts(sb, op);
        }
        break;
    case SD_CLASS:
        sb_puts(sb, d->u.klass.instance ? "instance " : "class ");
        print_type(sb, in, d->u.klass.head, TL_TOP);
        if (d->u.klass.nmethods) sb_puts(sb, " where");
        for (size_t k = 0; k < d->u.klass.nmethods; k++) {
            sb_puts(sb, "\n    ");
            spec_print_decl(sb, in, d->u.klass.methods[k]);
        }
        break;
    case SD_QUALIF:
        sb_printf(sb, "qualif %s(", sym_str(in, d->u.qualif.name));
        for (size_t k = 0; k < d->u.qualif.nparams; k++) {
            sb_printf(sb, "%s%s:", k ? ", " : "", sym_str(in, d->u.qualif.params[k]));
            print_type(sb, in, d->u.qualif.sorts[k], TL_TOP);
        }
        sb_puts(sb, d->u.qualif.braced ? ") {" : "): ");
        print_expr(sb, in, d->u.qualif.body, 0);
        if (d->u.qualif.braced) sb_putc(sb, '}');
        break;
    case SD_DECREASE:
        sb_puts(sb, "decrease ");
        put_name(sb, in, d->u.decrease.name);
        for (size_t k = 0; k < d->u.decrease.nargs; k++) sb_printf(sb, " %d", d->u.decrease.args[k]);
        break;
    case SD_USING:
        sb_puts(sb, "using ");
        print_type(sb, in, d->u.using_.type, TL_ARG);
        sb_puts(sb, " as ");
        print_type(sb, in, d->u.using_.invariant, TL_TOP);
        break;
    case SD_IGNORED: sb_puts(sb, d->u.ignored.text); break;
    }
}

void spec_print_file(StrBuf *sb, const Interner *in, const SpecFile *f) {
    for (size_t k = 0; k < f->ndecls; k++) {
        size_t start = sb->len;
        spec_print_decl(sb, in, f->decls[k]);
        /* A line ending with an operator or a comma continues on the next
         * one (layout rule of parse.h): end such a declaration (an
         * ignored one, printed as written: include <file>) explicitly. */
        char last = sb->len > start ? sb->data[sb->len - 1] : ' ';
        if (is_symbolic(&last) || last == ',' || last == '`') sb_puts(sb, " ;");
        sb_putc(sb, '\n');
    }
}
