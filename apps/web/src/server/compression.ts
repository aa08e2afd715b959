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

/**
 * Compresses a page made per request (Brotli at quality 5, gzip at 6: fast enough per request). The
 * built files are compressed once, at build time (scripts/build.mjs).
 */
export function compress(body: Buffer | string, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
}
