import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { test } from 'node:test';
import { ExecutableCheck, findLhx, realFileSystem } from '../src/findLhx';

// A file system in which exactly these files are executable.
function only(...files: string[]): ExecutableCheck {
  return { isExecutable: (f) => files.includes(f) };
}

test('a bare name is looked up in PATH, in order', () => {
  const fsys = only('/usr/local/bin/lhx', '/opt/bin/lhx');
  assert.deepEqual(findLhx('lhx', { PATH: '/bin:/opt/bin:/usr/local/bin' }, [], fsys), { path: '/opt/bin/lhx' });
});

test('empty PATH entries are skipped', () => {
  assert.deepEqual(findLhx('lhx', { PATH: '::/opt/bin' }, [], only('/opt/bin/lhx')), { path: '/opt/bin/lhx' });
});

test('not in PATH: an error that says what to set', () => {
  const r = findLhx('lhx', { PATH: '/bin:/usr/bin' }, [], only());
  assert.ok('error' in r);
  assert.match(r.error, /cannot find "lhx" in PATH; set lhx\.path/);
});

test('an absolute path is used as it is, when executable', () => {
  assert.deepEqual(findLhx('/home/me/lhx/build/lhx', {}, [], only('/home/me/lhx/build/lhx')), {
    path: '/home/me/lhx/build/lhx',
  });
  const r = findLhx('/home/me/lhx/build/lhx', { PATH: '/home/me/lhx/build' }, [], only());
  assert.ok('error' in r);
  assert.match(r.error, /lhx\.path names \/home\/me\/lhx\/build\/lhx, which is not an executable file/);
});

test('~ is the home directory', () => {
  assert.deepEqual(findLhx('~/lhx/build/lhx', { HOME: '/home/me' }, [], only('/home/me/lhx/build/lhx')), {
    path: '/home/me/lhx/build/lhx',
  });
});

test('a relative path is tried in each workspace folder', () => {
  const fsys = only('/work/b/build/lhx');
  assert.deepEqual(findLhx('build/lhx', {}, ['/work/a', '/work/b'], fsys), { path: '/work/b/build/lhx' });
  const r = findLhx('build/lhx', {}, ['/work/a'], only());
  assert.ok('error' in r);
  assert.match(r.error, /build\/lhx \(from the workspace folders\)/);
});

test('the real file system: an executable file, not a directory or a plain file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lhx-vscode-'));
  try {
    const exe = path.join(dir, 'lhx');
    fs.writeFileSync(exe, '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'plain'), '', { mode: 0o644 });
    fs.mkdirSync(path.join(dir, 'sub'));
    assert.equal(realFileSystem.isExecutable(exe), true);
    assert.equal(realFileSystem.isExecutable(path.join(dir, 'sub')), false);
    assert.equal(realFileSystem.isExecutable(path.join(dir, 'missing')), false);
    assert.deepEqual(findLhx('lhx', { PATH: dir }, []), { path: exe });
    if (process.getuid && process.getuid() !== 0) {
      // root may execute anything with an x bit, and read any file: only for others
      assert.equal(realFileSystem.isExecutable(path.join(dir, 'plain')), false);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
