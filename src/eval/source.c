/* source.c — see source.h. Three passes over the text: unlit (literate
 * files), separate code from comments and annotations, split the code into
 * top-level declarations. */
#include "source.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <string.h>

/* ---- tokens ------------------------------------------------------------------ */

static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '\''; }
static bool ident_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool symbol_char(char c) { return c && strchr("!#$%&*+./<=>?@\\^|-~:", c) != NULL; }

typedef enum TokKind { TOK_END, TOK_IDENT, TOK_SYMBOL, TOK_OTHER } TokKind;

typedef struct Tok {
    TokKind kind;
    const char *start;
    size_t len;
    bool backquoted; /* `f` */
    bool parenthesised; /* (++) */
} Tok;

/* The token at *p (skipping white space), and *p moved past it. */
static Tok next_tok(const char **p) {
    const char *s = *p;
    while (isspace((unsigned char)*s)) s++;
    Tok t = {TOK_END, s, 0, false, false};
    const char *e = s;
    if (!*s) return *p = s, t;
    if (*s == '`' && ident_start(s[1])) {
        for (e = s + 1; ident_char(*e) || *e == '.'; e++) {}
        t = (Tok){TOK_IDENT, s + 1, (size_t)(e - s - 1), true, false};
        if (*e == '`') e++;
    } else if (*s == '(' && symbol_char(s[1])) {
        for (e = s + 1; symbol_char(*e); e++) {}
        if (*e != ')') return *p = s + 1, (Tok){TOK_OTHER, s, 1, false, false};
        t = (Tok){TOK_SYMBOL, s + 1, (size_t)(e - s - 1), false, true};
        e++;
    } else if (ident_start(*s)) {
        for (e = s; ident_char(*e); e++) {}
        t = (Tok){TOK_IDENT, s, (size_t)(e - s), false, false};
    } else if (symbol_char(*s)) {
        for (e = s; symbol_char(*e); e++) {}
        t = (Tok){TOK_SYMBOL, s, (size_t)(e - s), false, false};
    } else e = s + 1, t = (Tok){TOK_OTHER, s, 1, false, false};
    *p = e;
    return t;
}

static bool tok_is(const Tok *t, const char *s) { return t->len == strlen(s) && strncmp(t->start, s, t->len) == 0; }

static char *tok_dup(const Tok *t) {
    char *s = xmalloc(t->len + 1);
    memcpy(s, t->start, t->len);
    s[t->len] = '\0';
    return s;
}

bool hs_mentions(const char *code, const char *name) {
    const char *p = code;
    for (Tok t = next_tok(&p); t.kind != TOK_END; t = next_tok(&p))
        if ((t.kind == TOK_IDENT || t.kind == TOK_SYMBOL) && tok_is(&t, name)) return true;
    return false;
}

/* ---- unlit ------------------------------------------------------------------------ */

static bool line_starts(const char *line, const char *prefix) { return strncmp(line, prefix, strlen(prefix)) == 0; }

/* The code of a literate file, line for line: bird-track lines without the
 * "> " (so top-level code starts in column 0), \begin{code} blocks as they
 * are, prose as empty lines. */
static void unlit(const char *text, StrBuf *out) {
    bool in_block = false;
    for (const char *line = text; *line;) {
        const char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        if (in_block && line_starts(line, "\\end{code}")) in_block = false;
        else if (!in_block && line_starts(line, "\\begin{code}")) in_block = true;
        else if (in_block) sb_putn(out, line, len);
        else if (line[0] == '>') {
            size_t skip = len > 1 && line[1] == ' ' ? 2 : 1;
            sb_putn(out, line + skip, len - skip);
        }
        sb_putc(out, '\n');
        line += len + (nl ? 1 : 0);
    }
}

/* ---- comments and annotations ----------------------------------------------------------- */

/* The end of the {- -} comment starting at s (after its "-}"), counting
 * nesting as GHC does; the end of the text if it is never closed. */
static const char *block_end(const char *s) {
    int depth = 0;
    for (; *s; s++) {
        if (s[0] == '{' && s[1] == '-') depth++, s++;
        else if (s[0] == '-' && s[1] == '}' && --depth == 0) return s + 2;
        else if (s[0] == '-' && s[1] == '}') s++;
    }
    return s;
}

/* "--" starts a line comment unless the dashes are part of an operator (-->). */
static bool line_comment_at(const char *s) {
    if (s[0] != '-' || s[1] != '-') return false;
    while (*s == '-') s++;
    return !symbol_char(*s);
}

/* The end of a string or character literal starting at s (quote char q). */
static const char *literal_end(const char *s, char q) {
    for (s++; *s && *s != '\n'; s++) {
        if (*s == '\\' && s[1]) s++;
        else if (*s == q) return s + 1;
    }
    return s;
}

/* Blanks out [from, to) in code (keeping newlines, so lines stay lines). */
static void blank(StrBuf *code, const char *from, const char *to) {
    for (const char *s = from; s < to; s++) sb_putc(code, *s == '\n' ? '\n' : ' ');
}

/* Splits text into code (comments blanked) and annotation bodies. */
static void separate(const char *text, StrBuf *code, char ***anns, size_t *nanns) {
    size_t cap = 0;
    for (const char *s = text; *s;) {
        const char *e;
        if (s[0] == '{' && s[1] == '-') {
            e = block_end(s);
            if (s[2] == '@') {
                const char *body_end = e - (e - s >= 5 && e[-3] == '@' ? 3 : 2);
                StrBuf body;
                sb_init(&body);
                if (body_end > s + 3) sb_putn(&body, s + 3, (size_t)(body_end - s - 3));
                VEC_PUSH(*anns, *nanns, cap, sb_take(&body));
            }
            blank(code, s, e);
        } else if (line_comment_at(s)) {
            for (e = s; *e && *e != '\n'; e++) {}
            blank(code, s, e);
        } else if (*s == '"' || (*s == '\'' && (s == text || !ident_char(s[-1])))) {
            e = literal_end(s, *s);
            sb_putn(code, s, (size_t)(e - s));
        } else {
            e = s + 1;
            sb_putc(code, *s);
        }
        s = e;
    }
}

/* ---- declarations --------------------------------------------------------------------------- */

static char *normalise(const char *s, size_t n) {
    StrBuf sb;
    sb_init(&sb);
    bool space = false;
    for (size_t i = 0; i < n; i++) {
        if (isspace((unsigned char)s[i])) space = sb.len > 0;
        else {
            if (space) sb_putc(&sb, ' ');
            space = false;
            sb_putc(&sb, s[i]);
        }
    }
    return sb_take(&sb);
}

static HsItem *find_item(HsItem *items, size_t n, const char *name) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(items[i].name, name) == 0) return &items[i];
    return NULL;
}

/* Adds text under name, after what name already has. */
static void add_item(HsItem **items, size_t *n, const char *name, char *text, const char *sep) {
    HsItem *it = find_item(*items, *n, name);
    if (!it) {
        *items = xrealloc(*items, (*n + 1) * sizeof **items);
        (*items)[(*n)++] = (HsItem){xstrdup(name), text};
        return;
    }
    StrBuf sb;
    sb_init(&sb);
    sb_printf(&sb, "%s%s%s", it->text, sep, text);
    free(it->text), free(text);
    it->text = sb_take(&sb);
}

static bool is_keyword(const Tok *t) {
    static const char *const kws[] = {"module",  "import",  "data",   "type",   "newtype", "class",   "instance",
                                      "infix",   "infixl",  "infixr", "deriving", "default", "foreign", "pattern",
                                      "where",   NULL};
    for (int i = 0; kws[i]; i++)
        if (tok_is(t, kws[i])) return true;
    return false;
}

/* The binder a top-level declaration defines, or NULL for a type signature,
 * a type or class declaration, an import, … */
static char *decl_name(const char *decl) {
    const char *p = decl;
    Tok first = next_tok(&p);
    bool lower = first.kind == TOK_IDENT && (islower((unsigned char)first.start[0]) || first.start[0] == '_');
    if (first.kind == TOK_IDENT && (!lower || is_keyword(&first))) return NULL;
    if (first.kind != TOK_IDENT && !(first.kind == TOK_SYMBOL && first.parenthesised)) return NULL;
    Tok second = next_tok(&p);
    if (tok_is(&second, "::") || tok_is(&second, ",")) return NULL;
    /* x <+> y = …  and  x `op` y = …  define the operator. */
    bool infix = (second.kind == TOK_SYMBOL && !second.parenthesised && !tok_is(&second, "=") &&
                  !tok_is(&second, "|") && !tok_is(&second, "@")) ||
                 (second.kind == TOK_IDENT && second.backquoted);
    return tok_dup(infix ? &second : &first);
}

static void flush_decl(HsSource *s, const char *decl, const char *end) {
    char *name = decl_name(decl);
    if (name) add_item(&s->defs, &s->ndefs, name, normalise(decl, (size_t)(end - decl)), " ");
    free(name);
}

/* Splits code into declarations: a line that starts in column 0 starts one. */
static void split_decls(const char *code, HsSource *s) {
    const char *decl = NULL, *line = code;
    while (*line) {
        if (!isspace((unsigned char)*line)) {
            if (decl) flush_decl(s, decl, line);
            decl = line;
        }
        const char *nl = strchr(line, '\n');
        line = nl ? nl + 1 : line + strlen(line);
    }
    if (decl) flush_decl(s, decl, line);
}

/* The binders an annotation is about: `f :: …`, `f, g :: …`, `measure f …`,
 * `assume f :: …`, `reflect f`, `inline f`, `lazy f`, `decrease f …`. */
static void annotation_subjects(const char *ann, HsSource *s) {
    static const char *const kws[] = {"assume", "measure", "reflect", "inline", "lazy", "decrease", "define", NULL};
    const char *p = ann;
    Tok t = next_tok(&p);
    bool keyword = false;
    for (int i = 0; kws[i]; i++) keyword = keyword || tok_is(&t, kws[i]);
    if (keyword) t = next_tok(&p);
    for (;;) {
        if (t.kind != TOK_IDENT && !(t.kind == TOK_SYMBOL && t.parenthesised)) return;
        Tok after = next_tok(&p);
        if (!keyword && !tok_is(&after, "::") && !tok_is(&after, ",")) return;
        char *name = tok_dup(&t);
        add_item(&s->specs, &s->nspecs, name, normalise(ann, strlen(ann)), " ; ");
        free(name);
        if (!tok_is(&after, ",")) return;
        t = next_tok(&p);
    }
}

void hs_source_parse(const char *text, bool literate, HsSource *s) {
    memset(s, 0, sizeof *s);
    StrBuf lit, code;
    sb_init(&lit), sb_init(&code);
    if (literate) unlit(text, &lit);
    char **anns = NULL;
    size_t nanns = 0;
    separate(literate ? sb_str(&lit) : text, &code, &anns, &nanns);
    split_decls(sb_str(&code), s);
    for (size_t i = 0; i < nanns; i++) annotation_subjects(anns[i], s), free(anns[i]);
    free(anns);
    sb_free(&lit), sb_free(&code);
}

bool hs_source_read(const char *path, HsSource *s, StrBuf *err) {
    StrBuf text;
    sb_init(&text);
    Diag d;
    diag_init(&d);
    memset(s, 0, sizeof *s);
    bool ok = read_file(path, &text, &d);
    if (!ok) sb_printf(err, "%s", d.msg), diag_clear(&d);
    else {
        size_t n = strlen(path);
        hs_source_parse(sb_str(&text), n > 4 && strcmp(path + n - 4, ".lhs") == 0, s);
    }
    sb_free(&text);
    return ok;
}

static void free_items(HsItem *items, size_t n) {
    for (size_t i = 0; i < n; i++) free(items[i].name), free(items[i].text);
    free(items);
}

void hs_source_free(HsSource *s) {
    free_items(s->defs, s->ndefs);
    free_items(s->specs, s->nspecs);
    memset(s, 0, sizeof *s);
}

const char *hs_source_def(const HsSource *s, const char *name) {
    const HsItem *it = find_item(s->defs, s->ndefs, name);
    return it ? it->text : NULL;
}

const char *hs_source_spec(const HsSource *s, const char *name) {
    const HsItem *it = find_item(s->specs, s->nspecs, name);
    return it ? it->text : NULL;
}
