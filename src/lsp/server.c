/* server.c — `lhx lsp`: the message loop, the LSP lifecycle and the
 * handlers (docs/editors.md). Everything the server knows is in one Server
 * owned by cmd_lsp. */
#include "lsp.h"
#include "cmd_lsp.h"
#include "../frontend/process.h"
#include "../help/help.h"
#include "../util/option.h"
#include "../util/diag.h"
#include "../util/xalloc.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define EXPLAIN_COMMAND "lhx.explain"
#define ACTION_TITLE "Explain this LiquidHaskell error"

/* ---- Parameters ------------------------------------------------------------- */

static const cJSON *member(const cJSON *obj, const char *key) { return cJSON_GetObjectItemCaseSensitive(obj, key); }

static bool get_count(const cJSON *v, int *out) {
    if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble > INT_MAX || v->valuedouble != (int)v->valuedouble)
        return false;
    *out = (int)v->valuedouble;
    return true;
}

static const char *get_uri(const cJSON *params) {
    return cJSON_GetStringValue(member(member(params, "textDocument"), "uri"));
}

static bool get_position(const cJSON *pos, int *line, int *character) {
    return get_count(member(pos, "line"), line) && get_count(member(pos, "character"), character);
}

/* ---- Lifecycle ------------------------------------------------------------- */

static cJSON *capabilities(void) {
    cJSON *caps = cJSON_CreateObject();
    cJSON *sync = cJSON_AddObjectToObject(caps, "textDocumentSync");
    cJSON_AddTrueToObject(sync, "openClose");
    cJSON_AddNumberToObject(sync, "change", 1); /* Full: lhx reads whole files anyway */
    cJSON_AddTrueToObject(cJSON_AddObjectToObject(sync, "save"), "includeText");
    cJSON *actions = cJSON_AddObjectToObject(caps, "codeActionProvider");
    cJSON_AddItemToObject(actions, "codeActionKinds", cJSON_CreateStringArray((const char *[]){"quickfix"}, 1));
    cJSON *exec = cJSON_AddObjectToObject(caps, "executeCommandProvider");
    cJSON_AddItemToObject(exec, "commands", cJSON_CreateStringArray((const char *[]){EXPLAIN_COMMAND}, 1));
    cJSON_AddTrueToObject(caps, "hoverProvider");
    cJSON_AddStringToObject(caps, "positionEncoding", "utf-16");
    return caps;
}

static void on_initialize(Server *s, const cJSON *id, const cJSON *params) {
    if (s->initialized) {
        rpc_error(s, id, RPC_INVALID_REQUEST, "initialize was already received");
        return;
    }
    const cJSON *opts = member(params, "initializationOptions");
    const cJSON *timeout = member(opts, "timeout"), *no_th = member(opts, "noTh");
    if (cJSON_IsNumber(timeout) && timeout->valuedouble > 0 && timeout->valuedouble <= 86400)
        s->timeout_s = timeout->valuedouble;
    else if (timeout && !cJSON_IsNull(timeout)) {
        rpc_error(s, id, RPC_INVALID_PARAMS, "initializationOptions.timeout must be a number of seconds in (0, 86400]");
        return;
    }
    if (cJSON_IsBool(no_th)) s->no_th = s->no_th || cJSON_IsTrue(no_th); /* --no-th cannot be undone */
    else if (no_th && !cJSON_IsNull(no_th)) {
        rpc_error(s, id, RPC_INVALID_PARAMS, "initializationOptions.noTh must be true or false");
        return;
    }
    s->initialized = true;
    cJSON *res = cJSON_CreateObject();
    cJSON_AddItemToObject(res, "capabilities", capabilities());
    cJSON_AddStringToObject(cJSON_AddObjectToObject(res, "serverInfo"), "name", "lhx");
    rpc_reply(s, id, res);
}

static void on_initialized(Server *s, const cJSON *id, const cJSON *params) { (void)s, (void)id, (void)params; }

static void on_shutdown(Server *s, const cJSON *id, const cJSON *params) {
    (void)params;
    explain_cancel(s, LSP_REQUEST_CANCELLED, "the server is shutting down");
    s->shutdown_requested = true;
    rpc_reply(s, id, NULL);
}

static void on_exit_notification(Server *s, const cJSON *id, const cJSON *params) {
    (void)id, (void)params;
    s->exited = true;
}

static void on_cancel(Server *s, const cJSON *id, const cJSON *params) {
    (void)id;
    const cJSON *which = member(params, "id");
    if (s->job.running && which && cJSON_Compare(which, s->job.id, true))
        explain_cancel(s, LSP_REQUEST_CANCELLED, "lhx.explain was cancelled");
}

/* ---- Documents ----------------------------------------------------------------- */

static void on_did_open(Server *s, const cJSON *id, const cJSON *params) {
    (void)id;
    const cJSON *doc = member(params, "textDocument");
    const char *uri = cJSON_GetStringValue(member(doc, "uri")), *text = cJSON_GetStringValue(member(doc, "text"));
    if (uri && text) doc_open(s, uri, text);
}

static void on_did_change(Server *s, const cJSON *id, const cJSON *params) {
    (void)id;
    const char *uri = get_uri(params);
    Doc *d = uri ? doc_find(s, uri) : NULL;
    const cJSON *change;
    if (d) cJSON_ArrayForEach(change, member(params, "contentChanges")) doc_apply_change(d, change);
}

static void on_did_save(Server *s, const cJSON *id, const cJSON *params) {
    (void)id;
    const char *uri = get_uri(params), *text = cJSON_GetStringValue(member(params, "text"));
    if (uri && text && doc_find(s, uri)) doc_open(s, uri, text);
}

static void on_did_close(Server *s, const cJSON *id, const cJSON *params) {
    (void)id;
    const char *uri = get_uri(params);
    if (!uri) return;
    doc_close(s, uri);
    explanation_drop(s, uri); /* its diagnostics would outlive the buffer they describe */
}

/* ---- Features ----------------------------------------------------------------- */

static bool is_liquid_diagnostic(const cJSON *d) {
    const char *source = cJSON_GetStringValue(member(d, "source"));
    const char *message = cJSON_GetStringValue(member(d, "message"));
    if (source && (strcmp(source, "liquid") == 0 || strcmp(source, "LiquidHaskell") == 0)) return true;
    return message && strstr(message, "Liquid Type Mismatch");
}

static cJSON *explain_action(const char *uri, int line, int character, const cJSON *diag) {
    cJSON *args = cJSON_CreateArray();
    cJSON_AddItemToArray(args, cJSON_CreateString(uri));
    cJSON_AddItemToArray(args, cJSON_CreateNumber(line));
    cJSON_AddItemToArray(args, cJSON_CreateNumber(character));
    cJSON *cmd = cJSON_CreateObject();
    cJSON_AddStringToObject(cmd, "title", ACTION_TITLE);
    cJSON_AddStringToObject(cmd, "command", EXPLAIN_COMMAND);
    cJSON_AddItemToObject(cmd, "arguments", args);
    cJSON *a = cJSON_CreateObject();
    cJSON_AddStringToObject(a, "title", ACTION_TITLE);
    cJSON_AddStringToObject(a, "kind", "quickfix");
    if (diag) {
        cJSON *ds = cJSON_AddArrayToObject(a, "diagnostics");
        cJSON_AddItemToArray(ds, cJSON_Duplicate(diag, true));
        cJSON_AddTrueToObject(a, "isPreferred");
    }
    cJSON_AddItemToObject(a, "command", cmd);
    return a;
}

/* Whether the client's context.only (if any) admits quickfix actions. */
static bool wants_quickfix(const cJSON *context) {
    const cJSON *only = member(context, "only"), *k;
    if (!cJSON_IsArray(only)) return true;
    cJSON_ArrayForEach(k, only) {
        const char *kind = cJSON_GetStringValue(k);
        if (kind && (strcmp(kind, "quickfix") == 0 || strcmp(kind, "") == 0)) return true;
    }
    return false;
}

/* One action per LiquidHaskell diagnostic in the range; without any, one
 * at the cursor, for errors the editor shows some other way. */
static void on_code_action(Server *s, const cJSON *id, const cJSON *params) {
    const char *uri = get_uri(params);
    int line, character;
    const cJSON *context = member(params, "context"), *d;
    if (!uri || !get_position(member(member(params, "range"), "start"), &line, &character)) {
        rpc_error(s, id, RPC_INVALID_PARAMS, "codeAction needs textDocument.uri and range");
        return;
    }
    cJSON *actions = cJSON_CreateArray();
    char *path = uri_to_path(uri);
    if (path && is_haskell_path(path) && wants_quickfix(context)) {
        cJSON_ArrayForEach(d, member(context, "diagnostics")) {
            int dl, dc;
            if (is_liquid_diagnostic(d) && get_position(member(member(d, "range"), "start"), &dl, &dc))
                cJSON_AddItemToArray(actions, explain_action(uri, dl, dc, d));
        }
        if (cJSON_GetArraySize(actions) == 0) cJSON_AddItemToArray(actions, explain_action(uri, line, character, NULL));
    }
    free(path);
    rpc_reply(s, id, actions);
}

static void on_execute_command(Server *s, const cJSON *id, const cJSON *params) {
    const char *command = cJSON_GetStringValue(member(params, "command"));
    const cJSON *args = member(params, "arguments");
    if (!command || strcmp(command, EXPLAIN_COMMAND) != 0) {
        rpc_error(s, id, RPC_INVALID_PARAMS, "unknown command %s (this server has %s)", command ? command : "(none)",
            EXPLAIN_COMMAND);
        return;
    }
    const char *uri = cJSON_GetStringValue(cJSON_GetArrayItem(args, 0));
    int line, character;
    if (!cJSON_IsArray(args) || cJSON_GetArraySize(args) != 3 || !uri || !get_count(cJSON_GetArrayItem(args, 1), &line) ||
        !get_count(cJSON_GetArrayItem(args, 2), &character)) {
        rpc_error(s, id, RPC_INVALID_PARAMS, "%s takes the arguments [uri, line, character]", EXPLAIN_COMMAND);
        return;
    }
    explain_start(s, id, uri, line, character);
}

static void on_hover(Server *s, const cJSON *id, const cJSON *params) {
    const char *uri = get_uri(params);
    int line, character;
    if (!uri || !get_position(member(params, "position"), &line, &character)) {
        rpc_error(s, id, RPC_INVALID_PARAMS, "hover needs textDocument.uri and position");
        return;
    }
    const HoverItem *h = hover_find(s, uri, line, character);
    if (!h) {
        rpc_reply(s, id, NULL);
        return;
    }
    cJSON *res = cJSON_CreateObject();
    cJSON *contents = cJSON_AddObjectToObject(res, "contents");
    cJSON_AddStringToObject(contents, "kind", "markdown");
    cJSON_AddStringToObject(contents, "value", h->markdown);
    rpc_reply(s, id, res);
}

/* ---- Dispatch ------------------------------------------------------------------ */

typedef struct Method {
    const char *name;
    bool request; /* false: a notification */
    void (*handle)(Server *s, const cJSON *id, const cJSON *params);
} Method;

static const Method methods[] = {
    {"initialize", true, on_initialize},
    {"initialized", false, on_initialized},
    {"shutdown", true, on_shutdown},
    {"exit", false, on_exit_notification},
    {"$/cancelRequest", false, on_cancel},
    {"textDocument/didOpen", false, on_did_open},
    {"textDocument/didChange", false, on_did_change},
    {"textDocument/didSave", false, on_did_save},
    {"textDocument/didClose", false, on_did_close},
    {"textDocument/codeAction", true, on_code_action},
    {"textDocument/hover", true, on_hover},
    {"workspace/executeCommand", true, on_execute_command},
};

static const Method *find_method(const char *name) {
    for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
        if (strcmp(methods[i].name, name) == 0) return &methods[i];
    return NULL;
}

/* The lifecycle's rules (LSP: before initialize only initialize and exit
 * count, after shutdown only exit). False if the message stops here. */
static bool lifecycle_allows(Server *s, const cJSON *id, const char *name) {
    if (strcmp(name, "exit") == 0) return true;
    if (!s->initialized && strcmp(name, "initialize") != 0) {
        if (id) rpc_error(s, id, LSP_SERVER_NOT_INITIALIZED, "the server is not initialized yet");
        return false;
    }
    if (s->shutdown_requested) {
        if (id) rpc_error(s, id, RPC_INVALID_REQUEST, "the server is shutting down: only exit is accepted");
        return false;
    }
    return true;
}

/* What makes msg an Invalid Request in JSON-RPC's terms, or NULL. */
static const char *invalid_request(const cJSON *msg) {
    if (cJSON_IsArray(msg)) return "Invalid Request: batches are not supported";
    if (!cJSON_IsObject(msg)) return "Invalid Request: not an object";
    const cJSON *id = member(msg, "id"), *params = member(msg, "params");
    const char *version = cJSON_GetStringValue(member(msg, "jsonrpc"));
    if (id && !cJSON_IsNumber(id) && !cJSON_IsString(id)) return "Invalid Request: id must be a number or a string";
    if (!version || strcmp(version, "2.0") != 0) return "Invalid Request: jsonrpc must be \"2.0\"";
    if (!cJSON_IsString(member(msg, "method"))) return "Invalid Request: no method";
    if (params && !cJSON_IsObject(params) && !cJSON_IsArray(params))
        return "Invalid Request: params must be an object or an array";
    return NULL;
}

/* Calls m's handler if the message fits m and the lifecycle. */
static void call(Server *s, const Method *m, const cJSON *id, const cJSON *params) {
    if (!m->request && id) rpc_error(s, id, RPC_INVALID_REQUEST, "Invalid Request: %s is a notification", m->name);
    else if (m->request && !id) return; /* a request sent as a notification: nothing to answer */
    else if (lifecycle_allows(s, id, m->name)) m->handle(s, id, params);
}

/* One parsed message; errors in its shape are answered as JSON-RPC says. */
static void dispatch(Server *s, const cJSON *msg) {
    const cJSON *id = member(msg, "id");
    bool is_response = cJSON_IsObject(msg) && !member(msg, "method") && (member(msg, "result") || member(msg, "error"));
    if (is_response) return; /* the server sends no requests, so this answers nothing */
    const char *invalid = invalid_request(msg);
    bool id_ok = cJSON_IsNumber(id) || cJSON_IsString(id);
    if (invalid) {
        rpc_error(s, id_ok ? id : NULL, RPC_INVALID_REQUEST, "%s", invalid);
        return;
    }
    const char *name = member(msg, "method")->valuestring;
    const Method *m = find_method(name);
    if (m) call(s, m, id, member(msg, "params"));
    else if (id) rpc_error(s, id, RPC_METHOD_NOT_FOUND, "Method not found: %s", name);
    /* else an unknown notification, ignored as LSP asks */
}

static void handle_body(Server *s, const char *body, size_t len) {
    const char *end = NULL;
    cJSON *msg = cJSON_ParseWithLengthOpts(body, len, &end, false);
    /* Whitespace may follow the value; anything else is not one JSON text. */
    while (msg && end && end < body + len && strchr(" \t\r\n", *end) && *end) end++;
    if (!msg || !end || end != body + len) rpc_error(s, NULL, RPC_PARSE_ERROR, "Parse error: the message is not valid JSON");
    else dispatch(s, msg);
    cJSON_Delete(msg);
}

/* ---- The loop ------------------------------------------------------------------- */

static void handle_input(Server *s) {
    const char *body, *why;
    size_t len;
    int r;
    while (!s->exited && (r = rpc_next(&s->in, &body, &len, &why)) != 0) {
        if (r > 0) handle_body(s, body, len);
        else rpc_error(s, NULL, RPC_PARSE_ERROR, "%s", why);
    }
}

/* Runs until exit or the end of input. */
static void serve(Server *s) {
    while (!s->exited) {
        handle_input(s);
        if (s->exited || s->in.eof) return;
        struct pollfd p[3] = {{s->in.fd, POLLIN, 0},
                              {s->job.running ? s->job.child.out_fd : -1, POLLIN, 0},
                              {s->job.running ? s->job.child.err_fd : -1, POLLIN, 0}};
        int n = poll(p, 3, s->job.running ? child_poll_ms(&s->job.child) : -1);
        if (n < 0 && errno != EINTR) return;
        if (n < 0) continue;
        if (p[0].revents) rpc_fill(&s->in);
        explain_step(s, p[1].revents, p[2].revents);
    }
}

/* ---- The command ---------------------------------------------------------------- */

/* What runs explanations: $LHX_LSP_EXPLAIN (tests put a fake there), else
 * this very binary. */
static char *explain_executable(void) {
    const char *env = getenv("LHX_LSP_EXPLAIN");
    if (env && *env) return xstrdup(env);
    return process_self_path();
}

/* False with *status set if the command stops here (a usage error; --help
 * is answered by main). */
static bool parse_args(int argc, char **argv, double *timeout, bool *no_th, int *status) {
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--stdio") == 0) continue; /* editors pass it; stdio is all there is */
        if (strcmp(argv[i], "--no-th") == 0) {
            *no_th = true;
            continue;
        }
        if (strcmp(argv[i], "--timeout") == 0) {
            if (!option_number("lsp", "--timeout", i + 1 < argc ? argv[i + 1] : NULL, 0.001, 86400, timeout)) {
                help_print_usage("lsp", stderr);
                return *status = EXIT_BAD_INPUT, false;
            }
            i++;
            continue;
        }
        fprintf(stderr, "lhx: error: lsp: unexpected argument '%s'\n", argv[i]);
        help_print_usage("lsp", stderr);
        return *status = EXIT_BAD_INPUT, false;
    }
    return true;
}

int cmd_lsp(int argc, char **argv) {
    Server s;
    memset(&s, 0, sizeof s);
    s.timeout_s = LSP_DEFAULT_TIMEOUT;
    int status = 0;
    if (!parse_args(argc, argv, &s.timeout_s, &s.no_th, &status)) return status;
    s.explain_exe = explain_executable();
    if (!s.explain_exe) {
        fputs("lhx: error: lsp: cannot find the lhx executable (/proc/self/exe)\n", stderr);
        return EXIT_UNSUPPORTED;
    }
    signal(SIGPIPE, SIG_IGN); /* a vanished editor shows as a write error, then EOF */
    rpc_reader_init(&s.in, STDIN_FILENO);
    s.out_fd = STDOUT_FILENO;
    child_init(&s.job.child);
    serve(&s);
    explain_cancel(&s, LSP_REQUEST_CANCELLED, "the server is exiting");
    rpc_reader_free(&s.in);
    docs_free(&s);
    explanations_free(&s);
    free(s.explain_exe);
    /* LSP: exit after shutdown is a success, anything else (also the end of
     * input) a failure. */
    return s.exited && s.shutdown_requested ? 0 : 1;
}
