import { strict as assert } from 'assert';
import { test } from 'node:test';
import { DEFAULT_TIMEOUT, readSettings } from '../src/settings';

function from(values: Record<string, unknown>) {
  return (key: string) => values[key];
}

test('no settings: lhx from PATH, 120 s', () => {
  const r = readSettings(from({}));
  assert.deepEqual(r.settings, { path: 'lhx', timeout: DEFAULT_TIMEOUT });
  assert.deepEqual(r.problems, []);
});

test('a path and a timeout are taken as they are (the path trimmed)', () => {
  const r = readSettings(from({ path: '  /opt/lhx/bin/lhx ', timeout: 30 }));
  assert.deepEqual(r.settings, { path: '/opt/lhx/bin/lhx', timeout: 30 });
  assert.deepEqual(r.problems, []);
});

test('an empty path means the default, silently', () => {
  assert.equal(readSettings(from({ path: '' })).settings.path, 'lhx');
  assert.deepEqual(readSettings(from({ path: '' })).problems, []);
});

test('a timeout out of range or not a number: the default, and a problem named', () => {
  for (const bad of [0, -5, 86401, Number.NaN, '60']) {
    const r = readSettings(from({ timeout: bad }));
    assert.equal(r.settings.timeout, DEFAULT_TIMEOUT, String(bad));
    assert.equal(r.problems.length, 1);
    assert.match(r.problems[0], /lhx\.timeout must be a number of seconds from 1 to 86400/);
  }
});

test('a path that is not a string: the default, and a problem named', () => {
  const r = readSettings(from({ path: 42 }));
  assert.equal(r.settings.path, 'lhx');
  assert.match(r.problems[0], /lhx\.path must be a string/);
});

test('the limits themselves are accepted', () => {
  assert.equal(readSettings(from({ timeout: 1 })).settings.timeout, 1);
  assert.equal(readSettings(from({ timeout: 86400 })).settings.timeout, 86400);
});
