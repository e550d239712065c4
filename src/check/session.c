/* session.c — what every check of a file shares, loaded once: the program
 * (GHC and lhx's plugin, src/frontend/ghc.c), its specs (src/spec) with the
 * translator opened on them (translate/), and the binders' source ranges
 * (src/source/binder_range.h). See check.h. */
#include "check.h"
#include "../frontend/ghc.h"
#include "../project/cache.h"
#include "../util/path.h"
#include "../../translate/translate.h"
#include "../util/clock.h"
#include "../util/color.h"
#include "../util/memlimit.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

void check_default_options(CheckOptions *o) {
    memset(o, 0, sizeof *o);
    o->timeout_s = 10; /* per function: an answer within seconds (the paper used 120) */
    /* GHC has its own limit: a cold compilation (the prelude's interfaces,
     * a project's modules) on a loaded machine can take longer than a
     * function's search and is not a verdict's time (issue 16). */
    o->ghc_timeout_s = CHECK_GHC_TIMEOUT_DEFAULT;
    o->max_depth = 4000;
    o->max_size = 8; /* lists of 8 elements, trees 8 levels deep: enough for a verdict in seconds */
    o->memory_mb = MEMORY_DEFAULT_MB;
}

void check_session_init(CheckSession *s) {
    memset(s, 0, sizeof *s);
    program_init(&s->p);
    symmap_init(&s->tried);
}

bool check_session_read_source(CheckSession *s, const char *file, Diag *d) {
    s->ranges_read = binder_ranges_read(file, &s->ranges, d);
    return s->ranges_read;
}

bool check_memory_limit(long mb, Diag *d) {
    if (memory_limit_set(mb)) return true;
    return diag_error(d, EXIT_UNSUPPORTED, "cannot set the memory limit of %ld MB: %s", mb, strerror(errno));
}

bool check_load_program(const char *file, const ProjectExtra *extra, GhcOptions *gopt, Project *project, Program *p,
                        Diag *d) {
    if (!project_find(file, extra, project, d) || !project_check_packages(project, gopt->ghc, d)) return false;
    /* GHC names imported modules' files after the -i directory: relative to
     * the current directory when inside it, as the user names files */
    StrList shown = {0};
    for (size_t i = 0; i < project->include_dirs.n; i++) strlist_take(&shown, path_display(project->include_dirs.items[i]));
    gopt->include_dirs = shown.items;
    gopt->ninclude_dirs = shown.n;
    gopt->args = project->ghc_args.items;
    gopt->nargs = project->ghc_args.n;
    CacheEntry cache = {0};
    if (!gopt->keep_temp) cache_entry(project, file, ghc_share_dir(gopt), gopt->ghc, &cache); /* kept: all in one place */
    gopt->cache_dir = cache.dir;
    gopt->modules = cache.modules.items;
    gopt->nmodules = cache.modules.n;
    gopt->cache_up_to_date = cache.up_to_date;
    bool ok = ghc_load_program(file, gopt, p, d);
    gopt->cache_dir = NULL;
    gopt->modules = NULL;
    gopt->nmodules = 0;
    gopt->include_dirs = NULL;
    gopt->ninclude_dirs = 0;
    strlist_free(&shown);
    cache_entry_free(&cache);
    return ok;
}

bool check_session_open(CheckSession *s, const CheckOptions *o, Diag *d) {
    if (!check_memory_limit(o->memory_mb, d)) return false;
    double start = clock_seconds();
    GhcOptions gopt = {0};
    gopt.timeout_s = o->ghc_timeout_s;
    gopt.ghc_seconds = &s->ghc_seconds;
    gopt.heap_mb = o->memory_mb;
    gopt.no_th = o->no_th;
    ProjectExtra extra = {o->include_dirs, o->ninclude_dirs, o->ghc_options, o->nghc_options};
    bool loaded = check_load_program(o->file, &extra, &gopt, &s->project, &s->p, d);
    s->load_seconds = clock_seconds() - start;
    if (!loaded) return false;
    s->module = program_main_module(&s->p);
    char specs_dir[4096];
    snprintf(specs_dir, sizeof specs_dir, "%s/specs", ghc_share_dir(&gopt));
    SpecLoadOptions so = {specs_dir, o->specs, o->nspecs, (const char *const *)s->project.liquid_flags.items,
                          (uint32_t)s->project.liquid_flags.n};
    s->spec_loaded = spec_load(&s->spec, &s->p, s->module, &so, d);
    if (!s->spec_loaded) return false;
    s->translator_open = true;
    if (!translate_open(&s->tr, &s->p, s->module, &s->spec, d)) return false;
    for (uint32_t i = 0; i < s->spec.nwarnings; i++) {
        color_fputs_message(s->spec.warnings[i], stderr);
        fputc('\n', stderr);
    }
    if (!s->ranges_read) { /* a file that cannot be read has no ranges: spans fall back */
        Diag unread;
        diag_init(&unread);
        if (!check_session_read_source(s, o->file, &unread)) diag_clear(&unread);
    }
    return true;
}

void check_session_close(CheckSession *s) {
    symmap_free(&s->tried);
    solver_free(s->holds_solver);
    solver_free(s->holds_replay);
    if (s->translator_open) translate_close(&s->tr);
    if (s->spec_loaded || s->spec.p) spec_free(&s->spec);
    program_free(&s->p);
    binder_ranges_free(&s->ranges);
    project_free(&s->project);
}
