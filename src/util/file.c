/* file.c — see file.h. */
#include "file.h"
#include "xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* What a non-regular file is, for the message. */
static const char *file_kind(mode_t mode) {
    if (S_ISDIR(mode)) return "is a directory";
    if (S_ISFIFO(mode)) return "not a regular file (a FIFO)";
    if (S_ISCHR(mode)) return "not a regular file (a character device)";
    if (S_ISBLK(mode)) return "not a regular file (a block device)";
    if (S_ISSOCK(mode)) return "not a regular file (a socket)";
    return "not a regular file";
}

static bool too_large(const char *path, unsigned long long size, size_t max, Diag *diag) {
    return diag_error(diag, EXIT_BAD_INPUT, "%s: too large (%.1f MB; lhx reads at most %zu MB)", path,
                      (double)size / (1 << 20), max >> 20);
}

/* Checks an open file's kind and size. */
static bool check_stat(const char *path, const struct stat *st, size_t max, Diag *diag) {
    if (!S_ISREG(st->st_mode)) return diag_error(diag, EXIT_BAD_INPUT, "%s: %s", path, file_kind(st->st_mode));
    if ((unsigned long long)st->st_size > max) return too_large(path, (unsigned long long)st->st_size, max, diag);
    return true;
}

bool file_check_regular(const char *path, size_t max, Diag *diag) {
    struct stat st;
    if (stat(path, &st) != 0) return diag_error(diag, EXIT_BAD_INPUT, "cannot open %s: %s", path, strerror(errno));
    return check_stat(path, &st, max, diag);
}

bool read_file_max(const char *path, size_t max, StrBuf *out, Diag *diag) {
    /* O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused
     * right after); it has no effect on reading a regular file. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return diag_error(diag, EXIT_BAD_INPUT, "cannot open %s: %s", path, strerror(errno));
    struct stat st;
    bool ok = fstat(fd, &st) == 0 ? check_stat(path, &st, max, diag)
                                  : diag_error(diag, EXIT_BAD_INPUT, "cannot read %s: %s", path, strerror(errno));
    size_t total = 0;
    char buf[65536];
    if (ok) VEC_RESERVE(out->data, out->cap, out->len + (size_t)st.st_size + 1); /* no doubling for a big file */
    while (ok) {
        ssize_t n = read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) ok = diag_error(diag, EXIT_BAD_INPUT, "cannot read %s: %s", path, strerror(errno));
        if (n <= 0) break;
        total += (size_t)n;
        if (total > max) ok = too_large(path, total, max, diag); /* it grew while read */
        else sb_putn(out, buf, (size_t)n);
    }
    close(fd);
    return ok;
}

bool read_file(const char *path, StrBuf *out, Diag *diag) { return read_file_max(path, FILE_MAX_SOURCE, out, diag); }

bool read_stream_max(FILE *f, const char *what, size_t max, StrBuf *out, Diag *diag) {
    char buf[65536];
    size_t n, total = 0;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
        total += n;
        if (total > max)
            return diag_error(diag, EXIT_BAD_INPUT, "%s: too large (more than %zu MB; lhx reads at most %zu MB)", what,
                              max >> 20, max >> 20);
        sb_putn(out, buf, n);
    }
    return ferror(f) ? diag_error(diag, EXIT_BAD_INPUT, "cannot read %s", what) : true;
}
