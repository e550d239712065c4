import { strict as assert } from 'assert';
import { test } from 'node:test';
import { EXPLAIN_COMMAND, explainArguments, isHaskellFile } from '../src/explainCommand';

const cursor = { uri: 'file:///w/Demo.hs', line: 19, character: 24 };

test('the code action passes its arguments: sent as they are', () => {
  assert.deepEqual(explainArguments(['file:///w/A.hs', 3, 0], cursor), ['file:///w/A.hs', 3, 0]);
});

test('the palette passes none: the cursor is used', () => {
  assert.deepEqual(explainArguments([], cursor), ['file:///w/Demo.hs', 19, 24]);
});

test('no arguments and no editor: a message for the user', () => {
  assert.throws(() => explainArguments([], undefined), /put the cursor on the error first/);
});

test('malformed arguments are refused with the expected shape', () => {
  for (const bad of [['file:///w/A.hs'], ['file:///w/A.hs', -1, 0], [3, 3, 3], ['u', 1.5, 0], ['u', 1, 2, 3]]) {
    assert.throws(() => explainArguments(bad, cursor), /lhx\.explain takes \[uri, line, character\]/, JSON.stringify(bad));
  }
});

test('the command is the server\'s', () => {
  assert.equal(EXPLAIN_COMMAND, 'lhx.explain');
});

test('Haskell and literate Haskell files', () => {
  assert.ok(isHaskellFile('/w/Demo.hs'));
  assert.ok(isHaskellFile('/w/Notes.lhs'));
  assert.ok(!isHaskellFile('/w/Demo.hs.orig'));
  assert.ok(!isHaskellFile('/w/Main.c'));
});
