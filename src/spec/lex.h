/* lex.h — tokens of the LiquidHaskell specification language.
 *
 * Lexes one region (src/source/text.h) into an array of tokens ending with
 * SK_EOF. Haskell lexical conventions: identifiers (qualified ones such as
 * Data.Set.Set are one token), operators are maximal runs of symbol
 * characters, `--` line comments and nested `{- -}` comments are skipped.
 * One deviation keeps refinements written without spaces readable: an
 * operator run such as `=-` or `>=-` directly followed by an operand is split
 * into the relation and a unary minus (`v=-1` is `v = -1`).
 *
 * Each token records what the layout rule of the parser needs: whether it
 * is the first on its line, its column, and the bracket depth before it. */
#ifndef LHX_SPEC_LEX_H
#define LHX_SPEC_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../util/diag.h"
#include "../util/intern.h"
#include "../source/text.h"

typedef enum SpecTokKind {
    SK_EOF,
    SK_VARID,     /* x, size, _, Data.Map.lookup */
    SK_CONID,     /* Int, Emp, Data.Set.Set */
    SK_INT,       /* 42, 0x2a */
    SK_FLOAT,     /* 2.5, 1e-3 */
    SK_STRING,    /* "abc" */
    SK_CHAR,      /* 'a' */
    SK_OP,        /* ->, ::, =, |, :+:, &&, \ ... */
    SK_LPAREN,
    SK_RPAREN,
    SK_LBRACK,
    SK_RBRACK,
    SK_LBRACE,
    SK_RBRACE,
    SK_COMMA,
    SK_SEMI,
    SK_BACKQUOTE,
} SpecTokKind;

typedef struct SpecToken {
    SpecTokKind kind;
    const char *text; /* into the region's text, len bytes */
    size_t len;
    int line, col; /* position of the first byte */
    bool bol;      /* first token on its source line */
    int depth;     /* number of open (, [, { before this token */
    Sym sym;       /* VARID, CONID, OP: the interned text */
    /* SK_STRING: decoded characters; SK_CHAR: code point */
    const char *str;
    size_t str_len;
    uint32_t ch;
} SpecToken;

/* Lexes r. On an error (a character that cannot start a token, an
 * unterminated string or comment) fills diag (EXIT_BAD_INPUT) and returns
 * false. */
bool spec_lex(const SourceRegion *r, Arena *a, Interner *in, SpecToken **toks, size_t *ntoks, Diag *diag);

/* A token as messages show it: 'foo', ')', end of annotation. Returns buf. */
const char *spec_tok_describe(const SpecToken *t, bool bare, char *buf, size_t size);

#endif
