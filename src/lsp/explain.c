/* explain.c — running `lhx explain FILE:LINE:COL --json` for the editor.
 *
 * lhx runs itself (/proc/self/exe) as a subprocess rather than calling the
 * engine in-process: an explanation may take minutes, hit a resource limit or
 * crash, and none of that may take the editor's server down with it.
 *
 * An unsaved buffer is explained from a copy in a private temporary
 * directory, under the file's own name (the module name must match), with
 * the file's siblings linked next to it so its imports still resolve; the
 * user's file is never written. Spans in the result are mapped back. */
#include "lsp.h"
#include "../frontend/process.h"
#include "../util/diag.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- Failures ---------------------------------------------------------------- */

/* An object in lhx's schema (docs/json.md) for a failure lhx did not report
 * itself, so the reply has one shape whatever happened. */
static cJSON *error_object(const char *path, int status, const char *msg) {
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "lhx", 1);
    cJSON_AddStringToObject(o, "command", "explain");
    if (path) cJSON_AddStringToObject(o, "file", path);
    else cJSON_AddNullToObject(o, "file");
    cJSON *err = cJSON_AddObjectToObject(o, "error");
    cJSON_AddNumberToObject(err, "status", status);
    cJSON_AddStringToObject(err, "message", msg);
    cJSON_AddNullToObject(err, "span");
    cJSON_AddArrayToObject(o, "results");
    return o;
}

/* Tells the user about a failure; returns the reply for it. */
static cJSON *failure(Server *s, const char *path, int status, const char *msg) {
    StrBuf text;
    sb_init(&text);
    sb_printf(&text, "lhx: %s", msg);
    lsp_show(s, MSG_ERROR, sb_str(&text));
    sb_free(&text);
    return error_object(path, status, msg);
}

/* ---- The job ------------------------------------------------------------------ */

static void job_clear(Job *j) {
    child_free(&j->child);
    if (j->tmpdir) remove_tree(j->tmpdir);
    cJSON_Delete(j->id);
    free(j->uri);
    free(j->path);
    free(j->tmpdir);
    free(j->target);
    memset(j, 0, sizeof *j);
    child_init(&j->child);
}

void explain_cancel(Server *s, int code, const char *why) {
    if (!s->job.running) return;
    rpc_error(s, s->job.id, code, "%s", why);
    job_clear(&s->job);
}

static char *join_path(const char *dir, const char *name) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s/%s", dir, name);
    return sb_take(&sb);
}

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
static bool choose_target(Server *s, Job *j, StrBuf *text, StrBuf *why) {
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

/* The lhx column (from 1, code points) of an LSP position. */
static int lhx_column(const char *text, int line0, int char0) {
    const char *line = text_line(text, line0);
    return (line ? cp_from_utf16(line, char0) : char0) + 1;
}

static bool start_child(Server *s, Job *j, StrBuf *why) {
    StrBuf pos;
    sb_init(&pos);
    sb_printf(&pos, "%s:%d:%d", j->target, j->line, j->col);
    char timeout[32];
    snprintf(timeout, sizeof timeout, "%g", s->timeout_s);
    char *argv[] = {s->explain_exe, "explain", pos.data, "--json", "--timeout", timeout, s->no_th ? "--no-th" : NULL,
                    NULL};
    bool ok = child_start(&j->child, argv, s->timeout_s + LSP_TIMEOUT_MARGIN, why);
    sb_free(&pos);
    return ok;
}

void explain_start(Server *s, const cJSON *id, const char *uri, int line0, int char0) {
    explain_cancel(s, LSP_REQUEST_CANCELLED, "superseded by a newer lhx.explain request");
    Job *j = &s->job;
    j->id = cJSON_Duplicate(id, true);
    j->uri = xstrdup(uri);
    j->path = uri_to_path(uri);
    StrBuf text, why;
    sb_init(&text);
    sb_init(&why);
    bool ok = true;
    if (!j->path) ok = false, sb_printf(&why, "lhx explains files on disk, not %s", uri);
    else if (!is_haskell_path(j->path)) ok = false, sb_printf(&why, "lhx explains Haskell files (.hs, .lhs), not %s", j->path);
    ok = ok && choose_target(s, j, &text, &why);
    j->line = line0 + 1;
    j->col = lhx_column(sb_str(&text), line0, char0);
    ok = ok && start_child(s, j, &why);
    if (ok) j->running = true;
    else {
        rpc_reply(s, id, failure(s, j->path, EXIT_BAD_INPUT, sb_str(&why)));
        job_clear(j);
    }
    sb_free(&text);
    sb_free(&why);
}

/* ---- The result ------------------------------------------------------------- */

/* Appends s[0..n) with the copy's directory replaced by the user's. */
static void put_mapped(StrBuf *out, const char *s, size_t n, const char *tmpdir, const char *dir) {
    size_t tn = strlen(tmpdir);
    for (size_t i = 0; i < n; i++) {
        if (strncmp(s + i, tmpdir, tn) == 0 && s[i + tn] == '/') sb_puts(out, dir), i += tn - 1;
        else sb_putc(out, s[i]);
    }
}

/* Maps the copy's paths back to the user's in every string of the result:
 * spans, and the texts that quote positions ("-- Demo.hs:12:5"). */
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

/* ": " and the child's stderr, if it printed anything. */
static void stderr_tail(const Job *j, StrBuf *out) {
    StrBuf e;
    sb_init(&e);
    job_stderr(j, &e);
    if (e.len) sb_printf(out, ":\n%s", sb_str(&e));
    sb_free(&e);
}

/* lhx's JSON from the child's stdout, or NULL with the reason in why. */
static cJSON *parse_output(const Server *s, const Job *j, StrBuf *why) {
    const Child *c = &j->child;
    if (c->timed_out) return sb_printf(why, "lhx explain timed out after %g s", s->timeout_s), NULL;
    const char *end = NULL;
    cJSON *res = cJSON_ParseWithLengthOpts(c->out.data ? c->out.data : "", c->out.len, &end, false);
    if (res && end) end += strspn(end, " \t\r\n");
    bool ok = res && end && end == sb_str(&c->out) + c->out.len && cJSON_IsObject(res) &&
              cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(res, "results"));
    const cJSON *version = ok ? cJSON_GetObjectItemCaseSensitive(res, "lhx") : NULL;
    if (ok && cJSON_IsNumber(version) && version->valuedouble == 1) return res;
    if (ok) sb_puts(why, "lhx explain printed JSON of another schema version than 1");
    else if (WIFSIGNALED(c->status)) sb_printf(why, "lhx explain was killed by signal %d", WTERMSIG(c->status));
    else sb_printf(why, "lhx explain failed (exit status %d) without a JSON result", WEXITSTATUS(c->status));
    cJSON_Delete(res);
    stderr_tail(j, why);
    return NULL;
}

static void explain_finish(Server *s) {
    Job *j = &s->job;
    StrBuf why;
    sb_init(&why);
    cJSON *res = parse_output(s, j, &why);
    if (!res) {
        res = failure(s, j->path, EXIT_UNSUPPORTED, sb_str(&why));
    } else {
        if (j->tmpdir) {
            char *dir = dir_of(j->path);
            map_strings(res, j->tmpdir, dir);
            free(dir);
        }
        int status = WIFEXITED(j->child.status) ? WEXITSTATUS(j->child.status) : -1;
        present_result(s, j, res, status);
    }
    sb_free(&why);
    cJSON *id = j->id;
    j->id = NULL;
    job_clear(j); /* first: once the editor has the reply, the temporary copy is gone */
    rpc_reply(s, id, res);
    cJSON_Delete(id);
}

void explain_step(Server *s, short out_revents, short err_revents) {
    if (s->job.running && child_step(&s->job.child, out_revents, err_revents)) explain_finish(s);
}
