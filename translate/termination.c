/* termination.c — see termination.h. */
#include "termination.h"
#include "../src/spec/print.h"
#include "../src/util/strbuf.h"
#include "refine.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LOCALS 64

/* A parameter that has a size: a candidate for the default metric. */
typedef struct Candidate {
    uint32_t param;
    SpecExpr *metric;      /* x, len x; NULL for data (structural calls only) */
    bool structural;       /* a list or data: calls passing a part of it decrease */
    bool autosized;        /* data without a measure under `autosize T`: only its parts are smaller */
    const char *described;
    SymMap parts;          /* var id -> 1 (the same value), 2 (a part of it) */
    const Alt **alts;      /* the alternatives of cases on the same value (a call rebuilding one passes it) */
    uint32_t nalts;
} Candidate;

/* A function whose recursive calls are checked: its parameters as its
 * definition binds them, and its metric over them. */
typedef struct TFn {
    Sym id;                /* its binder's id */
    Global *g;             /* for the assertion site (a made one for a local binder) */
    const char *name;
    Var **params;          /* value parameters, as the λs of its definition bind them */
    Type *type;            /* its Core type (to tell type and dictionary arguments) */
    uint32_t nparams;
    Sym *names;            /* each parameter's name in the metric's scope */
    bool *synthetic;       /* the name is made up (x1): messages say "argument 1" */
    SpecExpr **metric;     /* the components (written, or the default one) */
    uint32_t nmetric;
    bool written;
    Candidate *cands;      /* the parameters that have a size, for the default metric */
    uint32_t ncands;
    bool fixed;            /* a candidate decreases structurally on every call: no other is tried */
    int structural;        /* the default metric's list or data parameter (structural calls pass), else -1 */
    bool autosized;        /* that parameter's type is `autosize T` without a measure: other calls fail */
    SymMap parts;          /* over that parameter: var id -> 1 (the same value), 2 (a part of it) */
    const Alt **alts;      /* its candidate's alts */
    uint32_t nalts;
    const Expr *rhs;       /* its definition */
    uint32_t file_index;
    const RefineScope *outer; /* a local's: the enclosing function's parameters */
    const char *described;
} TFn;

struct Termination {
    Translator *tr;
    Program *p;
    TFn *top;
    TFn **group;            /* the top-level functions of f's recursive group, f first */
    uint32_t ngroup;
    TFn *locals[MAX_LOCALS]; /* the local recursive binders being copied, innermost last */
    uint32_t nlocals;
    uint32_t nsites;
    uint32_t candidate;      /* which default candidate each function tries (the last one when it has fewer) */
    bool more;               /* some function has a further candidate to try */
    const Contract *contract; /* the checked function's signature */
    const TerminationMetric *tryit; /* a metric to try in place of one function's own, or NULL */
    SymMap **maps;           /* the candidates' parts (malloc'd tables, freed by termination_close) */
    uint32_t nmaps, capmaps;
};

/* ---- Walking expressions ---------------------------------------------------- */

typedef struct Mention {
    Sym id;
    bool found;
} Mention;

static void visit_mention(const Expr *e, void *ctx) {
    Mention *m = ctx;
    if (e->kind == EX_VAR && e->u.var->id == m->id) m->found = true;
}

static bool mentions(const Expr *e, Sym id) {
    Mention m = {id, false};
    expr_visit(e, visit_mention, &m);
    return m.found;
}

/* The top-level functions of the module that e refers to. */
typedef struct Refs {
    const Module *module;
    Global **gs;
    uint32_t n, cap;
} Refs;

static void visit_ref(const Expr *e, void *ctx) {
    Refs *r = ctx;
    if (e->kind != EX_VAR || !e->u.var->global) return;
    Global *g = e->u.var->global;
    if (g->origin != ORIG_MODULE || g->owner != r->module || !g->rhs) return;
    for (uint32_t i = 0; i < r->n; i++)
        if (r->gs[i] == g) return;
    if (r->n == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 16;
        r->gs = realloc(r->gs, r->cap * sizeof *r->gs);
    }
    r->gs[r->n++] = g;
}

/* Whether `from` reaches `to` through references between the module's
 * top-level functions. */
static bool reaches(const Module *m, Global *from, Global *to) {
    Refs r = {m, NULL, 0, 0};
    expr_visit(from->rhs, visit_ref, &r);
    bool found = false;
    for (uint32_t i = 0; i < r.n && !found; i++) { /* r grows while it is walked: a breadth-first closure */
        if (r.gs[i] == to) found = true;
        else expr_visit(r.gs[i]->rhs, visit_ref, &r);
    }
    free(r.gs);
    return found;
}

uint32_t termination_callees(const Module *m, const Global *f, Global ***out) {
    Refs r = {m, NULL, 0, 0};
    expr_visit(f->rhs, visit_ref, &r);
    for (uint32_t i = 0; i < r.n; i++) expr_visit(r.gs[i]->rhs, visit_ref, &r); /* r grows: the closure */
    uint32_t n = 0;
    for (uint32_t i = 0; i < r.n; i++)
        if (r.gs[i] != f) r.gs[n++] = r.gs[i];
    *out = r.gs;
    return n;
}

/* ---- A function's parameters and metric --------------------------------------- */

static bool type_named(const Type *t, const char *name, const Program *p) {
    return t && t->kind == TY_CON && strcmp(sym_str(&p->syms, t->u.con.name), name) == 0;
}

static bool type_is_number(const Program *p, const Type *t) {
    return type_named(t, "GHC.Types.Int", p) || type_named(t, "GHC.Num.Integer.Integer", p) ||
           type_named(t, "GHC.Types.Word", p) || type_named(t, "GHC.Num.Natural.Natural", p);
}

/* A binder's type may be left unresolved by loading: its tycon by name. */
static const TyCon *tycon_of(const Program *p, const Type *t) {
    if (!t || t->kind != TY_CON) return NULL;
    return t->u.con.tycon ? t->u.con.tycon : program_tycon(p, sym_str(&p->syms, t->u.con.name));
}

static bool type_is_data(const Program *p, const Type *t) {
    const TyCon *tc = tycon_of(p, t);
    return tc && tc->kind == TC_DATA && !type_is_dictionary(p, t);
}

/* Whether the dictionaries rhs's λs bind constrain type variable v by a
 * numeric class (Num, or a class that has it as a superclass): a parameter
 * of type v is then a number, its own size (fak :: (Num a, Ord a) => a -> a).
 * The λs', not the function's type: their type variables are the ones the
 * parameters' types name. */
static bool tyvar_is_number(const Program *p, const Expr *rhs, Sym v) {
    static const char *const numeric[] = {"GHC.Num.Num", "GHC.Real.Integral", "GHC.Real.Real", "GHC.Real.Fractional"};
    for (const Expr *e = rhs; e && (e->kind == EX_LAM || e->kind == EX_CAST || e->kind == EX_LET);) {
        if (e->kind != EX_LAM) {
            e = e->kind == EX_CAST ? e->u.cast.body : e->u.let.body;
            continue;
        }
        const Type *d = e->u.lam.bndr->type;
        bool on_v = d && d->kind == TY_CON && d->u.con.nargs == 1 && d->u.con.args[0]->kind == TY_VAR &&
                    d->u.con.args[0]->u.var == v;
        for (size_t i = 0; on_v && i < sizeof numeric / sizeof *numeric; i++)
            if (strcmp(sym_str(&p->syms, d->u.con.name), numeric[i]) == 0) return true;
        e = e->u.lam.body;
    }
    return false;
}

/* The name of value argument i in a refinement type, or 0. */
static Sym spec_binder(const SpecType *t, uint32_t i) {
    while (t) {
        while (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT)
            t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
        if (t->kind != ST_FUN) return 0;
        if (i == 0) return t->u.fun.binder; /* not a refinement's own `v` */
        i--;
        t = t->u.fun.res;
    }
    return 0;
}

/* The value parameters bound by the λs that begin rhs (lets and casts
 * between them looked through: GHC binds superclass dictionaries there). */
static void fn_params(Program *p, TFn *fn, const Expr *rhs) {
    uint32_t cap = 8;
    fn->params = ARENA_ARRAY(&p->arena, Var *, cap);
    for (const Expr *e = rhs; e && (e->kind == EX_LAM || e->kind == EX_CAST || e->kind == EX_LET);) {
        if (e->kind != EX_LAM) {
            e = e->kind == EX_CAST ? e->u.cast.body : e->u.let.body;
            continue;
        }
        Var *b = e->u.lam.bndr;
        if (!(b->flags & (VAR_TYVAR | VAR_DICT)) && !type_is_dictionary(p, b->type)) {
            if (fn->nparams == cap) {
                Var **more = ARENA_ARRAY(&p->arena, Var *, 2 * cap);
                memcpy(more, fn->params, cap * sizeof *more);
                fn->params = more, cap *= 2;
            }
            fn->params[fn->nparams++] = b;
        }
        e = e->u.lam.body;
    }
}

static SpecExpr *spec_var(Arena *a, Sym name) {
    SpecExpr *e = ARENA_NEW(a, SpecExpr);
    e->kind = SE_VAR;
    e->height = 1;
    e->u.var.name = name;
    return e;
}

/* `m x` (len x, a data type's size measure) */
static SpecExpr *spec_measure_of(Arena *a, Sym m, Sym x) {
    SpecExpr *e = ARENA_NEW(a, SpecExpr);
    e->kind = SE_APP;
    e->height = 2;
    e->u.app.fn = spec_var(a, m);
    e->u.app.args = ARENA_ARRAY(a, SpecExpr *, 1);
    e->u.app.args[0] = spec_var(a, x);
    e->u.app.nargs = 1;
    return e;
}

typedef struct Parts {
    SymMap *map;
    Program *p;
    const Type *type;
    bool grew;
    Candidate *cand;       /* gets the alternatives of cases on the same value */
    uint32_t cap;
} Parts;

static void add_alt(Parts *ps, const Alt *a) {
    Candidate *c = ps->cand;
    for (uint32_t i = 0; i < c->nalts; i++)
        if (c->alts[i] == a) return;
    if (c->nalts == ps->cap) {
        ps->cap = ps->cap ? 2 * ps->cap : 4;
        const Alt **more = ARENA_ARRAY(&ps->p->arena, const Alt *, ps->cap);
        if (c->nalts) memcpy(more, c->alts, c->nalts * sizeof *more);
        c->alts = more;
    }
    c->alts[c->nalts++] = a;
}

/* A case on the parameter (or on a part of it): its binder is the same
 * value, and its fields of the parameter's type are parts of it. */
static void visit_parts(const Expr *e, void *ctx) {
    Parts *ps = ctx;
    if (e->kind != EX_CASE) return;
    const Expr *s = expr_uncast(e->u.kase.scrut);
    if (s->kind != EX_VAR) return;
    uintptr_t k = (uintptr_t)symmap_get(ps->map, s->u.var->id);
    if (!k) return;
    if (e->u.kase.bndr && !symmap_get(ps->map, e->u.kase.bndr->id))
        symmap_put(ps->map, e->u.kase.bndr->id, (void *)k), ps->grew = true;
    const Type *t = ps->type;
    for (uint32_t i = 0; i < e->u.kase.nalts; i++) {
        const Alt *a = &e->u.kase.alts[i];
        if (a->kind != ALT_DATA) continue;
        if (k == 1) add_alt(ps, a);
        for (uint32_t j = 0; j < a->nbndrs; j++) {
            const Type *ft = a->bndrs[j]->type;
            bool same = ft && ft->kind == TY_CON && t->kind == TY_CON && ft->u.con.name == t->u.con.name;
            if (same && !symmap_get(ps->map, a->bndrs[j]->id))
                symmap_put(ps->map, a->bndrs[j]->id, (void *)2), ps->grew = true;
        }
    }
}

/* The parts of parameter x found by cases in rhs (map owned by t), and the
 * candidate's alternatives on x itself. */
static void parts_of(Termination *t, Candidate *c, SymMap *map, Var *x, const Expr *rhs) {
    Program *p = t->p;
    symmap_init(map);
    if (t->nmaps == t->capmaps) {
        t->capmaps = t->capmaps ? 2 * t->capmaps : 8;
        t->maps = realloc(t->maps, t->capmaps * sizeof *t->maps);
    }
    t->maps[t->nmaps++] = map;
    symmap_put(map, x->id, (void *)1);
    Parts ps = {map, p, x->type, true, c, 0};
    while (ps.grew) {
        ps.grew = false;
        expr_visit(rhs, visit_parts, &ps);
    }
}

/* The termination measure the user's specs give data type t (`data T [m]`,
 * `data size (T a) m`), or 0. */
static Sym data_size_measure(const Translator *tr, const Type *t) {
    const Program *p = tr->p;
    const char *occ = name_occ(sym_str(&p->syms, t->u.con.name));
    for (uint32_t f = 0; f < tr->spec->nuser; f++) {
        const SpecFile *sf = tr->spec->files[f];
        for (size_t k = 0; k < sf->ndecls; k++) {
            const SpecDecl *d = sf->decls[k];
            if (d->kind == SD_DATA && d->u.data.size_measure && strcmp(name_occ(sym_str(&p->syms, d->u.data.name)), occ) == 0)
                return d->u.data.size_measure;
        }
    }
    return 0;
}

/* Whether the user's specs declare `autosize T` for data type t. */
static bool data_autosized(const Translator *tr, const Type *t) {
    const Program *p = tr->p;
    const char *occ = name_occ(sym_str(&p->syms, t->u.con.name));
    for (uint32_t f = 0; f < tr->spec->nuser; f++) {
        const SpecFile *sf = tr->spec->files[f];
        for (size_t k = 0; k < sf->ndecls; k++)
            if (sf->decls[k]->kind == SD_AUTOSIZE && strcmp(name_occ(sym_str(&p->syms, sf->decls[k]->u.name.name)), occ) == 0)
                return true;
    }
    return false;
}

/* The parameters that have a size, in order: an Int itself, a list's len, a
 * data type (structurally only). */
static void fn_candidates(Termination *t, TFn *fn, const Expr *rhs) {
    Program *p = t->p;
    fn->cands = ARENA_ARRAY(&p->arena, Candidate, fn->nparams ? fn->nparams : 1);
    for (uint32_t i = 0; i < fn->nparams; i++) {
        const Type *ty = fn->params[i]->type;
        char ordinal[48];
        snprintf(ordinal, sizeof ordinal, "argument %u", i + 1);
        const char *nm = fn->synthetic[i] ? ordinal : sym_str(&p->syms, fn->names[i]);
        Candidate *c = &fn->cands[fn->ncands];
        Sym m = 0;
        StrBuf sb;
        sb_init(&sb);
        if (type_is_number(p, ty)) {
            c->metric = spec_var(&p->arena, fn->names[i]);
            sb_printf(&sb, "%s (%s, must be >= 0 and decrease)", nm, name_occ(sym_str(&p->syms, ty->u.con.name)));
        } else if (ty && ty->kind == TY_VAR && tyvar_is_number(p, rhs, ty->u.var)) {
            c->metric = spec_var(&p->arena, fn->names[i]);
            sb_printf(&sb, "%s (a Num value, must be >= 0 and decrease)", nm);
        } else if (type_named(ty, "GHC.Types.[]", p)) {
            c->metric = spec_measure_of(&p->arena, intern(&p->syms, "len"), fn->names[i]);
            c->structural = true;
            if (fn->synthetic[i]) sb_printf(&sb, "the length of %s (must decrease)", nm);
            else sb_printf(&sb, "len %s (the length of %s, must decrease)", nm, nm);
        } else if (type_is_data(p, ty) && (m = data_size_measure(t->tr, ty))) {
            c->metric = spec_measure_of(&p->arena, m, fn->names[i]);
            c->structural = true;
            sb_printf(&sb, "%s%s%s (data %s [%s], must be >= 0 and decrease)", sym_str(&p->syms, m),
                      fn->synthetic[i] ? " of " : " ", nm, name_occ(sym_str(&p->syms, ty->u.con.name)), sym_str(&p->syms, m));
        } else if (type_is_data(p, ty)) {
            c->structural = true;
            c->autosized = data_autosized(t->tr, ty);
            if (c->autosized) /* LiquidHaskell's autosize counts the fields of type T, not those inside others */
                sb_printf(&sb, "the size of %s (autosize %s: only its fields of that type are smaller)", nm,
                          name_occ(sym_str(&p->syms, ty->u.con.name)));
            else sb_printf(&sb, "the size of %s", nm);
        } else {
            sb_free(&sb);
            continue;
        }
        c->param = i;
        c->described = arena_strdup(&p->arena, sb_str(&sb));
        sb_free(&sb);
        if (c->structural) parts_of(t, c, &c->parts, fn->params[i], rhs);
        fn->ncands++;
    }
}

static uint32_t first_value_arg(const Program *p, const TFn *fn, Expr *const *args, uint32_t nargs);

/* The self calls' value arguments (at most MAX_CALLS of them). */
enum { MAX_CALLS = 256 };
typedef struct CallArgs {
    const Program *p;
    const TFn *fn;
    Expr *const *args[MAX_CALLS];
    uint32_t n;
    bool overflow;
} CallArgs;

static void visit_call_args(const Expr *e, void *ctx) {
    CallArgs *ca = ctx;
    if (e->kind != EX_APP) return;
    const Expr *h = expr_uncast(e->u.app.fun);
    if (h->kind != EX_VAR || h->u.var->id != ca->fn->id) return;
    uint32_t k = first_value_arg(ca->p, ca->fn, e->u.app.args, e->u.app.nargs);
    if (e->u.app.nargs - k < ca->fn->nparams) return;
    if (ca->n == MAX_CALLS) ca->overflow = true;
    else ca->args[ca->n++] = e->u.app.args + k;
}

/* What a call passes for a candidate: 2 a part of it, 1 the same value. */
static uintptr_t passes(const Candidate *c, Expr *const *args) {
    const Expr *a = expr_uncast(args[c->param]);
    return a->kind == EX_VAR ? (uintptr_t)symmap_get(&c->parts, a->u.var->id) : 0;
}

/* Do the self calls decrease lexicographically over the structural
 * candidates in parameter order: each passes the first of them it does not
 * pass unchanged a part of (`comp (Fork a b) c` calling `comp a c`, `comp c
 * (Join a b)` calling `comp c a`)? LiquidHaskell's structural termination
 * check reads a call so. */
static bool lexicographic(const TFn *fn, const CallArgs *calls) {
    if (calls->overflow || calls->n == 0) return false; /* no self call: its calls are another's (mutual recursion) */
    for (uint32_t i = 0; i < calls->n; i++) {
        uintptr_t passed = 1;
        for (uint32_t c = 0; c < fn->ncands && passed == 1; c++)
            if (fn->cands[c].structural) passed = passes(&fn->cands[c], calls->args[i]);
        if (passed != 2) return false;
    }
    return true;
}

/* The default metric: a candidate on which every call of the function
 * decreases structurally, else the k-th candidate (LiquidHaskell takes the
 * first parameter with a size that works). */
static void fn_default_metric(Termination *t, TFn *fn, const Expr *rhs) {
    Program *p = t->p;
    fn->structural = -1;
    symmap_init(&fn->parts);
    if (!fn->ncands) return;
    Candidate *chosen = NULL;
    CallArgs *calls = ARENA_NEW(&p->arena, CallArgs);
    calls->p = p, calls->fn = fn;
    expr_visit(rhs, visit_call_args, calls);
    for (uint32_t i = 0; i < fn->ncands && !chosen; i++) {
        bool all_parts = fn->cands[i].structural && !calls->overflow;
        for (uint32_t c = 0; all_parts && c < calls->n; c++) all_parts = passes(&fn->cands[i], calls->args[c]) == 2;
        if (all_parts) chosen = &fn->cands[i], fn->fixed = true;
    }
    if (!chosen && lexicographic(fn, calls)) { /* no call to check */
        fn->fixed = true;
        return;
    }
    if (!chosen) {
        uint32_t k = t->candidate < fn->ncands ? t->candidate : fn->ncands - 1;
        if (t->candidate + 1 < fn->ncands) t->more = true;
        chosen = &fn->cands[k];
    }
    if (chosen->metric) {
        fn->metric = ARENA_ARRAY(&p->arena, SpecExpr *, 1);
        fn->metric[0] = chosen->metric;
        fn->nmetric = 1;
    }
    fn->described = chosen->described;
    if (chosen->structural) fn->structural = (int)chosen->param, fn->parts = chosen->parts;
    fn->alts = chosen->alts, fn->nalts = chosen->nalts;
    fn->autosized = chosen->autosized;
}

/* The metric's text, component by component. */
static const char **metric_texts(Program *p, const TFn *fn) {
    const char **out = ARENA_ARRAY(&p->arena, const char *, fn->nmetric ? fn->nmetric : 1);
    for (uint32_t i = 0; i < fn->nmetric; i++) {
        StrBuf sb;
        sb_init(&sb);
        spec_print_expr(&sb, &p->syms, fn->metric[i]);
        out[i] = arena_strdup(&p->arena, sb_str(&sb));
        sb_free(&sb);
    }
    return out;
}

/* A function of the check: its parameters, their names and its metric (the
 * one written on its signature, else the default). */
static TFn *fn_new(Termination *t, Sym id, Global *g, const char *name, Type *type, const Expr *rhs,
                   const Contract *c) {
    Program *p = t->p;
    TFn *fn = ARENA_NEW(&p->arena, TFn);
    fn->id = id;
    fn->g = g;
    fn->name = name;
    fn->type = type;
    fn->rhs = rhs;
    fn_params(p, fn, rhs);
    fn->names = ARENA_ARRAY(&p->arena, Sym, fn->nparams ? fn->nparams : 1);
    fn->synthetic = ARENA_ARRAY(&p->arena, bool, fn->nparams ? fn->nparams : 1);
    for (uint32_t i = 0; i < fn->nparams; i++) {
        Sym b = c ? spec_binder(c->type, i) : 0;
        const char *core = sym_str(&p->syms, fn->params[i]->name);
        if (!b && !name_is_generated(core)) b = fn->params[i]->name;
        if (!b) {
            char buf[32];
            snprintf(buf, sizeof buf, "x%u", i + 1);
            b = intern(&p->syms, buf);
            fn->synthetic[i] = true;
        }
        fn->names[i] = b;
    }
    fn->file_index = c ? c->file_index : 0;
    bool trying = t->tryit && strcmp(t->tryit->function, name) == 0;
    if (trying || (c && c->decl && c->decl->kind == SD_SIG && c->decl->u.sig.has_metric && c->decl->u.sig.nmetric)) {
        fn->metric = trying ? t->tryit->metric : c->decl->u.sig.metric;
        fn->nmetric = trying ? t->tryit->n : (uint32_t)c->decl->u.sig.nmetric;
        fn->written = true;
        fn->structural = -1;
        StrBuf sb;
        sb_init(&sb);
        sb_puts(&sb, "[");
        const char **texts = metric_texts(p, fn);
        for (uint32_t i = 0; i < fn->nmetric; i++) sb_printf(&sb, "%s%s", i ? ", " : "", texts[i]);
        sb_puts(&sb, "] (written on the signature; each must be >= 0, and the list must decrease)");
        fn->described = arena_strdup(&p->arena, sb_str(&sb));
        sb_free(&sb);
    } else {
        fn_candidates(t, fn, rhs);
        fn_default_metric(t, fn, rhs);
        return fn;
    }
    symmap_init(&fn->parts);
    return fn;
}

static bool is_lazy(const Translator *tr, Sym name) {
    return symmap_get(&tr->spec->lazy, name) != NULL || symmap_get(&tr->spec->ignored, name) != NULL;
}

Termination *termination_open(Translator *tr, Global *f, const Contract *c, uint32_t candidate,
                              const TerminationMetric *tryit, Diag *diag) {
    (void)diag;
    Program *p = tr->p;
    const SpecFlags *fl = &tr->spec->flags;
    bool off = fl->no_termination && !fl->total_haskell; /* --total-Haskell overrides --no-termination */
    if (!f->rhs || off || is_lazy(tr, f->var->name)) return NULL;
    Termination *t = ARENA_NEW(&p->arena, Termination);
    t->tr = tr;
    t->p = p;
    t->candidate = candidate;
    t->tryit = tryit;
    t->contract = c;
    t->top = fn_new(t, f->var->id, f, sym_str(&p->syms, f->var->name), f->var->type, f->rhs, c);
    t->group = ARENA_ARRAY(&p->arena, TFn *, 1);
    Refs r = {f->owner, NULL, 0, 0};
    if (f->owner) expr_visit(f->rhs, visit_ref, &r);
    t->group = ARENA_ARRAY(&p->arena, TFn *, r.n + 1);
    t->group[t->ngroup++] = t->top;
    bool self = mentions(f->rhs, f->var->id);
    for (uint32_t i = 0; i < r.n; i++) {
        Global *g = r.gs[i];
        if (g == f || is_lazy(tr, g->var->name) || !reaches(f->owner, g, f)) continue;
        const Contract *gc = spec_contract(tr->spec, g);
        t->group[t->ngroup++] = fn_new(t, g->var->id, g, sym_str(&p->syms, g->var->name), g->var->type, g->rhs, gc);
    }
    free(r.gs);
    if (!self && t->ngroup == 1) t->group[0] = NULL, t->ngroup = 0; /* f itself is not recursive: its locals may be */
    return t;
}

void termination_enter_local(Termination *t, Var *v, Expr *rhs) {
    Program *p = t->p;
    if (t->nlocals == MAX_LOCALS) return;
    bool checked = mentions(rhs, v->id) && !is_lazy(t->tr, v->name);
    TFn *fn = NULL;
    if (checked) {
        const Contract *lc = spec_local_contract(t->tr->spec, v);
        if (!lc && t->top->nparams == 0 && v->name == t->top->g->var->name)
            lc = t->contract; /* f = let rec f = … in f: GHC's wrapper around the real f */
        char *id = str_format("lhx.term.%s", sym_str(&p->syms, v->id));
        Global *g = global_new(p, intern(&p->syms, id), v->name, v->type);
        free(id);
        g->var->span = v->span;
        fn = fn_new(t, v->id, g, sym_str(&p->syms, v->name), v->type, rhs, lc);
        RefineScope *outer = NULL;
        for (uint32_t i = 0; i < t->top->nparams; i++) {
            RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
            *sc = (RefineScope){t->top->names[i], t->top->params[i], outer};
            outer = sc;
        }
        fn->outer = outer;
    }
    t->locals[t->nlocals++] = fn; /* NULL: a binder that is not checked (keeps enter/leave paired) */
}

void termination_leave_local(Termination *t, Var *v) {
    (void)v;
    if (t->nlocals) t->nlocals--;
}

uint32_t termination_sites(const Termination *t) { return t->nsites; }

bool termination_more(const Termination *t) { return t->more; }

void termination_close(Termination *t) {
    for (uint32_t i = 0; i < t->nmaps; i++) symmap_free(t->maps[i]);
    free(t->maps);
    t->maps = NULL;
    t->nmaps = t->capmaps = 0;
}

/* ---- Instrumenting a call ----------------------------------------------------- */

/* The checked function a call's head refers to, and whose parameters the
 * call is compared with (the caller); NULL when it is no checked function. */
static TFn *callee_of(Termination *t, const Expr *head, TFn **caller) {
    if (head->kind != EX_VAR) return NULL;
    Sym id = head->u.var->id;
    for (uint32_t i = t->nlocals; i-- > 0;)
        if (t->locals[i] && t->locals[i]->id == id) return *caller = t->locals[i], t->locals[i];
    for (uint32_t i = 0; i < t->ngroup; i++)
        if (t->group[i]->id == id) return *caller = t->top, t->group[i];
    return NULL;
}

/* Where the value arguments of a call of fn begin among args: after the
 * type arguments and dictionaries its type takes. */
static uint32_t first_value_arg(const Program *p, const TFn *fn, Expr *const *args, uint32_t nargs) {
    uint32_t k = 0;
    const Type *ty = fn->type;
    while (ty && k < nargs) {
        if (ty->kind == TY_FORALL) {
            if (args[k]->kind == EX_TYPE) k++;
            ty = ty->u.forall.body;
        } else if (ty->kind == TY_FUN && type_is_dictionary(p, ty->u.fun.arg)) {
            k++;
            ty = ty->u.fun.res;
        } else {
            break;
        }
    }
    while (k < nargs && args[k]->kind == EX_TYPE) k++;
    return k;
}

static Expr *logic2(Program *p, const char *op, Expr *a, Expr *b) {
    Expr *args[2] = {a, b};
    return expr_app(p, expr_var(p, refine_logic_global(p, op)->var), args, 2);
}

static Expr *zero(Program *p) {
    Expr *e = expr_new(p, EX_LIT);
    e->u.lit.kind = LIT_INT;
    e->u.lit.i = 0;
    return e;
}

/* new below old lexicographically from component i on, each new one >= 0. */
static Expr *lex_below(Program *p, Var **old, Var **new, uint32_t i, uint32_t n) {
    Expr *o = expr_var(p, old[i]), *nw = expr_var(p, new[i]);
    Expr *below = logic2(p, "lt", nw, o);
    if (i + 1 < n)
        below = logic2(p, "or", below,
                       logic2(p, "and", logic2(p, "eq", expr_var(p, new[i]), expr_var(p, old[i])),
                              lex_below(p, old, new, i + 1, n)));
    return logic2(p, "and", logic2(p, "ge", expr_var(p, new[i]), zero(p)), below);
}


static const RefineScope *scope_of(Program *p, const TFn *fn, Var **vars) {
    const RefineScope *scope = fn->outer;
    for (uint32_t i = 0; i < fn->nparams; i++) {
        RefineScope *sc = ARENA_NEW(&p->arena, RefineScope);
        *sc = (RefineScope){fn->names[i], vars[i], scope};
        scope = sc;
    }
    return scope;
}

/* Whether a is constructor C applied to the fields of an alternative
 * `C fields ->` of a case on the structural parameter itself: the same
 * value, rebuilt (sz (Node l r) called from sz's `Node l r` case). */
static bool rebuilds(const TFn *fn, const Expr *a) {
    if (a->kind != EX_APP || expr_uncast(a->u.app.fun)->kind != EX_CON) return false;
    const DataCon *con = expr_uncast(a->u.app.fun)->u.con;
    uint32_t k = 0;
    while (k < a->u.app.nargs && a->u.app.args[k]->kind == EX_TYPE) k++;
    uint32_t n = a->u.app.nargs - k;
    for (uint32_t i = 0; i < fn->nalts; i++) {
        const Alt *alt = fn->alts[i];
        if (alt->con != con || alt->nbndrs != n) continue;
        bool same = true;
        for (uint32_t j = 0; j < n && same; j++) {
            const Expr *v = expr_uncast(a->u.app.args[k + j]);
            same = v->kind == EX_VAR && v->u.var == alt->bndrs[j];
        }
        if (same) return true;
    }
    return false;
}

typedef struct SameValue {
    const Var *param;
    const Expr *arg;
    bool same;
} SameValue;

/* A case on the parameter: its binder, or its constructor rebuilt from an
 * alternative's fields, is the parameter's value. */
static void visit_same_value(const Expr *e, void *ctx) {
    SameValue *sv = ctx;
    if (sv->same || e->kind != EX_CASE) return;
    const Expr *s = expr_uncast(e->u.kase.scrut);
    if (s->kind != EX_VAR || s->u.var != sv->param) return;
    if (sv->arg->kind == EX_VAR && sv->arg->u.var == e->u.kase.bndr) sv->same = true;
    for (uint32_t i = 0; i < e->u.kase.nalts && !sv->same; i++) {
        const Alt *alt = &e->u.kase.alts[i];
        TFn one = {.alts = &alt, .nalts = 1};
        sv->same = alt->kind == ALT_DATA && rebuilds(&one, sv->arg);
    }
}

/* Whether a self call of fn passes each parameter's own value back (the
 * parameter, its case binder, or its constructor rebuilt): the state
 * repeats, and no metric whatever can decrease. */
static bool passes_itself(const TFn *fn, Expr *const *vals) {
    for (uint32_t i = 0; i < fn->nparams; i++) {
        SameValue sv = {fn->params[i], expr_uncast(vals[i]), false};
        sv.same = sv.arg->kind == EX_VAR && sv.arg->u.var == sv.param;
        if (!sv.same) expr_visit(fn->rhs, visit_same_value, &sv);
        if (!sv.same) return false;
    }
    return true;
}

/* Whether metric expression e applies a measure (len xs, sz t): not plain
 * arithmetic over the parameters. */
static bool applies_measure(const SpecExpr *e) {
    if (e->kind == SE_BIN) return applies_measure(e->u.bin.lhs) || applies_measure(e->u.bin.rhs);
    return e->kind != SE_VAR && e->kind != SE_INT;
}

static bool measured(const TFn *fn) {
    for (uint32_t i = 0; i < fn->nmetric; i++)
        if (applies_measure(fn->metric[i])) return true;
    return false;
}

/* What a self call passes in the place of the caller's structural
 * parameter: 2 a part of it, 1 the same value, 0 anything else (or no
 * structural parameter, or not a self call). */
static uintptr_t structural_arg(const TFn *caller, const TFn *callee, Expr *const *vals) {
    if (caller != callee || caller->structural < 0) return 0;
    const Expr *a = expr_uncast(vals[caller->structural]);
    if (a->kind == EX_VAR) return (uintptr_t)symmap_get(&caller->parts, a->u.var->id);
    return rebuilds(caller, a) ? 1 : 0;
}

static AssertSite *termination_site(Termination *t, TFn *caller, TFn *callee, Var **ys, Var **old, Var **new,
                                    uint32_t nm) {
    Program *p = t->p;
    TerminationSite *ts = ARENA_NEW(&p->arena, TerminationSite);
    ts->caller = caller->name;
    ts->callee = callee->name;
    ts->ncallee = callee->nparams;
    ts->ncaller = caller->nparams;
    ts->nmetric = nm;
    ts->metric = metric_texts(p, caller);
    ts->described = caller->described;
    ts->written = caller->written;
    AssertSite *site = ARENA_NEW(&p->arena, AssertSite);
    site->kind = ASSERT_TERMINATION;
    site->function = callee->g;
    site->nargs = ts->ncallee + ts->ncaller + 2 * nm;
    site->args = ARENA_ARRAY(&p->arena, Var *, site->nargs);
    Var **a = site->args;
    memcpy(a, ys, ts->ncallee * sizeof *a);
    memcpy(a + ts->ncallee, caller->params, ts->ncaller * sizeof *a);
    memcpy(a + ts->ncallee + ts->ncaller, old, nm * sizeof *a);
    memcpy(a + ts->ncallee + ts->ncaller + nm, new, nm * sizeof *a);
    site->contract = ts;
    char *reason = str_format("termination of %s", callee->name);
    site->reason = arena_strdup(&p->arena, reason);
    free(reason);
    return site;
}

/* The termination assertion on call `orig` (copied as `copy`) around body,
 * or around the call itself when body is NULL; `otherwise` when orig calls
 * no checked function or decreases by construction. */
static Expr *instrument(Termination *t, const Expr *orig, Expr *copy, Expr *body_or_call, Expr *otherwise,
                        Diag *diag) {
    Program *p = t->p;
    if (orig->kind != EX_APP || copy->kind != EX_APP) return otherwise;
    TFn *caller = NULL, *callee = callee_of(t, expr_uncast(orig->u.app.fun), &caller);
    if (!callee) return otherwise;
    uint32_t k = first_value_arg(p, callee, orig->u.app.args, orig->u.app.nargs);
    uint32_t n = callee->nparams, nm = caller->nmetric < callee->nmetric ? caller->nmetric : callee->nmetric;
    if (n == 0 || orig->u.app.nargs - k < n) return otherwise; /* partial: not a call */
    uintptr_t structural = structural_arg(caller, callee, orig->u.app.args + k);
    /* a self call passing every parameter back repeats the state: no metric
     * decreases, and a measure of it may not even be computable (sz calling
     * itself on its own argument), so none is computed then */
    bool same = caller == callee && passes_itself(caller, orig->u.app.args + k);
    if (same && measured(caller)) structural = 1, nm = 0;
    if (structural == 2) return otherwise;
    /* A data parameter without a measure has no value to compare: only a
     * call passing it unchanged is known not to decrease (its size is the
     * same whatever size LiquidHaskell gives it); other calls pass, unless
     * the type is `autosize`d: its size counts only its own fields, so a
     * value not taken out of them by a case is not known to be smaller. */
    bool not_part = nm == 0 && structural == 0 && caller == callee && caller->autosized;
    if (nm == 0 && structural != 1 && !not_part) return otherwise;
    Var **ys = ARENA_ARRAY(&p->arena, Var *, n);
    Expr *call = expr_new(p, EX_APP);
    *call = *copy;
    call->u.app.args = ARENA_ARRAY(&p->arena, Expr *, copy->u.app.nargs);
    memcpy(call->u.app.args, copy->u.app.args, copy->u.app.nargs * sizeof *call->u.app.args);
    for (uint32_t i = 0; i < n; i++) {
        ys[i] = var_fresh(p, sym_str(&p->syms, callee->names[i]), callee->params[i]->type);
        call->u.app.args[k + i] = expr_var(p, ys[i]);
    }
    Var **old = ARENA_ARRAY(&p->arena, Var *, nm), **new = ARENA_ARRAY(&p->arena, Var *, nm);
    Expr **olde = ARENA_ARRAY(&p->arena, Expr *, nm), **newe = ARENA_ARRAY(&p->arena, Expr *, nm);
    Refiner rc = {p, t->tr->module, diag, t->tr, caller->file_index, NULL};
    Refiner re = {p, t->tr->module, diag, t->tr, callee->file_index, NULL};
    const RefineScope *sc_old = scope_of(p, caller, caller->params), *sc_new = scope_of(p, callee, ys);
    for (uint32_t j = 0; j < nm; j++) {
        olde[j] = refine_expr(&rc, caller->metric[j], sc_old);
        newe[j] = olde[j] ? refine_expr(&re, callee->metric[j], sc_new) : NULL;
        if (!newe[j]) return NULL;
        old[j] = var_fresh(p, "metric", NULL);
        new[j] = var_fresh(p, "metric", NULL);
    }
    AssertSite *site = termination_site(t, caller, callee, ys, old, new, nm);
    ((TerminationSite *)site->contract)->held = body_or_call != NULL;
    ((TerminationSite *)site->contract)->not_part = not_part;
    ((TerminationSite *)site->contract)->same = same;
    Expr *body = expr_new(p, EX_ASSERT);
    body->u.cond.pred = nm ? lex_below(p, old, new, 0, nm) : logic2(p, "lt", zero(p), zero(p)); /* 0 < 0: never */
    body->u.cond.body = body_or_call ? body_or_call : call;
    body->u.cond.site = site;
    for (uint32_t j = nm; j-- > 0;) body = expr_let1(p, old[j], olde[j], expr_let1(p, new[j], newe[j], body));
    for (uint32_t i = n; i-- > 0;) body = expr_let1(p, ys[i], copy->u.app.args[k + i], body);
    t->nsites++;
    return body;
}

Expr *termination_call(Termination *t, const Expr *orig, Expr *copy, Diag *diag) {
    return instrument(t, orig, copy, NULL, copy, diag);
}

Expr *termination_guard(Termination *t, const Expr *orig, Expr *copy, Expr *body, Diag *diag) {
    return instrument(t, orig, copy, body, body, diag);
}

/* ---- Calls held by lazy positions ------------------------------------------------ */

typedef struct Held {
    Termination *t;
    const Expr **calls;
    uint32_t n, cap;
    Var *bound[MAX_LOCALS]; /* the lets crossed on the way down */
    uint32_t nbound;
    bool too_deep;
} Held;

static void visit_bound(const Expr *e, void *ctx) {
    Held *h = ctx;
    if (e->kind != EX_VAR) return;
    for (uint32_t i = 0; i < h->nbound; i++)
        if (h->bound[i] == e->u.var) h->too_deep = true; /* names a let of the lazy expression */
}

static void hold(Held *h, const Expr *e) {
    if (!e) return;
    switch (e->kind) {
    case EX_APP: {
        TFn *caller = NULL;
        if (callee_of(h->t, expr_uncast(e->u.app.fun), &caller)) {
            bool inner = h->too_deep;
            h->too_deep = false;
            expr_visit(e, visit_bound, h);
            if (!h->too_deep) {
                if (h->n == h->cap) {
                    h->cap = h->cap ? 2 * h->cap : 4;
                    h->calls = realloc(h->calls, h->cap * sizeof *h->calls);
                }
                h->calls[h->n++] = e;
            }
            h->too_deep = inner;
        }
        hold(h, e->u.app.fun);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) hold(h, e->u.app.args[i]);
        return;
    }
    case EX_LET:
        if (h->nbound + e->u.let.nbinds > MAX_LOCALS) return;
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) h->bound[h->nbound++] = e->u.let.binds[i].var;
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) hold(h, e->u.let.binds[i].rhs);
        hold(h, e->u.let.body);
        h->nbound -= e->u.let.nbinds;
        return;
    case EX_CAST: hold(h, e->u.cast.body); return;
    default: return; /* a λ or a case: its calls wait for it to run (their path conditions with them) */
    }
}

uint32_t termination_held_calls(Termination *t, const Expr *e, const Expr ***out) {
    Held h = {.t = t};
    if (e && (e->kind == EX_APP || e->kind == EX_LET || e->kind == EX_CAST)) hold(&h, e);
    *out = h.calls;
    return h.n;
}

/* ---- Metrics to suggest --------------------------------------------------------- */

typedef struct FindLocal {
    const Program *p;
    const char *name;
    Var *var;
    const Expr *rhs;
} FindLocal;

static void visit_find_local(const Expr *e, void *ctx) {
    FindLocal *fl = ctx;
    if (e->kind != EX_LET || fl->var) return;
    for (uint32_t i = 0; i < e->u.let.nbinds; i++)
        if (strcmp(sym_str(&fl->p->syms, e->u.let.binds[i].var->name), fl->name) == 0) {
            fl->var = e->u.let.binds[i].var;
            fl->rhs = e->u.let.binds[i].rhs;
            return;
        }
}

static SpecExpr *spec_bin(Arena *a, SpecBinOp op, SpecExpr *l, SpecExpr *r) {
    SpecExpr *e = ARENA_NEW(a, SpecExpr);
    e->kind = SE_BIN;
    e->u.bin.op = op;
    e->u.bin.lhs = l;
    e->u.bin.rhs = r;
    e->height = (l->height > r->height ? l->height : r->height) + 1;
    return e;
}

static void add_metric(Program *p, TerminationMetric *out, uint32_t *n, const char *function, SpecExpr *a,
                       SpecExpr *b) {
    TerminationMetric *m = &out[(*n)++];
    m->function = function;
    m->n = b ? 2 : 1;
    m->metric = ARENA_ARRAY(&p->arena, SpecExpr *, 2);
    m->metric[0] = a;
    m->metric[1] = b;
}

uint32_t termination_metrics_to_try(Translator *tr, Global *f, const Contract *c, const char *function,
                                    TerminationMetric **out) {
    Program *p = tr->p;
    Termination t = {.tr = tr, .p = p};
    TFn *top = fn_new(&t, f->var->id, f, sym_str(&p->syms, f->var->name), f->var->type, f->rhs, c), *fn = top;
    if (strcmp(function, top->name) != 0) {
        FindLocal fl = {p, function, NULL, NULL};
        expr_visit(f->rhs, visit_find_local, &fl);
        if (!fl.var) return termination_close(&t), 0;
        fn = fn_new(&t, fl.var->id, NULL, function, fl.var->type, fl.rhs, spec_local_contract(tr->spec, fl.var));
    }
    termination_close(&t);
    SpecExpr *base[8];
    bool number[8];
    uint32_t nb = 0;
    for (uint32_t i = 0; i < fn->ncands && nb < 8; i++)
        if (fn->cands[i].metric) {
            number[nb] = fn->cands[i].metric->kind == SE_VAR;
            base[nb++] = fn->cands[i].metric;
        }
    for (uint32_t i = 0; fn != top && i < top->ncands && nb < 8; i++) /* a local's bound may be the enclosing function's */
        if (top->cands[i].metric && top->cands[i].metric->kind == SE_VAR) number[nb] = true, base[nb++] = top->cands[i].metric;
    uint32_t cap = nb + 4 * nb * nb, n = 0;
    *out = ARENA_ARRAY(&p->arena, TerminationMetric, cap ? cap : 1);
    for (uint32_t i = 0; i < nb; i++) add_metric(p, *out, &n, function, base[i], NULL);
    for (uint32_t i = 0; i < nb; i++)
        for (uint32_t j = i + 1; j < nb; j++) add_metric(p, *out, &n, function, spec_bin(&p->arena, SB_ADD, base[i], base[j]), NULL);
    for (uint32_t i = 0; i < nb; i++)
        for (uint32_t j = 0; j < nb; j++)
            if (i != j && number[i] && number[j])
                add_metric(p, *out, &n, function, spec_bin(&p->arena, SB_SUB, base[j], base[i]), NULL);
    for (uint32_t i = 0; i < nb; i++)
        for (uint32_t j = 0; j < nb; j++)
            if (i != j) add_metric(p, *out, &n, function, base[i], base[j]);
    return n;
}

char *termination_metric_text(const Program *p, const TerminationMetric *m) {
    StrBuf sb;
    sb_init(&sb);
    sb_putc(&sb, '[');
    for (uint32_t i = 0; i < m->n; i++) {
        if (i) sb_puts(&sb, ", ");
        spec_print_expr(&sb, &p->syms, m->metric[i]);
    }
    sb_putc(&sb, ']');
    return sb_take(&sb);
}
