/* primitives.c — the table behind primitives.h. Adding an entry here is a
 * promise: the engine's primitive dispatch (issue 3) must implement it, and
 * its tests check every entry has a handler. */
#include "primitives.h"

#include <string.h>

#define OP(n, a, w) {n, PRIM_PRIMOP, a, w}
#define FN(n, a, w) {n, PRIM_FUNCTION, a, w}

static const PrimInfo table[] = {
    /* Int# */
    OP("+#", 2, "Int# addition"), OP("-#", 2, "Int# subtraction"), OP("*#", 2, "Int# multiplication"),
    OP("quotInt#", 2, "Int# quotient"), OP("remInt#", 2, "Int# remainder"),
    OP("quotRemInt#", 2, "Int# quotient and remainder"), OP("negateInt#", 1, "Int# negation"),
    OP("==#", 2, "Int# equality"), OP("/=#", 2, "Int# inequality"), OP("<#", 2, "Int# less"),
    OP("<=#", 2, "Int# less or equal"), OP(">#", 2, "Int# greater"), OP(">=#", 2, "Int# greater or equal"),
    OP("andI#", 2, "Int# bitwise and"), OP("orI#", 2, "Int# bitwise or"), OP("xorI#", 2, "Int# bitwise xor"),
    OP("notI#", 1, "Int# bitwise not"), OP("uncheckedIShiftL#", 2, "Int# shift left"),
    OP("uncheckedIShiftRA#", 2, "Int# arithmetic shift right"),
    OP("uncheckedIShiftRL#", 2, "Int# logical shift right"),
    OP("int2Double#", 1, "Int# to Double#"), OP("int2Word#", 1, "Int# to Word#"),
    OP("int2Float#", 1, "Int# to Float#"), OP("chr#", 1, "Int# to Char#"),
    /* Word# */
    OP("plusWord#", 2, "Word# addition"), OP("minusWord#", 2, "Word# subtraction"),
    OP("timesWord#", 2, "Word# multiplication"), OP("quotWord#", 2, "Word# quotient"),
    OP("remWord#", 2, "Word# remainder"),
    OP("quotRemWord#", 2, "Word# quotient and remainder"), OP("eqWord#", 2, "Word# equality"),
    OP("neWord#", 2, "Word# inequality"), OP("ltWord#", 2, "Word# less"), OP("leWord#", 2, "Word# less or equal"),
    OP("gtWord#", 2, "Word# greater"), OP("geWord#", 2, "Word# greater or equal"),
    OP("word2Int#", 1, "Word# to Int#"), OP("and#", 2, "Word# bitwise and"), OP("or#", 2, "Word# bitwise or"),
    OP("xor#", 2, "Word# bitwise xor"), OP("narrow8Word#", 1, "Word# low 8 bits"),
    OP("narrow16Word#", 1, "Word# low 16 bits"), OP("narrow32Word#", 1, "Word# low 32 bits"),
    OP("narrow8Int#", 1, "Int# low 8 bits, signed"), OP("narrow16Int#", 1, "Int# low 16 bits, signed"),
    OP("narrow32Int#", 1, "Int# low 32 bits, signed"),
    /* Char# */
    OP("ord#", 1, "Char# to Int#"), OP("eqChar#", 2, "Char# equality"), OP("neChar#", 2, "Char# inequality"),
    OP("ltChar#", 2, "Char# less"), OP("leChar#", 2, "Char# less or equal"), OP("gtChar#", 2, "Char# greater"),
    OP("geChar#", 2, "Char# greater or equal"),
    /* Double# */
    OP("+##", 2, "Double# addition"), OP("-##", 2, "Double# subtraction"), OP("*##", 2, "Double# multiplication"),
    OP("/##", 2, "Double# division"), OP("**##", 2, "Double# power"), OP("negateDouble#", 1, "Double# negation"),
    OP("fabsDouble#", 1, "Double# absolute value"), OP("sqrtDouble#", 1, "Double# square root"),
    OP("expDouble#", 1, "Double# exponential"), OP("logDouble#", 1, "Double# natural logarithm"),
    OP("sinDouble#", 1, "Double# sine"), OP("cosDouble#", 1, "Double# cosine"),
    OP("tanDouble#", 1, "Double# tangent"), OP("==##", 2, "Double# equality"), OP("/=##", 2, "Double# inequality"),
    OP("<##", 2, "Double# less"), OP("<=##", 2, "Double# less or equal"), OP(">##", 2, "Double# greater"),
    OP(">=##", 2, "Double# greater or equal"), OP("double2Int#", 1, "Double# to Int# (truncation)"),
    OP("double2Float#", 1, "Double# to Float#"), OP("float2Double#", 1, "Float# to Double#"),
    /* Float# */
    OP("plusFloat#", 2, "Float# addition"), OP("minusFloat#", 2, "Float# subtraction"),
    OP("timesFloat#", 2, "Float# multiplication"), OP("divideFloat#", 2, "Float# division"),
    OP("negateFloat#", 1, "Float# negation"), OP("fabsFloat#", 1, "Float# absolute value"),
    OP("sqrtFloat#", 1, "Float# square root"), OP("eqFloat#", 2, "Float# equality"),
    OP("neFloat#", 2, "Float# inequality"), OP("ltFloat#", 2, "Float# less"), OP("leFloat#", 2, "Float# less or equal"),
    OP("gtFloat#", 2, "Float# greater"), OP("geFloat#", 2, "Float# greater or equal"),
    OP("float2Int#", 1, "Float# to Int# (truncation)"),
    /* libm on Double# and Float#: concrete only */
    OP("asinDouble#", 1, "asin"), OP("acosDouble#", 1, "acos"), OP("atanDouble#", 1, "atan"),
    OP("sinhDouble#", 1, "sinh"), OP("coshDouble#", 1, "cosh"), OP("tanhDouble#", 1, "tanh"),
    OP("asinhDouble#", 1, "asinh"), OP("acoshDouble#", 1, "acosh"), OP("atanhDouble#", 1, "atanh"),
    OP("log1pDouble#", 1, "log1p"), OP("expm1Double#", 1, "expm1"),
    OP("expFloat#", 1, "expf"), OP("logFloat#", 1, "logf"), OP("sinFloat#", 1, "sinf"), OP("cosFloat#", 1, "cosf"),
    OP("tanFloat#", 1, "tanf"), OP("asinFloat#", 1, "asinf"), OP("acosFloat#", 1, "acosf"),
    OP("atanFloat#", 1, "atanf"), OP("sinhFloat#", 1, "sinhf"), OP("coshFloat#", 1, "coshf"),
    OP("tanhFloat#", 1, "tanhf"), OP("asinhFloat#", 1, "asinhf"), OP("acoshFloat#", 1, "acoshf"),
    OP("atanhFloat#", 1, "atanhf"), OP("log1pFloat#", 1, "log1pf"), OP("expm1Float#", 1, "expm1f"),
    OP("powerFloat#", 2, "powf"),
    OP("decodeDouble_Int64#", 1, "mantissa and exponent of a Double#"),
    OP("decodeFloat_Int#", 1, "mantissa and exponent of a Float#"),
    /* Control */
    OP("tagToEnum#", 1, "the constructor of an enumeration type with a given tag"),
    OP("dataToTag#", 1, "the tag of a constructor, from 0"),
    OP("seq", 2, "evaluate the first argument to WHNF, return the second"),
    OP("raise#", 1, "throw an exception: a crash"),
    OP("newMutVar#", 2, "a new mutable variable (IORef) holding a value"),
    OP("readMutVar#", 2, "what a mutable variable holds"), OP("writeMutVar#", 3, "replace what a mutable variable holds"),
    OP("sameMutVar#", 2, "are two mutable variables the same one"),
    OP("atomicModifyMutVar2#", 3, "apply a function to what a mutable variable holds; it holds the result's first component"),
    OP("atomicModifyMutVar_#", 3, "apply a function to what a mutable variable holds; it holds the result"),
    /* Built-ins without a definition in any interface */
    FN("GHC.Prim.void#", 0, "the unboxed unit value"),
    FN("GHC.Prim.realWorld#", 0, "the state token"),
    FN("GHC.Magic.lazy", 1, "lazy x = x"),
    FN("GHC.Magic.noinline", 1, "noinline x = x"),
    FN("GHC.Magic.runRW#", 1, "runRW# f = f realWorld#"),
    FN("Unsafe.Coerce.unsafeEqualityProof", 0, "the proof that two types are equal (unsafeCoerce)"),
    /* Integer, as an unbounded integer (GHC.Num.Integer, ghc-bignum) */
    FN("GHC.Num.Integer.integerAdd", 2, "Integer addition"),
    FN("GHC.Num.Integer.integerSub", 2, "Integer subtraction"),
    FN("GHC.Num.Integer.integerMul", 2, "Integer multiplication"),
    FN("GHC.Num.Integer.integerNegate", 1, "Integer negation"),
    FN("GHC.Num.Integer.integerAbs", 1, "Integer absolute value"),
    FN("GHC.Num.Integer.integerSignum", 1, "Integer sign"),
    FN("GHC.Num.Integer.$wintegerSignum", 1, "Integer sign, as Int#"),
    FN("GHC.Num.Integer.integerQuot", 2, "Integer quotient"),
    FN("GHC.Num.Integer.integerRem", 2, "Integer remainder"),
    FN("GHC.Num.Integer.integerDiv", 2, "Integer floored division"),
    FN("GHC.Num.Integer.integerMod", 2, "Integer floored modulus"),
    FN("GHC.Num.Integer.integerQuotRem#", 2, "Integer quotient and remainder"),
    FN("GHC.Num.Integer.integerDivMod#", 2, "Integer floored division and modulus"),
    FN("GHC.Num.Integer.integerEq", 2, "Integer equality"), FN("GHC.Num.Integer.integerNe", 2, "Integer inequality"),
    FN("GHC.Num.Integer.integerLt", 2, "Integer less"), FN("GHC.Num.Integer.integerLe", 2, "Integer less or equal"),
    FN("GHC.Num.Integer.integerGt", 2, "Integer greater"),
    FN("GHC.Num.Integer.integerGe", 2, "Integer greater or equal"),
    FN("GHC.Num.Integer.integerEq#", 2, "Integer equality, as Int#"),
    FN("GHC.Num.Integer.integerNe#", 2, "Integer inequality, as Int#"),
    FN("GHC.Num.Integer.integerLt#", 2, "Integer less, as Int#"),
    FN("GHC.Num.Integer.integerLe#", 2, "Integer less or equal, as Int#"),
    FN("GHC.Num.Integer.integerGt#", 2, "Integer greater, as Int#"),
    FN("GHC.Num.Integer.integerGe#", 2, "Integer greater or equal, as Int#"),
    FN("GHC.Num.Integer.integerCompare", 2, "Integer comparison"),
    FN("GHC.Num.Integer.integerToInt#", 1, "Integer to Int# (wrapping)"),
    FN("GHC.Num.Integer.integerToInt", 1, "Integer to Int (wrapping)"),
    FN("GHC.Num.Integer.integerFromInt#", 1, "Int# to Integer"),
    FN("GHC.Num.Integer.integerFromInt", 1, "Int to Integer"),
    FN("GHC.Num.Integer.integerToWord#", 1, "Integer to Word#"),
    FN("GHC.Num.Integer.integerFromWord#", 1, "Word# to Integer"),
    FN("GHC.Num.Integer.integerToDouble#", 1, "Integer to Double#"),
    FN("GHC.Num.Integer.integerToFloat#", 1, "Integer to Float#"),
    FN("GHC.Num.Integer.integerShiftL#", 2, "Integer times 2^n"),
    FN("GHC.Num.Integer.integerEncodeFloat#", 2, "m * 2^e as Float#"),
    FN("GHC.Real.^1", 0, "negative exponent: a crash"),
    FN("GHC.Num.Integer.integerEncodeDouble#", 2, "m * 2^e as Double#"),
    FN("GHC.Num.Integer.integerFromNatural", 1, "Natural to Integer"),
    FN("GHC.Num.Integer.integerToNatural", 1, "Integer to Natural (absolute value)"),
    FN("GHC.Num.Integer.integerToNaturalClamp", 1, "Integer to Natural (0 below 0)"),
    FN("GHC.Num.Integer.integerToNaturalThrow", 1, "Integer to Natural (crash below 0)"),
    FN("GHC.Num.Integer.integerIsNegative", 1, "Integer < 0"),
    FN("GHC.Num.Integer.integerIsZero", 1, "Integer == 0"),
    FN("GHC.Num.Integer.integerGcd", 2, "Integer greatest common divisor"),
    FN("GHC.Num.Integer.integerLcm", 2, "Integer least common multiple"),
    /* Floating literals: at -O0 a literal 0.1 :: Double is fromRational (1 % 10) */
    FN("GHC.Float.rationalToDouble", 2, "numerator / denominator as the nearest Double"),
    FN("GHC.Float.rationalToFloat", 2, "numerator / denominator as the nearest Float"),
    /* String literals */
    FN("GHC.CString.unpackCString#", 1, "a string literal as [Char]"),
    FN("GHC.CString.unpackCStringUtf8#", 1, "a UTF-8 string literal as [Char]"),
    FN("GHC.CString.unpackAppendCString#", 2, "a string literal prepended to a list"),
    FN("GHC.CString.unpackAppendCStringUtf8#", 2, "a UTF-8 string literal prepended to a list"),
    FN("GHC.CString.unpackNBytes#", 2, "the first n bytes of a string literal as [Char]"),
    FN("GHC.CString.unpackFoldrCString#", 3, "foldr over a string literal"),
    FN("GHC.CString.unpackFoldrCStringUtf8#", 3, "foldr over a UTF-8 string literal"),
    /* Crashes */
    FN("GHC.Err.error", 2, "crash with a message (CallStack dictionary, message)"),
    FN("GHC.Err.errorWithoutStackTrace", 1, "crash with a message"),
    FN("GHC.Err.undefined", 1, "crash (CallStack dictionary)"),
    FN("Control.Exception.Base.patError", 1, "non-exhaustive pattern match: a crash"),
    FN("Control.Exception.Base.recSelError", 1, "missing record field: a crash"),
    FN("Control.Exception.Base.recConError", 1, "missing record field in construction: a crash"),
    FN("Control.Exception.Base.nonExhaustiveGuardsError", 1, "non-exhaustive guards: a crash"),
    FN("Control.Exception.Base.noMethodBindingError", 1, "a class method the instance does not define: a crash"),
    FN("GHC.Exception.throw", 2, "raise an exception (Exception dictionary, exception): a crash"),
    FN("GHC.IO.throwIO", 3, "raise an exception in IO (Exception dictionary, exception, State#): a crash"),
    FN("GHC.Real.divZeroError", 0, "divide by zero: a crash"),
    FN("GHC.Real.overflowError", 0, "arithmetic overflow (minBound `div` (-1)): a crash with machine integers"),
    FN("Control.Exception.Base.absentErr", 0, "an absent argument was used: a crash"),
    FN("GHC.Prim.Panic.absentError", 1, "an absent argument was used: a crash"),
    FN("GHC.Err.absentErr", 0, "an absent argument was used: a crash"),
    /* Showing numbers natively (prelude/primitives.txt gives the exact semantics) */
    FN("GHC.Show.$fShowInteger_$cshowsPrec", 3, "showsPrec for Integer: decimal digits"),
    FN("GHC.Float.$w$sformatRealFloatAlt", 4, "the text of a non-negative Double (show's format)"),
    FN("GHC.Float.$w$sformatRealFloatAlt1", 4, "the text of a non-negative Float (show's format)"),
    /* lhx run's own interface (prelude/stubs/Lhx/Symbolic.hs) */
    FN("Lhx.Symbolic.symbolic", 0, "a fresh symbolic value of the type it is used at"),
    FN("Lhx.Symbolic.assume", 2, "assume p x: continue with x only where p holds"),
    FN("Lhx.Symbolic.assert", 2, "assert p x: a counterexample where p can be False"),
    FN("Lhx.Symbolic.choice", 2, "choice x y: the counterfactual branch x □ y"),
    FN("Lhx.Symbolic.lhxLess", 2, "lhxLess x y: lhx's order on values, for the models' invariants"),
    FN("Lhx.Symbolic.lhxEq", 2, "lhxEq x y: structural equality on any values"),
    FN("GHC.IO.Exception.assertError", 3, "Control.Exception.assert: a counterexample where it fails"),
    /* Refinement logic (src/engine/logic.c), called by translated refinements */
    FN("lhx.logic.eq", 2, "x = y in a refinement: numbers, or data structurally"),
    FN("lhx.logic.ne", 2, "x /= y in a refinement"),
    FN("lhx.logic.order", 2, "x < y in Haskell's derived order on any values (numbers, data)"),
    FN("lhx.logic.lt", 2, "x < y in a refinement"), FN("lhx.logic.le", 2, "x <= y in a refinement"),
    FN("lhx.logic.gt", 2, "x > y in a refinement"), FN("lhx.logic.ge", 2, "x >= y in a refinement"),
    FN("lhx.logic.add", 2, "x + y in a refinement (unboxed result)"),
    FN("lhx.logic.sub", 2, "x - y in a refinement (unboxed result)"),
    FN("lhx.logic.mul", 2, "x * y in a refinement (unboxed result)"),
    FN("lhx.logic.div", 2, "x / y in a refinement: Euclidean division"),
    FN("lhx.logic.mod", 2, "x mod y in a refinement: Euclidean remainder"),
    FN("lhx.logic.neg", 1, "-x in a refinement (unboxed result)"),
    FN("lhx.logic.not", 1, "not p in a refinement"), FN("lhx.logic.and", 2, "p && q, lazy in q"),
    FN("lhx.logic.or", 2, "p || q, lazy in q"), FN("lhx.logic.implies", 2, "p => q, lazy in q"),
    FN("lhx.logic.iff", 2, "p <=> q"), FN("lhx.logic.ite", 3, "if p then x else y, lazy in x and y"),
    FN("lhx.logic.dict_if", 2, "dict_if @C @T d rest: d when the constraint C is T at run time, else rest (lazy)"),
    FN("lhx.logic.pointwise", 1, "replay: two functions compared at their witness argument (only a difference is confirmed)"),
    FN("lhx.logic.true", 0, "true"), FN("lhx.logic.false", 0, "false"),
};

#undef OP
#undef FN

static const PrimInfo *find(const char *name, PrimKind kind) {
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (table[i].kind == kind && strcmp(table[i].name, name) == 0) return &table[i];
    return NULL;
}

const PrimInfo *prim_lookup_primop(const char *name) { return find(name, PRIM_PRIMOP); }
const PrimInfo *prim_lookup_function(const char *qualified_name) { return find(qualified_name, PRIM_FUNCTION); }

const PrimInfo *prim_table(int *count) {
    *count = (int)(sizeof table / sizeof *table);
    return table;
}
