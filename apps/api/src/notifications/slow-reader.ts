/**
 * A stream's response on its socket (issue 34, item 3): its writes leave together, and a client that does
 * not read is cut off.
 *
 * What a stream has sent and its client has not taken sits first in the kernel: a client that never reads
 * lets the server's send queue grow to about 4 MB here (tcp_wmem's maximum) before Node's own buffer fills
 * and yoga stops writing (it waits for a drain). So "unsent" counts both: Node's buffer, and the kernel's
 * send queue, read from /proc/net/tcp by the socket's inode (Linux; elsewhere Node's buffer alone). A
 * stream is closed once its unsent bytes pass `maxUnsentBytes`, or once it has held unsent bytes for
 * `stallMs` while its client acknowledged none of them (it does not drain), with a TCP reset, so the
 * kernel drops what it still held instead of trying to deliver it for minutes. A reader on a slow link
 * still acknowledges bytes as it goes, and is not cut for being slow, only for stopping.
 * (The stream's own backlog of events is bounded in resolvers/live.ts.)
 */
import { fstatSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

export interface SlowReaderBounds {
  /** Bytes a stream may hold unsent (Node's buffer and the kernel's send queue) before it is closed; default 256 KB. */
  maxUnsentBytes: number;
  /** Milliseconds a stream may hold unsent bytes without once emptying them before it is closed; default 30 s. */
  stallMs: number;
  /** Events a stream may have waiting before they collapse into one SYNC (resolvers/live.ts); default 32. */
  maxBacklog: number;
}

export const SLOW_READER_BOUNDS: SlowReaderBounds = { maxUnsentBytes: 256 * 1024, stallMs: 30_000, maxBacklog: 32 };

const PROC_TCP = ['/proc/net/tcp', '/proc/net/tcp6'];

/** Send-queue bytes by socket inode, for the inodes asked about (empty where /proc/net/tcp is not there). */
async function kernelSendQueues(inodes: ReadonlySet<number>): Promise<Map<number, number>> {
  const queued = new Map<number, number>();
  for (const file of PROC_TCP) {
    const text = await readFile(file, 'latin1').catch(() => '');
    for (const line of text.split('\n')) {
      // sl local remote st tx_queue:rx_queue tr:when retrnsmt uid timeout inode …
      const fields = line.trim().split(/\s+/);
      const inode = Number(fields[9]);
      if (!inodes.has(inode)) continue;
      queued.set(inode, parseInt(fields[4]?.split(':')[0] ?? '0', 16));
    }
  }
  return queued;
}

/** The inode of a socket's file descriptor (what /proc/net/tcp lists it by), or null where there is none. */
function socketInode(res: ServerResponse): number | null {
  const fd = (res.socket as unknown as { _handle?: { fd?: number } } | null)?._handle?.fd;
  if (fd === undefined || fd < 0) return null;
  try {
    return fstatSync(fd).ino;
  } catch {
    return null;
  }
}

/** Closes the connection at once, dropping whatever the kernel still holds for it. */
function cutOff(res: ServerResponse): void {
  const socket = res.socket;
  if (socket && !socket.destroyed) socket.resetAndDestroy();
  else res.destroy();
}

interface Watched {
  res: ServerResponse;
  inode: number | null;
  /** The kernel's send queue at the last look. */
  kernel: number;
  /** Bytes its client had acknowledged at the last look. */
  delivered: number;
  /** performance.now() since when the stream has held unsent bytes and none were taken, or null. */
  since: number | null;
}

/** Every open stream's response in one process, looked at together every few seconds while any is open. */
export class SlowReaderWatch {
  private readonly watched = new Set<Watched>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private looking = false;

  constructor(readonly bounds: SlowReaderBounds) {}

  /** Watches a stream's response until it closes; answers the bytes it holds unsent (as of the last look). */
  watch(res: ServerResponse): () => number {
    const entry: Watched = { res, inode: socketInode(res), kernel: 0, delivered: 0, since: null };
    this.watched.add(entry);
    coalesceWrites(res, () => this.check(entry, performance.now()));
    res.once('close', () => {
      this.watched.delete(entry);
      if (this.watched.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    });
    // A stall is seen within a third of its bound, and a stream past its bytes within 2 s (what arrives
    // in between is the overshoot), at one read of /proc/net/tcp per look for all streams.
    this.timer ??= setInterval(() => void this.look(), Math.max(20, Math.min(this.bounds.stallMs / 3, 2000))).unref();
    return () => (entry.res.destroyed ? 0 : entry.kernel + entry.res.writableLength);
  }

  private async look(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      const inodes = new Set<number>();
      for (const w of this.watched) if (w.inode !== null) inodes.add(w.inode);
      const queued = inodes.size > 0 ? await kernelSendQueues(inodes) : new Map<number, number>();
      const now = performance.now();
      for (const w of this.watched) {
        w.kernel = w.inode === null ? 0 : queued.get(w.inode) ?? 0;
        this.progress(w, now);
      }
    } finally {
      this.looking = false;
    }
  }

  /** Bytes the client's side has acknowledged: written to the socket, less what Node and the kernel still hold. */
  private static delivered(w: Watched): number {
    return (w.res.socket?.bytesWritten ?? 0) - w.res.writableLength - w.kernel;
  }

  /** At a look: a stream that holds unsent bytes and had none of them taken for `stallMs` is stalled. */
  private progress(w: Watched, now: number): void {
    const delivered = SlowReaderWatch.delivered(w);
    if (delivered > w.delivered || w.kernel + w.res.writableLength === 0) w.since = null;
    w.delivered = delivered;
    if (w.kernel + w.res.writableLength > 0) w.since ??= now;
    this.check(w, now);
  }

  private check(w: Watched, now: number): void {
    if (w.res.destroyed) return;
    const unsent = w.kernel + w.res.writableLength;
    if (unsent > this.bounds.maxUnsentBytes || (w.since !== null && now - w.since >= this.bounds.stallMs)) cutOff(w.res);
  }
}

/**
 * Writes made in one tick leave as one: yoga writes each Server-Sent Event in pieces (its `event:` line,
 * then its data), and with a thousand open streams two socket writes per event and stream were a third of
 * an instance's time (the streams bench). The response is corked at a tick's first write and uncorked
 * right after the tick, and then `afterTick` runs.
 */
function coalesceWrites(res: ServerResponse, afterTick: () => void): void {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  let corked = false;
  res.write = ((...args: unknown[]) => {
    if (!corked && !res.writableEnded) {
      corked = true;
      res.cork();
      process.nextTick(() => {
        corked = false;
        res.uncork();
        afterTick();
      });
    }
    return write(...args);
  }) as ServerResponse['write'];
}
