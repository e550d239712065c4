/* manifest.c — see manifest.h. The YAML is loaded as a libyaml document
 * (nodes keep their positions), then walked: top level, entries, fields,
 * values, and last the checks that need several fields or the file system. */
#include "manifest.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

static const char *const assignment_names[ASSIGN_COUNT] = {"List", "MapReduce", "KMeans"};
static const char *const expected_names[EXPECT_COUNT] = {"concrete", "abstract"};
static const char *const mistake_names[] = {"wrong-code",   "too-strong-post", "missing-pre",    "weak-helper-spec",
                                            "wrong-measure", "missing-case",    "non-termination", NULL};

const char *assignment_name(Assignment a) { return a < ASSIGN_COUNT ? assignment_names[a] : "?"; }
const char *expected_name(Expected e) { return e < EXPECT_COUNT ? expected_names[e] : "?"; }

/* The fields of an entry, in the order messages list them. */
enum Field { F_ID, F_ASSIGNMENT, F_BAD, F_GOOD, F_FUNCTION, F_MISTAKE, F_EXPECTED, F_BLAME, F_NOTE, F_COUNT };
static const char *const field_names[F_COUNT] = {"id",      "assignment", "bad",   "good", "function",
                                                 "mistake", "expected",   "blame", "note"};
static const bool field_required[F_COUNT] = {true, true, true, true, true, true, true, false, false};

/* A manifest with hundreds of problems is probably not a manifest; the first
 * ones are enough to see that. */
#define MAX_ERRORS 50

/* A problem found; they are reported in the order of their positions,
 * whatever order the checks found them in. */
typedef struct Problem {
    size_t line, col, seq;
    char *text;
} Problem;

typedef struct Loader {
    const char *path;
    char *dir; /* the manifest's directory: "." or a prefix to join with */
    yaml_document_t doc;
    Problem *problems;
    size_t nerrors, cap;
    Manifest *m;
} Loader;

static void error_at(Loader *L, yaml_mark_t mark, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void error_at(Loader *L, yaml_mark_t mark, const char *fmt, ...) {
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s:%zu:%zu: error: ", L->path, mark.line + 1, mark.column + 1);
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&sb, fmt, ap);
    va_end(ap);
    Problem p = {mark.line, mark.column, L->nerrors, sb_take(&sb)};
    VEC_PUSH(L->problems, L->nerrors, L->cap, p);
}

static int by_position(const void *a, const void *b) {
    const Problem *x = a, *y = b;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    return (x->seq > y->seq) - (x->seq < y->seq);
}

/* Appends the first MAX_ERRORS problems, in document order, to errors. */
static void report_problems(Loader *L, StrBuf *errors) {
    if (L->nerrors > 1) qsort(L->problems, L->nerrors, sizeof *L->problems, by_position);
    for (size_t i = 0; i < L->nerrors; i++) {
        if (i < MAX_ERRORS) sb_printf(errors, "%s\n", L->problems[i].text);
        free(L->problems[i].text);
    }
    if (L->nerrors > MAX_ERRORS) sb_printf(errors, "%s: error: %zu more errors\n", L->path, L->nerrors - MAX_ERRORS);
    free(L->problems);
}

static yaml_node_t *node(Loader *L, int index) { return yaml_document_get_node(&L->doc, index); }

static const char *scalar(const yaml_node_t *n) { return (const char *)n->data.scalar.value; }

/* A scalar that YAML reads as null or the empty string: no value at all. */
static bool blank_scalar(const yaml_node_t *n) {
    const char *s = scalar(n);
    if (!*s) return true;
    if (n->data.scalar.style != YAML_PLAIN_SCALAR_STYLE) return false;
    return strcmp(s, "~") == 0 || strcmp(s, "null") == 0 || strcmp(s, "Null") == 0 || strcmp(s, "NULL") == 0;
}

/* The list "a, b or c" for messages. */
static void list_names(StrBuf *sb, const char *const *names, size_t n) {
    for (size_t i = 0; i < n; i++) {
        if (i) sb_puts(sb, i + 1 == n ? " or " : ", ");
        sb_puts(sb, names[i]);
    }
}

static int enum_index(const char *s, const char *const *names, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(s, names[i]) == 0) return (int)i;
    return -1;
}

/* Checks value against names; reports `'key' must be a, b or c, not 'x'`. */
static int check_enum(Loader *L, const char *key, const yaml_node_t *value, const char *const *names, size_t n) {
    int i = enum_index(scalar(value), names, n);
    if (i >= 0) return i;
    StrBuf sb;
    sb_init(&sb);
    list_names(&sb, names, n);
    error_at(L, value->start_mark, "'%s' must be %s, not '%s'", key, sb_str(&sb), scalar(value));
    sb_free(&sb);
    return -1;
}

bool manifest_valid_id(const char *id) {
    if (!*id || *id == '.') return false;
    for (const char *p = id; *p; p++)
        if (!isalnum((unsigned char)*p) && *p != '.' && *p != '_' && *p != '-') return false;
    return true;
}

/* ---- files ----------------------------------------------------------------- */

static char *resolve(const Loader *L, const char *rel) {
    if (rel[0] == '/' || strcmp(L->dir, ".") == 0) return xstrdup(rel);
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s/%s", L->dir, rel);
    return sb_take(&sb);
}

static void check_file(Loader *L, const char *key, const yaml_node_t *value, const char *path) {
    struct stat st;
    if (stat(path, &st) != 0)
        error_at(L, value->start_mark, "%s file '%s' not found (looked for %s: %s)", key, scalar(value), path,
                 strerror(errno));
    else if (!S_ISREG(st.st_mode))
        error_at(L, value->start_mark, "%s file '%s' is not a regular file (%s)", key, scalar(value), path);
}

/* ---- one entry ---------------------------------------------------------------- */

static void unknown_key(Loader *L, const yaml_node_t *k) {
    StrBuf sb;
    sb_init(&sb);
    list_names(&sb, field_names, F_COUNT);
    error_at(L, k->start_mark, "unknown key '%s' (expected %s)", scalar(k), sb_str(&sb));
    sb_free(&sb);
}

/* Collects the entry's fields into f[] (value nodes) and notes in seen[]
 * which keys are there at all; reports unknown and repeated keys, and
 * values that are not one plain value. */
static void collect_fields(Loader *L, const yaml_node_t *map, const yaml_node_t *f[F_COUNT], bool seen[F_COUNT]) {
    for (yaml_node_pair_t *p = map->data.mapping.pairs.start; p < map->data.mapping.pairs.top; p++) {
        const yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
        if (k->type != YAML_SCALAR_NODE) {
            error_at(L, k->start_mark, "a key must be a plain name");
            continue;
        }
        int i = enum_index(scalar(k), field_names, F_COUNT);
        if (i < 0) {
            unknown_key(L, k);
            continue;
        }
        if (seen[i]) {
            error_at(L, k->start_mark, "duplicate key '%s'", scalar(k));
            continue;
        }
        seen[i] = true;
        if (v->type != YAML_SCALAR_NODE) error_at(L, v->start_mark, "'%s' must be a single value", scalar(k));
        else if (blank_scalar(v) && i != F_NOTE) error_at(L, v->start_mark, "'%s' has no value", scalar(k));
        else f[i] = v;
    }
}

static void check_id(Loader *L, const yaml_node_t *v, size_t upto) {
    const char *id = scalar(v);
    if (!manifest_valid_id(id)) {
        error_at(L, v->start_mark, "'id' may hold only letters, digits, '.', '_' and '-' (not first '.'): '%s'", id);
        return;
    }
    /* Quadratic, but a corpus has hundreds of entries, not millions, and this
     * reports duplicates in document order. */
    for (size_t i = 0; i < upto; i++)
        if (strcmp(L->m->entries[i].id, id) == 0) {
            error_at(L, v->start_mark, "duplicate id '%s' (first at line %d)", id, L->m->entries[i].line);
            return;
        }
}

/* The checks that relate fields: the enums, blame only for abstract, files. */
static void check_values(Loader *L, const yaml_node_t *map, const yaml_node_t *f[F_COUNT], const bool seen[F_COUNT],
                         ManifestEntry *e) {
    if (f[F_ID]) check_id(L, f[F_ID], L->m->n);
    int a = f[F_ASSIGNMENT] ? check_enum(L, "assignment", f[F_ASSIGNMENT], assignment_names, ASSIGN_COUNT) : 0;
    int x = f[F_EXPECTED] ? check_enum(L, "expected", f[F_EXPECTED], expected_names, EXPECT_COUNT) : -1;
    if (f[F_MISTAKE]) check_enum(L, "mistake", f[F_MISTAKE], mistake_names, sizeof mistake_names / sizeof *mistake_names - 1);
    e->assignment = a < 0 ? ASSIGN_LIST : (Assignment)a;
    e->expected = x < 0 ? EXPECT_CONCRETE : (Expected)x;
    if (x == EXPECT_ABSTRACT && !seen[F_BLAME])
        error_at(L, map->start_mark, "missing key 'blame' (required when expected is abstract)");
    if (x == EXPECT_CONCRETE && f[F_BLAME])
        error_at(L, f[F_BLAME]->start_mark, "'blame' is only for entries expected abstract");
    if (f[F_BAD]) check_file(L, "bad", f[F_BAD], e->bad_path);
    if (f[F_GOOD]) check_file(L, "good", f[F_GOOD], e->good_path);
}

static char *field(const yaml_node_t *f[F_COUNT], enum Field i) {
    return f[i] && !blank_scalar(f[i]) ? xstrdup(scalar(f[i])) : NULL;
}

static void load_entry(Loader *L, const yaml_node_t *map) {
    if (map->type != YAML_MAPPING_NODE) {
        error_at(L, map->start_mark, "an entry must be a mapping of keys to values");
        return;
    }
    const yaml_node_t *f[F_COUNT] = {0};
    bool seen[F_COUNT] = {0};
    collect_fields(L, map, f, seen);
    for (int i = 0; i < F_COUNT; i++)
        if (field_required[i] && !seen[i]) error_at(L, map->start_mark, "missing key '%s'", field_names[i]);
    ManifestEntry e = {0};
    e.line = (int)map->start_mark.line + 1, e.col = (int)map->start_mark.column + 1;
    e.id = field(f, F_ID), e.bad = field(f, F_BAD), e.good = field(f, F_GOOD), e.function = field(f, F_FUNCTION);
    e.mistake = field(f, F_MISTAKE), e.blame = field(f, F_BLAME), e.note = field(f, F_NOTE);
    e.bad_path = e.bad ? resolve(L, e.bad) : NULL;
    e.good_path = e.good ? resolve(L, e.good) : NULL;
    check_values(L, map, f, seen, &e);
    if (!e.id) e.id = xstrdup("");
    Manifest *m = L->m;
    m->entries = xrealloc(m->entries, (m->n + 1) * sizeof *m->entries);
    m->entries[m->n++] = e;
}

/* ---- the document ---------------------------------------------------------------- */

static void load_entries(Loader *L, const yaml_node_t *seq) {
    if (seq->type != YAML_SEQUENCE_NODE) {
        error_at(L, seq->start_mark, "'entries' must be a list");
        return;
    }
    for (yaml_node_item_t *it = seq->data.sequence.items.start; it < seq->data.sequence.items.top; it++)
        load_entry(L, node(L, *it));
}

static void check_version(Loader *L, const yaml_node_t *v) {
    if (v->type != YAML_SCALAR_NODE || strcmp(scalar(v), "1") != 0)
        error_at(L, v->start_mark, "unsupported manifest version '%s' (expected 1)",
                 v->type == YAML_SCALAR_NODE ? scalar(v) : "…");
}

static void load_top(Loader *L, const yaml_node_t *root) {
    if (root->type != YAML_MAPPING_NODE) {
        error_at(L, root->start_mark, "the manifest must be a mapping with 'version' and 'entries'");
        return;
    }
    const yaml_node_t *version = NULL, *entries = NULL;
    for (yaml_node_pair_t *p = root->data.mapping.pairs.start; p < root->data.mapping.pairs.top; p++) {
        const yaml_node_t *k = node(L, p->key), *v = node(L, p->value);
        const char *name = k->type == YAML_SCALAR_NODE ? scalar(k) : "";
        const yaml_node_t **slot = strcmp(name, "version") == 0 ? &version : strcmp(name, "entries") == 0 ? &entries : NULL;
        if (!slot) error_at(L, k->start_mark, "unknown key '%s' (expected version or entries)", name);
        else if (*slot) error_at(L, k->start_mark, "duplicate key '%s'", name);
        else *slot = v;
    }
    if (!version) error_at(L, root->start_mark, "missing key 'version'");
    else check_version(L, version);
    if (!entries) error_at(L, root->start_mark, "missing key 'entries'");
    else load_entries(L, entries);
}

static void yaml_problem(Loader *L, const yaml_parser_t *parser) {
    const char *problem = parser->problem ? parser->problem : "unreadable";
    if (parser->context)
        error_at(L, parser->problem_mark, "invalid YAML: %s (%s at line %zu)", problem, parser->context,
                 parser->context_mark.line + 1);
    else error_at(L, parser->problem_mark, "invalid YAML: %s", problem);
}

/* Parses the text into L->doc; false (reported) on a YAML error or when the
 * text is not exactly one document. */
static bool parse_document(Loader *L, const StrBuf *text) {
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, (const unsigned char *)sb_str(text), text->len);
    bool ok = yaml_parser_load(&parser, &L->doc);
    if (!ok) yaml_problem(L, &parser);
    else if (!yaml_document_get_root_node(&L->doc)) {
        yaml_mark_t start = {0, 0, 0};
        error_at(L, start, "the manifest is empty");
    } else {
        yaml_document_t next;
        if (!yaml_parser_load(&parser, &next)) yaml_problem(L, &parser);
        else {
            yaml_node_t *root = yaml_document_get_root_node(&next);
            if (root) error_at(L, root->start_mark, "the manifest must be a single YAML document");
            yaml_document_delete(&next);
        }
    }
    yaml_parser_delete(&parser);
    if (ok && L->nerrors) yaml_document_delete(&L->doc);
    return ok && !L->nerrors;
}

static char *dir_of(const char *path) {
    const char *slash = strrchr(path, '/');
    if (!slash) return xstrdup(".");
    if (slash == path) return xstrdup("/");
    size_t n = (size_t)(slash - path);
    char *d = xmalloc(n + 1);
    memcpy(d, path, n);
    d[n] = '\0';
    return d;
}

static int by_id(const void *a, const void *b) {
    return strcmp(((const ManifestEntry *)a)->id, ((const ManifestEntry *)b)->id);
}

bool manifest_load(const char *path, Manifest *m, StrBuf *errors) {
    memset(m, 0, sizeof *m);
    m->path = xstrdup(path);
    StrBuf text;
    sb_init(&text);
    Diag d;
    diag_init(&d);
    if (!read_file(path, &text, &d)) {
        sb_printf(errors, "lhx: error: %s\n", d.msg);
        diag_clear(&d), sb_free(&text), manifest_free(m);
        return false;
    }
    Loader L;
    memset(&L, 0, sizeof L);
    L.path = path, L.dir = dir_of(path), L.m = m;
    if (parse_document(&L, &text)) {
        load_top(&L, yaml_document_get_root_node(&L.doc));
        yaml_document_delete(&L.doc);
    }
    bool ok = L.nerrors == 0;
    report_problems(&L, errors);
    free(L.dir);
    sb_free(&text);
    if (!ok) {
        manifest_free(m);
        return false;
    }
    if (m->n > 1) qsort(m->entries, m->n, sizeof *m->entries, by_id);
    return true;
}

void manifest_free(Manifest *m) {
    for (size_t i = 0; i < m->n; i++) {
        ManifestEntry *e = &m->entries[i];
        free(e->id), free(e->bad), free(e->good), free(e->bad_path), free(e->good_path), free(e->function);
        free(e->mistake), free(e->blame), free(e->note);
    }
    free(m->entries);
    free(m->path);
    memset(m, 0, sizeof *m);
}

const ManifestEntry *manifest_find(const Manifest *m, const char *id) {
    ManifestEntry key = {0};
    key.id = (char *)id;
    return m->n ? bsearch(&key, m->entries, m->n, sizeof *m->entries, by_id) : NULL;
}
