import { serverMode } from '@masthead/api/mode';
import { createWebServer } from './server.ts';

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

const server = createWebServer({ graphqlUrl, port, production: mode === 'production' });
const url = await server.listen();
console.log(`\nMasthead is running: open ${url}  (playground: ${url}playground, gallery: ${url}gallery)`);
console.log(`GraphQL endpoint: ${graphqlUrl}; ${mode} mode\n`);
