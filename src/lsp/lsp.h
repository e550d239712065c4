/* lsp.h — `lhx lsp`, a language server over stdio: JSON-RPC 2.0 with
 * Content-Length framing (docs/editors.md). Internal to src/lsp/; the CLI
 * sees only cmd_lsp (cmd_lsp.h).
 *
 * The server is one loop over poll(2): messages from the editor, and the
 * output of at most one running `lhx explain` child. Explaining takes
 * seconds to minutes, so it runs as a subprocess the loop watches rather
 * than inline: hovers, edits and cancellations are answered meanwhile. All
 * state lives in one Server; there is no global mutable state. */
#ifndef LHX_LSP_H
#define LHX_LSP_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include <cjson/cJSON.h>

#include "../util/strbuf.h"

/* JSON-RPC 2.0 and LSP error codes. */
enum {
    RPC_PARSE_ERROR = -32700,
    RPC_INVALID_REQUEST = -32600,
    RPC_METHOD_NOT_FOUND = -32601,
    RPC_INVALID_PARAMS = -32602,
    LSP_SERVER_NOT_INITIALIZED = -32002,
    LSP_REQUEST_CANCELLED = -32800,
};

enum { MSG_ERROR = 1, MSG_WARNING = 2, MSG_INFO = 3 };  /* window/showMessage types */
enum { SEV_WARNING = 2, SEV_INFO = 3 };                 /* diagnostic severities */

#define LSP_DEFAULT_TIMEOUT 120.0 /* seconds for one `lhx explain` */
/* lhx explain keeps to its --timeout (the search) and --ghc-timeout (GHC),
 * both the server's timeout; the server stops it this much after the
 * timeout, if it has not ended (a cold GHC and a search together may not). */
#define LSP_TIMEOUT_MARGIN 3.0

/* ---- rpc.c: framing and sending ---------------------------------------- */

typedef struct RpcReader {
    int fd;
    StrBuf buf;  /* bytes read; buf.data[pos..len) are not consumed yet */
    size_t pos;
    bool eof;
    bool closed; /* after a message too large to read: nothing more is read */
} RpcReader;

void rpc_reader_init(RpcReader *r, int fd);
void rpc_reader_free(RpcReader *r);
/* One read(2) into the buffer; sets eof at end of input or on an error. */
void rpc_fill(RpcReader *r);
/* The next message: 1 with its body in *body and *len (valid until the next
 * rpc_fill), 0 when more input is needed, -1 on a framing error (*why says
 * what; the bad bytes are consumed, so calling again resynchronises). A
 * Content-Length over the limit (64 MiB) closes the reader instead: eof is
 * set, and nothing more is read. */
int rpc_next(RpcReader *r, const char **body, size_t *len, const char **why);

typedef struct Server Server;

/* Each of these writes one framed message to the editor and consumes the
 * cJSON it is given. id may be NULL (sent as null). */
void rpc_reply(Server *s, const cJSON *id, cJSON *result);
void rpc_error(Server *s, const cJSON *id, int code, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void rpc_notify(Server *s, const char *method, cJSON *params);
void lsp_show(Server *s, int type, const char *text);

/* ---- text.c: documents, URIs, positions ---------------------------------- */

typedef struct Doc {
    char *uri;
    char *path; /* NULL: not a file: URI */
    char *text; /* the editor's buffer */
} Doc;

/* The path of a file: URI (percent-decoded), or NULL. Free with free(). */
char *uri_to_path(const char *uri);
/* A file: URI for an absolute path. Free with free(). */
char *path_to_uri(const char *path);
bool is_haskell_path(const char *path);

Doc *doc_find(Server *s, const char *uri);
Doc *doc_find_path(Server *s, const char *path);
void doc_open(Server *s, const char *uri, const char *text);
void doc_close(Server *s, const char *uri);
void docs_free(Server *s);
/* Applies one didChange content change (whole text, or a range edit). */
bool doc_apply_change(Doc *d, const cJSON *change);

/* The 0-based line line0 of text, or NULL past the end. */
const char *text_line(const char *text, int line0);
/* UTF-16 units in the first ncp code points of line (LSP positions count
 * UTF-16 units; lhx's columns count code points). */
int utf16_from_cp(const char *line, int ncp);
int cp_from_utf16(const char *line, int nunits);

/* ---- child.c: one subprocess with a deadline ------------------------------ */

typedef struct Child {
    pid_t pid;          /* 0: none */
    int out_fd, err_fd; /* -1 once at end of file */
    StrBuf out, err;
    double deadline;    /* clock_seconds() */
    bool timed_out;
    bool reaped;
    int status;         /* from waitpid, once reaped */
} Child;

void child_init(Child *c);
/* Starts argv with stdin from /dev/null and stdout, stderr captured; false
 * (reason in why) if it cannot. */
bool child_start(Child *c, char *const argv[], double timeout_s, StrBuf *why);
/* The poll(2) timeout, in ms, the child needs (-1: none). */
int child_poll_ms(const Child *c);
/* Reads what poll reported ready, enforces the deadline, and reaps the child
 * at the end. True once it is over. */
bool child_step(Child *c, short out_revents, short err_revents);
/* Kills the child and its process group, waits for it, frees the buffers. */
void child_free(Child *c);

/* ---- job.c: the file one explanation reads ---------------------------------- */

typedef struct Job {
    bool running;
    cJSON *id;        /* the workspace/executeCommand request to answer */
    char *uri, *path; /* the user's document */
    char *tmpdir;     /* holds the copy of an unsaved buffer; NULL: explained on disk */
    char *target;     /* the file given to lhx explain */
    int line, col;    /* from 1, code points */
    char *liquid_error; /* the LiquidHaskell diagnostic's message, or NULL (explain --liquid-error) */
    char *text;       /* the text lhx reads (the buffer or the file), for edits computed from the result */
    Child child;
} Job;

/* Frees everything j holds (the child killed, the copy removed) and empties it. */
void job_clear(Job *j);
/* Chooses what lhx reads (j->target): the file itself, or a copy of the
 * editor's buffer when that differs from the disk. Fills *text with what
 * lhx will read; false with the reason in why. */
bool job_choose_target(Server *s, Job *j, StrBuf *text, StrBuf *why);
/* The child's stderr (its last 2000 bytes), with the copy's directory
 * replaced by the user's. */
void job_stderr(const Job *j, StrBuf *out);
/* Maps the copy's paths back to the user's in every string of lhx's JSON
 * result: spans, and the texts that quote positions ("-- Demo.hs:12:5"). */
void job_map_result(const Job *j, cJSON *res);

/* ---- explain.c: running `lhx explain` for a request ------------------------ */

/* Starts explaining uri at an LSP position; the reply to id is sent when the
 * child ends (explain_step). */
void explain_start(Server *s, const cJSON *id, const char *uri, int line0, int char0, const char *liquid_error);
/* Feeds poll's results to the running child; presents the result when it ends. */
void explain_step(Server *s, short out_revents, short err_revents);
/* Stops the running explanation, answering its request with an error. */
void explain_cancel(Server *s, int code, const char *why);

/* ---- present.c: showing the result ------------------------------------------ */

/* What hover shows: a range in the explained document and its text. */
typedef struct HoverItem {
    int line0, char0, end_line0, end_char0;
    char *markdown;
} HoverItem;

/* The last explanation of a document. */
typedef struct Explanation {
    char *uri;
    HoverItem *items;
    size_t nitems, items_cap;
    char **published; /* URIs that got lhx diagnostics from it, to clear them later */
    size_t npublished, published_cap;
    char *fix_text;   /* the document text the suggested type's edit applies to, or NULL: no fix */
    cJSON *fix_edit;  /* that edit: an LSP TextEdit */
    const char *fix_title; /* the code action's title (a static string) */
} Explanation;

/* Shows lhx's JSON result res (already mapped to the user's files):
 * showMessage, diagnostics, hover. exit_code is lhx's exit status. */
void present_result(Server *s, const Job *job, const cJSON *res, int exit_code);
/* Forgets uri's explanation and clears the diagnostics it published. */
void explanation_drop(Server *s, const char *uri);
/* The quick fix "Use the suggested refinement type" for uri whose text is
 * now `text` (NULL: unknown): a CodeAction editing the {-@ @-} signature
 * of the callee the last explanation blamed (or inserting one), or NULL
 * when there is none or the text is no longer the one it was computed on. */
cJSON *present_fix_action(Server *s, const char *uri, const char *text);
/* The hover text at a position of uri, or NULL. */
const HoverItem *hover_find(Server *s, const char *uri, int line0, int char0);
void explanations_free(Server *s);

/* ---- server.c ------------------------------------------------------------- */

struct Server {
    RpcReader in;
    int out_fd;
    bool initialized, shutdown_requested, exited;
    double timeout_s;
    bool no_th;          /* pass --no-th to lhx explain (trust.h) */
    bool machine_ints;   /* pass --machine-ints to lhx explain */
    char *explain_exe;   /* this lhx, or $LHX_LSP_EXPLAIN for tests */
    Doc *docs;
    size_t ndocs, docs_cap;
    Explanation *expls;
    size_t nexpls, expls_cap;
    Job job;
};

#endif
