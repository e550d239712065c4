/* cvalue.c — see cvalue.h. */
#include "cvalue.h"
#include "lazy_value.h"
#include "symbolic.h"
#include "../core/link.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---- Reading values out of the machine ---------------------------------- */

/* Values are read recursively (a list's tail is a field): the budget keeps
 * both infinite results and the C stack in check. */
enum { READ_BUDGET = 5000 };

typedef struct Reader {
    Machine *m;
    Model *model;
    Arena *out;
    uint32_t budget; /* nodes left: results can be infinite */
} Reader;

static CValue *cv_new(Reader *r, CValueKind kind) {
    CValue *v = ARENA_NEW(r->out, CValue);
    v->kind = kind;
    return v;
}

static CValue *read_value(Reader *r, Value *v, Type *t);

/* A literal a thunk holds (`I# 1#`'s field): a number or a character;
 * `_` for the others. */
static CValue *read_literal(Reader *r, const Literal *lit) {
    CValue *v = cv_new(r, CV_INT);
    switch (lit->kind) {
    case LIT_INT: case LIT_INT8: case LIT_INT16: case LIT_INT32: case LIT_INT64: v->pt = PT_INT, v->i = lit->i; break;
    case LIT_WORD: case LIT_WORD8: case LIT_WORD16: case LIT_WORD32: case LIT_WORD64:
        v->pt = PT_WORD, v->i = (int64_t)lit->w;
        break;
    case LIT_CHAR: v->kind = CV_CHAR, v->pt = PT_CHAR, v->i = lit->i; break;
    case LIT_DOUBLE: case LIT_FLOAT:
        v->kind = CV_DOUBLE, v->d = lit->d, v->is_float = lit->kind == LIT_FLOAT;
        v->pt = v->is_float ? PT_FLOAT : PT_DOUBLE;
        break;
    default: v->kind = CV_UNUSED; break;
    }
    return v;
}

/* A part never evaluated: `_`, unless it only builds a constructor (a
 * symbolic function's argument `[x]`, made by a specification): then that
 * constructor, so that the function's table tells its calls apart. */
static CValue *read_lazy(Reader *r, Lazy l) {
    LazyCon lc;
    if (r->budget == 0 || !lazy_settle(r->m, &l) || l.global) return cv_new(r, CV_UNUSED);
    if (!l.e) return read_value(r, heap_cell(r->m, l.addr)->value, NULL);
    if (l.e->kind == EX_LIT) return read_literal(r, &l.e->u.lit);
    if (!lazy_con(r->m, &l, &lc) || !lc.con) return cv_new(r, CV_UNUSED); /* a partial application: a function */
    r->budget--;
    CValue *c = cv_new(r, CV_CON);
    c->con = (DataCon *)lc.con;
    c->n = lc.n;
    c->args = ARENA_ARRAY(r->out, CValue *, c->n ? c->n : 1);
    for (uint32_t i = 0; i < c->n; i++) c->args[i] = read_lazy(r, lc.fields[i]);
    return c;
}

/* t: the value's type when known (NULL otherwise); it puts back newtype
 * constructors, which Core erases. */
static CValue *read_cell(Reader *r, Addr a, Type *t) {
    Cell *c = heap_cell(r->m, a);
    if (c->state == CELL_THUNK) return read_lazy(r, (Lazy){.addr = a});
    if (c->state != CELL_VALUE) return cv_new(r, CV_UNUSED);
    return read_value(r, c->value, t);
}

/* The newtype constructor at the head of t, if any. */
static DataCon *newtype_con(Reader *r, Type *t) {
    if (!t || t->kind != TY_CON) return NULL;
    TyCon *tc = type_tycon(r->m->prog, t);
    return tc && tc->kind == TC_NEWTYPE && tc->ncons == 1 && tc->cons[0]->arity == 1 ? tc->cons[0] : NULL;
}

/* Synonyms expanded, newtypes kept. */
static Type *expand_synonyms(Reader *r, Type *t) {
    for (int guard = 0; t && t->kind == TY_CON && guard < 32; guard++) {
        TyCon *tc = type_tycon(r->m->prog, t);
        if (!tc || tc->kind != TC_SYNONYM) break;
        t = type_representation(r->m, t); /* looks through the synonym (and newtypes under it) */
    }
    return t;
}

/* A symbolic primitive's value in the model. */
static CValue *read_sym_prim(Reader *r, Value *v) {
    Terms *ts = r->m->terms;
    PrimType pt = v->u.prim.pt;
    if (!r->model && !term_is_numeral(ts, v->u.prim.term)) {
        CValue *t = cv_new(r, CV_TERM);
        StrBuf sb;
        sb_init(&sb);
        term_show(ts, term_simplify(ts, v->u.prim.term), false, &sb);
        t->text = arena_strdup(r->out, sb_str(&sb));
        sb_free(&sb);
        return t;
    }
    const char *buf = r->model ? term_model_value(ts, r->model, v->u.prim.term) : term_numeral_text(ts, v->u.prim.term);
    if (!buf || !*buf) buf = "0"; /* unconstrained by the model */
    if (pt == PT_DOUBLE || pt == PT_FLOAT) {
        CValue *d = cv_new(r, CV_DOUBLE);
        d->pt = pt;
        char *slash = strchr(buf, '/');
        d->d = slash ? strtod(buf, NULL) / strtod(slash + 1, NULL) : strtod(buf, NULL);
        d->is_float = pt == PT_FLOAT;
        return d;
    }
    char *end;
    long long i = strtoll(buf, &end, 10);
    bool fits = *end == '\0' && !(i == LLONG_MAX || i == LLONG_MIN);
    if (!fits) {
        CValue *b = cv_new(r, CV_BIG);
        b->text = arena_strdup(r->out, buf);
        b->pt = pt;
        return b;
    }
    CValue *n = cv_new(r, pt == PT_CHAR ? CV_CHAR : CV_INT);
    n->i = i;
    n->pt = pt;
    return n;
}

static CValue *read_prim(Reader *r, Value *v) {
    if (v->u.prim.sym) return read_sym_prim(r, v);
    switch (v->u.prim.pt) {
    case PT_DOUBLE:
    case PT_FLOAT: {
        CValue *d = cv_new(r, CV_DOUBLE);
        d->d = v->u.prim.d;
        d->is_float = v->u.prim.pt == PT_FLOAT;
        d->pt = v->u.prim.pt;
        return d;
    }
    case PT_STRING: {
        CValue *s = cv_new(r, CV_STRING);
        s->text = arena_strndup(r->out, v->u.prim.str, v->u.prim.len);
        return s;
    }
    case PT_TOKEN: return cv_new(r, CV_OPAQUE);
    default: {
        CValue *n = cv_new(r, v->u.prim.pt == PT_CHAR ? CV_CHAR : CV_INT);
        n->i = v->u.prim.i;
        n->pt = v->u.prim.pt;
        return n;
    }
    }
}

static CValue *read_fun(Reader *r, Value *v) {
    v = sym_table(v); /* an instance at types: its polymorphic function */
    CValue *f = cv_new(r, CV_FUN);
    f->type = v->u.sfun.type;
    uint32_t n = 0;
    for (SymApp *a = v->u.sfun.apps; a; a = a->next) n++;
    f->n = n;
    f->args = ARENA_ARRAY(r->out, CValue *, n ? n : 1);
    f->results = ARENA_ARRAY(r->out, CValue *, n ? n : 1);
    uint32_t i = n;
    for (SymApp *a = v->u.sfun.apps; a; a = a->next) { /* newest first: fill from the end */
        i--;
        f->args[i] = read_cell(r, a->arg, NULL);
        f->results[i] = read_cell(r, a->result, NULL);
    }
    return f;
}

static CValue *read_value(Reader *r, Value *v, Type *t) {
    v = value_current(v);
    t = expand_synonyms(r, t);
    DataCon *nt = newtype_con(r, t);
    if (nt) {
        CValue *w = cv_new(r, CV_CON);
        w->con = nt;
        w->n = 1;
        w->args = ARENA_ARRAY(r->out, CValue *, 1);
        w->args[0] = read_value(r, v, field_type(r->m, nt, 0, t));
        return w;
    }
    if (r->budget == 0) {
        CValue *more = cv_new(r, CV_OPAQUE);
        more->text = "...";
        return more;
    }
    r->budget--;
    switch (v->kind) {
    case V_CON: {
        CValue *c = cv_new(r, CV_CON);
        c->con = v->u.con.con;
        c->n = v->u.con.n;
        c->args = ARENA_ARRAY(r->out, CValue *, c->n ? c->n : 1);
        bool typed = t && t->kind == TY_CON && type_tycon(r->m->prog, t) == c->con->tycon;
        for (uint32_t i = 0; i < c->n; i++)
            c->args[i] = read_cell(r, v->u.con.fields[i], typed ? field_type(r->m, c->con, i, t) : NULL);
        return c;
    }
    case V_PRIM: return read_prim(r, v);
    case V_SYMDATA: return cv_new(r, CV_UNUSED);
    case V_SYMFUN: return read_fun(r, v);
    default: return cv_new(r, CV_OPAQUE);
    }
}

CValue *cvalue_read(Machine *m, Model *model, Addr a, Type *type, Arena *out) {
    Reader r = {m, model, out, READ_BUDGET};
    return read_cell(&r, a, type);
}

CValue *cvalue_read_value(Machine *m, Model *model, Value *v, Arena *out) {
    Reader r = {m, model, out, READ_BUDGET};
    return read_value(&r, v, NULL);
}
/* ---- Comparing ---------------------------------------------------------- */

bool cvalue_may_equal(const CValue *a, const CValue *b) {
    if (a->kind == CV_UNUSED || b->kind == CV_UNUSED) return true;
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case CV_CON:
        if (a->con != b->con || a->n != b->n) return false;
        for (uint32_t i = 0; i < a->n; i++)
            if (!cvalue_may_equal(a->args[i], b->args[i])) return false;
        return true;
    case CV_INT: case CV_CHAR: return a->i == b->i;
    case CV_DOUBLE: return a->d == b->d;
    case CV_BIG: case CV_STRING: case CV_TERM: return strcmp(a->text, b->text) == 0;
    case CV_FUN: /* equal functions give equal answers to possibly equal arguments */
        for (uint32_t i = 0; i < a->n; i++)
            for (uint32_t j = 0; j < b->n; j++)
                if (cvalue_may_equal(a->args[i], b->args[j]) && !cvalue_may_equal(a->results[i], b->results[j]))
                    return false;
        return true;
    default: return true;
    }
}

bool cvalue_consistent(const CValue *v) {
    if (v->kind == CV_FUN) {
        for (uint32_t i = 0; i < v->n; i++)
            for (uint32_t j = i + 1; j < v->n; j++)
                if (cvalue_may_equal(v->args[i], v->args[j]) && !cvalue_may_equal(v->results[i], v->results[j]))
                    return false;
        for (uint32_t i = 0; i < v->n; i++)
            if (!cvalue_consistent(v->args[i]) || !cvalue_consistent(v->results[i])) return false;
    }
    if (v->kind == CV_CON)
        for (uint32_t i = 0; i < v->n; i++)
            if (!cvalue_consistent(v->args[i])) return false;
    return true;
}
