/* process.c — see process.h. POSIX only (fork/exec/poll). */
#define _GNU_SOURCE
#include "process.h"
#include "../util/clock.h"
#include "../util/xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void child_exec(char *const argv[], int pipe_w, int err_w) {
    dup2(pipe_w, STDOUT_FILENO);
    dup2(pipe_w, STDERR_FILENO);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) dup2(devnull, STDIN_FILENO);
    setpgid(0, 0); /* so a timeout can kill GHC's children too */
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

ProcResult process_run(char *const argv[], int timeout_s, StrBuf *out) {
    ProcResult res = {false, false, -1, 0};
    int pipefd[2], errpipe[2];
    if (pipe(pipefd) < 0) return res.err = errno, res;
    if (pipe2(errpipe, O_CLOEXEC) < 0) {
        res.err = errno;
        close(pipefd[0]), close(pipefd[1]);
        return res;
    }
    pid_t pid = fork();
    if (pid < 0) {
        res.err = errno;
        close(pipefd[0]), close(pipefd[1]), close(errpipe[0]), close(errpipe[1]);
        return res;
    }
    if (pid == 0) {
        close(pipefd[0]);
        close(errpipe[0]);
        child_exec(argv, pipefd[1], errpipe[1]);
    }
    close(pipefd[1]);
    close(errpipe[1]);
    int child_errno = 0;
    ssize_t got = read(errpipe[0], &child_errno, sizeof child_errno);
    close(errpipe[0]);
    double deadline = timeout_s > 0 ? clock_seconds() + timeout_s : 0;
    bool finished = got == (ssize_t)sizeof child_errno ? true : drain(pipefd[0], out, deadline);
    close(pipefd[0]);
    if (!finished) {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
        res.timed_out = true;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (got == (ssize_t)sizeof child_errno) {
        res.err = child_errno;
        return res;
    }
    res.started = true;
    res.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return res;
}

char *make_temp_dir(const char *prefix) {
    const char *tmp = getenv("TMPDIR");
    if (!tmp || !*tmp) tmp = "/tmp";
    size_t n = strlen(tmp) + strlen(prefix) + 16;
    char *path = xmalloc(n);
    snprintf(path, n, "%s/%s-XXXXXX", tmp, prefix);
    if (!mkdtemp(path)) {
        free(path);
        return NULL;
    }
    return path;
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw) {
    (void)sb, (void)flag, (void)ftw;
    remove(path);
    return 0;
}

void remove_tree(const char *path) { nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS); }

char *process_self_path(void) {
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0) return NULL;
    buf[n] = '\0';
    return xstrdup(buf);
}
