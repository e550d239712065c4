/* refine.c — see refine.h. */
#include "refine.h"
#include "refine_dict.h"
#include "../src/core/link.h"
#include "../src/source/imports.h"
#include "../src/spec/names.h"
#include "../src/spec/resolve.h"
#include "../src/util/strbuf.h"
#include "../src/util/utf8.h"
#include "context.h"

#include <stdlib.h>
#include <string.h>

Global *refine_logic_global(Program *p, const char *op) {
    char *name = str_format("lhx.logic.%s", op);
    Global *g = program_global(p, name);
    Sym s = g ? 0 : intern(&p->syms, name);
    free(name);
    if (g) return g;
    g = global_new(p, s, intern(&p->syms, op), NULL);
    g->origin = ORIG_PRIMITIVE;
    g->primop = s;
    g->module = intern(&p->syms, "lhx.logic");
    symmap_put(&p->globals, s, g);
    return g;
}

static Expr *fail_at(Refiner *r, const SpecExpr *e, int status, const char *msg, const char *what) {
    diag_error_at(r->diag, status, e->pos.file, e->pos.line, e->pos.col, msg, what);
    return NULL;
}

static Expr *logic(Refiner *r, const char *op, Expr **args, uint32_t n) {
    return expr_app(r->p, expr_var(r->p, refine_logic_global(r->p, op)->var), args, n);
}

static Expr *int_literal(Program *p, int64_t v) {
    Expr *e = expr_new(p, EX_LIT);
    e->u.lit.kind = LIT_INT;
    e->u.lit.i = v;
    return e;
}

static Expr *con_expr(Refiner *r, const SpecExpr *at, const char *name) {
    DataCon *dc = program_datacon(r->p, name);
    if (!dc) return fail_at(r, at, EXIT_UNSUPPORTED, "the program does not describe the constructor %s", name);
    Expr *e = expr_new(r->p, EX_CON);
    e->u.con = dc;
    return e;
}

/* A constructor named in a refinement (Emp, Nothing, True). */
static Expr *named_con(Refiner *r, const SpecExpr *e) {
    DataCon *dc = spec_find_con(r->p, r->module, e->u.var.name);
    if (!dc) return fail_at(r, e, EXIT_BAD_INPUT, "unknown constructor %s in a refinement", sym_str(&r->p->syms, e->u.var.name));
    Expr *c = expr_new(r->p, EX_CON);
    c->u.con = dc;
    return c;
}

static Expr *type_arg(Program *p, Type *t) {
    Expr *ty = expr_new(p, EX_TYPE);
    ty->u.type = t;
    return ty;
}

/* A type argument no argument of the call tells. */
static Expr *placeholder_type(Program *p) {
    Type *t = type_new(p, TY_OTHER);
    t->u.text = "?";
    return type_arg(p, t);
}

Expr *refine_function_head(Refiner *r, Global *g, const char *file, int line, int col, const RefineCall *call) {
    uint32_t n = 0;
    const Type *t = g->var->type;
    for (; t && (t->kind == TY_FORALL || (t->kind == TY_FUN && type_is_dictionary(r->p, t->u.fun.arg)));
         t = t->kind == TY_FORALL ? t->u.forall.body : t->u.fun.res)
        n++;
    if (n == 0) return expr_var(r->p, g->var);
    Expr **args = ARENA_ARRAY(&r->p->arena, Expr *, n);
    Type **types = ARENA_ARRAY(&r->p->arena, Type *, n);
    refine_type_args(r->p, g->var->type, call ? call->args : NULL, call ? call->nargs : 0, types, n);
    uint32_t ntypes = 0;
    n = 0;
    for (t = g->var->type; t && (t->kind == TY_FORALL || (t->kind == TY_FUN && type_is_dictionary(r->p, t->u.fun.arg)));
         t = t->kind == TY_FORALL ? t->u.forall.body : t->u.fun.res) {
        if (t->kind == TY_FORALL) {
            Type *known = types[ntypes++];
            args[n++] = known ? type_arg(r->p, known) : placeholder_type(r->p);
            continue;
        }
        args[n] = call ? refine_dictionary(r, g->var->type, t->u.fun.arg, call->scope, call->args, call->nargs) : NULL;
        if (!args[n++]) {
            diag_error_at(r->diag, EXIT_UNSUPPORTED, file, line, col,
                          "%s takes class dictionaries; lhx cannot use it in a refinement (only on arguments whose type "
                          "gives the dictionary of the enclosing signature)",
                          sym_str(&r->p->syms, g->var->name));
            return NULL;
        }
    }
    return expr_app(r->p, expr_var(r->p, g->var), args, n);
}

/* The logic's set operations (Set_cup …): lhx's set functions (Lhx.Sets). */
static Global *set_function(const Program *p, const char *n) {
    static const char *const ops[][2] = {
        {"Set_empty", "empty"}, {"Set_sng", "sng"}, {"Set_cup", "cup"}, {"Set_cap", "cap"},
        {"Set_dif", "dif"},     {"Set_mem", "mem"}, {"Set_sub", "sub"}, {"Set_emp", "emp"},
    };
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (strcmp(n, ops[i][0]) == 0) {
            char *full = str_format("Lhx.Sets.lhx_set_%s", ops[i][1]);
            Global *g = program_global(p, full);
            free(full);
            return g;
        }
    return NULL;
}

static Global *measure_global(const Refiner *r, const Measure *m) { return m ? r->tr->measures[m->index] : NULL; }

/* Data.Set's functions as LiquidHaskell's logic reads them (S.member x s
 * is Set_mem x s); fromList is the measure listElts. */
static const char *set_theory_name(const char *module, const char *f) {
    if (strcmp(module, "Data.Set") != 0 && strncmp(module, "Data.Set.", 9) != 0) return NULL;
    static const char *const ops[][2] = {
        {"empty", "Set_empty"},        {"singleton", "Set_sng"},     {"union", "Set_cup"},
        {"intersection", "Set_cap"},   {"difference", "Set_dif"},    {"member", "Set_mem"},
        {"isSubsetOf", "Set_sub"},     {"null", "Set_emp"},          {"fromList", "listElts"},
    };
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (strcmp(f, ops[i][0]) == 0) return ops[i][1];
    return NULL;
}

/* The logic function f of module `module` (a qualified name's module):
 * Data.Set's theory, a user module's measure or function, a library
 * spec's measure. */
static Global *module_measure(Refiner *r, const char *module, const char *f) {
    const char *set = set_theory_name(module, f);
    if (set) {
        Global *g = set_function(r->p, set);
        return g ? g : measure_global(r, spec_measure(r->tr->spec, r->file_index, intern(&r->p->syms, set)));
    }
    Sym fs = intern(&r->p->syms, f);
    for (uint32_t i = 0; i < r->p->nmodules; i++) {
        const Module *m = r->p->modules[i];
        if (m->is_prelude || strcmp(sym_str(&r->p->syms, m->name), module) != 0) continue;
        for (uint32_t k = 0; k < r->tr->spec->nuser; k++)
            if (r->tr->spec->files[k]->path && m->file && strcmp(r->tr->spec->files[k]->path, m->file) == 0) {
                Global *g = measure_global(r, symmap_get(&r->tr->spec->measure_of[k], fs));
                if (g) return g;
            }
        return module_binder(r->p, m, f);
    }
    return measure_global(r, spec_library_measure(r->tr->spec, module, fs));
}

/* A qualified name Q.f in a refinement: f of a module Q names (an import
 * `as Q`, or the module Q itself), as Haskell scopes it. */
static Global *qualified_measure(Refiner *r, const char *n) {
    const char *dot = strrchr(n, '.');
    if (!r->tr || !dot || dot == n || n[0] < 'A' || n[0] > 'Z' || !dot[1]) return NULL;
    char *q = str_format("%.*s", (int)(dot - n), n);
    const char *f = dot + 1;
    Global *g = NULL;
    SourceFile src;
    Diag ignore;
    diag_init(&ignore);
    bool named = false;
    if (r->module && r->module->file && source_file_read(&src, r->module->file, &ignore)) {
        SourceImports im;
        source_imports_read(&src, &im);
        for (size_t i = 0; i < im.n && !g; i++)
            if (source_import_qualifies(&im.items[i], q)) {
                named = true;
                g = module_measure(r, im.items[i].module, f);
            }
        source_imports_free(&im);
        source_file_free(&src);
    }
    diag_clear(&ignore);
    if (!g && !named) g = module_measure(r, q, f); /* the module's own name: Data.Set.fromList */
    free(q);
    return g;
}

/* The alternative C x1 … xn -> xi of constructor dc's field k. */
static void field_alt(Program *p, DataCon *dc, uint32_t k, Alt *alt) {
    alt->kind = ALT_DATA;
    alt->con = dc;
    alt->nbndrs = dc->nexvars + dc->arity;
    alt->bndrs = ARENA_ARRAY(&p->arena, Var *, alt->nbndrs ? alt->nbndrs : 1);
    Sym x = intern(&p->syms, "x");
    for (uint32_t i = 0; i < alt->nbndrs; i++) alt->bndrs[i] = var_new(p, x, x, NULL);
    alt->rhs = expr_var(p, alt->bndrs[dc->nexvars + k]);
}

/* A record field of the module's own types used in a refinement is a
 * measure of that field, as in LiquidHaskell: λv. case v of { C … x … ->
 * x; _ -> stop }, defined on the constructors that have the field and
 * stopping the path (not crashing the program) on the others. NULL if n
 * is no such field. Made once (lhx.field.<label>). */
static Global *field_measure(Refiner *r, const char *n) {
    Program *p = r->p;
    if (!r->module) return NULL;
    char *id = str_format("lhx.field.%s.%s", sym_str(&p->syms, r->module->name), n);
    Global *g = program_global(p, id);
    Sym ids = g ? 0 : intern(&p->syms, id);
    free(id);
    if (g) return g;
    Var *v = var_new(p, intern(&p->syms, "v"), intern(&p->syms, "v"), NULL);
    Expr *k = expr_new(p, EX_CASE);
    k->u.kase.scrut = expr_var(p, v);
    k->u.kase.bndr = var_new(p, intern(&p->syms, "wild"), intern(&p->syms, "wild"), NULL);
    Alt alts[64];
    uint32_t nalts = 1;
    for (size_t i = 0; i < p->tycons.cap; i++) {
        TyCon *tc = p->tycons.keys[i] ? p->tycons.vals[i] : NULL;
        if (!tc || tc->module != r->module->name) continue;
        for (uint32_t c = 0; c < tc->ncons; c++)
            for (uint32_t f = 0; f < tc->cons[c]->arity && nalts < 64; f++) {
                Sym label = tc->cons[c]->fields[f].label;
                if (label && strcmp(name_occ(sym_str(&p->syms, label)), n) == 0) field_alt(p, tc->cons[c], f, &alts[nalts++]);
            }
    }
    if (nalts == 1) return NULL;
    Expr *stop = expr_new(p, EX_CRASH);
    stop->u.crash.kind = CRASH_UNSUPPORTED; /* a limit of the logic, not a crash of the program */
    char *reason = str_format("the record field %s is not a field of this value", n);
    stop->u.crash.reason = arena_strdup(&p->arena, reason);
    free(reason);
    alts[0] = (Alt){.kind = ALT_DEFAULT, .rhs = stop};
    k->u.kase.nalts = nalts;
    k->u.kase.alts = ARENA_ARRAY(&p->arena, Alt, nalts);
    memcpy(k->u.kase.alts, alts, nalts * sizeof *alts);
    Expr *lam = expr_new(p, EX_LAM);
    lam->u.lam.bndr = v;
    lam->u.lam.body = k;
    g = global_new(p, ids, intern(&p->syms, n), NULL);
    g->module = r->module->name;
    g->origin = ORIG_MODULE;
    g->rhs = lam;
    symmap_put(&p->globals, ids, g);
    return g;
}

/* Function composition in a refinement (`all (bnot . f) ls`): λf g x.
 * f (g x), made once (lhx.compose), as Haskell's (.) is, whether or not
 * the module's code links GHC.Base's. */
static Global *compose_function(Program *p) {
    Global *g = program_global(p, "lhx.compose");
    if (g) return g;
    Sym id = intern(&p->syms, "lhx.compose");
    Var *f = var_fresh(p, "f", NULL), *h = var_fresh(p, "g", NULL), *x = var_fresh(p, "x", NULL);
    Expr *inner = expr_app(p, expr_var(p, h), (Expr *[]){expr_var(p, x)}, 1);
    Expr *body = expr_app(p, expr_var(p, f), &inner, 1);
    g = global_new(p, id, intern(&p->syms, "."), NULL);
    g->origin = ORIG_MODULE;
    g->rhs = expr_lam(p, f, expr_lam(p, h, expr_lam(p, x, body)));
    symmap_put(&p->globals, id, g);
    return g;
}

/* A measure: a set operation; one the specs define, as Haskell scopes
 * names (context.h): the spec file's own side first, so a user's
 * function or record field named like a library measure (size, elems)
 * keeps its own meaning; a function of the user's module (`measure f`,
 * `inline f`, `reflect f`, a record field); a library measure; a
 * qualified name through the module's imports; `len` (the model of
 * GHC.List.length) when no spec defines it. */
static Expr *measure_fn(Refiner *r, const SpecExpr *at, Sym name, const RefineCall *call) {
    const char *n = sym_str(&r->p->syms, name);
    Global *g = set_function(r->p, n);
    if (!g && r->tr) g = measure_global(r, spec_measure_near(r->tr->spec, r->file_index, name));
    if (!g) g = field_measure(r, n);
    if (!g && r->module) g = module_binder(r->p, r->module, n);
    if (!g && r->tr) g = translator_measure(r->tr, r->file_index, name);
    if (!g && (g = qualified_measure(r, n)) && g == set_function(r->p, "Set_empty")) {
        Expr *head = refine_function_head(r, g, at->pos.file, at->pos.line, at->pos.col, call);
        if (!head) return NULL;
        uint32_t ntypes = head->kind == EX_APP ? head->u.app.nargs : 0;
        Expr **args = ARENA_ARRAY(&r->p->arena, Expr *, ntypes + 1);
        if (ntypes) memcpy(args, head->u.app.args, ntypes * sizeof *args);
        args[ntypes] = int_literal(r->p, 0); /* S.empty is Set_empty 0 */
        return expr_app(r->p, ntypes ? head->u.app.fun : head, args, ntypes + 1);
    }
    if (!g && strcmp(n, "len") == 0) g = program_global(r->p, "Lhx.Model.GHC.List.length");
    if (!g && strcmp(n, ".") == 0) g = compose_function(r->p);
    /* LiquidHaskell's `x ~~ y` (unless the module defines its own), equality
     * of values whose sorts may differ: the logic's, which compares any two */
    if (!g && strcmp(n, "~~") == 0) g = refine_logic_global(r->p, "eq");
    if (!g)
        return fail_at(r, at, EXIT_BAD_INPUT,
                       "unbound name %s in a refinement: not a binder in scope, a measure, or a function of the module", n);
    if (!g->rhs && g->reason) {
        diag_error_at(r->diag, EXIT_UNSUPPORTED, at->pos.file, at->pos.line, at->pos.col,
                      "the measure %s cannot be used: %s", n, g->reason);
        return NULL;
    }
    return refine_function_head(r, g, at->pos.file, at->pos.line, at->pos.col, call);
}

static const char *bin_op_name(SpecBinOp op) {
    static const char *const names[] = {
        [SB_IFF] = "iff", [SB_IMP] = "implies", [SB_OR] = "or",  [SB_AND] = "and", [SB_EQ] = "eq",
        [SB_NE] = "ne",   [SB_LT] = "lt",       [SB_LE] = "le",  [SB_GT] = "gt",   [SB_GE] = "ge",
        [SB_ADD] = "add", [SB_SUB] = "sub",     [SB_MUL] = "mul", [SB_DIV] = "div", [SB_MOD] = "mod",
    };
    return names[op];
}

/* An abstract refinement whose instantiation is not known here (a
 * callee's signature: LiquidHaskell chooses it per call) used inside a
 * refinement expression, where it cannot be left out. */
static Expr *unknown_instantiation(Refiner *r, const SpecExpr *e) {
    return fail_at(r, e, EXIT_UNSUPPORTED, "the abstract refinement %s inside a refinement of a function lhx calls",
                   sym_str(&r->p->syms, e->u.var.name));
}

/* Does a capitalised name stand for a data constructor? Not when it is a
 * set operation or a measure the specs declare (`measure Map_select :: …`). */
static bool names_constructor(const Refiner *r, const SpecExpr *v) {
    if (!v->u.var.is_con || set_function(r->p, sym_str(&r->p->syms, v->u.var.name))) return false;
    return !(r->tr && spec_measure_near(r->tr->spec, r->file_index, v->u.var.name));
}

static bool is_type_variable(const RefineScope *s) { return s->var && (s->var->flags & VAR_TYVAR); }

/* A type variable of the signature used as a value (`forall (s :: Nat).
 * {v:Int | s ~~ v} -> MI s`): the type-level literal it stands for at the
 * call, lhx.logic.typelit @s (engine/logic.c). */
static Expr *type_variable_value(Refiner *r, Var *tv) {
    Expr *ty = expr_new(r->p, EX_TYPE);
    ty->u.type = type_new(r->p, TY_VAR);
    ty->u.type->u.var = tv->id;
    return expr_app(r->p, expr_var(r->p, refine_logic_global(r->p, "typelit")->var), &ty, 1);
}

static Expr *refine_var(Refiner *r, const SpecExpr *e, const RefineScope *scope) {
    for (const RefineScope *s = scope; s; s = s->next)
        if (s->name == e->u.var.name && !is_type_variable(s)) {
            if (!s->var) return unknown_instantiation(r, e);
            return expr_var(r->p, s->var);
        }
    if (names_constructor(r, e)) return named_con(r, e);
    const RefineScope *tv = scope;
    while (tv && !(tv->name == e->u.var.name && is_type_variable(tv))) tv = tv->next;
    if (!tv) return measure_fn(r, e, e->u.var.name, NULL); /* a nullary measure or a module constant */
    /* a measure or function of that name comes first: type variables are
     * values only where nothing else has their name */
    Expr *m = measure_fn(r, e, e->u.var.name, NULL);
    if (m) return m;
    diag_clear(r->diag);
    return type_variable_value(r, tv->var);
}

/* Is e the logic's arithmetic (`i + 1`, `-x`, `x / y`), whose result is an
 * unboxed number (logic.c's arith runs the engine's primops: Int#, Double#)? */
static bool logic_arithmetic(const Program *p, const Expr *e) {
    static const char *const ops[] = {"lhx.logic.add", "lhx.logic.sub", "lhx.logic.mul",
                                      "lhx.logic.neg", "lhx.logic.div", "lhx.logic.mod"};
    if (e->kind != EX_APP || e->u.app.fun->kind != EX_VAR || !e->u.app.fun->u.var->global) return false;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (e->u.app.fun->u.var->global == program_global(p, ops[i])) return true;
    return false;
}

/* A number given to a Haskell function (a reflected or lifted one: `fibA
 * 30`, `fibA (i + 1)`) boxed as its parameter's type wants (I# 30#): the
 * logic's primitives take numbers boxed or not and their arithmetic returns
 * them unboxed, while Haskell code takes only boxed ones. An Integer is never
 * unboxed (integerAdd returns an Integer), so only literals are boxed for it. */
static Expr *boxed_for(Program *p, Expr *arg, const Type *param) {
    bool arith = logic_arithmetic(p, arg);
    if ((arg->kind != EX_LIT && !arith) || !param || param->kind != TY_CON) return arg;
    static const char *const boxes[][3] = {
        {"GHC.Types.Int", "GHC.Types.I#", "i"},   {"GHC.Types.Char", "GHC.Types.C#", "c"},
        {"GHC.Types.Double", "GHC.Types.D#", "d"}, {"GHC.Num.Integer.Integer", "GHC.Num.Integer.IS", "i"},
    };
    const char *type = sym_str(&p->syms, param->u.con.name);
    char kind = arith ? (strcmp(type, "GHC.Types.Double") == 0 ? 'd' : strcmp(type, "GHC.Types.Int") == 0 ? 'i' : 0)
                : arg->u.lit.kind == LIT_INT    ? 'i'
                : arg->u.lit.kind == LIT_CHAR   ? 'c'
                : arg->u.lit.kind == LIT_DOUBLE ? 'd'
                                                : 0;
    for (size_t i = 0; i < sizeof boxes / sizeof *boxes; i++) {
        if (strcmp(type, boxes[i][0]) != 0 || boxes[i][2][0] != kind) continue;
        DataCon *dc = program_datacon(p, boxes[i][1]);
        if (!dc) return arg;
        Expr *c = expr_new(p, EX_CON);
        c->u.con = dc;
        return expr_app(p, c, &arg, 1);
    }
    return arg;
}

/* The type a parameter of type variable a has at this call: that of an
 * argument in scope for another parameter of type a (`mickey v 0`, v : Int,
 * mickey :: Ord a => a -> a -> Bool: 0 is an Int), else the parameter's. */
static const Type *instantiated(const Type *param, const Type *params, Expr **args, uint32_t n) {
    if (!param || param->kind != TY_VAR) return param;
    const Type *t = params;
    for (uint32_t i = 0; i < n && t && t->kind == TY_FUN; i++, t = t->u.fun.res)
        if (type_equal(t->u.fun.arg, param) && args[i]->kind == EX_VAR && args[i]->u.var->type) return args[i]->u.var->type;
    return param;
}

/* The literals among a Haskell function's arguments, boxed (boxed_for): a
 * module's function, a constructor, or a binder in scope of a function
 * type (a field `p:(Nat -> Bool)` applied in `{p 0}`). */
static void box_literals(Program *p, const Expr *f, Expr **args, uint32_t n) {
    const Expr *head = f->kind == EX_APP ? f->u.app.fun : f;
    if (head->kind == EX_CON) { /* a constructor's Int field (Const 5): its I# 5# */
        for (uint32_t i = 0; i < n && i < head->u.con->arity; i++) args[i] = boxed_for(p, args[i], head->u.con->fields[i].type);
        return;
    }
    if (head->kind != EX_VAR) return;
    const Type *t = head->u.var->global ? head->u.var->global->var->type : head->u.var->type;
    while (t && (t->kind == TY_FORALL || (t->kind == TY_FUN && type_is_dictionary(p, t->u.fun.arg))))
        t = t->kind == TY_FORALL ? t->u.forall.body : t->u.fun.res;
    const Type *params = t;
    for (uint32_t i = 0; i < n && t && t->kind == TY_FUN; i++, t = t->u.fun.res)
        args[i] = boxed_for(p, args[i], instantiated(t->u.fun.arg, params, args, n));
}

static Expr *refine_app(Refiner *r, const SpecExpr *e, const RefineScope *scope) {
    const SpecExpr *fn = e->u.app.fn;
    if (fn->kind != SE_VAR) return fail_at(r, e, EXIT_UNSUPPORTED, "%s", "applying something that is not a name");
    uint32_t n = (uint32_t)e->u.app.nargs;
    Expr **args = ARENA_ARRAY(&r->p->arena, Expr *, n ? n : 1);
    for (uint32_t i = 0; i < n; i++)
        if (!(args[i] = refine_expr(r, e->u.app.args[i], scope))) return NULL;
    bool con = names_constructor(r, fn);
    bool local = false; /* a binder in scope applied: an abstract refinement p x */
    for (const RefineScope *s = scope; s && !local; s = s->next) local = s->name == fn->u.var.name;
    RefineCall call = {scope, args, n};
    Expr *f = local ? refine_var(r, fn, scope) : con ? named_con(r, fn) : measure_fn(r, fn, fn->u.var.name, &call);
    if (!f) return NULL;
    box_literals(r->p, f, args, n);
    if (f->kind == EX_APP) { /* a measure that takes a type first: add the arguments to its spine */
        Expr **all = ARENA_ARRAY(&r->p->arena, Expr *, f->u.app.nargs + n);
        memcpy(all, f->u.app.args, f->u.app.nargs * sizeof *all);
        memcpy(all + f->u.app.nargs, args, n * sizeof *args);
        return expr_app(r->p, f->u.app.fun, all, f->u.app.nargs + n);
    }
    return expr_app(r->p, f, args, n);
}

/* "abc" in a refinement is the String it denotes: 'a' : 'b' : 'c' : [],
 * compared with program strings by the logic's structural equality (as a
 * list literal [x, y] is). */
static Expr *string_literal(Refiner *r, const SpecExpr *e) {
    /* the lexer stores string literals as UTF-8 */
    const unsigned char *s = (const unsigned char *)e->u.str.chars, *end = s + e->u.str.len;
    size_t n = 0;
    uint32_t *points = ARENA_ARRAY(&r->p->arena, uint32_t, e->u.str.len ? e->u.str.len : 1);
    while (s < end) points[n++] = utf8_decode(&s, end);
    Expr *list = con_expr(r, e, "GHC.Types.[]");
    for (size_t k = n; k-- > 0 && list;) {
        Expr *cons = con_expr(r, e, "GHC.Types.:");
        if (!cons) return NULL;
        Expr *ch = expr_new(r->p, EX_LIT);
        ch->u.lit.kind = LIT_CHAR;
        ch->u.lit.i = points[k];
        Expr **args = ARENA_ARRAY(&r->p->arena, Expr *, 2);
        args[0] = ch;
        args[1] = list;
        list = expr_app(r->p, cons, args, 2);
    }
    return list;
}

Expr *refine_expr(Refiner *r, const SpecExpr *e, const RefineScope *scope) {
    Expr *a[3];
    switch (e->kind) {
    case SE_INT:
        if (!e->u.int_lit.fits) return fail_at(r, e, EXIT_UNSUPPORTED, "the literal %s is too large", e->u.int_lit.text);
        return int_literal(r->p, e->u.int_lit.value);
    case SE_FLOAT: {
        Expr *x = expr_new(r->p, EX_LIT);
        x->u.lit.kind = LIT_DOUBLE;
        x->u.lit.d = e->u.float_lit.value;
        x->u.lit.text = e->u.float_lit.text;
        return x;
    }
    case SE_CHAR: {
        Expr *x = expr_new(r->p, EX_LIT);
        x->u.lit.kind = LIT_CHAR;
        x->u.lit.i = e->u.ch;
        return x;
    }
    case SE_BOOL: return con_expr(r, e, e->u.boolean ? "GHC.Types.True" : "GHC.Types.False");
    case SE_VAR: return refine_var(r, e, scope);
    case SE_APP: return refine_app(r, e, scope);
    case SE_BIN:
        if (!(a[0] = refine_expr(r, e->u.bin.lhs, scope)) || !(a[1] = refine_expr(r, e->u.bin.rhs, scope))) return NULL;
        return logic(r, bin_op_name(e->u.bin.op), a, 2);
    case SE_NOT:
    case SE_NEG:
        if (!(a[0] = refine_expr(r, e->u.arg, scope))) return NULL;
        return logic(r, e->kind == SE_NOT ? "not" : "neg", a, 1);
    case SE_PROP: return refine_expr(r, e->u.prop.arg, scope);
    case SE_ITE:
        if (!(a[0] = refine_expr(r, e->u.ite.cond, scope)) || !(a[1] = refine_expr(r, e->u.ite.then_, scope)) ||
            !(a[2] = refine_expr(r, e->u.ite.else_, scope)))
            return NULL;
        return logic(r, "ite", a, 3);
    case SE_STRING: return string_literal(r, e);
    }
    return fail_at(r, e, EXIT_UNSUPPORTED, "%s", "this refinement expression");
}
