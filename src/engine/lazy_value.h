/* lazy_value.h — what a cell is, seen without evaluating anything.
 *
 * A symbolic function does not evaluate an argument of a data type (it
 * must stay lazy), yet it must answer equal arguments equally: two calls
 * `f []` and `f []` that get different answers leave a candidate no
 * function reproduces. And a counterexample prints such a function as the
 * table of its answers, whose arguments must show which call was which.
 * Both need to know what a cell holds when that takes no evaluation: a
 * value, or a thunk that only builds a constructor (`(:) x []` made by a
 * specification), whose fields are again such cells or expressions, or an
 * application of a function to such arguments: code is pure, so one
 * function applied to equal arguments is one value, whether the
 * application is partial (`const' mb`) or a computation (`guard mp b`),
 * and evaluated or not. The code calls a function through the
 * translator's assertion function (lhx.assert.f), the specification
 * through f itself: the same function, its contract checked. */
#ifndef LHX_LAZY_VALUE_H
#define LHX_LAZY_VALUE_H

#include "machine.h"

#include <stdbool.h>

/* A cell, or an expression in an environment that no cell holds yet (a
 * constructor's argument in a thunk), or a top-level variable (one global
 * is one value). */
typedef struct Lazy {
    Addr addr;
    const Expr *e;
    Env *env;
    const Global *global;
} Lazy;

enum { LAZY_MAX_FIELDS = 8 };

/* A constructor, or a function, with its value arguments (type
 * arguments skipped). */
typedef struct LazyCon {
    const DataCon *con; /* NULL for an application of a function */
    Lazy fn;            /* that function (a global, or a cell) */
    uint32_t n;
    Lazy fields[LAZY_MAX_FIELDS];
} LazyCon;

/* Follows variables and casts until l is a cell's value, a global, a
 * literal or an expression that builds a constructor or applies a
 * variable; false for other expressions. */
bool lazy_settle(Machine *m, Lazy *l);

/* A settled l that is a constructor (a value or an expression) or an
 * application of a variable as one; false for anything else. */
bool lazy_con(Machine *m, const Lazy *l, LazyCon *out);

/* Are the cells equal whatever the solver chooses: one cell, one value,
 * the same constructor with such fields, one primitive (a concrete value
 * or one SMT term)? False when in doubt (a thunk that computes, a literal,
 * a deep value). */
bool surely_equal(Machine *m, Addr a, Addr b);

#endif
