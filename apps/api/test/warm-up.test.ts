// The API's warm-up before it listens (issue 35, item 2): every read a first page makes runs, as a
// signed-in member, in both modes (production by a session it signs itself), and changes nothing a member sees.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { WARM_UP_OPERATIONS } from '../src/warm-up.ts';
import { persisted, startServer } from './helpers.ts';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the warm-up before listening', () => {
  it.each([false, true])('runs every first-page read as a member (production %s)', async (production) => {
    server = await startServer({ production, warmUp: true });
    expect(server.warmUp?.operations.map((op) => [op.name, op.ok])).toEqual(WARM_UP_OPERATIONS.map(([name]) => [name, true]));
  });

  it('changes nothing: the member still has their unread notifications, and nothing is read', async () => {
    server = await startServer({ warmUp: true });
    const { body } = await persisted(server, 'GetNotificationCounts', {}, { persona: 'member' });
    const cold = await startServer();
    try {
      const fresh = await persisted(cold, 'GetNotificationCounts', {}, { persona: 'member' });
      expect(body.data).toEqual(fresh.body.data);
    } finally {
      await cold.close();
    }
  });

  it('is not run unless asked (tests start many servers)', async () => {
    server = await startServer();
    expect(server.warmUp).toBeNull();
  });
});
