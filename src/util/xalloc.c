/* xalloc.c — see xalloc.h. */
#include "xalloc.h"
#include "cleanup.h"
#include "memlimit.h"

#include <stdio.h>
#include <string.h>

/* The failure hook (xalloc_on_failure): process-wide like the memory
 * limit it serves, and like it set by the command's driver alone. */
static XallocFailHook fail_hook;
static void *fail_ctx;
static void *fail_reserve;

void xalloc_on_failure(XallocFailHook hook, void *ctx, size_t reserve) {
    free(fail_reserve);
    fail_reserve = hook && reserve ? malloc(reserve) : NULL;
    if (fail_reserve) memset(fail_reserve, 1, reserve); /* resident, so that freeing it gives room */
    fail_hook = hook;
    fail_ctx = ctx;
}

void xalloc_fail(const char *what) {
    long mb = memory_limit_mb();
    char why[160];
    if (mb > 0) snprintf(why, sizeof why, "the memory limit of %ld MB (--memory) was reached (%s)", mb, what);
    else snprintf(why, sizeof why, "memory ran out (%s)", what);
    if (mb > 0) fprintf(stderr, "lhx: error: out of memory: %s\n", why);
    else fprintf(stderr, "lhx: error: out of memory (%s)\n", what);
    XallocFailHook hook = fail_hook;
    fail_hook = NULL; /* a failure within the hook ends here */
    free(fail_reserve);
    fail_reserve = NULL;
    if (hook) hook(why, fail_ctx);
    cleanup_all();
    exit(3);
}

static void out_of_memory(size_t n) {
    char what[64];
    snprintf(what, sizeof what, "allocating %zu bytes", n);
    xalloc_fail(what);
}

void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) out_of_memory(n);
    return p;
}

void *xcalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p) out_of_memory(n * size);
    return p;
}

void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (!q) out_of_memory(n);
    return q;
}

char *xstrdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *p = xmalloc(n);
    memcpy(p, s, n);
    return p;
}
