/* parts.c — see parts.h. */
#include "parts.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool eval_make_dirs(const char *path, StrBuf *err) {
    char *p = xstrdup(path);
    for (char *s = p + 1; *s; s++) {
        if (*s != '/') continue;
        *s = '\0';
        mkdir(p, 0777); /* an error shows at the last component */
        *s = '/';
    }
    struct stat st;
    bool ok = (mkdir(p, 0777) == 0 || errno == EEXIST) && stat(p, &st) == 0 && S_ISDIR(st.st_mode);
    if (!ok) sb_printf(err, "lhx: error: cannot create directory %s: %s\n", path, strerror(errno ? errno : ENOTDIR));
    free(p);
    return ok;
}

bool part_write(const char *dir, const Outcome *o, StrBuf *err) {
    StrBuf path, tmp;
    sb_init(&path), sb_init(&tmp);
    sb_printf(&path, "%s/%s.json", dir, o->id);
    sb_printf(&tmp, "%s/.%s.json.%ld", dir, o->id, (long)getpid());
    cJSON *j = outcome_to_json(o);
    char *text = cJSON_Print(j);
    cJSON_Delete(j);
    FILE *f = fopen(sb_str(&tmp), "w");
    bool ok = f && fputs(text, f) >= 0 && fputc('\n', f) != EOF;
    ok = (f && fclose(f) == 0) && ok;
    ok = ok && rename(sb_str(&tmp), sb_str(&path)) == 0;
    if (!ok) {
        sb_printf(err, "lhx: error: cannot write %s: %s\n", sb_str(&path), strerror(errno));
        remove(sb_str(&tmp));
    }
    free(text);
    sb_free(&path), sb_free(&tmp);
    return ok;
}

/* ---- reading ---------------------------------------------------------------- */

static bool has_suffix(const char *s, const char *suffix) {
    size_t n = strlen(s), k = strlen(suffix);
    return n > k && strcmp(s + n - k, suffix) == 0;
}

/* Reads one part file into o; false with a message in err. */
static bool read_part(const char *path, Outcome *o, StrBuf *err) {
    StrBuf text, why;
    sb_init(&text), sb_init(&why);
    Diag d;
    diag_init(&d);
    bool ok = false;
    if (!read_file(path, &text, &d)) sb_printf(err, "lhx: error: %s\n", d.msg), diag_clear(&d);
    else {
        cJSON *j = cJSON_Parse(sb_str(&text));
        if (!j) sb_printf(err, "%s: error: not JSON\n", path);
        else if (!(ok = outcome_from_json(j, o, &why))) sb_printf(err, "%s: error: %s\n", path, sb_str(&why));
        cJSON_Delete(j);
    }
    sb_free(&text), sb_free(&why);
    return ok;
}

/* A part must describe the unit the manifest has now: same file, function
 * and kind, else it is a result for an older manifest. */
static bool part_matches(const char *path, const Outcome *o, const Unit *u, StrBuf *err) {
    if (strcmp(o->function, u->entry->function) == 0 && strcmp(o->file, u->file) == 0 && o->good == u->good)
        return true;
    sb_printf(err, "%s: error: stale part: it checked %s in %s, the manifest now says %s in %s\n", path, o->function,
              o->file, u->entry->function, u->file);
    return false;
}

/* The file is named after its unit: a copy under another name would count twice. */
static bool part_named_right(const char *path, const char *name, const Outcome *o, StrBuf *err) {
    size_t n = strlen(o->id);
    if (strncmp(name, o->id, n) == 0 && strcmp(name + n, ".json") == 0) return true;
    sb_printf(err, "%s: error: the part of unit '%s' must be named %s.json\n", path, o->id, o->id);
    return false;
}

/* Reads DIR/name; *keep says whether o holds an outcome for the plan. */
static bool read_matching(const char *dir, const char *name, const Plan *plan, Outcome *o, StrBuf *warn,
                          StrBuf *err, bool *keep) {
    StrBuf path;
    sb_init(&path);
    sb_printf(&path, "%s/%s", dir, name);
    const char *p = sb_str(&path);
    *keep = false;
    outcome_init(o);
    bool ok = read_part(p, o, err) && part_named_right(p, name, o, err);
    const Unit *u = ok ? plan_find(plan, o->id) : NULL;
    if (ok && !u) sb_printf(warn, "lhx: warning: %s: the manifest has no unit '%s'; skipped\n", p, o->id);
    else if (ok) ok = *keep = part_matches(p, o, u, err);
    if (!*keep) outcome_free(o);
    sb_free(&path);
    return ok;
}

bool parts_read(const char *dir, const Plan *plan, Outcome **out, size_t *n, StrBuf *warn, StrBuf *err) {
    *out = NULL, *n = 0;
    DIR *d = opendir(dir);
    if (!d) {
        sb_printf(err, "lhx: error: cannot open %s: %s\n", dir, strerror(errno));
        return false;
    }
    bool ok = true;
    size_t cap = 0;
    for (struct dirent *de; (de = readdir(d));) {
        if (de->d_name[0] == '.' || !has_suffix(de->d_name, ".json")) continue;
        Outcome o;
        bool keep;
        ok = read_matching(dir, de->d_name, plan, &o, warn, err, &keep) && ok;
        if (keep) VEC_PUSH(*out, *n, cap, o);
    }
    closedir(d);
    outcomes_sort(*out, *n);
    return ok;
}
