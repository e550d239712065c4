#!/usr/bin/env python3
"""Developer tool for lhx's prelude models (not used at run time).

It reads GHC interface files through `ghc --show-iface -fprint-explicit-foralls`
and answers three questions:

  trace NAME...      Which names without an unfolding does NAME reach through
                     unfoldings (the names that need a model or a primitive)?
                     With --stop FILE (one original name per line, '#'
                     comments), names listed there are not followed.
  check              Does every binding of every model module under
                     prelude/models have exactly the type of its original
                     (same text after renaming type variables by order of
                     appearance)?  Also checks each model's original exists
                     and that a `zd...` binding is exactly the z-encoding of
                     its original (the engine decodes it strictly).
  list               Print the original names that the models replace, one
                     per line (the stop-list entries for the models); the
                     result is kept in prelude/models.txt.

`check` also verifies that prelude/primitives.txt names existing functions with
the types it gives, and that prelude/models.txt is up to date.

Model naming: the model of original `M.f` is binding `f` of module
`Lhx.Model.M`; a name that begins with `$` is written in GHC's z-encoding
(GHC.Utils.Encoding.zEncodeString), e.g. `$fShow(,)_$sgo1` ->
`zdfShowZLz2cUZRzuzdsgo1`.  Bindings whose name starts with `lhx_` are helpers.

Usage: python3 prelude/tools/ifacetool.py check
       python3 prelude/tools/ifacetool.py trace 'Data.Foldable.$fFoldable[]'
       python3 prelude/tools/ifacetool.py --stop stop.txt trace GHC.Show.$fShowInt
"""
import functools
import os
import re
import subprocess
import sys
import tempfile

LIBDIR = subprocess.run(['ghc', '--print-libdir'], capture_output=True,
                        text=True).stdout.strip() or '/usr/lib/ghc'
PKGDIRS = sorted(os.path.join(LIBDIR, d) for d in os.listdir(LIBDIR)
                 if re.match(r'(base|ghc-prim|ghc-bignum|containers|bytestring)-[0-9.]+$', d))


def package_dirs(pkg):
    """The interface directories of an installed package (Debian's
    libghc-*-dev packages live outside GHC's libdir)."""
    r = subprocess.run(['ghc-pkg', 'field', pkg, 'import-dirs', '--simple-output'],
                       capture_output=True, text=True)
    return r.stdout.split() if r.returncode == 0 else []


PKGDIRS += package_dirs('vector') + package_dirs('primitive')
HERE = os.path.dirname(os.path.abspath(__file__))
PRELUDE = os.path.dirname(HERE)
MODELS = os.path.join(PRELUDE, 'models')
STUBS = os.path.join(PRELUDE, 'stubs')  # Lhx.Symbolic, which models import
HEX = re.compile(r'^[0-9a-f]{32}$')

# ---------------------------------------------------------------- z-encoding
Z_ENC = {'(': 'ZL', ')': 'ZR', '[': 'ZM', ']': 'ZN', ':': 'ZC', 'Z': 'ZZ',
         'z': 'zz', '&': 'za', '|': 'zb', '^': 'zc', '$': 'zd', '=': 'ze',
         '>': 'zg', '#': 'zh', '.': 'zi', '<': 'zl', '-': 'zm', '!': 'zn',
         '+': 'zp', "'": 'zq', '\\': 'zr', '/': 'zs', '*': 'zt', '_': 'zu',
         '%': 'zv'}
Z_DEC = {v: k for k, v in Z_ENC.items()}


def zencode(s):
    """GHC's zEncodeString for an occurrence name (tuples spelled out)."""
    out = []
    for c in s:
        if c.isalnum() and c not in 'zZ' and ord(c) < 128:
            out.append(c)
        elif c in Z_ENC:
            out.append(Z_ENC[c])
        else:
            h = '%x' % ord(c)
            out.append('z' + (h if h[0].isdigit() else '0' + h) + 'U')
    return ''.join(out)


def zdecode(s):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c in 'zZ' and i + 1 < len(s):
            pair = s[i:i + 2]
            if pair in Z_DEC:
                out.append(Z_DEC[pair]); i += 2; continue
            m = re.match(r'[zZ]([0-9][0-9a-f]*)U', s[i:])
            if m:
                out.append(chr(int(m.group(1), 16))); i += len(m.group(0)); continue
        out.append(c); i += 1
    return ''.join(out)


def model_binding_to_original(b):
    return zdecode(b) if b.startswith('zd') else b

# --------------------------------------------------------- interface parsing


def hi_path(mod):
    for d in PKGDIRS:
        p = os.path.join(d, mod.replace('.', '/') + '.hi')
        if os.path.exists(p):
            return p
    return None


def show_iface(path):
    return subprocess.run(['ghc', '--show-iface', path, '-fprint-explicit-foralls'],
                          capture_output=True, text=True).stdout


def parse_iface(text):
    """name -> {kind: id|method|con, type, info, unf}"""
    decls, blocks, cur = {}, [], None
    for ln in text.split('\n'):
        if HEX.match(ln):
            cur = []; blocks.append(cur); continue
        if cur is not None:
            if ln and not ln.startswith(' '):
                cur = None; continue
            cur.append(ln)
    for b in blocks:
        if not b:
            continue
        first = b[0].strip()
        if first.startswith('class '):
            for l in b[1:]:
                m = re.match(r'^    (\S+) ::', l)
                if m:
                    decls.setdefault(m.group(1).strip('()'), dict(kind='method', type='', info='', unf=False))
            continue
        if first.startswith(('data ', 'newtype ', 'type ', 'axiom ')):
            for l in b[1:]:
                m = re.match(r'^\s+[=|]\s+(\S+)', l)
                if m:
                    decls.setdefault(m.group(1), dict(kind='con', type='', info='', unf=False))
            continue
        m = re.match(r'^(\S+)(?: ::|$)', first)
        if not m:
            continue
        name = m.group(1)
        if len(name) > 2 and name[0] == '(' and name[-1] == ')':
            name = name[1:-1]
        ty, info, in_info = [], [], False
        for i, l in enumerate(b):
            s = l.strip()
            if i > 0 and not in_info and (l.startswith('  [') or s == 'DFunId' or s.startswith('RecSel')):
                in_info = True
            (info if in_info else ty).append(l)
        t = ' '.join(x.strip() for x in ty)
        t = t[t.index('::') + 2:].strip() if '::' in t else ''
        info = '\n'.join(info)
        decls[name] = dict(kind='id', type=t, info=info, unf='Unfolding:' in info)
    return decls


@functools.lru_cache(None)
def load(mod):
    p = hi_path(mod)
    return parse_iface(show_iface(p)) if p else None


QUAL = re.compile(r"(?<![\w'.@])((?:[A-Z][\w']*\.)+)(?=\S)")


def refs(mod, text):
    """Global names an unfolding refers to."""
    out, own = set(), load(mod) or {}
    for m in QUAL.finditer(text):
        parts = m.group(1)[:-1].split('.')
        run = re.match(r'\S+', text[m.end():]).group(0)
        for k in range(len(parts), 0, -1):
            mm, pre = '.'.join(parts[:k]), '.'.join(parts[k:])
            full = (pre + '.' if pre else '') + run
            if mm == 'GHC.Prim':
                out.add(('GHC.Prim', re.match(r"[^\s()]+", full).group(0))); break
            d = load(mm)
            if d is None:
                continue
            for j in range(len(full), 0, -1):
                if full[:j] in d and (j == len(full) or not re.match(r"[\w'#$]", full[j])):
                    out.add((mm, full[:j])); break
            break
    for m in re.finditer(r"(?:(?<=[\s(])|^)([^\s@(]\S*)", text):
        run = m.group(1)
        for j in range(len(run), 0, -1):
            if run[:j] in own and own[run[:j]]['kind'] == 'id' and \
               (j == len(run) or not re.match(r"[\w'#$]", run[j])):
                out.add((mod, run[:j])); break
    return out


def split_name(a):
    m = re.match(r"^((?:[A-Z][\w']*\.)*[A-Z][\w']*)\.(.+)$", a)
    return (m.group(1), m.group(2))


def trace(root, stop):
    prev, todo, leaves = {root: None}, [root], []
    while todo:
        mod, name = x = todo.pop(0)
        d = {'kind': 'primop'} if mod == 'GHC.Prim' else (load(mod) or {}).get(name)
        if f'{mod}.{name}' in stop and x != root:
            continue
        if d is None:
            leaves.append((x, 'unknown')); continue
        if d['kind'] != 'id':
            continue
        if not d['unf']:
            leaves.append((x, d['type'])); continue
        for y in sorted(refs(mod, d['info'])):
            if y not in prev:
                prev[y] = x; todo.append(y)
    out = []
    for x, why in leaves:
        path, c = [], prev[x]
        while c is not None and c != root:
            path.append(c[0] + '.' + c[1]); c = prev[c]
        out.append((x[0] + '.' + x[1], why, list(reversed(path))))
    return out

# ------------------------------------------------------------ model checking


def norm_type(mod, t):
    """Canonical text of a type: the module's own names qualified, type
    variables renamed t0, t1, ... in order of first appearance (the forall
    binders come first, so their order is compared), inferred binders
    ({a}) treated like specified ones."""
    t = t.replace('{', '').replace('}', '')
    out, names, i = [], {}, 0
    tok = re.compile(r"((?:[A-Z][\w']*\.)*[A-Z][\w']*)|([a-z_][\w']*)|(.)", re.S)
    for m in tok.finditer(t):
        con, var, other = m.groups()
        if con:
            out.append(con if '.' in con else mod + '.' + con)
        elif var:
            if var == 'forall':
                out.append(var)
            else:
                names.setdefault(var, 't%d' % len(names))
                out.append(names[var])
        else:
            out.append(other)
    return re.sub(r'\s+', ' ', ''.join(out)).strip()


def model_modules():
    for root, _, files in os.walk(MODELS):
        for f in sorted(files):
            if f.endswith('.hs'):
                rel = os.path.relpath(os.path.join(root, f), MODELS)[:-3]
                yield rel.replace(os.sep, '.')


def compile_models(outdir):
    mods = list(model_modules())
    files = [os.path.join(MODELS, m.replace('.', os.sep) + '.hs') for m in mods]
    r = subprocess.run(['ghc', '--make', '-no-link', '-O0', '-fforce-recomp', '-i' + MODELS,
                        '-i' + STUBS, '-outputdir', outdir] + files, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stdout + r.stderr)
        sys.exit(2)
    return mods


def exported_bindings(text):
    ex = text[text.index('exports:') + 8:]
    ex = ex[:re.search(r'^\S', ex, re.M).start()]
    return ex.split()


def spec_measures(mod):
    """Names that specs/MOD.spec declares as measures without equations
    (`measure vlen :: …`): lhx finds them in the model of MOD, and they model
    no library function."""
    path = os.path.join(os.path.dirname(PRELUDE), 'specs', mod + '.spec')
    if not os.path.exists(path):
        return set()
    return set(re.findall(r'^measure\s+(\w+)\s*::', open(path, encoding='utf-8').read(), re.M))


def model_pairs(outdir):
    """(model module, binding, original name, model type, original module)"""
    for mm in compile_models(outdir):
        if not mm.startswith('Lhx.Model.'):
            continue  # e.g. Lhx.Instances: compiled with the prelude, models nothing
        orig_mod = mm[len('Lhx.Model.'):]
        text = show_iface(os.path.join(outdir, mm.replace('.', os.sep) + '.hi'))
        decls = parse_iface(text)
        own = (load(orig_mod) or {})
        measures = spec_measures(orig_mod)
        for b in exported_bindings(text):
            if b.startswith('lhx_') or (b in measures and b not in own):
                continue
            yield mm, b, model_binding_to_original(b), decls.get(b, {}).get('type'), orig_mod


def read_primitives():
    """(name, type) of each line of prelude/primitives.txt"""
    out = []
    for l in open(os.path.join(PRELUDE, 'primitives.txt'), encoding='utf-8'):
        if l.strip() and not l.startswith('#'):
            f = l.rstrip('\n').split('\t')
            out.append((f[0], f[1] if len(f) > 1 else ''))
    return out


def cmd_check():
    bad = 0; n = 0
    for name, ty in read_primitives():
        n += 1
        m, o = split_name(name)
        od = (load(m) or {}).get(o)
        if od is None or od['kind'] != 'id' or od['type'] != ty:
            print(f'PRIMITIVE {name}: type in primitives.txt {ty!r} differs from the interface: '
                  f'{od and od["type"]!r}'); bad += 1
        else:
            print(f'ok       primitive {name}')
    listed = os.path.join(PRELUDE, 'models.txt')
    names = []
    with tempfile.TemporaryDirectory() as out:
        for mm, b, orig, mty, omod in model_pairs(out):
            names.append(f'{omod}.{orig}')
            n += 1
            if b.startswith('zd') and zencode(orig) != b:
                print(f'ENCODING {mm}.{b}: not the z-encoding of {orig!r} (that is {zencode(orig)!r}; '
                      'write z as zz and Z as ZZ)'); bad += 1; continue
            od = (load(omod) or {}).get(orig)
            if od is None or od['kind'] != 'id':
                print(f'MISSING  {omod}.{orig}: no such top-level id (model {mm}.{b})'); bad += 1; continue
            a, o = norm_type(mm, mty or ''), norm_type(omod, od['type'])
            if a != o:
                print(f'MISMATCH {omod}.{orig}\n   model:    {mty}\n   original: {od["type"]}'); bad += 1
            else:
                print(f'ok       {omod}.{orig} :: {od["type"]}' + ('' if od['unf'] else '   [no unfolding]'))
    n += 1
    have = [l.strip() for l in open(listed)] if os.path.exists(listed) else []
    if sorted(have) != sorted(names):
        print('STALE    prelude/models.txt: regenerate with `python3 prelude/tools/ifacetool.py list > prelude/models.txt`')
        bad += 1
    print(f'{n - bad} passed, {bad} failed')
    return 1 if bad else 0


def cmd_list():
    with tempfile.TemporaryDirectory() as out:
        for mm, b, orig, _, omod in model_pairs(out):
            print(f'{omod}.{orig}')
    return 0


def main(argv):
    stop = set()
    if argv[:1] == ['--stop']:
        stop = {l.split()[0] for l in open(argv[1]) if l.strip() and not l.startswith('#')}
        argv = argv[2:]
    if not argv:
        print(__doc__); return 2
    if argv[0] == 'check':
        return cmd_check()
    if argv[0] == 'list':
        return cmd_list()
    if argv[0] == 'trace':
        for a in argv[1:]:
            print('==', a)
            for name, why, path in trace(split_name(a), stop):
                print(f'  {name} :: {why}')
                if path:
                    print('      via ' + ' -> '.join(path))
        return 0
    print(__doc__); return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
