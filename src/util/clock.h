/* clock.h — a monotonic clock, for timeouts and statistics. */
#ifndef LHX_CLOCK_H
#define LHX_CLOCK_H

/* Seconds since an arbitrary fixed point; never goes back. */
double clock_seconds(void);

#endif
