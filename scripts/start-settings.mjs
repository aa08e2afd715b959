// Where each start command's embedded API listens and keeps its data (issue 35, item 6). `npm start` and
// `npm run start:next` each run an API of their own, so each has its own port and its own data folder: the
// embedded database is locked by the process that opened it, and a second API on the first's folder (or
// port) could not start. MASTHEAD_API_PORT and MASTHEAD_DATA_DIR still choose; MASTHEAD_GRAPHQL_URL makes a
// command use an API already running (npm start's, say) instead of starting one.
import { fileURLToPath } from 'node:url';

const DATA = fileURLToPath(new URL('../apps/api/.data/', import.meta.url));

/** Each command's defaults. */
export const API_DEFAULTS = {
  start: { port: '4000', dataDir: `${DATA}pglite` },
  'start:next': { port: '4001', dataDir: `${DATA}pglite-next` },
};

/** The embedded API's port and data folder for `command`, from `env` or the command's defaults. */
export function apiSettings(command, env) {
  const defaults = API_DEFAULTS[command];
  if (!defaults) throw new Error(`No start command named '${command}' (${Object.keys(API_DEFAULTS).join(', ')}).`);
  const port = env.MASTHEAD_API_PORT || defaults.port;
  if (!/^\d+$/.test(port)) throw new Error(`MASTHEAD_API_PORT must be a port number (got '${port}').`);
  return { port, dataDir: env.MASTHEAD_DATA_DIR || defaults.dataDir };
}
