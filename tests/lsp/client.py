#!/usr/bin/env python3
"""A scripted LSP client that drives `lhx lsp` as an editor does, and the
tests built on it. Python 3 standard library only.

Usage: tests/lsp/client.py PATH/TO/lhx [TEST_NAME...]   (tests/lsp/run.sh runs it)

Most tests replace `lhx explain` by tests/lsp/fake_explain.py (through
LHX_LSP_EXPLAIN), which prints canned JSON; the test `real_explain` runs the
real one end to end and is skipped, with a note, while `lhx explain` does
not exist. Prints one line per failure and, last, "N passed, N failed";
exits 1 if any test failed.
"""
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FAKE = os.path.join(HERE, "fake_explain.py")
DEMO = os.path.join(ROOT, "tests", "programs", "demo.hs")
TITLE = "Explain this LiquidHaskell error"


class Failure(Exception):
    pass


def check(cond, what, *details):
    if not cond:
        raise Failure(what + "".join("\n    | " + str(d)[:1500] for d in details))


def uri_of(path):
    return "file://" + path


# ---- The client ---------------------------------------------------------------


class Client:
    """One `lhx lsp` process and the messages it sends back."""

    def __init__(self, lhx, env=None, args=()):
        full_env = dict(os.environ)
        full_env.update(env or {})
        self.proc = subprocess.Popen([lhx, "lsp", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, env=full_env, cwd=ROOT)
        self.inbox = queue.Queue()
        self.notes = []  # notifications seen while waiting for responses
        self.framing_errors = []
        self.stderr = b""
        self.next_id = 1
        threading.Thread(target=self._read_stdout, daemon=True).start()
        self.stderr_reader = threading.Thread(target=self._read_stderr, daemon=True)
        self.stderr_reader.start()

    def _read_stdout(self):
        out = self.proc.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                c = out.read(1)
                if not c:
                    self.inbox.put(None)
                    return
                header += c
            lines = header.decode("ascii", "replace").split("\r\n")
            if not lines[0].startswith("Content-Length: ") or lines[1:] != ["", ""]:
                self.framing_errors.append(header)
            n = int(lines[0].split(":")[1]) if ":" in lines[0] else 0
            body = out.read(n)
            try:
                self.inbox.put(json.loads(body))
            except ValueError:
                self.framing_errors.append(body)

    def _read_stderr(self):
        self.stderr = self.proc.stderr.read()

    # Sending.
    def send_raw(self, data):
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass

    def send(self, obj):
        body = json.dumps(obj).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params=None):
        self.send({"jsonrpc": "2.0", "method": method, "params": params if params is not None else {}})

    def request_async(self, method, params=None):
        rid = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params if params is not None else {}})
        return rid

    def request(self, method, params=None, timeout=10):
        return self.response(self.request_async(method, params), timeout)

    # Receiving.
    def message(self, timeout):
        try:
            msg = self.inbox.get(timeout=timeout)
        except queue.Empty:
            raise Failure("no message from the server within %g s" % timeout)
        if msg is None:
            raise Failure("the server closed its output", self.stderr.decode(errors="replace"))
        return msg

    def response(self, rid, timeout=10):
        """The response to request rid; notifications meanwhile go to notes.
        A response to another id is a failure."""
        deadline = time.time() + timeout
        while True:
            msg = self.message(max(0.01, deadline - time.time()))
            if "method" in msg:
                self.notes.append(msg)
                continue
            check(msg.get("jsonrpc") == "2.0", "a response without jsonrpc 2.0", msg)
            check(msg.get("id") == rid, "expected the response to %r, got" % rid, msg)
            return msg

    def notification(self, method, timeout=10, where=lambda p: True):
        """The first notification (seen or coming) of method whose params satisfy where."""
        deadline = time.time() + timeout
        while True:
            for i, n in enumerate(self.notes):
                if n["method"] == method and where(n.get("params")):
                    return self.notes.pop(i)["params"]
            msg = self.message(max(0.01, deadline - time.time()))
            check("method" in msg, "an unexpected response", msg)
            self.notes.append(msg)

    def no_message(self, wait=0.3):
        try:
            msg = self.inbox.get(timeout=wait)
        except queue.Empty:
            return
        raise Failure("an unexpected message", msg)

    # Lifecycle.
    def initialize(self, options=None):
        params = {"processId": os.getpid(), "rootUri": uri_of(ROOT), "capabilities": {}}
        if options is not None:
            params["initializationOptions"] = options
        r = self.request("initialize", params)
        check("result" in r, "initialize failed", r)
        self.notify("initialized")
        return r["result"]

    def exit_status(self, timeout=10):
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise Failure("the server did not exit within %g s" % timeout)

    def shutdown_and_exit(self):
        r = self.request("shutdown")
        check(r.get("result", "missing") is None and "error" not in r, "shutdown did not answer null", r)
        self.notify("exit")
        status = self.exit_status()
        check(status == 0, "exit after shutdown gave status %r" % status, self.stderr)

    def kill(self):
        """Ends the server (if the test did not) and collects its stderr."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        self.stderr_reader.join(10)


# ---- Fixtures -------------------------------------------------------------------


class Env:
    """A workspace with a copy of demo.hs and a sibling module, a fake log."""

    def __init__(self, lhx):
        self.lhx = lhx
        self.dir = tempfile.mkdtemp(prefix="lhx-lsp-test.")
        self.ws = os.path.join(self.dir, "ws")
        os.mkdir(self.ws)
        self.demo = os.path.join(self.ws, "Demo.hs")
        shutil.copy(DEMO, self.demo)
        with open(os.path.join(self.ws, "Lib.hs"), "w") as f:
            f.write("module Lib where\n\n{-@ pick :: Int -> [Int] @-}\npick :: Int -> [Int]\npick _ = []\n")
        with open(self.demo) as f:
            self.demo_text = f.read()
        self.log = os.path.join(self.dir, "fake.log")
        self.mode_file = os.path.join(self.dir, "mode")
        self.clients = []

    def client(self, mode="concrete", fake=True, args=(), env=None):
        e = {"LHX_FAKE_LOG": self.log, "LHX_FAKE_MODE_FILE": self.mode_file}
        if fake:
            e["LHX_LSP_EXPLAIN"] = FAKE
        else:
            e["LHX_LSP_EXPLAIN"] = ""
        e.update(env or {})
        self.set_mode(mode)
        c = Client(self.lhx, e, args)
        self.clients.append(c)
        return c

    def set_mode(self, mode):
        with open(self.mode_file, "w") as f:
            f.write(mode)

    def runs(self):
        """What the fake recorded, one dict per run."""
        if not os.path.exists(self.log):
            return []
        with open(self.log) as f:
            return [json.loads(line) for line in f if line.strip()]

    def stop(self):
        for c in self.clients:
            c.kill()

    def close(self):
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)

    def sanitizer_reports(self):
        self.stop()
        return [c.stderr.decode(errors="replace") for c in self.clients
                if any(k in c.stderr for k in (b"runtime error", b"Sanitizer", b"LeakSanitizer"))]


def open_demo(c, env, text=None):
    c.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri_of(env.demo), "languageId": "haskell", "version": 1,
        "text": env.demo_text if text is None else text}})


def explain(c, uri, line, character, timeout=20, liquid_error=None):
    args = [uri, line, character] + ([liquid_error] if liquid_error is not None else [])
    return c.request("workspace/executeCommand", {"command": "lhx.explain", "arguments": args}, timeout)


def diagnostics_for(c, uri, timeout=10):
    return c.notification("textDocument/publishDiagnostics", timeout, lambda p: p["uri"] == uri)["diagnostics"]


def shown(c, timeout=10):
    return c.notification("window/showMessage", timeout)


def rng(l0, c0, l1, c1):
    return {"start": {"line": l0, "character": c0}, "end": {"line": l1, "character": c1}}


def expect_error(r, code, what):
    check("error" in r and r["error"].get("code") == code, "%s: expected error %d" % (what, code), r)
    check(isinstance(r["error"].get("message"), str) and r["error"]["message"], "%s: an error without a message" % what, r)


# ---- Tests: lifecycle ----------------------------------------------------------------

TESTS = []


def test(fn):
    TESTS.append(fn)
    return fn


@test
def initialize_capabilities(env):
    c = env.client()
    caps = c.initialize()["capabilities"]
    sync = caps.get("textDocumentSync")
    check(isinstance(sync, dict) and sync.get("change") == 1 and sync.get("openClose") is True,
          "textDocumentSync is not full with open/close", sync)
    check(caps.get("codeActionProvider"), "no codeActionProvider", caps)
    check(caps.get("executeCommandProvider", {}).get("commands") == ["lhx.explain"], "no lhx.explain command", caps)
    check(caps.get("hoverProvider") is True, "no hoverProvider", caps)
    c.shutdown_and_exit()


@test
def requests_before_initialize(env):
    c = env.client()
    r = c.request("textDocument/hover", {"textDocument": {"uri": uri_of(env.demo)},
                                         "position": {"line": 0, "character": 0}})
    expect_error(r, -32002, "hover before initialize")
    c.notify("textDocument/didOpen", {})  # dropped silently
    c.initialize()
    expect_error(c.request("initialize", {"capabilities": {}}), -32600, "a second initialize")
    c.shutdown_and_exit()


@test
def bad_timeout_option(env):
    c = env.client()
    r = c.request("initialize", {"capabilities": {}, "initializationOptions": {"timeout": "soon"}})
    expect_error(r, -32602, "a timeout that is not a number")
    c.initialize({"timeout": 30})
    c.shutdown_and_exit()


@test
def exit_without_shutdown(env):
    c = env.client()
    c.initialize()
    c.notify("exit")
    check(c.exit_status() == 1, "exit without shutdown: status %r, expected 1" % c.proc.returncode)


@test
def requests_after_shutdown(env):
    c = env.client()
    c.initialize()
    check(c.request("shutdown").get("result", 0) is None, "shutdown did not answer null")
    r = c.request("textDocument/hover", {"textDocument": {"uri": uri_of(env.demo)},
                                         "position": {"line": 0, "character": 0}})
    expect_error(r, -32600, "a request after shutdown")
    c.notify("exit")
    check(c.exit_status() == 0, "exit after shutdown: status %r" % c.proc.returncode)


@test
def end_of_input(env):
    c = env.client()
    c.initialize()
    c.proc.stdin.close()
    check(c.exit_status(5) == 1, "the end of input without shutdown: status %r" % c.proc.returncode)


@test
def usage_errors(env):
    r = subprocess.run([env.lhx, "lsp", "--frob"], capture_output=True, stdin=subprocess.DEVNULL)
    check(r.returncode == 2, "lhx lsp --frob: status %d" % r.returncode)
    check(b"lhx: error: lsp: unexpected argument '--frob'" in r.stderr, "no usage error", r.stderr)
    r = subprocess.run([env.lhx, "lsp", "--timeout", "0"], capture_output=True, stdin=subprocess.DEVNULL)
    check(r.returncode == 2 and b"lsp: --timeout needs a number from 0.001 to 86400, not '0'" in r.stderr,
          "lhx lsp --timeout 0", r)
    for bad in ("nan", "inf", "-1", "1e999", ""):
        r = subprocess.run([env.lhx, "lsp", "--timeout", bad], capture_output=True, stdin=subprocess.DEVNULL)
        check(r.returncode == 2 and b"--timeout needs a number" in r.stderr, "lhx lsp --timeout '%s'" % bad, r)
    r = subprocess.run([env.lhx, "lsp", "--help"], capture_output=True, stdin=subprocess.DEVNULL)
    check(r.returncode == 0 and r.stdout.startswith(b"usage: lhx lsp"), "lhx lsp --help", r)
    c = env.client(args=("--stdio", "--timeout", "5"))
    c.initialize()
    c.shutdown_and_exit()


# ---- Tests: malformed messages ----------------------------------------------------------


@test
def malformed_messages(env):
    c = env.client()
    c.initialize()
    body = b'{"jsonrpc": "2.0", "id": 1, "method": '
    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    r = c.message(5)
    expect_error(r, -32700, "invalid JSON")
    check(r.get("id", 0) is None, "a parse error reply with an id", r)
    cases = [
        (b"42", -32600, None, "a number"),
        (b"[]", -32600, None, "an empty batch"),
        (b'{"id": 7, "method": "textDocument/hover", "params": {}}', -32600, 7, "no jsonrpc member"),
        (b'{"jsonrpc": "2.0", "id": true, "method": "shutdown"}', -32600, None, "a boolean id"),
        (b'{"jsonrpc": "2.0", "id": 8}', -32600, 8, "no method"),
        (b'{"jsonrpc": "2.0", "id": 9, "method": "textDocument/frob", "params": {}}', -32601, 9, "an unknown method"),
        (b'{"jsonrpc": "2.0", "id": 10, "method": "textDocument/hover", "params": {}}', -32602, 10, "hover without a position"),
        (b'{"jsonrpc": "2.0", "id": 11, "method": "textDocument/hover", "params": 3}', -32600, 11, "params a number"),
        (b'{"jsonrpc": "2.0", "id": 12, "method": "initialized", "params": {}}', -32600, 12, "a notification with an id"),
        (b'{"jsonrpc": "2.0", "id": "s", "method": "workspace/executeCommand", "params": {"command": "lhx.explain"}}',
         -32602, "s", "lhx.explain without arguments"),
        (b'{"jsonrpc": "2.0", "id": 13, "method": "workspace/executeCommand", "params": {"command": "frob"}}',
         -32602, 13, "an unknown command"),
        (b'{"jsonrpc": "2.0", "id": 14, "method": "workspace/executeCommand", "params": {"command": "lhx.explain", '
         b'"arguments": ["file:///x.hs", -1, 0]}}', -32602, 14, "a negative line"),
        (b'{"jsonrpc": "2.0", "id": 17, "method": "workspace/executeCommand", "params": {"command": "lhx.explain", '
         b'"arguments": ["file:///x.hs", 1, 0, 7]}}', -32602, 17, "liquid's message not a string"),
        (b'{"jsonrpc": "2.0", "id": 15, "method": "textDocument/codeAction", "params": {"textDocument": {}}}',
         -32602, 15, "codeAction without a range"),
        (b'{"jsonrpc": "2.0", "id": 16} trailing', -32700, None, "bytes after the JSON"),
    ]
    for body, code, rid, what in cases:
        c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        r = c.message(5)
        expect_error(r, code, what)
        check(r.get("id", "missing") == rid, "%s: the reply's id is %r, expected %r" % (what, r.get("id"), rid), r)
    # Framing: a header without Content-Length, a bad length, bytes that are no header.
    for raw, what in [(b"Content-Type: text/plain\r\n\r\n", "no Content-Length"),
                      (b"Content-Length: twelve\r\n\r\n", "a Content-Length that is no number"),
                      (b"hello there ", "bytes before a header")]:
        c.send_raw(raw)
        rid = c.request_async("textDocument/hover", {"textDocument": {"uri": "file:///nowhere.hs"},
                                                     "position": {"line": 0, "character": 0}})
        r = c.message(5)
        expect_error(r, -32700, what)
        r = c.message(5)
        check(r.get("id") == rid and r.get("result", 0) is None, "%s: the next request was not answered" % what, r)
    # Blank lines between messages are tolerated.
    body = json.dumps({"jsonrpc": "2.0", "id": 77, "method": "textDocument/hover", "params": {
        "textDocument": {"uri": "file:///nowhere.hs"}, "position": {"line": 0, "character": 0}}}).encode()
    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body + b"\r\n\r\n")
    r = c.message(5)
    check(r.get("id") == 77 and "result" in r, "a message followed by blank lines", r)
    # Unknown notifications and responses are ignored; the server goes on.
    c.notify("$/setTrace", {"value": "off"})
    c.notify("workspace/frob", {})
    c.send({"jsonrpc": "2.0", "id": 99, "result": None})
    c.no_message()
    check(not c.framing_errors, "the server's own framing is wrong", c.framing_errors)
    c.shutdown_and_exit()


@test
def mutated_messages(env):
    """Valid messages with random bytes changed, and random bytes between
    them: the server answers or ignores each, and survives (under the
    sanitizers, cleanly)."""
    import random
    rnd = random.Random(20190622)
    c = env.client("none")
    c.initialize()
    uri = uri_of(env.demo)
    seeds = [
        {"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover",
         "params": {"textDocument": {"uri": uri}, "position": {"line": 18, "character": 2}}},
        {"jsonrpc": "2.0", "id": 2, "method": "textDocument/codeAction",
         "params": {"textDocument": {"uri": uri}, "range": rng(19, 25, 19, 30),
                    "context": {"diagnostics": [{"range": rng(19, 25, 19, 30), "source": "liquid", "message": "x"}]}}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "haskell", "version": 1, "text": "module M where\n\u03bb\n"}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri}, "contentChanges": [{"range": rng(1, 0, 1, 1), "text": "x\ud83d\ude00"}]}},
        {"jsonrpc": "2.0", "id": 3, "method": "workspace/executeCommand",
         "params": {"command": "lhx.explain", "arguments": [uri, 18, 0]}},
    ]
    for _ in range(400):
        body = bytearray(json.dumps(rnd.choice(seeds)).encode())
        for _ in range(rnd.randint(1, 4)):
            body[rnd.randrange(len(body))] = rnd.choice(b'{}[]":,0123456789-.eE\\ \x00\xff' + bytes([rnd.randrange(256)]))
        c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + bytes(body))
        if rnd.random() < 0.1:
            c.send_raw(bytes(rnd.randrange(256) for _ in range(rnd.randint(1, 40))))
    rid = 1000
    c.send({"jsonrpc": "2.0", "id": rid, "method": "textDocument/hover",
            "params": {"textDocument": {"uri": "file:///nowhere.hs"}, "position": {"line": 0, "character": 0}}})
    deadline = time.time() + 60
    while True:
        msg = c.message(max(0.01, deadline - time.time()))
        if msg.get("id") == rid and "method" not in msg:
            break
    check(not c.framing_errors, "the server's own framing is wrong", c.framing_errors[:3])
    c.shutdown_and_exit()


@test
def truncated_input(env):
    c = env.client()
    c.initialize()
    c.send_raw(b"Content-Length: 100\r\n\r\n{\"jsonrpc\"")
    c.proc.stdin.close()
    r = c.message(5)
    expect_error(r, -32700, "a message cut short by the end of input")
    check(c.exit_status(5) == 1, "status %r after the end of input" % c.proc.returncode)


# ---- Tests: code actions -------------------------------------------------------------------


def code_action(c, uri, start, diagnostics=(), only=None):
    context = {"diagnostics": list(diagnostics)}
    if only is not None:
        context["only"] = only
    r = c.request("textDocument/codeAction", {"textDocument": {"uri": uri},
                                              "range": rng(start[0], start[1], start[0], start[1]),
                                              "context": context})
    check("result" in r and isinstance(r["result"], list), "codeAction did not answer a list", r)
    return r["result"]


def check_action(a, uri, line, character, message=None):
    check(a.get("title") == TITLE, "the action's title is %r" % a.get("title"), a)
    cmd = a.get("command", {})
    check(cmd.get("command") == "lhx.explain", "the action does not run lhx.explain", a)
    want = [uri, line, character] + ([message] if message is not None else [])  # liquid's message, for the reason
    check(cmd.get("arguments") == want, "the action's arguments are %r, expected %r" % (cmd.get("arguments"), want))


@test
def code_action_for_liquid_diagnostics(env):
    c = env.client()
    c.initialize()
    open_demo(c, env)
    uri = uri_of(env.demo)
    liquid = {"range": rng(19, 25, 19, 48), "severity": 1, "source": "liquid",
              "message": "Liquid Type Mismatch\n  The inferred type ..."}
    lh = {"range": rng(17, 0, 17, 3), "severity": 1, "source": "LiquidHaskell", "message": "Error"}
    by_text = {"range": rng(18, 2, 18, 3), "severity": 1, "source": "haskell",
               "message": "error:\n    Liquid Type Mismatch"}
    ghc = {"range": rng(15, 0, 15, 3), "severity": 1, "source": "ghc", "message": "Not in scope: x"}
    actions = code_action(c, uri, (19, 30), [liquid, ghc, lh, by_text])
    check(len(actions) == 3, "expected one action per LiquidHaskell diagnostic, got %d" % len(actions), actions)
    check_action(actions[0], uri, 19, 25, liquid["message"])
    check_action(actions[1], uri, 17, 0, lh["message"])
    check_action(actions[2], uri, 18, 2, by_text["message"])
    check(actions[0].get("diagnostics") == [liquid], "the action does not name its diagnostic", actions[0])
    check(actions[0].get("kind") == "quickfix", "the action is not a quickfix", actions[0])
    c.shutdown_and_exit()


@test
def code_action_at_cursor(env):
    c = env.client()
    c.initialize()
    uri = uri_of(env.demo)
    ghc = {"range": rng(15, 0, 15, 3), "severity": 1, "source": "ghc", "message": "Not in scope: x"}
    actions = code_action(c, uri, (18, 4), [ghc])
    check(len(actions) == 1, "expected one action at the cursor", actions)
    check_action(actions[0], uri, 18, 4)
    check(code_action(c, uri, (18, 4), only=["refactor.extract"]) == [], "an action although only refactorings were asked")
    check(len(code_action(c, uri, (18, 4), only=["quickfix"])) == 1, "no action when quickfixes were asked")
    check(code_action(c, uri_of(os.path.join(env.ws, "notes.txt")), (0, 0)) == [], "an action in a text file")
    check(code_action(c, "untitled:Untitled-1", (0, 0)) == [], "an action in an untitled buffer")
    lit = uri_of(os.path.join(env.ws, "Lit.lhs"))
    check(len(code_action(c, lit, (2, 0))) == 1, "no action in a .lhs file")
    c.shutdown_and_exit()


# ---- Tests: explaining (fake lhx explain) -------------------------------------------------------


@test
def explain_concrete(env):
    c = env.client("concrete")
    c.initialize()
    open_demo(c, env)
    uri = uri_of(env.demo)
    r = explain(c, uri, 19, 25)
    check("result" in r, "executeCommand failed", r)
    res = r["result"]
    check(res.get("lhx") == 1 and len(res.get("results", [])) == 1, "the reply is not lhx's JSON", res)
    check(res["results"][0]["verdict"] == "concrete" and res["results"][0]["function"] == "zip",
          "the reply's verdict", res)
    runs = env.runs()
    check(len(runs) == 1, "lhx explain ran %d times" % len(runs))
    check(runs[0]["args"] == ["explain", "%s:20:26" % env.demo, "--json", "--timeout", "120",
                                 "--ghc-timeout", "120"], "lhx explain's arguments",
          runs[0]["args"])
    msg = shown(c)
    check(msg["type"] == 3 and "zip [] [0] = error" in msg["message"] and "die's refinement type" in msg["message"],
          "showMessage lacks the counterexample", msg)
    diags = diagnostics_for(c, uri)
    check(len(diags) == 1, "expected one diagnostic", diags)
    d = diags[0]
    check(d["range"] == rng(11, 4, 11, 37), "the diagnostic is not on die's specification", d["range"])
    check(d["source"] == "lhx" and d["severity"] == 2, "source/severity", d)
    check("zip [] [0] = error" in d["message"], "the diagnostic lacks the explanation", d)
    rel = d.get("relatedInformation", [])
    check(rel and rel[0]["location"] == {"uri": uri, "range": rng(17, 0, 19, 37)},
          "relatedInformation does not point at zip", rel)
    # Hover inside zip's span shows the explanation; elsewhere nothing.
    pos = lambda line, ch: {"textDocument": {"uri": uri}, "position": {"line": line, "character": ch}}
    h = c.request("textDocument/hover", pos(18, 10))
    check(h.get("result") and "zip [] [0] = error" in h["result"]["contents"]["value"], "hover in zip", h)
    check(h["result"]["contents"]["kind"] == "markdown", "hover is not markdown", h)
    for line, ch in [(2, 0), (16, 5), (19, 37), (20, 0)]:
        h = c.request("textDocument/hover", pos(line, ch))
        check("result" in h and h["result"] is None, "hover at %d:%d outside zip" % (line, ch), h)
    check(c.request("textDocument/hover", pos(19, 36)).get("result"), "hover at zip's last character")
    c.shutdown_and_exit()


@test
def explain_abstract(env):
    c = env.client("abstract")
    c.initialize()
    open_demo(c, env)
    uri, lib_uri = uri_of(env.demo), uri_of(os.path.join(env.ws, "Lib.hs"))
    r = explain(c, uri, 17, 0)
    check(r.get("result", {}).get("results", [{}])[0].get("verdict") == "abstract", "the reply's verdict", r)
    msg = shown(c)
    check("abstract counterexample" in msg["message"] and "size [] = 1" in msg["message"], "showMessage", msg)
    here = diagnostics_for(c, uri)
    there = diagnostics_for(c, lib_uri)
    check(len(here) == 1 and here[0]["range"] == rng(6, 4, 6, 16) and here[0]["severity"] == 3,
          "the diagnostic on size's specification", here)
    check(len(there) == 1 and there[0]["range"] == rng(2, 4, 2, 24), "the diagnostic on pick's specification in Lib.hs", there)
    check(there[0]["relatedInformation"][0]["location"]["uri"] == uri, "Lib.hs's diagnostic does not point back", there)
    check(there[0]["message"].startswith("pick's specification is too weak for zip: it allows pick 0 = []"),
          "the diagnostic does not name the blamed callee", there[0]["message"])
    # Explaining again with a different result clears what no longer applies.
    env.set_mode("concrete")
    explain(c, uri, 17, 0)
    check(diagnostics_for(c, lib_uri) == [], "Lib.hs's diagnostic was not cleared")
    check(len(diagnostics_for(c, uri)) == 1, "Demo.hs has no diagnostic after the second explanation")
    c.shutdown_and_exit()


@test
def explain_termination(env):
    c = env.client("termination")
    c.initialize()
    open_demo(c, env)
    uri = uri_of(env.demo)
    r = explain(c, uri, 17, 0)
    check(r["result"]["lhx"] == 2 and r["result"]["results"][0]["verdict"] == "termination", "the reply's verdict", r)
    msg = shown(c)
    check("termination counterexample" in msg["message"] and "/ [len xs + len ys]" in msg["message"], "showMessage", msg)
    diags = diagnostics_for(c, uri)
    check(len(diags) == 1 and diags[0]["range"] == rng(15, 4, 15, 7) and diags[0]["severity"] == 2,
          "the diagnostic on zip's signature", diags)
    check("zip [0] [0] calls zip [0] [0]" in diags[0]["message"], "the diagnostic lacks the explanation", diags)
    c.shutdown_and_exit()


@test
def explain_none(env):
    c = env.client("concrete")
    c.initialize()
    open_demo(c, env)
    uri = uri_of(env.demo)
    explain(c, uri, 17, 0)
    diagnostics_for(c, uri)
    env.set_mode("none")
    r = explain(c, uri, 17, 0)
    check(r["result"]["results"][0]["verdict"] == "none", "the reply's verdict", r)
    msg = shown(c, 5)  # the first explanation's message
    msg = shown(c, 5)
    check("no counterexample found: every path explored" in msg["message"] and msg["type"] == 3, "showMessage", msg)
    check(diagnostics_for(c, uri) == [], "the earlier diagnostic was not cleared")
    h = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 18, "character": 3}})
    check("no counterexample found" in h["result"]["contents"]["value"], "hover after none", h)
    # on liquid's diagnostic (its message the fourth argument): lhx explain gets it, the answer says why liquid may fail
    r = explain(c, uri, 17, 0, liquid_error="Liquid Type Mismatch\n  The inferred type ...")
    check(r["result"]["results"][0]["reason"]["kind"] == "limit", "the reply's reason", r)
    check(env.runs()[-1]["args"][-2:] == ["--liquid-error", "Liquid Type Mismatch\n  The inferred type ..."],
          "lhx explain was not given liquid's message", env.runs()[-1]["args"])
    msg = shown(c, 5)
    check(msg["message"].endswith("every path explored\nlhx found no counterexample (every path explored); liquid may "
                                  "be unable to prove this"), "showMessage lacks the reason", msg)
    c.shutdown_and_exit()


@test
def explain_lhx_error(env):
    c = env.client("error")
    c.initialize()
    uri = uri_of(env.demo)
    r = explain(c, uri, 2, 0)
    res = r.get("result", {})
    check(res.get("error", {}).get("status") == 2, "the reply does not carry lhx's error", r)
    msg = shown(c)
    check(msg["type"] == 1 and "no top-level binder at line 3" in msg["message"], "showMessage", msg)
    check(env.demo + ":3:1" in msg["message"], "the message lacks the position", msg)
    c.shutdown_and_exit()


@test
def explain_failures(env):
    c = env.client("fail")
    c.initialize()
    uri = uri_of(env.demo)
    for mode, expect in [("fail", ["exit status 3", "internal trouble"]), ("crash", ["killed by signal 11"]),
                         ("oldschema", ["schema version"])]:
        env.set_mode(mode)
        r = explain(c, uri, 17, 0)
        err = r.get("result", {}).get("error") or {}
        check(err.get("status") == 3 and all(e in err.get("message", "") for e in expect),
              "%s: the reply's error" % mode, r)
        msg = shown(c)
        check(msg["type"] == 1 and all(e in msg["message"] for e in expect), "%s: showMessage" % mode, msg)
    c.shutdown_and_exit()


@test
def explain_missing_or_wrong_file(env):
    c = env.client("concrete")
    c.initialize()
    for path, expect in [(os.path.join(env.ws, "Missing.hs"), "cannot open"),
                         (os.path.join(env.ws, "notes.txt"), "Haskell files")]:
        r = explain(c, uri_of(path), 0, 0)
        err = r.get("result", {}).get("error") or {}
        check(expect in err.get("message", ""), "the reply for %s" % path, r)
        msg = shown(c)
        check(msg["type"] == 1 and expect in msg["message"], "showMessage for %s" % path, msg)
    r = explain(c, "untitled:Untitled-1", 0, 0)
    check("files on disk" in (r.get("result", {}).get("error") or {}).get("message", ""), "an untitled buffer", r)
    shown(c)
    check(env.runs() == [], "lhx explain ran for a file it cannot explain", env.runs())
    c.shutdown_and_exit()


@test
def explain_timeout(env):
    c = env.client("timeout")
    c.initialize({"timeout": 1})
    t0 = time.time()
    r = explain(c, uri_of(env.demo), 17, 0, timeout=15)
    took = time.time() - t0
    check(took < 8, "the timeout of 1 s took %.1f s" % took)
    check("timed out after 1 s" in (r.get("result", {}).get("error") or {}).get("message", ""), "the reply", r)
    check("timed out" in shown(c)["message"], "showMessage")
    runs = env.runs()
    for pid in (runs[0]["pid"], runs[0]["child_pid"]):
        alive = True
        for _ in range(50):
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                alive = False
                break
            time.sleep(0.1)
        check(not alive, "process %d of the timed-out explanation still runs" % pid)
    c.shutdown_and_exit()


@test
def answers_while_explaining(env):
    c = env.client("slow")
    c.initialize()
    uri = uri_of(env.demo)
    rid = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [uri, 17, 0]})
    t0 = time.time()
    h = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 18, "character": 3}})
    check(time.time() - t0 < 1.5 and "result" in h, "hover waited for the explanation", h)
    r = c.response(rid, 15)
    check(r.get("result", {}).get("results"), "the slow explanation's reply", r)
    c.shutdown_and_exit()


@test
def cancel_and_supersede(env):
    c = env.client("slow")
    c.initialize()
    uri = uri_of(env.demo)
    rid = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [uri, 17, 0]})
    time.sleep(0.3)
    c.notify("$/cancelRequest", {"id": rid})
    expect_error(c.response(rid, 5), -32800, "a cancelled explanation")
    first = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [uri, 17, 0]})
    second = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [uri, 18, 0]})
    expect_error(c.response(first, 5), -32800, "a superseded explanation")
    r = c.response(second, 15)
    check(r.get("result", {}).get("results"), "the newer explanation's reply", r)
    # A shutdown while explaining cancels the explanation first.
    rid = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [uri, 17, 0]})
    sid = c.request_async("shutdown")
    expect_error(c.response(rid, 5), -32800, "an explanation at shutdown")
    check(c.response(sid, 5).get("result", 0) is None, "shutdown")
    c.notify("exit")
    check(c.exit_status() == 0, "exit status")


@test
def unsaved_buffer(env):
    c = env.client("concrete")
    c.initialize()
    uri = uri_of(env.demo)
    open_demo(c, env)
    edited = "-- an unsaved comment\n" + env.demo_text
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                        "contentChanges": [{"text": edited}]})
    r = explain(c, uri, 18, 0)
    run = env.runs()[0]
    target = run["args"][1].rsplit(":", 2)[0]
    check(target != env.demo and os.path.basename(target) == "Demo.hs", "the copy's path", target)
    check(run["args"][1].endswith(":19:1"), "the position", run["args"])
    check(run["content"] == edited, "lhx explain did not read the buffer", run["content"][:200])
    check("Lib.hs" in run["listing"], "the copy's directory lacks the sibling Lib.hs", run["listing"])
    check(not os.path.exists(os.path.dirname(target)), "the temporary directory was not removed", target)
    with open(env.demo) as f:
        check(f.read() == env.demo_text, "the user's file was changed")
    res = r["result"]["results"][0]
    check(res["span"]["file"] == env.demo, "the reply's span was not mapped to the user's file", res["span"])
    check(res["counterexample"]["violation"]["spec_span"]["file"] == env.demo, "the spec span was not mapped", res)
    check(len(diagnostics_for(c, uri)) == 1, "no diagnostic on the user's file")
    tmpdir = os.path.dirname(target)
    check(tmpdir not in json.dumps(r), "the reply names the temporary copy", r)
    check("-- %s:12:5" % env.demo in res["counterexample"]["text"], "the text's position was not mapped", res)
    check(not any(tmpdir in json.dumps(n) for n in c.notes), "a notification names the temporary copy", c.notes)
    # After a save the file itself is explained.
    with open(env.demo, "w") as f:
        f.write(edited)
    c.notify("textDocument/didSave", {"textDocument": {"uri": uri}, "text": edited})
    explain(c, uri, 18, 0)
    check(env.runs()[1]["args"][1] == env.demo + ":19:1", "a saved buffer was not explained in place", env.runs()[1])
    c.shutdown_and_exit()


@test
def range_edits(env):
    c = env.client("concrete")
    c.initialize()
    uri = uri_of(env.demo)
    open_demo(c, env)
    change = {"range": rng(2, 0, 2, 6), "text": "MODULE"}  # "module" on line 3 -> "MODULE"
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [change]})
    explain(c, uri, 17, 0)
    want = env.demo_text.replace("module Demo", "MODULE Demo", 1)
    check(env.runs()[0]["content"] == want, "the range edit was not applied", env.runs()[0]["content"][:200])
    c.shutdown_and_exit()


@test
def unicode_positions(env):
    c = env.client("unicode")
    c.initialize()
    path = os.path.join(env.ws, "Uni.hs")
    text = "-- \u03bb\U0001d54f x\nmodule Uni where\n"
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    uri = uri_of(path)
    explain(c, uri, 0, 6)  # after "-- λ𝕏": 3 + 1 + 2 UTF-16 units, 5 code points
    check(env.runs()[0]["args"][1] == path + ":1:6", "UTF-16 character 6 is column 6", env.runs()[0]["args"])
    d = diagnostics_for(c, uri)
    check(d and d[0]["range"] == rng(0, 3, 0, 7), "columns 4-6 are UTF-16 characters 3-7", d)
    c.shutdown_and_exit()


@test
def percent_encoded_uri(env):
    c = env.client("concrete")
    c.initialize()
    d = os.path.join(env.dir, "my dir")
    os.mkdir(d)
    path = os.path.join(d, "Demo.hs")
    shutil.copy(env.demo, path)
    uri = "file://" + path.replace(" ", "%20")
    explain(c, uri, 17, 0)
    check(env.runs()[0]["args"][1] == path + ":18:1", "the URI was not decoded", env.runs()[0]["args"])
    check(len(diagnostics_for(c, uri)) == 1, "no diagnostic under the editor's own URI")
    c.shutdown_and_exit()


@test
def close_clears(env):
    c = env.client("abstract")
    c.initialize()
    open_demo(c, env)
    uri, lib_uri = uri_of(env.demo), uri_of(os.path.join(env.ws, "Lib.hs"))
    explain(c, uri, 17, 0)
    diagnostics_for(c, uri)
    diagnostics_for(c, lib_uri)
    c.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    check(diagnostics_for(c, uri) == [], "closing did not clear the document's diagnostics")
    check(diagnostics_for(c, lib_uri) == [], "closing did not clear Lib.hs's diagnostics")
    h = c.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 18, "character": 3}})
    check(h.get("result", 0) is None, "hover after close", h)
    c.shutdown_and_exit()


# ---- The real lhx explain (end to end) -------------------------------------------------------
#
# Runs `lhx explain tests/programs/demo.hs:18:1 --json` as it is, then the same
# through the server without the fake. Skipped, with a note, while lhx has no
# explain command; it needs nothing else to be enabled.

SKIPPED = []


@test
def real_explain(env):
    r = subprocess.run([env.lhx, "explain", "tests/programs/demo.hs:18:1", "--json"], cwd=ROOT,
                       capture_output=True, stdin=subprocess.DEVNULL, timeout=600)
    if b"unknown command" in r.stderr:
        SKIPPED.append("real_explain: `lhx explain` does not exist yet; this test runs once it does")
        return
    check(r.returncode == 1, "lhx explain demo.hs:18:1: status %d, expected 1" % r.returncode, r.stderr)
    zips = [x for x in json.loads(r.stdout)["results"] if x["function"] == "zip"]
    check(len(zips) == 1 and zips[0]["verdict"] == "concrete", "the verdict for zip", r.stdout)
    check(zips[0]["counterexample"]["violation"]["function"] == "die", "the violation", zips[0])
    c = env.client(fake=False)
    c.initialize({"timeout": 300})
    uri = uri_of(DEMO)
    reply = explain(c, uri, 17, 0, timeout=320)
    zips = [x for x in reply.get("result", {}).get("results", []) if x["function"] == "zip"]
    check(zips and zips[0]["verdict"] == "concrete" and zips[0]["counterexample"]["violation"]["function"] == "die",
          "the server's reply", reply)
    check("zip" in shown(c)["message"], "showMessage")
    d = diagnostics_for(c, uri)
    check(d and d[0]["range"]["start"]["line"] == 11, "the diagnostic is not on die's specification", d)
    c.shutdown_and_exit()


@test
def real_explain_in_a_package(env):
    """A module of a cabal package (hs-source-dirs: src, LambdaCase from default-extensions,
    hierarchical imports): the server explains it with its package's options, as `lhx check` does."""
    path = os.path.join(ROOT, "tests/projects/shop/src/Data/Shop/Basket.hs")
    c = env.client(fake=False)
    c.initialize({"timeout": 300})
    uri = uri_of(path)
    reply = explain(c, uri, 13, 0, timeout=320)
    r = [x for x in reply.get("result", {}).get("results", []) if x["function"] == "withTax"]
    check(r and r[0]["verdict"] == "abstract", "withTax is not abstract", reply)
    blamed = r[0]["counterexample"]["abstracted"]
    check(blamed and blamed[0]["function"] == "tax", "the blamed callee is not tax", r[0])
    c.shutdown_and_exit()


# ---- The suggested refinement type's quick fix (real lhx explain) -----------------------------

FIX_TITLE = "Use the suggested refinement type"
FIX_SIGNED = """module Fix where

{-@ next :: x:Int -> {v:Int | v > x} @-}
next :: Int -> Int
next x = x + 1

{-@ twice :: n:Int -> {v:Int | v = n + 2} @-}
twice :: Int -> Int
twice n = next (next n)
"""
FIX_UNSIGNED = FIX_SIGNED.replace("{-@ next :: x:Int -> {v:Int | v > x} @-}\n", "")


def apply_edit(text, edit):
    """text with one LSP TextEdit applied (ASCII text: characters are bytes)."""
    lines = text.split("\n")

    def offset(pos):
        return sum(len(l) + 1 for l in lines[:pos["line"]]) + pos["character"]
    start, end = offset(edit["range"]["start"]), offset(edit["range"]["end"])
    return text[:start] + edit["newText"] + text[end:]


def open_real(env, name, source):
    """name written with source in the test directory and opened in a client running real explains."""
    path = os.path.join(env.dir, name)
    with open(path, "w") as f:
        f.write(source)
    c = env.client(fake=False)
    c.initialize({"timeout": 120})
    uri = uri_of(path)
    c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "haskell", "version": 1,
                                                       "text": source}})
    return path, c, uri


def explained(c, uri, line, function, timeout=150):
    """The explain at line's result for function (None if it has none), and the whole reply."""
    reply = explain(c, uri, line, 0, timeout=timeout)
    results = [x for x in reply.get("result", {}).get("results", []) if x["function"] == function]
    return (results[0] if results else None), reply


def only_fix_edit(c, uri, line, title, what):
    """The code action titled title at line: it must be the one offered, and one edit of the file."""
    fixes = [a for a in code_action(c, uri, (line, 0)) if a.get("title") == title]
    check(len(fixes) == 1 and fixes[0].get("kind") == "quickfix", "%s: no quick fix %r" % (what, title), fixes)
    edits = fixes[0].get("edit", {}).get("changes", {}).get(uri)
    check(edits and len(edits) == 1, "%s: the fix is not one edit of the file" % what, fixes[0])
    return edits[0]


def check_after_fix(env, path, fixed, function):
    """lhx check of function once path holds the fixed text."""
    with open(path, "w") as f:
        f.write(fixed)
    return subprocess.run([env.lhx, "check", path, "--function", function, "--timeout", "60"], capture_output=True,
                          stdin=subprocess.DEVNULL, timeout=300)


def quick_fix_makes_caller_verify(env, source, what):
    path, c, uri = open_real(env, "Fix.hs", source)
    line = source.split("\n").index("twice n = next (next n)")
    twice, reply = explained(c, uri, line, "twice")
    check(twice and twice["verdict"] == "abstract", "%s: twice is not abstract" % what, reply)
    fixed = apply_edit(source, only_fix_edit(c, uri, line, FIX_TITLE, what))
    check("{-@ next :: x:Int -> " in fixed and fixed.count("{-@ next ::") == 1, "%s: the edit" % what, fixed)
    # the buffer changed: the fix, computed on the old text, is no longer offered
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                        "contentChanges": [{"text": source + "\n-- edited\n"}]})
    stale = [a for a in code_action(c, uri, (line, 0)) if a.get("title") == FIX_TITLE]
    check(stale == [], "%s: a fix offered for a text it was not computed on" % what, stale)
    c.shutdown_and_exit()
    r = check_after_fix(env, path, fixed, "twice")
    check(r.returncode == 0 and b"no counterexample" in r.stdout, "%s: lhx check after the fix" % what, r.stdout, fixed)


@test
def quick_fix_replaces_signature(env):
    quick_fix_makes_caller_verify(env, FIX_SIGNED, "signed helper")


@test
def quick_fix_inserts_signature(env):
    quick_fix_makes_caller_verify(env, FIX_UNSIGNED, "unsigned helper")


# ---- The suggested termination metric's quick fix (real lhx explain) ------------------------

METRIC_FIX_TITLE = "Add the suggested termination metric"
METRIC_SIGNED = """module Range where

{-@ range :: lo:Int -> hi:Int -> [Int] @-}
range :: Int -> Int -> [Int]
range lo hi = if lo < hi then lo : range (lo + 1) hi else []
"""
METRIC_UNSIGNED = METRIC_SIGNED.replace("{-@ range :: lo:Int -> hi:Int -> [Int] @-}\n", "")


def metric_fix_makes_it_terminate(env, source, what):
    """range counts up: LiquidHaskell's default metric (lo) fails; the quick fix writes / [hi - lo]
    on its signature (its own, or a new one), and lhx check then finds no termination counterexample."""
    path, c, uri = open_real(env, "Range.hs", source)
    line = source.split("\n").index("range :: Int -> Int -> [Int]") + 1
    r, reply = explained(c, uri, line, "range")
    check(r and r["verdict"] == "termination", "%s: range has no termination counterexample" % what, reply)
    fix = r["termination"]["fix"]
    check(fix and fix["action"] == ("replace" if "{-@" in source else "insert"), "%s: termination.fix" % what, r)
    check("a quick fix adds it" in shown(c)["message"], "%s: the message does not offer the fix" % what)
    fixed = apply_edit(source, only_fix_edit(c, uri, line, METRIC_FIX_TITLE, what))
    check(fixed.count("{-@ range :: lo:Int -> hi:Int -> [Int] / [hi - lo] @-}") == 1 and fixed.count("{-@") == 1,
          "%s: the edit" % what, fixed)
    c.shutdown_and_exit()
    r = check_after_fix(env, path, fixed, "range")
    check(r.returncode == 0 and b"no counterexample" in r.stdout and b"termination" not in r.stdout,
          "%s: lhx check after the fix" % what, r.stdout, fixed)


@test
def metric_fix_on_signature(env):
    metric_fix_makes_it_terminate(env, METRIC_SIGNED, "signed range")


@test
def metric_fix_new_signature(env):
    metric_fix_makes_it_terminate(env, METRIC_UNSIGNED, "unsigned range")


# ---- Reliability: input bounds, GHC stopped with its explanation -------------------------

# A module whose Template Haskell splice sleeps: GHC is busy compiling it for a minute.
SLOW_TH = """{-# LANGUAGE TemplateHaskell #-}
module Slow where
import Control.Concurrent (threadDelay)
import Language.Haskell.TH (runIO)

$(runIO (threadDelay 60000000) >> return [])

{-@ f :: Int -> {v:Int | v > 0} @-}
f :: Int -> Int
f x = x
"""


def processes_mentioning(text):
    """The pids of the processes whose command line contains text."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as f:
                if text.encode() in f.read():
                    found.append(int(pid))
        except OSError:
            pass
    return found


class SlowEnv:
    """A workspace file GHC takes a minute on, explained by the real lhx with
    its temporary directories in a private TMPDIR (so that what is left
    behind can be seen)."""

    def __init__(self, env):
        self.tmp = os.path.join(env.dir, "tmp")
        os.mkdir(self.tmp)
        self.path = os.path.join(env.ws, "Slow.hs")
        with open(self.path, "w") as f:
            f.write(SLOW_TH)
        self.uri = uri_of(self.path)

    def wait_for_ghc(self, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if any(p for p in processes_mentioning(self.tmp) if b"ghc" in open("/proc/%d/cmdline" % p, "rb").read()):
                return
            time.sleep(0.2)
        raise Failure("GHC did not start within %g s" % timeout)

    def check_nothing_left(self, what, timeout=15):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if not processes_mentioning(self.tmp) and not os.listdir(self.tmp):
                return
            time.sleep(0.2)
        raise Failure("%s: left behind: processes %s, files %s" % (what, processes_mentioning(self.tmp),
                                                                   os.listdir(self.tmp)))


@test
def real_cancel_and_supersede_stop_ghc(env):
    slow = SlowEnv(env)
    c = env.client(fake=False, env={"TMPDIR": slow.tmp})
    c.initialize()
    first = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [slow.uri, 9, 0]})
    slow.wait_for_ghc()
    second = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [slow.uri, 9, 0]})
    expect_error(c.response(first, 15), -32800, "a superseded explanation")
    slow.wait_for_ghc()
    c.notify("$/cancelRequest", {"id": second})
    expect_error(c.response(second, 15), -32800, "a cancelled explanation")
    slow.check_nothing_left("after cancel")
    third = c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [slow.uri, 9, 0]})
    slow.wait_for_ghc()
    sid = c.request_async("shutdown")
    expect_error(c.response(third, 15), -32800, "an explanation at shutdown")
    check(c.response(sid, 15).get("result", 0) is None, "shutdown")
    c.notify("exit")
    check(c.exit_status(15) == 0, "exit status")
    slow.check_nothing_left("after shutdown")


@test
def real_timeout_stops_ghc(env):
    slow = SlowEnv(env)
    c = env.client(fake=False, env={"TMPDIR": slow.tmp})
    c.initialize({"timeout": 4})
    t0 = time.time()
    r = explain(c, slow.uri, 9, 0, timeout=30)
    took = time.time() - t0
    err = r.get("result", {}).get("error") or {}
    check("GHC did not finish compiling" in err.get("message", "") and err.get("status") == 3,
          "lhx explain reports GHC's time limit itself", r)
    check(took < 4 + 3, "the time limit of 4 s took %.1f s" % took)
    slow.check_nothing_left("after the time limit")
    c.shutdown_and_exit()


@test
def server_killed_stops_ghc(env):
    slow = SlowEnv(env)
    c = env.client(fake=False, env={"TMPDIR": slow.tmp})
    c.initialize()
    open_demo(c, env)  # an unsaved buffer: the server's own temporary copy
    c.notify("textDocument/didOpen", {"textDocument": {"uri": slow.uri, "languageId": "haskell", "version": 1,
                                                       "text": SLOW_TH + "\n-- unsaved\n"}})
    c.request_async("workspace/executeCommand", {"command": "lhx.explain", "arguments": [slow.uri, 9, 0]})
    slow.wait_for_ghc()
    check(len(os.listdir(slow.tmp)) == 2, "the server's copy and lhx explain's directory", os.listdir(slow.tmp))
    c.proc.terminate()
    check(c.exit_status(15) == -15, "the server did not die of SIGTERM: %r" % c.proc.returncode)
    slow.check_nothing_left("after SIGTERM to the server")


@test
def oversized_message_closes_the_session(env):
    c = env.client()
    c.initialize()
    c.send_raw(b"Content-Length: 100000000000\r\n\r\n" + b"x" * 65536)
    r = c.message(5)
    expect_error(r, -32700, "an oversized message")
    check("larger than 64 MiB" in r["error"]["message"] and "closing the connection" in r["error"]["message"],
          "the reason", r)
    check(c.exit_status(5) == 1, "the server did not end the session: %r" % c.proc.returncode)


@test
def unreadable_files_do_not_block(env):
    fifo = os.path.join(env.ws, "Fifo.hs")
    os.mkfifo(fifo)
    zero = os.path.join(env.ws, "Zero.hs")
    os.symlink("/dev/zero", zero)
    big = os.path.join(env.ws, "Big.hs")
    with open(big, "wb") as f:
        f.truncate(17 << 20)
    c = env.client("concrete")
    c.initialize()
    for path, expect in [(fifo, "not a regular file (a FIFO)"), (zero, "not a regular file (a character device)"),
                         (big, "too large (17.0 MB; lhx reads at most 16 MB)")]:
        t0 = time.time()
        r = explain(c, uri_of(path), 0, 0, timeout=10)
        err = r.get("result", {}).get("error") or {}
        check(expect in err.get("message", "") and time.time() - t0 < 5, "the reply for %s" % path, r)
        shown(c)
    check(env.runs() == [], "lhx explain ran for a file it cannot read", env.runs())
    c.shutdown_and_exit()


@test
def no_th_setting(env):
    c = env.client("concrete")
    r = c.request("initialize", {"capabilities": {}, "initializationOptions": {"noTh": "yes"}})
    expect_error(r, -32602, "a noTh that is not a boolean")
    c.initialize({"noTh": True, "timeout": 30})
    explain(c, uri_of(env.demo), 17, 0)
    args = env.runs()[0]["args"]
    check(args[2:] == ["--json", "--timeout", "30", "--ghc-timeout", "30", "--no-th"], "lhx explain's arguments", args)
    c.shutdown_and_exit()
    c = env.client("concrete", args=("--no-th",))
    c.initialize({"noTh": False})
    explain(c, uri_of(env.demo), 17, 0)
    check(env.runs()[1]["args"][-1] == "--no-th", "--no-th is not undone by the client", env.runs()[1]["args"])
    c.shutdown_and_exit()


# ---- Main ----------------------------------------------------------------------------------


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: client.py PATH/TO/lhx [TEST...]")
    lhx = os.path.abspath(sys.argv[1])
    only = set(sys.argv[2:])
    passed = failed = 0
    for t in TESTS:
        if only and t.__name__ not in only:
            continue
        env = Env(lhx)
        try:
            t(env)
            reports = env.sanitizer_reports()
            check(not reports, "the sanitizers reported", *reports)
            passed += 1
        except Exception as e:  # a Failure, or the harness tripping over the server
            failed += 1
            print("FAIL %s: %s" % (t.__name__, e if isinstance(e, Failure) else repr(e)))
            for c in env.clients:
                if c.stderr.strip():
                    print("    | server stderr: " + c.stderr.decode(errors="replace")[:1500])
        finally:
            env.close()
    for note in SKIPPED:
        print("SKIP " + note)
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
