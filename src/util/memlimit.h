/* memlimit.h — the memory limit of the whole lhx process (`--memory MB`):
 * the engine, Z3 and everything else lhx allocates.
 *
 * It is the soft RLIMIT_DATA (the process's heap and private writable
 * mappings; code, shared libraries and the stack do not count), so that an
 * allocation past it fails and lhx stops with `lhx: error: out of memory …`
 * and status 3 (xalloc.h) instead of being killed or taking the machine
 * down. Only the soft limit is lowered: the programs lhx runs (GHC) get
 * back the limits lhx was started with (memory_limit_in_child) — GHC
 * reserves a large virtual range for its heap, so an address-space or data
 * limit only makes it fail to start threads; its heap is limited by its own
 * runtime option (+RTS -M) instead (frontend/ghc.c). */
#ifndef LHX_MEMLIMIT_H
#define LHX_MEMLIMIT_H

#include <stdbool.h>
#include <stddef.h>

#define MEMORY_DEFAULT_MB 1024
/* The largest --memory, in MiB (1 TiB). */
#define MEMORY_MAX_MB 1048576

/* Limits this process to mb MiB (0: no limit of lhx's own). False (errno
 * set) if the limit cannot be set. */
bool memory_limit_set(long mb);
/* The limit set, in MiB; 0 when none. */
long memory_limit_mb(void);
/* The process's data size now (VmData: what RLIMIT_DATA counts, freed
 * malloc memory the allocator kept included), in bytes; 0 if unknown. */
size_t memory_data_bytes(void);
/* In a forked child before exec: the limits lhx was started with. Async-
 * signal-safe. */
void memory_limit_in_child(void);

#endif
