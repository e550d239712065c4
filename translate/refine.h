/* refine.h — refinement expressions to λG (the paper's toExp_r, Fig. 11).
 *
 * A refinement becomes an ordinary IR expression that the engine evaluates
 * lazily and symbolically on Haskell values: relations, arithmetic and
 * connectives call the engine's lhx.logic.* primitives, which compare boxed
 * and unboxed numbers alike and data structurally, so no type inference is
 * needed here; variables are the binders of the refinement type in scope;
 * measures are Haskell functions (lifted with `measure f`) or lhx's models
 * of the built-in ones. */
#ifndef LHX_REFINE_H
#define LHX_REFINE_H

#include "../src/core/ir.h"
#include "../src/spec/ast.h"
#include "../src/util/diag.h"

/* The binders in scope: refinement-type binders mapped to IR variables. */
typedef struct RefineScope {
    Sym name;
    Var *var;
    const struct RefineScope *next;
} RefineScope;

struct Translator;

typedef struct Refiner {
    Program *p;
    const Module *module; /* the user's module: its functions can be measures */
    Diag *diag;
    const struct Translator *tr; /* measures, data specs; NULL in unit tests of the logic alone */
    uint32_t file_index;       /* the spec file the refinement comes from (measure scope) */
    const struct RefineScope *outer; /* binders of an enclosing function (a local signature's), or NULL */
    /* the refinement is asserted, not assumed: `invariant`s are left out
     * (LiquidHaskell assumes them of every value and never checks them;
     * `using` ones it checks) */
    bool asserting;
    /* assumed, the value checked at the top (each argument of contract_pre,
     * the result of contract_post) is rebuilt by the caller with its function
     * fields wrapped (contract_rebuild_fields): the assumption leaves those
     * fields out there, as a Bool cannot say them */
    bool fields_wrapped;
} Refiner;

/* The IR for e (a Bool or a number, as e is), or NULL with diag set:
 * EXIT_BAD_INPUT for a name that is not in scope, EXIT_UNSUPPORTED for a
 * construct the translation does not handle, each at e's position. */
Expr *refine_expr(Refiner *r, const SpecExpr *e, const RefineScope *scope);

/* The arguments of a function applied in a refinement, and the binders in
 * scope there: what chooses its class dictionaries (refine_dict.h). */
typedef struct RefineCall {
    const RefineScope *scope;
    Expr *const *args;
    uint32_t nargs;
} RefineCall;

/* A call of a Haskell function used in the logic: the function applied to
 * a placeholder type per type variable (types are erased when running) and
 * to its class dictionaries, found for call (NULL: none known). NULL with
 * diag when a dictionary cannot be found. */
Expr *refine_function_head(Refiner *r, Global *g, const char *file, int line, int col, const RefineCall *call);

/* The global of an lhx.logic primitive ("eq", "and", …), made on first use. */
Global *refine_logic_global(Program *p, const char *op);

#endif
