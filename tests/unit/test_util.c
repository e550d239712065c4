/* test_util.c — arena, interner, symbol maps, string buffers, diagnostics. */
#include "tests.h"
#include "../../src/util/arena.h"
#include "../../src/util/diag.h"
#include "../../src/util/intern.h"
#include "../../src/util/json.h"
#include "../../src/util/strbuf.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

START_TEST(arena_allocations_are_zeroed_and_aligned) {
    Arena a;
    arena_init(&a);
    for (int i = 1; i < 5000; i++) {
        unsigned char *p = arena_alloc(&a, (size_t)(i % 97) + 1);
        ck_assert_uint_eq((uintptr_t)p % _Alignof(max_align_t), 0);
        for (int j = 0; j < i % 97 + 1; j++) ck_assert_uint_eq(p[j], 0);
        memset(p, 0xab, (size_t)(i % 97) + 1);
    }
    void *big = arena_alloc(&a, 10 * 1024 * 1024); /* larger than any block */
    ck_assert_ptr_nonnull(big);
    ck_assert_str_eq(arena_strdup(&a, "hello"), "hello");
    arena_free(&a);
}
END_TEST

START_TEST(interning_gives_one_symbol_per_string) {
    Interner in;
    interner_init(&in);
    Sym a = intern(&in, "GHC.Base.map");
    Sym b = intern(&in, "GHC.Base.map");
    Sym c = intern(&in, "GHC.List.length");
    ck_assert_uint_eq(a, b);
    ck_assert_uint_ne(a, c);
    ck_assert_uint_ne(a, 0);
    ck_assert_str_eq(sym_str(&in, c), "GHC.List.length");
    ck_assert_uint_eq(intern_find(&in, "nope"), 0);
    ck_assert_uint_eq(intern_find(&in, "GHC.Base.map"), a);
    char buf[32];
    Sym syms[3000];
    for (int i = 0; i < 3000; i++) { /* forces rehashing */
        snprintf(buf, sizeof buf, "name%d", i);
        syms[i] = intern(&in, buf);
    }
    for (int i = 0; i < 3000; i++) {
        snprintf(buf, sizeof buf, "name%d", i);
        ck_assert_uint_eq(intern(&in, buf), syms[i]);
        ck_assert_str_eq(sym_str(&in, syms[i]), buf);
    }
    ck_assert_uint_eq(intern_n(&in, "abcdef", 3), intern(&in, "abc"));
    interner_free(&in);
}
END_TEST

START_TEST(symmap_put_get_replace) {
    SymMap m;
    symmap_init(&m);
    ck_assert_ptr_null(symmap_get(&m, 5));
    int vals[1000];
    for (int i = 1; i < 1000; i++) ck_assert_ptr_null(symmap_put(&m, (Sym)i, &vals[i]));
    for (int i = 1; i < 1000; i++) ck_assert_ptr_eq(symmap_get(&m, (Sym)i), &vals[i]);
    ck_assert_ptr_eq(symmap_put(&m, 7, &vals[1]), &vals[7]);
    ck_assert_ptr_eq(symmap_get(&m, 7), &vals[1]);
    ck_assert_uint_eq(m.count, 999);
    symmap_free(&m);
}
END_TEST

START_TEST(strbuf_formats_and_grows) {
    StrBuf sb;
    sb_init(&sb);
    ck_assert_str_eq(sb_str(&sb), "");
    for (int i = 0; i < 1000; i++) sb_printf(&sb, "%d,", i % 10);
    ck_assert_uint_eq(sb.len, 2000);
    sb_clear(&sb);
    sb_puts(&sb, "ab");
    sb_putc(&sb, 'c');
    ck_assert_str_eq(sb_str(&sb), "abc");
    char *s = sb_take(&sb);
    ck_assert_str_eq(s, "abc");
    free(s);
    ck_assert_str_eq(sb_str(&sb), "");
}
END_TEST

START_TEST(diag_keeps_the_first_error) {
    Diag d;
    diag_init(&d);
    ck_assert(!diag_error_at(&d, EXIT_BAD_INPUT, "a.hs", 3, 7, "first %d", 1));
    diag_error(&d, EXIT_UNSUPPORTED, "second");
    ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(d.msg, "first 1");
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    diag_print(&d, f);
    fclose(f);
    ck_assert_str_eq(buf, "a.hs:3:7: error: first 1\n");
    free(buf);
    diag_clear(&d);
    diag_error(&d, EXIT_UNSUPPORTED, "plain");
    f = open_memstream(&buf, &len);
    diag_print(&d, f);
    fclose(f);
    ck_assert_str_eq(buf, "lhx: error: plain\n");
    free(buf);
    diag_clear(&d);
}
END_TEST

/* json.h: values of every kind, escapes decoded (a surrogate pair to one
 * code point), members in order and found by key, the first of two equal
 * keys, and the input need not end in NUL. */
START_TEST(json_reads_values_escapes_and_members) {
    Arena a;
    arena_init(&a);
    const char text[] = " {\"a\": [1, -2.5e1, true, false, null], \"s\": \"x\\\"\\u00e9\\ud83d\\ude00\\n\", \"a\": 3}XYZ";
    size_t at = 0;
    const Json *j = json_parse(&a, text, strlen(text) - 3, &at);
    ck_assert_ptr_nonnull(j);
    ck_assert(json_is(j, JSON_OBJECT));
    ck_assert_uint_eq(json_count(j), 3);
    const Json *arr = json_get(j, "a");
    ck_assert(json_is(arr, JSON_ARRAY));
    ck_assert_uint_eq(json_count(arr), 5);
    ck_assert(json_item(arr, 0)->num == 1.0);
    ck_assert(json_item(arr, 1)->num == -25.0);
    ck_assert(json_is(json_item(arr, 2), JSON_TRUE));
    ck_assert(json_is(json_item(arr, 3), JSON_FALSE));
    ck_assert(json_is(json_item(arr, 4), JSON_NULL));
    ck_assert_ptr_null(json_item(arr, 5));
    ck_assert_str_eq(json_get(j, "s")->str, "x\"\xc3\xa9\xf0\x9f\x98\x80\n");
    ck_assert_ptr_null(json_get(j, "b"));
    ck_assert_ptr_null(json_get(arr, "a"));
    uint32_t n = 0;
    const Json *el;
    JSON_FOR_EACH(el, arr) n++;
    ck_assert_uint_eq(n, 5);
    arena_free(&a);
}
END_TEST

/* Broken input is refused with the offset of the problem, never read past
 * its length. */
START_TEST(json_refuses_broken_input_with_its_offset) {
    Arena a;
    arena_init(&a);
    static const struct { const char *text; size_t at; } bad[] = {
        {"[1, 2", 5}, {"{\"a\" 1}", 5}, {"\"abc", 4}, {"[1,]", 3}, {"01", 1}, {"-", 1},
        {"\"\\ud800\"", 7}, {"\"\\q\"", 3}, {"[] x", 3}, {"", 0}, {"tru", 0},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        size_t at = 99;
        ck_assert_msg(json_parse(&a, bad[i].text, strlen(bad[i].text), &at) == NULL, "%s", bad[i].text);
        ck_assert_msg(at == bad[i].at, "%s: at %zu", bad[i].text, at);
    }
    StrBuf deep;
    sb_init(&deep);
    for (int i = 0; i <= JSON_MAX_NESTING; i++) sb_putc(&deep, '[');
    for (int i = 0; i <= JSON_MAX_NESTING; i++) sb_putc(&deep, ']');
    ck_assert_ptr_null(json_parse(&a, sb_str(&deep), deep.len, NULL));
    sb_free(&deep);
    arena_free(&a);
}
END_TEST

Suite *util_suite(void) {
    Suite *s = suite_create("util");
    TCase *tc = tcase_create("util");
    tcase_add_test(tc, arena_allocations_are_zeroed_and_aligned);
    tcase_add_test(tc, interning_gives_one_symbol_per_string);
    tcase_add_test(tc, symmap_put_get_replace);
    tcase_add_test(tc, strbuf_formats_and_grows);
    tcase_add_test(tc, diag_keeps_the_first_error);
    tcase_add_test(tc, json_reads_values_escapes_and_members);
    tcase_add_test(tc, json_refuses_broken_input_with_its_offset);
    suite_add_tcase(s, tc);
    return s;
}
