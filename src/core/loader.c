/* loader.c — see loader.h.
 *
 * The JSON is untrusted (the fuzz target feeds it garbage), so every key is
 * checked for presence and type. The first problem aborts the load through
 * longjmp: the IR lives in the program's arena and the JSON tree and scope
 * tables are freed by load_core_buffer, so unwinding leaks nothing, and the
 * parsing functions stay short instead of threading error codes through
 * every call. */
#include "loader.h"
#include "../util/file.h"
#include "../util/json.h"
#include "../util/strbuf.h"
#include "../util/utf8.h"
#include "../util/xalloc.h"

#include <errno.h>
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ScopeUndo {
    Sym id;
    Var *prev;
} ScopeUndo;

typedef struct Loader {
    Program *p;
    Diag *diag;
    const char *what;    /* file name for messages */
    const char *where;   /* the part being read, for messages */
    Module *mod;
    SymMap scope;        /* local id -> Var* */
    ScopeUndo *undo;     /* restores scope when a binder goes out of scope */
    size_t nundo, capundo;
    const Json **pending_rhs; /* externals whose definition is read later */
    Global **pending;
    const Json **nodes; /* the node table (docs/core-json.md), by index */
    bool *node_used;     /* each entry is referred to once: a tree, never a cycle */
    uint32_t nnodes;
    int depth;           /* nesting of the expression or type being read */
    Span binder_span;    /* of the top-level binder being read, for a depth error */
    jmp_buf fail;
} Loader;

/* Expressions and types nest at most this deep (the loader and the passes
 * after it recurse over them). */
#define LOADER_MAX_DEPTH 20000

static _Noreturn void fail(Loader *ld, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static _Noreturn void fail(Loader *ld, const char *fmt, ...) {
    StrBuf sb;
    sb_init(&sb);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&sb, fmt, ap);
    va_end(ap);
    diag_error(ld->diag, EXIT_BAD_INPUT, "%s: malformed core JSON (%s): %s", ld->what,
               ld->where ? ld->where : "top level", sb_str(&sb));
    sb_free(&sb);
    longjmp(ld->fail, 1);
}

/* ---- JSON access ------------------------------------------------------ */

static const Json *get(Loader *ld, const Json *obj, const char *key) {
    if (!json_is(obj, JSON_OBJECT)) fail(ld, "expected an object holding '%s'", key);
    const Json *v = json_get(obj, key);
    if (!v) fail(ld, "missing key '%s'", key);
    return v;
}

static const Json *get_opt(const Json *obj, const char *key) {
    const Json *v = json_is(obj, JSON_OBJECT) ? json_get(obj, key) : NULL;
    return json_is(v, JSON_NULL) ? NULL : v;
}

static const char *get_str(Loader *ld, const Json *obj, const char *key) {
    const Json *v = get(ld, obj, key);
    if (!json_is(v, JSON_STRING) || !v->str) fail(ld, "key '%s' must be a string", key);
    return v->str;
}

static Sym get_sym(Loader *ld, const Json *obj, const char *key) {
    const char *s = get_str(ld, obj, key);
    if (!*s) fail(ld, "key '%s' must not be empty", key);
    return intern(&ld->p->syms, s);
}

static const Json *get_array(Loader *ld, const Json *obj, const char *key) {
    const Json *v = get(ld, obj, key);
    if (!json_is(v, JSON_ARRAY)) fail(ld, "key '%s' must be an array", key);
    return v;
}

static bool get_bool_opt(Loader *ld, const Json *obj, const char *key) {
    const Json *v = get_opt(obj, key);
    if (!v) return false;
    if (!(json_is(v, JSON_TRUE) || json_is(v, JSON_FALSE))) fail(ld, "key '%s' must be true or false", key);
    return json_is(v, JSON_TRUE);
}

static int get_int(Loader *ld, const Json *obj, const char *key, int lo, int hi) {
    const Json *v = get(ld, obj, key);
    if (!json_is(v, JSON_NUMBER) || v->num < lo || v->num > hi ||
        v->num != (double)(int)v->num)
        fail(ld, "key '%s' must be a whole number from %d to %d", key, lo, hi);
    return (int)v->num;
}

static uint32_t array_len(Loader *ld, const Json *arr) {
    uint32_t n = json_count(arr);
    if (n > 1 << 24) fail(ld, "array too long");
    return (uint32_t)n;
}

/* ---- Scopes ----------------------------------------------------------- */

static void scope_bind(Loader *ld, Var *v) {
    ScopeUndo u = {v->id, symmap_put(&ld->scope, v->id, v)};
    VEC_PUSH(ld->undo, ld->nundo, ld->capundo, u);
}

static size_t scope_mark(const Loader *ld) { return ld->nundo; }

static void scope_restore(Loader *ld, size_t mark) {
    while (ld->nundo > mark) {
        ScopeUndo u = ld->undo[--ld->nundo];
        symmap_put(&ld->scope, u.id, u.prev);
    }
}

/* ---- Depth and the node table ---------------------------------------- */

/* Enters one level of nesting; a program nested deeper than lhx handles is
 * reported at the binder's position in the user's file (it is the
 * program's property, not a malformed file), as an internal limit. */
static void enter(Loader *ld) {
    if (++ld->depth <= LOADER_MAX_DEPTH) return;
    const Span *sp = &ld->binder_span;
    const char *name = ld->where ? ld->where : "a definition";
    if (sp->file)
        diag_error_at(ld->diag, EXIT_UNSUPPORTED, sym_str(&ld->p->syms, sp->file), sp->line, sp->col,
                      "%s is nested too deeply for lhx (more than %d levels)", name, LOADER_MAX_DEPTH);
    else
        diag_error(ld->diag, EXIT_UNSUPPORTED, "%s: %s is nested too deeply for lhx (more than %d levels)", ld->what,
                   name, LOADER_MAX_DEPTH);
    longjmp(ld->fail, 1);
}

static void leave(Loader *ld) { ld->depth--; }

/* j, or the table entry it refers to (key is "k" for an expression, "t"
 * for a type); each entry may be taken once, so following references ends
 * and the file stays a tree. */
static const Json *deref(Loader *ld, const Json *j, const char *key) {
    for (;;) {
        const Json *kind = get_opt(j, key);
        if (!json_is(kind, JSON_STRING) || strcmp(kind->str, "ref") != 0) return j;
        uint32_t n = (uint32_t)get_int(ld, j, "node", 0, INT_MAX);
        if (n >= ld->nnodes) fail(ld, "node %u is not in the node table (%u entries)", n, ld->nnodes);
        if (ld->node_used[n]) fail(ld, "node %u is referred to twice", n);
        ld->node_used[n] = true;
        j = ld->nodes[n];
    }
}

static void load_node_table(Loader *ld, const Json *root) {
    const Json *arr = get_opt(root, "nodes");
    if (!arr) return;
    if (!json_is(arr, JSON_ARRAY)) fail(ld, "key 'nodes' must be an array");
    ld->nnodes = array_len(ld, arr);
    ld->nodes = xcalloc(ld->nnodes ? ld->nnodes : 1, sizeof *ld->nodes);
    ld->node_used = xcalloc(ld->nnodes ? ld->nnodes : 1, sizeof *ld->node_used);
    uint32_t i = 0;
    const Json *el;
    JSON_FOR_EACH(el, arr) ld->nodes[i++] = el;
}

/* ---- Spans, types, binders -------------------------------------------- */

static Span parse_span(Loader *ld, const Json *j) {
    Span s = {0, 0, 0, 0, 0};
    if (!j) return s;
    s.file = get_sym(ld, j, "file");
    s.line = get_int(ld, j, "line", 0, INT_MAX);
    s.col = get_int(ld, j, "col", 0, INT_MAX);
    s.end_line = get_int(ld, j, "endLine", 0, INT_MAX);
    s.end_col = get_int(ld, j, "endCol", 0, INT_MAX);
    return s;
}

static Var *parse_binder(Loader *ld, const Json *j);

static Type **parse_type_list(Loader *ld, const Json *arr, uint32_t *n);

static Type *parse_type_node(Loader *ld, const Json *j);

static Type *parse_type(Loader *ld, const Json *j) {
    enter(ld);
    Type *ty = parse_type_node(ld, deref(ld, j, "t"));
    leave(ld);
    return ty;
}

static Type *parse_type_node(Loader *ld, const Json *j) {
    const char *t = get_str(ld, j, "t");
    Program *p = ld->p;
    Type *ty;
    if (strcmp(t, "con") == 0) {
        ty = type_new(p, TY_CON);
        ty->u.con.name = get_sym(ld, j, "con");
        ty->u.con.args = parse_type_list(ld, get_array(ld, j, "args"), &ty->u.con.nargs);
    } else if (strcmp(t, "var") == 0) {
        ty = type_new(p, TY_VAR);
        ty->u.var = get_sym(ld, j, "var");
    } else if (strcmp(t, "fun") == 0) {
        ty = type_new(p, TY_FUN);
        ty->u.fun.arg = parse_type(ld, get(ld, j, "arg"));
        ty->u.fun.res = parse_type(ld, get(ld, j, "res"));
    } else if (strcmp(t, "forall") == 0) {
        ty = type_new(p, TY_FORALL);
        ty->u.forall.var = parse_binder(ld, get(ld, j, "var"));
        ty->u.forall.body = parse_type(ld, get(ld, j, "body"));
    } else if (strcmp(t, "app") == 0) {
        ty = type_new(p, TY_APP);
        ty->u.app.fun = parse_type(ld, get(ld, j, "fun"));
        ty->u.app.args = parse_type_list(ld, get_array(ld, j, "args"), &ty->u.app.nargs);
    } else if (strcmp(t, "lit") == 0) {
        ty = type_new(p, TY_LIT);
        ty->u.text = arena_strdup(&p->arena, get_str(ld, j, "value"));
    } else if (strcmp(t, "other") == 0) {
        ty = type_new(p, TY_OTHER);
        ty->u.text = arena_strdup(&p->arena, get_str(ld, j, "text"));
    } else {
        fail(ld, "unknown type kind '%s'", t);
    }
    return ty;
}

static Type **parse_type_list(Loader *ld, const Json *arr, uint32_t *n) {
    *n = array_len(ld, arr);
    Type **ts = ARENA_ARRAY(&ld->p->arena, Type *, *n);
    uint32_t i = 0;
    const Json *el;
    JSON_FOR_EACH(el, arr) ts[i++] = parse_type(ld, el);
    return ts;
}

/* A binder object; not yet in scope (callers decide when it is). */
static Var *parse_binder(Loader *ld, const Json *j) {
    Var *v = var_new(ld->p, get_sym(ld, j, "id"), get_sym(ld, j, "name"), NULL);
    v->type = parse_type(ld, get(ld, j, "type"));
    v->span = parse_span(ld, get_opt(j, "span"));
    if (get_bool_opt(ld, j, "tyvar")) v->flags |= VAR_TYVAR;
    if (get_bool_opt(ld, j, "dict")) v->flags |= VAR_DICT;
    return v;
}

static Var **parse_binder_list(Loader *ld, const Json *arr, uint32_t *n) {
    *n = array_len(ld, arr);
    Var **vs = ARENA_ARRAY(&ld->p->arena, Var *, *n);
    uint32_t i = 0;
    const Json *el;
    JSON_FOR_EACH(el, arr) vs[i++] = parse_binder(ld, el);
    return vs;
}

/* ---- Literals --------------------------------------------------------- */

static int64_t parse_i64(Loader *ld, const char *s, bool *fits) {
    errno = 0;
    char *end;
    long long v = strtoll(s, &end, 10);
    if (end == s || *end) fail(ld, "'%s' is not a decimal number", s);
    *fits = errno != ERANGE;
    return v;
}

static uint64_t parse_u64(Loader *ld, const char *s) {
    errno = 0;
    char *end;
    if (*s == '-') fail(ld, "'%s' is not an unsigned number", s);
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s || *end || errno == ERANGE) fail(ld, "'%s' is not an unsigned 64-bit number", s);
    return v;
}

typedef struct LitName {
    const char *name;
    LitKind kind;
} LitName;

static const LitName lit_names[] = {
    {"int", LIT_INT},         {"word", LIT_WORD},       {"int8", LIT_INT8},
    {"int16", LIT_INT16},     {"int32", LIT_INT32},     {"int64", LIT_INT64},
    {"word8", LIT_WORD8},     {"word16", LIT_WORD16},   {"word32", LIT_WORD32},
    {"word64", LIT_WORD64},   {"integer", LIT_INTEGER}, {"natural", LIT_NATURAL},
    {"char", LIT_CHAR},       {"double", LIT_DOUBLE},   {"float", LIT_FLOAT},
    {"string", LIT_STRING},   {"null", LIT_NULL},       {"rubbish", LIT_RUBBISH},
    {"label", LIT_LABEL},
};

static LitKind lit_kind(Loader *ld, const char *name) {
    for (size_t i = 0; i < sizeof lit_names / sizeof *lit_names; i++)
        if (strcmp(lit_names[i].name, name) == 0) return lit_names[i].kind;
    fail(ld, "unknown literal kind '%s'", name);
}

static void parse_lit_number(Loader *ld, const Json *j, Literal *l) {
    const char *v = get_str(ld, j, "value");
    bool fits = true;
    switch (l->kind) {
    case LIT_WORD: case LIT_WORD8: case LIT_WORD16: case LIT_WORD32: case LIT_WORD64:
        l->w = parse_u64(ld, v);
        l->i = (int64_t)l->w;
        break;
    case LIT_INTEGER: case LIT_NATURAL:
        l->i = parse_i64(ld, v, &fits); /* big values keep only their text */
        l->text = arena_strdup(&ld->p->arena, v);
        l->len = (uint32_t)strlen(v);
        if (!fits) l->i = 0;
        break;
    default:
        l->i = parse_i64(ld, v, &fits);
        if (!fits) fail(ld, "literal %s does not fit in 64 bits", v);
        if (l->kind == LIT_CHAR && (l->i < 0 || l->i > 0x10FFFF)) fail(ld, "bad character code %s", v);
    }
}

static void parse_lit_floating(Loader *ld, const Json *j, Literal *l) {
    const char *v = get_str(ld, j, "value");
    char *end;
    l->d = strtod(v, &end);
    if (end == v || *end) fail(ld, "'%s' is not a floating-point number", v);
    l->text = arena_strdup(&ld->p->arena, v);
    l->len = (uint32_t)strlen(v);
    const Json *num = get_opt(j, "num"), *den = get_opt(j, "den");
    if (json_is(num, JSON_STRING) && json_is(den, JSON_STRING)) {
        l->num = arena_strdup(&ld->p->arena, num->str);
        l->den = arena_strdup(&ld->p->arena, den->str);
    }
}

/* A string literal holding U+0000 comes as code points too (JSON strings
 * stop at NUL in json.h); re-encode them as UTF-8. */
static void parse_codepoints(Loader *ld, const Json *arr, Literal *l) {
    if (!json_is(arr, JSON_ARRAY)) fail(ld, "key 'codepoints' must be an array");
    uint32_t n = array_len(ld, arr);
    char *buf = arena_alloc(&ld->p->arena, (size_t)n * 4 + 1);
    uint32_t len = 0;
    const Json *el;
    JSON_FOR_EACH(el, arr) {
        if (!json_is(el, JSON_NUMBER) || el->num < 0 || el->num > 0x10FFFF) fail(ld, "bad code point");
        uint32_t c = (uint32_t)el->num;
        len += (uint32_t)utf8_encode(buf + len, c);
    }
    l->text = buf;
    l->len = len;
}

static Literal parse_literal(Loader *ld, const Json *j) {
    Literal l;
    memset(&l, 0, sizeof l);
    l.kind = lit_kind(ld, get_str(ld, j, "lit"));
    switch (l.kind) {
    case LIT_DOUBLE: case LIT_FLOAT:
        parse_lit_floating(ld, j, &l);
        break;
    case LIT_STRING: case LIT_LABEL: {
        const char *v = get_str(ld, j, "value");
        const Json *cps = get_opt(j, "codepoints");
        if (cps) {
            parse_codepoints(ld, cps, &l);
        } else {
            l.text = arena_strdup(&ld->p->arena, v);
            l.len = (uint32_t)strlen(v);
        }
        break;
    }
    case LIT_NULL: case LIT_RUBBISH:
        break;
    default:
        parse_lit_number(ld, j, &l);
    }
    return l;
}

/* ---- Expressions ------------------------------------------------------ */

static Expr *parse_expr(Loader *ld, const Json *j);

static Var *resolve_var(Loader *ld, Sym id) {
    Var *v = symmap_get(&ld->scope, id);
    if (v) return v;
    Global *g = symmap_get(&ld->p->globals, id);
    if (g) return g->var;
    fail(ld, "variable '%s' is not bound and not a listed external", sym_str(&ld->p->syms, id));
}

static DataCon *resolve_con(Loader *ld, Sym name) {
    DataCon *dc = symmap_get(&ld->p->datacons, name);
    if (!dc) fail(ld, "data constructor '%s' is not in 'tycons'", sym_str(&ld->p->syms, name));
    return dc;
}

static Expr *parse_app(Loader *ld, const Json *j) {
    Expr *e = expr_new(ld->p, EX_APP);
    e->u.app.fun = parse_expr(ld, get(ld, j, "fun"));
    const Json *args = get_array(ld, j, "args");
    e->u.app.nargs = array_len(ld, args);
    if (e->u.app.nargs == 0) fail(ld, "application without arguments");
    e->u.app.args = ARENA_ARRAY(&ld->p->arena, Expr *, e->u.app.nargs);
    uint32_t i = 0;
    const Json *el;
    JSON_FOR_EACH(el, args) e->u.app.args[i++] = parse_expr(ld, el);
    return e;
}

static Expr *parse_lam(Loader *ld, const Json *j) {
    Expr *e = expr_new(ld->p, EX_LAM);
    size_t mark = scope_mark(ld);
    e->u.lam.bndr = parse_binder(ld, get(ld, j, "bndr"));
    scope_bind(ld, e->u.lam.bndr);
    e->u.lam.body = parse_expr(ld, get(ld, j, "body"));
    scope_restore(ld, mark);
    return e;
}

static Expr *parse_let(Loader *ld, const Json *j) {
    Expr *e = expr_new(ld->p, EX_LET);
    bool rec = get_bool_opt(ld, j, "rec");
    const Json *binds = get_array(ld, j, "binds");
    uint32_t n = array_len(ld, binds);
    if (n == 0 || (!rec && n != 1)) fail(ld, "a let binds one name, a let rec one or more");
    e->u.let.rec = rec;
    e->u.let.nbinds = n;
    e->u.let.binds = ARENA_ARRAY(&ld->p->arena, Bind, n);
    size_t mark = scope_mark(ld);
    uint32_t i = 0;
    const Json *b;
    JSON_FOR_EACH(b, binds) {
        e->u.let.binds[i].var = parse_binder(ld, get(ld, b, "bndr"));
        if (rec) scope_bind(ld, e->u.let.binds[i].var); /* visible in every rhs */
        i++;
    }
    i = 0;
    JSON_FOR_EACH(b, binds) e->u.let.binds[i++].rhs = parse_expr(ld, get(ld, b, "rhs"));
    if (!rec) scope_bind(ld, e->u.let.binds[0].var);
    e->u.let.body = parse_expr(ld, get(ld, j, "body"));
    scope_restore(ld, mark);
    return e;
}

static void parse_alt(Loader *ld, const Json *j, Alt *alt) {
    const Json *con = get(ld, j, "con");
    const char *kind = get_str(ld, con, "kind");
    if (strcmp(kind, "default") == 0) {
        alt->kind = ALT_DEFAULT;
    } else if (strcmp(kind, "data") == 0) {
        alt->kind = ALT_DATA;
        alt->con = resolve_con(ld, get_sym(ld, con, "con"));
    } else if (strcmp(kind, "lit") == 0) {
        alt->kind = ALT_LIT;
        alt->lit = parse_literal(ld, get(ld, con, "lit"));
    } else {
        fail(ld, "unknown alternative kind '%s'", kind);
    }
    size_t mark = scope_mark(ld);
    alt->bndrs = parse_binder_list(ld, get_array(ld, j, "bndrs"), &alt->nbndrs);
    if (alt->kind != ALT_DATA && alt->nbndrs) fail(ld, "only constructor alternatives bind fields");
    if (alt->kind == ALT_DATA && alt->nbndrs != alt->con->arity + alt->con->nexvars)
        fail(ld, "alternative for '%s' binds %u names, the constructor has %u fields",
             sym_str(&ld->p->syms, alt->con->name), alt->nbndrs, alt->con->arity);
    for (uint32_t i = 0; i < alt->nbndrs; i++) scope_bind(ld, alt->bndrs[i]);
    alt->rhs = parse_expr(ld, get(ld, j, "rhs"));
    scope_restore(ld, mark);
}

static Expr *parse_case(Loader *ld, const Json *j) {
    Expr *e = expr_new(ld->p, EX_CASE);
    e->u.kase.scrut = parse_expr(ld, get(ld, j, "scrut"));
    e->u.kase.type = parse_type(ld, get(ld, j, "type"));
    size_t mark = scope_mark(ld);
    e->u.kase.bndr = parse_binder(ld, get(ld, j, "bndr"));
    scope_bind(ld, e->u.kase.bndr);
    const Json *alts = get_array(ld, j, "alts");
    e->u.kase.nalts = array_len(ld, alts);
    e->u.kase.alts = ARENA_ARRAY(&ld->p->arena, Alt, e->u.kase.nalts);
    uint32_t i = 0;
    const Json *a;
    JSON_FOR_EACH(a, alts) parse_alt(ld, a, &e->u.kase.alts[i++]);
    scope_restore(ld, mark);
    return e;
}

static Expr *parse_expr_node(Loader *ld, const Json *j);

static Expr *parse_expr(Loader *ld, const Json *j) {
    enter(ld);
    Expr *e = parse_expr_node(ld, deref(ld, j, "k"));
    leave(ld);
    return e;
}

static Expr *parse_expr_node(Loader *ld, const Json *j) {
    const char *k = get_str(ld, j, "k");
    Expr *e;
    switch (k[0]) {
    case 'v':
        if (strcmp(k, "var") != 0) break;
        e = expr_new(ld->p, EX_VAR);
        e->u.var = resolve_var(ld, get_sym(ld, j, "id"));
        return e;
    case 'c':
        if (strcmp(k, "con") == 0) {
            e = expr_new(ld->p, EX_CON);
            e->u.con = resolve_con(ld, get_sym(ld, j, "con"));
            return e;
        }
        if (strcmp(k, "case") == 0) return parse_case(ld, j);
        if (strcmp(k, "cast") == 0) {
            e = expr_new(ld->p, EX_CAST);
            e->u.cast.body = parse_expr(ld, get(ld, j, "body"));
            e->u.cast.type = parse_type(ld, get(ld, j, "type"));
            return e;
        }
        if (strcmp(k, "coercion") == 0) return expr_new(ld->p, EX_COERCION);
        break;
    case 'l':
        if (strcmp(k, "lit") == 0) {
            e = expr_new(ld->p, EX_LIT);
            e->u.lit = parse_literal(ld, get(ld, j, "lit"));
            return e;
        }
        if (strcmp(k, "lam") == 0) return parse_lam(ld, j);
        if (strcmp(k, "let") == 0) return parse_let(ld, j);
        break;
    case 'a':
        if (strcmp(k, "app") == 0) return parse_app(ld, j);
        break;
    case 't':
        if (strcmp(k, "type") != 0) break;
        e = expr_new(ld->p, EX_TYPE);
        e->u.type = parse_type(ld, get(ld, j, "type"));
        return e;
    default:
        break;
    }
    fail(ld, "unknown expression kind '%s'", k);
}

/* ---- Type constructors and classes ------------------------------------ */

static DataCon *parse_datacon(Loader *ld, const Json *j, TyCon *tc) {
    Program *p = ld->p;
    DataCon *dc = ARENA_NEW(&p->arena, DataCon);
    dc->name = get_sym(ld, j, "name");
    dc->tycon = tc;
    dc->tag = (uint32_t)get_int(ld, j, "tag", 1, 1 << 20);
    dc->infix = get_bool_opt(ld, j, "infix");
    dc->span = parse_span(ld, get_opt(j, "span"));
    const Json *fields = get_array(ld, j, "fields");
    const Json *labels = get_opt(j, "labels");
    uint32_t nlabels = labels ? array_len(ld, labels) : 0;
    dc->arity = array_len(ld, fields);
    if (nlabels && nlabels != dc->arity) fail(ld, "constructor has %u fields but %u labels", dc->arity, nlabels);
    dc->fields = ARENA_ARRAY(&p->arena, Field, dc->arity);
    for (uint32_t i = 0; i < dc->arity; i++) {
        const Json *f = json_item(fields, i);
        dc->fields[i].type = parse_type(ld, get(ld, f, "type"));
        dc->fields[i].strict = get_bool_opt(ld, f, "strict");
        if (nlabels) {
            const Json *lab = json_item(labels, i);
            if (!json_is(lab, JSON_STRING) || !lab->str) fail(ld, "labels must be strings");
            dc->fields[i].label = intern(&p->syms, lab->str);
        }
    }
    const Json *ex = get_opt(j, "exvars");
    if (ex) dc->exvars = parse_binder_list(ld, ex, &dc->nexvars);
    const Json *w = get_opt(j, "wrapper");
    if (json_is(w, JSON_STRING) && w->str[0]) dc->wrapper = intern(&p->syms, w->str);
    return dc;
}

static TyConKind tycon_kind(Loader *ld, const char *k) {
    static const char *const names[] = {"data", "newtype", "class", "prim", "synonym", "family", "other"};
    for (int i = 0; i < 7; i++)
        if (strcmp(names[i], k) == 0) return (TyConKind)i;
    fail(ld, "unknown type constructor kind '%s'", k);
}

static void parse_tycon(Loader *ld, const Json *j) {
    Program *p = ld->p;
    Sym name = get_sym(ld, j, "name");
    if (symmap_get(&p->tycons, name)) return; /* another file described it */
    TyCon *tc = ARENA_NEW(&p->arena, TyCon);
    tc->name = name;
    tc->module = get_sym(ld, j, "module");
    tc->kind = tycon_kind(ld, get_str(ld, j, "kind"));
    tc->span = parse_span(ld, get_opt(j, "span"));
    const Json *tvs = get_opt(j, "tyvars");
    if (tvs) tc->tyvars = parse_binder_list(ld, tvs, &tc->ntyvars);
    const Json *rhs = get_opt(j, "rhs");
    if (tc->kind == TC_SYNONYM && rhs) tc->synonym_rhs = parse_type(ld, rhs);
    const Json *cons = get_opt(j, "cons");
    tc->ncons = cons ? array_len(ld, cons) : 0;
    tc->cons = ARENA_ARRAY(&p->arena, DataCon *, tc->ncons);
    for (uint32_t i = 0; i < tc->ncons; i++) {
        DataCon *dc = parse_datacon(ld, json_item(cons, i), tc);
        if (symmap_get(&p->datacons, dc->name)) fail(ld, "constructor '%s' listed twice", sym_str(&p->syms, dc->name));
        symmap_put(&p->datacons, dc->name, dc);
        tc->cons[i] = dc;
    }
    symmap_put(&p->tycons, name, tc);
}

static void parse_class(Loader *ld, const Json *j) {
    Program *p = ld->p;
    Sym name = get_sym(ld, j, "name");
    if (symmap_get(&p->classes, name)) return;
    Class *c = ARENA_NEW(&p->arena, Class);
    c->name = name;
    c->tycon = symmap_get(&p->tycons, get_sym(ld, j, "tycon"));
    const Json *con = get_opt(j, "con");
    if (json_is(con, JSON_STRING)) {
        c->con_name = intern(&p->syms, con->str);
        c->con = symmap_get(&p->datacons, c->con_name);
    }
    c->is_newtype = get_bool_opt(ld, j, "newtype");
    c->tyvars = parse_binder_list(ld, get_array(ld, j, "tyvars"), &c->ntyvars);
    c->supers = parse_type_list(ld, get_array(ld, j, "superclasses"), &c->nsupers);
    const Json *ms = get_array(ld, j, "methods");
    c->nmethods = array_len(ld, ms);
    c->methods = ARENA_ARRAY(&p->arena, Method, c->nmethods);
    for (uint32_t i = 0; i < c->nmethods; i++) {
        const Json *m = json_item(ms, i);
        c->methods[i].id = get_sym(ld, m, "id");
        c->methods[i].name = get_sym(ld, m, "name");
    }
    if (c->tycon) c->tycon->cls = c;
    symmap_put(&p->classes, name, c);
}

static void parse_instances(Loader *ld, const Json *arr) {
    Module *m = ld->mod;
    m->ninsts = array_len(ld, arr);
    m->insts = ARENA_ARRAY(&ld->p->arena, Instance, m->ninsts);
    for (uint32_t i = 0; i < m->ninsts; i++) {
        const Json *j = json_item(arr, i);
        m->insts[i].dfun = get_sym(ld, j, "dfun");
        m->insts[i].cls = get_sym(ld, j, "class");
        m->insts[i].types = parse_type_list(ld, get_array(ld, j, "types"), &m->insts[i].ntypes);
    }
}

/* ---- Globals ---------------------------------------------------------- */

static Origin origin_of(Loader *ld, const char *s) {
    static const struct {
        const char *name;
        Origin o;
    } table[] = {
        {"unfolding", ORIG_UNFOLDING}, {"datacon-wrapper", ORIG_DATACON_WRAPPER},
        {"primop", ORIG_PRIMOP},       {"selector", ORIG_SELECTOR},
        {"record-selector", ORIG_RECORD_SELECTOR},
        {"stopped", ORIG_STOPPED},     {"home", ORIG_HOME},
        {"none", ORIG_NONE},
    };
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (strcmp(table[i].name, s) == 0) return table[i].o;
    fail(ld, "unknown origin '%s'", s);
}

/* The Global for a qualified name, created as ORIG_NONE when new. One Global
 * and one Var exist per name, so references made before a better definition
 * arrives stay valid when it does. */
static Global *global_for(Loader *ld, Sym id, Sym name, Type *type) {
    Program *p = ld->p;
    Global *g = symmap_get(&p->globals, id);
    if (g) return g;
    g = global_new(p, id, name, type);
    g->origin = ORIG_NONE;
    symmap_put(&p->globals, id, g);
    return g;
}

static void parse_recsel(Loader *ld, Global *g, const Json *arr) {
    g->nrecsel = array_len(ld, arr);
    g->recsel = ARENA_ARRAY(&ld->p->arena, RecSelField, g->nrecsel);
    for (uint32_t i = 0; i < g->nrecsel; i++) {
        const Json *j = json_item(arr, i);
        g->recsel[i].con = resolve_con(ld, get_sym(ld, j, "con"));
        g->recsel[i].index = (uint32_t)get_int(ld, j, "index", 0, 1 << 20);
        if (g->recsel[i].index >= g->recsel[i].con->arity) fail(ld, "record field index out of range");
    }
}

/* Registers an external; returns the JSON rhs to read later, or NULL when
 * this file's description does not improve on what is known. */
static const Json *declare_external(Loader *ld, const Json *j) {
    Sym id = get_sym(ld, j, "id");
    Origin o = origin_of(ld, get_str(ld, j, "origin"));
    Type *type = parse_type(ld, get(ld, j, "type"));
    Global *g = global_for(ld, id, get_sym(ld, j, "name"), type);
    if (g->origin >= o && g->origin != ORIG_NONE) return NULL;
    g->origin = o;
    g->module = get_sym(ld, j, "module");
    g->var->type = type;
    switch (o) {
    case ORIG_PRIMOP:
        g->primop = get_sym(ld, j, "primop");
        return NULL;
    case ORIG_SELECTOR:
        g->cls = get_sym(ld, j, "class");
        g->index = (uint32_t)get_int(ld, j, "index", 0, 1 << 20);
        return NULL;
    case ORIG_RECORD_SELECTOR:
        parse_recsel(ld, g, get_array(ld, j, "con_fields"));
        return NULL;
    case ORIG_NONE: {
        const Json *r = get_opt(j, "reason");
        g->reason = arena_strdup(&ld->p->arena, json_is(r, JSON_STRING) ? r->str : "no definition");
        return NULL;
    }
    case ORIG_UNFOLDING:
    case ORIG_DATACON_WRAPPER:
        return get(ld, j, "rhs");
    default:
        return NULL;
    }
}

static void load_externals(Loader *ld, const Json *arr) {
    uint32_t n = array_len(ld, arr);
    /* Declare all first: unfoldings refer to each other in any order. */
    ld->pending_rhs = xcalloc(n, sizeof *ld->pending_rhs);
    ld->pending = xcalloc(n, sizeof *ld->pending);
    ld->where = "externals";
    for (uint32_t i = 0; i < n; i++) {
        const Json *j = json_item(arr, i);
        ld->pending_rhs[i] = declare_external(ld, j);
        if (ld->pending_rhs[i]) ld->pending[i] = symmap_get(&ld->p->globals, get_sym(ld, j, "id"));
    }
    for (uint32_t i = 0; i < n; i++) {
        if (!ld->pending_rhs[i]) continue;
        ld->where = sym_str(&ld->p->syms, ld->pending[i]->var->id);
        ld->pending[i]->rhs = parse_expr(ld, ld->pending_rhs[i]);
    }
}

/* Top-level binders of this module: a name qualified by the module is a
 * global; anything else (GHC's internal top-level names) is file-local. */
static bool is_qualified_by(const Program *p, Sym id, Sym module) {
    size_t ml = sym_len(&p->syms, module);
    const char *s = sym_str(&p->syms, id);
    return strncmp(s, sym_str(&p->syms, module), ml) == 0 && s[ml] == '.' && s[ml + 1];
}

static Global *declare_top(Loader *ld, const Json *b, bool rec) {
    Program *p = ld->p;
    Var *v = parse_binder(ld, get(ld, b, "bndr"));
    Global *g;
    if (is_qualified_by(p, v->id, ld->mod->name)) {
        g = global_for(ld, v->id, v->name, v->type);
        if (g->origin == ORIG_MODULE) fail(ld, "'%s' is defined twice", sym_str(&p->syms, v->id));
        g->var->type = v->type;
        g->var->name = v->name;
    } else {
        g = global_new(p, v->id, v->name, v->type);
        g->var = v; /* the binder itself, so its flags and span stay */
        v->global = g;
        scope_bind(ld, v);
    }
    g->var->span = v->span;
    g->var->flags = v->flags;
    g->origin = ORIG_MODULE;
    g->module = ld->mod->name;
    g->owner = ld->mod;
    g->rec = rec;
    g->exported = get_bool_opt(ld, b, "exported");
    g->generated = get_bool_opt(ld, b, "generated");
    return g;
}

static void load_binds(Loader *ld, const Json *groups) {
    Module *m = ld->mod;
    uint32_t total = 0;
    const Json *grp;
    ld->where = "binds";
    JSON_FOR_EACH(grp, groups) total += array_len(ld, get_array(ld, grp, "binds"));
    m->binds = ARENA_ARRAY(&ld->p->arena, Global *, total);
    JSON_FOR_EACH(grp, groups) {
        bool rec = get_bool_opt(ld, grp, "rec");
        const Json *b, *binds = get_array(ld, grp, "binds");
        JSON_FOR_EACH(b, binds) m->binds[m->nbinds++] = declare_top(ld, b, rec);
    }
    uint32_t i = 0;
    JSON_FOR_EACH(grp, groups) {
        const Json *b, *binds = get_array(ld, grp, "binds");
        JSON_FOR_EACH(b, binds) {
            Global *g = m->binds[i++];
            ld->where = sym_str(&ld->p->syms, g->var->name);
            ld->binder_span = g->var->span;
            g->rhs = parse_expr(ld, get(ld, b, "rhs"));
        }
    }
}

/* ---- Files ------------------------------------------------------------ */

static void check_header(Loader *ld, const Json *root) {
    const Json *fmt = get_opt(root, "format");
    if (!json_is(fmt, JSON_STRING) || strcmp(fmt->str, LHX_CORE_FORMAT) != 0)
        fail(ld, "not an lhx core file (no \"format\": \"%s\")", LHX_CORE_FORMAT);
    int version = get_int(ld, root, "version", 0, INT_MAX);
    if (version != LHX_CORE_VERSION)
        fail(ld, "format version %d, expected %d (rebuild with `make`)", version, LHX_CORE_VERSION);
}

static void load_root(Loader *ld, const Json *root, bool is_prelude) {
    const Json *el, *list;
    check_header(ld, root);
    ld->mod = program_add_module(ld->p, get_sym(ld, root, "module"), get_str(ld, root, "file"));
    ld->mod->is_prelude = is_prelude;
    load_node_table(ld, root);
    ld->where = "tycons";
    list = get_array(ld, root, "tycons");
    JSON_FOR_EACH(el, list) parse_tycon(ld, el);
    ld->where = "classes";
    list = get_array(ld, root, "classes");
    JSON_FOR_EACH(el, list) parse_class(ld, el);
    ld->where = "instances";
    parse_instances(ld, get_array(ld, root, "instances"));
    load_externals(ld, get_array(ld, root, "externals"));
    load_binds(ld, get_array(ld, root, "binds"));
}

Module *load_core_buffer(Program *p, const char *json, size_t len, const char *what, bool is_prelude,
                         Diag *diag) {
    /* On the heap: its fields change between setjmp and longjmp, which
     * would leave a non-volatile local indeterminate. */
    Loader *ld = xcalloc(1, sizeof *ld);
    ld->p = p;
    ld->diag = diag;
    ld->what = what;
    symmap_init(&ld->scope);
    Arena tree; /* the JSON tree, freed at once after loading */
    arena_init(&tree);
    size_t off = 0;
    const Json *root = json_parse(&tree, json, len, &off);
    Module *result = NULL;
    if (!root) {
        diag_error(diag, EXIT_BAD_INPUT, "%s: malformed core JSON: syntax error, truncated input "
                   "or nesting deeper than %d, near byte %zu", what, JSON_MAX_NESTING, off);
    } else if (setjmp(ld->fail) == 0) {
        load_root(ld, root, is_prelude);
        result = ld->mod;
    }
    arena_free(&tree);
    symmap_free(&ld->scope);
    free(ld->undo);
    free(ld->pending_rhs);
    free(ld->pending);
    free(ld->nodes);
    free(ld->node_used);
    free(ld);
    return result;
}

Module *load_core_file(Program *p, const char *json_path, bool is_prelude, Diag *diag) {
    StrBuf sb;
    sb_init(&sb);
    Module *m = read_file_max(json_path, FILE_MAX_CORE, &sb, diag) ? load_core_buffer(p, sb_str(&sb), sb.len, json_path, is_prelude, diag)
                                                : NULL;
    sb_free(&sb);
    return m;
}
