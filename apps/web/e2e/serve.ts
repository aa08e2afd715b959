// One Playwright worker's servers (started by servers.ts, a process for each worker): the embedded API on
// an in-memory database with its seed, and the web app in front of it, the same servers as `npm start`.
// Both bind port 0, so the system gives each a free port, and the line `[e2e] {"api":…,"web":…}` says
// which. The process ends when its stdin closes: the worker that started it is gone, however it ended.
import { createApiServer } from '@masthead/api';
import { createWebServer } from '../src/server/server.ts';
import { warmUp } from '../src/server/warm-up.ts';

// A worker's tests sign in as the same personas one after another, and a closed page's stream is noticed
// closed by the server only when its socket is, so a persona's streams may briefly outnumber the 8 a
// real session may hold; and every test's browser comes from 127.0.0.1, one client address for the API.
const api = await createApiServer({ port: 0, maxStreamsPerSession: 64, maxStreamsPerAddress: 1024 });
// The database open before the first page asks (its first open can take seconds on a busy machine).
await api.database();
const web = createWebServer({ graphqlUrl: api.url, port: 0 });
const webUrl = await web.listen();
// As `npm start` does: the worker's first test gets a warm server, not a cold first render.
await warmUp(webUrl, { graphqlUrl: api.url, production: false });
console.log(`[e2e] ${JSON.stringify({ api: api.origin, web: webUrl.replace(/\/$/, '') })}`);

process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
