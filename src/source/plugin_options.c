/* plugin_options.c — see plugin_options.h. */
#include "plugin_options.h"

#include <string.h>
#include <strings.h>

#define PLUGIN_OPT "-fplugin-opt=LiquidHaskell:"

/* Is c a blank between a pragma's words? */
static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Is the word s[0..n) a pragma name that holds GHC options? GHC reads
 * pragma names case-insensitively. */
static bool is_options_pragma(const char *s, size_t n) {
    return (n == 11 && strncasecmp(s, "OPTIONS_GHC", 11) == 0) || (n == 7 && strncasecmp(s, "OPTIONS", 7) == 0);
}

/* The words of one pragma's body [from, to): when its name holds options,
 * the flag of each LiquidHaskell plugin option goes to each. */
static void pragma_options(const char *c, size_t from, size_t to,
                           void (*each)(const char *flag, size_t len, void *ctx), void *ctx) {
    bool first = true;
    for (size_t i = from; i < to;) {
        while (i < to && is_blank(c[i])) i++;
        size_t e = i;
        while (e < to && !is_blank(c[e])) e++;
        if (e == i) break;
        if (first && !is_options_pragma(c + i, e - i)) return;
        size_t p = sizeof PLUGIN_OPT - 1;
        if (!first && e - i > p && strncmp(c + i, PLUGIN_OPT, p) == 0) each(c + i + p, e - i - p, ctx);
        first = false;
        i = e;
    }
}

void source_plugin_options(const SourceText *t, const SourceLexical *l,
                           void (*each)(const char *flag, size_t len, void *ctx), void *ctx) {
    for (size_t k = 0; k < l->npragmas; k++)
        pragma_options(t->code, l->pragmas[k].body, l->pragmas[k].body_end, each, ctx);
}
