/* imports.h — a module's import declarations, read from its text, to tell
 * which modules a qualifier names (S in S.member, Data.Set in
 * Data.Set.fromList), as Haskell scopes qualified names:
 *   import qualified Data.Set as S    S names Data.Set
 *   import Data.Set as S (member)     S names Data.Set (an import list or
 *                                     `hiding` does not change qualified names
 *                                     in the logic, which sees every measure)
 *   import Data.Set                   Data.Set names Data.Set
 * Several imports may share one qualifier. */
#ifndef LHX_SOURCE_IMPORTS_H
#define LHX_SOURCE_IMPORTS_H

#include "source.h"

/* Which names an import brings unqualified: all, only the listed ones,
 * or all but the listed ones (`hiding`). */
typedef enum SourceImportList { SOURCE_IMPORT_ALL, SOURCE_IMPORT_ONLY, SOURCE_IMPORT_HIDING } SourceImportList;

typedef struct SourceImport {
    char *module;          /* Data.Set (malloc'd) */
    char *alias;           /* S of `as S`, or NULL (malloc'd) */
    bool qualified;        /* `import qualified M` or `import M qualified` */
    SourceImportList list;
    char *items;           /* the source text between the list's parentheses
                            * (malloc'd); NULL for SOURCE_IMPORT_ALL */
} SourceImport;

typedef struct SourceImports {
    SourceImport *items;
    size_t n;
} SourceImports;

/* The import declarations of f, in source order. */
void source_imports_read(const SourceFile *f, SourceImports *out);
void source_imports_free(SourceImports *im);
/* Does qualifier q name import i (its alias, or its module when it has
 * no alias)? */
bool source_import_qualifies(const SourceImport *i, const char *q);

#endif
