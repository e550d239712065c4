/* loader.h — the plugin's JSON (docs/core-json.md) into the core IR.
 *
 * Several files can be loaded into one Program: the user's modules and the
 * prelude's model modules. Names that several files describe are merged,
 * the better definition winning (see Origin in ir.h). */
#ifndef LHX_LOADER_H
#define LHX_LOADER_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/diag.h"
#include "ir.h"

#define LHX_CORE_FORMAT "lhx-core"
#define LHX_CORE_VERSION 2

/* Loads one JSON file. On failure fills diag (status EXIT_BAD_INPUT) and
 * returns NULL; the program may then hold part of the file and should be
 * discarded. */
Module *load_core_file(Program *p, const char *json_path, bool is_prelude, Diag *diag);

/* The same from memory (used by the fuzz target and the unit tests). `what`
 * names the input in messages. */
Module *load_core_buffer(Program *p, const char *json, size_t len, const char *what, bool is_prelude,
                         Diag *diag);

#endif
