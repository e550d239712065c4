/* transcendental.h — exp, log, sin, cos, … of a symbolic real.
 *
 * SMT reals have no transcendental functions (Z3's are incomplete and slow),
 * so the result of such a function on a symbolic argument is a fresh real,
 * constrained by facts that hold for every argument: sin and cos lie in
 * [-1, 1], exp is positive and at least 1 + x, cosh at least 1, tanh
 * between -1 and 1, log x at most x - 1. The search may thus pick a result
 * the function never gives; replay, which runs the real libm function,
 * drops every counterexample that depends on such a pick. A "none" verdict
 * stays sound: the search covered more results than the function has. */
#ifndef LHX_TRANSCENDENTAL_H
#define LHX_TRANSCENDENTAL_H

#include "machine.h"

/* The result of function `name` (the primop's name: "expDouble#",
 * "sinFloat#", "**##", …) on the real term x (and y for a power), with its
 * facts asserted on the path. */
Term transcendental_term(Machine *m, const char *name, Term x, Term y);

#endif
