/* cleanup.c — see cleanup.h. Linux (getdents64). */
#define _GNU_SOURCE
#include "cleanup.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { MAX_DIRS = 16, MAX_GROUPS = 8, MAX_PATH = 4096, MAX_DEPTH = 32 };

/* The registry (see cleanup.h for why it is global). A slot's path is
 * written before `used` is set and `used` cleared before the slot is
 * reused, so a handler that interrupts either sees a whole path or none. */
static struct {
    volatile sig_atomic_t used;
    char path[MAX_PATH];
} dirs[MAX_DIRS];

static struct {
    volatile sig_atomic_t pgid; /* 0: free */
    volatile sig_atomic_t graceful;
} groups[MAX_GROUPS];

static bool installed;
static volatile long crash_memory_mb; /* the --memory limit, for on_crash */

static const int handled_signals[] = {SIGINT, SIGTERM, SIGHUP};

/* ---- Removing a tree, async-signal-safe ---------------------------------------- */

/* One getdents64 record (the kernel's layout). */
typedef struct DirEntry64 {
    uint64_t ino;
    int64_t off;
    unsigned short reclen;
    unsigned char type;
    char name[];
} DirEntry64;

static void remove_at(int dirfd, const char *name, int depth);

/* Removes everything in the open directory fd. Entries removed while
 * reading may make getdents skip others, so passes repeat until one finds
 * nothing left (or a few passes could not remove what remains). */
static void remove_entries(int fd, int depth) {
    for (int pass = 0; pass < 8; pass++) {
        if (lseek(fd, 0, SEEK_SET) < 0) return;
        bool found = false;
        _Alignas(8) char buf[2048];
        long n;
        while ((n = syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0) {
            for (long off = 0; off < n;) {
                const DirEntry64 *d = (const DirEntry64 *)(buf + off);
                off += d->reclen;
                if (strcmp(d->name, ".") == 0 || strcmp(d->name, "..") == 0) continue;
                found = true;
                remove_at(fd, d->name, depth);
            }
        }
        if (!found) return;
    }
}

static void remove_at(int dirfd, const char *name, int depth) {
    if (unlinkat(dirfd, name, 0) == 0 || errno == ENOENT) return;
    if (depth >= MAX_DEPTH) return;
    int fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return;
    remove_entries(fd, depth + 1);
    close(fd);
    unlinkat(dirfd, name, AT_REMOVEDIR);
}

void cleanup_remove_tree(const char *path) { remove_at(AT_FDCWD, path, 0); }

/* ---- Stopping a process group ------------------------------------------------------ */

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Waits up to wait_s for the child pid to exit, without reaping it. */
static bool wait_exit(pid_t pid, double wait_s) {
    double until = now_s() + wait_s;
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        int r = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
        if (r < 0 && errno != EINTR) return true; /* not our child (any more) */
        if (r == 0 && info.si_pid == pid) return true;
        if (now_s() >= until) return false;
        struct timespec tick = {0, 10 * 1000 * 1000};
        nanosleep(&tick, NULL);
    }
}

int cleanup_stop_group(pid_t pgid, double grace_s, bool reap) {
    if (pgid <= 0) return 0;
    if (grace_s > 0) {
        kill(-pgid, SIGTERM);
        kill(pgid, SIGTERM); /* in case it has not made its group yet */
        wait_exit(pgid, grace_s);
    }
    /* The leader is a zombie or alive, so the group id is still its: this
     * ends whatever it left running in the group, and nothing else. */
    kill(-pgid, SIGKILL);
    kill(pgid, SIGKILL);
    int status = 0;
    if (reap)
        while (waitpid(pgid, &status, 0) < 0 && errno == EINTR) {}
    else
        wait_exit(pgid, 2.0);
    return status;
}

/* ---- The handler ---------------------------------------------------------------------- */

void cleanup_all(void) {
    for (int i = 0; i < MAX_GROUPS; i++) {
        pid_t pg = groups[i].pgid;
        if (pg > 0) cleanup_stop_group(pg, groups[i].graceful ? CLEANUP_GRACE_S : 0, false);
        groups[i].pgid = 0;
    }
    for (int i = 0; i < MAX_DIRS; i++)
        if (dirs[i].used) cleanup_remove_tree(dirs[i].path), dirs[i].used = 0;
}

static void on_signal(int sig) {
    int saved = errno;
    cleanup_all();
    /* Die of the signal, as without the handler: it is blocked while this
     * runs, so it is delivered (with the default action) on return. */
    signal(sig, SIG_DFL);
    raise(sig);
    errno = saved;
}

/* ---- Crashes ---------------------------------------------------------------------------- */

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGILL};

static void say(const char *s) {
    if (write(STDERR_FILENO, s, strlen(s)) < 0) { /* nothing more to do */ }
}

/* lhx crashed: what is running and the temporary directories go first.
 * Under a memory limit an abort comes from a library that could not
 * allocate (Z3 throws when it cannot even start a thread), which is the
 * limit, not a crash: status 3 as for any other allocation failure. */
static void on_crash(int sig) {
    cleanup_all();
    if (sig == SIGABRT && crash_memory_mb > 0) {
        say("lhx: error: out of memory: aborted in a library under the memory limit (--memory)\n");
        _exit(3);
    }
    say(sig == SIGSEGV ? "lhx: error: internal error: segmentation fault\n" : "lhx: error: internal error: crashed\n");
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Crash handlers, where no one (a sanitizer) has its own; on an alternate
 * stack, so that a stack overflow is handled too. */
static void install_crash_handlers(void) {
    static char altstack[1 << 16];
    stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack, .ss_flags = 0};
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_crash;
    sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof crash_signals / sizeof *crash_signals; i++) {
        struct sigaction old;
        if (sigaction(crash_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_DFL && !(old.sa_flags & SA_SIGINFO))
            sigaction(crash_signals[i], &sa, NULL);
    }
}

void cleanup_note_memory_limit(long mb) { crash_memory_mb = mb; }

/* Installs the handler for the signals lhx was not told to ignore. */
static void install(void) {
    if (installed) return;
    installed = true;
    install_crash_handlers();
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < sizeof handled_signals / sizeof *handled_signals; i++)
        sigaddset(&sa.sa_mask, handled_signals[i]);
    for (size_t i = 0; i < sizeof handled_signals / sizeof *handled_signals; i++) {
        struct sigaction old;
        if (sigaction(handled_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue; /* nohup */
        sigaction(handled_signals[i], &sa, NULL);
    }
}

void cleanup_hold_signals(sigset_t *old) {
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof handled_signals / sizeof *handled_signals; i++) sigaddset(&set, handled_signals[i]);
    sigprocmask(SIG_BLOCK, &set, old);
}

void cleanup_release_signals(const sigset_t *old) { sigprocmask(SIG_SETMASK, old, NULL); }

void cleanup_in_child(const sigset_t *old) {
    for (size_t i = 0; i < sizeof handled_signals / sizeof *handled_signals; i++) {
        struct sigaction cur;
        if (sigaction(handled_signals[i], NULL, &cur) == 0 && cur.sa_handler == on_signal)
            signal(handled_signals[i], SIG_DFL);
    }
    sigprocmask(SIG_SETMASK, old, NULL);
}

/* ---- The registry ---------------------------------------------------------------------- */

bool cleanup_add_dir(const char *path) {
    size_t n = strlen(path);
    if (n >= MAX_PATH) return false;
    install();
    for (int i = 0; i < MAX_DIRS; i++) {
        if (dirs[i].used) continue;
        memcpy(dirs[i].path, path, n + 1);
        dirs[i].used = 1;
        return true;
    }
    return false;
}

void cleanup_forget_dir(const char *path) {
    for (int i = 0; i < MAX_DIRS; i++)
        if (dirs[i].used && strcmp(dirs[i].path, path) == 0) {
            dirs[i].used = 0;
            return;
        }
}

void cleanup_add_group(pid_t pgid, bool graceful) {
    install();
    for (int i = 0; i < MAX_GROUPS; i++) {
        if (groups[i].pgid) continue;
        groups[i].graceful = graceful;
        groups[i].pgid = pgid;
        return;
    }
}

void cleanup_forget_group(pid_t pgid) {
    for (int i = 0; i < MAX_GROUPS; i++)
        if (groups[i].pgid == pgid) groups[i].pgid = 0;
}
