/* print.c — what the checking commands print, in one place so that
 * `lhx check`, `lhx explain` and `lhx after-liquid` print a result, a JSON
 * document and a stopping error alike. Results go to stdout, errors and
 * statistics to stderr. See check.h. */
#include "check.h"
#include "../util/color.h"
#include "../util/streams.h"

#include <stdio.h>
#include <stdlib.h>

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

int check_run(CheckSession *s, const CheckOptions *o, Global *const *fs, uint32_t n, const char *command) {
    cJSON *results = o->json || o->json_out ? cJSON_CreateArray() : NULL;
    int status = EXIT_NONE_FOUND;
    for (uint32_t i = 0; i < n; i++) {
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
    if (o->json) check_print_document(command, o->file, results, NULL);
    else if (o->json_out) check_write_document(o->json_out, command, o->file, results, NULL);
    return status;
}
