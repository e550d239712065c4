/* logic_dict.c — see logic_dict.h. */
#include "logic_dict.h"
#include "refine.h"

#include <string.h>

static Expr *logic_call(Program *p, const char *op, Expr *x, Expr *y) {
    Expr *args[2] = {x, y};
    return expr_app(p, expr_var(p, refine_logic_global(p, op)->var), args, y ? 2 : 1);
}

static Expr *con(Program *p, const char *name) {
    DataCon *dc = program_datacon(p, name);
    if (!dc) return NULL;
    Expr *e = expr_new(p, EX_CON);
    e->u.con = dc;
    return e;
}

static Expr *ite(Program *p, Expr *c, Expr *t, Expr *f) {
    Expr *args[3] = {c, t, f};
    return expr_app(p, expr_var(p, refine_logic_global(p, "ite")->var), args, 3);
}

/* The body of method `name` on x and y, or NULL: a method the logic does
 * not define. The defaults of the Haskell class (max x y is y when x <= y)
 * on the logic's order. */
static Expr *method_body(Program *p, const char *name, Expr *x, Expr *y) {
    if (strcmp(name, "==") == 0) return logic_call(p, "eq", x, y);
    if (strcmp(name, "/=") == 0) return logic_call(p, "ne", x, y);
    if (strcmp(name, "<") == 0) return logic_call(p, "order", x, y);
    if (strcmp(name, ">") == 0) return logic_call(p, "order", y, x);
    if (strcmp(name, "<=") == 0) return logic_call(p, "not", logic_call(p, "order", y, x), NULL);
    if (strcmp(name, ">=") == 0) return logic_call(p, "not", logic_call(p, "order", x, y), NULL);
    if (strcmp(name, "max") == 0) return ite(p, logic_call(p, "order", y, x), x, y);
    if (strcmp(name, "min") == 0) return ite(p, logic_call(p, "order", y, x), y, x);
    if (strcmp(name, "compare") == 0) {
        Expr *lt = con(p, "GHC.Types.LT"), *eq = con(p, "GHC.Types.EQ"), *gt = con(p, "GHC.Types.GT");
        if (!lt || !eq || !gt) return NULL;
        return ite(p, logic_call(p, "eq", x, y), eq, ite(p, logic_call(p, "order", x, y), lt, gt));
    }
    return NULL;
}

/* \x y -> body */
static Expr *method(Program *p, const char *name) {
    Var *x = var_fresh(p, "x", NULL), *y = var_fresh(p, "y", NULL);
    Expr *body = method_body(p, name, expr_var(p, x), expr_var(p, y));
    return body ? expr_lam(p, x, expr_lam(p, y, body)) : NULL;
}

static Expr *dictionary(Program *p, const Type *constraint, int depth) {
    if (depth > 1 || constraint->kind != TY_CON || constraint->u.con.nargs != 1) return NULL;
    const char *cls_name = sym_str(&p->syms, constraint->u.con.name);
    if (strcmp(cls_name, "GHC.Classes.Eq") != 0 && strcmp(cls_name, "GHC.Classes.Ord") != 0) return NULL;
    Class *cls = symmap_get(&p->classes, constraint->u.con.name);
    if (!cls || !cls->con || cls->is_newtype) return NULL;
    uint32_t n = cls->nsupers + cls->nmethods;
    Expr **args = ARENA_ARRAY(&p->arena, Expr *, n + 1);
    Expr *ty = expr_new(p, EX_TYPE);
    ty->u.type = constraint->u.con.args[0];
    args[0] = ty;
    for (uint32_t i = 0; i < cls->nsupers; i++)
        if (!(args[1 + i] = dictionary(p, cls->supers[i], depth + 1))) return NULL;
    for (uint32_t i = 0; i < cls->nmethods; i++)
        if (!(args[1 + cls->nsupers + i] = method(p, name_occ(sym_str(&p->syms, cls->methods[i].name))))) return NULL;
    Expr *c = expr_new(p, EX_CON);
    c->u.con = cls->con;
    return expr_app(p, c, args, n + 1);
}

Expr *logic_dictionary(Program *p, const Type *constraint) { return dictionary(p, constraint, 0); }
