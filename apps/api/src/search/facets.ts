/**
 * The results page's facets: their options (display name + filter value) and which classes each
 * option matches. Length buckets do not overlap; rating and publish buckets are cumulative
 * ("4 & up" includes "4.5 & up", "Last 6 months" includes "This month"), except "Older", which is
 * everything before the last year. Publish buckets count back from the seed's fixed reference
 * instant, not the wall clock, so counts never drift.
 */
import type { ClassSearchFilter, SearchFacetName } from '@masthead/graphql';
import { CLASS_EXTRAS, CLASS_TYPES, LANGUAGES, LEVELS } from '../seed/vocabulary.ts';
import { DAY_MS, SEED_REFERENCE_INSTANT, type Catalog, type ClassRecord } from '../seed/types.ts';
import { slugify } from '../text-match.ts';

export interface FacetOptionDef {
  name: string;
  value: string;
  test: (c: ClassRecord) => boolean;
}

export interface FacetDef {
  facet: SearchFacetName;
  /** The ClassSearchFilter field holding this facet's selected values. */
  key: keyof ClassSearchFilter;
  name: string;
  options: readonly FacetOptionDef[];
}

const ageDays = (c: ClassRecord): number => (SEED_REFERENCE_INSTANT - c.publishedAtMs) / DAY_MS;

function buildFacets(catalog: Catalog): FacetDef[] {
  return [
    {
      facet: 'TYPE', key: 'type', name: 'Type',
      options: CLASS_TYPES.map((t) => ({ name: t.name, value: t.value, test: (c) => c.typeValue === t.value })),
    },
    {
      facet: 'LANGUAGE', key: 'language', name: 'Language',
      options: LANGUAGES.map((l) => ({ name: l.name, value: l.code, test: (c) => c.languageCode === l.code })),
    },
    {
      facet: 'LEVEL', key: 'level', name: 'Level',
      options: LEVELS.map((level) => ({ name: level, value: slugify(level), test: (c) => c.level === level })),
    },
    {
      facet: 'LENGTH', key: 'length', name: 'Length',
      options: [
        { name: 'Under 15 min', value: 'under-15', test: (c) => c.durationMinutes < 15 },
        { name: '15–30 min', value: '15-30', test: (c) => c.durationMinutes >= 15 && c.durationMinutes < 30 },
        { name: '30–60 min', value: '30-60', test: (c) => c.durationMinutes >= 30 && c.durationMinutes <= 60 },
        { name: 'Over 60 min', value: 'over-60', test: (c) => c.durationMinutes > 60 },
      ],
    },
    {
      facet: 'WITH', key: 'with', name: 'With',
      options: CLASS_EXTRAS.map((e) => ({ name: e.name, value: e.value, test: (c) => c.extras.includes(e.value) })),
    },
    {
      facet: 'PUBLISH', key: 'publish', name: 'Published',
      options: [
        { name: 'This month', value: 'this-month', test: (c) => ageDays(c) < 30 },
        { name: 'Last 6 months', value: 'last-6-months', test: (c) => ageDays(c) < 183 },
        { name: 'Last year', value: 'last-year', test: (c) => ageDays(c) < 365 },
        { name: 'Older', value: 'older', test: (c) => ageDays(c) >= 365 },
      ],
    },
    {
      facet: 'RATING', key: 'rating', name: 'Rating',
      options: [4.5, 4, 3.5, 3].map((min) => ({
        name: `${min.toFixed(1).replace(/\.0$/, '')} & up`,
        value: `${String(min).replace('.', '-')}-up`,
        test: (c: ClassRecord) => c.rating >= min,
      })),
    },
    {
      facet: 'MATERIALS', key: 'materials', name: 'Materials',
      options: catalog.materials.map((m) => ({ name: m.name, value: m.value, test: (c) => c.materials.includes(m.value) })),
    },
    {
      facet: 'SOFTWARE', key: 'software', name: 'Software',
      options: catalog.software.map((s) => ({ name: s.name, value: s.value, test: (c) => c.software.includes(s.value) })),
    },
  ];
}

const cache = new WeakMap<Catalog, FacetDef[]>();

/** The facet definitions for a catalog (materials and software options come from its data). */
export function facetDefinitions(catalog: Catalog): readonly FacetDef[] {
  let defs = cache.get(catalog);
  if (!defs) {
    defs = buildFacets(catalog);
    cache.set(catalog, defs);
  }
  return defs;
}
