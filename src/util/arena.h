/* arena.h — bump allocation for data that lives as long as its owner.
 *
 * The loaded program (IR nodes, types, names) is allocated from one arena and
 * freed at once; nothing in it is freed piecemeal. */
#ifndef LHX_ARENA_H
#define LHX_ARENA_H

#include <stddef.h>

typedef struct ArenaBlock ArenaBlock;

typedef struct Arena {
    ArenaBlock *head;  /* current block; older blocks are chained behind it */
    size_t used;       /* bytes used in head */
    size_t total;      /* bytes handed out, for statistics */
    ArenaBlock *spare; /* one released block kept for reuse, so backtracking does not thrash malloc */
} Arena;

/* A position in an arena: everything allocated after it can be released at
 * once (the engine releases a path's allocations when it backtracks). */
typedef struct ArenaMark {
    ArenaBlock *head;
    size_t used, total;
} ArenaMark;

void arena_init(Arena *a);
ArenaMark arena_mark(const Arena *a);
void arena_release(Arena *a, ArenaMark m);
void arena_free(Arena *a);
/* Zeroed memory, aligned for any object; aborts on out-of-memory. */
void *arena_alloc(Arena *a, size_t size);
char *arena_strdup(Arena *a, const char *s);
char *arena_strndup(Arena *a, const char *s, size_t n);

#define ARENA_NEW(a, T) ((T *)arena_alloc((a), sizeof(T)))
#define ARENA_ARRAY(a, T, n) ((T *)arena_alloc((a), sizeof(T) * (size_t)(n)))

#endif
