/* job.c — the file one explanation reads, and mapping what lhx says about
 * it back to the user's file.
 *
 * An unsaved buffer is explained from a copy in a private temporary
 * directory, under the file's own name (the module name must match), with
 * the file's siblings linked next to it so its imports still resolve; the
 * user's file is never written. Paths of the copy in lhx's output (spans,
 * quoted positions, stderr) are mapped back to the user's directory. */
#include "lsp.h"
#include "../frontend/process.h"
#include "../util/diag.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void job_clear(Job *j) {
    child_free(&j->child);
    if (j->tmpdir) remove_tree(j->tmpdir);
    cJSON_Delete(j->id);
    free(j->uri);
    free(j->path);
    free(j->liquid_error);
    free(j->tmpdir);
    free(j->target);
    free(j->text);
    memset(j, 0, sizeof *j);
    child_init(&j->child);
}

/* dir/name, malloc'd. */
static char *join_path(const char *dir, const char *name) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s/%s", dir, name);
    return sb_take(&sb);
}

/* The directory part of path, malloc'd ("/" for a file at the root). */
static char *dir_of(const char *path) {
    const char *slash = strrchr(path, '/');
    size_t n = slash == path ? 1 : (size_t)(slash - path);
    char *d = xmalloc(n + 1);
    memcpy(d, path, n);
    d[n] = '\0';
    return d;
}

/* Links every visible sibling of the file into tmpdir (best effort: a
 * sibling that cannot be linked only matters if the file imports it). */
static void link_siblings(const char *dir, const char *base, const char *tmpdir) {
    DIR *dp = opendir(dir);
    if (!dp) return;
    for (struct dirent *e; (e = readdir(dp));) {
        if (e->d_name[0] == '.' || strcmp(e->d_name, base) == 0) continue;
        char *from = join_path(dir, e->d_name), *to = join_path(tmpdir, e->d_name);
        if (symlink(from, to) < 0) { /* ignored: see above */ }
        free(from);
        free(to);
    }
    closedir(dp);
}

/* Writes text to path; false with the reason in why. */
static bool write_text(const char *path, const char *text, StrBuf *why) {
    FILE *f = fopen(path, "wb");
    if (!f) return sb_printf(why, "cannot write %s: %s", path, strerror(errno)), false;
    size_t n = strlen(text);
    bool ok = fwrite(text, 1, n, f) == n;
    ok = (fclose(f) == 0) && ok;
    if (!ok) sb_printf(why, "cannot write %s", path);
    return ok;
}

/* Copies the unsaved buffer into a fresh private directory. */
static bool copy_buffer(Job *j, const char *text, StrBuf *why) {
    j->tmpdir = make_temp_dir("lhx-lsp");
    if (!j->tmpdir) return sb_printf(why, "cannot create a temporary directory: %s", strerror(errno)), false;
    const char *base = strrchr(j->path, '/') + 1;
    j->target = join_path(j->tmpdir, base);
    if (!write_text(j->target, text, why)) return false;
    char *dir = dir_of(j->path);
    link_siblings(dir, base, j->tmpdir);
    free(dir);
    return true;
}

/* Chooses what lhx reads: the file itself, or a copy of the editor's buffer
 * when that differs from the disk. Fills *text with what lhx will read. */
bool job_choose_target(Server *s, Job *j, StrBuf *text, StrBuf *why) {
    Doc *d = doc_find(s, j->uri);
    Diag diag;
    diag_init(&diag);
    bool on_disk = read_file(j->path, text, &diag);
    if (!on_disk && !d) sb_puts(why, diag.msg);
    diag_clear(&diag);
    if (!on_disk && !d) return false;
    if (!d || strcmp(sb_str(text), d->text) == 0) {
        j->target = xstrdup(j->path);
        return true;
    }
    sb_clear(text);
    sb_puts(text, d->text);
    return copy_buffer(j, d->text, why);
}

/* Appends s[0..n) with the copy's directory replaced by the user's. */
static void put_mapped(StrBuf *out, const char *s, size_t n, const char *tmpdir, const char *dir) {
    size_t tn = strlen(tmpdir);
    for (size_t i = 0; i < n; i++) {
        if (strncmp(s + i, tmpdir, tn) == 0 && s[i + tn] == '/') sb_puts(out, dir), i += tn - 1;
        else sb_putc(out, s[i]);
    }
}

/* Maps the copy's paths back to the user's in every string under node. */
static void map_strings(cJSON *node, const char *tmpdir, const char *dir) {
    for (cJSON *c = node ? node->child : NULL; c; c = c->next) {
        if (cJSON_IsString(c) && strstr(c->valuestring, tmpdir)) {
            StrBuf sb;
            sb_init(&sb);
            put_mapped(&sb, c->valuestring, strlen(c->valuestring), tmpdir, dir);
            cJSON_SetValuestring(c, sb_str(&sb));
            sb_free(&sb);
        } else map_strings(c, tmpdir, dir);
    }
}

void job_stderr(const Job *j, StrBuf *out) {
    const char *e = sb_str(&j->child.err);
    size_t n = strlen(e);
    while (n > 0 && (e[n - 1] == '\n' || e[n - 1] == ' ')) n--;
    size_t from = n > 2000 ? n - 2000 : 0;
    if (from) sb_puts(out, "…");
    if (!j->tmpdir) {
        sb_putn(out, e + from, n - from);
        return;
    }
    char *dir = dir_of(j->path);
    put_mapped(out, e + from, n - from, j->tmpdir, dir);
    free(dir);
}

void job_map_result(const Job *j, cJSON *res) {
    if (!j->tmpdir) return;
    char *dir = dir_of(j->path);
    map_strings(res, j->tmpdir, dir);
    free(dir);
}
