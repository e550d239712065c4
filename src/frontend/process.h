/* process.h — run a program, capture what it prints, honour a time limit. */
#ifndef LHX_PROCESS_H
#define LHX_PROCESS_H

#include <stdbool.h>

#include "../util/strbuf.h"

typedef struct ProcResult {
    bool started;   /* false: could not be executed at all (errno in err) */
    bool timed_out;
    int exit_code;  /* valid when it exited normally; -1 if killed by a signal */
    int err;
} ProcResult;

/* Runs argv[0] (searched in PATH) with stdout and stderr captured into out. */
ProcResult process_run(char *const argv[], int timeout_s, StrBuf *out);

/* mkdtemp under $TMPDIR or /tmp; NULL on failure. Free with free(). */
char *make_temp_dir(const char *prefix);
/* rm -r, best effort. */
void remove_tree(const char *path);

/* This program's absolute path (/proc/self/exe), malloc'd; NULL if unknown.
 * What `lhx lsp` and `lhx eval` run as their children. */
char *process_self_path(void);

#endif
