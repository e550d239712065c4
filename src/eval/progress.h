/* progress.h — how far an evaluation is, on stderr: a bar redrawn in place
 * on a terminal; on a log file or pipe, one plain line every PROGRESS_LINE_S
 * seconds (a bar would be unreadable there) and one at the end. */
#ifndef LHX_EVAL_PROGRESS_H
#define LHX_EVAL_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define PROGRESS_LINE_S 30.0

typedef struct Progress {
    FILE *out;
    bool tty;
    size_t done, total, found;
    double start, last_line;
} Progress;

void progress_init(Progress *p, size_t total, FILE *out);
void progress_done(Progress *p, bool found);
void progress_tick(Progress *p);
void progress_finish(Progress *p);

#endif
