/* driver.c — the driver module, assembled. See driver.h.
 *
 * Sections, in the order they are written out: the header and imports
 * (the module's own imports with the wrapped callees hidden, the module
 * itself unqualified and as U', the libraries as Peer'L<k>); the runtime
 * (runtime.c); instances for the module's data types (data.c); measures
 * and walkers (logic.c); the callees through their contracts; f's
 * equations copied as peer'det; the property peer'test; main. The imports
 * are written last, when every library the rest refers to is known. */
#include "driver.h"
#include "gen.h"
#include "hs_source.h"
#include "../core/link.h"
#include "../spec/query.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ARGS = 32 };

/* ---- Arguments -------------------------------------------------------------------- */

/* A function's value arguments: their Core types and the driver's variables. */
typedef struct Shape {
    uint32_t n;
    const Type *hs[MAX_ARGS];
    const char *var[MAX_ARGS];
    const Type *result;
} Shape;

/* The first `want` value arguments of g's Core type, named peer'<prefix>1, …. */
static bool shape_of(PeerGen *g, const Global *gl, uint32_t want, const char *prefix, Shape *s) {
    memset(s, 0, sizeof *s);
    const Type *t = peer_strip_type(g->p, gl->var->type);
    while (t && t->kind == TY_FUN && s->n < want && s->n < MAX_ARGS) {
        char v[48];
        snprintf(v, sizeof v, "peer'%s%u", prefix, s->n + 1);
        s->var[s->n] = arena_strdup(&g->p->arena, v);
        s->hs[s->n++] = t->u.fun.arg;
        t = peer_strip_type(g->p, t->u.fun.res);
    }
    s->result = t;
    if (want != UINT32_MAX && s->n < want)
        return peer_fail(g, "the refinement type of %s has %u arguments, but its Haskell type has %u",
                         sym_str(&g->p->syms, gl->var->name), want, s->n);
    return true;
}

/* t without its foralls and class constraints. */
static const SpecType *strip_quantifiers(const SpecType *t) {
    while (t && (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT))
        t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
    return t;
}

static bool is_operator(const char *occ) { return occ[0] && !isalpha((unsigned char)occ[0]) && occ[0] != '_'; }

/* ---- Contracts as Haskell ----------------------------------------------------------- */

/* A contract over given variables: the conjunction of the arguments' checks
 * (pre), the result's (post), and the arguments as the call passes them
 * (refined function arguments wrapped). Empty pre/post: nothing to check. */
typedef struct Parts {
    StrBuf pre, post, args;
} Parts;

/* Empty parts (parts_free releases them). */
static void parts_init(Parts *p) {
    sb_init(&p->pre);
    sb_init(&p->post);
    sb_init(&p->args);
}

/* Releases the parts' buffers. */
static void parts_free(Parts *p) {
    sb_free(&p->pre);
    sb_free(&p->post);
    sb_free(&p->args);
}

static void contract_parts(PeerGen *g, uint32_t file, const SpecType *sig, const char *const *vars,
                           const Type *const *hs, uint32_t n, const char *result, const PeerScope *outer, bool input,
                           const char *owner, Parts *out);

/* A refined function argument x wrapped so that its type is enforced where
 * it is called (translate/wrap.c's wrapped_function): for an input of the
 * checked function, its calls must meet its precondition and its results
 * are assumed; for an argument passed to a callee, calls meeting the
 * precondition must get results meeting the type. False: x is left as it
 * is (its Haskell type has fewer arrows: rank-n). */
static bool function_arg(PeerGen *g, uint32_t file, const SpecType *ft, const char *x, const Type *hs,
                         const PeerScope *scope, bool input, const char *what, StrBuf *out) {
    uint32_t n = spec_type_arity(ft);
    const Type *t = peer_strip_type(g->p, hs);
    const char *ys[MAX_ARGS];
    for (uint32_t i = 0; i < n; i++, t = peer_strip_type(g->p, t->u.fun.res)) {
        if (!t || t->kind != TY_FUN || i >= MAX_ARGS) return false;
        ys[i] = peer_fresh(g, "y");
    }
    const char *r = peer_fresh(g, "r");
    Parts parts;
    parts_init(&parts);
    contract_parts(g, file, ft, ys, NULL, n, r, scope, false, what, &parts);
    sb_puts(out, "(\\");
    for (uint32_t i = 0; i < n; i++) sb_printf(out, "%s ", ys[i]);
    sb_puts(out, "-> ");
    if (parts.pre.len && input) sb_printf(out, "peer'assert %s \"precondition of %s\" (", sb_str(&parts.pre), what);
    else if (parts.pre.len) sb_printf(out, "peer'assume %s (", sb_str(&parts.pre));
    sb_printf(out, "let %s = %s%s in ", r, x, sb_str(&parts.args));
    if (parts.post.len && input) sb_printf(out, "peer'assume %s %s", sb_str(&parts.post), r);
    else if (parts.post.len) sb_printf(out, "peer'assert %s \"result type of %s\" %s", sb_str(&parts.post), what, r);
    else sb_puts(out, r);
    sb_puts(out, parts.pre.len ? "))" : ")");
    parts_free(&parts);
    return true;
}

static void contract_parts(PeerGen *g, uint32_t file, const SpecType *sig, const char *const *vars,
                           const Type *const *hs, uint32_t n, const char *result, const PeerScope *outer, bool input,
                           const char *owner, Parts *out) {
    const PeerScope *scope = outer;
    const SpecType *t = strip_quantifiers(sig);
    for (uint32_t i = 0; i < n && t->kind == ST_FUN; i++, t = strip_quantifiers(t->u.fun.res)) {
        const SpecType *arg = strip_quantifiers(t->u.fun.arg);
        StrBuf c;
        sb_init(&c);
        if (peer_check(g, file, t->u.fun.arg, vars[i], scope, &c))
            sb_printf(&out->pre, "%s%s", out->pre.len ? " P'.&& " : "", sb_str(&c));
        sb_free(&c);
        Sym b = t->u.fun.binder;
        if (!b && arg->kind == ST_REFINE) b = arg->u.refine.binder;
        char what[256];
        if (b) snprintf(what, sizeof what, "%s (argument %u of %s)", sym_str(&g->p->syms, b), i + 1, owner);
        else snprintf(what, sizeof what, "argument %u of %s", i + 1, owner);
        sb_putc(&out->args, ' ');
        if (!(arg->kind == ST_FUN && spec_type_refined(arg, true) && hs &&
              function_arg(g, file, arg, vars[i], hs[i], scope, input, what, &out->args)))
            sb_puts(&out->args, vars[i]);
        if (b) {
            PeerScope *s = ARENA_NEW(&g->p->arena, PeerScope);
            *s = (PeerScope){b, vars[i], scope};
            scope = s;
        }
    }
    if (result) {
        StrBuf c;
        sb_init(&c);
        if (peer_check(g, file, t, result, scope, &c)) sb_puts(&out->post, sb_str(&c));
        sb_free(&c);
    }
    if (out->pre.len) { /* one argument of peer'assert */
        char *conj = sb_take(&out->pre);
        sb_printf(&out->pre, "(%s)", conj);
        free(conj);
    }
}

/* ---- The callees ------------------------------------------------------------------------ */

typedef struct Callees {
    Global **items;
    size_t n, cap;
    SymMap seen;
} Callees;

/* The globals e refers to (its let-bound locals' right-hand sides included). */
static void collect(PeerGen *g, const Expr *e, Callees *cs) {
    if (!e) return;
    switch (e->kind) {
    case EX_VAR:
        if (e->u.var->global && !symmap_get(&cs->seen, e->u.var->id)) {
            symmap_put(&cs->seen, e->u.var->id, (void *)1);
            VEC_PUSH(cs->items, cs->n, cs->cap, e->u.var->global);
        }
        return;
    case EX_APP:
        collect(g, e->u.app.fun, cs);
        for (uint32_t i = 0; i < e->u.app.nargs; i++) collect(g, e->u.app.args[i], cs);
        return;
    case EX_LAM: collect(g, e->u.lam.body, cs); return;
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds; i++) {
            if (symmap_get(&g->spec->local_contract_of, e->u.let.binds[i].var->id))
                peer_fail(g, "a local (where/let) signature");
            collect(g, e->u.let.binds[i].rhs, cs);
        }
        collect(g, e->u.let.body, cs);
        return;
    case EX_CASE:
        collect(g, e->u.kase.scrut, cs);
        for (uint32_t i = 0; i < e->u.kase.nalts; i++) collect(g, e->u.kase.alts[i].rhs, cs);
        return;
    case EX_CAST: collect(g, e->u.cast.body, cs); return;
    default: return;
    }
}

/* The user contract of g that lhx would wrap (not a constructor's), or NULL. */
static const Contract *callee_contract(PeerGen *g, const Global *gl) {
    const Contract *c = spec_contract(g->spec, gl);
    return c && !c->constructor && !c->local && !c->argument_of ? c : NULL;
}

/* `occ a1 … an = assert pre (let r = g a1 … an in assert post r)` (post
 * only for code lhx does not trust) into out; false when it would check
 * nothing (the callee is then used as it is). */
static bool callee_wrapper(PeerGen *g, const Global *gl, const Contract *cc, StrBuf *out) {
    const char *occ = sym_str(&g->p->syms, gl->var->name);
    Shape s;
    if (!shape_of(g, gl, spec_type_arity(cc->type), "a", &s)) return false;
    Parts parts;
    parts_init(&parts);
    bool trusted = cc->library || cc->assumed; /* its result is not checked */
    contract_parts(g, cc->file_index, cc->type, s.var, s.hs, s.n, trusted ? NULL : "peer'r", NULL, false, occ, &parts);
    StrBuf plain;
    sb_init(&plain);
    for (uint32_t i = 0; i < s.n; i++) sb_printf(&plain, " %s", s.var[i]);
    bool needed = parts.pre.len || (!trusted && parts.post.len) || strcmp(sb_str(&plain), sb_str(&parts.args)) != 0;
    if (needed) {
        sb_printf(out, is_operator(occ) ? "(%s)%s = " : "%s%s = ", occ, sb_str(&plain));
        if (parts.pre.len) sb_printf(out, "peer'assert %s \"precondition of %s\" (", sb_str(&parts.pre), occ);
        sb_puts(out, "let peer'r = ");
        peer_name_ref(g, sym_str(&g->p->syms, gl->var->id), out);
        sb_printf(out, "%s in ", sb_str(&parts.args));
        if (!trusted && parts.post.len)
            sb_printf(out, "peer'assert %s \"result type of %s\" peer'r", sb_str(&parts.post), occ);
        else
            sb_puts(out, "peer'r");
        sb_puts(out, parts.pre.len ? ")\n" : "\n");
    }
    sb_free(&plain);
    parts_free(&parts);
    return needed;
}

/* ---- Imports --------------------------------------------------------------------------------- */

/* The names hidden from every unqualified import: the wrapped callees. */
typedef struct Hidden {
    const char **names;
    size_t n, cap;
} Hidden;

/* The hidden names as an import list's items (operators in parentheses). */
static void hidden_list(const Hidden *h, StrBuf *out) {
    for (size_t i = 0; i < h->n; i++)
        sb_printf(out, is_operator(h->names[i]) ? "%s(%s)" : "%s%s", i ? ", " : "", h->names[i]);
}

/* One of the module's imports, the hidden names added to it. */
static void copy_import(PeerGen *g, const SourceImport *im, const Hidden *h, StrBuf *out) {
    sb_printf(out, "import %s%s", im->qualified ? "qualified " : "", im->module);
    if (im->alias) sb_printf(out, " as %s", im->alias);
    bool hide = !im->qualified && h->n;
    if (im->list == SOURCE_IMPORT_ONLY) {
        for (size_t i = 0; hide && i < h->n; i++)
            if (hs_items_mention(im->items, h->names[i]))
                peer_fail(g, "%s is imported by name (import %s (…)) and must be wrapped", h->names[i], im->module);
        sb_printf(out, " (%s)", im->items);
    } else if (im->list == SOURCE_IMPORT_HIDING || hide) {
        sb_printf(out, " hiding (%s", im->list == SOURCE_IMPORT_HIDING ? im->items : "");
        if (hide && im->list == SOURCE_IMPORT_HIDING && strspn(im->items, " \n") < strlen(im->items)) sb_puts(out, ", ");
        if (hide) hidden_list(h, out);
        sb_putc(out, ')');
    }
    sb_putc(out, '\n');
}

static const char *const runtime_imports =
    "import qualified Prelude as P'\n"
    "import qualified Control.Exception as Peer'E\n"
    "import qualified Control.DeepSeq as Peer'D\n"
    "import qualified Data.IORef as Peer'R\n"
    "import qualified Data.Map as Peer'Map\n"
    "import qualified Data.Set as Peer'Set\n"
    "import qualified GHC.Clock as Peer'C\n"
    "import qualified System.Environment as Peer'Env\n"
    "import qualified System.Exit as Peer'X\n"
    "import qualified System.IO as Peer'IO\n"
    "import qualified System.Timeout as Peer'T\n"
    "import qualified Test.QuickCheck as Peer'QC\n"
    "import qualified Test.SmallCheck as Peer'SC\n"
    "import qualified Test.SmallCheck.Drivers as Peer'SCD\n"
    "import qualified Test.SmallCheck.Series as Peer'SCS\n";

static void header(PeerGen *g, const HsSourceText *src, const char *file, const char *fname, const Hidden *h,
                   StrBuf *out) {
    const char *mod = sym_str(&g->p->syms, g->m->name);
    sb_puts(out, "{-# LANGUAGE ScopedTypeVariables, FlexibleInstances, FlexibleContexts, MultiParamTypeClasses,\n"
                 "             StandaloneDeriving, UndecidableInstances, NoMonomorphismRestriction #-}\n");
    for (size_t i = 0; i < src->nextensions; i++) sb_printf(out, "{-# LANGUAGE %s #-}\n", src->extensions[i]);
    sb_puts(out, "{-# OPTIONS_GHC -w -fno-full-laziness -fno-cse -fno-omit-yields #-}\n");
    sb_printf(out,
              "-- The property lhx checks on %s in %s, tested by QuickCheck and SmallCheck.\n"
              "-- Generated by `lhx peer-driver %s --function %s` (src/peer/driver.h); build with\n"
              "--   ghc -O1 THIS_FILE %s\n"
              "-- and run as DRIVER quickcheck [TESTS [SECONDS]] | smallcheck [DEPTH [SECONDS]] | replay.\n"
              "module Main (main) where\n\n",
              fname, file, file, fname, file);
    bool prelude = false;
    for (size_t i = 0; i < src->imports.n; i++) {
        prelude = prelude || strcmp(src->imports.items[i].module, "Prelude") == 0;
        copy_import(g, &src->imports.items[i], h, out);
    }
    if (!prelude && h->n) {
        sb_puts(out, "import Prelude hiding (");
        hidden_list(h, out);
        sb_puts(out, ")\n");
    }
    SourceImport self = {.module = (char *)mod, .list = SOURCE_IMPORT_ALL};
    copy_import(g, &self, h, out);
    sb_printf(out, "import qualified %s as U'\n%s", mod, runtime_imports);
    for (uint32_t i = 0; i < g->nlibs; i++)
        sb_printf(out, "import qualified %s as Peer'L%u\n", sym_str(&g->p->syms, g->libs[i]), i + 1);
    sb_putc(out, '\n');
}

/* ---- The property and main --------------------------------------------------------------- */

/* Does Core type t mention a data type of the checked module? */
static bool mentions_user_type(const PeerGen *g, const Type *t) {
    if (!t) return false;
    switch (t->kind) {
    case TY_CON:
        if (type_tycon(g->p, (Type *)t) && peer_is_user_module(g, type_tycon(g->p, (Type *)t)->module)) return true;
        for (uint32_t i = 0; i < t->u.con.nargs; i++)
            if (mentions_user_type(g, t->u.con.args[i])) return true;
        return false;
    case TY_FUN: return mentions_user_type(g, t->u.fun.arg) || mentions_user_type(g, t->u.fun.res);
    case TY_FORALL: return mentions_user_type(g, t->u.forall.body);
    default: return false;
    }
}

/* A function input as QuickCheck generates it (Fun a (Fun b r)) into qt,
 * and how the test turns it back into a function into conv. A plain input
 * is its own type and itself. */
static bool qc_input(PeerGen *g, const Type *t, const char *q, StrBuf *qt, StrBuf *conv) {
    t = peer_strip_type(g->p, t);
    if (t->kind != TY_FUN) {
        sb_puts(conv, q);
        return peer_type(g, t, qt);
    }
    uint32_t k = 0;
    StrBuf body;
    sb_init(&body);
    sb_puts(&body, q);
    sb_puts(conv, "(\\");
    for (; t->kind == TY_FUN; t = peer_strip_type(g->p, t->u.fun.res), k++) {
        if (mentions_user_type(g, t->u.fun.arg) || peer_strip_type(g->p, t->u.fun.arg)->kind == TY_FUN)
            return sb_free(&body), peer_fail(g, "a function input whose arguments are functions or the module's own types");
        sb_puts(qt, "(Peer'QC.Fun ");
        if (!peer_type(g, t->u.fun.arg, qt)) return sb_free(&body), false;
        sb_putc(qt, ' ');
        char y[32];
        snprintf(y, sizeof y, "peer'y%u", k + 1);
        sb_printf(conv, "%s ", y);
        StrBuf wrapped;
        sb_init(&wrapped);
        sb_printf(&wrapped, "(Peer'QC.applyFun %s %s)", sb_str(&body), y);
        sb_clear(&body);
        sb_puts(&body, sb_str(&wrapped));
        sb_free(&wrapped);
    }
    bool ok = peer_type(g, t, qt);
    for (uint32_t i = 0; i < k; i++) sb_putc(qt, ')');
    sb_printf(conv, "-> %s)", sb_str(&body));
    sb_free(&body);
    return ok;
}

/* peer'test :: A1 -> … -> IO Peer'Outcome: f's precondition as the filter,
 * peer'det called (refined function inputs wrapped), its postcondition
 * asserted and the result forced. */
static void property(PeerGen *g, const Global *f, const Contract *c, const Shape *s, StrBuf *out) {
    const char *occ = sym_str(&g->p->syms, f->var->name);
    Parts parts;
    parts_init(&parts);
    if (c) contract_parts(g, c->file_index, c->type, s->var, s->hs, s->n, "peer'r", NULL, true, occ, &parts);
    else
        for (uint32_t i = 0; i < s->n; i++) sb_printf(&parts.args, " %s", s->var[i]);
    sb_puts(out, "peer'test :: ");
    for (uint32_t i = 0; i < s->n; i++) {
        peer_type(g, s->hs[i], out);
        sb_puts(out, " -> ");
    }
    sb_puts(out, "P'.IO Peer'Outcome\npeer'test");
    for (uint32_t i = 0; i < s->n; i++) sb_printf(out, " %s", s->var[i]);
    sb_printf(out, " = peer'outcome %s (Peer'E.evaluate (let peer'r = (peer'det%s :: ",
              parts.pre.len ? sb_str(&parts.pre) : "P'.True", sb_str(&parts.args));
    peer_type(g, s->result, out); /* type variables at Int: a polymorphic result is not ambiguous */
    sb_puts(out, ") in ");
    if (parts.post.len) sb_printf(out, "peer'assert %s \"postcondition of %s\" ", sb_str(&parts.post), occ);
    sb_puts(out, "(Peer'D.rnf peer'r)))\n\n");
    parts_free(&parts);
}

/* main: the QuickCheck and SmallCheck runs over peer'test, and the replay. */
static void main_function(PeerGen *g, const Shape *s, bool replay, StrBuf *out) {
    StrBuf qc_args, qc_conv, sc_args, call;
    sb_init(&qc_args);
    sb_init(&qc_conv);
    sb_init(&sc_args);
    sb_init(&call);
    for (uint32_t i = 0; i < s->n; i++) {
        char q[32];
        snprintf(q, sizeof q, "peer'q%u", i + 1);
        sb_printf(&qc_args, " (%s :: ", q);
        sb_putc(&qc_conv, ' ');
        qc_input(g, s->hs[i], q, &qc_args, &qc_conv);
        sb_putc(&qc_args, ')');
        sb_printf(&sc_args, " (%s :: ", s->var[i]);
        peer_type(g, s->hs[i], &sc_args);
        sb_putc(&sc_args, ')');
        sb_printf(&call, " %s", s->var[i]);
    }
    sb_puts(out, "main :: P'.IO ()\nmain = do\n  peer'args <- Peer'Env.getArgs\n");
    if (s->n) {
        sb_printf(out, "  let peer'qc peer'n peer'b = peer'quickcheck peer'n peer'b (\\peer'st -> Peer'QC.property (\\%s -> "
                       "peer'qcTest peer'st (peer'test%s)))\n",
                  sb_str(&qc_args), sb_str(&qc_conv));
        sb_printf(out, "      peer'sc peer'd peer'b = peer'smallcheck peer'd peer'b (\\peer'st -> \\%s -> peer'scTest peer'st (peer'test%s))\n",
                  sb_str(&sc_args), sb_str(&call));
    } else {
        sb_puts(out, "  let peer'qc peer'n peer'b = peer'quickcheck peer'n peer'b (\\peer'st -> peer'qcTest peer'st peer'test)\n"
                     "      peer'sc peer'd peer'b = peer'smallcheck peer'd peer'b (\\peer'st -> peer'scTest peer'st peer'test)\n");
    }
    sb_printf(out, "  case peer'args of\n"
                   "    [\"quickcheck\"] -> peer'qc 10000 0\n"
                   "    [\"quickcheck\", peer'n] -> peer'qc (P'.read peer'n) 0\n"
                   "    [\"quickcheck\", peer'n, peer'b] -> peer'qc (P'.read peer'n) (P'.read peer'b)\n"
                   "    [\"smallcheck\"] -> peer'sc 5 0\n"
                   "    [\"smallcheck\", peer'd] -> peer'sc (P'.read peer'd) 0\n"
                   "    [\"smallcheck\", peer'd, peer'b] -> peer'sc (P'.read peer'd) (P'.read peer'b)\n"
                   "    [\"replay\"] -> %s\n"
                   "    _ -> peer'usage\n",
              replay ? "peer'replay (\\peer'u -> Peer'D.rnf (peer'replayCall peer'u))" : "peer'usage");
    sb_free(&qc_args);
    sb_free(&qc_conv);
    sb_free(&sc_args);
    sb_free(&call);
}

/* ---- The whole driver ---------------------------------------------------------------------- */

/* The wrappers of f's callees (f's own recursive calls included) into out,
 * their names into h. */
static void wrappers(PeerGen *g, const Global *f, const Contract *c, Hidden *h, StrBuf *out) {
    Callees cs = {0};
    symmap_init(&cs.seen);
    collect(g, f->rhs, &cs);
    for (size_t i = 0; i < cs.n; i++) {
        const Global *gl = cs.items[i];
        const Contract *cc = callee_contract(g, gl);
        const char *occ = sym_str(&g->p->syms, gl->var->name);
        bool wrapped = cc && callee_wrapper(g, gl, cc, out);
        if (!wrapped && gl == f && !c) { /* no contract: recursion stays in the copy */
            sb_printf(out, "%s = peer'det\n", occ);
            wrapped = true;
        }
        if (wrapped) VEC_PUSH(h->names, h->n, h->cap, occ);
    }
    sb_putc(out, '\n');
    free(cs.items);
    symmap_free(&cs.seen);
}

/* f's declarations from the source, renamed peer'det. */
static bool copy_definition(PeerGen *g, CheckSession *s, const Global *f, const HsSourceText *src, StrBuf *out) {
    const char *occ = sym_str(&g->p->syms, f->var->name);
    if (is_operator(occ)) return peer_fail(g, "an operator (%s): its equations cannot be renamed", occ);
    Span span;
    if (!binder_range_span(&s->p, &s->ranges, f, &span)) return peer_fail(g, "no equations of %s in the source", occ);
    sb_puts(out, "-- The checked function, copied from the source: its calls go to the wrappers above.\n");
    hs_text_binding(src, span.line, span.end_line, occ, "peer'det", out);
    sb_putc(out, '\n');
    return true;
}

static void assemble(PeerGen *g, CheckSession *s, Global *f, const PeerDriverOptions *o, const HsSourceText *src,
                     StrBuf *driver, StrBuf *replay) {
    const Contract *c = spec_contract(g->spec, f);
    if (c && (c->library || c->constructor)) c = NULL;
    Shape sh;
    if (!f->rhs) peer_fail(g, "%s has no definition", sym_str(&g->p->syms, f->var->name));
    if (!shape_of(g, f, c ? (uint32_t)spec_type_arity(c->type) : UINT32_MAX, "a", &sh)) return;
    if (o->ninputs && o->ninputs != sh.n) peer_fail(g, "%u inputs given, %s takes %u", o->ninputs, sym_str(&g->p->syms, f->var->name), sh.n);
    StrBuf body, instances;
    sb_init(&body);
    sb_init(&instances);
    peer_data_instances(g, &instances);
    Hidden h = {0};
    sb_puts(&body, "-- ---- The callees, through their contracts (at the checked function's calls) ------------\n\n");
    wrappers(g, f, c, &h, &body);
    copy_definition(g, s, f, src, &body);
    sb_puts(&body, "-- ---- The property --------------------------------------------------------------------\n\n");
    property(g, f, c, &sh, &body);
    StrBuf call;
    sb_init(&call);
    if (o->replay) {
        peer_replay_call(g, f, sh.hs, sh.n, sh.result, o->inputs, o->ninputs, &call);
        sb_printf(&body, "{-# NOINLINE peer'replayCall #-}\npeer'replayCall () = %s\n\n", sb_str(&call));
    }
    main_function(g, &sh, call.len > 0, &body);
    header(g, src, s->module->file, sym_str(&g->p->syms, f->var->name), &h, driver);
    sb_puts(driver, peer_runtime);
    sb_puts(driver, "\n-- ---- The module's data types ----------------------------------------------------------\n\n");
    sb_puts(driver, sb_str(&instances));
    sb_puts(driver, "-- ---- Measures and walkers -------------------------------------------------------------\n\n");
    sb_puts(driver, sb_str(&g->helpers));
    sb_puts(driver, sb_str(&body));
    if (call.len) peer_replay_module(g, sb_str(&call), sh.result, replay);
    sb_free(&call);
    sb_free(&body);
    sb_free(&instances);
    free(h.names);
}

bool peer_driver(CheckSession *s, Global *f, const PeerDriverOptions *o, StrBuf *driver, StrBuf *replay, Diag *d) {
    HsSourceText src;
    if (!hs_text_read(s->module->file, &src, d)) return false;
    PeerGen g;
    peer_gen_init(&g, &s->p, &s->spec, s->module, d);
    assemble(&g, s, f, o, &src, driver, replay);
    peer_gen_free(&g);
    hs_text_free(&src);
    return !d->set;
}
