/* clock.h — a monotonic clock, for timeouts and statistics, and the
 * process's CPU time, for budgets that must not depend on the machine's load. */
#ifndef LHX_CLOCK_H
#define LHX_CLOCK_H

/* Seconds since an arbitrary fixed point; never goes back. */
double clock_seconds(void);
/* CPU seconds this process has used (all its threads). */
double clock_cpu_seconds(void);

#endif
