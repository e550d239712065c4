/* prim.c — see prim.h. Each primitive computes concretely when its
 * arguments are concrete (the rule Pr) and builds an SMT term (term.h) when
 * one is symbolic (SWHNF: a primitive application on symbolic values is a
 * value). */
#include "prim.h"
#include "logic.h"
#include "show.h"
#include "symbolic.h"
#include "crash_site.h"
#include "addr_read.h"
#include "transcendental.h"
#include "../core/link.h"
#include "../util/strbuf.h"
#include "../util/utf8.h"
#include "../util/xalloc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TS(m) ((m)->terms)

/* ---- Literals and terms ------------------------------------------------ */

static PrimType lit_prim_type(LitKind k) {
    switch (k) {
    case LIT_WORD: case LIT_WORD8: case LIT_WORD16: case LIT_WORD32: case LIT_WORD64: return PT_WORD;
    case LIT_CHAR: return PT_CHAR;
    case LIT_DOUBLE: return PT_DOUBLE;
    case LIT_FLOAT: return PT_FLOAT;
    case LIT_INTEGER: case LIT_NATURAL: return PT_INTEGER;
    case LIT_STRING: return PT_STRING;
    case LIT_NULL: case LIT_RUBBISH: case LIT_LABEL: return PT_TOKEN;
    default: return PT_INT;
    }
}

Value *value_of_literal(Machine *m, const Literal *l) {
    PrimType pt = lit_prim_type(l->kind);
    Value *v = value_int(m, pt, l->i);
    switch (pt) {
    case PT_DOUBLE: v->u.prim.d = l->d; break;
    case PT_FLOAT: v->u.prim.d = (double)(float)l->d; break;
    case PT_STRING: v->u.prim.str = l->text, v->u.prim.len = l->len; break;
    case PT_WORD: v->u.prim.i = (int64_t)l->w; break;
    case PT_INTEGER:
        if (l->text && l->i == 0 && strcmp(l->text, "0") != 0) { /* too big for 64 bits */
            v->u.prim.sym = true;
            v->u.prim.term = term_numeral(TS(m), l->text, SORT_INT);
        }
        break;
    default: break;
    }
    return v;
}

static bool is_real(PrimType pt) { return pt == PT_DOUBLE || pt == PT_FLOAT; }

bool prim_equals_literal(const Value *v, const Literal *l) {
    if (v->u.prim.sym) return false;
    PrimType pt = lit_prim_type(l->kind);
    if (is_real(pt)) return v->u.prim.d == l->d;
    if (pt == PT_STRING) return v->u.prim.len == l->len && memcmp(v->u.prim.str, l->text, l->len) == 0;
    return v->u.prim.i == (pt == PT_WORD ? (int64_t)l->w : l->i);
}

Term prim_term(Machine *m, const Value *v) {
    if (v->u.prim.sym) return v->u.prim.term;
    if (is_real(v->u.prim.pt)) {
        char buf[64];
        snprintf(buf, sizeof buf, "%.17g", v->u.prim.d);
        if (!isfinite(v->u.prim.d)) return NULL;
        return term_numeral(TS(m), buf, SORT_REAL);
    }
    if (v->u.prim.pt == PT_WORD) {
        char buf[32];
        snprintf(buf, sizeof buf, "%llu", (unsigned long long)(uint64_t)v->u.prim.i);
        return term_numeral(TS(m), buf, SORT_INT);
    }
    return term_int64(TS(m), v->u.prim.i, SORT_INT);
}

Term prim_eq_literal_term(Machine *m, Value *v, const Literal *l) {
    Value *lv = value_of_literal(m, l);
    return term_eq(TS(m), prim_term(m, v), prim_term(m, lv));
}

Term prim_eq_term(Machine *m, Value *a, Value *b) {
    if (!a || !b || a->kind != V_PRIM || b->kind != V_PRIM) return NULL;
    Term x = prim_term(m, a), y = prim_term(m, b);
    if (!x || !y) return NULL;
    return term_eq(TS(m), x, y);
}

/* ---- Booleans and enumerations ---------------------------------------- */

static DataCon *con_named(Machine *m, const char *name) {
    DataCon *dc = program_datacon(m->prog, name);
    if (!dc) machine_unsupported(m, "the program does not describe the constructor %s", name);
    return dc;
}

static void return_con(Machine *m, DataCon *dc) {
    if (dc) machine_return(m, value_con(m, dc, 0));
}

/* if cond then 1 else 0, as an Int# term. */
static Term int_of_cond(Machine *m, Term cond) {
    return term_ite(TS(m), cond, term_int64(TS(m), 1, SORT_INT), term_int64(TS(m), 0, SORT_INT));
}

void prim_return_bool(Machine *m, Term cond) {
    Term simp = term_simplify(TS(m), cond);
    if (term_is_true(TS(m), simp)) return return_con(m, con_named(m, "GHC.Types.True"));
    if (term_is_false(TS(m), simp)) return return_con(m, con_named(m, "GHC.Types.False"));
    DataCon *t = con_named(m, "GHC.Types.True");
    if (!t) return;
    /* made before the branch point: what it saves outlives its alternatives */
    Value *subject = value_sym(m, PT_INT, int_of_cond(m, cond));
    ChoicePoint *cp = choice_push(m, CH_TAG, 2);
    cp->tycon = t->tycon;
    cp->subject = subject;
    machine_branch_first(m);
}

/* tagToEnum# on a symbolic tag: alternative i is "tag == i". */
bool prim_take_tag_alt(Machine *m, ChoicePoint *cp, uint32_t alt) {
    Term eq = term_eq(TS(m), cp->subject->u.prim.term, term_int64(TS(m), alt, SORT_INT));
    if (!machine_assume(m, eq)) return false;
    /* the tycon's constructors are in tag order */
    return_con(m, cp->tycon->cons[alt]);
    return true;
}

static void p_tagToEnum(Machine *m, PrimCall *c) {
    Type *t = c->nt ? type_representation(m, c->t[0]) : NULL;
    TyCon *tc = t && t->kind == TY_CON ? type_tycon(m->prog, t) : NULL;
    if (!tc || tc->ncons == 0) return machine_unsupported(m, "tagToEnum# at a type that is not an enumeration");
    Value *x = c->v[0];
    if (!x->u.prim.sym) {
        if (x->u.prim.i < 0 || (uint64_t)x->u.prim.i >= tc->ncons) return machine_crash(m, CRASH_ERROR, "tagToEnum# out of range");
        return return_con(m, tc->cons[x->u.prim.i]);
    }
    ChoicePoint *cp = choice_push(m, CH_TAG, tc->ncons);
    cp->tycon = tc;
    cp->subject = x;
    machine_branch_first(m);
}

static void p_dataToTag(Machine *m, PrimCall *c) {
    Value *v = value_current(c->v[0]);
    if (v->kind == V_CON) return machine_return(m, value_int(m, PT_INT, (int64_t)v->u.con.con->tag - 1));
    if (v->kind != V_SYMDATA) return machine_unsupported(m, "dataToTag# of a value that is not data");
    TyCon *tc = sym_tycon(m, v->u.sdata.type);
    if (!tc) return;
    ChoicePoint *cp = choice_push(m, CH_DATA, tc->ncons);
    cp->subject = v;
    cp->kase = NULL; /* take_data_alt returns the tag */
    machine_branch_first(m);
}

/* ---- Arithmetic -------------------------------------------------------- */

typedef enum ArOp { AR_ADD, AR_SUB, AR_MUL, AR_QUOT, AR_REM, AR_DIV, AR_MOD, AR_FDIV } ArOp;

static bool any_sym(const PrimCall *c, uint32_t n) {
    for (uint32_t i = 0; i < n; i++)
        if (c->v[i]->u.prim.sym) return true;
    return false;
}

/* The term for a op b (Haskell's quot/rem/div/mod semantics: term.h). */
static Term arith_term(Terms *ts, ArOp op, Term a, Term b) {
    switch (op) {
    case AR_ADD: return term_add(ts, a, b);
    case AR_SUB: return term_sub(ts, a, b);
    case AR_MUL: return term_mul(ts, a, b);
    case AR_FDIV: return term_real_div(ts, a, b);
    case AR_QUOT: return term_quot(ts, a, b);
    case AR_REM: return term_rem(ts, a, b);
    case AR_DIV: return term_div(ts, a, b);
    case AR_MOD: return term_mod(ts, a, b);
    }
    return NULL;
}

static int64_t int_arith(ArOp op, int64_t a, int64_t b) {
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case AR_ADD: return (int64_t)(ua + ub);
    case AR_SUB: return (int64_t)(ua - ub);
    case AR_MUL: return (int64_t)(ua * ub);
    case AR_QUOT: return (b == -1) ? (int64_t)(0 - ua) : a / b;
    case AR_REM: return (b == -1) ? 0 : a % b;
    case AR_DIV: {
        if (b == -1) return (int64_t)(0 - ua);
        int64_t q = a / b;
        return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
    }
    case AR_MOD: {
        if (b == -1) return 0;
        int64_t r = a % b;
        return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
    }
    default: return 0;
    }
}

bool prim_rel_holds(TermRel r, int sign) {
    if (sign == 2) return r == TERM_NE;
    switch (r) {
    case TERM_EQ: return sign == 0;
    case TERM_NE: return sign != 0;
    case TERM_LT: return sign < 0;
    case TERM_LE: return sign <= 0;
    case TERM_GT: return sign > 0;
    case TERM_GE: return sign >= 0;
    }
    return false;
}

static int sign_i64(int64_t a, int64_t b) { return (a > b) - (a < b); }
static int sign_u64(uint64_t a, uint64_t b) { return (a > b) - (a < b); }
static int sign_double(double a, double b) { return a < b ? -1 : a > b ? 1 : a == b ? 0 : 2; }

/* A symbolic integer divisor is not 0 on this path (a 0 crashes before). */
static void assume_nonzero(Machine *m, Term divisor) {
    solver_assert(m->solver, term_rel(TS(m), TERM_NE, divisor, term_int64(TS(m), 0, SORT_INT)));
}

/* A known number: concrete, or a big one (a numeral term: an Integer, or an
 * Int beyond 64 bits with unbounded integers). */
static bool is_number(Machine *m, const Value *v) {
    return !v->u.prim.sym || term_is_numeral(TS(m), v->u.prim.term);
}

/* The value of a term that may be a numeral: a concrete value when it fits
 * in 64 bits, else the numeral, kept as a term (the big-number
 * representation Integer uses too). */
static Value *number_value(Machine *m, PrimType pt, Term t) {
    int64_t k;
    t = term_simplify(TS(m), t);
    if (term_numeral_int64(TS(m), t, &k)) return value_int(m, pt, k);
    return value_sym(m, pt, t);
}

/* Does Int# arithmetic on 64-bit a and b leave 64 bits (where machine
 * integers wrap and mathematical ones do not)? */
static bool int_overflows(ArOp op, int64_t a, int64_t b) {
    int64_t r;
    switch (op) {
    case AR_ADD: return __builtin_add_overflow(a, b, &r);
    case AR_SUB: return __builtin_sub_overflow(a, b, &r);
    case AR_MUL: return __builtin_mul_overflow(a, b, &r);
    case AR_QUOT:
    case AR_DIV: return a == INT64_MIN && b == -1;
    default: return false;
    }
}

static void int_binop(Machine *m, PrimCall *c, PrimType pt, ArOp op) {
    Value *a = c->v[0], *b = c->v[1];
    if ((op == AR_QUOT || op == AR_REM || op == AR_DIV || op == AR_MOD) && !b->u.prim.sym && b->u.prim.i == 0)
        return machine_crash(m, CRASH_ARITHMETIC, "divide by zero");
    bool big = pt == PT_INT && m->sem.unbounded_ints; /* Int as LiquidHaskell's logic has it */
    if (!any_sym(c, 2) && !(big && int_overflows(op, a->u.prim.i, b->u.prim.i))) {
        int64_t r;
        if (pt == PT_WORD && (op == AR_QUOT || op == AR_REM))
            r = (int64_t)(op == AR_QUOT ? (uint64_t)a->u.prim.i / (uint64_t)b->u.prim.i
                                        : (uint64_t)a->u.prim.i % (uint64_t)b->u.prim.i);
        else
            r = int_arith(op, a->u.prim.i, b->u.prim.i);
        return machine_return(m, value_int(m, pt, r));
    }
    Term t = arith_term(TS(m), op, prim_term(m, a), prim_term(m, b));
    if (is_number(m, a) && is_number(m, b)) return machine_return(m, number_value(m, pt, t));
    if (op != AR_ADD && op != AR_SUB && op != AR_MUL) /* the divisor cannot be 0 here */
        assume_nonzero(m, prim_term(m, b));
    machine_return(m, value_sym(m, pt, t));
}

/* Comparisons of Int#, Word#, Char#, Double#, Float# give 1# or 0#. */
static void cmp_op(Machine *m, PrimCall *c, TermRel op) {
    Value *a = c->v[0], *b = c->v[1];
    if (!any_sym(c, 2)) {
        int sign = is_real(a->u.prim.pt)      ? sign_double(a->u.prim.d, b->u.prim.d)
                   : a->u.prim.pt == PT_WORD ? sign_u64((uint64_t)a->u.prim.i, (uint64_t)b->u.prim.i)
                                             : sign_i64(a->u.prim.i, b->u.prim.i);
        return machine_return(m, value_int(m, PT_INT, prim_rel_holds(op, sign)));
    }
    Term x = prim_term(m, a), y = prim_term(m, b);
    if (!x || !y) return machine_unsupported(m, "comparison of a symbolic number with an infinite or NaN");
    if (is_number(m, a) && is_number(m, b)) /* big numbers: the answer is known */
        return machine_return(m, number_value(m, PT_INT, int_of_cond(m, term_rel(TS(m), op, x, y))));
    machine_return(m, value_sym(m, PT_INT, int_of_cond(m, term_rel(TS(m), op, x, y))));
}

static double round_float(PrimType pt, double d) { return pt == PT_FLOAT ? (double)(float)d : d; }

static void real_binop(Machine *m, PrimCall *c, PrimType pt, ArOp op) {
    Value *a = c->v[0], *b = c->v[1];
    if (!any_sym(c, 2)) {
        double x = a->u.prim.d, y = b->u.prim.d, r = 0;
        switch (op) {
        case AR_ADD: r = x + y; break;
        case AR_SUB: r = x - y; break;
        case AR_MUL: r = x * y; break;
        default: r = x / y; break;
        }
        return machine_return(m, value_double(m, pt, round_float(pt, r)));
    }
    Term x = prim_term(m, a), y = prim_term(m, b);
    if (!x || !y) return machine_unsupported(m, "arithmetic of a symbolic number with an infinite or NaN");
    if (op == AR_FDIV) /* x / 0 is Infinity or NaN in IEEE, undefined for reals: leave that path to replay */
        solver_assert(m->solver, term_rel(TS(m), TERM_NE, y, term_numeral(TS(m), "0", SORT_REAL)));
    machine_return(m, value_sym(m, pt, arith_term(TS(m), op, x, y)));
}

/* Unary operations: concrete function, symbolic builder (NULL: unsupported). */
typedef double (*RealFn)(double);

static void real_unop(Machine *m, PrimCall *c, PrimType pt, RealFn f, const char *what) {
    Value *a = c->v[0];
    if (!a->u.prim.sym) return machine_return(m, value_double(m, pt, round_float(pt, f(a->u.prim.d))));
    Terms *ts = TS(m);
    Term x = a->u.prim.term;
    if (f == NULL || strcmp(what, "negate") == 0) return machine_return(m, value_sym(m, pt, term_neg(ts, x)));
    if (strcmp(what, "abs") == 0) {
        Term zero = term_numeral(ts, "0", SORT_REAL);
        return machine_return(m, value_sym(m, pt, term_ite(ts, term_rel(ts, TERM_GE, x, zero), x, term_neg(ts, x))));
    }
    if (strcmp(what, "sqrt") == 0) { /* r >= 0 and r * r == x, for x >= 0 */
        Term r = term_fresh(ts, SORT_REAL);
        Term zero = term_numeral(ts, "0", SORT_REAL);
        solver_assert(m->solver, term_rel(ts, TERM_GE, x, zero));
        solver_assert(m->solver, term_rel(ts, TERM_GE, r, zero));
        solver_assert(m->solver, term_eq(ts, term_mul(ts, r, r), x));
        return machine_return(m, value_sym(m, pt, r));
    }
    machine_return(m, value_sym(m, pt, transcendental_term(m, c->def->name, x, 0)));
}

static double d_neg(double x) { return -x; }

/* libm functions: computed on concrete arguments only. */
typedef struct LibmFn {
    const char *name;
    double (*fn)(double);
} LibmFn;

static const LibmFn libm[] = {
    {"asinDouble#", asin},   {"acosDouble#", acos},   {"atanDouble#", atan},   {"sinhDouble#", sinh},
    {"coshDouble#", cosh},   {"tanhDouble#", tanh},   {"asinhDouble#", asinh}, {"acoshDouble#", acosh},
    {"atanhDouble#", atanh}, {"log1pDouble#", log1p}, {"expm1Double#", expm1}, {"expFloat#", exp},
    {"logFloat#", log},      {"sinFloat#", sin},      {"cosFloat#", cos},      {"tanFloat#", tan},
    {"asinFloat#", asin},    {"acosFloat#", acos},    {"atanFloat#", atan},    {"sinhFloat#", sinh},
    {"coshFloat#", cosh},    {"tanhFloat#", tanh},    {"asinhFloat#", asinh},  {"acoshFloat#", acosh},
    {"atanhFloat#", atanh},  {"log1pFloat#", log1p},  {"expm1Float#", expm1},
};

static void p_libm(Machine *m, PrimCall *c) {
    Value *a = c->v[0];
    bool is_float = strstr(c->def->name, "Float#") != NULL;
    if (a->u.prim.sym)
        return machine_return(m, value_sym(m, is_float ? PT_FLOAT : PT_DOUBLE,
                                           transcendental_term(m, c->def->name, a->u.prim.term, 0)));
    for (size_t i = 0; i < sizeof libm / sizeof *libm; i++)
        if (strcmp(libm[i].name, c->def->name) == 0)
            return machine_return(m, value_double(m, is_float ? PT_FLOAT : PT_DOUBLE,
                                                  round_float(is_float ? PT_FLOAT : PT_DOUBLE, libm[i].fn(a->u.prim.d))));
    machine_unsupported(m, "%s", c->def->name);
}

/* x ** y with a symbolic operand: a fresh real (transcendental.h). */
static void symbolic_power(Machine *m, PrimCall *c, PrimType pt) {
    Term x = prim_term(m, c->v[0]), y = prim_term(m, c->v[1]);
    if (!x || !y) return machine_unsupported(m, "arithmetic of a symbolic number with an infinite or NaN");
    machine_return(m, value_sym(m, pt, transcendental_term(m, c->def->name, x, y)));
}

static void p_fpow(Machine *m, PrimCall *c) {
    if (any_sym(c, 2)) return symbolic_power(m, c, PT_FLOAT);
    machine_return(m, value_double(m, PT_FLOAT, (double)powf((float)c->v[0]->u.prim.d, (float)c->v[1]->u.prim.d)));
}

/* decodeDouble_Int64# / decodeFloat_Int#: (# mantissa, exponent #) with the
 * mantissa normalised to 53 (24) significant bits; 0 gives (0, 0). */
static void p_decode(Machine *m, PrimCall *c) {
    DataCon *tup = con_named(m, "GHC.Prim.(#,#)");
    Value *a = c->v[0];
    if (!tup) return;
    if (a->u.prim.sym) return machine_unsupported(m, "%s of a symbolic number", c->def->name);
    bool is_float = strstr(c->def->name, "Float") != NULL;
    int bits = is_float ? 24 : 53;
    double x = a->u.prim.d;
    int64_t mant = 0, ex = 0;
    if (isnan(x)) mant = is_float ? -12582912 : -6755399441055744LL, ex = is_float ? 105 : 972;
    else if (isinf(x)) mant = (x > 0 ? 1 : -1) * (is_float ? (1LL << 23) : (1LL << 52)), ex = is_float ? 105 : 972;
    else if (x != 0) {
        int e;
        double f = frexp(x, &e); /* x = f * 2^e, 0.5 <= |f| < 1 */
        mant = (int64_t)ldexp(f, bits);
        ex = e - bits;
    }
    Value *t = value_con(m, tup, 2);
    t->u.con.fields[0] = heap_alloc_value(m, value_int(m, PT_INT, mant));
    t->u.con.fields[1] = heap_alloc_value(m, value_int(m, PT_INT, ex));
    machine_return(m, t);
}

/* ---- The table of primops --------------------------------------------- */

#define INT_BIN(fname, op) static void fname(Machine *m, PrimCall *c) { int_binop(m, c, PT_INT, op); }
#define WORD_BIN(fname, op) static void fname(Machine *m, PrimCall *c) { int_binop(m, c, PT_WORD, op); }
#define DBL_BIN(fname, pt, op) static void fname(Machine *m, PrimCall *c) { real_binop(m, c, pt, op); }
#define CMP(fname, op) static void fname(Machine *m, PrimCall *c) { cmp_op(m, c, op); }
#define DBL_UN(fname, pt, f, w) static void fname(Machine *m, PrimCall *c) { real_unop(m, c, pt, f, w); }

INT_BIN(p_add, AR_ADD) INT_BIN(p_sub, AR_SUB) INT_BIN(p_mul, AR_MUL)
INT_BIN(p_quot, AR_QUOT) INT_BIN(p_rem, AR_REM)
WORD_BIN(p_wadd, AR_ADD) WORD_BIN(p_wsub, AR_SUB) WORD_BIN(p_wmul, AR_MUL)
WORD_BIN(p_wquot, AR_QUOT) WORD_BIN(p_wrem, AR_REM)
DBL_BIN(p_dadd, PT_DOUBLE, AR_ADD) DBL_BIN(p_dsub, PT_DOUBLE, AR_SUB) DBL_BIN(p_dmul, PT_DOUBLE, AR_MUL)
DBL_BIN(p_ddiv, PT_DOUBLE, AR_FDIV)
DBL_BIN(p_fadd, PT_FLOAT, AR_ADD) DBL_BIN(p_fsub, PT_FLOAT, AR_SUB) DBL_BIN(p_fmul, PT_FLOAT, AR_MUL)
DBL_BIN(p_fdiv, PT_FLOAT, AR_FDIV)
CMP(p_eq, TERM_EQ) CMP(p_ne, TERM_NE) CMP(p_lt, TERM_LT) CMP(p_le, TERM_LE) CMP(p_gt, TERM_GT) CMP(p_ge, TERM_GE)
DBL_UN(p_dneg, PT_DOUBLE, d_neg, "negate") DBL_UN(p_dabs, PT_DOUBLE, fabs, "abs")
DBL_UN(p_dsqrt, PT_DOUBLE, sqrt, "sqrt") DBL_UN(p_dexp, PT_DOUBLE, exp, "exp") DBL_UN(p_dlog, PT_DOUBLE, log, "log")
DBL_UN(p_dsin, PT_DOUBLE, sin, "sin") DBL_UN(p_dcos, PT_DOUBLE, cos, "cos") DBL_UN(p_dtan, PT_DOUBLE, tan, "tan")
DBL_UN(p_fneg, PT_FLOAT, d_neg, "negate") DBL_UN(p_fabs, PT_FLOAT, fabs, "abs") DBL_UN(p_fsqrt, PT_FLOAT, sqrt, "sqrt")

static void p_negate(Machine *m, PrimCall *c) {
    Value *a = c->v[0];
    if (!a->u.prim.sym && !(m->sem.unbounded_ints && a->u.prim.i == INT64_MIN))
        return machine_return(m, value_int(m, PT_INT, (int64_t)(0 - (uint64_t)a->u.prim.i)));
    Term t = term_neg(TS(m), prim_term(m, a));
    machine_return(m, is_number(m, a) ? number_value(m, PT_INT, t) : value_sym(m, PT_INT, t));
}

static void p_dpow(Machine *m, PrimCall *c) {
    if (any_sym(c, 2)) return symbolic_power(m, c, PT_DOUBLE);
    machine_return(m, value_double(m, PT_DOUBLE, pow(c->v[0]->u.prim.d, c->v[1]->u.prim.d)));
}

/* The common bitwise operations with a constant as arithmetic, which Z3's
 * integer solver decides (its int2bv is incomplete): `x .&. (2^k - 1)` is
 * `x mod 2^k` (two's complement), an arithmetic right shift by k (and a
 * logical one of a Word) is `x div 2^k`, a left shift by k is `x * 2^k`
 * (not wrapping, as lhx's other Int arithmetic: replay checks). NULL when
 * the operation is none of these. */
static Term bitwise_as_arithmetic(Machine *m, PrimCall *c, PrimType pt, char op) {
    Value *x = c->v[0], *k = op == '~' ? NULL : c->v[1];
    if (op == '&' && !x->u.prim.sym && k->u.prim.sym) x = c->v[1], k = c->v[0];
    if (!k || k->u.prim.sym || !x->u.prim.sym) return NULL;
    uint64_t n = (uint64_t)k->u.prim.i;
    Terms *ts = TS(m);
    if (op == '&' && n < (UINT64_C(1) << 62) && (n & (n + 1)) == 0)
        return term_emod(ts, x->u.prim.term, term_int64(ts, (int64_t)n + 1, SORT_INT));
    if (n > 62) return NULL;
    Term scale = term_int64(ts, (int64_t)1 << n, SORT_INT);
    if (op == 'a' || (op == '>' && pt == PT_WORD)) return term_div(ts, x->u.prim.term, scale);
    if (op == '<') return term_mul(ts, x->u.prim.term, scale);
    return NULL;
}

/* A bitwise operation on a symbolic operand: as arithmetic where it can
 * be, else Z3's bit-vectors, through int2bv and bv2int (term_bitwise). */
static void symbolic_bitwise(Machine *m, PrimCall *c, PrimType pt, char op) {
    Term arith = bitwise_as_arithmetic(m, c, pt, op);
    if (arith) return machine_return(m, value_sym(m, pt, arith));
    static const char ops[] = "&|^~<>a";
    static const TermBitOp bops[] = {TERM_BIT_AND, TERM_BIT_OR,   TERM_BIT_XOR, TERM_BIT_NOT,
                                     TERM_BIT_SHL, TERM_BIT_SHRL, TERM_BIT_SHRA};
    Term a = prim_term(m, c->v[0]), b = op == '~' ? a : prim_term(m, c->v[1]);
    Term r = term_bitwise(TS(m), bops[strchr(ops, op) - ops], a, b, pt != PT_WORD);
    if (!r) return machine_unsupported(m, "a bitwise operation the solver could not build");
    machine_return(m, value_sym(m, pt, r));
}

/* Concrete operands: the machine's own operation. */
static void bitwise(Machine *m, PrimCall *c, PrimType pt, char op) {
    if (any_sym(c, op == '~' ? 1 : 2)) return symbolic_bitwise(m, c, pt, op);
    uint64_t a = (uint64_t)c->v[0]->u.prim.i, b = op == '~' ? 0 : (uint64_t)c->v[1]->u.prim.i, r = 0;
    switch (op) {
    case '&': r = a & b; break;
    case '|': r = a | b; break;
    case '^': r = a ^ b; break;
    case '~': r = ~a; break;
    case '<': r = b >= 64 ? 0 : a << b; break;
    case '>': r = b >= 64 ? 0 : a >> b; break;
    case 'a': r = (uint64_t)(b >= 64 ? ((int64_t)a < 0 ? -1 : 0) : (int64_t)a >> b); break;
    }
    machine_return(m, value_int(m, pt, (int64_t)r));
}

static void p_and(Machine *m, PrimCall *c) { bitwise(m, c, PT_INT, '&'); }
static void p_or(Machine *m, PrimCall *c) { bitwise(m, c, PT_INT, '|'); }
static void p_xor(Machine *m, PrimCall *c) { bitwise(m, c, PT_INT, '^'); }
static void p_not(Machine *m, PrimCall *c) { bitwise(m, c, PT_INT, '~'); }
static void p_shl(Machine *m, PrimCall *c) { bitwise(m, c, PT_INT, '<'); }
static void p_shra(Machine *m, PrimCall *c) { bitwise(m, c, PT_INT, 'a'); }
static void p_shrl(Machine *m, PrimCall *c) { bitwise(m, c, PT_INT, '>'); }
static void p_wand(Machine *m, PrimCall *c) { bitwise(m, c, PT_WORD, '&'); }
static void p_wor(Machine *m, PrimCall *c) { bitwise(m, c, PT_WORD, '|'); }
static void p_wxor(Machine *m, PrimCall *c) { bitwise(m, c, PT_WORD, '^'); }

/* Conversions between integral kinds keep the number (SMT integers). */
static void convert_int(Machine *m, PrimCall *c, PrimType to) {
    Value *a = c->v[0];
    if (a->u.prim.sym) return machine_return(m, value_sym(m, to, a->u.prim.term));
    machine_return(m, value_int(m, to, a->u.prim.i));
}

static void p_to_int(Machine *m, PrimCall *c) { convert_int(m, c, PT_INT); }
static void p_to_word(Machine *m, PrimCall *c) { convert_int(m, c, PT_WORD); }
static void p_to_char(Machine *m, PrimCall *c) {
    Value *a = c->v[0];
    if (!a->u.prim.sym && (a->u.prim.i < 0 || a->u.prim.i > 0x10FFFF)) return machine_crash(m, CRASH_ERROR, "chr: bad argument");
    convert_int(m, c, PT_CHAR);
}

/* narrow8Word#, narrow16Word#, narrow32Word#: the low bits of a word (how
 * a Word8 is made from an Int: `fromIntegral (ord c) :: Word8`). Words are
 * SMT integers, so the symbolic low bits are the remainder modulo 2^k. */
static void p_narrow_word(Machine *m, PrimCall *c) {
    unsigned bits = (unsigned)strtoul(c->def->name + strlen("narrow"), NULL, 10);
    Value *a = c->v[0];
    uint64_t size = (uint64_t)1 << bits;
    if (a->u.prim.sym)
        return machine_return(m, value_sym(m, PT_WORD, term_mod(TS(m), a->u.prim.term, term_int64(TS(m), (int64_t)size, SORT_INT))));
    machine_return(m, value_int(m, PT_WORD, (int64_t)((uint64_t)a->u.prim.i & (size - 1))));
}

/* narrow8Int#, narrow16Int#, narrow32Int#: the low bits of an Int read as
 * a signed number of that width (how an Int8…Int32, a CInt, is made from
 * an Int). Symbolically: r = x mod 2^k, minus 2^k when r >= 2^(k-1). */
static void p_narrow_int(Machine *m, PrimCall *c) {
    unsigned bits = (unsigned)strtoul(c->def->name + strlen("narrow"), NULL, 10);
    Value *a = c->v[0];
    int64_t size = (int64_t)1 << bits;
    if (a->u.prim.sym) {
        Terms *ts = TS(m);
        Term r = term_mod(ts, a->u.prim.term, term_int64(ts, size, SORT_INT));
        Term high = term_le(ts, term_int64(ts, size / 2, SORT_INT), r);
        return machine_return(m, value_sym(m, PT_INT, term_ite(ts, high, term_sub(ts, r, term_int64(ts, size, SORT_INT)), r)));
    }
    int64_t r = (int64_t)((uint64_t)a->u.prim.i & (uint64_t)(size - 1));
    machine_return(m, value_int(m, PT_INT, r >= size / 2 ? r - size : r));
}

static void int_to_real(Machine *m, PrimCall *c, PrimType pt) {
    Value *a = c->v[0];
    if (a->u.prim.sym) return machine_return(m, value_sym(m, pt, term_to_real(TS(m), a->u.prim.term)));
    machine_return(m, value_double(m, pt, round_float(pt, (double)a->u.prim.i)));
}

static void p_int2double(Machine *m, PrimCall *c) { int_to_real(m, c, PT_DOUBLE); }
static void p_int2float(Machine *m, PrimCall *c) { int_to_real(m, c, PT_FLOAT); }

static void p_real2int(Machine *m, PrimCall *c) { /* truncation toward zero */
    Value *a = c->v[0];
    if (!a->u.prim.sym) {
        double d = a->u.prim.d;
        if (!(d > -9.3e18 && d < 9.3e18)) return machine_unsupported(m, "double2Int# of %g", d);
        return machine_return(m, value_int(m, PT_INT, (int64_t)d));
    }
    Terms *ts = TS(m);
    Term x = a->u.prim.term, zero = term_numeral(ts, "0", SORT_REAL);
    Term t = term_ite(ts, term_rel(ts, TERM_GE, x, zero), term_floor_int(ts, x),
                      term_neg(ts, term_floor_int(ts, term_neg(ts, x))));
    machine_return(m, value_sym(m, PT_INT, t));
}

static void real_to_real(Machine *m, PrimCall *c, PrimType to) {
    Value *a = c->v[0];
    if (a->u.prim.sym) return machine_return(m, value_sym(m, to, a->u.prim.term));
    machine_return(m, value_double(m, to, round_float(to, a->u.prim.d)));
}

static void p_d2f(Machine *m, PrimCall *c) { real_to_real(m, c, PT_FLOAT); }
static void p_f2d(Machine *m, PrimCall *c) { real_to_real(m, c, PT_DOUBLE); }

/* (# q, r #) for quotRemInt#. */
/* quotRemInt#, quotRemWord#: both results as an unboxed pair. */
static void quotrem(Machine *m, PrimCall *c, PrimType pt) {
    DataCon *tup = con_named(m, "GHC.Prim.(#,#)");
    if (!tup) return;
    int_binop(m, c, pt, AR_QUOT);
    if (m->outcome != OUT_RUNNING) return;
    Value *q = m->ctrl.value;
    int_binop(m, c, pt, AR_REM);
    Value *r = m->ctrl.value;
    Value *t = value_con(m, tup, 2);
    t->u.con.fields[0] = heap_alloc_value(m, q);
    t->u.con.fields[1] = heap_alloc_value(m, r);
    machine_return(m, t);
}

static void p_quotrem(Machine *m, PrimCall *c) { quotrem(m, c, PT_INT); }
static void p_wquotrem(Machine *m, PrimCall *c) { quotrem(m, c, PT_WORD); }

/* ---- Control ----------------------------------------------------------- */

static void p_seq(Machine *m, PrimCall *c) { machine_eval_addr(m, c->a[1]); }
static void p_lazy(Machine *m, PrimCall *c) { machine_eval_addr(m, c->a[0]); }
static void p_token(Machine *m, PrimCall *c) { (void)c, machine_return(m, value_int(m, PT_TOKEN, 0)); }

static void p_runRW(Machine *m, PrimCall *c) { /* runRW# f = f realWorld# */
    Arg *arg = ARENA_NEW(&m->arena, Arg);
    arg->u.addr = heap_alloc_value(m, value_int(m, PT_TOKEN, 0));
    Frame *f = frame_push(m, F_APPLY);
    f->u.apply.args = arg;
    f->u.apply.n = 1;
    machine_eval_addr(m, c->a[0]);
}

static void p_unsafe_refl(Machine *m, PrimCall *c) {
    (void)c;
    DataCon *dc = program_datacon(m->prog, "Unsafe.Coerce.UnsafeRefl");
    if (dc) return machine_return(m, value_con(m, dc, dc->arity));
    machine_return(m, value_int(m, PT_TOKEN, 0));
}

/* Crashes. The message (a lazy String) is kept for replay to print; where
 * the program says where it is (error's call stack, the location string GHC
 * gives patError and its family), that is kept too (crash_site.h). */
static void p_error(Machine *m, PrimCall *c) {
    machine_crash(m, CRASH_ERROR, "error");
    if (m->outcome != OUT_CRASH) return;
    m->crash_message = c->nv >= 2 ? c->a[1] : 0;
    if (c->nv >= 2) crash_site_of_callstack(m, c->a[0], &m->crash.at);
}
static void p_error_nostack(Machine *m, PrimCall *c) {
    machine_crash(m, CRASH_EXCEPTION, "error");
    if (m->outcome == OUT_CRASH) m->crash_message = c->a[0];
}
static void p_undefined(Machine *m, PrimCall *c) {
    machine_crash(m, CRASH_UNDEFINED, "undefined");
    if (m->outcome == OUT_CRASH) crash_site_of_callstack(m, c->a[0], &m->crash.at);
}
/* The totality family: the argument is GHC's "file:(l,c)-(l,c)|what". */
static void totality_crash(Machine *m, PrimCall *c, const char *reason) {
    machine_crash(m, CRASH_PATTERN, reason);
    if (m->outcome == OUT_CRASH) crash_site_of_string(m, c->v[0]->u.prim.str, c->v[0]->u.prim.len, &m->crash.at);
}
static void p_pat_error(Machine *m, PrimCall *c) { totality_crash(m, c, "pattern-match failure"); }
static void p_guards_error(Machine *m, PrimCall *c) { totality_crash(m, c, "non-exhaustive guards"); }
static void p_rec_con_error(Machine *m, PrimCall *c) { totality_crash(m, c, "missing record field"); }
static void p_method_error(Machine *m, PrimCall *c) { totality_crash(m, c, "missing method"); }
static void p_rec_error(Machine *m, PrimCall *c) { (void)c, machine_crash(m, CRASH_PATTERN, "missing record field"); }
static void p_absent(Machine *m, PrimCall *c) { (void)c, machine_crash(m, CRASH_UNDEFINED, "absent argument used"); }
static void p_raise(Machine *m, PrimCall *c) { (void)c, machine_crash(m, CRASH_EXCEPTION, "exception"); }
/* GHC.Real's arithmetic errors (no unfolding: they raise an ArithException). */
static void p_div_zero(Machine *m, PrimCall *c) { (void)c, machine_crash(m, CRASH_ARITHMETIC, "divide by zero"); }
static void p_overflow(Machine *m, PrimCall *c) { (void)c, machine_crash(m, CRASH_OVERFLOW, "arithmetic overflow"); }

/* ---- Integer ----------------------------------------------------------- */

/* Integer results that overflow 64 bits continue as SMT numerals. */
static void integer_arith(Machine *m, PrimCall *c, ArOp op) {
    Value *a = c->v[0], *b = c->v[1];
    bool division = op != AR_ADD && op != AR_SUB && op != AR_MUL;
    if (division && !b->u.prim.sym && b->u.prim.i == 0) return machine_crash(m, CRASH_ARITHMETIC, "divide by zero");
    if (!any_sym(c, 2)) {
        int64_t r;
        bool ovf = false;
        switch (op) {
        case AR_ADD: ovf = __builtin_add_overflow(a->u.prim.i, b->u.prim.i, &r); break;
        case AR_SUB: ovf = __builtin_sub_overflow(a->u.prim.i, b->u.prim.i, &r); break;
        case AR_MUL: ovf = __builtin_mul_overflow(a->u.prim.i, b->u.prim.i, &r); break;
        default:
            ovf = b->u.prim.i == -1 && a->u.prim.i == INT64_MIN;
            r = ovf ? 0 : int_arith(op, a->u.prim.i, b->u.prim.i);
        }
        if (!ovf) return machine_return(m, value_int(m, PT_INTEGER, r));
    }
    if (division && b->u.prim.sym) assume_nonzero(m, prim_term(m, b));
    Term r = arith_term(TS(m), op, prim_term(m, a), prim_term(m, b));
    if (!a->u.prim.sym && !b->u.prim.sym) r = term_simplify(TS(m), r); /* a big numeral */
    machine_return(m, value_sym(m, PT_INTEGER, r));
}

#define INTEGER_AR(fname, op) static void fname(Machine *m, PrimCall *c) { integer_arith(m, c, op); }
INTEGER_AR(p_iadd, AR_ADD) INTEGER_AR(p_isub, AR_SUB) INTEGER_AR(p_imul, AR_MUL)
INTEGER_AR(p_iquot, AR_QUOT) INTEGER_AR(p_irem, AR_REM) INTEGER_AR(p_idiv, AR_DIV) INTEGER_AR(p_imod, AR_MOD)

static Term integer_cmp_term(Machine *m, PrimCall *c, TermRel op) {
    return term_rel(TS(m), op, prim_term(m, c->v[0]), prim_term(m, c->v[1]));
}

/* integerEq etc. return a Bool; integerEq# etc. an Int#. */
static void integer_cmp_bool(Machine *m, PrimCall *c, TermRel op) { prim_return_bool(m, integer_cmp_term(m, c, op)); }
static void integer_cmp_hash(Machine *m, PrimCall *c, TermRel op) {
    Term cond = term_simplify(TS(m), integer_cmp_term(m, c, op));
    if (term_is_true(TS(m), cond)) return machine_return(m, value_int(m, PT_INT, 1));
    if (term_is_false(TS(m), cond)) return machine_return(m, value_int(m, PT_INT, 0));
    machine_return(m, value_sym(m, PT_INT, int_of_cond(m, cond)));
}

#define INTEGER_CMP(fname, op) \
    static void fname(Machine *m, PrimCall *c) { integer_cmp_bool(m, c, op); } \
    static void fname##_h(Machine *m, PrimCall *c) { integer_cmp_hash(m, c, op); }
INTEGER_CMP(p_ieq, TERM_EQ) INTEGER_CMP(p_ine, TERM_NE) INTEGER_CMP(p_ilt, TERM_LT)
INTEGER_CMP(p_ile, TERM_LE) INTEGER_CMP(p_igt, TERM_GT) INTEGER_CMP(p_ige, TERM_GE)

static void p_icompare(Machine *m, PrimCall *c) { /* LT | EQ | GT */
    Terms *ts = TS(m);
    Term a = prim_term(m, c->v[0]), b = prim_term(m, c->v[1]);
    Term tag = term_ite(ts, term_rel(ts, TERM_LT, a, b), term_int64(ts, 0, SORT_INT),
                        term_ite(ts, term_eq(ts, a, b), term_int64(ts, 1, SORT_INT), term_int64(ts, 2, SORT_INT)));
    DataCon *lt = con_named(m, "GHC.Types.LT");
    if (!lt) return;
    tag = term_simplify(ts, tag);
    int64_t k;
    if (term_numeral_int64(ts, tag, &k)) return return_con(m, lt->tycon->cons[k]);
    Value *subject = value_sym(m, PT_INT, tag); /* before the branch point, which outlives it otherwise */
    ChoicePoint *cp = choice_push(m, CH_TAG, 3);
    cp->tycon = lt->tycon;
    cp->subject = subject;
    machine_branch_first(m);
}

static void p_inegate(Machine *m, PrimCall *c) {
    Value *a = c->v[0];
    if (!a->u.prim.sym && a->u.prim.i != INT64_MIN) return machine_return(m, value_int(m, PT_INTEGER, -a->u.prim.i));
    machine_return(m, value_sym(m, PT_INTEGER, term_simplify(TS(m), term_neg(TS(m), prim_term(m, a)))));
}

static void p_iabs(Machine *m, PrimCall *c) {
    Value *a = c->v[0];
    if (!a->u.prim.sym && a->u.prim.i != INT64_MIN) return machine_return(m, value_int(m, PT_INTEGER, llabs(a->u.prim.i)));
    Terms *ts = TS(m);
    Term x = prim_term(m, a), zero = term_int64(ts, 0, SORT_INT);
    machine_return(m, value_sym(m, PT_INTEGER, term_ite(ts, term_rel(ts, TERM_GE, x, zero), x, term_neg(ts, x))));
}

static Term signum_term(Machine *m, Term x) {
    Terms *ts = TS(m);
    Term zero = term_int64(ts, 0, SORT_INT);
    return term_ite(ts, term_rel(ts, TERM_GT, x, zero), term_int64(ts, 1, SORT_INT),
                    term_ite(ts, term_rel(ts, TERM_LT, x, zero), term_int64(ts, -1, SORT_INT), zero));
}

static void integer_signum(Machine *m, PrimCall *c, PrimType to) {
    Value *a = c->v[0];
    if (!a->u.prim.sym) return machine_return(m, value_int(m, to, (a->u.prim.i > 0) - (a->u.prim.i < 0)));
    machine_return(m, value_sym(m, to, signum_term(m, a->u.prim.term)));
}
static void p_isignum(Machine *m, PrimCall *c) { integer_signum(m, c, PT_INTEGER); }
static void p_isignum_h(Machine *m, PrimCall *c) { integer_signum(m, c, PT_INT); }

/* Integer -> Int# keeps the number: SMT integers do not wrap (replay checks). */
static void p_integer_to_int(Machine *m, PrimCall *c) { convert_int(m, c, PT_INT); }
static void p_int_to_integer(Machine *m, PrimCall *c) { convert_int(m, c, PT_INTEGER); }
static void p_integer_to_word(Machine *m, PrimCall *c) { convert_int(m, c, PT_WORD); }

/* Boxed results: integerToInt returns an Int, integerFromInt takes one. */
static void box_result(Machine *m, const char *con) {
    if (m->outcome != OUT_RUNNING) return;
    DataCon *dc = con_named(m, con);
    if (!dc) return;
    Value *b = value_con(m, dc, 1);
    b->u.con.fields[0] = heap_alloc_value(m, m->ctrl.value);
    machine_return(m, b);
}
static void p_integer_to_int_boxed(Machine *m, PrimCall *c) { p_integer_to_int(m, c), box_result(m, "GHC.Types.I#"); }

static void p_integer_to_real(Machine *m, PrimCall *c) {
    Value *a = c->v[0];
    PrimType to = strstr(c->def->name, "Float") ? PT_FLOAT : PT_DOUBLE;
    if (!a->u.prim.sym) return machine_return(m, value_double(m, to, round_float(to, (double)a->u.prim.i)));
    Term r = term_to_real(TS(m), a->u.prim.term);
    if (term_is_numeral(TS(m), a->u.prim.term)) { /* a big concrete Integer */
        double d = strtod(term_numeral_text(TS(m), a->u.prim.term), NULL);
        return machine_return(m, value_double(m, to, round_float(to, d)));
    }
    machine_return(m, value_sym(m, to, r));
}

static void p_encode_double(Machine *m, PrimCall *c) {
    if (any_sym(c, 2)) return machine_unsupported(m, "encodeFloat of symbolic numbers");
    machine_return(m, value_double(m, PT_DOUBLE, ldexp((double)c->v[0]->u.prim.i, (int)c->v[1]->u.prim.i)));
}

static int64_t gcd64(int64_t a, int64_t b) {
    a = llabs(a), b = llabs(b);
    while (b) {
        int64_t t = a % b;
        a = b, b = t;
    }
    return a;
}

static void p_ishiftl(Machine *m, PrimCall *c) {
    if (any_sym(c, 2)) return machine_unsupported(m, "shifts of symbolic Integers");
    int64_t x = c->v[0]->u.prim.i, r;
    uint64_t n = (uint64_t)c->v[1]->u.prim.i;
    if (n < 63 && !__builtin_mul_overflow(x, (int64_t)1 << n, &r)) return machine_return(m, value_int(m, PT_INTEGER, r));
    Terms *ts = TS(m);
    char buf[32];
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)n);
    Term pow2 = term_simplify(ts, term_power(ts, term_int64(ts, 2, SORT_INT), term_numeral(ts, buf, SORT_INT)));
    machine_return(m, value_sym(m, PT_INTEGER, term_simplify(ts, term_mul(ts, prim_term(m, c->v[0]), pow2))));
}

static void p_encode_float(Machine *m, PrimCall *c) {
    if (any_sym(c, 2)) return machine_unsupported(m, "encodeFloat of symbolic numbers");
    machine_return(m, value_double(m, PT_FLOAT, (double)ldexpf((float)c->v[0]->u.prim.i, (int)c->v[1]->u.prim.i)));
}

static void p_negative_exponent(Machine *m, PrimCall *c) { (void)c, machine_crash(m, CRASH_ARITHMETIC, "negative exponent"); }

static void p_igcd(Machine *m, PrimCall *c) {
    if (any_sym(c, 2)) return machine_unsupported(m, "gcd of symbolic Integers");
    machine_return(m, value_int(m, PT_INTEGER, gcd64(c->v[0]->u.prim.i, c->v[1]->u.prim.i)));
}

static void p_ilcm(Machine *m, PrimCall *c) {
    if (any_sym(c, 2)) return machine_unsupported(m, "lcm of symbolic Integers");
    int64_t a = c->v[0]->u.prim.i, b = c->v[1]->u.prim.i, g = gcd64(a, b);
    machine_return(m, value_int(m, PT_INTEGER, g ? llabs(a / g * b) : 0));
}

static void p_iquotrem(Machine *m, PrimCall *c) {
    DataCon *tup = con_named(m, "GHC.Prim.(#,#)");
    if (!tup) return;
    bool floored = strstr(c->def->name, "DivMod") != NULL;
    integer_arith(m, c, floored ? AR_DIV : AR_QUOT);
    if (m->outcome != OUT_RUNNING) return;
    Value *q = m->ctrl.value;
    integer_arith(m, c, floored ? AR_MOD : AR_REM);
    Value *t = value_con(m, tup, 2);
    t->u.con.fields[0] = heap_alloc_value(m, q);
    t->u.con.fields[1] = heap_alloc_value(m, m->ctrl.value);
    machine_return(m, t);
}

static void p_inatural(Machine *m, PrimCall *c) { /* Natural is an Integer that is never negative here */
    Value *a = c->v[0];
    if (strstr(c->def->name, "Throw") && !a->u.prim.sym && a->u.prim.i < 0) return machine_crash(m, CRASH_EXCEPTION, "arithmetic underflow");
    if (strstr(c->def->name, "Clamp") && !a->u.prim.sym && a->u.prim.i < 0) return machine_return(m, value_int(m, PT_INTEGER, 0));
    if (strcmp(c->def->name, "GHC.Num.Integer.integerToNatural") == 0) return p_iabs(m, c);
    if (a->u.prim.sym) return machine_unsupported(m, "Natural conversions of symbolic Integers");
    machine_return(m, a);
}

static void p_iis(Machine *m, PrimCall *c) { /* integerIsNegative / integerIsZero: Bool */
    Term x = prim_term(m, c->v[0]), zero = term_int64(TS(m), 0, SORT_INT);
    prim_return_bool(m, term_rel(TS(m), strstr(c->def->name, "Negative") ? TERM_LT : TERM_EQ, x, zero));
}

/* ---- Strings ----------------------------------------------------------- */

/* The characters of a literal as a list ending in `tail` (0: []). */
static Addr chars_list(Machine *m, const char *bytes, uint32_t len, bool utf8, Addr tail) {
    DataCon *cons = con_named(m, "GHC.Types.:"), *nil = con_named(m, "GHC.Types.[]"),
            *chr = con_named(m, "GHC.Types.C#");
    if (!cons || !nil || !chr) return 0;
    uint32_t n = 0;
    uint32_t *cps = ARENA_ARRAY(&m->arena, uint32_t, len + 1);
    const unsigned char *p = (const unsigned char *)bytes, *end = p + len;
    while (p < end) cps[n++] = utf8 ? utf8_decode(&p, end) : *p++;
    Addr acc = tail ? tail : heap_alloc_value(m, value_con(m, nil, 0));
    for (uint32_t i = n; i-- > 0;) {
        Value *ch = value_con(m, chr, 1);
        ch->u.con.fields[0] = heap_alloc_value(m, value_int(m, PT_CHAR, cps[i]));
        Value *cell = value_con(m, cons, 2);
        cell->u.con.fields[0] = heap_alloc_value(m, ch);
        cell->u.con.fields[1] = acc;
        acc = heap_alloc_value(m, cell);
    }
    return acc;
}

/* The string literal a GHC.CString unpacker reads; NULL (unsupported) for
 * an address that is no literal (an opaque input's, a ByteString's). */
static Value *literal_arg(Machine *m, PrimCall *c) {
    Value *s = c->v[0];
    if (s->kind == V_PRIM && s->u.prim.pt == PT_STRING) return s;
    machine_unsupported(m, "%s reads memory at an address that is not a string literal", c->def->name);
    return NULL;
}

static void p_unpack(Machine *m, PrimCall *c) {
    Value *s = literal_arg(m, c);
    if (!s) return;
    Addr a = chars_list(m, s->u.prim.str, s->u.prim.len, true, 0);
    if (a) machine_eval_addr(m, a);
}

static void p_unpack_append(Machine *m, PrimCall *c) {
    Value *s = literal_arg(m, c);
    if (!s) return;
    Addr a = chars_list(m, s->u.prim.str, s->u.prim.len, true, c->a[1]);
    if (a) machine_eval_addr(m, a);
}

static void p_unpack_nbytes(Machine *m, PrimCall *c) {
    Value *s = literal_arg(m, c);
    if (!s) return;
    if (c->v[1]->u.prim.sym) return machine_unsupported(m, "unpackNBytes# with a symbolic length");
    uint32_t n = (uint32_t)c->v[1]->u.prim.i;
    Addr a = chars_list(m, s->u.prim.str, n < s->u.prim.len ? n : s->u.prim.len, false, 0);
    if (a) machine_eval_addr(m, a);
}

/* foldr k z over the literal's characters: k c1 (k c2 (... z)), lazily. */
static void p_unpack_foldr(Machine *m, PrimCall *c) {
    Value *s = literal_arg(m, c);
    if (!s) return;
    Addr list = chars_list(m, s->u.prim.str, s->u.prim.len, true, 0);
    if (!list) return;
    uint32_t n = 0;
    for (Addr a = list; value_current(heap_cell(m, a)->value)->u.con.n == 2; a = heap_cell(m, a)->value->u.con.fields[1]) n++;
    Addr *chars = ARENA_ARRAY(&m->arena, Addr, n ? n : 1);
    uint32_t i = 0;
    for (Addr a = list; i < n; a = heap_cell(m, a)->value->u.con.fields[1]) chars[i++] = heap_cell(m, a)->value->u.con.fields[0];
    Addr acc = c->a[2];
    for (uint32_t k = n; k-- > 0;) acc = thunk_apply(m, c->a[1], (Addr[]){chars[k], acc}, 2);
    machine_eval_addr(m, acc);
}

/* ---- Showing numbers --------------------------------------------------- */

/* The decimal digits of a symbolic integer the path constraint allows only
 * one value for (a callee's result `{v | v = x}` at a known x), or NULL
 * (several values, or the solver could not tell). Showing it then cannot
 * depend on which value the search picks. */
static const char *pinned_value(Machine *m, Term t) {
    if (!m->solver) return NULL;
    Model *model = solver_small_model(m->solver, &t, 1);
    if (!model) return NULL;
    const char *text = term_model_value(TS(m), model, t);
    text = text ? arena_strdup(&m->arena, text) : NULL;
    solver_model_free(m->solver, model);
    if (!text) return NULL;
    unsigned depth = solver_depth(m->solver);
    solver_push(m->solver);
    solver_assert(m->solver, term_not(TS(m), term_eq(TS(m), t, term_numeral(TS(m), text, SORT_INT))));
    bool only = solver_check(m->solver) == SOLVER_UNSAT;
    solver_pop_to(m->solver, depth);
    return only ? text : NULL;
}

/* showsPrec p n s for Integer. */
static void p_show_integer(Machine *m, PrimCall *c) {
    Value *p = c->v[0], *n = c->v[1];
    const char *digits = NULL;
    if (n->u.prim.sym && term_is_numeral(TS(m), n->u.prim.term)) digits = term_numeral_text(TS(m), n->u.prim.term);
    else if (n->u.prim.sym && !(digits = pinned_value(m, n->u.prim.term)))
        return machine_unsupported(m, "show of a symbolic Integer");
    StrBuf sb; /* the digits: a big Integer has as many as it needs */
    sb_init(&sb);
    if (n->u.prim.sym) sb_puts(&sb, digits);
    else sb_printf(&sb, "%lld", (long long)n->u.prim.i);
    bool paren = sb_str(&sb)[0] == '-' && !p->u.prim.sym && p->u.prim.i > 6;
    size_t len = strlen(sb_str(&sb)) + (paren ? 2 : 0);
    char *text = ARENA_ARRAY(&m->arena, char, len + 1);
    snprintf(text, len + 1, paren ? "(%s)" : "%s", sb_str(&sb));
    sb_free(&sb);
    Addr a = chars_list(m, text, (uint32_t)strlen(text), false, c->a[2]);
    if (a) machine_eval_addr(m, a);
}

/* $w$sformatRealFloatAlt fmt decs alt x: only show's case (FFGeneric,
 * Nothing, False) is implemented; others are reported. */
static void p_format_real(Machine *m, PrimCall *c) {
    Value *x = c->v[3];
    Value *fmt = value_current(c->v[0]), *decs = value_current(c->v[1]);
    if (fmt->kind != V_CON || decs->kind != V_CON || strcmp(name_occ(sym_str(&m->prog->syms, fmt->u.con.con->name)), "FFGeneric") != 0 ||
        strcmp(name_occ(sym_str(&m->prog->syms, decs->u.con.con->name)), "Nothing") != 0)
        return machine_unsupported(m, "formatting a Double other than with show");
    if (x->u.prim.sym) return machine_unsupported(m, "show of a symbolic Double");
    char buf[64];
    show_double(x->u.prim.d, strstr(c->def->name, "Alt1") != NULL, buf, sizeof buf);
    const char *text = arena_strdup(&m->arena, buf);
    Addr a = chars_list(m, text, (uint32_t)strlen(text), false, 0);
    if (a) machine_eval_addr(m, a);
}

/* fromRational (n :% d) for Double and Float literals. */
static void p_rational_to_real(Machine *m, PrimCall *c) {
    PrimType to = strstr(c->def->name, "Float") ? PT_FLOAT : PT_DOUBLE;
    Value *n = c->v[0], *d = c->v[1];
    Terms *ts = TS(m);
    if ((n->u.prim.sym && !term_is_numeral(ts, n->u.prim.term)) || (d->u.prim.sym && !term_is_numeral(ts, d->u.prim.term))) {
        assume_nonzero(m, prim_term(m, d));
        return machine_return(m, value_sym(m, to, term_real_div(ts, term_to_real(ts, prim_term(m, n)), term_to_real(ts, prim_term(m, d)))));
    }
    double nv = n->u.prim.sym ? strtod(term_numeral_text(ts, n->u.prim.term), NULL) : (double)n->u.prim.i;
    double dv = d->u.prim.sym ? strtod(term_numeral_text(ts, d->u.prim.term), NULL) : (double)d->u.prim.i;
    machine_return(m, value_double(m, to, round_float(to, nv / dv)));
}

/* indexWordOffAddr# a i, indexIntOffAddr# a i: a word of memory lhx does
 * not know (addr_read.h). */
static void p_index_addr(Machine *m, PrimCall *c) {
    addr_read(m, c->a[0], c->v[1], strstr(c->def->name, "Word") ? PT_WORD : PT_INT, c->def->name);
}

/* ---- lhx run's interface ----------------------------------------------- */

static void p_symbolic(Machine *m, PrimCall *c) {
    Value *v = c->nt ? sym_generate(m, c->t[0]) : NULL;
    if (!c->nt) machine_unsupported(m, "Lhx.Symbolic.symbolic without a type");
    if (v) machine_return(m, v);
}

/* assume/assert p x: the rules Assume / Assert on a predicate already in
 * SWHNF (the argument was evaluated). */
static void cond_prim(Machine *m, PrimCall *c, bool is_assert, uint32_t pred, uint32_t body) {
    Value *p = value_current(c->v[pred]);
    Var *x = ARENA_NEW(&m->arena, Var);
    Expr *ref = ARENA_NEW(&m->arena, Expr);
    ref->kind = EX_VAR;
    ref->u.var = x;
    Frame *f = frame_push(m, F_COND);
    f->u.cond.is_assert = is_assert;
    f->u.cond.body = ref;
    f->u.cond.env = env_bind(m, NULL, x, c->a[body]);
    machine_return(m, p); /* returns into F_COND */
}
/* An expression referring to a cell, in a one-binding environment. */
static Expr *cell_ref(Machine *m, Addr a, Env **env) {
    Var *x = ARENA_NEW(&m->arena, Var);
    Expr *ref = ARENA_NEW(&m->arena, Expr);
    ref->kind = EX_VAR;
    ref->u.var = x;
    *env = env_bind(m, *env, x, a);
    return ref;
}

/* choice x y: Ch-L / Ch-R. */
static void p_choice(Machine *m, PrimCall *c) {
    Env *env = NULL;
    Expr *left = cell_ref(m, c->a[0], &env), *right = cell_ref(m, c->a[1], &env);
    machine_choice(m, left, right, env);
}

static void p_assume(Machine *m, PrimCall *c) { cond_prim(m, c, false, 0, 1); }
static void p_assert(Machine *m, PrimCall *c) { cond_prim(m, c, true, 0, 1); }
static void p_assert_error(Machine *m, PrimCall *c) { cond_prim(m, c, true, 1, 2); } /* assertError cs b x */

/* ---- Symbolic functions ----------------------------------------------- */

static void p_symapp(Machine *m, PrimCall *c);

static const PrimDef symapp_def = {"lhx.symapp", 2, 0, 2, 2, p_symapp, 0};

static void p_symapp(Machine *m, PrimCall *c) {
    Value *fn = value_current(heap_cell(m, c->a[0])->value);
    Addr key = heap_alloc_value(m, c->v[1]);
    sym_key_apply(m, fn, key);
}

void prim_symapp(Machine *m, Value *fn, Addr arg) {
    Value *pap = value_new(m, V_PAP);
    pap->u.pap.head.kind = HEAD_PRIM;
    pap->u.pap.head.u.prim = &symapp_def;
    pap->u.pap.nargs = pap->u.pap.nvalue = 2;
    pap->u.pap.args = ARENA_ARRAY(&m->arena, Arg, 2);
    pap->u.pap.args[0].u.addr = heap_alloc_value(m, fn);
    pap->u.pap.args[1].u.addr = arg;
    prim_start(m, pap);
}

/* ---- Selectors --------------------------------------------------------- */

static void p_select(Machine *m, PrimCall *c) {
    Global *g = c->pap->u.pap.head.u.sel;
    Value *d = value_current(c->v[0]);
    if (g->origin == ORIG_SELECTOR) {
        Class *cls = symmap_get(&m->prog->classes, g->cls);
        if (cls && cls->is_newtype) return machine_return(m, d); /* the dictionary is the method */
        if (d->kind != V_CON || g->index >= d->u.con.n)
            return machine_unsupported(m, "method %s selected from a value that is not its dictionary",
                                       sym_str(&m->prog->syms, g->var->id));
        return machine_eval_addr(m, d->u.con.fields[g->index]);
    }
    for (uint32_t i = 0; d->kind == V_CON && i < g->nrecsel; i++)
        if (g->recsel[i].con == d->u.con.con) return machine_eval_addr(m, d->u.con.fields[g->recsel[i].index]);
    machine_crash(m, CRASH_PATTERN, "missing record field");
}

static const PrimDef select_def = {"lhx.select", 1, 0, 1, 0, p_select, 1};

/* ---- The table --------------------------------------------------------- */

#define S1 1
#define S2 3
#define S3 7

static const PrimDef table[] = {
    /* Int# */
    {"+#", 2, 0, S2, 0, p_add}, {"-#", 2, 0, S2, 0, p_sub}, {"*#", 2, 0, S2, 0, p_mul},
    {"quotInt#", 2, 0, S2, 0, p_quot}, {"remInt#", 2, 0, S2, 0, p_rem}, {"quotRemInt#", 2, 0, S2, 0, p_quotrem},
    {"negateInt#", 1, 0, S1, 0, p_negate},
    {"==#", 2, 0, S2, 0, p_eq}, {"/=#", 2, 0, S2, 0, p_ne}, {"<#", 2, 0, S2, 0, p_lt}, {"<=#", 2, 0, S2, 0, p_le},
    {">#", 2, 0, S2, 0, p_gt}, {">=#", 2, 0, S2, 0, p_ge},
    {"andI#", 2, 0, S2, 0, p_and}, {"orI#", 2, 0, S2, 0, p_or}, {"xorI#", 2, 0, S2, 0, p_xor},
    {"notI#", 1, 0, S1, 0, p_not}, {"uncheckedIShiftL#", 2, 0, S2, 0, p_shl},
    {"uncheckedIShiftRA#", 2, 0, S2, 0, p_shra}, {"uncheckedIShiftRL#", 2, 0, S2, 0, p_shrl},
    {"int2Double#", 1, 0, S1, 0, p_int2double}, {"int2Word#", 1, 0, S1, 0, p_to_word},
    {"int2Float#", 1, 0, S1, 0, p_int2float}, {"chr#", 1, 0, S1, 0, p_to_char},
    /* Word# */
    {"plusWord#", 2, 0, S2, 0, p_wadd}, {"minusWord#", 2, 0, S2, 0, p_wsub}, {"timesWord#", 2, 0, S2, 0, p_wmul},
    {"quotWord#", 2, 0, S2, 0, p_wquot}, {"remWord#", 2, 0, S2, 0, p_wrem},
    {"quotRemWord#", 2, 0, S2, 0, p_wquotrem},
    {"eqWord#", 2, 0, S2, 0, p_eq}, {"neWord#", 2, 0, S2, 0, p_ne}, {"ltWord#", 2, 0, S2, 0, p_lt},
    {"leWord#", 2, 0, S2, 0, p_le}, {"gtWord#", 2, 0, S2, 0, p_gt}, {"geWord#", 2, 0, S2, 0, p_ge},
    {"word2Int#", 1, 0, S1, 0, p_to_int}, {"and#", 2, 0, S2, 0, p_wand}, {"or#", 2, 0, S2, 0, p_wor},
    {"xor#", 2, 0, S2, 0, p_wxor}, {"narrow8Word#", 1, 0, S1, 0, p_narrow_word},
    {"narrow16Word#", 1, 0, S1, 0, p_narrow_word}, {"narrow32Word#", 1, 0, S1, 0, p_narrow_word},
    /* Addr#: the address is not forced (addr_read.h), the offset is */
    {"indexWordOffAddr#", 2, 0, 2, 0, p_index_addr}, {"indexIntOffAddr#", 2, 0, 2, 0, p_index_addr},
    {"narrow8Int#", 1, 0, S1, 0, p_narrow_int}, {"narrow16Int#", 1, 0, S1, 0, p_narrow_int},
    {"narrow32Int#", 1, 0, S1, 0, p_narrow_int},
    /* Char# */
    {"ord#", 1, 0, S1, 0, p_to_int}, {"eqChar#", 2, 0, S2, 0, p_eq}, {"neChar#", 2, 0, S2, 0, p_ne},
    {"ltChar#", 2, 0, S2, 0, p_lt}, {"leChar#", 2, 0, S2, 0, p_le}, {"gtChar#", 2, 0, S2, 0, p_gt},
    {"geChar#", 2, 0, S2, 0, p_ge},
    /* Double# */
    {"+##", 2, 0, S2, 0, p_dadd}, {"-##", 2, 0, S2, 0, p_dsub}, {"*##", 2, 0, S2, 0, p_dmul},
    {"/##", 2, 0, S2, 0, p_ddiv}, {"**##", 2, 0, S2, 0, p_dpow}, {"negateDouble#", 1, 0, S1, 0, p_dneg},
    {"fabsDouble#", 1, 0, S1, 0, p_dabs}, {"sqrtDouble#", 1, 0, S1, 0, p_dsqrt},
    {"expDouble#", 1, 0, S1, 0, p_dexp}, {"logDouble#", 1, 0, S1, 0, p_dlog},
    {"sinDouble#", 1, 0, S1, 0, p_dsin}, {"cosDouble#", 1, 0, S1, 0, p_dcos}, {"tanDouble#", 1, 0, S1, 0, p_dtan},
    {"==##", 2, 0, S2, 0, p_eq}, {"/=##", 2, 0, S2, 0, p_ne}, {"<##", 2, 0, S2, 0, p_lt},
    {"<=##", 2, 0, S2, 0, p_le}, {">##", 2, 0, S2, 0, p_gt}, {">=##", 2, 0, S2, 0, p_ge},
    {"double2Int#", 1, 0, S1, 0, p_real2int}, {"double2Float#", 1, 0, S1, 0, p_d2f},
    {"float2Double#", 1, 0, S1, 0, p_f2d},
    /* Float# */
    {"plusFloat#", 2, 0, S2, 0, p_fadd}, {"minusFloat#", 2, 0, S2, 0, p_fsub},
    {"timesFloat#", 2, 0, S2, 0, p_fmul}, {"divideFloat#", 2, 0, S2, 0, p_fdiv},
    {"negateFloat#", 1, 0, S1, 0, p_fneg}, {"fabsFloat#", 1, 0, S1, 0, p_fabs},
    {"sqrtFloat#", 1, 0, S1, 0, p_fsqrt}, {"eqFloat#", 2, 0, S2, 0, p_eq}, {"neFloat#", 2, 0, S2, 0, p_ne},
    {"ltFloat#", 2, 0, S2, 0, p_lt}, {"leFloat#", 2, 0, S2, 0, p_le}, {"gtFloat#", 2, 0, S2, 0, p_gt},
    {"geFloat#", 2, 0, S2, 0, p_ge}, {"float2Int#", 1, 0, S1, 0, p_real2int},
    /* libm */
    {"asinDouble#", 1, 0, S1, 0, p_libm}, {"acosDouble#", 1, 0, S1, 0, p_libm}, {"atanDouble#", 1, 0, S1, 0, p_libm},
    {"sinhDouble#", 1, 0, S1, 0, p_libm}, {"coshDouble#", 1, 0, S1, 0, p_libm}, {"tanhDouble#", 1, 0, S1, 0, p_libm},
    {"asinhDouble#", 1, 0, S1, 0, p_libm}, {"acoshDouble#", 1, 0, S1, 0, p_libm},
    {"atanhDouble#", 1, 0, S1, 0, p_libm}, {"log1pDouble#", 1, 0, S1, 0, p_libm},
    {"expm1Double#", 1, 0, S1, 0, p_libm}, {"expFloat#", 1, 0, S1, 0, p_libm}, {"logFloat#", 1, 0, S1, 0, p_libm},
    {"sinFloat#", 1, 0, S1, 0, p_libm}, {"cosFloat#", 1, 0, S1, 0, p_libm}, {"tanFloat#", 1, 0, S1, 0, p_libm},
    {"asinFloat#", 1, 0, S1, 0, p_libm}, {"acosFloat#", 1, 0, S1, 0, p_libm}, {"atanFloat#", 1, 0, S1, 0, p_libm},
    {"sinhFloat#", 1, 0, S1, 0, p_libm}, {"coshFloat#", 1, 0, S1, 0, p_libm}, {"tanhFloat#", 1, 0, S1, 0, p_libm},
    {"asinhFloat#", 1, 0, S1, 0, p_libm}, {"acoshFloat#", 1, 0, S1, 0, p_libm},
    {"atanhFloat#", 1, 0, S1, 0, p_libm}, {"log1pFloat#", 1, 0, S1, 0, p_libm},
    {"expm1Float#", 1, 0, S1, 0, p_libm}, {"powerFloat#", 2, 0, S2, 0, p_fpow},
    {"decodeDouble_Int64#", 1, 0, S1, 0, p_decode}, {"decodeFloat_Int#", 1, 0, S1, 0, p_decode},
    /* Control */
    {"tagToEnum#", 1, 1, S1, 0, p_tagToEnum}, {"dataToTag#", 1, 0, S1, 0, p_dataToTag, 1},
    {"seq", 2, 0, S1, 0, p_seq, 1}, {"raise#", 1, 0, 0, 0, p_raise},
    /* MutVar# (IORef) */
    {"newMutVar#", 2, 0, 0, 0, prim_new_mutvar}, {"readMutVar#", 2, 0, S1, 0, prim_read_mutvar},
    {"writeMutVar#", 3, 0, S1, 0, prim_write_mutvar}, {"sameMutVar#", 2, 0, S2, 0, prim_same_mutvar},
    {"atomicModifyMutVar2#", 3, 0, S1, 0, prim_atomic_modify_mutvar2},
    {"atomicModifyMutVar_#", 3, 0, S1, 0, prim_atomic_modify_mutvar_},
    {"GHC.Prim.void#", 0, 0, 0, 0, p_token}, {"GHC.Prim.realWorld#", 0, 0, 0, 0, p_token},
    {"GHC.Magic.lazy", 1, 0, 0, 0, p_lazy}, {"GHC.Magic.noinline", 1, 0, 0, 0, p_lazy},
    {"GHC.Magic.runRW#", 1, 0, 0, 0, p_runRW},
    {"Unsafe.Coerce.unsafeEqualityProof", 0, 0, 0, 0, p_unsafe_refl},
    /* Integer */
    {"GHC.Num.Integer.integerAdd", 2, 0, S2, 0, p_iadd}, {"GHC.Num.Integer.integerSub", 2, 0, S2, 0, p_isub},
    {"GHC.Num.Integer.integerMul", 2, 0, S2, 0, p_imul}, {"GHC.Num.Integer.integerNegate", 1, 0, S1, 0, p_inegate},
    {"GHC.Num.Integer.integerAbs", 1, 0, S1, 0, p_iabs}, {"GHC.Num.Integer.integerSignum", 1, 0, S1, 0, p_isignum},
    {"GHC.Num.Integer.$wintegerSignum", 1, 0, S1, 0, p_isignum_h},
    {"GHC.Num.Integer.integerQuot", 2, 0, S2, 0, p_iquot}, {"GHC.Num.Integer.integerRem", 2, 0, S2, 0, p_irem},
    {"GHC.Num.Integer.integerDiv", 2, 0, S2, 0, p_idiv}, {"GHC.Num.Integer.integerMod", 2, 0, S2, 0, p_imod},
    {"GHC.Num.Integer.integerQuotRem#", 2, 0, S2, 0, p_iquotrem},
    {"GHC.Num.Integer.integerDivMod#", 2, 0, S2, 0, p_iquotrem},
    {"GHC.Num.Integer.integerEq", 2, 0, S2, 0, p_ieq}, {"GHC.Num.Integer.integerNe", 2, 0, S2, 0, p_ine},
    {"GHC.Num.Integer.integerLt", 2, 0, S2, 0, p_ilt}, {"GHC.Num.Integer.integerLe", 2, 0, S2, 0, p_ile},
    {"GHC.Num.Integer.integerGt", 2, 0, S2, 0, p_igt}, {"GHC.Num.Integer.integerGe", 2, 0, S2, 0, p_ige},
    {"GHC.Num.Integer.integerEq#", 2, 0, S2, 0, p_ieq_h}, {"GHC.Num.Integer.integerNe#", 2, 0, S2, 0, p_ine_h},
    {"GHC.Num.Integer.integerLt#", 2, 0, S2, 0, p_ilt_h}, {"GHC.Num.Integer.integerLe#", 2, 0, S2, 0, p_ile_h},
    {"GHC.Num.Integer.integerGt#", 2, 0, S2, 0, p_igt_h}, {"GHC.Num.Integer.integerGe#", 2, 0, S2, 0, p_ige_h},
    {"GHC.Num.Integer.integerCompare", 2, 0, S2, 0, p_icompare},
    {"GHC.Num.Integer.integerToInt#", 1, 0, S1, 0, p_integer_to_int},
    {"GHC.Num.Integer.integerToInt", 1, 0, S1, 0, p_integer_to_int_boxed},
    {"GHC.Num.Integer.integerFromInt#", 1, 0, S1, 0, p_int_to_integer},
    {"GHC.Num.Integer.integerFromInt", 1, 0, S1, S1, p_int_to_integer},
    {"GHC.Num.Integer.integerToWord#", 1, 0, S1, 0, p_integer_to_word},
    {"GHC.Num.Integer.integerFromWord#", 1, 0, S1, 0, p_int_to_integer},
    {"GHC.Num.Integer.integerToDouble#", 1, 0, S1, 0, p_integer_to_real},
    {"GHC.Num.Integer.integerToFloat#", 1, 0, S1, 0, p_integer_to_real},
    {"GHC.Num.Integer.integerEncodeDouble#", 2, 0, S2, 0, p_encode_double},
    {"GHC.Num.Integer.integerFromNatural", 1, 0, S1, 0, p_inatural},
    {"GHC.Num.Integer.integerToNatural", 1, 0, S1, 0, p_inatural},
    {"GHC.Num.Integer.integerToNaturalClamp", 1, 0, S1, 0, p_inatural},
    {"GHC.Num.Integer.integerToNaturalThrow", 1, 0, S1, 0, p_inatural},
    {"GHC.Num.Integer.integerIsNegative", 1, 0, S1, 0, p_iis}, {"GHC.Num.Integer.integerIsZero", 1, 0, S1, 0, p_iis},
    {"GHC.Num.Integer.integerShiftL#", 2, 0, S2, 0, p_ishiftl},
    {"GHC.Num.Integer.integerEncodeFloat#", 2, 0, S2, 0, p_encode_float},
    {"GHC.Real.^1", 0, 0, 0, 0, p_negative_exponent},
    {"GHC.Num.Integer.integerGcd", 2, 0, S2, 0, p_igcd}, {"GHC.Num.Integer.integerLcm", 2, 0, S2, 0, p_ilcm},
    /* Floating literals */
    {"GHC.Float.rationalToDouble", 2, 0, S2, 0, p_rational_to_real},
    {"GHC.Float.rationalToFloat", 2, 0, S2, 0, p_rational_to_real},
    /* Strings */
    {"GHC.CString.unpackCString#", 1, 0, S1, 0, p_unpack},
    {"GHC.CString.unpackCStringUtf8#", 1, 0, S1, 0, p_unpack},
    {"GHC.CString.unpackAppendCString#", 2, 0, S1, 0, p_unpack_append},
    {"GHC.CString.unpackAppendCStringUtf8#", 2, 0, S1, 0, p_unpack_append},
    {"GHC.CString.unpackNBytes#", 2, 0, S2, 0, p_unpack_nbytes},
    {"GHC.CString.unpackFoldrCString#", 3, 0, S1, 0, p_unpack_foldr},
    {"GHC.CString.unpackFoldrCStringUtf8#", 3, 0, S1, 0, p_unpack_foldr},
    /* Crashes */
    {"GHC.Err.error", 2, 0, 0, 0, p_error}, {"GHC.Err.errorWithoutStackTrace", 1, 0, 0, 0, p_error_nostack},
    {"GHC.Err.undefined", 1, 0, 0, 0, p_undefined},
    {"Control.Exception.Base.patError", 1, 0, S1, 0, p_pat_error},
    {"Control.Exception.Base.nonExhaustiveGuardsError", 1, 0, S1, 0, p_guards_error},
    {"Control.Exception.Base.recSelError", 1, 0, 0, 0, p_rec_error},
    {"Control.Exception.Base.recConError", 1, 0, S1, 0, p_rec_con_error},
    {"Control.Exception.Base.noMethodBindingError", 1, 0, S1, 0, p_method_error},
    {"GHC.Exception.throw", 2, 0, 0, 0, p_raise}, {"GHC.IO.throwIO", 3, 0, 0, 0, p_raise},
    {"GHC.Real.divZeroError", 0, 0, 0, 0, p_div_zero}, {"GHC.Real.overflowError", 0, 0, 0, 0, p_overflow},
    {"Control.Exception.Base.absentErr", 0, 0, 0, 0, p_absent}, {"GHC.Prim.Panic.absentError", 1, 0, 0, 0, p_absent},
    {"GHC.Err.absentErr", 0, 0, 0, 0, p_absent},
    /* Showing numbers */
    {"GHC.Show.$fShowInteger_$cshowsPrec", 3, 0, S2, S1, p_show_integer},
    {"GHC.Float.$w$sformatRealFloatAlt", 4, 0, 0xB, 0, p_format_real, 3},
    {"GHC.Float.$w$sformatRealFloatAlt1", 4, 0, 0xB, 0, p_format_real, 3},
    /* lhx run */
    {"Lhx.Symbolic.symbolic", 0, 1, 0, 0, p_symbolic},
    {"Lhx.Symbolic.choice", 2, 0, 0, 0, p_choice},
    {"Lhx.Symbolic.lhxLess", 2, 1, S2, 0, logic_order, 3},
    {"Lhx.Symbolic.lhxEq", 2, 1, S2, 0, logic_eq, 3},
    {"Lhx.Symbolic.assume", 2, 0, S1, 0, p_assume, 1}, {"Lhx.Symbolic.assert", 2, 0, S1, 0, p_assert, 1},
    {"GHC.IO.Exception.assertError", 3, 0, 2, 0, p_assert_error, 2},
    /* Refinement logic (logic.c): relations and arithmetic unbox; eq/ne take any data, relations enumerations */
    {"lhx.logic.eq", 2, 0, S2, 0, logic_eq, 3}, {"lhx.logic.order", 2, 0, S2, 0, logic_order, 3}, {"lhx.logic.ne", 2, 0, S2, 0, logic_ne, 3},
    {"lhx.logic.lt", 2, 0, S2, S2, logic_lt, 3}, {"lhx.logic.le", 2, 0, S2, S2, logic_le, 3},
    {"lhx.logic.gt", 2, 0, S2, S2, logic_gt, 3}, {"lhx.logic.ge", 2, 0, S2, S2, logic_ge, 3},
    {"lhx.logic.add", 2, 0, S2, S2, logic_add}, {"lhx.logic.sub", 2, 0, S2, S2, logic_sub},
    {"lhx.logic.mul", 2, 0, S2, S2, logic_mul}, {"lhx.logic.div", 2, 0, S2, S2, logic_div},
    {"lhx.logic.mod", 2, 0, S2, S2, logic_mod}, {"lhx.logic.neg", 1, 0, S1, S1, logic_neg},
    {"lhx.logic.not", 1, 0, S1, 0, logic_not, 1}, {"lhx.logic.and", 2, 0, S1, 0, logic_and, 1},
    {"lhx.logic.or", 2, 0, S1, 0, logic_or, 1}, {"lhx.logic.implies", 2, 0, S1, 0, logic_implies, 1},
    {"lhx.logic.iff", 2, 0, S2, 0, logic_iff, 3}, {"lhx.logic.ite", 3, 0, S1, 0, logic_ite, 1},
    {"lhx.logic.dict_if", 2, 2, 0, 0, logic_dict_if},
    {"lhx.logic.pointwise", 1, 0, S1, 0, logic_pointwise, 1},
    {"lhx.logic.typelit", 0, 1, 0, 0, logic_typelit}, {"lhx.logic.true", 0, 0, 0, 0, logic_true}, {"lhx.logic.false", 0, 0, 0, 0, logic_false},
};

const PrimDef *prim_lookup(const char *name) {
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (strcmp(table[i].name, name) == 0) return &table[i];
    return NULL;
}

/* ---- Running a primitive ---------------------------------------------- */

static const PrimDef *head_def(const Value *pap) {
    return pap->u.pap.head.kind == HEAD_PRIM ? pap->u.pap.head.u.prim : &select_def;
}

/* Strict arguments of most primitives are primitive values; anything else
 * means the program reached a representation the engine does not model. */
static bool args_are_prims(Machine *m, const PrimDef *d, Value **forced, uint32_t nv) {
    for (uint32_t i = 0; forced && i < nv && i < PRIM_MAX_ARGS; i++) {
        if (!(d->strict & (1u << i)) || (d->anyarg & (1u << i)) || !forced[i]) continue;
        if (forced[i]->kind != V_PRIM) {
            machine_unsupported(m, "%s applied to a value that is not a primitive (argument %u)", d->name, i + 1);
            return false;
        }
    }
    return true;
}

static void prim_call(Machine *m, Value *pap, Value **forced) {
    if (!args_are_prims(m, head_def(pap), forced, pap->u.pap.nvalue)) return;
    PrimCall c;
    memset(&c, 0, sizeof c);
    c.def = head_def(pap);
    c.pap = pap;
    for (uint32_t i = 0; i < pap->u.pap.nargs; i++) {
        const Arg *a = &pap->u.pap.args[i];
        if (a->is_type) {
            c.t[c.nt++] = a->u.type; /* prim_start checked the counts */
        } else {
            c.a[c.nv] = a->u.addr;
            c.v[c.nv] = forced ? forced[c.nv] : NULL;
            c.nv++;
        }
    }
    c.def->fn(m, &c);
}

/* The next strict value argument at or after i, or nv. */
static uint32_t next_strict(const PrimDef *d, uint32_t i, uint32_t nv) {
    while (i < nv && !(d->strict & (1u << i))) i++;
    return i;
}

void prim_start(Machine *m, Value *pap) {
    const PrimDef *d = head_def(pap);
    uint32_t nv = pap->u.pap.nvalue;
    if (nv > PRIM_MAX_ARGS || pap->u.pap.nargs - nv > PRIM_MAX_ARGS)
        return machine_unsupported(m, "%s applied to too many arguments (more than %d values or types)", d->name,
                                   PRIM_MAX_ARGS);
    Addr *addrs = ARENA_ARRAY(&m->arena, Addr, nv ? nv : 1);
    for (uint32_t i = 0, k = 0; i < pap->u.pap.nargs; i++)
        if (!pap->u.pap.args[i].is_type) addrs[k++] = pap->u.pap.args[i].u.addr;
    uint32_t first = next_strict(d, 0, nv);
    Value **forced = ARENA_ARRAY(&m->arena, Value *, nv ? nv : 1);
    if (first == nv) return prim_call(m, pap, forced);
    Frame *f = frame_push(m, F_PRIM);
    f->u.prim.pap = pap;
    f->u.prim.next = first;
    f->u.prim.forced = forced;
    f->u.prim.addrs = addrs;
    machine_eval_addr(m, addrs[first]); /* Pr-L, Pr-R */
}

void prim_continue(Machine *m, Frame *f, Value *v) {
    const PrimDef *d = head_def(f->u.prim.pap);
    uint32_t i = f->u.prim.next, nv = f->u.prim.pap->u.pap.nvalue;
    v = value_current(v);
    /* Frames are shared by paths: the next stage is a new frame. */
    Frame *g = frame_push(m, F_PRIM);
    g->u.prim = f->u.prim;
    g->u.prim.forced = ARENA_ARRAY(&m->arena, Value *, nv);
    memcpy(g->u.prim.forced, f->u.prim.forced, nv * sizeof(Value *));
    g->u.prim.forced[i] = v;
    if ((d->unbox & (1u << i)) && !f->u.prim.unboxing && v->kind == V_CON && v->u.con.n == 1) {
        g->u.prim.unboxing = true;
        machine_eval_addr(m, v->u.con.fields[0]);
        return;
    }
    g->u.prim.unboxing = false;
    g->u.prim.next = next_strict(d, i + 1, nv);
    if (g->u.prim.next < nv) {
        machine_eval_addr(m, g->u.prim.addrs[g->u.prim.next]);
        return;
    }
    m->stack = g->next;
    prim_call(m, g->u.prim.pap, g->u.prim.forced);
}
