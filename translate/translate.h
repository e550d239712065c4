/* translate.h — the translator's front: from a resolved spec (src/spec) to
 * the functions the engine runs (docs/translate.md).
 *
 *   context.h   the translator's state: the spec it reads, what it made
 *   measure.h   measures defined by equations, as IR functions
 *   refine.h    refinement expressions to IR (toExp_r)
 *   contract.h  pre, post and toExp, walkers of data types
 *   abstract.h  the values abstracted calls return
 *   wrap.h      g^a, ĝ and the target f_det of a check
 *
 * One direction only: translate/ reads src/spec and src/core, and nothing
 * there reads translate/. */
#ifndef LHX_TRANSLATE_H
#define LHX_TRANSLATE_H

#include "context.h"

/* Opens the translator on a program and its resolved spec: makes the
 * measures' functions (their bodies from the equations) and the functions
 * the spec's constructor and local contracts describe. False with diag set
 * when one of the user's measures cannot be translated (the translator is
 * open all the same: close it). */
bool translate_open(Translator *tr, Program *p, Module *m, const Spec *spec, Diag *diag);
void translate_close(Translator *tr);

#endif
