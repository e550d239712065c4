/* spec_env.h — every specification that applies to a program, resolved
 * against its Core.
 *
 * Reads the {-@ @-} annotations of the user's modules, lhx's library specs
 * (share/specs/M.spec: module M's functions) and the user's --spec files;
 * links aliases; and resolves each signature to the Global it describes,
 * each measure to an IR function (a Haskell function lifted by `measure f`,
 * or one built from the measure's equations), each refined data declaration
 * and invariant to its type constructor. The translator (contract.c,
 * wrap.c) works from this. */
#ifndef LHX_SPEC_ENV_H
#define LHX_SPEC_ENV_H

#include "../src/core/ir.h"
#include "../src/util/diag.h"
#include "spec_ast.h"

/* A function's refinement type. */
typedef struct Contract {
    Global *g;
    const SpecType *type;   /* aliases expanded */
    const SpecDecl *decl;   /* the signature as written (messages) */
    const SpecFile *file;
    uint32_t file_index;    /* its file in SpecEnv.files (measure scope) */
    bool library;           /* from lhx's specs or --spec: trusted code */
    bool assumed;           /* `assume f :: t`: trusted, never checked */
    bool constructor;       /* a refined data constructor's field types */
    Var *local;             /* a local (where/let) binder's signature: that binder */
    Global *enclosing;      /* and the top-level binder it is local to */
    Global *argument_of;    /* a function-typed argument's type: the function whose argument it is */
    DataCon *con;           /* for constructors */
    char *text;             /* the signature printed back, for messages */
    /* made by the translator on first use */
    Global *assertion;      /* g^a */
    Global *counterfactual; /* ĝ (g^a itself when g is not abstracted) */
    AssertSite *pre_site, *post_site;
} Contract;

/* A refined data declaration. */
typedef struct DataSpec {
    TyCon *tycon;
    const SpecDecl *decl;
    uint32_t file_index;
} DataSpec;

typedef struct Invariant {
    TyCon *tycon;
    const SpecType *type; /* {v:T | p}, expanded */
    uint32_t file_index;
} Invariant;

typedef struct SpecEnv {
    Program *p;
    Module *module;       /* the checked module */
    Arena arena;          /* the specs' syntax trees */
    Diag *diag;
    SpecFile **files;     /* user modules first, then --spec files, then lhx's */
    bool *library;        /* per file */
    uint32_t nfiles, nuser;
    SymMap *measures;     /* per file: measure name -> Global* */
    Contract **contracts;
    uint32_t ncontracts, cap_contracts;
    SymMap contract_of;   /* Global id -> Contract* */
    SymMap local_contract_of; /* local binder id -> Contract* */
    DataSpec *datas;
    uint32_t ndatas;
    Invariant *invariants;
    uint32_t ninvariants;
    SymMap walkers;       /* TyCon name -> Global* walker (translator's cache) */
    SymMap ignored;       /* names given `ignore` or `lazy`: binder name -> 1 */
    SpecFlags flags;      /* the checked module's LIQUID pragmas */
    char **warnings;      /* `file:line:col: warning: …` lines for the user (malloc'd) */
    uint32_t nwarnings;
} SpecEnv;

typedef struct SpecEnvOptions {
    const char *specs_dir;        /* lhx's library specs (NULL: none) */
    const char *const *extra;     /* --spec FILEs */
    uint32_t nextra;
} SpecEnvOptions;

/* Reads and resolves everything; false with diag set on a parse error, an
 * unknown name, or an unsupported construct (its position). */
bool spec_env_load(SpecEnv *env, Program *p, Module *m, const SpecEnvOptions *opt, Diag *diag);
void spec_env_free(SpecEnv *env);

/* The contract of a global, or NULL. */
Contract *spec_env_contract(const SpecEnv *env, const Global *g);
/* A measure visible from file `file_index`: its own, the user's, then the
 * libraries'. NULL if none. */
Global *spec_env_measure(const SpecEnv *env, uint32_t file_index, Sym name);
/* The refined data declaration of a type constructor, or NULL. */
const DataSpec *spec_env_data(const SpecEnv *env, const TyCon *tc);
/* The module a library spec file describes: its name without ".spec"
 * (specs/GHC.List.spec: GHC.List). In the env's arena. */
const char *spec_env_file_module(SpecEnv *env, uint32_t file);
/* A type constructor named in a spec (unqualified, or qualified), or NULL. */
TyCon *spec_env_tycon(const SpecEnv *env, Sym name);

#endif
