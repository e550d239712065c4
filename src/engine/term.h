/* term.h — the SMT terms the engine builds: lhx's own small interface to
 * them, so that only term.c and solver.c speak Z3.
 *
 * A Term is an opaque handle (a Z3 AST underneath, passed by value: no
 * allocation beyond Z3's own). Terms are made by a Terms factory, which
 * owns the SMT context; a Solver (solver.h) owns one and checks what is
 * built with it. Terms built in a solver scope live as long as the context
 * (the engine drops them when it backtracks past the values that hold them).
 *
 * Sorts: Int#, Char#, Word# and Integer are SMT integers (unbounded: Haskell's
 * Int wraps at 64 bits and they do not — replay with real 64-bit arithmetic
 * rejects any counterexample that depends on the difference); Double# and
 * Float# are SMT reals (docs/engine.md says why and what it costs);
 * conditions are Booleans.
 *
 * Errors: a builder that the SMT library refuses (a sort mismatch, a bad
 * numeral) returns NULL and records the error in its Terms (a count and the
 * first message, read through the Solver). Every builder given a NULL
 * operand returns NULL without calling the library, so a failure travels
 * up to the condition that used it; the solver answers UNKNOWN for a path
 * holding such a condition (solver.h). */
#ifndef LHX_TERM_H
#define LHX_TERM_H

#include <stdbool.h>
#include <stdint.h>

#include "../util/strbuf.h"

typedef struct TermNode *Term; /* never defined: a handle, NULL when it could not be built */
typedef struct Terms Terms;    /* the factory: one per solver */
typedef struct Model Model;    /* a model of a solver's constraints (solver.h makes them) */
typedef struct TermContext *TermContext; /* the SMT context underneath, for solver.c only */

typedef enum Sort { SORT_INT, SORT_REAL, SORT_BOOL } Sort;

/* Relations, in the order the engine's comparison primitives use. */
typedef enum TermRel { TERM_EQ, TERM_NE, TERM_LT, TERM_LE, TERM_GT, TERM_GE } TermRel;

/* A new factory with its own SMT context (models enabled, errors recorded
 * instead of aborting the process). */
Terms *terms_new(void);
void terms_free(Terms *ts);
/* Releases every term built and forgets the errors: the factory as new,
 * keeping its Z3 context (making one costs tens of milliseconds). */
void terms_reset(Terms *ts);
/* The SMT context, for solver.c (the other file that speaks Z3). */
TermContext terms_context(const Terms *ts);

/* Memory: each term built holds a reference until released. A mark is the
 * position on the factory's trail of terms; terms_release drops the
 * references of every term built after it (the engine does so when it
 * backtracks, with the path's arena: a released term must no longer be
 * used, unless the solver holds it as part of an assertion). */
size_t terms_mark(const Terms *ts);
void terms_release(Terms *ts, size_t mark);
/* Terms held now. */
size_t terms_held(const Terms *ts);

/* Errors recorded so far, and the first one's message (NULL: none). */
uint32_t terms_error_count(const Terms *ts);
const char *terms_first_error(const Terms *ts);
/* Records the SMT library's error from its last call, if there was one
 * (`during` says what was being done); true if there was. For solver.c,
 * after a call that may have failed. */
bool terms_check_error(Terms *ts, const char *during);

/* ---- Leaves ---------------------------------------------------------------- */

/* A numeral of sort SORT_INT or SORT_REAL. */
Term term_int64(Terms *ts, int64_t value, Sort sort);
/* A numeral from decimal text ("-12", "18446744073709551615", "0.5", "1/3"). */
Term term_numeral(Terms *ts, const char *text, Sort sort);
/* A fresh constant, named by a number N (shown as sN, term_show). */
Term term_fresh(Terms *ts, Sort sort);
Term term_true(Terms *ts);
Term term_false(Terms *ts);

/* ---- Arithmetic (operands of one sort) -------------------------------------- */

Term term_add(Terms *ts, Term a, Term b);
Term term_sub(Terms *ts, Term a, Term b);
Term term_mul(Terms *ts, Term a, Term b);
Term term_neg(Terms *ts, Term a);
Term term_power(Terms *ts, Term base, Term exponent);
/* Division of reals. */
Term term_real_div(Terms *ts, Term a, Term b);
/* Integer division as SMT-LIB (and LiquidHaskell) define it: Euclidean,
 * a = b * ediv + emod with 0 <= emod < |b|. */
Term term_ediv(Terms *ts, Term a, Term b);
Term term_emod(Terms *ts, Term a, Term b);
/* Haskell's quot/rem (quotient truncated toward zero) and div/mod
 * (quotient rounded toward minus infinity), built from the Euclidean ones. */
Term term_quot(Terms *ts, Term a, Term b);
Term term_rem(Terms *ts, Term a, Term b);
Term term_div(Terms *ts, Term a, Term b);
Term term_mod(Terms *ts, Term a, Term b);
/* Bitwise operations of 64-bit machine integers on integer terms: the
 * operands as 64-bit two's complement (Z3's int2bv, which wraps as the
 * machine does), the bit-vector operation, and back to an integer, signed
 * (Int) or unsigned (Word). A shift by 64 or more gives 0 (all sign bits
 * for an arithmetic right shift). b is ignored by TERM_BIT_NOT. */
typedef enum TermBitOp {
    TERM_BIT_AND, TERM_BIT_OR, TERM_BIT_XOR, TERM_BIT_NOT, TERM_BIT_SHL, TERM_BIT_SHRL, TERM_BIT_SHRA
} TermBitOp;
Term term_bitwise(Terms *ts, TermBitOp op, Term a, Term b, bool is_signed);
/* Int to real, and real to the integer below it (floor). */
Term term_to_real(Terms *ts, Term a);
Term term_floor_int(Terms *ts, Term a);

/* ---- Conditions --------------------------------------------------------------- */

Term term_rel(Terms *ts, TermRel rel, Term a, Term b);
Term term_eq(Terms *ts, Term a, Term b);
Term term_le(Terms *ts, Term a, Term b);
Term term_not(Terms *ts, Term a);
/* Conjunction of n conditions (n may be 0). */
Term term_and(Terms *ts, uint32_t n, const Term *parts);
Term term_or(Terms *ts, uint32_t n, const Term *parts);
/* if c then a else b (a and b of one sort). */
Term term_ite(Terms *ts, Term c, Term a, Term b);

/* ---- Reading terms ------------------------------------------------------------ */

/* The term rewritten to a simpler equal one (constants folded). */
Term term_simplify(Terms *ts, Term a);
/* Is the term literally true / false (compare after term_simplify)? */
bool term_is_true(Terms *ts, Term a);
bool term_is_false(Terms *ts, Term a);
bool term_is_real(Terms *ts, Term a);
/* Is the term a numeral; its decimal text ("-3", "1/2": valid until the
 * next call into the factory); its value when it fits 64 bits. */
bool term_is_numeral(Terms *ts, Term a);
const char *term_numeral_text(Terms *ts, Term a);
bool term_numeral_int64(Terms *ts, Term a, int64_t *out);
/* The term in Haskell syntax: fresh constants n!3 as s3, numbers as
 * numbers, arithmetic and comparisons infix; `atom` parenthesises it. */
void term_show(Terms *ts, Term a, bool atom, StrBuf *sb);
/* The value of an integer or real term in a model, as decimal text ("-3",
 * "1/2": valid until the next call into the factory); NULL when it has no
 * numeric value. */
const char *term_model_value(Terms *ts, Model *model, Term a);

#endif
