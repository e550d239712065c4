/* imports.c — see imports.h. */
#include "imports.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <stdlib.h>
#include <string.h>

/* One `import [qualified] M [qualified] [as A] ...` declaration, read from
 * its tokens [from, to); false if it is not one. */
static bool read_import(const char *from, const char *to, SourceImport *out) {
    SourceLexer lx;
    source_lexer_init(&lx, from, to);
    SourceToken t = source_next_token(&lx);
    if (t.kind != STK_VARID || !source_token_is(&t, "import")) return false;
    t = source_next_token(&lx);
    if (t.kind == STK_STRING) t = source_next_token(&lx); /* import "pkg" M */
    if (source_token_is(&t, "safe")) t = source_next_token(&lx);
    if (source_token_is(&t, "qualified")) t = source_next_token(&lx);
    if (t.kind != STK_CONID) return false;
    out->module = str_format("%.*s", (int)t.n, t.s);
    out->alias = NULL;
    t = source_next_token(&lx);
    if (source_token_is(&t, "qualified")) t = source_next_token(&lx);
    if (source_token_is(&t, "as")) {
        t = source_next_token(&lx);
        if (t.kind == STK_CONID) out->alias = str_format("%.*s", (int)t.n, t.s);
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
    }
    free(im->items);
    im->items = NULL;
    im->n = 0;
}

bool source_import_qualifies(const SourceImport *i, const char *q) {
    return strcmp(i->alias ? i->alias : i->module, q) == 0;
}
