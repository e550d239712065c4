/* resolve.c — see resolve.h. */
#include "resolve.h"
#include "../source/source.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"
#include "alias.h"
#include "classes.h"
#include "expand.h"
#include "names.h"
#include "print.h"
#include "query.h"
#include "read.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Reading the files ---------------------------------------------------- */

static bool add_file(Spec *s, const char *path, bool library, Diag *diag) {
    SpecFile *f = spec_parse_file(path, &s->arena, &s->p->syms, diag);
    if (!f) return false;
    s->files = xrealloc(s->files, (s->nfiles + 1) * sizeof *s->files);
    s->library = xrealloc(s->library, (s->nfiles + 1) * sizeof *s->library);
    s->files[s->nfiles] = f;
    s->library[s->nfiles++] = library;
    return true;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every *.spec file of lhx's library, in name order (a stable result). */
static bool add_library_dir(Spec *s, const char *dir, Diag *diag) {
    DIR *d = opendir(dir);
    if (!d) return diag_error(diag, EXIT_BAD_INPUT, "cannot read lhx's library specs in %s", dir);
    char **names = NULL;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len <= 5 || strcmp(e->d_name + len - 5, ".spec") != 0) continue;
        names = xrealloc(names, (n + 1) * sizeof *names);
        names[n++] = xstrdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, compare_names);
    bool ok = true;
    for (size_t i = 0; i < n; i++) {
        char *path = str_format("%s/%s", dir, names[i]);
        ok = ok && add_file(s, arena_strdup(&s->arena, path), true, diag);
        free(path);
        free(names[i]);
    }
    free(names);
    return ok;
}

/* The module a --spec or library file describes: its name without
 * ".spec" (specs/GHC.List.spec: GHC.List). */
static const char *file_module(Spec *s, uint32_t file) {
    const SpecFile *f = s->files[file];
    const char *base = strrchr(f->path, '/');
    base = base ? base + 1 : f->path;
    size_t len = strlen(base);
    if (len > 5 && strcmp(base + len - 5, ".spec") == 0) len -= 5;
    return arena_strndup(&s->arena, base, len);
}

static bool link_all(Spec *s, Diag *diag) {
    for (uint32_t i = 0; i < s->nfiles; i++) {
        /* a file sees its own aliases first, then every other file's */
        SpecFile **others = xcalloc(s->nfiles ? s->nfiles : 1, sizeof *others);
        uint32_t n = 0;
        for (uint32_t j = 0; j < s->nfiles; j++)
            if (j != i) others[n++] = s->files[j];
        bool ok = spec_link_aliases(s->files[i], others, n, &s->arena, &s->p->syms, diag);
        free(others);
        if (!ok) return false;
    }
    return true;
}

/* ---- Measures ------------------------------------------------------------------ */

/* One `measure`, `inline` or `reflect` declaration: the function it names,
 * or (equations) a measure the translator builds. */
static bool add_measure(Spec *s, uint32_t file, const SpecDecl *d, Diag *diag) {
    Sym name = d->kind == SD_MEASURE ? d->u.measure.name : d->u.name.name;
    bool equations = d->kind == SD_MEASURE && d->u.measure.neqs > 0;
    const char *lib = file < s->nuser || !s->library[file] ? NULL : s->modules[file];
    Global *g = equations ? NULL : spec_measure_function(s->p, s->module, lib, name);
    /* measure m :: t alone: an uninterpreted function of the logic (measure.c) */
    bool uninterpreted = d->kind == SD_MEASURE && d->u.measure.type && !s->library[file];
    if (!equations && !g && !uninterpreted) {
        if (s->library[file]) return true; /* the program does not use that module */
        return diag_error_at(diag, EXIT_BAD_INPUT, d->pos.file, d->pos.line, d->pos.col,
                             "%s names no function of the module (write its equations, or define it in Haskell)",
                             sym_str(&s->p->syms, name));
    }
    Measure *m = ARENA_NEW(&s->arena, Measure);
    *m = (Measure){name, file, s->nmeasures, d, g};
    s->measures = xrealloc(s->measures, (s->nmeasures + 1) * sizeof *s->measures);
    s->measures[s->nmeasures++] = m;
    symmap_put(&s->measure_of[file], name, m);
    return true;
}

static bool add_measures(Spec *s, uint32_t file, Diag *diag) {
    const SpecFile *f = s->files[file];
    for (size_t i = 0; i < f->ndecls; i++) {
        const SpecDecl *d = f->decls[i];
        if (d->kind != SD_MEASURE && d->kind != SD_INLINE && d->kind != SD_REFLECT) continue;
        /* class measure m :: t only names m: its instance measures define it */
        if (d->kind == SD_MEASURE && d->u.measure.measure_kind == SPEC_MEASURE_CLASS) continue;
        if (!add_measure(s, file, d, diag)) return false;
    }
    return true;
}

/* ---- Contracts ------------------------------------------------------------ */

static Contract *add_contract(Spec *s, Global *g, const SpecType *t, const SpecDecl *d, uint32_t file) {
    Contract *c = ARENA_NEW(&s->arena, Contract);
    c->g = g;
    c->type = t;
    c->decl = d;
    c->file = s->files[file];
    c->file_index = file;
    c->index = s->ncontracts;
    c->library = s->library[file];
    StrBuf sb;
    sb_init(&sb);
    if (d && d->kind == SD_SIG) spec_print_decl(&sb, &s->p->syms, d);
    c->text = arena_strdup(&s->arena, sb_str(&sb));
    sb_free(&sb);
    s->contracts = xrealloc(s->contracts, (s->ncontracts + 1) * sizeof *s->contracts);
    s->contracts[s->ncontracts++] = c;
    if (g) symmap_put(&s->contract_of, g->var->id, c);
    return c;
}

/* Asks lhx's source reader about the module's text: does `says` hold of
 * name there (false when the text cannot be read)? */
static bool source_says(const char *path, const char *name,
                        bool (*says)(const SourceText *, const SourceDecls *, const char *)) {
    SourceFile f;
    Diag ignore;
    diag_init(&ignore);
    bool found = false;
    if (path && source_file_read(&f, path, &ignore)) {
        found = says(&f.text, &f.decls, name);
        source_file_free(&f);
    }
    diag_clear(&ignore);
    return found;
}

/* Keeps a warning line (malloc'd, taken over). */
static void warn(Spec *s, char *msg) {
    s->warnings = xrealloc(s->warnings, (s->nwarnings + 1) * sizeof *s->warnings);
    s->warnings[s->nwarnings++] = msg;
}

/* A signature of a where/let-bound function: its contract applies where it
 * is bound (the translator wraps it there), with the enclosing function's
 * parameters in scope. */
static bool add_local_signature(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag) {
    const char *name = sym_str(&s->p->syms, d->u.sig.name);
    Global *enclosing;
    Expr *rhs;
    Var *v = spec_find_local(s->p, s->module, name, d->pos.line, &enclosing, &rhs);
    if (v) {
        const SpecType *t = spec_expand_type(&s->arena, &s->p->syms, d->u.sig.type, diag);
        if (!t) return false;
        Contract *c = add_contract(s, NULL, t, d, file);
        c->local = v;
        c->local_rhs = rhs;
        c->enclosing = enclosing;
        symmap_put(&s->local_contract_of, v->id, c);
        return true;
    }
    /* GHC inlines a local binder used once, even at -O0: its signature has
     * nothing left to apply to. Say so rather than skip it silently. */
    if (!s->library[file] && source_says(s->module->file, name, source_decls_defines_local)) {
        warn(s, str_format("%s:%d:%d: warning: %s is not a top-level binder, and GHC inlined the local binder of "
                           "that name (or there is none): its signature is not checked",
                           d->pos.file, d->u.sig.name_pos.line, d->u.sig.name_pos.col, name));
        return true;
    }
    return diag_error_at(diag, EXIT_BAD_INPUT, d->pos.file, d->u.sig.name_pos.line, d->u.sig.name_pos.col,
                         "the signature names %s, but the module has no binder of that name", name);
}

/* The function a qualified name in a user's signature names
 * (`assume GHC.Base.++ :: t`, `assume M.f :: t`): that global, else the
 * function of that unqualified name (a library may have moved it: GHC's
 * GHC.Internal.Base.++ is GHC.Base.++ here). NULL if the name is not
 * qualified or names nothing. */
static Global *qualified_binder(Spec *s, const char *name) {
    const char *occ = name_occ(name);
    if (occ == name || name[0] < 'A' || name[0] > 'Z') return NULL;
    Global *g = program_global(s->p, name);
    return g ? g : spec_user_binder(s->p, s->module, occ);
}

static bool add_constructor_signature(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag);

/* t with each class written as an argument (`f :: Eq a -> EqRT …`, as
 * LiquidHaskell allows) made the constraint it is (`Eq a => …`): GHC's
 * type takes a dictionary there, which counts as no value argument. */
static const SpecType *class_arguments_as_constraints(Spec *s, uint32_t file, const SpecType *t) {
    if (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT) {
        const SpecType **body = t->kind == ST_FORALL ? (const SpecType **)&t->u.forall.body
                                                     : (const SpecType **)&t->u.constraint.body;
        const SpecType *b = class_arguments_as_constraints(s, file, *body);
        if (b == *body) return t;
        SpecType *c = ARENA_NEW(&s->arena, SpecType);
        *c = *t;
        if (t->kind == ST_FORALL) c->u.forall.body = (SpecType *)b;
        else c->u.constraint.body = (SpecType *)b;
        return c;
    }
    if (t->kind != ST_FUN || t->u.fun.binder || t->u.fun.arg->kind != ST_CON || t->u.fun.arg->u.con.head_is_var)
        return t;
    TyCon *tc = spec_file_tycon(s, file, t->u.fun.arg->u.con.name);
    if (!tc || tc->kind != TC_CLASS) return t;
    SpecType *c = spec_type_new(&s->arena, ST_CONSTRAINT, t->pos);
    c->u.constraint.constraints = ARENA_NEW(&s->arena, SpecType *);
    c->u.constraint.constraints[0] = t->u.fun.arg;
    c->u.constraint.n = 1;
    c->u.constraint.body = (SpecType *)class_arguments_as_constraints(s, file, t->u.fun.res);
    return c;
}

static bool add_signature(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag) {
    const char *name = sym_str(&s->p->syms, d->u.sig.name);
    const char *lib_module = file >= s->nuser ? s->modules[file] : NULL;
    Global *g;
    if (lib_module) {
        char *full = str_format("%s.%s", lib_module, name);
        g = program_global(s->p, full);
        free(full);
        if (!g && !s->library[file]) g = spec_user_binder(s->p, s->module, name);
        if (!g) return true; /* the program does not use it */
    } else if (!(g = spec_user_binder(s->p, s->module, name)) && !(g = qualified_binder(s, name))) {
        if (name[0] >= 'A' && name[0] <= 'Z' && !strchr(name, '.')) return add_constructor_signature(s, d, file, diag);
        return add_local_signature(s, d, file, diag);
    }
    const Contract *old = spec_contract(s, g);
    if (old && old->file_index < file) return true; /* the user's own signature wins */
    const SpecType *t = spec_expand_type(&s->arena, &s->p->syms, d->u.sig.type, diag);
    if (!t) return false;
    t = class_arguments_as_constraints(s, file, t);
    Contract *c = add_contract(s, g, t, d, file);
    c->assumed = d->u.sig.sig_kind == SPEC_SIG_ASSUME;
    return true;
}

/* ---- Data declarations and invariants --------------------------------------- */

/* A refined field type makes the constructor a function with a contract:
 * x1:t1 -> … -> T, binders named after the fields. */
static SpecType *constructor_type(Spec *s, const SpecCtor *k, const SpecDecl *d, Diag *diag) {
    if (d->kind == SD_SIG) return (SpecType *)spec_expand_type(&s->arena, &s->p->syms, k->gadt_type, diag);
    SpecType *res = spec_type_new(&s->arena, ST_CON, k->pos);
    res->u.con.name = d->u.data.name;
    for (size_t i = k->nfields; i-- > 0;) {
        const SpecType *ft = spec_expand_type(&s->arena, &s->p->syms, k->fields[i].type, diag);
        if (!ft) return NULL;
        SpecType *fun = spec_type_new(&s->arena, ST_FUN, k->fields[i].pos);
        fun->u.fun.binder = k->fields[i].name;
        fun->u.fun.arg = (SpecType *)ft;
        fun->u.fun.res = res;
        res = fun;
    }
    return res;
}

/* The contract of a constructor whose fields or (GADT-style) result are
 * refined: a refined result is assumed of every value it builds. */
static bool add_constructor(Spec *s, const SpecDecl *d, const SpecCtor *k, DataCon *dc, uint32_t file, Diag *diag) {
    SpecType *t = k->gadt_result && d->kind == SD_DATA ? (SpecType *)spec_expand_type(&s->arena, &s->p->syms, k->gadt_type, diag)
                                                       : constructor_type(s, k, d, diag);
    if (!t) return false;
    Contract *c = add_contract(s, NULL, t, d, file);
    c->constructor = true;
    c->con = dc;
    c->ctor = k;
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s :: ", sym_str(&s->p->syms, k->name));
    spec_print_type(&sb, &s->p->syms, t);
    c->text = arena_strdup(&s->arena, sb_str(&sb));
    sb_free(&sb);
    symmap_put(&s->con_contract_of, dc->name, c);
    if (dc->wrapper) symmap_put(&s->contract_of, dc->wrapper, c);
    return true;
}

/* Does a GADT-style constructor's result refine its type's arguments
 * (C :: T {v:Int | v >= 0}) where the type holds values of that argument?
 * A refined phantom index (tycon_index_phantom: `BlobXVal :: EntityField
 * {v:Int | v >= 0}`) constrains no value the constructor holds: read. */
/* The type variable of the declared type that argument i of a constructor's
 * result stands for: i itself, but for a data family instance (`data F
 * Blob typ where`) the instance's i-th type variable (GHC's instance type
 * takes those alone); UINT32_MAX for one of its fixed types. */
static uint32_t result_index(const SpecDecl *d, size_t i) {
    if (!d || d->kind != SD_DATA || d->u.data.nindices == 0) return (uint32_t)i;
    if (i >= d->u.data.nindices || d->u.data.indices[i]->kind != ST_VAR) return UINT32_MAX;
    uint32_t n = 0;
    for (size_t k = 0; k < i; k++) n += d->u.data.indices[k]->kind == ST_VAR;
    return n;
}

static bool gadt_result_refined(const Program *p, const TyCon *tc, const SpecDecl *d, const SpecType *t) {
    while (t->kind == ST_FORALL || t->kind == ST_CONSTRAINT)
        t = t->kind == ST_FORALL ? t->u.forall.body : t->u.constraint.body;
    while (t->kind == ST_FUN) t = t->u.fun.res;
    /* {v:T a | p} refines the value built (a contract, k->gadt_result);
     * only refinements inside T's arguments fix its indices */
    if (t->kind == ST_REFINE) {
        if (!t->u.refine.base) return false;
        t = t->u.refine.base;
    }
    if (t->kind != ST_CON) return spec_type_refined(t, true);
    for (size_t i = 0; i < t->u.con.nargs; i++)
        if (spec_type_refined(t->u.con.args[i], true) && !tycon_index_phantom(p, tc, result_index(d, i))) return true;
    return false;
}

/* A GADT-style constructor whose result the parser could not read as the
 * declared type may name it through an alias (`-> Prop {p n}`, `-> EqRT a
 * {x} {y}`): its fields are read off the expanded signature. */
static bool gadt_fields_expanded(Spec *s, const SpecDecl *d, SpecCtor *k, Diag *diag) {
    const SpecType *t = spec_expand_type(&s->arena, &s->p->syms, k->gadt_type, diag);
    if (!t) return false;
    spec_ctor_gadt_fields(&s->arena, d->u.data.name, k, (SpecType *)t);
    if (k->gadt_fields) k->gadt_type = (SpecType *)t;
    return true;
}

/* The type a refined `data F T a where …` of a data family instance
 * describes: GHC elaborates the instance into a type of its own
 * (R:FTa, named "R:" and the family's name and the instance's types),
 * which its constructors build; tc (the family) otherwise. */
static TyCon *family_instance(Spec *s, const SpecDecl *d, TyCon *tc) {
    if (tc->kind != TC_FAMILY || d->u.data.nctors == 0) return tc;
    DataCon *dc = spec_find_con(s->p, s->module, d->u.data.ctors[0].name);
    if (!dc) return tc;
    const char *rep = name_occ(sym_str(&s->p->syms, dc->tycon->name));
    const char *family = name_occ(sym_str(&s->p->syms, tc->name));
    size_t n = strlen(family);
    return strncmp(rep, "R:", 2) == 0 && strncmp(rep + 2, family, n) == 0 ? dc->tycon : tc;
}

static bool add_data(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag) {
    TyCon *tc = spec_file_tycon(s, file, d->u.data.name);
    if (!tc) {
        /* a library's type the program does not use; or a type of the
         * module's that nothing uses, which GHC leaves out of its Core:
         * no value of it is ever made, so its refinements constrain nothing */
        const char *name = sym_str(&s->p->syms, d->u.data.name);
        if (s->library[file] || source_says(d->pos.file, name, source_decls_declares_type)) return true;
        return diag_error_at(diag, EXIT_BAD_INPUT, d->pos.file, d->pos.line, d->pos.col,
                             "the refined data declaration names %s, but the program has no such type",
                             sym_str(&s->p->syms, d->u.data.name));
    }
    tc = family_instance(s, d, tc);
    s->datas = xrealloc(s->datas, (s->ndatas + 1) * sizeof *s->datas);
    s->datas[s->ndatas++] = (DataSpec){tc, d, file};
    for (size_t i = 0; i < d->u.data.nctors; i++) {
        const SpecCtor *k = &d->u.data.ctors[i];
        if (k->gadt_type && !k->gadt_fields && !gadt_fields_expanded(s, d, (SpecCtor *)k, diag)) return false;
        if (k->gadt_type && !k->gadt_fields)
            return diag_error_at(diag, EXIT_UNSUPPORTED, k->pos.file, k->pos.line, k->pos.col,
                                 "unsupported: a GADT-style refined constructor whose result type is not the "
                                 "declared type (%s)",
                                 sym_str(&s->p->syms, k->name));
        DataCon *dc = spec_find_con(s->p, s->module, k->name);
        if (!dc || dc->tycon != tc || datacon_source_arity(s->p, dc) != k->nfields)
            return diag_error_at(diag, EXIT_BAD_INPUT, k->pos.file, k->pos.line, k->pos.col,
                                 "constructor %s of the refined data declaration does not match the Haskell type %s",
                                 sym_str(&s->p->syms, k->name), sym_str(&s->p->syms, d->u.data.name));
        bool indexed = k->gadt_type && gadt_result_refined(s->p, tc, d, k->gadt_type);
        bool refined = indexed;
        for (size_t j = 0; j < k->nfields; j++) refined = refined || spec_type_refined(k->fields[j].type, true);
        refined = refined || k->gadt_result;
        if (!refined) continue;
        /* a refined result's indices (C :: T {v:Int | v >= 0}) are a
         * refinement lhx does not model (the Core fields' equality evidence
         * and dictionaries are not the declaration's: datacon_source_field) */
        if (indexed)
            return diag_error_at(diag, EXIT_UNSUPPORTED, k->pos.file, k->pos.line, k->pos.col,
                                 "unsupported: refinements of a GADT constructor that fixes its type's indices (%s)",
                                 sym_str(&s->p->syms, k->name));
        if (!add_constructor(s, d, k, dc, file, diag)) return false;
    }
    return true;
}

/* A signature of a data constructor, {-@ C :: x:t1 -> {v:T a | p} @-}: the
 * constructor's refined type, read as a GADT-style constructor of a data
 * declaration would be (its fields required where it is built, they and its
 * result assumed where a case matches it: contract.c's declared_ctor). */
static bool add_constructor_signature(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag) {
    DataCon *dc = spec_find_con(s->p, s->module, d->u.sig.name);
    const char *name = sym_str(&s->p->syms, d->u.sig.name);
    if (!dc)
        return diag_error_at(diag, EXIT_BAD_INPUT, d->pos.file, d->u.sig.name_pos.line, d->u.sig.name_pos.col,
                             "the signature names %s, but the program has no binder or data constructor of that name",
                             name);
    if (symmap_get(&s->con_contract_of, dc->name)) return true; /* its data declaration's refinements win */
    const SpecType *t = spec_expand_type(&s->arena, &s->p->syms, d->u.sig.type, diag);
    if (!t) return false;
    SpecCtor *k = ARENA_NEW(&s->arena, SpecCtor);
    *k = (SpecCtor){.pos = d->pos, .name = d->u.sig.name, .gadt_type = (SpecType *)t};
    Sym type = intern(&s->p->syms, name_occ(sym_str(&s->p->syms, dc->tycon->name)));
    spec_ctor_gadt_fields(&s->arena, type, k, k->gadt_type);
    if (!k->gadt_fields || k->nfields != datacon_source_arity(s->p, dc) || gadt_result_refined(s->p, dc->tycon, NULL, t))
        return diag_error_at(diag, EXIT_UNSUPPORTED, d->pos.file, d->u.sig.name_pos.line, d->u.sig.name_pos.col,
                             "unsupported: a signature of the data constructor %s whose fields or result do not "
                             "match its Haskell type %s",
                             name, name_occ(sym_str(&s->p->syms, dc->tycon->name)));
    return add_constructor(s, d, k, dc, file, diag);
}

/* invariant {v:T | p}, and using (T) as {v:T | p}: both assumed of every
 * T value; LiquidHaskell checks the latter where T values are built, and
 * never the former. */
static bool add_invariant(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag) {
    const SpecType *written = d->kind == SD_USING ? d->u.using_.invariant : d->u.invariant;
    const SpecType *t = spec_expand_type(&s->arena, &s->p->syms, written, diag);
    if (!t) return false;
    const SpecType *base = t->kind == ST_REFINE ? t->u.refine.base : NULL;
    TyCon *tc = NULL;
    if (base && base->kind == ST_LIST) tc = program_tycon(s->p, "GHC.Types.[]");
    else if (base && base->kind == ST_CON) tc = spec_file_tycon(s, file, base->u.con.name);
    if (!base || (base->kind != ST_LIST && base->kind != ST_CON))
        return diag_error_at(diag, EXIT_UNSUPPORTED, d->pos.file, d->pos.line, d->pos.col,
                             "unsupported: an invariant must refine a data type, as in {v:T a | p}");
    if (!tc) return true; /* a type the program does not use */
    s->invariants = xrealloc(s->invariants, (s->ninvariants + 1) * sizeof *s->invariants);
    s->invariants[s->ninvariants++] = (Invariant){tc, t, file, d->kind == SD_USING};
    return true;
}

/* ---- Classes ------------------------------------------------------------------ */

/* A refined method's contract on the Core function f (a selector, an
 * instance's method, a default method), unless f has one already (an
 * instance's own signature is its contract, which its callers see; the
 * class's type is kept beside it, since the method must meet that one too:
 * every caller through the class's dictionary relies on it). A dictionary
 * holding a method with a contract is marked: f_det passes it with its
 * methods wrapped (translate/wrap.c). */
static void add_method_contract(Spec *s, Global *f, const Global *dfun, const SpecDecl *m, const SpecType *t,
                                uint32_t file) {
    if (!f) return;
    const Contract *own = spec_contract(s, f);
    if (!own) add_contract(s, f, t, m, file);
    else if (dfun && own->decl != m && !symmap_get(&s->class_contract_of, f->var->id)) {
        Contract *c = add_contract(s, NULL, t, m, file); /* NULL: not f's contract for its callers */
        c->g = f;
        symmap_put(&s->class_contract_of, f->var->id, c);
    }
    if (dfun) symmap_put(&s->refined_dicts, dfun->var->id, (void *)1);
}

/* The class a declaration names, and the place of method m in it; false
 * (diag) when the class has no such method. *cls NULL: the program has no
 * such class (nothing of it can run). */
static bool method_of(Spec *s, const SpecDecl *d, const SpecDecl *m, Class **cls, int *index, Diag *diag) {
    *cls = spec_find_class(s->p, s->module, d->u.klass.name);
    *index = *cls ? spec_method_index(s->p, *cls, m->u.sig.name) : -1;
    if (!*cls || *index >= 0) return true;
    return diag_error_at(diag, EXIT_BAD_INPUT, m->pos.file, m->u.sig.name_pos.line, m->u.sig.name_pos.col,
                         "the class %s has no method %s", sym_str(&s->p->syms, d->u.klass.name),
                         sym_str(&s->p->syms, m->u.sig.name));
}

/* A refined method of a class or instance block: the class (NULL when the
 * program has none), the method's place in it and its expanded type. */
typedef struct {
    const SpecDecl *m;
    Class *cls;
    int index;
    const SpecType *t;
} RefinedMethod;

typedef bool (*MethodVisit)(Spec *s, const SpecDecl *d, const RefinedMethod *rm, uint32_t file, Diag *diag);

/* Calls visit on each method of block d whose signature has a refinement,
 * after finding it in its class and expanding its type: the walk that both
 * an instance and a class block need. False at the first error. */
static bool each_refined_method(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag, MethodVisit visit) {
    for (size_t i = 0; i < d->u.klass.nmethods; i++) {
        RefinedMethod rm = {.m = d->u.klass.methods[i]};
        if (!spec_type_refined(rm.m->u.sig.type, true)) continue;
        if (!method_of(s, d, rm.m, &rm.cls, &rm.index, diag)) return false;
        rm.t = spec_expand_type(&s->arena, &s->p->syms, rm.m->u.sig.type, diag);
        if (!rm.t || !visit(s, d, &rm, file, diag)) return false;
    }
    return true;
}

/* instance C T where m :: t: the type of that instance's m, which calls
 * through its dictionary see. */
static bool add_instance_method(Spec *s, const SpecDecl *d, const RefinedMethod *rm, uint32_t file, Diag *diag) {
    const Instance *inst = rm->cls ? spec_find_instance(s->p, s->module, rm->cls, d->u.klass.head) : NULL;
    Global *f = inst ? spec_instance_method(s->p, inst, rm->cls, (uint32_t)rm->index) : NULL;
    if (!f)
        return diag_error_at(diag, EXIT_UNSUPPORTED, rm->m->pos.file, rm->m->u.sig.name_pos.line,
                             rm->m->u.sig.name_pos.col,
                             "unsupported: a refined method of an instance whose method lhx cannot find (%s in an "
                             "instance of %s)",
                             sym_str(&s->p->syms, rm->m->u.sig.name), sym_str(&s->p->syms, d->u.klass.name));
    add_method_contract(s, f, program_global(s->p, sym_str(&s->p->syms, inst->dfun)), rm->m, rm->t, file);
    return true;
}

static bool add_instance(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag) {
    return each_refined_method(s, d, file, diag, add_instance_method);
}

/* The default method GHC names $dmm, in a user module. */
static Global *default_method(Spec *s, const Class *cls, uint32_t index) {
    char *name = str_format("$dm%s", name_occ(sym_str(&s->p->syms, cls->methods[index].name)));
    Global *g = NULL;
    for (uint32_t i = 0; i < s->p->nmodules && !g; i++)
        if (!s->p->modules[i]->is_prelude) g = module_binder(s->p, s->p->modules[i], name);
    free(name);
    return g;
}

/* class C a where m :: t: the type of every call of m through a dictionary
 * (m's selector), and of every instance's m without a signature of its
 * own, and of the default method. After the instances' own signatures. */
static bool add_class_method(Spec *s, const SpecDecl *d, const RefinedMethod *rm, uint32_t file, Diag *diag) {
    (void)d;
    (void)diag;
    const Class *cls = rm->cls;
    if (!cls) return true;
    uint32_t index = (uint32_t)rm->index;
    add_method_contract(s, program_global(s->p, sym_str(&s->p->syms, cls->methods[index].id)), NULL, rm->m, rm->t,
                        file);
    add_method_contract(s, default_method(s, cls, index), NULL, rm->m, rm->t, file);
    for (uint32_t k = 0; k < s->p->nmodules; k++) {
        const Module *um = s->p->modules[k];
        for (uint32_t j = 0; !um->is_prelude && j < um->ninsts; j++) {
            if (um->insts[j].cls != cls->name) continue;
            Global *f = spec_instance_method(s->p, &um->insts[j], cls, index);
            add_method_contract(s, f, program_global(s->p, sym_str(&s->p->syms, um->insts[j].dfun)), rm->m, rm->t,
                                file);
        }
    }
    return true;
}

static bool add_class_methods(Spec *s, const SpecDecl *d, uint32_t file, Diag *diag) {
    return each_refined_method(s, d, file, diag, add_class_method);
}

static bool add_classes(Spec *s, uint32_t file, Diag *diag) {
    const SpecFile *f = s->files[file];
    for (size_t i = 0; i < f->ndecls; i++)
        if (f->decls[i]->kind == SD_CLASS && !f->decls[i]->u.klass.instance &&
            !add_class_methods(s, f->decls[i], file, diag))
            return false;
    return true;
}

/* ---- Declarations ----------------------------------------------------------- */

static bool add_decls(Spec *s, uint32_t file, Diag *diag) {
    const SpecFile *f = s->files[file];
    for (size_t i = 0; i < f->ndecls; i++) {
        const SpecDecl *d = f->decls[i];
        bool ok = true;
        switch (d->kind) {
        case SD_SIG: ok = add_signature(s, d, file, diag); break;
        case SD_DATA: ok = add_data(s, d, file, diag); break;
        case SD_INVARIANT:
        case SD_USING: ok = add_invariant(s, d, file, diag); break;
        case SD_CLASS: ok = !d->u.klass.instance || add_instance(s, d, file, diag); break;
        case SD_IGNORE: symmap_put(&s->ignored, d->u.name.name, (void *)1); break;
        case SD_LAZY: symmap_put(&s->lazy, d->u.name.name, (void *)1); break;
        case SD_FAIL: symmap_put(&s->failing, d->u.name.name, (void *)1); break;
        default: break;
        }
        if (!ok) return false;
    }
    return true;
}

/* The files: the user's modules (every non-prelude module with a source
 * file), the --spec files, lhx's library. */
static bool read_files(Spec *s, const SpecLoadOptions *opt, Diag *diag) {
    for (uint32_t i = 0; i < s->p->nmodules; i++) {
        const Module *m = s->p->modules[i];
        if (!m->is_prelude && m->file && !add_file(s, m->file, false, diag)) return false;
    }
    s->nuser = s->nfiles;
    for (uint32_t i = 0; i < opt->nextra; i++)
        if (!add_file(s, opt->extra[i], false, diag)) return false;
    if (opt->specs_dir && !add_library_dir(s, opt->specs_dir, diag)) return false;
    s->modules = ARENA_ARRAY(&s->arena, const char *, s->nfiles ? s->nfiles : 1);
    for (uint32_t i = s->nuser; i < s->nfiles; i++) s->modules[i] = file_module(s, i);
    return true;
}

bool spec_load(Spec *s, Program *p, Module *m, const SpecLoadOptions *opt, Diag *diag) {
    memset(s, 0, sizeof *s);
    s->p = p;
    s->module = m;
    arena_init(&s->arena);
    symmap_init(&s->contract_of);
    symmap_init(&s->local_contract_of);
    symmap_init(&s->con_contract_of);
    symmap_init(&s->class_contract_of);
    symmap_init(&s->ignored);
    symmap_init(&s->lazy);
    symmap_init(&s->failing);
    symmap_init(&s->refined_dicts);
    if (!read_files(s, opt, diag)) return false;
    if (s->nuser > 0) s->flags = s->files[0]->flags;
    spec_flags_extend(&s->flags, opt->flags, opt->nflags, &s->arena);
    if (!link_all(s, diag)) return false;
    s->measure_of = xcalloc(s->nfiles ? s->nfiles : 1, sizeof *s->measure_of);
    for (uint32_t i = 0; i < s->nfiles; i++) symmap_init(&s->measure_of[i]);
    /* measures before signatures: refinements of data fields may use them */
    for (uint32_t i = 0; i < s->nfiles; i++)
        if (!add_measures(s, i, diag)) return false;
    for (uint32_t i = 0; i < s->nfiles; i++)
        if (!add_decls(s, i, diag)) return false;
    for (uint32_t i = 0; i < s->nfiles; i++)
        if (!add_classes(s, i, diag)) return false;
    return true;
}

void spec_free(Spec *s) {
    if (s->measure_of)
        for (uint32_t i = 0; i < s->nfiles; i++) symmap_free(&s->measure_of[i]);
    free(s->measure_of);
    free(s->measures);
    free(s->files);
    free(s->library);
    free(s->contracts);
    free(s->datas);
    free(s->invariants);
    for (uint32_t i = 0; i < s->nwarnings; i++) free(s->warnings[i]);
    free(s->warnings);
    symmap_free(&s->contract_of);
    symmap_free(&s->local_contract_of);
    symmap_free(&s->con_contract_of);
    symmap_free(&s->class_contract_of);
    symmap_free(&s->ignored);
    symmap_free(&s->lazy);
    symmap_free(&s->failing);
    symmap_free(&s->refined_dicts);
    arena_free(&s->arena);
    memset(s, 0, sizeof *s);
}

/* ---- Questions ----------------------------------------------------------------------- */

const Contract *spec_contract(const Spec *s, const Global *g) { return symmap_get(&s->contract_of, g->var->id); }

const Contract *spec_class_contract(const Spec *s, const Global *g) {
    return symmap_get(&s->class_contract_of, g->var->id);
}

bool spec_refined_dictionary(const Spec *s, const Global *dfun) {
    return symmap_get(&s->refined_dicts, dfun->var->id) != NULL;
}

const Contract *spec_local_contract(const Spec *s, const Var *v) { return symmap_get(&s->local_contract_of, v->id); }

const Contract *spec_con_contract(const Spec *s, const DataCon *dc) { return symmap_get(&s->con_contract_of, dc->name); }

const Measure *spec_measure(const Spec *s, uint32_t file_index, Sym name) {
    const Measure *m = file_index < s->nfiles ? symmap_get(&s->measure_of[file_index], name) : NULL;
    for (uint32_t i = 0; !m && i < s->nfiles; i++) m = symmap_get(&s->measure_of[i], name);
    return m;
}

const Measure *spec_measure_near(const Spec *s, uint32_t file_index, Sym name) {
    if (file_index >= s->nfiles) return NULL;
    const Measure *m = symmap_get(&s->measure_of[file_index], name);
    for (uint32_t i = 0; !m && i < s->nfiles; i++)
        if (s->library[i] == s->library[file_index]) m = symmap_get(&s->measure_of[i], name);
    return m;
}

const Measure *spec_library_measure(const Spec *s, const char *module, Sym name) {
    size_t n = strlen(module);
    for (uint32_t i = s->nuser; i < s->nfiles; i++) {
        const char *fm = s->modules[i];
        if (!s->library[i] || strncmp(fm, module, n) != 0 || (fm[n] != '\0' && fm[n] != '.')) continue;
        const Measure *m = symmap_get(&s->measure_of[i], name);
        if (m) return m;
    }
    return NULL;
}

const DataSpec *spec_data(const Spec *s, const TyCon *tc) {
    for (uint32_t i = 0; i < s->ndatas; i++)
        if (s->datas[i].tycon == tc) return &s->datas[i];
    return NULL;
}

TyCon *spec_tycon(const Spec *s, Sym name) { return spec_find_tycon(s->p, s->module, name); }

TyCon *spec_file_tycon(const Spec *s, uint32_t file, Sym name) {
    if (file < s->nfiles && s->library[file]) return spec_find_library_tycon(s->p, name);
    return spec_tycon(s, name);
}
