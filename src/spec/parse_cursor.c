/* parse_cursor.c — the parser's cursor over a region's tokens: where one
 * declaration ends (layout), looking ahead, expecting, nesting depth, and
 * the error messages every part of the parser reports (parse.h). The
 * declarations (parse.c), types with their abstract refinements
 * (parse_type.c) and expressions (parse_expr.c) all read tokens through
 * here, so that each calls only downwards. */
#include "parse.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../util/strbuf.h"

void sp_init(SpecParser *p, const char *file, Arena *a, Interner *in, Diag *diag) {
    memset(p, 0, sizeof *p);
    p->a = a;
    p->in = in;
    p->diag = diag;
    p->file = file;
    symmap_init(&p->fixities);
    p->kw.forall = intern(in, "forall");
    p->kw.if_ = intern(in, "if");
    p->kw.then_ = intern(in, "then");
    p->kw.else_ = intern(in, "else");
    p->kw.not_ = intern(in, "not");
    p->kw.true_ = intern(in, "true");
    p->kw.false_ = intern(in, "false");
    p->kw.mod = intern(in, "mod");
    p->kw.prop = intern(in, "Prop");
    p->kw.hole = intern(in, "_");
    p->kw.colon = intern(in, ":");
    p->ctx = "declaration";
}

void sp_free(SpecParser *p) { symmap_free(&p->fixities); }

/* ---------------------------------------------------------------- tokens and layout */

/* Operators that are punctuation of the spec language: never the name of
 * a declared function. */
bool sp_reserved_decl_op(const SpecToken *t) {
    static const char *const res[] = {"::", "=", "|", "->", "=>", "\\", "@", "<-", "..", ":", "~"};
    for (size_t k = 0; k < sizeof res / sizeof *res; k++)
        if (sp_is_op(t, res[k])) return true;
    return false;
}

/* Can token i start a declaration: a name, `(`, LIQUID, or a signature of
 * an operator (+ :: t) or, outside a GADT's constructors, of a data
 * constructor (C :: t)? */
bool sp_can_start_decl(const SpecParser *p, size_t i) {
    const SpecToken *t = &p->toks[i];
    if (t->kind == SK_VARID || t->kind == SK_LPAREN) return true;
    if (t->kind == SK_CONID && t->len == 6 && memcmp(t->text, "LIQUID", 6) == 0) return true;
    bool sig = i + 1 < p->ntoks && sp_is_op(&p->toks[i + 1], "::");
    if (t->kind == SK_OP) return sig && !sp_reserved_decl_op(t);
    return t->kind == SK_CONID && sig && !p->in_gadt;
}

/* Does token i start a new declaration (or is it a `;` ending one)? */
bool sp_boundary_at(const SpecParser *p, size_t i) {
    if (i <= p->item_start || i >= p->ntoks) return false;
    const SpecToken *t = &p->toks[i];
    if (t->kind == SK_EOF) return false;
    if (t->kind == SK_SEMI) return t->depth == 0;
    if (!t->bol || t->depth != 0 || t->col > p->ref_col || !sp_can_start_decl(p, i)) return false;
    SpecTokKind prev = p->toks[i - 1].kind;
    return prev != SK_OP && prev != SK_COMMA && prev != SK_BACKQUOTE;
}

/* The end-of-declaration token, placed just after the previous token. */
static const SpecToken *end_token(SpecParser *p) {
    const SpecToken *prev = p->pos > 0 ? &p->toks[p->pos - 1] : &p->toks[p->pos];
    memset(&p->end_tok, 0, sizeof p->end_tok);
    p->end_tok.kind = SK_EOF;
    p->end_tok.text = "";
    p->end_tok.line = prev->line;
    p->end_tok.col = prev->col + (int)prev->len;
    p->end_tok.bol = true;
    return &p->end_tok;
}

const SpecToken *sp_cur(SpecParser *p) {
    if (sp_boundary_at(p, p->pos)) return end_token(p);
    return &p->toks[p->pos];
}

const SpecToken *sp_peek(SpecParser *p, size_t k) {
    if (sp_boundary_at(p, p->pos)) return end_token(p);
    for (size_t j = 1; j <= k; j++) {
        size_t i = p->pos + j;
        if (i >= p->ntoks) return &p->toks[p->ntoks - 1];
        if (sp_boundary_at(p, i)) return end_token(p);
        if (p->toks[i].kind == SK_EOF) return &p->toks[i];
    }
    return &p->toks[p->pos + k];
}

void sp_next(SpecParser *p) {
    if (sp_boundary_at(p, p->pos)) return;
    if (p->toks[p->pos].kind != SK_EOF) p->pos++;
}

bool sp_at_end(SpecParser *p) { return sp_cur(p)->kind == SK_EOF; }

bool sp_is_op(const SpecToken *t, const char *op) {
    size_t n = strlen(op);
    return t->kind == SK_OP && t->len == n && memcmp(t->text, op, n) == 0;
}

bool sp_is_word(const SpecToken *t, const char *word) {
    size_t n = strlen(word);
    return (t->kind == SK_VARID || t->kind == SK_CONID) && t->len == n && memcmp(t->text, word, n) == 0;
}

SpecPos sp_pos(const SpecParser *p, const SpecToken *t) { return (SpecPos){p->file, t->line, t->col}; }

/* ---------------------------------------------------------------- errors */

static const char *describe(SpecParser *p, const SpecToken *t, char *buf, size_t size) {
    if (t == &p->end_tok) return "end of declaration";
    return spec_tok_describe(t, p->bare, buf, size);
}

bool sp_expected(SpecParser *p, const char *what) {
    const SpecToken *t = sp_cur(p);
    char buf[80];
    return diag_error_at(p->diag, EXIT_BAD_INPUT, p->file, t->line, t->col, "unexpected %s in %s, expected %s",
                         describe(p, t, buf, sizeof buf), p->ctx, what);
}

bool sp_unsupported(SpecParser *p, const SpecToken *t, const char *what) {
    return diag_error_at(p->diag, EXIT_UNSUPPORTED, p->file, t->line, t->col,
                         "unsupported LiquidHaskell construct: %s", what);
}

bool sp_error_at(SpecParser *p, const SpecToken *t, const char *fmt, ...) {
    StrBuf sb;
    sb_init(&sb);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&sb, fmt, ap);
    va_end(ap);
    diag_error_at(p->diag, EXIT_BAD_INPUT, p->file, t->line, t->col, "%s", sb_str(&sb));
    sb_free(&sb);
    return false;
}

bool sp_too_deep(SpecParser *p, SpecPos pos) {
    return diag_error_at(p->diag, EXIT_UNSUPPORTED, p->file, pos.line, pos.col,
                         "specification nested too deeply (more than %d levels) in %s", SPEC_MAX_DEPTH,
                         p->ctx);
}

bool sp_enter(SpecParser *p) {
    if (p->depth >= SPEC_MAX_DEPTH) {
        const SpecToken *t = sp_cur(p);
        return sp_too_deep(p, sp_pos(p, t));
    }
    p->depth++;
    return true;
}

void sp_leave(SpecParser *p) { p->depth--; }

bool sp_expect_op(SpecParser *p, const char *op) {
    if (sp_is_op(sp_cur(p), op)) {
        sp_next(p);
        return true;
    }
    char what[16];
    snprintf(what, sizeof what, "'%s'", op);
    return sp_expected(p, what);
}

bool sp_expect(SpecParser *p, SpecTokKind kind, const char *what) {
    if (sp_cur(p)->kind == kind && !sp_at_end(p)) {
        sp_next(p);
        return true;
    }
    return sp_expected(p, what);
}

