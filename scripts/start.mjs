#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app's client bundle, starts the embedded
// GraphQL API and the web app, and prints the address to open.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureDependencies, ensurePnpm, supervise } from './setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensurePnpm();
ensureDependencies();

const apiPort = process.env.MASTHEAD_API_PORT || '4000';
const webPort = process.env.MASTHEAD_WEB_PORT || '3000';
const env = {
  ...process.env,
  MASTHEAD_API_PORT: apiPort,
  MASTHEAD_WEB_PORT: webPort,
  MASTHEAD_GRAPHQL_URL: process.env.MASTHEAD_GRAPHQL_URL || `http://127.0.0.1:${apiPort}/graphql`,
};
const external = Boolean(process.env.MASTHEAD_GRAPHQL_URL);

const start = supervise('start', env);

const build = spawn('pnpm', ['--filter', '@masthead/web', 'build'], { cwd: root, env, stdio: 'inherit' });
build.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (!external) start('api', 'pnpm', ['--filter', '@masthead/api', 'start']);
  else console.log(`[start] using the GraphQL endpoint ${env.MASTHEAD_GRAPHQL_URL}`);
  start('web', 'pnpm', ['--filter', '@masthead/web', 'start']);
});
