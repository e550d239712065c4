/* xalloc.h — malloc wrappers that abort with a message on exhaustion.
 * lhx cannot do anything useful without memory, and every caller checking
 * NULL would hide the real logic. */
#ifndef LHX_XALLOC_H
#define LHX_XALLOC_H

#include <stddef.h>
#include <stdlib.h>

/* Stops lhx cleanly when memory runs out (here, or in a library such as
 * Z3): the message `lhx: error: out of memory …` naming what failed and the
 * --memory limit if one is set, the programs lhx runs and its temporary
 * directories ended (cleanup.h), exit status 3. */
_Noreturn void xalloc_fail(const char *what);

/* What xalloc_fail does before it exits, so that a command's output still
 * ends well-formed (`check --json` prints its document, the function being
 * checked reported as stopped by the memory limit): hook(why, ctx), why
 * the message's "the memory limit of N MB (--memory) was reached (…)" part.
 * A reserve of `reserve` bytes is set aside now and freed before the hook
 * runs, so that it can allocate; a failure within the hook exits at once.
 * NULL removes the hook (and frees the reserve). One at a time: the
 * process has one output. */
typedef void (*XallocFailHook)(const char *why, void *ctx);
void xalloc_on_failure(XallocFailHook hook, void *ctx, size_t reserve);

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);

/* Grow *items (with capacity *cap) to hold at least need elements. */
#define VEC_RESERVE(items, cap, need)                                          \
    do {                                                                       \
        if ((size_t)(need) > (size_t)(cap)) {                                  \
            size_t nc_ = (cap) ? (size_t)(cap) * 2 : 8;                        \
            while (nc_ < (size_t)(need)) nc_ *= 2;                             \
            (items) = xrealloc((items), nc_ * sizeof(*(items)));               \
            (cap) = nc_;                                                       \
        }                                                                      \
    } while (0)

#define VEC_PUSH(items, len, cap, value)                                       \
    do {                                                                       \
        VEC_RESERVE(items, cap, (size_t)(len) + 1);                            \
        (items)[(len)++] = (value);                                            \
    } while (0)

#endif
