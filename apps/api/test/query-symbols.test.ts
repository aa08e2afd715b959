/**
 * Symbols the catalog never contains (emoji, pictographs, stray punctuation) must not stop a query
 * from matching: `🎨 paint` answers exactly like `paint`, and a query of symbols only answers like
 * an empty one. Punctuation that does occur in titles (' : / & - .) still matches literally.
 */
import { GetClassesDocument, GetSearchSuggestionsDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { getCatalog } from '../src/seed/index.ts';
import { searchWords } from '../src/search/words.ts';
import { fold } from '../src/text-match.ts';
import { dataOf, gql, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const suggest = (query: string) =>
  gql(server, GetSearchSuggestionsDocument, { query, classesPageSize: 20, skillsPageSize: 20 }).then(dataOf);
const search = (query: string) =>
  gql(server, GetClassesDocument, { query, first: 10 }).then(dataOf).then((d) => d.search);

const LISTS = ['classSuggestions', 'skillSuggestions', 'teacherSuggestions', 'learningPathsSuggestions'] as const;

describe('queries with symbols the catalog cannot match', () => {
  it('answers `🎨 paint` exactly like `paint`', async () => {
    const plain = await suggest('paint');
    expect(plain.classSuggestions.edges.length).toBeGreaterThan(0);
    expect(await suggest('🎨 paint')).toEqual(plain);
  });

  it.each([
    ['paint 🎨'],
    ['🎨paint'],
    ['👩‍🎨 paint'], // ZWJ sequence
    ['👍🏽 paint'], // skin-tone modifier
    ['🇫🇷 paint'], // flag (regional indicators)
    ['❤️ paint'], // variation selector
    ['#paint'],
    ['¡paint!'],
    ['“paint”'],
    ['paint ★ ™ ©'],
  ])('answers %j like `paint`', async (query) => {
    expect(await suggest(query)).toEqual(await suggest('paint'));
  });

  it.each([['🎨'], ['🎨 ✨ 👩‍🎨'], ['!!!'], ['  ★ ❤️  ']])(
    'answers the symbols-only query %j like an empty query: empty lists, no error',
    async (query) => {
      const data = await suggest(query);
      for (const list of LISTS) expect(data[list].edges).toEqual([]);
      expect(data).toEqual(await suggest(''));
    },
  );

  it('ignores the same symbols on the search results page', async () => {
    const plain = await search('paint');
    expect(plain.totalCount).toBeGreaterThan(0);
    expect(await search('🎨 paint')).toEqual(plain);
    expect(await search('🎨')).toEqual(await search(''));
  });

  it('keeps the punctuation the catalog does contain', async () => {
    const titles = getCatalog().classes.map((c) => c.title);
    for (const probe of ["children's", 'vue.js', 'front-end', 'food & drink', 'ui/ux']) {
      const expected = titles.filter((t) => fold(t).includes(probe));
      if (expected.length === 0) continue;
      const got = (await suggest(probe)).classSuggestions.edges.map((e) => e.node.title);
      expect(got.length, probe).toBeGreaterThan(0);
      // Its words are the title's words ("vue.js": "vue" and "js"), so the title that has them comes first.
      const words = searchWords(probe);
      expect(words.every((w, i) => searchWords(got[0] ?? '').some((t) => (i === words.length - 1 ? t.startsWith(w) : t === w))), probe).toBe(true);
    }
    expect(fold('Grundlagen: Concept Art')).toBe('grundlagen: concept art');
  });

  it('folds typographic apostrophes to the catalog one', () => {
    expect(fold('Children’s Book')).toBe("children's book");
  });
});
