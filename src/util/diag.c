/* diag.c — see diag.h. */
#include "diag.h"
#include "color.h"
#include "strbuf.h"
#include "xalloc.h"

#include <stdarg.h>
#include <string.h>

void diag_init(Diag *d) { memset(d, 0, sizeof *d); }

void diag_clear(Diag *d) {
    free(d->file);
    free(d->msg);
    diag_init(d);
}

static bool diag_vset(Diag *d, int status, const char *file, int line, int col, const char *fmt,
                      va_list ap) {
    if (d->set) return false;
    StrBuf sb;
    sb_init(&sb);
    sb_vprintf(&sb, fmt, ap);
    d->set = true;
    d->status = status;
    d->file = file ? xstrdup(file) : NULL;
    d->line = line;
    d->col = col;
    d->msg = sb_take(&sb);
    return false;
}

bool diag_error(Diag *d, int status, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    diag_vset(d, status, NULL, 0, 0, fmt, ap);
    va_end(ap);
    return false;
}

bool diag_error_at(Diag *d, int status, const char *file, int line, int col, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    diag_vset(d, status, file, line, col, fmt, ap);
    va_end(ap);
    return false;
}

void diag_print(const Diag *d, FILE *out) {
    if (!d->set) return;
    StrBuf line;
    sb_init(&line);
    if (d->file && d->line > 0)
        sb_printf(&line, "%s:%d:%d: error: %s\n", d->file, d->line, d->col > 0 ? d->col : 1, d->msg);
    else if (d->file)
        sb_printf(&line, "%s: error: %s\n", d->file, d->msg);
    else
        sb_printf(&line, "lhx: error: %s\n", d->msg);
    color_fputs_message(sb_str(&line), out);
    sb_free(&line);
}

int diag_report(Diag *d, FILE *out) {
    diag_print(d, out);
    int status = d->status;
    diag_clear(d);
    return status;
}
