// The results page rendered by the real server code against the embedded API: the HTML is complete
// (results and facet counts prefetched with the page's own variables) and works as links and a form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '@masthead/api';
import { renderPage } from '../server/render.tsx';
import { PATIENT_SSR_TIMEOUTS } from '../server/patient-timeouts.ts';
import { APP_CONFIG, type AppData } from './app-data.ts';
import { parsePageState } from './page-state.ts';
import { matchRoute } from './routes.ts';

let api: Awaited<ReturnType<typeof createApiServer>>;
beforeAll(async () => {
  api = await createApiServer({ port: 0 });
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
  it('renders the results, the count and the filters with their counts (no loading state)', async () => {
    const html = await renderPage(api.url, pageData('query=watercolor&searchMethod=naturalLang&via=header'), PATIENT_SSR_TIMEOUTS);
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
    const all = await renderPage(api.url, pageData('query='), PATIENT_SSR_TIMEOUTS);
    const english = await renderPage(api.url, pageData('query=&language=en'), PATIENT_SSR_TIMEOUTS);
    const total = (html: string) => Number(/<span role="status">([\d,]+) classes<\/span>/.exec(html)?.[1]?.replace(/,/g, ''));
    expect(total(all)).toBe(2400);
    expect(total(english)).toBeGreaterThan(0);
    expect(total(english)).toBeLessThan(2400);
    expect(english).toMatch(/<input type="checkbox" name="language" checked="" value="en"\/>/);
    expect(count(english, /class="app-result"/g)).toBe(20);
    expect(english).toMatch(/<a class="app-button" href="\/search\?query=&amp;language=en&amp;after=[^"]+">Next page<\/a>/);
  });

  it('an unknown filter value still renders the page (the client then shows the error and a way out)', async () => {
    const html = await renderPage(api.url, pageData('query=ink&language=zz'), PATIENT_SSR_TIMEOUTS);
    // The server answers an error (not cached), so the page renders the waiting state and the client shows the alert.
    expect(html).toContain('<h1>Results for “ink”</h1>');
  });
});
