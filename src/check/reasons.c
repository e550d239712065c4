/* reasons.c — why liquid rejects a function lhx finds no bug in. See
 * reasons.h. Everything here reads what is there (the search's result, the
 * file's annotations, the signature, liquid's message); nothing is guessed:
 * a reason not detected is not given. */
#include "reasons.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *fname(const CheckSession *s, const Global *g) { return sym_str(&s->p.syms, g->var->name); }

static bool ident_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '\''; }

/* Whether word occurs in text as a whole identifier (a qualifier before it,
 * `M.word`, is allowed). */
static bool has_word(const char *text, const char *word) {
    size_t n = strlen(word);
    if (!n) return false;
    for (const char *at = strstr(text, word); at; at = strstr(at + 1, word))
        if ((at == text || !ident_char(at[-1])) && !ident_char(at[n])) return true;
    return false;
}

/* ---- Non-linear arithmetic -------------------------------------------------------- */

/* Whether the operand ending just before end (scanning back from it, not
 * past from) is a variable or a parenthesised group holding one. */
static bool variable_before(const char *from, const char *end) {
    const char *e = end;
    while (e > from && (e[-1] == ' ' || e[-1] == '\t')) e--;
    if (e > from && e[-1] == ')') {
        int depth = 0;
        const char *b = e;
        while (b > from) {
            b--;
            if (*b == ')') depth++;
            if (*b == '(' && --depth == 0) break;
        }
        for (const char *c = b; c < e; c++)
            if ((islower((unsigned char)*c) || *c == '_') && (c == b || !ident_char(c[-1]))) return true;
        return false;
    }
    const char *b = e;
    while (b > from && ident_char(b[-1])) b--;
    return b < e && (islower((unsigned char)*b) || *b == '_');
}

/* The same for the operand starting at start (not past end). */
static bool variable_after(const char *start, const char *end) {
    const char *b = start;
    while (b < end && (*b == ' ' || *b == '\t')) b++;
    if (b < end && *b == '(') {
        int depth = 0;
        for (const char *c = b; c < end; c++) {
            if (*c == '(') depth++;
            if (*c == ')' && --depth == 0) return false;
            if ((islower((unsigned char)*c) || *c == '_') && !ident_char(c[-1])) return true;
        }
        return false;
    }
    return b < end && (islower((unsigned char)*b) || *b == '_');
}

/* Whether the refinement text [from, end) multiplies or divides two variables. */
static bool nonlinear_in(const char *from, const char *end) {
    static const char *const ops[] = {"`div`", "`mod`", "`quot`", "`rem`", "*", "/"};
    for (const char *c = from; c < end; c++)
        for (size_t i = 0; i < sizeof ops / sizeof *ops; i++) {
            size_t n = strlen(ops[i]);
            if ((size_t)(end - c) < n || strncmp(c, ops[i], n) != 0) continue;
            if (n == 1 && (c[1] == '=' || (c > from && c[-1] == '/'))) continue; /* `/=`, not a quotient */
            if (variable_before(from, c) && variable_after(c + n, end)) return true;
        }
    return false;
}

/* Each line `VV : Int | (VV < x * y)` (liquid's oldest format writes
 * refinements without braces): the text after its bar scanned. */
static bool nonlinear_unbraced(const char *text) {
    for (const char *line = text; line && *line;) {
        const char *eol = strchr(line, '\n'), *end = eol ? eol : line + strlen(line);
        const char *bar = memchr(line, '|', (size_t)(end - line)), *brace = memchr(line, '{', (size_t)(end - line));
        if (bar && !brace && bar + 1 < end && bar[1] != '|' && nonlinear_in(bar + 1, end)) return true;
        line = eol ? eol + 1 : NULL;
    }
    return false;
}

/* Each refinement `{x:T | p}` in text: p scanned. */
bool reasons_nonlinear(const char *text) {
    if (nonlinear_unbraced(text)) return true;
    for (const char *open = strchr(text, '{'); open; open = strchr(open + 1, '{')) {
        int depth = 0;
        const char *bar = NULL, *c = open;
        for (; *c; c++) {
            if (*c == '{') depth++;
            if (*c == '}' && --depth == 0) break;
            if (*c == '|' && depth == 1 && !bar && c[1] != '|' && (c == open || c[-1] != '|')) bar = c;
        }
        if (bar && *c && nonlinear_in(bar + 1, c)) return true;
    }
    return false;
}

/* ---- The file's annotations ---------------------------------------------------------- */

/* The text of each `{-@ … @-}` annotation in src, trimmed, in order; calls
 * visit(text, n, ctx) until it returns true. */
typedef bool (*AnnotationVisit)(const char *text, size_t n, void *ctx);

static bool each_annotation(const char *src, AnnotationVisit visit, void *ctx) {
    for (const char *open = strstr(src, "{-@"); open; open = strstr(open + 3, "{-@")) {
        const char *close = strstr(open + 3, "@-}");
        if (!close) return false;
        const char *b = open + 3, *e = close;
        while (b < e && isspace((unsigned char)*b)) b++;
        while (e > b && isspace((unsigned char)e[-1])) e--;
        if (visit(b, (size_t)(e - b), ctx)) return true;
        open = close;
    }
    return false;
}

/* The name after keyword in an annotation `keyword name …`, into out (size
 * cap); *rest is the text after the name. False if it is not one. */
static bool annotation_head(const char *text, size_t n, const char *keyword, char *out, size_t cap, const char **rest) {
    size_t k = strlen(keyword);
    if (n <= k || strncmp(text, keyword, k) != 0 || !isspace((unsigned char)text[k])) return false;
    const char *b = text + k;
    while (b < text + n && isspace((unsigned char)*b)) b++;
    const char *e = b;
    while (e < text + n && ident_char(*e)) e++;
    if (e == b || (size_t)(e - b) >= cap) return false;
    memcpy(out, b, (size_t)(e - b));
    out[e - b] = '\0';
    *rest = e;
    return true;
}

/* An annotation `keyword name` (nothing but blanks after the name). */
static bool annotation_name(const char *text, size_t n, const char *keyword, char *out, size_t cap) {
    const char *rest;
    if (!annotation_head(text, n, keyword, out, cap, &rest)) return false;
    for (; rest < text + n; rest++)
        if (!isspace((unsigned char)*rest)) return false;
    return true;
}

/* `measure name :: T` with no equations (no later line starting with the
 * name): a measure by its type alone, uninterpreted. */
static bool annotation_declared_measure(const char *text, size_t n, char *out, size_t cap) {
    const char *rest;
    if (!annotation_head(text, n, "measure", out, cap, &rest)) return false;
    while (rest < text + n && isspace((unsigned char)*rest)) rest++;
    if (text + n - rest < 2 || rest[0] != ':' || rest[1] != ':') return false;
    size_t k = strlen(out);
    for (const char *nl = memchr(rest, '\n', (size_t)(text + n - rest)); nl;
         nl = memchr(nl + 1, '\n', (size_t)(text + n - nl - 1))) {
        const char *c = nl + 1;
        while (c < text + n && isspace((unsigned char)*c)) c++;
        if ((size_t)(text + n - c) > k && strncmp(c, out, k) == 0 && !ident_char(c[k])) return false;
    }
    return true;
}

typedef struct Lookup {
    const char *keyword; /* `reflect`, `measure`: annotations `keyword g`; NULL: `measure g :: T` alone */
    const char *obligation;
    const char *src;
    bool (*also)(const char *src, const char *name); /* a further condition on the name, or NULL */
    char name[128];
} Lookup;

static bool lookup_visit(const char *text, size_t n, void *ctx) {
    Lookup *l = ctx;
    char name[128];
    bool found = l->keyword ? annotation_name(text, n, l->keyword, name, sizeof name)
                            : annotation_declared_measure(text, n, name, sizeof name);
    if (!found || !has_word(l->obligation, name)) return false;
    if (l->also && !l->also(l->src, name)) return false;
    memcpy(l->name, name, sizeof name);
    return true;
}

/* The first function annotated so that the obligation uses (and that meets
 * also), into l->name; false if none. */
static bool annotated_in_obligation(Lookup *l) { return each_annotation(l->src, lookup_visit, l); }

typedef struct PleLookup {
    const char *f;
    bool global, local, on_f;
} PleLookup;

/* needle in text[0, n), or NULL. */
static const char *find_n(const char *text, size_t n, const char *needle) {
    size_t k = strlen(needle);
    for (size_t i = 0; i + k <= n; i++)
        if (memcmp(text + i, needle, k) == 0) return text + i;
    return NULL;
}

static bool ple_visit(const char *text, size_t n, void *ctx) {
    PleLookup *p = ctx;
    char name[128];
    if (n > 6 && strncmp(text, "LIQUID", 6) == 0) {
        const char *ple = find_n(text, n, "--ple");
        if (ple && (size_t)(ple - text) + 11 <= n && strncmp(ple, "--ple-local", 11) == 0) p->local = true;
        else if (ple) p->global = true;
    }
    if (annotation_name(text, n, "ple", name, sizeof name) && strcmp(name, p->f) == 0) p->on_f = true;
    return false;
}

/* Whether PLE is on for f: `{-@ LIQUID "--ple" @-}`, the plugin's
 * `-fplugin-opt=LiquidHaskell:--ple`, or `ple f`. */
static bool ple_on(const char *src, const char *f) {
    PleLookup p = {f, false, false, false};
    each_annotation(src, ple_visit, &p);
    const char *opt = strstr(src, "LiquidHaskell:--ple");
    if (opt && strncmp(opt, "LiquidHaskell:--ple-local", 25) != 0) p.global = true;
    return p.global || p.on_f;
}

/* Calls visit(first argument, end of line) for each Haskell equation of
 * name (a line starting with `name `, with an `=`, not its signature) until
 * it returns false; returns the number visited, or -1 if one said false. */
typedef bool (*EquationVisit)(const char *arg, const char *end);

static long each_equation(const char *src, const char *name, EquationVisit visit) {
    size_t n = strlen(name);
    long equations = 0;
    for (const char *line = src; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
        if (strncmp(line, name, n) != 0 || (line[n] != ' ' && line[n] != '\t')) continue;
        const char *eol = strchr(line, '\n'), *end = eol ? eol : line + strlen(line);
        const char *arg = line + n;
        while (arg < end && (*arg == ' ' || *arg == '\t')) arg++;
        if (arg >= end || (end - arg >= 2 && arg[0] == ':' && arg[1] == ':')) continue; /* its signature */
        if (!memchr(arg, '=', (size_t)(end - arg))) continue;
        if (!visit(arg, end)) return -1;
        equations++;
    }
    return equations;
}

static bool any_equation(const char *arg, const char *end) { return (void)arg, (void)end, true; }

/* A variable (or `_`) first argument and no `case` on the line: no match on a constructor. */
static bool no_constructor(const char *arg, const char *end) {
    if (!(islower((unsigned char)*arg) || *arg == '_')) return false; /* a constructor, literal, tuple… */
    for (const char *c = arg; c + 4 <= end; c++)
        if (strncmp(c, "case", 4) == 0 && (c == arg || !ident_char(c[-1])) && !ident_char(c[4])) return false;
    return true;
}

/* Whether name's Haskell equations all match on no constructor (a
 * definition that is not a measure); false if there are none. */
static bool not_by_constructors(const char *src, const char *name) { return each_equation(src, name, no_constructor) > 0; }

/* Whether the file defines name in Haskell. */
static bool defined_in_haskell(const char *src, const char *name) { return each_equation(src, name, any_equation) > 0; }

/* ---- The reasons ------------------------------------------------------------------------ */

/* Whether every abstracted call of r's counterexample is f's own. */
static bool blames_itself(const CheckResult *r) {
    const Finding *f = r->finding;
    if (r->verdict != VERDICT_ABSTRACT || !f || !f->nabstracted) return false;
    for (uint32_t i = 0; i < f->nabstracted; i++)
        if (f->abstracted[i].site->function != r->f) return false;
    return true;
}

static bool mentions(const char *text, const char *what) {
    size_t n = strlen(what);
    for (const char *c = text; *c; c++)
        if (strncasecmp(c, what, n) == 0) return true;
    return false;
}

/* The obligation's text: f's signature and liquid's message without its
 * header line (which holds a file name) and source snippet lines. */
static char *obligation_text(const CheckResult *r, const char *liquid_error) {
    StrBuf sb;
    sb_init(&sb);
    if (r->contract && r->contract->text) sb_printf(&sb, "%s\n", r->contract->text);
    const char *line = strchr(liquid_error, '\n');
    while (line) {
        line++;
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        const char *c = line;
        while (c < line + n && (isdigit((unsigned char)*c) || *c == ' ')) c++;
        if (c >= line + n || *c != '|') sb_printf(&sb, "%.*s\n", (int)n, line);
        line = eol;
    }
    return sb_take(&sb);
}

static void set_reason(CheckResult *r, const char *kind, StrBuf *text) {
    r->reason_kind = kind;
    r->reason = sb_take(text);
}

/* The reasons read from the file's annotations and the obligation's text
 * (f's signature and liquid's message), in order; else liquid's limit. */
static void reason_from_program(const CheckSession *s, CheckResult *r, const char *liquid_error, StrBuf *sb) {
    const char *f = fname(s, r->f);
    const char *file = r->f->var->span.file ? sym_str(&s->p.syms, r->f->var->span.file) : NULL;
    StrBuf src;
    sb_init(&src);
    Diag d;
    diag_init(&d);
    bool have_src = file && read_file(file, &src, &d);
    diag_clear(&d);
    char *obligation = obligation_text(r, liquid_error);
    Lookup reflected = {"reflect", obligation, sb_str(&src), NULL, ""};
    Lookup measured = {"measure", obligation, sb_str(&src), not_by_constructors, ""};
    Lookup declared = {NULL, obligation, sb_str(&src), defined_in_haskell, ""};
    if (have_src && annotated_in_obligation(&reflected) && !ple_on(sb_str(&src), f)) {
        sb_printf(sb, "`%s` is reflected and %s's obligation uses it, but PLE is off, so liquid does not unfold "
                      "%s's definition: add {-@ LIQUID \"--ple\" @-} (or `ple %s`)",
                  reflected.name, f, reflected.name, f);
        set_reason(r, "reflect-without-ple", sb);
    } else if (have_src && annotated_in_obligation(&measured)) {
        sb_printf(sb, "liquid treats `%s` as uninterpreted: it is declared `measure %s`, but its definition does "
                      "not match on its argument's constructors, so liquid knows nothing of its body; declare it "
                      "`inline %s` (or `reflect %s`)",
                  measured.name, measured.name, measured.name, measured.name);
        set_reason(r, "uninterpreted", sb);
    } else if (have_src && annotated_in_obligation(&declared)) {
        sb_printf(sb, "liquid treats `%s` as uninterpreted: `measure %s :: …` declares it by its type alone, so "
                      "liquid does not use %s's Haskell definition; declare it `inline %s` (or `reflect %s`)",
                  declared.name, declared.name, declared.name, declared.name, declared.name);
        set_reason(r, "uninterpreted", sb);
    } else if (reasons_nonlinear(obligation)) {
        sb_puts(sb, "the obligation has non-linear arithmetic (a product or quotient of two variables), which "
                    "liquid's SMT logic does not decide: liquid may be unable to prove this");
        set_reason(r, "nonlinear", sb);
    } else {
        sb_puts(sb, "liquid may be unable to prove this");
        set_reason(r, "limit", sb);
    }
    free(obligation);
    sb_free(&src);
}

/* The reasons for no counterexample: what lhx checked, then the first reason
 * detected (liquid's title first, then the program's), else liquid's limit. */
static void reason_for_none(const CheckSession *s, CheckResult *r, const char *liquid_error, StrBuf *sb) {
    const char *f = fname(s, r->f);
    const char *coverage = r->message ? r->message : "none found";
    sb_printf(sb, "lhx found no counterexample (%s); ", coverage);
    if (mentions(liquid_error, "Totality Error") || mentions(liquid_error, "not total")) {
        sb_printf(sb, "no input %s's type allows reached a missing case of its pattern match: liquid cannot see "
                      "from %s's refinements (or a GADT index) that the missing case is unreachable",
                  f, f);
        set_reason(r, "unreachable-case", sb);
        return;
    }
    if (mentions(liquid_error, "Termination") && r->searched && r->search.exhausted) {
        sb_printf(sb, "every path it explored terminated, but liquid found no decreasing metric: give %s one "
                      "(`{-@ %s :: … / [METRIC] @-}`)",
                  f, f);
        set_reason(r, "termination", sb);
        return;
    }
    reason_from_program(s, r, liquid_error, sb);
}

void reasons_find(const CheckSession *s, CheckResult *r, const char *liquid_error) {
    StrBuf sb;
    sb_init(&sb);
    if (blames_itself(r)) {
        const char *f = fname(s, r->f);
        sb_printf(&sb, "the type of %s's recursive call is too weak to prove its own result: strengthen %s's "
                       "signature (the spec is not inductive)",
                  f, f);
        set_reason(r, "not-inductive", &sb);
    } else if (r->verdict == VERDICT_NONE || r->verdict == VERDICT_TIMEOUT) {
        reason_for_none(s, r, liquid_error ? liquid_error : "", &sb);
    } else {
        sb_free(&sb);
    }
}
