/* tests.h — the unit-test suites and shared helpers. */
#ifndef LHX_TESTS_H
#define LHX_TESTS_H

#include <check.h>
#include <stdbool.h>

#include "../../src/core/ir.h"

Suite *util_suite(void);
Suite *project_suite(void);
Suite *loader_suite(void);
Suite *link_suite(void);
Suite *programs_suite(void);
Suite *source_suite(void);
Suite *spec_suite(void);
Suite *term_suite(void);
Suite *engine_suite(void);
Suite *logic_suite(void);
Suite *refine_suite(void);
Suite *liquid_output_suite(void);
Suite *check_suite(void);
Suite *peer_suite(void);

/* Compiles and loads tests/programs/<name> once per run (NULL and a failed
 * check if it does not load). */
Program *tests_program(const char *name);
/* Any program by path, once per run; check_all also requires every binder's
 * closure to have definitions. */
Program *tests_load(const char *path, bool check_all);
void tests_release_programs(void);
/* Frees the tests/engine/ programs and runs test_engine.c kept. */
void tests_release_engine(void);

/* The type of a global, printed. Owned by a static buffer. */
const char *tests_type_of(Program *p, Global *g);

#endif
