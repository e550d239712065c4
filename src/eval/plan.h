/* plan.h — the units of work of an evaluation.
 *
 * Each manifest entry is a unit (check the bad file's function); with
 * --check-good, each distinct (good file, function) pair is one more unit,
 * named after the first entry (by id) that has it: `ENTRY+good`. ('+' is not
 * allowed in entry ids, so the names cannot collide.) Units are what jobs,
 * part files and --only name. */
#ifndef LHX_EVAL_PLAN_H
#define LHX_EVAL_PLAN_H

#include <stdbool.h>
#include <stddef.h>

#include "manifest.h"

#define GOOD_SUFFIX "+good"

typedef struct Unit {
    char *id;
    const ManifestEntry *entry; /* for a good unit: the entry it is named after */
    bool good;
    const char *file; /* the entry's bad or good file as the manifest writes it: what parts record */
    const char *path; /* the same, usable from the current directory: what lhx check is given */
} Unit;

typedef struct Plan {
    Unit *units; /* sorted by id */
    size_t n;
} Plan;

/* Every unit of the manifest (good units only if check_good). */
void plan_build(const Manifest *m, bool check_good, Plan *p);
/* Keeps only the units named in only[0..nonly) (an ID+good name asks for a
 * good unit even without check_good). False, with a message in err for the
 * first unknown name. */
bool plan_select(const Manifest *m, char *const *only, size_t nonly, Plan *p, StrBuf *err);
void plan_free(Plan *p);
const Unit *plan_find(const Plan *p, const char *id);
/* The id of the good unit that checks e's good file and function. */
char *plan_good_id(const Manifest *m, const ManifestEntry *e);

#endif
