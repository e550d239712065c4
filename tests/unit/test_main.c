/* test_main.c — runs every unit-test suite. Tests run in one process (no
 * fork) so that programs compiled by GHC are cached across tests; a crash
 * then stops the run, which the sanitizer build reports in full. */
#include "tests.h"

#include <stdlib.h>

int main(void) {
    SRunner *sr = srunner_create(util_suite());
    srunner_add_suite(sr, loader_suite());
    srunner_add_suite(sr, link_suite());
    srunner_add_suite(sr, programs_suite());
    srunner_add_suite(sr, source_suite());
    srunner_add_suite(sr, spec_suite());
    srunner_add_suite(sr, project_suite());
    srunner_add_suite(sr, term_suite());
    srunner_add_suite(sr, engine_suite());
    srunner_add_suite(sr, logic_suite());
    srunner_add_suite(sr, refine_suite());
    srunner_add_suite(sr, liquid_output_suite());
    srunner_add_suite(sr, check_suite());
    srunner_add_suite(sr, peer_suite());
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    tests_release_programs();
    tests_release_engine();
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
