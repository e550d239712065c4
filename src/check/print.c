/* print.c — what the checking commands print, in one place so that
 * `lhx check`, `lhx explain` and `lhx after-liquid` print a result, a JSON
 * document and a stopping error alike. Results go to stdout, errors and
 * statistics to stderr. See check.h. */
#include "check.h"
#include "../util/color.h"
#include "../util/streams.h"

#include "../source/binder_range.h"
#include "../util/xalloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

cJSON *check_print_result(const CheckSession *s, const CheckOptions *o, const CheckResult *r, bool more) {
    if (r->error_line && !streams_merged()) color_fputs_message(r->error_line, stderr); /* the report has it */
    if (o->json) return report_json(s, r);
    StrBuf sb;
    sb_init(&sb);
    report_text(s, r, &sb);
    if (color_on(stdout)) {
        StrBuf styled;
        sb_init(&styled);
        report_style(s, r, sb_str(&sb), &styled);
        fputs(sb_str(&styled), stdout);
        sb_free(&styled);
    } else {
        fputs(sb_str(&sb), stdout);
    }
    if (more) putchar('\n');
    fflush(stdout); /* before the statistics, and before the next search, which may take a while */
    sb_free(&sb);
    if (o->stats && r->searched) report_stats(&r->search, stderr);
    return o->json_out ? report_json(s, r) : NULL;
}

void check_print_document(const char *command, const char *file, cJSON *results, const Diag *error) {
    cJSON *doc = report_json_document(command, file, results, error);
    char *text = cJSON_Print(doc);
    puts(text);
    free(text);
    cJSON_Delete(doc);
}

bool check_write_document(const char *path, const char *command, const char *file, cJSON *results, const Diag *error) {
    cJSON *doc = report_json_document(command, file, results, error);
    char *text = cJSON_PrintUnformatted(doc);
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(text, f) >= 0;
    if (f) ok = fclose(f) == 0 && ok;
    free(text);
    cJSON_Delete(doc);
    return ok;
}

int check_print_stop(const char *command, const char *file, bool json, Diag *d) {
    if (json) check_print_document(command, file, NULL, d);
    return diag_report(d, stderr);
}

/* Where check_run is, for its out-of-memory hook. */
typedef struct RunState {
    CheckSession *s;
    const CheckOptions *o;
    Global *const *fs;
    uint32_t n, at;
    cJSON *results;
    const char *command;
} RunState;

/* A function the memory limit kept from a verdict: unsupported, why. */
static cJSON *stopped_result(RunState *st, uint32_t i, const char *why) {
    CheckResult r;
    memset(&r, 0, sizeof r);
    r.f = st->fs[i];
    r.verdict = VERDICT_UNSUPPORTED;
    binder_range_span(&st->s->p, &st->s->ranges, r.f, &r.range);
    StrBuf sb;
    sb_init(&sb);
    if (i == st->at) sb_puts(&sb, why);
    else sb_printf(&sb, "not checked: %s while checking %s", why, sym_str(&st->s->p.syms, st->fs[st->at]->var->name));
    r.message = sb_take(&sb);
    cJSON *json = report_json(st->s, &r);
    check_result_free(&r);
    return json;
}

/* lhx is out of memory (xalloc_fail): the document still ends the output,
 * the function being checked and those after it reported as stopped. */
static void print_when_out_of_memory(const char *why, void *ctx) {
    RunState *st = ctx;
    if (!st->o->json && !st->o->json_out) return;
    for (uint32_t i = st->at; i < st->n; i++) cJSON_AddItemToArray(st->results, stopped_result(st, i, why));
    if (st->o->json) check_print_document(st->command, st->o->file, st->results, NULL);
    else check_write_document(st->o->json_out, st->command, st->o->file, st->results, NULL);
    fflush(stdout);
}

/* Room for that document: freed when memory runs out. */
enum { OUT_OF_MEMORY_RESERVE = 8 << 20 };

int check_run(CheckSession *s, const CheckOptions *o, Global *const *fs, uint32_t n, const char *command) {
    cJSON *results = o->json || o->json_out ? cJSON_CreateArray() : NULL;
    int status = EXIT_NONE_FOUND;
    RunState st = {s, o, fs, n, 0, results, command};
    xalloc_on_failure(print_when_out_of_memory, &st, OUT_OF_MEMORY_RESERVE);
    for (uint32_t i = 0; i < n; i++) {
        st.at = i;
        /* an instance method with a type of its own meets its class's too */
        const Contract *cls = spec_class_contract(&s->spec, fs[i]);
        for (int pass = 0; pass < (cls ? 2 : 1); pass++) {
            CheckResult r;
            check_function_against(s, o, fs[i], pass ? cls : spec_contract(&s->spec, fs[i]), &r);
            cJSON *json = check_print_result(s, o, &r, i + 1 < n || pass + 1 < (cls ? 2 : 1));
            if (json) cJSON_AddItemToArray(results, json);
            status = status_combine(status, check_status(&r, 1));
            check_result_free(&r);
        }
    }
    xalloc_on_failure(NULL, NULL, 0);
    if (o->json) check_print_document(command, o->file, results, NULL);
    else if (o->json_out) check_write_document(o->json_out, command, o->file, results, NULL);
    return status;
}
