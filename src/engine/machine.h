/* machine.h — the state of lazy symbolic execution (PLDI'19 Fig. 5), made
 * concrete as an abstract machine.
 *
 * The paper's state (E, H, P) becomes:
 *   E  the control (an expression with its environment, or a value being
 *      returned) plus a stack of continuation frames — the evaluation
 *      context that the rules Case-Ev, App, Pr-L/Pr-R, Assume-Ev, … reduce
 *      inside;
 *   H  the heap: cells holding thunks (unevaluated expressions with their
 *      environment) or values in SWHNF. Var-Red updates a cell with its
 *      value, so a thunk is reduced once per path (Fig. 8);
 *   P  the solver's assertion stack.
 * Instead of the paper's substitution of fresh names, binders are bound in
 * environments (Var* -> heap address), which is the same semantics without
 * copying expressions.
 *
 * Branching without copying: the search is depth-first, so a branch point
 * only needs to be able to come back. The machine keeps an undo trail of
 * every mutation of older heap cells and values, a mark in the arena holding
 * this path's allocations, and a solver scope. Registers and the stack are
 * immutable (persistent linked frames), so saving them is saving pointers.
 * Backtracking to a branch point undoes the trail, releases the arena and
 * pops the solver: its cost is proportional to the work done since the
 * branch, never to the size of the state. (docs/engine.md says more.) */
#ifndef LHX_MACHINE_H
#define LHX_MACHINE_H

#include <stdbool.h>
#include <stdint.h>

#include "../core/ir.h"
#include "../util/arena.h"
#include "../util/strbuf.h"
#include "feasible.h"
#include "solver.h"

typedef uint32_t Addr; /* heap index; 0 is "no cell" */

typedef struct Value Value;
typedef struct Env Env;
typedef struct Frame Frame;
typedef struct PrimDef PrimDef;
typedef struct CValue CValue;  /* a value detached from the machine (cvalue.h) */
typedef struct ForceItem ForceItem; /* force.c */

/* ---- Values (SWHNF) --------------------------------------------------- */

typedef enum PrimType {
    PT_INT,     /* Int#, also the unlifted sized ints */
    PT_WORD,    /* Word# */
    PT_CHAR,    /* Char# */
    PT_DOUBLE,  /* Double# */
    PT_FLOAT,   /* Float# */
    PT_INTEGER, /* Integer, unbounded */
    PT_STRING,  /* Addr# of a string literal */
    PT_TOKEN,   /* State# / void#: carries nothing */
} PrimType;

typedef enum ValueKind {
    V_CON,     /* D a1 .. an, saturated */
    V_PRIM,    /* a primitive value: concrete, or symbolic (an SMT term) */
    V_FUN,     /* a λ closure */
    V_PAP,     /* a constructor, primitive or selector applied to too few arguments */
    V_SYMDATA, /* a symbolic value of a data type, not yet examined */
    V_SYMFUN,  /* a symbolic function input */
} ValueKind;

/* An argument: a heap cell, or a type (type applications are kept: the
 * symbolic generator and tagToEnum# need to know types). */
typedef struct Arg {
    bool is_type;
    union {
        Addr addr;
        Type *type;
    } u;
} Arg;

/* What a V_PAP will call once saturated. */
typedef enum HeadKind { HEAD_CON, HEAD_PRIM, HEAD_SELECTOR, HEAD_RECSEL } HeadKind;

typedef struct Head {
    HeadKind kind;
    union {
        DataCon *con;
        const PrimDef *prim;
        Global *sel; /* HEAD_SELECTOR, HEAD_RECSEL */
    } u;
} Head;

/* One application of a symbolic function: argument and answer. */
typedef struct SymApp {
    Addr arg, result;
    struct SymApp *next;
} SymApp;

/* A comparison of two functions the logic cannot decide (f == ackF n): an
 * uninterpreted Bool, the same one whenever the same two functions are
 * compared again on the path (logic.c). */
typedef struct FunEq {
    Value *a, *b;
    Term holds;   /* without a witness: an unknown Bool */
    Addr witness; /* the argument both are compared at (logic.c), or 0 */
    struct FunEq *next;
} FunEq;

struct Value {
    ValueKind kind;
    union {
        struct {
            DataCon *con;
            uint32_t n;
            Addr *fields;
        } con;
        struct {
            PrimType pt;
            bool sym;        /* the value is the SMT term `term` */
            int64_t i;       /* Int#, Char#, Word# (as bits), Integer that fits */
            double d;        /* Double#, Float# */
            const char *str; /* PT_STRING: UTF-8 bytes */
            uint32_t len;
            Term term;       /* sym, or an Integer too big for i */
        } prim;
        struct {
            Expr *lam; /* an EX_LAM */
            Env *env;
        } fun;
        struct {
            Head head;
            uint32_t nargs;  /* all arguments, types included */
            uint32_t nvalue; /* value arguments among them */
            Arg *args;
        } pap;
        struct {
            Type *type;      /* its (instantiated) type */
            Value *expanded; /* the constructor value once a case examined it */
            uint32_t id;
            uint32_t size;   /* constructors above it in its input (0: an input, a generated value) */
            SymApp *reads;   /* an opaque Addr#'s reads on this path: offset and word (addr_read.h) */
        } sdata;
        struct {
            Type *type;   /* a function type (under foralls: a polymorphic one) */
            Value *root;  /* an instance of a polymorphic function (at types): the function
                           * whose table it answers from (sym_table); NULL: this one */
            SymApp *apps; /* answers given so far (newest first) */
            uint32_t id;
            bool method;  /* a method of a symbolic dictionary (symdict.h) */
            /* replay (replay.c): the table to answer from, the values made
             * from its answers (once each), and the next answer in call order */
            CValue *const *answers, *const *keys;
            Value **answer_values;
            uint32_t nanswers, next;
        } sfun;
    } u;
};

/* ---- Environments, cells, frames -------------------------------------- */

struct Env {
    Var *var;
    bool is_type;
    union {
        Addr addr;
        Type *type;
    } u;
    Env *next;
};

typedef enum CellState { CELL_THUNK, CELL_VALUE, CELL_BLACKHOLE } CellState;

typedef struct Cell {
    CellState state;
    bool logic; /* a thunk made while a refinement was evaluated (machine_in_logic) */
    Expr *expr; /* CELL_THUNK */
    Env *env;
    Value *value; /* CELL_VALUE */
} Cell;

typedef enum FrameKind {
    F_UPDATE,  /* write the returned value into a cell (Var-Red) */
    F_APPLY,   /* apply the returned function to arguments (App) */
    F_CASE,    /* choose an alternative (Case-Ev -> Case / Case-Sym) */
    F_PRIM,    /* evaluating a primitive's strict arguments (Pr-L, Pr-R) */
    F_COND,    /* assume/assert: the predicate is being evaluated */
    F_FORCE,   /* deep evaluation of a result (lhx run, replay) */
} FrameKind;

struct Frame {
    FrameKind kind;
    /* What the code this frame waits for belongs to: a refinement being
     * evaluated (true: F_COND's predicate, an F_UPDATE of a cell made by one,
     * and every frame pushed above those) or the program (false). */
    bool logic;
    Frame *next;
    union {
        Addr update;
        struct {
            Arg *args;
            uint32_t n;
        } apply;
        struct {
            Expr *kase;
            Env *env;
        } kase;
        struct {
            Value *pap;      /* the saturated application */
            uint32_t next;   /* value argument being evaluated */
            bool unboxing;   /* evaluating the field of a boxed argument */
            Value **forced;  /* values of the strict arguments so far */
            Addr *addrs;     /* the value arguments */
        } prim;
        struct {
            bool is_assert;
            Expr *body;
            Env *env;
            const AssertSite *site; /* the translator's description, or NULL */
        } cond;
        struct {
            ForceItem *todo; /* cells still to force */
            Value *result;
        } force;
    } u;
};

/* The control register: an expression to evaluate, or a value to return. */
typedef struct Control {
    Expr *expr; /* NULL: returning `value` */
    Env *env;
    Value *value;
} Control;

/* ---- Undo trail -------------------------------------------------------- */

typedef enum TrailKind {
    TR_CELL,     /* a heap cell's contents */
    TR_EXPANDED, /* a symbolic data value's expansion */
    TR_APPS,     /* a symbolic function's answers */
    TR_ADDR,     /* a global's cell */
    TR_FUNEQ,    /* the path's undecided comparisons of functions */
    TR_TYPE,     /* a symbolic data value's type, once known better */
} TrailKind;

typedef struct TrailEntry {
    TrailKind kind;
    union {
        struct {
            Addr addr;
            Cell old;
        } cell;
        struct {
            Value **slot;
            Value *old;
        } expanded;
        struct {
            SymApp **slot;
            SymApp *old;
        } apps;
        struct {
            Addr *slot;
            Addr old;
        } addr;
        FunEq *funeqs; /* TR_FUNEQ: the machine's list before */
        struct {
            Type **slot;
            Type *old;
        } type;
    } u;
} TrailEntry;

/* ---- Branch points ----------------------------------------------------- */

typedef enum ChoiceKind {
    CH_DATA,     /* Case-Sym on a symbolic data value: one alternative per constructor */
    CH_PRIM,     /* Case-Sym on a symbolic primitive: literal alternatives, then default */
    CH_BRANCH,   /* Ch-L / Ch-R: a counterfactual branch e1 □ e2 */
    CH_COND,     /* assert/assume on a symbolic Bool: true, then false */
    CH_TAG,      /* tagToEnum# of a symbolic Int#: one alternative per constructor */
    CH_SYMAPP,   /* a symbolic function's argument: equal to an earlier one, or new */
} ChoiceKind;

/* What the machine looked like when it branched, and how to resume. */
typedef struct ChoicePoint {
    ChoiceKind kind;
    uint32_t next_alt, nalts;
    /* the saved state */
    Control ctrl;
    Frame *stack;
    uint32_t heap_n;
    size_t trail_n;
    ArenaMark mark;
    unsigned solver_depth;
    uint64_t steps;
    uint32_t abstractions;
    uint32_t nsyms;
    uint32_t ncalls; /* abstracted calls recorded on this path (issue 5) */
    uint32_t ngen, ndecisions;
    /* what is being decided */
    Value *subject; /* CH_DATA / CH_PRIM / CH_COND: the scrutinee */
    Expr *kase;
    Env *env;
    Expr *left, *right; /* CH_BRANCH */
    Env *branch_env;
    TyCon *tycon;       /* CH_TAG: the enumeration type */
    Addr arg;           /* CH_SYMAPP: the argument cell */
    uint32_t depth;     /* the path's depth where it was made */
    uint32_t nabs;
    PathKey path_key;   /* the path's decisions up to here (feasible.h) */
    size_t terms_mark;  /* the SMT terms built before it (term.h) */
    bool unconstrained; /* CH_PRIM: the subject is a fresh value no condition mentions yet */
} ChoicePoint;

/* ---- The machine ------------------------------------------------------- */

typedef struct EngineStats {
    uint64_t steps;       /* reduction steps, all paths */
    uint64_t paths;       /* paths finished (value, crash, pruned or cut) */
    uint64_t branches;    /* branch alternatives entered */
    uint64_t peak_heap;   /* most cells live at once */
    uint64_t logic_crashes; /* paths ended by a crash of a refinement's own evaluation (no value in the logic) */
    uint64_t unrun_arguments; /* calls of a symbolic dictionary's method on a function it never runs (symdict.h) */
    size_t peak_arena;    /* most bytes of path allocations at once */
} EngineStats;

/* What cut a path (OUT_CUT). */
typedef enum CutKind {
    CUT_NONE,
    CUT_STEPS,  /* the step bound */
    CUT_DEPTH,  /* the bound on branch points */
    CUT_TIME,   /* the deadline */
    CUT_MEMORY, /* the memory limit */
} CutKind;

/* How a path ended (or why the machine stopped stepping). */
typedef enum Outcome {
    OUT_RUNNING,
    OUT_VALUE,      /* reduced to SWHNF (or normal form when forcing) */
    OUT_CRASH,      /* CRASH: an assertion, error call, pattern-match failure */
    OUT_PRUNED,     /* an assumption is false, or the branch is infeasible */
    OUT_CUT,        /* the step bound for this path was reached */
    OUT_UNSUPPORTED,/* something the engine cannot execute (message in the machine) */
} Outcome;

/* How a path crashed (OUT_CRASH). */
typedef struct Crash {
    CrashKind kind;
    const char *reason; /* what crashed, as a report shows it ("error", "precondition of die", …) */
    Span span;          /* where, when known (file 0: unknown); a contract's: its function */
    Span at;            /* where in the source the failing pattern or `error` call is, when the program
                         * says (patError's location, error's call stack); file 0: unknown */
} Crash;

/* What a run takes the program to mean. All zero is Haskell's own meaning,
 * which `lhx run` follows: Int# wraps at 64 bits and every crash is a
 * failure. The check pipeline asks for LiquidHaskell's (docs/translate.md,
 * "What counts as a violation"): the crashes it does not report end a path
 * without a counterexample, and Int is a mathematical integer unless the
 * user asks for machine integers. */
typedef struct Semantics {
    uint32_t unchecked;  /* crash kinds (bit 1u << kind) that are no violation: the path just ends */
    bool unbounded_ints; /* Int# arithmetic never wraps: a result beyond 64 bits is a big number */
    bool total_logic;    /* a crash while a refinement is evaluated is no violation: the path just ends */
} Semantics;

/* The bit of a crash kind in Semantics.unchecked. */
#define CRASH_BIT(kind) (1u << (unsigned)(kind))

/* A symbolic value the search created: inputs and fresh variables. Kept so
 * that models can be read back and counterexamples printed. */
typedef struct SymVar {
    Term term;      /* primitive symbolic variables */
    PrimType pt;
} SymVar;

/* What a replay follows: the values the search's path generated and the
 * branch decisions it took, in order (replay.c reads them). */
typedef struct ReplayScript {
    CValue *const *gen;
    uint32_t ngen, next_gen;
    const uint8_t *decisions; /* 1: the right side (the abstraction) */
    uint32_t ndecisions, next_decision;
    bool all_left;            /* no script: every counterfactual branch runs the real code */
} ReplayScript;

typedef struct Machine {
    const Program *prog;
    Solver *solver;
    Terms *terms;      /* the solver's term factory */
    size_t terms_mark; /* its terms built before this machine (released with it) */
    Arena arena;       /* this run's values, environments, frames */
    Cell *heap;
    uint32_t heap_n, heap_cap;
    Addr *global_cells; /* per Global uid: its cell (0 until first used) */
    TrailEntry *trail;
    size_t trail_n, trail_cap;
    ChoicePoint *choices;
    uint32_t nchoices, cap_choices;
    SymVar *syms;
    uint32_t nsyms, cap_syms;
    /* What replay must repeat: the values the program's own symbolic
     * generators produced and the counterfactual branches taken, in order. */
    Value **gen;
    uint32_t ngen, cap_gen;
    uint8_t *decisions;
    uint32_t ndecisions, cap_decisions;
    ReplayScript script;  /* replay: what to follow (replay.c) */

    Control ctrl;
    Frame *stack;
    uint64_t steps;       /* on this path */
    uint32_t abstractions;/* counterfactual right branches on this path (issue 5) */
    uint32_t ncalls;
    bool concrete;        /* replay: no symbolic values may appear */
    Semantics sem;        /* what the program means (set by entry_start) */

    Outcome outcome;
    Crash crash;              /* OUT_CRASH: what kind, why, where */
    Addr crash_message;       /* OUT_CRASH from error/die: the message (a String), or 0 */
    const AssertSite *crash_site; /* OUT_CRASH from a translator's assertion: which one */
    /* The calls replaced by abstract values on this path (counterfactual
     * right branches), with the environments holding their variables. */
    const AssertSite **abs_sites;
    Env **abs_envs;
    uint32_t nabs, cap_abs;
    uint32_t max_abstractions; /* prune right branches beyond this (the best found so far) */
    Env *crash_env;           /* and the environment its variables are bound in */
    StrBuf message;           /* OUT_UNSUPPORTED: what (sb_str) */
    Global *missing;          /* OUT_UNSUPPORTED for a definition lhx lacks: whose (else NULL) */

    uint64_t step_bound;  /* per path; 0: none */
    uint32_t depth;       /* branch points taken on this path */
    uint32_t depth_bound; /* cut a path deeper than this; 0: none */
    /* Input size: symbolic data `size_bound` constructors deep expands only
     * to constructors without data fields ([] but not (:)), so inputs are at
     * most that size (lists at most that long); 0: no bound. */
    uint32_t size_bound;
    uint64_t size_cuts;   /* alternatives the size bound left out (all paths) */
    PathKey path_key;     /* the decisions of this path so far (feasible.h) */
    FeasCache *feas;      /* solver answers of earlier iterations (NULL: none) */
    CutKind cut;          /* OUT_CUT: what cut the last path */
    double deadline;      /* wall clock (monotonic seconds); 0: none */
    bool timed_out;       /* the deadline stopped the last path */
    size_t mem_limit;     /* bytes the path may hold (machine_memory); 0: none */
    bool out_of_memory;   /* mem_limit or process_limit stopped the last path */
    size_t process_limit; /* the process's data size at which the path stops (SearchOptions); 0: none */
    bool process_out_of_memory; /* process_limit it was */
    uint32_t next_id;     /* numbers symbolic data and functions, for printing */
    FunEq *funeqs;        /* this path's undecided comparisons of functions (newest first) */
    /* The entry's type variables left open (a GADT's index, entry_types.h)
     * and what this path has learnt each is (NULL: nothing yet, trailed):
     * the equality evidence of the constructors it chose decides (gadt.h). */
    Sym *open_vars;
    Type **open_types;
    uint32_t nopen;
    EngineStats stats;
    const PrimDef **prim_of_global; /* per Global uid, resolved on first use */
} Machine;

/* ---- heap.c ------------------------------------------------------------ */

void machine_init(Machine *m, const Program *p, Solver *s);
void machine_free(Machine *m);
Addr heap_alloc_thunk(Machine *m, Expr *e, Env *env);
Addr heap_alloc_value(Machine *m, Value *v);
Cell *heap_cell(Machine *m, Addr a);
/* Sets a cell, recording the old contents on the trail. */
void heap_set(Machine *m, Addr a, Cell c);
/* Sets a symbolic value's expansion / a symbolic function's answers,
 * recording the old one on the trail. */
void trail_set_expanded(Machine *m, Value **slot, Value *expanded);
void trail_set_apps(Machine *m, SymApp **slot, SymApp *apps);
/* Sets a type (allocated on this path), recording the old one. */
void trail_set_type(Machine *m, Type **slot, Type *type);
/* Adds a comparison to the path's list (m->funeqs), undone on backtracking. */
void trail_push_funeq(Machine *m, FunEq *e);
Value *value_new(Machine *m, ValueKind kind);
Value *value_con(Machine *m, DataCon *dc, uint32_t n);
Value *value_int(Machine *m, PrimType pt, int64_t i);
Value *value_double(Machine *m, PrimType pt, double d);
Value *value_sym(Machine *m, PrimType pt, Term term);
Env *env_bind(Machine *m, Env *env, Var *v, Addr a);
Env *env_bind_type(Machine *m, Env *env, Var *v, Type *t);
/* The cell bound to v (locals) or v's global cell; 0 if unbound. */
Addr env_lookup(Machine *m, Env *env, Var *v);
Type *env_lookup_type(Env *env, Var *v);
Frame *frame_push(Machine *m, FrameKind kind);
/* Follows symbolic-data expansions: the value as currently known. */
Value *value_current(Value *v);
/* The cell of a global, allocating its thunk on first use. */
Addr global_cell(Machine *m, Global *g);
/* Sets OUT_UNSUPPORTED with a message. */
void machine_unsupported(Machine *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Branch points. */
ChoicePoint *choice_push(Machine *m, ChoiceKind kind, uint32_t nalts);
/* Restores the machine to the state saved in the top choice point. */
void choice_restore(Machine *m, const ChoicePoint *cp);

/* Is the machine evaluating a refinement (a predicate under F_COND, with
 * the thunks it made), rather than program code? LiquidHaskell's measures
 * and reflected functions are total in its logic: a crash there is a value
 * the logic leaves unknown, not a crash of the program (machine_crash). */
static inline bool machine_in_logic(const Machine *m) { return m->stack && m->stack->logic; }

/* ---- reduce.c ---------------------------------------------------------- */

/* Starts evaluating e in env with an empty stack. */
void machine_start(Machine *m, Expr *e, Env *env);
/* Sets the control to evaluate e in env (the stack is kept). */
void machine_start_at(Machine *m, Expr *e, Env *env);
/* Bytes the machine holds for its path: arena, heap, trail, branch points
 * and SMT terms (what mem_limit bounds). */
size_t machine_memory(const Machine *m);
/* Runs until the path ends (value, crash, pruned, cut, unsupported). */
Outcome machine_run(Machine *m);
/* Takes alternative `alt` of the top choice point after choice_restore;
 * false if that alternative is infeasible. */
bool machine_take_alternative(Machine *m, ChoicePoint *cp, uint32_t alt);
/* Sets the control to return v. */
void machine_return(Machine *m, Value *v);
/* Var / Var-Red on a cell. */
void machine_eval_addr(Machine *m, Addr a);
/* Ends the path as OUT_CRASH (reason: static or longer-lived than the run),
 * or as OUT_PRUNED when m->sem does not count crashes of that kind. */
void machine_crash(Machine *m, CrashKind kind, const char *reason);
/* Adds cond to the path constraint (in a new solver scope); false if the
 * path becomes infeasible. */
bool machine_assume(Machine *m, Term cond);
/* Takes the first feasible alternative of the newest branch point; the path
 * is pruned if there is none. */
void machine_branch_first(Machine *m);
/* Resumes the newest branch point with an alternative left; false when the
 * whole tree has been explored. */
bool machine_backtrack(Machine *m);
/* F_FORCE: deep evaluation (force.c). */
void force_continue(Machine *m, Frame *f, Value *v);
void machine_force(Machine *m, Addr a);
/* A thunk applying the function in cell fn to the cells args (for
 * primitives that must call back into Haskell, e.g. foldr over a literal). */
Addr thunk_apply(Machine *m, Addr fn, const Addr *args, uint32_t n);
/* `case scrut of dc x0 .. xn -> x_field`, built in the path's arena (the
 * value an IO action returns, the first component of a pair). */
Expr *case_field(Machine *m, Expr *scrut, DataCon *dc, uint32_t field);

#endif
