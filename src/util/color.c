/* color.c — see color.h. */
#include "color.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static ColorMode color_mode = COLOR_AUTO; /* this module's: set once by main */

bool color_parse(const char *when, ColorMode *out) {
    static const struct { const char *name; ColorMode mode; } modes[] = {
        {"auto", COLOR_AUTO}, {"always", COLOR_ALWAYS}, {"never", COLOR_NEVER}};
    for (size_t i = 0; i < sizeof modes / sizeof *modes; i++)
        if (strcmp(when, modes[i].name) == 0) return *out = modes[i].mode, true;
    return false;
}

void color_set_mode(ColorMode mode) { color_mode = mode; }

bool color_on(FILE *stream) {
    if (color_mode != COLOR_AUTO) return color_mode == COLOR_ALWAYS;
    const char *no_color = getenv("NO_COLOR"), *term = getenv("TERM");
    if (no_color && *no_color) return false;
    if (term && strcmp(term, "dumb") == 0) return false;
    return isatty(fileno(stream)) != 0;
}

const char *color_start(ColorRole role) {
    switch (role) {
    case COLOR_POSITION: return "\033[1m";
    case COLOR_ERROR: return "\033[1;31m";
    case COLOR_WARNING: return "\033[1;35m";
    case COLOR_GOOD: return "\033[1;32m";
    case COLOR_LIMIT: return "\033[1;33m";
    case COLOR_SIGNATURE: return "\033[1;36m";
    }
    return "";
}

const char *color_end(void) { return "\033[0m"; }

/* Where a message line's kind (`error: `, `warning: `) starts: at the
 * beginning or after the position's `: `; NULL if neither. */
static const char *message_kind(const char *line, ColorRole *role) {
    static const struct { const char *word; ColorRole role; } kinds[] = {
        {"error: ", COLOR_ERROR}, {"warning: ", COLOR_WARNING}};
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        const char *w = kinds[i].word;
        const char *at = strncmp(line, w, strlen(w)) == 0 ? line : NULL;
        for (const char *p = line; !at && (p = strstr(p, w)) != NULL; p++)
            if (p >= line + 2 && p[-2] == ':' && p[-1] == ' ') at = p;
        if (at) return *role = kinds[i].role, at;
    }
    return NULL;
}

void color_fputs_message(const char *line, FILE *stream) {
    ColorRole role;
    const char *kind = color_on(stream) ? message_kind(line, &role) : NULL;
    if (!kind) {
        fputs(line, stream);
        return;
    }
    const char *colon = strchr(kind, ':');
    if (kind > line) fprintf(stream, "%s%.*s%s", color_start(COLOR_POSITION), (int)(kind - line), line, color_end());
    fprintf(stream, "%s%.*s%s%s", color_start(role), (int)(colon + 1 - kind), kind, color_end(), colon + 1);
}
