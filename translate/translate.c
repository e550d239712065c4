/* translate.c — see translate.h. */
#include "translate.h"
#include "measure.h"

bool translate_open(Translator *tr, Program *p, Module *m, const Spec *spec, Diag *diag) {
    context_init(tr, p, m, spec);
    return measure_build_all(tr, diag);
}

void translate_close(Translator *tr) { context_free(tr); }
