/* runner.h — running many commands in parallel, each in its own process
 * group with a wall-clock limit and an address-space limit.
 *
 * src/frontend/process.h runs one command and waits; an evaluation runs a
 * corpus, N at a time, and must never let one stuck run hold up the rest, so
 * this runner polls every child's pipes at once and kills a child's whole
 * process group (lhx and the GHC it started) when its time is up. */
#ifndef LHX_EVAL_RUNNER_H
#define LHX_EVAL_RUNNER_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/strbuf.h"

typedef struct RunLimits {
    int jobs;         /* at most this many children at once (>= 1) */
    double wall_s;    /* kill a child's process group after this long; 0: never */
    long mem_mb;      /* RLIMIT_AS of each child in MiB; 0: no limit */
} RunLimits;

typedef struct RunOutput {
    bool started;   /* false: exec failed (err holds errno) */
    int err;
    bool timed_out; /* killed by the runner at the wall-clock limit */
    int exit_code;  /* when it exited; -1 when a signal ended it */
    int signal;     /* the signal that ended it, 0 if none */
    StrBuf out;     /* stdout (the JSON) */
    StrBuf errout;  /* stderr */
    bool truncated; /* more output than the runner keeps (RUN_MAX_OUTPUT per stream) */
    double seconds; /* wall clock from fork to exit */
    long max_rss_kb; /* the largest resident set of the command or of a child it waited for
                      * (lhx, or the GHC it ran), in KiB; -1 unknown */
} RunOutput;

#define RUN_MAX_OUTPUT (16u << 20)

typedef struct RunHooks {
    /* Called once per command, as it finishes, in the order they finish. */
    void (*done)(void *ctx, size_t index, RunOutput *out);
    /* Called about every tick_s seconds while commands run (progress). */
    void (*tick)(void *ctx);
    double tick_s;
    void *ctx;
} RunHooks;

/* Runs argvs[0..n) (argv[0] is searched in PATH), limits as given, calling
 * hooks. Returns false if SIGINT or SIGTERM arrived: the running children
 * were then killed and the rest not started. */
bool runner_run(char **const *argvs, size_t n, const RunLimits *lim, const RunHooks *hooks);

#endif
