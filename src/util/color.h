/* color.h — whether lhx's output to a stream is highlighted, and how.
 *
 * GHC's convention (-fdiagnostics-color=auto|always|never): `--color=WHEN`
 * on any command. auto, the default, highlights a stream that is a
 * terminal (not TERM=dumb) unless NO_COLOR is set (no-color.org); always
 * and never mean what they say. The highlighting is ANSI SGR sequences;
 * a pipe, a file, --json and the language server never get any.
 *
 * The mode is this module's own state, set once by main before a command
 * runs (a program-wide setting, like the locale). */
#ifndef LHX_UTIL_COLOR_H
#define LHX_UTIL_COLOR_H

#include <stdbool.h>
#include <stdio.h>

typedef enum ColorMode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER } ColorMode;

/* What a highlighted stretch of text is. */
typedef enum ColorRole {
    COLOR_POSITION,  /* file:line:col: and the function's name (bold, as GHC's) */
    COLOR_ERROR,     /* `error:`, a concrete counterexample, a termination one (bold red) */
    COLOR_WARNING,   /* `warning:`, an abstract counterexample (bold magenta) */
    COLOR_GOOD,      /* no counterexample (bold green) */
    COLOR_LIMIT,     /* timeout, unsupported (bold yellow) */
    COLOR_SIGNATURE, /* a refinement type to look at or strengthen (bold cyan) */
} ColorRole;

/* Parses WHEN (auto, always, never); false for anything else. */
bool color_parse(const char *when, ColorMode *out);
/* Sets the program's mode. */
void color_set_mode(ColorMode mode);
/* Is output to stream highlighted under the current mode? */
bool color_on(FILE *stream);
/* The sequence that starts a role's highlighting, and the one ending any. */
const char *color_start(ColorRole role);
const char *color_end(void);
/* Writes a message line in GHC's form (`file:line:col: error: text`,
 * `lhx: error: text`, `…: warning: text`) to stream, its position in bold
 * and its kind in the kind's colour when color_on(stream). */
void color_fputs_message(const char *line, FILE *stream);

#endif
