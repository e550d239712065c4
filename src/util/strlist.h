/* strlist.h — a growable list of owned strings (option lists, directories,
 * package names). */
#ifndef LHX_STRLIST_H
#define LHX_STRLIST_H

#include <stdbool.h>
#include <stddef.h>

typedef struct StrList {
    char **items;
    size_t n, cap;
} StrList;

/* Appends a copy of s. */
void strlist_push(StrList *l, const char *s);
/* Appends a copy of s[0..len). */
void strlist_push_n(StrList *l, const char *s, size_t len);
/* Appends s, which the list now owns. */
void strlist_take(StrList *l, char *s);
/* Is s in the list? */
bool strlist_has(const StrList *l, const char *s);
/* Appends copies of every item of from. */
void strlist_extend(StrList *l, const StrList *from);
void strlist_free(StrList *l);

#endif
