/* test_util.c — arena, interner, symbol maps, string buffers, diagnostics. */
#include "tests.h"
#include "../../src/util/arena.h"
#include "../../src/util/diag.h"
#include "../../src/util/intern.h"
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

Suite *util_suite(void) {
    Suite *s = suite_create("util");
    TCase *tc = tcase_create("util");
    tcase_add_test(tc, arena_allocations_are_zeroed_and_aligned);
    tcase_add_test(tc, interning_gives_one_symbol_per_string);
    tcase_add_test(tc, symmap_put_get_replace);
    tcase_add_test(tc, strbuf_formats_and_grows);
    tcase_add_test(tc, diag_keeps_the_first_error);
    suite_add_tcase(s, tc);
    return s;
}
