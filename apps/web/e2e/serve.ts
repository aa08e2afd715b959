// Starts the embedded API and the web app for the end-to-end tests (the same servers as `npm start`).
import { createApiServer } from '@masthead/api';
import { createWebServer } from '../src/server/server.ts';

// Every browser of the suite signed in as one persona shares that persona's session, so the streams one
// session may hold (8 for a real one) are many here: parallel workers open several pages of `teacher` at once.
const api = await createApiServer({ port: Number(process.env.MASTHEAD_E2E_API_PORT ?? 4100), maxStreamsPerSession: 64 });
// The notifications' database open before the first page asks (its first copy can take seconds).
await api.database();
const web = createWebServer({ graphqlUrl: api.url, port: Number(process.env.MASTHEAD_E2E_WEB_PORT ?? 3100) });
console.log(`[e2e] api ${api.url}, web ${await web.listen()}`);
