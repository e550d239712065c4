/* process.h — run a program, capture what it prints, honour a time limit;
 * temporary directories. */
#ifndef LHX_PROCESS_H
#define LHX_PROCESS_H

#include <stdbool.h>

#include "../util/strbuf.h"

typedef struct ProcResult {
    bool started;   /* false: could not be executed at all (errno in err) */
    bool timed_out;
    int exit_code;  /* valid when it exited normally; -1 if killed by a signal */
    int err;
    int signal;     /* the signal that ended it, or 0 */
} ProcResult;

/* Runs argv[0] (searched in PATH) with stdout and stderr captured into out,
 * for at most timeout_s seconds (0: no limit). The child leads a process
 * group of its own, which is ended when it ends, when the time is up, when
 * lhx gets SIGINT/SIGTERM/SIGHUP (util/cleanup.h), and, by the kernel, when
 * lhx dies any other way (PR_SET_PDEATHSIG). It runs under the memory
 * limits lhx was started with, not lhx's own (util/memlimit.h). */
ProcResult process_run(char *const argv[], double timeout_s, StrBuf *out);

/* mkdtemp under $TMPDIR or /tmp, registered for removal on a signal
 * (util/cleanup.h); NULL on failure. Free with free(). */
char *make_temp_dir(const char *prefix);
/* rm -r (never following links), best effort; forgets the registration. */
void remove_tree(const char *path);
/* Forgets the registration: the directory stays (for debugging). */
void keep_temp_dir(const char *path);

/* This program's absolute path (/proc/self/exe), malloc'd; NULL if unknown.
 * What `lhx lsp` and `lhx eval` run as their children. */
char *process_self_path(void);

#endif
