/* parse_type.c — refinement types (grammar in parse.h), and within them
 * the syntax of abstract refinements: parameters `<p :: a -> a -> Bool, …>`
 * of a forall or a data declaration, their applications `t<p x, {\x y -> e}>`
 * and `T a <<p>>`, and bounds `{x::a<p> |- a<q> <: {v:a | x <= v}}` after a
 * forall. The two are one grammar (a type holds abstract refinements, whose
 * sorts are types), so they live in one file.
 *
 * The lexer reads a maximal run of symbol characters as one operator, so
 * an angle bracket may be glued to its neighbour: `Bool>.`, `a<p>|`,
 * `a<p>->`, `<\x -> …>`. The parser takes the bracket off such a token
 * (split_leading) and leaves the rest where it was. */
#include "parse.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static SpecType *checked(SpecParser *p, SpecType *t) {
    if (!t) return NULL;
    spec_type_fix_height(t);
    if (t->height > SPEC_MAX_DEPTH) {
        sp_too_deep(p, t->pos);
        return NULL;
    }
    return t;
}

bool sp_can_start_atype(SpecParser *p, const SpecToken *t) {
    switch (t->kind) {
    case SK_VARID: return t->sym != p->kw.forall && !sp_is_word(t, "where");
    case SK_CONID:
    case SK_INT:
    case SK_LPAREN:
    case SK_LBRACK:
    case SK_LBRACE: return true;
    default: return false;
    }
}

/* Does an argument list stop before t? A line starting `Name ::` is the
 * next GADT constructor; a line starting with the measure's name is its
 * first equation. */
static bool arg_stops(SpecParser *p, const SpecToken *t) {
    if (!t->bol) return false;
    if (p->stop_name && t->sym == p->stop_name) return true;
    return sp_is_op(sp_peek(p, 1), "::");
}

/* Does the bracket at the current token hold, at its own level, a token
 * that `is` accepts? */
static bool bracket_holds(SpecParser *p, bool (*is)(SpecParser *, const SpecToken *)) {
    const SpecToken *open = sp_cur(p);
    for (size_t k = p->pos + 1; k < p->ntoks; k++) {
        const SpecToken *t = &p->toks[k];
        if (t->kind == SK_EOF || t->depth <= open->depth) return false;
        if (t->depth == open->depth + 1 && is(p, t)) return true;
    }
    return false;
}

static bool is_bar(SpecParser *p, const SpecToken *t) {
    (void)p;
    return sp_is_op(t, "|");
}

/* An operator of the logic, never of a type: (n + 1) is a value. */
static bool is_value_operator(SpecParser *p, const SpecToken *t) {
    if (t->kind == SK_BACKQUOTE) return true;
    if (t->kind != SK_OP || symmap_get(&p->fixities, t->sym)) return false;
    static const char *const type_ops[] = {"->", "=>", "::", "~", "'", "!"};
    for (size_t k = 0; k < sizeof type_ops / sizeof *type_ops; k++)
        if (sp_is_op(t, type_ops[k])) return false;
    return true;
}

/* {B | p}: the refinement of B without a binder written. Its binder is v
 * until the enclosing argument (x:{B | p}) or field names it
 * (spec_name_implicit_binder). At `{`. */
static SpecType *implicit_refinement(SpecParser *p, SpecPos pos) {
    SpecType *t = spec_type_new(p->a, ST_REFINE, pos);
    t->u.refine.implicit = true;
    t->u.refine.binder = intern(p->in, "v");
    sp_next(p);
    t->u.refine.base = sp_btype(p);
    if (!t->u.refine.base) return NULL;
    p->ctx = "refinement type";
    if (!sp_expect_op(p, "|")) return NULL;
    t->u.refine.pred = sp_pred(p, "refinement type");
    return t;
}

void sp_name_implicit_binder(SpecType *t, Sym binder) {
    if (t && binder && t->kind == ST_REFINE && t->u.refine.implicit) t->u.refine.binder = binder;
}

/* { ... } : a refinement {v:B | p} / {v | p} / {B | p}, or (head == true)
 * the bare {p} form, or (head == false) a value argument {e}. */
static SpecType *braces(SpecParser *p, bool head) {
    const SpecToken *open = sp_cur(p), *n1 = sp_peek(p, 1), *n2 = sp_peek(p, 2);
    SpecPos pos = sp_pos(p, open);
    const char *saved = p->ctx;
    SpecType *t = NULL;
    p->ctx = "refinement type";
    if (n1->kind == SK_VARID && (sp_is_op(n2, ":") || sp_is_op(n2, "|"))) {
        t = spec_type_new(p->a, ST_REFINE, pos);
        t->u.refine.binder = n1->sym;
        sp_next(p);
        sp_next(p);
        if (sp_is_op(sp_cur(p), ":")) {
            sp_next(p);
            t->u.refine.base = sp_btype(p);
            if (!t->u.refine.base) goto fail;
            p->ctx = "refinement type";
        }
        if (!sp_expect_op(p, "|")) goto fail;
        t->u.refine.pred = sp_pred(p, "refinement type");
        /* {a | x == y} after y: refines the type a (a type variable), its
         * value named by the argument: a name the predicate never uses is
         * no binder */
        if (!t->u.refine.base && !spec_expr_mentions(t->u.refine.pred, t->u.refine.binder))
            t->u.refine.implicit = true;
    } else if (bracket_holds(p, is_bar)) {
        if (!(t = implicit_refinement(p, pos))) goto fail;
    } else if (head) {
        t = spec_type_new(p->a, ST_REFINE, pos);
        sp_next(p);
        t->u.refine.pred = sp_pred(p, "refinement type");
    } else {
        t = spec_type_new(p->a, ST_EXPR, pos);
        t->u.expr.braced = true;
        sp_next(p);
        p->ctx = "type argument";
        if (!sp_can_start_expr(p, sp_cur(p))) {
            sp_expected(p, "an expression");
            goto fail;
        }
        t->u.expr.expr = sp_expr(p, 0);
        if (!t->u.expr.expr) goto fail;
        p->ctx = "refinement type";
    }
    if (t->kind == ST_REFINE && !t->u.refine.pred) goto fail;
    if (!sp_expect(p, SK_RBRACE, "'}'")) goto fail;
    p->ctx = saved;
    return checked(p, t);
fail:
    p->ctx = saved;
    return NULL;
}

/* ( ... ): unit, a parenthesised type, a tuple, a dependent pair (x::t, u). */
static SpecType *parens(SpecParser *p) {
    const SpecToken *open = sp_cur(p);
    SpecPos pos = sp_pos(p, open);
    if (sp_peek(p, 1)->kind == SK_RPAREN) {
        sp_next(p);
        sp_next(p);
        return spec_type_new(p->a, ST_TUPLE, pos);
    }
    sp_next(p);
    SpecVec elems = {0}, binders = {0};
    bool any_binder = false;
    for (;;) {
        Sym b = 0;
        if (sp_cur(p)->kind == SK_VARID && sp_is_op(sp_peek(p, 1), "::")) {
            b = sp_cur(p)->sym;
            any_binder = true;
            sp_next(p);
            sp_next(p);
        }
        SpecType *t = sp_type(p);
        if (!t) return NULL;
        sp_name_implicit_binder(t, b);
        spec_vec_push(p->a, &elems, t);
        spec_vec_push(p->a, &binders, (void *)(uintptr_t)b);
        if (sp_cur(p)->kind != SK_COMMA) break;
        sp_next(p);
    }
    if (!sp_expect(p, SK_RPAREN, elems.len > 1 ? "',' or ')'" : "')'")) return NULL;
    if (elems.len == 1 && !any_binder) return elems.items[0];
    if (elems.len == 1) {
        sp_error_at(p, open, "a binder 'x :: t' is only allowed in a tuple (a dependent pair)");
        return NULL;
    }
    SpecType *t = spec_type_new(p->a, ST_TUPLE, pos);
    t->u.tuple.n = elems.len;
    t->u.tuple.elems = (SpecType **)elems.items;
    t->u.tuple.binders = ARENA_ARRAY(p->a, Sym, elems.len);
    for (size_t k = 0; k < elems.len; k++) t->u.tuple.binders[k] = (Sym)(uintptr_t)binders.items[k];
    return checked(p, t);
}

/* One type atom; head says whether it starts a type (then {p} is a
 * refinement and literals are not allowed) or is an argument. */
static SpecType *atype(SpecParser *p, bool head) {
    const SpecToken *t = sp_cur(p);
    SpecPos pos = sp_pos(p, t);
    if (!sp_enter(p)) return NULL;
    SpecType *r = NULL;
    switch (t->kind) {
    case SK_VARID:
        if (t->sym == p->kw.forall) {
            sp_expected(p, "a type (write a forall in parentheses)");
            break;
        }
        if (sp_is_word(t, "exists") && sp_peek(p, 1)->kind == SK_LBRACK) {
            sp_unsupported(p, t, "existential types (exists[x:t]. t) are not supported");
            break;
        }
        r = spec_type_new(p->a, t->sym == p->kw.hole ? ST_HOLE : ST_VAR, pos);
        r->u.var = t->sym;
        sp_next(p);
        break;
    case SK_CONID:
        r = spec_type_new(p->a, ST_CON, pos);
        r->u.con.name = t->sym;
        sp_next(p);
        break;
    case SK_INT:
        if (head) {
            sp_expected(p, "a type");
            break;
        }
        r = spec_type_new(p->a, ST_EXPR, pos);
        r->u.expr.expr = sp_expr(p, SPEC_PREC_ATOM);
        if (!r->u.expr.expr) r = NULL;
        break;
    case SK_LPAREN:
        if (!head && bracket_holds(p, is_value_operator)) { /* a value argument (n + 1) */
            r = spec_type_new(p->a, ST_EXPR, pos);
            r->u.expr.expr = sp_expr(p, SPEC_PREC_ATOM);
            if (!r->u.expr.expr) r = NULL;
            break;
        }
        r = parens(p);
        break;
    case SK_LBRACK:
        if (sp_peek(p, 1)->kind == SK_RBRACK) {
            sp_next(p);
            sp_next(p);
            r = spec_type_new(p->a, ST_CON, pos);
            r->u.con.name = intern(p->in, "[]");
            break;
        }
        sp_next(p);
        r = spec_type_new(p->a, ST_LIST, pos);
        r->u.elem = sp_type(p);
        if (!r->u.elem || !sp_expect(p, SK_RBRACK, "']'")) r = NULL;
        break;
    case SK_LBRACE: r = braces(p, head); break;
    default: sp_expected(p, "a type"); break;
    }
    /* an argument's abstract refinements: a<p x>, [a]<p> (a head's are
     * read by sp_btype, before the arguments) */
    if (r && !head && sp_at_absref(p)) r = sp_absref(p, r);
    sp_leave(p);
    return checked(p, r);
}

SpecType *sp_atype(SpecParser *p) { return atype(p, false); }

SpecType *sp_btype(SpecParser *p) {
    SpecType *head = atype(p, true);
    if (!head) return NULL;
    SpecType *whole = head; /* head, or the abstract refinements applied to it: T <p> a */
    if (sp_at_absref(p)) {
        bool con = head->kind == ST_CON && head->u.con.nargs == 0;
        if (!(whole = sp_absref(p, head))) return NULL;
        if (!con) return checked(p, whole); /* Int<p>, a<p x>, [a]<p>: no arguments follow */
    }
    if (head->kind == ST_VAR || (head->kind == ST_CON && head->u.con.nargs == 0)) {
        SpecVec args = {0};
        while (sp_can_start_atype(p, sp_cur(p)) && !arg_stops(p, sp_cur(p))) {
            SpecType *a = atype(p, false);
            if (!a) return NULL;
            spec_vec_push(p->a, &args, a);
        }
        if (args.len) {
            if (head->kind == ST_VAR) {
                Sym v = head->u.var;
                head->kind = ST_CON;
                head->u.con.name = v;
                head->u.con.head_is_var = true;
            }
            head->u.con.args = (SpecType **)args.items;
            head->u.con.nargs = args.len;
            spec_type_fix_height(head);
        }
    }
    if (whole != head) spec_type_fix_height(whole);
    if (sp_at_absref_whole(p)) whole = sp_absref_whole(p, whole);
    return checked(p, whole);
}

/* t1 op t2 for a type operator the specs declare infix ({-@ infixr 1 ==> @-}),
 * grouped to the left; t1 alone otherwise. */
static SpecType *infix_type(SpecParser *p, SpecType *left) {
    while (left) {
        const SpecToken *t = sp_cur(p);
        if (t->kind != SK_OP || !symmap_get(&p->fixities, t->sym)) break;
        SpecType *r = spec_type_new(p->a, ST_CON, left->pos);
        r->u.con.name = t->sym;
        sp_next(p);
        SpecType *right = sp_btype(p);
        if (!right) return NULL;
        r->u.con.nargs = 2;
        r->u.con.args = ARENA_ARRAY(p->a, SpecType *, 2);
        r->u.con.args[0] = left;
        r->u.con.args[1] = right;
        left = checked(p, r);
    }
    return left;
}

/* x:t -> u, t -> u, or t. */
static SpecType *fun(SpecParser *p) {
    if (!sp_enter(p)) return NULL;
    const SpecToken *t = sp_cur(p);
    SpecPos pos = sp_pos(p, t);
    Sym binder = 0;
    SpecType *r = NULL;
    if (t->kind == SK_VARID && sp_is_op(sp_peek(p, 1), ":")) {
        binder = t->sym;
        sp_next(p);
        sp_next(p);
    }
    SpecType *arg = sp_btype(p);
    if (arg) arg = infix_type(p, arg);
    sp_name_implicit_binder(arg, binder);
    if (arg) {
        if (sp_is_op(sp_cur(p), "->")) {
            sp_next(p);
            SpecType *res = fun(p);
            if (res) {
                r = spec_type_new(p->a, ST_FUN, pos);
                r->u.fun.binder = binder;
                r->u.fun.arg = arg;
                r->u.fun.res = res;
            }
        } else {
            /* a binder on the result (-> o:Tree a) names the result only */
            r = arg;
        }
    }
    sp_leave(p);
    return checked(p, r);
}

/* Is t usable as a class context: C a, or a tuple of those? */
static bool as_context(SpecType *t, SpecVec *out, Arena *a) {
    if (t->kind == ST_CON && !t->u.con.head_is_var) {
        spec_vec_push(a, out, t);
        return true;
    }
    if (t->kind != ST_TUPLE || t->u.tuple.n == 0) return false;
    for (size_t k = 0; k < t->u.tuple.n; k++) {
        SpecType *c = t->u.tuple.elems[k];
        if (t->u.tuple.binders[k] || c->kind != ST_CON || c->u.con.head_is_var) return false;
        spec_vec_push(a, out, c);
    }
    return true;
}

/* At `(s :: k)`, a type variable with its kind? */
static bool kinded_binder(SpecParser *p) {
    return sp_cur(p)->kind == SK_LPAREN && sp_peek(p, 1)->kind == SK_VARID && sp_is_op(sp_peek(p, 2), "::");
}

SpecType *sp_type(SpecParser *p) {
    if (!sp_enter(p)) return NULL;
    const SpecToken *t = sp_cur(p);
    SpecPos pos = sp_pos(p, t);
    SpecType *r = NULL;
    if (t->kind == SK_VARID && t->sym == p->kw.forall) {
        sp_next(p);
        SpecVec vars = {0};
        while (sp_cur(p)->kind == SK_VARID || kinded_binder(p)) {
            const SpecToken *v = sp_cur(p)->kind == SK_VARID ? sp_cur(p) : sp_peek(p, 1);
            spec_vec_push(p->a, &vars, (void *)(uintptr_t)v->sym);
            if (sp_cur(p)->kind == SK_VARID) {
                sp_next(p);
            } else { /* (s :: Nat): the kind says nothing to lhx */
                int depth = sp_cur(p)->depth;
                do sp_next(p);
                while (!sp_at_end(p) && !(sp_cur(p)->kind == SK_RPAREN && sp_cur(p)->depth == depth));
                if (!sp_expect(p, SK_RPAREN, "')'")) break;
            }
        }
        SpecAbsParam *aparams = NULL;
        SpecBound *bounds = NULL;
        size_t naparams = 0, nbounds = 0;
        bool ok = true;
        if (sp_is_op(sp_cur(p), "<")) ok = sp_abs_params(p, &aparams, &naparams);
        if (!ok) {
        } else if (vars.len == 0 && naparams == 0) {
            sp_expected(p, "a type variable after 'forall'");
        } else if (sp_expect_op(p, ".") && sp_bounds(p, &bounds, &nbounds)) {
            SpecType *body = sp_type(p);
            if (body) {
                r = spec_type_new(p->a, ST_FORALL, pos);
                r->u.forall.nvars = vars.len;
                r->u.forall.vars = ARENA_ARRAY(p->a, Sym, vars.len ? vars.len : 1);
                for (size_t k = 0; k < vars.len; k++) r->u.forall.vars[k] = (Sym)(uintptr_t)vars.items[k];
                r->u.forall.aparams = aparams;
                r->u.forall.naparams = naparams;
                r->u.forall.bounds = bounds;
                r->u.forall.nbounds = nbounds;
                r->u.forall.body = body;
            }
        }
    } else {
        r = fun(p);
        if (r && sp_is_op(sp_cur(p), "=>")) {
            SpecVec ctx = {0};
            if (!as_context(r, &ctx, p->a)) {
                sp_error_at(p, sp_cur(p), "the left of '=>' must be class constraints such as 'Ord a' or "
                                          "'(Ord a, Eq b)'");
                r = NULL;
            } else {
                sp_next(p);
                SpecType *body = sp_type(p);
                r = NULL;
                if (body) {
                    r = spec_type_new(p->a, ST_CONSTRAINT, pos);
                    r->u.constraint.constraints = (SpecType **)ctx.items;
                    r->u.constraint.n = ctx.len;
                    r->u.constraint.body = body;
                }
            }
        }
    }
    sp_leave(p);
    return checked(p, r);
}

/* ================================================================ abstract refinements */

/* ---------------------------------------------------------------- brackets */

/* The current token with its first n characters taken off: they were
 * consumed as a token of their own. The token array is the parser's (in its
 * arena), so the token is shortened in place. */
static void split_leading(SpecParser *p, size_t n) {
    SpecToken *t = (SpecToken *)&p->toks[p->pos];
    t->text += n;
    t->len -= n;
    t->col += (int)n;
    t->bol = false;
    char buf[64];
    size_t len = t->len < sizeof buf - 1 ? t->len : sizeof buf - 1;
    memcpy(buf, t->text, len);
    buf[len] = '\0';
    t->sym = intern(p->in, buf);
}

/* Does the current token start with the operator characters `op`
 * (exactly, or glued to more operator characters)? */
static bool starts_with_op(SpecParser *p, const char *op) {
    const SpecToken *t = sp_cur(p);
    size_t n = strlen(op);
    return t->kind == SK_OP && t->len >= n && memcmp(t->text, op, n) == 0;
}

/* Consumes `op` at the start of the current token. */
static bool take_op(SpecParser *p, const char *op) {
    if (!starts_with_op(p, op)) {
        char what[16];
        snprintf(what, sizeof what, "'%s'", op);
        return sp_expected(p, what);
    }
    size_t n = strlen(op);
    if (sp_cur(p)->len == n) sp_next(p);
    else split_leading(p, n);
    return true;
}

bool sp_at_absref(SpecParser *p) { return sp_is_op(sp_cur(p), "<") || starts_with_op(p, "<\\"); }

bool sp_at_absref_whole(SpecParser *p) { return sp_is_op(sp_cur(p), "<<"); }

/* ---------------------------------------------------------------- arguments */

/* \x y -> : the parameters of a concrete predicate (`_` allowed). */
static bool lambda_params(SpecParser *p, SpecAbsArg *a) {
    if (!take_op(p, "\\")) return false;
    SpecVec ps = {0};
    while (sp_cur(p)->kind == SK_VARID) {
        spec_vec_push(p->a, &ps, (void *)(uintptr_t)sp_cur(p)->sym);
        sp_next(p);
    }
    if (ps.len == 0) return sp_expected(p, "a parameter of the predicate");
    if (!sp_expect_op(p, "->")) return false;
    a->nparams = ps.len;
    a->params = ARENA_ARRAY(p->a, Sym, ps.len);
    for (size_t k = 0; k < ps.len; k++) a->params[k] = (Sym)(uintptr_t)ps.items[k];
    return true;
}

/* One argument: p x, {\x y -> e}, {v:a | e}, \h -> {v:a | e}. */
static bool abs_arg(SpecParser *p, SpecAbsArg *a) {
    const SpecToken *t = sp_cur(p);
    a->pos = sp_pos(p, t);
    if (t->kind == SK_LBRACE && sp_is_op(sp_peek(p, 1), "\\")) {
        a->kind = SA_LAMBDA;
        sp_next(p);
        if (!lambda_params(p, a)) return false;
        a->body = sp_pred(p, "abstract refinement");
        return a->body && sp_expect(p, SK_RBRACE, "'}'");
    }
    if (t->kind == SK_LBRACE) {
        a->kind = SA_TYPE;
        a->type = sp_btype(p);
        if (!a->type) return false;
        if (a->type->kind != ST_REFINE || !a->type->u.refine.binder) {
            sp_error_at(p, t, "an abstract refinement written as a type must be a refinement {v:t | e}");
            return false;
        }
        return true;
    }
    if (starts_with_op(p, "\\")) {
        a->kind = SA_TYPE;
        if (!lambda_params(p, a)) return false;
        a->type = sp_type(p);
        return a->type != NULL;
    }
    if (t->kind == SK_VARID) {
        a->kind = SA_PRED;
        a->pred = sp_expr(p, SPEC_PREC_APP);
        if (!a->pred) return false;
        const SpecExpr *head = a->pred->kind == SE_APP ? a->pred->u.app.fn : a->pred;
        if (head->kind != SE_VAR || head->u.var.is_con) {
            sp_error_at(p, t, "an abstract refinement must be a name applied to arguments, or a predicate {\\x -> e}");
            return false;
        }
        return true;
    }
    return sp_expected(p, "an abstract refinement (p, p x or {\\x -> e})");
}

/* < a1, …, an > (closing with `close`) around base. */
static SpecType *absref(SpecParser *p, SpecType *base, const char *open, const char *close, bool whole) {
    const char *saved = p->ctx;
    p->ctx = "abstract refinement";
    if (!sp_enter(p)) return NULL;
    SpecType *t = NULL;
    SpecVec args = {0};
    if (!take_op(p, open)) goto out;
    for (;;) {
        SpecAbsArg *a = ARENA_NEW(p->a, SpecAbsArg);
        if (!abs_arg(p, a)) goto out;
        spec_vec_push(p->a, &args, a);
        if (sp_cur(p)->kind != SK_COMMA) break;
        sp_next(p);
    }
    if (!take_op(p, close)) goto out;
    t = spec_type_new(p->a, ST_ABSREF, base->pos);
    t->u.absref.base = base;
    t->u.absref.whole = whole;
    t->u.absref.nargs = args.len;
    t->u.absref.args = ARENA_ARRAY(p->a, SpecAbsArg, args.len);
    for (size_t k = 0; k < args.len; k++) t->u.absref.args[k] = *(SpecAbsArg *)args.items[k];
    spec_type_fix_height(t);
    if (t->height > SPEC_MAX_DEPTH) {
        sp_too_deep(p, t->pos);
        t = NULL;
    }
out:
    sp_leave(p);
    p->ctx = saved;
    return t;
}

SpecType *sp_absref(SpecParser *p, SpecType *base) { return absref(p, base, "<", ">", false); }

SpecType *sp_absref_whole(SpecParser *p, SpecType *base) { return absref(p, base, "<<", ">>", true); }

/* ---------------------------------------------------------------- parameters */

/* The arguments of a sort a -> b -> Bool (or Prop); false with an error
 * if it does not end in Bool. */
static bool sort_parts(SpecParser *p, const SpecToken *at, SpecAbsParam *ap) {
    SpecVec args = {0};
    const SpecType *t = ap->sort;
    for (; t->kind == ST_FUN; t = t->u.fun.res) spec_vec_push(p->a, &args, t->u.fun.arg);
    bool boolean = t->kind == ST_CON && t->u.con.nargs == 0 &&
                   (strcmp(sym_str(p->in, t->u.con.name), "Bool") == 0 || t->u.con.name == p->kw.prop);
    if (!boolean || args.len == 0)
        return sp_error_at(p, at, "the sort of abstract refinement '%s' must be a function type ending in Bool, "
                                  "such as a -> Bool",
                           sym_str(p->in, ap->name));
    ap->nargs = args.len;
    ap->args = (SpecType **)args.items;
    return true;
}

bool sp_abs_params(SpecParser *p, SpecAbsParam **out, size_t *n) {
    const char *saved = p->ctx;
    p->ctx = "abstract refinement parameters";
    SpecVec ps = {0};
    if (!take_op(p, "<")) return false;
    for (;;) {
        const SpecToken *t = sp_cur(p);
        if (t->kind != SK_VARID) return sp_expected(p, "the name of an abstract refinement");
        SpecAbsParam *ap = ARENA_NEW(p->a, SpecAbsParam);
        ap->pos = sp_pos(p, t);
        ap->name = t->sym;
        sp_next(p);
        if (!sp_expect_op(p, "::")) return false;
        ap->sort = sp_type(p);
        if (!ap->sort || !sort_parts(p, t, ap)) return false;
        p->ctx = "abstract refinement parameters";
        spec_vec_push(p->a, &ps, ap);
        if (sp_cur(p)->kind != SK_COMMA) break;
        sp_next(p);
    }
    if (!take_op(p, ">")) return false;
    *n = ps.len;
    *out = ARENA_ARRAY(p->a, SpecAbsParam, ps.len);
    for (size_t k = 0; k < ps.len; k++) (*out)[k] = *(SpecAbsParam *)ps.items[k];
    p->ctx = saved;
    return true;
}

/* ---------------------------------------------------------------- bounds */

/* Does operator token t end with op (`|-`, or `>|-` glued to a bracket)? */
static bool ends_with_op(const SpecToken *t, const char *op) {
    size_t n = strlen(op);
    return t->kind == SK_OP && t->len >= n && memcmp(t->text + t->len - n, op, n) == 0;
}

/* Is the current `{` a bound: does `<:` or `|-` appear directly inside it? */
static bool at_bound(SpecParser *p) {
    const SpecToken *open = sp_cur(p);
    if (open->kind != SK_LBRACE || sp_at_end(p)) return false;
    for (size_t k = p->pos + 1; k < p->ntoks; k++) {
        const SpecToken *t = &p->toks[k];
        if (t->kind == SK_EOF || t->depth <= open->depth) return false;
        if (t->depth == open->depth + 1 && (sp_is_op(t, "<:") || ends_with_op(t, "|-"))) return true;
    }
    return false;
}

/* {x::t, … |- sub <: sup} or {sub <: sup} */
static bool bound(SpecParser *p, SpecBound *b) {
    const SpecToken *open = sp_cur(p);
    b->pos = sp_pos(p, open);
    sp_next(p);
    bool binders = false;
    for (size_t k = p->pos; k < p->ntoks && p->toks[k].depth > open->depth; k++)
        if (p->toks[k].depth == open->depth + 1 && ends_with_op(&p->toks[k], "|-")) binders = true;
    SpecVec names = {0}, types = {0};
    while (binders) {
        if (sp_cur(p)->kind != SK_VARID || !sp_is_op(sp_peek(p, 1), "::"))
            return sp_expected(p, "a binder 'x :: t' of the bound");
        spec_vec_push(p->a, &names, (void *)(uintptr_t)sp_cur(p)->sym);
        sp_next(p);
        sp_next(p);
        SpecType *t = sp_type(p);
        if (!t) return false;
        spec_vec_push(p->a, &types, t);
        if (sp_cur(p)->kind == SK_COMMA) {
            sp_next(p);
            continue;
        }
        if (!sp_expect_op(p, "|-")) return false;
        break;
    }
    b->n = names.len;
    b->binders = ARENA_ARRAY(p->a, Sym, names.len ? names.len : 1);
    b->types = (SpecType **)types.items;
    for (size_t k = 0; k < names.len; k++) b->binders[k] = (Sym)(uintptr_t)names.items[k];
    b->sub = sp_btype(p);
    if (!b->sub || !sp_expect_op(p, "<:")) return false;
    b->sup = sp_type(p);
    return b->sup && sp_expect(p, SK_RBRACE, "'}'");
}

bool sp_bounds(SpecParser *p, SpecBound **out, size_t *n) {
    const char *saved = p->ctx;
    p->ctx = "bound";
    SpecVec bs = {0};
    while (at_bound(p)) {
        SpecBound *b = ARENA_NEW(p->a, SpecBound);
        if (!bound(p, b)) return false;
        spec_vec_push(p->a, &bs, b);
    }
    *n = bs.len;
    *out = ARENA_ARRAY(p->a, SpecBound, bs.len ? bs.len : 1);
    for (size_t k = 0; k < bs.len; k++) (*out)[k] = *(SpecBound *)bs.items[k];
    p->ctx = saved;
    return true;
}
