/* decls.h — the top-level structure of a Haskell module's text: its module
 * header and its top-level declarations, each with what it is about.
 *
 * Haskell's layout rule makes top-level declarations visible in the text:
 * each starts on a line whose first token (outside comments) sits at the
 * module's top-level column — the leftmost column any code line starts at —
 * unless that token can only continue what came before (a closing bracket,
 * an operator, `where`, `then`, `else`, `of`: `module M (…)` then `) where`).
 * `{-@ … @-}` annotations and `{-# … #-}` pragmas at that column count as
 * declarations too. A declaration runs to the line before the next one.
 *
 * What a declaration is about (its names) is read from its first tokens:
 *   f :: t, f, g :: t          a signature of f (and g)
 *   f x = …, f x | g = …       an equation of f (guards, where blocks: the
 *   x +++ y = …, (+++) x y = …    lines below it belong to it)
 *   (x:xs) +++ ys = …, x `op` y = …   infix equations define the operator
 *   {-@ f :: … @-}, {-@ f, g :: … @-}, {-@ measure f … @-}, {-@ reflect f @-}, …
 *   {-# INLINE f #-}, {-# NOINLINE [1] f #-}, …
 * `!x` and `~p` written as prefix patterns (`f !x = …`) are patterns; a `!`
 * or `~` with white space on both sides (`a ! b = …`) is the operator being
 * defined. Declarations about no single binder (import, data, class,
 * instance, type, pattern synonyms, LIQUID options, …) have no names.
 *
 * This is a reader of layout, not a parser: it only has to find where
 * declarations start and what they name, which the text makes plain. */
#ifndef LHX_SOURCE_DECLS_H
#define LHX_SOURCE_DECLS_H

#include "lexical.h"
#include "text.h"

typedef enum SourceDeclKind {
    SOURCE_DECL_OTHER,      /* module header, import, data, class, …: about no single binder */
    SOURCE_DECL_SIGNATURE,  /* f :: t */
    SOURCE_DECL_EQUATION,   /* f x = … (with its guards and where block) */
    SOURCE_DECL_ANNOTATION, /* {-@ … @-} */
    SOURCE_DECL_PRAGMA,     /* {-# … #-} */
} SourceDeclKind;

typedef struct SourceDecl {
    SourceDeclKind kind;
    size_t first_line, end_line; /* lines (from 0) [first_line, end_line): up to the next declaration */
    size_t start, end;           /* offsets in the view: its first token; the end of its last line */
    int line, col;               /* the position of its first token */
    char **names;                /* what it is about (malloc'd); the first is the binder its range joins */
    size_t nnames;
} SourceDecl;

/* `module M (exports) where`, or none (the file then exports main). */
typedef struct SourceHeader {
    bool present;
    char *name;        /* M, Data.Foo (malloc'd) */
    int line, col;     /* the `module` keyword */
    bool has_exports;  /* an export list is written (possibly empty: `module M () where`) */
    char **exports;    /* each item as written, white space normalised: f, (+++), T(..), module M */
    size_t nexports;
} SourceHeader;

/* Per line of the file, what the layout reader saw. */
typedef struct SourceLine {
    int first_col;     /* the column of its first token outside comments; 0: none */
    size_t first;      /* that token's offset in the view */
    bool in_comment;   /* it starts inside a comment, an annotation, a pragma or a literal */
    bool has_code;     /* it holds more than blanks and comments (annotations and pragmas count) */
} SourceLine;

typedef struct SourceDecls {
    int top_col;       /* the top-level column; 0 when the file has no code */
    SourceLine *lines; /* one per line of the text */
    SourceDecl *items; /* in source order */
    size_t n;
    SourceHeader header;
} SourceDecls;

/* Reads the declarations of t (lexed into l). */
void source_decls_read(const SourceText *t, const SourceLexical *l, SourceDecls *out);
void source_decls_free(SourceDecls *d);

/* The binders an annotation (body [from, to) of the view) is about:
 * `f :: …`, `f, g :: …`, `measure f …`, `assume f :: …`, `reflect f`,
 * `inline f`, `lazy f`, `ignore f`, `decrease f …`, …; malloc'd names. */
void source_annotation_subjects(const char *from, const char *to, char ***names, size_t *n);

/* Is name defined by an equation on an indented line (a where or let
 * binding, `  name args = …`) of the text? */
bool source_decls_defines_local(const SourceText *t, const SourceDecls *d, const char *name);

/* Does a top-level `data name …` or `newtype name …` declare the type? */
bool source_decls_declares_type(const SourceText *t, const SourceDecls *d, const char *name);

#endif
