/* ast.h — the abstract syntax of LiquidHaskell specifications.
 *
 * What the spec parser produces and the translator (pre/post/toExp of the
 * paper, §5) consumes. Every node is allocated in the caller's arena and
 * carries the source position (file, line, column) of its first token, so
 * that any later message can point at the .hs/.lhs/.spec text the user wrote.
 *
 * Three layers:
 *   SpecExpr  the refinement logic (predicates and expressions are one
 *             syntactic class, as in LiquidHaskell: `v` may be a Bool);
 *   SpecType  refinement types: functions with binders, refined base types,
 *             Haskell types, forall, class constraints, value arguments of
 *             type aliases;
 *   SpecDecl  one declaration of an annotation (signature, alias, measure,
 *             data, pragma, ...).
 *
 * Names are interned symbols (Sym); operators are stored without their
 * parentheses (`++` for `(++)`) and qualified names whole (`Data.Set.Set`).
 *
 * Alias applications (`ListN a {1 + size xs}`, `Btwn 0 v 10`) are parsed as
 * ordinary type-constructor / function applications, because an alias may
 * be declared after its use or in another file; spec_link_aliases
 * (alias.h) later marks them (SpecType.u.con.alias, SpecExpr.alias) and
 * turns value arguments written as plain names into ST_EXPR nodes. */
#ifndef LHX_SPEC_AST_H
#define LHX_SPEC_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../util/arena.h"
#include "../util/intern.h"

/* A source position: 1-based line and column (tabs to multiples of 8, as
 * GHC counts them; a UTF-8 character is one column). */
typedef struct SpecPos {
    const char *file;
    int line, col;
} SpecPos;

typedef struct SpecExpr SpecExpr;
typedef struct SpecType SpecType;
typedef struct SpecDecl SpecDecl;

/* Deepest nesting the parser accepts (brackets, operator chains, arrows);
 * deeper input is an error, never a stack overflow. */
#define SPEC_MAX_DEPTH 200

/* ---------------------------------------------------------------- logic */

typedef enum SpecExprKind {
    SE_INT,    /* 42, 0x2A: text as written, value if it fits an int64 */
    SE_FLOAT,  /* 2.5, 1e-3 */
    SE_STRING, /* "abc" (decoded) */
    SE_CHAR,   /* 'a' */
    SE_BOOL,   /* true, false */
    SE_VAR,    /* x, size, Emp, N (alias value parameter), [] , () */
    SE_APP,    /* size xs; Set_cup a b; also infix uses of user operators and
                  backquoted functions (x `Set_mem` s, xs ++ ys) */
    SE_BIN,    /* built-in connectives, relations and arithmetic */
    SE_NOT,    /* not p */
    SE_NEG,    /* -e */
    SE_PROP,   /* Prop e and ? e: the Bool e as a proposition */
    SE_ITE,    /* if p then e1 else e2 */
} SpecExprKind;

typedef enum SpecBinOp {
    SB_IFF, /* <=> */
    SB_IMP, /* => or ==> */
    SB_OR,  /* || */
    SB_AND, /* && */
    SB_EQ,  /* = or == */
    SB_NE,  /* /= or != */
    SB_LT,
    SB_LE,
    SB_GT,
    SB_GE,
    SB_ADD,
    SB_SUB,
    SB_MUL,
    SB_DIV,
    SB_MOD, /* mod or `mod` */
} SpecBinOp;

typedef enum SpecAssoc { SPEC_ASSOC_NONE, SPEC_ASSOC_LEFT, SPEC_ASSOC_RIGHT } SpecAssoc;

/* How an SE_APP was written (the meaning is always fn applied to args). */
typedef enum SpecAppForm {
    SPEC_APP_PREFIX,    /* f a b (also the old f(a, b)) */
    SPEC_APP_OPERATOR,  /* a ++ b: fn is the operator's SE_VAR */
    SPEC_APP_BACKQUOTE, /* a `f` b */
    SPEC_APP_TUPLE,     /* (a, b): fn is the tuple constructor (,) */
    SPEC_APP_LIST,      /* [a, b]: a chain of (:) cells, each marked, ending in [] */
} SpecAppForm;

struct SpecExpr {
    SpecExprKind kind;
    SpecPos pos;
    int height; /* 1 for leaves; bounded by SPEC_MAX_DEPTH */
    /* The predicate/expression alias this name or application refers to
     * (set by spec_link_aliases; NULL otherwise). */
    const SpecDecl *alias;
    union {
        struct {
            const char *text; /* as written */
            int64_t value;
            bool fits; /* value is exact */
        } int_lit;
        struct {
            const char *text;
            double value;
        } float_lit;
        struct {
            const char *chars; /* decoded, NUL-terminated */
            size_t len;
        } str;
        uint32_t ch;   /* SE_CHAR: a Unicode code point */
        bool boolean;  /* SE_BOOL */
        struct {
            Sym name;
            bool is_con; /* starts upper-case or is [] / () / a :operator */
        } var;
        struct {
            SpecExpr *fn; /* SE_VAR in practice */
            SpecExpr **args;
            size_t nargs;
            SpecAppForm form;
            int prec;        /* for infix forms: fixity x10 (see parse.h) */
            SpecAssoc assoc; /* for infix forms */
        } app;
        struct {
            SpecBinOp op;
            bool alt; /* written ==, !=, ==> or `mod` rather than =, /=, =>, mod */
            SpecExpr *lhs, *rhs;
        } bin;
        SpecExpr *arg; /* SE_NOT, SE_NEG */
        struct {
            SpecExpr *arg;
            bool question; /* ? e rather than Prop e */
        } prop;
        struct {
            SpecExpr *cond, *then_, *else_;
        } ite;
    } u;
};

/* ---------------------------------------------------------------- types */

typedef enum SpecTypeKind {
    ST_VAR,        /* a (a type variable, or a value argument not yet linked) */
    ST_CON,        /* T a b: type constructor or alias, possibly applied;
                      also a type variable applied to arguments (m a) */
    ST_LIST,       /* [t] */
    ST_TUPLE,      /* (t1, t2), (x::t1, t2) dependent pair, () when n == 0 */
    ST_FUN,        /* x:t1 -> t2, binder optional */
    ST_REFINE,     /* {v:B | p}, {v | p} (base omitted), {p} (binder omitted) */
    ST_FORALL,     /* forall a b. t */
    ST_CONSTRAINT, /* Ord a => t, (Ord a, Eq b) => t */
    ST_EXPR,       /* a value argument of an alias: {1 + size xs}, 3, n */
    ST_HOLE,       /* _ */
    ST_ABSREF,     /* abstract refinements applied: Int<p>, a<p x>, [a]<p>, T <p, q> a, T a <<p>> */
} SpecTypeKind;

/* An abstract refinement parameter `p :: a -> a -> Bool` of a forall or a
 * data declaration: a predicate over values of the argument types. */
typedef struct SpecAbsParam {
    SpecPos pos;
    Sym name;
    SpecType *sort;  /* the whole sort as written, arguments then Bool (or Prop) */
    SpecType **args; /* the sort's argument types (into sort) */
    size_t nargs;    /* the predicate's arity, >= 1 */
} SpecAbsParam;

typedef enum SpecAbsArgKind {
    SA_PRED,   /* p, p x, p (i + 1): an abstract refinement in scope, applied to some arguments */
    SA_LAMBDA, /* {\x y -> e}: a concrete predicate (a parameter `_` is 0) */
    SA_TYPE,   /* \h -> {v:a | v >= h}, {v:a | v = w}: the last argument is the value of the type */
} SpecAbsArgKind;

/* One argument between < and >: what instantiates an abstract refinement,
 * or (on a type without abstract refinements of its own) what refines the
 * value. */
typedef struct SpecAbsArg {
    SpecAbsArgKind kind;
    SpecPos pos;
    SpecExpr *pred;  /* SA_PRED: an SE_VAR or an SE_APP of one */
    Sym *params;     /* SA_LAMBDA, SA_TYPE */
    size_t nparams;
    SpecExpr *body;  /* SA_LAMBDA */
    SpecType *type;  /* SA_TYPE */
} SpecAbsArg;

/* A bound on abstract refinements, {x::a<p>, y::a<q> |- a <: {v:a | x <= y}}
 * or {a<p> <: a<r>}: for all values of the binders' types, every value of
 * `sub` is one of `sup`. */
typedef struct SpecBound {
    SpecPos pos;
    Sym *binders;
    SpecType **types;
    size_t n;
    SpecType *sub, *sup;
} SpecBound;

struct SpecType {
    SpecTypeKind kind;
    SpecPos pos;
    int height;
    union {
        Sym var; /* ST_VAR */
        struct {
            Sym name;         /* "[]" for the bare list constructor */
            bool head_is_var; /* m a */
            SpecType **args;
            size_t nargs;
            const SpecDecl *alias; /* the type alias applied (spec_link_aliases) */
        } con;
        SpecType *elem; /* ST_LIST */
        struct {
            SpecType **elems;
            Sym *binders; /* binders[i] == 0: none */
            size_t n;
        } tuple;
        struct {
            Sym binder; /* 0: none */
            SpecType *arg, *res;
        } fun;
        struct {
            Sym binder;     /* 0 in the {p} form */
            SpecType *base; /* NULL in the {v | p} and {p} forms: the Haskell type */
            SpecExpr *pred;
            /* {B | p}: no binder written; binder is the enclosing argument's
             * (x:{Int | x > 0}, a named field) or else v */
            bool implicit;
        } refine;
        struct {
            Sym *vars;
            size_t nvars;
            SpecAbsParam *aparams; /* forall a <p :: a -> Bool>. */
            size_t naparams;
            SpecBound *bounds; /* written after the '.', before the body */
            size_t nbounds;
            SpecType *body;
        } forall;
        struct {
            SpecType **constraints; /* each an ST_CON like Ord a */
            size_t n;
            SpecType *body;
        } constraint;
        struct {
            SpecExpr *expr;
            bool braced; /* written {e} */
        } expr;
        struct {
            SpecType *base; /* Int, a, [a], (a, b), T a (the arguments after the <...>) */
            SpecAbsArg *args;
            size_t nargs;
            bool whole; /* written T a <<p>>: refines the value even if T has abstract refinements */
        } absref;
    } u;
};

/* ---------------------------------------------------------------- measures, data */

typedef enum SpecPatKind { SP_VAR, SP_WILD, SP_CON, SP_TUPLE } SpecPatKind;

/* A pattern of a measure equation: x, _, Emp, (x :+: xs), (C a b), [], (a, b). */
typedef struct SpecPat {
    SpecPatKind kind;
    SpecPos pos;
    Sym name; /* SP_VAR, SP_CON ("[]", "()", ":" included) */
    struct SpecPat **args;
    size_t nargs;
    bool infix; /* SP_CON written a `op` b / x :+: xs */
} SpecPat;

/* `m pat... = body` or the raw form `m pat... = {v | p}`. */
typedef struct SpecMeasureEq {
    SpecPos pos;
    Sym name;
    SpecPat **pats;
    size_t npats;
    Sym body_binder; /* v of the {v | p} form, else 0 */
    SpecExpr *body;
} SpecMeasureEq;

typedef struct SpecField {
    SpecPos pos;
    Sym name; /* 0: positional */
    SpecType *type;
} SpecField;

typedef struct SpecCtor {
    SpecPos pos;
    Sym name;
    bool is_operator; /* (:+:) or written infix */
    bool record;      /* fields are named */
    SpecField *fields;
    size_t nfields;
    SpecType *gadt_type; /* GADT-style `C :: t`; fields empty then, unless gadt_fields */
    bool gadt_fields;    /* C :: x:t1 -> T a: fields x :: t1 read from gadt_type */
    bool gadt_result;    /* … and the result is refined, C :: x:t1 -> {v:T a | p}: gadt_type is its contract */
} SpecCtor;

/* ---------------------------------------------------------------- declarations */

typedef enum SpecDeclKind {
    SD_SIG,         /* f :: t, assume f :: t, assert f :: t, (++) :: t */
    SD_LAZY,        /* lazy f */
    SD_INLINE,      /* inline f */
    SD_REFLECT,     /* reflect f */
    SD_IGNORE,      /* ignore f: f is not checked */
    SD_FAIL,        /* fail f: f is expected to be unsafe */
    SD_AUTOSIZE,    /* autosize T: T's values have a size (termination) */
    SD_TYPE_ALIAS,  /* type ListN a N = t */
    SD_PRED_ALIAS,  /* predicate Btwn Lo V Hi = p (or `expression`) */
    SD_MEASURE,     /* measure m; measure m :: t + equations */
    SD_INVARIANT,   /* invariant {v:T | p} */
    SD_DATA,        /* data / newtype with refinements */
    SD_PRAGMA,      /* LIQUID "--flag" */
    SD_INFIX,       /* infixl 9 +++ (also fixes how later refinements parse) */
    SD_CLASS,       /* class C a where methods; instance C T where methods */
    SD_QUALIF,      /* qualif Q(v:Int, x:a): p (kept for the inference of unsigned helpers) */
    SD_DECREASE,    /* decrease f 1 2: the decreasing arguments (termination) */
    SD_USING,       /* using (T) as {v:T | p}: a local invariant of T */
    SD_IGNORED,     /* include, embed, data variance, bound, rewrite, autosize, ... */
} SpecDeclKind;

typedef enum SpecSigKind { SPEC_SIG_CHECKED, SPEC_SIG_ASSUME, SPEC_SIG_ASSERT } SpecSigKind;

/* How a measure was declared. */
typedef enum SpecMeasureKind {
    SPEC_MEASURE_PLAIN,    /* measure m ... */
    SPEC_MEASURE_CLASS,    /* class measure m :: t: one name for the instance measures */
    SPEC_MEASURE_INSTANCE, /* instance measure m :: t + equations: m on one type (merged per file) */
} SpecMeasureKind;

typedef struct SpecAliasParam {
    Sym name;
    bool is_value; /* upper-case: a value parameter; lower-case: a type parameter */
} SpecAliasParam;

struct SpecDecl {
    SpecDeclKind kind;
    SpecPos pos;
    union {
        struct {
            SpecSigKind sig_kind;
            Sym name;
            bool is_operator; /* declared as (op) */
            SpecPos name_pos;
            SpecType *type;
            SpecExpr **metric; /* / [e1, e2]: lexicographic termination metric */
            size_t nmetric;
            bool has_metric;
        } sig;
        struct {
            Sym name;
            bool is_operator;
        } name; /* SD_LAZY, SD_INLINE, SD_REFLECT, SD_IGNORE, SD_FAIL, SD_AUTOSIZE */
        struct {
            Sym name;
            SpecAliasParam *params;
            size_t nparams;
            SpecType *body;
        } type_alias;
        struct {
            Sym name;
            Sym *params;
            size_t nparams;
            SpecExpr *body;
            bool expression_kw; /* declared with `expression` */
        } pred_alias;
        struct {
            Sym name;
            SpecType *type; /* NULL: a Haskell function lifted by `measure m` */
            SpecMeasureEq **eqs;
            size_t neqs;
            SpecMeasureKind measure_kind;
            bool is_operator; /* measure (<>) */
        } measure;
        SpecType *invariant;
        struct {
            bool is_newtype;
            bool gadt; /* `where` form */
            Sym name;
            Sym *tyvars;
            size_t ntyvars;
            SpecType **indices; /* a data family instance (data F Int a where): its arguments; else NULL */
            size_t nindices;
            SpecType *kind;   /* data T :: * -> * where: the kind written, or NULL */
            bool size_only;   /* data size (T a) m: only the termination measure, no constructors */
            Sym size_measure; /* data List [size] a: 0 if none */
            SpecAbsParam *aparams; /* data L a <p :: a -> a -> Bool> */
            size_t naparams;
            SpecCtor *ctors;
            size_t nctors;
        } data;
        struct {
            const char *text; /* the string, decoded */
        } pragma;
        struct {
            SpecAssoc assoc; /* infix: NONE */
            int prec;        /* 0..9 as written */
            Sym *ops;
            bool *backquoted;
            size_t nops;
        } infix;
        struct {
            bool instance;      /* instance C T where (else class C a where) */
            SpecType *head;     /* C a, C T, with a context: Eq a => C a */
            Sym name;           /* the class */
            SpecDecl **methods; /* SD_SIG each */
            size_t nmethods;
        } klass;
        struct {
            Sym name;
            Sym *params;       /* v, x, ... */
            SpecType **sorts;  /* per param: its sort as written (Int, a, List a) */
            size_t nparams;
            SpecExpr *body;
            bool braced;       /* the newer form Q(v:Int) { p } rather than Q(v:Int) : p */
        } qualif;
        struct {
            Sym name;
            int *args; /* 1-based argument positions */
            size_t nargs;
        } decrease;
        struct {
            SpecType *type;      /* the T of using (T) */
            SpecType *invariant; /* {v:T | p} */
        } using_;
        struct {
            const char *keyword; /* "include", "embed", "data variance", ... */
            const char *text;    /* the declaration as written */
        } ignored;
    } u;
};

/* The LIQUID pragmas of a file. */
typedef struct SpecFlags {
    bool no_termination;  /* --no-termination (--notermination) */
    bool totality;        /* --totality */
    bool no_totality;     /* --no-totality */
    bool short_names;     /* --short-names */
    bool prune_unsorted;  /* --prune-unsorted */
    bool higherorder;     /* --higherorder */
    bool exact_data_cons; /* --exact-data-cons (--exactdc) */
    bool reflection;      /* --reflection */
    bool ple;             /* --ple */
    bool total_haskell;   /* --total-Haskell: totality and termination, --no-termination overridden */
    bool structural;      /* --structural: structural recursion (lhx always accepts it) */
    bool bscope;          /* --bscope: an outer binder is in scope in the refinements inside its type */
    const char **all;     /* every flag, in order */
    size_t nall;
    const char **unknown; /* flags lhx does not know: the caller decides */
    size_t nunknown;
} SpecFlags;

typedef struct SpecFile {
    const char *path;
    SpecDecl **decls; /* in source order */
    size_t ndecls;
    SpecFlags flags;
} SpecFile;

/* ---------------------------------------------------------------- construction
 * Small constructors shared by the parser, the alias linker and the tests.
 * They compute height; callers check it against SPEC_MAX_DEPTH. */

SpecExpr *spec_expr_new(Arena *a, SpecExprKind kind, SpecPos pos);
SpecType *spec_type_new(Arena *a, SpecTypeKind kind, SpecPos pos);
SpecDecl *spec_decl_new(Arena *a, SpecDeclKind kind, SpecPos pos);
/* Does name occur in e (as a variable or an applied function)? */
bool spec_expr_mentions(const SpecExpr *e, Sym name);
/* Reads the fields of GADT-style constructor c of type `type` off its
 * signature t (sets gadt_fields, and gadt_result when the result is
 * refined); leaves c alone when t's result is another type. */
void spec_ctor_gadt_fields(Arena *a, Sym type, SpecCtor *c, SpecType *t);
/* Recomputes e->height / t->height from the children. */
void spec_expr_fix_height(SpecExpr *e);
void spec_type_fix_height(SpecType *t);

/* A growable array of pointers living in an arena (the old buffer is left
 * behind when it grows: at most twice the final size is used). */
typedef struct SpecVec {
    void **items;
    size_t len, cap;
} SpecVec;
void spec_vec_push(Arena *a, SpecVec *v, void *item);

/* Names of kinds, for messages and tests. */
const char *spec_decl_kind_name(SpecDeclKind k);
const char *spec_binop_text(SpecBinOp op, bool alt);

#endif
