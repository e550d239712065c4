/* function_value.c — see function_value.h. */
#include "function_value.h"
#include "contract.h"
#include "../src/core/link.h"
#include "../src/spec/query.h"

#include <stdlib.h>

static Expr *symgen(Program *p, Type *t) {
    Expr *e = expr_new(p, EX_SYMGEN);
    e->u.type = t;
    return e;
}

/* case b of { True -> then; _ -> True }: then is evaluated only when b
 * holds (a function's result outside its precondition may be an error). */
static Expr *only_if(Program *p, Expr *b, Expr *then) {
    DataCon *t = program_datacon(p, "GHC.Types.True");
    if (!t) return NULL;
    Expr *yes = expr_new(p, EX_CON);
    yes->u.con = t;
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = b;
    k->u.kase.bndr = var_fresh(p, "holds", NULL);
    k->u.kase.nalts = 2;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, 2);
    k->u.kase.alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = yes};
    k->u.kase.alts[1] = (Alt){.kind = ALT_DATA, .con = t, .rhs = then};
    return k;
}

Expr *function_value_check(Refiner *r, const SpecType *ft, Var *f, Type *type, const RefineScope *scope) {
    Program *p = r->p;
    uint32_t n = spec_type_arity(ft);
    Var **ys = ARENA_ARRAY(&p->arena, Var *, n ? n : 1);
    Type *t = type;
    for (uint32_t i = 0; i < n; i++) {
        while (t && t->kind == TY_FORALL) t = t->u.forall.body;
        if (!t || t->kind != TY_FUN) {
            const SpecPos *pos = &ft->pos;
            diag_error_at(r->diag, EXIT_UNSUPPORTED, pos->file, pos->line, pos->col,
                          "unsupported: a function field whose Haskell type has fewer arrows than its refinement type");
            return NULL;
        }
        ys[i] = var_fresh(p, "y", t->u.fun.arg);
        t = t->u.fun.res;
    }
    /* the arguments are the function type's inputs: assumed, its result asserted */
    Refiner in = *r, out = *r;
    in.outer = out.outer = scope;
    in.asserting = false;
    Var *res = var_fresh(p, "result", t);
    Expr *pre = contract_pre(&in, ft, ys, n);
    Expr *post = pre ? contract_post(&out, ft, ys, n, res) : NULL;
    if (!post) return NULL;
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++) args[i] = expr_var(p, ys[i]);
    Expr *body = only_if(p, pre, expr_let1(p, res, n ? expr_app(p, expr_var(p, f), args, n) : expr_var(p, f), post));
    for (uint32_t i = n; body && i-- > 0;) body = expr_let1(p, ys[i], symgen(p, ys[i]->type), body);
    return body;
}
