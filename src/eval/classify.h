/* classify.h — from a finished `lhx check --json` process to an outcome.
 *
 * The JSON (docs/json.md, schema version 1) decides when there is one; the
 * process decides otherwise: killed at the limit is a timeout, anything
 * else without a usable result is an error, with a status saying which kind
 * (see outcome.h) and a note saying why, so that the reports can tell a
 * crash in lhx from a file lhx does not support. */
#ifndef LHX_EVAL_CLASSIFY_H
#define LHX_EVAL_CLASSIFY_H

#include "outcome.h"
#include "plan.h"
#include "runner.h"

typedef struct ClassifyLimits {
    double timeout_s; /* the --timeout given to lhx check */
    double wall_s;    /* when the runner kills it */
    long mem_mb;
} ClassifyLimits;

/* Fills o (initialised here) for unit u from the run's output. */
void classify_run(const Unit *u, const RunOutput *r, const ClassifyLimits *lim, Outcome *o);

/* The part of classify_run that reads the JSON: false (o->status and note
 * set) when out is not a check object with a result for o->function. */
bool classify_json(const char *out, Outcome *o);

#endif
