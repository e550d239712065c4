/* qualifiers.c — see qualifiers.h. */
#include "qualifiers.h"
#include "../src/core/print.h"
#include "../src/spec/print.h"
#include "../src/spec/query.h"
#include "../src/spec/read.h"
#include "../src/util/strbuf.h"
#include "../src/util/xalloc.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The sorts qualifiers are instantiated at. */
typedef enum QSort { QS_OTHER, QS_NUM, QS_LIST } QSort;

/* t with its type synonyms expanded (`type Center = Int`: Int), at most 8
 * deep; NULL when deeper. */
static const Type *unsynonym(const Program *p, const Type *t) {
    for (int depth = 0; t && t->kind == TY_CON && depth < 8; depth++) {
        const TyCon *tc = t->u.con.tycon ? t->u.con.tycon : program_tycon(p, sym_str(&p->syms, t->u.con.name));
        if (!tc || tc->kind != TC_SYNONYM || !tc->synonym_rhs) return t;
        t = tc->synonym_rhs;
    }
    return t && t->kind == TY_CON ? NULL : t;
}

static QSort sort_of(const Program *p, const Type *t) {
    t = unsynonym(p, t);
    if (!t || t->kind != TY_CON) return QS_OTHER;
    const char *n = sym_str(&p->syms, t->u.con.name);
    static const char *const nums[] = {"GHC.Types.Int", "GHC.Num.Integer.Integer", "GHC.Integer.Type.Integer",
                                       "GHC.Types.Word"};
    for (size_t i = 0; i < sizeof nums / sizeof *nums; i++)
        if (strcmp(n, nums[i]) == 0) return QS_NUM;
    return strcmp(n, "GHC.Types.[]") == 0 ? QS_LIST : QS_OTHER;
}

/* g's value parameters: their names (as the source has them, or x1, x2, …)
 * and Core types, and its result type. */
typedef struct Params {
    char **names;
    Type **types;
    uint32_t n;
    Type *result;
    const char **sizes; /* per parameter: the measure of its size (len, a user's size measure), or NULL */
    const char **sizes2; /* and another measure to numbers of its type (nestSize next to size), or NULL */
    const char *rsize;  /* the result's */
} Params;

static bool plain_name(const char *s) {
    if (!s || !(islower((unsigned char)s[0]) || s[0] == '_') || strcmp(s, "v") == 0) return false;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '_' && *s != '\'') return false;
    return true;
}

/* The name a signature gives value argument i (NULL: none; the binder of
 * the argument's own refinement, `{v:T | p} -> …`, names nothing outside). */
static const char *sig_binder(const Interner *in, const SpecType *t, uint32_t i) {
    for (t = spec_type_strip(t); t && t->kind == ST_FUN; t = spec_type_strip(t->u.fun.res), i--) {
        if (i > 0) continue;
        Sym b = t->u.fun.binder;
        const SpecType *arg = spec_type_strip(t->u.fun.arg);
        if (!b && arg->kind == ST_REFINE && arg->u.refine.binder && strcmp(sym_str(in, arg->u.refine.binder), "v") != 0)
            b = arg->u.refine.binder;
        return b ? sym_str(in, b) : NULL;
    }
    return NULL;
}

/* g's parameters; named as sig names them when sig is given (a parameter
 * it leaves unnamed gets no name: no qualifier mentions it). */
static void params_named(Translator *tr, const Global *g, const SpecType *sig, Params *ps);

static void params_of(Translator *tr, const Global *g, Params *ps) { params_named(tr, g, NULL, ps); }

/* The occurrence name of a type's constructor (`List` for `Main.List`), or NULL. */
static const char *tycon_occ(const Program *p, const Type *t) {
    t = unsynonym(p, t);
    return t && t->kind == TY_CON ? name_occ(sym_str(&p->syms, t->u.con.name)) : NULL;
}

/* Whether measure m takes values of t's type constructor to numbers. */
/* Does measure m take values of type t (to an Int, when sized)? */
static bool measure_on(const Translator *tr, const Measure *m, const Type *t, bool sized) {
    const Program *p = tr->p;
    const char *want = tycon_occ(p, t);
    if (!want) return false;
    if (m->function) {
        const Type *mt = m->function->var->type;
        while (mt && mt->kind == TY_FORALL) mt = mt->u.forall.body;
        if (!mt || mt->kind != TY_FUN || (sized && mt->u.fun.res->kind != TY_CON)) return false;
        const char *arg = tycon_occ(p, mt->u.fun.arg), *res = sized ? tycon_occ(p, mt->u.fun.res) : NULL;
        return arg && strcmp(arg, want) == 0 && (!sized || (res && strcmp(res, "Int") == 0));
    }
    const SpecType *st = m->decl && m->decl->kind == SD_MEASURE ? spec_type_strip(m->decl->u.measure.type) : NULL;
    if (!st || st->kind != ST_FUN) return false;
    const SpecType *a = spec_type_strip(st->u.fun.arg), *r = spec_type_strip(st->u.fun.res);
    while (r && r->kind == ST_REFINE && r->u.refine.base) r = r->u.refine.base;
    if (sized && (!r || r->kind != ST_CON || strcmp(sym_str(&p->syms, r->u.con.name), "Int") != 0)) return false;
    if (a->kind == ST_LIST) return strcmp(want, "[]") == 0;
    return a->kind == ST_CON && strcmp(name_occ(sym_str(&p->syms, a->u.con.name)), want) == 0;
}

static bool measures_size_of(const Translator *tr, const Measure *m, const Type *t) {
    return measure_on(tr, m, t, true);
}

/* The measure that gives values of type t a size (user measures first),
 * other than skip, or NULL. */
static const char *size_measure(const Translator *tr, const Type *t, const char *skip) {
    for (uint32_t i = 0; i < tr->spec->nmeasures; i++) {
        const Measure *m = tr->spec->measures[i];
        const char *name = sym_str(&tr->p->syms, m->name);
        if ((!skip || strcmp(name, skip) != 0) && measures_size_of(tr, m, t)) return name;
    }
    return NULL;
}

static void params_named(Translator *tr, const Global *g, const SpecType *sig, Params *ps) {
    const Program *p = tr->p;
    memset(ps, 0, sizeof *ps);
    Type *t = g->var->type;
    uint32_t cap = 0;
    for (Type *u = t; u && (u->kind == TY_FORALL || u->kind == TY_FUN);
         u = u->kind == TY_FORALL ? u->u.forall.body : u->u.fun.res)
        cap++;
    ps->names = xcalloc(cap + 1, sizeof *ps->names);
    ps->types = xcalloc(cap + 1, sizeof *ps->types);
    ps->sizes = xcalloc(cap + 1, sizeof *ps->sizes);
    ps->sizes2 = xcalloc(cap + 1, sizeof *ps->sizes2);
    while (t && (t->kind == TY_FORALL || t->kind == TY_FUN)) {
        if (t->kind == TY_FORALL) {
            t = t->u.forall.body;
            continue;
        }
        if (!type_is_dictionary(p, t->u.fun.arg)) {
            const char *vn = sig ? sig_binder(&p->syms, sig, ps->n) : global_param_name(p, g, ps->n);
            char buf[16];
            snprintf(buf, sizeof buf, "x%u", ps->n + 1);
            if (sig && !vn) vn = global_param_name(p, g, ps->n); /* unnamed in the signature: named in the suggestion */
            ps->names[ps->n] = xstrdup(plain_name(vn) || (sig && vn && sig_binder(&p->syms, sig, ps->n)) ? vn : buf);
            ps->sizes[ps->n] = sort_of(p, t->u.fun.arg) == QS_NUM ? NULL : size_measure(tr, t->u.fun.arg, NULL);
            ps->sizes2[ps->n] = ps->sizes[ps->n] ? size_measure(tr, t->u.fun.arg, ps->sizes[ps->n]) : NULL;
            ps->types[ps->n++] = t->u.fun.arg;
        }
        t = t->u.fun.res;
    }
    ps->result = t;
    ps->rsize = sort_of(p, t) == QS_NUM ? NULL : size_measure(tr, t, NULL);
}

static void params_free(Params *ps) {
    for (uint32_t i = 0; i < ps->n; i++) free(ps->names[i]);
    free(ps->names);
    free(ps->types);
    free(ps->sizes);
    free(ps->sizes2);
}

/* ---- Candidates ------------------------------------------------------------------ */

typedef struct Cands {
    char **items;
    uint32_t n, cap;
} Cands;

static void cand_add(Cands *c, char *text) {
    for (uint32_t i = 0; i < c->n; i++)
        if (strcmp(c->items[i], text) == 0) return free(text);
    if (c->n == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 16;
        c->items = xrealloc(c->items, c->cap * sizeof *c->items);
    }
    c->items[c->n++] = text;
}

/* weakest first: a suggestion takes the first candidate that works */
static const char *const relations[] = {">=", "<=", "/=", ">", "<", "="};
#define NRELATIONS (sizeof relations / sizeof *relations)

/* lhs ⋈ rhs for every relation ⋈ (or only = when equal_only). */
static void add_relations(Cands *c, const char *lhs, const char *rhs, bool equal_only) {
    for (size_t k = equal_only ? NRELATIONS - 1 : 0; k < NRELATIONS; k++)
        cand_add(c, str_format("%s %s %s", lhs, relations[k], rhs));
}

/* The sort of parameter i: numeric, sized (with a measure), or other. */
static QSort param_sort(const Program *p, const Params *ps, uint32_t i) {
    return sort_of(p, ps->types[i]) == QS_NUM ? QS_NUM : ps->sizes[i] ? QS_LIST : QS_OTHER;
}

static QSort result_sort(const Program *p, const Params *ps) {
    return sort_of(p, ps->result) == QS_NUM ? QS_NUM : ps->rsize ? QS_LIST : QS_OTHER;
}

/* The default qualifiers at g's sorts: comparisons of v (or its size) with
 * 0 and with the parameters of the same sort (sizes of sized parameters). */
static void default_candidates(const Program *p, const Params *ps, const char *v, QSort rs, Cands *c) {
    add_relations(c, v, "0", false);
    for (uint32_t i = 0; i < ps->n; i++) {
        if (!ps->names[i]) continue;
        QSort s = param_sort(p, ps, i);
        if (s == QS_NUM) add_relations(c, v, ps->names[i], rs == QS_LIST);
        for (int k = 0; k < 2 && s == QS_LIST; k++) {
            const char *m = k ? ps->sizes2[i] : ps->sizes[i];
            if (!m) continue;
            char *len = str_format("%s %s", m, ps->names[i]);
            add_relations(c, v, len, false);
            free(len);
        }
    }
}

/* A signature's binders and their sorts (at most 16). */
typedef struct SigBinders {
    Sym names[16];
    QSort sorts[16];
    uint32_t n;
} SigBinders;

/* The sort a signature's type gives its binder. */
static QSort named_sort(const Interner *in, const SpecType *t) {
    while (t && t->kind == ST_REFINE) t = t->u.refine.base;
    if (t && t->kind == ST_LIST) return QS_LIST;
    if (!t || t->kind != ST_CON) return QS_OTHER;
    const char *n = sym_str(in, t->u.con.name);
    if (strcmp(n, "Int") == 0 || strcmp(n, "Integer") == 0 || strcmp(n, "Nat") == 0 || strcmp(n, "Pos") == 0)
        return QS_NUM;
    return QS_LIST; /* a data type: sized if a measure says so (the atom names the measure) */
}

static void binders_add(SigBinders *b, Sym name, QSort s) {
    if (name && b->n < 16) b->names[b->n] = name, b->sorts[b->n++] = s;
}

static QSort binder_sort(const SigBinders *b, Sym name) {
    for (uint32_t i = b->n; i-- > 0;)
        if (b->names[i] == name) return b->sorts[i];
    return QS_OTHER;
}

/* A qualifier's parameters other than its value: at most three, as
 * LiquidHaskell's own qualifiers relate v to a few binders
 * (`len v = len xs + len ys`). */
#define MAX_OTHERS 3
typedef struct Others {
    Sym names[MAX_OTHERS];
    QSort sorts[MAX_OTHERS];
    uint32_t n;
} Others;

static bool others_add(Others *o, Sym name, QSort sort) {
    for (uint32_t i = 0; i < o->n; i++)
        if (o->names[i] == name) return true;
    if (o->n == MAX_OTHERS) return false;
    o->names[o->n] = name, o->sorts[o->n++] = sort;
    return true;
}

/* The free variables of a relation: the refinement's binder (*self) and at
 * most MAX_OTHERS other binders of the signature. False when it mentions
 * anything else (a global, more binders) or not the binder. */
static bool atom_vars(const Translator *tr, uint32_t file, const SpecExpr *e, Sym self, const SigBinders *b,
                      bool *has_self, Others *o) {
    switch (e->kind) {
    case SE_INT: return true;
    case SE_VAR:
        if (e->u.var.is_con) return true;
        if (e->u.var.name == self) return *has_self = true;
        if (spec_measure(tr->spec, file, e->u.var.name)) return true;
        if (binder_sort(b, e->u.var.name) == QS_OTHER) return false;
        return others_add(o, e->u.var.name, binder_sort(b, e->u.var.name));
    case SE_APP:
        if (e->u.app.fn->kind != SE_VAR || !spec_measure(tr->spec, file, e->u.app.fn->u.var.name)) return false;
        for (size_t i = 0; i < e->u.app.nargs; i++)
            if (!atom_vars(tr, file, e->u.app.args[i], self, b, has_self, o)) return false;
        return true;
    case SE_BIN:
        if (e->u.bin.op < SB_ADD) return false;
        return atom_vars(tr, file, e->u.bin.lhs, self, b, has_self, o) &&
               atom_vars(tr, file, e->u.bin.rhs, self, b, has_self, o);
    case SE_NEG: return atom_vars(tr, file, e->u.arg, self, b, has_self, o);
    default: return false;
    }
}

/* e with the variable from renamed to to (a copy where it differs). */
static SpecExpr *rename_var(Arena *a, const SpecExpr *e, Sym from, Sym to) {
    SpecExpr *c = spec_expr_new(a, e->kind, e->pos);
    *c = *e;
    switch (e->kind) {
    case SE_VAR:
        if (e->u.var.name == from) c->u.var.name = to;
        break;
    case SE_APP:
        c->u.app.args = arena_alloc(a, (e->u.app.nargs + 1) * sizeof *c->u.app.args);
        for (size_t i = 0; i < e->u.app.nargs; i++) c->u.app.args[i] = rename_var(a, e->u.app.args[i], from, to);
        break;
    case SE_BIN:
        c->u.bin.lhs = rename_var(a, e->u.bin.lhs, from, to);
        c->u.bin.rhs = rename_var(a, e->u.bin.rhs, from, to);
        break;
    case SE_NEG: c->u.arg = rename_var(a, e->u.arg, from, to); break;
    default: break;
    }
    return c;
}

/* The relation q (over v and the placeholders holes[k] of the others) at
 * every assignment of distinct parameters of g of the others' sorts. The
 * others are placeholders while parameters are put in, so that a parameter
 * named like another other is no capture. */
static void instantiate(Translator *tr, const SpecExpr *q, const Others *o, const Sym *holes, uint32_t k,
                        const Params *ps, bool *used, Cands *c) {
    Interner *in = &tr->p->syms;
    if (k == o->n) {
        StrBuf sb;
        sb_init(&sb);
        spec_print_expr(&sb, in, q);
        cand_add(c, sb_take(&sb));
        return;
    }
    for (uint32_t i = 0; i < ps->n; i++) {
        if (used[i] || !ps->names[i] || param_sort(tr->p, ps, i) != o->sorts[k]) continue;
        used[i] = true;
        instantiate(tr, rename_var(&tr->arena, q, holes[k], intern(in, ps->names[i])), o, holes, k + 1, ps, used, c);
        used[i] = false;
    }
}

/* q, a relation over self and the others o, as candidates for g: self
 * becomes v, the others g's parameters. */
static void add_instances(Translator *tr, const SpecExpr *q, Sym self, const Others *o, const Params *ps, Cands *c) {
    Interner *in = &tr->p->syms;
    SpecExpr *at = rename_var(&tr->arena, q, self, intern(in, "v"));
    Sym holes[MAX_OTHERS];
    for (uint32_t k = 0; k < o->n; k++) {
        char hole[24];
        snprintf(hole, sizeof hole, "lhx_q%u", k);
        holes[k] = intern(in, hole);
        at = rename_var(&tr->arena, at, o->names[k], holes[k]);
    }
    bool *used = xcalloc(ps->n + 1, sizeof *used);
    instantiate(tr, at, o, holes, 0, ps, used, c);
    free(used);
}

/* One relation of a user's refinement, instantiated at g's parameters. */
static void scraped_atom(Translator *tr, uint32_t file, const SpecExpr *e, Sym self, QSort self_sort,
                         const SigBinders *b, const Params *ps, QSort rs, Cands *c) {
    if (e->kind == SE_BIN && e->u.bin.op == SB_AND) {
        scraped_atom(tr, file, e->u.bin.lhs, self, self_sort, b, ps, rs, c);
        scraped_atom(tr, file, e->u.bin.rhs, self, self_sort, b, ps, rs, c);
        return;
    }
    if (e->kind != SE_BIN || e->u.bin.op < SB_EQ || e->u.bin.op > SB_GE || self_sort != rs) return;
    bool has_self = false;
    Others o = {0};
    if (!atom_vars(tr, file, e->u.bin.lhs, self, b, &has_self, &o) ||
        !atom_vars(tr, file, e->u.bin.rhs, self, b, &has_self, &o) || !has_self)
        return;
    add_instances(tr, e, self, &o, ps, c);
}

/* A `qualif Q(v:t, x:s, …): p` of the user's files: p with v the result
 * and the other parameters g's parameters of their sorts. */
static void qualif_candidates(Translator *tr, uint32_t file, const SpecDecl *d, const Params *ps, QSort rs,
                              Cands *c) {
    const Interner *in = &tr->p->syms;
    if (d->u.qualif.nparams == 0 || named_sort(in, d->u.qualif.sorts[0]) != rs) return;
    SigBinders b = {0};
    for (size_t k = 1; k < d->u.qualif.nparams; k++)
        binders_add(&b, d->u.qualif.params[k], named_sort(in, d->u.qualif.sorts[k]));
    scraped_atom(tr, file, d->u.qualif.body, d->u.qualif.params[0], rs, &b, ps, rs, c);
}

/* The relations of one user signature, instantiated at g's parameters. */
static void scraped_candidates(Translator *tr, const Contract *k, const Params *ps, QSort rs, Cands *c) {
    SigBinders b = {0};
    const SpecType *t = spec_type_strip(k->type);
    const Interner *in = &tr->p->syms;
    for (; t; t = t->kind == ST_FUN ? spec_type_strip(t->u.fun.res) : NULL) {
        const SpecType *here = t->kind == ST_FUN ? spec_type_strip(t->u.fun.arg) : t;
        Sym binder = t->kind == ST_FUN ? t->u.fun.binder : 0;
        if (here->kind == ST_REFINE && here->u.refine.binder && here->u.refine.pred) {
            Sym self = here->u.refine.binder;
            binders_add(&b, self, named_sort(in, here));
            scraped_atom(tr, k->file_index, here->u.refine.pred, self, named_sort(in, here), &b, ps, rs, c);
            b.n--;
        }
        binders_add(&b, binder ? binder : here->kind == ST_REFINE ? here->u.refine.binder : 0, named_sort(in, here));
        if (t->kind != ST_FUN) break;
    }
}

/* What samples of a helper typically fit beyond the qualifiers: the result
 * (or its size) as a parameter (its size) plus a small constant, or as the
 * sum of two parameters (their sizes). */
static void relation_candidates(const Program *p, const Params *ps, const char *v, Cands *c) {
    for (uint32_t i = 0; i < ps->n; i++) {
        QSort si = param_sort(p, ps, i);
        if (!ps->names[i] || si == QS_OTHER) continue;
        char *a = si == QS_LIST ? str_format("%s %s", ps->sizes[i], ps->names[i]) : xstrdup(ps->names[i]);
        static const char *const offsets[] = {"+ 1", "- 1", "+ 2"};
        for (size_t k = 0; k < sizeof offsets / sizeof *offsets; k++)
            cand_add(c, str_format("%s = %s %s", v, a, offsets[k]));
        for (uint32_t j = i + 1; j < ps->n; j++) {
            QSort sj = param_sort(p, ps, j);
            if (!ps->names[j] || sj == QS_OTHER) continue;
            if (sj == QS_LIST) cand_add(c, str_format("%s = %s + %s %s", v, a, ps->sizes[j], ps->names[j]));
            else cand_add(c, str_format("%s = %s + %s", v, a, ps->names[j]));
        }
        free(a);
    }
}

/* A literal's value when it is an integer of at most 1000 in size. */
static bool small_integer(const Literal *l, int64_t *k) {
    switch (l->kind) {
    case LIT_INT:
    case LIT_INT64: *k = l->i; break;
    case LIT_WORD:
    case LIT_WORD64:
        if (l->w > 1000) return false;
        *k = (int64_t)l->w;
        break;
    case LIT_INTEGER:
        if (!l->text || strlen(l->text) > 5) return false;
        *k = atoll(l->text);
        break;
    default: return false;
    }
    return *k >= -1000 && *k <= 1000;
}

/* The small integer literals of e (at most 8, without repeats), in order, into ks. */
static void literals_in(const Expr *e, int depth, int64_t *ks, uint32_t *nk) {
    if (!e || depth > 10000 || *nk >= 8) return;
    switch (e->kind) {
    case EX_LIT: {
        int64_t k;
        if (!small_integer(&e->u.lit, &k)) return;
        bool seen = false;
        for (uint32_t i = 0; i < *nk; i++) seen = seen || ks[i] == k;
        if (!seen) ks[(*nk)++] = k;
        return;
    }
    case EX_APP:
        literals_in(e->u.app.fun, depth + 1, ks, nk);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) literals_in(e->u.app.args[i], depth + 1, ks, nk);
        return;
    case EX_LAM: literals_in(e->u.lam.body, depth + 1, ks, nk); return;
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) literals_in(e->u.let.binds[i].rhs, depth + 1, ks, nk);
        literals_in(e->u.let.body, depth + 1, ks, nk);
        return;
    case EX_CASE:
        literals_in(e->u.kase.scrut, depth + 1, ks, nk);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) literals_in(e->u.kase.alts[i].rhs, depth + 1, ks, nk);
        return;
    case EX_CAST: literals_in(e->u.cast.body, depth + 1, ks, nk); return;
    default: return;
    }
}

/* The sizes (numbers) a constant's value is most often given exactly. */
#define CONSTANT_MAX 8

/* The result (its size) as a number the caller's code mentions: what the
 * caller compares a constant helper's result with (`length l3 == 3`); and,
 * for a helper without parameters (a constant: its value is one value), as
 * each small number, since the caller may need its exact size where it
 * mentions only a sum of it with others (`length (concat [l2, l1]) == 3`). */
static void constant_candidates(const char *v, QSort rs, const Global *caller, bool nullary, Cands *c) {
    int64_t ks[8];
    uint32_t nk = 0;
    literals_in(caller ? caller->rhs : NULL, 0, ks, &nk);
    for (uint32_t i = 0; i < nk; i++) {
        if (rs == QS_LIST && ks[i] < 0) continue;
        cand_add(c, str_format("%s = %lld", v, (long long)ks[i]));
    }
    for (int k = 0; nullary && k <= CONSTANT_MAX; k++) cand_add(c, str_format("%s = %d", v, k));
}

/* What the qualifiers compare of a result: the result itself (a number), its
 * size, or (suggestions only) those of a pair's components (`fst v`,
 * `size (snd v)`), each with its sort. */
typedef struct Views {
    char *text[2];
    QSort sort[2];
    uint32_t n;
} Views;

static void view_add(Views *vs, char *text, QSort s) {
    vs->text[vs->n] = text;
    vs->sort[vs->n++] = s;
}

/* A pair type's components (type synonyms expanded), or false. */
static bool pair_components(const Program *p, const Type *t, Type **a, Type **b) {
    for (int depth = 0; t && t->kind == TY_CON && depth < 8; depth++) {
        if (strcmp(sym_str(&p->syms, t->u.con.name), "GHC.Tuple.(,)") == 0 && t->u.con.nargs == 2) {
            *a = t->u.con.args[0], *b = t->u.con.args[1];
            return true;
        }
        const TyCon *tc = t->u.con.tycon ? t->u.con.tycon : program_tycon(p, sym_str(&p->syms, t->u.con.name));
        if (!tc || tc->kind != TC_SYNONYM) return false;
        t = tc->synonym_rhs;
    }
    return false;
}

static void result_views(Translator *tr, const Params *ps, bool pairs, Views *vs) {
    memset(vs, 0, sizeof *vs);
    QSort rs = result_sort(tr->p, ps);
    Type *comp[2];
    if (rs == QS_NUM) view_add(vs, xstrdup("v"), QS_NUM);
    else if (rs == QS_LIST) view_add(vs, str_format("%s v", ps->rsize), QS_LIST);
    else if (pairs && pair_components(tr->p, ps->result, &comp[0], &comp[1]))
        for (int k = 0; k < 2; k++) {
            const char *sel = k ? "snd" : "fst";
            const char *m = sort_of(tr->p, comp[k]) == QS_NUM ? NULL : size_measure(tr, comp[k], NULL);
            if (sort_of(tr->p, comp[k]) == QS_NUM) view_add(vs, str_format("%s v", sel), QS_NUM);
            else if (m) view_add(vs, str_format("%s (%s v)", m, sel), QS_LIST);
        }
}

/* Where an element candidate refines: the argument indices from the result
 * down (`@1 p`: M.Map k {v:T | p}; `@0.0 p`: [({v:T | p}, b)]). */
#define PATH_MAX_DEPTH 2
typedef struct QPath {
    uint32_t at[PATH_MAX_DEPTH];
    uint32_t n;
} QPath;

/* pred (malloc'd, taken) at path, as a candidate. */
static void cand_at(Cands *c, const QPath *path, char *pred) {
    cand_add(c, path->n == 1 ? str_format("@%u %s", path->at[0], pred)
                             : str_format("@%u.%u %s", path->at[0], path->at[1], pred));
    free(pred);
}

/* The candidates of the value at path, of type a, over the parameters ps:
 * a sized value as large as a numeric parameter (a point's dimension n)
 * or non-empty, a number non-negative, positive, below a parameter or an
 * index below it (a key that is a center's number). */
static void leaf_candidates(Translator *tr, const Params *ps, const QPath *path, const Type *a, Cands *c) {
    bool num = sort_of(tr->p, a) == QS_NUM;
    const char *m = num ? NULL : size_measure(tr, a, NULL);
    if (num) cand_at(c, path, xstrdup("v >= 0")), cand_at(c, path, xstrdup("v > 0"));
    else if (!m) return;
    for (uint32_t j = 0; j < ps->n; j++) {
        if (!ps->names[j] || param_sort(tr->p, ps, j) != QS_NUM) continue;
        if (!num) cand_at(c, path, str_format("%s v = %s", m, ps->names[j]));
        if (num) cand_at(c, path, str_format("v < %s", ps->names[j]));
        if (num) cand_at(c, path, str_format("0 <= v && v < %s", ps->names[j])); /* an index */
    }
    if (m) cand_at(c, path, str_format("%s v > 0", m));
}

/* The candidates of the type arguments of t (at path), and of theirs, the
 * last argument first: a container's elements, a map's values. */
static void argument_candidates(Translator *tr, const Params *ps, const Type *t, QPath *path, Cands *c) {
    t = unsynonym(tr->p, t);
    if (!t || t->kind != TY_CON || path->n >= PATH_MAX_DEPTH) return;
    for (uint32_t i = t->u.con.nargs < 8 ? t->u.con.nargs : 8; i-- > 0;) {
        path->at[path->n++] = i;
        leaf_candidates(tr, ps, path, t->u.con.args[i], c);
        argument_candidates(tr, ps, t->u.con.args[i], path, c);
        path->n--;
    }
}

/* Whether t is a list or a pair: a type whose arguments a caller less often
 * needs refined than its own size or components. */
static bool list_or_pair(const Program *p, const Type *t) {
    Type *comp[2];
    t = unsynonym(p, t);
    return !t || sort_of(p, t) == QS_LIST || pair_components(p, t, &comp[0], &comp[1]);
}

/* The candidates for the values a result of type T a1 .. an holds (a map's
 * values, `M.Map k (List v)`), written `@i pred` (`@i.j pred` one level
 * down: the keys of a list of pairs), tried first (early) or last for a
 * list or a pair (!early). What LiquidHaskell states with a refined type
 * argument (`M.Map k (NEList v)`) no refinement of the result itself can
 * say. */
static void element_candidates(Translator *tr, const Params *ps, bool early, Cands *c) {
    if (list_or_pair(tr->p, ps->result) == early) return;
    QPath path = {{0}, 0};
    argument_candidates(tr, ps, ps->result, &path, c);
}

/* The other half of each one-sided bound of e (`size v <= nestSize xss` for
 * `size v >= nestSize xss`), with the refinement's binder self as v. */
static void other_bounds(Translator *tr, const SpecExpr *e, Sym self, Cands *c) {
    if (e->kind != SE_BIN) return;
    if (e->u.bin.op == SB_AND) {
        other_bounds(tr, e->u.bin.lhs, self, c);
        other_bounds(tr, e->u.bin.rhs, self, c);
        return;
    }
    if (e->u.bin.op != SB_GE && e->u.bin.op != SB_LE) return;
    SpecExpr *flip = rename_var(&tr->arena, e, self, intern(&tr->p->syms, "v"));
    flip->u.bin.op = e->u.bin.op == SB_GE ? SB_LE : SB_GE;
    StrBuf sb;
    sb_init(&sb);
    spec_print_expr(&sb, &tr->p->syms, flip);
    cand_add(c, sb_take(&sb));
}

/* A weak signature most often states one bound where the code meets both
 * (`size v >= size xs` of an append): the other halves of the bounds of
 * sig's result refinement, the candidates tried first. */
static void bound_candidates(Translator *tr, const Contract *sig, Cands *c) {
    const SpecType *t = sig ? spec_type_strip(sig->type) : NULL;
    while (t && t->kind == ST_FUN) t = spec_type_strip(t->u.fun.res);
    if (!t || t->kind != ST_REFINE || !t->u.refine.pred) return;
    other_bounds(tr, t->u.refine.pred, t->u.refine.binder ? t->u.refine.binder : intern(&tr->p->syms, "v"), c);
}

/* The candidates at ps: (with more) the other halves of sig's bounds and
 * the refinements of the result's type arguments, then defaults, scraped
 * ones, and (with more) relations samples fit and the constants of the
 * caller's code. */
static char **candidates_at(Translator *tr, const Params *ps, bool more, const Global *caller, const Contract *sig,
                            uint32_t *n) {
    Views vs;
    result_views(tr, ps, more, &vs);
    QSort rs = result_sort(tr->p, ps);
    Cands c = {0};
    if (more && rs != QS_OTHER) bound_candidates(tr, sig, &c);
    /* before the result's own size: of a map, its values are what a caller most often needs */
    if (more) element_candidates(tr, ps, true, &c);
    for (uint32_t i = 0; i < vs.n; i++) default_candidates(tr->p, ps, vs.text[i], vs.sort[i], &c);
    /* LiquidHaskell scrapes the signatures and the data declarations (the
     * constructors' types: `gy :: {v:Int | v = gx + 5}`) of the module,
     * and takes its `qualif` declarations */
    for (uint32_t i = 0; i < tr->spec->ncontracts && rs != QS_OTHER; i++) {
        const Contract *k = tr->spec->contracts[i];
        if (!k->library && k->file_index < tr->spec->nuser) scraped_candidates(tr, k, ps, rs, &c);
    }
    for (uint32_t f = 0; f < tr->spec->nuser && rs != QS_OTHER; f++)
        for (size_t i = 0; i < tr->spec->files[f]->ndecls; i++)
            if (tr->spec->files[f]->decls[i]->kind == SD_QUALIF)
                qualif_candidates(tr, f, tr->spec->files[f]->decls[i], ps, rs, &c);
    for (uint32_t i = 0; i < vs.n && more; i++) relation_candidates(tr->p, ps, vs.text[i], &c);
    for (uint32_t i = 0; i < vs.n && more; i++) constant_candidates(vs.text[i], vs.sort[i], caller, ps->n == 0, &c);
    if (more) element_candidates(tr, ps, false, &c);
    for (uint32_t i = 0; i < vs.n; i++) free(vs.text[i]);
    *n = c.n;
    return c.items;
}

/* Does a value of type t have parts LiquidHaskell's inference refines
 * that lhx's candidates do not reach: the type's arguments (a list's
 * elements, `[{v:Int | i <= v}]`; the instantiation of a data type's
 * abstract refinements, `[a]<{\x y -> x <= y}>`, a search tree's order)?
 * For such a result LiquidHaskell may well infer more than lhx guesses,
 * and blaming the helper would then be a false alarm. */
static bool refined_inside(const Program *p, const Type *t) {
    const Type *u = unsynonym(p, t);
    return !u || (u->kind == TY_CON && u->u.con.nargs > 0) || u->kind == TY_VAR;
}

/* Is t a data type of the user's source, without type arguments, that no
 * measure (of any result sort: `isRed :: Colour -> Bool` too, `inline`s and
 * `reflect`s included) takes? Not a library type: LiquidHaskell has
 * qualifiers of its own for `Bool` (`v <=> x > 0`), which lhx does not
 * guess. */
static bool unmeasured_data(const Translator *tr, const Type *t) {
    const Type *u = unsynonym(tr->p, t);
    if (!u || u->kind != TY_CON || u->u.con.nargs > 0) return false;
    const TyCon *tc = u->u.con.tycon ? u->u.con.tycon : program_tycon(tr->p, sym_str(&tr->p->syms, u->u.con.name));
    if (!tc || tc->kind != TC_DATA || !tc->span.file || tc->ncons == 0) return false;
    for (uint32_t i = 0; i < tr->spec->nmeasures; i++)
        if (measure_on(tr, tr->spec->measures[i], u, false)) return false;
    return true;
}

char **qualifier_candidates(Translator *tr, Global *g, uint32_t *n) {
    Params ps;
    params_of(tr, g, &ps);
    if (refined_inside(tr->p, ps.result)) {
        params_free(&ps);
        *n = 0;
        return NULL;
    }
    char **items = candidates_at(tr, &ps, false, NULL, NULL, n);
    bool unmeasured = !items && unmeasured_data(tr, ps.result);
    params_free(&ps);
    /* No qualifier of the result's sort and no measure that could make one
     * (an enumeration no refinement speaks of): LiquidHaskell's inference has
     * nothing to refine it with, so the inferred type is the trivial one —
     * an answer, unlike a measured type whose qualifiers lhx does not guess. */
    return unmeasured ? xcalloc(1, sizeof *items) : items;
}

char **qualifier_suggestions(Translator *tr, Global *g, const Contract *sig, const Global *caller, uint32_t *n) {
    Params ps;
    if (sig && sig->inferred) sig = NULL;
    params_named(tr, g, sig ? sig->type : NULL, &ps);
    char **items = candidates_at(tr, &ps, true, caller, sig, n);
    params_free(&ps);
    return items;
}

void qualifier_free(char **qs, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) free(qs[i]);
    free(qs);
}

/* ---- The contract of an inferred type ------------------------------------------- */

/* A Core type as the spec language writes it, parenthesised when it is a function. */
static void print_arg_type(const Program *p, const Type *t, StrBuf *sb) {
    bool fun = t->kind == TY_FUN || t->kind == TY_FORALL;
    if (fun) sb_putc(sb, '(');
    print_type(p, t, sb);
    if (fun) sb_putc(sb, ')');
}

/* `g :: x:T -> {v:R | p1 && p2}` */
static char *signature_text(const Program *p, const Global *g, const Params *ps, char *const *preds, uint32_t n) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s :: ", sym_str(&p->syms, g->var->name));
    for (uint32_t i = 0; i < ps->n; i++) {
        sb_printf(&sb, "%s:", ps->names[i]);
        print_arg_type(p, ps->types[i], &sb);
        sb_puts(&sb, " -> ");
    }
    if (n == 0) {
        print_type(p, ps->result, &sb);
        return sb_take(&sb);
    }
    sb_puts(&sb, "{v:");
    print_type(p, ps->result, &sb);
    sb_puts(&sb, " | ");
    for (uint32_t i = 0; i < n; i++) sb_printf(&sb, "%s%s", i ? " && " : "", preds[i]);
    sb_puts(&sb, "}");
    return sb_take(&sb);
}

Contract *qualifier_contract(Translator *tr, Global *g, char *const *preds, uint32_t n, Diag *diag) {
    Params ps;
    params_of(tr, g, &ps);
    char *text = signature_text(tr->p, g, &ps, preds, n);
    params_free(&ps);
    Contract *c = qualifier_signature(tr, g, text, diag);
    free(text);
    return c;
}

Contract *qualifier_signature(Translator *tr, Global *g, const char *text, Diag *diag) {
    Program *p = tr->p;
    SpecFile *f = spec_parse_string(text, strlen(text), "<inferred>", SOURCE_SPEC, &tr->arena, &p->syms, diag);
    if (!f || f->ndecls != 1 || f->decls[0]->kind != SD_SIG) {
        if (!diag->set) diag_error(diag, EXIT_UNSUPPORTED, "cannot read the type %s", text);
        return NULL;
    }
    InferredContract *ic = ARENA_NEW(&tr->arena, InferredContract);
    memset(ic, 0, sizeof *ic);
    ic->made.subject = g;
    Contract *c = &ic->c;
    c->g = g;
    c->type = f->decls[0]->u.sig.type;
    c->index = UINT32_MAX;
    c->inferred = true;
    c->text = arena_strdup(&tr->arena, text);
    return c;
}

/* ---- A type strengthened by one more relation ------------------------------------ */

/* pred (over v) parsed as a refinement of the result. */
static SpecExpr *parse_pred(Translator *tr, const char *pred, Diag *diag) {
    char *text = str_format("lhx_q :: {v:Int | %s}", pred);
    SpecFile *f = spec_parse_string(text, strlen(text), "<suggested>", SOURCE_SPEC, &tr->arena, &tr->p->syms, diag);
    free(text);
    if (!f || f->ndecls != 1 || f->decls[0]->kind != SD_SIG || f->decls[0]->u.sig.type->kind != ST_REFINE) return NULL;
    return f->decls[0]->u.sig.type->u.refine.pred;
}

/* p && q with q at the end of p's chain of conjunctions (printed without parentheses). */
static SpecExpr *conj_append(Arena *a, SpecExpr *p, SpecExpr *q) {
    SpecExpr *and = spec_expr_new(a, SE_BIN, p->pos);
    and->u.bin.op = SB_AND;
    bool chain = p->kind == SE_BIN && p->u.bin.op == SB_AND;
    and->u.bin.lhs = chain ? p->u.bin.lhs : p;
    and->u.bin.rhs = chain ? conj_append(a, p->u.bin.rhs, q) : q;
    int hl = and->u.bin.lhs->height, hr = and->u.bin.rhs->height;
    and->height = 1 + (hl > hr ? hl : hr);
    return and;
}

/* t refined further by q (over v): {v:t | q}, or t's own refinement && q. */
static SpecType *refine_further(Translator *tr, const SpecType *t, const SpecExpr *q) {
    Arena *a = &tr->arena;
    SpecType *c = spec_type_new(a, t->kind, t->pos);
    *c = *t;
    Sym v = intern(&tr->p->syms, "v");
    if (t->kind == ST_REFINE) {
        Sym b = t->u.refine.binder ? t->u.refine.binder : v;
        SpecExpr *qb = rename_var(a, q, v, b);
        c->u.refine.binder = b;
        c->u.refine.pred = t->u.refine.pred ? conj_append(a, t->u.refine.pred, qb) : qb;
        return c;
    }
    c->kind = ST_REFINE;
    c->u.refine.binder = v;
    c->u.refine.base = (SpecType *)t;
    c->u.refine.pred = (SpecExpr *)q;
    c->height = t->height + 1;
    return c;
}

/* t with the value at path (argument indices: a type constructor's
 * arguments, a list's element, a pair's components) refined further by q;
 * NULL when t has no such argument (a type alias's arguments are not the
 * Haskell type's). */
static SpecType *refine_at(Translator *tr, const SpecType *t, const SpecExpr *q, const uint32_t *path, uint32_t n) {
    if (n == 0) return refine_further(tr, t, q);
    SpecType *c = spec_type_new(&tr->arena, t->kind, t->pos);
    *c = *t;
    SpecType **args = NULL, **slot = NULL;
    size_t nargs = 0;
    if (t->kind == ST_REFINE && t->u.refine.base) {
        c->u.refine.base = refine_at(tr, t->u.refine.base, q, path, n);
        return c->u.refine.base ? c : NULL;
    }
    if (t->kind == ST_LIST && path[0] == 0) slot = &c->u.elem;
    else if (t->kind == ST_CON && !t->u.con.alias && !t->u.con.head_is_var) args = t->u.con.args, nargs = t->u.con.nargs;
    else if (t->kind == ST_TUPLE) args = t->u.tuple.elems, nargs = t->u.tuple.n;
    if (args && path[0] < nargs) {
        SpecType **copy = arena_alloc(&tr->arena, nargs * sizeof *copy);
        memcpy(copy, args, nargs * sizeof *copy);
        if (t->kind == ST_CON) c->u.con.args = copy;
        else c->u.tuple.elems = copy;
        slot = &copy[path[0]];
    }
    if (!slot) return NULL;
    *slot = refine_at(tr, *slot, q, path + 1, n - 1);
    return *slot ? c : NULL;
}

/* t with its result, or the value at path in it, refined further by q (over
 * v): a copy of the spine; NULL when it has no such value. */
static SpecType *conjoin_result(Translator *tr, const SpecType *t, const SpecExpr *q, const Params *ps, uint32_t i,
                                const QPath *path) {
    SpecType *c = spec_type_new(&tr->arena, t->kind, t->pos);
    *c = *t;
    SpecType **inner = NULL;
    switch (t->kind) {
    case ST_FORALL: inner = &c->u.forall.body; break;
    case ST_CONSTRAINT: inner = &c->u.constraint.body; break;
    case ST_FUN: {
        bool named = sig_binder(&tr->p->syms, t, 0) != NULL;
        /* an unnamed argument gets the name the candidates use for it */
        if (!named && i < ps->n && ps->names[i]) c->u.fun.binder = intern(&tr->p->syms, ps->names[i]);
        c->u.fun.res = conjoin_result(tr, t->u.fun.res, q, ps, i + 1, path);
        return c->u.fun.res ? c : NULL;
    }
    default: return refine_at(tr, t, q, path->at, path->n);
    }
    *inner = conjoin_result(tr, *inner, q, ps, i, path);
    return *inner ? c : NULL;
}

/* pred without its path (`@1 p`, `@0.1 p`), the path into *path. */
static const char *element_path(const char *pred, QPath *path) {
    path->n = 0;
    if (pred[0] != '@') return pred;
    const char *at = pred + 1;
    while (path->n < PATH_MAX_DEPTH && isdigit((unsigned char)*at)) {
        char *end;
        long k = strtol(at, &end, 10);
        if (k > 64) break;
        path->at[path->n++] = (uint32_t)k;
        if (*end == ' ') return end + 1;
        if (*end != '.') break;
        at = end + 1;
    }
    path->n = 0;
    return pred;
}

bool qualifier_is_element(const char *pred) {
    QPath path;
    element_path(pred, &path);
    return path.n > 0;
}

Contract *qualifier_strengthen(Translator *tr, Global *g, const Contract *base, const char *pred, Diag *diag) {
    if (!base) base = qualifier_contract(tr, g, NULL, 0, diag);
    QPath path;
    SpecExpr *q = base ? parse_pred(tr, element_path(pred, &path), diag) : NULL;
    if (!q) return NULL;
    InferredContract *ic = ARENA_NEW(&tr->arena, InferredContract);
    memset(ic, 0, sizeof *ic);
    ic->made.subject = g;
    Contract *c = &ic->c;
    *c = *base;
    c->g = g;
    c->index = UINT32_MAX;
    c->inferred = true;
    Params ps;
    params_named(tr, g, base->inferred ? NULL : base->type, &ps);
    c->type = conjoin_result(tr, base->type, q, &ps, 0, &path);
    params_free(&ps);
    if (!c->type) {
        diag_error(diag, EXIT_UNSUPPORTED, "the result type of %s has no argument %s", sym_str(&tr->p->syms, g->var->name),
                   pred);
        return NULL;
    }
    StrBuf sb;
    sb_init(&sb);
    const char *name = base->decl && base->decl->kind == SD_SIG ? sym_str(&tr->p->syms, base->decl->u.sig.name)
                                                                 : sym_str(&tr->p->syms, g->var->name);
    bool op = base->decl && base->decl->kind == SD_SIG && base->decl->u.sig.is_operator;
    sb_printf(&sb, op ? "(%s) :: " : "%s :: ", name);
    spec_print_type(&sb, &tr->p->syms, c->type);
    c->text = arena_strdup(&tr->arena, sb_str(&sb));
    sb_free(&sb);
    return c;
}
