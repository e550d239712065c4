/* commands.h — the lhx commands; each takes its own argv (argv[0] is the
 * command name) and returns the process exit status. The CLI's own are
 * declared here; `lhx lsp` and `lhx eval` come from their folders, which
 * depend on the check pipeline, never on the CLI. */
#ifndef LHX_COMMANDS_H
#define LHX_COMMANDS_H

#include <stdbool.h>

#include "../eval/cmd_eval.h"
#include "../lsp/cmd_lsp.h"

int cmd_core(int argc, char **argv);
int cmd_build_prelude(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_after_liquid(int argc, char **argv);
int cmd_peer_driver(int argc, char **argv);

#endif
