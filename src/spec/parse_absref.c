/* parse_absref.c — the syntax of abstract refinements (grammar in
 * parse.h): parameters `<p :: a -> a -> Bool, …>` of a forall or a data
 * declaration, their applications `t<p x, {\x y -> e}>` and `T a <<p>>`,
 * and bounds `{x::a<p> |- a<q> <: {v:a | x <= v}}` after a forall.
 *
 * The lexer reads a maximal run of symbol characters as one operator, so
 * an angle bracket may be glued to its neighbour: `Bool>.`, `a<p>|`,
 * `a<p>->`, `<\x -> …>`. The parser takes the bracket off such a token
 * (split_leading) and leaves the rest where it was. */
#include "parse.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

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
