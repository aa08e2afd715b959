#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app's client bundle, starts the embedded
// GraphQL API and the web app, and prints the address to open. Ctrl-C stops both and exits quietly.
import { allowedOriginsWith } from './origins.mjs';
import { ensureDependencies, ensurePnpm, packageScript, supervise } from './setup.mjs';
import { apiSettings } from './start-settings.mjs';

ensurePnpm();
ensureDependencies();

// Its own API port and data folder, apart from `npm run start:next`'s (start-settings.mjs).
const api = apiSettings('start', process.env);
const apiPort = api.port;
const webPort = process.env.MASTHEAD_WEB_PORT || '3000';
const env = {
  ...process.env,
  MASTHEAD_API_PORT: apiPort,
  MASTHEAD_DATA_DIR: api.dataDir,
  MASTHEAD_WEB_PORT: webPort,
  MASTHEAD_GRAPHQL_URL: process.env.MASTHEAD_GRAPHQL_URL || `http://127.0.0.1:${apiPort}/graphql`,
  // The web app's proxy passes the browser's Origin on: the API takes writes from the web app's own.
  MASTHEAD_ALLOWED_ORIGINS: allowedOriginsWith(process.env.MASTHEAD_ALLOWED_ORIGINS, webPort),
};
const external = Boolean(process.env.MASTHEAD_GRAPHQL_URL);

const { start, run } = supervise('start', env);

await run('build', packageScript('apps/web', 'build'));
if (!external) start('api', packageScript('apps/api', 'start'));
else console.log(`[start] using the GraphQL endpoint ${env.MASTHEAD_GRAPHQL_URL}`);
start('web', packageScript('apps/web', 'start'));
