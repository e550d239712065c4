/* outcome.c — see outcome.h. */
#include "outcome.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <math.h>
#include <string.h>

void outcome_init(Outcome *o) {
    memset(o, 0, sizeof *o);
    o->verdict = VERDICT_ERROR;
    o->lhx_seconds = -1;
    o->ghc_seconds = -1;
    o->peak_mb = -1;
    o->exit_code = -1;
    o->suggestion_implied = -1;
}

void outcome_free(Outcome *o) {
    free(o->id), free(o->file), free(o->function), free(o->status), free(o->note);
    free(o->suggestion);
    for (size_t i = 0; i < o->nblamed; i++) free(o->blamed[i]);
    free(o->blamed);
    free(o->violation_kind), free(o->violation_function);
    outcome_init(o);
}

void outcome_set_note(Outcome *o, const char *note) {
    free(o->note);
    o->note = note ? xstrdup(note) : NULL;
}

const char *eval_unqualified(const char *f) {
    const char *s = f;
    /* Skip `Module.` segments: an upper-case name followed by a dot and more. */
    while (isupper((unsigned char)*s)) {
        const char *e = s;
        while (isalnum((unsigned char)*e) || *e == '_' || *e == '\'') e++;
        if (*e != '.' || !e[1]) break;
        s = e + 1;
    }
    return s;
}

bool outcome_blames(const Outcome *o, const char *function) {
    for (size_t i = 0; i < o->nblamed; i++)
        if (strcmp(eval_unqualified(o->blamed[i]), eval_unqualified(function)) == 0) return true;
    return false;
}

void outcome_add_blamed(Outcome *o, const char *function) {
    for (size_t i = 0; i < o->nblamed; i++)
        if (strcmp(o->blamed[i], function) == 0) return;
    o->blamed = xrealloc(o->blamed, (o->nblamed + 1) * sizeof *o->blamed);
    o->blamed[o->nblamed++] = xstrdup(function);
}

void outcome_blamed_joined(const Outcome *o, const char *sep, StrBuf *out) {
    for (size_t i = 0; i < o->nblamed; i++) {
        if (i) sb_puts(out, sep);
        sb_puts(out, o->blamed[i]);
    }
}

/* ---- the part file ------------------------------------------------------ */

static void add_string_or_null(cJSON *obj, const char *key, const char *s) {
    if (s) cJSON_AddStringToObject(obj, key, s);
    else cJSON_AddNullToObject(obj, key);
}

cJSON *outcome_to_json(const Outcome *o) {
    cJSON *j = cJSON_CreateObject();
    cJSON_AddNumberToObject(j, "lhx_eval", 1);
    cJSON_AddStringToObject(j, "id", o->id);
    cJSON_AddBoolToObject(j, "good", o->good);
    cJSON_AddStringToObject(j, "file", o->file);
    cJSON_AddStringToObject(j, "function", o->function);
    cJSON_AddStringToObject(j, "verdict", verdict_name(o->verdict));
    cJSON_AddStringToObject(j, "status", o->status);
    add_string_or_null(j, "note", o->note);
    cJSON *blamed = cJSON_AddArrayToObject(j, "blamed");
    for (size_t i = 0; i < o->nblamed; i++) cJSON_AddItemToArray(blamed, cJSON_CreateString(o->blamed[i]));
    if (o->violation_kind) {
        cJSON *v = cJSON_AddObjectToObject(j, "violation");
        cJSON_AddStringToObject(v, "kind", o->violation_kind);
        add_string_or_null(v, "function", o->violation_function);
    } else cJSON_AddNullToObject(j, "violation");
    add_string_or_null(j, "suggestion", o->suggestion);
    cJSON_AddBoolToObject(j, "suggestion_checked", o->suggestion_checked);
    if (o->suggestion_implied >= 0) cJSON_AddBoolToObject(j, "suggestion_implied", o->suggestion_implied == 1);
    else cJSON_AddNullToObject(j, "suggestion_implied");
    cJSON_AddNumberToObject(j, "seconds", o->seconds);
    if (o->lhx_seconds >= 0) cJSON_AddNumberToObject(j, "lhx_seconds", o->lhx_seconds);
    else cJSON_AddNullToObject(j, "lhx_seconds");
    if (o->ghc_seconds >= 0) cJSON_AddNumberToObject(j, "ghc_seconds", o->ghc_seconds);
    else cJSON_AddNullToObject(j, "ghc_seconds");
    if (o->peak_mb >= 0) cJSON_AddNumberToObject(j, "peak_mb", o->peak_mb);
    else cJSON_AddNullToObject(j, "peak_mb");
    cJSON_AddNumberToObject(j, "exit", o->exit_code);
    cJSON_AddNumberToObject(j, "timeout", o->timeout);
    return j;
}

/* The string member key, or NULL (with why) when it is missing or not a string. */
static const char *need_string(const cJSON *j, const char *key, StrBuf *why) {
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(j, key);
    if (cJSON_IsString(m)) return m->valuestring;
    if (!why->len) sb_printf(why, "'%s' is missing or not a string", key);
    return NULL;
}

static char *dup_or_null(const char *s) { return s ? xstrdup(s) : NULL; }

static bool read_number(const cJSON *j, const char *key, double *out, StrBuf *why) {
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(j, key);
    if (cJSON_IsNumber(m) && isfinite(m->valuedouble)) return *out = m->valuedouble, true;
    if (cJSON_IsNull(m) && strcmp(key, "lhx_seconds") == 0) return *out = -1, true;
    if ((!m || cJSON_IsNull(m)) && strcmp(key, "ghc_seconds") == 0) return *out = -1, true; /* or older parts */
    if (!m && strcmp(key, "peak_mb") == 0) return *out = -1, true; /* parts written before it was measured */
    if (cJSON_IsNull(m) && strcmp(key, "peak_mb") == 0) return *out = -1, true;
    if (!why->len) sb_printf(why, "'%s' is missing or not a number", key);
    return false;
}

static bool read_blamed(const cJSON *j, Outcome *o, StrBuf *why) {
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(j, "blamed"), *b;
    if (!cJSON_IsArray(arr)) return sb_puts(why, "'blamed' is missing or not an array"), false;
    cJSON_ArrayForEach(b, arr) {
        if (!cJSON_IsString(b)) return sb_puts(why, "'blamed' holds a non-string"), false;
        outcome_add_blamed(o, b->valuestring);
    }
    return true;
}

static bool read_violation(const cJSON *j, Outcome *o, StrBuf *why) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, "violation");
    if (cJSON_IsNull(v)) return true;
    if (!cJSON_IsObject(v)) return sb_puts(why, "'violation' is not an object or null"), false;
    const char *kind = need_string(v, "kind", why);
    if (!kind) return false;
    o->violation_kind = xstrdup(kind);
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(v, "function");
    o->violation_function = cJSON_IsString(f) ? xstrdup(f->valuestring) : NULL;
    return true;
}

bool outcome_from_json(const cJSON *j, Outcome *o, StrBuf *why) {
    outcome_init(o);
    const cJSON *version = cJSON_GetObjectItemCaseSensitive(j, "lhx_eval");
    if (!cJSON_IsNumber(version) || version->valuedouble != 1)
        return sb_puts(why, "not an lhx eval part (\"lhx_eval\": 1)"), false;
    const char *id = need_string(j, "id", why), *file = need_string(j, "file", why);
    const char *function = need_string(j, "function", why), *verdict = need_string(j, "verdict", why);
    const char *status = need_string(j, "status", why);
    const cJSON *good = cJSON_GetObjectItemCaseSensitive(j, "good"), *note = cJSON_GetObjectItemCaseSensitive(j, "note");
    if (!id || !file || !function || !verdict || !status) return false;
    if (!cJSON_IsBool(good)) return sb_puts(why, "'good' is missing or not a boolean"), false;
    if (!verdict_parse(verdict, &o->verdict)) return sb_printf(why, "unknown verdict '%s'", verdict), false;
    o->id = xstrdup(id), o->file = xstrdup(file), o->function = xstrdup(function), o->status = xstrdup(status);
    o->good = cJSON_IsTrue(good);
    o->note = dup_or_null(cJSON_IsString(note) ? note->valuestring : NULL);
    /* optional (parts written before suggestions have neither) */
    const cJSON *sg = cJSON_GetObjectItemCaseSensitive(j, "suggestion");
    o->suggestion = dup_or_null(cJSON_IsString(sg) ? sg->valuestring : NULL);
    o->suggestion_checked = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "suggestion_checked"));
    const cJSON *imp = cJSON_GetObjectItemCaseSensitive(j, "suggestion_implied");
    o->suggestion_implied = cJSON_IsBool(imp) ? cJSON_IsTrue(imp) : -1;
    double exit_code = -1;
    if (!read_blamed(j, o, why) || !read_violation(j, o, why) || !read_number(j, "seconds", &o->seconds, why) ||
        !read_number(j, "lhx_seconds", &o->lhx_seconds, why) || !read_number(j, "ghc_seconds", &o->ghc_seconds, why) ||
        !read_number(j, "peak_mb", &o->peak_mb, why) ||
        !read_number(j, "exit", &exit_code, why) ||
        !read_number(j, "timeout", &o->timeout, why)) {
        outcome_free(o);
        return false;
    }
    o->exit_code = (int)exit_code;
    return true;
}

static int by_id(const void *a, const void *b) {
    return strcmp(((const Outcome *)a)->id, ((const Outcome *)b)->id);
}

void outcomes_sort(Outcome *os, size_t n) {
    if (n > 1) qsort(os, n, sizeof *os, by_id);
}
