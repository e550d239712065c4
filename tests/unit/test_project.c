/* test_project.c — src/project's readers: a .cabal file's stanzas, common
 * stanzas, conditions decided as a default configure decides them, list
 * fields, build-depends names, component names; and the path functions
 * projects are found with. */
#include "tests.h"
#include "../../src/project/cabal.h"
#include "../../src/util/path.h"

#include <stdlib.h>
#include <string.h>

static const char *const cabal_text =
    "cabal-version: 2.4\n"
    "-- a comment\n"
    "name: demo\n"
    "version: 1.0\n"
    "\n"
    "flag fast\n"
    "  default: False\n"
    "\n"
    "common shared\n"
    "  default-language: Haskell2010\n"
    "  ghc-options: -Wall\n"
    "               -fplugin-opt=LiquidHaskell:--no-totality\n"
    "\n"
    "library\n"
    "  import: shared\n"
    "  hs-source-dirs: src, lib\n"
    "  exposed-modules: A.B\n"
    "                   A.C\n"
    "  build-depends: base >= 4 && < 5, containers ^>= 0.6,\n"
    "                 demo:{internal, other}, vector\n"
    "  if flag(fast)\n"
    "    cpp-options: -DFAST\n"
    "  elif impl(ghc >= 9.0 && < 9.2)\n"
    "    cpp-options: -DGHC90\n"
    "  else\n"
    "    cpp-options: -DOTHER\n"
    "  if impl(ghc ^>= 8.10) || os(windows)\n"
    "    default-extensions: CPP\n"
    "  if !os(windows) && impl(ghc == 9.0.*)\n"
    "    default-extensions: LambdaCase\n"
    "\n"
    "executable demo-exe\n"
    "  main-is: Main.hs\n"
    "  build-depends: base, demo\n";

static CabalPackage P;
static Diag D;

static void setup(void) {
    diag_init(&D);
    ck_assert(cabal_parse("demo.cabal", cabal_text, strlen(cabal_text), &P, &D));
}

static void teardown(void) {
    cabal_free(&P);
    diag_clear(&D);
}

static void assert_list(const StrList *l, const char *const *want, size_t n) {
    ck_assert_uint_eq(l->n, n);
    for (size_t i = 0; i < n; i++) ck_assert_str_eq(l->items[i], want[i]);
}

START_TEST(test_cabal_components) {
    ck_assert_str_eq(P.name, "demo");
    ck_assert_uint_eq(P.n, 2);
    const CabalComponent *lib = cabal_component_named(&P, "lib:demo");
    ck_assert_ptr_nonnull(lib);
    ck_assert_str_eq(lib->kind, "library");
    ck_assert_int_eq(lib->line, 14);
    const char *dirs[] = {"src", "lib"}, *mods[] = {"A.B", "A.C"};
    assert_list(&lib->source_dirs, dirs, 2);
    assert_list(&lib->modules, mods, 2);
    const CabalComponent *exe = cabal_component_named(&P, "exe:demo-exe");
    ck_assert_ptr_nonnull(exe);
    ck_assert_str_eq(exe->main_is, "Main.hs");
    const char *dot[] = {"."};
    assert_list(&exe->source_dirs, dot, 1); /* no hs-source-dirs: the package's directory */
    ck_assert_ptr_eq(cabal_component_named(&P, "lib"), lib);
    ck_assert_ptr_eq(cabal_component_named(&P, "demo-exe"), exe);
    ck_assert_ptr_null(cabal_component_named(&P, "test:demo-exe"));
}
END_TEST

START_TEST(test_cabal_common_and_conditions) {
    const CabalComponent *lib = cabal_component_named(&P, "lib");
    ck_assert_str_eq(lib->language, "Haskell2010");
    const char *ghc[] = {"-Wall", "-fplugin-opt=LiquidHaskell:--no-totality"};
    assert_list(&lib->ghc_options, ghc, 2);
    const char *cpp[] = {"-DGHC90"}; /* flag fast is False; GHC 9.0.2 is in [9.0, 9.2) */
    assert_list(&lib->cpp_options, cpp, 1);
    const char *ext[] = {"LambdaCase"}; /* ^>= 8.10 is false, == 9.0.* true */
    assert_list(&lib->extensions, ext, 1);
}
END_TEST

START_TEST(test_cabal_depends) {
    const char *deps[] = {"base", "containers", "demo", "vector"};
    assert_list(&cabal_component_named(&P, "lib")->depends, deps, 4);
}
END_TEST

START_TEST(test_cabal_without_name) {
    CabalPackage q;
    Diag d;
    diag_init(&d);
    ck_assert(!cabal_parse("x.cabal", "version: 1\n", 11, &q, &d));
    ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
    ck_assert_int_eq(d.line, 1);
    cabal_free(&q);
    diag_clear(&d);
}
END_TEST

START_TEST(test_paths) {
    char *s;
    ck_assert_str_eq(s = path_normalize("a/./b//../c/"), "a/c");
    free(s);
    ck_assert_str_eq(s = path_normalize("/../x"), "/x");
    free(s);
    ck_assert_str_eq(s = path_normalize("../x/.."), "..");
    free(s);
    ck_assert_str_eq(s = path_relative("/p/src", "/p/src/A/B.hs"), "A/B.hs");
    free(s);
    ck_assert_str_eq(s = path_relative("/p/src/A", "/p/lib/C.hs"), "../../lib/C.hs");
    free(s);
    ck_assert_str_eq(s = path_relative("/p", "/p"), ".");
    free(s);
    ck_assert_str_eq(s = path_dir("/x"), "/");
    free(s);
    ck_assert_str_eq(s = path_join("a", "/b"), "/b");
    free(s);
    ck_assert(path_is_under("/p/src/A.hs", "/p/src"));
    ck_assert(!path_is_under("/p/srcx/A.hs", "/p/src"));
}
END_TEST

Suite *project_suite(void) {
    Suite *s = suite_create("project");
    TCase *tc = tcase_create("cabal");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, test_cabal_components);
    tcase_add_test(tc, test_cabal_common_and_conditions);
    tcase_add_test(tc, test_cabal_depends);
    suite_add_tcase(s, tc);
    TCase *other = tcase_create("other");
    tcase_add_test(other, test_cabal_without_name);
    tcase_add_test(other, test_paths);
    suite_add_tcase(s, other);
    return s;
}
