// package.json (what VS Code reads) agrees with the code.
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { test } from 'node:test';
import { EXPLAIN_COMMAND } from '../src/explainCommand';
import { DEFAULT_PATH, DEFAULT_TIMEOUT, MAX_TIMEOUT, MIN_TIMEOUT } from '../src/settings';

const root = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

test('the settings and their defaults', () => {
  const props = manifest.contributes.configuration.properties;
  assert.deepEqual(Object.keys(props).sort(), ['lhx.path', 'lhx.timeout']);
  assert.equal(props['lhx.path'].default, DEFAULT_PATH);
  assert.equal(props['lhx.timeout'].default, DEFAULT_TIMEOUT);
  assert.equal(props['lhx.timeout'].minimum, MIN_TIMEOUT);
  assert.equal(props['lhx.timeout'].maximum, MAX_TIMEOUT);
});

test('the command, in the palette and the context menu of Haskell files', () => {
  assert.deepEqual(manifest.contributes.commands.map((c: { command: string }) => c.command), [EXPLAIN_COMMAND]);
  for (const menu of ['editor/context', 'commandPalette']) {
    const items = manifest.contributes.menus[menu];
    assert.equal(items[0].command, EXPLAIN_COMMAND, menu);
    assert.match(items[0].when, /\.hs/, menu);
  }
});

test('activation on Haskell, and the compiled entry point exists', () => {
  assert.deepEqual(manifest.activationEvents, ['onLanguage:haskell', 'onLanguage:literate haskell']);
  assert.ok(fs.existsSync(path.join(root, manifest.main)), manifest.main);
});
