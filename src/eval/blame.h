/* blame.h — is an abstract counterexample's blame right? (PLDI'19 §6.2)
 *
 * The paper compares each bad file with the good file the student ended up
 * with: an abstract counterexample that blames f is correct if, in the good
 * file, (a) f's specification changed, (b) a use of f changed (the student
 * replaced f, or changed the code around it so that LiquidHaskell infers
 * something else), or (c) by manual inspection it is otherwise acceptable;
 * it is spurious otherwise. (a) and (b) are computed here by diffing the two
 * files (source.h); (c) is the corpus author's word: the manifest's `blame`
 * names f. */
#ifndef LHX_EVAL_BLAME_H
#define LHX_EVAL_BLAME_H

#include "manifest.h"
#include "outcome.h"
#include "source.h"

typedef enum BlameClass {
    BLAME_SPEC,     /* (a) the blamed function's specification changed */
    BLAME_USE,      /* (b) the code of a function that calls it changed */
    BLAME_OTHER,    /* (c) neither, but the manifest expects this blame */
    BLAME_SPURIOUS,
    BLAME_UNKNOWN,  /* a file could not be read */
    BLAME_CLASS_COUNT
} BlameClass;

const char *blame_class_name(BlameClass c);

/* The class of o (an abstract outcome of entry e), and why, in evidence:
 * "spec of size changed", "code of concat (calls size) changed", …
 * Tries every blamed function; the first class in enum order wins. */
BlameClass blame_classify(const ManifestEntry *e, const Outcome *o, const HsSource *bad, const HsSource *good,
                          StrBuf *evidence);

/* Reads the entry's two files and classifies (BLAME_UNKNOWN if one cannot
 * be read, with the reason as evidence). */
BlameClass blame_classify_files(const ManifestEntry *e, const Outcome *o, StrBuf *evidence);

#endif
