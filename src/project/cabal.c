/* cabal.c — see cabal.h.
 *
 * Two steps: the text becomes a tree of fields and blocks by indentation
 * (parse_items), then each component stanza is walked with its conditions
 * decided (walk), its fields collected into a CabalComponent. */
#include "cabal.h"
#include "../util/file.h"
#include "../util/path.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/utsname.h>

/* The compiler conditions are decided for (cabal.h). */
static const int ghc_version[] = {9, 0, 2};

/* ---- The tree ----------------------------------------------------------------------- */

typedef struct Line {
    int indent, number;
    char *text; /* without indentation and trailing blanks */
} Line;

typedef struct Item {
    bool field;
    char *head;  /* a field's name (lower case), or a block's header line */
    char *value; /* a field's value, continuation lines joined by '\n' */
    int line;
    struct Item *kids; /* a block's items */
    size_t nkids, cap;
} Item;

/* The significant lines of text: comments and blank lines dropped. */
static Line *split_lines(const char *text, size_t len, size_t *n) {
    Line *lines = NULL;
    size_t cap = 0;
    *n = 0;
    int number = 0;
    for (size_t i = 0; i < len;) {
        size_t j = i;
        while (j < len && text[j] != '\n') j++;
        number++;
        size_t k = i;
        int indent = 0;
        while (k < j && (text[k] == ' ' || text[k] == '\t')) indent += text[k] == '\t' ? 8 - indent % 8 : 1, k++;
        size_t e = j;
        while (e > k && isspace((unsigned char)text[e - 1])) e--;
        bool comment = e - k >= 2 && text[k] == '-' && text[k + 1] == '-';
        if (e > k && !comment) {
            char *t = xmalloc(e - k + 1);
            memcpy(t, text + k, e - k);
            t[e - k] = 0;
            VEC_PUSH(lines, *n, cap, ((Line){indent, number, t}));
        }
        i = j + 1;
    }
    return lines;
}

/* Does the line start a field (`name:`)? Sets *colon to the colon. */
static bool is_field(const char *t, const char **colon) {
    const char *s = t;
    if (!isalpha((unsigned char)*s)) return false;
    while (isalnum((unsigned char)*s) || *s == '-' || *s == '_') s++;
    while (*s == ' ' || *s == '\t') s++;
    if (*s != ':') return false;
    *colon = s;
    return true;
}

/* The items of the lines from *i on that are indented more than `outer`. */
static void parse_items(const Line *lines, size_t n, size_t *i, int outer, Item *parent) {
    while (*i < n && lines[*i].indent > outer) {
        const Line *l = &lines[*i];
        Item it = {.line = l->number};
        const char *colon;
        (*i)++;
        if (is_field(l->text, &colon)) {
            it.field = true;
            size_t nn = strcspn(l->text, " \t:");
            it.head = xmalloc(nn + 1);
            for (size_t k = 0; k < nn; k++) it.head[k] = (char)tolower((unsigned char)l->text[k]);
            it.head[nn] = 0;
            StrBuf v;
            sb_init(&v);
            const char *rest = colon + 1;
            while (*rest == ' ' || *rest == '\t') rest++;
            sb_puts(&v, rest);
            for (; *i < n && lines[*i].indent > l->indent; (*i)++) sb_printf(&v, "\n%s", lines[*i].text);
            it.value = sb_take(&v);
        } else {
            it.head = xstrdup(l->text);
            parse_items(lines, n, i, l->indent, &it);
        }
        VEC_PUSH(parent->kids, parent->nkids, parent->cap, it);
    }
}

static void item_free(Item *it) {
    for (size_t i = 0; i < it->nkids; i++) item_free(&it->kids[i]);
    free(it->kids);
    free(it->head);
    free(it->value);
}

/* ---- Conditions ------------------------------------------------------------------------ */

typedef struct Cond {
    const char *s;            /* what is left to read */
    const Item *root;         /* the file, for flag defaults */
    bool bad;                 /* a condition lhx cannot read: taken as false */
} Cond;

static void skip_blanks(Cond *c) {
    while (isspace((unsigned char)*c->s)) c->s++;
}

static bool eat(Cond *c, const char *tok) {
    skip_blanks(c);
    size_t n = strlen(tok);
    if (strncmp(c->s, tok, n) != 0) return false;
    c->s += n;
    return true;
}

/* A word: letters, digits, '-', '_', '.', '*'. */
static size_t word(Cond *c, char *out, size_t size) {
    skip_blanks(c);
    size_t n = 0;
    while ((isalnum((unsigned char)c->s[n]) || strchr("-_.*", c->s[n])) && c->s[n]) n++;
    size_t m = n < size - 1 ? n : size - 1;
    memcpy(out, c->s, m);
    out[m] = 0;
    c->s += n;
    return n;
}

/* Compares GHC's version with v ("9.0", "9.0.*"): <0, 0 (equal on v's
 * components; a wildcard matches anything), >0. */
static int version_cmp(const char *v, bool *wild) {
    *wild = false;
    for (size_t i = 0; *v; i++) {
        if (*v == '*') return *wild = true, 0;
        long part = strtol(v, (char **)&v, 10);
        long mine = i < 3 ? ghc_version[i] : 0;
        if (mine != part) return mine < part ? -1 : 1;
        if (*v == '.') v++;
        else break;
    }
    return 0;
}

/* One `OP VERSION` of a range, at GHC's version. */
static bool version_holds(Cond *c) {
    static const char *const ops[] = {"^>=", ">=", "<=", "==", ">", "<"};
    skip_blanks(c);
    char v[64];
    if (eat(c, "-any")) return true;
    if (eat(c, "-none")) return false;
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
        if (!eat(c, ops[i])) continue;
        word(c, v, sizeof v);
        bool wild;
        int r = version_cmp(v, &wild);
        if (i == 0) { /* ^>= x.y: >= x.y and < the next major (x.(y+1)) */
            char major[64];
            int a = 0, b = 0;
            sscanf(v, "%d.%d", &a, &b);
            snprintf(major, sizeof major, "%d.%d", a, b + 1);
            return r >= 0 && version_cmp(major, &wild) < 0;
        }
        return i == 1 ? r >= 0 : i == 2 ? r <= 0 : i == 3 ? r == 0 : i == 4 ? r > 0 : r < 0;
    }
    c->bad = true;
    return false;
}

/* A version range: `OP V && OP V || …` (&& binds tighter), or nothing (any). */
static bool range_holds(Cond *c) {
    skip_blanks(c);
    if (*c->s == ')') return true;
    bool any = false;
    for (;;) {
        bool all = version_holds(c);
        while (eat(c, "&&")) all = version_holds(c) && all;
        any = any || all;
        if (!eat(c, "||")) return any;
    }
}

/* The default of flag `name` (True when the flag or its default is missing). */
static bool flag_default(const Item *root, const char *name) {
    for (size_t i = 0; i < root->nkids; i++) {
        const Item *s = &root->kids[i];
        if (s->field || strncasecmp(s->head, "flag", 4) != 0 || !isspace((unsigned char)s->head[4])) continue;
        const char *fname = s->head + 5;
        while (isspace((unsigned char)*fname)) fname++;
        if (strcasecmp(fname, name) != 0) continue;
        for (size_t k = 0; k < s->nkids; k++)
            if (s->kids[k].field && strcmp(s->kids[k].head, "default") == 0)
                return strcasecmp(s->kids[k].value, "false") != 0;
    }
    return true;
}

/* This machine's architecture in Cabal's names. */
static bool is_arch(const char *a) {
    struct utsname u;
    if (uname(&u) != 0) return false;
    if (strcasecmp(a, u.machine) == 0) return true;
    return strcasecmp(a, "i386") == 0 && (strcmp(u.machine, "i686") == 0 || strcmp(u.machine, "i586") == 0);
}

static bool cond_or(Cond *c);

/* `f(arg)`, `true`, `false`, `!x`, `(x)`. */
static bool cond_atom(Cond *c) {
    if (eat(c, "!")) return !cond_atom(c);
    if (eat(c, "(")) {
        bool v = cond_or(c);
        if (!eat(c, ")")) c->bad = true;
        return v;
    }
    char fn[32], arg[128];
    word(c, fn, sizeof fn);
    if (strcasecmp(fn, "true") == 0) return true;
    if (strcasecmp(fn, "false") == 0) return false;
    if (!eat(c, "(")) return c->bad = true, false;
    word(c, arg, sizeof arg);
    bool v = false;
    if (strcasecmp(fn, "flag") == 0) v = flag_default(c->root, arg);
    else if (strcasecmp(fn, "os") == 0) v = strcasecmp(arg, "linux") == 0;
    else if (strcasecmp(fn, "arch") == 0) v = is_arch(arg);
    else if (strcasecmp(fn, "impl") == 0) v = strcasecmp(arg, "ghc") == 0 && range_holds(c);
    else c->bad = true;
    if (!eat(c, ")")) c->bad = true;
    return v;
}

static bool cond_and(Cond *c) {
    bool v = cond_atom(c);
    while (eat(c, "&&")) v = cond_atom(c) && v;
    return v;
}

static bool cond_or(Cond *c) {
    bool v = cond_and(c);
    while (eat(c, "||")) v = cond_and(c) || v;
    return v;
}

/* Decides the condition text of an `if`/`elif` header. */
static bool condition(const Item *root, const char *text) {
    Cond c = {text, root, false};
    bool v = cond_or(&c);
    skip_blanks(&c);
    return v && !c.bad && !*c.s;
}

/* ---- Components ------------------------------------------------------------------------ */

/* Appends the items of a list field (commas and/or white space). */
static void list_field(StrList *l, const char *v) {
    for (const char *s = v; *s;) {
        while (*s && (isspace((unsigned char)*s) || *s == ',')) s++;
        size_t n = 0;
        if (*s == '"') {
            const char *e = strchr(s + 1, '"');
            n = e ? (size_t)(e - s - 1) : strlen(s + 1);
            strlist_push_n(l, s + 1, n);
            s += n + 1 + (e != NULL);
            continue;
        }
        while (s[n] && !isspace((unsigned char)s[n]) && s[n] != ',') n++;
        if (n) strlist_push_n(l, s, n);
        s += n;
    }
}

/* Appends the package names of a build-depends value. */
static void depends_field(StrList *l, const char *v) {
    for (const char *s = v; *s;) {
        while (*s && (isspace((unsigned char)*s) || *s == ',')) s++;
        size_t n = 0;
        while (isalnum((unsigned char)s[n]) || s[n] == '-' || s[n] == '_') n++;
        if (n) {
            char name[256];
            snprintf(name, sizeof name, "%.*s", (int)n, s);
            if (!strlist_has(l, name)) strlist_push(l, name);
        }
        int depth = 0; /* the rest of the entry: a range, `:{sub, libs}` */
        for (s += n; *s && (depth || *s != ','); s++) depth += *s == '{' ? 1 : *s == '}' ? -1 : 0;
    }
}

static void set_string(char **field, const char *v) {
    free(*field);
    *field = xstrdup(v);
}

/* One field of a component stanza. */
static void component_field(CabalComponent *c, const Item *f) {
    const char *n = f->head, *v = f->value;
    if (strcmp(n, "hs-source-dirs") == 0 || strcmp(n, "hs-source-dir") == 0) list_field(&c->source_dirs, v);
    else if (strcmp(n, "default-extensions") == 0 || strcmp(n, "extensions") == 0) list_field(&c->extensions, v);
    else if (strcmp(n, "default-language") == 0) set_string(&c->language, v);
    else if (strcmp(n, "cpp-options") == 0) list_field(&c->cpp_options, v);
    else if (strcmp(n, "ghc-options") == 0) list_field(&c->ghc_options, v);
    else if (strcmp(n, "build-depends") == 0) depends_field(&c->depends, v);
    else if (strcmp(n, "exposed-modules") == 0 || strcmp(n, "other-modules") == 0) list_field(&c->modules, v);
    else if (strcmp(n, "main-is") == 0) set_string(&c->main_is, v);
}

/* The `common NAME` stanza, or NULL. */
static const Item *common_stanza(const Item *root, const char *name) {
    for (size_t i = 0; i < root->nkids; i++) {
        const Item *s = &root->kids[i];
        if (s->field || strncasecmp(s->head, "common", 6) != 0 || !isspace((unsigned char)s->head[6])) continue;
        const char *n = s->head + 7;
        while (isspace((unsigned char)*n)) n++;
        if (strcmp(n, name) == 0) return s;
    }
    return NULL;
}

/* Collects a block's fields, taking the branches a default configure takes. */
static void walk(const Item *root, const Item *block, CabalComponent *c, int depth) {
    bool taken = false; /* the last if/elif chain has had a true branch */
    for (size_t i = 0; i < block->nkids && depth < 16; i++) {
        const Item *it = &block->kids[i];
        if (it->field) {
            if (strcmp(it->head, "import") == 0) {
                StrList names = {0};
                list_field(&names, it->value);
                for (size_t k = 0; k < names.n; k++) {
                    const Item *common = common_stanza(root, names.items[k]);
                    if (common) walk(root, common, c, depth + 1);
                }
                strlist_free(&names);
            } else {
                component_field(c, it);
            }
            continue;
        }
        if (strncasecmp(it->head, "if ", 3) == 0) {
            taken = condition(root, it->head + 3);
            if (taken) walk(root, it, c, depth + 1);
        } else if (strncasecmp(it->head, "elif ", 5) == 0) {
            if (!taken && (taken = condition(root, it->head + 5))) walk(root, it, c, depth + 1);
        } else if (strcasecmp(it->head, "else") == 0) {
            if (!taken) walk(root, it, c, depth + 1);
            taken = true;
        }
    }
}

/* The kind of a component stanza's header, or NULL for other stanzas. */
static const char *component_kind(const char *head, const char **name) {
    static const char *const kinds[] = {"library", "executable", "test-suite", "benchmark", "foreign-library"};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        size_t n = strlen(kinds[i]);
        if (strncasecmp(head, kinds[i], n) != 0 || (head[n] && !isspace((unsigned char)head[n]))) continue;
        *name = head + n;
        while (isspace((unsigned char)**name)) (*name)++;
        return kinds[i];
    }
    return NULL;
}

static void add_component(CabalPackage *pkg, const Item *root, const Item *stanza, const char *kind,
                          const char *name) {
    CabalComponent c = {.kind = xstrdup(kind), .line = stanza->line};
    c.name = xstrdup(*name ? name : pkg->name ? pkg->name : "");
    walk(root, stanza, &c, 0);
    if (!c.source_dirs.n) strlist_push(&c.source_dirs, ".");
    VEC_PUSH(pkg->components, pkg->n, pkg->cap, c);
}

bool cabal_parse(const char *path, const char *text, size_t len, CabalPackage *out, Diag *d) {
    memset(out, 0, sizeof *out);
    out->path = xstrdup(path);
    size_t n, i = 0;
    Line *lines = split_lines(text, len, &n);
    Item root = {0};
    parse_items(lines, n, &i, -1, &root);
    for (size_t k = 0; k < root.nkids; k++)
        if (root.kids[k].field && strcmp(root.kids[k].head, "name") == 0) set_string(&out->name, root.kids[k].value);
    for (size_t k = 0; k < root.nkids; k++) {
        const char *name, *kind = root.kids[k].field ? NULL : component_kind(root.kids[k].head, &name);
        if (kind) add_component(out, &root, &root.kids[k], kind, name);
    }
    item_free(&root);
    for (size_t k = 0; k < n; k++) free(lines[k].text);
    free(lines);
    if (!out->name) return diag_error_at(d, EXIT_BAD_INPUT, path, 1, 1, "this .cabal file names no package (no `name:` field)");
    return true;
}

bool cabal_read(const char *path, CabalPackage *out, Diag *d) {
    StrBuf sb;
    sb_init(&sb);
    memset(out, 0, sizeof *out);
    bool ok = read_file_max(path, FILE_MAX_SOURCE, &sb, d) && cabal_parse(path, sb_str(&sb), sb.len, out, d);
    sb_free(&sb);
    return ok;
}

void cabal_free(CabalPackage *pkg) {
    for (size_t i = 0; i < pkg->n; i++) {
        CabalComponent *c = &pkg->components[i];
        free(c->kind);
        free(c->name);
        free(c->language);
        free(c->main_is);
        strlist_free(&c->source_dirs);
        strlist_free(&c->extensions);
        strlist_free(&c->cpp_options);
        strlist_free(&c->ghc_options);
        strlist_free(&c->depends);
        strlist_free(&c->modules);
    }
    free(pkg->components);
    free(pkg->path);
    free(pkg->name);
    memset(pkg, 0, sizeof *pkg);
}

const CabalComponent *cabal_component_named(const CabalPackage *pkg, const char *target) {
    static const struct { const char *prefix, *kind; } prefixes[] = {
        {"lib:", "library"}, {"exe:", "executable"}, {"test:", "test-suite"}, {"bench:", "benchmark"},
        {"flib:", "foreign-library"}};
    const char *kind = NULL, *name = target;
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
        if (strncmp(target, prefixes[i].prefix, strlen(prefixes[i].prefix)) == 0)
            kind = prefixes[i].kind, name = target + strlen(prefixes[i].prefix);
    if (strcmp(name, "lib") == 0 && !kind) kind = "library", name = pkg->name;
    for (size_t i = 0; i < pkg->n; i++) {
        const CabalComponent *c = &pkg->components[i];
        if ((!kind || strcmp(c->kind, kind) == 0) && strcmp(c->name, name) == 0) return &pkg->components[i];
    }
    return NULL;
}

bool cabal_find_in_dir(const char *dir, char **out, Diag *d) {
    *out = NULL;
    DIR *dh = opendir(dir);
    if (!dh) return true;
    bool ok = true;
    for (struct dirent *e; ok && (e = readdir(dh));) {
        if (e->d_name[0] == '.' || !path_has_suffix(e->d_name, ".cabal")) continue;
        char *path = path_join(dir, e->d_name);
        if (*out) ok = diag_error_at(d, EXIT_BAD_INPUT, path, 1, 1, "%s has two package descriptions (%s too): which one?",
                                     dir, path_base(*out));
        if (*out) free(path);
        else *out = path;
    }
    closedir(dh);
    return ok;
}
