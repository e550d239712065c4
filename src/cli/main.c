/* main.c — the lhx command line: one function per command, dispatched by
 * name. Commands return an exit status (see diag.h); errors are printed
 * here, never deeper down. */
#include "commands.h"

#include <stdio.h>
#include <string.h>

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage;
    bool hidden; /* used by the build, not by people */
} Command;

static const Command commands[] = {
    {"core", cmd_core, "lhx core FILE [--externals] [--keep-temp] [--no-th]   print the loaded program (FILE: .hs, .lhs, or core .json)", false},
    {"check", cmd_check, "lhx check FILE [--function NAME]... [--json] [--timeout S] [--max-depth N] [--spec FILE]... [--memory MB] [--no-th]   check functions against their refinement types", false},
    {"explain", cmd_explain, "lhx explain FILE:LINE[:COL] [--json] [--timeout S] [--max-depth N] [--spec FILE]... [--memory MB] [--no-th]   explain the function at a position (a LiquidHaskell error's)", false},
    {"after-liquid", cmd_after_liquid, "lhx after-liquid [OUTPUT|-] [--json] [--timeout S] [--max-depth N] [--spec FILE]... [--memory MB] [--no-th]   explain each error of a failed liquid run (its output, or stdin)", false},
    {"run", cmd_run, "lhx run FILE [--entry NAME] [--timeout S] [--max-depth N] [--memory MB] [--no-th]   search for assertion failures", false},
    {"lsp", cmd_lsp, "lhx lsp [--stdio] [--timeout S] [--no-th]   a language server for editors (LSP over stdio)", false},
    {"eval", cmd_eval, "lhx eval [MANIFEST] [-j N] [--timeout S] [--mem-limit MB] [--out DIR]   evaluate lhx on a corpus (docs/eval.md)", false},
    {"build-prelude", cmd_build_prelude, "lhx build-prelude SRC_DIR OUT_DIR", true},
};

static void usage(FILE *out) {
    fputs("usage:\n", out);
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (!commands[i].hidden) fprintf(out, "  %s\n", commands[i].usage);
    fputs("exit status: 0 no counterexample, 1 counterexamples found, 2 bad input or usage,\n"
          "             3 unsupported construct or internal limit\n",
          out);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (strcmp(argv[1], commands[i].name) == 0) return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "lhx: error: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
