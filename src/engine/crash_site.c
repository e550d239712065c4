/* crash_site.c — see crash_site.h. */
#include "crash_site.h"

#include <stdlib.h>
#include <string.h>

enum { PEEK_DEPTH = 24 }; /* how far a call stack's construction is followed */

/* ---- GHC's location strings ------------------------------------------------ */

/* The decimal number at *p (advanced past it); -1 when there is none. */
static int number_at(const char **p, const char *end) {
    int n = 0, digits = 0;
    while (*p < end && **p >= '0' && **p <= '9' && digits < 9) n = n * 10 + (*(*p)++ - '0'), digits++;
    return digits ? n : -1;
}

/* A source file of the user's program by name: the Sym its binders' spans
 * use; 0 for any other file (a prelude model's position means nothing to
 * the user). */
static Sym source_file(const Machine *m, const char *name, size_t len) {
    char buf[1024];
    if (len == 0 || len >= sizeof buf) return 0;
    memcpy(buf, name, len);
    buf[len] = '\0';
    Sym file = intern_find(&m->prog->syms, buf);
    for (uint32_t i = 0; file && i < m->prog->nmodules; i++) {
        const Module *mod = m->prog->modules[i];
        for (uint32_t j = 0; !mod->is_prelude && j < mod->nbinds; j++)
            if (mod->binds[j]->var->span.file == file) return file;
    }
    return 0;
}

bool crash_site_of_string(const Machine *m, const char *s, uint32_t len, Span *out) {
    if (!s) return false;
    const char *end = s + len, *bar = memchr(s, '|', len);
    if (bar) end = bar;
    /* the file ends at the first ':' that a line number or "(" follows */
    const char *colon = s;
    while ((colon = memchr(colon, ':', (size_t)(end - colon))) && colon + 1 < end && colon[1] != '(' &&
           !(colon[1] >= '0' && colon[1] <= '9'))
        colon++;
    if (!colon || colon + 1 >= end) return false;
    const char *p = colon + 1;
    int line, col;
    if (*p == '(') { /* (l1,c1)-(l2,c2) */
        p++;
        line = number_at(&p, end);
        if (p >= end || *p++ != ',') return false;
        col = number_at(&p, end);
    } else { /* l:c1-c2 or l:c */
        line = number_at(&p, end);
        if (p >= end || *p++ != ':') return false;
        col = number_at(&p, end);
    }
    Sym file = source_file(m, s, (size_t)(colon - s));
    if (line < 1 || col < 1 || !file) return false;
    *out = (Span){file, line, col, line, col};
    return true;
}

/* ---- CallStack dictionaries ---------------------------------------------- */

/* A SrcLoc's parts as far as they are known. */
typedef struct Loc {
    const char *file;
    uint32_t file_len;
    int line, col;
} Loc;

static bool peek_cell(Machine *m, Addr a, int depth, int want, Loc *loc);

static bool global_named(const Machine *m, const Expr *e, const char *name) {
    return e->kind == EX_VAR && e->u.var->global && strcmp(sym_str(&m->prog->syms, e->u.var->global->var->id), name) == 0;
}

static bool con_named(const Machine *m, const DataCon *dc, const char *name) {
    return strcmp(sym_str(&m->prog->syms, dc->name), name) == 0;
}

/* The value arguments of an application (type arguments left out): at most max. */
static uint32_t value_args(const Expr *app, Expr **out, uint32_t max) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < app->u.app.nargs && n < max; i++)
        if (app->u.app.args[i]->kind != EX_TYPE) out[n++] = app->u.app.args[i];
    return n;
}

/* What to read from an expression: the call stack's newest SrcLoc, or one
 * of the SrcLoc's fields. */
enum { WANT_STACK, WANT_LOC, WANT_FILE, WANT_LINE, WANT_COL };

static bool peek_expr(Machine *m, Expr *e, Env *env, int depth, int want, Loc *loc) {
    if (!e || depth > PEEK_DEPTH) return false;
    Expr *args[8];
    switch (e->kind) {
    case EX_CAST: return peek_expr(m, e->u.cast.body, env, depth + 1, want, loc);
    case EX_VAR:
        if (e->u.var->global) return peek_expr(m, e->u.var->global->rhs, NULL, depth + 1, want, loc);
        return peek_cell(m, env_lookup(m, env, e->u.var), depth + 1, want, loc);
    case EX_LIT:
        if (want == WANT_FILE && e->u.lit.kind == LIT_STRING)
            return loc->file = e->u.lit.text, loc->file_len = e->u.lit.len, true;
        if ((want == WANT_LINE || want == WANT_COL) && e->u.lit.kind == LIT_INT) {
            *(want == WANT_LINE ? &loc->line : &loc->col) = (int)e->u.lit.i;
            return true;
        }
        return false;
    case EX_APP: break;
    default: return false;
    }
    Expr *fun = e->u.app.fun;
    uint32_t n = value_args(e, args, 8);
    if (want == WANT_STACK && global_named(m, fun, "GHC.Stack.Types.pushCallStack") && n >= 1) {
        Expr *pair = args[0]; /* (name, SrcLoc) */
        Expr *parts[2];
        return pair->kind == EX_APP && value_args(pair, parts, 2) == 2 &&
               peek_expr(m, parts[1], env, depth + 1, WANT_LOC, loc);
    }
    if (want == WANT_LOC && fun->kind == EX_CON && con_named(m, fun->u.con, "GHC.Stack.Types.SrcLoc") && n == 7)
        return peek_expr(m, args[2], env, depth + 1, WANT_FILE, loc) &&
               peek_expr(m, args[3], env, depth + 1, WANT_LINE, loc) &&
               peek_expr(m, args[4], env, depth + 1, WANT_COL, loc);
    if (want == WANT_FILE && global_named(m, fun, "GHC.CString.unpackCString#") && n == 1)
        return peek_expr(m, args[0], env, depth + 1, want, loc);
    if ((want == WANT_LINE || want == WANT_COL) && fun->kind == EX_CON && con_named(m, fun->u.con, "GHC.Types.I#") &&
        n == 1)
        return peek_expr(m, args[0], env, depth + 1, want, loc);
    return false;
}

/* The same on a value the construction already became. */
static bool peek_value(Machine *m, Value *v, int depth, int want, Loc *loc) {
    v = value_current(v);
    if (v->kind == V_PRIM && !v->u.prim.sym && (want == WANT_LINE || want == WANT_COL)) {
        *(want == WANT_LINE ? &loc->line : &loc->col) = (int)v->u.prim.i;
        return true;
    }
    if (v->kind != V_CON) return false;
    const DataCon *dc = v->u.con.con;
    Addr *f = v->u.con.fields;
    if (want == WANT_STACK && con_named(m, dc, "GHC.Stack.Types.PushCallStack") && v->u.con.n == 3)
        return peek_cell(m, f[1], depth + 1, WANT_LOC, loc);
    if (want == WANT_LOC && con_named(m, dc, "GHC.Stack.Types.SrcLoc") && v->u.con.n == 7)
        return peek_cell(m, f[2], depth + 1, WANT_FILE, loc) && peek_cell(m, f[3], depth + 1, WANT_LINE, loc) &&
               peek_cell(m, f[4], depth + 1, WANT_COL, loc);
    if ((want == WANT_LINE || want == WANT_COL) && con_named(m, dc, "GHC.Types.I#") && v->u.con.n == 1)
        return peek_cell(m, f[0], depth + 1, want, loc);
    return false;
}

static bool peek_cell(Machine *m, Addr a, int depth, int want, Loc *loc) {
    if (!a || depth > PEEK_DEPTH) return false;
    Cell *c = heap_cell(m, a);
    if (c->state == CELL_VALUE) return peek_value(m, c->value, depth, want, loc);
    if (c->state == CELL_THUNK) return peek_expr(m, c->expr, c->env, depth, want, loc);
    return false;
}

bool crash_site_of_callstack(Machine *m, Addr dict, Span *out) {
    Loc loc = {NULL, 0, 0, 0};
    if (!peek_cell(m, dict, 0, WANT_STACK, &loc) || loc.line < 1 || loc.col < 1) return false;
    Sym file = source_file(m, loc.file, loc.file_len);
    if (!file) return false;
    *out = (Span){file, loc.line, loc.col, loc.line, loc.col};
    return true;
}
