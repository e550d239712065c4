#!/usr/bin/env python3
"""Checks what an editor received from `lhx lsp` while explaining Average.hs.

Usage: check_session.py EDITOR RESULTS.json
EDITOR is neovim or emacs; RESULTS.json is written by nvim_explain.lua or
emacs_explain.el (keys: actions, reply, messages, diagnostics, hover, error).
Prints one line per failed check; exits 1 if any failed."""
import json
import sys

EXPLANATION = [
    "average [] = error",
    "makes a call to",
    "divide _ 0 = error",
    "violating divide's refinement type",
    "  divide :: Int -> {d:Int | d /= 0} -> Int    -- Average.hs:5:5",
]

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)


def main():
    editor, path = sys.argv[1], sys.argv[2]
    with open(path) as f:
        seen = json.load(f)
    if seen.get("error"):
        print(f"FAIL {editor}: the editor script stopped: {seen['error']}")
        return 1
    check(seen["actions"] == ["Explain this LiquidHaskell error"], f"the code actions offered: {seen['actions']}")

    reply = seen.get("reply") or {}
    results = reply.get("results") or [{}]
    r = results[0]
    cx = r.get("counterexample") or {}
    violation = cx.get("violation") or {}
    check(reply.get("command") == "explain" and len(results) == 1, f"the reply is not one explanation: {reply}")
    check(r.get("function") == "average" and r.get("verdict") == "concrete", f"the reply's verdict: {r.get('function')} {r.get('verdict')}")
    check(cx.get("call") == "average []", f"the counterexample's call: {cx.get('call')}")
    check(violation.get("function") == "divide" and (violation.get("spec_span") or {}).get("line") == 5,
          f"the violated specification: {violation}")

    messages = seen["messages"]
    want = "\n".join(["lhx: average: a concrete counterexample"] + EXPLANATION)
    check(len(messages) == 1, f"{len(messages)} messages, expected 1")
    check(messages and messages[0]["type"] == 3 and messages[0]["message"] == want,
          f"the message: {messages[:1]}")

    diags = seen["diagnostics"]
    check(len(diags) == 1, f"{len(diags)} diagnostics, expected 1: {diags}")
    if diags:
        d = diags[0]
        check(d["lnum"] == 4, f"the diagnostic is on line {d['lnum'] + 1}, not on divide's signature (line 5)")
        warning = d["severity"] == 2 if editor == "neovim" else d["severity"] == "eglot-warning"
        check(warning, f"the diagnostic's severity is {d['severity']}, not a warning")
        body = "\n".join(["average: a concrete counterexample"] + EXPLANATION)
        shown = d["message"] if editor == "neovim" else d["message"].removeprefix("lhx: ")
        check(shown == body, f"the diagnostic's message: {d['message']!r}")
        if editor == "neovim":
            check(d.get("source") == "lhx", f"the diagnostic's source: {d.get('source')}")

    hover = seen["hover"]
    for line in ["average: a concrete counterexample"] + EXPLANATION:
        check(line in hover, f"the hover lacks the line {line!r}: {hover}")

    for f in failures:
        print(f"FAIL {editor}: {f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
