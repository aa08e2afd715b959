/** `pnpm --filter @masthead/api start`: runs the API on MASTHEAD_API_PORT (default 4000). */
import { createApiServer } from './server.ts';

function portFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`MASTHEAD_API_PORT must be an integer between 0 and 65535 (got '${raw}').`);
    process.exit(1);
  }
  return port;
}

const server = await createApiServer({ port: portFromEnv(process.env['MASTHEAD_API_PORT']), logging: true });
console.log(`Masthead API listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
