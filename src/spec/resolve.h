/* resolve.h — every specification that applies to a program, resolved
 * against its Core: the spec the translator reads.
 *
 * Loading reads the {-@ @-} annotations of the user's modules, the user's
 * --spec files and lhx's library specs (share/specs/M.spec: module M's
 * functions); links their aliases (alias.h); and resolves each name to
 * what it stands for in Core (names.h):
 *   - each signature to the Global it describes (a top-level binder, an
 *     imported function), or to a where/let binder and its enclosing
 *     function, with its type's aliases expanded (expand.h);
 *   - each refined class method signature to the method's selector, the
 *     instances' methods and the default method, and each refined
 *     instance method signature to that instance's method (classes.h);
 *   - each refined data declaration to its type constructor, and each
 *     refined constructor to a contract of its own;
 *   - each measure name to the Haskell function it lifts, or to its
 *     equations (which the translator turns into a function);
 *   - invariants, LIQUID flags, `ignore`d and `lazy` names, and warnings.
 * Nothing is translated, and nothing is added to the Program but names in
 * its interner. Once loaded the Spec is immutable: the translator (translate/) keeps what it builds from
 * it in a context of its own. */
#ifndef LHX_SPEC_RESOLVE_H
#define LHX_SPEC_RESOLVE_H

#include "../core/ir.h"
#include "../util/diag.h"
#include "ast.h"

/* A function's refinement type. */
typedef struct Contract {
    Global *g;             /* the function; NULL for a constructor's and a local binder's (see con, local) */
    const SpecType *type;  /* aliases expanded */
    const SpecDecl *decl;  /* the declaration as written (messages) */
    const SpecFile *file;
    uint32_t file_index;   /* its file in Spec.files (measure scope) */
    uint32_t index;        /* its place in Spec.contracts (the translator's tables) */
    bool library;          /* from lhx's specs: trusted code */
    bool assumed;          /* `assume f :: t`: trusted, never checked */
    bool constructor;      /* a refined data constructor's field types */
    DataCon *con;          /* for constructors */
    const SpecCtor *ctor;  /* and the constructor as declared (a signature's read as a GADT-style one) */
    Var *local;            /* a local (where/let) binder's signature: that binder */
    Expr *local_rhs;       /* what it is bound to */
    Global *enclosing;     /* and the top-level binder it is local to */
    Global *argument_of;   /* a function-typed argument's type (made by the translator): whose argument */
    bool field;            /* and that argument is a refined data constructor's field (argument_of: the constructor) */
    bool inferred;         /* no signature: the type lhx infers as LiquidHaskell would (made by the translator) */
    char *text;            /* the signature printed back, for messages */
} Contract;

/* A measure name of one spec file. */
typedef struct Measure {
    Sym name;
    uint32_t file_index;
    uint32_t index;        /* its place in Spec.measures (the translator's tables) */
    const SpecDecl *decl;  /* its declaration */
    Global *function;      /* the Haskell function it is (`measure f`, inline, reflect, a library's); NULL: equations */
} Measure;

/* A refined data declaration. */
typedef struct DataSpec {
    TyCon *tycon;
    const SpecDecl *decl;
    uint32_t file_index;
} DataSpec;

typedef struct Invariant {
    TyCon *tycon;
    const SpecType *type;  /* {v:T | p}, expanded */
    uint32_t file_index;
    bool checked;          /* `using (T) as …`: checked where T values are built; an `invariant` never is */
} Invariant;

typedef struct Spec {
    Program *p;
    Module *module;           /* the checked module */
    Arena arena;              /* the specs' syntax trees and everything resolved */
    SpecFile **files;         /* user modules first, then --spec files, then lhx's */
    bool *library;            /* per file */
    const char **modules;     /* per file: the module a --spec or library file describes (its name); NULL for user modules */
    uint32_t nfiles, nuser;
    Measure **measures;       /* every measure declaration, in file and source order */
    uint32_t nmeasures;
    SymMap *measure_of;       /* per file: name -> Measure* (the last of that name) */
    Contract **contracts;     /* in file and source order */
    uint32_t ncontracts;
    SymMap contract_of;       /* Global id (a constructor's wrapper's too) -> Contract* */
    SymMap local_contract_of; /* local binder id -> Contract* */
    SymMap con_contract_of;   /* DataCon name -> Contract* */
    SymMap class_contract_of; /* instance method with a type of its own: Global id -> its class's Contract* */
    DataSpec *datas;
    uint32_t ndatas;
    Invariant *invariants;
    uint32_t ninvariants;
    SymMap ignored;           /* names given `ignore` (not checked): binder name -> 1 */
    SymMap lazy;              /* names given `lazy` (no termination check): binder name -> 1 */
    SymMap failing;           /* names given `fail` (expected to be rejected): binder name -> 1 */
    SymMap refined_dicts;     /* dictionary functions holding a method with a contract: Global id -> 1 */
    SpecFlags flags;          /* the checked module's LIQUID pragmas */
    char **warnings;          /* `file:line:col: warning: …` lines for the user (malloc'd) */
    uint32_t nwarnings;
} Spec;

typedef struct SpecLoadOptions {
    const char *specs_dir;        /* lhx's library specs (NULL: none) */
    const char *const *extra;     /* --spec FILEs */
    uint32_t nextra;
    const char *const *flags;     /* LIQUID flags of the project (its ghc-options), before the module's own */
    uint32_t nflags;
} SpecLoadOptions;

/* Reads and resolves everything; false with diag set on a parse error, an
 * unknown name, or an unsupported construct (its position). */
bool spec_load(Spec *s, Program *p, Module *m, const SpecLoadOptions *opt, Diag *diag);
void spec_free(Spec *s);

/* The contract of a global (or of a refined constructor's wrapper), or NULL. */
const Contract *spec_contract(const Spec *s, const Global *g);
/* The class's type of an instance's method that has a type of its own
 * (its contract), or NULL: the method must meet both. */
const Contract *spec_class_contract(const Spec *s, const Global *g);
/* Does dfun (an instance's dictionary function) hold a method with a
 * contract (a refined class or instance method)? */
bool spec_refined_dictionary(const Spec *s, const Global *dfun);
/* The contract of a where/let binder, or NULL. */
const Contract *spec_local_contract(const Spec *s, const Var *v);
/* The contract of a refined data constructor, or NULL. */
const Contract *spec_con_contract(const Spec *s, const DataCon *dc);
/* A measure visible from file `file_index`: its own, then the first
 * file's (in Spec.files order) that has one by that name. NULL if none. */
const Measure *spec_measure(const Spec *s, uint32_t file_index, Sym name);
/* A measure in scope as Haskell scopes names: file_index's own, then the
 * other files of its side (the user's files and --spec files for a user
 * file, lhx's library files for a library one). NULL if none: a user's
 * own function of that name then comes before a library measure. */
const Measure *spec_measure_near(const Spec *s, uint32_t file_index, Sym name);
/* The measure `name` of the library spec files describing module `module`
 * (the file of module M, or of a module inside it: Data.Set names
 * Data.Set.Internal), or NULL. */
const Measure *spec_library_measure(const Spec *s, const char *module, Sym name);
/* The refined data declaration of a type constructor, or NULL. */
const DataSpec *spec_data(const Spec *s, const TyCon *tc);
/* A type constructor named in a spec (names.h), or NULL. */
TyCon *spec_tycon(const Spec *s, Sym name);
/* The same, seen from spec file `file`: in lhx's library files, never a
 * type of the user's modules. */
TyCon *spec_file_tycon(const Spec *s, uint32_t file, Sym name);

#endif
