/* lazy_value.c — see lazy_value.h. */
#include "lazy_value.h"

#include <string.h>

enum { MAX_DEPTH = 16 };

/* The function an assertion function checks, or g itself. */
static const Global *unwrapped(const Global *g) {
    while (g && g->wraps) g = g->wraps;
    return g;
}

/* The variable's cell in env, or its global; false for a type variable. */
static bool lazy_of_var(const Expr *e, Env *env, Lazy *s) {
    Var *v = e->u.var;
    for (; env; env = env->next)
        if (env->var == v) {
            if (env->is_type) return false;
            *s = (Lazy){.addr = env->u.addr};
            return true;
        }
    if (!v->global) return false;
    *s = (Lazy){.global = v->global};
    return true;
}

bool lazy_settle(Machine *m, Lazy *s) {
    for (int hops = 0; hops < MAX_DEPTH; hops++) {
        if (s->global) return true;
        if (!s->e) {
            Cell *c = heap_cell(m, s->addr);
            if (c->state == CELL_VALUE) return true;
            if (c->state != CELL_THUNK) return false;
            s->e = c->expr, s->env = c->env;
        }
        switch (s->e->kind) {
        case EX_CAST: s->e = s->e->u.cast.body; break;
        case EX_VAR: if (!lazy_of_var(s->e, s->env, s)) return false; break;
        case EX_CON: case EX_LIT: return true;
        case EX_APP: return s->e->u.app.fun->kind == EX_CON || s->e->u.app.fun->kind == EX_VAR;
        default: return false;
        }
    }
    return false;
}

bool lazy_con(Machine *m, const Lazy *s, LazyCon *v) {
    if (s->global) return false;
    if (!s->e) {
        const Value *val = value_current(heap_cell(m, s->addr)->value);
        if (!val || val->kind != V_CON || val->u.con.n > LAZY_MAX_FIELDS) return false;
        v->con = val->u.con.con, v->n = val->u.con.n;
        for (uint32_t i = 0; i < v->n; i++) v->fields[i] = (Lazy){.addr = val->u.con.fields[i]};
        return true;
    }
    if (s->e->kind == EX_LIT) return false;
    if (s->e->kind == EX_CON) {
        v->con = s->e->u.con, v->n = 0;
        return v->con->arity == 0;
    }
    const Expr *f = s->e->u.app.fun;
    v->con = f->kind == EX_CON ? f->u.con : NULL, v->n = 0;
    v->fn = (Lazy){.e = f, .env = s->env};
    for (uint32_t i = 0; i < s->e->u.app.nargs; i++) {
        const Expr *a = s->e->u.app.args[i];
        if (a->kind == EX_TYPE || a->kind == EX_COERCION) continue;
        if (v->n == LAZY_MAX_FIELDS) return false;
        v->fields[v->n++] = (Lazy){.e = a, .env = s->env};
    }
    return !v->con || v->n == v->con->arity; /* a constructor with fewer: a function */
}

/* Two values of cells: equal primitives (one concrete value or one term). */
static bool same_prims(const Value *va, const Value *vb) {
    if (va->u.prim.pt != vb->u.prim.pt || va->u.prim.sym != vb->u.prim.sym) return false;
    if (va->u.prim.sym) return va->u.prim.term == vb->u.prim.term;
    if (va->u.prim.pt == PT_DOUBLE || va->u.prim.pt == PT_FLOAT) return va->u.prim.d == vb->u.prim.d;
    return va->u.prim.pt != PT_STRING && !va->u.prim.term && va->u.prim.i == vb->u.prim.i;
}

/* Two cell values that are not constructors: one value, or equal primitives. */
static bool same_values(Machine *m, Addr a, Addr b) {
    const Value *va = value_current(heap_cell(m, a)->value), *vb = value_current(heap_cell(m, b)->value);
    if (va == vb) return true;
    return va && vb && va->kind == V_PRIM && vb->kind == V_PRIM && same_prims(va, vb);
}

static bool sides_equal(Machine *m, Lazy a, Lazy b, int depth) {
    if (depth > MAX_DEPTH || !lazy_settle(m, &a) || !lazy_settle(m, &b)) return false;
    if (a.global || b.global) return a.global && b.global && unwrapped(a.global) == unwrapped(b.global);
    if (!a.e && !b.e && (a.addr == b.addr || same_values(m, a.addr, b.addr))) return true;
    if (a.e && b.e && a.e == b.e && a.env == b.env) return true;
    LazyCon va, vb;
    if (!lazy_con(m, &a, &va) || !lazy_con(m, &b, &vb) || va.con != vb.con || va.n != vb.n) return false;
    if (!va.con && !sides_equal(m, va.fn, vb.fn, depth + 1)) return false;
    for (uint32_t i = 0; i < va.n; i++)
        if (!sides_equal(m, va.fields[i], vb.fields[i], depth + 1)) return false;
    return true;
}

bool surely_equal(Machine *m, Addr a, Addr b) {
    return a == b || sides_equal(m, (Lazy){.addr = a}, (Lazy){.addr = b}, 0);
}
