/* eval_options.h — the options of `lhx eval` (docs/eval.md). */
#ifndef LHX_EVAL_OPTIONS_H
#define LHX_EVAL_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum EvalMode { EVAL_RUN, EVAL_EMIT, EVAL_MERGE, EVAL_SUITE } EvalMode;

typedef struct EvalOptions {
    EvalMode mode;
    const char *manifest;  /* default corpus/manifest.yaml */
    const char *out;       /* default eval/results */
    int jobs;              /* default: the number of online cores */
    double timeout_s;      /* given to lhx check; default 120, the paper's limit */
    double grace_s;        /* kill at timeout + grace: GHC's compile time is not in lhx's timeout */
    long mem_mb;           /* RLIMIT_AS per run; 0: none */
    bool check_good;
    char **only;           /* unit ids (owned array, borrowed strings) */
    size_t nonly;
    const char *emit;      /* "parallel" or "slurm" */
    const char *merge;     /* the parts directory */
    const char *suite;     /* --suite DIR: an external suite (pos/, neg/) instead of the manifest */
    bool listed;           /* --listed: only the files the suite's pos.txt/neg.txt name */
    double file_limit_s;   /* --file-limit: a suite file's run is killed after this long */
    bool timeout_given, out_given;
} EvalOptions;

/* Parses argv (argv[0] is "eval"); prints the problem and the usage and
 * returns false on error. */
bool eval_parse_options(int argc, char **argv, EvalOptions *o);
void eval_options_free(EvalOptions *o);

#endif
