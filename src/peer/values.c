/* values.c — the values lhx prints in a counterexample (`0 ::: Emp`,
 * `Bin 1 1 Emp Tip Tip`, `\x -> case x of { 0 -> Emp; _ -> _ }`) as
 * expressions of a driver or replay module, where the user's module and the
 * libraries are imported qualified: each constructor is qualified (an
 * operator stays infix), and `_` — a part lhx never looked at — becomes
 * undefined, which the same evaluation does not look at either (a `_`
 * pattern stays one). See gen.h. */
#include "gen.h"
#include "../spec/names.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static bool is_ident(char c) { return isalnum((unsigned char)c) || c == '_' || c == '\''; }
static bool is_symbol(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }

/* Past a string or character literal starting at s (its quote). */
static const char *skip_literal(const char *s) {
    char q = *s++;
    while (*s && *s != q) s += *s == '\\' && s[1] ? 2 : 1;
    return *s ? s + 1 : s;
}

/* A constructor's name or operator: qualified through the driver's imports. */
static void constructor(PeerGen *g, const char *name, size_t n, bool op, StrBuf *out) {
    char buf[256];
    snprintf(buf, sizeof buf, "%.*s", (int)n, name);
    const DataCon *dc = n < sizeof buf ? spec_find_con(g->p, g->m, intern(&g->p->syms, buf)) : NULL;
    if (!dc) {
        sb_putn(out, name, n);
        return;
    }
    StrBuf ref;
    sb_init(&ref);
    peer_con_ref(g, dc, &ref);
    const char *r = sb_str(&ref);
    if (op && r[0] == '(' && ref.len > 2) sb_putn(out, r + 1, ref.len - 2); /* infix: U'.::: */
    else sb_puts(out, r);
    sb_free(&ref);
}

/* Is the `_` at s a pattern (a lambda's or case alternative's: `\_ ->`,
 * `_ -> e`) rather than a value lhx never looked at? */
static bool wildcard_pattern(const char *text, const char *s) {
    const char *before = s;
    while (before > text && before[-1] == ' ') before--;
    if (before > text && before[-1] == '\\') return true;
    const char *after = s + 1;
    while (*after == ' ') after++;
    return after[0] == '-' && after[1] == '>';
}

void peer_value(PeerGen *g, const char *text, StrBuf *out) {
    for (const char *s = text; *s;) {
        const char *start = s;
        if (*s == '"' || (*s == '\'' && (s == text || !is_ident(s[-1])))) {
            s = skip_literal(s);
            sb_putn(out, start, (size_t)(s - start));
        } else if (is_ident(*s)) {
            while (is_ident(*s)) s++;
            size_t n = (size_t)(s - start);
            if (n == 1 && *start == '_' && !wildcard_pattern(text, start)) sb_puts(out, "P'.undefined");
            else if (isupper((unsigned char)*start)) constructor(g, start, n, false, out);
            else sb_putn(out, start, n);
        } else if (is_symbol(*s)) {
            while (is_symbol(*s)) s++;
            size_t n = (size_t)(s - start);
            if (*start == ':' && n > 1 && !(n == 2 && start[1] == ':')) constructor(g, start, n, true, out);
            else sb_putn(out, start, n);
        } else {
            sb_putc(out, *s++);
        }
    }
}
