import { PERSONA_VIEWERS, TEST_CONFIG } from '@masthead/header-core/testing';
import type { HeaderViewer } from '../src/header-props.ts';

/** GetViewer-shaped viewers for the API's personas (issue 2 §3); `guest` is logged out. */
export const TEST_VIEWERS = PERSONA_VIEWERS satisfies Record<string, HeaderViewer | null>;

export type TestPersona = keyof typeof TEST_VIEWERS;
export const TEST_PERSONAS = Object.keys(TEST_VIEWERS) as TestPersona[];

/** Top-level categories as GetTopLevelCategories would return them (menu order). */
export const TEST_CATEGORIES = [
  { slug: 'illustration', displayName: 'Illustration' },
  { slug: 'photography', displayName: 'Photography' },
  { slug: 'graphic-design', displayName: 'Graphic Design' },
] as const;

export { TEST_CONFIG };
