/* xalloc.c — see xalloc.h. */
#include "xalloc.h"
#include "cleanup.h"
#include "memlimit.h"

#include <stdio.h>
#include <string.h>

/* Stops lhx cleanly: the message (naming the limit when lhx set one), the
 * programs it runs and its temporary directories ended, status 3. */
static void out_of_memory(size_t n) {
    long mb = memory_limit_mb();
    if (mb > 0)
        fprintf(stderr, "lhx: error: out of memory: the memory limit of %ld MB (--memory) was reached (allocating %zu bytes)\n",
                mb, n);
    else
        fprintf(stderr, "lhx: error: out of memory (allocating %zu bytes)\n", n);
    cleanup_all();
    exit(3);
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
