/* fuzz_liquid_output.c — libFuzzer target for the reader of liquid's output
 * (src/frontend/liquid_output.c). Any input must give either errors (or a
 * SAFE result) that keep the reader's promises, or a diagnostic with
 * EXIT_BAD_INPUT, with no crash, leak or undefined behaviour (built with
 * ASan and UBSan). A first byte 0 or 1 picks whether a default file is
 * given. Seeds: tests/liquid. */
#include "../../src/frontend/liquid_output.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool known_kind(const char *k) {
    static const char *const kinds[] = {LIQUID_KIND_MISMATCH, LIQUID_KIND_TERMINATION, LIQUID_KIND_UNBOUND,
                                        LIQUID_KIND_ILLEGAL_SPEC, LIQUID_KIND_PARSE, LIQUID_KIND_GHC,
                                        LIQUID_KIND_OTHER};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (!strcmp(k, kinds[i])) return true;
    return false;
}

/* The promises of liquid_output.h for one error. */
static void check_error(const LiquidError *e, const char *default_file) {
    if (!known_kind(e->kind) || !e->title || !e->header || !e->message) abort();
    if (strncmp(e->message, e->header, strlen(e->header)) != 0) abort();
    bool unknown = e->line == 0;
    if (unknown && (e->col || e->end_line || e->end_col)) abort();
    if (!unknown && (e->line < 1 || e->col < 0 || e->end_line < e->line)) abort();
    if (!unknown && e->end_line == e->line && e->end_col < e->col) abort();
    if (!e->file && default_file) abort();
}

/* Two parses of the same input give the same errors. */
static bool same_output(const LiquidOutput *a, const LiquidOutput *b) {
    if (a->n != b->n || a->safe != b->safe || a->unsafe != b->unsafe || a->json != b->json) return false;
    for (size_t i = 0; i < a->n; i++) {
        const LiquidError *x = &a->errors[i], *y = &b->errors[i];
        if (x->line != y->line || x->col != y->col || x->end_line != y->end_line || x->end_col != y->end_col ||
            strcmp(x->kind, y->kind) != 0 || strcmp(x->message, y->message) != 0)
            return false;
    }
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const char *default_file = NULL;
    if (size > 0 && data[0] < 2) {
        default_file = data[0] ? "Default.hs" : NULL;
        data++;
        size--;
    }
    LiquidOutput out, again;
    Diag d;
    diag_init(&d);
    bool ok = liquid_output_parse((const char *)data, size, "fuzz.txt", default_file, &out, &d);
    if (ok) {
        if (d.set || (out.n == 0 && !out.safe) || (out.safe && out.n > 0)) abort();
        for (size_t i = 0; i < out.n; i++) check_error(&out.errors[i], default_file);
        if (!liquid_output_parse((const char *)data, size, "fuzz.txt", default_file, &again, &d) ||
            !same_output(&out, &again))
            abort();
        liquid_output_free(&again);
    } else if (!d.set || !d.msg || !*d.msg || d.status != EXIT_BAD_INPUT || out.n != 0 || out.errors) {
        abort();
    }
    liquid_output_free(&out);
    diag_clear(&d);
    return 0;
}
