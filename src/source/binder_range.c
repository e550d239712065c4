/* binder_range.c — see binder_range.h. The declarations come from decls.h;
 * here consecutive ones about the same name are joined into one range. */
#include "binder_range.h"
#include "source.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <string.h>

/* The last line with code in lines [from, to) (from itself if none), as
 * the range's end: its last non-blank character. */
static void range_end(const SourceText *t, const SourceDecls *d, size_t from, size_t to, BinderRange *r) {
    size_t last = from;
    for (size_t k = from; k < to; k++)
        if (t->is_code[k] && d->lines[k].has_code) last = k;
    size_t s = t->line_start[last], e = t->line_start[last + 1];
    while (e > s && isspace((unsigned char)t->code[e - 1])) e--;
    r->end_line = (int)last + 1;
    r->end_col = e > s ? t->col[e - 1] : 1;
}

/* Can a top-level binder of the module have this name: a variable or an
 * operator, unqualified (not a constructor's, not an imported function's)? */
static bool binder_name(const char *name) {
    if (name[0] == ':' || isupper((unsigned char)name[0])) return false;
    bool symbol = !isalpha((unsigned char)name[0]) && name[0] != '_' && (unsigned char)name[0] < 0x80;
    return symbol || !strchr(name, '.');
}

/* The name a declaration's range is about: its first, if a binder's. */
static const char *range_name(const SourceDecl *d) {
    return d->nnames && binder_name(d->names[0]) ? d->names[0] : NULL;
}

static void make_ranges(const SourceText *t, const SourceDecls *d, BinderRanges *out) {
    size_t cap = 0;
    for (size_t k = 0; k < d->n;) {
        const SourceDecl *first = &d->items[k];
        const char *name = range_name(first);
        size_t j = k + 1;
        while (name && j < d->n && range_name(&d->items[j]) && strcmp(range_name(&d->items[j]), name) == 0) j++;
        if (name) {
            BinderRange r = {xstrdup(name), first->line, first->col, 0, 0, false};
            for (size_t i = k; i < j; i++) r.has_equation = r.has_equation || d->items[i].kind == SOURCE_DECL_EQUATION;
            range_end(t, d, first->first_line, j < d->n ? d->items[j].first_line : t->nlines, &r);
            VEC_PUSH(out->items, out->n, cap, r);
        }
        k = j;
    }
}

void binder_ranges_scan(const char *path, const char *text, size_t len, BinderRanges *out) {
    memset(out, 0, sizeof *out);
    SourceFile f;
    source_file_scan(&f, path, text, len, source_kind_of_path(path) == SOURCE_LHS ? SOURCE_LHS : SOURCE_HS);
    make_ranges(&f.text, &f.decls, out);
    source_file_free(&f);
}

bool binder_ranges_read(const char *path, BinderRanges *out, Diag *diag) {
    memset(out, 0, sizeof *out);
    SourceFile f;
    if (!source_file_read(&f, path, diag)) return false;
    make_ranges(&f.text, &f.decls, out);
    source_file_free(&f);
    return true;
}

void binder_ranges_free(BinderRanges *r) {
    for (size_t i = 0; i < r->n; i++) free(r->items[i].name);
    free(r->items);
    memset(r, 0, sizeof *r);
}

const BinderRange *binder_range_at(const BinderRanges *r, int line) {
    for (size_t i = 0; i < r->n; i++)
        if (r->items[i].line <= line && line <= r->items[i].end_line) return &r->items[i];
    return NULL;
}

Global *binder_at_line(const Program *p, const Module *m, const BinderRanges *r, int line) {
    const BinderRange *b = binder_range_at(r, line);
    return b ? module_binder(p, m, b->name) : NULL;
}

bool binder_range_span(const Program *p, const BinderRanges *r, const Global *g, Span *out) {
    const char *name = sym_str(&p->syms, g->var->name);
    const BinderRange *found = NULL;
    for (size_t i = 0; i < r->n; i++) {
        const BinderRange *b = &r->items[i];
        if (!b->has_equation || strcmp(b->name, name) != 0) continue;
        if (!found || (b->line <= g->var->span.line && g->var->span.line <= b->end_line)) found = b;
    }
    if (!found) return false;
    *out = (Span){g->var->span.file, found->line, found->col, found->end_line, found->end_col};
    return true;
}
