// The HTTP cache scenario's lookups: a seeded typing model over the seed's skills, and the header's own
// rules for when a request goes out (see buildWorkload).
import { DEVICE_SESSION_COOKIE, SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY, codePointLength, newDeviceSessionId, searchQueryOf } from '@masthead/header-core';
import { getCatalog } from '../../../../apps/api/src/seed/index.ts';
import { createRng } from '../../../../apps/api/src/prng.ts';

export const DEFAULTS = {
  /** 10,000 lookups measured once warm, after 10,000 earlier lookups of the same traffic filled the cache. */
  lookups: 20_000,
  /** Lookups before the cache counts as warm: the figures "once warm" are over the rest. */
  warmup: 10_000,
  /** Requests in flight per path; 1 = sequential (see the file comment). */
  concurrency: 1,
  block: 500,
  seed: 'http-cache',
};

/**
 * The typing model (every number here is an assumption, stated once):
 * - what is typed: a skill of the seed (topics, skills, software; 370 names), lower-cased as people
 *   type, ranked by the seed's followers and drawn by Zipf's law with s = 1;
 * - how far: the whole name in 70 % of visits; otherwise the visitor stops after 3 to n−1 characters
 *   (picks a suggestion, gives up), uniformly;
 * - how fast: inter-key intervals log-normal with a median of 200 ms and σ = 0.5 (mean 227 ms; large
 *   typing studies report about 240 ms on average, e.g. Dhakal et al., CHI 2018), so about 3 % of the
 *   gaps are longer than the debounce.
 * The header's rules then decide what reaches the server: a request when the text has been still for
 * SEARCH_DEBOUNCE_MS (500 ms) and is at least SEARCH_MIN_QUERY (3) characters after trimming, always
 * once the visitor stops, and never twice for the same query in one visit (the box's own cache).
 */
export const TYPING = { zipfS: 1, finishShare: 0.7, ikiMedianMs: 200, ikiSigma: 0.5 };

/** The vocabulary people type, most followed first. */
export function vocabulary() {
  const skills = [...getCatalog().skills].sort((a, b) => b.followerCount - a.followerCount || Number(a.id) - Number(b.id));
  return [...new Set(skills.map((s) => s.name.toLowerCase()))];
}

/** `lookups` suggestion requests as visitors typing produce them, in arrival order (deterministic per seed). */
export function buildWorkload({ lookups = DEFAULTS.lookups, seed = DEFAULTS.seed, typing = TYPING } = {}) {
  const terms = vocabulary();
  const rng = createRng(seed);
  const weights = terms.map((_, rank) => 1 / (rank + 1) ** typing.zipfS);
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const cumulative = weights.map((w) => (acc += w / total));
  const zipf = () => {
    const r = rng.next();
    let lo = 0;
    let hi = terms.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return terms[lo];
  };
  // Box–Muller on the seeded source.
  const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  const out = [];
  let visitors = 0;
  while (out.length < lookups) {
    visitors += 1;
    const term = zipf();
    const chars = [...term];
    const stopAt = chars.length <= SEARCH_MIN_QUERY || rng.next() < typing.finishShare ? chars.length : rng.int(SEARCH_MIN_QUERY, chars.length - 1);
    const cookie = `${DEVICE_SESSION_COOKIE}=${newDeviceSessionId(rng.next)}`;
    const asked = new Set();
    const settle = (length) => {
      const query = searchQueryOf(chars.slice(0, length).join(''));
      if (codePointLength(query) < SEARCH_MIN_QUERY || asked.has(query)) return;
      asked.add(query);
      out.push({ query, term, visitor: visitors, cookie });
    };
    for (let typed = 1; typed < stopAt; typed += 1) {
      const gapMs = typing.ikiMedianMs * Math.exp(typing.ikiSigma * normal());
      if (gapMs > SEARCH_DEBOUNCE_MS) settle(typed);
    }
    settle(stopAt);
  }
  out.length = lookups;
  return { lookups: out, terms, visitors };
}

/** The best any cache can do on these lookups: every query's first appearance must reach the API. */
export function compulsoryMisses(lookups, warmup) {
  const seen = new Set();
  let overall = 0;
  let warm = 0;
  lookups.forEach((lookup, i) => {
    if (!seen.has(lookup.query)) {
      overall += 1;
      if (i >= warmup) warm += 1;
    }
    seen.add(lookup.query);
  });
  return { distinctQueries: seen.size, overall, warm };
}
