/* plan.c — see plan.h. */
#include "plan.h"
#include "../util/xalloc.h"

#include <string.h>

static void add_unit(Plan *p, char *id, const ManifestEntry *e, bool good) {
    p->units = xrealloc(p->units, (p->n + 1) * sizeof *p->units);
    p->units[p->n++] = (Unit){id, e, good, good ? e->good : e->bad, good ? e->good_path : e->bad_path};
}

/* The first entry (in id order) with e's good file and function: the one a
 * good unit is named after. Entries are sorted, so this is stable. */
static const ManifestEntry *good_owner(const Manifest *m, const ManifestEntry *e) {
    for (size_t i = 0; i < m->n; i++) {
        const ManifestEntry *o = &m->entries[i];
        if (strcmp(o->good_path, e->good_path) == 0 && strcmp(o->function, e->function) == 0) return o;
    }
    return e;
}

char *plan_good_id(const Manifest *m, const ManifestEntry *e) {
    const ManifestEntry *owner = good_owner(m, e);
    size_t n = strlen(owner->id);
    char *id = xmalloc(n + sizeof GOOD_SUFFIX);
    memcpy(id, owner->id, n);
    memcpy(id + n, GOOD_SUFFIX, sizeof GOOD_SUFFIX);
    return id;
}

static int by_id(const void *a, const void *b) { return strcmp(((const Unit *)a)->id, ((const Unit *)b)->id); }

static void sort_units(Plan *p) {
    if (p->n > 1) qsort(p->units, p->n, sizeof *p->units, by_id);
}

void plan_build(const Manifest *m, bool check_good, Plan *p) {
    memset(p, 0, sizeof *p);
    for (size_t i = 0; i < m->n; i++) {
        const ManifestEntry *e = &m->entries[i];
        add_unit(p, xstrdup(e->id), e, false);
        if (check_good && good_owner(m, e) == e) add_unit(p, plan_good_id(m, e), e, true);
    }
    sort_units(p);
}

static bool is_good_name(const char *name, size_t *stem) {
    size_t n = strlen(name), s = strlen(GOOD_SUFFIX);
    *stem = n;
    if (n <= s || strcmp(name + n - s, GOOD_SUFFIX) != 0) return false;
    *stem = n - s;
    return true;
}

/* Adds the unit called name; false if the manifest has no such unit. */
static bool select_one(const Manifest *m, const char *name, Plan *p) {
    size_t stem;
    bool good = is_good_name(name, &stem);
    char *id = xstrdup(name);
    id[stem] = '\0';
    const ManifestEntry *e = manifest_find(m, id);
    free(id);
    if (!e || (good && good_owner(m, e) != e)) return false;
    if (!plan_find(p, name)) add_unit(p, xstrdup(name), e, good);
    return true;
}

bool plan_select(const Manifest *m, char *const *only, size_t nonly, Plan *p, StrBuf *err) {
    memset(p, 0, sizeof *p);
    for (size_t i = 0; i < nonly; i++)
        if (!select_one(m, only[i], p)) {
            sb_printf(err, "lhx: error: eval: the manifest %s has no entry '%s'\n", m->path, only[i]);
            plan_free(p);
            return false;
        }
    sort_units(p);
    return true;
}

void plan_free(Plan *p) {
    for (size_t i = 0; i < p->n; i++) free(p->units[i].id);
    free(p->units);
    memset(p, 0, sizeof *p);
}

const Unit *plan_find(const Plan *p, const char *id) {
    for (size_t i = 0; i < p->n; i++)
        if (strcmp(p->units[i].id, id) == 0) return &p->units[i];
    return NULL;
}
