/* link.c — see link.h. */
#include "link.h"
#include "primitives.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Type equality ---------------------------------------------------- */

typedef struct TyVarPair {
    Sym a, b;
} TyVarPair;

typedef struct TyEnv {
    TyVarPair pairs[64];
    int n;
} TyEnv;

static bool tyvar_equal(const TyEnv *env, Sym a, Sym b) {
    for (int i = env->n - 1; i >= 0; i--) {
        if (env->pairs[i].a == a || env->pairs[i].b == b) return env->pairs[i].a == a && env->pairs[i].b == b;
    }
    return a == b;
}

static bool type_equal_in(TyEnv *env, const Type *a, const Type *b);

static bool type_list_equal(TyEnv *env, Type *const *as, uint32_t na, Type *const *bs, uint32_t nb) {
    if (na != nb) return false;
    for (uint32_t i = 0; i < na; i++)
        if (!type_equal_in(env, as[i], bs[i])) return false;
    return true;
}

static bool type_equal_in(TyEnv *env, const Type *a, const Type *b) {
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case TY_CON:
        return a->u.con.name == b->u.con.name &&
               type_list_equal(env, a->u.con.args, a->u.con.nargs, b->u.con.args, b->u.con.nargs);
    case TY_VAR:
        return tyvar_equal(env, a->u.var, b->u.var);
    case TY_FUN:
        return type_equal_in(env, a->u.fun.arg, b->u.fun.arg) && type_equal_in(env, a->u.fun.res, b->u.fun.res);
    case TY_FORALL: {
        if (env->n == 64) return false; /* absurdly deep: treat as different */
        env->pairs[env->n++] = (TyVarPair){a->u.forall.var->id, b->u.forall.var->id};
        bool eq = type_equal_in(env, a->u.forall.body, b->u.forall.body);
        env->n--;
        return eq;
    }
    case TY_APP:
        return type_equal_in(env, a->u.app.fun, b->u.app.fun) &&
               type_list_equal(env, a->u.app.args, a->u.app.nargs, b->u.app.args, b->u.app.nargs);
    case TY_LIT:
    case TY_OTHER:
        return strcmp(a->u.text, b->u.text) == 0;
    }
    return false;
}

bool type_equal(const Type *a, const Type *b) {
    TyEnv env;
    env.n = 0;
    return type_equal_in(&env, a, b);
}

/* ---- Substitution ------------------------------------------------------ */

/* The results of one substitution by node: a type is a DAG (a type a
 * path learned is shared wherever it occurs), and substituting each
 * occurrence of a shared node apart would copy the DAG out into a tree,
 * exponentially larger (a GADT whose existentials are bound to each
 * other's types reached hundreds of MB in one step). Open addressing by
 * address, malloc'ed on the first composite node and freed at the end. */
typedef struct SubstMemo {
    const Type **keys;
    Type **vals;
    uint32_t cap, n;
} SubstMemo;

typedef struct Subst {
    const Sym *vars;
    Type *const *types;
    uint32_t n;
    uint32_t visits; /* composite nodes so far */
    SubstMemo memo;
} Subst;

static Type *subst(Arena *ar, Type *t, Subst *s);

static uint32_t memo_slot(const SubstMemo *m, const Type *t) {
    uint32_t i = (uint32_t)(((uintptr_t)t >> 4) * 2654435761u) & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != t) i = (i + 1) & (m->cap - 1);
    return i;
}

static Type *memo_get(const SubstMemo *m, const Type *t) {
    if (!m->cap) return NULL;
    uint32_t i = memo_slot(m, t);
    return m->keys[i] ? m->vals[i] : NULL;
}

static void memo_put(SubstMemo *m, const Type *t, Type *v);

static void memo_grow(SubstMemo *m) {
    SubstMemo bigger = {xcalloc(m->cap ? m->cap * 2 : 64, sizeof(Type *)), NULL, m->cap ? m->cap * 2 : 64, 0};
    bigger.vals = xcalloc(bigger.cap, sizeof(Type *));
    for (uint32_t i = 0; i < m->cap; i++)
        if (m->keys[i]) memo_put(&bigger, m->keys[i], m->vals[i]);
    free(m->keys);
    free(m->vals);
    *m = bigger;
}

static void memo_put(SubstMemo *m, const Type *t, Type *v) {
    if (2 * (m->n + 1) > m->cap) memo_grow(m);
    uint32_t i = memo_slot(m, t);
    if (!m->keys[i]) m->n++;
    m->keys[i] = t;
    m->vals[i] = v;
}

static void memo_free(SubstMemo *m) {
    free(m->keys);
    free(m->vals);
}

static Type **subst_list(Arena *ar, Type **ts, uint32_t n, Subst *s, bool *changed) {
    Type **out = NULL;
    for (uint32_t i = 0; i < n; i++) {
        Type *u = subst(ar, ts[i], s);
        if (u != ts[i] && !out) {
            out = ARENA_ARRAY(ar, Type *, n);
            memcpy(out, ts, n * sizeof *ts);
        }
        if (out) out[i] = u;
    }
    *changed = out != NULL;
    return out ? out : ts;
}

/* Substitution that shares unchanged parts (most types have no variables). */
static Type *subst_node(Arena *ar, Type *t, Subst *s) {
    bool changed;
    switch (t->kind) {
    case TY_VAR:
        for (uint32_t i = 0; i < s->n; i++)
            if (s->vars[i] == t->u.var) return s->types[i] ? s->types[i] : t;
        return t;
    case TY_CON: {
        Type **args = subst_list(ar, t->u.con.args, t->u.con.nargs, s, &changed);
        if (!changed) return t;
        Type *u = ARENA_NEW(ar, Type);
        *u = *t;
        u->u.con.args = args;
        return u;
    }
    case TY_FUN: {
        Type *a = subst(ar, t->u.fun.arg, s), *r = subst(ar, t->u.fun.res, s);
        if (a == t->u.fun.arg && r == t->u.fun.res) return t;
        Type *u = ARENA_NEW(ar, Type);
        u->kind = TY_FUN;
        u->u.fun.arg = a;
        u->u.fun.res = r;
        return u;
    }
    case TY_APP: {
        Type *f = subst(ar, t->u.app.fun, s);
        Type **args = subst_list(ar, t->u.app.args, t->u.app.nargs, s, &changed);
        if (!changed && f == t->u.app.fun) return t;
        if (f->kind == TY_CON) { /* (m a)[m := T b] = T b a */
            Type *u = ARENA_NEW(ar, Type);
            u->kind = TY_CON;
            u->u.con.name = f->u.con.name;
            u->u.con.nargs = f->u.con.nargs + t->u.app.nargs;
            u->u.con.args = ARENA_ARRAY(ar, Type *, u->u.con.nargs);
            /* a constructor without arguments has none to copy (memcpy from NULL is undefined) */
            if (f->u.con.nargs) memcpy(u->u.con.args, f->u.con.args, f->u.con.nargs * sizeof(Type *));
            if (t->u.app.nargs) memcpy(u->u.con.args + f->u.con.nargs, args, t->u.app.nargs * sizeof(Type *));
            return u;
        }
        Type *u = ARENA_NEW(ar, Type);
        u->kind = TY_APP;
        u->u.app.fun = f;
        u->u.app.args = args;
        u->u.app.nargs = t->u.app.nargs;
        return u;
    }
    case TY_FORALL: {
        /* The bound variable shadows: drop it from the substitution. */
        Sym bound = t->u.forall.var->id;
        Sym *vars = ARENA_ARRAY(ar, Sym, s->n ? s->n : 1);
        Type **types = ARENA_ARRAY(ar, Type *, s->n ? s->n : 1);
        uint32_t k = 0;
        for (uint32_t i = 0; i < s->n; i++)
            if (s->vars[i] != bound) vars[k] = s->vars[i], types[k++] = s->types[i];
        Subst inner = {vars, types, k, 0, {0}};
        Type *b = subst(ar, t->u.forall.body, &inner);
        memo_free(&inner.memo);
        if (b == t->u.forall.body) return t;
        Type *u = ARENA_NEW(ar, Type);
        u->kind = TY_FORALL;
        u->u.forall.var = t->u.forall.var;
        u->u.forall.body = b;
        return u;
    }
    default:
        return t;
    }
}

/* A composite node is substituted once per substitution (SubstMemo),
 * once it has met more than a few: small types, the most common, need no
 * table. */
enum { SUBST_MEMO_AFTER = 32 };

static Type *subst(Arena *ar, Type *t, Subst *s) {
    bool composite = t->kind == TY_FUN || t->kind == TY_APP || t->kind == TY_FORALL || (t->kind == TY_CON && t->u.con.nargs);
    if (!composite) return subst_node(ar, t, s);
    s->visits++;
    Type *done = memo_get(&s->memo, t);
    if (done) return done;
    done = subst_node(ar, t, s);
    if (s->visits > SUBST_MEMO_AFTER) memo_put(&s->memo, t, done);
    return done;
}

Type *type_subst(Arena *a, Type *t, const Sym *vars, Type *const *types, uint32_t n) {
    Subst s = {vars, types, n, 0, {0}};
    Type *r = subst(a, t, &s);
    memo_free(&s.memo);
    return r;
}

TyCon *type_tycon(const Program *p, Type *t) {
    if (t->kind != TY_CON) return NULL;
    if (!t->u.con.tycon) t->u.con.tycon = symmap_get(&p->tycons, t->u.con.name);
    return t->u.con.tycon;
}

/* f a1 … an: one constructor application when f is one (T b a1 … an). */
static Type *type_applied(Arena *ar, Type *f, Type **args, uint32_t n) {
    Type *u = ARENA_NEW(ar, Type);
    if (f->kind != TY_CON) {
        u->kind = TY_APP;
        u->u.app.fun = f;
        u->u.app.args = args;
        u->u.app.nargs = n;
        return u;
    }
    *u = *f;
    u->u.con.tycon = NULL;
    u->u.con.nargs = f->u.con.nargs + n;
    u->u.con.args = ARENA_ARRAY(ar, Type *, u->u.con.nargs);
    if (f->u.con.nargs) memcpy(u->u.con.args, f->u.con.args, f->u.con.nargs * sizeof(Type *));
    memcpy(u->u.con.args + f->u.con.nargs, args, n * sizeof(Type *));
    return u;
}

Type *type_expand_head(Program *p, Type *t) {
    for (int guard = 0; guard < 32 && t && t->kind == TY_CON; guard++) {
        TyCon *tc = type_tycon(p, t);
        if (!tc || tc->kind != TC_SYNONYM || !tc->synonym_rhs || tc->ntyvars > t->u.con.nargs) break;
        Sym vars[64];
        uint32_t n = tc->ntyvars < 64 ? tc->ntyvars : 64;
        for (uint32_t i = 0; i < n; i++) vars[i] = tc->tyvars[i]->id;
        Type *rhs = type_subst(&p->arena, tc->synonym_rhs, vars, t->u.con.args, n);
        if (t->u.con.nargs > n) rhs = type_applied(&p->arena, rhs, t->u.con.args + n, t->u.con.nargs - n);
        t = rhs;
    }
    return t;
}

/* ---- Models and primitives -------------------------------------------- */

/* GHC's z-decoding of one occurrence name ("zdfShowZLz2cUZRzuzdsgo1" ->
 * "$fShow(,)_$sgo1"). Returns false on a malformed encoding. */
static bool z_decode(const char *s, StrBuf *out) {
    static const char lower_from[] = "abcdeghilmnpqrstuvz", lower_to[] = "&|^$=>#.<-!+'\\/*_%z";
    static const char upper_from[] = "LRMNCZ", upper_to[] = "()[]:Z";
    while (*s) {
        char c = *s++;
        if (c != 'z' && c != 'Z') {
            sb_putc(out, c);
            continue;
        }
        if (*s >= '0' && *s <= '9') { /* zXXXU: a code point; ZnT / ZnH: tuples */
            char *end;
            unsigned long n = strtoul(s, &end, c == 'z' ? 16 : 10);
            if (c == 'z' && *end == 'U' && n < 0x110000) {
                if (n >= 0x80) return false; /* model names are ASCII */
                sb_putc(out, (char)n);
            } else if (c == 'Z' && (*end == 'T' || *end == 'H') && n >= 1 && n < 64) {
                sb_puts(out, *end == 'T' ? "(" : "(#");
                for (unsigned long i = 1; i < n; i++) sb_putc(out, ',');
                sb_puts(out, *end == 'T' ? ")" : "#)");
            } else {
                return false;
            }
            s = end + 1;
            continue;
        }
        const char *from = c == 'z' ? lower_from : upper_from, *to = c == 'z' ? lower_to : upper_to;
        const char *hit = *s ? strchr(from, *s) : NULL;
        if (!hit) return false;
        sb_putc(out, to[hit - from]);
        s++;
    }
    return true;
}

bool model_original_name(const char *model_name, char *buf, size_t size) {
    size_t plen = strlen(LHX_MODEL_PREFIX);
    if (strncmp(model_name, LHX_MODEL_PREFIX, plen) != 0) return false;
    const char *rest = model_name + plen, *occ = name_occ(rest);
    if (occ == rest) return false; /* no module left to model */
    StrBuf sb;
    sb_init(&sb);
    sb_putn(&sb, rest, (size_t)(occ - rest));
    /* Names of originals that begin with '$' are written z-encoded. */
    bool ok = strncmp(occ, "zd", 2) == 0 ? z_decode(occ, &sb) : (sb_puts(&sb, occ), true);
    ok = ok && sb.len < size;
    if (ok) memcpy(buf, sb_str(&sb), sb.len + 1);
    sb_free(&sb);
    return ok;
}

static bool link_model(Program *p, Global *model, Diag *diag) {
    char orig[1024];
    const char *mname = sym_str(&p->syms, model->var->id);
    if (!model_original_name(mname, orig, sizeof orig)) return true;
    Global *g = program_global(p, orig);
    if (!g || g->origin == ORIG_MODULE) return true; /* unused, or the user's own definition */
    if (!type_equal(g->var->type, model->var->type)) {
        Span s = model->var->span;
        return diag_error_at(diag, EXIT_UNSUPPORTED, s.file ? sym_str(&p->syms, s.file) : NULL, s.line, s.col,
                             "the model %s does not have the type of %s", mname, orig);
    }
    g->origin = ORIG_MODEL;
    g->model = model;
    return true;
}

static void link_primitive(Program *p, Global *g) {
    if (g->origin == ORIG_MODULE || g->origin == ORIG_MODEL) return;
    const PrimInfo *pi = prim_lookup_function(sym_str(&p->syms, g->var->id));
    if (!pi) return;
    g->origin = ORIG_PRIMITIVE;
    g->primop = g->var->id;
}

/* A foreign call (`foreign import ccall`; the plugin names it in module
 * `ffi`): lhx does not run C, so its result is a fresh symbolic value of
 * its type — for an IO import, the unboxed pair of the state token and the
 * value — made anew at each call, as unknown to lhx as to LiquidHaskell
 * without an `assume` signature (with one, callers get the signature's
 * result instead: translate/wrap.c). */
static void link_foreign(Program *p, Global *g) {
    if (g->origin != ORIG_NONE || !g->module || strcmp(sym_str(&p->syms, g->module), "ffi") != 0 || !g->var->type) return;
    Type *t = g->var->type;
    uint32_t n = 0;
    for (Type *u = t; u->kind == TY_FUN; u = u->u.fun.res) n++;
    Var **xs = ARENA_ARRAY(&p->arena, Var *, n ? n : 1);
    Type *res = t;
    for (uint32_t i = 0; i < n; i++, res = res->u.fun.res) xs[i] = var_fresh(p, "x", res->u.fun.arg);
    if (res->kind == TY_FORALL) return;
    Expr *body = expr_new(p, EX_SYMGEN);
    body->u.type = res;
    for (uint32_t i = n; i-- > 0;) body = expr_lam(p, xs[i], body);
    g->rhs = body;
    g->origin = ORIG_UNFOLDING;
}

bool link_program(Program *p, Diag *diag) {
    for (uint32_t i = 0; i < p->nmodules; i++) {
        Module *m = p->modules[i];
        if (!m->is_prelude) continue;
        for (uint32_t j = 0; j < m->nbinds; j++)
            if (!link_model(p, m->binds[j], diag)) return false;
    }
    for (size_t i = 0; i < p->globals.cap; i++)
        if (p->globals.keys[i]) link_primitive(p, p->globals.vals[i]), link_foreign(p, p->globals.vals[i]);
    return true;
}

/* ---- Reachability ----------------------------------------------------- */

typedef struct Reach {
    Program *p;
    Diag *diag;
    SymMap seen;         /* Global id -> Global* already visited */
    Global **work;       /* globals still to visit */
    Global **parent;     /* who reached each work item, for the message */
    size_t nwork, capwork, cappar;
    bool ok;
} Reach;

static void reach_push(Reach *r, Global *g, Global *from) {
    Sym key = g->var->id;
    if (symmap_get(&r->seen, key)) return;
    symmap_put(&r->seen, key, g);
    size_t n = r->nwork;
    VEC_PUSH(r->work, r->nwork, r->capwork, g);
    VEC_RESERVE(r->parent, r->cappar, n + 1);
    r->parent[n] = from;
}

static void reach_expr(Reach *r, const Expr *e, Global *from);

static void reach_exprs(Reach *r, Expr *const *es, uint32_t n, Global *from) {
    for (uint32_t i = 0; i < n; i++) reach_expr(r, es[i], from);
}

static void reach_expr(Reach *r, const Expr *e, Global *from) {
    switch (e->kind) {
    case EX_VAR:
        if (e->u.var->global) reach_push(r, e->u.var->global, from);
        break;
    case EX_APP:
        reach_expr(r, e->u.app.fun, from);
        reach_exprs(r, e->u.app.args, e->u.app.nargs, from);
        break;
    case EX_LAM:
        reach_expr(r, e->u.lam.body, from);
        break;
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) reach_expr(r, e->u.let.binds[i].rhs, from);
        reach_expr(r, e->u.let.body, from);
        break;
    case EX_CASE:
        reach_expr(r, e->u.kase.scrut, from);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) reach_expr(r, e->u.kase.alts[i].rhs, from);
        break;
    case EX_CAST:
        reach_expr(r, e->u.cast.body, from);
        break;
    case EX_CHOICE:
        reach_expr(r, e->u.choice.left, from);
        reach_expr(r, e->u.choice.right, from);
        break;
    case EX_ASSUME:
    case EX_ASSERT:
        reach_expr(r, e->u.cond.pred, from);
        reach_expr(r, e->u.cond.body, from);
        break;
    default:
        break;
    }
}

/* The chain "Main.f via GHC.Show.$fShowInt" that led to the n-th item. */
static void describe_chain(Reach *r, size_t n, StrBuf *sb) {
    Global *from = r->parent[n];
    int hops = 0;
    while (from && hops < 4) {
        sb_printf(sb, hops ? " via %s" : ", needed by %s", sym_str(&r->p->syms, from->var->id));
        size_t k = 0;
        while (k < r->nwork && r->work[k] != from) k++;
        from = k < r->nwork ? r->parent[k] : NULL;
        hops++;
    }
}

static bool is_io_module(const char *m) {
    return strncmp(m, "System.IO", 9) == 0 || strncmp(m, "GHC.IO", 6) == 0 || strcmp(m, "GHC.TopHandler") == 0;
}

static void reach_missing(Reach *r, size_t n, const char *why) {
    Global *g = r->work[n];
    StrBuf sb;
    sb_init(&sb);
    describe_chain(r, n, &sb);
    const char *name = sym_str(&r->p->syms, g->var->id);
    bool io = g->module && is_io_module(sym_str(&r->p->syms, g->module));
    diag_error(r->diag, EXIT_UNSUPPORTED, "no definition for %s (module %s)%s: %s%s", name,
               g->module ? sym_str(&r->p->syms, g->module) : "?", sb_str(&sb), why,
               io ? "" : "; model it in prelude/ or implement it in the engine");
    sb_free(&sb);
    r->ok = false;
}

static void reach_visit(Reach *r, size_t n) {
    Global *g = r->work[n];
    switch (g->origin) {
    case ORIG_MODULE:
    case ORIG_UNFOLDING:
    case ORIG_DATACON_WRAPPER:
        if (g->rhs) reach_expr(r, g->rhs, g);
        else reach_missing(r, n, "its definition is missing from the core file");
        break;
    case ORIG_MODEL:
        reach_push(r, g->model, g);
        break;
    case ORIG_PRIMOP:
        if (!prim_lookup_primop(sym_str(&r->p->syms, g->primop)))
            reach_missing(r, n, "a GHC primitive operation the engine does not implement");
        break;
    case ORIG_SELECTOR:
        if (!symmap_get(&r->p->classes, g->cls)) reach_missing(r, n, "a method of a class the core file does not describe");
        break;
    case ORIG_PRIMITIVE:
    case ORIG_RECORD_SELECTOR:
        break;
    case ORIG_HOME:
        reach_missing(r, n, "its module was not loaded");
        break;
    case ORIG_STOPPED:
        reach_missing(r, n, is_io_module(sym_str(&r->p->syms, g->module))
                                ? "an IO action lhx has no model of (prelude/models)"
                                : "it was left to a model or primitive that does not exist");
        break;
    case ORIG_NONE:
        reach_missing(r, n, g->reason ? g->reason : "GHC exposes no definition for it");
        break;
    }
}

bool link_describe_need(Program *p, Global *root, Global *missing, StrBuf *sb) {
    Reach r;
    memset(&r, 0, sizeof r);
    r.p = p;
    symmap_init(&r.seen);
    reach_push(&r, root, NULL);
    size_t at = 0;
    bool found = false;
    for (; at < r.nwork && !found; at++) {
        Global *g = r.work[at];
        if (g == missing) found = true;
        else if (g->origin == ORIG_MODEL) reach_push(&r, g->model, g);
        else if ((g->origin == ORIG_MODULE || g->origin == ORIG_UNFOLDING || g->origin == ORIG_DATACON_WRAPPER) &&
                 g->rhs)
            reach_expr(&r, g->rhs, g);
    }
    /* the callee of root on the way: the library function the code called */
    Global *called = NULL;
    for (size_t k = at - 1; found && r.parent[k] && r.parent[k] != root;) {
        called = r.parent[k];
        size_t j = 0;
        while (j < r.nwork && r.work[j] != called) j++;
        k = j;
    }
    if (found && called) sb_printf(sb, ", needed by %s", sym_str(&p->syms, called->var->id));
    symmap_free(&r.seen);
    free(r.work);
    free(r.parent);
    return found && called;
}

bool link_check_reachable(Program *p, Global **roots, uint32_t nroots, Diag *diag) {
    Reach r;
    memset(&r, 0, sizeof r);
    r.p = p;
    r.diag = diag;
    r.ok = true;
    symmap_init(&r.seen);
    if (nroots) {
        for (uint32_t i = 0; i < nroots; i++) reach_push(&r, roots[i], NULL);
    } else {
        for (uint32_t i = 0; i < p->nmodules; i++)
            if (!p->modules[i]->is_prelude)
                for (uint32_t j = 0; j < p->modules[i]->nbinds; j++) reach_push(&r, p->modules[i]->binds[j], NULL);
    }
    for (size_t i = 0; i < r.nwork && r.ok; i++) reach_visit(&r, i);
    symmap_free(&r.seen);
    free(r.work);
    free(r.parent);
    return r.ok;
}
