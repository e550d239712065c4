/* fuzz_lsp_rpc.c — libFuzzer target for the language server's message
 * reader (src/lsp/rpc.c): the bytes an editor sends, split into reads of
 * the sizes the first byte picks (so that headers and bodies arrive in
 * pieces, as they do through a pipe). Every message the reader hands out
 * must lie inside its buffer and within the size limit, every framing error
 * must consume input or close the reader, and the input must be read to its
 * end — with no crash, leak or undefined behaviour (ASan, UBSan). Each body
 * is parsed as JSON as the server would. Seeds: tests/fuzz/lsp-seeds. */
#include "../../src/lsp/lsp.h"

#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Takes every message the buffered input holds; false if the reader broke
 * a promise. */
static bool drain(RpcReader *r) {
    for (int guard = 0; guard < 1 << 20; guard++) {
        const char *body = NULL, *why = NULL;
        size_t len = 0, before = r->pos;
        int got = rpc_next(r, &body, &len, &why);
        if (got == 0) return true;
        if (got < 0) {
            if (!why || (!r->closed && r->pos == before && r->buf.len > before)) return false;
            continue;
        }
        if (body < r->buf.data || body + len > r->buf.data + r->buf.len || len > ((size_t)64 << 20)) return false;
        cJSON *msg = cJSON_ParseWithLength(body, len);
        cJSON_Delete(msg);
    }
    return false; /* no progress */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t chunk = size ? (size_t)data[0] % 64 + 1 : 1;
    if (size) data++, size--;
    int p[2];
    if (pipe(p) != 0) return 0;
    RpcReader r;
    rpc_reader_init(&r, p[0]);
    bool ok = true;
    for (size_t at = 0; ok && at < size; at += chunk) {
        size_t n = size - at < chunk ? size - at : chunk;
        if (write(p[1], data + at, n) != (ssize_t)n) abort();
        if (!r.closed) rpc_fill(&r);
        ok = drain(&r);
        if (r.closed) break;
    }
    close(p[1]);
    while (ok && !r.eof) { /* the end of the input */
        rpc_fill(&r);
        ok = drain(&r);
    }
    if (ok) ok = drain(&r);
    rpc_reader_free(&r);
    close(p[0]);
    if (!ok) abort();
    return 0;
}
