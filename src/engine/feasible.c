/* feasible.c — see feasible.h. An open-addressing hash table of 128-bit
 * keys, the answer in the top bit of the second word. */
#include "feasible.h"
#include "../util/xalloc.h"

#include <stdlib.h>

typedef struct Slot {
    uint64_t a; /* 0: empty (keys have the low bit set) */
    uint64_t b; /* the key's second half, its top bit replaced by the answer */
} Slot;

struct FeasCache {
    Slot *slots;
    size_t cap, n, max;
    uint64_t hits;
};

#define ANSWER_BIT (UINT64_C(1) << 63)

/* splitmix64's finaliser: a good 64-bit mix. */
static uint64_t mix(uint64_t x) {
    x ^= x >> 30;
    x *= UINT64_C(0xbf58476d1ce4e5b9);
    x ^= x >> 27;
    x *= UINT64_C(0x94d049bb133111eb);
    return x ^ (x >> 31);
}

PathKey path_key_next(PathKey k, uint64_t decision) {
    PathKey r;
    r.a = mix(k.a ^ (decision + UINT64_C(0x9e3779b97f4a7c15))) | 1;
    r.b = mix(k.b + (decision + 1) * UINT64_C(0xd6e8feb86659fd93)) & ~ANSWER_BIT;
    return r;
}

FeasCache *feas_new(size_t max_entries) {
    FeasCache *c = xcalloc(1, sizeof *c);
    c->max = max_entries;
    return c;
}

void feas_free(FeasCache *c) {
    if (!c) return;
    free(c->slots);
    free(c);
}

/* The slot holding k, or the empty one where it would go. */
static Slot *find(const FeasCache *c, PathKey k) {
    size_t i = (size_t)k.a & (c->cap - 1);
    for (;;) {
        Slot *s = &c->slots[i];
        if (!s->a || (s->a == k.a && (s->b & ~ANSWER_BIT) == k.b)) return s;
        i = (i + 1) & (c->cap - 1);
    }
}

bool feas_get(FeasCache *c, PathKey k, bool *sat) {
    if (!c->cap) return false;
    Slot *s = find(c, k);
    if (!s->a) return false;
    *sat = (s->b & ANSWER_BIT) != 0;
    c->hits++;
    return true;
}

/* Doubles the table (load stays at most one half). */
static void grow(FeasCache *c) {
    Slot *old = c->slots;
    size_t oldcap = c->cap;
    c->cap = oldcap ? 2 * oldcap : 1024;
    c->slots = xcalloc(c->cap, sizeof *c->slots);
    for (size_t i = 0; i < oldcap; i++)
        if (old[i].a) *find(c, (PathKey){old[i].a, old[i].b & ~ANSWER_BIT}) = old[i];
    free(old);
}

void feas_put(FeasCache *c, PathKey k, bool sat) {
    if (c->n >= c->max) return;
    if (2 * (c->n + 1) > c->cap) grow(c);
    Slot *s = find(c, k);
    if (!s->a) c->n++;
    s->a = k.a;
    s->b = k.b | (sat ? ANSWER_BIT : 0);
}

uint64_t feas_hits(const FeasCache *c) { return c->hits; }
size_t feas_entries(const FeasCache *c) { return c->n; }
size_t feas_bytes(const FeasCache *c) { return c->cap * sizeof(Slot); }
