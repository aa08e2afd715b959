import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, contentSecurityPolicy } from './content-security-policy.ts';

/** The policy as directive name → its sources. */
const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  it('allows scripts and styles only from the page origin when the host adds nothing', () => {
    const policy = directives(contentSecurityPolicy({ imageOrigin: 'http://127.0.0.1:4000' }));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:', 'http://127.0.0.1:4000']);
  });

  it("writes the web app's policy: the inlined stylesheet's hash in style-src", () => {
    expect(contentSecurityPolicy({ imageOrigin: 'http://api.test', styleSources: ["'sha256-abc='"] })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-abc='; style-src-attr 'unsafe-inline'; " +
        "img-src 'self' data: https: http://api.test; connect-src 'self'; font-src 'self'; object-src 'none'; " +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("writes the Next.js host's policy: the nonce and 'strict-dynamic' for scripts, the nonce for styles", () => {
    const policy = contentSecurityPolicy({ imageOrigin: 'http://api.test', scriptSources: ["'nonce-n1'", "'strict-dynamic'"], styleSources: ["'nonce-n1'"] });
    expect(policy).toContain("; script-src 'self' 'nonce-n1' 'strict-dynamic'; style-src 'self' 'nonce-n1'; ");
    expect(directives(policy).size).toBe(11);
  });

  it('keeps every directive the header needs, each once, whatever the host adds', () => {
    const policy = contentSecurityPolicy({ imageOrigin: 'https://img.test', scriptSources: ["'nonce-x'"], styleSources: ["'nonce-x'"] });
    const names = policy.split('; ').map((d) => d.split(' ')[0]);
    expect(new Set(names).size).toBe(names.length);
    for (const fixed of ["style-src-attr 'unsafe-inline'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(policy.split('; ')).toContain(fixed);
    }
  });
});

describe('SECURITY_HEADERS', () => {
  it('forbids sniffing and framing on every answer', () => {
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
    expect(SECURITY_HEADERS['content-security-policy']).toBe("frame-ancestors 'none'");
  });
});
