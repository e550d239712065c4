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
 *     on first use (wrap.c);
 *   - per instance dictionary holding a refined method, its copy
 *     `lhx.dict.$fCT` whose methods are their ĝ (wrap.c).
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
    SymMap inferred;      /* Global id -> Contract* (inferred): unsigned helpers' inferred types (qualifiers.h) */
    SymMap override;      /* Global id -> Contract* (inferred): a type tried instead of g's own (suggestions) */
    SymMap dictionaries;  /* dictionary function or record selector id -> Global*: its copy whose calls go through their contracts (wrap.c) */
} Translator;

/* A type the translator made itself (an inferred type, a suggested one) and
 * what was made for it; the contract comes first, so a Contract marked
 * inferred is always the start of one. */
typedef struct InferredContract {
    Contract c;
    ContractMade made;
} InferredContract;

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

/* What the translator made for contract c of the spec or for an inferred
 * contract (not for the contracts of function-typed arguments it makes
 * itself: NULL). */
ContractMade *translator_made(const Translator *tr, const Contract *c);

/* The inferred contract of g (translator_add_inferred), or NULL. */
const Contract *translator_inferred(const Translator *tr, const Global *g);
/* Makes c (inferred: made by qualifier_contract) g's type for the
 * counterfactual search: calls of g in f_det become ĝ. Replaces none. */
void translator_add_inferred(Translator *tr, Global *g, const Contract *c);
/* Until cleared (c NULL), f_det uses c (inferred: made by the translator)
 * for g instead of g's signature or inferred type. */
void translator_override(Translator *tr, Global *g, const Contract *c);
const Contract *translator_overridden(const Translator *tr, const Global *g);

#endif
