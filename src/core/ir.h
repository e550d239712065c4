/* ir.h — the core IR: λG (PLDI'19 Fig. 4) plus what GHC Core needs.
 *
 * A Program is what the loader builds from the plugin's JSON (one or more
 * modules, the prelude models among them) and what the engine evaluates
 * directly. Everything in it is allocated from the program's arena and lives
 * as long as the program; names are interned symbols.
 *
 * Variables are resolved at load time: an EX_VAR points at the Var that binds
 * it (a λ, let, case or alternative binder, or a Global's binder), so the
 * engine never looks names up by string. */
#ifndef LHX_IR_H
#define LHX_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "../util/arena.h"
#include "../util/intern.h"

typedef struct Type Type;
typedef struct Expr Expr;
typedef struct Var Var;
typedef struct TyCon TyCon;
typedef struct DataCon DataCon;
typedef struct Class Class;
typedef struct Global Global;
typedef struct Module Module;

/* A source range; file == 0 means "no position". Lines/columns from 1. */
typedef struct Span {
    Sym file;
    int line, col, end_line, end_col;
} Span;

/* ---- Types ------------------------------------------------------------ */

typedef enum TypeKind {
    TY_CON,    /* T a b; also classes (dictionary types) */
    TY_VAR,    /* a */
    TY_FUN,    /* a -> b (also dictionary -> b) */
    TY_FORALL, /* forall a. t */
    TY_APP,    /* m a, a type variable applied */
    TY_LIT,    /* a type-level literal */
    TY_OTHER,  /* anything else, kept as GHC's text */
} TypeKind;

struct Type {
    TypeKind kind;
    union {
        struct {
            Sym name;
            TyCon *tycon; /* resolved after loading; NULL if unknown */
            Type **args;
            uint32_t nargs;
        } con;
        Sym var;
        struct {
            Type *arg, *res;
        } fun;
        struct {
            Var *var;
            Type *body;
        } forall;
        struct {
            Type *fun;
            Type **args;
            uint32_t nargs;
        } app;
        const char *text; /* TY_LIT, TY_OTHER */
    } u;
};

/* ---- Variables -------------------------------------------------------- */

enum VarFlags {
    VAR_TYVAR = 1, /* a type variable (type λ / forall binder) */
    VAR_DICT = 2,  /* a class dictionary */
    VAR_RAW = 4,   /* a reference the translator's f_det copy must leave alone (a wrapper's call of the real code) */
};

struct Var {
    Sym id;      /* unique: qualified for globals, occ_unique for locals */
    Sym name;    /* the source name, for messages */
    Type *type;  /* for type variables: the kind */
    Span span;
    uint32_t flags;
    Global *global; /* non-NULL for top-level and external binders */
};

/* ---- Literals --------------------------------------------------------- */

typedef enum LitKind {
    LIT_INT,     /* Int# */
    LIT_WORD,    /* Word# */
    LIT_INT8, LIT_INT16, LIT_INT32, LIT_INT64,
    LIT_WORD8, LIT_WORD16, LIT_WORD32, LIT_WORD64,
    LIT_INTEGER, /* Integer (unbounded): text holds the decimal digits */
    LIT_NATURAL, /* Natural: text holds the decimal digits */
    LIT_CHAR,    /* Char#: i holds the code point */
    LIT_DOUBLE,  /* Double#: d; text/num/den exact */
    LIT_FLOAT,   /* Float# */
    LIT_STRING,  /* Addr# string: text is UTF-8, len bytes */
    LIT_NULL,    /* nullAddr# */
    LIT_RUBBISH, /* a value GHC knows is unused */
    LIT_LABEL,   /* a foreign label: text */
} LitKind;

typedef struct Literal {
    LitKind kind;
    int64_t i;        /* integral kinds that fit, chars */
    uint64_t w;       /* word kinds */
    double d;         /* floating kinds */
    const char *text; /* decimal digits (big), string bytes, label */
    uint32_t len;     /* bytes in text */
    const char *num, *den; /* exact rational of a floating literal */
} Literal;

/* ---- Expressions ------------------------------------------------------ */

typedef enum ExprKind {
    /* From GHC Core (the loader builds these) */
    EX_VAR,      /* x */
    EX_CON,      /* D, a data constructor (unapplied or head of an EX_APP) */
    EX_LIT,      /* l */
    EX_APP,      /* e e1 .. en (a spine; type arguments included) */
    EX_TYPE,     /* @t, a type argument */
    EX_COERCION, /* a coercion argument, erased */
    EX_LAM,      /* \x -> e (a type λ when x is a type variable) */
    EX_LET,      /* let [rec] x = e .. in e */
    EX_CASE,     /* case e as x of { alts } */
    EX_CAST,     /* e |> co, erased to e */
    /* λG's symbolic-execution constructs (built by the translator) */
    EX_SYMGEN,   /* ? : t */
    EX_CHOICE,   /* e □ e, counterfactual branch */
    EX_ASSUME,   /* assume e in e */
    EX_ASSERT,   /* assert e in e */
    EX_CRASH,    /* CRASH */
} ExprKind;

typedef struct Bind {
    Var *var;
    Expr *rhs;
} Bind;

typedef enum AltKind { ALT_DEFAULT, ALT_DATA, ALT_LIT } AltKind;

typedef struct Alt {
    AltKind kind;
    DataCon *con; /* ALT_DATA */
    Literal lit;  /* ALT_LIT */
    Var **bndrs;  /* ALT_DATA: the fields (existential type variables first) */
    uint32_t nbndrs;
    Expr *rhs;
} Alt;

/* What an assertion built by the translator checks, so that its failure
 * can be explained: whose contract, which part, and the variables holding
 * the call's arguments and result (bound where the assertion is evaluated). */
typedef enum AssertKind {
    ASSERT_PRECONDITION,        /* a call breaks the callee's precondition */
    ASSERT_POSTCONDITION,       /* the checked function's result breaks its type */
    ASSERT_CALLEE_POSTCONDITION, /* a callee's own code breaks its result type */
    ASSUME_ABSTRACTED,          /* (on an assume) a call replaced by a value its spec allows */
    ASSERT_TERMINATION          /* a recursive call whose termination metric does not decrease
                                   (contract: translate/termination.h's TerminationSite) */
} AssertKind;

/* What kind of failure a crash is: carried by EX_CRASH (the translator's
 * and the engine's own crash expressions) and by the engine's crash records
 * (src/engine/machine.h), so that no one has to read it out of a message. */
typedef enum CrashKind {
    CRASH_NONE,
    CRASH_CONTRACT,    /* a translator's assertion (an AssertSite) failed */
    CRASH_ASSERT,      /* assert / Lhx.Symbolic.assert on False */
    CRASH_ERROR,       /* error (a model's too, where LiquidHaskell's spec has a precondition), a bad argument */
    CRASH_UNDEFINED,   /* undefined, an absent argument used */
    CRASH_EXCEPTION,   /* errorWithoutStackTrace, throw, an exception raised (raise#) */
    CRASH_PATTERN,     /* incomplete patterns or guards, a partial record selector, a missing field or method */
    CRASH_ARITHMETIC,  /* divide by zero, a negative exponent */
    CRASH_OVERFLOW,    /* Int arithmetic overflow (minBound `div` (-1)): only with machine integers */
    CRASH_REPLAY,      /* replay disagreed with the search's script: not a failure of the program */
    CRASH_UNSUPPORTED, /* (EX_CRASH only) a limit of lhx's translation: the path stops as unsupported */
} CrashKind;

typedef struct AssertSite {
    AssertKind kind;
    const char *reason;    /* the crash reason, e.g. "precondition of die" */
    Global *function;      /* whose contract */
    Var **args;            /* the call's value arguments */
    uint32_t nargs;
    Var *result;           /* postconditions: the result */
    Var *callstack;        /* the call's HasCallStack dictionary (where the call is), or NULL */
    const void *contract;  /* the translator's record of the contract (for messages) */
} AssertSite;

struct Expr {
    ExprKind kind;
    union {
        Var *var;     /* EX_VAR */
        DataCon *con; /* EX_CON */
        Literal lit;  /* EX_LIT */
        struct {
            Expr *fun;
            Expr **args;
            uint32_t nargs;
        } app;
        Type *type; /* EX_TYPE, EX_SYMGEN */
        struct {
            Var *bndr;
            Expr *body;
        } lam;
        struct {
            bool rec;
            Bind *binds;
            uint32_t nbinds;
            Expr *body;
        } let;
        struct {
            Expr *scrut;
            Var *bndr;
            Type *type;
            Alt *alts;
            uint32_t nalts;
        } kase;
        struct {
            Expr *body;
            Type *type;
        } cast;
        struct {
            Expr *left, *right;
        } choice;
        struct {
            Expr *pred, *body;
            const struct AssertSite *site; /* EX_ASSERT: what a failure means; EX_ASSUME: an abstracted call (NULL: plain) */
        } cond; /* EX_ASSUME, EX_ASSERT */
        struct {
            CrashKind kind;
            const char *reason; /* the text a report shows */
        } crash; /* EX_CRASH */
    } u;
};

/* ---- Data types, classes ---------------------------------------------- */

typedef struct Field {
    Type *type;
    bool strict;
    Sym label; /* record field name, 0 if none */
} Field;

struct DataCon {
    Sym name; /* qualified, e.g. GHC.Types.: */
    TyCon *tycon;
    uint32_t tag; /* from 1, declaration order */
    bool infix;
    Field *fields;
    uint32_t arity;
    Var **exvars; /* existential type variables */
    uint32_t nexvars;
    Sym wrapper; /* the wrapper's name, 0 if none */
    Span span;
};

typedef enum TyConKind { TC_DATA, TC_NEWTYPE, TC_CLASS, TC_PRIM, TC_SYNONYM, TC_FAMILY, TC_OTHER } TyConKind;

struct TyCon {
    Sym name;
    Sym module;
    TyConKind kind;
    Var **tyvars;
    uint32_t ntyvars;
    DataCon **cons;
    uint32_t ncons;
    Type *synonym_rhs; /* TC_SYNONYM */
    Class *cls;        /* TC_CLASS */
    Span span;
};

typedef struct Method {
    Sym id;   /* the selector's global name */
    Sym name; /* source name */
} Method;

struct Class {
    Sym name;
    TyCon *tycon;
    DataCon *con; /* the dictionary constructor (NULL for a newtype class without one) */
    Sym con_name;
    bool is_newtype;
    Var **tyvars;
    uint32_t ntyvars;
    Type **supers;
    uint32_t nsupers;
    Method *methods;
    uint32_t nmethods;
};

typedef struct Instance {
    Sym dfun;
    Sym cls;
    Type **types;
    uint32_t ntypes;
} Instance;

/* ---- Globals and modules ---------------------------------------------- */

/* Where a global's definition comes from (docs/core-json.md, "Externals").
 * The order is the preference when two files describe the same name: a
 * higher value wins. */
typedef enum Origin {
    ORIG_NONE,             /* nothing known */
    ORIG_HOME,             /* another module of the program defines it */
    ORIG_STOPPED,          /* a model or engine primitive must supply it */
    ORIG_PRIMOP,           /* a GHC primop */
    ORIG_PRIMITIVE,        /* implemented by the engine (resolved by linking) */
    ORIG_SELECTOR,         /* class method selector */
    ORIG_RECORD_SELECTOR,  /* record field selector */
    ORIG_UNFOLDING,        /* definition from an interface file */
    ORIG_DATACON_WRAPPER,  /* data constructor wrapper */
    ORIG_MODEL,            /* replaced by a prelude model (resolved by linking) */
    ORIG_MODULE,           /* defined in a loaded module */
} Origin;

typedef struct RecSelField {
    DataCon *con;
    uint32_t index;
} RecSelField;

struct Global {
    Var *var;    /* the binder; var->id is the qualified name */
    uint32_t uid; /* dense number from 0, for per-run tables (the engine's global cells) */
    Sym module;  /* defining module */
    Origin origin;
    Expr *rhs;   /* the definition, when there is one */
    bool rec;    /* part of a recursive group */
    bool exported;  /* the module's export list exports it (docs/core-json.md) */
    bool generated; /* GHC wrote its code: a record selector, a derived or default instance method */
    Module *owner;  /* the loaded module that defines it (ORIG_MODULE) */
    Sym primop;     /* ORIG_PRIMOP, ORIG_PRIMITIVE: its name */
    Sym cls;        /* ORIG_SELECTOR: the class */
    uint32_t index; /* ORIG_SELECTOR: field of the dictionary */
    RecSelField *recsel; /* ORIG_RECORD_SELECTOR */
    uint32_t nrecsel;
    Global *model;  /* ORIG_MODEL: the model's global */
    const char *reason; /* ORIG_NONE: why */
    Global *wraps;  /* the translator's assertion function or checked copy of a global (lhx.assert.f, lhx.det.f): f, the same function with its contract or calls checked */
};

struct Module {
    Sym name;
    const char *file;  /* the Haskell source */
    bool is_prelude;   /* a prelude model module */
    Global **binds;    /* top-level binders in source order */
    uint32_t nbinds;
    Instance *insts;
    uint32_t ninsts;
};

typedef struct Program {
    Arena arena;
    Interner syms;
    SymMap globals;  /* qualified name -> Global* (external and exported names) */
    SymMap tycons;   /* name -> TyCon* */
    SymMap datacons; /* name -> DataCon* */
    SymMap classes;  /* name -> Class* */
    Module **modules;
    uint32_t nmodules, cap_modules;
    uint32_t nglobals; /* Global uids handed out */
    uint32_t nfresh;   /* variables made by var_fresh, for their unique ids */
} Program;

void program_init(Program *p);
void program_free(Program *p);
Module *program_add_module(Program *p, Sym name, const char *file);

/* Look-ups by qualified name (NULL if absent). */
Global *program_global(const Program *p, const char *name);
TyCon *program_tycon(const Program *p, const char *name);
DataCon *program_datacon(const Program *p, const char *name);
/* A loaded module's top-level binder by its source name (e.g. "zip"). */
Global *module_binder(const Program *p, const Module *m, const char *name);
/* Is g defined in one of the program's own modules (not a library's, not
 * a prelude model's)? */
bool global_in_program(const Global *g);
/* The module a user asked for: the first non-prelude module. */
Module *program_main_module(const Program *p);

/* Constructors used by the loader and, later, the translator. */
Expr *expr_new(Program *p, ExprKind kind);
Type *type_new(Program *p, TypeKind kind);
/* A primitive array `Array# a` as `[a]`, the list of its elements the engine
 * holds it as (lhx's model of Data.Vector keeps them there); any other type
 * unchanged. */
Type *type_array_as_list(Program *p, Type *t);
/* Calls visit on every subexpression of e (e first). */
typedef void (*ExprVisit)(const Expr *e, void *ctx);
void expr_visit(const Expr *e, ExprVisit visit, void *ctx);
/* Is t the type of a class dictionary: a class applied to types (Ord a),
 * or an implicit parameter (GHC.Classes.IP, as in HasCallStack)? Core
 * passes dictionaries as ordinary arguments after the type arguments. */
bool type_is_dictionary(const Program *p, const Type *t);
/* Is t type equality evidence (a ~# b, a ~R# b, a ~ b): the coercion fields
 * Core gives a GADT constructor for its result's type indices, which the
 * source's constructor does not have as fields. */
bool type_is_equality(const Program *p, const Type *t);
/* Is tc a GADT: has one of its constructors equality evidence? */
bool tycon_has_evidence(const Program *p, const TyCon *tc);
/* The number of dc's fields that are neither equality evidence nor class
 * dictionaries (a constructor's context, `Eq a => C a`): the fields the
 * source writes, which a refined data declaration refines. */
uint32_t datacon_source_arity(const Program *p, const DataCon *dc);
/* The index among dc's Core fields of the source's field j (as counted by
 * datacon_source_arity); dc->arity if there is none. */
uint32_t datacon_source_field(const Program *p, const DataCon *dc, uint32_t j);
/* Does type variable v occur in t (conservatively: yes in GHC's text)? */
bool type_mentions_var(const Type *t, Sym v);
/* Is tc's type argument i a phantom: no constructor holds a value whose
 * type mentions it (equality evidence aside: `BlobXVal :: EntityField
 * Int` fixes it, holding nothing of it)? */
bool tycon_index_phantom(const Program *p, const TyCon *tc, uint32_t i);
/* Is t a call stack dictionary: HasCallStack (GHC keeps the synonym in
 * types) or ?callStack :: CallStack? */
bool type_is_call_stack(const Program *p, const Type *t);
Var *var_new(Program *p, Sym id, Sym name, Type *type);
/* A new Global with its binder (not registered in p->globals). */
Global *global_new(Program *p, Sym id, Sym name, Type *type);

/* Small builders for the translator and the entry builder. */
Expr *expr_var(Program *p, Var *v);
/* fn applied to args[0..n); fn itself when n is 0. */
Expr *expr_app(Program *p, Expr *fn, Expr *const *args, uint32_t n);
Expr *expr_lam(Program *p, Var *bndr, Expr *body);
/* let x = rhs in body (not recursive) */
Expr *expr_let1(Program *p, Var *x, Expr *rhs, Expr *body);
/* A new local variable named `name` (for messages) with a unique id. */
Var *var_fresh(Program *p, const char *name, Type *type);

/* GHC's names for desugared patterns (ds, ds1, …) say nothing to a reader. */
bool name_is_generated(const char *name);
/* The source name of a global's index-th value parameter (type and
 * dictionary λs are skipped; lets and casts between the λs are looked
 * through), or NULL when there is none or GHC invented it. */
const char *global_param_name(const Program *p, const Global *g, uint32_t index);

const char *origin_name(Origin o);
const char *tycon_kind_name(TyConKind k);
/* The occurrence part of a qualified name: "map" for "GHC.Base.map", "." for
 * "GHC.Base..", the whole string for a local name. */
const char *name_occ(const char *qualified);
/* Strips casts: Core's casts are erased by the engine. */
Expr *expr_uncast(Expr *e);

#endif
