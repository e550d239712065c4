/* test_liquid_output.c — the reader of liquid's output (src/frontend/liquid_output.c):
 * the older format, GHC's format with and without bullets, every kind of
 * error, --json output, SAFE output, duplicates, noise, positions, and the
 * exact message for every kind of malformed input. The outputs under
 * tests/liquid/ are hand-written in the formats LiquidHaskell 0.8.x-0.9.x
 * print. */
#include "tests.h"
#include "../../src/frontend/liquid_output.h"
#include "../../src/util/file.h"
#include "../../src/util/strbuf.h"

#include <stdlib.h>
#include <string.h>

static LiquidOutput OUT;
static Diag D;

static void setup(void) {
    memset(&OUT, 0, sizeof OUT);
    diag_init(&D);
}

static void teardown(void) {
    liquid_output_free(&OUT);
    diag_clear(&D);
}

/* Parses text that must parse. */
static void parse_ok_with(const char *text, const char *default_file) {
    liquid_output_free(&OUT);
    diag_clear(&D);
    bool ok = liquid_output_parse(text, strlen(text), "out.txt", default_file, &OUT, &D);
    ck_assert_msg(ok, "unexpected error: %s:%d:%d: %s", D.file ? D.file : "", D.line, D.col, D.msg ? D.msg : "");
}

static void parse_ok(const char *text) { parse_ok_with(text, NULL); }

/* A file of tests/liquid that must parse. */
static void parse_data(const char *name, const char *default_file) {
    char path[256];
    snprintf(path, sizeof path, "tests/liquid/%s", name);
    StrBuf sb;
    sb_init(&sb);
    ck_assert_msg(read_file(path, &sb, &D), "cannot read %s (run the tests from the repository root)", path);
    parse_ok_with(sb_str(&sb), default_file);
    sb_free(&sb);
}

/* Text that must fail with exactly this diagnostic (line 0: none). */
static void parse_fails_n(const char *text, size_t len, int line, int col, const char *msg) {
    liquid_output_free(&OUT);
    diag_clear(&D);
    bool ok = liquid_output_parse(text, len, "out.txt", NULL, &OUT, &D);
    ck_assert_msg(!ok, "parsed: %s", text);
    ck_assert(D.set);
    ck_assert_int_eq(D.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(D.file, "out.txt");
    ck_assert_msg(strcmp(D.msg, msg) == 0, "%d:%d: %s", D.line, D.col, D.msg);
    ck_assert_msg(D.line == line && D.col == col, "%s: at %d:%d", msg, D.line, D.col);
    ck_assert_uint_eq(OUT.n, 0);
    ck_assert_ptr_null(OUT.errors);
}

static void parse_fails(const char *text, int line, int col, const char *msg) {
    parse_fails_n(text, strlen(text), line, col, msg);
}

static void check_error(size_t i, const char *file, int line, int col, int end_line, int end_col, const char *kind,
                        const char *title, const char *header) {
    ck_assert_msg(i < OUT.n, "only %zu errors", OUT.n);
    const LiquidError *e = &OUT.errors[i];
    if (file) ck_assert_str_eq(e->file, file);
    else ck_assert_ptr_null(e->file);
    ck_assert_int_eq(e->line, line);
    ck_assert_int_eq(e->col, col);
    ck_assert_int_eq(e->end_line, end_line);
    ck_assert_int_eq(e->end_col, end_col);
    ck_assert_str_eq(e->kind, kind);
    ck_assert_str_eq(e->title, title);
    ck_assert_str_eq(e->header, header);
    ck_assert_msg(strncmp(e->message, e->header, strlen(e->header)) == 0, "message does not start with the header");
}

/* ---------------------------------------------------------------- formats */

START_TEST(older_format_with_banners_and_code_context) {
    parse_data("old_format.txt", NULL);
    ck_assert_uint_eq(OUT.n, 3);
    ck_assert(OUT.unsafe && !OUT.safe && !OUT.json);
    check_error(0, "tests/programs/Range.hs", 12, 27, 12, 40, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "tests/programs/Range.hs:12:27-40: Error: Liquid Type Mismatch");
    check_error(1, "tests/programs/Range.hs", 20, 1, 22, 31, LIQUID_KIND_TERMINATION, "Termination Error",
                "tests/programs/Range.hs:(20,1)-(22,31): Error: Termination Error");
    check_error(2, "tests/programs/Range.hs", 31, 9, 31, 9, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "tests/programs/Range.hs:31:9: Error: Liquid Type Mismatch");
    /* the whole block, details verbatim, trailing blank lines dropped */
    const char *m = OUT.errors[0].message;
    ck_assert(strstr(m, "\n   not a subtype of Required type\n     VV : {VV : GHC.Types.Int | VV < lo}\n") != NULL);
    ck_assert(strstr(m, "\n 12 |   | lo < hi   = lo : range (lo + 1) hi\n") != NULL);
    size_t n = strlen(m);
    ck_assert_str_eq(m + n - strlen("hi : GHC.Types.Int"), "hi : GHC.Types.Int");
    ck_assert(strstr(OUT.errors[1].message, "\n Main.count\n No decreasing parameter") != NULL);
    ck_assert(strstr(OUT.errors[0].message, "Termination") == NULL); /* blocks end at the next header */
}
END_TEST

START_TEST(ghc_format_skips_warnings_and_keeps_column_0_details) {
    parse_data("ghc_format.txt", NULL);
    ck_assert_uint_eq(OUT.n, 4);
    ck_assert(OUT.unsafe && !OUT.safe); /* Lib was SAFE, Main is not */
    check_error(0, "src/Main.hs", 55, 13, 55, 21, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "src/Main.hs:55:13-21: error:");
    check_error(1, "src/Main.hs", 61, 1, 61, 1, LIQUID_KIND_TERMINATION, "Termination Error",
                "src/Main.hs:61:1: error:");
    check_error(2, "src/Main.hs", 70, 16, 70, 19, LIQUID_KIND_ILLEGAL_SPEC,
                "Illegal type specification for `Main.mkPos`", "src/Main.hs:70:16-19: error:");
    check_error(3, "src/Main.hs", 80, 5, 80, 14, LIQUID_KIND_PARSE, "Cannot parse specification:",
                "src/Main.hs:80:5-14: error:  Cannot parse specification:");
    /* the termination error's unindented lines belong to it */
    ck_assert_str_eq(OUT.errors[1].message, "src/Main.hs:61:1: error:\n"
                                            "    Termination Error\n"
                                            "Main.sumTo\n"
                                            "No decreasing parameter\n"
                                            "   |\n"
                                            "61 | sumTo n = n + sumTo (n - 1)\n"
                                            "   | ^^^^^");
    /* the warning's lines went with the warning */
    for (size_t i = 0; i < OUT.n; i++) ck_assert(strstr(OUT.errors[i].message, "Data.List") == NULL);
    ck_assert(strstr(OUT.errors[0].message, "LIQUID") == NULL);
}
END_TEST

START_TEST(ghc_format_with_bullets) {
    parse_data("bullets.txt", NULL);
    ck_assert_uint_eq(OUT.n, 3);
    check_error(0, "Streams.hs", 9, 16, 9, 30, LIQUID_KIND_ILLEGAL_SPEC, "Bad Data Specification",
                "Streams.hs:9:16-30: error:");
    check_error(1, "Streams.hs", 14, 1, 15, 22, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "Streams.hs:(14,1)-(15,22): error:");
    check_error(2, "Streams.hs", 20, 3, 20, 3, LIQUID_KIND_UNBOUND, "Unbound variable `nope`",
                "Streams.hs:20:3: error:");
}
END_TEST

START_TEST(ghc_errors_alone_are_recognised) {
    parse_data("ghc_error.txt", NULL);
    ck_assert_uint_eq(OUT.n, 1);
    ck_assert(!OUT.safe && !OUT.unsafe);
    check_error(0, "Foo.hs", 5, 5, 5, 8, LIQUID_KIND_GHC,
                "Couldn't match expected type \xe2\x80\x98Int\xe2\x80\x99 with actual type "
                "\xe2\x80\x98"
                "Bool\xe2\x80\x99",
                "Foo.hs:5:5-8: error: [GHC-83865]");
}
END_TEST

START_TEST(every_kind_of_error_is_classified) {
    parse_data("kinds.txt", "Kinds.hs");
    ck_assert_uint_eq(OUT.n, 9);
    check_error(0, "Kinds.hs", 4, 5, 4, 5, LIQUID_KIND_ILLEGAL_SPEC, "Bad Type Specification",
                "Kinds.hs:4:5: Error: Bad Type Specification");
    check_error(1, "Kinds.hs", 9, 22, 9, 26, LIQUID_KIND_UNBOUND, "Unbound symbol zoo",
                "Kinds.hs:9:22-26: Error: Unbound symbol zoo");
    /* no position: file unknown (the default), position 0 */
    check_error(2, "Kinds.hs", 0, 0, 0, 0, LIQUID_KIND_ILLEGAL_SPEC, "Bad Data Specification",
                "<no source information>:0:0: Error: Bad Data Specification");
    check_error(3, "Kinds.hs", 12, 20, 12, 20, LIQUID_KIND_PARSE, "Cannot parse specification:",
                "Kinds.hs:12:20: Error: Cannot parse specification:");
    check_error(4, "Kinds.hs", 15, 1, 15, 3, LIQUID_KIND_GHC, "GHC Error", "Kinds.hs:15:1-3: Error: GHC Error");
    check_error(5, "Kinds.hs", 18, 5, 18, 9, LIQUID_KIND_MISMATCH, "Refinement type error",
                "Kinds.hs:18:5-9: Error: Refinement type error");
    check_error(6, "Kinds.hs", 21, 7, 21, 7, LIQUID_KIND_TERMINATION, "Termination Check",
                "Kinds.hs:21:7: Error: Termination Check");
    check_error(7, "Kinds.hs", 25, 1, 25, 4, LIQUID_KIND_ILLEGAL_SPEC,
                "Specified type does not refine Haskell type for `Kinds.incr` (Checked)",
                "Kinds.hs:25:1-4: Error: Specified type does not refine Haskell type for `Kinds.incr` (Checked)");
    check_error(8, "Kinds.hs", 0, 0, 0, 0, LIQUID_KIND_OTHER, "Uh oh.", "<no location info>: Error: Uh oh.");
    ck_assert_str_eq(OUT.errors[8].message, "<no location info>: Error: Uh oh.\n"
                                            "    This should never happen! If you are seeing this message,\n"
                                            "please submit a bug report.");
    /* without a default file, an unknown file is NULL */
    parse_data("kinds.txt", NULL);
    check_error(2, NULL, 0, 0, 0, 0, LIQUID_KIND_ILLEGAL_SPEC, "Bad Data Specification",
                "<no source information>:0:0: Error: Bad Data Specification");
}
END_TEST

START_TEST(json_output) {
    parse_data("json.txt", "tests/programs/Evens.hs");
    ck_assert(OUT.json && OUT.unsafe && !OUT.safe);
    ck_assert_uint_eq(OUT.n, 3); /* the fourth repeats the first */
    /* stop columns are exclusive: 9:1 to 9:8 is 9:1-7 */
    check_error(0, "tests/programs/Evens.hs", 9, 1, 9, 7, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "Error: Liquid Type Mismatch");
    ck_assert_str_eq(OUT.errors[0].message, "Error: Liquid Type Mismatch\n"
                                            "  Inferred type\n"
                                            "    VV : {v : GHC.Types.Int | v == 7}\n"
                                            " \n"
                                            "  not a subtype of Required type\n"
                                            "    VV : {VV : GHC.Types.Int | VV mod 2 == 0}");
    check_error(1, "tests/programs/Other.hs", 14, 3, 16, 20, LIQUID_KIND_TERMINATION, "Termination Error",
                "Error: Termination Error");
    check_error(2, "tests/programs/Evens.hs", 20, 5, 20, 5, LIQUID_KIND_PARSE, "Cannot parse specification:",
                "Error: Cannot parse specification:");
    /* without a default the file is unknown */
    parse_data("json.txt", NULL);
    ck_assert_ptr_null(OUT.errors[0].file);
    ck_assert_str_eq(OUT.errors[1].file, "tests/programs/Other.hs");
}
END_TEST

START_TEST(json_variants) {
    parse_ok("[]\n");
    ck_assert(OUT.json && OUT.safe && !OUT.unsafe);
    ck_assert_uint_eq(OUT.n, 0);
    parse_ok("RESULT\n[ ]\n**** DONE:  annotate ****\n");
    ck_assert(OUT.safe);
    /* pretty-printed, a message that is a whole header, and position 0 */
    parse_ok_with("[\n  {\n    \"start\": {\"line\": 3, \"column\": 1},\n    \"stop\": {\"line\": 3, \"column\": 2},\n"
                  "    \"message\": \"A.hs:3:1: Error: Unbound symbol q\\n extra\"\n  },\n"
                  "  {\"start\": {\"line\": 0, \"column\": 0}, \"stop\": {\"line\": 0, \"column\": 0},"
                  " \"message\": \"\\n  Uh oh.\"}\n]",
                  "B.hs");
    ck_assert_uint_eq(OUT.n, 2);
    check_error(0, "A.hs", 3, 1, 3, 1, LIQUID_KIND_UNBOUND, "Unbound symbol q", "A.hs:3:1: Error: Unbound symbol q");
    check_error(1, "B.hs", 0, 0, 0, 0, LIQUID_KIND_OTHER, "Uh oh.", "Uh oh.");
    ck_assert_str_eq(OUT.errors[1].message, "Uh oh.");
    /* a message in GHC's format: the title is on its second line */
    parse_ok("[{\"start\":{\"line\":2,\"column\":1},\"stop\":{\"line\":2,\"column\":1},"
             "\"message\":\"C.hs:2:1: error:\\n    \xe2\x80\xa2 Totality Error\\n\"}]");
    check_error(0, "C.hs", 2, 1, 2, 1, LIQUID_KIND_MISMATCH, "Totality Error", "C.hs:2:1: error:");
}
END_TEST

START_TEST(safe_output) {
    parse_data("safe.txt", NULL);
    ck_assert_uint_eq(OUT.n, 0);
    ck_assert(OUT.safe && !OUT.unsafe && !OUT.json);
    /* the GHC plugin's form, for several modules */
    parse_ok("[1 of 2] Compiling A ( A.hs, A.o )\n\n**** LIQUID: SAFE (0 constraints checked) *****\n"
             "[2 of 2] Compiling B ( B.hs, B.o )\n\n**** LIQUID: SAFE (24 constraints checked) ****\n");
    ck_assert(OUT.safe && OUT.n == 0);
    parse_ok("RESULT: Safe\n");
    ck_assert(OUT.safe);
    parse_ok("RESULT: SAFE\n");
    ck_assert(OUT.safe);
}
END_TEST

START_TEST(duplicates_are_kept_once) {
    parse_data("duplicates.txt", NULL);
    ck_assert_uint_eq(OUT.n, 3);
    check_error(0, "Dup.hs", 7, 9, 7, 15, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch", "Dup.hs:7:9-15: error:");
    check_error(1, "Dup.hs", 11, 1, 11, 3, LIQUID_KIND_TERMINATION, "Termination Error", "Dup.hs:11:1-3: error:");
    /* the same place with another error is another error */
    check_error(2, "Dup.hs", 7, 9, 7, 15, LIQUID_KIND_ILLEGAL_SPEC, "Illegal type specification for `Dup.dec`",
                "Dup.hs:7:9-15: error:");
    /* the first copy is the one kept: it has the code context */
    ck_assert(strstr(OUT.errors[0].message, "7 | dec x = x - 1") != NULL);
}
END_TEST

START_TEST(position_forms_and_file_names) {
    parse_ok("**** RESULT: UNSAFE ****\n"
             "A.hs:1:2: Error: Liquid Type Mismatch\n"
             "A.hs:3:4-9: Error: Liquid Type Mismatch\n"
             "A.hs:5:6-7:8: Error: Liquid Type Mismatch\n"
             "A.hs:(9,10)-(11,12): Error: Liquid Type Mismatch\n"
             "C:\\proj\\My File.hs:13:1: error:\n    Liquid Type Mismatch\n"
             "dir/x:y.hs:14:2: error: Termination Error\n"
             "   \tB.hs:15:3: Error: Liquid Type Mismatch\n"
             "D.hs:16:4: error: \xe2\x80\xa2 Termination Check\n");
    ck_assert_uint_eq(OUT.n, 8);
    check_error(0, "A.hs", 1, 2, 1, 2, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "A.hs:1:2: Error: Liquid Type Mismatch");
    check_error(1, "A.hs", 3, 4, 3, 9, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "A.hs:3:4-9: Error: Liquid Type Mismatch");
    check_error(2, "A.hs", 5, 6, 7, 8, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "A.hs:5:6-7:8: Error: Liquid Type Mismatch");
    check_error(3, "A.hs", 9, 10, 11, 12, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "A.hs:(9,10)-(11,12): Error: Liquid Type Mismatch");
    check_error(4, "C:\\proj\\My File.hs", 13, 1, 13, 1, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "C:\\proj\\My File.hs:13:1: error:");
    check_error(5, "dir/x:y.hs", 14, 2, 14, 2, LIQUID_KIND_TERMINATION, "Termination Error",
                "dir/x:y.hs:14:2: error: Termination Error");
    check_error(6, "B.hs", 15, 3, 15, 3, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "B.hs:15:3: Error: Liquid Type Mismatch");
    ck_assert_str_eq(OUT.errors[4].message, "C:\\proj\\My File.hs:13:1: error:\n    Liquid Type Mismatch");
    check_error(7, "D.hs", 16, 4, 16, 4, LIQUID_KIND_TERMINATION, "Termination Check",
                "D.hs:16:4: error: \xe2\x80\xa2 Termination Check");
}
END_TEST

START_TEST(an_error_banner_can_carry_the_error) {
    parse_ok("**** LIQUID: ERROR :1:1-1:1: Error\n"
             "  elaborate solver elabBE 85 failed on:\n"
             "      x == y\n");
    ck_assert_uint_eq(OUT.n, 1);
    ck_assert(OUT.unsafe);
    check_error(0, NULL, 1, 1, 1, 1, LIQUID_KIND_OTHER, "elaborate solver elabBE 85 failed on:", ":1:1-1:1: Error");
    ck_assert_str_eq(OUT.errors[0].message,
                     ":1:1-1:1: Error\n  elaborate solver elabBE 85 failed on:\n      x == y");
}
END_TEST

START_TEST(colours_crlf_and_tool_noise) {
    parse_ok("\x1b[1mBuilding library for demo-0.1..\x1b[0m\r\n"
             "[1 of 1] Compiling Demo ( src/Demo.hs, dist/Demo.o )\r\n"
             "\r\n"
             "\x1b[;1msrc/Demo.hs:4:1: \x1b[;1m\x1b[31merror:\x1b[0m\x1b[0m\x1b[;1m\r\n"
             "    Liquid Type Mismatch\x1b[0m\r\n"
             "    .\r\n"
             "  \x1b[34m|\x1b[0m\r\n"
             "cabal: Failed to build demo-0.1.\r\n"
             "Error: cabal: Failed to build demo-0.1.\r\n");
    ck_assert_uint_eq(OUT.n, 1);
    check_error(0, "src/Demo.hs", 4, 1, 4, 1, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch",
                "src/Demo.hs:4:1: error:");
    ck_assert_str_eq(OUT.errors[0].message, "src/Demo.hs:4:1: error:\n    Liquid Type Mismatch\n    .\n  |");
}
END_TEST

/* ------------------------------------------------- errors without a position */

/* Pasted in part: the title alone with its snippet, the GHC format's body
 * without its first line, the online demo's totality error (no snippet). */
START_TEST(errors_without_a_position_keep_their_snippet) {
    parse_data("snippet_only.txt", NULL);
    ck_assert_uint_eq(OUT.n, 1);
    check_error(0, NULL, 0, 0, 0, 0, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch", "Error: Liquid Type Mismatch");
    ck_assert_int_eq(OUT.errors[0].snippet_line, 5);
    ck_assert_str_eq(OUT.errors[0].snippet, "pred' n = n - 2");
    ck_assert_int_eq(OUT.errors[0].snippet_col, 11);
    ck_assert_int_eq(OUT.errors[0].snippet_end_col, 15);
    parse_data("plugin_body.txt", NULL);
    ck_assert_uint_eq(OUT.n, 1);
    check_error(0, NULL, 0, 0, 0, 0, LIQUID_KIND_MISMATCH, "Liquid Type Mismatch", "\xe2\x80\xa2 Liquid Type Mismatch");
    ck_assert_int_eq(OUT.errors[0].snippet_line, 5);
    ck_assert_int_eq(OUT.errors[0].snippet_col, 11);
    ck_assert_ptr_nonnull(strstr(OUT.errors[0].message, "Constraint id 4"));
    parse_data("demo_totality.txt", NULL);
    ck_assert_uint_eq(OUT.n, 1);
    check_error(0, NULL, 0, 0, 0, 0, LIQUID_KIND_MISMATCH, "Totality Error", "Error: Totality Error");
    ck_assert_int_eq(OUT.errors[0].snippet_line, 0);
    ck_assert_ptr_null(OUT.errors[0].snippet);
    parse_ok("  Foo.hs: error: Termination Error\n");
    check_error(0, NULL, 0, 0, 0, 0, LIQUID_KIND_TERMINATION, "Termination Error", "Foo.hs: error: Termination Error");
    /* a positioned error's snippet too, in both gutters */
    parse_data("totality.txt", NULL);
    check_error(0, "tests/explain/Pred.hs", 13, 1, 13, 7, LIQUID_KIND_MISMATCH, "Totality Error",
                "tests/explain/Pred.hs:13:1-7: Error: Totality Error");
    ck_assert_int_eq(OUT.errors[0].snippet_line, 13);
    ck_assert_str_eq(OUT.errors[0].snippet, "firstOf (x : _) = x");
    ck_assert_int_eq(OUT.errors[0].snippet_col, 1);
    ck_assert_int_eq(OUT.errors[0].snippet_end_col, 7);
    parse_data("plugin_totality.txt", NULL);
    check_error(0, "tests/explain/Pred.hs", 13, 1, 13, 7, LIQUID_KIND_MISMATCH, "Totality Error",
                "tests/explain/Pred.hs:13:1-7: error:");
    ck_assert_int_eq(OUT.errors[0].snippet_line, 13);
    /* a gutter with no text, or a number that is not a line, is no snippet */
    parse_ok("Error: Liquid Type Mismatch\n 7 |\n 0 | x\n");
    ck_assert_int_eq(OUT.errors[0].snippet_line, 0);
}
END_TEST

/* ---------------------------------------------------------------- malformed input */

START_TEST(malformed_text_gives_a_clear_message) {
    parse_fails("", 0, 0, "empty input: no LiquidHaskell output");
    parse_fails(" \n\t\n", 0, 0, "empty input: no LiquidHaskell output");
    static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    parse_fails_n(png, sizeof png - 1, 3, 1, "not LiquidHaskell output: binary data (a NUL byte)");
    parse_fails("hello world\nthis is not it\n", 0, 0,
                "not LiquidHaskell output: no error, no RESULT line and no LiquidHaskell banner found");
    parse_fails("[1 of 1] Compiling Main ( M.hs, M.o )\nLinking M ...\n", 0, 0,
                "not LiquidHaskell output: no error, no RESULT line and no LiquidHaskell banner found");
    parse_fails("A.hs:1:1: Error: Liquid Type Mismatch\nB.hs:12:9-3: Error: Liquid Type Mismatch\n", 2, 6,
                "malformed position `12:9-3`: it ends before it starts");
    parse_fails("A.hs:(5,1)-(4,9): error:\n", 1, 6, "malformed position `(5,1)-(4,9)`: it ends before it starts");
    parse_fails("**** RESULT: UNSAFE ****\n", 1, 1, "LiquidHaskell reported UNSAFE but printed no error");
    parse_fails("LiquidHaskell Version 0.8.6.0\n**** RESULT: ERROR ****\nliquid: safeBkArrow on RAllT\n", 3, 1,
                "LiquidHaskell failed without an error position: liquid: safeBkArrow on RAllT");
    parse_fails("LiquidHaskell Version 0.9.2.5\nTargets: A.hs\n\n**** DONE:  annotate ****\n", 0, 0,
                "LiquidHaskell printed neither an error nor a result; is the output cut short?");
    parse_fails("LiquidHaskell Copyright 2009-15\n**** DONE:  Loaded Targets ****\n"
                "liquid: Cannot add module Main to context: not a home module\n",
                3, 1,
                "LiquidHaskell stopped without a result: liquid: Cannot add module Main to context: not a home "
                "module");
    /* other tools' `Error:` lines are not liquid errors */
    parse_fails("Error: cabal: Failed to build\nError: something else\n", 0, 0,
                "not LiquidHaskell output: no error, no RESULT line and no LiquidHaskell banner found");
}
END_TEST

START_TEST(malformed_json_gives_a_clear_message) {
    parse_fails("[{\"start\":{\"line\":9,\"column\":1},\"stop\":{\"li", 1, 42,
                "malformed JSON in liquid --json output (a syntax error or truncated input)");
    parse_fails("RESULT\n[{\"start\" 1}]\n", 2, 11,
                "malformed JSON in liquid --json output (a syntax error or truncated input)");
    parse_fails("{\"errors\": []}\n", 1, 1, "liquid --json output must be a JSON array of errors, not an object");
    parse_fails("RESULT\n{\n  \"errors\": []\n}\n", 2, 1,
                "liquid --json output must be a JSON array of errors, not an object");
    parse_fails("RESULT\n  [1]\n", 2, 3, "liquid --json output: error 1 is a number, not an object");
    parse_fails("[{\"start\":{\"line\":1,\"column\":1},\"stop\":{\"line\":1,\"column\":2}}]", 1, 1,
                "liquid --json output: error 1 has no \"message\" string");
    parse_fails("[{\"start\":{\"line\":1,\"column\":1},\"stop\":{\"line\":1,\"column\":2},\"message\":7}]", 1, 1,
                "liquid --json output: error 1 has no \"message\" string");
    static const char *const bad_positions[] = {
        "[{\"message\":\"Error: x\"}]",
        "[{\"start\":{\"line\":1},\"stop\":{\"line\":1,\"column\":2},\"message\":\"m\"}]",
        "[{\"start\":{\"line\":-1,\"column\":1},\"stop\":{\"line\":1,\"column\":2},\"message\":\"m\"}]",
        "[{\"start\":{\"line\":1.5,\"column\":1},\"stop\":{\"line\":1,\"column\":2},\"message\":\"m\"}]",
        "[{\"start\":{\"line\":\"1\",\"column\":1},\"stop\":{\"line\":1,\"column\":2},\"message\":\"m\"}]",
        "[{\"start\":{\"line\":1e12,\"column\":1},\"stop\":{\"line\":1,\"column\":2},\"message\":\"m\"}]",
        "[{\"start\":[1,1],\"stop\":{\"line\":1,\"column\":2},\"message\":\"m\"}]",
    };
    for (size_t i = 0; i < sizeof bad_positions / sizeof *bad_positions; i++)
        parse_fails(bad_positions[i], 1, 1,
                    "liquid --json output: error 1 needs \"start\" and \"stop\" objects with integer \"line\" and "
                    "\"column\"");
    parse_fails("[{\"start\":{\"line\":1,\"column\":1},\"stop\":{\"line\":1,\"column\":2},\"message\":\"m\"},\n"
                " {\"start\":{\"line\":5,\"column\":9},\"stop\":{\"line\":5,\"column\":3},\"message\":\"m\"}]",
                1, 1, "liquid --json output: error 2 ends (5:3) before it starts (5:9)");
    parse_fails("[]\nthen some text\n", 2, 1,
                "unexpected text after the JSON array of liquid --json output: then some text");
}
END_TEST

/* Every prefix of every test output either parses or fails with a
 * positioned message; none crashes (ASan runs this too). */
START_TEST(every_prefix_gives_a_result_or_a_diag) {
    static const char *const files[] = {"old_format.txt", "ghc_format.txt", "bullets.txt", "ghc_error.txt",
                                        "kinds.txt",      "duplicates.txt", "json.txt",    "safe.txt",
                                        "snippet_only.txt", "plugin_body.txt", "totality.txt", "demo_totality.txt"};
    for (size_t f = 0; f < sizeof files / sizeof *files; f++) {
        char path[256];
        snprintf(path, sizeof path, "tests/liquid/%s", files[f]);
        StrBuf sb;
        sb_init(&sb);
        ck_assert(read_file(path, &sb, &D));
        for (size_t len = 0; len <= sb.len; len++) {
            liquid_output_free(&OUT);
            diag_clear(&D);
            bool ok = liquid_output_parse(sb.data, len, NULL, NULL, &OUT, &D);
            ck_assert_msg(ok || (D.set && D.msg && D.status == EXIT_BAD_INPUT), "%s, %zu bytes", files[f], len);
            if (ok) ck_assert(OUT.n > 0 || OUT.safe);
            if (!ok) ck_assert_str_eq(D.file, "<liquid output>");
        }
        sb_free(&sb);
    }
}
END_TEST

Suite *liquid_output_suite(void) {
    Suite *s = suite_create("liquid_output");
    TCase *tc = tcase_create("liquid_output");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, older_format_with_banners_and_code_context);
    tcase_add_test(tc, ghc_format_skips_warnings_and_keeps_column_0_details);
    tcase_add_test(tc, ghc_format_with_bullets);
    tcase_add_test(tc, ghc_errors_alone_are_recognised);
    tcase_add_test(tc, every_kind_of_error_is_classified);
    tcase_add_test(tc, json_output);
    tcase_add_test(tc, json_variants);
    tcase_add_test(tc, safe_output);
    tcase_add_test(tc, duplicates_are_kept_once);
    tcase_add_test(tc, position_forms_and_file_names);
    tcase_add_test(tc, an_error_banner_can_carry_the_error);
    tcase_add_test(tc, colours_crlf_and_tool_noise);
    tcase_add_test(tc, errors_without_a_position_keep_their_snippet);
    tcase_add_test(tc, malformed_text_gives_a_clear_message);
    tcase_add_test(tc, malformed_json_gives_a_clear_message);
    tcase_add_test(tc, every_prefix_gives_a_result_or_a_diag);
    suite_add_tcase(s, tc);
    return s;
}
