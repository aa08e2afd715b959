import { serverMode } from '@masthead/api/mode';
import { createWebServer } from './server.ts';
import { warmUp } from './warm-up.ts';

// Configuration by environment (see README "Pointing the app at another GraphQL endpoint").
const port = Number(process.env.MASTHEAD_WEB_PORT ?? 3000);
const graphqlUrl = process.env.MASTHEAD_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.MASTHEAD_API_PORT ?? 4000}/graphql`;

let mode: ReturnType<typeof serverMode>;
try {
  mode = serverMode(process.env.MASTHEAD_ENV);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// How long the start waits for the API before saying it is running anyway (default 30 s; 0: not at all).
const apiWaitRaw = process.env.MASTHEAD_API_WAIT_MS?.trim() || '30000';
const apiWaitMs = Number(apiWaitRaw);
if (!Number.isInteger(apiWaitMs) || apiWaitMs < 0) {
  console.error(`MASTHEAD_API_WAIT_MS must be a whole number of milliseconds, 0 or more (got '${apiWaitRaw}').`);
  process.exit(1);
}

const server = createWebServer({ graphqlUrl, port, production: mode === 'production' });
const url = await server.listen();
// Said running only once the first pages have been rendered: a visitor right after the start gets the
// header a later one gets, not the loading one (issue 35, item 2).
const warm = await warmUp(url, { graphqlUrl, production: mode === 'production', apiWaitMs });
if (!warm.apiReady && apiWaitMs > 0) {
  console.warn(`The GraphQL API at ${graphqlUrl} did not answer within ${apiWaitMs / 1000} s; pages show the header's loading state until it does.`);
}
console.log(`\nMasthead is running: open ${url}  (playground: ${url}playground, gallery: ${url}gallery)`);
console.log(`GraphQL endpoint: ${graphqlUrl}; ${mode} mode\n`);
