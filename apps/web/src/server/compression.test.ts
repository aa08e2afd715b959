import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    [['deflate', 'gzip'], 'gzip'],
  ] as const)('%j → %j', (header, expected) => {
    expect(preferredEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('compress', () => {
  const text = 'const header = "masthead";\n'.repeat(200);
  it('round-trips through gzip and Brotli and is smaller', () => {
    const gz = compress(text, 'gzip');
    const br = compress(text, 'br');
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 10);
  });
});
