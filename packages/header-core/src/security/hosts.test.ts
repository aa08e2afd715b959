import { describe, expect, it } from 'vitest';
import { forwardedFor, hostNotAllowedMessage, hostnameOf, isAllowedHostname, parseAllowedHosts } from './hosts.ts';

describe('the host rule (DNS rebinding)', () => {
  it('answers the loopback names on any port and the configured names, whatever their case', () => {
    const allowed = new Set(parseAllowedHosts('www.example.com, shop.example.com:8443'));
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:4000', 'LOCALHOST', 'www.example.com', 'Shop.Example.com:1']) {
      const name = hostnameOf(host);
      expect(name !== null && isAllowedHostname(allowed, name), host).toBe(true);
    }
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.2', 'www.example.com.evil.example']) {
      expect(isAllowedHostname(allowed, hostnameOf(host) ?? ''), host).toBe(false);
    }
  });

  it('reads a Host header as a name and port only', () => {
    expect(hostnameOf('Example.COM:8080')).toBe('example.com');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    for (const bad of ['', 'a b', 'evil.example/x', 'user@localhost', 'localhost:80:80', 'localhost#x', 'localhost\\x']) expect(hostnameOf(bad), bad).toBeNull();
  });

  it('says which setting lets a name in, naming the server and the host (cut at 100 characters)', () => {
    expect(hostNotAllowedMessage('This site', 'evil.example:3000')).toBe(
      "This site does not answer for the host 'evil.example:3000' (a guard against DNS rebinding). To serve it under that name, list it in MASTHEAD_ALLOWED_HOSTS (comma-separated).",
    );
    expect(hostNotAllowedMessage('This API', 'a'.repeat(500))).toContain(`'${'a'.repeat(100)}…'`);
  });

  it('refuses a setting that is not a host name, naming it', () => {
    expect(() => parseAllowedHosts('http://www.example.com')).toThrow("MASTHEAD_ALLOWED_HOSTS: 'http://www.example.com' is not a host name");
    expect(() => parseAllowedHosts('ok.example, -bad', 'allowedHosts')).toThrow("allowedHosts: '-bad'");
  });
});

describe('forwardedFor', () => {
  it("appends the proxy's peer to what the client sent, so the last entry is never the client's choice", () => {
    expect(forwardedFor(undefined, '10.0.0.7')).toBe('10.0.0.7');
    expect(forwardedFor('1.2.3.4', '10.0.0.7')).toBe('1.2.3.4, 10.0.0.7');
    expect(forwardedFor(['1.2.3.4', '5.6.7.8'], '::1')).toBe('1.2.3.4, 5.6.7.8, ::1');
    expect(forwardedFor(undefined, undefined)).toBeUndefined();
  });
});
