// The results page rendered by the real server code against the embedded API: the HTML is complete
// (results and facet counts prefetched with the page's own variables) and works as links and a form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SHIPPED_LOCALES } from '@masthead/header-core';
import { createApiServer } from '@masthead/api';
import { renderPage } from '../server/render.tsx';
import { PATIENT_SSR_TIMEOUTS } from '../server/patient-timeouts.ts';
import { APP_CONFIG, type AppData } from './app-data.ts';
import { DID_YOU_MEAN_MESSAGES, DidYouMean } from './did-you-mean.tsx';
import { parsePageState } from './page-state.ts';
import { matchRoute } from './routes.ts';

let api: Awaited<ReturnType<typeof createApiServer>>;
beforeAll(async () => {
  api = await createApiServer({ port: 0 });
  // Its database open before the first page asks (search reads the engine's index there), as `npm start` has it.
  await api.database();
});
afterAll(async () => {
  await api.close();
});

function pageData(query: string): AppData {
  const params = new URLSearchParams(query);
  return {
    path: '/search',
    query: params.toString(),
    route: matchRoute('/search'),
    state: parsePageState(params, ['guest']).state,
    errors: [],
    personas: [{ id: 'guest', label: 'Guest', description: '' }],
    devTools: true,
    persona: 'guest',
    languageCookie: null,
    config: APP_CONFIG,
    gallery: null,
  };
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('search results page on the server', () => {
  it("holds the search in the header's box in its first HTML, cut as the search contract cuts it (issue 35)", async () => {
    const boxValues = (html: string) => [...html.matchAll(/<input [^>]*class="mh-search__input"[^>]*value="([^"]*)"/g)].map((m) => m[1]);
    const html = await renderPage(api.url, pageData('query=watercolor%20portrait&searchMethod=naturalLang&via=header'), { timeouts: PATIENT_SSR_TIMEOUTS });
    const values = boxValues(html);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toBe('watercolor portrait');
    const long = await renderPage(api.url, pageData(`query=${encodeURIComponent(`  ${'🎨'.repeat(70)} `)}`), { timeouts: PATIENT_SSR_TIMEOUTS });
    for (const value of boxValues(long)) expect(value).toBe('🎨'.repeat(58));
  });

  it('renders the results, the count and the filters with their counts (no loading state)', async () => {
    const html = await renderPage(api.url, pageData('query=watercolor&searchMethod=naturalLang&via=header'), { timeouts: PATIENT_SSR_TIMEOUTS });
    expect(html).toContain('<h1>Results for “watercolor”</h1>');
    expect(html).not.toContain('Searching…');
    expect(html).toMatch(/<span role="status">\d+ classes<\/span>/);
    expect(count(html, /class="app-result"/g)).toBeGreaterThan(0);
    expect(html).toMatch(/<form id="[^"]*search-filters" class="app-search__filters"[^>]* action="\/search" method="get"/);
    for (const facet of ['Type', 'Language', 'Level', 'Length', 'With', 'Published', 'Rating', 'Materials', 'Software']) {
      expect(html).toContain(`<legend class="app-visually-hidden">${facet}</legend>`);
    }
    expect(html).toMatch(/name="language" value="en"/);
    expect(html).toContain('<input type="hidden" name="query" value="watercolor"/>');
    expect(html).toContain('Apply filters');
  });

  it('a filter from the URL is checked, narrows the count, and the next page is a link', async () => {
    const all = await renderPage(api.url, pageData('query='), { timeouts: PATIENT_SSR_TIMEOUTS });
    const english = await renderPage(api.url, pageData('query=&language=en'), { timeouts: PATIENT_SSR_TIMEOUTS });
    const total = (html: string) => Number(/<span role="status">([\d,]+) classes<\/span>/.exec(html)?.[1]?.replace(/,/g, ''));
    expect(total(all)).toBe(2400);
    expect(total(english)).toBeGreaterThan(0);
    expect(total(english)).toBeLessThan(2400);
    expect(english).toMatch(/<input type="checkbox" name="language" checked="" value="en"\/>/);
    expect(count(english, /class="app-result"/g)).toBe(20);
    expect(english).toMatch(/<a class="app-button" href="\/search\?query=&amp;language=en&amp;after=[^"]+">Next page<\/a>/);
  });

  it('an unknown filter value: the first HTML says the results could not load, with the way out (no JavaScript needed)', async () => {
    const html = await renderPage(api.url, pageData('query=ink&language=zz'), { timeouts: PATIENT_SSR_TIMEOUTS });
    expect(html).toContain('<h1>Results for “ink”</h1>');
    expect(html).toContain('We could not load the results.');
    expect(html).toMatch(/<a href="\/search\?query=ink">Clear all filters<\/a>/);
    expect(html).not.toContain('Searching…');
  });

  describe('a picked skill (`skill=<slug>`, issue 23)', () => {
    const links = (html: string) => [...html.matchAll(/<h3 class="app-result__title"><a href="([^"]+)"/g)].map((m) => m[1]);
    const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
    const link = (words: string, locale: string, slug = 'watercolor') =>
      `query=${encodeURIComponent(words)}&skill=${slug}&searchMethod=autocomplete&via=header&locale=${locale}`;

    it('lists the same classes in every language, named in the page’s language, whatever the link’s words', async () => {
      const [es, en, de, fromSpanish] = await Promise.all([
        renderPage(api.url, pageData(link('Acuarela', 'es')), { timeouts: PATIENT_SSR_TIMEOUTS }),
        renderPage(api.url, pageData(link('Watercolor', 'en-US')), { timeouts: PATIENT_SSR_TIMEOUTS }),
        renderPage(api.url, pageData(link('Aquarell', 'de')), { timeouts: PATIENT_SSR_TIMEOUTS }),
        // A link made in Spanish, opened by someone whose page is in English.
        renderPage(api.url, pageData(link('Acuarela', 'en-US')), { timeouts: PATIENT_SSR_TIMEOUTS }),
      ]);
      expect(heading(es)).toBe('Results for “Acuarela”');
      expect(heading(en)).toBe('Results for “Watercolor”');
      expect(heading(de)).toBe('Results for “Aquarell”');
      expect(heading(fromSpanish)).toBe('Results for “Watercolor”');
      const total = (html: string) => /<span role="status">([\d,]+ classes?)<\/span>/.exec(html)?.[1];
      expect(total(en)).toBe('19 classes');
      expect(links(en)).toHaveLength(19);
      for (const html of [es, de, fromSpanish]) {
        expect(total(html)).toBe(total(en));
        expect(links(html)).toEqual(links(en));
      }
      // The box keeps the link's words; the filters form keeps the skill.
      expect(es).toContain('<input type="hidden" name="query" value="Acuarela"/>');
      expect(es).toContain('<input type="hidden" name="skill" value="watercolor"/>');
    });

    it('paging and clearing filters keep the skill; several skills are named together', async () => {
      const [drawing, filtered, two] = await Promise.all([
        renderPage(api.url, pageData(link('Zeichnen', 'de', 'drawing')), { timeouts: PATIENT_SSR_TIMEOUTS }),
        renderPage(api.url, pageData(`${link('Acuarela', 'es')}&level=beginner`), { timeouts: PATIENT_SSR_TIMEOUTS }),
        renderPage(api.url, pageData('query=&skill=watercolor&skill=drawing&locale=es'), { timeouts: PATIENT_SSR_TIMEOUTS }),
      ]);
      expect(heading(drawing)).toBe('Results for “Zeichnen”');
      expect(drawing).toMatch(/<a class="app-button" href="\/search\?query=Zeichnen&amp;skill=drawing&amp;searchMethod=autocomplete&amp;via=header&amp;after=[^"&]+&amp;locale=de">Next page<\/a>/);
      expect(filtered).toContain('<a href="/search?query=Acuarela&amp;skill=watercolor&amp;searchMethod=autocomplete&amp;via=header&amp;locale=es">Clear all filters</a>');
      expect(heading(two)).toBe('Results for “Acuarela” or “Dibujo”');
    });

    it('without `skill` the page searches and names the words as before', async () => {
      const words = await renderPage(api.url, pageData('query=Acuarela&searchMethod=naturalLang&via=header&locale=es'), { timeouts: PATIENT_SSR_TIMEOUTS });
      expect(heading(words)).toBe('Results for “Acuarela”');
      expect(words).not.toContain('name="skill"');
    });

    it('an unknown skill: the first HTML names it and offers the words instead (no JavaScript needed)', async () => {
      const html = await renderPage(api.url, pageData(link('Acuarela', 'es', 'no-such-skill')), { timeouts: PATIENT_SSR_TIMEOUTS });
      expect(heading(html)).toBe('Results for “Acuarela”');
      expect(html).toContain('<input type="hidden" name="skill" value="no-such-skill"/>');
      expect(html).toMatch(/There is no skill “(<!-- -->)?no-such-skill(<!-- -->)?” to search for\./);
      expect(html).toContain('Search for “Acuarela” instead');
      expect(html).not.toContain('Searching…');
    });
  });

  describe('"Did you mean" when nothing is found (issue 33)', () => {
    /** The line's text (React's <!-- --> between text parts removed) and its link's address. */
    const didYouMean = (html: string) => {
      const line = /<p class="app-search__did-you-mean">(.*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
      if (line === undefined) return null;
      const link = /<a href="([^"]*)" dir="auto">([^<]*)<\/a>/.exec(line);
      return { text: line.replace(/<[^>]+>/g, ''), href: link?.[1]?.replace(/&amp;/g, '&'), linked: link?.[2] };
    };

    it('offers the closest query as a link that keeps the page\'s other parameters, under the "no classes" message', async () => {
      const html = await renderPage(api.url, pageData('query=vatercolor&searchMethod=naturalLang&via=header&sort=newest'), { timeouts: PATIENT_SSR_TIMEOUTS });
      expect(html).toMatch(/<span role="status">0 classes<\/span>/);
      expect(didYouMean(html)).toEqual({ text: 'Did you mean Watercolor?', href: '/search?query=Watercolor&searchMethod=naturalLang&via=header&sort=newest', linked: 'Watercolor' });
      // The element, not the class name: the page's inlined CSS names it too, before the body.
      expect(html.indexOf('No classes match')).toBeLessThan(html.indexOf('<p class="app-search__did-you-mean">'));
    });

    it("in the page's language: Spanish and Arabic", async () => {
      const [es, ar] = await Promise.all([
        renderPage(api.url, pageData('query=ecuarela&locale=es'), { timeouts: PATIENT_SSR_TIMEOUTS }),
        renderPage(api.url, pageData(`query=${encodeURIComponent('ناىية')}&locale=ar`), { timeouts: PATIENT_SSR_TIMEOUTS }),
      ]);
      expect(didYouMean(es)).toEqual({ text: '¿Quisiste decir Acuarela?', href: '/search?query=Acuarela&locale=es', linked: 'Acuarela' });
      expect(didYouMean(ar)).toEqual({ text: 'هل تقصد مائية؟', href: `/search?query=${encodeURIComponent('مائية')}&locale=ar`, linked: 'مائية' });
    });

    it('is absent when classes were found, and when nothing is close', async () => {
      const [found, nonsense] = await Promise.all([
        renderPage(api.url, pageData('query=watercolor'), { timeouts: PATIENT_SSR_TIMEOUTS }),
        renderPage(api.url, pageData('query=zzzzqqq'), { timeouts: PATIENT_SSR_TIMEOUTS }),
      ]);
      expect(found).not.toContain('<p class="app-search__did-you-mean">');
      expect(nonsense).toContain('No classes match');
      expect(nonsense).not.toContain('<p class="app-search__did-you-mean">');
    });

    it('says it in all six languages, English for another locale, and shows a hostile suggestion as text', () => {
      expect(Object.keys(DID_YOU_MEAN_MESSAGES).sort()).toEqual([...SHIPPED_LOCALES].sort());
      const hostile = renderToStaticMarkup(<DidYouMean suggestion={'<img src=x onerror=alert(1)>'} href="/search?query=x" locale="xx" />);
      expect(hostile).toBe('<p class="app-search__did-you-mean">Did you mean <a href="/search?query=x" dir="auto">&lt;img src=x onerror=alert(1)&gt;</a>?</p>');
    });
  });
});
