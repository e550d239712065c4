/* reduce.c — the reduction rules of PLDI'19 Fig. 6 and 7, one function per
 * rule (or group of rules), over the core IR.
 *
 * machine_run repeats one step: evaluate the control expression (Var, Let,
 * App, Case-Ev, Assume-Ev, Assert-Ev, Sym-Gen, Ch-L/Ch-R, …) or return the
 * control value to the top frame (Var-Red's update, App-Lam, Case,
 * Case-Sym, Pr, Assume, Assert, Assert-Crash). Rules that split the state
 * push a branch point (heap.c) and take its first feasible alternative; the
 * search (search.c) takes the others when it backtracks.
 *
 * The engine's one call circle, by design: a rule here hands a step to a
 * rule of another file, which hands control back (machine_return,
 * machine_eval_addr, machine_crash) — the primitives (prim.c) and the
 * logic's primitives (logic.c: &&, ==, … on symbolic values), the
 * symbolic rules (symbolic.c: Sym-Gen, Case-Sym, symbolic functions),
 * their concrete counterparts during a replay (script.c), and forcing a
 * thunk (force.c: Var-Red's update). Those six files are the paper's
 * mutually recursive rules (Fig. 6 and 7); every other engine file calls
 * into them and none is called back (scripts/deps.py checks it). */
#include "machine.h"
#include "../util/clock.h"
#include "prim.h"
#include "symbolic.h"
#include "crash_site.h"
#include "../core/link.h"
#include "../util/memlimit.h"
#include "../util/xalloc.h"

#include <string.h>

/* ---- Helpers ----------------------------------------------------------- */

void machine_return(Machine *m, Value *v) {
    m->ctrl.expr = NULL;
    m->ctrl.env = NULL;
    m->ctrl.value = v;
}

static void eval(Machine *m, Expr *e, Env *env) {
    m->ctrl.expr = e;
    m->ctrl.env = env;
    m->ctrl.value = NULL;
}

/* A crash the semantics does not count as a failure (LiquidHaskell gives
 * `undefined` no precondition, …) ends the path like a false assumption:
 * no counterexample, nothing more to explore there. */
void machine_crash(Machine *m, CrashKind kind, const char *reason) {
    /* a refinement's own evaluation crashed (a reflected function outside
     * its domain, `elemAt 1 []`): LiquidHaskell's logic gives it some value
     * nobody knows, so the path is neither a violation nor a proof; a
     * replay's disagreement stays one */
    if (kind != CRASH_REPLAY && m->sem.total_logic && machine_in_logic(m)) {
        m->stats.logic_crashes++;
        m->outcome = OUT_PRUNED;
        return;
    }
    if (m->sem.unchecked & CRASH_BIT(kind)) {
        m->outcome = OUT_PRUNED;
        return;
    }
    m->outcome = OUT_CRASH;
    m->crash = (Crash){kind, reason, {0}, {0}};
}

/* Var and Var-Red on a heap cell: a value is returned as it is; a thunk is
 * reduced with an update frame so that its value replaces it. */
void machine_eval_addr(Machine *m, Addr a) {
    Cell *c = heap_cell(m, a);
    switch (c->state) {
    case CELL_VALUE:
        machine_return(m, c->value);
        return;
    case CELL_THUNK: {
        Cell hole = {.state = CELL_BLACKHOLE};
        Expr *e = c->expr;
        Env *env = c->env;
        bool logic = c->logic;
        heap_set(m, a, hole);
        Frame *f = frame_push(m, F_UPDATE);
        f->u.update = a;
        f->logic = logic; /* a program thunk forced by a refinement runs program code */
        eval(m, e, env);
        return;
    }
    case CELL_BLACKHOLE:
        /* The value depends on itself: the program loops here. Not a
         * counterexample (LiquidHaskell checks partial correctness). */
        m->outcome = OUT_PRUNED;
        return;
    }
}

/* A value for a global whose definition is not an expression. */
static Value *global_value(Machine *m, Global *g) {
    Value *v = value_new(m, V_PAP);
    switch (g->origin) {
    case ORIG_PRIMOP:
    case ORIG_PRIMITIVE: {
        const PrimDef *pd = m->prim_of_global[g->uid];
        if (!pd) pd = m->prim_of_global[g->uid] = prim_lookup(sym_str(&m->prog->syms, g->primop));
        if (!pd) {
            machine_unsupported(m, "the engine does not implement %s", sym_str(&m->prog->syms, g->var->id));
            m->missing = g;
            return NULL;
        }
        v->u.pap.head.kind = HEAD_PRIM;
        v->u.pap.head.u.prim = pd;
        break;
    }
    case ORIG_SELECTOR:
        v->u.pap.head.kind = HEAD_SELECTOR;
        v->u.pap.head.u.sel = g;
        break;
    case ORIG_RECORD_SELECTOR:
        v->u.pap.head.kind = HEAD_RECSEL;
        v->u.pap.head.u.sel = g;
        break;
    default:
        machine_unsupported(m, "no definition for %s (module %s)", sym_str(&m->prog->syms, g->var->id),
                            g->module ? sym_str(&m->prog->syms, g->module) : "?");
        m->missing = g;
        return NULL;
    }
    return v;
}

/* A primitive that takes no value or type arguments (lhx.logic.true,
 * void#) is a value only once run. */
static bool is_nullary_prim(const Value *v) {
    return v->kind == V_PAP && v->u.pap.head.kind == HEAD_PRIM && v->u.pap.head.u.prim->arity == 0 &&
           v->u.pap.head.u.prim->ntypes == 0;
}

static bool global_is_code(const Global *g) {
    const Global *def = g->origin == ORIG_MODEL ? g->model : g;
    return (def->origin == ORIG_MODULE || def->origin == ORIG_UNFOLDING || def->origin == ORIG_DATACON_WRAPPER) &&
           def->rhs;
}

/* The cell for an argument or let-bound expression: variables and literals
 * need no thunk (App-Lam and Let bind the expression on the heap; binding
 * an existing cell is the same thing for a variable). */
static Addr arg_cell(Machine *m, Expr *e, Env *env) {
    if (e->kind == EX_VAR) {
        Var *v = e->u.var;
        for (Env *x = env; x; x = x->next)
            if (x->var == v && !x->is_type) return x->u.addr;
        Global *g = v->global;
        if (g) {
            if (global_is_code(g)) return global_cell(m, g);
            Value *gv = global_value(m, g);
            if (gv && is_nullary_prim(gv)) return heap_alloc_thunk(m, e, env); /* runs when needed */
            return gv ? heap_alloc_value(m, gv) : 0;
        }
    }
    if (e->kind == EX_LIT) return heap_alloc_value(m, value_of_literal(m, &e->u.lit));
    if (e->kind == EX_COERCION) return heap_alloc_value(m, value_int(m, PT_TOKEN, 0));
    return heap_alloc_thunk(m, e, env);
}

/* ---- Evaluation rules -------------------------------------------------- */

/* Var / Var-Red. */
static void rule_var(Machine *m, Var *v, Env *env) {
    for (Env *x = env; x; x = x->next)
        if (x->var == v) {
            if (x->is_type) machine_unsupported(m, "a type variable used as a value");
            else machine_eval_addr(m, x->u.addr);
            return;
        }
    Global *g = v->global;
    if (!g) {
        machine_unsupported(m, "unbound variable %s", sym_str(&m->prog->syms, v->id));
        return;
    }
    if (global_is_code(g)) {
        machine_eval_addr(m, global_cell(m, g));
        return;
    }
    Value *gv = global_value(m, g);
    if (gv && is_nullary_prim(gv)) prim_start(m, gv);
    else if (gv) machine_return(m, gv);
}

/* A data constructor on its own: a value, or a function of its fields. */
static void rule_con(Machine *m, DataCon *dc) {
    if (dc->arity == 0) {
        machine_return(m, value_con(m, dc, 0));
        return;
    }
    Value *v = value_new(m, V_PAP);
    v->u.pap.head.kind = HEAD_CON;
    v->u.pap.head.u.con = dc;
    machine_return(m, v);
}

/* App: bind the arguments on the heap (unevaluated) and evaluate the
 * function; App-Lam happens when it returns to the F_APPLY frame. */
static void rule_app(Machine *m, Expr *e, Env *env) {
    uint32_t n = e->u.app.nargs;
    Arg *args = ARENA_ARRAY(&m->arena, Arg, n);
    for (uint32_t i = 0; i < n; i++) {
        Expr *a = e->u.app.args[i];
        if (a->kind == EX_TYPE) {
            args[i].is_type = true;
            args[i].u.type = type_subst_env(m, a->u.type, env);
        } else if ((args[i].u.addr = arg_cell(m, a, env)) == 0) {
            return; /* unsupported: message set */
        }
    }
    Frame *f = frame_push(m, F_APPLY);
    f->u.apply.args = args;
    f->u.apply.n = n;
    eval(m, e->u.app.fun, env);
}

/* Let: bind without evaluating (let rec: every binder sees every other). */
static void rule_let(Machine *m, Expr *e, Env *env) {
    if (!e->u.let.rec) {
        Bind *b = &e->u.let.binds[0];
        Addr a = arg_cell(m, b->rhs, env);
        if (!a) return;
        eval(m, e->u.let.body, env_bind(m, env, b->var, a));
        return;
    }
    Env *inner = env;
    uint32_t n = e->u.let.nbinds;
    Addr *cells = ARENA_ARRAY(&m->arena, Addr, n);
    for (uint32_t i = 0; i < n; i++) {
        cells[i] = heap_alloc_thunk(m, e->u.let.binds[i].rhs, NULL);
        inner = env_bind(m, inner, e->u.let.binds[i].var, cells[i]);
    }
    for (uint32_t i = 0; i < n; i++) heap_cell(m, cells[i])->env = inner;
    eval(m, e->u.let.body, inner);
}

static void eval_step(Machine *m) {
    Expr *e = m->ctrl.expr;
    Env *env = m->ctrl.env;
    switch (e->kind) {
    case EX_VAR: rule_var(m, e->u.var, env); break;
    case EX_CON: rule_con(m, e->u.con); break;
    case EX_LIT: machine_return(m, value_of_literal(m, &e->u.lit)); break;
    case EX_APP: rule_app(m, e, env); break;
    case EX_LAM: {
        Value *v = value_new(m, V_FUN);
        v->u.fun.lam = e;
        v->u.fun.env = env;
        machine_return(m, v);
        break;
    }
    case EX_LET: rule_let(m, e, env); break;
    case EX_CASE: { /* Case-Ev */
        Frame *f = frame_push(m, F_CASE);
        f->u.kase.kase = e;
        f->u.kase.env = env;
        eval(m, e->u.kase.scrut, env);
        break;
    }
    case EX_CAST: eval(m, e->u.cast.body, env); break;
    case EX_SYMGEN: { /* Sym-Gen */
        Value *v = sym_generate(m, type_subst_env(m, e->u.type, env));
        if (v) machine_return(m, v);
        break;
    }
    case EX_CHOICE: /* Ch-L / Ch-R */
        machine_choice(m, e->u.choice.left, e->u.choice.right, env);
        break;
    case EX_ASSUME:
    case EX_ASSERT: { /* Assume-Ev / Assert-Ev */
        Frame *f = frame_push(m, F_COND);
        f->u.cond.is_assert = e->kind == EX_ASSERT;
        f->u.cond.body = e->u.cond.body;
        f->u.cond.env = env;
        f->u.cond.site = e->u.cond.site;
        eval(m, e->u.cond.pred, env);
        break;
    }
    case EX_CRASH:
        /* the translator's own stops ("the measure m has no equation for
         * this value") are limits of lhx, not crashes of the program; met
         * while a refinement is evaluated, they are a value the logic
         * leaves unknown, as any crash there (machine_crash) */
        if (e->u.crash.kind == CRASH_UNSUPPORTED && !(m->sem.total_logic && machine_in_logic(m)))
            machine_unsupported(m, "%s", e->u.crash.reason ? e->u.crash.reason : "a stop of the translator");
        else
            machine_crash(m, e->u.crash.kind, e->u.crash.reason ? e->u.crash.reason : "CRASH");
        break;
    case EX_TYPE:
    case EX_COERCION: machine_unsupported(m, "a type or coercion evaluated as a value"); break;
    }
}

/* ---- Application ------------------------------------------------------- */

static void push_apply(Machine *m, Arg *args, uint32_t n) {
    if (n == 0) return;
    Frame *f = frame_push(m, F_APPLY);
    f->u.apply.args = args;
    f->u.apply.n = n;
}

/* App-Lam: bind as many arguments as the closure has binders. */
static void apply_closure(Machine *m, Value *fn, Arg *args, uint32_t n) {
    Expr *lam = fn->u.fun.lam;
    Env *env = fn->u.fun.env;
    uint32_t i = 0;
    while (i < n && lam->kind == EX_LAM) {
        Var *b = lam->u.lam.bndr;
        if (b->flags & VAR_TYVAR) {
            env = env_bind_type(m, env, b, args[i].is_type ? args[i].u.type : NULL);
        } else if (args[i].is_type) {
            /* a type λ a frame demanding a value has already entered (types
             * are erased, return_step): a newtype class's dictionary is its
             * polymorphic method, forced by the selector before the call
             * applies the method's types */
            i++;
            continue;
        } else {
            env = env_bind(m, env, b, args[i].u.addr);
        }
        lam = lam->u.lam.body;
        i++;
    }
    push_apply(m, args + i, n - i);
    eval(m, lam, env);
}

static uint32_t head_arity(const Head *h, uint32_t *ntypes) {
    *ntypes = 0;
    switch (h->kind) {
    case HEAD_CON: return h->u.con->arity;
    case HEAD_PRIM: *ntypes = h->u.prim->ntypes; return h->u.prim->arity;
    case HEAD_SELECTOR:
    case HEAD_RECSEL: return 1;
    }
    return 0;
}

static void call_head(Machine *m, Value *pap);

/* A partial application takes more arguments; once saturated it runs and
 * the rest are applied to its result. */
static void apply_pap(Machine *m, Value *fn, Arg *args, uint32_t n) {
    uint32_t ntypes, arity = head_arity(&fn->u.pap.head, &ntypes);
    uint32_t have_types = fn->u.pap.nargs - fn->u.pap.nvalue;
    uint32_t take = 0, nvalue = fn->u.pap.nvalue;
    while (take < n && (nvalue < arity || (args[take].is_type && have_types < ntypes))) {
        if (args[take].is_type) have_types++;
        else nvalue++;
        take++;
    }
    Value *v = value_new(m, V_PAP);
    v->u.pap.head = fn->u.pap.head;
    v->u.pap.nargs = fn->u.pap.nargs + take;
    v->u.pap.nvalue = nvalue;
    v->u.pap.args = ARENA_ARRAY(&m->arena, Arg, v->u.pap.nargs);
    if (fn->u.pap.nargs) memcpy(v->u.pap.args, fn->u.pap.args, fn->u.pap.nargs * sizeof(Arg));
    if (take) memcpy(v->u.pap.args + fn->u.pap.nargs, args, take * sizeof(Arg));
    if (nvalue < arity || have_types < ntypes) {
        machine_return(m, v); /* still partial */
        return;
    }
    push_apply(m, args + take, n - take);
    call_head(m, v);
}

static bool all_types(const Arg *args, uint32_t n) {
    for (uint32_t i = 0; i < n; i++)
        if (!args[i].is_type) return false;
    return true;
}

static void rule_apply(Machine *m, Value *fn, Arg *args, uint32_t n) {
    fn = value_current(fn);
    if ((fn->kind == V_CON || fn->kind == V_PRIM || fn->kind == V_SYMDATA) && all_types(args, n)) {
        machine_return(m, fn); /* [] @Int: types do not change a value */
        return;
    }
    switch (fn->kind) {
    case V_FUN: apply_closure(m, fn, args, n); break;
    case V_PAP: apply_pap(m, fn, args, n); break;
    case V_SYMFUN: {
        uint32_t i = 0;
        while (i < n && args[i].is_type) i++;
        if (i) fn = sym_instantiate(m, fn, args, i);
        if (i == n) {
            machine_return(m, fn);
            break;
        }
        push_apply(m, args + i + 1, n - i - 1);
        sym_apply(m, fn, args[i].u.addr);
        break;
    }
    case V_CON:
        machine_unsupported(m, "the constructor %s was applied to %u more arguments",
                            sym_str(&m->prog->syms, fn->u.con.con->name), n);
        break;
    default:
        machine_unsupported(m, "a value that is not a function (kind %d) was applied", (int)fn->kind);
    }
}

/* The engine keeps Integer primitive; GHC.Num.Integer's constructors IS
 * (a small Integer from an Int#) and IP/IN (big naturals) can still appear
 * in unfoldings (toInteger builds `IS i`). IS is the Integer itself. */
static int integer_con_kind(Machine *m, const DataCon *dc) {
    const char *n = sym_str(&m->prog->syms, dc->name);
    if (strncmp(n, "GHC.Num.Integer.I", 17) != 0 || n[18] != '\0') return 0;
    return n[17] == 'S' ? 1 : (n[17] == 'P' || n[17] == 'N') ? 2 : 0;
}

static void construct_integer(Machine *m, Value *pap) {
    if (integer_con_kind(m, pap->u.pap.head.u.con) != 1) {
        machine_unsupported(m, "big Integers built from BigNat# (IP/IN) are not supported");
        return;
    }
    Addr field = 0;
    for (uint32_t i = 0; i < pap->u.pap.nargs; i++)
        if (!pap->u.pap.args[i].is_type) field = pap->u.pap.args[i].u.addr;
    /* evaluate the Int# field, then turn it into an Integer */
    Frame *f = frame_push(m, F_PRIM);
    f->u.prim.pap = NULL; /* marks this frame as the IS conversion */
    machine_eval_addr(m, field);
}

/* Selectors: evaluate the dictionary or record, then take the field. */
static void call_head(Machine *m, Value *pap) {
    const Head *h = &pap->u.pap.head;
    if (h->kind == HEAD_CON && integer_con_kind(m, h->u.con) != 0) {
        construct_integer(m, pap);
        return;
    }
    if (h->kind == HEAD_CON) {
        Value *v = value_con(m, h->u.con, h->u.con->arity);
        uint32_t k = 0;
        for (uint32_t i = 0; i < pap->u.pap.nargs; i++)
            if (!pap->u.pap.args[i].is_type) v->u.con.fields[k++] = pap->u.pap.args[i].u.addr;
        machine_return(m, v);
        return;
    }
    /* Primitives and selectors first evaluate their strict arguments (Pr-L,
     * Pr-R); prim_start pushes the F_PRIM frame that collects them. */
    prim_start(m, pap);
}

/* ---- Case ------------------------------------------------------------- */

static Alt *find_default(Expr *kase) {
    for (uint32_t i = 0; i < kase->u.kase.nalts; i++)
        if (kase->u.kase.alts[i].kind == ALT_DEFAULT) return &kase->u.kase.alts[i];
    return NULL;
}

static void enter_alt(Machine *m, Expr *kase, Env *env, Alt *alt, Value *v) {
    if (!alt) {
        machine_crash(m, CRASH_PATTERN, "pattern-match failure");
        return;
    }
    env = env_bind(m, env, kase->u.kase.bndr, heap_alloc_value(m, v));
    if (alt->kind == ALT_DATA) {
        uint32_t nex = alt->con->nexvars;
        for (uint32_t i = 0; i < alt->nbndrs; i++) {
            if (i < nex) env = env_bind_type(m, env, alt->bndrs[i], NULL);
            else env = env_bind(m, env, alt->bndrs[i], v->u.con.fields[i - nex]);
        }
    }
    eval(m, alt->rhs, env);
}

/* Case: a constructor or a concrete literal picks its alternative. A
 * primitive value meeting constructor alternatives (code looking inside
 * Integer's representation, which the engine keeps primitive) must not
 * fall through to a default: that would be an invented crash. */
static void case_concrete(Machine *m, Expr *kase, Env *env, Value *v) {
    Alt *hit = NULL;
    for (uint32_t i = 0; i < kase->u.kase.nalts; i++) {
        Alt *a = &kase->u.kase.alts[i];
        if (a->kind == ALT_DATA && v->kind == V_PRIM && v->u.prim.pt == PT_INTEGER && !v->u.prim.sym &&
            integer_con_kind(m, a->con) == 1 && a->nbndrs == 1) { /* IS i#: a small Integer */
            Env *e2 = env_bind(m, env, kase->u.kase.bndr, heap_alloc_value(m, v));
            e2 = env_bind(m, e2, a->bndrs[0], heap_alloc_value(m, value_int(m, PT_INT, v->u.prim.i)));
            eval(m, a->rhs, e2);
            return;
        }
    }
    for (uint32_t i = 0; i < kase->u.kase.nalts; i++) {
        AltKind k = kase->u.kase.alts[i].kind;
        if ((k == ALT_DATA && v->kind == V_PRIM) || (k == ALT_LIT && v->kind == V_CON)) {
            machine_unsupported(m, "a case expects %s but the value is %s (is this code looking inside Integer?)",
                                k == ALT_DATA ? "a constructor" : "a literal", v->kind == V_PRIM ? "primitive" : "data");
            return;
        }
    }
    for (uint32_t i = 0; i < kase->u.kase.nalts && !hit; i++) {
        Alt *a = &kase->u.kase.alts[i];
        if (a->kind == ALT_DATA && v->kind == V_CON && a->con == v->u.con.con) hit = a;
        if (a->kind == ALT_LIT && v->kind == V_PRIM && prim_equals_literal(v, &a->lit)) hit = a;
    }
    enter_alt(m, kase, env, hit ? hit : find_default(kase), v);
}

static uint32_t count_lit_alts(Expr *kase) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < kase->u.kase.nalts; i++) n += kase->u.kase.alts[i].kind == ALT_LIT;
    return n;
}

/* Case / Case-Sym. */
static void rule_case(Machine *m, Expr *kase, Env *env, Value *v) {
    v = value_current(v);
    if (v->kind == V_SYMDATA) {
        if (kase->u.kase.nalts == 1 && kase->u.kase.alts[0].kind == ALT_DEFAULT) {
            enter_alt(m, kase, env, &kase->u.kase.alts[0], v); /* only forces: nothing to decide */
            return;
        }
        Var *b = kase->u.kase.bndr;
        if (b && b->type) sym_reduce_family(m, v, type_subst_env(m, b->type, env));
        TyCon *tc = sym_tycon(m, v->u.sdata.type);
        if (!tc) return;
        ChoicePoint *cp = choice_push(m, CH_DATA, tc->ncons);
        cp->subject = v, cp->kase = kase, cp->env = env;
        machine_branch_first(m);
        return;
    }
    if (v->kind == V_PRIM && v->u.prim.sym && count_lit_alts(kase) > 0) {
        ChoicePoint *cp = choice_push(m, CH_PRIM, count_lit_alts(kase) + (find_default(kase) ? 1 : 0));
        cp->subject = v, cp->kase = kase, cp->env = env;
        /* a value generated for this case alone (the translator's choice
         * of a constructor by a symbolic tag) is constrained by nothing
         * but its range: each literal, and the default, is feasible */
        cp->unconstrained = kase->u.kase.scrut->kind == EX_SYMGEN && v->u.prim.pt != PT_DOUBLE &&
                            v->u.prim.pt != PT_FLOAT;
        machine_branch_first(m);
        return;
    }
    case_concrete(m, kase, env, v);
}

/* The n-th literal alternative of a case. */
static Alt *lit_alt(Expr *kase, uint32_t n) {
    for (uint32_t i = 0; i < kase->u.kase.nalts; i++)
        if (kase->u.kase.alts[i].kind == ALT_LIT && n-- == 0) return &kase->u.kase.alts[i];
    return NULL;
}

/* Case-Sym on a primitive: alternative i < nlit is "v == literal i", the
 * last (with a default) is "v differs from every literal". */
static bool take_prim_alt(Machine *m, ChoicePoint *cp, uint32_t alt) {
    Expr *kase = cp->kase;
    uint32_t nlit = count_lit_alts(kase);
    Term cond;
    Alt *chosen;
    if (alt < nlit) {
        chosen = lit_alt(kase, alt);
        cond = prim_eq_literal_term(m, cp->subject, &chosen->lit);
    } else {
        chosen = find_default(kase);
        Term *parts = ARENA_ARRAY(&m->arena, Term, nlit);
        for (uint32_t i = 0; i < nlit; i++)
            parts[i] = term_not(m->terms, prim_eq_literal_term(m, cp->subject, &lit_alt(kase, i)->lit));
        cond = term_and(m->terms, nlit, parts);
    }
    if (cp->unconstrained) solver_assert(m->solver, cond); /* feasible: no question */
    else if (!machine_assume(m, cond)) return false;
    m->stack = cp->stack->next; /* the F_CASE frame */
    enter_alt(m, kase, cp->env, chosen, cp->subject);
    return true;
}

/* Case-Sym on symbolic data: alternative i is the tycon's i-th constructor,
 * with fresh symbolic fields. No solver query: the choice is structural. */
static bool take_data_alt(Machine *m, ChoicePoint *cp, uint32_t alt) {
    alt = sym_branch_constructor(m, cp->subject, alt);
    if (!sym_within_size(m, cp->subject, alt)) { /* a larger input: a later iteration */
        m->size_cuts++;
        return false;
    }
    Value *con = sym_expand(m, cp->subject, alt);
    if (!con) return m->outcome == OUT_RUNNING ? false : true;
    m->stack = cp->stack->next;
    if (!cp->kase) { /* dataToTag# asked for the constructor */
        machine_return(m, value_int(m, PT_INT, (int64_t)con->u.con.con->tag - 1));
        return true;
    }
    case_concrete(m, cp->kase, cp->env, con);
    return true;
}

/* ---- Assume / Assert --------------------------------------------------- */

static bool is_con_named(const Machine *m, const Value *v, const char *name) {
    return v->kind == V_CON && strcmp(sym_str(&m->prog->syms, v->u.con.con->name), name) == 0;
}

/* Assume / Assert / Assert-Crash once the predicate is a Bool constructor. */
static void cond_decided(Machine *m, Frame *f, bool holds) {
    m->stack = f->next; /* the predicate is done: what follows runs in the assertion's own context */
    if (holds) {
        if (!f->u.cond.is_assert && f->u.cond.site) { /* an abstracted call: remember it for the report */
            if (m->nabs == m->cap_abs) {
                m->cap_abs = m->cap_abs ? 2 * m->cap_abs : 8;
                m->abs_sites = xrealloc(m->abs_sites, m->cap_abs * sizeof *m->abs_sites);
                m->abs_envs = xrealloc(m->abs_envs, m->cap_abs * sizeof *m->abs_envs);
            }
            m->abs_sites[m->nabs] = f->u.cond.site;
            m->abs_envs[m->nabs++] = f->u.cond.env;
        }
        eval(m, f->u.cond.body, f->u.cond.env);
    } else if (f->u.cond.is_assert) {
        const AssertSite *site = f->u.cond.site;
        if (site) {
            machine_crash(m, CRASH_CONTRACT, site->reason);
            m->crash.span = site->function->var->span; /* whose contract */
            if (site->callstack) /* where the call is (error's SrcLoc) */
                crash_site_of_callstack(m, env_lookup(m, f->u.cond.env, site->callstack), &m->crash.at);
        } else {
            machine_crash(m, CRASH_ASSERT, "assertion");
        }
        m->crash_site = site;
        m->crash_env = f->u.cond.env;
    } else {
        m->outcome = OUT_PRUNED;
    }
}

static void rule_cond(Machine *m, Frame *f, Value *v) {
    v = value_current(v);
    if (v->kind == V_SYMDATA) { /* a symbolic Bool: both outcomes are possible */
        ChoicePoint *cp = choice_push(m, CH_COND, 2);
        cp->subject = v;
        machine_branch_first(m);
        return;
    }
    if (is_con_named(m, v, "GHC.Types.True")) cond_decided(m, f, true);
    else if (is_con_named(m, v, "GHC.Types.False")) cond_decided(m, f, false);
    else machine_unsupported(m, "an assume/assert predicate that is not a Bool");
}

static bool take_cond_alt(Machine *m, ChoicePoint *cp, uint32_t alt) {
    Value *con = sym_expand_named(m, cp->subject, alt == 0 ? "GHC.Types.True" : "GHC.Types.False");
    if (!con) return false;
    Frame *f = cp->stack;
    m->stack = f->next;
    cond_decided(m, f, alt == 0);
    return true;
}

/* ---- Returning to frames ---------------------------------------------- */

/* Types are erased at run time: a type abstraction that reaches a frame
 * demanding a value (case, primitive, assert, force) is its body — a
 * polymorphic CAF such as `divZeroError :: forall a. a` crashes there. */
static bool is_type_lambda(const Value *v) {
    return v->kind == V_FUN && (v->u.fun.lam->u.lam.bndr->flags & VAR_TYVAR);
}

static void return_step(Machine *m) {
    Frame *f = m->stack;
    Value *v = m->ctrl.value;
    if (!f) {
        m->outcome = OUT_VALUE;
        return;
    }
    if (f->kind != F_UPDATE && f->kind != F_APPLY && is_type_lambda(v)) {
        Expr *lam = v->u.fun.lam;
        eval(m, lam->u.lam.body, env_bind_type(m, v->u.fun.env, lam->u.lam.bndr, NULL));
        return;
    }
    m->stack = f->next;
    switch (f->kind) {
    case F_UPDATE: {
        Cell c = {.state = CELL_VALUE, .value = v};
        heap_set(m, f->u.update, c);
        break; /* keep returning v */
    }
    case F_APPLY: rule_apply(m, v, f->u.apply.args, f->u.apply.n); break;
    case F_CASE: m->stack = f; rule_case(m, f->u.kase.kase, f->u.kase.env, v);
        if (m->stack == f) m->stack = f->next; /* decided without branching */
        break;
    case F_PRIM:
        if (!f->u.prim.pap) { /* IS i#: the Integer i */
            v = value_current(v);
            if (v->kind != V_PRIM) machine_unsupported(m, "IS applied to a value that is not an Int#");
            else if (v->u.prim.sym) machine_return(m, value_sym(m, PT_INTEGER, v->u.prim.term));
            else machine_return(m, value_int(m, PT_INTEGER, v->u.prim.i));
            break;
        }
        prim_continue(m, f, v);
        break;
    case F_COND: m->stack = f; rule_cond(m, f, v);
        if (m->stack == f) m->stack = f->next;
        break;
    case F_FORCE: force_continue(m, f, v); break;
    }
}

/* ---- Branch points ----------------------------------------------------- */

/* The key's tag for an assumption (alternatives are numbered from 0). */
#define ASSUME_DECISION UINT64_C(0xa55a55a55a55)

bool machine_assume(Machine *m, Term cond) {
    if (term_is_true(m->terms, cond)) return true;
    if (term_is_false(m->terms, cond)) return false;
    solver_assert(m->solver, cond);
    m->path_key = path_key_next(m->path_key, ASSUME_DECISION);
    bool sat;
    if (m->feas && feas_get(m->feas, m->path_key, &sat)) return sat; /* an earlier iteration asked */
    SolverResult r = solver_check(m->solver);
    if (m->feas && r != SOLVER_UNKNOWN) feas_put(m->feas, m->path_key, r == SOLVER_SAT);
    return r != SOLVER_UNSAT;
}

bool machine_take_alternative(Machine *m, ChoicePoint *cp, uint32_t alt) {
    solver_push(m->solver); /* whatever this alternative assumes is undone with it */
    switch (cp->kind) {
    case CH_PRIM: return take_prim_alt(m, cp, alt);
    case CH_DATA: return take_data_alt(m, cp, alt);
    case CH_COND: return take_cond_alt(m, cp, alt);
    case CH_TAG: return prim_take_tag_alt(m, cp, alt);
    case CH_SYMAPP: return sym_take_app_alt(m, cp, alt);
    case CH_BRANCH:
        m->stack = cp->stack;
        /* minimal abstraction (§4.1): no state with more abstracted calls
         * than the best counterexample found */
        if (alt == 1 && m->abstractions + 1 > m->max_abstractions) return false;
        if (alt == 1) m->abstractions++;
        VEC_PUSH(m->decisions, m->ndecisions, m->cap_decisions, (uint8_t)alt);
        eval(m, alt == 0 ? cp->left : cp->right, cp->branch_env);
        return true;
    }
    return false;
}

/* Enters alternative alt of cp, unless the path is already as deep as the
 * search allows (then it ends as cut: deepening will come back). */
static bool enter_alternative(Machine *m, ChoicePoint *cp, uint32_t alt) {
    m->depth = cp->depth + 1;
    m->path_key = path_key_next(cp->path_key, alt);
    if (m->depth_bound && m->depth > m->depth_bound) {
        m->outcome = OUT_CUT;
        m->cut = CUT_DEPTH;
        return true;
    }
    return machine_take_alternative(m, cp, alt);
}

void machine_branch_first(Machine *m) {
    ChoicePoint *cp = &m->choices[m->nchoices - 1];
    while (cp->next_alt < cp->nalts) {
        uint32_t alt = cp->next_alt++;
        m->stats.branches++;
        if (enter_alternative(m, cp, alt)) return;
        choice_restore(m, cp);
        cp = &m->choices[m->nchoices - 1];
    }
    choice_restore(m, cp);
    m->nchoices--;
    m->outcome = OUT_PRUNED;
}

bool machine_backtrack(Machine *m) {
    while (m->nchoices) {
        ChoicePoint *cp = &m->choices[m->nchoices - 1];
        while (cp->next_alt < cp->nalts) {
            uint32_t alt = cp->next_alt++;
            choice_restore(m, cp);
            m->stats.branches++;
            if (enter_alternative(m, cp, alt)) return true; /* running, or ended at once */
            cp = &m->choices[m->nchoices - 1];
        }
        choice_restore(m, cp);
        m->nchoices--;
    }
    return false;
}

/* ---- The loop ---------------------------------------------------------- */

void machine_start_at(Machine *m, Expr *e, Env *env) { eval(m, e, env); }

void machine_start(Machine *m, Expr *e, Env *env) {
    m->stack = NULL;
    m->funeqs = NULL; /* a new run: its arena held the old list */
    m->steps = 0;
    m->outcome = OUT_RUNNING;
    eval(m, e, env);
}

/* Bytes an SMT term is counted as (Z3's node and its place in tables). */
enum { TERM_BYTES = 64 };

size_t machine_memory(const Machine *m) {
    return m->arena.total + (size_t)m->heap_cap * sizeof(Cell) + m->trail_cap * sizeof(TrailEntry) +
           (size_t)m->cap_choices * sizeof(ChoicePoint) + terms_held(m->terms) * TERM_BYTES;
}

/* Checked every 4096 steps: the wall clock, and memory (nothing is freed
 * within a path, so an endless loop would otherwise fill the machine). */
static CutKind machine_over_limits(Machine *m) {
    if (m->deadline > 0 && clock_seconds() >= m->deadline) return m->timed_out = true, CUT_TIME;
    m->process_out_of_memory = false;
    if (m->mem_limit && machine_memory(m) > m->mem_limit) return m->out_of_memory = true, CUT_MEMORY;
    if (m->process_limit && memory_data_bytes() > m->process_limit)
        return m->out_of_memory = m->process_out_of_memory = true, CUT_MEMORY;
    return CUT_NONE;
}

Outcome machine_run(Machine *m) {
    while (m->outcome == OUT_RUNNING) {
        if (m->step_bound && m->steps >= m->step_bound) {
            m->outcome = OUT_CUT;
            m->cut = CUT_STEPS;
            break;
        }
        if ((m->stats.steps & 4095) == 0 && (m->cut = machine_over_limits(m)) != CUT_NONE) {
            m->outcome = OUT_CUT;
            break;
        }
        m->steps++;
        m->stats.steps++;
        if (m->ctrl.expr) eval_step(m);
        else return_step(m);
    }
    return m->outcome;
}
