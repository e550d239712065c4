// The extension's settings (lhx.path, lhx.timeout), read and checked without
// the vscode API so that they can be tested under plain Node: the caller
// passes a function that reads one setting (workspace configuration's `get`).

export const DEFAULT_PATH = 'lhx';
export const DEFAULT_TIMEOUT = 120;
export const MIN_TIMEOUT = 1;
export const MAX_TIMEOUT = 86400;

export interface Settings {
  path: string; // the lhx executable: a name looked up in PATH, or a path
  timeout: number; // seconds one explanation may take
}

export interface ReadSettings {
  settings: Settings;
  problems: string[]; // one message per setting that was ignored, to show the user
}

// The settings, with the defaults in place of missing or malformed values.
export function readSettings(get: (key: string) => unknown): ReadSettings {
  const problems: string[] = [];
  const rawPath = get('path');
  let path = DEFAULT_PATH;
  if (typeof rawPath === 'string' && rawPath.trim() !== '') {
    path = rawPath.trim();
  } else if (rawPath !== undefined && rawPath !== null && rawPath !== '') {
    problems.push(`lhx.path must be a string (the lhx executable); using "${DEFAULT_PATH}"`);
  }
  const rawTimeout = get('timeout');
  let timeout = DEFAULT_TIMEOUT;
  if (typeof rawTimeout === 'number' && Number.isFinite(rawTimeout) && rawTimeout >= MIN_TIMEOUT && rawTimeout <= MAX_TIMEOUT) {
    timeout = rawTimeout;
  } else if (rawTimeout !== undefined && rawTimeout !== null) {
    problems.push(
      `lhx.timeout must be a number of seconds from ${MIN_TIMEOUT} to ${MAX_TIMEOUT}; using ${DEFAULT_TIMEOUT}`,
    );
  }
  return { settings: { path, timeout }, problems };
}
