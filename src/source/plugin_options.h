/* plugin_options.h — the options a Haskell file gives LiquidHaskell's GHC
 * plugin in its own pragmas.
 *
 * LiquidHaskell's documentation has users write
 *   {-# OPTIONS_GHC -fplugin=LiquidHaskell #-}
 *   {-# OPTIONS_GHC -fplugin-opt=LiquidHaskell:--no-totality #-}
 * and an option given there means what the same option means in a
 * `{-@ LIQUID "…" @-}` pragma. The spec reader (src/spec/read.c) reads both. */
#ifndef LHX_SOURCE_PLUGIN_OPTIONS_H
#define LHX_SOURCE_PLUGIN_OPTIONS_H

#include "lexical.h"
#include "text.h"

#include <stddef.h>

/* Calls each(flag, len, ctx) for the FLAG of every
 * `-fplugin-opt=LiquidHaskell:FLAG` word of t's OPTIONS_GHC (or OPTIONS)
 * pragmas, in order; flag points into t's view (not NUL-terminated there). */
void source_plugin_options(const SourceText *t, const SourceLexical *l,
                           void (*each)(const char *flag, size_t len, void *ctx), void *ctx);

#endif
