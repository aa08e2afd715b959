// Where the packed packages and the outside hosts live, shared by prepare.mjs, start-next.mjs and the tests.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** The library packages, in dependency order. */
export const LIBRARIES = ['header-core', 'graphql', 'header-react', 'header-desktop', 'header-mobile'];
/** Each host's source folder in this repository. */
export const HOST_SOURCES = { next: join(ROOT, 'apps/next'), vite: join(ROOT, 'examples/vite') };
/**
 * A folder outside the workspace (no pnpm-workspace.yaml, no node_modules above it), so a host there
 * resolves the header exactly as an app that installed it from a registry would.
 */
export function hostsDir(purpose = 'test') {
  return process.env.MASTHEAD_HOSTS_DIR || join(tmpdir(), `masthead-hosts-${purpose}`);
}
