/* test_loader.c — the JSON loader on a hand-written core file
 * (data/inc.json) and on broken variants of it: every error is a
 * diagnostic with exit status 2, never a crash. */
#include "tests.h"
#include "../../src/core/link.h"
#include "../../src/core/loader.h"
#include "../../src/core/print.h"
#include "../../src/util/strbuf.h"
#include "../../src/util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s (run the tests from the repository root)", path);
    StrBuf sb;
    sb_init(&sb);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_putn(&sb, buf, n);
    fclose(f);
    *len = sb.len;
    return sb_take(&sb);
}

/* Loads json into a fresh program; returns the diagnostic's message (owned)
 * or NULL on success. */
static char *load_error(const char *json, size_t len) {
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    Module *m = load_core_buffer(&p, json, len, "in.json", false, &d);
    char *msg = NULL;
    if (!m) {
        ck_assert(d.set);
        ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
        msg = xstrdup(d.msg);
    }
    diag_clear(&d);
    program_free(&p);
    return msg;
}

/* data/inc.json with the first occurrence of `from` replaced by `to`. */
static char *variant(const char *from, const char *to, size_t *len) {
    size_t n;
    char *json = read_file("tests/unit/data/inc.json", &n);
    char *at = strstr(json, from);
    ck_assert_msg(at != NULL, "'%s' not in inc.json", from);
    StrBuf sb;
    sb_init(&sb);
    sb_putn(&sb, json, (size_t)(at - json));
    sb_puts(&sb, to);
    sb_puts(&sb, at + strlen(from));
    free(json);
    *len = sb.len;
    return sb_take(&sb);
}

static void expect_variant_error(const char *from, const char *to, const char *expected) {
    size_t len;
    char *json = variant(from, to, &len);
    char *msg = load_error(json, len);
    ck_assert_msg(msg != NULL, "replacing %s by %s was accepted", from, to);
    ck_assert_msg(strstr(msg, expected) != NULL, "message '%s' lacks '%s'", msg, expected);
    free(msg);
    free(json);
}

START_TEST(loads_the_hand_written_program) {
    size_t len;
    char *json = read_file("tests/unit/data/inc.json", &len);
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    Module *m = load_core_buffer(&p, json, len, "inc.json", false, &d);
    ck_assert_msg(m != NULL, "%s", d.msg);
    ck_assert_str_eq(sym_str(&p.syms, m->name), "M");
    ck_assert_uint_eq(m->nbinds, 4);
    Global *inc = program_global(&p, "M.inc");
    ck_assert_ptr_nonnull(inc);
    ck_assert_int_eq(inc->origin, ORIG_MODULE);
    ck_assert(inc->exported);
    ck_assert_int_eq(inc->var->span.line, 3);
    ck_assert_int_eq(inc->rhs->kind, EX_LAM);
    const Expr *body = inc->rhs->u.lam.body;
    ck_assert_int_eq(body->kind, EX_CASE);
    ck_assert_ptr_eq(body->u.kase.scrut->u.var, inc->rhs->u.lam.bndr); /* resolved to its binder */
    const Alt *alt = &body->u.kase.alts[0];
    ck_assert_int_eq(alt->kind, ALT_DATA);
    ck_assert_str_eq(sym_str(&p.syms, alt->con->name), "GHC.Types.I#");
    const Expr *sum = alt->rhs->u.app.args[0];
    ck_assert_ptr_eq(sum->u.app.args[0]->u.var, alt->bndrs[0]);
    ck_assert_int_eq(sum->u.app.args[1]->u.lit.kind, LIT_INT);
    ck_assert_int_eq(sum->u.app.args[1]->u.lit.i, 1);
    Global *plus = program_global(&p, "GHC.Prim.+#");
    ck_assert_int_eq(plus->origin, ORIG_PRIMOP);
    ck_assert_ptr_eq(sum->u.app.fun->u.var, plus->var);
    /* the internal top-level binder is module-local, and let rec is resolved */
    Global *loop = m->binds[1];
    ck_assert(loop->rec);
    ck_assert_ptr_null(program_global(&p, "loop_a7"));
    ck_assert_ptr_eq(loop->rhs->u.let.body->u.var, loop->var);
    ck_assert_ptr_eq(loop->rhs->u.let.binds[0].rhs->u.var, loop->rhs->u.let.binds[0].var);
    /* a data type with an infix constructor, strict field and labels */
    TyCon *list = program_tycon(&p, "M.List");
    ck_assert_uint_eq(list->ncons, 2);
    DataCon *cons = program_datacon(&p, "M.:+:");
    ck_assert(cons->infix);
    ck_assert_uint_eq(cons->tag, 2);
    ck_assert(cons->fields[1].strict && !cons->fields[0].strict);
    ck_assert_str_eq(sym_str(&p.syms, cons->fields[0].label), "hd");
    /* string literals keep non-ASCII text */
    Literal s = program_global(&p, "M.str")->rhs->u.lit;
    ck_assert_int_eq(s.kind, LIT_STRING);
    ck_assert_str_eq(s.text, "Bad call to zip\n\xc3\xa9");
    /* printing */
    StrBuf out;
    sb_init(&out);
    print_module(&p, m, &out);
    ck_assert_msg(strstr(sb_str(&out), "inc :: Int -> Int") != NULL, "%s", sb_str(&out));
    ck_assert_msg(strstr(sb_str(&out), "I# (GHC.Prim.+# n 1#)") != NULL, "%s", sb_str(&out));
    ck_assert_msg(strstr(sb_str(&out), "= Emp\n  | a :+: !(List a)") != NULL, "%s", sb_str(&out));
    sb_free(&out);
    program_free(&p);
    free(json);
}
END_TEST

START_TEST(unresolved_names_are_reported_with_their_module) {
    size_t len;
    char *json = read_file("tests/unit/data/inc.json", &len);
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    ck_assert_ptr_nonnull(load_core_buffer(&p, json, len, "inc.json", false, &d));
    ck_assert(link_program(&p, &d));
    Global *inc = program_global(&p, "M.inc");
    ck_assert(link_check_reachable(&p, &inc, 1, &d));
    ck_assert(!link_check_reachable(&p, NULL, 0, &d));
    ck_assert_int_eq(d.status, EXIT_UNSUPPORTED);
    ck_assert_msg(strstr(d.msg, "no definition for Lib.Hidden.mystery (module Lib.Hidden), needed by M.bad: "
                                "recursive: no unfolding") != NULL, "%s", d.msg);
    diag_clear(&d);
    program_free(&p);
    free(json);
}
END_TEST

START_TEST(every_truncation_is_an_error) {
    size_t len;
    char *json = read_file("tests/unit/data/inc.json", &len);
    for (size_t cut = 0; cut < len; cut += 7) {
        char *msg = load_error(json, cut);
        ck_assert_msg(msg != NULL, "prefix of %zu bytes accepted", cut);
        ck_assert_msg(strstr(msg, "in.json: malformed core JSON") == msg, "%s", msg);
        free(msg);
    }
    free(json);
}
END_TEST

START_TEST(wrong_format_or_version_is_refused) {
    expect_variant_error("\"version\": 2", "\"version\": 3", "format version 3, expected 2");
    expect_variant_error("\"lhx-core\"", "\"other\"", "not an lhx core file");
    char *msg = load_error("[1,2]", 5);
    ck_assert_ptr_nonnull(msg);
    free(msg);
}
END_TEST

START_TEST(structural_errors_name_the_problem) {
    expect_variant_error("\"id\": \"x_a1\"", "\"id\": \"x_zz\"", "variable 'x_a1' is not bound");
    expect_variant_error("\"k\": \"lam\"", "\"k\": \"lambda\"", "unknown expression kind 'lambda'");
    expect_variant_error("\"t\": \"fun\"", "\"t\": \"funny\"", "unknown type kind 'funny'");
    expect_variant_error("\"lit\": \"int\"", "\"lit\": \"int128\"", "unknown literal kind 'int128'");
    expect_variant_error("\"value\": \"1\"", "\"value\": \"1x\"", "'1x' is not a decimal number");
    expect_variant_error("\"value\": \"1\"", "\"value\": \"99999999999999999999\"", "does not fit in 64 bits");
    expect_variant_error("\"con\": \"GHC.Types.I#\"}", "\"con\": \"GHC.Types.J#\"}", "'GHC.Types.J#' is not in 'tycons'");
    expect_variant_error("\"origin\": \"primop\"", "\"origin\": \"magic\"", "unknown origin 'magic'");
    expect_variant_error("\"tag\": 2", "\"tag\": \"2\"", "key 'tag' must be a whole number");
    expect_variant_error("\"module\": \"M\"", "\"modul\": \"M\"", "missing key 'module'");
    expect_variant_error("[{\"id\": \"n_a3\"", "[{\"id\": \"n_a3\"}, {\"id\": \"n_a3\"", "missing key 'name'");
    expect_variant_error("\"binds\": [{\"bndr\": {\"id\": \"y_a8\"", "\"binds\": [], \"x\": [{\"bndr\": {\"id\": \"y_a8\"",
                         "a let binds one name");
}
END_TEST

START_TEST(a_missing_file_is_bad_input) {
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    ck_assert_ptr_null(load_core_file(&p, "tests/unit/data/does-not-exist.json", false, &d));
    ck_assert_int_eq(d.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(d.msg, "cannot open tests/unit/data/does-not-exist.json: No such file or directory");
    diag_clear(&d);
    program_free(&p);
}
END_TEST

/* A module M with M.f = \x -> x and M.deep, a chain of `depth`
 * applications of M.f to 0#, written with the node table (entry i applies
 * M.f to entry i-1), so that the JSON stays shallow however deep the
 * expression. The type of f comes through a type reference too. */
static char *deep_module(int depth, size_t *len) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, "{\"format\": \"lhx-core\", \"version\": 2, \"module\": \"M\", \"file\": \"m.hs\", "
                 "\"tycons\": [], \"classes\": [], \"instances\": [], \"externals\": [], \"binds\": ["
                 "{\"rec\": false, \"binds\": [{\"bndr\": {\"id\": \"M.f\", \"name\": \"f\", "
                 "\"type\": {\"t\": \"ref\", \"node\": 0}, \"span\": null}, \"rhs\": "
                 "{\"k\": \"lam\", \"bndr\": {\"id\": \"x_1\", \"name\": \"x\", \"type\": {\"t\": \"var\", "
                 "\"var\": \"a\"}, \"span\": null}, \"body\": {\"k\": \"var\", \"id\": \"x_1\"}}}]}, "
                 "{\"rec\": false, \"binds\": [{\"bndr\": {\"id\": \"M.deep\", \"name\": \"deep\", "
                 "\"type\": {\"t\": \"var\", \"var\": \"a\"}, \"span\": {\"file\": \"m.hs\", \"line\": 7, "
                 "\"col\": 1, \"endLine\": 7, \"endCol\": 5}}, \"rhs\": {\"k\": \"ref\", \"node\": ");
    sb_printf(&sb, "%d}}]}], \"nodes\": [{\"t\": \"fun\", \"arg\": {\"t\": \"var\", \"var\": \"a\"}, "
                   "\"res\": {\"t\": \"var\", \"var\": \"a\"}}, {\"k\": \"lit\", \"lit\": {\"lit\": \"int\", "
                   "\"value\": \"0\"}}",
              depth + 1);
    for (int i = 2; i <= depth + 1; i++)
        sb_printf(&sb, ", {\"k\": \"app\", \"fun\": {\"k\": \"var\", \"id\": \"M.f\"}, \"args\": "
                       "[{\"k\": \"ref\", \"node\": %d}]}",
                  i - 1);
    sb_puts(&sb, "]}");
    *len = sb.len;
    return sb_take(&sb);
}

START_TEST(the_node_table_keeps_deep_expressions_shallow) {
    size_t len;
    char *json = deep_module(5000, &len);
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    ck_assert_msg(load_core_buffer(&p, json, len, "deep.json", false, &d) != NULL, "%s", d.msg);
    const Expr *e = program_global(&p, "M.deep")->rhs;
    int n = 0;
    for (; e->kind == EX_APP; e = e->u.app.args[0]) n++;
    ck_assert_int_eq(n, 5000);
    ck_assert_int_eq(e->kind, EX_LIT);
    ck_assert_int_eq(program_global(&p, "M.f")->var->type->kind, TY_FUN);
    diag_clear(&d);
    program_free(&p);
    free(json);
}
END_TEST

START_TEST(too_deep_is_a_limit_at_the_binder) {
    size_t len;
    char *json = deep_module(20001, &len);
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    ck_assert_ptr_null(load_core_buffer(&p, json, len, "deep.json", false, &d));
    ck_assert_int_eq(d.status, EXIT_UNSUPPORTED);
    ck_assert_str_eq(d.file, "m.hs");
    ck_assert_int_eq(d.line, 7);
    ck_assert_str_eq(d.msg, "deep is nested too deeply for lhx (more than 20000 levels)");
    diag_clear(&d);
    program_free(&p);
    free(json);
}
END_TEST

START_TEST(bad_node_references_are_refused) {
    size_t len;
    char *json = deep_module(3, &len);
    char *msg = load_error(json, len);
    ck_assert_ptr_null(msg);
    /* the last entry (4, taken by M.deep) made to refer to itself */
    ck_assert_ptr_nonnull(strstr(json, "\"node\": 3}]}]}"));
    StrBuf sb;
    sb_init(&sb);
    sb_putn(&sb, json, (size_t)(strrchr(json, '3') - json));
    sb_puts(&sb, "4}]}]}");
    msg = load_error(sb_str(&sb), sb.len);
    ck_assert_msg(msg && strstr(msg, "node 4 is referred to twice"), "%s", msg ? msg : "(loaded)");
    free(msg);
    sb_clear(&sb);
    sb_putn(&sb, json, (size_t)(strrchr(json, '3') - json));
    sb_puts(&sb, "9}]}]}");
    msg = load_error(sb_str(&sb), sb.len);
    ck_assert_msg(msg && strstr(msg, "node 9 is not in the node table (5 entries)"), "%s", msg ? msg : "(loaded)");
    free(msg);
    sb_clear(&sb); /* a type's reference where an expression belongs */
    const char *rhs = strstr(json, "\"rhs\": {\"k\": \"ref\"");
    ck_assert_ptr_nonnull(rhs);
    sb_putn(&sb, json, (size_t)(rhs - json));
    sb_puts(&sb, "\"rhs\": {\"t\"");
    sb_puts(&sb, rhs + strlen("\"rhs\": {\"k\""));
    msg = load_error(sb_str(&sb), sb.len);
    ck_assert_msg(msg && strstr(msg, "missing key 'k'"), "%s", msg ? msg : "(loaded)");
    free(msg);
    sb_free(&sb);
    free(json);
}
END_TEST

Suite *loader_suite(void) {
    Suite *s = suite_create("loader");
    TCase *tc = tcase_create("loader");
    tcase_add_test(tc, loads_the_hand_written_program);
    tcase_add_test(tc, unresolved_names_are_reported_with_their_module);
    tcase_add_test(tc, every_truncation_is_an_error);
    tcase_add_test(tc, wrong_format_or_version_is_refused);
    tcase_add_test(tc, structural_errors_name_the_problem);
    tcase_add_test(tc, a_missing_file_is_bad_input);
    tcase_add_test(tc, the_node_table_keeps_deep_expressions_shallow);
    tcase_add_test(tc, too_deep_is_a_limit_at_the_binder);
    tcase_add_test(tc, bad_node_references_are_refused);
    suite_add_tcase(s, tc);
    return s;
}
