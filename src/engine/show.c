/* show.c — see show.h. */
#include "show.h"
#include "symbolic.h"
#include "../core/link.h"
#include "../util/xalloc.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Reading values out of the machine ---------------------------------- */

/* Values are read recursively (a list's tail is a field): the budget keeps
 * both infinite results and the C stack in check. */
enum { READ_BUDGET = 5000 };

typedef struct Reader {
    Machine *m;
    Z3_model model;
    Arena *out;
    uint32_t budget; /* nodes left: results can be infinite */
} Reader;

static CValue *cv_new(Reader *r, CValueKind kind) {
    CValue *v = ARENA_NEW(r->out, CValue);
    v->kind = kind;
    return v;
}

static CValue *read_value(Reader *r, Value *v, Type *t);

/* t: the value's type when known (NULL otherwise); it puts back newtype
 * constructors, which Core erases. */
static CValue *read_cell(Reader *r, Addr a, Type *t) {
    Cell *c = heap_cell(r->m, a);
    if (c->state != CELL_VALUE) return cv_new(r, CV_UNUSED);
    return read_value(r, c->value, t);
}

/* The newtype constructor at the head of t, if any. */
static DataCon *newtype_con(Reader *r, Type *t) {
    if (!t || t->kind != TY_CON) return NULL;
    TyCon *tc = type_tycon(r->m->prog, t);
    return tc && tc->kind == TC_NEWTYPE && tc->ncons == 1 && tc->cons[0]->arity == 1 ? tc->cons[0] : NULL;
}

/* Synonyms expanded, newtypes kept. */
static Type *expand_synonyms(Reader *r, Type *t) {
    for (int guard = 0; t && t->kind == TY_CON && guard < 32; guard++) {
        TyCon *tc = type_tycon(r->m->prog, t);
        if (!tc || tc->kind != TC_SYNONYM) break;
        t = type_representation(r->m, t); /* looks through the synonym (and newtypes under it) */
    }
    return t;
}

/* A Z3 term in Haskell syntax: fresh constants n!3 print as s3, numbers as
 * numbers, arithmetic and comparisons infix. */
static void term_text(Z3_context z, Z3_ast t, bool atom, StrBuf *sb) {
    Z3_ast_kind k = Z3_get_ast_kind(z, t);
    if (k == Z3_NUMERAL_AST) {
        const char *n = Z3_get_numeral_string(z, t);
        sb_printf(sb, atom && n[0] == '-' ? "(%s)" : "%s", n);
        return;
    }
    if (k != Z3_APP_AST) {
        sb_puts(sb, Z3_ast_to_string(z, t));
        return;
    }
    Z3_app app = Z3_to_app(z, t);
    Z3_func_decl d = Z3_get_app_decl(z, app);
    unsigned n = Z3_get_app_num_args(z, app);
    if (n == 0) {
        const char *name = Z3_get_symbol_string(z, Z3_get_decl_name(z, d));
        const char *bang = strchr(name, '!');
        if (bang) sb_printf(sb, "s%s", bang + 1);
        else sb_puts(sb, name);
        return;
    }
    static const struct {
        Z3_decl_kind kind;
        const char *op;
    } ops[] = {{Z3_OP_ADD, " + "}, {Z3_OP_SUB, " - "}, {Z3_OP_MUL, " * "}, {Z3_OP_DIV, " / "},
               {Z3_OP_IDIV, " `div` "}, {Z3_OP_MOD, " `mod` "}, {Z3_OP_LE, " <= "}, {Z3_OP_GE, " >= "},
               {Z3_OP_LT, " < "}, {Z3_OP_GT, " > "}, {Z3_OP_EQ, " == "}, {Z3_OP_AND, " && "}, {Z3_OP_OR, " || "}};
    Z3_decl_kind dk = Z3_get_decl_kind(z, d);
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        if (ops[i].kind != dk) continue;
        if (atom) sb_putc(sb, '(');
        for (unsigned j = 0; j < n; j++) {
            if (j) sb_puts(sb, ops[i].op);
            term_text(z, Z3_get_app_arg(z, app, j), true, sb);
        }
        if (atom) sb_putc(sb, ')');
        return;
    }
    if (dk == Z3_OP_UMINUS && n == 1) {
        sb_puts(sb, atom ? "(-" : "-");
        term_text(z, Z3_get_app_arg(z, app, 0), true, sb);
        if (atom) sb_putc(sb, ')');
        return;
    }
    if (dk == Z3_OP_TO_REAL && n == 1) return term_text(z, Z3_get_app_arg(z, app, 0), atom, sb);
    if (dk == Z3_OP_ITE && n == 3) {
        if (atom) sb_putc(sb, '(');
        sb_puts(sb, "if ");
        term_text(z, Z3_get_app_arg(z, app, 0), false, sb);
        sb_puts(sb, " then ");
        term_text(z, Z3_get_app_arg(z, app, 1), false, sb);
        sb_puts(sb, " else ");
        term_text(z, Z3_get_app_arg(z, app, 2), false, sb);
        if (atom) sb_putc(sb, ')');
        return;
    }
    sb_puts(sb, Z3_ast_to_string(z, t));
}

/* A symbolic primitive's value in the model. */
static CValue *read_sym_prim(Reader *r, Value *v) {
    Z3_context z = solver_ctx(r->m->solver);
    PrimType pt = v->u.prim.pt;
    if (!r->model) {
        if (Z3_get_ast_kind(z, v->u.prim.ast) != Z3_NUMERAL_AST) {
            CValue *t = cv_new(r, CV_TERM);
            StrBuf sb;
            sb_init(&sb);
            term_text(z, Z3_simplify(z, v->u.prim.ast), false, &sb);
            t->text = arena_strdup(r->out, sb_str(&sb));
            sb_free(&sb);
            return t;
        }
    }
    char buf[512];
    bool ok = r->model ? solver_model_value(r->m->solver, r->model, v->u.prim.ast, buf, sizeof buf)
                       : snprintf(buf, sizeof buf, "%s", Z3_get_numeral_string(z, v->u.prim.ast)) > 0;
    if (!ok) snprintf(buf, sizeof buf, "0"); /* unconstrained by the model */
    if (pt == PT_DOUBLE || pt == PT_FLOAT) {
        CValue *d = cv_new(r, CV_DOUBLE);
        d->pt = pt;
        char *slash = strchr(buf, '/');
        d->d = slash ? strtod(buf, NULL) / strtod(slash + 1, NULL) : strtod(buf, NULL);
        d->is_float = pt == PT_FLOAT;
        return d;
    }
    char *end;
    long long i = strtoll(buf, &end, 10);
    bool fits = *end == '\0' && !(i == LLONG_MAX || i == LLONG_MIN);
    if (!fits) {
        CValue *b = cv_new(r, CV_BIG);
        b->text = arena_strdup(r->out, buf);
        b->pt = pt;
        return b;
    }
    CValue *n = cv_new(r, pt == PT_CHAR ? CV_CHAR : CV_INT);
    n->i = i;
    n->pt = pt;
    return n;
}

static CValue *read_prim(Reader *r, Value *v) {
    if (v->u.prim.sym) return read_sym_prim(r, v);
    switch (v->u.prim.pt) {
    case PT_DOUBLE:
    case PT_FLOAT: {
        CValue *d = cv_new(r, CV_DOUBLE);
        d->d = v->u.prim.d;
        d->is_float = v->u.prim.pt == PT_FLOAT;
        d->pt = v->u.prim.pt;
        return d;
    }
    case PT_STRING: {
        CValue *s = cv_new(r, CV_STRING);
        s->text = arena_strndup(r->out, v->u.prim.str, v->u.prim.len);
        return s;
    }
    case PT_TOKEN: return cv_new(r, CV_OPAQUE);
    default: {
        CValue *n = cv_new(r, v->u.prim.pt == PT_CHAR ? CV_CHAR : CV_INT);
        n->i = v->u.prim.i;
        n->pt = v->u.prim.pt;
        return n;
    }
    }
}

static CValue *read_fun(Reader *r, Value *v) {
    CValue *f = cv_new(r, CV_FUN);
    f->type = v->u.sfun.type;
    uint32_t n = 0;
    for (SymApp *a = v->u.sfun.apps; a; a = a->next) n++;
    f->n = n;
    f->args = ARENA_ARRAY(r->out, CValue *, n ? n : 1);
    f->results = ARENA_ARRAY(r->out, CValue *, n ? n : 1);
    uint32_t i = n;
    for (SymApp *a = v->u.sfun.apps; a; a = a->next) { /* newest first: fill from the end */
        i--;
        f->args[i] = read_cell(r, a->arg, NULL);
        f->results[i] = read_cell(r, a->result, NULL);
    }
    return f;
}

static CValue *read_value(Reader *r, Value *v, Type *t) {
    v = value_current(v);
    t = expand_synonyms(r, t);
    DataCon *nt = newtype_con(r, t);
    if (nt) {
        CValue *w = cv_new(r, CV_CON);
        w->con = nt;
        w->n = 1;
        w->args = ARENA_ARRAY(r->out, CValue *, 1);
        w->args[0] = read_value(r, v, field_type(r->m, nt, 0, t));
        return w;
    }
    if (r->budget == 0) {
        CValue *more = cv_new(r, CV_OPAQUE);
        more->text = "...";
        return more;
    }
    r->budget--;
    switch (v->kind) {
    case V_CON: {
        CValue *c = cv_new(r, CV_CON);
        c->con = v->u.con.con;
        c->n = v->u.con.n;
        c->args = ARENA_ARRAY(r->out, CValue *, c->n ? c->n : 1);
        bool typed = t && t->kind == TY_CON && type_tycon(r->m->prog, t) == c->con->tycon;
        for (uint32_t i = 0; i < c->n; i++)
            c->args[i] = read_cell(r, v->u.con.fields[i], typed ? field_type(r->m, c->con, i, t) : NULL);
        return c;
    }
    case V_PRIM: return read_prim(r, v);
    case V_SYMDATA: return cv_new(r, CV_UNUSED);
    case V_SYMFUN: return read_fun(r, v);
    default: return cv_new(r, CV_OPAQUE);
    }
}

CValue *cvalue_read(Machine *m, Z3_model model, Addr a, Type *type, Arena *out) {
    Reader r = {m, model, out, READ_BUDGET};
    return read_cell(&r, a, type);
}

CValue *cvalue_read_value(Machine *m, Z3_model model, Value *v, Arena *out) {
    Reader r = {m, model, out, READ_BUDGET};
    return read_value(&r, v, NULL);
}

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

static void show_con(const Program *p, const CValue *v, bool atom, StrBuf *sb) {
    const char *name = con_occ(p, v->con);
    const CValue *u = unboxed(v);
    if (u) return show_prim(u, atom, sb);
    if (show_collection(p, v, atom, sb)) return;
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

/* ---- Comparing ---------------------------------------------------------- */

bool cvalue_may_equal(const CValue *a, const CValue *b) {
    if (a->kind == CV_UNUSED || b->kind == CV_UNUSED) return true;
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case CV_CON:
        if (a->con != b->con || a->n != b->n) return false;
        for (uint32_t i = 0; i < a->n; i++)
            if (!cvalue_may_equal(a->args[i], b->args[i])) return false;
        return true;
    case CV_INT: case CV_CHAR: return a->i == b->i;
    case CV_DOUBLE: return a->d == b->d;
    case CV_BIG: case CV_STRING: case CV_TERM: return strcmp(a->text, b->text) == 0;
    default: return true; /* functions: cannot tell */
    }
}

bool cvalue_consistent(const CValue *v) {
    if (v->kind == CV_FUN) {
        for (uint32_t i = 0; i < v->n; i++)
            for (uint32_t j = i + 1; j < v->n; j++)
                if (cvalue_may_equal(v->args[i], v->args[j]) && !cvalue_may_equal(v->results[i], v->results[j]))
                    return false;
        for (uint32_t i = 0; i < v->n; i++)
            if (!cvalue_consistent(v->args[i]) || !cvalue_consistent(v->results[i])) return false;
    }
    if (v->kind == CV_CON)
        for (uint32_t i = 0; i < v->n; i++)
            if (!cvalue_consistent(v->args[i])) return false;
    return true;
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

/* ---- Back into the machine (replay) -------------------------------------- */

static const char replay_unused[] = "lhx replay: an input part the search never examined was used";

Value *cvalue_to_value(Machine *m, const CValue *v) {
    switch (v->kind) {
    case CV_CON: {
        if (v->con->tycon && v->con->tycon->kind == TC_NEWTYPE && v->n == 1) /* erased in Core */
            return cvalue_to_value(m, v->args[0]);
        Value *c = value_con(m, v->con, v->n);
        for (uint32_t i = 0; i < v->n; i++) {
            Value *f = cvalue_to_value(m, v->args[i]);
            if (!f) return NULL;
            c->u.con.fields[i] = v->args[i]->kind == CV_UNUSED ? heap_alloc_thunk(m, f->u.fun.lam, NULL)
                                                                 : heap_alloc_value(m, f);
        }
        return c;
    }
    case CV_INT: case CV_CHAR: return value_int(m, v->pt, v->i);
    case CV_DOUBLE: return value_double(m, v->pt, v->d);
    case CV_BIG:
        return value_sym(m, PT_INTEGER, Z3_mk_numeral(solver_ctx(m->solver), v->text, Z3_mk_int_sort(solver_ctx(m->solver))));
    case CV_UNUSED: { /* a thunk that crashes; carried in a V_FUN shell for the caller above */
        Expr *crash = ARENA_NEW(&m->arena, Expr);
        crash->kind = EX_CRASH;
        crash->u.crash_reason = replay_unused;
        Value *shell = value_new(m, V_FUN);
        shell->u.fun.lam = crash;
        return shell;
    }
    case CV_FUN: {
        Value *f = value_new(m, V_SYMFUN);
        f->u.sfun.answers = (void **)v->results;
        f->u.sfun.keys = (void **)v->args;
        f->u.sfun.nanswers = v->n;
        f->u.sfun.type = v->type;
        return f;
    }
    default:
        machine_unsupported(m, "cannot replay this kind of input");
        return NULL;
    }
}
