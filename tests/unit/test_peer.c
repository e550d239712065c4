/* test_peer.c — the source side of the peer drivers (src/peer/hs_source.c):
 * literate files unlit with their columns, comments and annotations
 * blanked, the module's imports and LANGUAGE pragmas read, a function's
 * declarations copied under another name. The translation of refinements
 * is tested on whole drivers (tests/peers/run.sh, golden files). */
#include "tests.h"
#include "../../src/peer/hs_source.h"

#include <string.h>

static const char bird[] =
    "A homework, in prose.\n"
    "\n"
    "> {-# LANGUAGE BangPatterns, TupleSections #-}\n"
    "> module M where\n"
    ">\n"
    "> import Prelude hiding (length, (++))\n"
    "> import qualified Data.Map as M\n"
    "> import Data.List (sortBy,\n"
    ">                   nub)\n"
    "\n"
    "More prose mentioning f 0 = 1.\n"
    "\n"
    "> {-@ f :: Nat -> Nat @-}\n"
    "> f :: Int -> Int   -- the signature\n"
    "> f 0 = 0\n"
    "> f n = {- a {- nested -} comment -} n - 1\n"
    ">   where g = \"f -- not a comment\"\n"
    "> fx = f 2\n";

START_TEST(a_bird_style_file_is_unlit_with_its_columns) {
    HsSourceText t;
    hs_text_scan(bird, strlen(bird), true, &t);
    ck_assert_int_eq(t.indent, 2);
    ck_assert_ptr_null(t.lines[0]); /* prose */
    ck_assert_str_eq(t.lines[3], "  module M where");
    ck_assert_uint_eq(t.nextensions, 2);
    ck_assert_str_eq(t.extensions[0], "BangPatterns");
    ck_assert_str_eq(t.extensions[1], "TupleSections");
    hs_text_free(&t);
}
END_TEST

START_TEST(imports_are_read_with_their_lists) {
    HsSourceText t;
    hs_text_scan(bird, strlen(bird), true, &t);
    ck_assert_uint_eq(t.imports.n, 3);
    ck_assert_str_eq(t.imports.items[0].module, "Prelude");
    ck_assert_int_eq(t.imports.items[0].list, SOURCE_IMPORT_HIDING);
    ck_assert_str_eq(t.imports.items[0].items, "length, (++)");
    ck_assert(!t.imports.items[0].qualified);
    ck_assert_str_eq(t.imports.items[1].module, "Data.Map");
    ck_assert(t.imports.items[1].qualified);
    ck_assert_str_eq(t.imports.items[1].alias, "M");
    ck_assert_int_eq(t.imports.items[1].list, SOURCE_IMPORT_ALL);
    ck_assert_str_eq(t.imports.items[2].module, "Data.List");
    ck_assert_int_eq(t.imports.items[2].list, SOURCE_IMPORT_ONLY);
    ck_assert(hs_items_mention(t.imports.items[2].items, "nub"));
    ck_assert(hs_items_mention(t.imports.items[0].items, "++"));
    ck_assert(!hs_items_mention(t.imports.items[0].items, "+"));
    ck_assert(!hs_items_mention(t.imports.items[0].items, "len"));
    hs_text_free(&t);
}
END_TEST

START_TEST(a_binding_is_copied_renamed_without_annotations_or_comments) {
    HsSourceText t;
    hs_text_scan(bird, strlen(bird), true, &t);
    StrBuf out;
    sb_init(&out);
    hs_text_binding(&t, 13, 18, "f", "peer'det", &out);
    ck_assert_str_eq(sb_str(&out), "peer'det :: Int -> Int\n"
                                   "peer'det 0 = 0\n"
                                   "peer'det n =                              n - 1\n"
                                   "  where g = \"f -- not a comment\"\n"
                                   "fx = f 2\n"); /* fx is another name: untouched */
    sb_free(&out);
    hs_text_free(&t);
}
END_TEST

START_TEST(a_latex_style_file_keeps_only_its_code_blocks) {
    static const char latex[] = "\\documentclass{article}\n"
                                "f x = prose\n"
                                "\\begin{code}\n"
                                "module N where\n"
                                "import qualified Data.Set as S\n"
                                "\\end{code}\n"
                                "between\n"
                                "\\begin{code}\n"
                                "h :: Int\n"
                                "h = 1\n"
                                "\\end{code}\n";
    HsSourceText t;
    hs_text_scan(latex, strlen(latex), true, &t);
    ck_assert_int_eq(t.indent, 0);
    ck_assert_ptr_null(t.lines[1]);
    ck_assert_ptr_null(t.lines[2]);
    ck_assert_uint_eq(t.imports.n, 1);
    ck_assert_str_eq(t.imports.items[0].alias, "S");
    StrBuf out;
    sb_init(&out);
    hs_text_binding(&t, 1, 11, "h", "k", &out);
    ck_assert_str_eq(sb_str(&out), "module N where\nimport qualified Data.Set as S\nk :: Int\nk = 1\n");
    sb_free(&out);
    hs_text_free(&t);
}
END_TEST

Suite *peer_suite(void) {
    Suite *s = suite_create("peer");
    TCase *tc = tcase_create("source");
    tcase_add_test(tc, a_bird_style_file_is_unlit_with_its_columns);
    tcase_add_test(tc, imports_are_read_with_their_lists);
    tcase_add_test(tc, a_binding_is_copied_renamed_without_annotations_or_comments);
    tcase_add_test(tc, a_latex_style_file_keeps_only_its_code_blocks);
    suite_add_tcase(s, tc);
    return s;
}
