/* termination.h — LiquidHaskell's termination check as assertions in f_det
 * (seed paper 003, §2.3 and §4.2; issue 15).
 *
 * LiquidHaskell requires every recursive call to be made with a strictly
 * smaller, non-negative metric: the one written `f :: … / [e1, e2]`
 * (lexicographic), else by default the first argument that has a size (an
 * Int itself, a list's len). The translator instruments each recursive call
 * of the checked function — calls of the functions of its recursive group
 * and of its local recursive binders (where/let) — with
 *
 *   let y = args; old_i = e_i[params]; new_i = e_i[y]
 *   in assert (new lexicographically below old, each >= 0) (call y)
 *
 * an assertion of kind ASSERT_TERMINATION whose site's `contract` is a
 * TerminationSite (what the report needs to explain it). A call whose
 * argument is a field taken out of the metric's own list or data argument
 * by a case (structural recursion) decreases by construction and is left
 * alone. `lazy f` and `--no-termination` turn the check off.
 *
 * The search runs the instrumented target on its own (search option
 * only_termination), so safety counterexamples are found exactly as
 * before (src/check/function.c). */
#ifndef LHX_TERMINATION_H
#define LHX_TERMINATION_H

#include "context.h"

/* What a termination assertion's failure means. Its AssertSite's args are,
 * in order: the call's ncallee value arguments, the caller's ncaller
 * parameters, the nmetric old metric values, the nmetric new ones. */
typedef struct TerminationSite {
    const char *caller;     /* the function whose body makes the call */
    const char *callee;     /* the function called (the same one, or one of its group) */
    uint32_t ncallee, ncaller, nmetric;
    const char **metric;    /* each component as text: "n", "len xs" */
    const char *described;  /* "n (Int, must be >= 0 and decrease)" or "[len xs + len ys]" (the user's) */
    bool written;           /* the user wrote the metric (/ [..]) */
    bool held;              /* checked where a lazy value holding the call is built (termination_guard) */
    bool not_part;          /* no metric: the call passes a value that is not a part of an autosize parameter */
    bool same;              /* the call passes every parameter back: no metric whatever can decrease */
} TerminationSite;

typedef struct Termination Termination;

/* A metric for one function (by source name), to try in place of its own. */
typedef struct TerminationMetric {
    const char *function;
    SpecExpr **metric;
    uint32_t n;
} TerminationMetric;

/* The termination check for target f (contract c, or NULL): NULL when
 * LiquidHaskell would not check it (`lazy f`, `--no-termination`). Lives in
 * tr's program arena. A function without a written metric tries its
 * parameters that have a size (LiquidHaskell's default metric is the first
 * one that works): one on which every call decreases structurally if there
 * is one, else the candidate-th (from 0; its last when it has fewer). */
Termination *termination_open(Translator *tr, Global *f, const Contract *c, uint32_t candidate,
                              const TerminationMetric *tryit, Diag *diag);

/* While copying a let: v (bound to rhs) is a local recursive function whose
 * own calls inside rhs are to be checked (between enter and leave). */
void termination_enter_local(Termination *t, Var *v, Expr *rhs);
void termination_leave_local(Termination *t, Var *v);

/* The copy of call `orig` (an application, copied as `copy`): the copy
 * itself, or the copy under a termination assertion when orig calls a
 * checked function. NULL with diag on failure. */
Expr *termination_call(Termination *t, const Expr *orig, Expr *copy, Diag *diag);

/* The same assertion on call `orig` (copied as `copy`), but around body:
 * the check of a call made before the call itself runs (body unchanged
 * when orig calls no checked function). */
Expr *termination_guard(Termination *t, const Expr *orig, Expr *copy, Expr *body, Diag *diag);

/* The checked calls that lazy expression e (a constructor's field) holds
 * outside any λ and case of its own, whose arguments name none of its
 * lets: LiquidHaskell checks every call where it is written, whether or
 * not it ever runs, so these are checked where e is built (a λ's or a
 * case's calls are checked when it runs, under its path conditions).
 * *out malloc'd; returns how many. */
uint32_t termination_held_calls(Termination *t, const Expr *e, const Expr ***out);

/* How many calls were instrumented so far. */
uint32_t termination_sites(const Termination *t);
/* After instrumenting: whether some function has a further candidate. */
bool termination_more(const Termination *t);
/* Metrics to suggest for `function` (f itself or one of its local
 * binders), simplest first: each sized argument (an Int, a list's len),
 * the sums of two, the differences of two Ints, lexicographic pairs. *out
 * in the program's arena; returns how many. */
uint32_t termination_metrics_to_try(Translator *tr, Global *f, const Contract *c, const char *function,
                                    TerminationMetric **out);
/* `[len xs + len ys]` (malloc'd). */
char *termination_metric_text(const Program *p, const TerminationMetric *m);

/* Frees what instrumenting needed (the sites made stay valid). */
void termination_close(Termination *t);

/* The module's top-level functions f calls, directly or through others
 * (f itself left out): *out malloc'd, the count returned. */
uint32_t termination_callees(const Module *m, const Global *f, Global ***out);

#endif
