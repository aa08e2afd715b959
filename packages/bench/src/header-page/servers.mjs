// The servers of the header page's measurements and of the live bell: the web app's client built, the
// embedded API and the web server in this process.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from '../lib/util.mjs';

/** Builds the web app's client (apps/web/scripts/build.mjs), as `npm start` and the e2e tests do. */
export function buildWebClient() {
  const r = spawnSync(process.execPath, [`${ROOT_DIR}apps/web/scripts/build.mjs`], { cwd: `${ROOT_DIR}apps/web`, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the web app's client did not build: ${(r.stderr || r.stdout).trim().split('\n').slice(0, 4).join(' ')}`);
}

/** The embedded API and the web app, in this process (see apps/web/e2e/serve.ts). */
export async function startServers() {
  const { createApiServer } = await import('@masthead/api');
  const { createWebServer } = await import(pathToFileURL(`${ROOT_DIR}apps/web/src/server/server.ts`).href);
  const api = await createApiServer({ port: 0 });
  // The database open before the first page, as `npm start` and the e2e workers have it.
  await api.database();
  const web = createWebServer({ graphqlUrl: api.url, port: 0 });
  const origin = (await web.listen()).replace(/\/$/, '');
  return { api, web, origin, close: async () => { await web.close(); await api.close(); } };
}
