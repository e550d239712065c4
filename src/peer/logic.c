/* logic.c — refinements as Haskell Bool expressions. See gen.h.
 *
 * The same translation lhx makes for its own engine (toExp in
 * translate/contract.c, toExp_r in translate/refine.c), written as Haskell
 * text over the driver's variables, so that a peer tests exactly the
 * property lhx checks:
 *   {v:B ts | p}   the walker of B over the element checks of ts, and p
 *                  with v bound to the value;
 *   walkers        per data type of the module, generated from its Core
 *                  declaration (a conjunction over the fields whose type is
 *                  a type parameter, or a data type over one), with the
 *                  module's invariants and refined fields; fixed ones for
 *                  lists, tuples, Maybe, Either, Data.Map and Data.Set;
 *   measures       a Haskell function lifted by `measure f` is called
 *                  (U'.f, or the library's own: Data.Map.size); a measure
 *                  given by equations becomes a Haskell function written
 *                  from them; `len` is Prelude's length; Set_* are Data.Set's;
 *   operators      = is ==, <=> is == on Bools, => is not a || b, / is div
 *                  on integers and / on fractions (peer'div), mod is mod.
 * Library invariants are left out: they describe lhx's own models
 * (lhx_valid) and hold for every value GHC builds. */
#include "gen.h"
#include "../core/link.h"
#include "../spec/names.h"
#include "../spec/expand.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Measures --------------------------------------------------------------- */

/* The logic's set operations as Data.Set's functions. */
static const char *set_function(const char *n) {
    static const char *const ops[][2] = {
        {"Set_empty", "(P'.const Peer'Set.empty)"}, {"Set_sng", "Peer'Set.singleton"},
        {"Set_cup", "Peer'Set.union"},              {"Set_cap", "Peer'Set.intersection"},
        {"Set_dif", "Peer'Set.difference"},         {"Set_mem", "Peer'Set.member"},
        {"Set_sub", "Peer'Set.isSubsetOf"},         {"Set_emp", "Peer'Set.null"},
    };
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        if (strcmp(n, ops[i][0]) == 0) return ops[i][1];
    return NULL;
}

/* `name` as a piece of a Haskell identifier: letters, digits, _ and ' kept,
 * anything else as its code. */
static void ident_part(const char *name, StrBuf *out) {
    for (const unsigned char *s = (const unsigned char *)name; *s; s++) {
        if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_' || *s == '\'')
            sb_putc(out, (char)*s);
        else
            sb_printf(out, "_%02x", *s);
    }
}

/* The declaration of the measure `name` with equations in spec file `file`. */
static const SpecDecl *measure_decl(const PeerGen *g, uint32_t file, Sym name) {
    const SpecFile *f = g->spec->files[file];
    for (size_t i = 0; i < f->ndecls; i++)
        if (f->decls[i]->kind == SD_MEASURE && f->decls[i]->u.measure.name == name && f->decls[i]->u.measure.neqs)
            return f->decls[i];
    return NULL;
}

/* A constructor named in a measure's pattern or a refinement. */
static const DataCon *find_con(PeerGen *g, Sym name, size_t tuple_arity) {
    if (tuple_arity >= 2) {
        char tn[32] = "GHC.Tuple.(";
        for (size_t i = 1; i < tuple_arity && strlen(tn) < sizeof tn - 3; i++) strcat(tn, ",");
        strcat(tn, ")");
        return program_datacon(g->p, tn);
    }
    return spec_find_con(g->p, g->m, name);
}

/* One equation `m (C x y) = e` as a case alternative. */
static bool measure_alt(PeerGen *g, uint32_t file, const SpecMeasureEq *eq, const char *v, StrBuf *out) {
    if (eq->npats != 1) return peer_fail(g, "a measure equation with %zu patterns", eq->npats);
    const SpecPat *pat = eq->pats[0];
    const DataCon *dc = pat->kind == SP_CON ? find_con(g, pat->name, 0) : pat->kind == SP_TUPLE ? find_con(g, 0, pat->nargs) : NULL;
    if (!dc || dc->arity != pat->nargs) return peer_fail(g, "a measure pattern that names no constructor of the program");
    PeerScope *scope = NULL;
    sb_puts(out, "  (");
    peer_con_ref(g, dc, out);
    for (size_t i = 0; i < pat->nargs; i++) {
        const SpecPat *sub = pat->args[i];
        if (sub->kind == SP_WILD) {
            sb_puts(out, " _");
            continue;
        }
        if (sub->kind != SP_VAR) return peer_fail(g, "nested patterns in a measure equation");
        PeerScope *s = ARENA_NEW(&g->p->arena, PeerScope);
        *s = (PeerScope){sub->name, peer_fresh(g, "p"), scope};
        scope = s;
        sb_printf(out, " %s", s->hs);
    }
    sb_puts(out, ") -> ");
    PeerScope self = {eq->body_binder, v, scope};
    bool ok = peer_expr(g, file, eq->body, eq->body_binder ? &self : scope, out);
    sb_putc(out, '\n');
    return ok;
}

/* Writes the measure's equations as a Haskell function (once) into the
 * helpers; its name into out. */
static bool equation_measure(PeerGen *g, uint32_t file, Sym name, StrBuf *out) {
    StrBuf fn;
    sb_init(&fn);
    sb_printf(&fn, "peer'm'%u'", file);
    ident_part(sym_str(&g->p->syms, name), &fn);
    sb_puts(out, sb_str(&fn));
    Sym key = intern(&g->p->syms, sb_str(&fn));
    bool ok = true;
    if (!symmap_get(&g->emitted, key)) {
        symmap_put(&g->emitted, key, (void *)1); /* before the body: measures recurse */
        const SpecDecl *d = measure_decl(g, file, name);
        StrBuf body;
        sb_init(&body);
        sb_printf(&body, "%s peer'v = case peer'v of\n", sb_str(&fn));
        for (size_t i = 0; ok && d && i < d->u.measure.neqs; i++) ok = measure_alt(g, file, d->u.measure.eqs[i], "peer'v", &body);
        sb_printf(&body, "  _ -> P'.error \"lhx-peer: the measure %s has no equation for this value\"\n\n",
                  sym_str(&g->p->syms, name));
        if (!d) ok = peer_fail(g, "the measure %s has no equations", sym_str(&g->p->syms, name));
        sb_puts(&g->helpers, sb_str(&body));
        sb_free(&body);
    }
    sb_free(&fn);
    return ok;
}

/* A measure (or module function) used in the logic, as a Haskell function. */
static bool measure_ref(PeerGen *g, uint32_t file, const SpecExpr *at, Sym name, StrBuf *out) {
    const char *n = sym_str(&g->p->syms, name);
    const char *set = set_function(n);
    if (set) return sb_puts(out, set), true;
    const Measure *ms = spec_measure(g->spec, file, name);
    if (ms && !ms->function) { /* equations: lhx's own measure, written out as a Haskell function */
        if (strcmp(n, "len") == 0 && g->spec->library[ms->file_index]) return sb_puts(out, "P'.length"), true;
        return equation_measure(g, ms->file_index, name, out);
    }
    Global *m = ms ? ms->function : module_binder(g->p, g->m, n);
    if (!m && strcmp(n, "len") == 0) return sb_puts(out, "P'.length"), true;
    if (!m) return peer_fail(g, "%s:%d:%d: unbound name %s in a refinement", at->pos.file, at->pos.line, at->pos.col, n);
    const char *id = sym_str(&g->p->syms, m->var->id);
    char original[512]; /* lhx's model of a library function stands for the library's own */
    peer_name_ref(g, model_original_name(id, original, sizeof original) ? original : id, out);
    return true;
}

/* ---- Expressions ---------------------------------------------------------------- */

static const char *bin_op(SpecBinOp op) {
    static const char *const ops[] = {
        [SB_IFF] = "P'.==", [SB_OR] = "P'.||", [SB_AND] = "P'.&&", [SB_EQ] = "P'.==", [SB_NE] = "P'./=",
        [SB_LT] = "P'.<",   [SB_LE] = "P'.<=", [SB_GT] = "P'.>",   [SB_GE] = "P'.>=", [SB_ADD] = "P'.+",
        [SB_SUB] = "P'.-",  [SB_MUL] = "P'.*",
    };
    return ops[op];
}

/* A connective, relation or arithmetic operator, parenthesized. */
static bool bin_expr(PeerGen *g, uint32_t file, const SpecExpr *e, const PeerScope *scope, StrBuf *out) {
    SpecBinOp op = e->u.bin.op;
    sb_puts(out, op == SB_IMP ? "(P'.not " : op == SB_DIV ? "(peer'div " : op == SB_MOD ? "(P'.mod " : "(");
    bool ok = peer_expr(g, file, e->u.bin.lhs, scope, out);
    sb_puts(out, op == SB_IMP ? " P'.|| " : op == SB_DIV || op == SB_MOD ? " " : "");
    if (op != SB_IMP && op != SB_DIV && op != SB_MOD) sb_printf(out, " %s ", bin_op(op));
    ok = ok && peer_expr(g, file, e->u.bin.rhs, scope, out);
    sb_putc(out, ')');
    return ok;
}

/* A string literal in Haskell syntax. */
static void string_lit(const char *s, size_t n, StrBuf *out) {
    sb_putc(out, '"');
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') sb_printf(out, "\\%c", c);
        else if (c >= 0x20 && c < 0x7f) sb_putc(out, (char)c);
        else sb_printf(out, "\\%u\\&", c);
    }
    sb_putc(out, '"');
}

/* A name: a binder in scope, a constructor, or a measure (a nullary one, a
 * module constant). */
static bool var_expr(PeerGen *g, uint32_t file, const SpecExpr *e, const PeerScope *scope, StrBuf *out) {
    for (const PeerScope *s = scope; s; s = s->next)
        if (s->name == e->u.var.name) return sb_puts(out, s->hs), true;
    if (e->u.var.is_con && !set_function(sym_str(&g->p->syms, e->u.var.name))) {
        const DataCon *dc = find_con(g, e->u.var.name, 0);
        if (!dc) return peer_fail(g, "unknown constructor %s in a refinement", sym_str(&g->p->syms, e->u.var.name));
        peer_con_ref(g, dc, out);
        return true;
    }
    return measure_ref(g, file, e, e->u.var.name, out);
}

/* A measure, set operation or constructor applied: (f a b). */
static bool app_expr(PeerGen *g, uint32_t file, const SpecExpr *e, const PeerScope *scope, StrBuf *out) {
    const SpecExpr *fn = e->u.app.fn;
    if (fn->kind != SE_VAR) return peer_fail(g, "applying something that is not a name in a refinement");
    sb_putc(out, '(');
    bool ok = var_expr(g, file, fn, NULL, out);
    for (size_t i = 0; ok && i < e->u.app.nargs; i++) {
        sb_putc(out, ' ');
        ok = peer_expr(g, file, e->u.app.args[i], scope, out);
    }
    sb_putc(out, ')');
    return ok;
}

bool peer_expr(PeerGen *g, uint32_t file, const SpecExpr *e, const PeerScope *scope, StrBuf *out) {
    switch (e->kind) {
    case SE_INT:
        if (!e->u.int_lit.fits) return peer_fail(g, "the literal %s is too large", e->u.int_lit.text);
        sb_printf(out, e->u.int_lit.value < 0 ? "(%lld)" : "%lld", (long long)e->u.int_lit.value);
        return true;
    case SE_FLOAT: sb_printf(out, "(%.17g)", e->u.float_lit.value); return true;
    case SE_CHAR: sb_printf(out, "(P'.toEnum %u :: P'.Char)", e->u.ch); return true;
    case SE_STRING: string_lit(e->u.str.chars, e->u.str.len, out); return true;
    case SE_BOOL: sb_puts(out, e->u.boolean ? "P'.True" : "P'.False"); return true;
    case SE_VAR: return var_expr(g, file, e, scope, out);
    case SE_APP: return app_expr(g, file, e, scope, out);
    case SE_BIN: return bin_expr(g, file, e, scope, out);
    case SE_NOT:
    case SE_NEG: {
        sb_puts(out, e->kind == SE_NOT ? "(P'.not " : "(P'.negate ");
        bool ok = peer_expr(g, file, e->u.arg, scope, out);
        sb_putc(out, ')');
        return ok;
    }
    case SE_PROP: return peer_expr(g, file, e->u.prop.arg, scope, out);
    case SE_ITE: {
        sb_puts(out, "(if ");
        bool ok = peer_expr(g, file, e->u.ite.cond, scope, out);
        sb_puts(out, " then ");
        ok = ok && peer_expr(g, file, e->u.ite.then_, scope, out);
        sb_puts(out, " else ");
        ok = ok && peer_expr(g, file, e->u.ite.else_, scope, out);
        sb_putc(out, ')');
        return ok;
    }
    }
    return peer_fail(g, "this refinement expression");
}

/* ---- Walkers ---------------------------------------------------------------------- */

bool peer_has_own_refinements(const PeerGen *g, const TyCon *tc) {
    const DataSpec *ds = spec_data(g->spec, tc);
    if (ds && !g->spec->library[ds->file_index]) return true;
    for (uint32_t i = 0; i < g->spec->ninvariants; i++)
        if (g->spec->invariants[i].tycon == tc && !g->spec->library[g->spec->invariants[i].file_index]) return true;
    return false;
}

/* Is t type parameter *index of tc? */
static bool is_type_param(const TyCon *tc, const Type *t, uint32_t *index) {
    if (t->kind != TY_VAR) return false;
    for (uint32_t i = 0; i < tc->ntyvars; i++)
        if (tc->tyvars[i]->id == t->u.var) return *index = i, true;
    return false;
}

/* The check of a field of Core type ft inside tc's walker, whose element
 * predicates are preds[]: true with the check in out, false when the field
 * needs none (contract.c's field_check). */
static bool field_check(PeerGen *g, const TyCon *tc, const char *const *preds, const Type *ft, const char *field,
                        int depth, StrBuf *out) {
    uint32_t k;
    if (is_type_param(tc, ft, &k)) return sb_printf(out, "(%s %s)", preds[k], field), true;
    if (ft->kind != TY_CON || depth > 4) return false;
    const TyCon *inner = type_tycon(g->p, (Type *)ft);
    if (!inner || inner->kind != TC_DATA || ft->u.con.nargs != inner->ntyvars) return false;
    const char *walker = peer_walker(g, inner);
    if (!walker) return false;
    StrBuf args;
    sb_init(&args);
    bool any = peer_has_own_refinements(g, inner);
    for (uint32_t i = 0; i < inner->ntyvars; i++) {
        const char *y = peer_fresh(g, "y");
        StrBuf c;
        sb_init(&c);
        if (field_check(g, tc, preds, ft->u.con.args[i], y, depth + 1, &c)) {
            sb_printf(&args, " (\\%s -> %s)", y, sb_str(&c));
            any = true;
        } else {
            sb_puts(&args, " (P'.const P'.True)");
        }
        sb_free(&c);
    }
    if (any) sb_printf(out, "(%s%s %s)", walker, sb_str(&args), field);
    sb_free(&args);
    return any;
}

/* `acc && check` into acc; true when acc holds something. */
static void conjoin(StrBuf *acc, const char *check) {
    if (acc->len) sb_puts(acc, " P'.&& ");
    sb_puts(acc, check);
}

/* The refinements a refined data declaration of the user's puts on dc's
 * fields (earlier fields in scope by name), conjoined into acc. */
static void declared_fields(PeerGen *g, const DataCon *dc, const char *const *fields, StrBuf *acc) {
    const DataSpec *ds = spec_data(g->spec, dc->tycon);
    if (!ds || g->spec->library[ds->file_index]) return;
    const char *occ = name_occ(sym_str(&g->p->syms, dc->name));
    for (size_t i = 0; i < ds->decl->u.data.nctors; i++) {
        const SpecCtor *k = &ds->decl->u.data.ctors[i];
        if (strcmp(sym_str(&g->p->syms, k->name), occ) != 0 || k->nfields != dc->arity) continue;
        PeerScope *scope = NULL;
        for (size_t j = 0; j < k->nfields; j++) {
            const SpecType *ft = spec_expand_type(&g->p->arena, &g->p->syms, k->fields[j].type, g->d);
            for (; ft && ft->kind == ST_REFINE; ft = ft->u.refine.base) {
                PeerScope self = {ft->u.refine.binder, fields[j], scope};
                StrBuf pe;
                sb_init(&pe);
                if (peer_expr(g, ds->file_index, ft->u.refine.pred, ft->u.refine.binder ? &self : scope, &pe))
                    conjoin(acc, sb_str(&pe));
                sb_free(&pe);
            }
            if (k->fields[j].name) {
                PeerScope *s = ARENA_NEW(&g->p->arena, PeerScope);
                *s = (PeerScope){k->fields[j].name, fields[j], scope};
                scope = s;
            }
        }
        return;
    }
}

/* The user's invariants of tc on x, conjoined into acc. */
static void invariants_of(PeerGen *g, const TyCon *tc, const char *x, StrBuf *acc) {
    for (uint32_t i = 0; i < g->spec->ninvariants; i++) {
        const Invariant *inv = &g->spec->invariants[i];
        if (inv->tycon != tc || inv->type->kind != ST_REFINE || g->spec->library[inv->file_index]) continue;
        PeerScope self = {inv->type->u.refine.binder, x, NULL};
        StrBuf pe;
        sb_init(&pe);
        if (peer_expr(g, inv->file_index, inv->type->u.refine.pred, &self, &pe)) conjoin(acc, sb_str(&pe));
        sb_free(&pe);
    }
}

/* peer'walk'T p1 … pn x = invariants x && case x of { C f1 … fk -> checks; … } */
static void emit_walker(PeerGen *g, const TyCon *tc, const char *name) {
    StrBuf w;
    sb_init(&w);
    const char **preds = ARENA_ARRAY(&g->p->arena, const char *, tc->ntyvars + 1);
    sb_puts(&w, name);
    for (uint32_t i = 0; i < tc->ntyvars; i++) sb_printf(&w, " %s", preds[i] = peer_fresh(g, "q"));
    sb_puts(&w, " peer'x = ");
    StrBuf inv;
    sb_init(&inv);
    invariants_of(g, tc, "peer'x", &inv);
    if (inv.len) sb_printf(&w, "(%s) P'.&& ", sb_str(&inv));
    sb_puts(&w, "(case peer'x of\n");
    for (uint32_t c = 0; c < tc->ncons; c++) {
        const DataCon *dc = tc->cons[c];
        const char **fields = ARENA_ARRAY(&g->p->arena, const char *, dc->arity + 1);
        sb_puts(&w, "  (");
        peer_con_ref(g, dc, &w);
        for (uint32_t i = 0; i < dc->arity; i++) sb_printf(&w, " %s", fields[i] = peer_fresh(g, "f"));
        sb_puts(&w, ") -> ");
        StrBuf acc;
        sb_init(&acc);
        for (uint32_t i = 0; i < dc->arity; i++) {
            StrBuf fc;
            sb_init(&fc);
            if (field_check(g, tc, preds, dc->fields[i].type, fields[i], 0, &fc)) conjoin(&acc, sb_str(&fc));
            sb_free(&fc);
        }
        declared_fields(g, dc, fields, &acc);
        sb_printf(&w, "%s\n", acc.len ? sb_str(&acc) : "P'.True");
        sb_free(&acc);
    }
    sb_puts(&w, "  )\n\n");
    sb_puts(&g->helpers, sb_str(&w));
    sb_free(&inv);
    sb_free(&w);
}

const char *peer_walker(PeerGen *g, const TyCon *tc) {
    static const char *const fixed[][2] = {
        {"GHC.Types.[]", "peer'walkList"},        {"GHC.Tuple.(,)", "peer'walkTuple2"},
        {"GHC.Tuple.(,,)", "peer'walkTuple3"},    {"GHC.Tuple.(,,,)", "peer'walkTuple4"},
        {"GHC.Tuple.(,,,,)", "peer'walkTuple5"},  {"GHC.Maybe.Maybe", "peer'walkMaybe"},
        {"Data.Either.Either", "peer'walkEither"}, {"Data.Map.Internal.Map", "peer'walkMap"},
        {"Data.Set.Internal.Set", "peer'walkSet"},
    };
    const char *name = sym_str(&g->p->syms, tc->name);
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        if (strcmp(name, fixed[i][0]) == 0) return fixed[i][1];
    if (!peer_is_user_module(g, tc->module) || (tc->kind != TC_DATA && tc->kind != TC_NEWTYPE)) return NULL;
    StrBuf w;
    sb_init(&w);
    sb_puts(&w, "peer'walk'");
    ident_part(name_occ(name), &w);
    const char *walker = arena_strdup(&g->p->arena, sb_str(&w));
    sb_free(&w);
    Sym key = intern(&g->p->syms, walker);
    if (!symmap_get(&g->emitted, key)) {
        symmap_put(&g->emitted, key, (void *)1); /* before the body: recursive types */
        emit_walker(g, tc, walker);
    }
    return walker;
}

/* ---- toExp -------------------------------------------------------------------------- */

static bool check_value(PeerGen *g, uint32_t file, const SpecType *t, const char *value, const PeerScope *scope,
                        StrBuf *out);

/* (\e -> toExp(t) e) into out, or false when t refines nothing. */
static bool element_predicate(PeerGen *g, uint32_t file, const SpecType *t, const PeerScope *scope, StrBuf *out) {
    const char *e = peer_fresh(g, "e");
    StrBuf body;
    sb_init(&body);
    bool any = check_value(g, file, t, e, scope, &body);
    if (any) sb_printf(out, "(\\%s -> %s)", e, sb_str(&body));
    sb_free(&body);
    return any;
}

/* The type constructor a spec type names, and its arguments. */
static const TyCon *spec_type_tycon(PeerGen *g, const SpecType *t, SpecType *const **args, size_t *nargs) {
    static const char *const tuples[] = {NULL, NULL, "GHC.Tuple.(,)", "GHC.Tuple.(,,)", "GHC.Tuple.(,,,)", "GHC.Tuple.(,,,,)"};
    switch (t->kind) {
    case ST_LIST: *args = (SpecType *const *)&t->u.elem, *nargs = 1; return program_tycon(g->p, "GHC.Types.[]");
    case ST_TUPLE:
        *args = t->u.tuple.elems, *nargs = t->u.tuple.n;
        return t->u.tuple.n >= 2 && t->u.tuple.n <= 5 ? program_tycon(g->p, tuples[t->u.tuple.n]) : NULL;
    case ST_CON:
        *args = t->u.con.args, *nargs = t->u.con.nargs;
        return t->u.con.head_is_var ? NULL : spec_tycon(g->spec, t->u.con.name);
    default: return NULL;
    }
}

/* The walker applied to the element predicates of t's arguments and the value. */
static bool walk(PeerGen *g, uint32_t file, const SpecType *t, const char *value, const PeerScope *scope, StrBuf *out) {
    SpecType *const *args = NULL;
    size_t nargs = 0;
    const TyCon *tc = spec_type_tycon(g, t, &args, &nargs);
    const char *walker = tc && (tc->kind == TC_DATA || tc->kind == TC_NEWTYPE) ? peer_walker(g, tc) : NULL;
    StrBuf preds;
    sb_init(&preds);
    bool any = walker && peer_has_own_refinements(g, tc), refined = false;
    for (size_t i = 0; i < nargs; i++) {
        sb_putc(&preds, ' ');
        if (element_predicate(g, file, args[i], scope, &preds)) refined = true;
        else sb_puts(&preds, "(P'.const P'.True)");
    }
    if (refined && (!walker || nargs != tc->ntyvars))
        peer_fail(g, "%s:%d:%d: refinements inside the arguments of a type the driver cannot walk", t->pos.file,
                  t->pos.line, t->pos.col);
    any = any || refined;
    if (any && walker) sb_printf(out, "(%s%s %s)", walker, sb_str(&preds), value);
    sb_free(&preds);
    return any && walker;
}

static bool check_value(PeerGen *g, uint32_t file, const SpecType *t, const char *value, const PeerScope *scope,
                        StrBuf *out) {
    switch (t->kind) {
    case ST_REFINE: {
        PeerScope self = {t->u.refine.binder, value, scope};
        const SpecType *base = t->u.refine.base;
        StrBuf inner;
        sb_init(&inner);
        bool any = base && (base->kind == ST_REFINE ? check_value(g, file, base, value, scope, &inner)
                                                    : walk(g, file, base, value, scope, &inner));
        if (any) sb_printf(out, "%s P'.&& ", sb_str(&inner));
        sb_free(&inner);
        peer_expr(g, file, t->u.refine.pred, t->u.refine.binder ? &self : scope, out);
        return true;
    }
    case ST_FORALL: return check_value(g, file, t->u.forall.body, value, scope, out);
    case ST_CONSTRAINT: return check_value(g, file, t->u.constraint.body, value, scope, out);
    case ST_FUN: return false; /* a function's refinements are checked where it is called */
    case ST_ABSREF: /* a predicate the property would have to quantify over */
        peer_fail(g, "%s:%d:%d: abstract refinements", t->pos.file, t->pos.line, t->pos.col);
        return false;
    default: return walk(g, file, t, value, scope, out);
    }
}

bool peer_check(PeerGen *g, uint32_t file, const SpecType *t, const char *value, const PeerScope *scope, StrBuf *out) {
    StrBuf c;
    sb_init(&c);
    bool any = check_value(g, file, t, value, scope, &c);
    if (any) sb_printf(out, "(%s)", sb_str(&c));
    sb_free(&c);
    return any;
}
