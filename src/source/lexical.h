/* lexical.h — the lexical structure of Haskell source text, by GHC's rules.
 *
 * One scan of the code view (text.h) says what each byte is: code, a `--`
 * line comment, a nested `{- -}` block comment, a `{-@ … @-}` LiquidHaskell
 * annotation, a `{-# … #-}` pragma, a string or a character literal. The
 * rules are GHC's:
 *   - `--` (or more dashes) starts a line comment only when it is not part
 *     of a longer operator: `-->` and `|--` are operators;
 *   - block comments nest, and inside any `{- … -}` (annotations and
 *     pragmas included) only the `{-`/`-}` nesting counts, so an annotation
 *     inside a comment is commented out, and a `{-@` inside a string is
 *     not one;
 *   - a string ends at its closing quote or at an unescaped newline; a
 *     backslash escapes the next byte (string gaps continue the string);
 *   - a `'` right after an identifier character is part of the name (x');
 *     elsewhere it starts a character literal only if one follows ('x',
 *     '\n', '\''), otherwise it is a quote of its own ('[] promoted, 'name).
 * An annotation ends at the `-}` that balances its `{-@`, which must be
 * written `@-}`.
 *
 * The token reader (source_next_token) reads Haskell tokens from any
 * stretch of text with the same rules, skipping white space and comments;
 * it serves every reader of declarations (decls.h) and the eval harness. */
#ifndef LHX_SOURCE_LEXICAL_H
#define LHX_SOURCE_LEXICAL_H

#include <stdbool.h>
#include <stddef.h>

#include "text.h"

typedef enum SourceClass {
    SC_CODE,          /* code, white space included */
    SC_LINE_COMMENT,  /* -- to the end of the line (the newline is code) */
    SC_BLOCK_COMMENT, /* {- … -} */
    SC_ANNOTATION,    /* {-@ … @-}, delimiters included */
    SC_PRAGMA,        /* {-# … #-}, delimiters included */
    SC_STRING,        /* "…", quotes included */
    SC_CHAR,          /* 'x', quotes included */
} SourceClass;

/* An annotation or a pragma of the view. */
typedef struct SourceBlock {
    size_t open;               /* the offset of its `{-` */
    size_t body, body_end;     /* its content: after `{-@`/`{-#`, before `@-}`/`#-}` */
    size_t end;                /* just past its closing `-}`; the view's length if unclosed */
    bool closed;               /* closed as it should be (`@-}`, `#-}`) */
} SourceBlock;

typedef struct SourceLexical {
    unsigned char *cls;        /* SourceClass of each byte of the view */
    SourceBlock *annotations;  /* in order */
    size_t nannotations;
    SourceBlock *pragmas;
    size_t npragmas;
    /* The first lexical error (an unclosed comment or annotation, an
     * annotation closed by `-}`); the scan goes on past it regardless. */
    bool error;
    int error_line, error_col;
    char error_msg[128];
} SourceLexical;

/* Classifies every byte of t's view. Never fails: errors are recorded. */
void source_lex(const SourceText *t, SourceLexical *out);
void source_lexical_free(SourceLexical *l);

/* ---- Tokens ---- */

typedef enum SourceTokKind {
    STK_END,
    STK_VARID,   /* f, x', _go; qualified M.f */
    STK_CONID,   /* Just, Data.Map */
    STK_OP,      /* +++, ::, =, ->, M.! */
    STK_SPECIAL, /* ( ) [ ] { } , ; ` */
    STK_STRING,  /* "…" */
    STK_CHAR,    /* 'x' */
    STK_NUMBER,  /* 42, 0x2a, 1.5e3 */
    STK_OTHER,   /* anything else: a lone quote, a stray byte */
} SourceTokKind;

typedef struct SourceToken {
    SourceTokKind kind;
    const char *s;     /* into the text read, n bytes */
    size_t n;
    bool space_before; /* white space (or the start of the stretch) right before it */
    bool space_after;  /* white space (or the end of the stretch) right after it */
} SourceToken;

typedef struct SourceLexer {
    const char *begin, *p, *end;
} SourceLexer;

/* Reads tokens from [from, end). */
void source_lexer_init(SourceLexer *lx, const char *from, const char *end);
/* The next token (STK_END at the end), skipping white space and comments. */
SourceToken source_next_token(SourceLexer *lx);
/* Is t exactly this text? */
bool source_token_is(const SourceToken *t, const char *text);
/* A qualified name's last part (M.f: f; f: f), in *s and *n. */
void source_token_unqualified(const SourceToken *t, const char **s, size_t *n);

#endif
