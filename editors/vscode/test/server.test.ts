// The client's configuration (clientConfig, explainCommand, findLhx) against
// the real `lhx lsp`, through vscode-jsonrpc: the protocol library under
// vscode-languageclient, which needs no VS Code. The lhx under test is $LHX,
// else the build tree's (../../build/lhx from the extension).
import { strict as assert } from 'assert';
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { test } from 'node:test';
import { pathToFileURL } from 'url';
import * as rpc from 'vscode-jsonrpc/node';
import { initializationOptions, serverLaunch } from '../src/clientConfig';
import { EXPLAIN_COMMAND, explainArguments } from '../src/explainCommand';
import { findLhx } from '../src/findLhx';

const extension = path.resolve(__dirname, '..', '..');
const repo = path.resolve(extension, '..', '..');
const lhx = process.env.LHX ?? path.join(repo, 'build', 'lhx');
const demo = path.join(repo, 'tests', 'programs', 'demo.hs');

interface Diagnostic {
  range: { start: { line: number; character: number } };
  message: string;
  source?: string;
}

test('explaining demo.hs through lhx lsp as the extension sets it up', { timeout: 600_000 }, async () => {
  const found = findLhx(lhx, process.env, []);
  assert.ok('path' in found, `lhx not found: ${JSON.stringify(found)} (build it with make, or set LHX)`);
  const launch = serverLaunch(found.path);
  assert.deepEqual(launch.args, ['lsp']);
  const child = spawn(launch.command, launch.args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = rpc.createMessageConnection(
    new rpc.StreamMessageReader(child.stdout),
    new rpc.StreamMessageWriter(child.stdin),
  );
  const messages: { type: number; message: string }[] = [];
  const diagnostics = new Map<string, Diagnostic[]>();
  conn.onNotification('window/showMessage', (p: { type: number; message: string }) => messages.push(p));
  conn.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: Diagnostic[] }) =>
    diagnostics.set(p.uri, p.diagnostics),
  );
  conn.listen();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const init = await conn.sendRequest<{ capabilities: { executeCommandProvider: { commands: string[] } } }>(
      'initialize',
      {
        processId: process.pid,
        rootUri: null,
        capabilities: {},
        initializationOptions: initializationOptions({ path: found.path, timeout: 300 }),
      },
    );
    assert.deepEqual(init.capabilities.executeCommandProvider.commands, [EXPLAIN_COMMAND]);
    await conn.sendNotification('initialized', {});
    const uri = pathToFileURL(demo).toString();
    await conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'haskell', version: 1, text: fs.readFileSync(demo, 'utf8') },
    });
    // The light bulb at the call of die (line 20, column 25 in the file; LSP counts from 0).
    const at = { line: 19, character: 24 };
    const actions = await conn.sendRequest<{ title: string; command: { command: string; arguments: unknown[] } }[]>(
      'textDocument/codeAction',
      { textDocument: { uri }, range: { start: at, end: at }, context: { diagnostics: [] } },
    );
    assert.equal(actions.length, 1);
    assert.equal(actions[0].title, 'Explain this LiquidHaskell error');
    assert.equal(actions[0].command.command, EXPLAIN_COMMAND);
    const args = explainArguments(actions[0].command.arguments, undefined);
    assert.deepEqual(args, [uri, 19, 24]);
    const result = await conn.sendRequest<{ results: { function: string; verdict: string }[] }>(
      'workspace/executeCommand',
      { command: EXPLAIN_COMMAND, arguments: args },
    );
    assert.equal(result.results.length, 1);
    assert.equal(result.results[0].function, 'zip');
    assert.equal(result.results[0].verdict, 'concrete');
    // What VS Code would show: the message, and the diagnostic on die's signature (line 12).
    assert.ok(messages.some((m) => m.message.includes('zip') && m.message.includes('zip [] [0]')), JSON.stringify(messages));
    const ds = diagnostics.get(uri) ?? [];
    assert.ok(ds.some((d) => d.source === 'lhx' && d.range.start.line === 11), JSON.stringify(ds));
    const hover = await conn.sendRequest<{ contents: { value: string } } | null>('textDocument/hover', {
      textDocument: { uri },
      position: { line: 18, character: 2 },
    });
    assert.ok(hover && hover.contents.value.includes('zip [] [0]'), JSON.stringify(hover));
    await conn.sendRequest('shutdown');
    await conn.sendNotification('exit');
    assert.equal(await exited, 0);
  } finally {
    conn.dispose();
    child.kill();
  }
});
