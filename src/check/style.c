/* style.c — the text report highlighted for a terminal (--color, see
 * src/util/color.h): the first line's position and function in bold and its
 * verdict in the verdict's colour, and every refinement type the report
 * shows (the callee's that was broken, the one to strengthen) in the
 * signature colour. It works on report_text's finished lines, so the
 * report's words have a single author and the plain text stays the
 * reference the tests compare against. */
#include "check.h"
#include "../util/color.h"

#include <string.h>

/* The colour of a verdict on the report's first line. */
static ColorRole verdict_role(Verdict v) {
    switch (v) {
    case VERDICT_CONCRETE: return COLOR_ERROR;
    case VERDICT_ABSTRACT: return COLOR_WARNING;
    case VERDICT_NONE: return COLOR_GOOD;
    case VERDICT_ERROR: return COLOR_ERROR;
    default: return COLOR_LIMIT;
    }
}

/* Appends text[0..n) in role's colour. */
static void painted(StrBuf *out, ColorRole role, const char *text, size_t n) {
    sb_puts(out, color_start(role));
    sb_putn(out, text, n);
    sb_puts(out, color_end());
}

/* A refinement type line as text_spec_line writes it: two spaces, the
 * signature, optionally `    -- file:line:col`. */
static bool is_signature_line(const char *line, size_t n) {
    if (n < 3 || line[0] != ' ' || line[1] != ' ' || line[2] == ' ') return false;
    for (size_t i = 2; i + 4 <= n; i++)
        if (memcmp(line + i, " :: ", 4) == 0) return true;
    return false;
}

/* One line (without its newline) of the report. */
static void style_line(const char *line, size_t n, bool first, size_t where, Verdict v, StrBuf *out) {
    if (first && where && where + 2 <= n && memcmp(line + where, ": ", 2) == 0) {
        painted(out, COLOR_POSITION, line, where);
        sb_puts(out, ": ");
        painted(out, verdict_role(v), line + where + 2, n - where - 2);
    } else if (is_signature_line(line, n)) {
        const char *note = NULL;
        for (size_t i = 2; i + 7 <= n && !note; i++)
            if (memcmp(line + i, "    -- ", 7) == 0) note = line + i;
        size_t sig = note ? (size_t)(note - line) : n;
        sb_puts(out, "  ");
        painted(out, COLOR_SIGNATURE, line + 2, sig - 2);
        sb_putn(out, line + sig, n - sig);
    } else {
        sb_putn(out, line, n);
    }
}

void report_style(const CheckSession *s, const CheckResult *r, const char *text, StrBuf *out) {
    StrBuf where;
    sb_init(&where);
    report_where(s, r->f, &where);
    size_t wn = strncmp(text, sb_str(&where), where.len) == 0 ? where.len : 0;
    sb_free(&where);
    bool first = true;
    for (const char *line = text; *line;) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        style_line(line, n, first, wn, r->verdict, out);
        if (nl) sb_putc(out, '\n');
        line += n + (nl != NULL);
        first = false;
    }
}
