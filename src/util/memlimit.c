/* memlimit.c — see memlimit.h. */
#include "memlimit.h"
#include "cleanup.h"

#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <sys/resource.h>

/* What lhx was started with, for its children; owned by this module (the
 * process has one set of limits). */
static struct rlimit original_data, original_as;
static bool saved;
static long limit_mb;

static void save_original(void) {
    if (saved) return;
    saved = getrlimit(RLIMIT_DATA, &original_data) == 0 && getrlimit(RLIMIT_AS, &original_as) == 0;
}

bool memory_limit_set(long mb) {
    save_original();
    if (mb <= 0 || !saved) return mb <= 0 || saved;
    struct rlimit rl = original_data;
    rlim_t want = (rlim_t)mb << 20;
    if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max) want = rl.rlim_max;
    if (rl.rlim_cur == RLIM_INFINITY || want < rl.rlim_cur) rl.rlim_cur = want;
    if (setrlimit(RLIMIT_DATA, &rl) != 0) return false;
    limit_mb = mb;
    cleanup_note_memory_limit(mb);
    return true;
}

long memory_limit_mb(void) { return limit_mb; }

size_t memory_data_bytes(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return 0;
    unsigned long size, resident, shared, text, lib, data;
    int n = fscanf(f, "%lu %lu %lu %lu %lu %lu", &size, &resident, &shared, &text, &lib, &data);
    fclose(f);
    long page = sysconf(_SC_PAGESIZE);
    return n == 6 && page > 0 ? (size_t)data * (size_t)page : 0;
}

void memory_limit_in_child(void) {
    if (saved) setrlimit(RLIMIT_DATA, &original_data);
    /* A soft address-space limit (lhx eval sets one on each run) is lifted
     * as far as allowed, for the reason in memlimit.h. */
    struct rlimit as;
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != as.rlim_max) {
        as.rlim_cur = as.rlim_max;
        setrlimit(RLIMIT_AS, &as);
    }
}
