/* jobs.c — see jobs.h. */
#include "jobs.h"

#include <math.h>
#include <string.h>

void eval_shell_quote(StrBuf *out, const char *s) {
    sb_putc(out, '\'');
    for (; *s; s++) {
        if (*s == '\'') sb_puts(out, "'\\''");
        else sb_putc(out, *s);
    }
    sb_putc(out, '\'');
}

/* `'LHX' eval 'MANIFEST'` — the start of every command. */
static void command_start(const char *lhx, const char *manifest, StrBuf *out) {
    eval_shell_quote(out, lhx);
    sb_puts(out, " eval ");
    eval_shell_quote(out, manifest);
}

/* The options every job passes on, then --out. */
static void command_end(const EvalOptions *o, const char *out_dir, StrBuf *out) {
    sb_printf(out, " --timeout %g --grace %g --mem-limit %ld --out ", o->timeout_s, o->grace_s, o->mem_mb);
    eval_shell_quote(out, out_dir);
    sb_putc(out, '\n');
}

static void merge_command(const char *lhx, const char *manifest, const char *out_dir, StrBuf *out) {
    command_start(lhx, manifest, out);
    sb_puts(out, " --merge ");
    eval_shell_quote(out, out_dir);
    sb_puts(out, "/parts --out ");
    eval_shell_quote(out, out_dir);
    sb_putc(out, '\n');
}

/* Comment lines are harmless to GNU parallel: the shell runs them as no-ops. */
static void emit_parallel(const EvalOptions *o, const Plan *p, const char *lhx, const char *manifest,
                          const char *out_dir, StrBuf *out) {
    sb_printf(out, "# lhx eval: %zu jobs for GNU parallel, one run of lhx check each.\n", p->n);
    sb_puts(out, "# Here:            parallel < THIS_FILE\n"
                 "# On other hosts:  parallel --sshloginfile HOSTS_FILE < THIS_FILE\n"
                 "#   (the hosts must see the paths below: a shared file system or the same checkout)\n"
                 "# Then merge:      ");
    merge_command(lhx, manifest, out_dir, out);
    for (size_t i = 0; i < p->n; i++) {
        command_start(lhx, manifest, out);
        sb_puts(out, " --only ");
        eval_shell_quote(out, p->units[i].id);
        command_end(o, out_dir, out);
    }
}

static void emit_slurm(const EvalOptions *o, const Plan *p, const char *lhx, const char *manifest,
                       const char *out_dir, StrBuf *out) {
    /* The task's limit: the run's own, and a minute for lhx eval around it. */
    long minutes = (long)ceil((o->timeout_s + o->grace_s + 60) / 60);
    sb_printf(out, "#!/bin/bash\n# lhx eval: a Slurm job array of %zu tasks, one run of lhx check each.\n", p->n);
    sb_puts(out, "# Submit:  sbatch THIS_FILE   (the nodes must see the paths below)\n# Then merge, when every task has ended:\n#   ");
    merge_command(lhx, manifest, out_dir, out);
    sb_printf(out, "#SBATCH --job-name=lhx-eval\n#SBATCH --array=0-%zu\n#SBATCH --cpus-per-task=1\n", p->n - 1);
    sb_printf(out, "#SBATCH --time=%ld\n", minutes);
    if (o->mem_mb > 0) sb_printf(out, "#SBATCH --mem=%ldM\n", o->mem_mb + 256);
    sb_puts(out, "#SBATCH --output=");
    sb_puts(out, out_dir); /* Slurm reads this line itself: no shell quoting */
    sb_puts(out, "/logs/%A_%a.log\n\nunits=(\n");
    for (size_t i = 0; i < p->n; i++) eval_shell_quote(out, p->units[i].id), sb_putc(out, '\n');
    sb_puts(out, ")\nexec ");
    command_start(lhx, manifest, out);
    sb_puts(out, " --only \"${units[$SLURM_ARRAY_TASK_ID]}\"");
    command_end(o, out_dir, out);
}

void jobs_emit(const EvalOptions *o, const Plan *p, const char *lhx, const char *manifest, const char *out_dir,
               StrBuf *out) {
    if (strcmp(o->emit, "slurm") == 0) emit_slurm(o, p, lhx, manifest, out_dir, out);
    else emit_parallel(o, p, lhx, manifest, out_dir, out);
}
