/* imports.c — see imports.h. */
#include "imports.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <stdlib.h>
#include <string.h>

/* The text between the parentheses of an import list whose `(` the lexer
 * has just read, up to the matching `)` (or the end). */
static char *read_import_items(SourceLexer *lx) {
    const char *start = lx->p, *end = lx->end;
    for (int depth = 1; depth > 0;) {
        SourceToken t = source_next_token(lx);
        if (t.kind == STK_END) break;
        if (t.kind != STK_SPECIAL) continue;
        if (*t.s == '(') depth++;
        else if (*t.s == ')' && --depth == 0) end = t.s;
    }
    return str_format("%.*s", (int)(end - start), start);
}

/* One `import [qualified] M [qualified] [as A] [hiding] [(items)]`
 * declaration, read from its tokens [from, to); false if it is not one. */
static bool read_import(const char *from, const char *to, SourceImport *out) {
    SourceLexer lx;
    source_lexer_init(&lx, from, to);
    SourceToken t = source_next_token(&lx);
    if (t.kind != STK_VARID || !source_token_is(&t, "import")) return false;
    t = source_next_token(&lx);
    if (t.kind == STK_STRING) t = source_next_token(&lx); /* import "pkg" M */
    if (source_token_is(&t, "safe")) t = source_next_token(&lx);
    memset(out, 0, sizeof *out);
    if (source_token_is(&t, "qualified")) out->qualified = true, t = source_next_token(&lx);
    if (t.kind != STK_CONID) return false;
    out->module = str_format("%.*s", (int)t.n, t.s);
    t = source_next_token(&lx);
    if (source_token_is(&t, "qualified")) out->qualified = true, t = source_next_token(&lx);
    if (source_token_is(&t, "as")) {
        t = source_next_token(&lx);
        if (t.kind == STK_CONID) out->alias = str_format("%.*s", (int)t.n, t.s);
        t = source_next_token(&lx);
    }
    if (source_token_is(&t, "hiding")) out->list = SOURCE_IMPORT_HIDING, t = source_next_token(&lx);
    if (t.kind == STK_SPECIAL && *t.s == '(') {
        if (out->list == SOURCE_IMPORT_ALL) out->list = SOURCE_IMPORT_ONLY;
        out->items = read_import_items(&lx);
    } else if (out->list == SOURCE_IMPORT_HIDING) {
        out->items = xstrdup("");
    }
    return true;
}

void source_imports_read(const SourceFile *f, SourceImports *out) {
    size_t cap = 0;
    out->items = NULL;
    out->n = 0;
    for (size_t k = 0; k < f->decls.n; k++) {
        const SourceDecl *d = &f->decls.items[k];
        if (d->kind != SOURCE_DECL_OTHER) continue;
        size_t to = d->end_line < f->text.nlines ? f->text.line_start[d->end_line] : f->text.len;
        SourceImport im;
        if (read_import(f->text.code + d->start, f->text.code + to, &im)) VEC_PUSH(out->items, out->n, cap, im);
    }
}

void source_imports_free(SourceImports *im) {
    for (size_t k = 0; k < im->n; k++) {
        free(im->items[k].module);
        free(im->items[k].alias);
        free(im->items[k].items);
    }
    free(im->items);
    im->items = NULL;
    im->n = 0;
}

bool source_import_qualifies(const SourceImport *i, const char *q) {
    return strcmp(i->alias ? i->alias : i->module, q) == 0;
}
