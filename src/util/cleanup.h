/* cleanup.h — what must not outlive lhx, whichever way it ends: its
 * temporary directories and the process groups of the programs it runs
 * (GHC; for the language server, the `lhx explain` it runs).
 *
 * Normal code registers each while it exists and removes it itself. When
 * SIGINT, SIGTERM or SIGHUP arrives, a handler (installed at the first
 * registration) ends every registered process group and waits for it, then
 * removes every registered directory, and lets the signal end lhx as it
 * would have. Everything the handler does is async-signal-safe: kill,
 * waitpid, nanosleep, open, getdents64, unlinkat, close.
 *
 * A group is ended either at once (SIGKILL: GHC, whose temporary files are
 * inside lhx's own directory) or gracefully (SIGTERM, then SIGKILL after a
 * grace period: an lhx child, so that it can clean up after itself the same
 * way). The registry is the one piece of global mutable state here: a
 * signal handler can reach nothing else. */
#ifndef LHX_CLEANUP_H
#define LHX_CLEANUP_H

#include <signal.h>
#include <stdbool.h>
#include <sys/types.h>

/* Seconds a graceful stop waits between SIGTERM and SIGKILL. */
#define CLEANUP_GRACE_S 3.0

/* Registers a directory for removal on a signal. False when the registry is
 * full or the path too long (the directory is then only removed by normal
 * code; lhx keeps few at once). */
bool cleanup_add_dir(const char *path);
/* Forgets a directory (normal code removed it, or keeps it on purpose). */
void cleanup_forget_dir(const char *path);

/* Registers a child that leads its own process group. */
void cleanup_add_group(pid_t pgid, bool graceful);
void cleanup_forget_group(pid_t pgid);

/* Around fork: hold the handled signals until the parent has registered
 * the child's group, and until the child has dropped the handler (a child
 * that ran it would clean up its parent's directories). */
void cleanup_hold_signals(sigset_t *old);
void cleanup_release_signals(const sigset_t *old);
/* In a forked child before exec: default dispositions, then the old mask. */
void cleanup_in_child(const sigset_t *old);

/* Ends a child process group: SIGTERM, then (if the leader has not exited
 * within grace_s) SIGKILL to the group; the leader is left unreaped (a
 * zombie keeps its pid, so the group id cannot be reused meanwhile) unless
 * reap is true. Async-signal-safe. Returns the leader's wait status when
 * reaped, else 0. */
int cleanup_stop_group(pid_t pgid, double grace_s, bool reap);

/* The registry also installs crash handlers (SIGSEGV, SIGBUS, SIGABRT,
 * SIGFPE, SIGILL, unless a sanitizer has its own): they clean up the same
 * way before lhx dies of the signal; an abort under a memory limit (a
 * library that could not allocate) ends lhx with status 3 instead. This
 * tells them the limit (memlimit.h calls it). */
void cleanup_note_memory_limit(long mb);

/* What the handler does, for other ways out (xalloc's out of memory):
 * ends every registered group and removes every registered directory. */
void cleanup_all(void);

/* rm -r without following symbolic links, async-signal-safe (no malloc,
 * no stdio); best effort. */
void cleanup_remove_tree(const char *path);

#endif
