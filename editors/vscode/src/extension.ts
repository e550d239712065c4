// The lhx extension: starts `lhx lsp` (the language server in lhx itself)
// for Haskell and literate Haskell files. Everything else (code actions,
// explanations, diagnostics, hover) comes from the server; the only logic
// here is filling in the cursor when "LiquidHaskell: Explain this error" is
// run from the command palette or the context menu, which pass no arguments.
import * as vscode from 'vscode';
import {
  LanguageClient,
  LanguageClientOptions,
  ServerOptions,
  TransportKind,
} from 'vscode-languageclient/node';

const EXPLAIN = 'lhx.explain';

let client: LanguageClient | undefined;

// [uri, line, character] of the active editor's cursor: lhx.explain's arguments.
function cursorArguments(): unknown[] {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    throw new Error('lhx: open the Haskell file and put the cursor on the error first');
  }
  const pos = editor.selection.active;
  return [editor.document.uri.toString(), pos.line, pos.character];
}

function createClient(): LanguageClient {
  const config = vscode.workspace.getConfiguration('lhx');
  const command = config.get<string>('path') || 'lhx';
  const timeout = config.get<number>('timeout') ?? 120;
  const serverOptions: ServerOptions = {
    command,
    args: ['lsp'],
    transport: TransportKind.stdio,
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'haskell' },
      { scheme: 'file', language: 'literate haskell' },
      // Without a Haskell extension, .hs files have no language id.
      { scheme: 'file', pattern: '**/*.{hs,lhs}' },
    ],
    initializationOptions: { timeout },
    middleware: {
      executeCommand: (cmd, args, next) => {
        if (cmd !== EXPLAIN) {
          return next(cmd, args);
        }
        let full = args;
        if (full.length === 0) {
          try {
            full = cursorArguments();
          } catch (e) {
            void vscode.window.showErrorMessage(e instanceof Error ? e.message : String(e));
            return undefined;
          }
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
  client = createClient();
  try {
    await client.start();
  } catch (e) {
    const path = vscode.workspace.getConfiguration('lhx').get<string>('path') || 'lhx';
    void vscode.window.showErrorMessage(
      `lhx: cannot start "${path} lsp" (${e instanceof Error ? e.message : String(e)}); set lhx.path to the lhx executable`,
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
