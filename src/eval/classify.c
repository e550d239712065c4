/* classify.c — see classify.h. */
#include "classify.h"
#include "../util/xalloc.h"

#include <math.h>
#include <string.h>

static void set_status(Outcome *o, Verdict v, const char *status, const char *note) {
    o->verdict = v;
    free(o->status);
    o->status = xstrdup(status);
    outcome_set_note(o, note);
}

/* ---- the JSON ---------------------------------------------------------------- */

static const cJSON *member(const cJSON *j, const char *key) { return cJSON_GetObjectItemCaseSensitive(j, key); }

static const char *string_member(const cJSON *j, const char *key) {
    const cJSON *m = member(j, key);
    return cJSON_IsString(m) ? m->valuestring : NULL;
}

static const cJSON *find_result(const cJSON *results, const char *function) {
    const cJSON *r;
    cJSON_ArrayForEach(r, results) {
        const char *f = string_member(r, "function");
        if (f && strcmp(f, function) == 0) return r;
    }
    return NULL;
}

static void read_counterexample(const cJSON *cx, Outcome *o) {
    const cJSON *v = member(cx, "violation"), *a;
    if (cJSON_IsObject(v)) {
        const char *kind = string_member(v, "kind"), *function = string_member(v, "function");
        o->violation_kind = xstrdup(kind ? kind : "?");
        o->violation_function = function ? xstrdup(function) : NULL;
    }
    cJSON_ArrayForEach(a, member(cx, "abstracted")) {
        const char *f = string_member(a, "function");
        if (f) outcome_add_blamed(o, f);
    }
    const cJSON *sg = member(cx, "suggestion");
    const char *sig = cJSON_IsObject(sg) ? string_member(sg, "signature") : NULL;
    if (sig) {
        o->suggestion = xstrdup(sig);
        o->suggestion_checked = cJSON_IsTrue(member(sg, "holds")) && cJSON_IsTrue(member(sg, "verifies"));
        const cJSON *imp = member(sg, "implied_by");
        o->suggestion_implied = cJSON_IsBool(imp) ? cJSON_IsTrue(imp) : -1;
    }
}

/* The stopped-before-checking case: `"error": {"status", "message"}`. */
static void read_error(const cJSON *err, Outcome *o) {
    const cJSON *status = member(err, "status");
    const char *msg = string_member(err, "message");
    bool unsupported = cJSON_IsNumber(status) && status->valuedouble == 3;
    set_status(o, unsupported ? VERDICT_UNSUPPORTED : VERDICT_ERROR, "check-error", msg ? msg : "lhx check stopped");
}

static bool read_result(const cJSON *r, Outcome *o) {
    const char *verdict = string_member(r, "verdict");
    Verdict v;
    if (!verdict_parse(verdict, &v)) {
        StrBuf sb;
        sb_init(&sb);
        sb_printf(&sb, "unknown verdict '%s'", verdict ? verdict : "(none)");
        set_status(o, VERDICT_ERROR, "malformed", sb_str(&sb));
        sb_free(&sb);
        return false;
    }
    set_status(o, v, "ok", string_member(r, "message"));
    const cJSON *secs = member(r, "seconds"), *ghc = member(r, "ghc_seconds"), *cx = member(r, "counterexample");
    if (cJSON_IsNumber(secs) && isfinite(secs->valuedouble)) o->lhx_seconds = secs->valuedouble;
    if (cJSON_IsNumber(ghc) && isfinite(ghc->valuedouble) && ghc->valuedouble >= 0) o->ghc_seconds = ghc->valuedouble;
    if (verdict_found(v) && cJSON_IsObject(cx)) read_counterexample(cx, o);
    return true;
}

bool classify_json(const char *out, Outcome *o) {
    const char *end = NULL;
    cJSON *j = cJSON_ParseWithOpts(out, &end, true);
    if (!j) {
        StrBuf sb;
        sb_init(&sb);
        if (!*out) sb_puts(&sb, "no output on stdout");
        else sb_printf(&sb, "stdout is not one JSON object (stops at byte %zu)", end ? (size_t)(end - out) : 0);
        set_status(o, VERDICT_ERROR, "malformed", sb_str(&sb));
        sb_free(&sb);
        return false;
    }
    const cJSON *version = member(j, "lhx"), *err = member(j, "error"), *results = member(j, "results");
    bool ok = false;
    if (!cJSON_IsObject(j) || !cJSON_IsNumber(version) || (version->valuedouble != 1 && version->valuedouble != 2) ||
        !cJSON_IsArray(results))
        set_status(o, VERDICT_ERROR, "malformed", "not lhx's JSON (schema version 1 or 2)");
    else if (cJSON_IsObject(err)) read_error(err, o), ok = true;
    else {
        const cJSON *r = find_result(results, o->function);
        if (r) ok = read_result(r, o);
        else set_status(o, VERDICT_ERROR, "no-result", "lhx check gave no result for this function");
    }
    cJSON_Delete(j);
    return ok;
}

/* ---- the process ----------------------------------------------------------------- */

/* The last non-empty line of s[0..n), at most 300 bytes of it, for notes. */
static char *last_line_of(const char *s, size_t n) {
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ')) n--;
    size_t b = n;
    while (b && s[b - 1] != '\n') b--;
    if (n - b > 300) n = b + 300;
    char *line = xmalloc(n - b + 1);
    memcpy(line, s + b, n - b);
    line[n - b] = '\0';
    return line;
}

/* What running out of address space looks like from lhx (xalloc), GHC's
 * runtime, Z3 (C++), the C library and scripting languages. */
static const char *const oom_signs[] = {"out of memory", "Out of memory", "bad_alloc", "Cannot allocate memory",
                                        "cannot allocate", "memory exhausted", "Heap exhausted", "failed to reserve",
                                        NULL};

/* The line of err that says memory ran out, or NULL. */
static char *out_of_memory_line(const char *err) {
    for (int i = 0; oom_signs[i]; i++) {
        const char *hit = strstr(err, oom_signs[i]);
        if (!hit) continue;
        while (hit > err && hit[-1] != '\n') hit--;
        const char *end = strchr(hit, '\n');
        return last_line_of(hit, end ? (size_t)(end - hit) : strlen(hit));
    }
    return NULL;
}

static void classify_failure(const RunOutput *r, const ClassifyLimits *lim, Outcome *o) {
    char *line = last_line_of(sb_str(&r->errout), r->errout.len), *oom = out_of_memory_line(sb_str(&r->errout));
    StrBuf note;
    sb_init(&note);
    if (oom) {
        if (lim->mem_mb > 0) sb_printf(&note, "memory limit of %ld MB exceeded: %s", lim->mem_mb, oom);
        else sb_printf(&note, "out of memory: %s", oom);
        set_status(o, VERDICT_ERROR, "memory", sb_str(&note));
    } else if (r->signal || (r->exit_code != 0 && r->out.len == 0)) {
        if (r->signal) sb_printf(&note, "killed by signal %d (%s)", r->signal, strsignal(r->signal));
        else sb_printf(&note, "exit status %d without output", r->exit_code);
        if (*line) sb_printf(&note, ": %s", line);
        set_status(o, VERDICT_ERROR, "crash", sb_str(&note));
    } else if (*line) {
        sb_printf(&note, "%s; stderr: %s", o->note ? o->note : "malformed output", line);
        outcome_set_note(o, sb_str(&note));
    }
    sb_free(&note);
    free(line), free(oom);
}

void classify_run(const Unit *u, const RunOutput *r, const ClassifyLimits *lim, Outcome *o) {
    outcome_init(o);
    o->id = xstrdup(u->id);
    o->good = u->good;
    o->file = xstrdup(u->file);
    o->function = xstrdup(u->entry->function);
    o->timeout = lim->timeout_s;
    o->seconds = round(r->seconds * 1000) / 1000;
    o->peak_mb = r->max_rss_kb >= 0 ? round(r->max_rss_kb / 1024.0 * 10) / 10 : -1;
    o->exit_code = r->started ? r->exit_code : -1;
    StrBuf note;
    sb_init(&note);
    if (!r->started) {
        sb_printf(&note, "cannot run lhx check: %s", strerror(r->err));
        set_status(o, VERDICT_ERROR, "exec", sb_str(&note));
    } else if (r->timed_out) {
        sb_printf(&note, "killed after %g s", lim->wall_s);
        set_status(o, VERDICT_TIMEOUT, "timeout", sb_str(&note));
    } else if (!classify_json(sb_str(&r->out), o)) classify_failure(r, lim, o);
    if (r->truncated) {
        sb_clear(&note);
        sb_printf(&note, "%s (output truncated)", o->note ? o->note : "");
        outcome_set_note(o, sb_str(&note));
    }
    sb_free(&note);
}
