/* term.c — see term.h. One of the two files that speak Z3 (with solver.c).
 *
 * A Term is a Z3_ast cast to lhx's opaque handle, so building one costs
 * exactly Z3's call. Memory: the context counts references
 * (Z3_mk_context_rc), and every term built holds one reference, recorded
 * on a trail in the order terms were built; the engine releases the
 * references of a path's terms when it backtracks past them (terms_mark,
 * terms_release), as it releases the path's arena. (Z3's other kind of
 * context keeps every AST it ever returned until the context dies: a long
 * search grew to gigabytes.) A fresh constant is named by a number (an int
 * symbol), so that its name costs no memory either. The sorts and the two
 * Boolean constants are made once and live as long as the factory. */
#include "term.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <string.h>
#include <z3.h>

struct Terms {
    Z3_context ctx;
    Z3_sort int_sort, real_sort, bool_sort;
    Z3_ast t, f;
    Z3_ast *owned;     /* the terms built, each holding one reference, oldest first */
    size_t nowned, capowned;
    unsigned next_fresh; /* the number naming the next fresh constant */
    uint32_t nerrors;
    char *first_error; /* malloc'd */
};

#define AST(x) ((Z3_ast)(x))
#define TERM(x) ((Term)(x))

/* Keeps a (new) AST alive for the factory's lifetime: Z3 keeps only the
 * last result of a call alive on its own. */
static Z3_ast keep(Terms *ts, Z3_ast a) {
    Z3_inc_ref(ts->ctx, a);
    return a;
}

static Z3_sort keep_sort(Terms *ts, Z3_sort s) {
    Z3_inc_ref(ts->ctx, Z3_sort_to_ast(ts->ctx, s));
    return s;
}

Terms *terms_new(void) {
    Terms *ts = xcalloc(1, sizeof *ts);
    Z3_config cfg = Z3_mk_config();
    Z3_set_param_value(cfg, "model", "true");
    ts->ctx = Z3_mk_context_rc(cfg);
    Z3_del_config(cfg);
    if (!ts->ctx) xalloc_fail("creating a Z3 context"); /* Z3 returns none when its allocations fail */
    /* No handler: Z3 keeps the error code of its last call (read by
     * terms_check_error) and returns NULL instead of exiting. */
    Z3_set_error_handler(ts->ctx, NULL);
    ts->int_sort = keep_sort(ts, Z3_mk_int_sort(ts->ctx));
    ts->real_sort = keep_sort(ts, Z3_mk_real_sort(ts->ctx));
    ts->bool_sort = keep_sort(ts, Z3_mk_bool_sort(ts->ctx));
    ts->t = keep(ts, Z3_mk_true(ts->ctx));
    ts->f = keep(ts, Z3_mk_false(ts->ctx));
    return ts;
}

size_t terms_mark(const Terms *ts) { return ts->nowned; }

void terms_release(Terms *ts, size_t mark) {
    while (ts->nowned > mark) Z3_dec_ref(ts->ctx, ts->owned[--ts->nowned]);
}

size_t terms_held(const Terms *ts) { return ts->nowned; }

void terms_free(Terms *ts) {
    if (!ts) return;
    terms_release(ts, 0);
    free(ts->owned);
    Z3_dec_ref(ts->ctx, ts->t);
    Z3_dec_ref(ts->ctx, ts->f);
    Z3_dec_ref(ts->ctx, Z3_sort_to_ast(ts->ctx, ts->int_sort));
    Z3_dec_ref(ts->ctx, Z3_sort_to_ast(ts->ctx, ts->real_sort));
    Z3_dec_ref(ts->ctx, Z3_sort_to_ast(ts->ctx, ts->bool_sort));
    Z3_del_context(ts->ctx);
    free(ts->first_error);
    free(ts);
}

void terms_reset(Terms *ts) {
    terms_release(ts, 0);
    ts->next_fresh = 0;
    ts->nerrors = 0;
    free(ts->first_error);
    ts->first_error = NULL;
}

TermContext terms_context(const Terms *ts) { return (TermContext)ts->ctx; }
uint32_t terms_error_count(const Terms *ts) { return ts->nerrors; }
const char *terms_first_error(const Terms *ts) { return ts->first_error; }

bool terms_check_error(Terms *ts, const char *during) {
    Z3_error_code code = Z3_get_error_code(ts->ctx);
    if (code == Z3_OK) return false;
    if (code == Z3_MEMOUT_FAIL) xalloc_fail("in Z3"); /* nothing sensible can follow (--memory) */
    if (ts->nerrors++ == 0) {
        const char *msg = Z3_get_error_msg(ts->ctx, code);
        size_t n = strlen(during) + strlen(msg ? msg : "") + 32;
        ts->first_error = xmalloc(n);
        snprintf(ts->first_error, n, "Z3 error while %s: %s", during, msg ? msg : "unknown");
    }
    return true;
}

/* A builder's result: NULL (refused) records the error; a term gets its
 * reference and its place on the trail. */
static Term built(Terms *ts, Z3_ast a) {
    if (!a) {
        terms_check_error(ts, "building a term");
        return NULL;
    }
    Z3_inc_ref(ts->ctx, a);
    VEC_PUSH(ts->owned, ts->nowned, ts->capowned, a);
    return TERM(a);
}

static Z3_sort sort_of(const Terms *ts, Sort s) {
    return s == SORT_REAL ? ts->real_sort : s == SORT_BOOL ? ts->bool_sort : ts->int_sort;
}

/* ---- Leaves ------------------------------------------------------------------ */

Term term_int64(Terms *ts, int64_t value, Sort sort) { return built(ts, Z3_mk_int64(ts->ctx, value, sort_of(ts, sort))); }

Term term_numeral(Terms *ts, const char *text, Sort sort) {
    return built(ts, Z3_mk_numeral(ts->ctx, text, sort_of(ts, sort)));
}

Term term_fresh(Terms *ts, Sort sort) {
    Z3_symbol name = Z3_mk_int_symbol(ts->ctx, (int)(ts->next_fresh++ & 0x3fffffff));
    return built(ts, Z3_mk_const(ts->ctx, name, sort_of(ts, sort)));
}

Term term_true(Terms *ts) { return TERM(ts->t); }
Term term_false(Terms *ts) { return TERM(ts->f); }

/* ---- Arithmetic ---------------------------------------------------------------- */

Term term_add(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    return built(ts, Z3_mk_add(ts->ctx, 2, (Z3_ast[]){AST(a), AST(b)}));
}

Term term_sub(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    return built(ts, Z3_mk_sub(ts->ctx, 2, (Z3_ast[]){AST(a), AST(b)}));
}

Term term_mul(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    return built(ts, Z3_mk_mul(ts->ctx, 2, (Z3_ast[]){AST(a), AST(b)}));
}

Term term_neg(Terms *ts, Term a) { return a ? built(ts, Z3_mk_unary_minus(ts->ctx, AST(a))) : NULL; }

Term term_power(Terms *ts, Term base, Term exponent) {
    if (!base || !exponent) return NULL;
    return built(ts, Z3_mk_power(ts->ctx, AST(base), AST(exponent)));
}

static Term bv64(Terms *ts, Term a) { return a ? built(ts, Z3_mk_int2bv(ts->ctx, 64, AST(a))) : NULL; }

Term term_bitwise(Terms *ts, TermBitOp op, Term a, Term b, bool is_signed) {
    Z3_context c = ts->ctx;
    Term x = bv64(ts, a), y = op == TERM_BIT_NOT ? x : bv64(ts, b);
    if (!x || !y) return NULL;
    Z3_ast r = NULL;
    switch (op) {
    case TERM_BIT_AND: r = Z3_mk_bvand(c, AST(x), AST(y)); break;
    case TERM_BIT_OR: r = Z3_mk_bvor(c, AST(x), AST(y)); break;
    case TERM_BIT_XOR: r = Z3_mk_bvxor(c, AST(x), AST(y)); break;
    case TERM_BIT_NOT: r = Z3_mk_bvnot(c, AST(x)); break;
    case TERM_BIT_SHL: r = Z3_mk_bvshl(c, AST(x), AST(y)); break;
    case TERM_BIT_SHRL: r = Z3_mk_bvlshr(c, AST(x), AST(y)); break;
    case TERM_BIT_SHRA: r = Z3_mk_bvashr(c, AST(x), AST(y)); break;
    }
    Term bits = built(ts, r);
    return bits ? built(ts, Z3_mk_bv2int(c, AST(bits), is_signed)) : NULL;
}

/* Z3's div: division of reals, Euclidean division of integers. */
static Term mk_div(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    return built(ts, Z3_mk_div(ts->ctx, AST(a), AST(b)));
}

Term term_real_div(Terms *ts, Term a, Term b) { return mk_div(ts, a, b); }
Term term_ediv(Terms *ts, Term a, Term b) { return mk_div(ts, a, b); }

Term term_emod(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    return built(ts, Z3_mk_mod(ts->ctx, AST(a), AST(b)));
}

/* 0 and 1 of a's sort. */
static void zero_one(Terms *ts, Term a, Term *zero, Term *one) {
    Sort s = term_is_real(ts, a) ? SORT_REAL : SORT_INT;
    *zero = term_int64(ts, 0, s);
    *one = term_int64(ts, 1, s);
}

/* Truncating quotient from the Euclidean one: they differ when a < 0 and
 * the division is not exact, by one toward zero. */
Term term_quot(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    Term zero, one;
    zero_one(ts, a, &zero, &one);
    Term q = term_ediv(ts, a, b), r = term_emod(ts, a, b);
    Term exact = term_or(ts, 2, (Term[]){term_rel(ts, TERM_GE, a, zero), term_eq(ts, r, zero)});
    Term adj = term_ite(ts, term_rel(ts, TERM_GT, b, zero), term_add(ts, q, one), term_sub(ts, q, one));
    return term_ite(ts, exact, q, adj);
}

Term term_rem(Terms *ts, Term a, Term b) { return term_sub(ts, a, term_mul(ts, b, term_quot(ts, a, b))); }

/* Floored quotient from the Euclidean one (a = b*q + r, 0 <= r < |b|): when
 * b < 0 and r > 0, a/b = q + r/b with -1 < r/b < 0, so the floor is q - 1. */
Term term_div(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    Term zero, one;
    zero_one(ts, a, &zero, &one);
    Term q = term_ediv(ts, a, b), r = term_emod(ts, a, b);
    Term fix = term_and(ts, 2, (Term[]){term_rel(ts, TERM_LT, b, zero), term_rel(ts, TERM_GT, r, zero)});
    return term_ite(ts, fix, term_sub(ts, q, one), q);
}

Term term_mod(Terms *ts, Term a, Term b) { return term_sub(ts, a, term_mul(ts, b, term_div(ts, a, b))); }

Term term_to_real(Terms *ts, Term a) { return a ? built(ts, Z3_mk_int2real(ts->ctx, AST(a))) : NULL; }
Term term_floor_int(Terms *ts, Term a) { return a ? built(ts, Z3_mk_real2int(ts->ctx, AST(a))) : NULL; }

/* ---- Conditions ------------------------------------------------------------------ */

Term term_rel(Terms *ts, TermRel rel, Term a, Term b) {
    if (!a || !b) return NULL;
    Z3_context c = ts->ctx;
    switch (rel) {
    case TERM_EQ: return built(ts, Z3_mk_eq(c, AST(a), AST(b)));
    case TERM_NE: return term_not(ts, term_eq(ts, a, b));
    case TERM_LT: return built(ts, Z3_mk_lt(c, AST(a), AST(b)));
    case TERM_LE: return built(ts, Z3_mk_le(c, AST(a), AST(b)));
    case TERM_GT: return built(ts, Z3_mk_gt(c, AST(a), AST(b)));
    case TERM_GE: return built(ts, Z3_mk_ge(c, AST(a), AST(b)));
    }
    return NULL;
}

Term term_eq(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    return built(ts, Z3_mk_eq(ts->ctx, AST(a), AST(b)));
}

Term term_le(Terms *ts, Term a, Term b) {
    if (!a || !b) return NULL;
    return built(ts, Z3_mk_le(ts->ctx, AST(a), AST(b)));
}

Term term_not(Terms *ts, Term a) { return a ? built(ts, Z3_mk_not(ts->ctx, AST(a))) : NULL; }

static bool all_built(uint32_t n, const Term *parts) {
    for (uint32_t i = 0; i < n; i++)
        if (!parts[i]) return false;
    return true;
}

/* Term and Z3_ast are both pointers to incomplete structs: the array is
 * passed as it is. */
Term term_and(Terms *ts, uint32_t n, const Term *parts) {
    if (!all_built(n, parts)) return NULL;
    return built(ts, Z3_mk_and(ts->ctx, n, (Z3_ast const *)parts));
}

Term term_or(Terms *ts, uint32_t n, const Term *parts) {
    if (!all_built(n, parts)) return NULL;
    return built(ts, Z3_mk_or(ts->ctx, n, (Z3_ast const *)parts));
}

Term term_ite(Terms *ts, Term c, Term a, Term b) {
    if (!c || !a || !b) return NULL;
    return built(ts, Z3_mk_ite(ts->ctx, AST(c), AST(a), AST(b)));
}

/* ---- Reading terms ----------------------------------------------------------------- */

Term term_simplify(Terms *ts, Term a) { return a ? built(ts, Z3_simplify(ts->ctx, AST(a))) : NULL; }
bool term_is_true(Terms *ts, Term a) { return a && Z3_is_eq_ast(ts->ctx, AST(a), ts->t); }
bool term_is_false(Terms *ts, Term a) { return a && Z3_is_eq_ast(ts->ctx, AST(a), ts->f); }

bool term_is_real(Terms *ts, Term a) {
    return a && Z3_get_sort_kind(ts->ctx, Z3_get_sort(ts->ctx, AST(a))) == Z3_REAL_SORT;
}

bool term_is_numeral(Terms *ts, Term a) { return a && Z3_get_ast_kind(ts->ctx, AST(a)) == Z3_NUMERAL_AST; }

const char *term_numeral_text(Terms *ts, Term a) {
    const char *s = term_is_numeral(ts, a) ? Z3_get_numeral_string(ts->ctx, AST(a)) : NULL;
    return s ? s : "";
}

bool term_numeral_int64(Terms *ts, Term a, int64_t *out) {
    return a && Z3_get_numeral_int64(ts->ctx, AST(a), out);
}

static const struct {
    Z3_decl_kind kind;
    const char *op;
} infix_ops[] = {{Z3_OP_ADD, " + "}, {Z3_OP_SUB, " - "}, {Z3_OP_MUL, " * "}, {Z3_OP_DIV, " / "},
                 {Z3_OP_IDIV, " `div` "}, {Z3_OP_MOD, " `mod` "}, {Z3_OP_LE, " <= "}, {Z3_OP_GE, " >= "},
                 {Z3_OP_LT, " < "}, {Z3_OP_GT, " > "}, {Z3_OP_EQ, " == "}, {Z3_OP_AND, " && "}, {Z3_OP_OR, " || "}};

static void show_ast(Z3_context z, Z3_ast t, bool atom, StrBuf *sb);

/* An application of an infix operator, `if`, negation or a conversion;
 * false if the operator is none of these. */
static bool show_app(Z3_context z, Z3_app app, Z3_decl_kind dk, unsigned n, bool atom, StrBuf *sb) {
    for (size_t i = 0; i < sizeof infix_ops / sizeof *infix_ops; i++) {
        if (infix_ops[i].kind != dk) continue;
        if (atom) sb_putc(sb, '(');
        for (unsigned j = 0; j < n; j++) {
            if (j) sb_puts(sb, infix_ops[i].op);
            show_ast(z, Z3_get_app_arg(z, app, j), true, sb);
        }
        if (atom) sb_putc(sb, ')');
        return true;
    }
    if (dk == Z3_OP_UMINUS && n == 1) {
        sb_puts(sb, atom ? "(-" : "-");
        show_ast(z, Z3_get_app_arg(z, app, 0), true, sb);
        if (atom) sb_putc(sb, ')');
        return true;
    }
    if (dk == Z3_OP_TO_REAL && n == 1) return show_ast(z, Z3_get_app_arg(z, app, 0), atom, sb), true;
    if (dk == Z3_OP_ITE && n == 3) {
        if (atom) sb_putc(sb, '(');
        sb_puts(sb, "if ");
        show_ast(z, Z3_get_app_arg(z, app, 0), false, sb);
        sb_puts(sb, " then ");
        show_ast(z, Z3_get_app_arg(z, app, 1), false, sb);
        sb_puts(sb, " else ");
        show_ast(z, Z3_get_app_arg(z, app, 2), false, sb);
        if (atom) sb_putc(sb, ')');
        return true;
    }
    return false;
}

static void show_ast(Z3_context z, Z3_ast t, bool atom, StrBuf *sb) {
    Z3_ast_kind k = Z3_get_ast_kind(z, t);
    if (k == Z3_NUMERAL_AST) {
        const char *n = Z3_get_numeral_string(z, t);
        sb_printf(sb, atom && n[0] == '-' ? "(%s)" : "%s", n);
        return;
    }
    if (k != Z3_APP_AST) {
        sb_puts(sb, Z3_ast_to_string(z, t));
        return;
    }
    Z3_app app = Z3_to_app(z, t);
    Z3_func_decl d = Z3_get_app_decl(z, app);
    unsigned n = Z3_get_app_num_args(z, app);
    if (n == 0) {
        Z3_symbol sym = Z3_get_decl_name(z, d);
        if (Z3_get_symbol_kind(z, sym) == Z3_INT_SYMBOL) { /* a fresh constant */
            sb_printf(sb, "s%d", Z3_get_symbol_int(z, sym));
            return;
        }
        const char *name = Z3_get_symbol_string(z, sym);
        const char *bang = strchr(name, '!');
        if (bang) sb_printf(sb, "s%s", bang + 1);
        else sb_puts(sb, name);
        return;
    }
    if (!show_app(z, app, Z3_get_decl_kind(z, d), n, atom, sb)) sb_puts(sb, Z3_ast_to_string(z, t));
}

void term_show(Terms *ts, Term a, bool atom, StrBuf *sb) {
    if (!a) return (void)sb_puts(sb, "?");
    show_ast(ts->ctx, AST(a), atom, sb);
}

const char *term_model_value(Terms *ts, Model *model, Term a) {
    Z3_ast value = NULL;
    if (!a || !model) return NULL;
    if (!Z3_model_eval(ts->ctx, (Z3_model)model, AST(a), true, &value) || !value) {
        terms_check_error(ts, "reading a model");
        return NULL;
    }
    built(ts, value); /* alive until the caller's path is released, as the text below */
    if (Z3_get_ast_kind(ts->ctx, value) != Z3_NUMERAL_AST) return NULL;
    return Z3_get_numeral_string(ts->ctx, value);
}
