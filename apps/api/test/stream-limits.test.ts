/**
 * How many notification streams may be open (issue 34, item 1), over raw HTTP: a stream takes its slot
 * where it starts whatever its `Accept` says, per session, per client address and per process, a refusal
 * is a 429 with Retry-After and no stream byte, and a closed client's slot is free at once. Then 1,000
 * opens from one session and from one address against an API in its own process, whose open files stay
 * bounded (the figures are printed for the closing note).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../../scripts/harness/index.mjs';
import type { ApiServer } from '../src/index.ts';
import { startServer } from './helpers.ts';
import { pollUntil } from './poll.ts';
import { openRawStream, type RawStream } from './raw-streams.ts';

const SIGNED_IN = ['free', 'expired', 'member', 'canceled', 'teacher', 'applicant', 'team-owner', 'team-admin', 'team-member'];

/** A refusal: 429, when to come back, why, and nothing of a stream. */
async function expectRefused(s: RawStream, why: RegExp): Promise<void> {
  expect(s.status).toBe(429);
  expect(s.headers['retry-after']).toBe('30');
  expect(s.headers['content-type']).toContain('application/json');
  await s.until((body) => body.endsWith('}'));
  const error = (JSON.parse(s.body()) as { errors: Array<{ message: string; extensions: { code: string } }> }).errors[0];
  expect(error?.extensions.code).toBe('TOO_MANY_STREAMS');
  expect(error?.message).toMatch(why);
}

describe('stream caps', () => {
  let server: ApiServer;
  const open: RawStream[] = [];
  const stream = async (...args: Parameters<typeof openRawStream> extends [number, ...infer R] ? R : never) => {
    const s = await openRawStream(server.port, ...args);
    open.push(s);
    return s;
  };
  beforeAll(async () => {
    server = await startServer({ maxStreamsPerSession: 4, maxStreamsPerAddress: 6, maxStreams: 8 });
    await server.database();
  });
  afterEach(async () => {
    for (const s of open.splice(0)) s.close();
    await pollUntil(() => server.streams().open === 0, 20_000, 'every stream is closed');
  });
  afterAll(() => server.close());

  it('counts a stream whatever its Accept says: text/event-stream, Text/Event-Stream, */* and none all take a slot', async () => {
    for (const accept of ['text/event-stream', 'Text/Event-Stream', '*/*', null]) {
      const s = await stream({ accept, persona: 'teacher' });
      expect(s.status).toBe(200);
      expect(s.headers['content-type']).toContain('text/event-stream');
      await s.until((body) => body.includes('"kind":"SYNC"'));
    }
    for (const accept of ['text/event-stream', 'TEXT/EVENT-STREAM', '*/*', null]) {
      const refused = await stream({ accept, persona: 'teacher' });
      await expectRefused(refused, /This session already has 4 open notification streams/);
    }
    expect(server.streams().open).toBe(4);
  });

  it("frees a closed client's slot at once", async () => {
    const held = await Promise.all([1, 2, 3, 4].map(() => stream({ accept: null, persona: 'member' })));
    expect((await stream({ accept: null, persona: 'member' })).status).toBe(429);
    held[0]?.close();
    // Well before the stream's next keep-alive (12 s), which is when a slot held by a dead socket would go.
    await pollUntil(() => server.streams().open === 3, 8000, "the closed client's slot is free");
    expect((await stream({ accept: null, persona: 'member' })).status).toBe(200);
  });

  it('bounds the streams of one client address (the last X-Forwarded-For of a local proxy), then of the process', async () => {
    const fromA = await Promise.all(SIGNED_IN.slice(0, 6).map((persona) => stream({ persona, forwardedFor: '203.0.113.7' })));
    expect(fromA.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await stream({ persona: 'team-member', forwardedFor: '198.51.100.1, 203.0.113.7' });
    await expectRefused(refused, /Your address already has 6 open notification streams/);
    // Another address has slots of its own, up to the process's 8.
    expect((await stream({ persona: 'team-member', forwardedFor: '203.0.113.8' })).status).toBe(200);
    expect((await stream({ persona: 'team-admin', forwardedFor: '203.0.113.9' })).status).toBe(200);
    const full = await stream({ persona: 'team-admin', forwardedFor: '203.0.113.10' });
    await expectRefused(full, /This server already holds 8 open notification streams/);
  });
});

/** The API's node process under `root` (tsx starts it as its child). */
function apiNodePid(root: number): number {
  let pid = root;
  for (;;) {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
    if (children.length === 0) return pid;
    pid = Number(children[0]);
  }
}

function figures(pid: number): { rssMB: number; openFiles: number } {
  const rssKB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { rssMB: Math.round(rssKB / 102.4) / 10, openFiles: readdirSync(`/proc/${pid}/fd`).length };
}

/** Opens `total` streams, `batch` at a time; keeps the accepted ones open, closes the refused. */
async function openMany(port: number, total: number, persona: (i: number) => string): Promise<{ accepted: RawStream[]; refused: number }> {
  const accepted: RawStream[] = [];
  let refused = 0;
  for (let i = 0; i < total; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, total - i) }, (_, k) => openRawStream(port, { accept: null, persona: persona(i + k) })));
    for (const s of batch) {
      if (s.status === 200) accepted.push(s);
      else {
        expect(s.status).toBe(429);
        refused += 1;
        s.close();
      }
    }
  }
  return { accepted, refused };
}

describe('1,000 opens against an API in its own process (npm start, caps from the environment)', () => {
  let api: Awaited<ReturnType<typeof startApiProcess>>;
  let pid: number;
  beforeAll(async () => {
    api = await startApiProcess({ env: { MASTHEAD_DATA_DIR: 'memory', MASTHEAD_MAX_STREAMS_PER_SESSION: '40', MASTHEAD_MAX_STREAMS_PER_ADDRESS: '100' } });
    pid = apiNodePid(api.pid ?? 0);
  }, 120_000);
  afterAll(() => api.stop());

  it('from one session: 40 open, 960 refused; from one address: 100 open, 900 refused; open files stay bounded', async () => {
    const before = figures(pid);
    // One file per open stream and a few in passing (refused connections the API has yet to see closed).
    const settled = async (streams: number) => {
      await pollUntil(() => figures(pid).openFiles <= before.openFiles + streams + 10, 10_000, `the API holds about ${streams} more files than before`);
      return figures(pid);
    };
    const session = await openMany(api.port, 1000, () => 'teacher');
    expect({ accepted: session.accepted.length, refused: session.refused }).toEqual({ accepted: 40, refused: 960 });
    const afterSession = await settled(40);
    for (const s of session.accepted) s.close();
    await settled(0);
    const address = await openMany(api.port, 1000, (i) => SIGNED_IN[i % SIGNED_IN.length] ?? 'teacher');
    expect({ accepted: address.accepted.length, refused: address.refused }).toEqual({ accepted: 100, refused: 900 });
    const afterAddress = await settled(100);
    for (const s of address.accepted) s.close();
    console.log(`[stream-limits] API process: before ${JSON.stringify(before)}; after 1,000 opens from one session ${JSON.stringify(afterSession)}; after 1,000 opens from one address ${JSON.stringify(afterAddress)}`);
  }, 180_000);
});
