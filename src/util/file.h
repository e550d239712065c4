/* file.h — reading a whole file, with bounds.
 *
 * lhx reads what users and editors name: a path may be a FIFO (whose open
 * would wait for a writer forever), a directory, /dev/zero (endless), or
 * just huge. So every read checks that the path is a regular file and
 * that it is not larger than a cap, and fails with a message naming the
 * path otherwise, before reading a byte (docs: README, "Limits"). */
#ifndef LHX_FILE_H
#define LHX_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "diag.h"
#include "strbuf.h"

/* The caps, in bytes: Haskell sources, spec files, manifests and anything
 * else a person writes; liquid's output (after-liquid); the plugin's core
 * JSON of one module. */
#define FILE_MAX_SOURCE ((size_t)16 << 20)
#define FILE_MAX_LIQUID_OUTPUT ((size_t)128 << 20)
#define FILE_MAX_CORE ((size_t)1 << 30)

/* Appends the bytes of the regular file at path, at most FILE_MAX_SOURCE
 * of them, to out. On failure fills diag (EXIT_BAD_INPUT: "cannot open
 * PATH: reason", "PATH: not a regular file (a FIFO)", "PATH: too large
 * (… MB; lhx reads at most … MB)", "cannot read PATH") and returns false. */
bool read_file(const char *path, StrBuf *out, Diag *diag);
/* The same with another cap. */
bool read_file_max(const char *path, size_t max, StrBuf *out, Diag *diag);
/* The same checks without reading: whether path is a regular file of at
 * most max bytes (diag filled if not). */
bool file_check_regular(const char *path, size_t max, Diag *diag);
/* Appends at most max bytes of an open stream (stdin) to out; more is an
 * error naming `what`. */
bool read_stream_max(FILE *f, const char *what, size_t max, StrBuf *out, Diag *diag);

#endif
