/* eval_options.c — see eval_options.h. */
#include "eval_options.h"
#include "../help/help.h"
#include "../util/option.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void add_only(EvalOptions *o, char *list) {
    for (char *save = NULL, *id = strtok_r(list, ",", &save); id; id = strtok_r(NULL, ",", &save)) {
        o->only = xrealloc(o->only, (o->nonly + 1) * sizeof *o->only);
        o->only[o->nonly++] = id;
    }
}

static void set_defaults(EvalOptions *o) {
    memset(o, 0, sizeof *o);
    o->manifest = "corpus/manifest.yaml";
    o->out = "eval/results";
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    o->jobs = cores > 0 ? (int)cores : 1;
    o->timeout_s = 10; /* lhx check's own default: an answer within seconds */
    o->grace_s = 30;
    o->mem_mb = 4096;
    o->file_limit_s = 600;
}

/* a, an option that takes the value next: false (reported) when the value
 * is bad; *known false when a is no such option. */
static bool value_option(EvalOptions *o, const char *a, char *next, bool *known) {
    double v;
    *known = true;
    static const char *const string_options[] = {"--out", "--only", "--emit-jobs", "--merge", "--suite", NULL};
    for (int k = 0; !next && string_options[k]; k++)
        if (strcmp(a, string_options[k]) == 0) {
            fprintf(stderr, "lhx: error: eval: %s needs a value\n", a);
            return false;
        }
    if (strcmp(a, "-j") == 0 || strcmp(a, "--jobs") == 0) {
        if (!option_whole("eval", a, next, 1, 4096, &v)) return false;
        o->jobs = (int)v;
    } else if (strcmp(a, "--timeout") == 0) {
        if (!option_number("eval", a, next, 0.001, 1e6, &o->timeout_s)) return false;
        o->timeout_given = true;
    } else if (strcmp(a, "--grace") == 0) {
        if (!option_number("eval", a, next, 0, 1e6, &o->grace_s)) return false;
    } else if (strcmp(a, "--mem-limit") == 0) {
        if (!option_whole("eval", a, next, 0, 1 << 30, &v)) return false;
        o->mem_mb = (long)v;
    } else if (strcmp(a, "--out") == 0 && next) o->out = next, o->out_given = true;
    else if (strcmp(a, "--only") == 0 && next) add_only(o, next);
    else if (strcmp(a, "--emit-jobs") == 0 && next) o->emit = next, o->mode = EVAL_EMIT;
    else if (strcmp(a, "--merge") == 0 && next) o->merge = next, o->mode = EVAL_MERGE;
    else if (strcmp(a, "--suite") == 0 && next) o->suite = next, o->mode = EVAL_SUITE;
    else if (strcmp(a, "--file-limit") == 0) {
        if (!option_number("eval", a, next, 1, 1e6, &o->file_limit_s)) return false;
    }
    else *known = false;
    return true;
}

static bool check_combination(const EvalOptions *o) {
    const char *problem = NULL;
    if (o->emit && o->merge) problem = "--emit-jobs and --merge do not go together";
    else if (o->emit && strcmp(o->emit, "parallel") != 0 && strcmp(o->emit, "slurm") != 0)
        problem = "--emit-jobs takes parallel or slurm";
    else if (o->merge && (o->nonly || o->check_good)) problem = "--merge takes no --only or --check-good";
    else if (o->suite && (o->emit || o->merge || o->nonly || o->check_good))
        problem = "--suite takes no --emit-jobs, --merge, --only or --check-good";
    else if (o->listed && !o->suite) problem = "--listed goes with --suite";
    if (problem) fprintf(stderr, "lhx: error: eval: %s\n", problem), help_print_usage("eval", stderr);
    return !problem;
}

bool eval_parse_options(int argc, char **argv, EvalOptions *o) {
    set_defaults(o);
    bool have_manifest = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool known;
        if (!value_option(o, a, i + 1 < argc ? argv[i + 1] : NULL, &known)) return help_print_usage("eval", stderr), false;
        if (known) i++;
        else if (strcmp(a, "--check-good") == 0) o->check_good = true;
        else if (strcmp(a, "--listed") == 0) o->listed = true;
        else if (a[0] == '-' || have_manifest) {
            fprintf(stderr, "lhx: error: eval: unexpected argument '%s'\n", a);
            help_print_usage("eval", stderr);
            return false;
        } else o->manifest = a, have_manifest = true;
    }
    if (o->suite && !o->timeout_given) o->timeout_s = 20; /* a suite's files are small: seconds each */
    if (o->suite && !o->out_given) o->out = "eval/results/suite";
    return check_combination(o);
}

void eval_options_free(EvalOptions *o) {
    free(o->only);
    o->only = NULL, o->nonly = 0;
}
