/* path.c — see path.h. */
#include "path.h"
#include "strbuf.h"
#include "xalloc.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *path_join(const char *dir, const char *rel) {
    if (rel[0] == '/' || !dir[0] || strcmp(dir, ".") == 0) return xstrdup(rel);
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, dir);
    if (dir[strlen(dir) - 1] != '/') sb_putc(&sb, '/');
    sb_puts(&sb, rel);
    return sb_take(&sb);
}

/* Splits p at '/' into its non-empty steps, dropping "." steps; the
 * steps point into copy (p's copy, cut at each '/'). */
static size_t split_steps(char *copy, char **steps) {
    size_t n = 0;
    for (char *s = strtok(copy, "/"); s; s = strtok(NULL, "/"))
        if (strcmp(s, ".") != 0) steps[n++] = s;
    return n;
}

char *path_normalize(const char *p) {
    bool absolute = p[0] == '/';
    char *copy = xstrdup(p);
    char **steps = xmalloc((strlen(p) / 2 + 2) * sizeof *steps);
    size_t n = split_steps(copy, steps), kept = 0;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(steps[i], "..") != 0) steps[kept++] = steps[i];
        else if (kept && strcmp(steps[kept - 1], "..") != 0) kept--;
        else if (!absolute) steps[kept++] = steps[i]; /* "../x" stays; "/.." is "/" */
    }
    StrBuf sb;
    sb_init(&sb);
    if (absolute) sb_putc(&sb, '/');
    for (size_t i = 0; i < kept; i++) sb_printf(&sb, "%s%s", i ? "/" : "", steps[i]);
    if (!sb.len) sb_putc(&sb, '.');
    free(steps);
    free(copy);
    return sb_take(&sb);
}

char *path_dir(const char *p) {
    const char *slash = strrchr(p, '/');
    if (!slash) return xstrdup(".");
    if (slash == p) return xstrdup("/");
    char *d = xmalloc((size_t)(slash - p) + 1);
    memcpy(d, p, (size_t)(slash - p));
    d[slash - p] = 0;
    return d;
}

const char *path_base(const char *p) {
    const char *slash = strrchr(p, '/');
    return slash ? slash + 1 : p;
}

char *path_cwd(void) {
    char buf[PATH_MAX];
    return getcwd(buf, sizeof buf) ? xstrdup(buf) : NULL;
}

char *path_absolute(const char *p) {
    if (p[0] == '/') return path_normalize(p);
    char *cwd = path_cwd();
    if (!cwd) return NULL;
    char *joined = path_join(cwd, p);
    char *norm = path_normalize(joined);
    free(joined);
    free(cwd);
    return norm;
}

char *path_real(const char *p) {
    char buf[PATH_MAX];
    return realpath(p, buf) ? xstrdup(buf) : NULL;
}

char *path_relative(const char *from, const char *to) {
    size_t common = 0, i = 0;
    /* the longest common prefix that ends at a step boundary */
    for (; from[i] && from[i] == to[i]; i++)
        if (from[i] == '/') common = i;
    if (!from[i] && (to[i] == '/' || !to[i])) common = i;
    if (!to[i] && from[i] == '/') common = i;
    if (strcmp(from, "/") == 0) common = 0;
    StrBuf sb;
    sb_init(&sb);
    for (const char *s = from + common; *s; s++)
        if (*s == '/' && s[1]) sb_puts(&sb, sb.len ? "/.." : "..");
    const char *rest = to + common;
    while (*rest == '/') rest++;
    if (*rest) sb_printf(&sb, "%s%s", sb.len ? "/" : "", rest);
    if (!sb.len) sb_putc(&sb, '.');
    return sb_take(&sb);
}

bool path_is_under(const char *p, const char *dir) {
    if (strcmp(dir, ".") == 0) return p[0] != '/' && strncmp(p, "../", 3) != 0 && strcmp(p, "..") != 0;
    size_t n = strlen(dir);
    if (n && dir[n - 1] == '/') n--;
    if (n == 0) return p[0] == '/'; /* dir is "/" */
    return strncmp(p, dir, n) == 0 && (p[n] == 0 || p[n] == '/');
}

bool path_has_suffix(const char *p, const char *suffix) {
    size_t n = strlen(p), m = strlen(suffix);
    return n >= m && strcmp(p + n - m, suffix) == 0;
}

char *path_display(const char *abs) {
    char *cwd = path_cwd();
    char *shown = cwd && path_is_under(abs, cwd) ? path_relative(cwd, abs) : xstrdup(abs);
    free(cwd);
    return shown;
}
