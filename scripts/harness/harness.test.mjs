// The process harness of tests and benches: a throwaway PostgreSQL server (scripts/postgres-server.mjs)
// and nginx balancing API instances (scripts/nginx-balancer.mjs), with Debian's programs, installed first
// when missing (as npm test does). Run: node --test scripts/harness/harness.test.mjs (20–40 s, most of it initdb).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startBalancer } from './nginx-balancer.mjs';
import { startPostgres } from './postgres-server.mjs';
import { ensureNginx, ensurePostgres } from '../setup.mjs';
import { alive, waitUntil } from './harness-util.mjs';

/** Resolves when `text` has appeared in a stream's output (rejects after `ms`). */
function waitForOutput(stream, text, ms = 5000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`"${text}" did not appear within ${ms} ms; got: ${JSON.stringify(seen)}`)), ms);
    const onData = (chunk) => {
      seen += chunk;
      if (!seen.includes(text)) return;
      clearTimeout(timer);
      stream.off('data', onData);
      resolve(seen);
    };
    stream.on('data', onData);
  });
}

describe('startPostgres', () => {
  let pg;
  before(async () => {
    ensurePostgres();
    pg = await startPostgres();
  });
  after(() => pg?.dispose());

  it('starts on a free loopback port, not the system server\'s, and answers SELECT 1 as masthead', async () => {
    assert.match(pg.url, /^postgres:\/\/masthead@127\.0\.0\.1:\d+\/masthead$/);
    assert.notEqual(pg.port, 5432);
    assert.equal(await pg.psql('SELECT 1'), '1');
    assert.equal(await pg.psql('SELECT current_user || \' \' || current_database()'), 'masthead masthead');
    // The role owns its database, so it can create the API's tables.
    await pg.psql('CREATE TABLE probe (id int); DROP TABLE probe;');
  });

  it('delivers NOTIFY from one session to a LISTEN in another', async () => {
    const listener = pg.spawnPsql();
    try {
      listener.stdin.write("LISTEN masthead_events;\nSELECT 'listening';\n");
      await waitForOutput(listener.stdout, 'listening');
      const heard = waitForOutput(listener.stdout, 'Asynchronous notification "masthead_events" with payload "hello 1" received');
      await pg.psql("NOTIFY masthead_events, 'hello 1'");
      // psql prints what arrived after its next command.
      listener.stdin.write("SELECT 'poll';\n");
      await heard;
    } finally {
      listener.stdin.end();
      listener.kill();
    }
  });

  it('keeps committed data through kill() (SIGKILL to the postmaster) and start()', async () => {
    await pg.psql("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('committed before the crash');");
    const port = pg.port;
    await pg.kill();
    assert.equal(pg.running(), false);
    await assert.rejects(pg.psql('SELECT 1'), /psql failed/);
    await pg.start();
    assert.equal(pg.port, port);
    assert.equal(await pg.psql('SELECT note FROM kept'), 'committed before the crash');
    await pg.restart();
    assert.equal(await pg.psql('SELECT count(*) FROM kept'), '1');
    await pg.stop();
    assert.equal(pg.running(), false);
    await pg.start();
    assert.equal(await pg.psql('SELECT count(*) FROM kept'), '1');
  });

  it('runs beside another server, and dispose() removes its directory', async () => {
    const second = await startPostgres({ database: 'other', user: 'other_user' });
    try {
      assert.notEqual(second.port, pg.port);
      assert.equal(second.url, `postgres://other_user@127.0.0.1:${second.port}/other`);
      assert.equal(await second.psql('SELECT 2'), '2');
      assert.equal(await pg.psql('SELECT 1'), '1');
    } finally {
      await second.dispose();
    }
    assert.equal(existsSync(second.dir), false);
  });

  it('says which program is missing, and quotes the server log when the server does not start', async () => {
    await assert.rejects(startPostgres({ bin: '/nonexistent/bin' }), /initdb is missing at \/nonexistent\/bin\/initdb/);
    await assert.rejects(startPostgres({ settings: { shared_buffers: 'lots' } }), (error) => {
      assert.match(error.message, /PostgreSQL did not start on 127\.0\.0\.1:\d+/);
      assert.match(error.message, /the end of .*server\.log[\s\S]*shared_buffers/);
      return true;
    });
  });
});

/** A tiny upstream: answers its name and the headers nginx passed; /events is a stream of SSE events. */
async function upstream(name) {
  const streams = new Set();
  const server = createServer((request, response) => {
    if (request.url.startsWith('/events')) {
      const buffered = request.url.includes('buffered');
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...(buffered ? { 'x-accel-buffering': 'yes' } : {}) });
      const stream = { sent: 0, ended: false, end: () => {} };
      const timer = setInterval(() => {
        response.write('data: x\n\n');
        stream.sent += 1;
      }, 100);
      stream.end = () => {
        clearInterval(timer);
        stream.ended = true;
        response.end();
      };
      request.on('close', () => clearInterval(timer));
      streams.add(stream);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ name, host: request.headers.host, forwardedFor: request.headers['x-forwarded-for'], forwardedProto: request.headers['x-forwarded-proto'] }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    server,
    streams,
    address: `127.0.0.1:${server.address().port}`,
    close: () => {
      for (const stream of streams) stream.end();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const names = async (origin, count) => {
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${origin}/who`);
    assert.equal(response.status, 200);
    out.push((await response.json()).name);
  }
  return out;
};

/**
 * Reads an SSE response as it arrives (node:http, no buffering of its own): `events` = arrival times of
 * each `data:` event, `upstreamSentAt` = what `probe()` said at each arrival, `whenEvents(n)` resolves
 * once n have come.
 */
function openStream(url, probe = () => null) {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      const events = [];
      const upstreamSentAt = [];
      const waiting = [];
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop();
        const arrived = blocks.filter((block) => block.startsWith('data:')).length;
        for (let k = 0; k < arrived; k += 1) {
          events.push(Date.now());
          upstreamSentAt.push(probe());
        }
        for (const waiter of waiting.filter((w) => events.length >= w.n)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve();
        }
      });
      resolve({
        response,
        events,
        upstreamSentAt,
        whenEvents: (n, ms) =>
          new Promise((ok, fail) => {
            if (events.length >= n) return ok();
            const timer = setTimeout(() => fail(new Error(`${events.length} of ${n} events within ${ms} ms`)), ms);
            waiting.push({ n, resolve: () => (clearTimeout(timer), ok()) });
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

describe('startBalancer', () => {
  let a;
  let b;
  let lb;
  before(async () => {
    ensureNginx();
    a = await upstream('a');
    b = await upstream('b');
    lb = await startBalancer({ upstreams: [a.address, b.address] });
  });
  after(async () => {
    await lb?.stop();
    await a?.close();
    await b?.close();
  });

  it('balances two servers round-robin and passes Host and X-Forwarded-*', async () => {
    const seen = await names(lb.origin, 6);
    assert.ok(['a,b,a,b,a,b', 'b,a,b,a,b,a'].includes(seen.join(',')), `alternating, got ${seen}`);
    const response = await fetch(`${lb.origin}/who`);
    const body = await response.json();
    assert.equal(body.host, `127.0.0.1:${lb.port}`);
    assert.equal(body.forwardedFor, '127.0.0.1');
    assert.equal(body.forwardedProto, 'http');
    assert.match(response.headers.get('x-masthead-upstream'), /^127\.0\.0\.1:\d+$/);
  });

  it('passes Server-Sent Events one by one, before the upstream ends the response', async () => {
    const upstreamSent = () => [...a.streams, ...b.streams].reduce((sum, s) => sum + s.sent, 0);
    const stream = await openStream(`${lb.origin}/events`, upstreamSent);
    try {
      assert.equal(stream.response.headers['content-type'], 'text/event-stream');
      await stream.whenEvents(5, 5000);
      // Nothing waited for the end of the response: the upstream's stream is still open.
      const open = [...a.streams, ...b.streams].filter((s) => !s.ended);
      assert.equal(open.length, 1, 'the upstream stream is still open');
      // Event by event: each of the first five arrived while the upstream had written only a few more (it
      // writes one per 100 ms; a buffering proxy would hold hundreds of these 9-byte events in one buffer).
      stream.upstreamSentAt.slice(0, 5).forEach((sent, i) => assert.ok(sent <= i + 10, `event ${i + 1} arrived after the upstream wrote ${sent}`));
    } finally {
      stream.close();
      for (const s of [...a.streams, ...b.streams]) s.end();
      a.streams.clear();
      b.streams.clear();
    }
  });

  it('sends every request to the other server while one is down', async () => {
    await b.close();
    const seen = await names(lb.origin, 6);
    assert.deepEqual(seen, ['a', 'a', 'a', 'a', 'a', 'a']);
    assert.match(lb.accessLog(), new RegExp(`upstream=${b.address.replace(/\./g, '\\.')}, ${a.address.replace(/\./g, '\\.')}`), 'a refused request was retried on the other');

  });

  it('reload() switches new requests to new upstreams while an open stream stays on the old worker', async () => {
    b = await upstream('b');
    const stream = await openStream(`${lb.origin}/events`);
    try {
      await stream.whenEvents(1, 3000);
      await lb.reload([b.address]);
      assert.deepEqual(await names(lb.origin, 3), ['b', 'b', 'b']);
      const before = stream.events.length;
      await stream.whenEvents(before + 2, 3000);
    } finally {
      stream.close();
      for (const s of a.streams) s.end();
      a.streams.clear();
    }
    await assert.rejects(lb.reload(['not an upstream']), /not host:port/);
    assert.deepEqual(await names(lb.origin, 1), ['b']);
  });

  it('stop() ends nginx and removes its directory', async () => {
    const other = await startBalancer({ upstreams: [a.address] });
    const pid = Number(readFileSync(`${other.dir}/nginx.pid`, 'utf8'));
    assert.equal((await names(other.origin, 1))[0], 'a');
    await other.stop();
    assert.ok(await waitUntil(() => !alive(pid), 3000), 'the master is gone');
    assert.equal(existsSync(other.dir), false);
  });
});
