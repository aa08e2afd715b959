#!/usr/bin/env node
// `npm run start:next`: the Next.js App Router host (apps/next) as an outside app would run it. Packs the
// header's packages, installs the tarballs into a copy of the host outside the workspace, builds it
// (`next build`), then starts the embedded GraphQL API and the host's server (`node server.mjs`), and
// prints the address to open.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedOriginsWith } from './origins.mjs';
import { ensureDependencies, ensurePnpm, packageScript, supervise } from './setup.mjs';
import { apiSettings } from './start-settings.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensurePnpm();
ensureDependencies();

// Its own API port and data folder, so it runs beside `npm start` (start-settings.mjs).
const api = apiSettings('start:next', process.env);
const apiPort = api.port;
const nextPort = process.env.MASTHEAD_NEXT_PORT || '3001';
if (!/^\d+$/.test(nextPort)) throw new Error(`MASTHEAD_NEXT_PORT must be a port number (got '${nextPort}').`);
const external = Boolean(process.env.MASTHEAD_GRAPHQL_URL);
const graphqlUrl = process.env.MASTHEAD_GRAPHQL_URL || `http://127.0.0.1:${apiPort}/graphql`;
const dir = process.env.MASTHEAD_HOSTS_DIR || join(tmpdir(), 'masthead-hosts-start');
const env = {
  ...process.env,
  MASTHEAD_API_PORT: apiPort,
  MASTHEAD_DATA_DIR: api.dataDir,
  MASTHEAD_GRAPHQL_URL: graphqlUrl,
  // The host's route handlers pass the browser's Origin on: the API takes writes (mark-read, analytics) from
  // the host's own origin, as `npm start` makes it take them from the web app's.
  MASTHEAD_ALLOWED_ORIGINS: allowedOriginsWith(process.env.MASTHEAD_ALLOWED_ORIGINS, nextPort),
  NEXT_TELEMETRY_DISABLED: '1',
};

const prepared = spawnSync('node', ['apps/hosts/scripts/prepare.mjs', '--only', 'next', '--dir', dir], { cwd: root, env, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const { start } = supervise('start:next', env);
if (!external) start('api', packageScript('apps/api', 'start'));
else console.log(`[start:next] using the GraphQL endpoint ${graphqlUrl}`);
// The host's server (server.mjs: `next start` plus its own peer address and host check, issue 34 item 8).
start('next', { command: `node server.mjs --hostname 127.0.0.1 --port ${nextPort}`, cwd: join(dir, 'next') });
console.log(`[start:next] The Next.js host is starting: open http://127.0.0.1:${nextPort}/ (try ?persona=teacher)`);
