/* crash_site.h — where in the source a crash is, as far as the program
 * itself says: GHC gives patError and its family (nonExhaustiveGuardsError,
 * recConError, noMethodBindingError) a string "File.hs:(l1,c1)-(l2,c2)|what"
 * or "File.hs:l:c1-c2|what", and `error` (and every function with a
 * HasCallStack constraint) a CallStack dictionary whose newest entry holds
 * the SrcLoc of the call. Reports show that position (docs/json.md,
 * "violation"); nothing here evaluates anything, so a crash's position is
 * read without changing the path. */
#ifndef LHX_CRASH_SITE_H
#define LHX_CRASH_SITE_H

#include "machine.h"

/* The position in GHC's location string s[0..len), file interned as a
 * source file of the program. False (out untouched) when s holds none or
 * names a file the program has no binder in. */
bool crash_site_of_string(const Machine *m, const char *s, uint32_t len, Span *out);

/* The SrcLoc of the newest entry of the CallStack dictionary in cell
 * `dict`, read from the unevaluated expressions GHC builds for it
 * (pushCallStack, SrcLoc, string and Int literals) or from the values they
 * became. False (out untouched) when the call stack is empty or not built
 * that way. */
bool crash_site_of_callstack(Machine *m, Addr dict, Span *out);

#endif
