/* ast.c — see ast.h. */
#include "ast.h"

#include <string.h>

SpecExpr *spec_expr_new(Arena *a, SpecExprKind kind, SpecPos pos) {
    SpecExpr *e = ARENA_NEW(a, SpecExpr);
    e->kind = kind;
    e->pos = pos;
    e->height = 1;
    return e;
}

SpecType *spec_type_new(Arena *a, SpecTypeKind kind, SpecPos pos) {
    SpecType *t = ARENA_NEW(a, SpecType);
    t->kind = kind;
    t->pos = pos;
    t->height = 1;
    return t;
}

SpecDecl *spec_decl_new(Arena *a, SpecDeclKind kind, SpecPos pos) {
    SpecDecl *d = ARENA_NEW(a, SpecDecl);
    d->kind = kind;
    d->pos = pos;
    return d;
}

static int eh(const SpecExpr *e) { return e ? e->height : 0; }
static int th(const SpecType *t) { return t ? t->height : 0; }
static int max2(int a, int b) { return a > b ? a : b; }

/* Height = 1 + the tallest child; the printer and the translator recurse
 * over children, so this is what bounds their stack use. */
bool spec_expr_mentions(const SpecExpr *e, Sym name) {
    if (!e) return false;
    switch (e->kind) {
    case SE_VAR: return e->u.var.name == name;
    case SE_APP:
        for (size_t i = 0; i < e->u.app.nargs; i++)
            if (spec_expr_mentions(e->u.app.args[i], name)) return true;
        return spec_expr_mentions(e->u.app.fn, name);
    case SE_BIN: return spec_expr_mentions(e->u.bin.lhs, name) || spec_expr_mentions(e->u.bin.rhs, name);
    case SE_NOT:
    case SE_NEG: return spec_expr_mentions(e->u.arg, name);
    case SE_PROP: return spec_expr_mentions(e->u.prop.arg, name);
    case SE_ITE:
        return spec_expr_mentions(e->u.ite.cond, name) || spec_expr_mentions(e->u.ite.then_, name) ||
               spec_expr_mentions(e->u.ite.else_, name);
    default: return false;
    }
}

void spec_expr_fix_height(SpecExpr *e) {
    int h = 0;
    switch (e->kind) {
    case SE_APP:
        h = eh(e->u.app.fn);
        for (size_t i = 0; i < e->u.app.nargs; i++) h = max2(h, eh(e->u.app.args[i]));
        break;
    case SE_BIN: h = max2(eh(e->u.bin.lhs), eh(e->u.bin.rhs)); break;
    case SE_NOT:
    case SE_NEG: h = eh(e->u.arg); break;
    case SE_PROP: h = eh(e->u.prop.arg); break;
    case SE_ITE: h = max2(eh(e->u.ite.cond), max2(eh(e->u.ite.then_), eh(e->u.ite.else_))); break;
    default: break;
    }
    e->height = h + 1;
}

void spec_type_fix_height(SpecType *t) {
    int h = 0;
    switch (t->kind) {
    case ST_CON:
        for (size_t i = 0; i < t->u.con.nargs; i++) h = max2(h, th(t->u.con.args[i]));
        break;
    case ST_LIST: h = th(t->u.elem); break;
    case ST_TUPLE:
        for (size_t i = 0; i < t->u.tuple.n; i++) h = max2(h, th(t->u.tuple.elems[i]));
        break;
    case ST_FUN: h = max2(th(t->u.fun.arg), th(t->u.fun.res)); break;
    case ST_REFINE: h = max2(th(t->u.refine.base), eh(t->u.refine.pred)); break;
    case ST_FORALL:
        h = th(t->u.forall.body);
        for (size_t i = 0; i < t->u.forall.naparams; i++) h = max2(h, th(t->u.forall.aparams[i].sort));
        for (size_t i = 0; i < t->u.forall.nbounds; i++) {
            const SpecBound *b = &t->u.forall.bounds[i];
            h = max2(h, max2(th(b->sub), th(b->sup)));
            for (size_t j = 0; j < b->n; j++) h = max2(h, th(b->types[j]));
        }
        break;
    case ST_ABSREF:
        h = th(t->u.absref.base);
        for (size_t i = 0; i < t->u.absref.nargs; i++) {
            const SpecAbsArg *a = &t->u.absref.args[i];
            h = max2(h, max2(eh(a->pred), max2(eh(a->body), th(a->type))));
        }
        break;
    case ST_CONSTRAINT:
        h = th(t->u.constraint.body);
        for (size_t i = 0; i < t->u.constraint.n; i++) h = max2(h, th(t->u.constraint.constraints[i]));
        break;
    case ST_EXPR: h = eh(t->u.expr.expr); break;
    default: break;
    }
    t->height = h + 1;
}

void spec_vec_push(Arena *a, SpecVec *v, void *item) {
    if (v->len == v->cap) {
        size_t nc = v->cap ? v->cap * 2 : 4;
        void **items = ARENA_ARRAY(a, void *, nc);
        if (v->len) memcpy(items, v->items, v->len * sizeof *items);
        v->items = items;
        v->cap = nc;
    }
    v->items[v->len++] = item;
}

const char *spec_decl_kind_name(SpecDeclKind k) {
    switch (k) {
    case SD_SIG: return "signature";
    case SD_LAZY: return "lazy";
    case SD_INLINE: return "inline";
    case SD_REFLECT: return "reflect";
    case SD_IGNORE: return "ignore";
    case SD_FAIL: return "fail";
    case SD_AUTOSIZE: return "autosize";
    case SD_TYPE_ALIAS: return "type alias";
    case SD_PRED_ALIAS: return "predicate alias";
    case SD_MEASURE: return "measure";
    case SD_INVARIANT: return "invariant";
    case SD_DATA: return "data";
    case SD_PRAGMA: return "LIQUID pragma";
    case SD_INFIX: return "fixity";
    case SD_CLASS: return "class";
    case SD_QUALIF: return "qualif";
    case SD_DECREASE: return "decrease";
    case SD_USING: return "using";
    case SD_IGNORED: return "ignored";
    }
    return "?";
}

const char *spec_binop_text(SpecBinOp op, bool alt) {
    switch (op) {
    case SB_IFF: return "<=>";
    case SB_IMP: return alt ? "==>" : "=>";
    case SB_OR: return "||";
    case SB_AND: return "&&";
    case SB_EQ: return alt ? "==" : "=";
    case SB_NE: return alt ? "!=" : "/=";
    case SB_LT: return "<";
    case SB_LE: return "<=";
    case SB_GT: return ">";
    case SB_GE: return ">=";
    case SB_ADD: return "+";
    case SB_SUB: return "-";
    case SB_MUL: return "*";
    case SB_DIV: return "/";
    case SB_MOD: return "mod";
    }
    return "?";
}

/* The fields of a GADT-style constructor C :: x:t1 -> … -> T as, read off
 * its signature t (aliases expanded, so that `-> Prop {p n}` shows its
 * type): a constructor whose result is the declared type, whatever its
 * arguments (EqT (a -> b) fixes an index), has the fields (x :: t1) …,
 * sharing the signature's types; a refined result ({v:T a | p}, p naming
 * the value built or the fields) makes the signature its contract. */
void spec_ctor_gadt_fields(Arena *a, Sym type, SpecCtor *c, SpecType *t) {
    while (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT)
        t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
    size_t n = 0;
    const SpecType *res = t;
    for (; res->kind == ST_FUN; res = res->u.fun.res) n++;
    const SpecExpr *pred = res->kind == ST_REFINE ? res->u.refine.pred : NULL;
    if (pred) res = res->u.refine.base;
    if (!res || res->kind != ST_CON || res->u.con.head_is_var || res->u.con.name != type) return;
    c->gadt_result = pred != NULL;
    c->fields = ARENA_ARRAY(a, SpecField, n ? n : 1);
    c->nfields = n;
    for (size_t i = 0; i < n; i++, t = t->u.fun.res)
        c->fields[i] = (SpecField){t->u.fun.arg->pos, t->u.fun.binder, t->u.fun.arg};
    c->gadt_fields = true;
}
