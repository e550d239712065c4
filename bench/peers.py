#!/usr/bin/env python3
"""lhx side by side with QuickCheck and SmallCheck on the corpus (make bench-peers).

A benchmark, not a test: it never fails on numbers. For every corpus entry
(corpus/manifest.yaml) it runs, on the entry's bad file and function:

  lhx         `lhx check FILE --function F --json` at its default settings;
              the time to the counterexample is the result's `seconds` (the
              function's translation and search, GHC excluded); the process's
              wall time (GHC included) is kept too;
  QuickCheck  and SmallCheck: the driver `lhx peer-driver` generates from the
              function's specification (src/peer/driver.h: the same property
              lhx checks), compiled once with `ghc -O1` (compile time excluded)
              and run as `DRIVER quickcheck 10000 BUDGET` and `DRIVER
              smallcheck 5 BUDGET`; the time to the first counterexample is
              measured inside the driver.

For each distinct (good file, function) it runs the same three to their own
bound: lhx to its verdict, QuickCheck's 10 000 tests, SmallCheck's depth 5
(each peer at most BUDGET seconds). For each concrete counterexample lhx
prints, it also times the call on lhx's inputs in compiled GHC (the driver's
replay mode) and in lhx's engine (`lhx run` on the same call, --stats):
steps per second against the real thing.

The reports, with the date and the machine, go to OUT (default
bench/results): peers.md (tables per function and totals, the entries a peer
finds and lhx misses) and peers.csv (one row per run); the raw results to
WORK/results.json, from which --report rewrites the reports.

usage: bench/peers.py [--lhx build/lhx] [--manifest corpus/manifest.yaml]
                      [--out bench/results] [--work build/peers] [-j N]
                      [--budget S] [--only ID[,ID...]] [--report]
"""
import argparse
import concurrent.futures
import csv
import datetime
import functools
import hashlib
import json
import math
import os
import platform
import re
import resource
import shutil
import subprocess
import sys
import time

import yaml

QC_TESTS = 10000
SC_DEPTH = 5
GHC_FLAGS = ["-O1", "-fno-omit-yields"]


# ---- Running things ---------------------------------------------------------------

def run(cmd, timeout, cwd=None):
    """Runs cmd (stdin closed) with a wall-clock limit; (status, stdout,
    stderr, seconds), status None when it was killed at the limit."""
    start = time.monotonic()
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         cwd=cwd, start_new_session=True, text=True, errors="replace")
    try:
        out, err = p.communicate(timeout=timeout)
        status = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, 9)
        out, err = p.communicate()
        status = None
    return status, out, err, time.monotonic() - start


def parse_peer(out):
    """The `peer: TOOL key=value…` line of a driver run, with its why/input lines."""
    r = {}
    for line in out.splitlines():
        if line.startswith("peer: "):
            for kv in line.split()[2:]:
                k, _, v = kv.partition("=")
                r[k] = v
        elif line.startswith("why: "):
            r["why"] = line[5:]
        elif line.startswith("input: "):
            r["input"] = (r.get("input", "") + " " + line[7:]).strip()
    return r


def lhx_check(lhx, path, function):
    """lhx check at its default settings: verdict, seconds, inputs, wall."""
    status, out, err, wall = run([lhx, "check", path, "--function", function, "--json"], 600)
    r = {"verdict": "error", "seconds": None, "wall": wall, "inputs": None, "note": ""}
    if status is None:
        r["verdict"], r["note"] = "timeout", "killed after 600 s"
        return r
    try:
        doc = json.loads(out)
    except ValueError:
        r["note"] = (err.strip().splitlines() or ["no JSON"])[-1]
        return r
    res = [x for x in doc.get("results", []) if x.get("function") == function]
    if not res:
        r["note"] = (doc.get("error") or {}).get("message", "no result")
        return r
    res = res[0]
    r["verdict"], r["seconds"], r["note"] = res["verdict"], res["seconds"], res.get("message") or ""
    ce = res.get("counterexample")
    if ce:
        r["call"] = ce.get("call")
        r["inputs"] = [i["value"] for i in ce.get("inputs", [])]
        v = ce.get("violation") or {}
        r["violation"] = {"kind": v.get("kind"), "function": v.get("function")}
    return r


def lhx_run_stats(lhx, work, entry):
    """`lhx run --stats` on an entry of the replay module: a dict of steps,
    iterations, engine seconds (the search's minus the solver's) and whether
    it crashed, or a note."""
    status, out, err, wall = run([lhx, "run", os.path.join(work, "replay", "PeerReplay.hs"), "--entry", entry,
                                  "--stats", "--timeout", "120"], 400)
    m = re.search(r"lhx: stats: (\d+) steps, .*?([\d.]+) s solver, ([\d.]+) s total, bound \d+ after (\d+) iter", err)
    if not m:
        return {"note": "lhx run: " + ((err.strip().splitlines() or ["no statistics"])[-1])}
    return {"steps": int(m.group(1)), "engine": max(float(m.group(3)) - float(m.group(2)), 0.0),
            "iterations": int(m.group(4)), "crashed": status == 1}


REPLAY_STEPS = 2000000
REPLAY_MAX_REPEAT = 1000


def set_replay_repeat(work, steps):
    """How often the replay loop runs the call: enough for about
    REPLAY_STEPS steps (at most REPLAY_MAX_REPEAT times, at least once), so
    that a call of millions of steps is not run a thousand times. Rewrites
    the count lhx peer-driver wrote into PeerReplay.hs; returns it."""
    repeat = max(1, min(REPLAY_MAX_REPEAT, REPLAY_STEPS // max(steps, 1)))
    path = os.path.join(work, "replay", "PeerReplay.hs")
    with open(path) as f:
        text = f.read()
    text = re.sub(r"^peerReplayLoop = peerLoop \(\d+ :: P'\.Int\)$",
                  "peerReplayLoop = peerLoop (%d :: P'.Int)" % repeat, text, count=1, flags=re.M)
    with open(path, "w") as f:
        f.write(text)
    return repeat


def lhx_replay(lhx, work):
    """lhx's engine on lhx's counterexample: the call once (its steps), and,
    when it returns, repeated (set_replay_repeat) with each result forced,
    and on nothing (the fixed cost of a run), the best of three each: the
    engine's steps per second, net of the fixed cost."""
    one = lhx_run_stats(lhx, work, "peerReplay")
    if "note" in one:
        return one
    r = {"steps": one["steps"], "iterations": one["iterations"], "engine": one["engine"], "crashed": one["crashed"]}
    if one["crashed"]:
        return r
    repeat = set_replay_repeat(work, one["steps"])
    r["repeat"] = repeat
    loops = [lhx_run_stats(lhx, work, "peerReplayLoop") for _ in range(3)]
    bases = [lhx_run_stats(lhx, work, "peerBaseline") for _ in range(3)]
    loops = [x for x in loops if "note" not in x and not x["crashed"]]
    bases = [x for x in bases if "note" not in x]
    if loops and bases:
        loop = min(loops, key=lambda x: x["engine"])
        net = loop["engine"] - min(x["engine"] for x in bases)
        r.update(loop_steps=loop["steps"], loop_engine=loop["engine"], baseline=min(x["engine"] for x in bases))
        if net > 0:
            r["rate"] = loop["steps"] / net
    return r


@functools.lru_cache(maxsize=None)
def ghc_version():
    status, out, _, _ = run(["ghc", "--numeric-version"], 60)
    return out.strip() if status == 0 else "?"


def driver_key(work, path):
    """The content hash a compiled driver is cached under: the driver's
    source (which holds the replay's inputs), the user's module, GHC's
    version and flags — what the executable is made of."""
    h = hashlib.sha256()
    for part in (os.path.join(work, "PeerDriver.hs"), path):
        with open(part, "rb") as f:
            h.update(f.read())
        h.update(b"\0")
    h.update((" ".join(GHC_FLAGS) + "\0" + ghc_version()).encode())
    return h.hexdigest()[:24]


def compile_driver(work, path, cache):
    """The driver's executable, from the cache (build/peers/drivers/HASH) or
    compiled with ghc and put there: a re-run of the bench (or a resumed one)
    compiles nothing it compiled before. (executable, compile seconds or None
    when cached, note)."""
    exe = os.path.join(cache, driver_key(work, path))
    if os.path.exists(exe):
        return exe, None, ""
    out_dir = os.path.join(work, "o")
    status, out, err, secs = run(["ghc", *GHC_FLAGS, "-i", "-outputdir", out_dir,
                                  "-o", os.path.join(work, "drv"), os.path.join(work, "PeerDriver.hs"), path], 900)
    shutil.rmtree(out_dir, ignore_errors=True)
    if status != 0:
        lines = [l for l in (out + err).splitlines() if "error" in l]
        return None, secs, "ghc: " + (lines[0].strip() if lines else "failed")
    os.makedirs(cache, exist_ok=True)
    os.replace(os.path.join(work, "drv"), exe)  # atomic: parallel units may build the same driver
    return exe, secs, ""


def peers(lhx, path, function, work, budget, inputs, cache):
    """Generates and compiles the driver, runs QuickCheck, SmallCheck and the replay."""
    r = {"phases": {}}
    shutil.rmtree(work, ignore_errors=True)
    cmd = [lhx, "peer-driver", path, "--function", function, "--out", work]
    if inputs is not None:
        cmd.append("--replay")
        for v in inputs:
            cmd += ["--input", v]
    status, out, err, secs = run(cmd, 600)
    r["phases"]["driver"] = secs
    if status != 0:
        r["note"] = "driver: " + ((err.strip().splitlines() or ["failed"])[-1])
        return r
    drv, secs, note = compile_driver(work, path, cache)
    if secs is not None:
        r["compile"] = r["phases"]["compile"] = secs
    if drv is None:
        r["note"] = note
        return r
    start = time.monotonic()
    for tool, bound in (("quickcheck", QC_TESTS), ("smallcheck", SC_DEPTH)):
        status, out, err, wall = run([drv, tool, str(bound), str(budget)], budget + 120)
        p = parse_peer(out)
        if status is None:
            p = {"found": "no", "result": "killed"}
        elif "found" not in p:  # the driver itself failed
            p = {"found": "no", "result": "driver-failed",
                 "why": ((err.strip().splitlines() or ["exit %s" % status])[-1])}
        p["wall"] = wall
        r[tool] = p
    r["phases"]["peers"] = time.monotonic() - start
    if inputs is not None:
        start = time.monotonic()
        status, out, err, _ = run([drv, "replay"], 300)
        r["ghc_replay"] = parse_peer(out)
        r["lhx_replay"] = lhx_replay(lhx, work)
        r["phases"]["replay"] = time.monotonic() - start
    return r  # the sources stay in WORK/ID, for reading; the executable in the cache


# ---- The units --------------------------------------------------------------------

def interleave(us):
    """The units round-robin over their assignments, each in id order."""
    groups = {}
    for u in us:
        groups.setdefault(u["entry"]["assignment"], []).append(u)
    lists = [groups[a] for a in sorted(groups)]
    return [u for k in range(max(map(len, lists), default=0)) for l in lists if k < len(l) for u in [l[k]]]


def units_of(manifest, only):
    """Every entry's bad file, then every distinct (good file, function), as
    lhx eval names them (the first entry's id, + `+good`): the errors first,
    so that a run stopped early has all of them (the list of errors a peer
    finds and lhx misses is complete) before the longer good pairs; each
    kind taken in turn from the assignments, so that a partial run covers
    all of them alike."""
    with open(manifest) as f:
        m = yaml.safe_load(f)
    base = os.path.dirname(os.path.abspath(manifest))
    us, goods, seen = [], [], set()
    for e in sorted(m["entries"], key=lambda e: e["id"]):
        us.append(dict(id=e["id"], good=False, path=os.path.join(base, e["bad"]), file=e["bad"], entry=e))
        key = (e["good"], e["function"])
        if key not in seen:
            seen.add(key)
            goods.append(dict(id=e["id"] + "+good", good=True, path=os.path.join(base, e["good"]), file=e["good"],
                              entry=e))
    us = interleave(us) + interleave(goods)
    if only:  # in the order given
        us = sorted((u for u in us if u["id"] in only), key=lambda u: only.index(u["id"]))
    return us


def run_unit(args, u):
    e = u["entry"]
    work = os.path.join(args.work, u["id"])
    r = dict(id=u["id"], good=u["good"], file=u["file"], assignment=e["assignment"], function=e["function"],
             mistake=e["mistake"], expected=e["expected"])
    r["lhx"] = lhx_check(args.lhx, u["path"], e["function"])
    replay = r["lhx"]["inputs"] if r["lhx"]["verdict"] == "concrete" and not u["good"] else None
    r["peers"] = peers(args.lhx, u["path"], e["function"], work, args.budget, replay,
                       os.path.join(args.work, "drivers"))
    r["peers"]["phases"]["lhx"] = r["lhx"]["wall"]
    return r


# ---- Statistics -------------------------------------------------------------------

def quantile(xs, q):
    """Linear interpolation between the closest ranks (as lhx eval)."""
    xs = sorted(xs)
    if not xs:
        return None
    k = (len(xs) - 1) * q
    lo, hi = math.floor(k), math.ceil(k)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def fmt(x, digits=3):
    if x is None:
        return "–"
    if x == 0:
        return "0"
    if abs(x) >= 100:
        return "%.0f" % x
    return ("%%.%dg" % digits) % x


def peer_found(r, tool):
    return r["peers"].get(tool, {}).get("found") == "yes"


def peer_first(r, tool):
    p = r["peers"].get(tool, {})
    return float(p["first"]) if p.get("found") == "yes" else None


def lhx_found(r):
    return r["lhx"]["verdict"] == "concrete"


def concrete_set(rs):
    """The errors whose counterexample is concrete: expected so, or found so by lhx."""
    return [r for r in rs if not r["good"] and (r["expected"] == "concrete" or lhx_found(r))]


# ---- Reports ------------------------------------------------------------------------

ORDER = {"List": 0, "MapReduce": 1, "KMeans": 2}


def by_function(rs):
    groups = {}
    for r in rs:
        groups.setdefault((r["assignment"], r["function"]), []).append(r)
    return sorted(groups.items(), key=lambda kv: (ORDER.get(kv[0][0], 9), kv[0][1]))


def times(rs, tool):
    if tool == "lhx":
        return [r["lhx"]["seconds"] for r in rs if lhx_found(r)]
    return [peer_first(r, tool) for r in rs if peer_found(r, tool)]


def machine():
    cpu = "?"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), "?")
    except OSError:
        pass
    mem = "?"
    try:
        with open("/proc/meminfo") as f:
            mem = "%.0f GB" % (int(f.readline().split()[1]) / 1048576)
    except (OSError, ValueError, IndexError):
        pass
    return "%s, %s, %d cores, %s RAM, %s" % (platform.node(), cpu, os.cpu_count() or 0, mem, platform.platform())


def versions(lhx):
    def first_line(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True).stdout.strip().splitlines()[0]
        except (OSError, IndexError):
            return "?"
    qc = first_line(["ghc-pkg", "--simple-output", "field", "QuickCheck", "version"])
    sc = first_line(["ghc-pkg", "--simple-output", "field", "smallcheck", "version"])
    commit = first_line(["git", "rev-parse", "--short", "HEAD"])
    return "%s (commit %s); %s; QuickCheck %s, SmallCheck %s" % (first_line([lhx, "--version"]), commit,
                                                                 first_line(["ghc", "--version"]), qc, sc)


def summary_rows(rs):
    """Per function: errors, found and median time per tool."""
    rows = []
    for (a, f), grp in by_function(rs):
        row = [a, f, len(grp)]
        for tool in ("lhx", "quickcheck", "smallcheck"):
            ts = times(grp, tool)
            row += [len(ts), quantile(ts, 0.5)]
        rows.append(row)
    return rows


def both_found(rs, tool):
    """(lhx times, peer times) on the errors both found."""
    common = [r for r in rs if lhx_found(r) and peer_found(r, tool)]
    return [r["lhx"]["seconds"] for r in common], [peer_first(r, tool) for r in common]


def write_csv(path, results):
    cols = ["id", "kind", "assignment", "function", "mistake", "expected", "lhx_verdict", "lhx_seconds", "lhx_wall",
            "qc_found", "qc_first", "qc_total", "qc_tests", "qc_skipped", "qc_result", "sc_found", "sc_first",
            "sc_total", "sc_tests", "sc_skipped", "sc_result", "compile_seconds", "replay_lhx_steps",
            "replay_lhx_engine_seconds", "replay_lhx_crashed", "replay_lhx_steps_per_second", "replay_ghc_seconds",
            "note"]
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        for r in sorted(results, key=lambda r: r["id"]):
            p, l = r["peers"], r["lhx"]
            qc, sc = p.get("quickcheck", {}), p.get("smallcheck", {})
            lr, gr = p.get("lhx_replay", {}), p.get("ghc_replay", {})
            w.writerow([r["id"], "good" if r["good"] else "bad", r["assignment"], r["function"], r["mistake"],
                        r["expected"], l["verdict"], l["seconds"], round(l["wall"], 3),
                        qc.get("found"), qc.get("first"), qc.get("total"), qc.get("tests"), qc.get("skipped"),
                        qc.get("result"), sc.get("found"), sc.get("first"), sc.get("total"), sc.get("tests"),
                        sc.get("skipped"), sc.get("result"), round(p["compile"], 2) if "compile" in p else None,
                        lr.get("steps"), lr.get("engine"), lr.get("crashed"),
                        round(lr["rate"]) if lr.get("rate") else None, gr.get("seconds"),
                        "; ".join(x for x in (l.get("note"), p.get("note")) if x)])


def md_errors(out, rs):
    cs = concrete_set(rs)
    out.append("## Errors with a concrete counterexample\n")
    out.append("The %d corpus errors the manifest expects concrete or lhx finds concrete. Times are to the first "
               "counterexample, in seconds: lhx's `seconds` (translation and search, GHC excluded), the peers' "
               "measured inside the driver (compilation excluded); medians over the errors each tool found.\n" % len(cs))
    out.append("| assignment | function | errors | lhx found | QuickCheck found | SmallCheck found | lhx median | "
               "QuickCheck median | SmallCheck median |")
    out.append("|---|---|--:|--:|--:|--:|--:|--:|--:|")
    for a, f, n, ln, lm, qn, qm, sn, sm in summary_rows(cs):
        out.append("| %s | %s | %d | %d | %d | %d | %s | %s | %s |" % (a, f, n, ln, qn, sn, fmt(lm), fmt(qm), fmt(sm)))
    tot = {t: times(cs, t) for t in ("lhx", "quickcheck", "smallcheck")}
    out.append("| **total** | | %d | %d | %d | %d | %s | %s | %s |\n" % (
        len(cs), len(tot["lhx"]), len(tot["quickcheck"]), len(tot["smallcheck"]),
        fmt(quantile(tot["lhx"], .5)), fmt(quantile(tot["quickcheck"], .5)), fmt(quantile(tot["smallcheck"], .5))))
    names = {"lhx": "lhx", "quickcheck": "QuickCheck (10 000 tests)", "smallcheck": "SmallCheck (depth 5)"}
    out.append("| tool | found | median s | p95 s | max s |")
    out.append("|---|--:|--:|--:|--:|")
    for t in ("lhx", "quickcheck", "smallcheck"):
        ts = tot[t]
        out.append("| %s | %d of %d (%.1f %%) | %s | %s | %s |" % (names[t], len(ts), len(cs), 100.0 * len(ts) / max(len(cs), 1),
                                                             fmt(quantile(ts, .5)), fmt(quantile(ts, .95)),
                                                             fmt(max(ts) if ts else None)))
    walls = [r["lhx"]["wall"] for r in cs if lhx_found(r)]
    out.append("\nlhx's wall time per run, GHC included: median %s s, p95 %s s.\n" % (
        fmt(quantile(walls, .5)), fmt(quantile(walls, .95))))
    out.append("Ratios of median times on the errors both tools found:\n")
    for t in ("quickcheck", "smallcheck"):
        l, p = both_found(cs, t)
        ratio = quantile(l, .5) / quantile(p, .5) if l and quantile(p, .5) else None
        out.append("- lhx / %s: %s (%d errors; medians %s s and %s s)" % (names[t], fmt(ratio), len(l),
                                                                          fmt(quantile(l, .5)), fmt(quantile(p, .5))))
    out.append("")
    missed = [r for r in rs if not r["good"] and not lhx_found(r) and
              (peer_found(r, "quickcheck") or peer_found(r, "smallcheck"))]
    out.append("### Found by QuickCheck or SmallCheck, not concrete in lhx\n")
    if not missed:
        out.append("None: lhx finds a concrete counterexample for every error a peer finds.\n")
    for r in missed:
        tools = [n for t, n in (("quickcheck", "QuickCheck"), ("smallcheck", "SmallCheck")) if peer_found(r, t)]
        p = r["peers"].get("smallcheck" if "SmallCheck" in tools else "quickcheck", {})
        out.append("- `%s` (%s, expected %s): lhx %s; %s: %s — `%s`" % (
            r["id"], r["function"], r["expected"], r["lhx"]["verdict"], " and ".join(tools), p.get("why", ""),
            p.get("input", "")))
    out.append("")
    quiet = [r for r in cs if lhx_found(r) and (r["lhx"].get("violation") or {}).get("kind") == "precondition" and
             r["peers"].get("ghc_replay", {}).get("result") == "value"]
    out.append("### Callee preconditions broken without a crash\n")
    out.append("Errors whose counterexample breaks a callee's precondition while the plain call on lhx's inputs "
               "returns a value in GHC (the replay): a property made of crashes alone would not see them; the "
               "drivers check each callee's contract where the function calls it. %d errors:\n" % len(quiet))
    counts = {}
    for r in quiet:
        key = "`%s` calling `%s`" % (r["function"], r["lhx"]["violation"]["function"])
        counts[key] = counts.get(key, 0) + 1
    out.append(", ".join("%s (%d)" % kv for kv in sorted(counts.items())) + "\n" if counts else "none\n")
    lost = [r for r in cs if lhx_found(r) and not r["peers"].get("quickcheck")]
    if lost:
        out.append("Errors without a driver (not counted for the peers): " +
                   ", ".join("`%s` (%s)" % (r["id"], r["peers"].get("note", "")) for r in lost) + "\n")


def md_good(out, rs):
    gs = [r for r in rs if r["good"]]
    out.append("## Good files: each tool to its own bound\n")
    out.append("The %d (good file, function) pairs; seconds to the end of each tool's search: lhx at its default "
               "settings (its verdict), QuickCheck's 10 000 tests, SmallCheck's depth 5 — each peer stopped at the "
               "budget (`time-limit`); `gave-up`: QuickCheck discarded too many inputs (the precondition as a "
               "filter).\n" % len(gs))
    out.append("| assignment | function | lhx | lhx s | QuickCheck | QuickCheck s | SmallCheck | SmallCheck s | "
               "SmallCheck tests |")
    out.append("|---|---|---|--:|---|--:|---|--:|--:|")
    for (a, f), grp in by_function(gs):
        for r in grp:
            qc, sc = r["peers"].get("quickcheck", {}), r["peers"].get("smallcheck", {})
            out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                a, f, r["lhx"]["verdict"], fmt(r["lhx"]["seconds"]), qc.get("result", r["peers"].get("note", "–")),
                fmt(float(qc["total"]) if qc.get("total") else None), sc.get("result", "–"),
                fmt(float(sc["total"]) if sc.get("total") else None), sc.get("tests", "–")))
    out.append("")
    for t, name in (("lhx", "lhx"), ("quickcheck", "QuickCheck"), ("smallcheck", "SmallCheck")):
        if t == "lhx":
            ts = [r["lhx"]["seconds"] for r in gs if r["lhx"]["seconds"] is not None]
            kinds = {}
            for r in gs:
                kinds[r["lhx"]["verdict"]] = kinds.get(r["lhx"]["verdict"], 0) + 1
        else:
            ts = [float(r["peers"][t]["total"]) for r in gs if r["peers"].get(t, {}).get("total")]
            kinds = {}
            for r in gs:
                k = r["peers"].get(t, {}).get("result", "no driver")
                kinds[k] = kinds.get(k, 0) + 1
        out.append("- %s: %s; median %s s, p95 %s s" % (name, ", ".join("%s %d" % kv for kv in sorted(kinds.items())),
                                                        fmt(quantile(ts, .5)), fmt(quantile(ts, .95))))
    found = [r["id"] for r in gs if peer_found(r, "quickcheck") or peer_found(r, "smallcheck") or lhx_found(r)]
    out.append("- counterexamples on good files (any tool): %s\n" % (", ".join("`%s`" % i for i in found) or "none"))


def md_replay(out, rs):
    reps = [r for r in rs if r["peers"].get("lhx_replay", {}).get("steps") and r["peers"].get("ghc_replay", {}).get("seconds")]
    out.append("## Replay: lhx's engine against compiled GHC on lhx's counterexamples\n")
    out.append("The call lhx reports (the function on lhx's inputs, result forced), %d calls. GHC (`-O1`): the call "
               "repeated for at least 0.2 s, seconds per call. lhx's engine (`lhx run --stats` on the same call in "
               "a module beside the user's): the call once (its steps; its time is mostly lhx's fixed cost per "
               "run, setting up the search and Z3) and, when the call returns rather than crashes, the call repeated "
               "with each result forced (%d times, or fewer for a long call: about %d steps in all, at least once), less an empty run's time (best of three each): the engine's steps per "
               "second on this input, and from it lhx's net time per call (steps / rate). Steps and times count "
               "every iteration of lhx's iterative deepening.\n" % (len(reps), REPLAY_MAX_REPEAT, REPLAY_STEPS))
    rows = []
    for r in sorted(reps, key=lambda r: r["id"]):
        lr, gr = r["peers"]["lhx_replay"], r["peers"]["ghc_replay"]
        g = float(gr["seconds"])
        rate = lr.get("rate")
        net = lr["steps"] / rate if rate else None
        rows.append((r["id"], lr["steps"], lr["engine"], rate, net, g, net / g if net else None,
                     "crash" if lr.get("crashed") else "value"))
    def col(k):
        return [x[k] for x in rows if x[k] is not None]
    out.append("- steps per call: median %s, max %s; %d calls crash (no repetition), %d return" % (
        fmt(quantile(col(1), .5)), fmt(max(col(1)) if rows else None), sum(x[7] == "crash" for x in rows),
        sum(x[7] == "value" for x in rows)))
    out.append("- lhx's engine: %s steps per second (median over the calls that return; min %s, max %s); one call's "
               "run takes %s s (median), fixed cost included" % (
                   fmt(quantile(col(3), .5)), fmt(min(col(3)) if col(3) else None), fmt(max(col(3)) if col(3) else None),
                   fmt(quantile(col(2), .5))))
    out.append("- GHC: %s s per call (median; p95 %s s); lhx's steps / GHC's time: %s equivalent steps per second "
               "(median)" % (fmt(quantile(col(5), .5)), fmt(quantile(col(5), .95)),
                             fmt(quantile([x[1] / x[5] for x in rows], .5))))
    out.append("- lhx's net time / GHC's time per call: median %s (min %s, max %s)\n" % (
        fmt(quantile(col(6), .5)), fmt(min(col(6)) if col(6) else None), fmt(max(col(6)) if col(6) else None)))
    out.append("| entry | call | steps | lhx s (one run) | lhx steps/s | lhx net s per call | GHC s per call | "
               "lhx net / GHC |")
    out.append("|---|---|--:|--:|--:|--:|--:|--:|")
    for i, st, e, rate, net, g, ratio, kind in rows:
        out.append("| %s | %s | %d | %s | %s | %s | %s | %s |" % (i, kind, st, fmt(e), fmt(rate), fmt(net), fmt(g),
                                                                fmt(ratio)))
    out.append("")


def md_phases(out, results):
    """Where the run's time went, summed over the units (wall-clock minutes)."""
    names = (("lhx", "lhx check (GHC included)"), ("driver", "driver generation"), ("compile", "ghc -O1 of drivers"),
             ("peers", "QuickCheck and SmallCheck runs"), ("replay", "replays (GHC and lhx run)"))
    sums = {k: sum(r["peers"].get("phases", {}).get(k, 0.0) for r in results) / 60 for k, _ in names}
    compiled = sum(1 for r in results if "compile" in r["peers"])
    cached = sum(1 for r in results if "compile" not in r["peers"] and r["peers"].get("quickcheck"))
    out.append("- time per phase, summed over the units: " +
               ", ".join("%s %.1f min" % (n, sums[k]) for k, n in names) +
               "; %d drivers compiled, %d taken from the cache of compiled drivers (build/peers/drivers)" % (
                   compiled, cached))
    out.append("")


def write_reports(args, results, meta):
    os.makedirs(args.out, exist_ok=True)
    write_csv(os.path.join(args.out, "peers.csv"), results)
    out = ["# lhx, QuickCheck and SmallCheck on the corpus\n",
           "Written by `make bench-peers` (bench/peers.py) on %s." % meta["date"],
           "",
           "- machine: %s" % meta["machine"],
           "- %s" % meta["versions"],
           "- settings: lhx check at its defaults; QuickCheck %d tests, SmallCheck depth %d, each peer at most %s s "
           "per run; drivers generated by `lhx peer-driver`, compiled with `ghc %s`; %d runs at once; %.0f min in all%s"
           % (QC_TESTS, SC_DEPTH, meta["budget"], " ".join(GHC_FLAGS), meta["jobs"], meta["minutes"],
              " (%.0f min of CPU in the processes it started)" % meta["cpu_minutes"] if meta.get("cpu_minutes") else ""),
           ""]
    if meta.get("units") and meta.get("done", meta["units"]) < meta["units"]:
        out += ["- **partial**: the run was stopped after %d of its %d units; the tables hold those %d"
                % (meta["done"], meta["units"], meta["done"]), ""]
    if meta.get("note"):
        out += ["- note: %s" % meta["note"], ""]
    md_phases(out, results)
    md_errors(out, results)
    md_good(out, results)
    md_replay(out, results)
    with open(os.path.join(args.out, "peers.md"), "w") as f:
        f.write("\n".join(out))
    print("\n".join(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lhx", default="build/lhx")
    ap.add_argument("--manifest", default="corpus/manifest.yaml")
    ap.add_argument("--out", default="bench/results")
    ap.add_argument("--work", default="build/peers")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--budget", type=float, default=10,
                    help="seconds per peer run (default 10, lhx's own default limit per function)")
    ap.add_argument("--only", action="append", default=[], help="run only these units (ID or ID+good)")
    ap.add_argument("--note", default="", help="a line for the report's header (the machine's load, …)")
    ap.add_argument("--report", action="store_true", help="rewrite the reports from WORK/results.json")
    ap.add_argument("--resume", action="store_true",
                    help="keep the units of WORK/results.json and run only the others (a stopped run, continued)")
    args = ap.parse_args()
    args.lhx = os.path.abspath(args.lhx)
    os.makedirs(args.work, exist_ok=True)
    saved = os.path.join(args.work, "results.json")
    if args.report:
        with open(saved) as f:
            doc = json.load(f)
        write_reports(args, doc["results"], doc["meta"])
        return
    only = [i for o in args.only for i in o.split(",") if i]
    us = units_of(args.manifest, only)
    start = time.monotonic()
    results, before, cpu_before = [], 0.0, 0.0
    if args.resume and os.path.exists(saved):
        with open(saved) as f:
            doc = json.load(f)
        ids = {u["id"] for u in us}
        results, before = [r for r in doc["results"] if r["id"] in ids], doc["meta"]["minutes"]
        # unknown when the stopped run did not count it (written by an older peers.py)
        cpu_before = doc["meta"].get("cpu_minutes") if results else 0.0
        kept = {r["id"] for r in results}
        todo = [u for u in us if u["id"] not in kept]
    else:
        todo = us
    def cpu_minutes():
        """CPU time of every process the run started (lhx, GHC, the drivers):
        what the run costs on an idle machine, whatever the load."""
        u = resource.getrusage(resource.RUSAGE_CHILDREN)
        return None if cpu_before is None else cpu_before + (u.ru_utime + u.ru_stime) / 60

    # read once, at the start: the checkout may move on while a long run goes
    # (the commit is the one the lhx under test was built from, if built here)
    run_versions = versions(args.lhx)

    def meta_now(done):
        return dict(date=datetime.datetime.now().strftime("%Y-%m-%d %H:%M"), machine=machine(),
                    versions=run_versions, budget=args.budget, jobs=args.jobs,
                    minutes=before + (time.monotonic() - start) / 60, note=args.note, units=len(us), done=done,
                    resumed=args.resume, cpu_minutes=cpu_minutes())

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run_unit, args, u): u for u in todo}
        for k, fut in enumerate(concurrent.futures.as_completed(futures), len(results) + 1):
            r = fut.result()
            results.append(r)
            # saved after every unit: a run stopped early still has its
            # results, for --report (which says how many units it holds)
            with open(saved, "w") as f:
                json.dump({"meta": meta_now(k), "results": results}, f, indent=1)
            qc, sc = r["peers"].get("quickcheck", {}), r["peers"].get("smallcheck", {})
            print("[%d/%d] %s: lhx %s, QuickCheck %s, SmallCheck %s%s" % (
                k, len(us), r["id"], r["lhx"]["verdict"], qc.get("result", "–"), sc.get("result", "–"),
                ("  (" + r["peers"]["note"] + ")") if r["peers"].get("note") else ""), file=sys.stderr, flush=True)
    meta = meta_now(len(results))
    with open(saved, "w") as f:
        json.dump({"meta": meta, "results": results}, f, indent=1)
    write_reports(args, results, meta)


if __name__ == "__main__":
    main()
