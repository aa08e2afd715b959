import { describe, expect, it } from 'vitest';
import { pageStateQuery, parsePageState } from './page-state.ts';

const PERSONAS = ['guest', 'free', 'teacher'];
const parse = (query: string) => parsePageState(new URLSearchParams(query), PERSONAS);

describe('playground URL parameters', () => {
  it('defaults', () => {
    expect(parse('')).toEqual({
      state: { persona: null, pageType: null, flags: [], theme: 'dark', variant: null, locale: 'en-US' },
      errors: [],
    });
  });

  it('reads every parameter', () => {
    const { state, errors } = parse('persona=teacher&pageType=signup&flags=ch,lo_nav_update&theme=white&variant=mobile&locale=es');
    expect(errors).toEqual([]);
    expect(state).toEqual({ persona: 'teacher', pageType: 'signup', flags: ['ch', 'lo_nav_update'], theme: 'white', variant: 'mobile', locale: 'es' });
  });

  it('accepts flags as repeated parameters (the playground form) too', () => {
    expect(parse('flags=ch&flags=plans_link').state.flags).toEqual(['ch', 'plans_link']);
  });

  it.each([
    ['persona=admin', /Unknown persona "admin"\. Known personas: guest, free, teacher\./],
    ['persona=<script>', /Unknown persona "<script>"/],
    ['pageType=home', /Unknown pageType "home"\. Use one of core/],
    ['flags=ch,bogus', /Unknown flags ignored: "bogus"/],
    ['theme=pink', /Unknown theme "pink"\. Use dark or white\./],
    ['variant=tablet', /Unknown variant "tablet"\. Use desktop or mobile\./],
    ['locale=en_US!!', /Locale "en_US!!" is not a language tag/],
  ])('%s gets a specific error and keeps the rest', (query, message) => {
    const { state, errors } = parse(`${query}&theme=white`);
    expect(errors.join(' ')).toMatch(message);
    if (!query.startsWith('theme')) expect(state.theme).toBe('white');
  });

  it('while the persona list is unknown (the API is slow), a well-formed persona is taken and a malformed one is not', () => {
    expect(parsePageState(new URLSearchParams('persona=teacher'), null)).toMatchObject({ state: { persona: 'teacher' }, errors: [] });
    expect(parsePageState(new URLSearchParams('persona=<b>'), null).errors).toEqual(['Unknown persona "<b>".']);
  });

  it('in production, persona signs nobody in and says so; the other parameters still apply', () => {
    const { state, errors } = parsePageState(new URLSearchParams('persona=teacher&theme=white'), null, true);
    expect(state).toMatchObject({ persona: null, theme: 'white' });
    expect(errors).toEqual(['The persona parameter signs in a demo persona in development mode only (MASTHEAD_ENV=development).']);
  });

  it('cuts absurdly long values in messages', () => {
    const { errors } = parse(`persona=${'x'.repeat(500)}`);
    expect(errors[0]!.length).toBeLessThan(200);
  });

  it('round-trips through the query string', () => {
    const { state } = parse('persona=free&flags=ch&theme=white&variant=desktop&locale=fr');
    expect(parse(pageStateQuery(state)).state).toEqual(state);
  });
});
