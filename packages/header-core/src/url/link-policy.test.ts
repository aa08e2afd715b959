// The link rules of the URL policy (design §4, issue 10): a link from data is a link only on our own
// origin or on a host the configuration lists. One table, read by `safeLink` under the header's
// configuration (TEST_CONFIG's five addresses plus two `linkHosts` entries).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkHostsOf } from '../navigation/link.ts';
import { buildNavigation } from '../navigation/build-navigation.ts';
import { resolveMessages } from '../messages.ts';
import { deriveScenario } from '../scenario/derive-scenario.ts';
import { TEST_CONFIG } from '../testing/personas.ts';
import { linkPolicy, safeLink } from './link-policy.ts';
import { safeUrl } from './url-policy.ts';

const ORIGIN = 'https://masthead.example';
const HOSTS = linkHostsOf({ ...TEST_CONFIG, linkHosts: ['partners.example.org:8443', '*.cdn-links.example', 'bücher.example'] });
const POLICY = linkPolicy(ORIGIN, HOSTS);

/** [what it is, the raw link, what a renderer gets (null: no link, the words or the card stay)]. */
const CASES: readonly (readonly [string, string, string | null])[] = [
  // Our own origin.
  ['root-relative path', '/classes/a/1', '/classes/a/1'],
  ['bare relative path', 'classes/a?x=1#y', '/classes/a?x=1#y'],
  ['our absolute URL', `${ORIGIN}/teach`, `${ORIGIN}/teach`],
  ['our absolute URL, upper-case host', 'HTTPS://MASTHEAD.EXAMPLE/teach', `${ORIGIN}/teach`],
  ['our host on its default port written out', 'https://masthead.example:443/x', `${ORIGIN}/x`],
  ['our host over http (another origin, not listed)', 'http://masthead.example/x', null],
  ['our host on another port', 'https://masthead.example:8443/x', null],
  // Each configured address's host, whatever the path.
  ['community site', 'https://community.masthead.example/t/42', 'https://community.masthead.example/t/42'],
  ['help site', 'https://help.masthead.example/articles/1', 'https://help.masthead.example/articles/1'],
  ['live sessions (another path than the configured one)', 'https://live.masthead.example/other', 'https://live.masthead.example/other'],
  ['creator hub', 'https://creators.masthead.example/', 'https://creators.masthead.example/'],
  ['partner program', 'https://partners.masthead.example/apply', 'https://partners.masthead.example/apply'],
  ['a listed host over http', 'http://help.masthead.example/a', 'http://help.masthead.example/a'],
  ['a listed host, upper case', 'HTTPS://COMMUNITY.Masthead.EXAMPLE/t', 'https://community.masthead.example/t'],
  ['a listed host on its default port written out', 'https://community.masthead.example:443/t', 'https://community.masthead.example/t'],
  ['a listed host on another port', 'https://community.masthead.example:8443/t', null],
  // Extra hosts from `linkHosts`.
  ['a listed host with its port', 'https://partners.example.org:8443/x', 'https://partners.example.org:8443/x'],
  ['that host without its port', 'https://partners.example.org/x', null],
  ['a subdomain of a wildcard entry', 'https://a.cdn-links.example/x', 'https://a.cdn-links.example/x'],
  ['a deeper subdomain of a wildcard entry', 'https://a.b.cdn-links.example/x', 'https://a.b.cdn-links.example/x'],
  ['the wildcard entry\'s own host', 'https://cdn-links.example/x', null],
  ['a host that merely ends like the wildcard entry', 'https://evilcdn-links.example/x', null],
  ['an IDN host listed in Unicode, linked in Unicode', 'https://BÜCHER.example/a', 'https://xn--bcher-kva.example/a'],
  ['the same IDN host linked as punycode', 'https://xn--bcher-kva.example/a', 'https://xn--bcher-kva.example/a'],
  // Foreign hosts and look-alikes.
  ['a foreign host', 'https://evil.example/', null],
  ['a foreign host over http', 'http://evil.example/phish', null],
  ['a listed name as a subdomain of a foreign host', 'https://community.masthead.example.evil.com/t', null],
  ['a listed name as a prefix', 'https://community.masthead.examplex/t', null],
  ['a subdomain of a listed exact host', 'https://evil.community.masthead.example/t', null],
  ['a parent of a listed host', 'https://masthead.example.evil.com/', null],
  ['a listed host with a trailing dot', 'https://community.masthead.example./t', null],
  ['a homograph of a listed host (Cyrillic о)', 'https://c\u043emmunity.masthead.example/t', null],
  ['a listed host as the user name of a foreign one', 'https://community.masthead.example@evil.com/t', null],
  ['a foreign name as the user name of a listed host', 'https://evil.com@community.masthead.example/t', null],
  ['user name and password on our origin', 'https://user:pw@masthead.example/x', null],
  ['an IP address', 'https://203.0.113.7/x', null],
  ['a foreign host with backslashes', 'https:\\\\evil.example\\x', null],
  // What the picture rules already refused stays refused.
  ['protocol-relative', '//community.masthead.example/t', null],
  ['javascript:', 'javascript:alert(1)', null],
  ['data:', 'data:text/html,x', null],
];

describe('safeLink: our origin or a listed host (issue 10)', () => {
  it('the default allowlist is the hosts of the configured addresses, then linkHosts as given', () => {
    expect(HOSTS).toEqual([
      'community.masthead.example',
      'help.masthead.example',
      'live.masthead.example',
      'creators.masthead.example',
      'partners.masthead.example',
      'partners.example.org:8443',
      '*.cdn-links.example',
      'bücher.example',
    ]);
    expect(POLICY.hosts).toContain('xn--bcher-kva.example');
    expect(POLICY.origin).toBe(ORIGIN);
  });

  it.each(CASES)('%s: %j → %j', (_what, raw, expected) => {
    expect(safeLink(raw, POLICY)).toBe(expected);
  });

  it('pictures keep the plain rules: any http(s) host', () => {
    expect(safeUrl('https://evil.example/a.png', ORIGIN)).toBe('https://evil.example/a.png');
    expect(safeLink('https://evil.example/a.png', POLICY)).toBeNull();
  });

  it('without an origin (the server) or a policy, only relative links are links', () => {
    expect(safeLink('/classes/a')).toBe('/classes/a');
    expect(safeLink(`${ORIGIN}/teach`)).toBeNull();
    expect(safeLink('https://community.masthead.example/t')).toBeNull();
    const serverSide = linkPolicy(undefined, HOSTS);
    expect(safeLink(`${ORIGIN}/teach`, serverSide)).toBeNull();
    expect(safeLink('https://community.masthead.example/t', serverSide)).toBe('https://community.masthead.example/t');
    expect(safeLink('//evil.example', serverSide)).toBeNull();
  });

  it('an unset or unusable address adds no host', () => {
    expect(linkHostsOf({})).toEqual([]);
    expect(linkHostsOf({ communityUrl: '/community', helpSiteUrl: 'javascript:alert(1)', partnerUrl: 'not a url', creatorHubUrl: null })).toEqual([]);
    expect(linkHostsOf({ communityUrl: 'https://c.example/a', helpSiteUrl: 'https://c.example/b' })).toEqual(['c.example']);
  });

  it('the navigation model carries the allowlist', () => {
    const model = buildNavigation({
      scenario: deriveScenario(null, 'core'),
      viewer: null,
      flags: new Set(),
      locale: 'en-US',
      config: { communityUrl: 'https://community.example', linkHosts: ['blog.example'] },
      messages: resolveMessages(),
    });
    expect(model.linkHosts).toEqual(['community.example', 'blog.example']);
  });

  it('equal arguments give the same policy, and its key tells policies apart', () => {
    expect(linkPolicy(ORIGIN, HOSTS)).toBe(POLICY);
    expect(linkPolicy(ORIGIN, [])).not.toBe(POLICY);
    expect(linkPolicy(ORIGIN, []).key).not.toBe(POLICY.key);
    expect(linkPolicy('https://MASTHEAD.example/', []).key).toBe(linkPolicy(ORIGIN, []).key);
  });
});

describe('linkPolicy: entries of the allowlist', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
  });

  it.each([
    ['Help.Example.COM', 'help.example.com'],
    ['example.com:8443', 'example.com:8443'],
    ['example.com:08443', 'example.com:8443'],
    // The https default port is dropped, as the URL parser drops it from a link's host.
    ['example.com:443', 'example.com'],
    ['*.Example.com', '*.example.com'],
    ['*.example.com:8443', '*.example.com:8443'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['127.0.0.1:3000', '127.0.0.1:3000'],
    ['[::1]:8080', '[::1]:8080'],
  ])('%j is the host %j', (entry, normalised) => {
    expect(linkPolicy(undefined, [entry]).hosts).toEqual([normalised]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a bad entry never stands in for good ones (each list is its own policy)', () => {
    expect(linkPolicy(ORIGIN, ['a.example\nb.example']).hosts).toEqual([]);
    expect(linkPolicy(ORIGIN, ['a.example', 'b.example']).hosts).toEqual(['a.example', 'b.example']);
  });

  it.each([
    ['a URL', 'https://help.example.com'],
    ['a path', 'help.example.com/x'],
    ['a user name', 'evil.com@help.example.com'],
    ['whitespace', 'help example.com'],
    ['a query', 'help.example.com?x'],
    ['a wildcard over a top-level domain', '*.com'],
    ['a bare wildcard', '*'],
    ['a wildcard inside the name', 'a.*.example.com'],
    ['a port out of range', 'example.com:70000'],
    ['a port that is not a number', 'example.com:http'],
    ['the empty string', ''],
    ['not a string', 42],
  ])('%s (%j) is ignored with a warning naming it', (_what, entry) => {
    const policy = linkPolicy(undefined, ['ok.example', entry]);
    expect(policy.hosts).toEqual(['ok.example']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(JSON.stringify(entry));
    expect(safeLink('https://ok.example/a', linkPolicy(ORIGIN, ['ok.example', entry]))).toBe('https://ok.example/a');
    // Once per entry, however often a policy is built with it.
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
