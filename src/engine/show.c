/* show.c — see show.h. */
#include "show.h"
#include "../core/link.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Printing ----------------------------------------------------------- */

static const char *con_occ(const Program *p, const DataCon *dc) { return name_occ(sym_str(&p->syms, dc->name)); }

static bool con_is(const Program *p, const CValue *v, const char *qualified) {
    return v->kind == CV_CON && strcmp(sym_str(&p->syms, v->con->name), qualified) == 0;
}

static bool is_operator(const char *name) {
    return !((name[0] >= 'A' && name[0] <= 'Z') || name[0] == '(' || name[0] == '[');
}

/* Int, Char, Double, …: the primitive inside a boxing constructor. */
static const CValue *unboxed(const CValue *v) {
    if (v->kind == CV_CON && v->n == 1 && v->con->arity == 1 &&
        ((v->args[0]->kind >= CV_INT && v->args[0]->kind <= CV_DOUBLE) || v->args[0]->kind == CV_TERM))
        return v->args[0];
    return NULL;
}

static void show_char_body(uint32_t c, char quote, StrBuf *sb) {
    switch (c) {
    case '\n': sb_puts(sb, "\\n"); return;
    case '\t': sb_puts(sb, "\\t"); return;
    case '\\': sb_puts(sb, "\\\\"); return;
    default: break;
    }
    if (c == (uint32_t)quote) {
        sb_putc(sb, '\\'), sb_putc(sb, quote);
    } else if (c >= 0x20 && c < 0x7f) {
        sb_putc(sb, (char)c);
    } else {
        sb_printf(sb, "\\%u", c);
    }
}

static void show_prim(const CValue *v, bool atom, StrBuf *sb) {
    char buf[64];
    switch (v->kind) {
    case CV_TERM:
        sb_printf(sb, atom && strchr(v->text, ' ') ? "(%s)" : "%s", v->text);
        break;
    case CV_INT:
        if (v->pt == PT_WORD) sb_printf(sb, "%llu", (unsigned long long)(uint64_t)v->i);
        else sb_printf(sb, atom && v->i < 0 ? "(%lld)" : "%lld", (long long)v->i);
        break;
    case CV_BIG:
        sb_printf(sb, atom && v->text[0] == '-' ? "(%s)" : "%s", v->text);
        break;
    case CV_CHAR:
        sb_putc(sb, '\'');
        show_char_body((uint32_t)v->i, '\'', sb);
        sb_putc(sb, '\'');
        break;
    case CV_DOUBLE:
        show_double(fabs(v->d), v->is_float, buf, sizeof buf);
        if (signbit(v->d) && !isnan(v->d)) sb_printf(sb, atom ? "(-%s)" : "-%s", buf);
        else sb_puts(sb, buf);
        break;
    default: break;
    }
}

/* A list: [a, b], "ab", or a : b : _ when its end was never evaluated. */
static void show_list(const Program *p, const CValue *v, bool atom, StrBuf *sb) {
    uint32_t n = 0;
    bool chars = true;
    const CValue *end = v;
    while (con_is(p, end, "GHC.Types.:") && end->n == 2) {
        const CValue *u = unboxed(end->args[0]);
        chars = chars && u && u->kind == CV_CHAR;
        n++;
        end = end->args[1];
    }
    if (con_is(p, end, "GHC.Types.[]")) {
        if (chars && n > 0) {
            sb_putc(sb, '"');
            bool numeric = false; /* "\1234\&5": a digit after a numeric escape needs \& */
            for (const CValue *c = v; c != end; c = c->args[1]) {
                uint32_t ch = (uint32_t)unboxed(c->args[0])->i;
                if (numeric && ch >= '0' && ch <= '9') sb_puts(sb, "\\&");
                numeric = !(ch >= 0x20 && ch < 0x7f) && ch != '\n' && ch != '\t';
                show_char_body(ch, '"', sb);
            }
            sb_putc(sb, '"');
            return;
        }
        sb_putc(sb, '[');
        for (const CValue *c = v; c != end; c = c->args[1]) {
            if (c != v) sb_puts(sb, ", ");
            cvalue_show(p, c->args[0], false, sb);
        }
        sb_putc(sb, ']');
        return;
    }
    if (atom) sb_putc(sb, '(');
    for (const CValue *c = v; c != end; c = c->args[1]) {
        cvalue_show(p, c->args[0], true, sb);
        sb_puts(sb, " : ");
    }
    cvalue_show(p, end, true, sb);
    if (atom) sb_putc(sb, ')');
}

/* The elements of a Data.Set tree in order, appended to out (NULL when a
 * part was never evaluated). */
static const CValue **set_elements(const Program *p, const CValue *v, const CValue **out, uint32_t *n, uint32_t cap) {
    if (con_is(p, v, "Data.Set.Internal.Tip")) return out;
    if (!con_is(p, v, "Data.Set.Internal.Bin") || v->n != 4 || !set_elements(p, v->args[2], out, n, cap)) return NULL;
    if (*n == cap) return NULL;
    out[(*n)++] = v->args[1];
    return set_elements(p, v->args[3], out, n, cap);
}

/* Vectors and sets as their Show instances print them: `fromList [1, 2]`
 * (a vector holds its elements as a list, prelude/models/Lhx/Model/Data/
 * Vector.hs). False when v is neither, or not evaluated enough. */
static bool show_collection(const Program *p, const CValue *v, bool atom, StrBuf *sb) {
    enum { MAX_SHOWN = 64 };
    if (con_is(p, v, "Data.Vector.Vector") && v->n == 3) {
        sb_puts(sb, atom ? "(fromList " : "fromList ");
        cvalue_show(p, v->args[2], true, sb);
        if (atom) sb_putc(sb, ')');
        return true;
    }
    const CValue *elems[MAX_SHOWN];
    uint32_t n = 0;
    if (!(con_is(p, v, "Data.Set.Internal.Bin") || con_is(p, v, "Data.Set.Internal.Tip")) ||
        !set_elements(p, v, elems, &n, MAX_SHOWN))
        return false;
    sb_puts(sb, atom ? "(fromList [" : "fromList [");
    for (uint32_t i = 0; i < n; i++) {
        if (i) sb_puts(sb, ", ");
        cvalue_show(p, elems[i], false, sb);
    }
    sb_puts(sb, atom ? "])" : "]");
    return true;
}

/* A constructor's fields as the source writes them: a GADT constructor's
 * equality evidence and an existential constructor's class dictionaries
 * (Core fields) left out. A copy in the output arena's stead: a CValue on
 * the stack, its arguments in a fixed buffer (the few evidence fields are
 * in front of a handful of source fields). */
static bool source_fields(const Program *p, const CValue *v, CValue *out, CValue **args, uint32_t cap) {
    if (v->n != v->con->arity || datacon_source_arity(p, v->con) == v->n || v->n > cap) return false;
    *out = *v;
    out->n = 0;
    for (uint32_t i = 0; i < v->n; i++)
        if (datacon_source_field(p, v->con, out->n) == i) args[out->n++] = v->args[i];
    out->args = args;
    return true;
}

static void show_con(const Program *p, const CValue *v, bool atom, StrBuf *sb) {
    const char *name = con_occ(p, v->con);
    const CValue *u = unboxed(v);
    if (u) return show_prim(u, atom, sb);
    if (show_collection(p, v, atom, sb)) return;
    enum { MAX_FIELDS = 32 };
    CValue written;
    CValue *args[MAX_FIELDS];
    if (source_fields(p, v, &written, args, MAX_FIELDS)) v = &written;
    if (con_is(p, v, "GHC.Types.:") || con_is(p, v, "GHC.Types.[]")) return show_list(p, v, atom, sb);
    if (name[0] == '(' && (name[1] == ',' || name[1] == ')')) { /* tuples, unit */
        sb_putc(sb, '(');
        for (uint32_t i = 0; i < v->n; i++) {
            if (i) sb_puts(sb, ", ");
            cvalue_show(p, v->args[i], false, sb);
        }
        sb_putc(sb, ')');
        return;
    }
    if (v->n == 0) return (void)sb_puts(sb, is_operator(name) ? "" : name);
    bool labels = v->con->arity == v->n && v->con->fields[0].label;
    if (atom) sb_putc(sb, '(');
    /* an operator constructor reads best infix, however it was declared */
    if (v->n == 2 && is_operator(name) && !labels) {
        cvalue_show(p, v->args[0], true, sb);
        sb_printf(sb, " %s ", name);
        cvalue_show(p, v->args[1], true, sb);
    } else if (labels) {
        sb_printf(sb, is_operator(name) ? "(%s) {" : "%s {", name);
        for (uint32_t i = 0; i < v->n; i++) {
            sb_printf(sb, "%s%s = ", i ? ", " : "", sym_str(&p->syms, v->con->fields[i].label));
            cvalue_show(p, v->args[i], false, sb);
        }
        sb_putc(sb, '}');
    } else {
        sb_printf(sb, is_operator(name) ? "(%s)" : "%s", name);
        for (uint32_t i = 0; i < v->n; i++) {
            sb_putc(sb, ' ');
            cvalue_show(p, v->args[i], true, sb);
        }
    }
    if (atom) sb_putc(sb, ')');
}

static void show_fun(const Program *p, const CValue *v, StrBuf *sb) {
    if (v->n == 0) return (void)sb_puts(sb, "(\\_ -> _)");
    sb_puts(sb, "(\\x -> case x of { ");
    for (uint32_t i = 0; i < v->n; i++) {
        cvalue_show(p, v->args[i], false, sb);
        sb_puts(sb, " -> ");
        cvalue_show(p, v->results[i], false, sb);
        sb_puts(sb, "; ");
    }
    sb_puts(sb, "_ -> _ })");
}

void cvalue_show(const Program *p, const CValue *v, bool atom, StrBuf *sb) {
    switch (v->kind) {
    case CV_CON: show_con(p, v, atom, sb); break;
    case CV_INT: case CV_BIG: case CV_CHAR: case CV_DOUBLE: show_prim(v, atom, sb); break;
    case CV_STRING:
        sb_putc(sb, '"');
        for (const char *s = v->text; *s; s++) show_char_body((unsigned char)*s, '"', sb);
        sb_puts(sb, "\"#");
        break;
    case CV_UNUSED: sb_putc(sb, '_'); break;
    case CV_FUN: show_fun(p, v, sb); break;
    case CV_TERM: sb_printf(sb, atom && strchr(v->text, ' ') ? "(%s)" : "%s", v->text); break;
    case CV_OPAQUE: sb_puts(sb, v->text ? v->text : "<function>"); break;
    }
}
/* ---- Doubles as GHC shows them ------------------------------------------- */

/* The shortest digits that read back as x; fixed notation for
 * 0.1 <= x < 10^7, else d.ddde<n> (GHC's `show` for Double and Float). */
void show_double(double x, bool is_float, char *out, size_t size) {
    if (isnan(x)) return (void)snprintf(out, size, "NaN");
    if (isinf(x)) return (void)snprintf(out, size, "Infinity");
    if (x == 0) return (void)snprintf(out, size, "0.0");
    char digits[64];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(digits, sizeof digits, "%.*e", prec - 1, x);
        double back = strtod(digits, NULL);
        if (is_float ? (float)back == (float)x : back == x) break;
    }
    char mant[32];
    int k = 0, e = atoi(strchr(digits, 'e') + 1);
    for (const char *s = digits; *s && *s != 'e' && k < 30; s++)
        if (*s >= '0' && *s <= '9') mant[k++] = *s;
    while (k > 1 && mant[k - 1] == '0') k--;
    mant[k] = '\0';
    if (x >= 0.1 && x < 1e7) {
        StrBuf sb;
        sb_init(&sb);
        int point = e + 1;
        if (point <= 0) {
            sb_puts(&sb, "0.");
            for (int i = 0; i < -point; i++) sb_putc(&sb, '0');
            sb_puts(&sb, mant);
        } else {
            for (int i = 0; i < point; i++) sb_putc(&sb, i < k ? mant[i] : '0');
            sb_putc(&sb, '.');
            sb_puts(&sb, point < k ? mant + point : "0");
        }
        snprintf(out, size, "%s", sb_str(&sb));
        sb_free(&sb);
        return;
    }
    snprintf(out, size, "%c.%se%d", mant[0], k > 1 ? mant + 1 : "0", e);
}
