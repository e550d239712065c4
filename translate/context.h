/* context.h — the translator's state for one program: the resolved spec it
 * reads (src/spec/resolve.h, never changed) and what it has made from it.
 *
 * What it makes lives in the Program (IR functions the engine runs) and is
 * found again through the tables here:
 *   - per measure defined by equations, its function `lhx.measure.N.m`
 *     (built by measure.c when the translator opens);
 *   - per contract, the function it describes when Core has none of its
 *     own: a refined constructor as a function `lhx.con.C` (λx1 … xn.
 *     C x1 … xn), a where/let binder as `lhx.local.f.go` (its definition);
 *   - per contract, its assertion function g^a and counterfactual ĝ, made
 *     on first use (wrap.c).
 * The walkers, generators and pickers of data types are globals of the
 * Program named after their type (contract.c, abstract.c). */
#ifndef LHX_TRANSLATE_CONTEXT_H
#define LHX_TRANSLATE_CONTEXT_H

#include "../src/spec/resolve.h"

typedef struct ContractMade {
    Global *subject;        /* the function the contract describes */
    Global *assertion;      /* g^a */
    Global *counterfactual; /* ĝ (g^a itself when g is not abstracted) */
} ContractMade;

typedef struct Translator {
    Program *p;
    Module *module;       /* the checked module: its functions can be measures */
    const Spec *spec;
    Arena arena;          /* contracts of function-typed arguments */
    Global **measures;    /* per Spec.measures: the function the measure is */
    ContractMade *made;   /* per Spec.contracts */
} Translator;

/* Makes the functions of measures (without their bodies: measure.c builds
 * them) and the functions constructor and local contracts describe, in the
 * spec's order. Never fails. */
void context_init(Translator *tr, Program *p, Module *m, const Spec *spec);
void context_free(Translator *tr);

/* The function a measure name stands for, seen from spec file file_index
 * (spec_measure), or NULL. */
Global *translator_measure(const Translator *tr, uint32_t file_index, Sym name);

/* The function contract c describes: c->g, or the one made for a
 * constructor or a local binder. */
Global *translator_subject(const Translator *tr, const Contract *c);

/* What the translator made for contract c of the spec (not for the
 * contracts of function-typed arguments it makes itself). */
ContractMade *translator_made(const Translator *tr, const Contract *c);

#endif
