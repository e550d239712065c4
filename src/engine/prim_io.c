/* prim_io.c — the primitive operations of IO actions on mutable variables
 * (IORef's MutVar#), part of the rule Pr (prim.c's table calls these).
 *
 * An IO action is a function of the state token (GHC's `State# RealWorld ->
 * (# State# RealWorld, a #)`): the engine threads the token as the program
 * does and never looks at it, so the order of effects is the order of the
 * data dependencies Core already has.
 *
 * A MutVar# is a PT_TOKEN value whose `i` is its *reference cell*; that
 * cell holds a PT_TOKEN value whose `i` is the cell of the current
 * contents. A write replaces the reference cell's value through heap_set,
 * which records the old one on the undo trail, so backtracking restores
 * what the variable held on the path it returns to, and a value read
 * earlier keeps the cell it read. */
#include "prim.h"

static Value *token(Machine *m) { return value_int(m, PT_TOKEN, 0); }

/* The unboxed tuple `name` of fields, or NULL (the path stops as
 * unsupported) when the program does not describe it. */
static Value *state_tuple(Machine *m, const char *name, const Addr *fields, uint32_t n) {
    DataCon *dc = program_datacon(m->prog, name);
    if (!dc) {
        machine_unsupported(m, "the program does not describe the constructor %s", name);
        return NULL;
    }
    Value *t = value_con(m, dc, n);
    for (uint32_t i = 0; i < n; i++) t->u.con.fields[i] = fields[i];
    return t;
}

/* (# s, x #) */
static Value *state_pair(Machine *m, Addr s, Addr x) { return state_tuple(m, "GHC.Prim.(#,#)", (Addr[]){s, x}, 2); }

/* (# s, x, y #) */
static Value *state_triple(Machine *m, Addr s, Addr x, Addr y) {
    return state_tuple(m, "GHC.Prim.(#,,#)", (Addr[]){s, x, y}, 3);
}

static void return_or_stop(Machine *m, Value *v) {
    if (v) machine_return(m, v);
}

/* The reference cell of an evaluated MutVar# argument, or 0 (the path
 * stopped: a MutVar# lhx did not make, an input's, is opaque). */
static Addr ref_cell(Machine *m, const Value *mv) {
    if (mv->kind != V_PRIM || mv->u.prim.pt != PT_TOKEN || mv->u.prim.i <= 0) {
        machine_unsupported(m, "a mutable variable the program did not create (an input's IORef) was used");
        return 0;
    }
    return (Addr)mv->u.prim.i;
}

static Addr contents(Machine *m, Addr ref) { return (Addr)heap_cell(m, ref)->value->u.prim.i; }

static void set_contents(Machine *m, Addr ref, Addr x) {
    Cell c = {.state = CELL_VALUE, .value = value_int(m, PT_TOKEN, x)};
    heap_set(m, ref, c);
}

/* newMutVar# x s = (# s, a new variable holding x #) */
void prim_new_mutvar(Machine *m, PrimCall *c) {
    Addr ref = heap_alloc_value(m, value_int(m, PT_TOKEN, c->a[0]));
    return_or_stop(m, state_pair(m, c->a[1], heap_alloc_value(m, value_int(m, PT_TOKEN, ref))));
}

/* readMutVar# v s = (# s, what v holds #) */
void prim_read_mutvar(Machine *m, PrimCall *c) {
    Addr ref = ref_cell(m, c->v[0]);
    if (ref) return_or_stop(m, state_pair(m, c->a[1], contents(m, ref)));
}

/* writeMutVar# v x s = s, v holding x from now on */
void prim_write_mutvar(Machine *m, PrimCall *c) {
    Addr ref = ref_cell(m, c->v[0]);
    if (!ref) return;
    set_contents(m, ref, c->a[1]);
    machine_return(m, token(m));
}

/* sameMutVar# a b: the same reference cell. */
void prim_same_mutvar(Machine *m, PrimCall *c) {
    Addr a = ref_cell(m, c->v[0]), b = a ? ref_cell(m, c->v[1]) : 0;
    if (b) machine_return(m, value_int(m, PT_INT, a == b));
}

/* A thunk of `case x of (a, _) -> a`, lazily the first component of the
 * pair x will be (what atomicModifyMutVar2#'s function returns: GHC.IORef
 * passes one returning a pair). */
static Addr first_of_pair(Machine *m, Addr x) {
    DataCon *pair = program_datacon(m->prog, "GHC.Tuple.(,)");
    if (!pair) {
        machine_unsupported(m, "the program does not describe the constructor GHC.Tuple.(,)");
        return 0;
    }
    Var *xv = ARENA_NEW(&m->arena, Var);
    Expr *ref_x = ARENA_NEW(&m->arena, Expr);
    ref_x->kind = EX_VAR;
    ref_x->u.var = xv;
    Expr *k = case_field(m, ref_x, pair, 0);
    return heap_alloc_thunk(m, k, env_bind(m, NULL, xv, x));
}

/* atomicModifyMutVar2# v f s = (# s, old, f old #), v holding the first
 * component of `f old` (lazily, as GHC's: nothing is evaluated). */
void prim_atomic_modify_mutvar2(Machine *m, PrimCall *c) {
    Addr ref = ref_cell(m, c->v[0]);
    if (!ref) return;
    Addr old = contents(m, ref);
    Addr r = thunk_apply(m, c->a[1], &old, 1);
    Addr next = first_of_pair(m, r);
    if (!next) return;
    set_contents(m, ref, next);
    return_or_stop(m, state_triple(m, c->a[2], old, r));
}

/* atomicModifyMutVar_# v f s = (# s, old, f old #), v holding `f old`. */
void prim_atomic_modify_mutvar_(Machine *m, PrimCall *c) {
    Addr ref = ref_cell(m, c->v[0]);
    if (!ref) return;
    Addr old = contents(m, ref);
    Addr next = thunk_apply(m, c->a[1], &old, 1);
    set_contents(m, ref, next);
    return_or_stop(m, state_triple(m, c->a[2], old, next));
}
