// The command lhx.explain: the server's arguments are [uri, line, character]
// (LSP positions: from 0, UTF-16). The light bulb's code action passes them;
// the command palette and the context menu pass none, and the cursor is
// used. No vscode API here, so that it can be tested under plain Node.

export const EXPLAIN_COMMAND = 'lhx.explain';

export interface Cursor {
  uri: string;
  line: number;
  character: number;
}

function isPosition(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

// The arguments to send: args when they are complete, else the cursor's.
// Throws an Error with a message for the user when there is neither.
export function explainArguments(args: readonly unknown[], cursor: Cursor | undefined): unknown[] {
  if (args.length === 0) {
    if (!cursor) {
      throw new Error('lhx: open the Haskell file and put the cursor on the error first');
    }
    return [cursor.uri, cursor.line, cursor.character];
  }
  const [uri, line, character] = args;
  if (args.length !== 3 || typeof uri !== 'string' || !isPosition(line) || !isPosition(character)) {
    throw new Error('lhx: lhx.explain takes [uri, line, character] (line and character from 0)');
  }
  return [uri, line, character];
}

// Is the document one lhx explains (Haskell or literate Haskell)?
export function isHaskellFile(fileName: string): boolean {
  return /\.l?hs$/.test(fileName);
}
