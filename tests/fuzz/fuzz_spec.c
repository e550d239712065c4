/* fuzz_spec.c — libFuzzer target for the LiquidHaskell specification
 * reader: extraction (src/source), lexing, parsing, printing and alias
 * linking (src/spec), and the source reader's declarations and binder
 * ranges on the same text. Any input must give either declarations or a
 * diagnostic with a position, with no crash, leak or undefined behaviour
 * (built with ASan and UBSan); every binder range must lie inside the text.
 *
 * A first byte 0, 1 or 2 picks the kind of source (.hs, .lhs, .spec);
 * otherwise the input is .hs, or .lhs if it looks literate. Whatever
 * parses must also print to text that parses back and prints the same (the
 * printer's promise in src/spec/print.h); a difference aborts. */
#include "../../src/source/binder_range.h"
#include "../../src/spec/alias.h"
#include "../../src/spec/print.h"
#include "../../src/spec/read.h"
#include "../../src/util/strbuf.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool contains(const uint8_t *data, size_t size, const char *needle) {
    size_t n = strlen(needle);
    for (size_t i = 0; i + n <= size; i++)
        if (memcmp(data + i, needle, n) == 0) return true;
    return false;
}

/* The source reader's binder ranges: ordered, inside the text. */
static void check_ranges(const char *name, const uint8_t *data, size_t size) {
    BinderRanges r;
    binder_ranges_scan(name, (const char *)data, size, &r);
    int lines = 1;
    for (size_t i = 0; i < size; i++) lines += data[i] == '\n';
    for (size_t i = 0; i < r.n; i++) {
        const BinderRange *b = &r.items[i];
        if (b->line < 1 || b->line > b->end_line || b->end_line > lines || b->col < 1 || b->end_col < 1 ||
            (i > 0 && b->line <= r.items[i - 1].end_line)) {
            fprintf(stderr, "binder range %s %d:%d-%d:%d out of order or outside the text\n", b->name, b->line,
                    b->col, b->end_line, b->end_col);
            abort();
        }
    }
    binder_ranges_free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const SourceKind kinds[] = {SOURCE_HS, SOURCE_LHS, SOURCE_SPEC};
    static const char *const names[] = {"fuzz.hs", "fuzz.lhs", "fuzz.spec"};
    int k = 0;
    if (size > 0 && data[0] < 3) {
        k = data[0];
        data++;
        size--;
    } else if (contains(data, size, "\\begin{code}") || contains(data, size, "\n> ")) {
        k = 1; /* a seed from tests/specs: read .lhs files as such */
    }
    check_ranges(names[k], data, size);
    Arena a;
    arena_init(&a);
    Interner in;
    interner_init(&in);
    Diag d;
    diag_init(&d);
    SpecFile *f = spec_parse_string((const char *)data, size, names[k], kinds[k], &a, &in, &d);
    if (f) {
        StrBuf once, twice;
        sb_init(&once);
        sb_init(&twice);
        spec_print_file(&once, &in, f);
        SpecFile *g = spec_parse_string(once.data ? once.data : "", once.len, "printed.spec", SOURCE_SPEC, &a,
                                        &in, &d);
        if (!g) {
            fprintf(stderr, "printed text does not parse: %s:%d:%d: %s\n---\n%s---\n", d.file, d.line, d.col,
                    d.msg, sb_str(&once));
            abort();
        }
        spec_print_file(&twice, &in, g);
        if (strcmp(sb_str(&once), sb_str(&twice)) != 0) {
            fprintf(stderr, "printing is not stable:\n---\n%s---\n%s---\n", sb_str(&once), sb_str(&twice));
            abort();
        }
        spec_link_aliases(f, NULL, 0, &a, &in, &d);
        sb_free(&once);
        sb_free(&twice);
    } else if (!d.set || !d.msg || d.line < 1 || d.col < 1 ||
               (d.status != EXIT_BAD_INPUT && d.status != EXIT_UNSUPPORTED)) {
        abort();
    }
    diag_clear(&d);
    interner_free(&in);
    arena_free(&a);
    return 0;
}
