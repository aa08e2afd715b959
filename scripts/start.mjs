#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app's client bundle, starts the embedded
// GraphQL API and the web app, and prints the address to open. Ctrl-C stops both and exits quietly.
import { ensureDependencies, ensurePnpm, packageScript, supervise } from './setup.mjs';

ensurePnpm();
ensureDependencies();

const apiPort = process.env.MASTHEAD_API_PORT || '4000';
const webPort = process.env.MASTHEAD_WEB_PORT || '3000';
// The web app's proxy passes the browser's Origin on, and the API in production takes writes only
// from origins it is told about (issue 26): the web app's own, under both local names, plus any given.
const webOrigins = [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`];
const env = {
  ...process.env,
  MASTHEAD_API_PORT: apiPort,
  MASTHEAD_WEB_PORT: webPort,
  MASTHEAD_GRAPHQL_URL: process.env.MASTHEAD_GRAPHQL_URL || `http://127.0.0.1:${apiPort}/graphql`,
  MASTHEAD_ALLOWED_ORIGINS: [process.env.MASTHEAD_ALLOWED_ORIGINS, ...webOrigins].filter(Boolean).join(','),
};
const external = Boolean(process.env.MASTHEAD_GRAPHQL_URL);

const { start, run } = supervise('start', env);

await run('build', packageScript('apps/web', 'build'));
if (!external) start('api', packageScript('apps/api', 'start'));
else console.log(`[start] using the GraphQL endpoint ${env.MASTHEAD_GRAPHQL_URL}`);
start('web', packageScript('apps/web', 'start'));
