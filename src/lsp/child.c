/* child.c — one subprocess the server's poll loop watches: stdout and
 * stderr captured separately (stdout is the JSON, stderr the explanation of
 * a failure), a deadline, and a stop of its whole process group (SIGTERM,
 * then SIGKILL), since `lhx explain` runs GHC, which runs more processes.
 * The group is registered with util/cleanup.h, so that a signal to the
 * server stops it the same way. */
#define _GNU_SOURCE
#include "lsp.h"
#include "../util/cleanup.h"
#include "../util/clock.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

void child_init(Child *c) {
    memset(c, 0, sizeof *c);
    c->out_fd = c->err_fd = -1;
    sb_init(&c->out);
    sb_init(&c->err);
}

static void close_fd(int *fd) {
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

static void in_child(char *const argv[], int out_w, int err_w, const sigset_t *mask) {
    dup2(out_w, STDOUT_FILENO);
    dup2(err_w, STDERR_FILENO);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) dup2(devnull, STDIN_FILENO); /* never the editor's channel */
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL); /* the server ignores it; lhx explain need not */
    cleanup_in_child(mask);
    execvp(argv[0], argv);
    dprintf(STDERR_FILENO, "cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
}

bool child_start(Child *c, char *const argv[], double timeout_s, StrBuf *why) {
    int out[2], err[2];
    if (pipe2(out, O_CLOEXEC) < 0) return sb_printf(why, "cannot create a pipe: %s", strerror(errno)), false;
    if (pipe2(err, O_CLOEXEC) < 0) {
        sb_printf(why, "cannot create a pipe: %s", strerror(errno));
        close(out[0]), close(out[1]);
        return false;
    }
    sigset_t mask; /* no signal between fork and registering the child */
    cleanup_hold_signals(&mask);
    pid_t pid = fork();
    if (pid == 0) in_child(argv, out[1], err[1], &mask);
    if (pid > 0) {
        setpgid(pid, pid); /* also here, so a kill right away reaches the group */
        cleanup_add_group(pid, true);
    }
    int fork_errno = errno;
    cleanup_release_signals(&mask);
    close(out[1]), close(err[1]);
    if (pid < 0) {
        sb_printf(why, "cannot fork: %s", strerror(fork_errno));
        close(out[0]), close(err[0]);
        return false;
    }
    c->pid = pid;
    c->out_fd = out[0];
    c->err_fd = err[0];
    c->deadline = clock_seconds() + timeout_s;
    return true;
}

int child_poll_ms(const Child *c) {
    if (c->pid == 0 || c->reaped) return -1;
    double left = c->deadline - clock_seconds();
    int ms = left <= 0 ? 0 : (int)(left * 1000) + 1;
    /* Both pipes closed but not yet exited: look again soon. */
    if (c->out_fd < 0 && c->err_fd < 0 && ms > 20) ms = 20;
    return ms;
}

static void drain(int *fd, short revents, StrBuf *sb) {
    if (*fd < 0 || !revents) return;
    char buf[65536];
    ssize_t n = read(*fd, buf, sizeof buf);
    if (n > 0) sb_putn(sb, buf, (size_t)n);
    else if (n == 0 || errno != EINTR) close_fd(fd);
}

/* Stops lhx explain as a signal to the server would (cleanup.h): SIGTERM
 * first, so that it ends the GHC it runs and removes its temporary
 * directory, then SIGKILL to whatever is left of its group. */
static void kill_and_reap(Child *c) {
    cleanup_forget_group(c->pid);
    c->status = cleanup_stop_group(c->pid, CLEANUP_GRACE_S, true);
    c->reaped = true;
    close_fd(&c->out_fd);
    close_fd(&c->err_fd);
}

bool child_step(Child *c, short out_revents, short err_revents) {
    if (c->pid == 0 || c->reaped) return true;
    drain(&c->out_fd, out_revents, &c->out);
    drain(&c->err_fd, err_revents, &c->err);
    if (c->out_fd < 0 && c->err_fd < 0) {
        /* Exited? Noticed without reaping, so that the group is forgotten
         * while its id is still the child's. */
        siginfo_t info;
        memset(&info, 0, sizeof info);
        int r = waitid(P_PID, (id_t)c->pid, &info, WEXITED | WNOHANG | WNOWAIT);
        if ((r == 0 && info.si_pid == c->pid) || (r < 0 && errno == ECHILD)) {
            cleanup_forget_group(c->pid);
            while (r == 0 && waitpid(c->pid, &c->status, 0) < 0 && errno == EINTR) {}
            c->reaped = true;
            return true;
        }
    }
    if (clock_seconds() < c->deadline) return false;
    c->timed_out = true;
    kill_and_reap(c);
    return true;
}

void child_free(Child *c) {
    if (c->pid > 0 && !c->reaped) kill_and_reap(c);
    close_fd(&c->out_fd);
    close_fd(&c->err_fd);
    sb_free(&c->out);
    sb_free(&c->err);
    child_init(c);
}
