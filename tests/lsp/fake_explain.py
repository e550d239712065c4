#!/usr/bin/env python3
"""A stand-in for `lhx explain FILE:LINE:COL --json`, for tests/lsp/client.py.

The server under test runs it instead of itself when LHX_LSP_EXPLAIN names
it, with the same arguments. It prints canned schema-v1 JSON (docs/json.md)
whose spans name the FILE it was given, so the server's mapping of a
temporary copy back to the user's file is exercised.

  LHX_FAKE_MODE       what to do (below); LHX_FAKE_MODE_FILE, if set, names
                      a file holding the mode, read at each run
  LHX_FAKE_LOG        a file to append one JSON line per run to: the
                      arguments, the FILE's text, its directory's listing,
                      the pids of this process and of a child it may start

Modes: concrete, abstract, termination, none (with a "reason" under --liquid-error), error (lhx's error object, status 2),
fail (no JSON, status 3), crash (killed by SIGSEGV), oldschema, timeout
(sleeps, in a child process too), slow (sleeps 2 s, then concrete),
unicode (a concrete result blaming line 1, columns 4-6).
"""
import json
import os
import signal
import subprocess
import sys
import time


def span(file, line, col, end_line, end_col):
    return {"file": file, "line": line, "col": col, "end_line": end_line, "end_col": end_col}


def zip_result(file):
    text = ("zip [] [0] = error\nmakes a call to\ndie \"Bad call to zip\" = error\n"
            "violating die's refinement type\n  die :: {v:String | false} -> a    -- %s:12:5\n" % file)
    return {
        "function": "zip", "span": span(file, 18, 1, 20, 37), "verdict": "concrete",
        "message": None, "seconds": 0.21,
        "counterexample": {
            "call": "zip [] [0]",
            "inputs": [{"name": "xs", "value": "[]"}, {"name": "ys", "value": "[0]"}],
            "result": "error",
            "violation": {
                "kind": "precondition", "function": "die", "call": "die \"Bad call to zip\"",
                "result": "error", "spec": "die :: {v:String | false} -> a",
                "spec_span": span(file, 12, 5, 12, 37), "message": None},
            "abstracted": [], "text": text}}


def abstract_result(file):
    lib = os.path.join(os.path.dirname(file), "Lib.hs")
    r = zip_result(file)
    r["verdict"] = "abstract"
    cex = r["counterexample"]
    cex["abstracted"] = [
        {"function": "size", "call": "size []", "result": "1", "spec": "size :: [a] -> Int",
         "spec_span": span(file, 7, 5, 7, 16)},
        {"function": "pick", "call": "pick 0", "result": "[]", "spec": "pick :: Int -> [Int]",
         "spec_span": span(lib, 3, 5, 3, 24)},
    ]
    cex["text"] = "zip [] [0] = error\nwhen size [] = 1 (allowed by size's specification)\n"
    return r


def termination_result(file):
    """zip said not to terminate (schema 2): a termination counterexample with a suggested metric."""
    r = zip_result(file)
    r["verdict"] = "termination"
    text = "zip [0] [0] calls zip [0] [0]\nthe metric len xs goes from 1 to 1\n"
    cex = r["counterexample"]
    cex["violation"] = {"kind": "termination", "function": "zip", "call": "zip [0] [0]", "result": "error",
                        "spec": "zip :: xs:[a] -> ys:[b] -> [(a, b)]", "spec_span": span(file, 16, 5, 16, 7),
                        "message": None}
    cex["text"] = text
    r["termination"] = {"caller": "zip [0] [0]", "call": "zip [0] [0]", "metric": ["len xs"], "written": False,
                        "from": ["1"], "to": ["1"], "diverges": True, "text": text,
                        "suggested_metric": "[len xs + len ys]"}
    return r


def output(mode, file, liquid_error=None):
    top = {"lhx": 1, "command": "explain", "file": file, "error": None, "results": []}
    if mode in ("concrete", "slow"):
        top["results"] = [zip_result(file)]
        return top, 1
    if mode == "abstract":
        top["results"] = [abstract_result(file)]
        return top, 1
    if mode == "unicode":
        r = zip_result(file)
        r["counterexample"]["violation"]["spec_span"] = span(file, 1, 4, 1, 6)
        top["results"] = [r]
        return top, 1
    if mode == "none":
        top["results"] = [{"function": "zip", "span": span(file, 18, 1, 20, 37), "verdict": "none",
                           "message": "every path explored", "seconds": 1.5, "counterexample": None}]
        if liquid_error is not None:  # liquid rejected zip: why it may fail
            top["results"][0]["reason"] = {"kind": "limit", "text": "lhx found no counterexample (every path "
                                           "explored); liquid may be unable to prove this"}
        return top, 0
    if mode == "error":
        top["error"] = {"status": 2, "message": "no top-level binder at line 3", "span": span(file, 3, 1, 3, 1)}
        sys.stderr.write("%s:3:1: error: no top-level binder at line 3\n" % file)
        return top, 2
    if mode == "termination":
        top["lhx"] = 2
        top["results"] = [termination_result(file)]
        return top, 1
    if mode == "oldschema":
        top["lhx"] = 7
        return top, 0
    raise SystemExit("fake_explain: unknown mode " + mode)


def log(entry):
    path = os.environ.get("LHX_FAKE_LOG")
    if path:
        with open(path, "a") as f:
            f.write(json.dumps(entry) + "\n")


def main():
    args = sys.argv[1:]
    mode = os.environ.get("LHX_FAKE_MODE", "concrete")
    if os.environ.get("LHX_FAKE_MODE_FILE"):
        with open(os.environ["LHX_FAKE_MODE_FILE"]) as f:
            mode = f.read().strip()
    file = args[1].rsplit(":", 2)[0] if len(args) > 1 else ""
    entry = {"args": args, "pid": os.getpid(), "mode": mode}
    try:
        with open(file, encoding="utf-8") as f:
            entry["content"] = f.read()
        entry["listing"] = sorted(os.listdir(os.path.dirname(file)))
    except OSError as e:
        entry["content"] = None
        entry["error"] = str(e)
    if mode == "timeout":
        child = subprocess.Popen(["sleep", "60"])
        entry["child_pid"] = child.pid
        log(entry)
        time.sleep(60)
        return 0
    log(entry)
    if mode == "slow":
        time.sleep(2)
    if mode == "fail":
        sys.stdout.write("not json at all")
        sys.stderr.write("lhx: error: internal trouble\n")
        return 3
    if mode == "crash":
        sys.stdout.flush()
        os.kill(os.getpid(), signal.SIGSEGV)
    liquid_error = args[args.index("--liquid-error") + 1] if "--liquid-error" in args[:-1] else None
    top, status = output(mode, file, liquid_error)
    json.dump(top, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
