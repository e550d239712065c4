/* intern.h — the symbol table: every name in a program is stored once and
 * referred to by a small integer, so that names compare with == and can key
 * arrays and hash maps cheaply. */
#ifndef LHX_INTERN_H
#define LHX_INTERN_H

#include <stddef.h>
#include <stdint.h>

#include "arena.h"

typedef uint32_t Sym; /* 0 is "no symbol" */

typedef struct Interner {
    Arena strings;      /* the characters */
    const char **names; /* names[sym] */
    uint32_t *lens;     /* lens[sym] */
    size_t count, cap;  /* symbols 1..count-1 are used */
    uint32_t *slots;    /* open-addressing table of syms, 0 = empty */
    size_t nslots;
} Interner;

void interner_init(Interner *in);
void interner_free(Interner *in);
Sym intern(Interner *in, const char *s);
Sym intern_n(Interner *in, const char *s, size_t n);
/* The symbol for s if it was interned before, else 0. */
Sym intern_find(const Interner *in, const char *s);
const char *sym_str(const Interner *in, Sym s);
size_t sym_len(const Interner *in, Sym s);

/* A map from symbols to pointers (open addressing, linear probing). */
typedef struct SymMap {
    Sym *keys;
    void **vals;
    size_t count, cap;
} SymMap;

void symmap_init(SymMap *m);
void symmap_free(SymMap *m);
void *symmap_get(const SymMap *m, Sym k);
/* Sets k to v and returns the previous value (NULL if none). */
void *symmap_put(SymMap *m, Sym k, void *v);

#endif
