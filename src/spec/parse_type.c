/* parse_type.c — refinement types (grammar in parse.h). */
#include "parse.h"

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
    case SK_VARID: return t->sym != p->kw.forall;
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

/* { ... } : a refinement {v:B | p} / {v | p}, or (head == true) the bare
 * {p} form, or (head == false) a value argument {e}. */
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
    case SK_LPAREN: r = parens(p); break;
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
        } else if (binder) {
            sp_expected(p, "'->' after a bound argument");
        } else {
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

SpecType *sp_type(SpecParser *p) {
    if (!sp_enter(p)) return NULL;
    const SpecToken *t = sp_cur(p);
    SpecPos pos = sp_pos(p, t);
    SpecType *r = NULL;
    if (t->kind == SK_VARID && t->sym == p->kw.forall) {
        sp_next(p);
        SpecVec vars = {0};
        while (sp_cur(p)->kind == SK_VARID) {
            spec_vec_push(p->a, &vars, (void *)(uintptr_t)sp_cur(p)->sym);
            sp_next(p);
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
