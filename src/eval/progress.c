/* progress.c — see progress.h. */
#include "progress.h"
#include "../util/clock.h"

#include <unistd.h>

enum { BAR = 30 };

void progress_init(Progress *p, size_t total, FILE *out) {
    *p = (Progress){out, isatty(fileno(out)) != 0, 0, total, 0, clock_seconds(), 0};
    p->last_line = p->start;
}

static void put_elapsed(const Progress *p) {
    long s = (long)(clock_seconds() - p->start);
    fprintf(p->out, "%ld:%02ld", s / 60, s % 60);
}

static void draw_bar(const Progress *p) {
    size_t filled = p->total ? p->done * BAR / p->total : BAR;
    fputs("\r[", p->out);
    for (size_t i = 0; i < BAR; i++) fputc(i < filled ? '#' : '.', p->out);
    fprintf(p->out, "] %zu/%zu  found %zu  ", p->done, p->total, p->found);
    put_elapsed(p);
    fputs("\033[K", p->out);
    fflush(p->out);
}

static void put_line(Progress *p) {
    fprintf(p->out, "lhx: eval: %zu/%zu done, %zu found, ", p->done, p->total, p->found);
    put_elapsed(p);
    fputs(" elapsed\n", p->out);
    fflush(p->out);
    p->last_line = clock_seconds();
}

void progress_done(Progress *p, bool found) {
    p->done++;
    p->found += found;
    if (p->tty) draw_bar(p);
}

void progress_tick(Progress *p) {
    if (p->tty) draw_bar(p);
    else if (clock_seconds() - p->last_line >= PROGRESS_LINE_S) put_line(p);
}

void progress_finish(Progress *p) {
    if (p->tty) draw_bar(p), fputc('\n', p->out);
    else put_line(p);
}
