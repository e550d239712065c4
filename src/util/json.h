/* json.h — a JSON reader whose tree lives in an arena.
 *
 * Written for the Core files the plugin writes (megabytes, read on every
 * check): a general-purpose tree with one heap block per value, each
 * freed again, made allocation most of the time of loading a program's
 * Core (docs/architecture.md, step 2). Here the whole tree is a few arena
 * blocks, the members of an array or object are one contiguous vector
 * (indexing is constant time) and freeing the tree is freeing the arena.
 * Strings are UTF-8, NUL-terminated (a \u0000 ends the string early, as the
 * loader expects); numbers are doubles. */
#ifndef LHX_JSON_H
#define LHX_JSON_H

#include "arena.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Arrays and objects nest at most this deep. */
#define JSON_MAX_NESTING 1000

typedef enum JsonKind { JSON_NULL, JSON_FALSE, JSON_TRUE, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonKind;

typedef struct Json {
    JsonKind kind;
    uint32_t n;           /* array or object: number of members */
    const char *key;      /* a member of an object: its key; else NULL */
    union {               /* by kind (24 bytes a value: a program's Core has millions) */
        const char *str;      /* string */
        double num;           /* number */
        struct Json *items;   /* array or object: its members, n of them */
    };
} Json;

/* The value text[0..len) holds (surrounding white space allowed), in a;
 * NULL on a syntax error, truncated input or nesting deeper than
 * JSON_MAX_NESTING, with *err_at set to the byte offset of the problem. */
const Json *json_parse(Arena *a, const char *text, size_t len, size_t *err_at);

/* The first member of object o named key; NULL when o is not an object
 * (or NULL) or has no such member. */
const Json *json_get(const Json *o, const char *key);

static inline bool json_is(const Json *j, JsonKind k) { return j && j->kind == k; }
/* Members of an array or object; 0 for anything else or NULL. */
static inline uint32_t json_count(const Json *j) { return j && (j->kind == JSON_ARRAY || j->kind == JSON_OBJECT) ? j->n : 0; }
/* Member i < json_count(j). */
static inline const Json *json_at(const Json *j, uint32_t i) { return &j->items[i]; }

/* Member i of an array or object, or NULL when it has fewer (or j is not one). */
static inline const Json *json_item(const Json *j, uint32_t i) { return i < json_count(j) ? &j->items[i] : NULL; }

/* el (a const Json * declared by the caller) over the members of c; c is
 * evaluated on every step, so it should be a variable. */
#define JSON_FOR_EACH(el, c) \
    for (uint32_t el##_i_ = 0; el##_i_ < json_count(c) && ((el) = json_at((c), el##_i_)) != NULL; el##_i_++)

#endif
