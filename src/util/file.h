/* file.h — reading a whole file. */
#ifndef LHX_FILE_H
#define LHX_FILE_H

#include <stdbool.h>

#include "diag.h"
#include "strbuf.h"

/* Appends the file's bytes to out. On failure fills diag (EXIT_BAD_INPUT,
 * "cannot open PATH: reason" / "cannot read PATH") and returns false. */
bool read_file(const char *path, StrBuf *out, Diag *diag);

#endif
