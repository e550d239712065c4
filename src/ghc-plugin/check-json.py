#!/usr/bin/env python3
"""Check a Core JSON file written by Lhx.Plugin (docs/core-json.md):
every `var` resolves to a binder in scope, a top-level binder or an
external; every type variable is bound; every type constructor, data
constructor and class mentioned is listed. Prints a summary line and the
externals with origin `none`; exits 1 on any error.
Usage: check-json.py FILE.json..."""
import collections
import json
import sys


class Checker:
    def __init__(self, doc):
        self.doc = doc
        self.errors = []
        self.bound = collections.Counter()   # binder id -> times bound
        self.tycons = {t["name"]: t for t in doc["tycons"]}
        self.classes = {c["name"] for c in doc["classes"]}
        self.cons = {c["name"] for t in doc["tycons"] for c in t["cons"]}
        self.top = {b["bndr"]["id"] for g in doc["binds"] for b in g["binds"]}
        self.exts = {e["id"] for e in doc["externals"]}
        self.where = ""

    def err(self, msg):
        if len(self.errors) < 50:
            self.errors.append(f"{self.where}: {msg}")

    # Types: tvs is the set of type variables in scope.
    def ty(self, t, tvs):
        k = t["t"]
        if k == "var":
            if t["var"] not in tvs:
                self.err(f"unbound type variable {t['var']}")
        elif k == "con":
            self.tycon_ref(t["con"])
            for a in t["args"]:
                self.ty(a, tvs)
        elif k == "fun":
            self.ty(t["arg"], tvs)
            self.ty(t["res"], tvs)
        elif k == "forall":
            self.bndr(t["var"], tvs, count=False)
            self.ty(t["body"], tvs | {t["var"]["id"]})
        elif k == "app":
            self.ty(t["fun"], tvs)
            for a in t["args"]:
                self.ty(a, tvs)
        elif k not in ("lit", "other"):
            self.err(f"unknown type kind {k}")

    def tycon_ref(self, name):
        tc = self.tycons.get(name)
        if tc is None:
            self.err(f"tycon {name} not listed")
        elif tc["kind"] == "class" and name not in self.classes:
            self.err(f"class {name} not listed")

    def bndr(self, b, tvs, count=True):
        for key in ("id", "name", "type", "span"):
            if key not in b:
                self.err(f"binder without {key}: {b}")
        if count:
            self.bound[b["id"]] += 1
        self.ty(b["type"], tvs)

    # Expressions: env is the set of local ids (terms and types) in scope.
    def expr(self, e, env):
        k = e["k"]
        if k == "var":
            i = e["id"]
            if i not in env and i not in self.top and i not in self.exts:
                self.err(f"unresolved var {i}")
        elif k == "con":
            if e["con"] not in self.cons:
                self.err(f"constructor {e['con']} not listed")
        elif k == "app":
            self.expr(e["fun"], env)
            for a in e["args"]:
                self.expr(a, env)
        elif k == "type":
            self.ty(e["type"], env)
        elif k == "lam":
            self.bndr(e["bndr"], env)
            self.expr(e["body"], env | {e["bndr"]["id"]})
        elif k == "let":
            ids = {b["bndr"]["id"] for b in e["binds"]}
            inner = env | ids
            for b in e["binds"]:
                self.bndr(b["bndr"], env)
                self.expr(b["rhs"], inner if e["rec"] else env)
            self.expr(e["body"], inner)
        elif k == "case":
            self.expr(e["scrut"], env)
            self.bndr(e["bndr"], env)
            self.ty(e["type"], env)
            env1 = env | {e["bndr"]["id"]}
            for alt in e["alts"]:
                con = alt["con"]
                if con["kind"] == "data" and con["con"] not in self.cons:
                    self.err(f"alt constructor {con['con']} not listed")
                env2 = set(env1)
                for b in alt["bndrs"]:   # later binders may mention earlier tyvars
                    self.bndr(b, env2)
                    env2.add(b["id"])
                self.expr(alt["rhs"], env2)
        elif k == "cast":
            self.expr(e["body"], env)
            self.ty(e["type"], env)
        elif k not in ("lit", "coercion"):
            self.err(f"unknown expression kind {k}")

    def run(self):
        d = self.doc
        if d.get("format") != "lhx-core" or d.get("version") != 1:
            self.err("bad format/version")
        for g in d["binds"]:
            for b in g["binds"]:
                self.where = "bind " + b["bndr"]["id"]
                self.bndr(b["bndr"], set())
                self.expr(b["rhs"], set())
        for x in d["externals"]:
            self.where = "external " + x["id"]
            self.ty(x["type"], set())
            if "rhs" in x:
                self.expr(x["rhs"], set())
        for t in d["tycons"]:
            self.where = "tycon " + t["name"]
            tvs = set()
            for b in t["tyvars"]:
                self.bndr(b, tvs, count=False)
                tvs.add(b["id"])
            if "rhs" in t:
                self.ty(t["rhs"], tvs)
            for c in t["cons"]:
                cvs = set(tvs)
                for b in c.get("exvars", []):
                    self.bndr(b, cvs, count=False)
                    cvs.add(b["id"])
                for f in c["fields"]:
                    self.ty(f["type"], cvs)
        for c in d["classes"]:
            self.where = "class " + c["name"]
            tvs = {b["id"] for b in c["tyvars"]}
            for s in c["superclasses"]:
                self.ty(s, tvs)
        for i in d["instances"]:
            self.where = "instance " + i["dfun"]
            if i["dfun"] not in self.top:
                self.err("dfun not bound at top level")
            tvs = {b["id"] for b in i.get("tyvars", [])}
            for t in i["types"]:
                self.ty(t, tvs)
        return self.errors


def main():
    status = 0
    for path in sys.argv[1:]:
        with open(path) as f:
            doc = json.load(f)
        c = Checker(doc)
        errors = c.run()
        dups = sum(1 for n in c.bound.values() if n > 1)
        origins = collections.Counter(x["origin"] for x in doc["externals"])
        print(f"{path}: {len(doc['binds'])} groups, {len(doc['externals'])} externals "
              f"{dict(origins)}, {len(doc['tycons'])} tycons, {len(doc['classes'])} classes, "
              f"{len(doc['instances'])} instances, {dups} binder ids bound twice"
              + (f", {len(errors)} ERRORS" if errors else ", ok"))
        for i, n in c.bound.items():
            if n > 1:
                print(f"  note: {i} is bound {n} times")
        for e in errors:
            print("  ERROR", e)
        for x in doc["externals"]:
            if x["origin"] == "none":
                print(f"  none {x['id']}: {x['reason']}")
        status |= bool(errors)
    sys.exit(status)


if __name__ == "__main__":
    main()
