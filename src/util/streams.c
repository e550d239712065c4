/* streams.c — see streams.h. */
#include "streams.h"

#include <sys/stat.h>
#include <unistd.h>

bool streams_merged(void) {
    struct stat out, err;
    if (fstat(STDOUT_FILENO, &out) != 0 || fstat(STDERR_FILENO, &err) != 0) return false;
    return out.st_dev == err.st_dev && out.st_ino == err.st_ino;
}
