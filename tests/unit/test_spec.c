/* test_spec.c — the LiquidHaskell specification reader: extraction from
 * .hs/.lhs/.spec text, the AST of every item of the checklist
 * (/work/shared/lh-spec-language.md, mirrored by tests/specs/checklist.hs),
 * precedence, printing and round trips, alias linking, the position and text
 * of every error message, and robustness on truncated and deeply nested
 * input. */
#include "tests.h"
#include "../../src/spec/alias.h"
#include "../../src/spec/print.h"
#include "../../src/spec/read.h"
#include "../../src/util/strbuf.h"
#include "../../src/util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One arena and interner per test. */
static Arena A;
static Interner IN;
static Diag D;

static void setup(void) {
    arena_init(&A);
    interner_init(&IN);
    diag_init(&D);
}

static void teardown(void) {
    diag_clear(&D);
    interner_free(&IN);
    arena_free(&A);
}

static SpecFile *parse_kind(const char *text, SourceKind kind) {
    diag_clear(&D);
    const char *name = kind == SOURCE_LHS ? "t.lhs" : kind == SOURCE_SPEC ? "t.spec" : "t.hs";
    return spec_parse_string(text, strlen(text), name, kind, &A, &IN, &D);
}

/* Parses a .hs text that must be valid. */
static SpecFile *parse_ok(const char *text) {
    SpecFile *f = parse_kind(text, SOURCE_HS);
    ck_assert_msg(f != NULL, "unexpected error for %s: %s:%d:%d: %s", text, D.file ? D.file : "", D.line, D.col,
                  D.msg ? D.msg : "");
    return f;
}

/* The only declaration of an annotation. */
static SpecDecl *one_decl(const char *annotation) {
    SpecFile *f = parse_ok(annotation);
    ck_assert_uint_eq(f->ndecls, 1);
    return f->decls[0];
}

static char PRINTED[8192];

static const char *printed_decl(const SpecDecl *d) {
    StrBuf sb;
    sb_init(&sb);
    spec_print_decl(&sb, &IN, d);
    snprintf(PRINTED, sizeof PRINTED, "%s", sb_str(&sb));
    sb_free(&sb);
    return PRINTED;
}

static const char *printed_type(const SpecType *t) {
    StrBuf sb;
    sb_init(&sb);
    spec_print_type(&sb, &IN, t);
    snprintf(PRINTED, sizeof PRINTED, "%s", sb_str(&sb));
    sb_free(&sb);
    return PRINTED;
}

static const char *S(Sym s) { return sym_str(&IN, s); }

/* The type of `f :: t` in one annotation. */
static SpecType *sig_type(const char *annotation) {
    SpecDecl *d = one_decl(annotation);
    ck_assert_int_eq(d->kind, SD_SIG);
    return d->u.sig.type;
}

/* An expression as a fully parenthesised prefix form, to test precedence:
 * a + b * c is (+ a (* b c)). */
static void sexpr(StrBuf *sb, const SpecExpr *e) {
    switch (e->kind) {
    case SE_BIN:
        sb_printf(sb, "(%s ", spec_binop_text(e->u.bin.op, e->u.bin.alt));
        sexpr(sb, e->u.bin.lhs);
        sb_putc(sb, ' ');
        sexpr(sb, e->u.bin.rhs);
        sb_putc(sb, ')');
        break;
    case SE_APP:
        sb_puts(sb, "(");
        if (e->u.app.fn->kind == SE_VAR)
            sb_puts(sb, S(e->u.app.fn->u.var.name));
        else
            sexpr(sb, e->u.app.fn);
        for (size_t k = 0; k < e->u.app.nargs; k++) {
            sb_putc(sb, ' ');
            sexpr(sb, e->u.app.args[k]);
        }
        sb_putc(sb, ')');
        break;
    case SE_NOT:
        sb_puts(sb, "(not ");
        sexpr(sb, e->u.arg);
        sb_putc(sb, ')');
        break;
    case SE_NEG:
        sb_puts(sb, "(neg ");
        sexpr(sb, e->u.arg);
        sb_putc(sb, ')');
        break;
    case SE_PROP:
        sb_puts(sb, e->u.prop.question ? "(? " : "(Prop ");
        sexpr(sb, e->u.prop.arg);
        sb_putc(sb, ')');
        break;
    case SE_ITE:
        sb_puts(sb, "(if ");
        sexpr(sb, e->u.ite.cond);
        sb_putc(sb, ' ');
        sexpr(sb, e->u.ite.then_);
        sb_putc(sb, ' ');
        sexpr(sb, e->u.ite.else_);
        sb_putc(sb, ')');
        break;
    default: spec_print_expr(sb, &IN, e); break;
    }
}

/* The refinement of `f :: {v:Int | <pred>}` in prefix form. */
static const char *pred_sexpr(const char *pred) {
    char text[1024];
    snprintf(text, sizeof text, "{-@ f :: {v:Int | %s} @-}", pred);
    SpecType *t = sig_type(text);
    ck_assert_int_eq(t->kind, ST_REFINE);
    StrBuf sb;
    sb_init(&sb);
    sexpr(&sb, t->u.refine.pred);
    snprintf(PRINTED, sizeof PRINTED, "%s", sb_str(&sb));
    sb_free(&sb);
    return PRINTED;
}

static char *read_text(const char *path) {
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s (run the tests from the repository root)", path);
    StrBuf sb;
    sb_init(&sb);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_putn(&sb, buf, n);
    fclose(f);
    return sb_take(&sb);
}

/* ---------------------------------------------------------------- extraction */

START_TEST(extraction_skips_comments_strings_and_literals) {
    const char *src = "module M where\n"
                      "s = \"{-@ no :: Int @-}\"\n"
                      "c = '{' ; d = '\\''\n"
                      "-- {-@ no :: Int @-}\n"
                      "x --> y = x\n"
                      "{- {-@ no :: Int @-} {- deeper -} -}\n"
                      "{-# INLINE f #-}\n"
                      "f' = 'a' {-@ yes :: {v:Int | v > 0} @-}\n"
                      "{-@ two :: Int {- a comment {- nested -} -} -> Int @-}\n";
    SpecFile *f = parse_ok(src);
    ck_assert_uint_eq(f->ndecls, 2);
    ck_assert_str_eq(printed_decl(f->decls[0]), "yes :: {v:Int | v > 0}");
    ck_assert_int_eq(f->decls[0]->pos.line, 8);
    ck_assert_int_eq(f->decls[0]->pos.col, 14);
    ck_assert_str_eq(printed_decl(f->decls[1]), "two :: Int -> Int");
    ck_assert_str_eq(f->decls[1]->pos.file, "t.hs");
}
END_TEST

START_TEST(annotation_spanning_lines_and_several_declarations) {
    SpecFile *f = parse_ok("{-@ f :: x:Int\n"
                           "       -> y:Int\n"
                           "       -> {v:Int | v = x + y}\n"
                           "    g :: Int; h :: Bool\n"
                           "    lazy g\n"
                           "  @-}");
    ck_assert_uint_eq(f->ndecls, 4);
    ck_assert_str_eq(printed_decl(f->decls[0]), "f :: x:Int -> y:Int -> {v:Int | v = x + y}");
    ck_assert_int_eq(f->decls[1]->pos.line, 4);
    ck_assert_str_eq(printed_decl(f->decls[2]), "h :: Bool");
    ck_assert_int_eq(f->decls[2]->pos.col, 15);
    ck_assert_int_eq(f->decls[3]->kind, SD_LAZY);
    /* a predicate continues inside braces whatever its indentation */
    f = parse_ok("{-@ type P = {v:Int |\n    v > 0 &&\nv < 9} @-}");
    ck_assert_uint_eq(f->ndecls, 1);
    ck_assert_str_eq(printed_decl(f->decls[0]), "type P = {v:Int | v > 0 && v < 9}");
}
END_TEST

START_TEST(lhs_bird_tracks_positions) {
    char *src = read_text("tests/specs/bird.lhs");
    SpecFile *f = spec_parse_string(src, strlen(src), "bird.lhs", SOURCE_LHS, &A, &IN, &D);
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(f->ndecls, 2);
    ck_assert_str_eq(printed_decl(f->decls[0]), "incr :: x:Int -> {v:Int | v > x}");
    ck_assert_int_eq(f->decls[0]->pos.line, 8);
    ck_assert_int_eq(f->decls[0]->pos.col, 7);
    SpecType *t = f->decls[0]->u.sig.type;
    ck_assert_int_eq(t->u.fun.res->pos.line, 9); /* the second bird-track line */
    ck_assert_int_eq(t->u.fun.res->pos.col, 15);
    ck_assert_int_eq(f->decls[1]->kind, SD_MEASURE);
    ck_assert_uint_eq(f->decls[1]->u.measure.neqs, 2);
    ck_assert_int_eq(f->decls[1]->u.measure.eqs[1]->pos.line, 15);
    free(src);

    src = read_text("tests/specs/bird_error.lhs");
    ck_assert_ptr_null(spec_parse_string(src, strlen(src), "bird_error.lhs", SOURCE_LHS, &A, &IN, &D));
    ck_assert_str_eq(D.file, "bird_error.lhs");
    ck_assert_int_eq(D.line, 6);
    ck_assert_int_eq(D.col, 29);
    ck_assert_int_eq(D.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(D.msg, "unexpected ')' in refinement type, expected '}'");
    free(src);
}
END_TEST

START_TEST(lhs_latex_code_blocks_positions) {
    char *src = read_text("tests/specs/latex.lhs");
    SpecFile *f = spec_parse_string(src, strlen(src), "latex.lhs", SOURCE_LHS, &A, &IN, &D);
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(f->ndecls, 2);
    ck_assert_str_eq(printed_decl(f->decls[0]), "decr :: x:{v:Int | v > 0} -> {v:Int | v < x}");
    ck_assert_int_eq(f->decls[0]->pos.line, 8);
    ck_assert_int_eq(f->decls[1]->pos.line, 17);
    ck_assert_int_eq(f->decls[1]->kind, SD_TYPE_ALIAS);
    free(src);

    src = read_text("tests/specs/latex_error.lhs");
    ck_assert_ptr_null(spec_parse_string(src, strlen(src), "latex_error.lhs", SOURCE_LHS, &A, &IN, &D));
    ck_assert_int_eq(D.line, 11);
    ck_assert_int_eq(D.col, 29);
    ck_assert_str_eq(D.msg, "unexpected '}' in predicate, expected an expression");
    free(src);

    /* prose outside code is never read, even if it looks like a spec */
    f = parse_kind("Text {-@ x :: ) @-}\n> {-@ y :: Int @-}\n", SOURCE_LHS);
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(f->ndecls, 1);
    ck_assert_int_eq(f->decls[0]->pos.col, 7);
}
END_TEST

START_TEST(spec_files_hold_bare_declarations) {
    SpecFile *f = spec_parse_file("tests/specs/lhx.spec", &A, &IN, &D);
    ck_assert_msg(f != NULL, "%s", D.msg ? D.msg : "");
    ck_assert_uint_eq(f->ndecls, 7);
    ck_assert_int_eq(f->decls[0]->kind, SD_SIG);
    ck_assert_int_eq(f->decls[1]->kind, SD_MEASURE);
    ck_assert_uint_eq(f->decls[1]->u.measure.neqs, 2);
    ck_assert_int_eq(f->decls[2]->u.sig.sig_kind, SPEC_SIG_ASSUME);
    ck_assert(f->decls[3]->u.sig.is_operator);
    ck_assert_str_eq(S(f->decls[3]->u.sig.name), "!!");
    ck_assert_int_eq(f->decls[5]->pos.line, 12); /* inside {-@ @-} in a spec file */
    ck_assert_int_eq(f->decls[5]->pos.col, 5);
    ck_assert_int_eq(f->decls[6]->kind, SD_PRED_ALIAS);
    ck_assert_ptr_null(spec_parse_file("tests/specs/no-such-file.spec", &A, &IN, &D));
    ck_assert_int_eq(D.status, EXIT_BAD_INPUT);
    ck_assert_str_eq(D.msg, "cannot open tests/specs/no-such-file.spec: No such file or directory");
}
END_TEST

/* ---------------------------------------------------------------- the checklist */

START_TEST(checklist_file_parses_and_prints_as_expected) {
    SpecFile *f = spec_parse_file("tests/specs/checklist.hs", &A, &IN, &D);
    ck_assert_msg(f != NULL, "%s:%d:%d: %s", D.file, D.line, D.col, D.msg);
    char *expected = read_text("tests/specs/checklist.printed");
    StrBuf sb;
    sb_init(&sb);
    spec_print_file(&sb, &IN, f);
    ck_assert_str_eq(sb_str(&sb), expected);
    /* and the printed form parses back to the same text */
    SpecFile *g = spec_parse_string(sb.data, sb.len, "printed.spec", SOURCE_SPEC, &A, &IN, &D);
    ck_assert_ptr_nonnull(g);
    StrBuf again;
    sb_init(&again);
    spec_print_file(&again, &IN, g);
    ck_assert_str_eq(sb_str(&again), expected);
    sb_free(&again);
    sb_free(&sb);
    free(expected);
    /* the aliases of the file link */
    ck_assert(spec_link_aliases(f, NULL, 0, &A, &IN, &D));
}
END_TEST

START_TEST(liquid_pragmas_set_flags) {
    SpecFile *f = spec_parse_file("tests/specs/checklist.hs", &A, &IN, &D);
    ck_assert_ptr_nonnull(f);
    SpecFlags *fl = &f->flags;
    ck_assert(fl->no_termination && fl->short_names && fl->totality && fl->prune_unsorted && fl->higherorder &&
              fl->exact_data_cons && fl->reflection && fl->ple);
    ck_assert(!fl->no_totality);
    ck_assert_uint_eq(fl->nall, 8);
    ck_assert_str_eq(fl->all[1], "--short-names");
    ck_assert_uint_eq(fl->nunknown, 0);
    f = parse_ok("{-@ LIQUID \"--notermination --no-totality --diff\" @-}");
    ck_assert(f->flags.no_termination && f->flags.no_totality);
    ck_assert_uint_eq(f->flags.nunknown, 1);
    ck_assert_str_eq(f->flags.unknown[0], "--diff");
    ck_assert_int_eq(f->decls[0]->kind, SD_PRAGMA);
    ck_assert_str_eq(f->decls[0]->u.pragma.text, "--notermination --no-totality --diff");
}
END_TEST

/* `-fplugin-opt=LiquidHaskell:FLAG` in OPTIONS_GHC means what a LIQUID
 * pragma with FLAG means; other pragmas and other plugins' options do not. */
START_TEST(plugin_options_set_flags) {
    SpecFile *f = parse_ok("{-# OPTIONS_GHC -fplugin=LiquidHaskell #-}\n"
                           "{-# OPTIONS_GHC -Wall -fplugin-opt=LiquidHaskell:--no-totality #-}\n"
                           "{-# options_ghc\n  -fplugin-opt=LiquidHaskell:--ple #-}\n"
                           "{-# LANGUAGE -fplugin-opt=LiquidHaskell:--reflection #-}\n"
                           "{-# OPTIONS_GHC -fplugin-opt=Other:--higherorder #-}\n"
                           "{-@ LIQUID \"--no-termination\" @-}\nmodule M where\n");
    SpecFlags *fl = &f->flags;
    ck_assert(fl->no_totality && fl->ple && fl->no_termination);
    ck_assert(!fl->reflection && !fl->higherorder);
    ck_assert_uint_eq(fl->nall, 3);
    ck_assert_str_eq(fl->all[0], "--no-totality");
    ck_assert_str_eq(fl->all[2], "--no-termination");
}
END_TEST

START_TEST(signatures_with_binders) {
    SpecDecl *d = one_decl("{-@ f :: x:Int -> {y:Int | y > x} -> {v:[a] | len v = x} @-}");
    ck_assert_int_eq(d->u.sig.sig_kind, SPEC_SIG_CHECKED);
    ck_assert_str_eq(S(d->u.sig.name), "f");
    SpecType *t = d->u.sig.type;
    ck_assert_int_eq(t->kind, ST_FUN);
    ck_assert_str_eq(S(t->u.fun.binder), "x");
    ck_assert_int_eq(t->u.fun.arg->kind, ST_CON);
    ck_assert_str_eq(S(t->u.fun.arg->u.con.name), "Int");
    SpecType *r = t->u.fun.res;
    ck_assert_int_eq(r->kind, ST_FUN);
    ck_assert_uint_eq(r->u.fun.binder, 0);
    ck_assert_int_eq(r->u.fun.arg->kind, ST_REFINE);
    ck_assert_str_eq(S(r->u.fun.arg->u.refine.binder), "y");
    SpecType *out = r->u.fun.res;
    ck_assert_int_eq(out->kind, ST_REFINE);
    ck_assert_int_eq(out->u.refine.base->kind, ST_LIST);
    ck_assert_int_eq(out->u.refine.base->u.elem->kind, ST_VAR);
    SpecExpr *p = out->u.refine.pred;
    ck_assert_int_eq(p->kind, SE_BIN);
    ck_assert_int_eq(p->u.bin.op, SB_EQ);
    ck_assert_int_eq(p->u.bin.lhs->kind, SE_APP);
    ck_assert_str_eq(S(p->u.bin.lhs->u.app.fn->u.var.name), "len");
    /* positions of nodes */
    ck_assert_int_eq(d->pos.line, 1);
    ck_assert_int_eq(d->pos.col, 5);
    ck_assert_int_eq(t->u.fun.arg->pos.col, 12);
    ck_assert_int_eq(p->pos.col, 47);

    d = one_decl("{-@ assume g :: Ord k => forall a. k -> a @-}");
    ck_assert_int_eq(d->u.sig.sig_kind, SPEC_SIG_ASSUME);
    t = d->u.sig.type;
    ck_assert_int_eq(t->kind, ST_CONSTRAINT);
    ck_assert_uint_eq(t->u.constraint.n, 1);
    ck_assert_str_eq(S(t->u.constraint.constraints[0]->u.con.name), "Ord");
    ck_assert_int_eq(t->u.constraint.body->kind, ST_FORALL);
    ck_assert_str_eq(S(t->u.constraint.body->u.forall.vars[0]), "a");

    d = one_decl("{-@ (++) :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} @-}");
    ck_assert(d->u.sig.is_operator);
    ck_assert_str_eq(S(d->u.sig.name), "++");
    ck_assert_str_eq(printed_decl(d), "(++) :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys}");

    d = one_decl("{-@ assert h :: (Eq a, Ord b) => a -> b -> Bool @-}");
    ck_assert_int_eq(d->u.sig.sig_kind, SPEC_SIG_ASSERT);
    ck_assert_uint_eq(d->u.sig.type->u.constraint.n, 2);
    ck_assert_str_eq(printed_decl(d), "assert h :: (Eq a, Ord b) => a -> b -> Bool");

    d = one_decl("{-@ Data.Map.lookup :: k -> Data.Map.Map k v -> Maybe v @-}");
    ck_assert_str_eq(S(d->u.sig.name), "Data.Map.lookup");
}
END_TEST

START_TEST(plain_haskell_types) {
    SpecType *t = sig_type("{-@ f :: (a -> b) -> [a] -> [(a, b)] -> () -> Maybe (Either a [b]) -> m a @-}");
    ck_assert_int_eq(t->u.fun.arg->kind, ST_FUN);
    SpecType *tup = t->u.fun.res->u.fun.res->u.fun.arg;
    ck_assert_int_eq(tup->kind, ST_LIST);
    ck_assert_int_eq(tup->u.elem->kind, ST_TUPLE);
    ck_assert_uint_eq(tup->u.elem->u.tuple.n, 2);
    SpecType *unit = t->u.fun.res->u.fun.res->u.fun.res->u.fun.arg;
    ck_assert_int_eq(unit->kind, ST_TUPLE);
    ck_assert_uint_eq(unit->u.tuple.n, 0);
    SpecType *last = t->u.fun.res->u.fun.res->u.fun.res->u.fun.res->u.fun.res;
    ck_assert_int_eq(last->kind, ST_CON);
    ck_assert(last->u.con.head_is_var);
    ck_assert_str_eq(printed_type(t), "(a -> b) -> [a] -> [(a, b)] -> () -> Maybe (Either a [b]) -> m a");
    t = sig_type("{-@ f :: x:_ -> {v:_ | v = x} @-}");
    ck_assert_int_eq(t->u.fun.arg->kind, ST_HOLE);
    t = sig_type("{-@ incrPair :: Int -> (x::Int, {v:Int | x <= v}) @-}");
    ck_assert_str_eq(S(t->u.fun.res->u.tuple.binders[0]), "x");
    ck_assert_uint_eq(t->u.fun.res->u.tuple.binders[1], 0);
}
END_TEST

START_TEST(refinements_in_type_arguments) {
    SpecType *t = sig_type("{-@ f :: x:Int -> [{v:Int | v > 0}] -> List {v:a | v >= x} -> Maybe {v:Int | v /= x}"
                           " -> ({v:Int | v > 0}, Bool) -> (y:Int -> {w:Int | w > y}) -> () @-}");
    SpecType *a1 = t->u.fun.res->u.fun.arg;
    ck_assert_int_eq(a1->kind, ST_LIST);
    ck_assert_int_eq(a1->u.elem->kind, ST_REFINE);
    SpecType *a2 = t->u.fun.res->u.fun.res->u.fun.arg;
    ck_assert_int_eq(a2->kind, ST_CON);
    ck_assert_int_eq(a2->u.con.args[0]->kind, ST_REFINE);
    ck_assert_int_eq(a2->u.con.args[0]->u.refine.base->kind, ST_VAR);
    SpecType *a4 = t->u.fun.res->u.fun.res->u.fun.res->u.fun.res->u.fun.arg;
    ck_assert_int_eq(a4->kind, ST_TUPLE);
    ck_assert_int_eq(a4->u.tuple.elems[0]->kind, ST_REFINE);
    SpecType *a5 = t->u.fun.res->u.fun.res->u.fun.res->u.fun.res->u.fun.res->u.fun.arg;
    ck_assert_int_eq(a5->kind, ST_FUN);
    ck_assert_str_eq(S(a5->u.fun.binder), "y");
    ck_assert_int_eq(a5->u.fun.res->kind, ST_REFINE);
    /* the {v | p} and {p} forms */
    t = sig_type("{-@ f :: {v | v > 0} -> () -> {0 == 1} @-}");
    ck_assert_ptr_null(t->u.fun.arg->u.refine.base);
    ck_assert_str_eq(S(t->u.fun.arg->u.refine.binder), "v");
    SpecType *p = t->u.fun.res->u.fun.res;
    ck_assert_int_eq(p->kind, ST_REFINE);
    ck_assert_uint_eq(p->u.refine.binder, 0);
    ck_assert_ptr_null(p->u.refine.base);
}
END_TEST

START_TEST(type_aliases_and_their_applications) {
    SpecFile *f = parse_ok("{-@ type ListN a N = {v:List a | size v = N} @-}\n"
                           "{-@ three :: ListN Int 3 @-}\n"
                           "{-@ cons :: x:a -> xs:List a -> ListN a {1 + size xs} @-}\n"
                           "{-@ same :: n:Int -> ListN a n @-}\n"
                           "{-@ type Nat = {v:Int | v >= 0} @-}\n"
                           "{-@ f :: Nat -> [Nat] @-}\n");
    SpecDecl *al = f->decls[0];
    ck_assert_int_eq(al->kind, SD_TYPE_ALIAS);
    ck_assert_str_eq(S(al->u.type_alias.name), "ListN");
    ck_assert_uint_eq(al->u.type_alias.nparams, 2);
    ck_assert(!al->u.type_alias.params[0].is_value);
    ck_assert(al->u.type_alias.params[1].is_value);
    SpecType *three = f->decls[1]->u.sig.type;
    ck_assert_int_eq(three->u.con.args[1]->kind, ST_EXPR);
    ck_assert_int_eq(three->u.con.args[1]->u.expr.expr->kind, SE_INT);
    SpecType *app = f->decls[2]->u.sig.type->u.fun.res->u.fun.res;
    ck_assert_int_eq(app->u.con.args[1]->kind, ST_EXPR);
    ck_assert(app->u.con.args[1]->u.expr.braced);
    SpecType *same = f->decls[3]->u.sig.type->u.fun.res;
    ck_assert_int_eq(same->u.con.args[1]->kind, ST_VAR); /* not yet known to be a value */
    ck_assert_ptr_null(same->u.con.alias);

    ck_assert(spec_link_aliases(f, NULL, 0, &A, &IN, &D));
    ck_assert_ptr_eq(three->u.con.alias, al);
    ck_assert_ptr_eq(app->u.con.alias, al);
    ck_assert_ptr_eq(same->u.con.alias, al);
    ck_assert_int_eq(same->u.con.args[1]->kind, ST_EXPR);
    ck_assert_int_eq(same->u.con.args[1]->u.expr.expr->kind, SE_VAR);
    ck_assert_str_eq(printed_type(same), "ListN a n");
    SpecType *nat = f->decls[5]->u.sig.type;
    ck_assert_ptr_eq(nat->u.fun.arg->u.con.alias, f->decls[4]);
    ck_assert_ptr_eq(nat->u.fun.res->u.elem->u.con.alias, f->decls[4]);
    /* List is not an alias */
    ck_assert_ptr_null(al->u.type_alias.body->u.refine.base->u.con.alias);
}
END_TEST

START_TEST(alias_linking_errors_and_libraries) {
    const char *libtext = "type Pos = {v:Int | v > 0}\npredicate Lt X Y = X < Y\n";
    SpecFile *lib = spec_parse_string(libtext, strlen(libtext), "lib.spec", SOURCE_SPEC, &A, &IN, &D);
    ck_assert_ptr_nonnull(lib);
    SpecFile *f = parse_ok("{-@ f :: x:Pos -> {v:Int | Lt x v} @-}");
    ck_assert(spec_link_aliases(f, &lib, 1, &A, &IN, &D));
    SpecType *t = f->decls[0]->u.sig.type;
    ck_assert_ptr_eq(t->u.fun.arg->u.con.alias, lib->decls[0]);
    ck_assert_ptr_eq(t->u.fun.res->u.refine.pred->alias, lib->decls[1]);

    f = parse_ok("{-@ type ListN a N = {v:[a] | len v = N} @-}\n{-@ f :: ListN Int @-}");
    ck_assert(!spec_link_aliases(f, NULL, 0, &A, &IN, &D));
    ck_assert_str_eq(D.msg, "type alias 'ListN' takes 2 arguments but is given 1");
    ck_assert_int_eq(D.line, 2);
    ck_assert_int_eq(D.col, 10);
    diag_clear(&D);
    f = parse_ok("{-@ type ListN a N = {v:[a] | len v = N} @-}\n{-@ f :: ListN 3 Int @-}");
    ck_assert(!spec_link_aliases(f, NULL, 0, &A, &IN, &D));
    ck_assert_str_eq(D.msg, "argument 1 of type alias 'ListN' must be a type, not a value");
    diag_clear(&D);
    f = parse_ok("{-@ f :: Maybe {1 + 2} @-}");
    ck_assert(!spec_link_aliases(f, NULL, 0, &A, &IN, &D));
    ck_assert_str_eq(D.msg, "a value argument is given to 'Maybe', which is not a type alias");
    ck_assert_int_eq(D.col, 16);
    diag_clear(&D);
    f = parse_ok("{-@ predicate Btwn Lo V Hi = Lo <= V && V < Hi @-}\n{-@ f :: {v:Int | Btwn 0 v} @-}");
    ck_assert(!spec_link_aliases(f, NULL, 0, &A, &IN, &D));
    ck_assert_str_eq(D.msg, "predicate alias 'Btwn' takes 3 arguments but is given 2");
}
END_TEST

START_TEST(predicate_aliases) {
    SpecDecl *d = one_decl("{-@ predicate Btwn Lo V Hi = Lo <= V && V < Hi @-}");
    ck_assert_int_eq(d->kind, SD_PRED_ALIAS);
    ck_assert_uint_eq(d->u.pred_alias.nparams, 3);
    ck_assert_str_eq(S(d->u.pred_alias.params[2]), "Hi");
    SpecExpr *b = d->u.pred_alias.body;
    ck_assert_int_eq(b->u.bin.op, SB_AND);
    ck_assert(b->u.bin.lhs->u.bin.lhs->u.var.is_con);
    d = one_decl("{-@ expression Sum X Y = X + Y @-}");
    ck_assert(d->u.pred_alias.expression_kw);
    ck_assert_str_eq(printed_decl(d), "expression Sum X Y = X + Y");
}
END_TEST

START_TEST(measures_both_styles_inline_reflect) {
    SpecDecl *d = one_decl("{-@ measure size @-}");
    ck_assert_int_eq(d->kind, SD_MEASURE);
    ck_assert_ptr_null(d->u.measure.type);
    ck_assert_uint_eq(d->u.measure.neqs, 0);

    const char *styles[] = {
        /* equations at the declaration's column */
        "{-@ measure size :: List a -> Int\n    size Emp = 0\n    size (x :+: xs) = 1 + size xs\n  @-}",
        /* equations indented further */
        "{-@ measure size :: List a -> Int\n      size Emp = 0\n      size (x :+: xs) = 1 + size xs @-}",
        /* at column 1 below an indented start, or separated by ';' */
        "{-@ measure size :: List a -> Int\nsize Emp = 0\nsize (x :+: xs) = 1 + size xs @-}",
        "{-@ measure size :: List a -> Int; size Emp = 0; size (x :+: xs) = 1 + size xs @-}",
    };
    for (size_t k = 0; k < sizeof styles / sizeof *styles; k++) {
        d = one_decl(styles[k]);
        ck_assert_uint_eq(d->u.measure.neqs, 2);
        ck_assert_str_eq(printed_decl(d), "measure size :: List a -> Int\n"
                                          "    size Emp = 0\n"
                                          "    size (x :+: xs) = 1 + size xs");
        SpecMeasureEq *e1 = d->u.measure.eqs[1];
        ck_assert_uint_eq(e1->npats, 1);
        ck_assert_int_eq(e1->pats[0]->kind, SP_CON);
        ck_assert(e1->pats[0]->infix);
        ck_assert_str_eq(S(e1->pats[0]->name), ":+:");
        ck_assert_int_eq(e1->pats[0]->args[0]->kind, SP_VAR);
        ck_assert_int_eq(e1->body->kind, SE_BIN);
    }
    /* old style: len(y:ys) = 1 + len(ys), the {v | p} body, tuples, wildcards */
    d = one_decl("{-@ measure elts :: [a] -> Set a\n"
                 "    elts([]) = {v | (? Set_emp(v))}\n"
                 "    elts(x:xs) = {v | v = Set_cup(Set_sng(x), elts(xs)) } @-}");
    SpecMeasureEq *e = d->u.measure.eqs[1];
    ck_assert_str_eq(S(e->body_binder), "v");
    ck_assert_int_eq(e->body->u.bin.rhs->kind, SE_APP);
    ck_assert_uint_eq(e->body->u.bin.rhs->u.app.nargs, 2);
    ck_assert_int_eq(d->u.measure.eqs[0]->body->kind, SE_PROP);
    d = one_decl("{-@ measure firstOf :: (a, b) -> a\n    firstOf (x, _) = x @-}");
    ck_assert_int_eq(d->u.measure.eqs[0]->pats[0]->kind, SP_TUPLE);
    ck_assert_int_eq(d->u.measure.eqs[0]->pats[0]->args[1]->kind, SP_WILD);
    d = one_decl("{-@ measure isCons :: T -> Bool\n    isCons (Cons x (Cons y ys)) = true @-}");
    ck_assert_str_eq(printed_decl(d), "measure isCons :: T -> Bool\n    isCons (Cons x (Cons y ys)) = true");

    ck_assert_int_eq(one_decl("{-@ inline maxI @-}")->kind, SD_INLINE);
    ck_assert_int_eq(one_decl("{-@ reflect fib @-}")->kind, SD_REFLECT);
    ck_assert_str_eq(S(one_decl("{-@ reflect fib @-}")->u.name.name), "fib");
    ck_assert_int_eq(one_decl("{-@ ignore f @-}")->kind, SD_IGNORE);
    ck_assert_int_eq(one_decl("{-@ fail f @-}")->kind, SD_FAIL);
    /* a measure named like a keyword's argument is still a signature */
    ck_assert_int_eq(one_decl("{-@ measure :: Int @-}")->kind, SD_SIG);
}
END_TEST

START_TEST(invariants_and_data_declarations) {
    SpecDecl *d = one_decl("{-@ invariant {v:List a | size v >= 0} @-}");
    ck_assert_int_eq(d->kind, SD_INVARIANT);
    ck_assert_int_eq(d->u.invariant->kind, ST_REFINE);

    d = one_decl("{-@ data List [size] a = Emp | (:+:) {hd :: a, tl :: List a} @-}");
    ck_assert_int_eq(d->kind, SD_DATA);
    ck_assert_str_eq(S(d->u.data.name), "List");
    ck_assert_str_eq(S(d->u.data.size_measure), "size");
    ck_assert_uint_eq(d->u.data.ntyvars, 1);
    ck_assert_uint_eq(d->u.data.nctors, 2);
    ck_assert_uint_eq(d->u.data.ctors[0].nfields, 0);
    SpecCtor *c = &d->u.data.ctors[1];
    ck_assert(c->is_operator && c->record);
    ck_assert_str_eq(S(c->name), ":+:");
    ck_assert_str_eq(S(c->fields[1].name), "tl");
    ck_assert_str_eq(printed_type(c->fields[1].type), "List a");

    d = one_decl("{-@ data Pt = Pt {px :: Int, py :: {v:Int | v > px}} @-}");
    c = &d->u.data.ctors[0];
    ck_assert_int_eq(c->fields[1].type->kind, ST_REFINE);
    ck_assert_int_eq(c->fields[1].pos.col, 30);

    d = one_decl("{-@ data T a where\n      C :: x:Int -> T a\n      D :: {v:T a | true} @-}");
    ck_assert(d->u.data.gadt);
    ck_assert_uint_eq(d->u.data.nctors, 2);
    ck_assert_int_eq(d->u.data.ctors[0].gadt_type->kind, ST_FUN);
    ck_assert_int_eq(d->u.data.ctors[1].pos.line, 3);

    d = one_decl("{-@ data Map k a = Tip | Bin (sz :: Nat) (key :: k) (left :: Map k a) @-}");
    c = &d->u.data.ctors[1];
    ck_assert(c->record);
    ck_assert_uint_eq(c->nfields, 3);
    ck_assert_str_eq(printed_decl(d), "data Map k a = Tip | Bin {sz :: Nat, key :: k, left :: Map k a}");

    d = one_decl("{-@ data L a = N | C a (L a) | a :< (L a) @-}");
    ck_assert_uint_eq(d->u.data.ctors[1].nfields, 2);
    ck_assert(!d->u.data.ctors[1].record);
    ck_assert(d->u.data.ctors[2].is_operator);
    ck_assert_str_eq(printed_decl(d), "data L a = N | C a (L a) | (:<) a (L a)");

    d = one_decl("{-@ data P = P !Int !{v:Int | v > 0} | Q {q :: !Int} @-}");
    ck_assert_str_eq(printed_decl(d), "data P = P Int {v:Int | v > 0} | Q {q :: Int}");
    d = one_decl("{-@ newtype Wrap = Wrap {unwrap :: {v:Int | v > 0}} @-}");
    ck_assert(d->u.data.is_newtype);
    d = one_decl("{-@ data Rec = R {a, b :: {v:Int | v > 0}} @-}");
    ck_assert_uint_eq(d->u.data.ctors[0].nfields, 2);
    ck_assert_str_eq(printed_decl(d), "data Rec = R {a :: {v:Int | v > 0}, b :: {v:Int | v > 0}}");
}
END_TEST

START_TEST(termination_metrics_and_lazy) {
    SpecDecl *d = one_decl("{-@ merge :: xs:[a] -> ys:[a] -> [a] / [len xs + len ys, len xs] @-}");
    ck_assert(d->u.sig.has_metric);
    ck_assert_uint_eq(d->u.sig.nmetric, 2);
    ck_assert_int_eq(d->u.sig.metric[0]->u.bin.op, SB_ADD);
    d = one_decl("{-@ f :: Ord a => n:Int -> Int / [n] @-}");
    ck_assert_uint_eq(d->u.sig.nmetric, 1);
    ck_assert_int_eq(d->u.sig.type->kind, ST_CONSTRAINT);
    d = one_decl("{-@ lazy loop @-}");
    ck_assert_int_eq(d->kind, SD_LAZY);
    ck_assert_str_eq(S(d->u.name.name), "loop");
}
END_TEST

START_TEST(ignored_constructs_are_recorded) {
    SpecFile *f = parse_ok("{-@ include <listSet.hquals> @-}\n"
                           "{-@ embed Set as Set_Set @-}\n"
                           "{-@ data variance Foo invariant covariant @-}\n"
                           "{-@ bound Inductive inv step = \\x -> inv x @-}\n"
                           "{-@ automatic-instances f @-}\n");
    const char *kw[] = {"include", "embed", "data variance", "bound", "automatic-instances"};
    ck_assert_uint_eq(f->ndecls, sizeof kw / sizeof *kw);
    for (size_t k = 0; k < f->ndecls; k++) {
        ck_assert_int_eq(f->decls[k]->kind, SD_IGNORED);
        ck_assert_str_eq(f->decls[k]->u.ignored.keyword, kw[k]);
        ck_assert_int_eq(f->decls[k]->pos.col, 5);
        ck_assert_int_eq(f->decls[k]->pos.line, (int)k + 1);
    }
    ck_assert_str_eq(f->decls[1]->u.ignored.text, "embed Set as Set_Set");
}
END_TEST

START_TEST(qualifiers_decrease_and_using_are_kept) {
    SpecFile *f = parse_ok("{-@ qualif Foo(v:Int, a: Int) { v = a + 100 } @-}\n"
                           "{-@ qualif Pos(v:Int): (0 <= v) @-}\n"
                           "{-@ decrease go 1 3 @-}\n"
                           "{-@ using (Int) as {v:Int | v >= 0} @-}\n"
                           "{-@ autosize Tree @-}\n");
    ck_assert_uint_eq(f->ndecls, 5);
    ck_assert_int_eq(f->decls[4]->kind, SD_AUTOSIZE);
    ck_assert_str_eq(S(f->decls[4]->u.name.name), "Tree");
    ck_assert_str_eq(printed_decl(f->decls[4]), "autosize Tree");
    const SpecDecl *d = f->decls[0];
    ck_assert_int_eq(d->kind, SD_QUALIF);
    ck_assert_str_eq(S(d->u.qualif.name), "Foo");
    ck_assert_uint_eq(d->u.qualif.nparams, 2);
    ck_assert_str_eq(S(d->u.qualif.params[1]), "a");
    ck_assert(d->u.qualif.braced);
    ck_assert_str_eq(printed_decl(d), "qualif Foo(v:Int, a:Int) {v = a + 100}");
    ck_assert_str_eq(printed_decl(f->decls[1]), "qualif Pos(v:Int): 0 <= v");
    d = f->decls[2];
    ck_assert_int_eq(d->kind, SD_DECREASE);
    ck_assert_uint_eq(d->u.decrease.nargs, 2);
    ck_assert_int_eq(d->u.decrease.args[1], 3);
    d = f->decls[3];
    ck_assert_int_eq(d->kind, SD_USING);
    ck_assert_int_eq(d->u.using_.invariant->kind, ST_REFINE);
    ck_assert_ptr_null(parse_kind("{-@ decrease go @-}", SOURCE_HS));
    ck_assert_str_eq(D.msg, "unexpected end of annotation in decrease declaration, expected an argument position "
                            "(1, 2, ...)");
}
END_TEST

START_TEST(class_and_instance_measures_are_measures) {
    SpecFile *f = parse_ok("{-@ class measure size :: a -> Int @-}\n"
                           "{-@ instance measure size :: [a] -> Int\n"
                           "    size [] = 0\n"
                           "    size (x:xs) = 1 + size xs\n"
                           "  @-}\n"
                           "{-@ instance measure size :: Maybe a -> Int\n"
                           "    size Nothing = 0\n"
                           "  @-}\n");
    ck_assert_uint_eq(f->ndecls, 2); /* the instance measures of one name merge */
    ck_assert_int_eq(f->decls[0]->kind, SD_MEASURE);
    ck_assert_int_eq(f->decls[0]->u.measure.measure_kind, SPEC_MEASURE_CLASS);
    ck_assert_int_eq(f->decls[1]->u.measure.measure_kind, SPEC_MEASURE_INSTANCE);
    ck_assert_uint_eq(f->decls[1]->u.measure.neqs, 3);
    ck_assert_int_eq(f->decls[1]->pos.line, 2);
    f = parse_ok("{-@ instance measure sz :: T -> Int;sz A = 0;sz B = 1 @-}");
    ck_assert_uint_eq(f->ndecls, 1);
    ck_assert_uint_eq(f->decls[0]->u.measure.neqs, 2);
    /* measures of operators, upper-case logic names, class constraints */
    f = parse_ok("{-@ reflect ++ @-}\n{-@ measure (<>) @-}\n{-@ inline <| @-}\n"
                 "{-@ measure Map_select :: Map k v -> k -> v @-}\n"
                 "{-@ measure elts :: Ord a => [a] -> Set a\n    elts [] = Set_empty 0 @-}\n"
                 "{-@ axiomatize fib @-}");
    ck_assert_uint_eq(f->ndecls, 6);
    ck_assert_int_eq(f->decls[0]->kind, SD_REFLECT);
    ck_assert_str_eq(S(f->decls[0]->u.name.name), "++");
    ck_assert(f->decls[1]->u.measure.is_operator);
    ck_assert_str_eq(S(f->decls[1]->u.measure.name), "<>");
    ck_assert_int_eq(f->decls[2]->kind, SD_INLINE);
    ck_assert_str_eq(S(f->decls[3]->u.measure.name), "Map_select");
    ck_assert_int_eq(f->decls[4]->u.measure.type->kind, ST_CONSTRAINT);
    ck_assert_int_eq(f->decls[5]->kind, SD_REFLECT);
}
END_TEST

START_TEST(refined_classes_and_instances_parse) {
    SpecFile *f = parse_ok("{-@ class Foo a where\n"
                           "      foo :: a -> {v:Int | v > 0}\n"
                           "      bar, baz :: a -> Nat\n"
                           "  @-}\n"
                           "{-@ instance Foo Int where\n  (+++) :: Int -> {v:Int | v > 1} @-}\n"
                           "{-@ class (Eq a) => Bar a @-}\n"
                           "{-@ g :: Int @-}");
    ck_assert_uint_eq(f->ndecls, 4);
    const SpecDecl *d = f->decls[0];
    ck_assert_int_eq(d->kind, SD_CLASS);
    ck_assert(!d->u.klass.instance);
    ck_assert_str_eq(S(d->u.klass.name), "Foo");
    ck_assert_uint_eq(d->u.klass.nmethods, 3);
    ck_assert_str_eq(S(d->u.klass.methods[2]->u.sig.name), "baz");
    ck_assert_int_eq(d->u.klass.methods[2]->u.sig.name_pos.line, 3);
    d = f->decls[1];
    ck_assert(d->u.klass.instance);
    ck_assert_uint_eq(d->u.klass.nmethods, 1);
    ck_assert(d->u.klass.methods[0]->u.sig.is_operator);
    ck_assert_str_eq(S(f->decls[2]->u.klass.name), "Bar");
    ck_assert_uint_eq(f->decls[2]->u.klass.nmethods, 0);
    ck_assert_int_eq(f->decls[3]->kind, SD_SIG);
}
END_TEST

START_TEST(signature_forms_of_the_checklist) {
    /* several names share one signature */
    SpecFile *f = parse_ok("{-@ f, g :: {v:Int | v > 0} @-}");
    ck_assert_uint_eq(f->ndecls, 2);
    ck_assert_str_eq(S(f->decls[1]->u.sig.name), "g");
    ck_assert_int_eq(f->decls[1]->u.sig.name_pos.col, 8);
    ck_assert_str_eq(printed_decl(f->decls[1]), "g :: {v:Int | v > 0}");
    /* a refinement without a binder: v, or the argument's name */
    const SpecDecl *d = one_decl("{-@ f :: x:{Int | x >= 0} -> {Int | v > x} @-}");
    ck_assert_str_eq(S(d->u.sig.type->u.fun.arg->u.refine.binder), "x");
    ck_assert_str_eq(S(d->u.sig.type->u.fun.res->u.refine.binder), "v");
    ck_assert_str_eq(printed_decl(d), "f :: x:{Int | x >= 0} -> {Int | v > x}");
    /* a binder on the result; `assume` alone on its line */
    d = one_decl("{-@ f :: xs:[a] -> ys:[a] @-}");
    ck_assert_int_eq(d->u.sig.type->u.fun.res->kind, ST_LIST);
    d = one_decl("{-@ assume\n    f :: Int @-}");
    ck_assert_int_eq(d->u.sig.sig_kind, SPEC_SIG_ASSUME);
    /* alias value arguments: bare names, parenthesised expressions */
    d = one_decl("{-@ f :: xs:[a] -> ListN a n -> ListN a (len xs + 1) @-}");
    ck_assert_str_eq(printed_decl(d), "f :: xs:[a] -> ListN a n -> ListN a {len xs + 1}");
    /* literals in refinements */
    d = one_decl("{-@ f :: {v:Int | (v, 1) = (1, v) && [v, 2] = [] && \"ab\" = s && c = 'c'} @-}");
    ck_assert_str_eq(printed_decl(d), "f :: {v:Int | (v, 1) = (1, v) && [v, 2] = [] && \"ab\" = s && c = 'c'}");
    /* operator and constructor signatures; data size; GADT constructors */
    f = parse_ok("{-@ ++ :: [a] -> [a] -> [a] @-}\n{-@ data size (Tree a, Forest a) tsize @-}\n"
                 "{-@ data P where\n      P :: x:{Int | x > 0} -> P\n      Q :: {v:P | true} @-}");
    ck_assert_uint_eq(f->ndecls, 4);
    ck_assert(f->decls[0]->u.sig.is_operator);
    ck_assert(f->decls[1]->u.data.size_only);
    ck_assert_str_eq(S(f->decls[2]->u.data.name), "Forest");
    ck_assert_str_eq(S(f->decls[2]->u.data.size_measure), "tsize");
    const SpecCtor *c = &f->decls[3]->u.data.ctors[0];
    ck_assert(c->gadt_fields);
    ck_assert_uint_eq(c->nfields, 1);
    ck_assert_str_eq(S(c->fields[0].name), "x");
    ck_assert(!c->gadt_result);
    c = &f->decls[3]->u.data.ctors[1]; /* a refined result: its type is its contract */
    ck_assert(c->gadt_fields && c->gadt_result);
    ck_assert_uint_eq(c->nfields, 0);
    f = parse_ok("{-@ data R where\n      R :: x:Int -> Maybe R @-}"); /* another result type */
    ck_assert(!f->decls[0]->u.data.ctors[0].gadt_fields);
    /* an alias's value argument written as an application, (height l) */
    f = parse_ok("{-@ type TreeH a H = {v:[a] | len v == H} @-}\n"
                 "{-@ f :: l:[Int] -> TreeH Int (len (tail l)) -> TreeH Int n @-}");
    ck_assert(spec_link_aliases(f, NULL, 0, &A, &IN, &D));
    const SpecType *arg = f->decls[1]->u.sig.type->u.fun.res->u.fun.arg->u.con.args[1];
    ck_assert_int_eq(arg->kind, ST_EXPR);
    ck_assert_int_eq(arg->u.expr.expr->kind, SE_APP);
    ck_assert_int_eq(arg->u.expr.expr->u.app.args[0]->kind, SE_APP);
}
END_TEST

/* ---------------------------------------------------------------- the logic */

START_TEST(precedence_and_associativity) {
    static const char *const cases[][2] = {
        {"a || b && c", "(|| a (&& b c))"},
        {"a && b || c", "(|| (&& a b) c)"},
        {"a && b && c", "(&& a (&& b c))"},
        {"a => b => c", "(=> a (=> b c))"},
        {"a ==> b || c", "(==> a (|| b c))"},
        {"a <=> b => c", "(<=> a (=> b c))"},
        {"a = b && c /= d", "(&& (= a b) (/= c d))"},
        {"x + y * z = 3", "(= (+ x (* y z)) 3)"},
        {"x - y - z", "(- (- x y) z)"},
        {"x / y / z", "(/ (/ x y) z)"},
        {"x mod 2 + 1", "(+ (mod x 2) 1)"},
        {"x `mod` 2 == 0", "(== (mod x 2) 0)"},
        {"-x + y", "(+ (neg x) y)"},
        {"- x * y", "(neg (* x y))"},
        {"x * -1", "(* x (neg 1))"},
        {"not a && b", "(&& (not a) b)"},
        {"not x == y", "(not (== x y))"},
        {"not not a", "(not (not a))"},
        {"f x y + g (h z)", "(+ (f x y) (g (h z)))"},
        {"size xs + size (tl xs) > 0", "(> (+ (size xs) (size (tl xs))) 0)"},
        {"if a then b else c && d", "(if a b (&& c d))"},
        {"1 + if a then 2 else 3", "(+ 1 (if a 2 3))"},
        {"Prop v && ? f x", "(&& (Prop v) (? (f x)))"},
        {"x `Set_mem` s && t", "(&& (Set_mem x s) t)"},
        {"xs ++ ys ++ zs", "(++ xs (++ ys zs))"},
        {"x : xs = ys", "(= (: x xs) ys)"},
        {"f(a, b) = g(c)", "(= (f a b) (g c))"},
        {"(a || b) && c", "(&& (|| a b) c)"},
        {"v=-1", "(= v (neg 1))"},
        {"x>=-y", "(>= x (neg y))"},
        {"1.5e3 <= 2.5", "(<= 1.5e3 2.5)"},
        {"s == \"a\\\"b\" && c == 'x'", "(&& (== s \"a\\\"b\") (== c 'x'))"},
        {"true && false", "(&& true false)"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++)
        ck_assert_msg(strcmp(pred_sexpr(cases[k][0]), cases[k][1]) == 0, "%s: got %s, want %s", cases[k][0],
                      PRINTED, cases[k][1]);
    /* user fixities from infix declarations */
    SpecFile *f = parse_ok("{-@ infixl 6 +++ @-}\n{-@ infixr 1 `implies` @-}\n"
                           "{-@ f :: {v:Int | a +++ b * c +++ d} -> {v:Bool | a `implies` b `implies` c && d} @-}");
    ck_assert_int_eq(f->decls[0]->kind, SD_INFIX);
    ck_assert_int_eq(f->decls[0]->u.infix.prec, 6);
    StrBuf sb;
    sb_init(&sb);
    SpecType *t = f->decls[2]->u.sig.type;
    sexpr(&sb, t->u.fun.arg->u.refine.pred);
    ck_assert_str_eq(sb_str(&sb), "(+++ (+++ a (* b c)) d)");
    sb_clear(&sb);
    sexpr(&sb, t->u.fun.res->u.refine.pred);
    ck_assert_str_eq(sb_str(&sb), "(implies a (implies b (&& c d)))");
    sb_free(&sb);
    ck_assert_str_eq(printed_decl(f->decls[1]), "infixr 1 `implies`");
}
END_TEST

START_TEST(literals_and_operator_kinds) {
    SpecType *t = sig_type("{-@ f :: {v:Int | v = 0x1F && v /= 99999999999999999999 && v != -2.5} @-}");
    SpecExpr *p = t->u.refine.pred;
    SpecExpr *hex = p->u.bin.lhs->u.bin.rhs;
    ck_assert_int_eq(hex->kind, SE_INT);
    ck_assert(hex->u.int_lit.fits);
    ck_assert_int_eq(hex->u.int_lit.value, 31);
    SpecExpr *big = p->u.bin.rhs->u.bin.lhs->u.bin.rhs;
    ck_assert(!big->u.int_lit.fits);
    ck_assert_str_eq(big->u.int_lit.text, "99999999999999999999");
    SpecExpr *ne = p->u.bin.rhs->u.bin.rhs;
    ck_assert_int_eq(ne->u.bin.op, SB_NE);
    ck_assert(ne->u.bin.alt);
    ck_assert_int_eq(ne->u.bin.rhs->kind, SE_NEG);
    ck_assert_int_eq(ne->u.bin.rhs->u.arg->kind, SE_FLOAT);
    ck_assert(ne->u.bin.rhs->u.arg->u.float_lit.value == 2.5);
    t = sig_type("{-@ f :: {v:Bool | v} -> {v:Bool | Prop v} -> {v:Bool | ? v} @-}");
    ck_assert_int_eq(t->u.fun.arg->u.refine.pred->kind, SE_VAR);
    SpecExpr *prop = t->u.fun.res->u.fun.arg->u.refine.pred;
    ck_assert_int_eq(prop->kind, SE_PROP);
    ck_assert(!prop->u.prop.question);
    ck_assert(t->u.fun.res->u.fun.res->u.refine.pred->u.prop.question);
    t = sig_type("{-@ f :: {v:[a] | Set_sub (Set_sng x) (listElts v) && Set_emp Set_empty} @-}");
    SpecExpr *sub = t->u.refine.pred->u.bin.lhs;
    ck_assert_int_eq(sub->kind, SE_APP);
    ck_assert_str_eq(S(sub->u.app.fn->u.var.name), "Set_sub");
    ck_assert_int_eq(sub->u.app.args[0]->kind, SE_APP);
    ck_assert(t->u.refine.pred->u.bin.rhs->u.app.args[0]->u.var.is_con);
    t = sig_type("{-@ f :: {v:Int | v = (+) 1 2 && Emp = Data.Set.empty} @-}");
    ck_assert_str_eq(S(t->u.refine.pred->u.bin.lhs->u.bin.rhs->u.app.fn->u.var.name), "+");
    ck_assert(!t->u.refine.pred->u.bin.rhs->u.bin.rhs->u.var.is_con);
}
END_TEST

/* ---------------------------------------------------------------- printing */

START_TEST(round_trip_printing) {
    static const char *const decls[] = {
        "f :: x:Int -> {v:Int | v > x}",
        "f :: {v:Int | not (a && b) || -x * (y + z) >= -(-1)}",
        "f :: {v:Int | (if a then b else c) && d}",
        "f :: {v:Int | if a then b else c && d}",
        "f :: {v:Bool | ? f x && Prop (g y) && ? (? v) && ? (a + b)}",
        "f :: {v:Int | (a => b) => c}",
        "f :: {v:Int | (a = b) = c}",
        "f :: {v:Int | x - (y - z) + a * b / (c mod d)}",
        "f :: {v:Int | -(a + b) = -a - b}",
        "f :: {v:Int | a `Set_mem` (b `Set_cup` c)}",
        "f :: {v:Int | (xs ++ ys) ++ zs = xs ++ ys ++ zs}",
        "f :: (a -> b) -> x:(y:Int -> {v:Int | v > y}) -> [a] -> b",
        "f :: forall a b. (Ord a, Eq b) => a -> (forall c. c -> c) -> b",
        "f :: Ord a => Eq b => a -> b",
        "f :: a -> (Ord b => b)",
        "f :: ListN a {1 + size xs} -> T 3 -> Maybe (Maybe [{v:a | v > 0}])",
        "f :: (x::Int, {v:Int | x <= v}) -> ()",
        "f :: {v:Int | v = \"str\\\"ing\\n\" && c = '\\''}",
        "f :: Int -> Int / [len xs, n - 1]",
        "assume (!!) :: xs:[a] -> {n:Int | n < len xs} -> a",
        "type ListN a N = {v:List a | size v = N}",
        "predicate Btwn Lo V Hi = Lo <= V && V < Hi",
        "measure size :: List a -> Int\n    size Emp = 0\n    size (x :+: y :+: ys) = 2 + size ys",
        "measure size :: List a -> Int\n    size ((x :+: y) :+: ys) = 2 + size ys",
        "measure rlen :: [a] -> Int\n    rlen [] = {v | v = 0}\n    rlen (y : ys) = {v | v = 1 + rlen ys}",
        "data List [size] a = Emp | (:+:) {hd :: a, tl :: List a}",
        "data T where\n    C :: x:Int -> T\n    D :: {v:T | true}",
        "newtype N a = N {unN :: [a]}",
        "invariant {v:[a] | len v >= 0}",
        "LIQUID \"--no-termination\"",
        "infixr 5 +++",
        "lazy f",
        "embed Set as Set_Set",
    };
    for (size_t k = 0; k < sizeof decls / sizeof *decls; k++) {
        SpecFile *f = parse_kind(decls[k], SOURCE_SPEC);
        ck_assert_msg(f != NULL, "%s: %s", decls[k], D.msg);
        ck_assert_uint_eq(f->ndecls, 1);
        const char *once = printed_decl(f->decls[0]);
        ck_assert_msg(strcmp(once, decls[k]) == 0, "printed %s, want %s", once, decls[k]);
        char *copy = xstrdup(once);
        f = parse_kind(copy, SOURCE_SPEC);
        ck_assert_ptr_nonnull(f);
        ck_assert_str_eq(printed_decl(f->decls[0]), copy);
        free(copy);
    }
    /* canonical forms */
    static const char *const canon[][2] = {
        {"f::x : Int->{ v : Int|v>x }", "f :: x:Int -> {v:Int | v > x}"},
        {"f :: ((Int)) -> (((Bool)))", "f :: Int -> Bool"},
        {"f :: {v:Int | ((a)) && (b && c)}", "f :: {v:Int | a && b && c}"},
        {"f :: {v:Int | len(xs) = f(a, b)}", "f :: {v:Int | len xs = f a b}"},
        {"measure m :: T -> Int\nm (C) = 1", "measure m :: T -> Int\n    m C = 1"},
        {"data Pt = Pt (x :: Int) (y :: Int)", "data Pt = Pt {x :: Int, y :: Int}"},
    };
    for (size_t k = 0; k < sizeof canon / sizeof *canon; k++) {
        SpecFile *f = parse_kind(canon[k][0], SOURCE_SPEC);
        ck_assert_msg(f != NULL, "%s: %s", canon[k][0], D.msg);
        ck_assert_str_eq(printed_decl(f->decls[0]), canon[k][1]);
    }
}
END_TEST

START_TEST(printing_regressions_found_by_fuzzing) {
    /* a numeric escape followed by a digit needs Haskell's empty escape \& */
    SpecFile *f = parse_kind("LIQUID \"a\\29\\&9\\1234b\"", SOURCE_SPEC);
    ck_assert_ptr_nonnull(f);
    ck_assert_str_eq(f->decls[0]->u.pragma.text, "a\x1d" "9\xd3\x92" "b");
    ck_assert_str_eq(printed_decl(f->decls[0]), "LIQUID \"a\\29\\&9\xd3\x92" "b\"");
    /* an ignored declaration ending with an operator is ended with ';' so
     * that the next printed line is not its continuation */
    f = parse_ok("{-@ include <a.hquals> @-}\n{-@ embed Set as Set_Set @-}\n"
                 "{-@ qualif Q(v:Int) {- a comment -} : (v >= 0) @-}\n{-@ embed a, @-}\n{-@ lazy f @-}");
    StrBuf sb;
    sb_init(&sb);
    spec_print_file(&sb, &IN, f);
    ck_assert_str_eq(sb_str(&sb), "include <a.hquals> ;\nembed Set as Set_Set\nqualif Q(v:Int): v >= 0\n"
                                  "embed a, ;\nlazy f\n");
    SpecFile *g = parse_kind(sb_str(&sb), SOURCE_SPEC);
    ck_assert_ptr_nonnull(g);
    ck_assert_uint_eq(g->ndecls, 5);
    sb_free(&sb);
    /* an ignored declaration must still close its brackets */
    ck_assert_ptr_null(parse_kind("{-@ qualif Pos(v:Int @-}\n{-@ f :: Int @-}", SOURCE_HS));
    ck_assert_str_eq(D.msg, "unexpected end of annotation in qualifier, expected ',' or ')'");
    ck_assert_int_eq(D.col, 22);
    /* a stray UTF-8 continuation byte is a column of its own */
    f = parse_kind("{-@ f :: Int @-}\n\xbe {-@ g :: {v:Int | ) } @-}", SOURCE_HS);
    ck_assert_ptr_null(f);
    ck_assert_int_eq(D.line, 2);
    ck_assert_int_eq(D.col, 21);
    f = parse_kind("{-@ f :: {v:Int | v = \xc3\xa9t\xc3\xa9 ) } @-}", SOURCE_HS);
    ck_assert_ptr_null(f);
    ck_assert_int_eq(D.col, 27); /* \xc3\xa9 is one column */
}
END_TEST

/* ---------------------------------------------------------------- errors */

typedef struct ErrCase {
    const char *src;
    SourceKind kind;
    int line, col, status;
    const char *msg;
} ErrCase;

START_TEST(error_positions_and_messages) {
    static const ErrCase cases[] = {
        {"{-@ f :: {v:Int | ) } @-}", SOURCE_HS, 1, 19, 2, "unexpected ')' in refinement type, expected a predicate"},
        {"{-@ f :: {v:Int | v > } @-}", SOURCE_HS, 1, 23, 2, "unexpected '}' in predicate, expected an expression"},
        {"x = 1\n{-@ f :: Int -> @-}", SOURCE_HS, 2, 17, 2, "unexpected end of annotation in type signature, expected a type"},
        {"{-@ f :: {v:Int v > 0} @-}", SOURCE_HS, 1, 19, 2, "unexpected '>' in refinement type, expected '|'"},
        {"{-@ f Int @-}", SOURCE_HS, 1, 7, 2, "unexpected 'Int' in type signature, expected '::'"},
        {"{-@ f :: {v:Int | a < b < c} @-}", SOURCE_HS, 1, 25, 2, "operator '<' cannot follow '<' without parentheses (they are non-associative)"},
        {"\n\n  {-@ f :: Int", SOURCE_HS, 3, 3, 2, "unterminated annotation: '{-@' has no matching '@-}'"},
        {"{-@ f :: Int -}", SOURCE_HS, 1, 14, 2, "annotation opened with '{-@' at line 1 is closed by '-}', expected '@-}'"},
        {"{- {-@ f :: Int @-}", SOURCE_HS, 1, 1, 2, "unterminated comment: '{-' has no matching '-}'"},
        {"{-@ f :: Int / [len xs @-}", SOURCE_HS, 1, 24, 2, "unexpected end of annotation in termination metric, expected ',' or ']'"},
        {"{-@ type listN a = Int @-}", SOURCE_HS, 1, 10, 2, "unexpected 'listN' in type alias, expected the alias name (upper-case)"},
        {"{-@ measure size :: [a] -> Int\n    size [] 0 @-}", SOURCE_HS, 2, 13, 2, "unexpected '0' in measure equation, expected '='"},
        {"{-@ data T = C | @-}", SOURCE_HS, 1, 18, 2, "unexpected end of annotation in data declaration, expected a constructor"},
        {"{-@ LIQUID no-termination @-}", SOURCE_HS, 1, 12, 2, "unexpected 'no' in LIQUID pragma, expected a string such as \"--no-termination\""},
        {"{-@ f :: {v:Int | v > 0 @-}", SOURCE_HS, 1, 25, 2, "unexpected end of annotation in refinement type, expected '}'"},
        {"{-@ f :: {v:Int | \"abc} @-}", SOURCE_HS, 1, 19, 2, "unterminated string literal"},
        {"{-@ f :: {v:Int | v = 'ab'} @-}", SOURCE_HS, 1, 23, 2, "unexpected quote \"'\" (not a character literal)"},
        {"{-@ f :: Int # Int @-}", SOURCE_HS, 1, 14, 2, "unexpected '#' in type signature, expected the end of the declaration"},
        {"{-@ f :: Ord a -> b => c @-}", SOURCE_HS, 1, 21, 2, "the left of '=>' must be class constraints such as 'Ord a' or '(Ord a, Eq b)'"},
        {"{-@ infixl 12 +++ @-}", SOURCE_HS, 1, 12, 2, "unexpected '12' in fixity declaration, expected a precedence from 0 to 9"},
        {"{-@ f :: {v : Int | if v then 1 @-}", SOURCE_HS, 1, 33, 2, "unexpected end of annotation in predicate, expected 'else'"},
        {"{-@ newtype N = A Int | B Int @-}", SOURCE_HS, 1, 31, 2, "a newtype must have exactly one constructor"},
        {"{-@ f :: {v:Int | v \x7f 1} @-}", SOURCE_HS, 1, 21, 2, "unexpected character (byte 0x7F)"},
        {"{-@ f :: Int\n      -> {v:Int | v > 0 @-}\nf = 1", SOURCE_HS, 2, 25, 2, "unexpected end of annotation in refinement type, expected '}'"},
        {"{-@ f :: Int @-}\n{-@ g :: [Int @-}", SOURCE_HS, 2, 15, 2, "unexpected end of annotation in type signature, expected ']'"},
        {"{-@ measure size :: [a] -> Int\n    size = 0 @-}", SOURCE_HS, 2, 10, 2, "unexpected '=' in measure equation, expected a pattern"},
        {"{-@ data Pt = Pt {px :: Int, } @-}", SOURCE_HS, 1, 30, 2, "unexpected '}' in data declaration, expected a field name"},
        {"{-@ f :: {v:Int | v > 0} }", SOURCE_HS, 1, 1, 2, "unterminated annotation: '{-@' has no matching '@-}'"},
        {"f :: Int ->\n", SOURCE_SPEC, 2, 1, 2, "unexpected end of file in type signature, expected a type"},
        {"f :: Int\n  Int2 :: Bool", SOURCE_SPEC, 2, 3, 2, "unexpected 'Int2' in type signature, expected the end of the declaration"},
        {"f :: Int\ng Int", SOURCE_SPEC, 2, 3, 2, "unexpected 'Int' in type signature, expected '::'"},
        {"> {-@ f :: Int\n>      -> [a @-}", SOURCE_LHS, 2, 14, 2, "unexpected end of annotation in type signature, expected ']'"},
        {"\\begin{code}\n{-@ f ::\n\\end{code}\nprose\n\\begin{code}\n Int -> ) @-}\n\\end{code}", SOURCE_LHS, 6, 9, 2, "unexpected ')' in type signature, expected a type"},
        /* abstract refinements */
        {"{-@ f :: forall <p :: Int -> Int>. Int @-}", SOURCE_HS, 1, 18, 2, "the sort of abstract refinement 'p' must be a function type ending in Bool, such as a -> Bool"},
        {"{-@ f :: [a]<{\\ -> x}> @-}", SOURCE_HS, 1, 17, 2, "unexpected '->' in abstract refinement, expected a parameter of the predicate"},
        {"{-@ f :: Int<Just x> @-}", SOURCE_HS, 1, 14, 2, "unexpected 'Just' in abstract refinement, expected an abstract refinement (p, p x or {\\x -> e})"},
        {"{-@ type T a <p :: a -> Bool> = [a]<p> @-}", SOURCE_HS, 1, 14, 3, "unsupported LiquidHaskell construct: abstract refinement parameters of a type alias (type T a <p :: …>) are not supported; apply them in its body"},
        /* unsupported constructs: status 3 */
        {"{-@ f :: {v:Int | \\x -> x} @-}", SOURCE_HS, 1, 19, 3, "unsupported LiquidHaskell construct: lambda abstractions in refinements are not supported"},
        {"{-@ f :: exists[z:Int]. Int @-}", SOURCE_HS, 1, 10, 3, "unsupported LiquidHaskell construct: existential types (exists[x:t]. t) are not supported"},
        {"{-@ assume reflect f as g @-}", SOURCE_HS, 1, 5, 3, "unsupported LiquidHaskell construct: 'assume reflect' declarations are not supported"},
        {"{-@ f :: {v:Int | v > {\\x -> x}} @-}", SOURCE_HS, 1, 23, 2, "unexpected '{' in predicate, expected an expression"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        const ErrCase *c = &cases[k];
        SpecFile *f = parse_kind(c->src, c->kind);
        ck_assert_msg(f == NULL, "case %zu parsed: %s", k, c->src);
        ck_assert(D.set);
        ck_assert_msg(strcmp(D.msg, c->msg) == 0, "case %zu: message '%s', want '%s'", k, D.msg, c->msg);
        ck_assert_msg(D.line == c->line && D.col == c->col, "case %zu (%s): at %d:%d, want %d:%d", k, c->msg,
                      D.line, D.col, c->line, c->col);
        ck_assert_int_eq(D.status, c->status);
        ck_assert_str_eq(D.file, c->kind == SOURCE_LHS ? "t.lhs" : c->kind == SOURCE_SPEC ? "t.spec" : "t.hs");
    }
}
END_TEST

/* ---------------------------------------------------------------- abstract refinements */

START_TEST(abstract_refinement_forms) {
    static const char *const decls[] = {
        "f :: forall <p :: Int -> Bool>. Int<p> -> Int<p>",
        "f :: forall a <p :: a -> a -> Bool, q :: a -> Prop>. a<q> -> [a<q>]<p> -> a",
        "f :: forall <p :: Int -> Bool>. x:Int -> Int<p x>",
        "f :: xs:[a]<{\\x y -> x <= y}> -> [a]<{\\x y -> x < y}>",
        "f :: T <p, {\\x -> x > 0}> a -> (k<l key>, v)",
        "f :: T a <<p>> -> Int",
        "f :: [a]<\\h -> {v:a | v >= h}> -> Int",
        "f :: forall a <p :: a -> Bool, q :: a -> Bool>. {x::a<p> |- a<q> <: {v:a | x <= v}} a<p> -> a<q>",
        "type IncrList a = [a]<{\\x y -> x <= y}>",
        "data L a <p :: a -> a -> Bool> = N | C {x :: a, xs :: L <p> a<p x>}",
    };
    for (size_t k = 0; k < sizeof decls / sizeof *decls; k++) {
        SpecFile *f = parse_kind(decls[k], SOURCE_SPEC);
        ck_assert_msg(f != NULL, "%s: %s", decls[k], D.msg);
        const char *once = printed_decl(f->decls[0]);
        ck_assert_msg(strcmp(once, decls[k]) == 0, "printed %s, want %s", once, decls[k]);
    }
    /* the structure: parameters with their arity, applications with their arguments */
    SpecType *t = sig_type("{-@ f :: forall a <p :: a -> a -> Bool>. x:a -> [a<p x>]<{\\y z -> y < z}> @-}");
    ck_assert_int_eq(t->kind, ST_FORALL);
    ck_assert_uint_eq(t->u.forall.naparams, 1);
    ck_assert_str_eq(S(t->u.forall.aparams[0].name), "p");
    ck_assert_uint_eq(t->u.forall.aparams[0].nargs, 2);
    SpecType *res = t->u.forall.body->u.fun.res;
    ck_assert_int_eq(res->kind, ST_ABSREF);
    ck_assert_uint_eq(res->u.absref.nargs, 1);
    ck_assert_int_eq(res->u.absref.args[0].kind, SA_LAMBDA);
    ck_assert_uint_eq(res->u.absref.args[0].nparams, 2);
    ck_assert_int_eq(res->u.absref.base->kind, ST_LIST);
    SpecType *elem = res->u.absref.base->u.elem;
    ck_assert_int_eq(elem->kind, ST_ABSREF);
    ck_assert_int_eq(elem->u.absref.args[0].kind, SA_PRED);
    ck_assert_int_eq(elem->u.absref.args[0].pred->kind, SE_APP);
    /* glued brackets: Bool>. and a<p>-> */
    t = sig_type("{-@ g :: forall <p :: Int -> Bool>.Int<p>->Int @-}");
    ck_assert_str_eq(printed_type(t), "forall <p :: Int -> Bool>. Int<p> -> Int");
    /* a data declaration keeps its parameters */
    SpecDecl *d = one_decl("{-@ data L a <p :: a -> a -> Bool> = N | C (x :: a) (xs :: L <p> a<p x>) @-}");
    ck_assert_uint_eq(d->u.data.naparams, 1);
    ck_assert_uint_eq(d->u.data.nctors, 2);
    ck_assert_int_eq(d->u.data.ctors[1].fields[1].type->kind, ST_ABSREF);
}
END_TEST

/* A parenthesised type argument with abstract refinements applied, (a<p>)
 * or (k <l key>), is a type; one with a comparison, (n < m), a value. */
START_TEST(abstract_refinement_in_parentheses) {
    static const struct {
        const char *annotation, *printed;
    } cases[] = {
        {"{-@ f :: OList (a<p>) -> Maybe (a <p x>) @-}", "OList a<p> -> Maybe a<p x>"},
        {"{-@ f :: Bst <l, r> (k <l key>) v -> IO (a<p i j>) @-}", "Bst <l, r> k<l key> v -> IO a<p i j>"},
        {"{-@ f :: Fix (AstF <{\\ix -> isExpr ix}>) @-}", "Fix AstF<{\\ix -> isExpr ix}>"},
        {"{-@ f :: TaggedT<p, q> u (a<rx>) @-}", "TaggedT <p, q> u a<rx>"},
        {"{-@ f :: x:Int -> T a (x < 1) @-}", "x:Int -> T a {x < 1}"},
        {"{-@ f :: x:Int -> T a (x < 1 && 2 > x) @-}", "x:Int -> T a {x < 1 && 2 > x}"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        SpecType *t = sig_type(cases[k].annotation);
        ck_assert_msg(t != NULL, "%s: %s", cases[k].annotation, D.msg);
        ck_assert_str_eq(printed_type(t), cases[k].printed);
    }
    SpecType *t = sig_type("{-@ f :: OList (a<p>) @-}");
    ck_assert_int_eq(t->u.con.args[0]->kind, ST_ABSREF);
    t = sig_type("{-@ f :: T a (n < m) @-}");
    ck_assert_int_eq(t->u.con.args[1]->kind, ST_EXPR);
    /* y:{_ | y == x}: the argument's own binder, over its Haskell type */
    t = sig_type("{-@ f :: x:_ -> y:{_ | y == x} -> Int @-}");
    ck_assert_str_eq(printed_type(t), "x:_ -> y:{_ | y == x} -> Int");
    ck_assert_str_eq(S(t->u.fun.res->u.fun.arg->u.refine.binder), "y");
}
END_TEST

/* ---------------------------------------------------------------- robustness */

START_TEST(every_prefix_gives_a_result_or_a_diag) {
    static const char *const samples[] = {
        "{-@ f :: x:Int -> {y:Int | y > x && (not (x == 3) || x `mod` 2 = 0)} -> {v:[a] | len v = x} / [x] @-}",
        "{-@ measure size :: List a -> Int\n    size Emp = 0\n    size (x :+: xs) = 1 + size xs @-}",
        "{-@ data List [size] a = Emp | (:+:) {hd :: a, tl :: List {v:a | v >= hd}} @-}",
        "{-@ type ListN a N = {v:List a | size v = N} @-}\n{-@ app :: Ord a => xs:[a] -> ListN a {1 + size xs} @-}",
        "{-@ data T where\n  C :: x:Int -> {v:T | true}\n  D :: (y::Int, [{z:Int | z < y}]) -> T @-}",
        "{-@ LIQUID \"--no-termination\" @-}\n{-@ p :: {v:Bool | if Prop v then ? f(a, b) else -1.5e3 /= 'c'} @-}",
    };
    for (size_t k = 0; k < sizeof samples / sizeof *samples; k++) {
        size_t n = strlen(samples[k]);
        for (size_t len = 0; len <= n; len++) {
            for (int kind = 0; kind < 3; kind++) {
                Arena a;
                arena_init(&a);
                Diag d;
                diag_init(&d);
                /* as a .hs file, and its inside as a .spec file */
                const char *text = samples[k];
                size_t tl = len;
                SourceKind src = kind == 0 ? SOURCE_HS : kind == 1 ? SOURCE_SPEC : SOURCE_LHS;
                if (kind == 1 && len >= 3) {
                    text += 3;
                    tl -= 3;
                }
                SpecFile *f = spec_parse_string(text, tl, "p.hs", src, &a, &IN, &d);
                ck_assert_msg((f != NULL) != d.set, "sample %zu prefix %zu", k, len);
                if (f) {
                    StrBuf sb;
                    sb_init(&sb);
                    spec_print_file(&sb, &IN, f);
                    sb_free(&sb);
                    spec_link_aliases(f, NULL, 0, &a, &IN, &d);
                } else {
                    ck_assert(d.status == EXIT_BAD_INPUT || d.status == EXIT_UNSUPPORTED);
                    ck_assert(d.line >= 1 && d.col >= 1);
                    ck_assert_ptr_nonnull(d.msg);
                }
                diag_clear(&d);
                arena_free(&a);
            }
        }
    }
}
END_TEST

/* head, then pre n times, mid, suf n times, tail. */
static char *repeated(const char *head, const char *pre, const char *mid, const char *suf, const char *tail, int n) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, head);
    for (int k = 0; k < n; k++) sb_puts(&sb, pre);
    sb_puts(&sb, mid);
    for (int k = 0; k < n; k++) sb_puts(&sb, suf);
    sb_puts(&sb, tail);
    return sb_take(&sb);
}

/* A flat chain of && or || is not deep, however long: it is grouped in
 * balanced halves (spec_parse_expr.c), and means the same. */
START_TEST(long_connective_chains_parse) {
    static const char *const ops[] = {" && a", " || a"};
    for (size_t k = 0; k < 2; k++) {
        char *text = repeated("{-@ f :: {v:Int | ", "", "a", ops[k], "} @-}", 100000);
        SpecFile *f = parse_kind(text, SOURCE_HS);
        ck_assert_msg(f != NULL, "%s", D.msg);
        const SpecExpr *e = f->decls[0]->u.sig.type->u.refine.pred;
        ck_assert_int_eq(e->kind, SE_BIN);
        ck_assert_int_eq(e->u.bin.op, k == 0 ? SB_AND : SB_OR);
        ck_assert_msg(e->height <= 20, "height %d", e->height);
        free(text);
    }
    /* a short chain keeps its written shape: a && (a && a) */
    SpecFile *f = parse_kind("{-@ f :: {v:Int | a && b && c} @-}", SOURCE_HS);
    ck_assert_ptr_nonnull(f);
    const SpecExpr *e = f->decls[0]->u.sig.type->u.refine.pred;
    ck_assert_int_eq(e->u.bin.lhs->kind, SE_VAR);
    ck_assert_int_eq(e->u.bin.rhs->kind, SE_BIN);
}
END_TEST

START_TEST(deep_nesting_is_an_error_not_a_crash) {
    static const struct {
        const char *head, *pre, *mid, *suf, *tail;
    } shapes[] = {
        {"{-@ f :: ", "(", "Int", ")", " @-}"},
        {"{-@ f :: ", "[", "Int", "]", " @-}"},
        {"{-@ f :: ", "Int -> ", "Int", "", " @-}"},
        {"{-@ f :: ", "Maybe (", "Int", ")", " @-}"},
        {"{-@ f :: ", "{v:Maybe ", "Int", " | true}", " @-}"},
        {"{-@ f :: ", "forall a. ", "a", "", " @-}"},
        {"{-@ f :: ", "(x::Int, ", "Int", ")", " @-}"},
        {"{-@ f :: {v:Int | ", "(", "v", ")", "} @-}"},
        {"{-@ f :: {v:Int | ", "", "1", " + 1", "} @-}"},
        {"{-@ f :: {v:Int | ", "", "a", " => a", "} @-}"},
        {"{-@ f :: {v:Int | ", "", "a", " ++ a", "} @-}"},
        {"{-@ f :: {v:Int | ", "f (", "x", ")", "} @-}"},
        {"{-@ f :: {v:Int | ", "not ", "v", "", "} @-}"},
        {"{-@ f :: {v:Int | ", "- ", "v", "", "} @-}"},
        {"{-@ f :: {v:Int | ", "? (", "v", ")", "} @-}"},
        {"{-@ f :: {v:Int | ", "if a then b else ", "c", "", "} @-}"},
        {"{-@ f :: {v:Int | ", "if ", "a", " then b else c", "} @-}"},
        {"{-@ measure m :: T -> Int\n    m ", "(C ", "x", ")", " = 1 @-}"},
        {"{-@ f :: Int / [", "(", "x", ")", "] @-}"},
        {"{-@ f :: T {", "(", "1", ")", "} @-}"},
    };
    for (size_t k = 0; k < sizeof shapes / sizeof *shapes; k++) {
        /* shallow: parses */
        char *ok = repeated(shapes[k].head, shapes[k].pre, shapes[k].mid, shapes[k].suf, shapes[k].tail, 30);
        SpecFile *f = parse_kind(ok, SOURCE_HS);
        ck_assert_msg(f != NULL, "shape %zu: %s", k, D.msg);
        StrBuf sb;
        sb_init(&sb);
        spec_print_file(&sb, &IN, f);
        sb_free(&sb);
        free(ok);
        /* very deep: a clear error */
        char *deep = repeated(shapes[k].head, shapes[k].pre, shapes[k].mid, shapes[k].suf, shapes[k].tail, 100000);
        f = parse_kind(deep, SOURCE_HS);
        ck_assert_msg(f == NULL, "shape %zu parsed", k);
        ck_assert_int_eq(D.status, EXIT_UNSUPPORTED);
        ck_assert_msg(strstr(D.msg, "nested too deeply") != NULL, "shape %zu: %s", k, D.msg);
        free(deep);
    }
    /* wide is fine: many arguments, many declarations */
    char *wide = repeated("{-@ f :: {v:Int | g", " x", "", "", "} @-}", 50000);
    ck_assert_ptr_nonnull(parse_kind(wide, SOURCE_HS));
    free(wide);
    wide = repeated("", "{-@ f :: Int @-}\n", "", "", "", 20000);
    SpecFile *f = parse_kind(wide, SOURCE_HS);
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(f->ndecls, 20000);
    free(wide);
}
END_TEST

/* lhx's own library specs (the .spec files in specs/) must all parse, and their aliases
 * link against each other. */
START_TEST(library_specs_parse) {
    static const char *const files[] = {"specs/Prelude.spec",  "specs/GHC.Err.spec",  "specs/GHC.List.spec",
                                        "specs/GHC.Base.spec", "specs/GHC.Real.spec", "specs/Data.Map.Internal.spec"};
    Arena a;
    arena_init(&a);
    Interner in;
    interner_init(&in);
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        Diag d;
        diag_init(&d);
        SpecFile *f = spec_parse_file(files[i], &a, &in, &d);
        ck_assert_msg(f != NULL, "%s: %s:%d:%d: %s", files[i], d.file ? d.file : "", d.line, d.col, d.msg ? d.msg : "");
        ck_assert_msg(f->ndecls > 0, "%s has no declarations", files[i]);
        diag_clear(&d);
    }
    interner_free(&in);
    arena_free(&a);
}
END_TEST

Suite *spec_suite(void) {
    Suite *s = suite_create("spec");
    TCase *tc = tcase_create("spec");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, extraction_skips_comments_strings_and_literals);
    tcase_add_test(tc, annotation_spanning_lines_and_several_declarations);
    tcase_add_test(tc, lhs_bird_tracks_positions);
    tcase_add_test(tc, lhs_latex_code_blocks_positions);
    tcase_add_test(tc, spec_files_hold_bare_declarations);
    tcase_add_test(tc, checklist_file_parses_and_prints_as_expected);
    tcase_add_test(tc, liquid_pragmas_set_flags);
    tcase_add_test(tc, plugin_options_set_flags);
    tcase_add_test(tc, signatures_with_binders);
    tcase_add_test(tc, plain_haskell_types);
    tcase_add_test(tc, refinements_in_type_arguments);
    tcase_add_test(tc, type_aliases_and_their_applications);
    tcase_add_test(tc, alias_linking_errors_and_libraries);
    tcase_add_test(tc, predicate_aliases);
    tcase_add_test(tc, measures_both_styles_inline_reflect);
    tcase_add_test(tc, invariants_and_data_declarations);
    tcase_add_test(tc, termination_metrics_and_lazy);
    tcase_add_test(tc, ignored_constructs_are_recorded);
    tcase_add_test(tc, qualifiers_decrease_and_using_are_kept);
    tcase_add_test(tc, class_and_instance_measures_are_measures);
    tcase_add_test(tc, refined_classes_and_instances_parse);
    tcase_add_test(tc, signature_forms_of_the_checklist);
    tcase_add_test(tc, precedence_and_associativity);
    tcase_add_test(tc, literals_and_operator_kinds);
    tcase_add_test(tc, round_trip_printing);
    tcase_add_test(tc, printing_regressions_found_by_fuzzing);
    tcase_add_test(tc, error_positions_and_messages);
    tcase_add_test(tc, abstract_refinement_forms);
    tcase_add_test(tc, abstract_refinement_in_parentheses);
    tcase_add_test(tc, every_prefix_gives_a_result_or_a_diag);
    tcase_add_test(tc, deep_nesting_is_an_error_not_a_crash);
    tcase_add_test(tc, long_connective_chains_parse);
    tcase_add_test(tc, library_specs_parse);
    suite_add_tcase(s, tc);
    return s;
}
