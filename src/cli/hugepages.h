/* hugepages.h — start lhx again with glibc's malloc on transparent huge
 * pages.
 *
 * Most of a short check's time was the kernel's, not lhx's: a check that
 * finds a counterexample in 0.1 s of search took 0.25 s, 10,700 page faults
 * (one per 4 KB page the process first touches: the prelude's Core as it is
 * loaded, and 17 MB of tables each Z3 context fills when it is made) at
 * ~10 µs each on this kind of machine. With glibc's tunable
 * `glibc.malloc.hugetlb=1`, malloc asks the kernel for 2 MB pages
 * (madvise(MADV_HUGEPAGE)) where the kernel's transparent huge pages are in
 * `madvise` mode, the default of Debian's kernels: 3,300 faults, 0.14 s.
 * A tunable is read from the environment when the process starts, before
 * main, so lhx sets it and executes itself again (~12 ms, once). */
#ifndef LHX_HUGEPAGES_H
#define LHX_HUGEPAGES_H

/* Executes lhx's own executable (/proc/self/exe) again with argv and `glibc.malloc.hugetlb=1` added
 * to GLIBC_TUNABLES, when that helps: the kernel's transparent huge pages
 * are not `never`, GLIBC_TUNABLES does not name the tunable already (a
 * user's `glibc.malloc.hugetlb=0` keeps lhx from this), and lhx is not run
 * by valgrind (whose tools would not follow the exec) or built with
 * AddressSanitizer (whose allocator is not glibc's). Returns when it does
 * not execute, or when the exec fails: lhx then just goes on. */
void hugepages_reexec(char **argv);

#endif
