/* symbolic.c — see symbolic.h. */
#include "symbolic.h"
#include "cvalue.h"
#include "gadt.h"
#include "prim.h"
#include "script.h"
#include "lazy_value.h"
#include "../core/link.h"
#include "../core/print.h"
#include "../util/xalloc.h"

#include <string.h>

/* ---- Fresh values ------------------------------------------------------ */

static const char *tycon_name(const Machine *m, const Type *t) {
    return t->kind == TY_CON ? sym_str(&m->prog->syms, t->u.con.name) : "";
}

/* The primitive type of an unlifted type constructor, or -1. */
static int prim_type_of(const char *name) {
    static const struct {
        const char *name;
        PrimType pt;
    } table[] = {
        {"GHC.Prim.Int#", PT_INT},     {"GHC.Prim.Int8#", PT_INT},     {"GHC.Prim.Int16#", PT_INT},
        {"GHC.Prim.Int32#", PT_INT},   {"GHC.Prim.Int64#", PT_INT},    {"GHC.Prim.Word#", PT_WORD},
        {"GHC.Prim.Word8#", PT_WORD},  {"GHC.Prim.Word16#", PT_WORD},  {"GHC.Prim.Word32#", PT_WORD},
        {"GHC.Prim.Word64#", PT_WORD}, {"GHC.Prim.Char#", PT_CHAR},    {"GHC.Prim.Double#", PT_DOUBLE},
        {"GHC.Prim.Float#", PT_FLOAT}, {"GHC.Num.Integer.Integer", PT_INTEGER},
    };
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (strcmp(table[i].name, name) == 0) return (int)table[i].pt;
    return -1;
}

static void record_sym(Machine *m, Term term, PrimType pt) {
    VEC_RESERVE(m->syms, m->cap_syms, m->nsyms + 1);
    m->syms[m->nsyms++] = (SymVar){term, pt};
}

/* A fresh symbolic primitive with the range of its type. */
static Value *fresh_prim(Machine *m, PrimType pt) {
    Terms *ts = m->terms;
    bool real = pt == PT_DOUBLE || pt == PT_FLOAT;
    Term x = term_fresh(ts, real ? SORT_REAL : SORT_INT);
    if (pt == PT_INT) {
        solver_assert(m->solver, term_le(ts, term_numeral(ts, "-9223372036854775808", SORT_INT), x));
        solver_assert(m->solver, term_le(ts, x, term_numeral(ts, "9223372036854775807", SORT_INT)));
    } else if (pt == PT_WORD) {
        solver_assert(m->solver, term_le(ts, term_int64(ts, 0, SORT_INT), x));
        solver_assert(m->solver, term_le(ts, x, term_numeral(ts, "18446744073709551615", SORT_INT)));
    } else if (pt == PT_CHAR) {
        solver_assert(m->solver, term_le(ts, term_int64(ts, 0, SORT_INT), x));
        solver_assert(m->solver, term_le(ts, x, term_int64(ts, 0x10FFFF, SORT_INT)));
    }
    record_sym(m, x, pt);
    return value_sym(m, pt, x);
}

/* Int, Char, Double, …: one constructor holding one unlifted field. */
static DataCon *boxing_con(Machine *m, TyCon *tc) {
    if (tc->kind != TC_DATA || tc->ncons != 1 || tc->cons[0]->arity != 1) return NULL;
    Type *ft = tc->cons[0]->fields[0].type;
    return ft->kind == TY_CON && prim_type_of(sym_str(&m->prog->syms, ft->u.con.name)) >= 0 ? tc->cons[0] : NULL;
}

static bool is_equality(const char *tn) {
    return strcmp(tn, "GHC.Prim.~#") == 0 || strcmp(tn, "GHC.Types.~") == 0 || strcmp(tn, "GHC.Prim.~R#") == 0;
}

/* Memory that library code reads by index (a byte array's bytes): an
 * opaque one would let a search build a value whose bytes and length
 * disagree, so no value of these types is made. An address (Addr#) is
 * opaque instead: the only addresses the models meet are those of
 * ByteStrings, which they never read (the bytes are a list in the
 * ByteString's ForeignPtrContents field, types.c), and code that reads an
 * address stops at a primitive operation the engine does not implement. */
static bool holds_bytes(const char *tn) {
    return strcmp(tn, "GHC.Prim.ByteArray#") == 0 || strcmp(tn, "GHC.Prim.MutableByteArray#") == 0;
}

/* A type whose values lhx cannot build: a data type without constructors
 * (`data Foo a b`, which LiquidHaskell reasons about as an uninterpreted
 * sort), a type family or data family application (`Rep Point x`), a
 * primitive type that is not a number (`MutVar# s a`), a class dictionary
 * (the context of an existential constructor), but not memory
 * (holds_bytes). An input of such a type is
 * an opaque value: code that only passes it on is checked, code that
 * examines it stops as unsupported (sym_tycon). Equality evidence (a GADT
 * constructor's field) is opaque too: a coercion, which Core only passes
 * on; at which types the constructor exists is decided where a symbolic
 * value is expanded (gadt.h). */
static bool is_opaque_type(Machine *m, Type *t) {
    if (t->kind != TY_CON || holds_bytes(tycon_name(m, t))) return false;
    if (is_equality(tycon_name(m, t))) return true;
    TyCon *tc = type_tycon(m->prog, t);
    return !tc || tc->kind != TC_DATA || tc->ncons == 0;
}

/* A value of a type lhx does not know here (a type variable no type was
 * chosen for, a bound variable of a polymorphic function's answer, `f p` at
 * an unknown f): an opaque V_SYMDATA, as for a data type without
 * constructors. Passing it on is checked; examining it stops as unsupported
 * (sym_tycon), so no path ever assumes what it is. Never examined, it is
 * `_` in a counterexample. */
static Value *opaque(Machine *m, Type *t) {
    Value *v = value_new(m, V_SYMDATA);
    v->u.sdata.type = t;
    v->u.sdata.id = ++m->next_id;
    return v;
}

Value *sym_opaque_input(Machine *m, Type *t) {
    t = t ? type_representation(m, t) : NULL;
    if (!t || t->kind == TY_FUN || t->kind == TY_FORALL) return NULL;
    if (t->kind == TY_CON && (prim_type_of(tycon_name(m, t)) >= 0 || !is_opaque_type(m, t) || is_equality(tycon_name(m, t))))
        return NULL; /* as sym_fresh: these are not opaque values */
    return opaque(m, t);
}

Value *sym_fresh(Machine *m, Type *t) {
    if (m->concrete) {
        machine_unsupported(m, "a symbolic value was created during concrete replay");
        return NULL;
    }
    t = type_representation(m, t);
    Type *body = t;
    while (body->kind == TY_FORALL) body = body->u.forall.body;
    if (body->kind == TY_FUN) { /* a polymorphic one too: fun_parts looks under its foralls */
        Value *v = value_new(m, V_SYMFUN);
        v->u.sfun.type = t;
        v->u.sfun.id = ++m->next_id;
        return v;
    }
    if (body != t) return sym_fresh(m, body); /* `forall z. Int`: type applications leave a value as it is */
    if (t->kind != TY_CON) return opaque(m, t);
    int pt = prim_type_of(tycon_name(m, t));
    if (pt >= 0) return fresh_prim(m, (PrimType)pt);
    if (is_opaque_type(m, t)) return opaque(m, t);
    TyCon *tc = sym_tycon(m, t);
    if (!tc) return NULL;
    DataCon *box = boxing_con(m, tc);
    if (box) {
        Value *v = value_con(m, box, 1);
        Type *ft = box->fields[0].type;
        v->u.con.fields[0] = heap_alloc_value(m, fresh_prim(m, (PrimType)prim_type_of(tycon_name(m, ft))));
        return v;
    }
    return opaque(m, t);
}

static Value *generated(Machine *m, Value *v) {
    if (v) VEC_PUSH(m->gen, m->ngen, m->cap_gen, v);
    return v;
}

Value *sym_generate(Machine *m, Type *t) {
    return m->concrete ? replay_generated(m) : generated(m, sym_fresh(m, t));
}

Value *sym_generate_prim(Machine *m, PrimType pt) {
    return m->concrete ? replay_generated(m) : generated(m, fresh_prim(m, pt));
}

void machine_choice(Machine *m, Expr *left, Expr *right, Env *env) {
    if (m->concrete) return replay_choice(m, left, right, env);
    ChoicePoint *cp = choice_push(m, CH_BRANCH, 2);
    cp->left = left;
    cp->right = right;
    cp->branch_env = env;
    machine_branch_first(m);
}

/* Is t a type family application (`Operation (LWW t a)`)? */
static bool is_family_app(Machine *m, Type *t) {
    TyCon *tc = t->kind == TY_CON ? type_tycon(m->prog, t) : NULL;
    return tc && tc->kind == TC_FAMILY;
}

void sym_reduce_family(Machine *m, Value *v, Type *seen_as) {
    Type *t = type_representation(m, v->u.sdata.type);
    if (!seen_as || !is_family_app(m, t)) return;
    seen_as = type_representation(m, seen_as);
    TyCon *tc = seen_as->kind == TY_CON ? type_tycon(m->prog, seen_as) : NULL;
    if (tc && tc->kind == TC_DATA && tc->ncons > 0) trail_set_type(m, &v->u.sdata.type, seen_as);
}

TyCon *sym_tycon(Machine *m, Type *t) {
    t = type_representation(m, t);
    TyCon *tc = t->kind == TY_CON ? type_tycon(m->prog, t) : NULL;
    const char *tn = tycon_name(m, t);
    if (is_equality(tn)) {
        machine_unsupported(m, "type equality evidence (a coercion) was examined: lhx keeps it opaque");
        return NULL;
    }
    if (t->kind != TY_CON) {
        StrBuf sb;
        sb_init(&sb);
        print_type(m->prog, t, &sb);
        machine_unsupported(m, "a value of a type variable (%s) was examined: lhx does not know its type here", sb_str(&sb));
        sb_free(&sb);
        return NULL;
    }
    if (!tc || tc->kind != TC_DATA || tc->ncons == 0) {
        machine_unsupported(m, "cannot make a symbolic value of type %s (%s)", tn,
                            holds_bytes(tn)              ? "memory that library code reads by index"
                            : !tc                        ? "unknown type"
                            : tc->kind == TC_CLASS ? "a class dictionary"
                                                         : "no constructors");
        return NULL;
    }
    return tc;
}

/* How many fields of dc are of its own type (as declared: `Map k a` in
 * Bin): a constructor's recursion, what makes an input larger. */
static uint32_t recursive_fields(const Machine *m, const DataCon *dc) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < dc->arity; i++) {
        Type *t = dc->fields[i].type;
        n += t && t->kind == TY_CON && type_tycon(m->prog, t) == dc->tycon;
    }
    return n;
}

uint32_t sym_branch_constructor(Machine *m, const Value *v, uint32_t alt) {
    TyCon *tc = type_tycon(m->prog, type_representation(m, v->u.sdata.type));
    if (!tc || alt >= tc->ncons) return alt;
    uint32_t k = 0; /* constructors before this level and on it so far */
    for (uint32_t level = 0;; level++) {
        uint32_t more = 0; /* constructors above this level */
        for (uint32_t i = 0; i < tc->ncons; i++) {
            uint32_t r = recursive_fields(m, tc->cons[i]);
            if (r == level && k++ == alt) return i;
            more += r > level;
        }
        if (!more) break;
    }
    return alt;
}

Value *sym_expand(Machine *m, Value *v, uint32_t alt) {
    TyCon *tc = sym_tycon(m, v->u.sdata.type);
    if (!tc || alt >= tc->ncons) return NULL;
    /* An existential constructor's fields of its hidden types are opaque
     * values (or symbolic functions), its class dictionaries opaque too:
     * the program can only pass them on or give them to each other. */
    DataCon *dc = tc->cons[alt];
    Type **types = gadt_field_types(m, dc, v->u.sdata.type, true);
    if (!types) return NULL; /* a GADT constructor that cannot have this type: no such path */
    Value *con = value_con(m, dc, dc->arity);
    for (uint32_t i = 0; i < dc->arity; i++) {
        Value *f = sym_fresh(m, types[i]);
        if (!f) return NULL;
        if (f->kind == V_SYMDATA) f->u.sdata.size = v->u.sdata.size + 1;
        con->u.con.fields[i] = heap_alloc_value(m, f);
    }
    trail_set_expanded(m, &v->u.sdata.expanded, con);
    return con;
}

/* Would sym_fresh make symbolic data (V_SYMDATA) for type t? Primitives,
 * their boxes and functions are not data. */
static bool is_data_type(Machine *m, Type *t) {
    t = type_representation(m, t);
    if (t->kind == TY_FUN) return false;
    if (t->kind != TY_CON) return true;
    if (prim_type_of(tycon_name(m, t)) >= 0 || is_equality(tycon_name(m, t))) return false;
    TyCon *tc = type_tycon(m->prog, t);
    return !(tc && boxing_con(m, tc));
}

bool sym_within_size(Machine *m, const Value *v, uint32_t alt) {
    if (!m->size_bound || v->u.sdata.size < m->size_bound) return true;
    TyCon *tc = type_tycon(m->prog, type_representation(m, v->u.sdata.type));
    if (!tc || alt >= tc->ncons) return true; /* sym_expand reports it */
    DataCon *dc = tc->cons[alt];
    Type **types = gadt_field_types(m, dc, v->u.sdata.type, false);
    for (uint32_t i = 0; types && i < dc->arity; i++)
        if (is_data_type(m, types[i])) return false;
    return true;
}

Value *sym_expand_named(Machine *m, Value *v, const char *con_name) {
    TyCon *tc = sym_tycon(m, v->u.sdata.type);
    for (uint32_t i = 0; tc && i < tc->ncons; i++)
        if (strcmp(sym_str(&m->prog->syms, tc->cons[i]->name), con_name) == 0) return sym_expand(m, v, i);
    return NULL;
}

/* ---- Symbolic functions ------------------------------------------------ */

Value *sym_table(Value *fn) { return fn->u.sfun.root ? fn->u.sfun.root : fn; }

/* fn @t1 .. @tn for a polymorphic fn: the same function (one table, one
 * identity) at the instantiated type, so that its answers have the types
 * the caller expects and an argument of a primitive type is memoised as
 * for a monomorphic function. Parametricity makes one table right for every
 * instance: arguments of one primitive type are compared, others never. */
Value *sym_instantiate(Machine *m, Value *fn, const Arg *args, uint32_t n) {
    Type *t = type_representation(m, fn->u.sfun.type);
    uint32_t k = 0;
    for (Type *u = t; k < n && u->kind == TY_FORALL; u = u->u.forall.body) k++;
    if (k == 0) return fn;
    Sym *vars = ARENA_ARRAY(&m->arena, Sym, k);
    Type **types = ARENA_ARRAY(&m->arena, Type *, k);
    for (uint32_t i = 0; i < k; i++, t = t->u.forall.body) vars[i] = t->u.forall.var->id, types[i] = args[i].u.type;
    Value *inst = value_new(m, V_SYMFUN);
    inst->u.sfun = fn->u.sfun;
    inst->u.sfun.root = sym_table(fn);
    inst->u.sfun.type = type_subst(&m->arena, t, vars, types, k);
    return inst;
}

/* Answers are memoised on arguments of primitive or boxed-primitive type:
 * a later argument equal to an earlier one (a solver question) gets the
 * same answer. Other arguments get a fresh answer each time; replay then
 * checks that the function printed is a function. */
static bool simple_arg_type(Machine *m, Type *t) {
    t = type_representation(m, t);
    if (t->kind != TY_CON) return false;
    if (prim_type_of(tycon_name(m, t)) >= 0) return true;
    TyCon *tc = type_tycon(m->prog, t);
    return tc && boxing_con(m, tc) != NULL;
}

static Type *fun_parts(Machine *m, Value *fn, Type **res) {
    Type *t = type_representation(m, fn->u.sfun.type);
    while (t->kind == TY_FORALL) t = t->u.forall.body;
    if (t->kind != TY_FUN) return NULL;
    *res = t->u.fun.res;
    return t->u.fun.arg;
}

static void record_app(Machine *m, Value *fn, Addr key, Addr result) {
    SymApp *app = ARENA_NEW(&m->arena, SymApp);
    app->arg = key;
    app->result = result;
    fn = sym_table(fn);
    app->next = fn->u.sfun.apps;
    trail_set_apps(m, &fn->u.sfun.apps, app);
}

static void fresh_answer(Machine *m, Value *fn, Addr key, Type *res) {
    Value *r = sym_fresh(m, res);
    if (!r) return;
    if (r->kind == V_SYMFUN) r->u.sfun.method = fn->u.sfun.method; /* a method's partial application is one too */
    Addr ra = heap_alloc_value(m, r);
    record_app(m, fn, key, ra);
    machine_return(m, r);
}

/* The key (unboxed) of an argument value. */
static Value *key_of(Machine *m, Addr a) {
    Value *v = value_current(heap_cell(m, a)->value);
    if (v && v->kind == V_CON && v->u.con.n == 1) v = value_current(heap_cell(m, v->u.con.fields[0])->value);
    return v;
}

/* An argument a function input is not memoised on (a data value, which
 * it must not evaluate) still gets an earlier answer when it surely equals
 * that call's argument: a function answers equal arguments equally, and
 * without this two calls on, say, the same constructor could disagree and
 * leave a candidate that no function reproduces. The call is recorded
 * again with the same answer, so replay's answers in call order still
 * line up. */
static bool earlier_answer(Machine *m, Value *fn, Addr arg) {
    for (SymApp *a = fn->u.sfun.apps; a; a = a->next)
        if (surely_equal(m, arg, a->arg)) {
            record_app(m, fn, arg, a->result);
            machine_eval_addr(m, a->result);
            return true;
        }
    return false;
}

void sym_apply(Machine *m, Value *fn, Addr arg) {
    Type *res = NULL, *argt = fun_parts(m, fn, &res);
    if (m->concrete && (!argt || !simple_arg_type(m, argt))) return replay_call_in_order(m, fn);
    if (!argt) {
        machine_unsupported(m, "a symbolic function of a type that is not a function type");
        return;
    }
    if (!simple_arg_type(m, argt)) {
        Type *a = type_representation(m, argt);
        if (fn->u.sfun.method && a->kind == TY_FUN) m->stats.unrun_arguments++;
        if (!earlier_answer(m, fn, arg)) fresh_answer(m, fn, arg, res);
        return;
    }
    prim_symapp(m, fn, arg); /* forces the argument, then sym_key_apply */
}

static uint32_t count_apps(Value *fn) {
    uint32_t n = 0;
    for (const SymApp *a = sym_table(fn)->u.sfun.apps; a; a = a->next) n++;
    return n;
}

/* Called by the primitive once the argument (in cell key) is evaluated. */
void sym_key_apply(Machine *m, Value *fn, Addr key) {
    if (m->concrete) return replay_call_by_key(m, fn, key_of(m, key));
    ChoicePoint *cp = choice_push(m, CH_SYMAPP, count_apps(fn) + 1);
    cp->subject = fn;
    cp->arg = key;
    machine_branch_first(m);
}

bool sym_take_app_alt(Machine *m, ChoicePoint *cp, uint32_t alt) {
    Value *fn = cp->subject;
    Type *res = NULL;
    if (!fun_parts(m, fn, &res)) return false;
    Value *key = key_of(m, cp->arg);
    uint32_t i = 0;
    Term *differs = ARENA_ARRAY(&m->arena, Term, count_apps(fn) + 1);
    for (SymApp *a = sym_table(fn)->u.sfun.apps; a; a = a->next, i++) {
        Term eq = prim_eq_term(m, key, key_of(m, a->arg));
        if (!eq) return false;
        if (i == alt) {
            if (!machine_assume(m, eq)) return false;
            machine_eval_addr(m, a->result);
            return true;
        }
        differs[i] = term_not(m->terms, eq);
    }
    if (!machine_assume(m, i ? term_and(m->terms, i, differs) : term_true(m->terms))) return false;
    fresh_answer(m, fn, cp->arg, res);
    return true;
}

/* ---- Never-evaluated parts of a counterexample --------------------------- */

/* The simplest value of a type, for a part of an input the program never
 * looked at: [] for lists, 0 for numbers, the first constant constructor.
 * NULL when there is none (functions, types without constants). */
static CValue *simplest(Machine *m, Type *t, Arena *out, int depth) {
    t = type_representation(m, t);
    if (t->kind != TY_CON || depth > 4) return NULL;
    int pt = prim_type_of(tycon_name(m, t));
    if (pt >= 0) {
        CValue *v = ARENA_NEW(out, CValue);
        v->pt = (PrimType)pt;
        v->kind = pt == PT_CHAR ? CV_CHAR : (pt == PT_DOUBLE || pt == PT_FLOAT) ? CV_DOUBLE : CV_INT;
        v->i = pt == PT_CHAR ? 'a' : 0;
        v->is_float = pt == PT_FLOAT;
        return v;
    }
    TyCon *tc = type_tycon(m->prog, t);
    if (!tc || tc->kind != TC_DATA) return NULL;
    DataCon *box = boxing_con(m, tc);
    DataCon *pick = box;
    for (uint32_t i = 0; !pick && i < tc->ncons; i++)
        if (tc->cons[i]->arity == 0) pick = tc->cons[i];
    if (!pick) return NULL;
    CValue *v = ARENA_NEW(out, CValue);
    v->kind = CV_CON;
    v->con = pick;
    v->n = pick->arity;
    if (box) {
        v->args = ARENA_ARRAY(out, CValue *, 1);
        if (!(v->args[0] = simplest(m, field_type(m, box, 0, t), out, depth + 1))) return NULL;
    }
    return v;
}

CValue *sym_fill_unused(Machine *m, CValue *v, Type *t, Arena *out) {
    if (!v || !t) return v;
    if (v->kind == CV_UNUSED) {
        CValue *s = simplest(m, t, out, 0);
        return s ? s : v;
    }
    if (v->kind == CV_CON && v->con && v->n == v->con->arity && v->con->tycon) {
        Type *rt = type_representation(m, t);
        if (rt->kind != TY_CON || type_tycon(m->prog, rt) != v->con->tycon) return v;
        for (uint32_t i = 0; i < v->n; i++) v->args[i] = sym_fill_unused(m, v->args[i], field_type(m, v->con, i, rt), out);
    }
    return v;
}
