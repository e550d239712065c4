/* alias.h — marking the uses of type and predicate aliases.
 *
 * The parser cannot know that `ListN a n` applies an alias (it may be
 * declared later, or in a library spec file), so it leaves an ST_CON with
 * ordinary arguments. Linking, done once every spec file is read:
 *   - sets SpecType.u.con.alias on each application of a type alias and
 *     SpecExpr.alias on each use of a predicate alias (an SE_VAR, or the
 *     SE_APP applying it);
 *   - turns the arguments in value-parameter positions that parsed as types
 *     (a name `n`, an upper-case parameter `N`) into ST_EXPR nodes;
 *   - checks that each alias gets exactly as many arguments as it has
 *     parameters, values where it expects values and types where it expects
 *     types, and that no value argument ({e}, 3) is given to a type
 *     constructor that is not an alias.
 * Aliases of f shadow those of libs; earlier libs shadow later ones. */
#ifndef LHX_SPEC_ALIAS_H
#define LHX_SPEC_ALIAS_H

#include <stdbool.h>
#include <stddef.h>

#include "../util/diag.h"
#include "ast.h"

/* False with a diag (EXIT_BAD_INPUT, at the offending application) on a
 * misapplied alias. */
bool spec_link_aliases(SpecFile *f, SpecFile *const *libs, size_t nlibs, Arena *a, const Interner *in,
                       Diag *diag);

#endif
