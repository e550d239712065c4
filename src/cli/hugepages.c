/* hugepages.c — see hugepages.h for why lhx executes itself again. */
#include "hugepages.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TUNABLE "glibc.malloc.hugetlb"

/* The kernel's transparent huge pages: false when they are off (`[never]`)
 * or the kernel has none to offer (no such file). */
static bool thp_available(void) {
    FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
    if (!f) return false;
    char line[128] = "";
    bool ok = fgets(line, sizeof line, f) != NULL && strstr(line, "[never]") == NULL;
    fclose(f);
    return ok;
}

/* Run by a valgrind tool: its preloaded library is in LD_PRELOAD. */
static bool under_valgrind(void) {
    const char *pre = getenv("LD_PRELOAD");
    return pre && strstr(pre, "vgpreload") != NULL;
}

static bool built_with_asan(void) {
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#else
    return false;
#endif
#else
    return false;
#endif
}

void hugepages_reexec(char **argv) {
    const char *env = getenv("GLIBC_TUNABLES");
    if ((env && strstr(env, TUNABLE)) || built_with_asan() || under_valgrind() || !thp_available()) return;
    /* a copy: setenv may leave the string getenv returned invalid */
    char old[2048], value[4096];
    if (env && strlen(env) >= sizeof old) return;
    snprintf(old, sizeof old, "%s", env ? env : "");
    int n = *old ? snprintf(value, sizeof value, "%s:" TUNABLE "=1", old) : snprintf(value, sizeof value, TUNABLE "=1");
    if (n < 0 || (size_t)n >= sizeof value) return;
    /* Set before the exec, and so inherited by what lhx runs: a child lhx
     * (eval's runs, the LSP server's explains) does not execute itself again. */
    if (setenv("GLIBC_TUNABLES", value, 1) != 0) return;
    /* The executable's own path, not /proc/self/exe: the process's name
     * (ps, top, killall) is the file's, and it should stay "lhx". */
    char self[4096];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len > 0) {
        self[len] = '\0';
        execv(self, argv);
    }
    /* The exec failed (no /proc, the executable replaced since it started):
     * go on as we are, with the environment as it was. */
    if (env) setenv("GLIBC_TUNABLES", old, 1);
    else unsetenv("GLIBC_TUNABLES");
}
