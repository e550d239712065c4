/* main.c — the lhx command line: one function per command, dispatched by
 * name. Commands return an exit status (see diag.h); errors are printed
 * here, never deeper down. Help, usage and version texts come from help.c,
 * which main consults before dispatching: `lhx COMMAND --help` never
 * reaches the command. */
#include "commands.h"
#include "hugepages.h"
#include "../help/help.h"
#include "../util/color.h"
#include "../util/diag.h"

#include <stdio.h>
#include <string.h>

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
} Command;

static const Command commands[] = {
    {"core", cmd_core},
    {"check", cmd_check},
    {"explain", cmd_explain},
    {"after-liquid", cmd_after_liquid},
    {"run", cmd_run},
    {"lsp", cmd_lsp},
    {"eval", cmd_eval},
    {"build-prelude", cmd_build_prelude},
    {"peer-driver", cmd_peer_driver},
};

/* -h or --help. */
static bool is_help(const char *arg) { return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0; }

/* Does the command's argument list ask for help? Only before a `--`. */
static bool asks_for_help(int argc, char **argv) {
    for (int i = 2; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (is_help(argv[i])) return true;
    return false;
}

/* `lhx --help`, `lhx help [COMMAND]`, `lhx --version` and the texts the
 * build installs (the manual page, the bash completion): true with *status
 * set when argv[1] is one of them. */
static bool global_option(int argc, char **argv, int *status) {
    const char *a = argv[1];
    *status = EXIT_NONE_FOUND;
    if (is_help(a) || (strcmp(a, "help") == 0 && argc == 2)) help_print_main(stdout);
    else if (strcmp(a, "help") == 0) {
        const CommandHelp *c = help_command(argv[2]);
        if (c) help_print_command(c, stdout);
        else {
            fprintf(stderr, "lhx: error: help: unknown command '%s' (the commands: lhx --help)\n", argv[2]);
            *status = EXIT_BAD_INPUT;
        }
    } else if (strcmp(a, "--version") == 0 || strcmp(a, "-V") == 0) help_print_version(stdout);
    else if (strcmp(a, "--help-man") == 0) help_print_man(stdout);
    else if (strcmp(a, "--bash-completion") == 0) help_print_bash_completion(stdout);
    else return false;
    return true;
}

/* Takes `--color=WHEN` / `--color WHEN` (or --colour) out of argv, wherever
 * it is before a `--`, and sets the program's colour mode: every command
 * takes it, so no command's parser needs to. False (status 2, a message)
 * for a WHEN that is not auto, always or never. */
static bool take_color_option(int *argc, char **argv) {
    int out = 1;
    bool done = false;
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i];
        done = done || strcmp(a, "--") == 0;
        size_t n = strncmp(a, "--colour", 8) == 0 ? 8 : strncmp(a, "--color", 7) == 0 ? 7 : 0;
        if (done || !n || (a[n] != 0 && a[n] != '=')) {
            argv[out++] = argv[i];
            continue;
        }
        const char *when = a[n] == '=' ? a + n + 1 : i + 1 < *argc ? argv[++i] : "";
        ColorMode mode;
        if (!color_parse(when, &mode)) {
            fprintf(stderr, "lhx: error: %.*s: expected auto, always or never, not '%s'\n", (int)n, a, when);
            return false;
        }
        color_set_mode(mode);
    }
    argv[out] = NULL;
    *argc = out;
    return true;
}

/* A command that will do its work (not `--help`), named by argv[1] or,
 * past colour options, by a later argument: lhx executes itself again
 * (hugepages.h) with argv as it was given, before anything is taken out of
 * it. Whether it is a command is settled again, exactly, after the exec. */
static void reexec_for_work(int argc, char **argv) {
    if (argc < 2 || strcmp(argv[1], "help") == 0 || is_help(argv[1]) || asks_for_help(argc, argv)) return;
    for (int i = 1; i < argc; i++)
        for (size_t c = 0; c < sizeof commands / sizeof *commands; c++)
            if (strcmp(argv[i], commands[c].name) == 0) {
                hugepages_reexec(argv);
                return;
            }
}

int main(int argc, char **argv) {
    reexec_for_work(argc, argv);
    if (!take_color_option(&argc, argv)) return EXIT_BAD_INPUT;
    if (argc < 2) {
        fputs("lhx: error: no command given\n", stderr);
        help_print_main(stderr);
        return EXIT_BAD_INPUT;
    }
    int status;
    if (global_option(argc, argv, &status)) return status;
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
        if (strcmp(argv[1], commands[i].name) != 0) continue;
        if (asks_for_help(argc, argv)) {
            help_print_command(help_command(argv[1]), stdout);
            return EXIT_NONE_FOUND;
        }
        return commands[i].run(argc - 1, argv + 1);
    }
    fprintf(stderr, "lhx: error: unknown %s '%s' (the commands: lhx --help)\n", argv[1][0] == '-' ? "option" : "command",
            argv[1]);
    return EXIT_BAD_INPUT;
}
