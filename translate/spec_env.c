/* spec_env.c — see spec_env.h. */
#include "spec_env.h"
#include "contract.h"
#include "measure.h"
#include "refine.h"
#include "wrap.h"
#include "spec.h"
#include "spec_expand.h"
#include "../src/util/file.h"
#include "../src/util/strbuf.h"
#include "../src/util/xalloc.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Reading the files ---------------------------------------------------- */

static bool add_file(SpecEnv *env, const char *path, bool library, Diag *diag) {
    SpecFile *f = spec_parse_file(path, &env->arena, &env->p->syms, diag);
    if (!f) return false;
    env->files = xrealloc(env->files, (env->nfiles + 1) * sizeof *env->files);
    env->library = xrealloc(env->library, (env->nfiles + 1) * sizeof *env->library);
    env->files[env->nfiles] = f;
    env->library[env->nfiles++] = library;
    return true;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every *.spec file of lhx's library, in name order (a stable result). */
static bool add_library_dir(SpecEnv *env, const char *dir, Diag *diag) {
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
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        ok = ok && add_file(env, arena_strdup(&env->arena, path), true, diag);
        free(names[i]);
    }
    free(names);
    return ok;
}

const char *spec_env_file_module(SpecEnv *env, uint32_t file) {
    const SpecFile *f = env->files[file];
    const char *base = strrchr(f->path, '/');
    base = base ? base + 1 : f->path;
    size_t len = strlen(base);
    if (len > 5 && strcmp(base + len - 5, ".spec") == 0) len -= 5;
    return arena_strndup(&env->arena, base, len);
}

static bool link_all(SpecEnv *env, Diag *diag) {
    for (uint32_t i = 0; i < env->nfiles; i++) {
        /* a file sees its own aliases first, then every other file's */
        SpecFile **others = xcalloc(env->nfiles ? env->nfiles : 1, sizeof *others);
        uint32_t n = 0;
        for (uint32_t j = 0; j < env->nfiles; j++)
            if (j != i) others[n++] = env->files[j];
        bool ok = spec_link_aliases(env->files[i], others, n, &env->arena, &env->p->syms, diag);
        free(others);
        if (!ok) return false;
    }
    return true;
}

/* ---- Names ---------------------------------------------------------------- */

static bool is_model_module(const char *module) {
    return strncmp(module, "Lhx.Model.", 10) == 0 || strncmp(module, "lhx.", 4) == 0;
}

/* A binder a user's signature names: the module's own, else an imported
 * function known by that name (an `assume` of a library function). */
static Global *user_binder(SpecEnv *env, const char *name) {
    Global *g = module_binder(env->p, env->module, name);
    if (g) return g;
    for (uint32_t i = 0; i < env->p->nmodules; i++) {
        Module *m = env->p->modules[i];
        if (!m->is_prelude && m != env->module && (g = module_binder(env->p, m, name))) return g;
    }
    Global *found = NULL;
    const SymMap *gs = &env->p->globals;
    for (size_t i = 0; i < gs->cap; i++) {
        Global *c = gs->keys[i] ? gs->vals[i] : NULL;
        if (!c || is_model_module(sym_str(&env->p->syms, c->module))) continue;
        if (strcmp(name_occ(sym_str(&env->p->syms, c->var->id)), name) != 0) continue;
        if (!found || strcmp(sym_str(&env->p->syms, c->var->id), sym_str(&env->p->syms, found->var->id)) < 0)
            found = c;
    }
    return found;
}

TyCon *spec_env_tycon(const SpecEnv *env, Sym name) {
    const Program *p = env->p;
    const char *want = sym_str(&p->syms, name);
    if (strcmp(want, "[]") == 0) return program_tycon(p, "GHC.Types.[]");
    TyCon *found = NULL;
    for (size_t i = 0; i < p->tycons.cap; i++) {
        TyCon *tc = p->tycons.keys[i] ? p->tycons.vals[i] : NULL;
        if (!tc) continue;
        const char *full = sym_str(&p->syms, tc->name);
        /* T, M.T (an import alias) or the original Data.Map.Internal.Map */
        if (strcmp(full, want) != 0 && strcmp(name_occ(full), name_occ(want)) != 0) continue;
        if (env->module && tc->module == env->module->name) return tc;
        if (!found || strcmp(full, sym_str(&p->syms, found->name)) < 0) found = tc;
    }
    return found;
}

/* ---- Contracts ------------------------------------------------------------ */

static Contract *add_contract(SpecEnv *env, Global *g, const SpecType *t, const SpecDecl *d, uint32_t file) {
    Contract *c = ARENA_NEW(&env->arena, Contract);
    c->g = g;
    c->type = t;
    c->decl = d;
    c->file = env->files[file];
    c->file_index = file;
    c->library = env->library[file];
    StrBuf sb;
    sb_init(&sb);
    if (d && d->kind == SD_SIG) spec_print_decl(&sb, &env->p->syms, d);
    c->text = arena_strdup(&env->arena, sb_str(&sb));
    sb_free(&sb);
    if (env->ncontracts == env->cap_contracts) {
        env->cap_contracts = env->cap_contracts ? 2 * env->cap_contracts : 16;
        env->contracts = xrealloc(env->contracts, env->cap_contracts * sizeof *env->contracts);
    }
    env->contracts[env->ncontracts++] = c;
    symmap_put(&env->contract_of, g->var->id, c);
    return c;
}

/* A let-bound binder named `name` inside e (a where/let function). */
static Var *find_local(const Program *p, const Expr *e, const char *name, int depth) {
    if (!e || depth > 10000) return NULL;
    Var *v = NULL;
    switch (e->kind) {
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds && !v; i++) {
            if (strcmp(sym_str(&p->syms, e->u.let.binds[i].var->name), name) == 0) return e->u.let.binds[i].var;
            v = find_local(p, e->u.let.binds[i].rhs, name, depth + 1);
        }
        return v ? v : find_local(p, e->u.let.body, name, depth + 1);
    case EX_LAM: return find_local(p, e->u.lam.body, name, depth + 1);
    case EX_APP:
        for (uint32_t i = 0; i < e->u.app.nargs && !v; i++) v = find_local(p, e->u.app.args[i], name, depth + 1);
        return v ? v : find_local(p, e->u.app.fun, name, depth + 1);
    case EX_CASE:
        for (uint32_t i = 0; i < e->u.kase.nalts && !v; i++) v = find_local(p, e->u.kase.alts[i].rhs, name, depth + 1);
        return v ? v : find_local(p, e->u.kase.scrut, name, depth + 1);
    case EX_CAST: return find_local(p, e->u.cast.body, name, depth + 1);
    default: return NULL;
    }
}

/* The rhs bound to v in e. */
static Expr *local_rhs(const Expr *e, const Var *v, int depth) {
    if (!e || depth > 10000) return NULL;
    Expr *r = NULL;
    switch (e->kind) {
    case EX_LET:
        for (uint32_t i = 0; i < e->u.let.nbinds && !r; i++)
            r = e->u.let.binds[i].var == v ? e->u.let.binds[i].rhs : local_rhs(e->u.let.binds[i].rhs, v, depth + 1);
        return r ? r : local_rhs(e->u.let.body, v, depth + 1);
    case EX_LAM: return local_rhs(e->u.lam.body, v, depth + 1);
    case EX_APP:
        for (uint32_t i = 0; i < e->u.app.nargs && !r; i++) r = local_rhs(e->u.app.args[i], v, depth + 1);
        return r ? r : local_rhs(e->u.app.fun, v, depth + 1);
    case EX_CASE:
        for (uint32_t i = 0; i < e->u.kase.nalts && !r; i++) r = local_rhs(e->u.kase.alts[i].rhs, v, depth + 1);
        return r ? r : local_rhs(e->u.kase.scrut, v, depth + 1);
    case EX_CAST: return local_rhs(e->u.cast.body, v, depth + 1);
    default: return NULL;
    }
}

/* Does the source define `name` on an indented line (`  name args = …`)? */
static bool defined_in_source(const char *path, const char *name) {
    StrBuf sb;
    sb_init(&sb);
    Diag ignore;
    diag_init(&ignore);
    bool found = false;
    if (path && read_file(path, &sb, &ignore)) {
        size_t n = strlen(name);
        for (const char *line = sb_str(&sb); line && *line && !found; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
            const char *q = line;
            if (*q == '>') q++; /* Bird-style literate code */
            if (*q != ' ' && *q != '\t') continue;
            while (*q == ' ' || *q == '\t') q++;
            if (strncmp(q, name, n) != 0 || (q[n] != ' ' && q[n] != '\t' && q[n] != '=')) continue;
            const char *eol = strchr(q, '\n'), *eq = strchr(q, '=');
            const char *colons = strstr(q, "::");
            found = eq && (!eol || eq < eol) && !(colons && (!eol || colons < eol) && colons < eq);
        }
    }
    diag_clear(&ignore);
    sb_free(&sb);
    return found;
}

/* A signature of a where/let-bound function: its contract applies where it
 * is bound (wrap.c), with the enclosing function's parameters in scope. */
static bool add_local_signature(SpecEnv *env, const SpecDecl *d, uint32_t file, Diag *diag) {
    const char *name = sym_str(&env->p->syms, d->u.sig.name);
    Module *m = env->module;
    for (uint32_t i = 0; i < m->nbinds; i++) {
        Var *v = find_local(env->p, m->binds[i]->rhs, name, 0);
        if (!v) continue;
        const SpecType *t = spec_expand_type(&env->arena, d->u.sig.type, diag);
        if (!t) return false;
        char id[512];
        snprintf(id, sizeof id, "lhx.local.%s.%s", sym_str(&env->p->syms, m->binds[i]->var->id), name);
        Global *pg = global_new(env->p, intern(&env->p->syms, id), v->name, v->type);
        pg->rhs = local_rhs(m->binds[i]->rhs, v, 0);
        pg->var->span = v->span;
        Contract *c = add_contract(env, pg, t, d, file);
        c->local = v;
        c->enclosing = m->binds[i];
        symmap_put(&env->local_contract_of, v->id, c);
        return true;
    }
    /* GHC inlines a local binder used once, even at -O0: its signature has
     * nothing left to apply to. Say so rather than skip it silently. */
    if (!env->library[file] && defined_in_source(m->file, name)) {
        char msg[1024];
        snprintf(msg, sizeof msg,
                 "%s:%d:%d: warning: %s is not a top-level binder, and GHC inlined the local binder of that name "
                 "(or there is none): its signature is not checked",
                 d->pos.file, d->u.sig.name_pos.line, d->u.sig.name_pos.col, name);
        env->warnings = xrealloc(env->warnings, (env->nwarnings + 1) * sizeof *env->warnings);
        env->warnings[env->nwarnings++] = xstrdup(msg);
        return true;
    }
    return diag_error_at(diag, EXIT_BAD_INPUT, d->pos.file, d->u.sig.name_pos.line, d->u.sig.name_pos.col,
                         "the signature names %s, but the module has no binder of that name", name);
}

static bool add_signature(SpecEnv *env, const SpecDecl *d, uint32_t file, const char *lib_module, Diag *diag) {
    const char *name = sym_str(&env->p->syms, d->u.sig.name);
    Global *g;
    if (lib_module) {
        char full[512];
        snprintf(full, sizeof full, "%s.%s", lib_module, name);
        g = program_global(env->p, full);
        if (!g && !env->library[file]) g = user_binder(env, name);
        if (!g) return true; /* the program does not use it */
    } else if (!(g = user_binder(env, name))) {
        return add_local_signature(env, d, file, diag);
    }
    Contract *old = spec_env_contract(env, g);
    if (old && old->file_index < file) return true; /* the user's own signature wins */
    const SpecType *t = spec_expand_type(&env->arena, d->u.sig.type, diag);
    if (!t) return false;
    Contract *c = add_contract(env, g, t, d, file);
    c->assumed = d->u.sig.sig_kind == SPEC_SIG_ASSUME;
    return true;
}

/* ---- Data declarations and invariants --------------------------------------- */

/* A refined field type makes the constructor a function with a contract:
 * x1:t1 -> … -> T, binders named after the fields. */
static SpecType *constructor_type(SpecEnv *env, const SpecCtor *k, const SpecDecl *d, Diag *diag) {
    SpecType *res = spec_type_new(&env->arena, ST_CON, k->pos);
    res->u.con.name = d->u.data.name;
    for (size_t i = k->nfields; i-- > 0;) {
        const SpecType *ft = spec_expand_type(&env->arena, k->fields[i].type, diag);
        if (!ft) return NULL;
        SpecType *fun = spec_type_new(&env->arena, ST_FUN, k->fields[i].pos);
        fun->u.fun.binder = k->fields[i].name;
        fun->u.fun.arg = (SpecType *)ft;
        fun->u.fun.res = res;
        res = fun;
    }
    return res;
}

static bool add_data(SpecEnv *env, const SpecDecl *d, uint32_t file, Diag *diag) {
    TyCon *tc = spec_env_tycon(env, d->u.data.name);
    if (!tc) {
        if (env->library[file]) return true;
        return diag_error_at(diag, EXIT_BAD_INPUT, d->pos.file, d->pos.line, d->pos.col,
                             "the refined data declaration names %s, but the program has no such type",
                             sym_str(&env->p->syms, d->u.data.name));
    }
    env->datas = xrealloc(env->datas, (env->ndatas + 1) * sizeof *env->datas);
    env->datas[env->ndatas++] = (DataSpec){tc, d, file};
    for (size_t i = 0; i < d->u.data.nctors; i++) {
        const SpecCtor *k = &d->u.data.ctors[i];
        if (k->gadt_type)
            return diag_error_at(diag, EXIT_UNSUPPORTED, k->pos.file, k->pos.line, k->pos.col,
                                 "unsupported: GADT-style refined constructors (write the fields instead)");
        DataCon *dc = refine_find_con(env->p, env->module, k->name);
        if (!dc || dc->tycon != tc || dc->arity != k->nfields)
            return diag_error_at(diag, EXIT_BAD_INPUT, k->pos.file, k->pos.line, k->pos.col,
                                 "constructor %s of the refined data declaration does not match the Haskell type %s",
                                 sym_str(&env->p->syms, k->name), sym_str(&env->p->syms, d->u.data.name));
        bool refined = false;
        for (size_t j = 0; j < k->nfields; j++) refined = refined || contract_type_refined(k->fields[j].type, true);
        if (!refined) continue;
        SpecType *t = constructor_type(env, k, d, diag);
        if (!t) return false;
        Global *cg = wrap_constructor_function(env->p, dc);
        Contract *c = add_contract(env, cg, t, d, file);
        c->constructor = true;
        c->con = dc;
        StrBuf sb;
        sb_init(&sb);
        sb_printf(&sb, "%s :: ", sym_str(&env->p->syms, k->name));
        spec_print_type(&sb, &env->p->syms, t);
        c->text = arena_strdup(&env->arena, sb_str(&sb));
        sb_free(&sb);
        if (dc->wrapper) symmap_put(&env->contract_of, dc->wrapper, c);
    }
    return true;
}

static bool add_invariant(SpecEnv *env, const SpecDecl *d, uint32_t file, Diag *diag) {
    const SpecType *t = spec_expand_type(&env->arena, d->u.invariant, diag);
    if (!t) return false;
    const SpecType *base = t->kind == ST_REFINE ? t->u.refine.base : NULL;
    TyCon *tc = NULL;
    if (base && base->kind == ST_LIST) tc = program_tycon(env->p, "GHC.Types.[]");
    else if (base && base->kind == ST_CON) tc = spec_env_tycon(env, base->u.con.name);
    if (!base || (base->kind != ST_LIST && base->kind != ST_CON))
        return diag_error_at(diag, EXIT_UNSUPPORTED, d->pos.file, d->pos.line, d->pos.col,
                             "unsupported: an invariant must refine a data type, as in {v:T a | p}");
    if (!tc) return true; /* a type the program does not use */
    env->invariants = xrealloc(env->invariants, (env->ninvariants + 1) * sizeof *env->invariants);
    env->invariants[env->ninvariants++] = (Invariant){tc, t, file};
    return true;
}

/* ---- Declarations ----------------------------------------------------------- */

static bool add_decls(SpecEnv *env, uint32_t file, const char *lib_module, Diag *diag) {
    const SpecFile *f = env->files[file];
    for (size_t i = 0; i < f->ndecls; i++) {
        const SpecDecl *d = f->decls[i];
        bool ok = true;
        switch (d->kind) {
        case SD_SIG: ok = add_signature(env, d, file, lib_module, diag); break;
        case SD_DATA: ok = add_data(env, d, file, diag); break;
        case SD_INVARIANT: ok = add_invariant(env, d, file, diag); break;
        case SD_IGNORE:
        case SD_LAZY: symmap_put(&env->ignored, d->u.name.name, (void *)1); break;
        default: break;
        }
        if (!ok) return false;
    }
    return true;
}

bool spec_env_load(SpecEnv *env, Program *p, Module *m, const SpecEnvOptions *opt, Diag *diag) {
    memset(env, 0, sizeof *env);
    env->p = p;
    env->module = m;
    env->diag = diag;
    arena_init(&env->arena);
    symmap_init(&env->contract_of);
    symmap_init(&env->local_contract_of);
    symmap_init(&env->walkers);
    symmap_init(&env->ignored);
    /* the user's modules: every non-prelude module with a source file */
    for (uint32_t i = 0; i < p->nmodules; i++)
        if (!p->modules[i]->is_prelude && p->modules[i]->file && !add_file(env, p->modules[i]->file, false, diag))
            return false;
    env->nuser = env->nfiles;
    for (uint32_t i = 0; i < opt->nextra; i++)
        if (!add_file(env, opt->extra[i], false, diag)) return false;
    if (opt->specs_dir && !add_library_dir(env, opt->specs_dir, diag)) return false;
    if (env->nuser > 0) env->flags = env->files[0]->flags;
    if (!link_all(env, diag)) return false;
    env->measures = xcalloc(env->nfiles ? env->nfiles : 1, sizeof *env->measures);
    for (uint32_t i = 0; i < env->nfiles; i++) symmap_init(&env->measures[i]);
    /* measures before signatures: refinements of data fields may use them */
    for (uint32_t i = 0; i < env->nfiles; i++)
        if (!measure_collect(env, i, diag)) return false;
    for (uint32_t i = 0; i < env->nfiles; i++) {
        const char *lib = i >= env->nuser ? spec_env_file_module(env, i) : NULL;
        if (!add_decls(env, i, lib, diag)) return false;
    }
    return measure_translate_all(env, diag);
}

void spec_env_free(SpecEnv *env) {
    if (env->measures)
        for (uint32_t i = 0; i < env->nfiles; i++) symmap_free(&env->measures[i]);
    free(env->measures);
    free(env->files);
    free(env->library);
    free(env->contracts);
    free(env->datas);
    free(env->invariants);
    for (uint32_t i = 0; i < env->nwarnings; i++) free(env->warnings[i]);
    free(env->warnings);
    symmap_free(&env->contract_of);
    symmap_free(&env->local_contract_of);
    symmap_free(&env->walkers);
    symmap_free(&env->ignored);
    arena_free(&env->arena);
    memset(env, 0, sizeof *env);
}

Contract *spec_env_contract(const SpecEnv *env, const Global *g) {
    return symmap_get(&env->contract_of, g->var->id);
}

Global *spec_env_measure(const SpecEnv *env, uint32_t file_index, Sym name) {
    Global *g = file_index < env->nfiles ? symmap_get(&env->measures[file_index], name) : NULL;
    for (uint32_t i = 0; !g && i < env->nfiles; i++) g = symmap_get(&env->measures[i], name);
    return g;
}

const DataSpec *spec_env_data(const SpecEnv *env, const TyCon *tc) {
    for (uint32_t i = 0; i < env->ndatas; i++)
        if (env->datas[i].tycon == tc) return &env->datas[i];
    return NULL;
}
