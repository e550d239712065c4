/* liquid_output.h — reading what a failed `liquid` (LiquidHaskell) run
 * printed, for `lhx after-liquid`.
 *
 * Three formats, told apart by their text:
 *
 * - the older format of the `liquid` executable (0.8.x):
 *     File.hs:12:5-20: Error: Liquid Type Mismatch
 *       Inferred type ...
 * - the GHC format (LiquidHaskell >= 0.8.10 as a GHC plugin, 0.9.x):
 *     File.hs:55:1: error:
 *         Liquid Type Mismatch          (or `• Liquid Type Mismatch`)
 * - `liquid --json`: a JSON array of {"start": {line, column},
 *   "stop": {line, column}, "message": "..."} (stop's column exclusive, as
 *   GHC's span ends are), optionally "filename"; a `RESULT` line may come first.
 *
 * Positions are printed as L:C, L:C-C2, L1:C1-L2:C2 or (L1,C1)-(L2,C2).
 * What surrounds the errors (version banner, `Targets:`, `**** DONE: ...`,
 * `**** RESULT: UNSAFE ****`, GHC's `[1 of 2] Compiling ...`, GHC warnings)
 * is skipped; the result lines set `safe` / `unsafe`. */
#ifndef LHX_LIQUID_OUTPUT_H
#define LHX_LIQUID_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/arena.h"
#include "../util/diag.h"
#include "../util/intern.h"

/* The kinds of error: LiquidError.kind is one of these strings (compare
 * them with strcmp). */
#define LIQUID_KIND_MISMATCH "mismatch"       /* Liquid Type Mismatch, Totality Error, Refinement type error */
#define LIQUID_KIND_TERMINATION "termination" /* Termination Check / Termination Error */
#define LIQUID_KIND_UNBOUND "unbound"         /* Unbound symbol / variable, Unknown variable */
#define LIQUID_KIND_ILLEGAL_SPEC "illegal-spec" /* Illegal type specification, Bad Data Specification, ... */
#define LIQUID_KIND_PARSE "parse"             /* Cannot parse specification */
#define LIQUID_KIND_GHC "ghc"                 /* GHC Error, or any other error in GHC's format */
#define LIQUID_KIND_OTHER "other"             /* anything else LiquidHaskell reports */

typedef struct LiquidError {
    const char *file; /* as printed; the default file when none is printed; NULL if neither */
    /* From 1, end inclusive; end_* = line/col for a one-character position.
     * All 0 when liquid printed no position (`<no source information>`). */
    int line, col, end_line, end_col;
    const char *kind;    /* one of the LIQUID_KIND_ strings */
    const char *title;   /* what went wrong, e.g. "Liquid Type Mismatch" (never NULL) */
    const char *header;  /* the error's first line as printed (leading blanks and a
                            `liquid: ` or banner prefix removed) */
    const char *message; /* the whole block, header and details, verbatim; no
                            trailing newline */
    /* The lines of the input the block spans, from 1: its header's and its
     * last non-blank one's (0 and 0 for `liquid --json`, whose errors are
     * not lines), so that the text can be reprinted with additions. */
    int first_line, last_line;
} LiquidError;

typedef struct LiquidOutput {
    LiquidError *errors; /* in order of appearance, duplicates removed (malloc'd) */
    size_t n;
    bool safe;   /* liquid printed a SAFE result and no error */
    bool unsafe; /* liquid printed an UNSAFE (or ERROR) result; for --json: errors */
    bool json;   /* the input was `liquid --json` output */
    Arena arena; /* owns the errors' headers and messages */
    Interner names; /* owns their files and titles, each stored once */
} LiquidOutput;

/* Parses text (len bytes, need not be NUL-terminated). input_name names the
 * text in diagnostics (NULL: "<liquid output>"); default_file is the file of
 * errors whose file is not printed (may be NULL). On success out holds the
 * errors (possibly none, when liquid said SAFE). Returns false, with diag
 * set (EXIT_BAD_INPUT, positioned in the text) and out empty, when the text
 * is not recognisable as liquid output, is malformed JSON or JSON of the
 * wrong shape, has an error without a source position, or failed without
 * printing any error. out must be freed with liquid_output_free either way. */
bool liquid_output_parse(const char *text, size_t len, const char *input_name, const char *default_file,
                         LiquidOutput *out, Diag *diag);

void liquid_output_free(LiquidOutput *out);

#endif
