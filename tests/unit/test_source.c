/* test_source.c — lhx's one reader of Haskell source text (src/source):
 * the code view of .hs and .lhs files with GHC's positions, comments,
 * literals, annotations and pragmas, the module header, top-level
 * declarations and binder ranges — and what the eval harness reads through
 * it. Each "disagreement" test is a case where two of the three scanners
 * lhx used to have (the spec extractor, `explain`'s binder ranges, the eval
 * harness's source reader, which now all read through src/source) read the
 * same text differently; the test pins the behaviour chosen (GHC's). */
#include "tests.h"
#include "../../src/source/binder_range.h"
#include "../../src/source/source.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static SourceFile F;
static bool scanned;

static void scan_kind(const char *text, size_t len, SourceKind kind) {
    if (scanned) source_file_free(&F);
    source_file_scan(&F, kind == SOURCE_LHS ? "t.lhs" : "t.hs", text, len, kind);
    scanned = true;
}

static void scan(const char *text) { scan_kind(text, strlen(text), SOURCE_HS); }

static void teardown(void) {
    if (scanned) source_file_free(&F);
    scanned = false;
}

/* The binder ranges of a text, "name first-last" each, space-separated. */
static const char *ranges_of(const char *path, const char *text, size_t len) {
    static char out[1024];
    BinderRanges r;
    binder_ranges_scan(path, text, len, &r);
    out[0] = '\0';
    for (size_t i = 0; i < r.n; i++) {
        size_t n = strlen(out);
        snprintf(out + n, sizeof out - n, "%s%s %d-%d", i ? " " : "", r.items[i].name, r.items[i].line,
                 r.items[i].end_line);
    }
    binder_ranges_free(&r);
    return out;
}

static const char *ranges(const char *text) { return ranges_of("t.hs", text, strlen(text)); }

/* The names of the declarations, "kind:name" (kind s, e, a, p, o). */
static const char *decls_of(void) {
    static char out[1024];
    out[0] = '\0';
    for (size_t i = 0; i < F.decls.n; i++) {
        const SourceDecl *d = &F.decls.items[i];
        static const char kinds[] = {'o', 's', 'e', 'a', 'p'};
        size_t n = strlen(out);
        snprintf(out + n, sizeof out - n, "%s%c:%s", i ? " " : "", kinds[d->kind], d->nnames ? d->names[0] : "-");
    }
    return out;
}

/* ---- The code view -------------------------------------------------------------- */

START_TEST(positions_count_tabs_as_ghc_does) {
    scan("x\n\t{-@ a\n  b @-}");
    ck_assert_uint_eq(F.lex.nannotations, 1);
    const SourceBlock *b = &F.lex.annotations[0];
    ck_assert_int_eq(F.text.line[b->open], 2);
    ck_assert_int_eq(F.text.col[b->open], 9); /* the tab goes to column 9 */
    ck_assert_int_eq(F.text.col[b->body + 1], 13);
    ck_assert_int_eq(F.text.line[b->body_end], 3);
    ck_assert_int_eq(F.text.col[b->body_end], 5); /* the @ of @-} */
    Arena a;
    arena_init(&a);
    SourceRegion r = source_region(&F.text, b->body, b->body_end, b->body_end, false, "t.hs", &a);
    ck_assert_str_eq(r.text, " a\n  b ");
    ck_assert_int_eq(r.line[5], 3);
    ck_assert_int_eq(r.col[5], 3);
    arena_free(&a);
    /* a UTF-8 character is one column */
    scan("-- \xce\xbb\xce\xbb\nf = '\xce\xbb' -- x");
    ck_assert_int_eq(F.text.col[5], 5); /* the second λ's lead byte */
    ck_assert_int_eq(F.text.col[6], 5); /* and its continuation byte */
    ck_assert_int_eq(F.text.col[10], 3); /* the `=` on the next line */
}
END_TEST

/* Disagreement: the binder ranges counted a tab as one column, the spec
 * extractor as GHC does; ranges now report GHC's columns. */
START_TEST(disagreement_tab_columns_in_binder_ranges) {
    const char *text = "f :: Int\nf = 1\t+ 2\n";
    BinderRanges r;
    binder_ranges_scan("t.hs", text, strlen(text), &r);
    ck_assert_uint_eq(r.n, 1);
    ck_assert_int_eq(r.items[0].end_line, 2);
    ck_assert_int_eq(r.items[0].end_col, 11); /* "f = 1" then a tab to column 9, "+ 2" */
    binder_ranges_free(&r);
}
END_TEST

START_TEST(literate_bird_and_latex) {
    const char *bird = "prose\n\n> f :: Int\n> f = 1\n\nmore prose\n";
    scan_kind(bird, strlen(bird), SOURCE_LHS);
    ck_assert(!F.text.is_code[0] && F.text.is_code[2] && !F.text.is_code[5]);
    ck_assert_int_eq(F.decls.top_col, 3); /* the `>` is blanked: columns stay the file's */
    ck_assert_str_eq(ranges_of("t.lhs", bird, strlen(bird)), "f 3-4");
    const char *latex = "\\begin{code}\nf :: Int\n\\end{code}\nprose f = 2\n\\begin{code}\nf = 1\n\\end{code}\n";
    ck_assert_str_eq(ranges_of("t.lhs", latex, strlen(latex)), "f 2-6");
}
END_TEST

/* Disagreement: in a file with \begin{code} blocks the binder ranges
 * ignored Bird-track lines, which the spec extractor and the eval harness
 * read as code (as GHC's unlit does). */
START_TEST(disagreement_mixed_literate_styles) {
    const char *text = "\\begin{code}\n  f :: Int\n  f = 1\n\\end{code}\n\n> g :: Int\n> g = 2\n";
    ck_assert_str_eq(ranges_of("t.lhs", text, strlen(text)), "f 2-3 g 6-7");
    scan_kind(text, strlen(text), SOURCE_LHS);
    ck_assert_str_eq(decls_of(), "s:f e:f s:g e:g");
}
END_TEST

/* Disagreement: the binder ranges stopped at a NUL byte; the text is read
 * to its end. */
START_TEST(disagreement_nul_byte) {
    const char text[] = "f = 1\n\0\ng = 2\n";
    ck_assert_str_eq(ranges_of("t.hs", text, sizeof text - 1), "f 1-1 g 3-3");
}
END_TEST

START_TEST(crlf_line_ends) {
    const char *text = "f :: Int\r\nf = 1\r\n\r\ng = 2\r\n";
    BinderRanges r;
    binder_ranges_scan("t.hs", text, strlen(text), &r);
    ck_assert_uint_eq(r.n, 2);
    ck_assert_int_eq(r.items[0].end_line, 2);
    ck_assert_int_eq(r.items[0].end_col, 5);
    binder_ranges_free(&r);
}
END_TEST

/* ---- Comments, literals, annotations, pragmas ------------------------------------- */

START_TEST(annotations_inside_comments_and_strings_are_not_annotations) {
    scan("{- {-@ a :: Int @-} -}\nx = \"{-@ b :: Int @-}\"\n-- {-@ c :: Int @-}\n{-@ d :: Int @-}\n");
    ck_assert_uint_eq(F.lex.nannotations, 1);
    ck_assert_int_eq(F.text.line[F.lex.annotations[0].open], 4);
    ck_assert(!F.lex.error);
}
END_TEST

START_TEST(lexical_errors_are_recorded_with_positions) {
    scan("\n\n  {-@ f :: Int");
    ck_assert(F.lex.error);
    ck_assert_int_eq(F.lex.error_line, 3);
    ck_assert_int_eq(F.lex.error_col, 3);
    ck_assert_str_eq(F.lex.error_msg, "unterminated annotation: '{-@' has no matching '@-}'");
    scan("{-@ f :: Int -}");
    ck_assert_str_eq(F.lex.error_msg, "annotation opened with '{-@' at line 1 is closed by '-}', expected '@-}'");
    ck_assert_uint_eq(F.lex.nannotations, 1);
    ck_assert(!F.lex.annotations[0].closed);
}
END_TEST

/* Disagreement: `--` right after a symbol character is part of an
 * operator (`|--`, `<--`), not a comment. The binder ranges and the eval
 * harness took it for one and lost the rest of the line. */
START_TEST(disagreement_dashes_inside_an_operator) {
    const char *text = "x <-- y = x {-@ f :: Int @-}\nf = 1\n";
    scan(text);
    ck_assert_uint_eq(F.lex.nannotations, 1);
    ck_assert_uint_eq(F.lex.cls[strchr(text, '<') - text + 2], SC_CODE);
    ck_assert_str_eq(decls_of(), "e:<-- e:f");
    scan("f = 1 --> 2\ng = 2 -- a comment {-\nh = 3\n");
    ck_assert_str_eq(decls_of(), "e:f e:g e:h");
}
END_TEST

/* Disagreement: a quote that starts no character literal (a promoted
 * constructor, a Template Haskell name quote) is a quote of its own. The
 * eval harness read from it to the next quote on the line, swallowing the
 * annotation in between. */
START_TEST(disagreement_quotes_that_are_not_character_literals) {
    const char *text = "f = g 'x {-@ h :: Int @-} 'y\nh = 1\nk x' = x' ++ \"'\"\n";
    scan(text);
    ck_assert_uint_eq(F.lex.nannotations, 1);
    ck_assert_str_eq(decls_of(), "e:f e:h e:k");
    scan("c = 'a' : '\\n' : '\\'' : '\xce\xbb' : []");
    ck_assert_uint_eq(F.lex.cls[4], SC_CHAR);
    ck_assert_uint_eq(F.lex.cls[strchr("c = 'a' : '\\n'", 'n') - "c = 'a' : '\\n'"], SC_CHAR);
}
END_TEST

/* Disagreement: a string gap (backslash, newline, backslash) continues the
 * string on the next line. The binder ranges read line by line and took a
 * `{-` inside the string for a comment that hid the next binder. */
START_TEST(disagreement_string_gaps) {
    const char *text = "f = \"a\\\n    \\{- b\"\ng = 2\n";
    ck_assert_str_eq(ranges(text), "f 1-2 g 3-3");
    scan(text);
    ck_assert(!F.lex.error);
}
END_TEST

START_TEST(pragmas_are_found_with_their_text) {
    const char *text = "{-# LANGUAGE BangPatterns #-}\n{-# OPTIONS_GHC -O0 #-}\nmodule M where\n{-# INLINE f #-}\nf = 1\n";
    scan(text);
    ck_assert_uint_eq(F.lex.npragmas, 3);
    const SourceBlock *b = &F.lex.pragmas[1];
    ck_assert_int_eq(F.text.line[b->open], 2);
    ck_assert(b->closed);
    ck_assert_int_eq((int)(b->body_end - b->body), (int)strlen(" OPTIONS_GHC -O0 "));
    ck_assert(memcmp(F.text.code + b->body, " OPTIONS_GHC -O0 ", b->body_end - b->body) == 0);
    ck_assert_str_eq(decls_of(), "p:- p:- o:- p:f e:f");
    ck_assert_str_eq(ranges(text), "f 4-5");
}
END_TEST

/* ---- The module header -------------------------------------------------------------- */

START_TEST(module_header_name_and_exports) {
    scan("{-# LANGUAGE GADTs #-}\n{-@ LIQUID \"--short-names\" @-}\nmodule Data.Foo\n  ( f\n  , (+++)\n  , T(..)\n  , module M\n  ) where\nf = 1\n");
    const SourceHeader *h = &F.decls.header;
    ck_assert(h->present && h->has_exports);
    ck_assert_str_eq(h->name, "Data.Foo");
    ck_assert_int_eq(h->line, 3);
    ck_assert_uint_eq(h->nexports, 4);
    ck_assert_str_eq(h->exports[0], "f");
    ck_assert_str_eq(h->exports[1], "(+++)");
    ck_assert_str_eq(h->exports[2], "T(..)");
    ck_assert_str_eq(h->exports[3], "module M");
    scan("module M () where\nf = 1\n");
    ck_assert(F.decls.header.present && F.decls.header.has_exports);
    ck_assert_uint_eq(F.decls.header.nexports, 0);
    scan("module M where\nf = 1\n");
    ck_assert(F.decls.header.present && !F.decls.header.has_exports);
    scan("import Data.List\nf = 1\n");
    ck_assert(!F.decls.header.present);
}
END_TEST

/* ---- Declarations --------------------------------------------------------------------- */

START_TEST(declarations_and_their_names) {
    scan("module M (f) where\n"
         "import Data.List\n"
         "data T = A | B\n"
         "{-@ f :: Int -> Int @-}\n"
         "f :: Int -> Int\n"
         "f x\n"
         "  | x > 0 = go x\n"
         "  | otherwise = 0\n"
         "  where go y = y\n"
         "(+++) :: [a] -> [a] -> [a]\n"
         "(x:xs) +++ ys = x : (xs +++ ys)\n"
         "x `plus` y = x + y\n"
         "g, h :: Int\n");
    ck_assert_str_eq(decls_of(), "o:- o:- o:- a:f s:f e:f s:+++ e:+++ e:plus s:g");
    ck_assert_uint_eq(F.decls.items[9].nnames, 2);
    ck_assert_str_eq(F.decls.items[9].names[1], "h");
    ck_assert_int_eq(F.decls.items[5].line, 6);
    ck_assert_uint_eq(F.decls.items[5].end_line, 9); /* lines 6-9 (from 0: [5, 9)) */
}
END_TEST

/* Disagreement: an equation that starts with a pattern defines the
 * operator after it; the eval harness looked at the first two tokens only
 * and lost `(x:xs) +++ ys = …` and `Just a <+> b = …`. */
START_TEST(disagreement_infix_equations_starting_with_a_pattern) {
    const char *text = "[] +++ ys = ys\n(x:xs) +++ ys = x : (xs +++ ys)\nJust a <+> _ = a\nNone `appOL` b = b\n";
    scan(text);
    ck_assert_str_eq(decls_of(), "e:+++ e:+++ e:<+> e:appOL");
    ck_assert_str_eq(ranges(text), "+++ 1-2 <+> 3-3 appOL 4-4");
}
END_TEST

/* Disagreement: `!` and `~` written as prefix patterns are bang and lazy
 * patterns (the eval harness took `f !x = …` for a definition of `!`); with
 * white space on both sides `!` is the operator defined (the binder ranges
 * took `a ! i = …` for a definition of `a`). */
START_TEST(disagreement_bang_patterns_and_the_bang_operator) {
    scan("f !x = x\ng ~(a, b) = a\n(!) :: Arr -> Int -> Int\na ! i = i\n");
    ck_assert_str_eq(decls_of(), "e:f e:g s:! e:!");
    ck_assert_str_eq(ranges("(!) :: Arr -> Int -> Int\na ! i = i\n"), "! 1-2");
}
END_TEST

/* Disagreement: `pattern P x = …` declares a pattern synonym, not a
 * binder named `pattern` (the binder ranges said otherwise). */
START_TEST(disagreement_pattern_synonyms) {
    ck_assert_str_eq(ranges("pattern P x = Just x\nf = 1\n"), "f 2-2");
}
END_TEST

/* The old binder-range reader looked at the first 64 tokens only: an
 * operator defined after a longer pattern was missed. */
START_TEST(long_left_hand_sides) {
    char text[1024] = "(";
    for (int i = 0; i < 80; i++) strcat(text, "x:");
    strcat(text, "xs) +++ ys = ys\n");
    scan(text);
    ck_assert_str_eq(decls_of(), "e:+++");
}
END_TEST

START_TEST(magic_hash_names_and_literals) {
    scan("ztake 0# = 0\nztake n# = 1 + ztake (n# -# 1#)\n");
    ck_assert_str_eq(decls_of(), "e:ztake e:ztake");
}
END_TEST

/* Disagreement: the two readers of annotation subjects knew different
 * keywords (`ignore`, `fail`, `assert`, `axiomatize` for one; several names
 * in one signature, constructors, qualified names for the other). Every
 * name an annotation is about counts now. */
START_TEST(disagreement_annotation_subjects) {
    const struct {
        const char *body, *names;
    } cases[] = {
        {"f :: Int", "f"},
        {"f, g :: Int", "f g"},
        {"measure size :: [a] -> Int", "size"},
        {"measure Map_select :: Map k v -> k -> v", "Map_select"},
        {"assume M.f :: Int", "M.f"},
        {"assume (++) :: [a] -> [a] -> [a]", "++"},
        {"ignore f", "f"},
        {"fail f", "f"},
        {"assert f :: Int", "f"},
        {"axiomatize f", "f"},
        {"reflect f", "f"},
        {"lazy go", "go"},
        {"lemma :: Int", "lemma"}, /* a keyword before `::` is a name */
        {"Small :: Int -> MI", "Small"},
        {"data T = A", ""},
        {"type Pos = {v:Int | v > 0}", ""},
        {"LIQUID \"--short-names\"", ""},
        {"invariant {v:T | p v}", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char **names;
        size_t n;
        const char *b = cases[i].body;
        source_annotation_subjects(b, b + strlen(b), &names, &n);
        char got[256] = "";
        for (size_t k = 0; k < n; k++) {
            size_t len = strlen(got);
            snprintf(got + len, sizeof got - len, "%s%s", k ? " " : "", names[k]);
            free(names[k]);
        }
        free(names);
        ck_assert_msg(strcmp(got, cases[i].names) == 0, "{-@ %s @-}: got '%s', expected '%s'", b, got,
                      cases[i].names);
    }
    /* an annotation joins the range of the binder it names first; a
     * constructor's or an imported function's is no binder's range */
    ck_assert_str_eq(ranges("{-@ ignore f @-}\n{-@ f :: Int @-}\nf = 1\n{-@ assume M.g :: Int @-}\n{-@ C :: Int @-}\n"),
                     "f 1-3");
}
END_TEST

/* The kinds and texts of the tokens of text, "kind:text" each. */
static const char *tokens_of(const char *text) {
    static char out[1024];
    static const char kinds[] = {'.', 'v', 'c', 'o', 's', '"', '\'', 'n', '?'};
    SourceLexer lx;
    source_lexer_init(&lx, text, text + strlen(text));
    out[0] = '\0';
    for (SourceToken t = source_next_token(&lx); t.kind != STK_END; t = source_next_token(&lx)) {
        size_t n = strlen(out);
        snprintf(out + n, sizeof out - n, "%s%c:%.*s", n ? " " : "", kinds[t.kind], (int)t.n, t.s);
    }
    return out;
}

/* Haskell tokens. Disagreement: the eval harness's tokens split string
 * literals, so a name inside one ("f failed") counted as a use of f. */
START_TEST(tokens) {
    ck_assert_str_eq(tokens_of("go x' = Data.Map.insert k v m -- note\n  {- c -} M.! (++) `f`"),
                     "v:go v:x' o:= v:Data.Map.insert v:k v:v v:m o:M.! s:( o:++ s:) s:` v:f s:`");
    ck_assert_str_eq(tokens_of("f \"a -- b\" 'c' 0x1f 2.5e3 n# x-->y"),
                     "v:f \":\"a -- b\" ':'c' n:0x1f n:2.5e3 v:n# v:x o:--> v:y");
    SourceLexer lx;
    const char *q = "M.f";
    source_lexer_init(&lx, q, q + 3);
    SourceToken t = source_next_token(&lx);
    const char *u;
    size_t n;
    source_token_unqualified(&t, &u, &n);
    ck_assert_int_eq((int)n, 1);
    ck_assert_int_eq(u[0], 'f');
}
END_TEST

/* Disagreement: whether a name has a local definition was read from raw
 * lines — comments, literate prose and Bird-track top-level lines counted. */
START_TEST(disagreement_local_definitions) {
    scan("f x = go x\n  where\n    go y = y + 1\n    -- step z = z\n");
    ck_assert(source_decls_defines_local(&F.text, &F.decls, "go"));
    ck_assert(!source_decls_defines_local(&F.text, &F.decls, "step"));
    ck_assert(!source_decls_defines_local(&F.text, &F.decls, "f"));
    const char *bird = "> f x = 1\n> g y = 2\n>   where h = 3\n";
    scan_kind(bird, strlen(bird), SOURCE_LHS);
    ck_assert(!source_decls_defines_local(&F.text, &F.decls, "g"));
    const char *latex = "\\begin{code}\nf = 1\n\\end{code}\n  g x = 2 in the prose\n";
    scan_kind(latex, strlen(latex), SOURCE_LHS);
    ck_assert(!source_decls_defines_local(&F.text, &F.decls, "g"));
    scan("f x = go x\n  where go :: Int -> Int\n        go = id\n");
    ck_assert(source_decls_defines_local(&F.text, &F.decls, "go"));
    scan("f x = go x\n  where\n    go :: Int\n");
    ck_assert(!source_decls_defines_local(&F.text, &F.decls, "go"));
}
END_TEST

START_TEST(binder_ranges_of_a_module) {
    const char *text = "module M where\n"
                       "\n"
                       "-- | Adds.\n"
                       "{-@ add :: x:Int -> {v:Int | v > x} @-}\n"
                       "add :: Int -> Int\n"
                       "add x = x + 1\n"
                       "  -- trailing comment\n"
                       "\n"
                       "{-@ die :: {v:String | false} -> a @-}\n"
                       "die msg = error msg\n";
    BinderRanges r;
    binder_ranges_scan("t.hs", text, strlen(text), &r);
    ck_assert_uint_eq(r.n, 2);
    ck_assert_str_eq(r.items[0].name, "add");
    ck_assert_int_eq(r.items[0].line, 4);
    ck_assert_int_eq(r.items[0].end_line, 6); /* the trailing comment is left out */
    ck_assert_int_eq(r.items[0].end_col, 13);
    ck_assert(r.items[0].has_equation);
    ck_assert_ptr_eq(binder_range_at(&r, 9), &r.items[1]);
    ck_assert_ptr_null(binder_range_at(&r, 2));
    binder_ranges_free(&r);
}
END_TEST

Suite *source_suite(void) {
    Suite *s = suite_create("source");
    TCase *tc = tcase_create("source");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, positions_count_tabs_as_ghc_does);
    tcase_add_test(tc, disagreement_tab_columns_in_binder_ranges);
    tcase_add_test(tc, literate_bird_and_latex);
    tcase_add_test(tc, disagreement_mixed_literate_styles);
    tcase_add_test(tc, disagreement_nul_byte);
    tcase_add_test(tc, crlf_line_ends);
    tcase_add_test(tc, annotations_inside_comments_and_strings_are_not_annotations);
    tcase_add_test(tc, lexical_errors_are_recorded_with_positions);
    tcase_add_test(tc, disagreement_dashes_inside_an_operator);
    tcase_add_test(tc, disagreement_quotes_that_are_not_character_literals);
    tcase_add_test(tc, disagreement_string_gaps);
    tcase_add_test(tc, pragmas_are_found_with_their_text);
    tcase_add_test(tc, module_header_name_and_exports);
    tcase_add_test(tc, declarations_and_their_names);
    tcase_add_test(tc, disagreement_infix_equations_starting_with_a_pattern);
    tcase_add_test(tc, disagreement_bang_patterns_and_the_bang_operator);
    tcase_add_test(tc, disagreement_pattern_synonyms);
    tcase_add_test(tc, long_left_hand_sides);
    tcase_add_test(tc, magic_hash_names_and_literals);
    tcase_add_test(tc, disagreement_annotation_subjects);
    tcase_add_test(tc, tokens);
    tcase_add_test(tc, disagreement_local_definitions);
    tcase_add_test(tc, binder_ranges_of_a_module);
    suite_add_tcase(s, tc);
    return s;
}
