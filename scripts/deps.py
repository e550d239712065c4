#!/usr/bin/env python3
"""deps.py BUILD/obj [FILE_PREFIX=FOLDER]… — the call and include graphs of
lhx's C files, to check the dependency direction of docs/architecture.md.

Run from the repository root after `make`. Calls come from the object files
(nm): file A calls file B when A references a global symbol B defines.
Includes come from the sources' `#include "…"` lines, a header counting as a
file of its folder. Prints, for each graph, the folder graph, the cycles
between folders and the cycles between files of one folder (strongly
connected components of more than one). FILE_PREFIX=FOLDER counts the files
whose path starts with FILE_PREFIX as files of FOLDER (a file about to move).
Reads only; the exit status is 0."""
import collections, os, re, subprocess, sys


def call_graph(obj):
    """File -> files it calls, from the symbols of each object under obj."""
    defs, refs = {}, collections.defaultdict(set)
    for dp, _, fs in os.walk(obj):
        for f in fs:
            if not f.endswith('.o'):
                continue
            path = os.path.join(dp, f)
            src = os.path.relpath(path, obj)[:-2] + '.c'
            if not os.path.exists(src):
                continue  # a stale object of a file that has moved
            out = subprocess.run(['nm', path], capture_output=True, text=True).stdout
            for line in out.splitlines():
                parts = line.split()
                if len(parts) == 3 and parts[1] in 'TDBR':
                    defs[parts[2]] = src
                elif len(parts) == 2 and parts[0] == 'U':
                    refs[src].add(parts[1])
    calls = collections.defaultdict(set)
    for a, syms in refs.items():
        for s in syms:
            b = defs.get(s)
            if b and b != a:
                calls[a].add(b)
    return calls


def include_graph(tops=('src', 'translate')):
    """File -> files it includes with #include "…"."""
    inc = collections.defaultdict(set)
    for top in tops:
        for dp, _, fs in os.walk(top):
            for f in fs:
                if not f.endswith(('.c', '.h')):
                    continue
                p = os.path.join(dp, f)
                for m in re.finditer(r'^#include "([^"]+)"', open(p).read(), re.M):
                    q = os.path.normpath(os.path.join(dp, m.group(1)))
                    if q != p:
                        inc[p].add(q)
    return inc


def sccs(graph):
    """The strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    nodes = set(graph) | {b for v in graph.values() for b in v}
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def main():
    moved = dict(a.split('=', 1) for a in sys.argv[2:])

    def folder(p):
        for prefix, f in moved.items():
            if p.startswith(prefix):
                return f
        return os.path.dirname(p)

    for name, g in (('calls', call_graph(sys.argv[1])), ('includes', include_graph())):
        fg = collections.defaultdict(set)
        for a, bs in g.items():
            for b in bs:
                if folder(a) != folder(b):
                    fg[folder(a)].add(folder(b))
        print(f'== {name}: folder graph')
        for a in sorted(fg):
            print(f'  {a} -> {", ".join(sorted(fg[a]))}')
        cycles = sccs(fg)
        print(f'== {name}: cycles between folders: {cycles if cycles else "none"}')
        within = sccs({a: {b for b in bs if folder(b) == folder(a)} for a, bs in g.items()})
        print(f'== {name}: cycles between files of one folder: {"none" if not within else ""}')
        for c in within:
            print('  ' + ' <-> '.join(c))


if __name__ == '__main__':
    main()
