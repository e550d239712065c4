/* cmd_lsp.h — `lhx lsp`, the language server (docs/editors.md): the one
 * entry point the CLI's command table (src/cli/main.c) calls. */
#ifndef LHX_CMD_LSP_H
#define LHX_CMD_LSP_H

/* argv[0] is "lsp"; returns the process exit status. */
int cmd_lsp(int argc, char **argv);

#endif
