/* feasible.h — feasibility answers remembered across the iterations of a
 * search.
 *
 * Iterative deepening explores the same tree again with larger bounds, so
 * every iteration asks the solver the questions the previous one asked. A
 * path is identified by its decisions (the alternative taken at each branch
 * point, and how many conditions it has assumed since): the machine is
 * deterministic, so the same decisions build the same path condition, and
 * the solver's answer for it can be reused. Bounds only cut paths or leave
 * alternatives out; they never change the condition of a path they let
 * through. Only decided answers (SAT, UNSAT) are kept. A key is 128 bits
 * (two independent hashes), so a wrong reuse needs a collision of both. */
#ifndef LHX_FEASIBLE_H
#define LHX_FEASIBLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Where a path is: its decisions, hashed. */
typedef struct PathKey {
    uint64_t a, b;
} PathKey;

/* The key after one more decision (an alternative's number, or a tag for
 * an assumption). */
PathKey path_key_next(PathKey k, uint64_t decision);

typedef struct FeasCache FeasCache;

/* An empty cache holding at most max_entries answers (then it stops
 * learning; it never evicts). */
FeasCache *feas_new(size_t max_entries);
void feas_free(FeasCache *c);
/* The answer remembered for k: true with *sat set, or false. */
bool feas_get(FeasCache *c, PathKey k, bool *sat);
void feas_put(FeasCache *c, PathKey k, bool sat);
/* Answers reused and stored so far, and bytes held. */
uint64_t feas_hits(const FeasCache *c);
size_t feas_entries(const FeasCache *c);
size_t feas_bytes(const FeasCache *c);

#endif
