/* arena.c — see arena.h. Blocks double in size up to a cap so that small
 * programs stay small and large ones do few mallocs. */
#include "arena.h"
#include "xalloc.h"

#include <stdint.h>
#include <string.h>

struct ArenaBlock {
    ArenaBlock *next;
    size_t size;
    _Alignas(max_align_t) unsigned char data[];
};

enum { ARENA_MIN_BLOCK = 16 * 1024, ARENA_MAX_BLOCK = 4 * 1024 * 1024 };

void arena_init(Arena *a) {
    a->head = NULL;
    a->used = 0;
    a->total = 0;
    a->spare = NULL;
}

void arena_free(Arena *a) {
    ArenaBlock *b = a->head;
    while (b) {
        ArenaBlock *next = b->next;
        free(b);
        b = next;
    }
    free(a->spare);
    arena_init(a);
}

ArenaMark arena_mark(const Arena *a) { return (ArenaMark){a->head, a->used, a->total}; }

void arena_release(Arena *a, ArenaMark m) {
    while (a->head != m.head) {
        ArenaBlock *b = a->head;
        a->head = b->next;
        if (!a->spare || a->spare->size < b->size) {
            free(a->spare);
            a->spare = b;
        } else {
            free(b);
        }
    }
    a->used = m.used;
    a->total = m.total;
}

static void arena_grow(Arena *a, size_t need) {
    size_t size = a->head ? a->head->size * 2 : ARENA_MIN_BLOCK;
    if (size > ARENA_MAX_BLOCK) size = ARENA_MAX_BLOCK;
    if (size < need) size = need;
    ArenaBlock *b;
    if (a->spare && a->spare->size >= size) {
        b = a->spare;
        a->spare = NULL;
        size = b->size;
    } else {
        b = xmalloc(sizeof(ArenaBlock) + size);
    }
    b->next = a->head;
    b->size = size;
    a->head = b;
    a->used = 0;
}

void *arena_alloc(Arena *a, size_t size) {
    const size_t align = _Alignof(max_align_t);
    size = (size + align - 1) & ~(align - 1);
    if (size == 0) size = align;
    if (!a->head || a->head->size - a->used < size) arena_grow(a, size);
    void *p = a->head->data + a->used;
    a->used += size;
    a->total += size;
    memset(p, 0, size);
    return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n) {
    char *p = arena_alloc(a, n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(Arena *a, const char *s) { return arena_strndup(a, s, strlen(s)); }
