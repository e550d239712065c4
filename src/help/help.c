/* help.c — the help table (see help.h) and its plain-text forms. The texts
 * are ASCII only, so that the manual page needs no encoding. */
#include "help.h"
#include "../frontend/ghc.h"
#include "../util/xalloc.h"

#include <stdlib.h>
#include <string.h>

enum { HELP_WIDTH = 79 };

/* The options of the commands that check and explain (check, explain,
 * after-liquid): a line added here reaches all three. */
#define CHECKING_OPTIONS                                                                                            \
    {"--json", "print one JSON document (schema: docs/json.md) instead of text", false, NULL},                  \
        {"--timeout S", "seconds of search per function (default 10)", false, NULL},                             \
        {"--ghc-timeout S", "seconds GHC may take to compile the file, 0 for no limit (default 120)", false, NULL}, \
        {"--max-depth N", "reduction steps per path before giving up (default 4000)", false, NULL},              \
        {"--max-size N", "the largest inputs: N constructors deep, lists of N (default 8)", false, NULL},         \
        {"--spec FILE", "also read the LiquidHaskell specifications in FILE", true, "file"},                     \
        {"--stats", "print the search's statistics on stderr", false, NULL},                                     \
        {"--memory MB", "the memory limit of the whole lhx process, 0 for none (default 1024)", false, NULL},    \
        {"--no-th", "refuse a file that would make GHC run its code (Template Haskell, plugins, -pgmF, CPP)",   \
         false, NULL},                                                                                            \
        {"--machine-ints", "Int wraps at 64 bits (default: unbounded, as in LiquidHaskell's logic)", false, NULL}, \
        {"-iDIR", "also look for imported modules in DIR (projects without a .cabal file or hie.yaml)", true,   \
         NULL},                                                                                            \
        {"--ghc-option OPT", "also give GHC this option (-X, -D, -f...; as a .cabal file's ghc-options)", true,   \
         NULL},                                                                                            \
        {"--color WHEN", "highlight verdicts and signatures: auto (on a terminal; default), always, never",     \
         false, NULL},                                                                                            \
        {"--implied-by FILE", "say whether FILE's type of a blamed callee implies the suggested one (lhx eval)", \
         false, "file"}

static const CommandHelp commands[] = {
    {"check", "FILE|DIR", "check functions against their refinement types and explain each failure",
     "Checks functions against their LiquidHaskell refinement types ({-@ f :: ... @-} annotations, lhx's library "
     "specifications, the --spec files) and explains each failure with a counterexample: a concrete one (inputs "
     "that satisfy the precondition but break the postcondition or a callee's precondition) or an abstract one (a "
     "callee result that the callee's too weak specification allows and that breaks the caller; lhx names the "
     "callee to strengthen).\n\n"
     "Without --function, lhx checks every function with a refinement signature, and every function without one "
     "that calls a function with a precondition. Verdicts: concrete, abstract, none (nothing found, with what was "
     "searched: every path, or inputs up to a size and paths up to a number of steps), timeout, unsupported, error.\n\n"
     "A module is compiled as its project compiles it: the component of the nearest .cabal file (or hie.yaml "
     "cradle) whose hs-source-dirs hold it, with its extensions, options and dependencies; without one, from the "
     "source root its module header implies (docs/projects.md). DIR (or a .cabal file, or an hie.yaml) checks "
     "every module of the package in dependency order, --jobs at a time, and ends with a summary table.\n\n"
     "  $ lhx check tests/programs/demo.hs --function zip\n"
     "  $ lhx check . --jobs 2",
     {NULL},
     {{"--function NAME", "check this top-level function (default: see above)", true, NULL},
      {"--jobs N", "with DIR: check N modules at a time (default 1; -j N too)", false, NULL}, CHECKING_OPTIONS},
     "file",
     false},
    {"explain", "FILE:LINE[:COL]", "explain the function at a position (a LiquidHaskell error's)",
     "Explains the top-level function whose source holds the position, exactly as lhx check FILE --function NAME "
     "does. The position is the one LiquidHaskell reports: anywhere in the function's equations or where clauses, "
     "or on the {-@ f :: ... @-} and Haskell signatures above them. A position outside every function is an error "
     "(status 2).\n\n"
     "  $ lhx explain tests/programs/demo.hs:20:25\n\n"
     "With --liquid-error, liquid rejected the function with that message (the editor passes its diagnostic's): "
     "when lhx finds no counterexample, the answer says what lhx checked and why liquid may fail, as after-liquid's "
     "do.",
     {NULL},
     {{"--liquid-error MESSAGE", "liquid's message for the error at the position: say why liquid may fail", false,
       NULL},
      CHECKING_OPTIONS},
     "file",
     false},
    {"after-liquid", "[OUTPUT|-]", "explain each error of a liquid run (its output, or stdin)",
     "Explains each error of a failed liquid run. OUTPUT is what liquid printed: a file, or the standard input "
     "(- or no OUTPUT), so that lhx works as a pipe:\n\n"
     "  $ liquid File.hs 2>&1 | lhx after-liquid\n\n"
     "liquid's output is passed through as it came, colours (ANSI escapes) included, and each error is followed by "
     "lhx's explanation. A type mismatch (Liquid Type Mismatch, Totality Error, ...) or a termination error is "
     "explained as lhx explain explains its position (a termination counterexample: a recursive call whose metric "
     "does not decrease); lhx notes that it has nothing to add to the other kinds "
     "(unbound names, bad specifications, GHC's errors). Each function is explained once: a later error in it "
     "refers to the explanation above. When lhx finds no counterexample in code liquid rejected, the answer says "
     "what lhx checked and, when lhx detects it, why liquid cannot prove the code: a spec that is not inductive, "
     "a missing case unreachable at its type, a function that terminates with no metric liquid finds, a reflected "
     "function without PLE, a measure liquid treats as uninterpreted, non-linear arithmetic; otherwise that liquid "
     "may be unable to prove it.\n\n"
     "lhx reads the liquid executable's format (Inferred type / not a subtype of Required type, or Required Type / "
     "Actual Type, with or without the source snippet), the GHC plugin's format (error:, then the title and "
     "sections separated by . lines, Constraint id), totality and termination errors, and liquid --json (which is "
     "answered as with --only-explanations). A paste without positions (the title and snippet alone, the plugin's "
     "body without its first line) is placed by its snippet: the line number and source text are looked up in "
     "the --file files, or in the .hs and .lhs files under the current directory; when that is ambiguous, lhx "
     "asks for --file. docs/after-liquid.md shows an example of each format.",
     {NULL},
     {{"--only-explanations", "leave liquid's text out: each error's header line, then lhx's explanation", false,
       NULL},
      {"--file FILE", "look for the source of errors printed without a position in FILE", true, "file"},
      CHECKING_OPTIONS},
     "file",
     false},
    {"run", "FILE", "search a plain Haskell program for crashes",
     "Symbolic execution of a plain Haskell program: the entry's arguments are symbolic, and every way it can "
     "crash (an assertion, error, undefined, an incomplete pattern) is a counterexample, replayed on concrete "
     "inputs before it is printed. Programs state assertions and symbolic values with the module Lhx.Symbolic "
     "(assert, assume, symbolic, choice), which lhx's GHC package provides.\n\n"
     "  $ lhx run tests/engine/fig2.hs --entry prop",
     {NULL},
     {{"--entry NAME", "the function to run (default: the module's only exported function)", false, NULL},
      {"--timeout S", "seconds of search (default 60)", false, NULL},
      {"--max-depth N", "the largest number of reduction steps per path", false, NULL},
      {"--max-results N", "stop after N counterexamples (default 1)", false, NULL},
      {"--values", "also print every value a path ends in", false, NULL},
      {"--stats", "print the search's statistics on stderr", false, NULL},
      {"--memory MB", "the memory limit of the whole lhx process, 0 for none (default 1024)", false, NULL},
      {"--no-th", "refuse a file that would make GHC run its code (Template Haskell, plugins, -pgmF, CPP)", false,
       NULL}},
     "file",
     false},
    {"core", "FILE", "print a program as lhx loads it",
     "Compiles a .hs or .lhs file (and the modules it imports from its directory) with GHC and lhx's plugin, "
     "loads its Core, links every external name to its definition and prints the program as the engine sees "
     "it. FILE may also be a core JSON file the plugin wrote.",
     {NULL},
     {{"--externals", "also list every external name the program reaches, and its definition's origin", false,
       NULL},
      {"--keep-temp", "keep GHC's temporary directory (its name is printed on stderr)", false, NULL},
      {"--no-th", "refuse a file that would make GHC run its code (Template Haskell, plugins, -pgmF, CPP)", false,
       NULL}},
     "file",
     false},
    {"lsp", "", "a language server for editors (LSP over stdio)",
     "A language server (LSP over stdin and stdout) that explains the LiquidHaskell error under the cursor: a code "
     "action \"Explain this LiquidHaskell error\", the counterexample as a message, diagnostics on the "
     "specification to blame, and the explanation on hover. Editor set-up (VS Code, Neovim, Emacs): "
     "docs/editors.md.",
     {NULL},
     {{"--stdio", "accepted and ignored (stdio is the only transport)", false, NULL},
      {"--timeout S", "seconds one explanation may take (default 120)", false, NULL},
      {"--no-th", "explain no file that would make GHC run its code (also the noTh setting)", false, NULL},
      {"--machine-ints", "explain with 64-bit Ints (also the machineInts setting; see lhx check)", false, NULL}},
     NULL,
     false},
    {"eval", "[MANIFEST]", "evaluate lhx on a corpus of LiquidHaskell errors",
     "Evaluates lhx on a corpus of LiquidHaskell errors (the PLDI'19 paper's Fig. 12): runs lhx check on each "
     "entry of MANIFEST (default corpus/manifest.yaml), in parallel, and writes table.md, blame.md, results.csv "
     "and times.svg to the --out directory. The work can also be printed as jobs for other machines and their "
     "results merged (docs/eval.md).\n\nWith --suite DIR, runs lhx check on every file of an external suite laid "
     "out like LiquidHaskell's own tests (DIR/pos: programs LiquidHaskell accepts; DIR/neg: programs it rejects) "
     "and writes table.md and results.csv: files loaded and checked, signed binders checked, neg files with a "
     "counterexample, pos files with a false alarm, and what stopped the rest, grouped by message.",
     {"lhx eval [MANIFEST] [-j N] [--timeout S] [--grace S] [--mem-limit MB] [--out DIR] [--check-good] "
      "[--only ID[,ID...]]",
      "lhx eval [MANIFEST] --emit-jobs parallel|slurm [--out DIR] [--timeout S] [--grace S] [--mem-limit MB]",
      "lhx eval [MANIFEST] --merge PARTS_DIR [--out DIR]",
      "lhx eval --suite DIR [--listed] [-j N] [--timeout S] [--file-limit S] [--mem-limit MB] [--out DIR]"},
     {{"-j N, --jobs N", "runs at once (default: the number of online cores)", false, NULL},
      {"--timeout S", "lhx check's timeout per function (default 10)", false, NULL},
      {"--grace S", "a run is killed after timeout + S seconds (default 30)", false, NULL},
      {"--mem-limit MB", "each run's memory limit (lhx check --memory), 0 for none (default 4096)", false, NULL},
      {"--out DIR", "where the reports go (default eval/results)", false, "dir"},
      {"--check-good", "also check each good file: lhx must find nothing there", false, NULL},
      {"--only ID[,ID...]", "run only these entries and print a line each, no reports", true, NULL},
      {"--emit-jobs KIND", "print the work as jobs (KIND: parallel or slurm) instead of running it", false,
       "parallel slurm"},
      {"--merge PARTS_DIR", "write the reports from the jobs' part files", false, "dir"},
      {"--suite DIR", "run an external suite (DIR/pos, DIR/neg) instead of the corpus (default --timeout 20)", false,
       "dir"},
      {"--listed", "with --suite: only the files DIR/pos.txt and DIR/neg.txt name", false, NULL},
      {"--file-limit S", "with --suite: a file's run is killed after S seconds (default 600)", false, NULL}},
     "file",
     false},
    {"build-prelude", "SRC_DIR OUT_DIR", "compile the prelude models (used by the build)", "", {NULL}, {{NULL}},
     "dir", true},
    {"peer-driver", "FILE", "a QuickCheck/SmallCheck driver for a function's property (used by bench/peers.sh)",
     "Writes a Haskell program that tests, with QuickCheck and SmallCheck, the property lhx checks on one "
     "function: its precondition as a filter, its postcondition, its callees' contracts and crashes as the "
     "property (src/peer/driver.h).",
     {NULL},
     {{"--function NAME", "the function", false, NULL},
      {"--out DIR", "write DIR/PeerDriver.hs (and the replay) instead of printing the driver", false, "dir"},
      {"--replay", "also the replay of the function on --input values (DIR/replay/PeerReplay.hs)", false, NULL},
      {"--input VALUE", "an argument of the replay, as lhx printed it", true, NULL}},
     "file",
     true},
};

static const HelpStatus statuses[] = {
    {0, "no counterexample (or: the command succeeded)"},
    {1, "counterexamples found"},
    {2, "bad input or usage: a missing file, Haskell that GHC rejects, a malformed specification or core JSON, a "
        "malformed or unknown option"},
    {3, "an unsupported construct or a limit: a time-out or memory limit (lhx's or GHC's), a name with no "
        "definition, a construct lhx cannot execute, GHC crashing"},
};

const CommandHelp *help_commands(size_t *n) {
    *n = sizeof commands / sizeof *commands;
    return commands;
}

const CommandHelp *help_command(const char *name) {
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (strcmp(commands[i].name, name) == 0) return &commands[i];
    return NULL;
}

const HelpStatus *help_statuses(size_t *n) {
    *n = sizeof statuses / sizeof *statuses;
    return statuses;
}

/* ---- Plain text ------------------------------------------------------------ */

/* Text being wrapped: words go on the current line while they fit in
 * width; continuation lines start with indent blanks. */
typedef struct Wrap {
    FILE *out;
    int width, indent, col;
    bool fresh; /* nothing on the line yet after its indent */
} Wrap;

/* Writes one unbreakable item of n bytes, first starting a new line when
 * it would pass the width (unless the line is still empty). */
static void put_item(Wrap *w, const char *item, size_t n) {
    if (!w->fresh && w->col + 1 + (int)n > w->width) {
        fprintf(w->out, "\n%*s", w->indent, "");
        w->col = w->indent;
        w->fresh = true;
    }
    if (!w->fresh) fputc(' ', w->out), w->col++;
    fwrite(item, 1, n, w->out);
    w->col += (int)n;
    w->fresh = false;
}

/* Writes text (len bytes) wrapped at the blanks outside brackets, so that
 * a synopsis item such as "[--timeout S]" stays whole. */
static void put_wrapped(Wrap *w, const char *text, size_t len) {
    for (size_t i = 0; i < len;) {
        while (i < len && text[i] == ' ') i++;
        size_t j = i;
        for (int depth = 0; j < len && (depth > 0 || text[j] != ' '); j++)
            depth += text[j] == '[' ? 1 : text[j] == ']' ? -1 : 0;
        if (j > i) put_item(w, text + i, j - i);
        i = j;
    }
}

/* The synopsis built from c's operands and options, on one line. */
static void built_synopsis(const CommandHelp *c, FILE *out) {
    fprintf(out, "lhx %s", c->name);
    if (c->operands[0]) fprintf(out, " %s", c->operands);
    for (const HelpOption *o = c->options; o->flags; o++) {
        const char *comma = strstr(o->flags, ", "); /* "-j N, --jobs N": the first form */
        fprintf(out, " [%.*s]%s", comma ? (int)(comma - o->flags) : (int)strlen(o->flags), o->flags,
                o->repeatable ? "..." : "");
    }
}

size_t help_synopses(const CommandHelp *c, char *out[HELP_MAX_SYNOPSES]) {
    size_t n = 0;
    while (n < HELP_MAX_SYNOPSES && c->synopses[n]) {
        out[n] = xstrdup(c->synopses[n]);
        n++;
    }
    if (n) return n;
    size_t len = 0;
    FILE *mem = open_memstream(&out[0], &len);
    if (!mem) return 0;
    built_synopsis(c, mem);
    fclose(mem);
    return 1;
}

/* One synopsis after `usage: ` (or its blanks), wrapped under its words. */
static void print_synopsis_line(const char *lead, const char *synopsis, FILE *out) {
    const char *second = strchr(synopsis, ' '); /* continuation lines start under the command's name */
    const char *third = second ? strchr(second + 1, ' ') : NULL;
    int indent = (int)strlen(lead) + (third ? (int)(third - synopsis) + 1 : 0);
    Wrap w = {out, HELP_WIDTH, indent, (int)strlen(lead), true};
    fputs(lead, out);
    put_wrapped(&w, synopsis, strlen(synopsis));
    fputc('\n', out);
}

void help_print_usage(const char *name, FILE *out) {
    const CommandHelp *c = help_command(name);
    char *synopses[HELP_MAX_SYNOPSES];
    size_t n = c ? help_synopses(c, synopses) : 0;
    for (size_t i = 0; i < n; i++) {
        print_synopsis_line(i ? "       " : "usage: ", synopses[i], out);
        free(synopses[i]);
    }
}

/* The description's paragraphs, wrapped; example lines as they are. */
static void print_description(const char *text, FILE *out) {
    while (*text) {
        const char *end = strstr(text, "\n\n");
        size_t len = end ? (size_t)(end - text) : strlen(text);
        if (text[0] == ' ') {
            fprintf(out, "%.*s\n", (int)len, text);
        } else {
            Wrap w = {out, HELP_WIDTH, 0, 0, true};
            put_wrapped(&w, text, len);
            fputc('\n', out);
        }
        if (!end) break;
        fputc('\n', out);
        text = end + 2;
    }
}

/* The options section: one line per option, then -h/--help (main answers it). */
static void print_options(const CommandHelp *c, FILE *out) {
    int w = (int)strlen("-h, --help");
    for (const HelpOption *o = c->options; o->flags; o++)
        if ((int)strlen(o->flags) > w) w = (int)strlen(o->flags);
    fputs("options:\n", out);
    for (const HelpOption *o = c->options; o->flags; o++)
        fprintf(out, "  %-*s  %s%s\n", w, o->flags, o->text, o->repeatable ? " (repeatable)" : "");
    fprintf(out, "  %-*s  %s\n", w, "-h, --help", "print this help and exit");
}

/* The exit status table, wrapped under its meanings. */
static void print_statuses(FILE *out) {
    size_t n;
    const HelpStatus *s = help_statuses(&n);
    fputs("exit status:\n", out);
    for (size_t i = 0; i < n; i++) {
        Wrap w = {out, HELP_WIDTH, 5, 5, true};
        fprintf(out, "  %d  ", s[i].status);
        put_wrapped(&w, s[i].meaning, strlen(s[i].meaning));
        fputc('\n', out);
    }
}

void help_print_command(const CommandHelp *c, FILE *out) {
    help_print_usage(c->name, out);
    if (c->description[0]) {
        fputc('\n', out);
        print_description(c->description, out);
    }
    fputc('\n', out);
    print_options(c, out);
    fputc('\n', out);
    print_statuses(out);
}

void help_print_main(FILE *out) {
    fputs("lhx - counterexamples for LiquidHaskell errors\n\n"
          "usage: lhx COMMAND [OPTION]... [ARGUMENT]...\n"
          "       lhx COMMAND --help\n"
          "       lhx --help | --version\n\n"
          "commands:\n",
          out);
    int w = 0;
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (!commands[i].hidden && (int)strlen(commands[i].name) > w) w = (int)strlen(commands[i].name);
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
        if (!commands[i].hidden) fprintf(out, "  %-*s  %s\n", w, commands[i].name, commands[i].summary);
    fputs("\n`lhx COMMAND --help` describes a command and its options; `man lhx` all of them.\n"
          "--color=auto|always|never (any command): highlighting on a terminal; NO_COLOR turns auto off.\n"
          "LHX_SHARE names the directory of lhx's support files (default: found next to lhx).\n\n",
          out);
    print_statuses(out);
}

void help_print_version(FILE *out) {
    fprintf(out, "lhx %s\nsupport files: %s\n", LHX_VERSION, ghc_share_dir(NULL));
}
