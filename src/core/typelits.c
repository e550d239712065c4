/* typelits.c — see typelits.h. */
#include "typelits.h"
#include "../util/utf8.h"

#include <string.h>

static bool con_named(const Program *p, const Type *t, const char *a, const char *b) {
    if (t->kind != TY_CON) return false;
    const char *n = sym_str(&p->syms, t->u.con.name);
    return strcmp(n, a) == 0 || (b && strcmp(n, b) == 0);
}

static Expr *con_app(Program *p, DataCon *dc, Expr **args, uint32_t n) {
    Expr *c = expr_new(p, EX_CON);
    c->u.con = dc;
    return n ? expr_app(p, c, args, n) : c;
}

/* The String of UTF-8 text, as constructors: C# 'h' : C# 'i' : []. */
static Expr *string_expr(Program *p, const char *text) {
    DataCon *cons = program_datacon(p, "GHC.Types.:"), *nil = program_datacon(p, "GHC.Types.[]"),
            *chr = program_datacon(p, "GHC.Types.C#");
    if (!cons || !nil || !chr) return NULL;
    size_t len = strlen(text), n = 0;
    uint32_t *points = ARENA_ARRAY(&p->arena, uint32_t, len ? len : 1);
    const unsigned char *s = (const unsigned char *)text, *end = s + len;
    while (s < end) points[n++] = utf8_decode(&s, end);
    Expr *list = con_app(p, nil, NULL, 0);
    for (size_t k = n; k-- > 0;) {
        Expr *ch = expr_new(p, EX_LIT);
        ch->u.lit.kind = LIT_CHAR;
        ch->u.lit.i = points[k];
        Expr **args = ARENA_ARRAY(&p->arena, Expr *, 2);
        args[0] = con_app(p, chr, &ch, 1);
        args[1] = list;
        list = con_app(p, cons, args, 2);
    }
    return list;
}

static Expr *natural_expr(Program *p, const char *digits) {
    for (const char *d = digits; *d; d++)
        if (*d < '0' || *d > '9') return NULL;
    Expr *e = expr_new(p, EX_LIT);
    e->u.lit.kind = LIT_NATURAL;
    e->u.lit.text = digits;
    return e;
}

Expr *typelit_dictionary(Program *p, const Type *constraint) {
    if (constraint->kind != TY_CON || constraint->u.con.nargs != 1) return NULL;
    const Type *lit = constraint->u.con.args[0];
    if (lit->kind != TY_LIT) return NULL;
    if (con_named(p, constraint, "GHC.TypeLits.KnownSymbol", NULL)) return string_expr(p, lit->u.text);
    if (con_named(p, constraint, "GHC.TypeNats.KnownNat", "GHC.TypeLits.KnownNat")) return natural_expr(p, lit->u.text);
    return NULL;
}

Type *typelit_choice(Program *p, const Type *kind) {
    bool symbol = kind && con_named(p, kind, "GHC.Types.Symbol", NULL);
    bool nat = kind && con_named(p, kind, "GHC.Types.Nat", "GHC.Num.Natural.Natural");
    if (!symbol && !nat) return NULL;
    Type *t = type_new(p, TY_LIT);
    t->u.text = symbol ? "" : "0";
    return t;
}
