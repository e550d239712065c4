/* classes.c — see classes.h. */
#include "classes.h"
#include "names.h"

#include <string.h>

Class *spec_find_class(const Program *p, const Module *m, Sym name) {
    TyCon *tc = spec_find_tycon(p, m, name);
    return tc && tc->kind == TC_CLASS ? tc->cls : NULL;
}

int spec_method_index(const Program *p, const Class *cls, Sym name) {
    const char *want = sym_str(&p->syms, name);
    for (uint32_t i = 0; i < cls->nmethods; i++)
        if (strcmp(name_occ(sym_str(&p->syms, cls->methods[i].name)), want) == 0) return (int)i;
    return -1;
}

/* Does a Core instance type match a spec type of the head? A spec type
 * variable matches anything (`instance Num k => Add k k`); otherwise the
 * type constructors must be the same (their arguments are not compared:
 * two instances of one class on one constructor cannot both exist). */
static bool type_matches(const Program *p, const Module *m, const Type *core, const SpecType *spec) {
    if (spec->kind == ST_VAR || (spec->kind == ST_CON && spec->u.con.head_is_var)) return true;
    const TyCon *want = NULL;
    if (spec->kind == ST_LIST) want = program_tycon(p, "GHC.Types.[]");
    else if (spec->kind == ST_CON) want = spec_find_tycon(p, m, spec->u.con.name);
    if (!want) return false;
    if (core->kind == TY_APP) core = core->u.app.fun;
    return core->kind == TY_CON && (core->u.con.tycon == want || core->u.con.name == want->name);
}

const Instance *spec_find_instance(const Program *p, const Module *m, const Class *cls, const SpecType *head) {
    while (head->kind == ST_CONSTRAINT) head = head->u.constraint.body;
    if (head->kind != ST_CON) return NULL;
    for (uint32_t i = 0; i < p->nmodules; i++) {
        const Module *um = p->modules[i];
        for (uint32_t k = 0; !um->is_prelude && k < um->ninsts; k++) {
            const Instance *inst = &um->insts[k];
            /* `instance C ST s` is LiquidHaskell's way to write C (ST s): the
             * extra arguments belong to the last type */
            if (inst->cls != cls->name || inst->ntypes > head->u.con.nargs ||
                (inst->ntypes == 0) != (head->u.con.nargs == 0))
                continue;
            bool all = true;
            for (uint32_t j = 0; all && j < inst->ntypes; j++)
                all = type_matches(p, m, inst->types[j], head->u.con.args[j]);
            if (all) return inst;
        }
    }
    return NULL;
}

/* The function an expression of a dictionary's field names: `$cm`,
 * `$cm @k $dNum` (an instance with a context), through casts. */
static Global *named_function(Expr *e) {
    while (e && (e->kind == EX_CAST || e->kind == EX_APP))
        e = e->kind == EX_CAST ? e->u.cast.body : e->u.app.fun;
    return e && e->kind == EX_VAR ? e->u.var->global : NULL;
}

Global *spec_instance_method(const Program *p, const Instance *inst, const Class *cls, uint32_t index) {
    Global *dfun = program_global(p, sym_str(&p->syms, inst->dfun));
    Expr *e = dfun ? dfun->rhs : NULL;
    /* the instance's context: type and dictionary parameters */
    while (e && (e->kind == EX_LAM || e->kind == EX_CAST)) e = e->kind == EX_LAM ? e->u.lam.body : e->u.cast.body;
    if (!e) return NULL;
    Global *g = NULL;
    if (cls->is_newtype) { /* the dictionary is its one method */
        g = index == 0 ? named_function(e) : NULL;
    } else if (e->kind == EX_APP && e->u.app.fun->kind == EX_CON) {
        uint32_t field = 0, want = cls->nsupers + index;
        for (uint32_t i = 0; i < e->u.app.nargs && !g; i++) {
            if (e->u.app.args[i]->kind == EX_TYPE) continue;
            if (field++ == want) g = named_function(e->u.app.args[i]);
        }
    }
    return g && global_in_program(g) ? g : NULL;
}

bool spec_method_instance(const Program *p, const Global *g, const Instance **inst, const Class **cls,
                          uint32_t *index) {
    const Module *m = g->owner;
    for (uint32_t k = 0; m && !m->is_prelude && k < m->ninsts; k++) {
        const TyCon *tc = program_tycon(p, sym_str(&p->syms, m->insts[k].cls));
        if (!tc || tc->kind != TC_CLASS || !tc->cls) continue;
        for (uint32_t i = 0; i < tc->cls->nmethods; i++) {
            if (spec_instance_method(p, &m->insts[k], tc->cls, i) != g) continue;
            *inst = &m->insts[k];
            *cls = tc->cls;
            *index = i;
            return true;
        }
    }
    return false;
}
