import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_SESSION_COOKIE, newDeviceSessionId, parseDeviceSessionId } from './device-session.ts';

describe('parseDeviceSessionId', () => {
  it.each([
    ['3f2b8c1e-9d4a-4b6e-8f00-1234567890ab', '3f2b8c1e-9d4a-4b6e-8f00-1234567890ab'],
    ['abcdefgh', 'abcdefgh'],
    [' abcdefgh ', 'abcdefgh'],
    ['a'.repeat(64), 'a'.repeat(64)],
  ])('accepts %j', (raw, expected) => {
    expect(parseDeviceSessionId(raw)).toBe(expected);
  });

  it.each([null, undefined, '', 'short', 'a'.repeat(65), 'abc def gh', 'abcdefgh;', '<script>x', 'abcdefg%20', 'ü'.repeat(10)])(
    'rejects %j',
    (raw) => {
      expect(parseDeviceSessionId(raw)).toBeNull();
    },
  );

  it('names the cookie', () => {
    expect(DEVICE_SESSION_COOKIE).toBe('masthead_dsid');
  });
});

describe('newDeviceSessionId', () => {
  it('produces a UUID v4 layout that parseDeviceSessionId accepts', () => {
    const id = newDeviceSessionId(Math.random);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseDeviceSessionId(id)).toBe(id);
  });

  it('is deterministic for a given random source', () => {
    const seq = (seed: number) => {
      let s = seed;
      return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
    };
    expect(newDeviceSessionId(seq(7))).toBe(newDeviceSessionId(seq(7)));
    expect(newDeviceSessionId(seq(7))).not.toBe(newDeviceSessionId(seq(8)));
  });

  it('survives a broken random source', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constantFrom(Number.NaN, 1, -1, Infinity)), (value) => {
        const id = newDeviceSessionId(() => value);
        expect(parseDeviceSessionId(id)).toBe(id);
      }),
    );
  });
});
