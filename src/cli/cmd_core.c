/* cmd_core.c — `lhx core FILE`: compile, load and link a program and print
 * it as the engine sees it. A binder that reaches a name with no definition
 * is still printed, followed by a note naming what is missing: `core` only
 * shows the program, while the commands that execute a binder stop with
 * that message as an error. Also the hidden `lhx build-prelude`. */
#include "commands.h"
#include "../help/help.h"
#include "../core/link.h"
#include "../core/print.h"
#include "../check/check.h"
#include "../frontend/ghc.h"
#include "../util/diag.h"
#include "../util/memlimit.h"

#include <stdio.h>
#include <string.h>

/* Notes for the binders that reach a name with no definition. */
static void print_unexecutable(Program *p, const Module *m, StrBuf *out) {
    for (uint32_t i = 0; i < m->nbinds; i++) {
        Diag d;
        diag_init(&d);
        if (!link_check_reachable(p, &m->binds[i], 1, &d))
            sb_printf(out, "-- note: %s cannot be executed: %s\n", sym_str(&p->syms, m->binds[i]->var->id), d.msg);
        diag_clear(&d);
    }
}

/* Compiles and loads file with its project's options (check_load_program). */
static bool load_in_project(const char *file, GhcOptions *gopt, Program *p, Diag *d) {
    Project project;
    bool ok = check_load_program(file, NULL, gopt, &project, p, d);
    project_free(&project);
    return ok;
}

int cmd_core(int argc, char **argv) {
    const char *file = NULL;
    bool externals = false;
    GhcOptions opt = {0};
    Diag d;
    diag_init(&d);
    bool files_only = false; /* after `--`, a file name may start with '-' */
    for (int i = 1; i < argc; i++) {
        if (files_only || (argv[i][0] != '-' && !file)) {
            if (file) {
                fprintf(stderr, "lhx: error: core: unexpected argument '%s'\n", argv[i]);
                help_print_usage("core", stderr);
                return EXIT_BAD_INPUT;
            }
            file = argv[i];
        } else if (strcmp(argv[i], "--") == 0) files_only = true;
        else if (strcmp(argv[i], "--externals") == 0) externals = true;
        else if (strcmp(argv[i], "--keep-temp") == 0) opt.keep_temp = true;
        else if (strcmp(argv[i], "--no-th") == 0) opt.no_th = true;
        else {
            fprintf(stderr, "lhx: error: core: unexpected argument '%s'\n", argv[i]);
            help_print_usage("core", stderr);
            return EXIT_BAD_INPUT;
        }
    }
    if (!file) {
        fputs("lhx: error: core: missing FILE\n", stderr);
        help_print_usage("core", stderr);
        return EXIT_BAD_INPUT;
    }
    opt.timeout_s = 600;
    opt.heap_mb = MEMORY_DEFAULT_MB;
    Program p;
    program_init(&p);
    int status = 0;
    size_t len = strlen(file);
    bool json = len > 5 && strcmp(file + len - 5, ".json") == 0;
    if (!(json ? ghc_load_core_json(file, &opt, &p, &d) : load_in_project(file, &opt, &p, &d))) {
        status = diag_report(&d, stderr);
    } else {
        StrBuf out;
        sb_init(&out);
        for (uint32_t i = 0; i < p.nmodules; i++) {
            if (p.modules[i]->is_prelude) continue;
            print_module(&p, p.modules[i], &out);
            if (externals) print_externals(&p, p.modules[i], &out);
            print_unexecutable(&p, p.modules[i], &out);
        }
        fputs(sb_str(&out), stdout);
        sb_free(&out);
    }
    program_free(&p);
    return status;
}

int cmd_build_prelude(int argc, char **argv) {
    if (argc != 3) {
        help_print_usage("build-prelude", stderr);
        return EXIT_BAD_INPUT;
    }
    GhcOptions opt = {0};
    Diag d;
    diag_init(&d);
    return ghc_build_prelude(argv[1], argv[2], &opt, &d) ? 0 : diag_report(&d, stderr);
}
