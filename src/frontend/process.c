/* process.c — see process.h. POSIX, plus Linux's PR_SET_PDEATHSIG. */
#define _GNU_SOURCE
#include "process.h"
#include "../util/cleanup.h"
#include "../util/clock.h"
#include "../util/memlimit.h"
#include "../util/xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

/* In the child: output into the pipe, no input, a process group of its own
 * (so that a timeout can end GHC's children too), and death with lhx: a
 * SIGKILL'd lhx runs no handler, so the kernel ends GHC instead. */
static void child_exec(char *const argv[], int pipe_w, int err_w, pid_t parent, const sigset_t *mask) {
    dup2(pipe_w, STDOUT_FILENO);
    dup2(pipe_w, STDERR_FILENO);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) dup2(devnull, STDIN_FILENO);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127); /* lhx died before prctl */
    memory_limit_in_child();
    cleanup_in_child(mask);
    execvp(argv[0], argv);
    int e = errno;
    if (write(err_w, &e, sizeof e) < 0) _exit(127);
    _exit(127);
}

/* Reads the child's output until EOF or the deadline. */
static bool drain(int fd, StrBuf *out, double deadline) {
    char buf[8192];
    for (;;) {
        int wait_ms = -1;
        if (deadline > 0) {
            double left = deadline - clock_seconds();
            if (left <= 0) return false;
            wait_ms = (int)(left * 1000) + 1;
        }
        struct pollfd pfd = {fd, POLLIN, 0};
        int r = poll(&pfd, 1, wait_ms);
        if (r < 0 && errno == EINTR) continue;
        if (r == 0) return false;
        ssize_t n = read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return true;
        sb_putn(out, buf, (size_t)n);
    }
}

/* Forks argv with its output into a pipe; the child's group registered for
 * cleanup before any signal can interrupt. */
static pid_t start(char *const argv[], int pipefd[2], int errpipe[2], ProcResult *res) {
    sigset_t mask;
    cleanup_hold_signals(&mask);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        close(pipefd[0]);
        close(errpipe[0]);
        child_exec(argv, pipefd[1], errpipe[1], parent, &mask);
    }
    if (pid < 0) res->err = errno;
    else setpgid(pid, pid), cleanup_add_group(pid, false);
    cleanup_release_signals(&mask);
    return pid;
}

ProcResult process_run(char *const argv[], double timeout_s, StrBuf *out) {
    ProcResult res = {false, false, -1, 0, 0};
    int pipefd[2], errpipe[2];
    if (pipe(pipefd) < 0) return res.err = errno, res;
    if (pipe2(errpipe, O_CLOEXEC) < 0) {
        res.err = errno;
        close(pipefd[0]), close(pipefd[1]);
        return res;
    }
    pid_t pid = start(argv, pipefd, errpipe, &res);
    close(pipefd[1]);
    close(errpipe[1]);
    if (pid < 0) {
        close(pipefd[0]), close(errpipe[0]);
        return res;
    }
    int child_errno = 0;
    ssize_t got = read(errpipe[0], &child_errno, sizeof child_errno);
    close(errpipe[0]);
    double deadline = timeout_s > 0 ? clock_seconds() + timeout_s : 0;
    bool finished = got == (ssize_t)sizeof child_errno ? true : drain(pipefd[0], out, deadline);
    close(pipefd[0]);
    if (!finished) res.timed_out = true;
    siginfo_t info;
    while (finished && waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR) {}
    /* Whatever the child left in its group (or all of it, on a timeout)
     * ends now; then it is reaped — not before: its pid keeps the group id
     * from being reused. */
    cleanup_stop_group(pid, 0, false);
    cleanup_forget_group(pid);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (got == (ssize_t)sizeof child_errno) {
        res.err = child_errno;
        return res;
    }
    res.started = true;
    res.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    res.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return res;
}

char *make_temp_dir(const char *prefix) {
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !*tmp) tmp = "/tmp";
    size_t n = strlen(tmp) + strlen(prefix) + 16;
    char *path = xmalloc(n);
    snprintf(path, n, "%s/%s-XXXXXX", tmp, prefix);
    sigset_t mask; /* no signal between creating and registering it */
    cleanup_hold_signals(&mask);
    bool made = mkdtemp(path) != NULL;
    if (made) cleanup_add_dir(path);
    cleanup_release_signals(&mask);
    if (!made) {
        free(path);
        return NULL;
    }
    return path;
}

void remove_tree(const char *path) {
    cleanup_remove_tree(path);
    cleanup_forget_dir(path);
}

void keep_temp_dir(const char *path) { cleanup_forget_dir(path); }

char *process_self_path(void) {
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0) return NULL;
    buf[n] = '\0';
    return xstrdup(buf);
}
