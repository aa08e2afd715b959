// The page-load half of the fault matrix (issue 15, item 4): the viewer, the top-level categories and
// the followed categories, each answered with a wrong shape, malformed JSON, HTTP 500 or GraphQL
// errors, on the server-rendered path and when the browser asks again. The page never goes blank, the
// header never shows a signed-in member as signed out, and Browse still works. The web app runs against
// a proxy of its worker's API that answers one operation with the fault.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './test.ts';
import { banner, expectHeaderUsable } from './fixtures.ts';
import { startWebApp, type WebApp } from './web-process.ts';

/** The worker's API, which the proxy forwards to (set before the first test). */
let API = '';

type Operation = 'GetViewer' | 'GetTopLevelCategories' | 'GetFollowedCategoriesAndFacets';
interface Fault {
  name: string;
  status: number;
  body: (operation: Operation) => string;
}

const WRONG_SHAPE: Record<Operation, unknown> = {
  // The repro of the issue: `subscription: null` threw in derive-scenario.ts and blanked the page.
  GetViewer: { data: { viewer: { __typename: 'User', id: '500002', firstName: 'Ada', lastName: 'Lovelace', subscription: null, teams: 'nope', notifications: null, teacherNotifications: { count: 'x' } } } },
  GetTopLevelCategories: { data: { topLevelCategories: 'not-a-list' } },
  GetFollowedCategoriesAndFacets: { data: { viewer: { __typename: 'User', id: '500002', followedCategories: { __typename: 'CategoryConnection', totalCount: 1, edges: 'nope', pageInfo: null }, followedFacets: null } } },
};

const FAULTS: Fault[] = [
  { name: 'an answer of the wrong shape', status: 200, body: (operation) => JSON.stringify(WRONG_SHAPE[operation]) },
  { name: 'malformed JSON', status: 200, body: () => '{"data":' },
  { name: 'an HTTP 500', status: 500, body: () => 'Internal Server Error' },
  { name: 'GraphQL errors', status: 200, body: () => JSON.stringify({ errors: [{ message: 'Boom' }], data: null }) },
];

let current: { operation: Operation; fault: Fault } | null = null;

async function read(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function operationOf(req: IncomingMessage, body: Buffer): string | null {
  try {
    if (req.method === 'GET') return new URL(req.url ?? '/', API).searchParams.get('operationName');
    return (JSON.parse(body.toString('utf8')) as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
}

// A proxy and a web app for each worker that runs this file's tests, on ports the system chose. A test sets
// `current` for itself (a worker runs one test at a time) and afterEach clears it.
let proxy: Server;
let web: WebApp | undefined;
test.beforeAll(async ({ servers }) => {
  API = servers.api;
  // Everything goes on to the worker's API, but the operation under test, which meets its fault.
  proxy = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      if (current && operationOf(req, body) === current.operation) {
        res.writeHead(current.fault.status, { 'content-type': current.fault.status === 200 ? 'application/json' : 'text/plain' });
        return void res.end(current.fault.body(current.operation));
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'host' && e[0] !== 'content-length'));
      const answer = await fetch(`${API}${req.url}`, { method: req.method ?? 'GET', headers, ...(body.length ? { body: new Uint8Array(body) } : {}), redirect: 'manual' });
      const out = Buffer.from(await answer.arrayBuffer());
      const kept = [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));
      res.writeHead(answer.status, Object.fromEntries(kept));
      res.end(out);
    })().catch((error: unknown) => {
      res.writeHead(502).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => proxy.once('error', reject).listen(0, '127.0.0.1', resolve));
  web = await startWebApp(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`);
});
test.afterAll(async () => {
  await web?.stop();
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
});
test.afterEach(() => {
  current = null;
});


for (const operation of ['GetViewer', 'GetTopLevelCategories', 'GetFollowedCategoriesAndFacets'] as const) {
  for (const fault of FAULTS) {
    test(`${operation}, ${fault.name}: the page stays, the member is never shown signed out, Browse works`, async ({ page }) => {
      current = { operation, fault };
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width: 1280, height: 800 });
      // The browser asks again for what the server could not get: the faulty answer reaching it is the moment to look.
      const answered = page.waitForResponse((answer) => answer.url().includes('/graphql') && `${answer.url()} ${answer.request().postData() ?? ''}`.includes(operation));
      const response = await page.goto(`${web?.origin}/?persona=member&variant=desktop`);
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
      await answered;
      const header = banner(page);
      await expect(header).toBeVisible();
      await expect(page.locator('#main')).not.toBeEmpty();
      await expect(header.getByRole('link', { name: /^(Sign In|Sign Up)$/ })).toHaveCount(0);
      if (operation !== 'GetViewer' || fault.name === 'an answer of the wrong shape') {
        // The viewer is known (whole, or read with the safest values): the signed-in header.
        await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
      } else {
        // Nobody to show: the loading state, and the page says in plain words what went wrong.
        await expect(header.locator('[aria-busy="true"]').first()).toBeAttached();
        await expect(page.getByRole('alert').filter({ hasText: 'Could not load the signed-in member' })).toHaveText(/^Could not load the signed-in member: The server (answered|could not|did not)[^{}]*Trying again…$/);
        await expect(page.getByText(/Unexpected|JSON|position \d/)).toHaveCount(0);
      }
      await expectHeaderUsable(page);
      expect(errors).toEqual([]);
    });
  }
}

test('a session the API does not know (an unknown persona cookie) is a signed-out visitor, not a failure to retry', async ({ page, context }) => {
  await context.addCookies([{ name: 'masthead_persona', value: 'nobody', url: web?.origin ?? '' }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${web?.origin}/?variant=desktop`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(banner(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the signed-in member' })).toHaveCount(0);
});
