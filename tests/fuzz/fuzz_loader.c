/* fuzz_loader.c — libFuzzer target for the core JSON loader, linker and
 * printer: any input must give either a program or a diagnostic, with no
 * crash, leak or undefined behaviour (built with ASan and UBSan). */
#include "../../src/core/link.h"
#include "../../src/core/loader.h"
#include "../../src/core/print.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    Program p;
    program_init(&p);
    Diag d;
    diag_init(&d);
    Module *m = load_core_buffer(&p, (const char *)data, size, "fuzz.json", false, &d);
    if (m && link_program(&p, &d)) {
        link_check_reachable(&p, NULL, 0, &d);
        StrBuf out;
        sb_init(&out);
        print_module(&p, m, &out);
        print_externals(&p, m, &out);
        sb_free(&out);
    }
    diag_clear(&d);
    program_free(&p);
    return 0;
}
