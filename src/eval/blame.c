/* blame.c — see blame.h. */
#include "blame.h"

#include <string.h>

static const char *const class_names[BLAME_CLASS_COUNT] = {"a", "b", "c", "spurious", "unknown"};

const char *blame_class_name(BlameClass c) { return c < BLAME_CLASS_COUNT ? class_names[c] : "?"; }

static bool same(const char *a, const char *b) { return (!a && !b) || (a && b && strcmp(a, b) == 0); }

static bool spec_changed(const char *f, const HsSource *bad, const HsSource *good, StrBuf *evidence) {
    const char *before = hs_source_spec(bad, f), *after = hs_source_spec(good, f);
    if (same(before, after)) return false;
    sb_printf(evidence, "spec of %s %s", f, !before ? "added" : !after ? "removed" : "changed");
    return true;
}

/* A binding of the bad file other than f that mentions f, and whose code is
 * different (or gone) in the good file. */
static bool use_changed(const char *f, const HsSource *bad, const HsSource *good, StrBuf *evidence) {
    for (size_t i = 0; i < bad->ndefs; i++) {
        const HsItem *g = &bad->defs[i];
        if (strcmp(g->name, f) == 0 || !hs_mentions(g->text, f)) continue;
        const char *after = hs_source_def(good, g->name);
        if (same(g->text, after)) continue;
        sb_printf(evidence, "code of %s (calls %s) %s", g->name, f, after ? "changed" : "removed");
        return true;
    }
    return false;
}

BlameClass blame_classify(const ManifestEntry *e, const Outcome *o, const HsSource *bad, const HsSource *good,
                          StrBuf *evidence) {
    for (size_t i = 0; i < o->nblamed; i++)
        if (spec_changed(eval_unqualified(o->blamed[i]), bad, good, evidence)) return BLAME_SPEC;
    for (size_t i = 0; i < o->nblamed; i++)
        if (use_changed(eval_unqualified(o->blamed[i]), bad, good, evidence)) return BLAME_USE;
    for (size_t i = 0; e->blame && i < o->nblamed; i++)
        if (strcmp(eval_unqualified(o->blamed[i]), e->blame) == 0) {
            sb_printf(evidence, "the manifest expects blame on %s", e->blame);
            return BLAME_OTHER;
        }
    sb_puts(evidence, o->nblamed ? "neither its spec nor a use changed" : "no function blamed");
    return BLAME_SPURIOUS;
}

BlameClass blame_classify_files(const ManifestEntry *e, const Outcome *o, StrBuf *evidence) {
    HsSource bad = {0}, good = {0};
    StrBuf err;
    sb_init(&err);
    bool ok = hs_source_read(e->bad_path, &bad, &err) && hs_source_read(e->good_path, &good, &err);
    BlameClass c = BLAME_UNKNOWN;
    if (ok) c = blame_classify(e, o, &bad, &good, evidence);
    else sb_puts(evidence, sb_str(&err));
    hs_source_free(&bad), hs_source_free(&good);
    sb_free(&err);
    return c;
}
