/* parse.h — the parser of LiquidHaskell declarations (internal API
 * shared by parse.c, parse_type.c and parse_expr.c; callers
 * use read.h).
 *
 * Recursive descent over the tokens of one region (lex.h).
 *
 * Declarations. One region may hold several declarations, separated by `;`
 * or by layout: a token that is first on its line, outside any bracket, at
 * or left of the column of the region's first token, that can start a
 * declaration (a name, `(`, LIQUID), and that does not follow an operator
 * or a comma, starts the next declaration. So
 *     {-@ measure size :: List a -> Int
 *         size Emp        = 0
 *         size (x :+: xs) = 1 + size xs @-}
 * is one measure with two equations, and continuation lines may sit at any
 * indentation after `->`, `|`, `=`, `&&`, ... or inside brackets.
 *
 * Precedence of the refinement logic, loosest first (fixity x 10; the same
 * numbers as Haskell's fixities where Haskell has the operator):
 *
 *     0   if p then e1 else e2    (prefix; the else branch extends right)
 *     5   <=>                     right
 *    10   =>  ==>                 right
 *    20   ||                      right
 *    30   &&                      right
 *    35   not p                   prefix; its operand is a relation or tighter
 *    40   = == /= != < <= > >=    non-associative (a < b < c is an error)
 *    50   ++ :  (user operators)  right (Haskell's fixity for these)
 *    60   + -                     left
 *    65   -e                      prefix; its operand binds at 70 (-a*b = -(a*b))
 *    70   * / mod `mod` `div`     left
 *    90   other operators and `f` left, unless an `infix` declaration says otherwise
 *    95   ? e                     prefix; its operand is an application
 *   100   f a b, Prop e           application (juxtaposition; f(a, b) too)
 *
 * Types: forall a. t; C => t; x:t1 -> t2 (right-assoc); T a b (application);
 * [t]; (t1, t2); {v:B | p}; {v | p}; {p} where a whole type is expected;
 * {e} and integer literals as value arguments of an alias (T a {e});
 * a trailing / [e1, ...] on a signature is its termination metric.
 *
 * Abstract refinements (parse_type.c): `forall a <p :: a -> Bool, q ::
 * …>.` declares them (a data declaration too: `data L a <p :: …> = …`), and
 * bounds `{x::a<p> |- a<q> <: t}` may follow the forall's '.'; an atom is
 * applied to some with `t<a1, …>` (Int<p>, a<p x>, [a]<{\x y -> x <= y}>,
 * (k <l key>)), a type constructor before its arguments (`T <p, q> a`), a
 * whole application after them (`T a <<p>>`). Each argument is p or p e…
 * (application level), {\x y -> e}, {v:t | e} or \x -> t. */
#ifndef LHX_SPEC_PARSE_H
#define LHX_SPEC_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/diag.h"
#include "../util/intern.h"
#include "ast.h"
#include "lex.h"

/* Fixity numbers (x 10) used by parser and printer. */
enum {
    SPEC_PREC_ITE = 0,
    SPEC_PREC_IFF = 5,
    SPEC_PREC_IMP = 10,
    SPEC_PREC_OR = 20,
    SPEC_PREC_AND = 30,
    SPEC_PREC_NOT = 35,
    SPEC_PREC_REL = 40,
    SPEC_PREC_ADD = 60,
    SPEC_PREC_NEG = 65,
    SPEC_PREC_MUL = 70,
    SPEC_PREC_USER = 90,
    SPEC_PREC_QUESTION = 95,
    SPEC_PREC_APP = 100,
    SPEC_PREC_ATOM = 110,
};

typedef struct SpecFixity {
    int prec; /* x 10 */
    SpecAssoc assoc;
} SpecFixity;

typedef struct SpecKeywords {
    Sym forall, if_, then_, else_, not_, true_, false_, mod, prop, hole, colon;
} SpecKeywords;

typedef struct SpecParser {
    /* per file */
    Arena *a;
    Interner *in;
    Diag *diag;
    const char *file;
    SymMap fixities; /* operator -> SpecFixity*, from infix declarations */
    SpecVec decls;   /* SpecDecl*, the output */
    SpecKeywords kw;
    /* per region */
    const SourceRegion *region;
    const SpecToken *toks;
    size_t ntoks, pos;
    bool bare;
    int ref_col;       /* layout column: that of the region's first token */
    size_t item_start; /* index of the current declaration's first token */
    SpecToken end_tok; /* what sp_cur returns at the end of a declaration */
    const char *ctx;   /* what is being parsed, for messages */
    int depth;         /* recursion depth */
    Sym stop_name;     /* a measure's name: a line starting with it ends a type */
    bool in_gadt;      /* parsing a GADT's constructors: `C ::` on a new line is the next one */
} SpecParser;

void sp_init(SpecParser *p, const char *file, Arena *a, Interner *in, Diag *diag);
void sp_free(SpecParser *p);
/* Parses every declaration of one region, appending to p->decls. */
bool sp_parse_region(SpecParser *p, const SourceRegion *r);
/* After the last region: the instance measures of one name become one
 * measure (their equations in order), in the place of the first. */
void sp_merge_instance_measures(SpecParser *p);

/* Tokens. sp_cur returns end_tok (kind SK_EOF) at the end of the current
 * declaration; sp_peek(p, k) the k-th token after the current one, or
 * end_tok if the declaration ends before it. */
/* Layout (parse_cursor.c): is t punctuation that never names a declared
 * function; can token i start a declaration; does token i start a new
 * one (or is it a `;` ending one)? */
bool sp_reserved_decl_op(const SpecToken *t);
bool sp_can_start_decl(const SpecParser *p, size_t i);
bool sp_boundary_at(const SpecParser *p, size_t i);
const SpecToken *sp_cur(SpecParser *p);
const SpecToken *sp_peek(SpecParser *p, size_t k);
void sp_next(SpecParser *p);
bool sp_at_end(SpecParser *p);
bool sp_is_op(const SpecToken *t, const char *op);
bool sp_is_word(const SpecToken *t, const char *word);
SpecPos sp_pos(const SpecParser *p, const SpecToken *t);
bool sp_expect_op(SpecParser *p, const char *op);
bool sp_expect(SpecParser *p, SpecTokKind kind, const char *what);

/* Errors: `unexpected X in <ctx>, expected <what>` (EXIT_BAD_INPUT) at the
 * current token; `unsupported LiquidHaskell construct: <what>`
 * (EXIT_UNSUPPORTED) at t. All return false / NULL. */
bool sp_expected(SpecParser *p, const char *what);
bool sp_unsupported(SpecParser *p, const SpecToken *t, const char *what);
bool sp_error_at(SpecParser *p, const SpecToken *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool sp_too_deep(SpecParser *p, SpecPos pos);
/* Recursion guard: false (with an error) when nesting exceeds SPEC_MAX_DEPTH. */
bool sp_enter(SpecParser *p);
void sp_leave(SpecParser *p);

/* parse_type.c */
SpecType *sp_type(SpecParser *p);  /* forall, constraints, functions */
SpecType *sp_btype(SpecParser *p); /* an application T a b, or an atom */
/* One type atom in argument position (a constructor field, an argument of
 * T): {v:B | p} is a refinement, {e} and literals are value arguments. */
SpecType *sp_atype(SpecParser *p);
bool sp_can_start_atype(SpecParser *p, const SpecToken *t);
/* A refinement {B | p} written without a binder takes the binder of the
 * argument or field it types (x:{Int | x > 0}); no-op for other types. */
void sp_name_implicit_binder(SpecType *t, Sym binder);

/* parse_type.c: abstract refinements */
/* Is the current token the '<' of abstract refinements applied to a type
 * (`<`, or `<\` of a predicate written \x -> t)? Of `<<` (the whole type)? */
bool sp_at_absref(SpecParser *p);
bool sp_at_absref_whole(SpecParser *p);
/* base<a1, …> and base <<a1, …>> (ST_ABSREF), NULL with a diag. */
SpecType *sp_absref(SpecParser *p, SpecType *base);
SpecType *sp_absref_whole(SpecParser *p, SpecType *base);
/* <p :: sort, …> at the current '<'. */
bool sp_abs_params(SpecParser *p, SpecAbsParam **out, size_t *n);
/* The bounds {… |- t <: u} at the current token (none is fine). */
bool sp_bounds(SpecParser *p, SpecBound **out, size_t *n);

/* parse_expr.c */
SpecExpr *sp_expr(SpecParser *p, int min_prec);
/* A predicate where `ctx` is being parsed: `unexpected X in <ctx>,
 * expected a predicate` if none starts here. */
SpecExpr *sp_pred(SpecParser *p, const char *ctx);
bool sp_can_start_expr(SpecParser *p, const SpecToken *t);
/* The fixity of operator (or backquoted name) sym. */
SpecFixity sp_fixity(SpecParser *p, Sym sym, bool backquoted);

#endif
