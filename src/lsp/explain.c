/* explain.c — running `lhx explain FILE:LINE:COL --json` for the editor:
 * the request's lifecycle, from the code action to the reply.
 *
 * lhx runs itself (/proc/self/exe) as a subprocess rather than calling the
 * check pipeline in-process: an explanation may take minutes, hit a resource
 * limit or crash, and none of that may take the editor's server down with
 * it. The child runs the same pipeline as `lhx explain` on the command line
 * (src/check/check.h); which file it reads, and mapping its paths back, is
 * job.c's; showing the result is present.c's. */
#include "lsp.h"
#include "../check/check.h"
#include "../util/diag.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

/* ---- Failures ---------------------------------------------------------------- */

/* A document in lhx's schema (docs/json.md), written by the pipeline's own
 * reporter, for a failure lhx did not report itself, so the reply has one
 * shape whatever happened. */
static cJSON *error_object(const char *path, int status, const char *msg) {
    Diag d;
    diag_init(&d);
    diag_error(&d, status, "%s", msg);
    cJSON *o = report_json_document("explain", path, NULL, &d);
    diag_clear(&d);
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

/* ---- The request --------------------------------------------------------------- */

void explain_cancel(Server *s, int code, const char *why) {
    if (!s->job.running) return;
    rpc_error(s, s->job.id, code, "%s", why);
    job_clear(&s->job);
}

/* The lhx column (from 1, code points) of an LSP position. */
static int lhx_column(const char *text, int line0, int char0) {
    const char *line = text_line(text, line0);
    return (line ? cp_from_utf16(line, char0) : char0) + 1;
}

/* Starts `lhx explain TARGET:LINE:COL --json` with the server's time limit,
 * for the search and for GHC alike (the editor waits for both; the child
 * is killed soon after it anyway), and liquid's message when the request
 * came from its diagnostic. */
static bool start_child(Server *s, Job *j, StrBuf *why) {
    StrBuf pos;
    sb_init(&pos);
    sb_printf(&pos, "%s:%d:%d", j->target, j->line, j->col);
    char timeout[32];
    snprintf(timeout, sizeof timeout, "%g", s->timeout_s);
    char *argv[14] = {s->explain_exe, "explain", pos.data, "--json", "--timeout", timeout, "--ghc-timeout", timeout};
    int argc = 8;
    if (s->no_th) argv[argc++] = "--no-th";
    if (s->machine_ints) argv[argc++] = "--machine-ints";
    if (j->liquid_error) argv[argc++] = "--liquid-error", argv[argc++] = j->liquid_error;
    argv[argc] = NULL;
    bool ok = child_start(&j->child, argv, s->timeout_s + LSP_TIMEOUT_MARGIN, why);
    sb_free(&pos);
    return ok;
}

void explain_start(Server *s, const cJSON *id, const char *uri, int line0, int char0, const char *liquid_error) {
    explain_cancel(s, LSP_REQUEST_CANCELLED, "superseded by a newer lhx.explain request");
    Job *j = &s->job;
    j->id = cJSON_Duplicate(id, true);
    j->uri = xstrdup(uri);
    j->path = uri_to_path(uri);
    j->liquid_error = liquid_error ? xstrdup(liquid_error) : NULL;
    StrBuf text, why;
    sb_init(&text);
    sb_init(&why);
    bool ok = true;
    if (!j->path) ok = false, sb_printf(&why, "lhx explains files on disk, not %s", uri);
    else if (!is_haskell_path(j->path)) ok = false, sb_printf(&why, "lhx explains Haskell files (.hs, .lhs), not %s", j->path);
    ok = ok && job_choose_target(s, j, &text, &why);
    j->line = line0 + 1;
    j->col = lhx_column(sb_str(&text), line0, char0);
    if (ok) j->text = xstrdup(sb_str(&text));
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
    if (ok && cJSON_IsNumber(version) && (version->valuedouble == 1 || version->valuedouble == 2)) return res;
    if (ok) sb_puts(why, "lhx explain printed JSON of another schema version than 1 or 2");
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
        job_map_result(j, res);
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
