/* parts.h — part files: one outcome per file, `DIR/UNIT.json`.
 *
 * Every run writes them, so that runs split over machines (--only, one job
 * per unit) can be merged into the reports a single run would write. */
#ifndef LHX_EVAL_PARTS_H
#define LHX_EVAL_PARTS_H

#include <stdbool.h>
#include <stddef.h>

#include "outcome.h"
#include "plan.h"

/* mkdir -p; false with a message in err. */
bool eval_make_dirs(const char *path, StrBuf *err);

/* Writes DIR/ID.json through a temporary file and rename, so that a reader
 * (or a job killed half-way) never sees half a part. */
bool part_write(const char *dir, const Outcome *o, StrBuf *err);

/* Reads every part (DIR/ID.json) that names a unit of the plan. Parts of units
 * the plan does not have are skipped with a warning in warn (a manifest
 * that lost entries); a part that does not parse, or whose file or function
 * disagree with the manifest (stale), is an error in err. Outcomes come
 * back sorted by id. */
bool parts_read(const char *dir, const Plan *plan, Outcome **out, size_t *n, StrBuf *warn, StrBuf *err);

#endif
