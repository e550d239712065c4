/* logic.c — see logic.h.
 *
 * Numbers. Relations and arithmetic unbox their arguments (the table's
 * unbox mask), so a boxed `I# x` and an Int# from `add` meet as two V_PRIM
 * values. Concrete values are computed in C, symbolic ones become SMT terms;
 * an Int next to a Double is compared as a real (and a concrete one is that
 * Double in arithmetic). Arithmetic on Int#, Word#,
 * Double#, Float# and Integer is delegated to the engine's own primops
 * (`+#`, `integerAdd`, …, found with prim_lookup), so it behaves exactly as
 * the program's arithmetic does (Int# wraps concretely, SMT integers do not,
 * as docs/engine.md explains). `div` and `mod` are LiquidHaskell's, i.e.
 * SMT-LIB's: Euclidean (0 <= mod x y < |y|), computed concretely the same
 * way so that replay agrees with the search; a divisor that is 0 crashes
 * ("divide by zero") when concrete and is assumed non-zero when symbolic,
 * as the engine's own division does.
 *
 * Structural equality. eq/ne are strict in both arguments but do not
 * unbox (a one-field constructor such as `Just x` must not be mistaken for
 * a box). On two constructors: different ones give False; the same one
 * gives `and (eq f1 g1) (and (eq f2 g2) … (eq fn gn))`, a thunk built with
 * thunk_apply and evaluated in place of the call, so fields are compared
 * left to right and only as far as needed (and is lazy in its second
 * argument). A box meets a bare primitive by comparing its field with it.
 * A V_SYMDATA argument is expanded first (Case-Sym) by re-running the call
 * behind `seq (dataToTag# x) (eq a b)`: dataToTag# on symbolic data is the
 * engine's existing branch point (CH_DATA, one branch per constructor, the
 * expansion recorded on the value and undone on backtracking), and when
 * the branch continues, the retried eq sees x as a constructor. The same
 * retry expands symbolic Bool arguments of the connectives. */
#include "logic.h"
#include "../core/link.h"
#include "symbolic.h"
#include "types.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


/* ---- Building calls ---------------------------------------------------- */

/* A cell holding the unapplied primitive `name`. */
static Addr prim_value_cell(Machine *m, const char *name) {
    const PrimDef *d = prim_lookup(name);
    Value *v = value_new(m, V_PAP);
    v->u.pap.head.kind = HEAD_PRIM;
    v->u.pap.head.u.prim = d;
    v->u.pap.nargs = v->u.pap.nvalue = 0;
    v->u.pap.args = NULL;
    return heap_alloc_value(m, v);
}

/* A thunk `name a1 .. an`. */
static Addr apply_prim(Machine *m, const char *name, const Addr *args, uint32_t n) {
    return thunk_apply(m, prim_value_cell(m, name), args, n);
}

/* Expands the symbolic data in cell `sym` (a branch per constructor), then
 * evaluates cell k: `seq (dataToTag# sym) k`. */
static void expand_then(Machine *m, Addr sym, Addr k) {
    Addr args[2];
    args[0] = apply_prim(m, "dataToTag#", &sym, 1);
    args[1] = k;
    machine_eval_addr(m, apply_prim(m, "seq", args, 2));
}

/* The primitive to apply again for call c, on value arguments only: the
 * models' Lhx.Symbolic.lhxEq and lhxLess take a type argument first, so
 * their calls are run again as the type-less lhx.logic.eq and order. */
static const char *again_name(const PrimCall *c) {
    if (c->def->ntypes == 0) return c->def->name;
    return c->def->fn == logic_order ? "lhx.logic.order" : c->def->fn == logic_ne ? "lhx.logic.ne" : "lhx.logic.eq";
}

/* Runs the call again once its argument i (symbolic data) is expanded. */
static void retry_expanded(Machine *m, PrimCall *c, uint32_t i) {
    expand_then(m, c->a[i], apply_prim(m, again_name(c), c->a, c->nv));
}

/* ---- Booleans ---------------------------------------------------------- */

typedef enum LBool { LB_FALSE, LB_TRUE, LB_SYM, LB_BAD } LBool;


/* A global of arity 0 referenced on its own stays an unapplied primitive
 * (rule_var does not run it), so `lhx.logic.true` can arrive here as that
 * V_PAP: read it as the constructor it stands for. */
static Value *bool_constant(Machine *m, Value *v) {
    if (!v || v->kind != V_PAP || v->u.pap.head.kind != HEAD_PRIM || v->u.pap.nvalue != 0) return v;
    PrimFn fn = v->u.pap.head.u.prim->fn;
    if (fn != logic_true && fn != logic_false) return v;
    DataCon *dc = program_datacon(m->prog, fn == logic_true ? "GHC.Types.True" : "GHC.Types.False");
    return dc ? value_con(m, dc, 0) : v;
}

static LBool bool_of(Machine *m, Value *v) {
    v = v ? bool_constant(m, value_current(v)) : NULL;
    if (!v) return LB_BAD;
    if (v->kind == V_SYMDATA) return LB_SYM;
    if (v->kind != V_CON || v->u.con.n != 0) return LB_BAD;
    const char *name = sym_str(&m->prog->syms, v->u.con.con->name);
    if (strcmp(name, "GHC.Types.True") == 0) return LB_TRUE;
    if (strcmp(name, "GHC.Types.False") == 0) return LB_FALSE;
    return LB_BAD;
}

static void return_bool(Machine *m, bool b) {
    const char *name = b ? "GHC.Types.True" : "GHC.Types.False";
    DataCon *dc = program_datacon(m->prog, name);
    if (!dc) return machine_unsupported(m, "the program does not describe the constructor %s", name);
    machine_return(m, value_con(m, dc, 0));
}

/* The Bool argument i: true when known (*out set); otherwise the control is
 * set (a retry after expansion, or unsupported) and false is returned. */
static bool bool_arg(Machine *m, PrimCall *c, uint32_t i, bool *out) {
    switch (bool_of(m, c->v[i])) {
    case LB_TRUE: *out = true; return true;
    case LB_FALSE: *out = false; return true;
    case LB_SYM: retry_expanded(m, c, i); return false;
    default: machine_unsupported(m, "%s applied to a value that is not a Bool (argument %u)", c->def->name, i + 1);
        return false;
    }
}

void logic_typelit(Machine *m, PrimCall *c) {
    const Type *t = c->nt ? c->t[0] : NULL;
    if (!t || t->kind != TY_LIT || !t->u.text)
        return machine_unsupported(m, "a type variable used as a value is not a type-level literal here");
    const char *text = t->u.text;
    /* the Core JSON writes a Nat and a Symbol alike: digits are taken for a Nat */
    size_t len = strlen(text), digits = strspn(text, "0123456789");
    if (len && digits == len && len < 19) return machine_return(m, value_int(m, PT_INT, strtoll(text, NULL, 10)));
    Value *str = value_int(m, PT_STRING, 0);
    str->u.prim.str = text, str->u.prim.len = len;
    Addr a = heap_alloc_value(m, str);
    machine_eval_addr(m, apply_prim(m, "GHC.CString.unpackCString#", &a, 1));
}

void logic_true(Machine *m, PrimCall *c) { (void)c, return_bool(m, true); }
void logic_false(Machine *m, PrimCall *c) { (void)c, return_bool(m, false); }

void logic_not(Machine *m, PrimCall *c) {
    bool b;
    if (bool_arg(m, c, 0, &b)) return_bool(m, !b);
}

/* and/or/implies: when the first argument decides, the second is never
 * evaluated; otherwise the result is the second. */
static void lazy_connective(Machine *m, PrimCall *c, bool decides_when, bool result) {
    bool b;
    if (!bool_arg(m, c, 0, &b)) return;
    if (b == decides_when) return return_bool(m, result);
    machine_eval_addr(m, c->a[1]);
}

void logic_and(Machine *m, PrimCall *c) { lazy_connective(m, c, false, false); }
void logic_or(Machine *m, PrimCall *c) { lazy_connective(m, c, true, true); }
void logic_implies(Machine *m, PrimCall *c) { lazy_connective(m, c, false, true); }

void logic_iff(Machine *m, PrimCall *c) {
    bool a, b;
    if (!bool_arg(m, c, 0, &a) || !bool_arg(m, c, 1, &b)) return;
    return_bool(m, a == b);
}

void logic_ite(Machine *m, PrimCall *c) {
    bool b;
    if (bool_arg(m, c, 0, &b)) machine_eval_addr(m, c->a[b ? 1 : 2]);
}

/* dict_if @C @T d rest: a class dictionary chosen by the types the
 * enclosing function runs at (refine_dict.h). C is the constraint with the
 * type variables bound in the caller's environment substituted (rule_app
 * did it), T a type it may be; d is T's dictionary. Lazy in d and rest. */
void logic_dict_if(Machine *m, PrimCall *c) { machine_eval_addr(m, c->a[type_equal(c->t[0], c->t[1]) ? 0 : 1]); }

/* ---- Relations on primitives ------------------------------------------- */

static bool is_real(PrimType pt) { return pt == PT_DOUBLE || pt == PT_FLOAT; }
static bool is_number(PrimType pt) { return pt != PT_STRING && pt != PT_TOKEN; }

static void rel_prims(Machine *m, TermRel r, Value *a, Value *b) {
    PrimType pa = a->u.prim.pt, pb = b->u.prim.pt;
    if (!is_number(pa) || !is_number(pb))
        return machine_unsupported(m, "a refinement relation on a value that is not a number");
    if (!a->u.prim.sym && !b->u.prim.sym) {
        int sign;
        if (is_real(pa) || is_real(pb)) {
            double x = is_real(pa) ? a->u.prim.d : (double)a->u.prim.i;
            double y = is_real(pb) ? b->u.prim.d : (double)b->u.prim.i;
            sign = x < y ? -1 : x > y ? 1 : x == y ? 0 : 2;
        } else if (pa == PT_WORD && pb == PT_WORD) {
            uint64_t x = (uint64_t)a->u.prim.i, y = (uint64_t)b->u.prim.i;
            sign = (x > y) - (x < y);
        } else {
            sign = (a->u.prim.i > b->u.prim.i) - (a->u.prim.i < b->u.prim.i);
        }
        return return_bool(m, prim_rel_holds(r, sign));
    }
    Terms *ts = m->terms;
    Term x = prim_term(m, a), y = prim_term(m, b);
    if (!x || !y) return machine_unsupported(m, "comparison of a symbolic number with an infinite or NaN");
    bool rx = term_is_real(ts, x), ry = term_is_real(ts, y);
    if (rx && !ry) y = term_to_real(ts, y);
    if (ry && !rx) x = term_to_real(ts, x);
    prim_return_bool(m, term_rel(ts, r, x, y));
}

/* A relation on values: numbers, or two constructors of one enumeration
 * (False <= True), ordered as declared, as Haskell's derived Ord orders
 * them — one of the orders LiquidHaskell's logic allows on such a sort, so
 * a relation lhx finds false there LiquidHaskell cannot prove. Constructors
 * with fields are not compared: the primitive unboxed a one-field one
 * (I# x, but also Just x) before it got here. */
static void relation(Machine *m, PrimCall *c, TermRel r) {
    Value *a = bool_constant(m, value_current(c->v[0])), *b = bool_constant(m, value_current(c->v[1]));
    if (a->kind == V_PRIM && b->kind == V_PRIM) return rel_prims(m, r, a, b);
    if (a->kind == V_SYMDATA) return retry_expanded(m, c, 0);
    if (b->kind == V_SYMDATA) return retry_expanded(m, c, 1);
    if (a->kind != V_CON || b->kind != V_CON || a->u.con.n || b->u.con.n || a->u.con.con->tycon != b->u.con.con->tycon ||
        !a->u.con.con->tycon)
        return machine_unsupported(m, "%s on values it cannot order", c->def->name);
    uint32_t x = a->u.con.con->tag, y = b->u.con.con->tag;
    return_bool(m, prim_rel_holds(r, (x > y) - (x < y)));
}

void logic_lt(Machine *m, PrimCall *c) { relation(m, c, TERM_LT); }
void logic_le(Machine *m, PrimCall *c) { relation(m, c, TERM_LE); }
void logic_gt(Machine *m, PrimCall *c) { relation(m, c, TERM_GT); }
void logic_ge(Machine *m, PrimCall *c) { relation(m, c, TERM_GE); }

/* ---- Structural equality ----------------------------------------------- */

static bool is_function(const Value *v) { return v->kind == V_FUN || v->kind == V_PAP || v->kind == V_SYMFUN; }

/* `and (eq f1 g1) (… (eq fn gn))` for two applications of one constructor. */
static Addr fields_equal(Machine *m, const Value *a, const Value *b) {
    uint32_t n = a->u.con.n;
    Addr pair[2] = {a->u.con.fields[n - 1], b->u.con.fields[n - 1]};
    Addr acc = apply_prim(m, "lhx.logic.eq", pair, 2);
    for (uint32_t i = n - 1; i-- > 0;) {
        pair[0] = a->u.con.fields[i], pair[1] = b->u.con.fields[i];
        Addr conj[2] = {apply_prim(m, "lhx.logic.eq", pair, 2), acc};
        acc = apply_prim(m, "lhx.logic.and", conj, 2);
    }
    return acc;
}

static bool same_head(const Head *a, const Head *b) {
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case HEAD_CON: return a->u.con == b->u.con;
    case HEAD_PRIM: return a->u.prim == b->u.prim;
    default: return a->u.sel == b->u.sel;
    }
}

/* Do two cells hold the same value: one cell, one value, or one number
 * (a concrete one, or one SMT term)? Unevaluated cells are not compared. */
static bool same_cell(Machine *m, Addr x, Addr y) {
    if (x == y) return true;
    const Cell *a = heap_cell(m, x), *b = heap_cell(m, y);
    if (a->state != CELL_VALUE || b->state != CELL_VALUE) return false;
    const Value *u = value_current(a->value), *v = value_current(b->value);
    if (u == v) return true;
    if (u->kind != V_PRIM || v->kind != V_PRIM || u->u.prim.pt != v->u.prim.pt || u->u.prim.sym != v->u.prim.sym) return false;
    if (u->u.prim.sym || u->u.prim.term || v->u.prim.term) return u->u.prim.term == v->u.prim.term; /* big Integers too */
    return u->u.prim.pt != PT_STRING && u->u.prim.i == v->u.prim.i && u->u.prim.d == v->u.prim.d;
}

/* Do two environments bind the same variables to the same cells (or
 * types)? Two closures of one λ made in two places (a measure applied to
 * the same argument in an assumption and in an assertion) are. */
static bool same_env(Machine *m, const Env *a, const Env *b) {
    for (; a != b; a = a->next, b = b->next) {
        if (!a || !b || a->var != b->var || a->is_type != b->is_type) return false;
        if (a->is_type ? !type_equal(a->u.type, b->u.type) : !same_cell(m, a->u.addr, b->u.addr)) return false;
    }
    return true;
}

/* Are two function values the same function by construction: one value,
 * one λ closed over the same values, one symbolic function, or one head
 * applied to the same values? Any other two are neither equal nor unequal
 * to the logic (equality of functions is not decidable): an unknown. */
static bool same_function(Machine *m, const Value *a, const Value *b) {
    if (a == b) return true;
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case V_FUN: return a->u.fun.lam == b->u.fun.lam && same_env(m, a->u.fun.env, b->u.fun.env);
    case V_SYMFUN: return a->u.sfun.id == b->u.sfun.id;
    case V_PAP:
        if (!same_head(&a->u.pap.head, &b->u.pap.head) || a->u.pap.nargs != b->u.pap.nargs) return false;
        for (uint32_t i = 0; i < a->u.pap.nargs; i++) {
            const Arg *x = &a->u.pap.args[i], *y = &b->u.pap.args[i];
            if (x->is_type != y->is_type || (x->is_type ? !type_equal(x->u.type, y->u.type) : !same_cell(m, x->u.addr, y->u.addr)))
                return false;
        }
        return true;
    default: return false;
    }
}

/* Does t name no type variable (nor anything lhx keeps as text)? */
static bool closed_type(const Type *t) {
    switch (t->kind) {
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (!closed_type(t->u.con.args[i])) return false;
        return true;
    case TY_FUN: return closed_type(t->u.fun.arg) && closed_type(t->u.fun.res);
    case TY_LIT: return true;
    default: return false;
    }
}

/* The argument type of a function value, when its value says it: a
 * symbolic function's type, a λ's binder at the types its closure binds.
 * NULL for a type λ, a partial application, or a type whose variables the
 * value does not bind (a witness of a type variable would be opaque, and
 * a function of Int could not take it). */
static Type *function_arg_type(Machine *m, const Value *v) {
    Type *t = NULL;
    if (v->kind == V_SYMFUN) {
        t = type_representation(m, v->u.sfun.type);
        while (t && t->kind == TY_FORALL) t = t->u.forall.body;
        t = t && t->kind == TY_FUN ? t->u.fun.arg : NULL;
    } else if (v->kind == V_FUN && !(v->u.fun.lam->u.lam.bndr->flags & VAR_TYVAR) && v->u.fun.lam->u.lam.bndr->type) {
        /* (a binder the translator made may have no Core type: then unknown) */
        t = type_subst_env(m, v->u.fun.lam->u.lam.bndr->type, v->u.fun.env);
    }
    return t && closed_type(t) ? t : NULL;
}

/* The path's comparison of a and b (either order), or a new one with a
 * fresh witness argument of type argt (0: an unknown Bool instead). */
static FunEq *function_comparison(Machine *m, Value *a, Value *b, Type *argt) {
    for (FunEq *e = m->funeqs; e; e = e->next)
        if ((same_function(m, e->a, a) && same_function(m, e->b, b)) ||
            (same_function(m, e->a, b) && same_function(m, e->b, a)))
            return e;
    FunEq *e = ARENA_NEW(&m->arena, FunEq);
    *e = (FunEq){a, b, NULL, 0, NULL};
    if (argt) {
        Value *x = sym_generate(m, argt); /* in a replay: the search's witness, from the script */
        if (!x) return NULL;
        e->witness = heap_alloc_value(m, x);
    } else if (m->concrete) {
        return NULL;
    } else {
        e->holds = term_fresh(m->terms, SORT_BOOL);
    }
    trail_push_funeq(m, e);
    return e;
}

/* Two functions the logic cannot tell equal by construction (plus1 ==
 * plus1', v == fst). LiquidHaskell's logic has extensionality: f == g when
 * f x == g x for every x. lhx compares them on one fresh argument, the
 * pair's witness (one per pair on the path, so an equality assumed — a
 * callee's {v | v == ackF n} — is the one later asserted): the search
 * chooses it, so an asserted equality fails exactly when the functions
 * differ somewhere. The witness is a generated value, which replay takes
 * from the search's script; replay confirms only a difference (lhx.logic.
 * pointwise): two functions equal at the witness need not be equal, and a
 * candidate that assumed so (`first f == first g => f == g`) is not
 * confirmed — no false alarm. Without an argument type to make a witness
 * of, the answer is an unknown Bool that replay cannot confirm at all. */
static void function_equality(Machine *m, PrimCall *c, Value *a, Value *b, bool negate) {
    Type *argt = function_arg_type(m, a);
    if (!argt) argt = function_arg_type(m, b);
    FunEq *e = function_comparison(m, a, b, argt);
    if (!e) {
        if (m->outcome == OUT_RUNNING) machine_unsupported(m, "%s compares functions", c->def->name);
        return;
    }
    if (!e->witness) return prim_return_bool(m, negate ? term_not(m->terms, e->holds) : e->holds);
    Addr pair[2] = {thunk_apply(m, c->a[0], &e->witness, 1), thunk_apply(m, c->a[1], &e->witness, 1)};
    Addr eq = apply_prim(m, "lhx.logic.eq", pair, 2);
    if (m->concrete) eq = apply_prim(m, "lhx.logic.pointwise", &eq, 1);
    if (negate) eq = apply_prim(m, "lhx.logic.not", &eq, 1);
    machine_eval_addr(m, eq);
}

/* Replay's answer for two functions compared at their witness: unequal
 * there is a real difference; equal there proves nothing. */
void logic_pointwise(Machine *m, PrimCall *c) {
    bool b;
    if (!bool_arg(m, c, 0, &b)) return;
    if (b && m->concrete)
        return machine_unsupported(m, "a comparison of functions: equal at one argument, which does not make them equal");
    return_bool(m, b);
}

/* Is v a ratio n :% d (Data.Ratio's Rational, Ratio Int)? */
static bool is_ratio(Machine *m, const Value *v) {
    return v->kind == V_CON && v->u.con.n == 2 &&
           strcmp(sym_str(&m->prog->syms, v->u.con.con->name), "GHC.Real.:%") == 0;
}

/* A ratio n :% d against a number k (`{v:Ratio Int | v /= 0}`, the
 * ratio's embedding as a number): n == k * d, the ratio's value being
 * n / d with d > 0 (Data.Ratio's invariant). */
static void ratio_equality(Machine *m, PrimCall *c, const Value *box, bool left_boxed) {
    Addr k = c->a[left_boxed ? 1 : 0], scaled[2] = {k, box->u.con.fields[1]};
    Addr args[2] = {box->u.con.fields[0], apply_prim(m, "lhx.logic.mul", scaled, 2)};
    return machine_eval_addr(m, apply_prim(m, again_name(c), args, 2));
}

static void equality(Machine *m, PrimCall *c, bool negate) {
    Value *a = bool_constant(m, value_current(c->v[0])), *b = bool_constant(m, value_current(c->v[1]));
    if (is_function(a) && is_function(b) && same_function(m, a, b)) return return_bool(m, !negate);
    if (is_function(a) && is_function(b)) return function_equality(m, c, a, b, negate);
    if (is_function(a) || is_function(b)) return machine_unsupported(m, "%s compares functions", c->def->name);
    if (a->kind == V_PRIM && b->kind == V_PRIM) return rel_prims(m, negate ? TERM_NE : TERM_EQ, a, b);
    /* a box against a bare primitive: compare the box's field */
    if ((a->kind == V_PRIM) != (b->kind == V_PRIM)) {
        bool left_boxed = a->kind != V_PRIM;
        Value *box = left_boxed ? a : b;
        if (box->kind == V_SYMDATA) return retry_expanded(m, c, left_boxed ? 0 : 1);
        if (is_ratio(m, box)) return ratio_equality(m, c, box, left_boxed);
        if (box->kind != V_CON || box->u.con.n != 1)
            return machine_unsupported(m, "%s compares a primitive with a data value", c->def->name);
        Addr args[2] = {c->a[0], c->a[1]};
        args[left_boxed ? 0 : 1] = box->u.con.fields[0];
        return machine_eval_addr(m, apply_prim(m, again_name(c), args, 2));
    }
    /* one symbolic value on both sides equals itself: no need to open it,
     * and an opaque value (symbolic.c) could not be opened */
    if (a->kind == V_SYMDATA && b->kind == V_SYMDATA && a->u.sdata.id == b->u.sdata.id) return return_bool(m, !negate);
    if (a->kind == V_SYMDATA) return retry_expanded(m, c, 0);
    if (b->kind == V_SYMDATA) return retry_expanded(m, c, 1);
    if (a->kind != V_CON || b->kind != V_CON)
        return machine_unsupported(m, "%s on values it cannot compare", c->def->name);
    if (a->u.con.con != b->u.con.con) return return_bool(m, negate);
    if (a->u.con.n == 0 || a->u.con.n != b->u.con.n) return return_bool(m, !negate && a->u.con.n == b->u.con.n);
    Addr eq = fields_equal(m, a, b);
    if (negate) eq = apply_prim(m, "lhx.logic.not", &eq, 1);
    machine_eval_addr(m, eq);
}

/* `or (lt f1 g1) (and (eq f1 g1) (… lt fn gn))`: fields left to right. */
static Addr fields_less(Machine *m, const Value *a, const Value *b, uint32_t from) {
    Addr pair[2] = {a->u.con.fields[from], b->u.con.fields[from]};
    Addr less = apply_prim(m, "lhx.logic.order", pair, 2);
    if (from + 1 == a->u.con.n) return less;
    Addr same[2] = {apply_prim(m, "lhx.logic.eq", pair, 2), fields_less(m, a, b, from + 1)};
    Addr rest = apply_prim(m, "lhx.logic.and", same, 2);
    Addr either[2] = {less, rest};
    return apply_prim(m, "lhx.logic.or", either, 2);
}

/* A total order on values: numbers by value, data by constructor (in
 * declaration order) and then fields lexicographically — Haskell's derived
 * Ord. The prelude models use it (Lhx.Symbolic.lhxLess) where an invariant
 * needs an order but no Ord dictionary is at hand. */
void logic_order(Machine *m, PrimCall *c) {
    Value *a = value_current(c->v[0]), *b = value_current(c->v[1]);
    if (is_function(a) || is_function(b)) return machine_unsupported(m, "%s compares functions", c->def->name);
    if (a->kind == V_PRIM && b->kind == V_PRIM) return rel_prims(m, TERM_LT, a, b);
    /* one symbolic value is not less than itself */
    if (a->kind == V_SYMDATA && b->kind == V_SYMDATA && a->u.sdata.id == b->u.sdata.id) return return_bool(m, false);
    if (a->kind == V_SYMDATA) return retry_expanded(m, c, 0);
    if (b->kind == V_SYMDATA) return retry_expanded(m, c, 1);
    if (a->kind != V_CON || b->kind != V_CON)
        return machine_unsupported(m, "%s on values it cannot compare", c->def->name);
    if (a->u.con.con != b->u.con.con) return return_bool(m, a->u.con.con->tag < b->u.con.con->tag);
    if (a->u.con.n == 0 || a->u.con.n != b->u.con.n) return return_bool(m, false);
    machine_eval_addr(m, fields_less(m, a, b, 0));
}

void logic_eq(Machine *m, PrimCall *c) { equality(m, c, false); }
void logic_ne(Machine *m, PrimCall *c) { equality(m, c, true); }

/* ---- Arithmetic -------------------------------------------------------- */

enum { K_INT, K_WORD, K_DOUBLE, K_FLOAT, K_INTEGER, K_NONE };

/* Which engine primop family the (unboxed) arguments belong to. */
static int num_kind(PrimCall *c, uint32_t n) {
    int k = K_NONE;
    for (uint32_t i = 0; i < n; i++) {
        int ki;
        switch (c->v[i]->u.prim.pt) {
        case PT_INT: ki = K_INT; break;
        case PT_WORD: ki = K_WORD; break;
        case PT_DOUBLE: ki = K_DOUBLE; break;
        case PT_FLOAT: ki = K_FLOAT; break;
        case PT_INTEGER: ki = K_INTEGER; break;
        default: return K_NONE;
        }
        if (i == 0) k = ki;
        else if (k != ki) {
            /* Int with Integer: both are integers */
            if ((k == K_INTEGER || ki == K_INTEGER) && (k == K_INT || ki == K_INT)) k = K_INTEGER;
            else return K_NONE;
        }
    }
    return k;
}

/* Runs the engine's primop `name` on this call's arguments. */
static void delegate(Machine *m, PrimCall *c, const char *name) {
    const PrimDef *d = name ? prim_lookup(name) : NULL;
    if (!d) return machine_unsupported(m, "%s on these numbers", c->def->name);
    PrimCall c2 = *c;
    c2.def = d;
    d->fn(m, &c2);
}

/* A concrete Int next to a Double (`x * 2` with x a Double: a refinement's
 * numerals have no type of their own, as in LiquidHaskell's logic) is the
 * Double of the same value. */
static void int_literals_as_doubles(Machine *m, PrimCall *c, uint32_t n) {
    bool dbl = false;
    for (uint32_t i = 0; i < n; i++) dbl = dbl || (c->v[i]->kind == V_PRIM && c->v[i]->u.prim.pt == PT_DOUBLE);
    for (uint32_t i = 0; dbl && i < n; i++)
        if (c->v[i]->kind == V_PRIM && c->v[i]->u.prim.pt == PT_INT && !c->v[i]->u.prim.sym)
            c->v[i] = value_double(m, PT_DOUBLE, (double)c->v[i]->u.prim.i);
}

static void arith(Machine *m, PrimCall *c, const char *const names[5]) {
    int_literals_as_doubles(m, c, 2);
    int k = num_kind(c, 2);
    if (k == K_NONE) return machine_unsupported(m, "%s on arguments that are not numbers of one type", c->def->name);
    delegate(m, c, names[k]);
}

static const char *const add_names[5] = {"+#", "plusWord#", "+##", "plusFloat#", "GHC.Num.Integer.integerAdd"};
static const char *const sub_names[5] = {"-#", "minusWord#", "-##", "minusFloat#", "GHC.Num.Integer.integerSub"};
static const char *const mul_names[5] = {"*#", "timesWord#", "*##", "timesFloat#", "GHC.Num.Integer.integerMul"};
static const char *const neg_names[5] = {"negateInt#", NULL, "negateDouble#", "negateFloat#",
                                         "GHC.Num.Integer.integerNegate"};

void logic_add(Machine *m, PrimCall *c) { arith(m, c, add_names); }
void logic_sub(Machine *m, PrimCall *c) { arith(m, c, sub_names); }
void logic_mul(Machine *m, PrimCall *c) { arith(m, c, mul_names); }

void logic_neg(Machine *m, PrimCall *c) {
    int k = num_kind(c, 1);
    if (k == K_NONE) return machine_unsupported(m, "%s of a value that is not a number", c->def->name);
    delegate(m, c, neg_names[k]);
}

/* Floored division of 64-bit integers, Haskell's div and mod: a = q*b + r
 * with r of b's sign. LiquidHaskell's own specification of div gives its
 * result as x / y and mod's as x mod y, so the logic's / and mod are the
 * floored ones here (SMT's Euclidean ones differ from them when y < 0, and
 * would refute an accepted `v = x / y` about div). b is not 0, and (a, b)
 * is not (INT64_MIN, -1). */
static void floored(int64_t a, int64_t b, int64_t *q, int64_t *r) {
    int64_t qq = a / b, rr = a % b;
    if (rr != 0 && (rr < 0) != (b < 0)) qq--, rr += b;
    *q = qq, *r = rr;
}

static void int_division(Machine *m, PrimCall *c, bool want_mod) {
    int k = num_kind(c, 2);
    if (k == K_DOUBLE || k == K_FLOAT) {
        if (want_mod) return machine_unsupported(m, "mod of real numbers");
        return delegate(m, c, k == K_DOUBLE ? "/##" : "divideFloat#");
    }
    if (k == K_NONE || k == K_WORD)
        return machine_unsupported(m, "%s on arguments that are not Int or Integer", c->def->name);
    PrimType pt = k == K_INTEGER ? PT_INTEGER : PT_INT;
    Value *a = c->v[0], *b = c->v[1];
    if (!b->u.prim.sym && b->u.prim.i == 0) return machine_crash(m, CRASH_ARITHMETIC, "divide by zero");
    if (!a->u.prim.sym && !b->u.prim.sym) {
        if (a->u.prim.i == INT64_MIN && b->u.prim.i == -1) {
            if (pt == PT_INT) return machine_return(m, value_int(m, PT_INT, want_mod ? 0 : INT64_MIN));
        } else {
            int64_t q, r;
            floored(a->u.prim.i, b->u.prim.i, &q, &r);
            return machine_return(m, value_int(m, pt, want_mod ? r : q));
        }
    }
    Terms *ts = m->terms;
    Term x = prim_term(m, a), y = prim_term(m, b);
    if (b->u.prim.sym) solver_assert(m->solver, term_rel(ts, TERM_NE, y, term_int64(ts, 0, SORT_INT)));
    Term res = want_mod ? term_mod(ts, x, y) : term_div(ts, x, y);
    if (!a->u.prim.sym && !b->u.prim.sym) res = term_simplify(ts, res);
    machine_return(m, value_sym(m, pt, res));
}

void logic_div(Machine *m, PrimCall *c) { int_division(m, c, false); }
void logic_mod(Machine *m, PrimCall *c) { int_division(m, c, true); }
