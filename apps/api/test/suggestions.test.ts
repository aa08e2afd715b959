import { GetSearchSuggestionsDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { getCatalog } from '../src/seed/index.ts';
import { searchWords } from '../src/search/words.ts';
import { fold } from '../src/text-match.ts';
import { dataOf, errorOf, gql, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const suggest = (query: string, extra: Record<string, unknown> = {}) =>
  gql(server, GetSearchSuggestionsDocument, { query, ...extra }).then(dataOf);

describe('suggestion ranking', () => {
  it('ranks titles starting with the word before titles with it later, before classes matched by their skills; never letters inside a word', async () => {
    const data = await suggest('color', { classesPageSize: 100 });
    const titles = data.classSuggestions.edges.map((e) => e.node.title);
    // 0: the title starts with a word starting "color"; 1: a later word does; 2: only the class's skills, teacher or category.
    const tiers = titles.map((t) => {
      const words = searchWords(t);
      if (words[0]?.startsWith('color')) return 0;
      return words.some((w) => w.startsWith('color')) ? 1 : 2;
    });
    expect(tiers).toEqual([...tiers].sort());
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    // "Watercolor …" is not offered for its title's letters: only as a class tagged with Color Theory.
    const watercolor = data.classSuggestions.edges.filter((e) => /watercolor/i.test(e.node.title));
    expect(watercolor.every((e) => tiers[titles.indexOf(e.node.title)] === 2)).toBe(true);
  });

  it('breaks ties by popularity, then id, and is deterministic', async () => {
    const a = await suggest('photo', { teachersPageSize: 7 });
    const b = await suggest('photo', { teachersPageSize: 7 });
    expect(a).toEqual(b);
    const skills = a.skillSuggestions.edges.map((e) => e.node);
    const prefixed = skills.filter((s) => fold(s.displayName).startsWith('photo'));
    const followers = prefixed.map((s) => s.followerCount);
    expect(followers).toEqual([...followers].sort((x, y) => y - x));
  });

  it('matches case- and accent-insensitively in both directions', async () => {
    const zoe = await suggest('zoe');
    expect(zoe.teacherSuggestions.edges[0]?.node.name).toBe('Zoë Álvarez');
    const jose = await suggest('JOSE');
    expect(jose.teacherSuggestions.edges.map((e) => e.node.name)).toContain('José Núñez');
    const accented = await suggest('Álvarez');
    expect(accented.teacherSuggestions.edges.map((e) => e.node.name)).toContain('Zoë Álvarez');
    const macrame = await suggest('MACRAME');
    expect(macrame.skillSuggestions.edges.map((e) => e.node.displayName)).toContain('Macramé');
    const intro = await suggest('introduccion', { classesPageSize: 5 });
    expect(intro.classSuggestions.edges[0]?.node.title).toMatch(/^Introducción a /);
  });

  it('honours the page sizes and the spec defaults', async () => {
    const defaults = await suggest('a');
    expect(defaults.classSuggestions.edges).toHaveLength(3);
    expect(defaults.skillSuggestions.edges).toHaveLength(10);
    expect(defaults.teacherSuggestions.edges).toHaveLength(7);
    expect(defaults.learningPathsSuggestions.edges).toHaveLength(3);
    const sized = await suggest('a', { classesPageSize: 7, skillsPageSize: 0, teachersPageSize: 1, learningPathPageSize: 100 });
    expect(sized.classSuggestions.edges).toHaveLength(7);
    expect(sized.skillSuggestions.edges).toHaveLength(0);
    expect(sized.teacherSuggestions.edges).toHaveLength(1);
    expect(sized.learningPathsSuggestions.edges.length).toBeGreaterThan(3);
  });

  it('suggests approved skills only and fills every node field', async () => {
    const data = await suggest('design', { skillsPageSize: 100 });
    expect(data.skillSuggestions.edges.length).toBeGreaterThan(5);
    for (const { node } of data.skillSuggestions.edges) {
      expect(node.isApproved).toBe(true);
      expect(node.classCount).toBeGreaterThan(0);
      expect(node.slug).toMatch(/^[a-z0-9-]+$/);
    }
    const path = data.learningPathsSuggestions.edges[0]?.node;
    expect(path?.items.totalCount).toBeGreaterThan(0);
    const teacher = (await suggest('jose')).teacherSuggestions.edges.find((e) => e.node.name === 'José Núñez')?.node;
    expect(teacher?.user.url).toBe('/profile/Jos%C3%A9-N%C3%BA%C3%B1ez/jose.nunez');
    expect(teacher?.user.followers.totalCount).toBeGreaterThan(1000);
  });

  it('filters to high-quality classes when asked', async () => {
    const all = await suggest('a', { classesPageSize: 100 });
    const hq = await suggest('a', { classesPageSize: 100, onlyHighQuality: true });
    expect(hq.classSuggestions.edges.length).toBeGreaterThan(0);
    expect(hq.classSuggestions.searchId).not.toBe(all.classSuggestions.searchId);
    const catalog = getCatalog();
    expect(hq.classSuggestions.edges.every((e) => catalog.classById.get(e.node.id)?.isHighQuality)).toBe(true);
    expect(all.classSuggestions.edges.some((e) => !catalog.classById.get(e.node.id)?.isHighQuality)).toBe(true);
  });

  it('returns empty lists for an empty query, and distinct searchIds per query', async () => {
    const empty = await suggest('   ');
    expect(empty.classSuggestions.edges).toEqual([]);
    expect(empty.teacherSuggestions.edges).toEqual([]);
    const a = await suggest('water');
    const b = await suggest('paint');
    expect(a.classSuggestions.searchId).not.toBe(b.classSuggestions.searchId);
    expect((await suggest('WATER')).classSuggestions.searchId).toBe(a.classSuggestions.searchId);
  });

  it('rejects page sizes outside 0..100 and overlong queries', async () => {
    const tooMany = await gql(server, GetSearchSuggestionsDocument, { query: 'art', classesPageSize: 150 });
    expect(errorOf(tooMany)).toBe('`first` must be between 0 and 100 (got 150).');
    const negative = await gql(server, GetSearchSuggestionsDocument, { query: 'art', teachersPageSize: -1 });
    expect(errorOf(negative)).toBe('`first` must be between 0 and 100 (got -1).');
    const long = await gql(server, GetSearchSuggestionsDocument, { query: 'x'.repeat(201) });
    expect(errorOf(long)).toMatch(/at most 200 characters/);
  });
});
