/* liquid_locate.c — placing a position-less liquid error by its snippet.
 * See liquid_locate.h. */
#include "liquid_locate.h"

#include "../util/file.h"
#include "../util/strbuf.h"
#include "../util/xalloc.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void liquid_locator_init(LiquidLocator *l, const char *const *given, size_t ngiven) {
    memset(l, 0, sizeof *l);
    l->given = given;
    l->ngiven = ngiven;
}

void liquid_locator_free(LiquidLocator *l) {
    for (size_t i = 0; i < l->nfound; i++) free(l->found[i]);
    free(l->found);
    memset(l, 0, sizeof *l);
}

/* ---- The Haskell files under the current directory ------------------------------ */

static bool has_suffix(const char *s, const char *suffix) {
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Directories no user's source is in: hidden ones (.git, .stack-work) and
 * build output. */
static bool skipped_dir(const char *name) {
    return name[0] == '.' || strcmp(name, "dist-newstyle") == 0 || strcmp(name, "dist") == 0;
}

/* Adds the .hs/.lhs regular files under dir ("" for ".") to l->found,
 * depth-first, until the cap; symbolic links are not followed (lstat). */
static void walk(LiquidLocator *l, const char *dir, int depth) {
    DIR *d = opendir(*dir ? dir : ".");
    if (!d) return;
    struct dirent *ent;
    while ((ent = readdir(d)) && !l->capped) {
        const char *name = ent->d_name;
        if (!strcmp(name, ".") || !strcmp(name, "..")) continue;
        StrBuf path;
        sb_init(&path);
        sb_printf(&path, "%s%s%s", dir, *dir ? "/" : "", name);
        struct stat st;
        if (lstat(sb_str(&path), &st) == 0) {
            if (S_ISDIR(st.st_mode) && !skipped_dir(name) && depth < LOCATE_MAX_DEPTH) {
                walk(l, sb_str(&path), depth + 1);
            } else if (S_ISREG(st.st_mode) && (has_suffix(name, ".hs") || has_suffix(name, ".lhs"))) {
                if (l->nfound >= LOCATE_MAX_FILES) l->capped = true;
                else VEC_PUSH(l->found, l->nfound, l->cap, sb_take(&path));
            }
        }
        sb_free(&path);
    }
    closedir(d);
}

static int compare_paths(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files to match against: the given ones, else those under ".". */
static void candidates(LiquidLocator *l, const char *const **files, size_t *n) {
    if (l->ngiven) {
        *files = l->given;
        *n = l->ngiven;
        return;
    }
    if (!l->searched) {
        l->searched = true;
        walk(l, "", 0);
        if (l->nfound) qsort(l->found, l->nfound, sizeof *l->found, compare_paths);
    }
    *files = (const char *const *)l->found;
    *n = l->nfound;
}

/* ---- Matching ------------------------------------------------------------------------ */

/* Whether a (n bytes) and b are the same text once each run of blanks is
 * one space and leading and trailing blanks are dropped: a tab GHC expanded,
 * spaces a paste lost. */
static bool same_words(const char *a, size_t n, const char *b) {
    const char *end = a + n;
    for (;;) {
        while (a < end && (*a == ' ' || *a == '\t')) a++;
        while (*b == ' ' || *b == '\t') b++;
        if (a == end || !*b) return a == end && !*b;
        while (a < end && *b && *a == *b && *a != ' ' && *a != '\t') a++, b++;
        bool gap_a = a == end || *a == ' ' || *a == '\t', gap_b = !*b || *b == ' ' || *b == '\t';
        if (!gap_a || !gap_b) return false;
    }
}

/* Whether line `no` (from 1) of file is text, ignoring trailing blanks and
 * a CR (and, failing that, how blanks are spread: same_words); *first_col is
 * then its first non-blank column. */
static bool file_has_line(const char *file, int no, const char *text, int *first_col) {
    StrBuf sb;
    sb_init(&sb);
    Diag d;
    diag_init(&d);
    bool match = false;
    if (read_file(file, &sb, &d)) {
        const char *s = sb_str(&sb), *end = s + sb.len;
        for (int i = 1; i < no && s < end; i++) {
            const char *nl = memchr(s, '\n', (size_t)(end - s));
            s = nl ? nl + 1 : end;
        }
        if (s < end) {
            const char *nl = memchr(s, '\n', (size_t)(end - s));
            size_t n = nl ? (size_t)(nl - s) : (size_t)(end - s);
            while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) n--;
            match = (n == strlen(text) && memcmp(s, text, n) == 0) || same_words(s, n, text);
            size_t lead = strspn(s, " \t");
            *first_col = (int)(lead < n ? lead : 0) + 1;
        }
    }
    diag_clear(&d);
    sb_free(&sb);
    return match;
}

/* The snippet as quoted in messages: `LINE | TEXT`, TEXT cut at 60 bytes. */
static void quote_snippet(const LiquidError *e, StrBuf *out) {
    int n = (int)strlen(e->snippet);
    sb_printf(out, "`%d | %.*s%s`", e->snippet_line, n > 60 ? 60 : n, e->snippet, n > 60 ? "..." : "");
}

static bool fail(char **why, StrBuf *sb) {
    *why = sb_take(sb);
    return false;
}

/* The one candidate file whose line e->snippet_line is e->snippet: true
 * with *file and *col (the line's first non-blank column); else false with
 * the two first matches (or none) in match[], their number in *nmatch. */
static bool snippet_file(LiquidLocator *l, const LiquidError *e, const char **file, int *col, const char *match[2],
                         size_t *nmatch, size_t *ncandidates) {
    const char *const *files;
    size_t n;
    candidates(l, &files, &n);
    *ncandidates = n;
    *nmatch = 0;
    for (size_t i = 0; i < n && *nmatch < 2; i++) {
        int first;
        if (file_has_line(files[i], e->snippet_line, e->snippet, &first)) {
            if (!*nmatch) *col = first;
            match[(*nmatch)++] = files[i];
        }
    }
    *file = match[0];
    return *nmatch == 1;
}

bool liquid_relocate(LiquidLocator *l, LiquidError *e) {
    if (!e->snippet_line || !e->file || e->snippet_line != e->line || access(e->file, R_OK) == 0) return false;
    const char *file, *match[2] = {NULL, NULL};
    int col;
    size_t nmatch, n;
    if (!snippet_file(l, e, &file, &col, match, &nmatch, &n)) return false;
    e->file = file;
    return true;
}

bool liquid_locate(LiquidLocator *l, LiquidError *e, char **why) {
    StrBuf sb;
    sb_init(&sb);
    if (!e->snippet_line) {
        sb_puts(&sb, "liquid printed no source position and no source snippet for this error: "
                     "explain its function with `lhx explain FILE:LINE`");
        return fail(why, &sb);
    }
    const char *file, *match[2] = {NULL, NULL};
    int col = 1;
    size_t nmatch, n;
    if (snippet_file(l, e, &file, &col, match, &nmatch, &n)) {
        e->file = file;
        e->line = e->end_line = e->snippet_line;
        e->col = e->snippet_col ? e->snippet_col : col;
        e->end_col = e->snippet_col ? e->snippet_end_col : col;
        sb_free(&sb);
        return true;
    }
    sb_puts(&sb, "liquid printed no source position for this error, and its snippet ");
    quote_snippet(e, &sb);
    if (nmatch == 2) {
        sb_printf(&sb, " is line %d of both %s and %s", e->snippet_line, match[0], match[1]);
        if (!l->ngiven) sb_puts(&sb, " (and maybe more)");
        sb_puts(&sb, ": name the file with --file FILE");
    } else if (l->ngiven) {
        sb_printf(&sb, " is line %d of none of the files given with --file", e->snippet_line);
    } else {
        sb_printf(&sb, " is line %d of none of the %zu Haskell files under the current directory%s: "
                       "name the file with --file FILE",
                  e->snippet_line, n, l->capped ? " read (the search stopped at its cap)" : "");
    }
    return fail(why, &sb);
}
