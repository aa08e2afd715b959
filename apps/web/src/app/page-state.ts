import { parseFlags, parsePageType, type FlagKey, type PageType } from '@masthead/header-core';

export type Theme = 'dark' | 'white';
export type Variant = 'desktop' | 'mobile';

/** The playground's state, all of it in the URL so any scenario is a shareable link. */
export interface PageState {
  persona: string | null;
  pageType: PageType | null;
  flags: FlagKey[];
  theme: Theme;
  variant: Variant | null;
  locale: string;
}

export interface ParsedPageState {
  state: PageState;
  /** One clear message per parameter that could not be used; the rest of the state still applies. */
  errors: string[];
}

const LOCALE = /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/;
const PERSONA = /^[a-z][a-z-]{0,31}$/;
export const PLAYGROUND_PARAMS = ['persona', 'pageType', 'flags', 'theme', 'variant', 'locale'] as const;

/**
 * Reads the playground parameters; bad values are reported and replaced by defaults, never thrown.
 * `knownPersonas` is null while the API's list is unknown (only the shape of a persona is checked
 * then). In production, `persona` signs nobody in: it is reported and ignored.
 */
export function parsePageState(params: URLSearchParams, knownPersonas: readonly string[] | null, production = false): ParsedPageState {
  const errors: string[] = [];
  const show = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

  let persona: string | null = params.get('persona');
  if (persona !== null && production) {
    errors.push('The persona parameter signs in a demo persona in development mode only (MASTHEAD_ENV=development).');
    persona = null;
  } else if (persona !== null && (!PERSONA.test(persona) || (knownPersonas !== null && !knownPersonas.includes(persona)))) {
    errors.push(`Unknown persona ${show(persona)}.${knownPersonas ? ` Known personas: ${knownPersonas.join(', ')}.` : ''}`);
    persona = null;
  }

  const rawPageType = params.get('pageType');
  const pageType = parsePageType(rawPageType);
  if (rawPageType !== null && pageType === null) {
    errors.push(
      `Unknown pageType ${show(rawPageType)}. Use one of core, dedicatedFlowIndividual, dedicatedFlowTeams, referralLanding, signup, marketplace.`,
    );
  }

  const { flags, unknown } = parseFlags(params.getAll('flags').join(','));
  if (unknown.length > 0) errors.push(`Unknown flags ignored: ${unknown.map(show).join(', ')}.`);

  const rawTheme = params.get('theme');
  const theme: Theme = rawTheme === 'white' ? 'white' : 'dark';
  if (rawTheme !== null && rawTheme !== 'white' && rawTheme !== 'dark') errors.push(`Unknown theme ${show(rawTheme)}. Use dark or white.`);

  const rawVariant = params.get('variant');
  const variant: Variant | null = rawVariant === 'desktop' || rawVariant === 'mobile' ? rawVariant : null;
  if (rawVariant !== null && rawVariant !== '' && variant === null) errors.push(`Unknown variant ${show(rawVariant)}. Use desktop or mobile.`);

  const rawLocale = params.get('locale');
  let locale = 'en-US';
  if (rawLocale !== null && rawLocale !== '') {
    if (LOCALE.test(rawLocale)) locale = rawLocale;
    else errors.push(`Locale ${show(rawLocale)} is not a language tag such as en-US or es.`);
  }

  return { state: { persona, pageType, flags: [...flags], theme, variant, locale }, errors };
}

/** The query string for a state, keeping only non-default values. */
export function pageStateQuery(state: PageState): string {
  const params = new URLSearchParams();
  if (state.persona) params.set('persona', state.persona);
  if (state.pageType) params.set('pageType', state.pageType);
  if (state.flags.length) params.set('flags', state.flags.join(','));
  if (state.theme !== 'dark') params.set('theme', state.theme);
  if (state.variant) params.set('variant', state.variant);
  if (state.locale !== 'en-US') params.set('locale', state.locale);
  return params.toString();
}
