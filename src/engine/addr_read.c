/* addr_read.c — see addr_read.h. */
#include "addr_read.h"
#include "prim.h"
#include "solver.h"
#include "symbolic.h"

static Value *cell_value(Machine *m, Addr a) {
    return value_current(heap_cell(m, a)->value);
}

/* The earlier reads of the address agree with this one (offset at, word
 * w, fresh): at == at_i implies w == w_i, which a fresh w always meets
 * (asserted as its range is). False: a read was of another width, or
 * the logic cannot compare (unsupported, message set). */
static bool agrees_with_earlier(Machine *m, Value *addr, Value *at, Value *w, const char *name) {
    for (SymApp *r = addr->u.sdata.reads; r; r = r->next) {
        Value *wi = cell_value(m, r->result);
        if (wi->u.prim.pt != w->u.prim.pt) {
            machine_unsupported(m, "%s reads an address read before at another width", name);
            return false;
        }
        Term same_at = prim_eq_term(m, at, cell_value(m, r->arg));
        Term same_w = prim_eq_term(m, w, wi);
        if (!same_at || !same_w) {
            machine_unsupported(m, "%s: an offset or a word the logic cannot compare", name);
            return false;
        }
        Term either[2] = {term_not(m->terms, same_at), same_w};
        solver_assert(m->solver, term_or(m->terms, 2, either));
    }
    return true;
}

void addr_read(Machine *m, Addr at, Value *offset, PrimType pt, const char *name) {
    if (m->concrete) { /* replay: the word comes from the model, which meets the constraints */
        Value *w = sym_generate_prim(m, pt);
        if (w) machine_return(m, w);
        return;
    }
    Cell *cell = heap_cell(m, at);
    Value *addr = cell->state == CELL_VALUE ? value_current(cell->value) : NULL;
    if (!addr || addr->kind != V_SYMDATA)
        return machine_unsupported(m, "%s reads memory at an address that is not an opaque input's", name);
    Value *w = sym_generate_prim(m, pt);
    if (!w || !agrees_with_earlier(m, addr, offset, w, name)) return;
    SymApp *r = ARENA_NEW(&m->arena, SymApp);
    r->arg = heap_alloc_value(m, offset);
    r->result = heap_alloc_value(m, w);
    r->next = addr->u.sdata.reads;
    trail_set_apps(m, &addr->u.sdata.reads, r);
    machine_return(m, w);
}
