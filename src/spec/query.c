/* query.c — see query.h. */
#include "query.h"

#include <stddef.h>

const SpecType *spec_type_strip(const SpecType *t) {
    while (t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT))
        t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
    return t;
}

uint32_t spec_type_arity(const SpecType *sig) {
    uint32_t n = 0;
    for (const SpecType *t = spec_type_strip(sig); t->kind == ST_FUN; t = spec_type_strip(t->u.fun.res)) n++;
    return n;
}

bool spec_type_refined(const SpecType *t, bool through_functions) {
    if (!t) return false;
    switch (t->kind) {
    case ST_REFINE:
    case ST_ABSREF: return true;
    case ST_CON:
        if (t->u.con.alias) return true; /* an alias may stand for a refinement */
        for (size_t i = 0; i < t->u.con.nargs; i++)
            if (spec_type_refined(t->u.con.args[i], through_functions)) return true;
        return false;
    case ST_LIST: return spec_type_refined(t->u.elem, through_functions);
    case ST_TUPLE:
        for (size_t i = 0; i < t->u.tuple.n; i++)
            if (spec_type_refined(t->u.tuple.elems[i], through_functions)) return true;
        return false;
    case ST_FUN:
        return through_functions && (spec_type_refined(t->u.fun.arg, true) || spec_type_refined(t->u.fun.res, true));
    case ST_FORALL:
    case ST_CONSTRAINT: return spec_type_refined(spec_type_strip(t), through_functions);
    default: return false;
    }
}

bool spec_type_has_precondition(const SpecType *sig) {
    for (const SpecType *t = spec_type_strip(sig); t->kind == ST_FUN; t = spec_type_strip(t->u.fun.res))
        if (spec_type_refined(t->u.fun.arg, false)) return true;
    return false;
}

const SpecAbsParam *spec_type_abs_params(const SpecType *sig, size_t *n) {
    for (const SpecType *t = sig; t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT);
         t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body)
        if (t->kind == ST_FORALL && t->u.forall.naparams) {
            *n = t->u.forall.naparams;
            return t->u.forall.aparams;
        }
    *n = 0;
    return NULL;
}

bool spec_type_has_bounds(const SpecType *sig) {
    for (const SpecType *t = sig; t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT);
         t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body)
        if (t->kind == ST_FORALL && t->u.forall.nbounds) return true;
    return false;
}
