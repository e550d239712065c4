/* intern.c — see intern.h. FNV-1a hashing, power-of-two tables kept at most
 * half full. */
#include "intern.h"
#include "xalloc.h"

#include <string.h>

static uint32_t hash_bytes(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return h;
}

void interner_init(Interner *in) {
    memset(in, 0, sizeof *in);
    arena_init(&in->strings);
    in->count = 1; /* reserve 0 */
    VEC_RESERVE(in->names, in->cap, 64);
    in->lens = xrealloc(in->lens, in->cap * sizeof *in->lens);
    in->names[0] = "";
    in->lens[0] = 0;
    in->nslots = 128;
    in->slots = xcalloc(in->nslots, sizeof *in->slots);
}

void interner_free(Interner *in) {
    arena_free(&in->strings);
    free(in->names);
    free(in->lens);
    free(in->slots);
    memset(in, 0, sizeof *in);
}

static size_t find_slot(const Interner *in, const char *s, size_t n) {
    size_t mask = in->nslots - 1;
    size_t i = hash_bytes(s, n) & mask;
    for (;;) {
        Sym k = in->slots[i];
        if (k == 0) return i;
        if (in->lens[k] == n && memcmp(in->names[k], s, n) == 0) return i;
        i = (i + 1) & mask;
    }
}

static void rehash(Interner *in) {
    size_t old_n = in->nslots;
    uint32_t *old = in->slots;
    in->nslots = old_n * 2;
    in->slots = xcalloc(in->nslots, sizeof *in->slots);
    for (size_t i = 0; i < old_n; i++) {
        Sym k = old[i];
        if (k) in->slots[find_slot(in, in->names[k], in->lens[k])] = k;
    }
    free(old);
}

Sym intern_n(Interner *in, const char *s, size_t n) {
    size_t slot = find_slot(in, s, n);
    if (in->slots[slot]) return in->slots[slot];
    size_t old_cap = in->cap;
    VEC_RESERVE(in->names, in->cap, in->count + 1);
    if (in->cap != old_cap) in->lens = xrealloc(in->lens, in->cap * sizeof *in->lens);
    Sym k = (Sym)in->count++;
    in->names[k] = arena_strndup(&in->strings, s, n);
    in->lens[k] = (uint32_t)n;
    in->slots[slot] = k;
    if (in->count * 2 > in->nslots) rehash(in);
    return k;
}

Sym intern(Interner *in, const char *s) { return intern_n(in, s, strlen(s)); }

Sym intern_find(const Interner *in, const char *s) {
    return in->slots[find_slot(in, s, strlen(s))];
}

const char *sym_str(const Interner *in, Sym s) { return s < in->count ? in->names[s] : "?"; }
size_t sym_len(const Interner *in, Sym s) { return s < in->count ? in->lens[s] : 1; }

void symmap_init(SymMap *m) { memset(m, 0, sizeof *m); }

void symmap_free(SymMap *m) {
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

static size_t symmap_slot(const SymMap *m, Sym k) {
    size_t mask = m->cap - 1;
    size_t i = (k * 2654435761u) & mask;
    while (m->keys[i] != 0 && m->keys[i] != k) i = (i + 1) & mask;
    return i;
}

void *symmap_get(const SymMap *m, Sym k) {
    if (m->cap == 0 || k == 0) return NULL;
    size_t i = symmap_slot(m, k);
    return m->keys[i] == k ? m->vals[i] : NULL;
}

static void symmap_grow(SymMap *m) {
    SymMap old = *m;
    m->cap = old.cap ? old.cap * 2 : 64;
    m->keys = xcalloc(m->cap, sizeof *m->keys);
    m->vals = xcalloc(m->cap, sizeof *m->vals);
    m->count = 0;
    for (size_t i = 0; i < old.cap; i++)
        if (old.keys[i]) symmap_put(m, old.keys[i], old.vals[i]);
    free(old.keys);
    free(old.vals);
}

void *symmap_put(SymMap *m, Sym k, void *v) {
    if ((m->count + 1) * 2 > m->cap) symmap_grow(m);
    size_t i = symmap_slot(m, k);
    void *prev = m->keys[i] == k ? m->vals[i] : NULL;
    if (m->keys[i] != k) {
        m->keys[i] = k;
        m->count++;
    }
    m->vals[i] = v;
    return prev;
}
