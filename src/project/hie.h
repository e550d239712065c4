/* hie.h — an `hie.yaml` file: the Haskell Language Server's cradle, which
 * says how the modules under its directory are compiled.
 *
 * The forms read (hie-bios's):
 *   cradle: {cabal: {component: "lib:demo"}}           one component
 *   cradle: {cabal: [{path: "./src", component: …}, …]} by the file's path
 *   cradle: {stack: …}                                 as cabal: the .cabal file
 *   cradle: {direct: {arguments: ["-isrc", "-XLambdaCase"]}}
 *   cradle: {none: }                                   the file is no project's
 *   cradle: {multi: [{path: "./src", config: {cradle: …}}, …]}
 * A `bios` cradle runs a program of the user's to get the options, which
 * lhx does not do (an error says so). For path lists the longest `path`
 * that is a prefix of the file's wins, as in hie-bios. */
#ifndef LHX_PROJECT_HIE_H
#define LHX_PROJECT_HIE_H

#include "../util/diag.h"
#include "../util/strlist.h"

typedef enum HieKind { HIE_NONE, HIE_DIRECT, HIE_CABAL } HieKind;

typedef struct HieCradle {
    HieKind kind;
    StrList arguments; /* HIE_DIRECT: GHC's arguments, relative to the hie.yaml's directory */
    char *component;   /* HIE_CABAL: the component named, or NULL (the one holding the file) */
} HieCradle;

/* The cradle hie.yaml at path gives file (absolute); false with d set
 * (status 2 for a file lhx cannot read, 3 for a bios cradle). */
bool hie_read(const char *path, const char *file, HieCradle *out, Diag *d);
void hie_free(HieCradle *c);

#endif
