// How the language client starts and talks to `lhx lsp`: the command line,
// the initialization options and the documents it covers. No vscode API here,
// so that it can be tested under plain Node.
import { Settings } from './settings';

export interface ServerLaunch {
  command: string;
  args: string[];
}

export interface DocumentFilter {
  scheme: string;
  language?: string;
  pattern?: string;
}

export function serverLaunch(executable: string): ServerLaunch {
  return { command: executable, args: ['lsp'] };
}

// lhx lsp reads `timeout` (seconds) from initializationOptions.
export function initializationOptions(settings: Settings): { timeout: number } {
  return { timeout: settings.timeout };
}

export const documentSelector: DocumentFilter[] = [
  { scheme: 'file', language: 'haskell' },
  { scheme: 'file', language: 'literate haskell' },
  // Without a Haskell extension, .hs files have no language id.
  { scheme: 'file', pattern: '**/*.{hs,lhs}' },
];
