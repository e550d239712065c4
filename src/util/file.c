/* file.c — see file.h. */
#include "file.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

bool read_file(const char *path, StrBuf *out, Diag *diag) {
    FILE *f = fopen(path, "rb");
    if (!f) return diag_error(diag, EXIT_BAD_INPUT, "cannot open %s: %s", path, strerror(errno));
    char buf[65536];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_putn(out, buf, n);
    bool bad = ferror(f);
    fclose(f);
    return bad ? diag_error(diag, EXIT_BAD_INPUT, "cannot read %s", path) : true;
}
