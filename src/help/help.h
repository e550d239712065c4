/* help.h — the one source of lhx's help texts: `lhx --help`, `lhx COMMAND
 * --help`, the `usage:` line of a usage error, the manual page (`lhx
 * --help-man`, installed as lhx.1) and the bash completion script (`lhx
 * --bash-completion`) are all printed from the table in help.c, so an option
 * added there appears in every one of them. */
#ifndef LHX_HELP_H
#define LHX_HELP_H

#include <stdbool.h>
#include <stdio.h>

#define LHX_VERSION "0.1.0"

enum { HELP_MAX_OPTIONS = 20, HELP_MAX_SYNOPSES = 4 };

/* One option: its flags as written in the synopsis ("--timeout S",
 * "-j N, --jobs N") and one line saying what it does. */
typedef struct HelpOption {
    const char *flags;
    const char *text;
    bool repeatable; /* may be given several times ("[--spec FILE]...") */
    const char *complete; /* what its value is, for completion: "file", "dir", a word list "a b", or NULL */
} HelpOption;

typedef struct CommandHelp {
    const char *name;
    const char *operands; /* after the name in the synopsis, e.g. "FILE" */
    const char *summary;  /* one line, for `lhx --help` */
    /* Paragraphs (separated by "\n\n") for `lhx COMMAND --help` and the
     * manual; an indented line ("  $ …") is shown as is (an example). */
    const char *description;
    /* Synopses written out, for a command whose forms differ (eval); when
     * empty, the synopsis is built from the operands and the options. */
    const char *synopses[HELP_MAX_SYNOPSES];
    HelpOption options[HELP_MAX_OPTIONS]; /* ends at the first without flags */
    const char *operand_complete; /* "file", "dir", or NULL: how to complete the operands */
    bool hidden;                  /* used by the build, not by people */
} CommandHelp;

/* The commands, in the order help lists them; *n set. */
const CommandHelp *help_commands(size_t *n);
/* The command called name, or NULL. */
const CommandHelp *help_command(const char *name);

/* One exit status and what it means (the table of `lhx --help`, the manual
 * and README). */
typedef struct HelpStatus {
    int status;
    const char *meaning;
} HelpStatus;
const HelpStatus *help_statuses(size_t *n);

/* `usage: lhx NAME …` (every synopsis, wrapped), for a usage error. */
void help_print_usage(const char *name, FILE *out);
/* The whole help of one command (`lhx NAME --help`). */
void help_print_command(const CommandHelp *c, FILE *out);
/* `lhx --help`: the commands and the exit statuses. */
void help_print_main(FILE *out);
/* `lhx --version`. */
void help_print_version(FILE *out);

/* c's synopses, each on one line without "usage: " (malloc'd; the caller
 * frees them): the written ones, or one built from the operands and options.
 * Returns how many. */
size_t help_synopses(const CommandHelp *c, char *out[HELP_MAX_SYNOPSES]);

/* ---- help_formats.c ---- */

/* The manual page lhx.1, in roff (man(7) macros). */
void help_print_man(FILE *out);
/* A bash completion script for lhx (commands, options, files). */
void help_print_bash_completion(FILE *out);

#endif
