import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an Accept-Encoding header: Brotli when the client takes it, else
 * gzip, else none. A `q=0` refuses that coding (RFC 9110 §12.5.3).
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** Compresses a response body (Brotli at quality 5 for pages made per request, 11 for files cached). */
export function compress(body: Buffer | string, encoding: ContentEncoding, { cached = false } = {}): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: cached ? 9 : 6 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: cached ? 11 : 5 } });
}

/** Compressed copies of the built files, made once per file, encoding and modification time. */
export function compressedFileCache() {
  const cache = new Map<string, Buffer>();
  return (file: string, mtimeMs: number, body: Buffer, encoding: ContentEncoding): Buffer => {
    const key = `${file}\u0000${mtimeMs}\u0000${encoding}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = compress(body, encoding, { cached: true });
      cache.set(key, hit);
    }
    return hit;
  };
}
