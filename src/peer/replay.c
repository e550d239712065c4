/* replay.c — lhx's counterexample as a call that lhx's own engine runs
 * (`lhx run DIR/replay/PeerReplay.hs --entry …`), to compare the engine's
 * speed with GHC's on the same input (bench/peers.py). See gen.h.
 *
 * A single call of a few hundred steps takes lhx less time than its fixed
 * cost per run (setting up the search and Z3), so the module also repeats
 * the call PEER_REPLAY_REPEAT times, forcing each result completely, and
 * has an empty entry for the fixed cost: the engine's steps per second are
 * the repeated run's steps over its time minus the empty run's. The results
 * are forced by functions written here from the Core types (the engine runs
 * no NFData): a constructor's fields one after the other, a type variable
 * at Int. */
#include "gen.h"
#include "../core/link.h"

#include <stdio.h>
#include <string.h>

void peer_replay_call(PeerGen *g, const Global *f, const Type *const *types, uint32_t n, const Type *result,
                      const char *const *inputs, uint32_t ninputs, StrBuf *out) {
    sb_putc(out, '(');
    peer_name_ref(g, sym_str(&g->p->syms, f->var->id), out);
    for (uint32_t i = 0; i < n && i < ninputs; i++) {
        sb_puts(out, " ((");
        peer_value(g, inputs[i], out);
        sb_puts(out, ") :: ");
        peer_type(g, types[i], out);
        sb_putc(out, ')');
    }
    /* The result at its type too: a polymorphic constant (`empty :: List a`)
     * has no argument to fix its type variable, and forcing it would
     * leave the variable ambiguous. */
    sb_puts(out, " :: ");
    peer_type(g, result, out);
    sb_putc(out, ')');
}

/* ---- Forcing a value completely ------------------------------------------------- */

typedef struct Forcers {
    PeerGen *g;
    StrBuf decls; /* the forcing functions of data types */
    SymMap done;  /* data type name -> 1 */
} Forcers;

static void forcer(Forcers *fs, const Type *t, const TyCon *params, StrBuf *out);

static const char *const seq_forcer = "(\\peer'x -> peer'x `P'.seq` ())";

/* peerForce_<T> p1 … pn x: x's constructor, then each field, forced. */
static void data_forcer(Forcers *fs, const TyCon *tc, const char *name) {
    StrBuf d;
    sb_init(&d);
    sb_printf(&d, "%s", name);
    for (uint32_t i = 0; i < tc->ntyvars; i++) sb_printf(&d, " peer'p%u", i + 1);
    sb_puts(&d, " peer'x = case peer'x of\n");
    for (uint32_t c = 0; c < tc->ncons; c++) {
        const DataCon *dc = tc->cons[c];
        sb_puts(&d, "  (");
        peer_con_ref(fs->g, dc, &d);
        for (uint32_t i = 0; i < dc->arity; i++) sb_printf(&d, " peer'f%u", i + 1);
        sb_puts(&d, ") ->");
        for (uint32_t i = 0; i < dc->arity; i++) {
            sb_putc(&d, ' ');
            forcer(fs, dc->fields[i].type, tc, &d);
            sb_printf(&d, " peer'f%u `P'.seq`", i + 1);
        }
        sb_puts(&d, " ()\n");
    }
    sb_putc(&d, '\n');
    sb_puts(&fs->decls, sb_str(&d));
    sb_free(&d);
}

/* The forcing function of data type tc (written once), applied to the
 * forcers of its arguments. */
static void apply_data_forcer(Forcers *fs, const Type *t, const TyCon *tc, const TyCon *params, StrBuf *out) {
    StrBuf name;
    sb_init(&name);
    sb_puts(&name, "peerForce_");
    for (const char *s = sym_str(&fs->g->p->syms, tc->name); *s; s++)
        if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')) sb_putc(&name, *s);
        else sb_printf(&name, "_%02x", (unsigned char)*s);
    Sym key = intern(&fs->g->p->syms, sb_str(&name));
    if (!symmap_get(&fs->done, key)) {
        symmap_put(&fs->done, key, (void *)1); /* before the body: recursive types */
        data_forcer(fs, tc, sb_str(&name));
    }
    sb_printf(out, "(%s", sb_str(&name));
    for (uint32_t i = 0; i < t->u.con.nargs; i++) {
        sb_putc(out, ' ');
        forcer(fs, t->u.con.args[i], params, out);
    }
    sb_putc(out, ')');
    sb_free(&name);
}

/* An expression of type T -> () forcing a value of Core type t (inside the
 * forcer of `params`, its type variables are the forcer's parameters). */
static void forcer(Forcers *fs, const Type *t, const TyCon *params, StrBuf *out) {
    if (t && t->kind == TY_FORALL) return forcer(fs, t->u.forall.body, params, out);
    if (t && t->kind == TY_VAR)
        for (uint32_t i = 0; params && i < params->ntyvars; i++)
            if (params->tyvars[i]->id == t->u.var) return (void)sb_printf(out, "peer'p%u", i + 1);
    TyCon *tc = t && t->kind == TY_CON ? type_tycon(fs->g->p, (Type *)t) : NULL;
    if (tc && tc->kind == TC_SYNONYM && tc->synonym_rhs && tc->ntyvars == t->u.con.nargs) {
        Sym vars[16];
        for (uint32_t i = 0; i < tc->ntyvars && i < 16; i++) vars[i] = tc->tyvars[i]->id;
        return forcer(fs, type_subst(&fs->g->p->arena, tc->synonym_rhs, vars, t->u.con.args, tc->ntyvars < 16 ? tc->ntyvars : 16),
                      params, out);
    }
    bool atom = !tc || (t->u.con.nargs == 0 && !peer_is_user_module(fs->g, tc->module));
    if (atom || (tc->kind != TC_DATA && tc->kind != TC_NEWTYPE) || !tc->ncons) return sb_puts(out, seq_forcer);
    for (uint32_t c = 0; c < tc->ncons; c++)
        if (tc->cons[c]->nexvars) return sb_puts(out, seq_forcer);
    apply_data_forcer(fs, t, tc, params, out);
}

/* ---- The module ------------------------------------------------------------------- */

void peer_replay_module(PeerGen *g, const char *call, const Type *result, StrBuf *out) {
    Forcers fs = {g, {0}, {0}};
    sb_init(&fs.decls);
    symmap_init(&fs.done);
    StrBuf force;
    sb_init(&force);
    forcer(&fs, result, NULL, &force);
    sb_printf(out,
              "-- lhx's counterexample as a plain call, for `lhx run --entry peerReplay` (generated by lhx\n"
              "-- peer-driver, src/peer/replay.c): once, %d times with each result forced, and nothing.\n"
              "module PeerReplay (peerReplay, peerReplayLoop, peerBaseline) where\n\n"
              "import qualified %s as U'\nimport qualified Prelude as P'\n",
              PEER_REPLAY_REPEAT, sym_str(&g->p->syms, g->m->name));
    for (uint32_t i = 0; i < g->nlibs; i++)
        sb_printf(out, "import qualified %s as Peer'L%u\n", sym_str(&g->p->syms, g->libs[i]), i + 1);
    sb_printf(out,
              "\npeerReplay = %s\n\n"
              "peerReplayLoop = peerLoop (%d :: P'.Int)\n\n"
              "peerLoop :: P'.Int -> ()\n"
              "peerLoop 0 = ()\n"
              "peerLoop k = %s (%s) `P'.seq` peerLoop (k P'.- 1)\n\n"
              "-- lhx's fixed cost of a run, to subtract\n"
              "peerBaseline = ()\n\n%s",
              call, PEER_REPLAY_REPEAT, sb_str(&force), call, sb_str(&fs.decls));
    sb_free(&force);
    sb_free(&fs.decls);
    symmap_free(&fs.done);
}
