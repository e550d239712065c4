/* path.h — file names as strings: joining, normalising, relating.
 *
 * lhx names one file in several ways: as the user typed it, as GHC was
 * given it (relative to a project's root), and absolutely (cache keys,
 * telling two spellings apart). These functions convert between them
 * without touching the file system, except path_real and path_cwd. Every
 * result is malloc'd (free() it). */
#ifndef LHX_PATH_H
#define LHX_PATH_H

#include <stdbool.h>

/* dir/rel, or rel itself when it is absolute; "" and "." as dir add nothing. */
char *path_join(const char *dir, const char *rel);
/* The same path without "//", "/./", trailing "/" or "x/.." steps that
 * can be removed lexically ("a/../b" → "b", "/.." → "/", "../x" kept);
 * "" becomes ".". */
char *path_normalize(const char *p);
/* The directory part ("a/b.hs" → "a", "b.hs" → ".", "/b" → "/"). */
char *path_dir(const char *p);
/* The last part ("a/b.hs" → "b.hs"). Points into p. */
const char *path_base(const char *p);
/* The current directory, or NULL. */
char *path_cwd(void);
/* p made absolute against the current directory and normalised
 * lexically (no link is resolved), or NULL if the current directory is
 * unknown. */
char *path_absolute(const char *p);
/* realpath(3): absolute, links resolved; NULL if p does not exist. */
char *path_real(const char *p);
/* The path that leads from directory `from` to `to`, both absolute and
 * normalised: "x/y.hs", "../src/y.hs", "." when they are the same. */
char *path_relative(const char *from, const char *to);
/* Is p (normalised) dir itself or inside it? Both absolute or both
 * relative to the same directory. */
bool path_is_under(const char *p, const char *dir);
/* An absolute path as messages show it: relative to the current directory
 * when it is inside it, else as it is. */
char *path_display(const char *abs);
/* Does p end in suffix (".hs")? */
bool path_has_suffix(const char *p, const char *suffix);

#endif
