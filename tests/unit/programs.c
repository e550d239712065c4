/* programs.c — compiling test programs once per run (see tests.h). */
#include "tests.h"
#include "../../src/core/link.h"
#include "../../src/core/print.h"
#include "../../src/frontend/ghc.h"
#include "../../src/util/strbuf.h"
#include "../../src/util/xalloc.h"

#include <stdio.h>
#include <string.h>

typedef struct Cached {
    char *name;
    Program *program;
} Cached;

/* Test-only cache: each program is compiled by GHC once per run. */
static Cached cache[64];
static int ncached;

Program *tests_program(const char *name) {
    char path[512];
    snprintf(path, sizeof path, "tests/programs/%s", name);
    return tests_load(path, true);
}

Program *tests_load(const char *path, bool check_all) {
    for (int i = 0; i < ncached; i++)
        if (strcmp(cache[i].name, path) == 0) return cache[i].program;
    ck_assert_int_lt(ncached, 64);
    const char *name = path;
    Program *p = xcalloc(1, sizeof *p);
    program_init(p);
    Diag d;
    diag_init(&d);
    GhcOptions opt = {0};
    opt.timeout_s = 300;
    bool ok = ghc_load_program(path, &opt, p, &d) && (!check_all || link_check_reachable(p, NULL, 0, &d));
    if (!ok) {
        char msg[1024];
        snprintf(msg, sizeof msg, "%s", d.msg ? d.msg : "?");
        diag_clear(&d);
        program_free(p);
        free(p);
        ck_abort_msg("%s does not load: %s", name, msg);
    }
    cache[ncached].name = xstrdup(path);
    cache[ncached].program = p;
    ncached++;
    return p;
}

void tests_release_programs(void) {
    for (int i = 0; i < ncached; i++) {
        program_free(cache[i].program);
        free(cache[i].program);
        free(cache[i].name);
    }
    ncached = 0;
}

const char *tests_type_of(Program *p, Global *g) {
    static char buf[1024];
    StrBuf sb;
    sb_init(&sb);
    print_type(p, g->var->type, &sb);
    snprintf(buf, sizeof buf, "%s", sb_str(&sb));
    sb_free(&sb);
    return buf;
}
