/**
 * Notification streams over raw TCP (issue 34): requests with exactly the headers a test chooses (or none),
 * clients that never read, and the queues the kernel holds for them, none of which fetch can show.
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

export const EVENTS = 'subscription { notificationEvents { kind counts { feed count } } }';

/** Twenty copies of each event's notification: a fat event, to fill a non-reading client's buffers in a few events. */
export const FAT_EVENTS = `subscription { notificationEvents { kind counts { feed count } ${Array.from({ length: 19 }, (_, i) => `n${i}: notification { id message createdAt actors { firstName lastName } }`).join(' ')} } }`;

export interface RawStreamOptions {
  /** The Accept header; null sends none. */
  accept?: string | null;
  /** The persona whose cookie is sent (a session). */
  persona?: string;
  /** X-Forwarded-For, as a local proxy would send it. */
  forwardedFor?: string;
  query?: string;
  /** false: the client stops reading once the headers came (a slow reader). */
  read?: boolean;
}

export interface RawStream {
  status: number;
  headers: Record<string, string>;
  /** What came after the headers, while the client read. */
  body(): string;
  /** Resolves when `body()` satisfies `test`; rejects when the connection ends first. */
  until(test: (body: string) => boolean): Promise<void>;
  /** Resolves when the connection is gone (the server closed or reset it, or close() was called). */
  closed: Promise<void>;
  isClosed(): boolean;
  socket: Socket;
  close(): void;
}

/** POSTs a subscription on a connection of its own and resolves once the response's headers came. */
export function openRawStream(port: number, options: RawStreamOptions = {}): Promise<RawStream> {
  const payload = JSON.stringify({ query: options.query ?? EVENTS });
  const lines = ['POST /graphql HTTP/1.1', `Host: 127.0.0.1:${port}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`];
  if (options.accept !== null) lines.push(`Accept: ${options.accept ?? 'text/event-stream'}`);
  if (options.persona !== undefined) lines.push(`Cookie: masthead_persona=${options.persona}`);
  if (options.forwardedFor !== undefined) lines.push(`X-Forwarded-For: ${options.forwardedFor}`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    let head: { status: number; headers: Record<string, string> } | null = null;
    let gone = false;
    const watchers = new Set<() => void>();
    let markClosed = () => {};
    const closed = new Promise<void>((done) => (markClosed = done));
    const body = () => (head ? raw.slice(raw.indexOf('\r\n\r\n') + 4) : '');
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      raw += chunk;
      if (!head && raw.includes('\r\n\r\n')) {
        const [statusLine = '', ...fields] = raw.slice(0, raw.indexOf('\r\n\r\n')).split('\r\n');
        head = {
          status: Number(statusLine.split(' ')[1]),
          headers: Object.fromEntries(fields.map((f) => [f.slice(0, f.indexOf(':')).toLowerCase(), f.slice(f.indexOf(':') + 1).trim()])),
        };
        if (options.read === false) socket.pause();
        resolve({ ...head, body, until, closed, isClosed: () => gone, socket, close: () => socket.destroy() });
      }
      for (const w of watchers) w();
    });
    const end = () => {
      gone = true;
      markClosed();
      for (const w of watchers) w();
      if (!head) reject(new Error(`the connection ended before a response (${raw.length} bytes)`));
    };
    socket.on('error', () => socket.destroy());
    socket.on('close', end);
    function until(test: (text: string) => boolean): Promise<void> {
      return new Promise((done, fail) => {
        const check = () => {
          if (test(body())) {
            watchers.delete(check);
            done();
          } else if (gone) {
            watchers.delete(check);
            fail(new Error(`the connection ended first; it had sent: ${body().slice(0, 300)}`));
          }
        };
        watchers.add(check);
        check();
      });
    }
    socket.write(`${lines.join('\r\n')}\r\n\r\n${payload}`);
  });
}

interface ProcTcpLine {
  local: string;
  remote: string;
  state: string;
  tx: number;
  rx: number;
}

function procTcp(): ProcTcpLine[] {
  const lines: ProcTcpLine[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local = '', remote = '', state = '', queues = ''] = line.trim().split(/\s+/);
      const [tx = '0', rx = '0'] = queues.split(':');
      lines.push({ local, remote, state, tx: parseInt(tx, 16), rx: parseInt(rx, 16) });
    }
  }
  return lines;
}

const hexPort = (port: number) => `:${port.toString(16).toUpperCase().padStart(4, '0')}`;

/** Bytes the kernel holds on both ends of the connections to `port`: unsent by the server, unread by clients. */
export function kernelQueues(port: number): { serverSendQ: number; clientRecvQ: number } {
  let serverSendQ = 0;
  let clientRecvQ = 0;
  for (const line of procTcp()) {
    if (line.local.endsWith(hexPort(port))) serverSendQ += line.tx;
    if (line.remote.endsWith(hexPort(port))) clientRecvQ += line.rx;
  }
  return { serverSendQ, clientRecvQ };
}

/**
 * The client ports whose connection the server on `port` still holds (established on its side). A client
 * that does not read cannot see the server reset it; the kernel's table can.
 */
export function heldByServer(port: number): Set<number> {
  // The kernel writes the table in pieces and can skip a connection while others come and go: what either
  // of two reads lists is held.
  return new Set([...procTcp(), ...procTcp()].filter((l) => l.state === '01' && l.local.endsWith(hexPort(port))).map((l) => parseInt(l.remote.split(':')[1] ?? '0', 16)));
}

/** Adds a notification for `persona` through the dev route (one ADDED event to its streams). */
export async function addNotification(origin: string, persona: string): Promise<void> {
  const res = await fetch(`${origin}/dev/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona, feed: 'own' }) });
  if (res.status !== 201) throw new Error(`adding a notification answered ${res.status}`);
  await res.arrayBuffer();
}
