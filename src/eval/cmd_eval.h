/* cmd_eval.h — `lhx eval`, the corpus evaluation (docs/eval.md): the one
 * entry point the CLI's command table (src/cli/main.c) calls. */
#ifndef LHX_CMD_EVAL_H
#define LHX_CMD_EVAL_H

/* argv[0] is "eval"; returns the process exit status. */
int cmd_eval(int argc, char **argv);

#endif
