/* session.c — what every check of a file shares, loaded once: the program
 * (GHC and lhx's plugin, src/frontend/ghc.c), its specs (translate/spec_env.c)
 * and the binders' source ranges (binder_range.h). See check.h. */
#include "check.h"
#include "../frontend/ghc.h"

#include <stdio.h>
#include <string.h>

void check_default_options(CheckOptions *o) {
    memset(o, 0, sizeof *o);
    o->timeout_s = 10; /* per function: an answer within seconds (the paper used 120) */
    o->max_depth = 4000;
    o->max_size = 8; /* lists of 8 elements, trees 8 levels deep: enough for a verdict in seconds */
}

void check_session_init(CheckSession *s) {
    memset(s, 0, sizeof *s);
    program_init(&s->p);
}

bool check_session_read_source(CheckSession *s, const char *file, Diag *d) {
    s->ranges_read = binder_ranges_read(file, &s->ranges, d);
    return s->ranges_read;
}

bool check_session_open(CheckSession *s, const CheckOptions *o, Diag *d) {
    GhcOptions gopt = {0};
    gopt.timeout_s = 600;
    if (!ghc_load_program(o->file, &gopt, &s->p, d)) return false;
    s->module = program_main_module(&s->p);
    char specs_dir[4096];
    snprintf(specs_dir, sizeof specs_dir, "%s/specs", ghc_share_dir(&gopt));
    SpecEnvOptions eo = {specs_dir, o->specs, o->nspecs};
    s->env_loaded = spec_env_load(&s->env, &s->p, s->module, &eo, d);
    for (uint32_t i = 0; s->env_loaded && i < s->env.nwarnings; i++) fprintf(stderr, "%s\n", s->env.warnings[i]);
    if (s->env_loaded && !s->ranges_read) { /* a file that cannot be read has no ranges: spans fall back */
        Diag unread;
        diag_init(&unread);
        if (!check_session_read_source(s, o->file, &unread)) diag_clear(&unread);
    }
    return s->env_loaded;
}

void check_session_close(CheckSession *s) {
    if (s->env_loaded || s->env.p) spec_env_free(&s->env);
    program_free(&s->p);
    binder_ranges_free(&s->ranges);
}
