// Finding the lhx executable that the extension starts as `lhx lsp`, from
// the lhx.path setting, without the vscode API (tested under plain Node).
import * as fs from 'fs';
import * as nodePath from 'path';

// What findLhx needs from the file system (tests pass their own).
export interface ExecutableCheck {
  isExecutable(file: string): boolean;
}

export const realFileSystem: ExecutableCheck = {
  isExecutable(file: string): boolean {
    try {
      if (!fs.statSync(file).isFile()) {
        return false;
      }
      fs.accessSync(file, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
};

export type Found = { path: string } | { error: string };

// The environment variables findLhx reads: PATH and HOME (process.env fits).
export type Environment = Record<string, string | undefined>;

// The executable the setting names: `~/…` is under HOME; a path with a slash
// is taken as it is when absolute, else from each workspace folder in turn;
// a bare name is looked up in PATH. An error says what was tried and what to
// set.
export function findLhx(
  setting: string,
  env: Environment,
  workspaceFolders: readonly string[],
  check: ExecutableCheck = realFileSystem,
): Found {
  let wanted = setting.trim() || 'lhx';
  if ((wanted === '~' || wanted.startsWith('~/')) && env.HOME) {
    wanted = nodePath.join(env.HOME, wanted.slice(1));
  }
  if (wanted.includes('/')) {
    const candidates = nodePath.isAbsolute(wanted)
      ? [wanted]
      : workspaceFolders.map((folder) => nodePath.resolve(folder, wanted));
    const found = candidates.find((c) => check.isExecutable(c));
    if (found) {
      return { path: found };
    }
    const where = nodePath.isAbsolute(wanted) ? wanted : `${wanted} (from the workspace folders)`;
    return { error: `lhx: lhx.path names ${where}, which is not an executable file; build lhx (make) or fix lhx.path` };
  }
  for (const dir of (env.PATH ?? '').split(nodePath.delimiter)) {
    if (dir === '') {
      continue;
    }
    const candidate = nodePath.join(dir, wanted);
    if (check.isExecutable(candidate)) {
      return { path: candidate };
    }
  }
  return {
    error: `lhx: cannot find "${wanted}" in PATH; set lhx.path to the lhx executable (for example /home/me/lhx/build/lhx)`,
  };
}
