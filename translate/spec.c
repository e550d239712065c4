/* spec.c — see spec.h: extraction, parsing of every region, LIQUID flags. */
#include "spec.h"
#include "../src/util/file.h"
#include "spec_parse.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "../src/util/strbuf.h"
#include "../src/util/xalloc.h"

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

/* The flags of every LIQUID pragma, split at blanks as on a command line. */
static void collect_flags(SpecFile *f, Arena *a) {
    SpecVec all = {0}, unknown = {0};
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

SpecFile *spec_parse_string(const char *text, size_t len, const char *path, SpecSource kind, Arena *a,
                            Interner *in, Diag *diag) {
    const char *file = arena_strdup(a, path);
    SpecRegion *regions;
    size_t nregions;
    if (!spec_extract(file, text, len, kind, a, &regions, &nregions, diag)) return NULL;
    SpecParser p;
    sp_init(&p, file, a, in, diag);
    bool ok = true;
    for (size_t k = 0; ok && k < nregions; k++) ok = sp_parse_region(&p, &regions[k]);
    SpecFile *f = NULL;
    if (ok) {
        f = ARENA_NEW(a, SpecFile);
        f->path = file;
        f->decls = (SpecDecl **)p.decls.items;
        f->ndecls = p.decls.len;
        collect_flags(f, a);
    }
    sp_free(&p);
    return f;
}

SpecFile *spec_parse_file(const char *path, Arena *a, Interner *in, Diag *diag) {
    StrBuf sb;
    sb_init(&sb);
    SpecFile *f = read_file(path, &sb, diag)
                      ? spec_parse_string(sb_str(&sb), sb.len, path, spec_source_of_path(path), a, in, diag)
                      : NULL;
    sb_free(&sb);
    return f;
}
