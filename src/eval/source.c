/* source.c — see source.h. The declarations and annotations come from
 * src/source; here they are only normalised and grouped by binder. */
#include "source.h"
#include "../source/source.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <string.h>

bool hs_mentions(const char *code, const char *name) {
    SourceLexer lx;
    source_lexer_init(&lx, code, code + strlen(code));
    size_t want = strlen(name);
    for (SourceToken t = source_next_token(&lx); t.kind != STK_END; t = source_next_token(&lx)) {
        if (t.kind != STK_VARID && t.kind != STK_CONID && t.kind != STK_OP) continue;
        const char *s;
        size_t n;
        source_token_unqualified(&t, &s, &n); /* M.f mentions f */
        if ((n == want && memcmp(s, name, n) == 0) || source_token_is(&t, name)) return true;
    }
    return false;
}

/* The text [from, to) of the view with comments, annotations and pragmas
 * left out, white space normalised: one space between the pieces. */
static char *normalise(const SourceFile *f, size_t from, size_t to, bool code_only) {
    StrBuf sb;
    sb_init(&sb);
    bool space = false;
    for (size_t i = from; i < to; i++) {
        unsigned char c = f->lex.cls[i];
        bool kept = !code_only || c == SC_CODE || c == SC_STRING || c == SC_CHAR;
        if (!kept || isspace((unsigned char)f->text.code[i])) {
            space = sb.len > 0;
            continue;
        }
        if (space) sb_putc(&sb, ' ');
        space = false;
        sb_putc(&sb, f->text.code[i]);
    }
    return sb_take(&sb);
}

static HsItem *find_item(HsItem *items, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(items[i].name, name) == 0) return &items[i];
    return NULL;
}

/* Adds text under name, after what name already has. */
static void add_item(HsItem **items, size_t *n, const char *name, char *text, const char *sep) {
    HsItem *it = find_item(*items, *n, name);
    if (!it) {
        *items = xrealloc(*items, (*n + 1) * sizeof **items);
        (*items)[(*n)++] = (HsItem){xstrdup(name), text};
        return;
    }
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s%s%s", it->text, sep, text);
    free(it->text), free(text);
    it->text = sb_take(&sb);
}

/* Every equation of a top-level binder, under its name. */
static void add_defs(const SourceFile *f, HsSource *s) {
    for (size_t i = 0; i < f->decls.n; i++) {
        const SourceDecl *d = &f->decls.items[i];
        if (d->kind == SOURCE_DECL_EQUATION && d->nnames)
            add_item(&s->defs, &s->ndefs, d->names[0], normalise(f, d->start, d->end, true), " ");
    }
}

/* Every annotation (top-level or local), under each binder it names. */
static void add_specs(const SourceFile *f, HsSource *s) {
    for (size_t i = 0; i < f->lex.nannotations; i++) {
        const SourceBlock *b = &f->lex.annotations[i];
        char **names;
        size_t n;
        source_annotation_subjects(f->text.code + b->body, f->text.code + b->body_end, &names, &n);
        for (size_t k = 0; k < n; k++) {
            add_item(&s->specs, &s->nspecs, names[k], normalise(f, b->body, b->body_end, false), " ; ");
            free(names[k]);
        }
        free(names);
    }
}

void hs_source_parse(const char *text, bool literate, HsSource *s) {
    memset(s, 0, sizeof *s);
    SourceFile f;
    source_file_scan(&f, literate ? "source.lhs" : "source.hs", text, strlen(text), literate ? SOURCE_LHS : SOURCE_HS);
    add_defs(&f, s);
    add_specs(&f, s);
    source_file_free(&f);
}

bool hs_source_read(const char *path, HsSource *s, StrBuf *err) {
    memset(s, 0, sizeof *s);
    SourceFile f;
    Diag d;
    diag_init(&d);
    if (!source_file_read(&f, path, &d)) {
        sb_printf(err, "%s", d.msg);
        diag_clear(&d);
        return false;
    }
    add_defs(&f, s);
    add_specs(&f, s);
    source_file_free(&f);
    return true;
}

static void free_items(HsItem *items, size_t n) {
    for (size_t i = 0; i < n; i++) free(items[i].name), free(items[i].text);
    free(items);
}

void hs_source_free(HsSource *s) {
    free_items(s->defs, s->ndefs);
    free_items(s->specs, s->nspecs);
    memset(s, 0, sizeof *s);
}

const char *hs_source_def(const HsSource *s, const char *name) {
    const HsItem *it = find_item(s->defs, s->ndefs, name);
    return it ? it->text : NULL;
}

const char *hs_source_spec(const HsSource *s, const char *name) {
    const HsItem *it = find_item(s->specs, s->nspecs, name);
    return it ? it->text : NULL;
}
