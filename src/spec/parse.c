/* parse.c — the declarations (grammar notes in parse.h); tokens, layout
 * and errors are parse_cursor.c's. The grammar is recursive across the
 * parser's files only downwards: declarations use types (parse_type.c) and
 * expressions (parse_expr.c), types use expressions (refinements), and all
 * use the cursor; nothing calls back up. */
#include "parse.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../util/strbuf.h"

/* ---------------------------------------------------------------- names */

/* The declaration continues after a keyword alone on its line
 * (`{-@ assume` then `f :: t` below it): the next line is not a new one. */
static void continue_declaration(SpecParser *p) {
    if (p->toks[p->pos].kind != SK_EOF && p->toks[p->pos].kind != SK_SEMI && sp_boundary_at(p, p->pos))
        p->item_start = p->pos;
}

/* A declared name: x, M.x, an operator in parentheses (++) or bare (++,
 * as in `reflect ++`), or a constructor C (a constructor's signature, an
 * upper-case measure such as Map_select). */
static bool decl_name(SpecParser *p, Sym *name, bool *is_op, SpecPos *pos) {
    const SpecToken *t = sp_cur(p);
    if (pos) *pos = sp_pos(p, t);
    if (t->kind == SK_OP && !sp_reserved_decl_op(t)) {
        *name = t->sym;
        *is_op = true;
        sp_next(p);
        return true;
    }
    if (t->kind == SK_VARID || t->kind == SK_CONID) {
        *name = t->sym;
        *is_op = false;
        sp_next(p);
        return true;
    }
    if (t->kind == SK_LPAREN && sp_peek(p, 1)->kind == SK_OP && sp_peek(p, 2)->kind == SK_RPAREN) {
        *name = sp_peek(p, 1)->sym;
        *is_op = true;
        sp_next(p);
        sp_next(p);
        sp_next(p);
        return true;
    }
    return sp_expected(p, "a name");
}

static void push_decl(SpecParser *p, SpecDecl *d) { spec_vec_push(p->a, &p->decls, d); }

/* ---------------------------------------------------------------- signatures */

static bool parse_metric(SpecParser *p, SpecDecl *d) {
    const char *saved = p->ctx;
    p->ctx = "termination metric";
    sp_next(p); /* / */
    if (!sp_expect(p, SK_LBRACK, "'['")) return false;
    SpecVec es = {0};
    if (sp_cur(p)->kind != SK_RBRACK) {
        for (;;) {
            if (!sp_can_start_expr(p, sp_cur(p))) return sp_expected(p, "an expression");
            SpecExpr *e = sp_expr(p, 0);
            if (!e) return false;
            spec_vec_push(p->a, &es, e);
            if (sp_cur(p)->kind != SK_COMMA) break;
            sp_next(p);
        }
    }
    if (!sp_expect(p, SK_RBRACK, es.len ? "',' or ']'" : "an expression or ']'")) return false;
    d->u.sig.has_metric = true;
    d->u.sig.metric = (SpecExpr **)es.items;
    d->u.sig.nmetric = es.len;
    p->ctx = saved;
    return true;
}

/* f :: t, or f, g :: t (one signature per name, sharing the type), into
 * out (SpecDecl*). */
static bool parse_sig_into(SpecParser *p, SpecSigKind kind, SpecPos pos, SpecVec *out) {
    p->ctx = "type signature";
    SpecVec sigs = {0};
    for (;;) {
        SpecDecl *d = spec_decl_new(p->a, SD_SIG, pos);
        d->u.sig.sig_kind = kind;
        if (!decl_name(p, &d->u.sig.name, &d->u.sig.is_operator, &d->u.sig.name_pos)) return false;
        spec_vec_push(p->a, &sigs, d);
        if (sp_cur(p)->kind != SK_COMMA) break;
        sp_next(p);
    }
    if (!sp_expect_op(p, "::")) return false;
    SpecDecl *first = sigs.items[0];
    first->u.sig.type = sp_type(p);
    if (!first->u.sig.type) return false;
    if (sp_is_op(sp_cur(p), "/") && !parse_metric(p, first)) return false;
    for (size_t k = 0; k < sigs.len; k++) {
        SpecDecl *d = sigs.items[k];
        Sym name = d->u.sig.name;
        bool is_op = d->u.sig.is_operator;
        SpecPos name_pos = d->u.sig.name_pos;
        d->u.sig = first->u.sig;
        d->u.sig.name = name;
        d->u.sig.is_operator = is_op;
        d->u.sig.name_pos = name_pos;
        spec_vec_push(p->a, out, d);
    }
    return true;
}

static bool parse_sig(SpecParser *p, SpecSigKind kind, SpecPos pos) { return parse_sig_into(p, kind, pos, &p->decls); }

static bool parse_name_decl(SpecParser *p, SpecDeclKind kind, SpecPos pos, const char *what) {
    p->ctx = what;
    sp_next(p);
    continue_declaration(p);
    SpecDecl *d = spec_decl_new(p->a, kind, pos);
    if (!decl_name(p, &d->u.name.name, &d->u.name.is_operator, NULL)) return false;
    push_decl(p, d);
    return true;
}

/* ---------------------------------------------------------------- aliases */

static bool parse_type_alias(SpecParser *p, SpecPos pos) {
    p->ctx = "type alias";
    sp_next(p);
    SpecDecl *d = spec_decl_new(p->a, SD_TYPE_ALIAS, pos);
    if (sp_cur(p)->kind != SK_CONID) return sp_expected(p, "the alias name (upper-case)");
    d->u.type_alias.name = sp_cur(p)->sym;
    sp_next(p);
    SpecVec params = {0};
    while (sp_cur(p)->kind == SK_VARID || sp_cur(p)->kind == SK_CONID) {
        SpecAliasParam *ap = ARENA_NEW(p->a, SpecAliasParam);
        ap->name = sp_cur(p)->sym;
        ap->is_value = sp_cur(p)->kind == SK_CONID;
        spec_vec_push(p->a, &params, ap);
        sp_next(p);
    }
    if (sp_cur(p)->kind == SK_OP && sp_cur(p)->text[0] == '<')
        return sp_unsupported(p, sp_cur(p), "abstract refinement parameters of a type alias (type T a <p :: …>) are "
                                            "not supported; apply them in its body");
    if (!sp_expect_op(p, "=")) return false;
    d->u.type_alias.nparams = params.len;
    d->u.type_alias.params = ARENA_ARRAY(p->a, SpecAliasParam, params.len ? params.len : 1);
    for (size_t k = 0; k < params.len; k++) d->u.type_alias.params[k] = *(SpecAliasParam *)params.items[k];
    d->u.type_alias.body = sp_type(p);
    if (!d->u.type_alias.body) return false;
    push_decl(p, d);
    return true;
}

static bool parse_pred_alias(SpecParser *p, SpecPos pos, bool expression_kw) {
    p->ctx = expression_kw ? "expression alias" : "predicate alias";
    sp_next(p);
    SpecDecl *d = spec_decl_new(p->a, SD_PRED_ALIAS, pos);
    d->u.pred_alias.expression_kw = expression_kw;
    if (sp_cur(p)->kind != SK_CONID && sp_cur(p)->kind != SK_VARID) return sp_expected(p, "the alias name");
    d->u.pred_alias.name = sp_cur(p)->sym;
    sp_next(p);
    SpecVec params = {0};
    while (sp_cur(p)->kind == SK_VARID || sp_cur(p)->kind == SK_CONID) {
        spec_vec_push(p->a, &params, (void *)(uintptr_t)sp_cur(p)->sym);
        sp_next(p);
    }
    if (!sp_expect_op(p, "=")) return false;
    d->u.pred_alias.nparams = params.len;
    d->u.pred_alias.params = ARENA_ARRAY(p->a, Sym, params.len ? params.len : 1);
    for (size_t k = 0; k < params.len; k++) d->u.pred_alias.params[k] = (Sym)(uintptr_t)params.items[k];
    d->u.pred_alias.body = sp_pred(p, p->ctx);
    if (!d->u.pred_alias.body) return false;
    push_decl(p, d);
    return true;
}

/* ---------------------------------------------------------------- measures */

static SpecPat *pattern(SpecParser *p);

static bool is_conop(const SpecToken *t) { return t->kind == SK_OP && t->text[0] == ':' && t->len >= 1; }

static SpecPat *new_pat(SpecParser *p, SpecPatKind kind, const SpecToken *t) {
    SpecPat *pt = ARENA_NEW(p->a, SpecPat);
    pt->kind = kind;
    pt->pos = sp_pos(p, t);
    return pt;
}

static bool can_start_apat(const SpecToken *t) {
    return t->kind == SK_VARID || t->kind == SK_CONID || t->kind == SK_LPAREN || t->kind == SK_LBRACK;
}

/* An atomic pattern: x, _, C, [], (), (p), (p, q). */
static SpecPat *apattern(SpecParser *p) {
    const SpecToken *t = sp_cur(p);
    SpecPat *pt = NULL;
    if (!sp_enter(p)) return NULL;
    switch (t->kind) {
    case SK_VARID:
        pt = new_pat(p, t->sym == p->kw.hole ? SP_WILD : SP_VAR, t);
        pt->name = t->sym;
        sp_next(p);
        break;
    case SK_CONID:
        pt = new_pat(p, SP_CON, t);
        pt->name = t->sym;
        sp_next(p);
        break;
    case SK_LBRACK:
        if (sp_peek(p, 1)->kind != SK_RBRACK) {
            sp_next(p);
            sp_expected(p, "']' (list patterns other than [] are not supported)");
            break;
        }
        pt = new_pat(p, SP_CON, t);
        pt->name = intern(p->in, "[]");
        sp_next(p);
        sp_next(p);
        break;
    case SK_LPAREN: {
        if (sp_peek(p, 1)->kind == SK_RPAREN) {
            pt = new_pat(p, SP_CON, t);
            pt->name = intern(p->in, "()");
            sp_next(p);
            sp_next(p);
            break;
        }
        sp_next(p);
        SpecVec elems = {0};
        for (;;) {
            SpecPat *e = pattern(p);
            if (!e) goto out;
            spec_vec_push(p->a, &elems, e);
            if (sp_cur(p)->kind != SK_COMMA) break;
            sp_next(p);
        }
        if (!sp_expect(p, SK_RPAREN, elems.len > 1 ? "',' or ')'" : "')'")) goto out;
        if (elems.len == 1) {
            pt = elems.items[0];
        } else {
            pt = new_pat(p, SP_TUPLE, t);
            pt->args = (SpecPat **)elems.items;
            pt->nargs = elems.len;
        }
        break;
    }
    default: sp_expected(p, "a pattern"); break;
    }
out:
    sp_leave(p);
    return pt;
}

/* A pattern inside parentheses: C p1 p2, p1 :+: p2 (right-assoc), or an atom. */
static SpecPat *pattern(SpecParser *p) {
    const SpecToken *t = sp_cur(p);
    SpecPat *left;
    if (!sp_enter(p)) return NULL;
    /* a constructor operator in prefix form: (:::) x xs */
    bool prefix_op = t->kind == SK_LPAREN && is_conop(sp_peek(p, 1)) && sp_peek(p, 2)->kind == SK_RPAREN;
    if (t->kind == SK_CONID || prefix_op) {
        left = new_pat(p, SP_CON, t);
        left->name = prefix_op ? sp_peek(p, 1)->sym : t->sym;
        if (prefix_op) sp_next(p), sp_next(p);
        sp_next(p);
        SpecVec args = {0};
        while (can_start_apat(sp_cur(p))) {
            SpecPat *a = apattern(p);
            if (!a) {
                sp_leave(p);
                return NULL;
            }
            spec_vec_push(p->a, &args, a);
        }
        left->args = (SpecPat **)args.items;
        left->nargs = args.len;
    } else {
        left = apattern(p);
    }
    if (left && is_conop(sp_cur(p))) {
        const SpecToken *op = sp_cur(p);
        sp_next(p);
        SpecPat *right = pattern(p);
        if (!right) {
            left = NULL;
        } else {
            SpecPat *pt = new_pat(p, SP_CON, op);
            pt->pos = left->pos;
            pt->name = op->sym;
            pt->infix = true;
            pt->nargs = 2;
            pt->args = ARENA_ARRAY(p->a, SpecPat *, 2);
            pt->args[0] = left;
            pt->args[1] = right;
            left = pt;
        }
    }
    sp_leave(p);
    return left;
}

/* m pat... = e   or   m pat... = {v | p} */
static SpecMeasureEq *parse_equation(SpecParser *p) {
    const char *saved = p->ctx;
    p->ctx = "measure equation";
    const SpecToken *t = sp_cur(p);
    SpecMeasureEq *eq = ARENA_NEW(p->a, SpecMeasureEq);
    eq->pos = sp_pos(p, t);
    eq->name = t->sym;
    sp_next(p);
    SpecVec pats = {0};
    while (can_start_apat(sp_cur(p))) {
        SpecPat *pt = apattern(p);
        if (!pt) return NULL;
        spec_vec_push(p->a, &pats, pt);
    }
    if (pats.len == 0) return sp_expected(p, "a pattern"), NULL;
    if (!sp_expect_op(p, "=")) return NULL;
    eq->pats = (SpecPat **)pats.items;
    eq->npats = pats.len;
    const SpecToken *b = sp_cur(p);
    if (b->kind == SK_LBRACE && sp_peek(p, 1)->kind == SK_VARID && sp_is_op(sp_peek(p, 2), "|")) {
        eq->body_binder = sp_peek(p, 1)->sym;
        sp_next(p);
        sp_next(p);
        sp_next(p);
        eq->body = sp_pred(p, "measure equation");
        if (!eq->body || !sp_expect(p, SK_RBRACE, "'}'")) return NULL;
    } else {
        if (!sp_can_start_expr(p, b)) return sp_expected(p, "an expression"), NULL;
        eq->body = sp_expr(p, 0);
        if (!eq->body) return NULL;
    }
    p->ctx = saved;
    return eq;
}

/* Moves to the next declaration if it is an equation of measure `name`
 * (written at the declaration column) and returns true. */
static bool next_item_is_equation(SpecParser *p, Sym name) {
    size_t i = p->pos;
    if (i < p->ntoks && p->toks[i].kind == SK_SEMI && p->toks[i].depth == 0) i++;
    if (i >= p->ntoks || p->toks[i].kind != SK_VARID || p->toks[i].sym != name) return false;
    if (i + 1 < p->ntoks && sp_is_op(&p->toks[i + 1], "::")) return false;
    if (i != p->pos || sp_boundary_at(p, i)) {
        p->pos = i;
        p->item_start = i;
    }
    return true;
}

/* measure m; measure m :: t and equations; `class measure` and
 * `instance measure` (kind) alike. At the keyword `measure`. */
static bool parse_measure(SpecParser *p, SpecPos pos, SpecMeasureKind kind) {
    p->ctx = "measure";
    sp_next(p);
    continue_declaration(p);
    SpecDecl *d = spec_decl_new(p->a, SD_MEASURE, pos);
    d->u.measure.measure_kind = kind;
    const SpecToken *at = sp_cur(p);
    bool named = (at->kind == SK_OP && !sp_reserved_decl_op(at)) || at->kind == SK_VARID || at->kind == SK_CONID ||
                 (at->kind == SK_LPAREN && sp_peek(p, 1)->kind == SK_OP);
    if (!named || !decl_name(p, &d->u.measure.name, &d->u.measure.is_operator, NULL))
        return sp_expected(p, "the measure's name");
    Sym name = d->u.measure.name;
    if (sp_at_end(p)) {
        push_decl(p, d);
        return true;
    }
    if (!sp_expect_op(p, "::")) return false;
    p->stop_name = name;
    d->u.measure.type = sp_type(p);
    if (!d->u.measure.type) return false;
    SpecVec eqs = {0};
    for (;;) {
        const SpecToken *t = sp_cur(p);
        bool inline_eq = t->kind == SK_VARID && t->sym == name && t->bol;
        if (!inline_eq && !(sp_at_end(p) && next_item_is_equation(p, name))) break;
        SpecMeasureEq *eq = parse_equation(p);
        if (!eq) return false;
        spec_vec_push(p->a, &eqs, eq);
    }
    p->stop_name = 0;
    d->u.measure.eqs = (SpecMeasureEq **)eqs.items;
    d->u.measure.neqs = eqs.len;
    push_decl(p, d);
    return true;
}

/* ---------------------------------------------------------------- data */

static bool parse_fields(SpecParser *p, SpecCtor *c) {
    SpecVec fields = {0};
    if (sp_cur(p)->kind == SK_LBRACE) {
        c->record = true;
        sp_next(p);
        if (sp_cur(p)->kind == SK_RBRACE) return sp_expected(p, "a field name");
        for (;;) {
            SpecVec names = {0}, poss = {0};
            for (;;) {
                const SpecToken *t = sp_cur(p);
                if (t->kind != SK_VARID) return sp_expected(p, "a field name");
                spec_vec_push(p->a, &names, (void *)(uintptr_t)t->sym);
                SpecPos *fp = ARENA_NEW(p->a, SpecPos);
                *fp = sp_pos(p, t);
                spec_vec_push(p->a, &poss, fp);
                sp_next(p);
                if (sp_cur(p)->kind != SK_COMMA) break;
                sp_next(p);
            }
            if (!sp_expect_op(p, "::")) return false;
            if (sp_is_op(sp_cur(p), "!")) sp_next(p); /* strictness: irrelevant to refinements */
            SpecType *ty = sp_type(p);
            if (!ty) return false;
            if (names.len == 1) sp_name_implicit_binder(ty, (Sym)(uintptr_t)names.items[0]);
            for (size_t k = 0; k < names.len; k++) {
                SpecField *f = ARENA_NEW(p->a, SpecField);
                f->name = (Sym)(uintptr_t)names.items[k];
                f->pos = *(SpecPos *)poss.items[k];
                f->type = ty;
                spec_vec_push(p->a, &fields, f);
            }
            if (sp_cur(p)->kind == SK_COMMA) {
                sp_next(p);
                continue;
            }
            if (!sp_expect(p, SK_RBRACE, "',' or '}'")) return false;
            break;
        }
    } else {
        size_t named = 0;
        for (;;) {
            if (sp_is_op(sp_cur(p), "!") && sp_can_start_atype(p, sp_peek(p, 1))) sp_next(p); /* strictness */
            const SpecToken *t = sp_cur(p);
            if (!sp_can_start_atype(p, t) || (t->bol && sp_is_op(sp_peek(p, 1), "::"))) break;
            SpecField *f = ARENA_NEW(p->a, SpecField);
            f->pos = sp_pos(p, t);
            if (t->kind == SK_LPAREN && sp_peek(p, 1)->kind == SK_VARID && sp_is_op(sp_peek(p, 2), "::")) {
                f->name = sp_peek(p, 1)->sym;
                f->pos = sp_pos(p, sp_peek(p, 1));
                sp_next(p);
                sp_next(p);
                sp_next(p);
                f->type = sp_type(p);
                if (!f->type || !sp_expect(p, SK_RPAREN, "')'")) return false;
                sp_name_implicit_binder(f->type, f->name);
                named++;
            } else {
                f->type = sp_atype(p);
                if (!f->type) return false;
            }
            spec_vec_push(p->a, &fields, f);
        }
        /* some fields may be named (C (x :: Int) (T x)): later fields see them */
        c->record = named > 0 && named == fields.len;
    }
    c->nfields = fields.len;
    c->fields = ARENA_ARRAY(p->a, SpecField, fields.len ? fields.len : 1);
    for (size_t k = 0; k < fields.len; k++) c->fields[k] = *(SpecField *)fields.items[k];
    return true;
}

/* One constructor of `data T = C1 ... | C2 ...`. */
static bool parse_ctor(SpecParser *p, SpecCtor *c) {
    const SpecToken *t = sp_cur(p);
    c->pos = sp_pos(p, t);
    if (t->kind == SK_LPAREN && sp_peek(p, 1)->kind == SK_OP && sp_peek(p, 2)->kind == SK_RPAREN) {
        c->name = sp_peek(p, 1)->sym;
        c->is_operator = true;
        sp_next(p);
        sp_next(p);
        sp_next(p);
        return parse_fields(p, c);
    }
    if (t->kind == SK_CONID && !is_conop(sp_peek(p, 1))) {
        c->name = t->sym;
        sp_next(p);
        if (!parse_fields(p, c)) return false;
        if (!is_conop(sp_cur(p))) return true;
        return sp_expected(p, "'|' or the end of the declaration (write an infix constructor as '(:op:) a b')");
    }
    /* infix: a :+: List a */
    if (!sp_can_start_atype(p, t)) return sp_expected(p, "a constructor");
    SpecType *left = sp_btype(p);
    if (!left) return false;
    if (!is_conop(sp_cur(p))) return sp_expected(p, "a constructor operator such as ':+:'");
    c->name = sp_cur(p)->sym;
    c->is_operator = true;
    sp_next(p);
    SpecType *right = sp_btype(p);
    if (!right) return false;
    c->nfields = 2;
    c->fields = ARENA_ARRAY(p->a, SpecField, 2);
    c->fields[0] = (SpecField){left->pos, 0, left};
    c->fields[1] = (SpecField){right->pos, 0, right};
    return true;
}

/* The parameters after a data type's name: type variables (data List a),
 * or the arguments of a data family instance (data F Int a). */
static bool parse_data_params(SpecParser *p, SpecDecl *d) {
    SpecVec params = {0};
    bool family = false;
    for (const SpecToken *t = sp_cur(p); sp_can_start_atype(p, t) && t->kind != SK_LBRACE; t = sp_cur(p)) {
        SpecType *a;
        if (t->kind == SK_VARID && !sp_is_word(t, "where")) { /* a parameter: `<p …>` after it declares, not applies */
            a = spec_type_new(p->a, ST_VAR, sp_pos(p, t));
            a->u.var = t->sym;
            sp_next(p);
        } else if (!(a = sp_atype(p))) {
            return false;
        }
        family = family || a->kind != ST_VAR;
        spec_vec_push(p->a, &params, a);
    }
    if (family) {
        d->u.data.indices = (SpecType **)params.items;
        d->u.data.nindices = params.len;
        return true;
    }
    d->u.data.ntyvars = params.len;
    d->u.data.tyvars = ARENA_ARRAY(p->a, Sym, params.len ? params.len : 1);
    for (size_t k = 0; k < params.len; k++) d->u.data.tyvars[k] = ((SpecType *)params.items[k])->u.var;
    return true;
}

/* data T :: * -> * where: the kind says nothing to lhx; skipped up to
 * `where` or `=`. */
static void skip_kind(SpecParser *p) {
    while (!sp_at_end(p) && !sp_is_word(sp_cur(p), "where") && !sp_is_op(sp_cur(p), "=")) sp_next(p);
}

/* data size (T a) m, data size (T a, U b) m: the termination measure m of
 * each type, as a data declaration without constructors. At `size`. */
static bool parse_data_size(SpecParser *p, SpecPos pos) {
    p->ctx = "data size declaration";
    sp_next(p);
    sp_next(p);
    SpecType *types = sp_atype(p);
    if (!types) return false;
    if (sp_cur(p)->kind != SK_VARID) return sp_expected(p, "the name of the termination measure");
    Sym measure = sp_cur(p)->sym;
    sp_next(p);
    size_t n = types->kind == ST_TUPLE ? types->u.tuple.n : 1;
    for (size_t k = 0; k < n; k++) {
        const SpecType *t = types->kind == ST_TUPLE ? types->u.tuple.elems[k] : types;
        if (t->kind != ST_CON || t->u.con.head_is_var)
            return sp_error_at(p, sp_cur(p), "'data size' names the types it measures, as in data size (T a) m");
        SpecDecl *d = spec_decl_new(p->a, SD_DATA, pos);
        d->u.data.name = t->u.con.name;
        d->u.data.size_only = true;
        d->u.data.size_measure = measure;
        d->u.data.ntyvars = t->u.con.nargs;
        d->u.data.tyvars = ARENA_ARRAY(p->a, Sym, t->u.con.nargs ? t->u.con.nargs : 1);
        for (size_t j = 0; j < t->u.con.nargs; j++) {
            if (t->u.con.args[j]->kind != ST_VAR)
                return sp_error_at(p, sp_cur(p), "the types of 'data size' take type variables");
            d->u.data.tyvars[j] = t->u.con.args[j]->u.var;
        }
        push_decl(p, d);
    }
    return true;
}

static bool parse_data(SpecParser *p, SpecPos pos, bool is_newtype) {
    p->ctx = is_newtype ? "newtype declaration" : "data declaration";
    sp_next(p);
    SpecDecl *d = spec_decl_new(p->a, SD_DATA, pos);
    d->u.data.is_newtype = is_newtype;
    if (sp_cur(p)->kind != SK_CONID) return sp_expected(p, "the type's name");
    d->u.data.name = sp_cur(p)->sym;
    sp_next(p);
    if (sp_cur(p)->kind == SK_LBRACK) {
        sp_next(p);
        if (sp_cur(p)->kind != SK_VARID) return sp_expected(p, "the name of a termination measure");
        d->u.data.size_measure = sp_cur(p)->sym;
        sp_next(p);
        if (!sp_expect(p, SK_RBRACK, "']'")) return false;
    }
    if (!parse_data_params(p, d)) return false;
    if (sp_is_op(sp_cur(p), "<") && !sp_abs_params(p, &d->u.data.aparams, &d->u.data.naparams)) return false;
    p->ctx = is_newtype ? "newtype declaration" : "data declaration";
    if (sp_is_op(sp_cur(p), "::")) skip_kind(p);
    SpecVec ctors = {0};
    if (sp_is_word(sp_cur(p), "where")) {
        d->u.data.gadt = true;
        sp_next(p);
        p->in_gadt = true;
        while (!sp_at_end(p)) {
            SpecCtor *c = ARENA_NEW(p->a, SpecCtor);
            const SpecToken *t = sp_cur(p);
            c->pos = sp_pos(p, t);
            if (t->kind == SK_CONID) {
                c->name = t->sym;
                sp_next(p);
            } else if (t->kind == SK_LPAREN && sp_peek(p, 1)->kind == SK_OP && sp_peek(p, 2)->kind == SK_RPAREN) {
                c->name = sp_peek(p, 1)->sym;
                c->is_operator = true;
                sp_next(p);
                sp_next(p);
                sp_next(p);
            } else {
                return sp_expected(p, "a constructor signature 'C :: type'");
            }
            if (!sp_expect_op(p, "::")) return false;
            c->gadt_type = sp_type(p);
            if (!c->gadt_type) return false;
            spec_ctor_gadt_fields(p->a, d->u.data.name, c, c->gadt_type);
            spec_vec_push(p->a, &ctors, c);
            if (sp_cur(p)->kind == SK_SEMI) sp_next(p);
        }
        p->in_gadt = false;
        if (ctors.len == 0) return sp_expected(p, "a constructor signature 'C :: type'");
    } else if (sp_is_op(sp_cur(p), "=")) {
        sp_next(p);
        for (;;) {
            SpecCtor *c = ARENA_NEW(p->a, SpecCtor);
            if (!parse_ctor(p, c)) return false;
            spec_vec_push(p->a, &ctors, c);
            if (!sp_is_op(sp_cur(p), "|")) break;
            sp_next(p);
        }
        if (is_newtype && ctors.len != 1)
            return sp_error_at(p, sp_cur(p), "a newtype must have exactly one constructor");
    } else if (!sp_at_end(p)) {
        return sp_expected(p, "'=', 'where' or the end of the declaration");
    }
    d->u.data.nctors = ctors.len;
    d->u.data.ctors = ARENA_ARRAY(p->a, SpecCtor, ctors.len ? ctors.len : 1);
    for (size_t k = 0; k < ctors.len; k++) d->u.data.ctors[k] = *(SpecCtor *)ctors.items[k];
    push_decl(p, d);
    return true;
}

/* ---------------------------------------------------------------- pragmas, fixity, ignored */

static bool parse_pragma(SpecParser *p, SpecPos pos) {
    p->ctx = "LIQUID pragma";
    sp_next(p);
    const SpecToken *t = sp_cur(p);
    if (t->kind != SK_STRING || sp_at_end(p)) return sp_expected(p, "a string such as \"--no-termination\"");
    SpecDecl *d = spec_decl_new(p->a, SD_PRAGMA, pos);
    d->u.pragma.text = t->str;
    sp_next(p);
    push_decl(p, d);
    return true;
}

static bool parse_infix(SpecParser *p, SpecPos pos, SpecAssoc assoc) {
    p->ctx = "fixity declaration";
    sp_next(p);
    SpecDecl *d = spec_decl_new(p->a, SD_INFIX, pos);
    d->u.infix.assoc = assoc;
    d->u.infix.prec = 9;
    const SpecToken *t = sp_cur(p);
    if (t->kind == SK_INT) {
        if (t->len != 1) return sp_expected(p, "a precedence from 0 to 9");
        d->u.infix.prec = t->text[0] - '0';
        sp_next(p);
    }
    SpecVec ops = {0}, bq = {0};
    for (;;) {
        t = sp_cur(p);
        bool back = false;
        Sym s;
        if (t->kind == SK_OP) {
            s = t->sym;
            sp_next(p);
        } else if (t->kind == SK_BACKQUOTE && (sp_peek(p, 1)->kind == SK_VARID || sp_peek(p, 1)->kind == SK_CONID) &&
                   sp_peek(p, 2)->kind == SK_BACKQUOTE) {
            s = sp_peek(p, 1)->sym;
            back = true;
            sp_next(p);
            sp_next(p);
            sp_next(p);
        } else {
            return sp_expected(p, "an operator");
        }
        spec_vec_push(p->a, &ops, (void *)(uintptr_t)s);
        spec_vec_push(p->a, &bq, (void *)(uintptr_t)back);
        SpecFixity *f = ARENA_NEW(p->a, SpecFixity);
        f->prec = d->u.infix.prec * 10;
        f->assoc = assoc == SPEC_ASSOC_NONE ? SPEC_ASSOC_LEFT : assoc; /* as LiquidHaskell reads `infix` */
        symmap_put(&p->fixities, s, f);
        if (sp_cur(p)->kind != SK_COMMA) break;
        sp_next(p);
    }
    d->u.infix.nops = ops.len;
    d->u.infix.ops = ARENA_ARRAY(p->a, Sym, ops.len);
    d->u.infix.backquoted = ARENA_ARRAY(p->a, bool, ops.len);
    for (size_t k = 0; k < ops.len; k++) {
        d->u.infix.ops[k] = (Sym)(uintptr_t)ops.items[k];
        d->u.infix.backquoted[k] = (bool)(uintptr_t)bq.items[k];
    }
    push_decl(p, d);
    return true;
}

/* Records a declaration lhx ignores, with its text, and skips it. If
 * `equations_of` is set, following declarations that are equations of that
 * measure are skipped too (instance measure). */
static bool skip_ignored(SpecParser *p, SpecPos pos, const char *keyword, Sym equations_of) {
    size_t start = p->item_start;
    for (;;) {
        while (!sp_at_end(p)) sp_next(p);
        if (!equations_of || !next_item_is_equation(p, equations_of)) break;
        sp_next(p);
    }
    /* Its brackets must balance, or the declaration would not end where
     * the annotation ends once printed. */
    size_t open[SPEC_MAX_DEPTH];
    size_t nopen = 0;
    for (size_t i = start; i < p->pos; i++) {
        SpecTokKind k = p->toks[i].kind;
        if (k == SK_LPAREN || k == SK_LBRACK || k == SK_LBRACE) {
            if (nopen == SPEC_MAX_DEPTH) return sp_too_deep(p, sp_pos(p, &p->toks[i]));
            open[nopen++] = i;
        } else if ((k == SK_RPAREN || k == SK_RBRACK || k == SK_RBRACE) && nopen > 0) {
            nopen--;
        }
    }
    if (nopen > 0)
        return sp_error_at(p, &p->toks[open[nopen - 1]], "unclosed '%.1s' in %s declaration",
                           p->toks[open[nopen - 1]].text, keyword);
    /* The text, rebuilt from the tokens on one line: comments and line
     * breaks between them become one space. */
    StrBuf sb;
    sb_init(&sb);
    bool space = false;
    for (size_t i = start; i < p->pos; i++) {
        const SpecToken *t = &p->toks[i];
        if (i > start && t->text != p->toks[i - 1].text + p->toks[i - 1].len) space = true;
        if (t->kind == SK_SEMI && t->depth == 0) { /* between equations of an instance measure */
            space = true;
            continue;
        }
        if (space && sb.len) sb_putc(&sb, ' ');
        space = false;
        sb_putn(&sb, t->text, t->len);
    }
    SpecDecl *d = spec_decl_new(p->a, SD_IGNORED, pos);
    d->u.ignored.keyword = keyword;
    d->u.ignored.text = arena_strndup(p->a, sb_str(&sb), sb.len);
    sb_free(&sb);
    push_decl(p, d);
    return true;
}

/* ---------------------------------------------------------------- classes, qualifiers, ... */

/* The methods of a class or instance body, after `where`: signatures
 * `m :: t` (m a name, (op) or a bare operator), separated by `;` or by
 * layout at the column of the first one. The body ends where a line starts
 * left of that column, or with the annotation. */
static bool parse_methods(SpecParser *p, SpecVec *methods) {
    const SpecToken *first = &p->toks[p->pos];
    if (first->kind == SK_EOF) return true;
    int saved_col = p->ref_col;
    int body_col = first->col;
    p->ref_col = body_col;
    bool ok = true;
    for (;;) {
        p->item_start = p->pos;
        const SpecToken *t = sp_cur(p);
        SpecPos pos = sp_pos(p, t);
        if (!sp_can_start_decl(p, p->pos) && !(t->kind == SK_OP && sp_is_op(sp_peek(p, 1), "::"))) {
            ok = sp_expected(p, "a method signature 'm :: type'");
            break;
        }
        if (!(ok = parse_sig_into(p, SPEC_SIG_CHECKED, pos, methods))) break;
        if (!sp_at_end(p)) {
            ok = sp_expected(p, "the end of the method signature");
            break;
        }
        bool after_semi = p->toks[p->pos].kind == SK_SEMI;
        if (after_semi) p->pos++;
        const SpecToken *n = &p->toks[p->pos];
        if (n->kind == SK_EOF || n->kind == SK_SEMI) break;
        if (!after_semi && n->col < body_col) break;
    }
    p->ref_col = saved_col;
    p->ctx = "declaration";
    return ok;
}

/* class [ctx =>] C a where methods; instance [ctx =>] C T where methods.
 * At the keyword. */
static bool parse_class(SpecParser *p, SpecPos pos, bool instance) {
    p->ctx = instance ? "instance declaration" : "class declaration";
    sp_next(p);
    continue_declaration(p);
    SpecDecl *d = spec_decl_new(p->a, SD_CLASS, pos);
    d->u.klass.instance = instance;
    d->u.klass.head = sp_type(p);
    if (!d->u.klass.head) return false;
    const SpecType *h = d->u.klass.head;
    while (h->kind == ST_CONSTRAINT) h = h->u.constraint.body;
    if (h->kind != ST_CON || h->u.con.head_is_var)
        return sp_error_at(p, sp_cur(p), "%s", instance ? "an instance declaration names a class applied to types"
                                                        : "a class declaration names the class and its variables");
    d->u.klass.name = h->u.con.name;
    SpecVec methods = {0};
    if (sp_is_word(sp_cur(p), "where")) {
        sp_next(p);
        if (!parse_methods(p, &methods)) return false;
    } else if (!sp_at_end(p)) {
        return sp_expected(p, "'where' or the end of the declaration");
    }
    d->u.klass.methods = (SpecDecl **)methods.items;
    d->u.klass.nmethods = methods.len;
    push_decl(p, d);
    return true;
}

/* qualif Q(v:Int, x:a): p  or  qualif Q(v:Int, x:a) { p }. At `qualif`. */
static bool parse_qualif(SpecParser *p, SpecPos pos) {
    p->ctx = "qualifier";
    sp_next(p);
    SpecDecl *d = spec_decl_new(p->a, SD_QUALIF, pos);
    const SpecToken *t = sp_cur(p);
    if (t->kind != SK_CONID && t->kind != SK_VARID) return sp_expected(p, "the qualifier's name");
    d->u.qualif.name = t->sym;
    sp_next(p);
    if (!sp_expect(p, SK_LPAREN, "'('")) return false;
    SpecVec params = {0}, sorts = {0};
    while (sp_cur(p)->kind != SK_RPAREN) {
        if (params.len && !sp_expect(p, SK_COMMA, "',' or ')'")) return false;
        if (sp_cur(p)->kind != SK_VARID) return sp_expected(p, "a parameter 'x:sort'");
        spec_vec_push(p->a, &params, (void *)(uintptr_t)sp_cur(p)->sym);
        sp_next(p);
        if (!sp_expect_op(p, ":")) return false;
        SpecType *sort = sp_type(p);
        if (!sort) return false;
        spec_vec_push(p->a, &sorts, sort);
    }
    sp_next(p);
    d->u.qualif.nparams = params.len;
    d->u.qualif.params = ARENA_ARRAY(p->a, Sym, params.len ? params.len : 1);
    for (size_t k = 0; k < params.len; k++) d->u.qualif.params[k] = (Sym)(uintptr_t)params.items[k];
    d->u.qualif.sorts = (SpecType **)sorts.items;
    if (sp_cur(p)->kind == SK_LBRACE) {
        d->u.qualif.braced = true;
        sp_next(p);
        if (!(d->u.qualif.body = sp_pred(p, "qualifier")) || !sp_expect(p, SK_RBRACE, "'}'")) return false;
    } else {
        if (!sp_expect_op(p, ":")) return false;
        if (!(d->u.qualif.body = sp_pred(p, "qualifier"))) return false;
    }
    push_decl(p, d);
    return true;
}

/* decrease f 1 2: f decreases on its first and second arguments. */
static bool parse_decrease(SpecParser *p, SpecPos pos) {
    p->ctx = "decrease declaration";
    sp_next(p);
    SpecDecl *d = spec_decl_new(p->a, SD_DECREASE, pos);
    bool is_op;
    if (!decl_name(p, &d->u.decrease.name, &is_op, NULL)) return false;
    SpecVec args = {0};
    while (sp_cur(p)->kind == SK_INT && !sp_at_end(p)) {
        const SpecToken *t = sp_cur(p);
        int v = 0;
        for (size_t k = 0; k < t->len && v < 1000; k++) v = t->text[k] >= '0' && t->text[k] <= '9' ? v * 10 + (t->text[k] - '0') : 1000;
        if (v < 1 || v >= 1000) return sp_expected(p, "an argument position (1, 2, ...)");
        int *slot = ARENA_NEW(p->a, int);
        *slot = v;
        spec_vec_push(p->a, &args, slot);
        sp_next(p);
    }
    if (args.len == 0) return sp_expected(p, "an argument position (1, 2, ...)");
    d->u.decrease.nargs = args.len;
    d->u.decrease.args = ARENA_ARRAY(p->a, int, args.len);
    for (size_t k = 0; k < args.len; k++) d->u.decrease.args[k] = *(int *)args.items[k];
    push_decl(p, d);
    return true;
}

/* using (T) as {v:T | p} */
static bool parse_using(SpecParser *p, SpecPos pos) {
    p->ctx = "using declaration";
    sp_next(p);
    SpecDecl *d = spec_decl_new(p->a, SD_USING, pos);
    if (!(d->u.using_.type = sp_atype(p))) return false;
    if (!sp_is_word(sp_cur(p), "as")) return sp_expected(p, "'as'");
    sp_next(p);
    if (!(d->u.using_.invariant = sp_type(p))) return false;
    push_decl(p, d);
    return true;
}

/* ---------------------------------------------------------------- declarations */

static bool parse_keyword_decl(SpecParser *p, const SpecToken *t, SpecPos pos) {
    const SpecToken *n1 = sp_peek(p, 1);
    if (sp_is_word(t, "assume") || sp_is_word(t, "assert")) {
        if (sp_is_word(n1, "reflect"))
            return sp_unsupported(p, t, "'assume reflect' declarations are not supported");
        sp_next(p);
        continue_declaration(p);
        return parse_sig(p, sp_is_word(t, "assume") ? SPEC_SIG_ASSUME : SPEC_SIG_ASSERT, pos);
    }
    if (sp_is_word(t, "lazy")) return parse_name_decl(p, SD_LAZY, pos, "lazy declaration");
    if (sp_is_word(t, "inline")) return parse_name_decl(p, SD_INLINE, pos, "inline declaration");
    if (sp_is_word(t, "autosize")) return parse_name_decl(p, SD_AUTOSIZE, pos, "autosize declaration");
    if (sp_is_word(t, "reflect")) return parse_name_decl(p, SD_REFLECT, pos, "reflect declaration");
    /* axiomatize: LiquidHaskell's former name of reflect */
    if (sp_is_word(t, "axiomatize")) return parse_name_decl(p, SD_REFLECT, pos, "axiomatize declaration");
    if (sp_is_word(t, "ignore")) return parse_name_decl(p, SD_IGNORE, pos, "ignore declaration");
    if (sp_is_word(t, "fail")) return parse_name_decl(p, SD_FAIL, pos, "fail declaration");
    if (sp_is_word(t, "measure")) return parse_measure(p, pos, SPEC_MEASURE_PLAIN);
    if (sp_is_word(t, "qualif")) return parse_qualif(p, pos);
    if (sp_is_word(t, "decrease")) return parse_decrease(p, pos);
    if (sp_is_word(t, "using")) return parse_using(p, pos);
    if (sp_is_word(t, "type")) return parse_type_alias(p, pos);
    if (sp_is_word(t, "predicate")) return parse_pred_alias(p, pos, false);
    if (sp_is_word(t, "expression")) return parse_pred_alias(p, pos, true);
    if (sp_is_word(t, "newtype")) return parse_data(p, pos, true);
    if (sp_is_word(t, "data")) {
        if (sp_is_word(n1, "variance")) return skip_ignored(p, pos, "data variance", 0);
        if (sp_is_word(n1, "size") && sp_peek(p, 2)->kind == SK_LPAREN) return parse_data_size(p, pos);
        return parse_data(p, pos, false);
    }
    if (sp_is_word(t, "invariant")) {
        p->ctx = "invariant";
        sp_next(p);
        SpecDecl *d = spec_decl_new(p->a, SD_INVARIANT, pos);
        d->u.invariant = sp_type(p);
        if (!d->u.invariant) return false;
        push_decl(p, d);
        return true;
    }
    if (sp_is_word(t, "infixl")) return parse_infix(p, pos, SPEC_ASSOC_LEFT);
    if (sp_is_word(t, "infixr")) return parse_infix(p, pos, SPEC_ASSOC_RIGHT);
    if (sp_is_word(t, "infix")) return parse_infix(p, pos, SPEC_ASSOC_NONE);
    static const char *const ignored[] = {"include", "embed",   "bound",  "rewrite", "rewriteWith",
                                          "lazyvar", "import", "module",  "ple"};
    for (size_t k = 0; k < sizeof ignored / sizeof *ignored; k++)
        if (sp_is_word(t, ignored[k])) return skip_ignored(p, pos, ignored[k], 0);
    if (sp_is_word(t, "automatic") && sp_is_op(n1, "-")) return skip_ignored(p, pos, "automatic-instances", 0);
    if (sp_is_word(t, "class") || sp_is_word(t, "instance")) {
        bool instance = sp_is_word(t, "instance");
        if (sp_is_word(n1, "measure")) {
            sp_next(p);
            return parse_measure(p, pos, instance ? SPEC_MEASURE_INSTANCE : SPEC_MEASURE_CLASS);
        }
        return parse_class(p, pos, instance);
    }
    if (sp_is_word(t, "opaque") && sp_is_op(n1, "-"))
        return sp_unsupported(p, t, "'opaque-reflect' declarations are not supported");
    static const char *const unsupported[] = {"define", "relational", "stratified", "local"};
    for (size_t k = 0; k < sizeof unsupported / sizeof *unsupported; k++) {
        if (sp_is_word(t, unsupported[k])) {
            char msg[96];
            snprintf(msg, sizeof msg, "'%s' declarations are not supported", unsupported[k]);
            return sp_unsupported(p, t, msg);
        }
    }
    /* a plain name not followed by '::' */
    p->ctx = "type signature";
    sp_next(p);
    return sp_expected(p, "'::'");
}

static bool parse_decl(SpecParser *p) {
    const SpecToken *t = sp_cur(p);
    SpecPos pos = sp_pos(p, t);
    p->ctx = "declaration";
    p->stop_name = 0;
    p->depth = 0;
    const SpecToken *n1 = sp_peek(p, 1);
    if (t->kind == SK_VARID) {
        if (sp_is_op(n1, "::") || n1->kind == SK_COMMA) return parse_sig(p, SPEC_SIG_CHECKED, pos);
        return parse_keyword_decl(p, t, pos);
    }
    if (t->kind == SK_LPAREN && n1->kind == SK_OP && sp_peek(p, 2)->kind == SK_RPAREN)
        return parse_sig(p, SPEC_SIG_CHECKED, pos);
    /* a data constructor's signature (C :: t), an operator's (Zipper.++ :: t) */
    if ((t->kind == SK_CONID || (t->kind == SK_OP && !sp_reserved_decl_op(t))) && sp_is_op(n1, "::"))
        return parse_sig(p, SPEC_SIG_CHECKED, pos);
    if (sp_is_word(t, "LIQUID")) return parse_pragma(p, pos);
    return sp_expected(p, "a name or a LiquidHaskell keyword at the start of a declaration");
}

void sp_merge_instance_measures(SpecParser *p) {
    SymMap first; /* name -> the first instance measure of that name */
    symmap_init(&first);
    size_t kept = 0;
    for (size_t k = 0; k < p->decls.len; k++) {
        SpecDecl *d = p->decls.items[k];
        bool instance = d->kind == SD_MEASURE && d->u.measure.measure_kind == SPEC_MEASURE_INSTANCE;
        SpecDecl *into = instance ? symmap_get(&first, d->u.measure.name) : NULL;
        if (!into) {
            if (instance) symmap_put(&first, d->u.measure.name, d);
            p->decls.items[kept++] = d;
            continue;
        }
        size_t n = into->u.measure.neqs + d->u.measure.neqs;
        SpecMeasureEq **eqs = ARENA_ARRAY(p->a, SpecMeasureEq *, n ? n : 1);
        memcpy(eqs, into->u.measure.eqs, into->u.measure.neqs * sizeof *eqs);
        memcpy(eqs + into->u.measure.neqs, d->u.measure.eqs, d->u.measure.neqs * sizeof *eqs);
        into->u.measure.eqs = eqs;
        into->u.measure.neqs = n;
    }
    p->decls.len = kept;
    symmap_free(&first);
}

bool sp_parse_region(SpecParser *p, const SourceRegion *r) {
    SpecToken *toks;
    size_t n;
    if (!spec_lex(r, p->a, p->in, &toks, &n, p->diag)) return false;
    p->region = r;
    p->toks = toks;
    p->ntoks = n;
    p->pos = 0;
    p->bare = r->bare;
    p->ref_col = toks[0].col;
    while (p->toks[p->pos].kind != SK_EOF) {
        if (p->toks[p->pos].kind == SK_SEMI) {
            p->pos++;
            continue;
        }
        p->item_start = p->pos;
        if (!parse_decl(p)) return false;
        if (!sp_at_end(p)) return sp_expected(p, "the end of the declaration");
        p->item_start = p->pos; /* at a boundary or EOF: make it the next item */
        if (p->toks[p->pos].kind == SK_SEMI) p->pos++;
    }
    return true;
}
