/**
 * `pnpm --filter @masthead/api start`: runs the API on MASTHEAD_API_PORT (default 4000). Image URLs in
 * the data point to MASTHEAD_IMAGE_ORIGIN (e.g. a CDN in front of /img/), default this server itself.
 * MASTHEAD_ALLOWED_ORIGINS lists the origins whose pages may write (the web app's), and
 * MASTHEAD_ALLOWED_HOSTS the names it answers for besides loopback ones (see http/access.ts).
 *
 * Notifications live in Postgres (issue 22): MASTHEAD_DATABASE_URL=postgres://… points at a server;
 * without it, an embedded PGlite keeps them in MASTHEAD_DATA_DIR (default apps/api/.data/pglite, ignored
 * by git), so read state survives a restart; MASTHEAD_DATA_DIR=memory starts from the seed every time.
 * `POST /dev/reset` puts the seed back.
 *
 * Notification streams (issue 34): MASTHEAD_MAX_STREAMS_PER_SESSION (default 8), MASTHEAD_MAX_STREAMS_PER_ADDRESS
 * (default 128) and MASTHEAD_MAX_STREAMS (per process, default 4,096) bound how many are open; a test or a
 * bench whose clients all come from 127.0.0.1 raises the per-address one (notifications/streams.ts says why
 * the defaults are what they are).
 */
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/types.ts';
import { parseDatabaseTarget, redactUrl } from './db/urls.ts';
import { parseAllowedHosts, parseAllowedOrigins } from './http/access.ts';
import { normalizeImageOrigin } from './images.ts';
import { serverMode, type ServerMode } from './mode.ts';
import { createApiServer } from './server.ts';
import { collectStartUpGarbage } from './start-up-heap.ts';

function portFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`MASTHEAD_API_PORT must be an integer between 0 and 65535 (got '${raw}').`);
    process.exit(1);
  }
  return port;
}

function imageOriginFromEnv(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return normalizeImageOrigin(raw.trim());
  } catch (error) {
    console.error(`MASTHEAD_IMAGE_ORIGIN: ${(error as Error).message}`);
    process.exit(1);
  }
}

function modeFromEnv(raw: string | undefined): ServerMode {
  try {
    return serverMode(raw);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

function listFromEnv(parse: (raw: string | undefined) => string[], raw: string | undefined): string[] {
  try {
    return parse(raw);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** A stream cap from the environment: a positive integer, or undefined for the default. */
function capFromEnv(name: string): number | undefined {
  const raw = process.env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const cap = Number(raw);
  if (!Number.isInteger(cap) || cap < 1) {
    console.error(`${name} must be a positive integer (got '${raw}').`);
    process.exit(1);
  }
  return cap;
}

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

function databaseFromEnv(url: string | undefined, dir: string | undefined): DatabaseTarget {
  try {
    if (url !== undefined && url.trim() !== '') {
      const target = parseDatabaseTarget(url);
      if (target.kind !== 'server') throw new Error(`MASTHEAD_DATABASE_URL must be a postgres:// URL (got '${redactUrl(url)}'); for the embedded database set MASTHEAD_DATA_DIR to a folder.`);
      return target;
    }
    if (dir?.trim() === 'memory') return { kind: 'memory' };
    return { kind: 'folder', path: dir !== undefined && dir.trim() !== '' ? dir.trim() : DEFAULT_DATA_DIR };
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const mode = modeFromEnv(process.env['MASTHEAD_ENV']);
const allowedOrigins = listFromEnv(parseAllowedOrigins, process.env['MASTHEAD_ALLOWED_ORIGINS']);
// A production start without what it needs (a session secret) stops here, with what to do.
const server = await createApiServer({
  production: mode === 'production',
  port: portFromEnv(process.env['MASTHEAD_API_PORT']),
  imageOrigin: imageOriginFromEnv(process.env['MASTHEAD_IMAGE_ORIGIN']),
  allowedOrigins,
  allowedHosts: listFromEnv(parseAllowedHosts, process.env['MASTHEAD_ALLOWED_HOSTS']),
  database: databaseFromEnv(process.env['MASTHEAD_DATABASE_URL'], process.env['MASTHEAD_DATA_DIR']),
  maxStreamsPerSession: capFromEnv('MASTHEAD_MAX_STREAMS_PER_SESSION'),
  maxStreamsPerAddress: capFromEnv('MASTHEAD_MAX_STREAMS_PER_ADDRESS'),
  maxStreams: capFromEnv('MASTHEAD_MAX_STREAMS'),
  logging: true,
  // The first request of a new instance is answered as a later one is (warm-up.ts).
  warmUp: true,
}).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
// Opened before the first request, so a database that cannot be reached stops the start with its reason.
let engine: string;
try {
  engine = await server.database();
} catch (error) {
  console.error((error as Error).message);
  await server.close().catch(() => {});
  process.exit(1);
}
const warmed = server.warmUp?.operations ?? [];
const warmedMs = Math.round(warmed.reduce((sum, op) => sum + op.ms, 0));
// The catalogue the start built and let go, collected before the first request (start-up-heap.ts).
const heap = collectStartUpGarbage();
console.log(
  `Masthead API listening on ${server.url} in ${mode} mode (images from ${server.imageOrigin}/img/; notifications in ${engine}; warmed up in ${warmedMs} ms; ` +
    `start-up garbage collected: heap ${heap.beforeMb} -> ${heap.afterMb} MB in ${heap.ms} ms)`,
);
for (const op of warmed.filter((o) => !o.ok)) console.warn(`The warm-up's ${op.name} failed; the API runs, and its first such request will be slower.`);
if (mode === 'production' && allowedOrigins.length === 0) {
  // Production takes writes from no local origin it was not told about (issue 26).
  console.warn("MASTHEAD_ALLOWED_ORIGINS is empty: the web app's pages cannot change data (mark notifications read, send analytics) until its origin is listed there.");
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
