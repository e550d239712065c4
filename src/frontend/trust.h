/* trust.h — `--no-th`: refusing, before GHC runs, the ways a Haskell file
 * makes GHC execute code from it (README, "Trust").
 *
 * lhx compiles the file with GHC, and GHC runs code at compile time when
 * the file asks it to: Template Haskell splices and quasi-quotes
 * (`TemplateHaskell`, `QuasiQuotes`), annotations (`{-# ANN … #-}`, which
 * GHC evaluates), a preprocessor (`OPTIONS_GHC -F -pgmF prog`, any other
 * `-pgm…` program, `-opt…` options to those programs), compiler plugins
 * (`-fplugin=…`; LiquidHaskell's own `-fplugin=LiquidHaskell` is left
 * alone), and CPP, which could assemble or include any of these. With
 * --no-th lhx scans the file and every module it imports from its own
 * directory, boot files included (the modules GHC compiles with it), for
 * these, and refuses the
 * first it finds with `FILE:LINE:COL: error: --no-th: …`. `-i` in
 * OPTIONS_GHC is refused too: it would make GHC compile modules from
 * directories the scan does not cover. */
#ifndef LHX_TRUST_H
#define LHX_TRUST_H

#include <stdbool.h>

#include "../util/diag.h"

/* True if file and its local imports ask GHC to run none of their code;
 * false with diag set (EXIT_BAD_INPUT, positioned) at the first request,
 * or when a file cannot be read. */
bool trust_check_no_th(const char *file, Diag *diag);

#endif
