/* symdict.c — see symdict.h. */
#include "symdict.h"
#include "symbolic.h"
#include "types.h"
#include "../core/link.h"
#include "../core/print.h"

/* The class constraint t names, with its dictionary constructor; NULL when
 * t is not a class applied to types or the class has no constructor. */
static DataCon *dictionary_con(const Program *p, Type *t) {
    if (t->kind != TY_CON || type_is_equality(p, t)) return NULL;
    TyCon *tc = type_tycon(p, t);
    if (!tc || tc->kind != TC_CLASS || !tc->cls || tc->ncons != 1) return NULL;
    return tc->cons[0];
}

/* Superclass chains are short (Monad ⇒ Applicative ⇒ Functor); the bound
 * only stops a malformed cycle. */
enum { MAX_SUPER_DEPTH = 16 };

static bool possible(const Program *p, Type *t, int depth) {
    DataCon *dc = dictionary_con(p, t);
    if (!dc || depth > MAX_SUPER_DEPTH) return false;
    for (uint32_t i = 0; i < dc->arity; i++) {
        Type *f = dc->fields[i].type;
        if (type_is_equality(p, f)) return false;
        if (type_is_dictionary(p, f) && !possible(p, f, depth + 1)) return false;
    }
    return true;
}

bool symdict_possible(const Program *p, Type *t) { return possible(p, t, 0); }

static Value *fresh(Machine *m, Type *t, int depth);

/* A field of the dictionary at its constraint's types: a superclass's
 * dictionary is symbolic in turn, a method a symbolic value of its type
 * (a function: a symbolic function, whose table a counterexample shows). */
static Value *field(Machine *m, Type *ft, int depth) {
    if (type_is_dictionary(m->prog, ft)) return fresh(m, ft, depth + 1);
    Value *v = sym_fresh(m, ft);
    if (v && v->kind == V_SYMFUN) v->u.sfun.method = true; /* its unrun arguments are counted (coverage) */
    return v;
}

static Value *fresh(Machine *m, Type *t, int depth) {
    t = type_representation(m, t);
    DataCon *dc = dictionary_con(m->prog, t);
    if (!dc || depth > MAX_SUPER_DEPTH || !possible(m->prog, t, depth)) {
        StrBuf sb;
        sb_init(&sb);
        print_type(m->prog, t, &sb);
        machine_unsupported(m, "no symbolic dictionary for %s", sb_str(&sb));
        sb_free(&sb);
        return NULL;
    }
    if (dc->tycon->cls->is_newtype) return field(m, field_type(m, dc, 0, t), depth); /* the dictionary is the method */
    Value *d = value_con(m, dc, dc->arity);
    for (uint32_t i = 0; i < dc->arity; i++) {
        Value *f = field(m, field_type(m, dc, i, t), depth);
        if (!f) return NULL;
        d->u.con.fields[i] = heap_alloc_value(m, f);
    }
    return d;
}

Value *symdict_fresh(Machine *m, Type *t) { return fresh(m, t, 0); }
