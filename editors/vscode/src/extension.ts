// The lhx extension: starts `lhx lsp` (the language server in lhx itself)
// for Haskell and literate Haskell files. Everything else (code actions,
// explanations, diagnostics, hover) comes from the server. The logic of its
// own (settings, finding lhx, the command's arguments, the client's set-up)
// lives in modules without the vscode API, tested under plain Node
// (test/*.test.ts); this file only connects them to VS Code.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { documentSelector, initializationOptions, serverLaunch } from './clientConfig';
import { EXPLAIN_COMMAND, explainArguments, isHaskellFile } from './explainCommand';
import { findLhx } from './findLhx';
import { readSettings } from './settings';

let client: LanguageClient | undefined;

// The cursor of the active editor, if it shows a Haskell file.
function activeCursor() {
  const editor = vscode.window.activeTextEditor;
  if (!editor || !isHaskellFile(editor.document.fileName)) {
    return undefined;
  }
  const pos = editor.selection.active;
  return { uri: editor.document.uri.toString(), line: pos.line, character: pos.character };
}

function createClient(executable: string, timeout: number): LanguageClient {
  const launch = serverLaunch(executable);
  const serverOptions: ServerOptions = { ...launch, transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector,
    initializationOptions: initializationOptions({ path: executable, timeout }),
    middleware: {
      executeCommand: (cmd, args, next) => {
        if (cmd !== EXPLAIN_COMMAND) {
          return next(cmd, args);
        }
        let full: unknown[];
        try {
          full = explainArguments(args, activeCursor());
        } catch (e) {
          void vscode.window.showErrorMessage(e instanceof Error ? e.message : String(e));
          return undefined;
        }
        // An explanation can take a while: say so until the reply arrives.
        return vscode.window.withProgress(
          { location: vscode.ProgressLocation.Window, title: 'lhx: explaining…' },
          async () => next(cmd, full),
        );
      },
    },
  };
  return new LanguageClient('lhx', 'lhx (LiquidHaskell counterexamples)', serverOptions, clientOptions);
}

async function start(): Promise<void> {
  const config = vscode.workspace.getConfiguration('lhx');
  const { settings, problems } = readSettings((key) => config.get(key));
  for (const p of problems) {
    void vscode.window.showWarningMessage(p);
  }
  const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
  const found = findLhx(settings.path, process.env, folders);
  if ('error' in found) {
    void vscode.window.showErrorMessage(found.error);
    return;
  }
  client = createClient(found.path, settings.timeout);
  try {
    await client.start();
  } catch (e) {
    void vscode.window.showErrorMessage(
      `lhx: cannot start "${found.path} lsp" (${e instanceof Error ? e.message : String(e)}); set lhx.path to the lhx executable`,
    );
  }
}

async function restart(): Promise<void> {
  const old = client;
  client = undefined;
  if (old) {
    await old.stop().catch(() => undefined);
  }
  await start();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((e) => {
      // The path and the timeout are read when the server starts.
      if (e.affectsConfiguration('lhx')) {
        void restart();
      }
    }),
  );
  await start();
}

export async function deactivate(): Promise<void> {
  if (client) {
    await client.stop().catch(() => undefined);
  }
}
