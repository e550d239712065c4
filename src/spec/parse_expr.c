/* parse_expr.c — the refinement logic: predicates and expressions
 * (precedence table in parse.h). */
#include "parse.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A binary operator at the current token. */
typedef struct BinOp {
    bool builtin;
    SpecBinOp op;
    bool alt;
    Sym user; /* user operator or backquoted function */
    SpecAppForm form;
    SpecFixity fix;
    size_t ntoks; /* tokens it spans (3 for `f`) */
    const char *text;
} BinOp;

static const struct {
    const char *text;
    SpecBinOp op;
    bool alt;
    int prec;
    SpecAssoc assoc;
} builtin_ops[] = {
    {"<=>", SB_IFF, false, SPEC_PREC_IFF, SPEC_ASSOC_RIGHT},
    {"=>", SB_IMP, false, SPEC_PREC_IMP, SPEC_ASSOC_RIGHT},
    {"==>", SB_IMP, true, SPEC_PREC_IMP, SPEC_ASSOC_RIGHT},
    {"||", SB_OR, false, SPEC_PREC_OR, SPEC_ASSOC_RIGHT},
    {"&&", SB_AND, false, SPEC_PREC_AND, SPEC_ASSOC_RIGHT},
    {"=", SB_EQ, false, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {"==", SB_EQ, true, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {"/=", SB_NE, false, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {"!=", SB_NE, true, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {"<", SB_LT, false, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {"<=", SB_LE, false, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {">", SB_GT, false, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {">=", SB_GE, false, SPEC_PREC_REL, SPEC_ASSOC_NONE},
    {"+", SB_ADD, false, SPEC_PREC_ADD, SPEC_ASSOC_LEFT},
    {"-", SB_SUB, false, SPEC_PREC_ADD, SPEC_ASSOC_LEFT},
    {"*", SB_MUL, false, SPEC_PREC_MUL, SPEC_ASSOC_LEFT},
    {"/", SB_DIV, false, SPEC_PREC_MUL, SPEC_ASSOC_LEFT},
};

/* Operator tokens that are punctuation of the spec language, never binary
 * operators of the logic. */
static bool reserved_op(const SpecToken *t) {
    static const char *const res[] = {"|", "::", "->", "\\", "@", "~", "<-", "..", "?", "=>>"};
    for (size_t k = 0; k < sizeof res / sizeof *res; k++)
        if (sp_is_op(t, res[k])) return true;
    return false;
}

SpecFixity sp_fixity(SpecParser *p, Sym sym, bool backquoted) {
    const SpecFixity *f = symmap_get(&p->fixities, sym);
    if (f) return *f;
    const char *s = sym_str(p->in, sym);
    if (!backquoted) {
        if (strcmp(s, ":") == 0 || strcmp(s, "++") == 0) return (SpecFixity){50, SPEC_ASSOC_RIGHT};
    } else if (!strcmp(s, "div") || !strcmp(s, "mod") || !strcmp(s, "rem") || !strcmp(s, "quot")) {
        return (SpecFixity){SPEC_PREC_MUL, SPEC_ASSOC_LEFT};
    }
    return (SpecFixity){SPEC_PREC_USER, SPEC_ASSOC_LEFT};
}

/* Recognises a binary operator at the current token. */
static bool binop_here(SpecParser *p, BinOp *b) {
    const SpecToken *t = sp_cur(p);
    memset(b, 0, sizeof *b);
    b->ntoks = 1;
    if (t->kind == SK_VARID && t->sym == p->kw.mod) {
        *b = (BinOp){.builtin = true, .op = SB_MOD, .fix = {SPEC_PREC_MUL, SPEC_ASSOC_LEFT}, .ntoks = 1,
                     .text = "mod"};
        return true;
    }
    if (t->kind == SK_BACKQUOTE) {
        const SpecToken *n = sp_peek(p, 1), *close = sp_peek(p, 2);
        if ((n->kind != SK_VARID && n->kind != SK_CONID) || close->kind != SK_BACKQUOTE) return false;
        b->ntoks = 3;
        b->text = sym_str(p->in, n->sym);
        if (n->sym == p->kw.mod && !symmap_get(&p->fixities, n->sym)) {
            b->builtin = true;
            b->op = SB_MOD;
            b->alt = true;
            b->fix = (SpecFixity){SPEC_PREC_MUL, SPEC_ASSOC_LEFT};
            return true;
        }
        b->user = n->sym;
        b->form = SPEC_APP_BACKQUOTE;
        b->fix = sp_fixity(p, n->sym, true);
        return true;
    }
    if (t->kind != SK_OP || reserved_op(t)) return false;
    b->text = sym_str(p->in, t->sym);
    for (size_t k = 0; k < sizeof builtin_ops / sizeof *builtin_ops; k++) {
        if (sp_is_op(t, builtin_ops[k].text)) {
            b->builtin = true;
            b->op = builtin_ops[k].op;
            b->alt = builtin_ops[k].alt;
            b->fix = (SpecFixity){builtin_ops[k].prec, builtin_ops[k].assoc};
            return true;
        }
    }
    b->user = t->sym;
    b->form = SPEC_APP_OPERATOR;
    b->fix = sp_fixity(p, t->sym, false);
    return true;
}

static bool is_keyword(SpecParser *p, const SpecToken *t) {
    return t->kind == SK_VARID && (t->sym == p->kw.if_ || t->sym == p->kw.then_ || t->sym == p->kw.else_ ||
                                   t->sym == p->kw.not_ || t->sym == p->kw.mod);
}

/* Can t start an argument of an application? */
static bool can_start_atom(SpecParser *p, const SpecToken *t) {
    switch (t->kind) {
    case SK_VARID: return !is_keyword(p, t);
    case SK_CONID:
    case SK_INT:
    case SK_FLOAT:
    case SK_STRING:
    case SK_CHAR:
    case SK_LPAREN:
    case SK_LBRACK: return true;
    default: return false;
    }
}

bool sp_can_start_expr(SpecParser *p, const SpecToken *t) {
    if (can_start_atom(p, t)) return true;
    if (t->kind == SK_VARID) return t->sym == p->kw.if_ || t->sym == p->kw.not_;
    /* a lambda is not supported, but reported as such by atom() */
    return sp_is_op(t, "-") || sp_is_op(t, "?") || sp_is_op(t, "\\");
}

static SpecExpr *checked(SpecParser *p, SpecExpr *e) {
    if (!e) return NULL;
    spec_expr_fix_height(e);
    if (e->height > SPEC_MAX_DEPTH) {
        sp_too_deep(p, e->pos);
        return NULL;
    }
    return e;
}

static SpecExpr *var_expr(SpecParser *p, Sym name, SpecPos pos) {
    SpecExpr *e = spec_expr_new(p->a, SE_VAR, pos);
    const char *s = sym_str(p->in, name);
    /* the last segment of a qualified name decides */
    const char *last = strrchr(s, '.');
    const char *base = (last && last[1] && last != s) ? last + 1 : s;
    e->u.var.name = name;
    e->u.var.is_con = (*base >= 'A' && *base <= 'Z') || *s == ':' || *s == '[' || *s == '(';
    return e;
}

static SpecExpr *literal(SpecParser *p, const SpecToken *t) {
    SpecPos pos = sp_pos(p, t);
    SpecExpr *e;
    switch (t->kind) {
    case SK_INT: {
        e = spec_expr_new(p->a, SE_INT, pos);
        e->u.int_lit.text = arena_strndup(p->a, t->text, t->len);
        errno = 0;
        char *end;
        long long v = strtoll(e->u.int_lit.text, &end, 0);
        e->u.int_lit.fits = errno == 0 && *end == '\0';
        e->u.int_lit.value = e->u.int_lit.fits ? (int64_t)v : 0;
        break;
    }
    case SK_FLOAT:
        e = spec_expr_new(p->a, SE_FLOAT, pos);
        e->u.float_lit.text = arena_strndup(p->a, t->text, t->len);
        e->u.float_lit.value = strtod(e->u.float_lit.text, NULL);
        break;
    case SK_STRING:
        e = spec_expr_new(p->a, SE_STRING, pos);
        e->u.str.chars = t->str;
        e->u.str.len = t->str_len;
        break;
    default:
        e = spec_expr_new(p->a, SE_CHAR, pos);
        e->u.ch = t->ch;
        break;
    }
    sp_next(p);
    return e;
}

/* Does the parenthesis at the current token hold a top-level comma? */
static bool paren_has_comma(SpecParser *p) {
    const SpecToken *open = sp_cur(p);
    for (size_t k = p->pos + 1; k < p->ntoks; k++) {
        const SpecToken *t = &p->toks[k];
        if (t->kind == SK_EOF || t->depth <= open->depth) return false;
        if (t->kind == SK_COMMA && t->depth == open->depth + 1) return true;
    }
    return false;
}

/* ( e1, e2, ... ): the arguments of an old-style application f(a, b). */
static bool paren_list(SpecParser *p, SpecVec *out) {
    sp_next(p); /* ( */
    for (;;) {
        SpecExpr *e = sp_expr(p, 0);
        if (!e) return false;
        spec_vec_push(p->a, out, e);
        if (sp_cur(p)->kind == SK_COMMA) {
            sp_next(p);
            continue;
        }
        return sp_expect(p, SK_RPAREN, "',' or ')'");
    }
}

static SpecExpr *atom(SpecParser *p) {
    const SpecToken *t = sp_cur(p);
    SpecPos pos = sp_pos(p, t);
    switch (t->kind) {
    case SK_VARID:
        if (t->sym == p->kw.true_ || t->sym == p->kw.false_) {
            SpecExpr *e = spec_expr_new(p->a, SE_BOOL, pos);
            e->u.boolean = t->sym == p->kw.true_;
            sp_next(p);
            return e;
        }
        if (is_keyword(p, t)) break;
        sp_next(p);
        return var_expr(p, t->sym, pos);
    case SK_CONID: sp_next(p); return var_expr(p, t->sym, pos);
    case SK_INT:
    case SK_FLOAT:
    case SK_STRING:
    case SK_CHAR: return literal(p, t);
    case SK_LBRACK:
        if (sp_peek(p, 1)->kind == SK_RBRACK) {
            sp_next(p);
            sp_next(p);
            return var_expr(p, intern(p->in, "[]"), pos);
        }
        sp_unsupported(p, t, "list literals in refinements are not supported");
        return NULL;
    case SK_LPAREN: {
        const SpecToken *n = sp_peek(p, 1);
        if (n->kind == SK_RPAREN) {
            sp_next(p);
            sp_next(p);
            return var_expr(p, intern(p->in, "()"), pos);
        }
        if (n->kind == SK_OP && !reserved_op(n) && sp_peek(p, 2)->kind == SK_RPAREN) {
            /* (+), (++): an operator used as a function */
            sp_next(p);
            sp_next(p);
            sp_next(p);
            return var_expr(p, n->sym, pos);
        }
        if (paren_has_comma(p)) {
            sp_unsupported(p, t, "tuple expressions in refinements are not supported");
            return NULL;
        }
        if (!sp_enter(p)) return NULL;
        sp_next(p);
        SpecExpr *e = sp_expr(p, 0);
        sp_leave(p);
        if (!e || !sp_expect(p, SK_RPAREN, "')'")) return NULL;
        return e;
    }
    case SK_OP:
        if (sp_is_op(t, "\\")) {
            sp_unsupported(p, t, "lambda abstractions in refinements are not supported");
            return NULL;
        }
        break;
    default: break;
    }
    sp_expected(p, "an expression");
    return NULL;
}

/* f a b, f(a, b), Prop e, or an atom. */
static SpecExpr *application(SpecParser *p) {
    SpecExpr *head = atom(p);
    if (!head || head->kind != SE_VAR) return head;
    SpecVec args = {0};
    while (can_start_atom(p, sp_cur(p))) {
        const SpecToken *t = sp_cur(p);
        /* a measure name at the start of a line ends a measure equation's body */
        if (t->bol && p->stop_name && t->sym == p->stop_name) break;
        if (t->kind == SK_LPAREN && args.len == 0 && paren_has_comma(p)) {
            if (!sp_enter(p)) return NULL;
            bool ok = paren_list(p, &args);
            sp_leave(p);
            if (!ok) return NULL;
            break;
        }
        SpecExpr *a = atom(p);
        if (!a) return NULL;
        spec_vec_push(p->a, &args, a);
    }
    if (args.len == 0) return head;
    if (head->u.var.name == p->kw.prop && args.len == 1) {
        SpecExpr *e = spec_expr_new(p->a, SE_PROP, head->pos);
        e->u.prop.arg = args.items[0];
        return checked(p, e);
    }
    SpecExpr *e = spec_expr_new(p->a, SE_APP, head->pos);
    e->u.app.fn = head;
    e->u.app.args = (SpecExpr **)args.items;
    e->u.app.nargs = args.len;
    e->u.app.form = SPEC_APP_PREFIX;
    e->u.app.prec = SPEC_PREC_APP;
    return checked(p, e);
}

static SpecExpr *unary(SpecParser *p, SpecExprKind kind, SpecPos pos, SpecExpr *arg) {
    if (!arg) return NULL;
    SpecExpr *e = spec_expr_new(p->a, kind, pos);
    if (kind == SE_PROP) {
        e->u.prop.arg = arg;
        e->u.prop.question = true;
    } else {
        e->u.arg = arg;
    }
    return checked(p, e);
}

static SpecExpr *prefix(SpecParser *p) {
    const SpecToken *t = sp_cur(p);
    SpecPos pos = sp_pos(p, t);
    if (t->kind == SK_VARID && t->sym == p->kw.not_) {
        sp_next(p);
        return unary(p, SE_NOT, pos, sp_expr(p, SPEC_PREC_REL));
    }
    if (sp_is_op(t, "-")) {
        sp_next(p);
        return unary(p, SE_NEG, pos, sp_expr(p, SPEC_PREC_MUL));
    }
    if (sp_is_op(t, "?")) {
        sp_next(p);
        return unary(p, SE_PROP, pos, application(p));
    }
    if (t->kind == SK_VARID && t->sym == p->kw.if_) {
        sp_next(p);
        SpecExpr *c = sp_expr(p, 0);
        if (!c) return NULL;
        if (!sp_is_word(sp_cur(p), "then")) return sp_expected(p, "'then'"), NULL;
        sp_next(p);
        SpecExpr *th = sp_expr(p, 0);
        if (!th) return NULL;
        if (!sp_is_word(sp_cur(p), "else")) return sp_expected(p, "'else'"), NULL;
        sp_next(p);
        SpecExpr *el = sp_expr(p, 0);
        if (!el) return NULL;
        SpecExpr *e = spec_expr_new(p->a, SE_ITE, pos);
        e->u.ite.cond = c;
        e->u.ite.then_ = th;
        e->u.ite.else_ = el;
        return checked(p, e);
    }
    return application(p);
}

static SpecExpr *make_binary(SpecParser *p, const BinOp *b, SpecPos pos, SpecExpr *lhs, SpecExpr *rhs) {
    SpecExpr *e;
    if (b->builtin) {
        e = spec_expr_new(p->a, SE_BIN, lhs->pos);
        e->u.bin.op = b->op;
        e->u.bin.alt = b->alt;
        e->u.bin.lhs = lhs;
        e->u.bin.rhs = rhs;
    } else {
        e = spec_expr_new(p->a, SE_APP, lhs->pos);
        e->u.app.fn = var_expr(p, b->user, pos);
        e->u.app.args = ARENA_ARRAY(p->a, SpecExpr *, 2);
        e->u.app.args[0] = lhs;
        e->u.app.args[1] = rhs;
        e->u.app.nargs = 2;
        e->u.app.form = b->form;
        e->u.app.prec = b->fix.prec;
        e->u.app.assoc = b->fix.assoc;
    }
    return checked(p, e);
}

/* Chains of one connective up to this many operands keep the shape they
 * are written in (a && (b && c)); longer ones (generated specs) are
 * grouped in balanced halves, so that their height grows with the
 * logarithm of their length, not the length (SPEC_MAX_DEPTH). && and ||
 * are associative, so the meaning is the same. */
#define CHAIN_KEPT 16

static SpecExpr *balanced(SpecParser *p, const BinOp *b, SpecExpr **xs, SpecPos *pos, size_t lo, size_t hi) {
    if (hi - lo == 1) return xs[lo];
    size_t mid = lo + (hi - lo) / 2;
    SpecExpr *l = balanced(p, b, xs, pos, lo, mid), *r = l ? balanced(p, b, xs, pos, mid, hi) : NULL;
    return r ? make_binary(p, b, pos[mid - 1], l, r) : NULL;
}

/* lhs && e2 && … && en (or ||), the operator at the current token: its
 * operands parsed one after another, not by recursion. */
static SpecExpr *connective_chain(SpecParser *p, const BinOp *b, SpecExpr *lhs) {
    SpecVec xs = {0}, poss = {0};
    spec_vec_push(p->a, &xs, lhs);
    BinOp next = *b;
    do {
        SpecPos *pos = ARENA_NEW(p->a, SpecPos);
        *pos = sp_pos(p, sp_cur(p));
        spec_vec_push(p->a, &poss, pos);
        for (size_t k = 0; k < next.ntoks; k++) sp_next(p);
        if (!sp_can_start_expr(p, sp_cur(p))) return sp_expected(p, "an expression"), NULL;
        SpecExpr *rhs = sp_expr(p, b->fix.prec + 1);
        if (!rhs) return NULL;
        spec_vec_push(p->a, &xs, rhs);
    } while (binop_here(p, &next) && next.builtin && next.op == b->op);
    size_t n = xs.len;
    SpecPos *pos = ARENA_ARRAY(p->a, SpecPos, n);
    for (size_t k = 0; k + 1 < n; k++) pos[k] = *(SpecPos *)poss.items[k];
    SpecExpr **ops = (SpecExpr **)xs.items;
    if (n > CHAIN_KEPT) return balanced(p, b, ops, pos, 0, n);
    SpecExpr *e = ops[n - 1];
    for (size_t k = n - 1; e && k-- > 0;) e = make_binary(p, b, pos[k], ops[k], e);
    return e;
}

/* Precedence climbing: operators of fixity >= min_prec. */
SpecExpr *sp_expr(SpecParser *p, int min_prec) {
    if (!sp_enter(p)) return NULL;
    SpecExpr *lhs = prefix(p);
    int last_nonassoc = -1;
    const char *last_text = "";
    while (lhs) {
        BinOp b;
        if (!binop_here(p, &b) || b.fix.prec < min_prec) break;
        const SpecToken *t = sp_cur(p);
        if (b.fix.assoc == SPEC_ASSOC_NONE && b.fix.prec == last_nonassoc) {
            sp_error_at(p, t, "operator '%s' cannot follow '%s' without parentheses (they are "
                              "non-associative)", b.text, last_text);
            lhs = NULL;
            break;
        }
        if (b.builtin && (b.op == SB_AND || b.op == SB_OR)) {
            lhs = connective_chain(p, &b, lhs);
            last_nonassoc = -1;
            last_text = b.text;
            continue;
        }
        SpecPos pos = sp_pos(p, t);
        for (size_t k = 0; k < b.ntoks; k++) sp_next(p);
        if (!sp_can_start_expr(p, sp_cur(p))) {
            sp_expected(p, "an expression");
            lhs = NULL;
            break;
        }
        int next_min = b.fix.assoc == SPEC_ASSOC_RIGHT ? b.fix.prec : b.fix.prec + 1;
        SpecExpr *rhs = sp_expr(p, next_min);
        if (!rhs) {
            lhs = NULL;
            break;
        }
        lhs = make_binary(p, &b, pos, lhs, rhs);
        last_nonassoc = b.fix.assoc == SPEC_ASSOC_NONE ? b.fix.prec : -1;
        last_text = b.text;
    }
    sp_leave(p);
    return lhs;
}

SpecExpr *sp_pred(SpecParser *p, const char *ctx) {
    const char *saved = p->ctx;
    p->ctx = ctx;
    if (!sp_can_start_expr(p, sp_cur(p))) {
        sp_expected(p, "a predicate");
        p->ctx = saved;
        return NULL;
    }
    p->ctx = "predicate";
    SpecExpr *e = sp_expr(p, 0);
    p->ctx = saved;
    return e;
}
