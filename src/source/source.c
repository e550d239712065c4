/* source.c — see source.h: the three layers, one after the other. */
#include "source.h"
#include "../util/file.h"
#include "../util/strbuf.h"

#include <string.h>

void source_file_scan(SourceFile *f, const char *path, const char *text, size_t len, SourceKind kind) {
    source_text_init(&f->text, path, text, len, kind);
    source_lex(&f->text, &f->lex);
    source_decls_read(&f->text, &f->lex, &f->decls);
}

bool source_file_read(SourceFile *f, const char *path, Diag *diag) {
    memset(f, 0, sizeof *f);
    StrBuf sb;
    sb_init(&sb);
    bool ok = read_file(path, &sb, diag);
    if (ok) source_file_scan(f, path, sb_str(&sb), sb.len, source_kind_of_path(path));
    sb_free(&sb);
    return ok;
}

void source_file_free(SourceFile *f) {
    source_decls_free(&f->decls);
    source_lexical_free(&f->lex);
    source_text_free(&f->text);
}
