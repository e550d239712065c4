/* cvalue.h — counterexample values, detached from the machine.
 *
 * The machine backtracks; a counterexample must outlive it. A CValue is a
 * value read out of a path into an arena the caller owns: constructors
 * with their fields, numbers and characters from the solver's model, `_`
 * for parts the execution never looked at, and symbolic functions as the
 * table of the answers they gave. show.h prints CValues as Haskell; replay.h
 * turns them back into machine values for a concrete run. */
#ifndef LHX_CVALUE_H
#define LHX_CVALUE_H

#include "machine.h"

typedef enum CValueKind {
    CV_CON,     /* constructor and fields */
    CV_INT,     /* Int#, Word#, Integer that fits: i */
    CV_BIG,     /* an Integer beyond 64 bits: text */
    CV_CHAR,    /* Char#: i */
    CV_DOUBLE,  /* Double#, Float#: d */
    CV_STRING,  /* Addr# literal: text */
    CV_UNUSED,  /* never evaluated: `_` */
    CV_FUN,     /* a symbolic function: its answers */
    CV_TERM,    /* a symbolic term (when printing without a model): text */
    CV_OPAQUE,  /* a closure or partial application: `<function>` */
} CValueKind;

typedef struct CValue CValue;
struct CValue {
    CValueKind kind;
    DataCon *con;
    uint32_t n;
    CValue **args;    /* CV_CON: fields; CV_FUN: arguments of the answers */
    CValue **results; /* CV_FUN: answers, in call order */
    int64_t i;
    double d;
    bool is_float;
    PrimType pt;  /* CV_INT, CV_BIG, CV_CHAR, CV_DOUBLE: the primitive's type */
    Type *type;   /* CV_FUN: the function's type (replay needs it) */
    char *text;
};

/* Reads the value in a cell, of type `type` (NULL if unknown: newtype
 * constructors are then not shown). model NULL: symbolic parts become
 * terms. The result is allocated in `out`. Results can be infinite: reading
 * stops after a few thousand nodes (the rest reads `...`). */
CValue *cvalue_read(Machine *m, Model *model, Addr a, Type *type, Arena *out);
CValue *cvalue_read_value(Machine *m, Model *model, Value *v, Arena *out);

/* Could a and b be the same value (parts never evaluated match anything)? */
bool cvalue_may_equal(const CValue *a, const CValue *b);
/* Is a symbolic function's table a function (no two equal arguments with
 * different answers)? Checks every CV_FUN inside v. */
bool cvalue_consistent(const CValue *v);

#endif
