/* hie.c — see hie.h: hie.yaml read with libyaml's document API. */
#include "hie.h"
#include "../util/file.h"
#include "../util/path.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

typedef struct Hie {
    yaml_document_t doc;
    const char *path; /* the hie.yaml */
    char *dir;        /* its directory */
    const char *file; /* the module's path, absolute */
    Diag *d;
} Hie;

static yaml_node_t *node(Hie *h, int i) { return i ? yaml_document_get_node(&h->doc, i) : NULL; }

/* The value of key in a mapping node, or NULL. */
static yaml_node_t *get(Hie *h, yaml_node_t *map, const char *key) {
    if (!map || map->type != YAML_MAPPING_NODE) return NULL;
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
        yaml_node_t *k = node(h, p->key);
        if (k && k->type == YAML_SCALAR_NODE && strcmp((const char *)k->data.scalar.value, key) == 0)
            return node(h, p->value);
    }
    return NULL;
}

static const char *scalar(yaml_node_t *n) {
    return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

static bool fail(Hie *h, yaml_node_t *at, int status, const char *msg) {
    return diag_error_at(h->d, status, h->path, at ? (int)at->start_mark.line + 1 : 1,
                         at ? (int)at->start_mark.column + 1 : 1, "%s", msg);
}

/* The entry of a `- path: …` list whose path is the longest prefix of the
 * file, or NULL. */
static yaml_node_t *by_path(Hie *h, yaml_node_t *list) {
    yaml_node_t *best = NULL;
    size_t best_len = 0;
    for (yaml_node_item_t *it = list->data.sequence.items.start; it < list->data.sequence.items.top; it++) {
        yaml_node_t *entry = node(h, *it);
        const char *p = scalar(get(h, entry, "path"));
        if (!p) continue;
        char *joined = path_join(h->dir, p), *abs = path_normalize(joined);
        size_t n = strlen(abs);
        if (strncmp(h->file, abs, n) == 0 && n >= best_len) best = entry, best_len = n;
        free(joined);
        free(abs);
    }
    return best;
}

static bool cradle(Hie *h, yaml_node_t *c, HieCradle *out, int depth);

/* cabal: or stack: — a component, or a list of them by path. */
static bool cabal_cradle(Hie *h, yaml_node_t *v, HieCradle *out) {
    out->kind = HIE_CABAL;
    if (v && v->type == YAML_SEQUENCE_NODE) {
        v = by_path(h, v);
        if (!v) return fail(h, NULL, EXIT_BAD_INPUT, "no `path` of the cabal cradle holds the file");
    }
    const char *comp = scalar(get(h, v, "component"));
    out->component = comp ? xstrdup(comp) : NULL;
    return true;
}

/* direct: {arguments: [...]}. */
static bool direct_cradle(Hie *h, yaml_node_t *v, HieCradle *out) {
    out->kind = HIE_DIRECT;
    yaml_node_t *args = get(h, v, "arguments");
    if (!args) return true;
    if (args->type != YAML_SEQUENCE_NODE) return fail(h, args, EXIT_BAD_INPUT, "`arguments` is not a list");
    for (yaml_node_item_t *it = args->data.sequence.items.start; it < args->data.sequence.items.top; it++) {
        const char *a = scalar(node(h, *it));
        if (a) strlist_push(&out->arguments, a);
    }
    return true;
}

static bool cradle(Hie *h, yaml_node_t *c, HieCradle *out, int depth) {
    yaml_node_t *v;
    if (!c || c->type != YAML_MAPPING_NODE || depth > 8)
        return fail(h, c, EXIT_BAD_INPUT, "`cradle` is not a mapping (cabal, stack, direct, none, multi)");
    if ((v = get(h, c, "cabal")) || (v = get(h, c, "stack"))) return cabal_cradle(h, v, out);
    if ((v = get(h, c, "direct"))) return direct_cradle(h, v, out);
    if (get(h, c, "none")) { /* `none:` — a key whose value is empty */
        out->kind = HIE_NONE;
        return true;
    }
    if ((v = get(h, c, "multi"))) {
        yaml_node_t *entry = v->type == YAML_SEQUENCE_NODE ? by_path(h, v) : NULL;
        if (!entry) return fail(h, v, EXIT_BAD_INPUT, "no `path` of the multi cradle holds the file");
        return cradle(h, get(h, get(h, entry, "config"), "cradle"), out, depth + 1);
    }
    if (get(h, c, "bios"))
        return fail(h, c, EXIT_UNSUPPORTED,
                    "a bios cradle runs a program to find GHC's options, which lhx does not do: give the options "
                    "as a direct cradle or a cabal component");
    return fail(h, c, EXIT_BAD_INPUT, "an unknown cradle (lhx reads cabal, stack, direct, none and multi)");
}

bool hie_read(const char *path, const char *file, HieCradle *out, Diag *d) {
    memset(out, 0, sizeof *out);
    StrBuf text;
    sb_init(&text);
    if (!read_file_max(path, FILE_MAX_SOURCE, &text, d)) return sb_free(&text), false;
    char *rel_dir = path_dir(path);
    Hie h = {.path = path, .dir = path_absolute(rel_dir), .file = file, .d = d};
    free(rel_dir);
    if (!h.dir) h.dir = xstrdup(".");
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)sb_str(&text), text.len);
    bool ok;
    if (!yaml_parser_load(&parser, &h.doc)) {
        ok = diag_error_at(d, EXIT_BAD_INPUT, path, (int)parser.problem_mark.line + 1,
                           (int)parser.problem_mark.column + 1, "not YAML: %s",
                           parser.problem ? parser.problem : "unreadable");
    } else {
        yaml_node_t *root = yaml_document_get_root_node(&h.doc);
        ok = cradle(&h, get(&h, root, "cradle"), out, 0);
        yaml_document_delete(&h.doc);
    }
    yaml_parser_delete(&parser);
    free(h.dir);
    sb_free(&text);
    return ok;
}

void hie_free(HieCradle *c) {
    strlist_free(&c->arguments);
    free(c->component);
    memset(c, 0, sizeof *c);
}
