/** Database settings as people write them: which target a setting names, and a URL fit for a log line. */
import type { DatabaseTarget } from './types.ts';

/**
 * Reads a database setting: `memory`, `postgres://…` / `postgresql://…`, or a folder path (PGlite).
 * Anything else that looks like a URL is an error naming what is accepted.
 */
export function parseDatabaseTarget(raw: string): DatabaseTarget {
  const value = raw.trim();
  if (value === '' || value === 'memory' || value === 'memory://') return { kind: 'memory' };
  if (/^postgres(ql)?:\/\//i.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new Error(`The database URL '${redactUrl(value)}' is not a valid URL.`);
    }
    return { kind: 'server', url: value };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw new Error(`Unsupported database URL '${redactUrl(value)}': use postgres://user@host:port/database, 'memory', or a folder path for the embedded PGlite.`);
  }
  return { kind: 'folder', path: value };
}

/** A URL without its password, for messages and logs. */
export function redactUrl(value: string): string {
  return value.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');
}
