/* cmd_peer_driver.c — `lhx peer-driver FILE --function NAME [--out DIR]
 * [--replay] [--input VALUE]…` (hidden: used by bench/peers.sh): the
 * QuickCheck/SmallCheck driver for the property lhx checks on NAME
 * (src/peer/driver.h). Without --out it prints the driver; with it, it
 * writes DIR/PeerDriver.hs and, with --replay, DIR/replay/PeerReplay.hs
 * beside a copy of FILE named after its module, for `lhx run`. */
#include "check_options.h"
#include "commands.h"
#include "../help/help.h"
#include "../peer/driver.h"
#include "../util/file.h"
#include "../util/xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct PeerArgs {
    CheckOptions check;
    const char *out;
    PeerDriverOptions driver;
    const char **inputs;
    uint32_t ninputs;
} PeerArgs;

/* Reads argv; prints the problem and returns false on error. */
static bool parse_args(int argc, char **argv, PeerArgs *a) {
    check_default_options(&a->check);
    for (int i = 1; i < argc; i++) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if ((strcmp(argv[i], "--function") == 0 || strcmp(argv[i], "--out") == 0 || strcmp(argv[i], "--input") == 0)) {
            if (!next) {
                fprintf(stderr, "lhx: error: %s needs an argument\n", argv[i]);
                return false;
            }
            if (argv[i][2] == 'f') {
                a->check.functions = xrealloc(a->check.functions, sizeof *a->check.functions);
                a->check.functions[0] = next;
                a->check.nfunctions = 1;
            } else if (argv[i][2] == 'o') {
                a->out = next;
            } else {
                a->inputs = xrealloc(a->inputs, (a->ninputs + 1) * sizeof *a->inputs);
                a->inputs[a->ninputs++] = next;
            }
            i++;
        } else if (strcmp(argv[i], "--replay") == 0) {
            a->driver.replay = true;
        } else if (argv[i][0] == '-' || a->check.file) {
            fprintf(stderr, "lhx: error: unexpected argument '%s'\n", argv[i]);
            return false;
        } else {
            a->check.file = argv[i];
        }
    }
    if (!a->check.file || !a->check.nfunctions) fputs("lhx: error: peer-driver needs FILE and --function NAME\n", stderr);
    a->driver.inputs = a->inputs;
    a->driver.ninputs = a->ninputs;
    a->driver.replay = a->driver.replay || a->ninputs;
    return a->check.file && a->check.nfunctions;
}

/* Writes text to dir/name; false with d set. */
static bool write_text(const char *dir, const char *name, const char *text, size_t len, Diag *d) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    bool ok = f && fwrite(text, 1, len, f) == len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) diag_error(d, EXIT_BAD_INPUT, "cannot write %s: %s", path, strerror(errno));
    return ok;
}

/* mkdir -p dir; false with d set. */
static bool make_dir(const char *dir, Diag *d) {
    char path[4096];
    snprintf(path, sizeof path, "%s", dir);
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(path, 0777) != 0 && errno != EEXIST) break;
        *p = '/';
    }
    if (mkdir(path, 0777) == 0 || errno == EEXIST) return true;
    return diag_error(d, EXIT_BAD_INPUT, "cannot create %s: %s", dir, strerror(errno));
}

/* DIR/PeerDriver.hs, and the replay directory: PeerReplay.hs and the
 * user's file under its module's name (lhx run finds imports there). */
static bool write_outputs(const PeerArgs *a, const CheckSession *s, const StrBuf *driver, const StrBuf *replay, Diag *d) {
    if (!make_dir(a->out, d) || !write_text(a->out, "PeerDriver.hs", sb_str(driver), driver->len, d)) return false;
    if (!replay->len) return true;
    char dir[4096], name[1024];
    snprintf(dir, sizeof dir, "%s/replay", a->out);
    const char *file = s->module->file, *dot = strrchr(file, '.');
    snprintf(name, sizeof name, "%s%s", sym_str(&s->p.syms, s->module->name), dot && strcmp(dot, ".lhs") == 0 ? ".lhs" : ".hs");
    StrBuf source;
    sb_init(&source);
    bool ok = make_dir(dir, d) && write_text(dir, "PeerReplay.hs", sb_str(replay), replay->len, d) &&
              read_file(file, &source, d) && write_text(dir, name, sb_str(&source), source.len, d);
    sb_free(&source);
    return ok;
}

int cmd_peer_driver(int argc, char **argv) {
    PeerArgs a;
    memset(&a, 0, sizeof a);
    if (!parse_args(argc, argv, &a)) {
        help_print_usage("peer-driver", stderr);
        check_options_free(&a.check);
        free(a.inputs);
        return EXIT_BAD_INPUT;
    }
    Diag d;
    diag_init(&d);
    CheckSession s;
    check_session_init(&s);
    uint32_t n = 0;
    Global **fs = NULL;
    StrBuf driver, replay;
    sb_init(&driver);
    sb_init(&replay);
    bool ok = check_session_open(&s, &a.check, &d) && (fs = check_targets(&s, &a.check, &n, &d)) &&
              peer_driver(&s, fs[0], &a.driver, &driver, &replay, &d);
    if (ok && a.out) ok = write_outputs(&a, &s, &driver, &replay, &d);
    else if (ok) fputs(sb_str(&driver), stdout);
    int status = ok ? EXIT_NONE_FOUND : diag_report(&d, stderr);
    sb_free(&driver);
    sb_free(&replay);
    free(fs);
    check_session_close(&s);
    check_options_free(&a.check);
    free(a.inputs);
    return status;
}
