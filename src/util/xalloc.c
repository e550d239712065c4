/* xalloc.c — see xalloc.h. */
#include "xalloc.h"
#include "cleanup.h"
#include "memlimit.h"

#include <stdio.h>
#include <string.h>

void xalloc_fail(const char *what) {
    long mb = memory_limit_mb();
    if (mb > 0)
        fprintf(stderr, "lhx: error: out of memory: the memory limit of %ld MB (--memory) was reached (%s)\n", mb, what);
    else
        fprintf(stderr, "lhx: error: out of memory (%s)\n", what);
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
