/* data.c — instances for the checked module's data types, written from
 * their Core declarations. See gen.h.
 *
 * Show and Eq are derived (standalone) unless the module has them; NFData
 * forces every field; QuickCheck's Arbitrary is sized and terminates: at
 * size n a constructor without recursive fields has weight 1 and one with
 * them weight n, its recursive fields built at size (n - 1) / k (k of them),
 * so a list's length is spread over 0..n as QuickCheck's own lists are, and
 * size 0 picks a constructor without recursive fields; SmallCheck's Serial
 * is the usual sum of consN, each constructor one level of depth. */
#include "gen.h"
#include "../util/xalloc.h"

#include <stdlib.h>
#include <string.h>

/* Does the module declare an instance of class cls (qualified name) for tc? */
static bool has_instance(const PeerGen *g, const TyCon *tc, const char *cls) {
    Sym c = intern_find(&g->p->syms, cls);
    for (uint32_t i = 0; c && i < g->m->ninsts; i++) {
        const Instance *in = &g->m->insts[i];
        if (in->cls == c && in->ntypes >= 1 && in->types[in->ntypes - 1]->kind == TY_CON &&
            in->types[in->ntypes - 1]->u.con.name == tc->name)
            return true;
    }
    return false;
}

/* Does Core type t mention a type variable, a function, or type constructor tc? */
static bool mentions(const Type *t, const TyCon *tc, TypeKind kind) {
    if (!t) return false;
    if (t->kind == kind && (kind != TY_CON || t->u.con.name == tc->name)) return true;
    switch (t->kind) {
    case TY_CON:
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (mentions(t->u.con.args[i], tc, kind)) return true;
        return false;
    case TY_FUN: return mentions(t->u.fun.arg, tc, kind) || mentions(t->u.fun.res, tc, kind);
    case TY_FORALL: return mentions(t->u.forall.body, tc, kind);
    default: return false;
    }
}

/* Has tc a field of a function type (no Show or Eq can be derived)? */
static bool has_function_field(const TyCon *tc) {
    for (uint32_t c = 0; c < tc->ncons; c++)
        for (uint32_t i = 0; i < tc->cons[c]->arity; i++)
            if (mentions(tc->cons[c]->fields[i].type, tc, TY_FUN)) return true;
    return false;
}

/* `(C1 t1, C1 t2, …) => ` for class cls over tc's parameters, and over the
 * field types that mention a parameter (other than tc's own recursion), so
 * that a field such as Data.Map k v brings its instance's own needs. */
static void context(PeerGen *g, const TyCon *tc, const char *cls, bool fields, const char *extra, StrBuf *out) {
    StrBuf ctx;
    sb_init(&ctx);
    if (extra) sb_puts(&ctx, extra);
    for (uint32_t i = 0; i < tc->ntyvars; i++) sb_printf(&ctx, "%s%s peer't%u", ctx.len ? ", " : "", cls, i + 1);
    for (uint32_t c = 0; fields && c < tc->ncons; c++)
        for (uint32_t i = 0; i < tc->cons[c]->arity; i++) {
            const Type *ft = tc->cons[c]->fields[i].type;
            if (ft->kind == TY_VAR || !mentions(ft, tc, TY_VAR) || mentions(ft, tc, TY_CON)) continue;
            sb_printf(&ctx, "%s%s ", ctx.len ? ", " : "", cls);
            peer_field_type(g, ft, tc, &ctx);
        }
    if (ctx.len) sb_printf(out, "(%s) => ", sb_str(&ctx));
    sb_free(&ctx);
}

/* `deriving instance … => C (T a …)` unless the module has an instance of
 * cls (qualified name) for tc, or tc holds functions. */
static void derived(PeerGen *g, const TyCon *tc, const char *cls, const char *hs_cls, StrBuf *out) {
    if (has_instance(g, tc, cls) || has_function_field(tc)) return;
    sb_puts(out, "deriving instance ");
    context(g, tc, hs_cls, false, NULL, out);
    sb_printf(out, "%s ", hs_cls);
    peer_data_head(g, tc, out);
    sb_puts(out, "\n");
}

/* (C peer'f1 … peer'fk) as a pattern. */
static void con_pattern(PeerGen *g, const DataCon *dc, StrBuf *out) {
    sb_putc(out, '(');
    peer_con_ref(g, dc, out);
    for (uint32_t i = 0; i < dc->arity; i++) sb_printf(out, " peer'f%u", i + 1);
    sb_putc(out, ')');
}

/* NFData: every field forced, constructor by constructor. */
static void nfdata(PeerGen *g, const TyCon *tc, StrBuf *out) {
    if (has_instance(g, tc, "Control.DeepSeq.NFData")) return;
    sb_puts(out, "instance ");
    context(g, tc, "Peer'D.NFData", false, NULL, out);
    sb_puts(out, "Peer'D.NFData ");
    peer_data_head(g, tc, out);
    sb_puts(out, " where\n  rnf peer'x = case peer'x of\n");
    for (uint32_t c = 0; c < tc->ncons; c++) {
        sb_puts(out, "    ");
        con_pattern(g, tc->cons[c], out);
        sb_puts(out, " ->");
        for (uint32_t i = 0; i < tc->cons[c]->arity; i++) sb_printf(out, " Peer'D.rnf peer'f%u `P'.seq`", i + 1);
        sb_puts(out, " ()\n");
    }
}

/* How many of dc's fields mention tc (recursive fields). */
static uint32_t recursive_fields(const DataCon *dc, const TyCon *tc) {
    uint32_t k = 0;
    for (uint32_t i = 0; i < dc->arity; i++) k += mentions(dc->fields[i].type, tc, TY_CON);
    return k;
}

/* The generator of one constructor: recursive fields at the smaller size. */
static void arbitrary_con(PeerGen *g, const TyCon *tc, const DataCon *dc, StrBuf *out) {
    uint32_t k = recursive_fields(dc, tc);
    sb_putc(out, '(');
    if (!dc->arity) sb_puts(out, "P'.pure ");
    peer_con_ref(g, dc, out);
    for (uint32_t i = 0; i < dc->arity; i++) {
        sb_puts(out, i ? " P'.<*> " : " P'.<$> ");
        if (mentions(dc->fields[i].type, tc, TY_CON))
            sb_printf(out, "Peer'QC.resize ((peer'n P'.- 1) `P'.div` %u) Peer'QC.arbitrary", k);
        else
            sb_puts(out, "Peer'QC.arbitrary");
    }
    sb_putc(out, ')');
}

/* Arbitrary, sized as the file's comment says. */
static void arbitrary(PeerGen *g, const TyCon *tc, StrBuf *out) {
    if (has_instance(g, tc, "Test.QuickCheck.Arbitrary.Arbitrary") || !tc->ncons) return;
    bool any_base = false;
    for (uint32_t c = 0; c < tc->ncons; c++) any_base = any_base || !recursive_fields(tc->cons[c], tc);
    sb_puts(out, "instance ");
    context(g, tc, "Peer'QC.Arbitrary", true, NULL, out);
    sb_puts(out, "Peer'QC.Arbitrary ");
    peer_data_head(g, tc, out);
    sb_puts(out, " where\n  arbitrary = Peer'QC.sized (\\peer'n -> if peer'n P'.<= 0\n    then Peer'QC.oneof [");
    bool first = true;
    for (uint32_t c = 0; c < tc->ncons; c++) {
        if (any_base && recursive_fields(tc->cons[c], tc)) continue;
        if (!first) sb_puts(out, ", ");
        first = false;
        arbitrary_con(g, tc, tc->cons[c], out);
    }
    sb_puts(out, "]\n    else Peer'QC.frequency [");
    for (uint32_t c = 0; c < tc->ncons; c++) {
        if (c) sb_puts(out, ", ");
        sb_puts(out, recursive_fields(tc->cons[c], tc) ? "(peer'n, " : "(1, ");
        arbitrary_con(g, tc, tc->cons[c], out);
        sb_putc(out, ')');
    }
    sb_puts(out, "])\n");
}

/* Serial: the sum of consN over the constructors. */
static void serial(PeerGen *g, const TyCon *tc, StrBuf *out) {
    if (has_instance(g, tc, "Test.SmallCheck.Series.Serial") || !tc->ncons) return;
    sb_puts(out, "instance ");
    context(g, tc, "Peer'SCS.Serial peer'm", true, "P'.Monad peer'm", out);
    sb_puts(out, "Peer'SCS.Serial peer'm ");
    peer_data_head(g, tc, out);
    sb_puts(out, " where\n  series = ");
    for (uint32_t c = 0; c < tc->ncons; c++) {
        const DataCon *dc = tc->cons[c];
        if (dc->arity > 6) {
            peer_fail(g, "a constructor with more than 6 fields (SmallCheck's consN)");
            return;
        }
        sb_printf(out, "%sPeer'SCS.cons%u ", c ? " Peer'SCS.\\/ " : "", dc->arity);
        peer_con_ref(g, dc, out);
    }
    sb_putc(out, '\n');
}

/* qsort order of type constructors: by name. */
static int by_name(const void *a, const void *b) {
    const TyCon *x = *(TyCon *const *)a, *y = *(TyCon *const *)b;
    return x->name < y->name ? -1 : x->name > y->name;
}

void peer_data_instances(PeerGen *g, StrBuf *out) {
    TyCon **tcs = NULL;
    size_t n = 0, cap = 0;
    for (size_t i = 0; i < g->p->tycons.cap; i++) {
        TyCon *tc = g->p->tycons.keys[i] ? g->p->tycons.vals[i] : NULL;
        if (tc && peer_is_user_module(g, tc->module) && (tc->kind == TC_DATA || tc->kind == TC_NEWTYPE))
            VEC_PUSH(tcs, n, cap, tc);
    }
    qsort(tcs, n, sizeof *tcs, by_name); /* symbols number names in first-seen order: stable */
    for (size_t i = 0; i < n; i++) {
        for (uint32_t c = 0; c < tcs[i]->ncons; c++)
            if (tcs[i]->cons[c]->nexvars) peer_fail(g, "a data type with existential type variables");
        derived(g, tcs[i], "GHC.Show.Show", "P'.Show", out);
        derived(g, tcs[i], "GHC.Classes.Eq", "P'.Eq", out);
        nfdata(g, tcs[i], out);
        arbitrary(g, tcs[i], out);
        serial(g, tcs[i], out);
        sb_putc(out, '\n');
    }
    free(tcs);
}
