/* read.c — see read.h: the regions of the source, parsing of every region, LIQUID flags. */
#include "read.h"
#include "../source/lexical.h"
#include "../source/plugin_options.h"
#include "../util/file.h"
#include "parse.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "../util/strbuf.h"
#include "../util/xalloc.h"

/* Records one flag of a LIQUID pragma. */
static void add_flag(SpecFlags *f, const char *flag, SpecVec *all, SpecVec *unknown, Arena *a) {
    static const struct {
        const char *name;
        size_t offset;
    } known[] = {
        {"--no-termination", offsetof(SpecFlags, no_termination)},
        {"--notermination", offsetof(SpecFlags, no_termination)},
        {"--totality", offsetof(SpecFlags, totality)},
        {"--no-totality", offsetof(SpecFlags, no_totality)},
        {"--short-names", offsetof(SpecFlags, short_names)},
        {"--prune-unsorted", offsetof(SpecFlags, prune_unsorted)},
        {"--higherorder", offsetof(SpecFlags, higherorder)},
        {"--exact-data-cons", offsetof(SpecFlags, exact_data_cons)},
        {"--exactdc", offsetof(SpecFlags, exact_data_cons)},
        {"--reflection", offsetof(SpecFlags, reflection)},
        {"--ple", offsetof(SpecFlags, ple)},
        {"--total-Haskell", offsetof(SpecFlags, total_haskell)},
        {"--totalhaskell", offsetof(SpecFlags, total_haskell)},
        {"--total-haskell", offsetof(SpecFlags, total_haskell)},
        {"--structural", offsetof(SpecFlags, structural)},
        {"--bscope", offsetof(SpecFlags, bscope)},
    };
    spec_vec_push(a, all, (void *)flag);
    for (size_t k = 0; k < sizeof known / sizeof *known; k++) {
        if (strcmp(flag, known[k].name) == 0) {
            *(bool *)((char *)f + known[k].offset) = true;
            return;
        }
    }
    spec_vec_push(a, unknown, (void *)flag);
}

/* What source_plugin_options finds: flags, and the arena to copy them to. */
typedef struct PluginFlags {
    SpecVec flags;
    Arena *arena;
} PluginFlags;

/* Keeps one `-fplugin-opt=LiquidHaskell:FLAG` flag (source_plugin_options). */
static void keep_plugin_flag(const char *flag, size_t len, void *ctx) {
    PluginFlags *pf = ctx;
    spec_vec_push(pf->arena, &pf->flags, arena_strndup(pf->arena, flag, len));
}

/* The flags of the file's OPTIONS_GHC `-fplugin-opt=LiquidHaskell:FLAG`
 * options (plugin, first) and of every LIQUID pragma, split at blanks as
 * on a command line: both mean the same. */
static void collect_flags(SpecFile *f, const SpecVec *plugin, Arena *a) {
    SpecVec all = {0}, unknown = {0};
    for (size_t k = 0; k < plugin->len; k++) add_flag(&f->flags, plugin->items[k], &all, &unknown, a);
    for (size_t k = 0; k < f->ndecls; k++) {
        if (f->decls[k]->kind != SD_PRAGMA) continue;
        const char *s = f->decls[k]->u.pragma.text;
        while (*s) {
            while (*s == ' ' || *s == '\t' || *s == '\n') s++;
            const char *e = s;
            while (*e && *e != ' ' && *e != '\t' && *e != '\n') e++;
            if (e > s) add_flag(&f->flags, arena_strndup(a, s, (size_t)(e - s)), &all, &unknown, a);
            s = e;
        }
    }
    f->flags.all = (const char **)all.items;
    f->flags.nall = all.len;
    f->flags.unknown = (const char **)unknown.items;
    f->flags.nunknown = unknown.len;
}

void spec_flags_extend(SpecFlags *f, const char *const *extra, size_t n, Arena *a) {
    if (!n) return;
    SpecVec all = {0}, unknown = {0};
    SpecFlags base = *f;
    for (size_t k = 0; k < n; k++) add_flag(f, arena_strdup(a, extra[k]), &all, &unknown, a);
    for (size_t k = 0; k < base.nall; k++) spec_vec_push(a, &all, (void *)base.all[k]);
    for (size_t k = 0; k < base.nunknown; k++) spec_vec_push(a, &unknown, (void *)base.unknown[k]);
    f->all = (const char **)all.items;
    f->nall = all.len;
    f->unknown = (const char **)unknown.items;
    f->nunknown = unknown.len;
}

/* The regions to parse, in order: every annotation's body, and in a .spec
 * file the bare text between them. False with diag set on a lexical error
 * of the text. */
static bool regions_of(const SourceText *t, const SourceLexical *l, const char *file, Arena *a, SpecVec *out,
                       Diag *diag) {
    if (l->error) return diag_error_at(diag, EXIT_BAD_INPUT, file, l->error_line, l->error_col, "%s", l->error_msg);
    bool spec = t->kind == SOURCE_SPEC;
    size_t bare_from = 0;
    for (size_t k = 0; k < l->nannotations; k++) {
        const SourceBlock *b = &l->annotations[k];
        SourceRegion *r = ARENA_NEW(a, SourceRegion);
        if (spec && b->open > bare_from) {
            *r = source_region(t, bare_from, b->open, b->open, true, file, a);
            spec_vec_push(a, out, r);
            r = ARENA_NEW(a, SourceRegion);
        }
        *r = source_region(t, b->body, b->body_end, b->body_end, false, file, a);
        spec_vec_push(a, out, r);
        bare_from = b->end;
    }
    if (spec && t->len > bare_from) {
        SourceRegion *r = ARENA_NEW(a, SourceRegion);
        *r = source_region(t, bare_from, t->len, t->len, true, file, a);
        spec_vec_push(a, out, r);
    }
    return true;
}

SpecFile *spec_parse_string(const char *text, size_t len, const char *path, SourceKind kind, Arena *a,
                            Interner *in, Diag *diag) {
    const char *file = arena_strdup(a, path);
    SourceText t;
    SourceLexical l;
    source_text_init(&t, path, text, len, kind);
    source_lex(&t, &l);
    SpecVec regions = {0};
    bool ok = regions_of(&t, &l, file, a, &regions, diag);
    PluginFlags plugin = {{0}, a};
    source_plugin_options(&t, &l, keep_plugin_flag, &plugin);
    source_lexical_free(&l);
    source_text_free(&t);
    if (!ok) return NULL;
    SpecParser p;
    sp_init(&p, file, a, in, diag);
    for (size_t k = 0; ok && k < regions.len; k++) ok = sp_parse_region(&p, regions.items[k]);
    SpecFile *f = NULL;
    if (ok) sp_merge_instance_measures(&p);
    if (ok) {
        f = ARENA_NEW(a, SpecFile);
        f->path = file;
        f->decls = (SpecDecl **)p.decls.items;
        f->ndecls = p.decls.len;
        collect_flags(f, &plugin.flags, a);
    }
    sp_free(&p);
    return f;
}

SpecFile *spec_parse_file(const char *path, Arena *a, Interner *in, Diag *diag) {
    StrBuf sb;
    sb_init(&sb);
    SpecFile *f = read_file(path, &sb, diag)
                      ? spec_parse_string(sb_str(&sb), sb.len, path, source_kind_of_path(path), a, in, diag)
                      : NULL;
    sb_free(&sb);
    return f;
}
