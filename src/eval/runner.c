/* runner.c — see runner.h. POSIX plus Linux's ppoll.
 *
 * A child is finished when it has exited and both its pipes are closed.
 * Exit is noticed with waitid(WNOWAIT), which leaves the child a zombie: its
 * pid, and so its process group id, cannot be reused until it is reaped, so
 * killing the group afterwards (to end whatever it left running) can never
 * hit an unrelated process. */
#define _GNU_SOURCE
#include "runner.h"
#include "../util/cleanup.h"
#include "../util/clock.h"
#include "../util/xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* The one piece of global mutable state: set by the SIGINT/SIGTERM handler,
 * read by the loop. A handler can do nothing else safely; the loop then
 * kills the children (which are in their own process groups, so a Ctrl-C
 * at the terminal does not reach them). Signals are blocked except inside
 * ppoll, so the flag cannot be set between the check and the wait. */
static volatile sig_atomic_t stop_requested;

static void on_stop(int sig) { stop_requested = sig; }

typedef struct Child {
    bool busy;
    pid_t pid;
    size_t index;
    int fd[2];      /* stdout, stderr; -1 once closed */
    bool exited;    /* noticed (not yet reaped) */
    double start, deadline, exited_at;
    double kill_at; /* after a SIGTERM at the deadline: when SIGKILL follows (0: not yet stopping) */
    RunOutput out;
} Child;

typedef struct Signals {
    struct sigaction old_int, old_term;
    sigset_t old_mask;
} Signals;

static void signals_install(Signals *s) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_stop;
    sigemptyset(&sa.sa_mask);
    stop_requested = 0;
    sigaction(SIGINT, &sa, &s->old_int);
    sigaction(SIGTERM, &sa, &s->old_term);
    sigset_t block;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigprocmask(SIG_BLOCK, &block, &s->old_mask);
}

static void signals_restore(const Signals *s) {
    sigprocmask(SIG_SETMASK, &s->old_mask, NULL);
    sigaction(SIGINT, &s->old_int, NULL);
    sigaction(SIGTERM, &s->old_term, NULL);
}

/* ---- starting ------------------------------------------------------------- */

static void child_exec(char *const argv[], int out_w, int err_w, int exec_w, const RunLimits *lim,
                       const sigset_t *mask) {
    setpgid(0, 0);
    sigprocmask(SIG_SETMASK, mask, NULL);
    signal(SIGINT, SIG_DFL), signal(SIGTERM, SIG_DFL);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) dup2(devnull, STDIN_FILENO);
    dup2(out_w, STDOUT_FILENO);
    dup2(err_w, STDERR_FILENO);
    if (lim->mem_mb > 0) {
        /* The soft limit only: lhx lifts it for the GHC it runs, whose heap
         * it limits otherwise (util/memlimit.h); a stand-in keeps it. */
        struct rlimit rl;
        if (getrlimit(RLIMIT_AS, &rl) == 0) {
            rlim_t want = (rlim_t)lim->mem_mb << 20;
            rl.rlim_cur = rl.rlim_max != RLIM_INFINITY && rl.rlim_max < want ? rl.rlim_max : want;
            setrlimit(RLIMIT_AS, &rl);
        }
    }
    execvp(argv[0], argv);
    int e = errno;
    if (write(exec_w, &e, sizeof e) < 0) _exit(127);
    _exit(127);
}

static void close_pair(const int p[2]) {
    if (p[0] >= 0) close(p[0]);
    if (p[1] >= 0) close(p[1]);
}

/* Starts argv in c. Pipes are close-on-exec so that no child inherits
 * another's pipe ends (which would hold that child's pipes open). */
static void child_start(Child *c, size_t index, char *const argv[], const RunLimits *lim, const sigset_t *mask) {
    memset(c, 0, sizeof *c);
    c->busy = true, c->index = index, c->fd[0] = c->fd[1] = -1;
    c->out.exit_code = -1;
    c->start = clock_seconds();
    c->deadline = lim->wall_s > 0 ? c->start + lim->wall_s : 0;
    int outp[2] = {-1, -1}, errp[2] = {-1, -1}, execp[2] = {-1, -1};
    if (pipe2(outp, O_CLOEXEC) < 0 || pipe2(errp, O_CLOEXEC) < 0 || pipe2(execp, O_CLOEXEC) < 0) {
        c->out.err = errno;
        close_pair(outp), close_pair(errp), close_pair(execp);
        return;
    }
    pid_t pid = fork();
    if (pid == 0) child_exec(argv, outp[1], errp[1], execp[1], lim, mask);
    close(outp[1]), close(errp[1]), close(execp[1]);
    if (pid < 0) {
        c->out.err = errno;
        close(outp[0]), close(errp[0]), close(execp[0]);
        return;
    }
    setpgid(pid, pid); /* also in the child: whichever runs first */
    int child_errno = 0;
    ssize_t got;
    while ((got = read(execp[0], &child_errno, sizeof child_errno)) < 0 && errno == EINTR) {}
    close(execp[0]);
    c->pid = pid;
    c->fd[0] = outp[0], c->fd[1] = errp[0];
    c->out.started = got != (ssize_t)sizeof child_errno;
    if (!c->out.started) c->out.err = child_errno;
}

/* ---- watching ------------------------------------------------------------------ */

static bool child_open(const Child *c) { return c->fd[0] >= 0 || c->fd[1] >= 0; }

static void child_close_fds(Child *c) {
    for (int k = 0; k < 2; k++)
        if (c->fd[k] >= 0) close(c->fd[k]), c->fd[k] = -1;
}

static void child_read(Child *c, int k) {
    char buf[65536];
    ssize_t n = read(c->fd[k], buf, sizeof buf);
    if (n < 0 && errno == EINTR) return;
    if (n <= 0) {
        close(c->fd[k]), c->fd[k] = -1;
        return;
    }
    StrBuf *sb = k == 0 ? &c->out.out : &c->out.errout;
    if (sb->len + (size_t)n > RUN_MAX_OUTPUT) c->out.truncated = true;
    else sb_putn(sb, buf, (size_t)n);
}

/* Notices the exit of a child that has not been reaped yet, and then ends
 * the rest of its process group. */
static void child_check_exit(Child *c, double now) {
    if (c->exited || !c->pid) return;
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)c->pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0) return;
    c->exited = true;
    c->exited_at = now;
    kill(-c->pid, SIGKILL);
}

/* At the deadline the run's group gets SIGTERM, so that lhx can end the
 * GHC it runs and remove its temporary directory; SIGKILL follows after
 * CLEANUP_GRACE_S if it has not exited by then. */
static void child_check_deadline(Child *c, double now) {
    if (!c->deadline || now < c->deadline) return;
    if (!c->exited && !c->out.timed_out) {
        c->out.timed_out = true;
        c->kill_at = now + CLEANUP_GRACE_S;
        kill(-c->pid, SIGTERM);
        kill(c->pid, SIGTERM);
    }
    if (!c->exited && c->kill_at && now >= c->kill_at) {
        kill(-c->pid, SIGKILL);
        kill(c->pid, SIGKILL);
        c->kill_at = 0;
    }
    /* Something that left the process group may still hold the pipes. */
    if (c->exited && now > c->deadline + CLEANUP_GRACE_S + 2) child_close_fds(c);
}

/* Reaps a finished child and hands its output to the hook. */
static void child_finish(Child *c, const RunHooks *hooks) {
    c->out.max_rss_kb = -1;
    if (c->pid) {
        int status = 0;
        struct rusage ru;
        pid_t got;
        while ((got = wait4(c->pid, &status, 0, &ru)) < 0 && errno == EINTR) {}
        c->out.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        c->out.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        if (got == c->pid) c->out.max_rss_kb = ru.ru_maxrss; /* Linux: the child's, or its largest waited-for child's */
    }
    c->out.seconds = (c->exited_at ? c->exited_at : clock_seconds()) - c->start;
    hooks->done(hooks->ctx, c->index, &c->out);
    sb_free(&c->out.out), sb_free(&c->out.errout);
    c->busy = false;
}

/* The ppoll wait: until the next deadline or tick; briefly when a child has
 * closed its pipes but not yet exited (it is exiting). */
static double wait_seconds(const Child *cs, int jobs, double now, double next_tick) {
    double w = next_tick - now;
    for (int i = 0; i < jobs; i++) {
        if (!cs[i].busy) continue;
        if (!child_open(&cs[i]) && !cs[i].exited) w = w < 0.005 ? w : 0.005;
        if (cs[i].deadline && cs[i].deadline - now < w) w = cs[i].deadline - now;
        if (cs[i].kill_at && cs[i].kill_at - now < w) w = cs[i].kill_at - now;
    }
    return w < 0 ? 0 : w > 1 ? 1 : w;
}

/* pfd and owner have room for two pipes per child. */
static void poll_children(Child *cs, int jobs, struct pollfd *pfd, int *owner, double wait_s, const sigset_t *mask) {
    int np = 0;
    for (int i = 0; i < jobs; i++)
        for (int k = 0; cs[i].busy && k < 2; k++)
            if (cs[i].fd[k] >= 0) pfd[np] = (struct pollfd){cs[i].fd[k], POLLIN, 0}, owner[np++] = 2 * i + k;
    struct timespec ts = {(time_t)wait_s, (long)((wait_s - (double)(time_t)wait_s) * 1e9)};
    if (ppoll(pfd, (nfds_t)np, &ts, mask) <= 0) return;
    for (int p = 0; p < np; p++)
        if (pfd[p].revents) child_read(&cs[owner[p] / 2], owner[p] % 2);
}

/* Stops every running child as the deadline does (SIGTERM to each group at
 * once, then SIGKILL to those still there after the grace), and reaps them. */
static void kill_all(Child *cs, int jobs) {
    for (int i = 0; i < jobs; i++)
        if (cs[i].busy && cs[i].pid) kill(-cs[i].pid, SIGTERM), kill(cs[i].pid, SIGTERM);
    for (int i = 0; i < jobs; i++) {
        if (!cs[i].busy) continue;
        if (cs[i].pid) cleanup_stop_group(cs[i].pid, CLEANUP_GRACE_S, true);
        child_close_fds(&cs[i]);
        sb_free(&cs[i].out.out), sb_free(&cs[i].out.errout);
    }
}

static void step_children(Child *cs, int jobs, const RunHooks *hooks, size_t *running) {
    double now = clock_seconds();
    for (int i = 0; i < jobs; i++) {
        Child *c = &cs[i];
        if (!c->busy) continue;
        child_check_exit(c, now);
        child_check_deadline(c, now);
        if ((c->exited || !c->pid) && !child_open(c)) child_finish(c, hooks), (*running)--;
    }
}

bool runner_run(char **const *argvs, size_t n, const RunLimits *lim, const RunHooks *hooks) {
    int jobs = lim->jobs > 0 ? lim->jobs : 1;
    Child *cs = xcalloc((size_t)jobs, sizeof *cs);
    struct pollfd *pfd = xcalloc(2 * (size_t)jobs, sizeof *pfd);
    int *owner = xcalloc(2 * (size_t)jobs, sizeof *owner);
    Signals sig;
    signals_install(&sig);
    size_t next = 0, running = 0;
    double tick_s = hooks->tick_s > 0.01 ? hooks->tick_s : 0.01; /* never a busy loop */
    double next_tick = clock_seconds() + tick_s;
    while ((next < n || running) && !stop_requested) {
        for (int i = 0; i < jobs && next < n; i++)
            if (!cs[i].busy) child_start(&cs[i], next, argvs[next], lim, &sig.old_mask), next++, running++;
        double now = clock_seconds();
        poll_children(cs, jobs, pfd, owner, wait_seconds(cs, jobs, now, next_tick), &sig.old_mask);
        step_children(cs, jobs, hooks, &running);
        if (hooks->tick && clock_seconds() >= next_tick) hooks->tick(hooks->ctx), next_tick = clock_seconds() + tick_s;
    }
    bool interrupted = stop_requested != 0;
    if (interrupted) kill_all(cs, jobs);
    signals_restore(&sig);
    free(cs), free(pfd), free(owner);
    return !interrupted;
}
