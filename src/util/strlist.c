/* strlist.c — see strlist.h. */
#include "strlist.h"
#include "xalloc.h"

#include <stdlib.h>
#include <string.h>

void strlist_take(StrList *l, char *s) { VEC_PUSH(l->items, l->n, l->cap, s); }

void strlist_push(StrList *l, const char *s) { strlist_take(l, xstrdup(s)); }

void strlist_push_n(StrList *l, const char *s, size_t len) {
    char *c = xmalloc(len + 1);
    memcpy(c, s, len);
    c[len] = 0;
    strlist_take(l, c);
}

bool strlist_has(const StrList *l, const char *s) {
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(l->items[i], s) == 0) return true;
    return false;
}

void strlist_extend(StrList *l, const StrList *from) {
    for (size_t i = 0; i < from->n; i++) strlist_push(l, from->items[i]);
}

void strlist_free(StrList *l) {
    for (size_t i = 0; i < l->n; i++) free(l->items[i]);
    free(l->items);
    memset(l, 0, sizeof *l);
}
