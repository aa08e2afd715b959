/**
 * The results page's facets: their options (display name + filter value) and which classes each
 * option matches. Length buckets do not overlap; rating and publish buckets are cumulative
 * ("4 & up" includes "4.5 & up", "Last 6 months" includes "This month"), except "Older", which is
 * everything before the last year. Publish buckets count back from the seed's fixed reference
 * instant, not the wall clock, so counts never drift. Names are answered in the request's language
 * (facet-labels.ts); the values are the same in every language.
 */
import type { ClassSearchFilter, SearchFacetName } from '@masthead/graphql';
import type { Language } from '../language.ts';
import { termName } from '../seed/translations/index.ts';
import { CLASS_EXTRAS, CLASS_TYPES, LANGUAGES, LEVELS } from '../seed/vocabulary.ts';
import { DAY_MS, SEED_REFERENCE_INSTANT, type Catalog, type ClassRecord } from '../seed/types.ts';
import { slugify } from '../text-match.ts';
import { optionName, ratingName } from './facet-labels.ts';

export interface FacetOptionDef {
  /** The English label. */
  name: string;
  /** The label in a language (the English one in English). */
  label: (language: Language) => string;
  value: string;
  test: (c: ClassRecord) => boolean;
}

export interface FacetDef {
  facet: SearchFacetName;
  /** The ClassSearchFilter field holding this facet's selected values (`skill` is a filter without a facet). */
  key: Exclude<keyof ClassSearchFilter, 'skill'>;
  name: string;
  options: readonly FacetOptionDef[];
}

/** An option whose label is one of OPTION_NAMES. */
function option(name: string, value: string, test: (c: ClassRecord) => boolean): FacetOptionDef {
  return { name, label: (language) => optionName(name, language), value, test };
}

const ageDays = (c: ClassRecord): number => (SEED_REFERENCE_INSTANT - c.publishedAtMs) / DAY_MS;

function buildFacets(catalog: Catalog): FacetDef[] {
  return [
    {
      facet: 'TYPE', key: 'type', name: 'Type',
      options: CLASS_TYPES.map((t) => option(t.name, t.value, (c) => c.typeValue === t.value)),
    },
    {
      facet: 'LANGUAGE', key: 'language', name: 'Language',
      options: LANGUAGES.map((l) => option(l.name, l.code, (c) => c.languageCode === l.code)),
    },
    {
      facet: 'LEVEL', key: 'level', name: 'Level',
      options: LEVELS.map((level) => option(level, slugify(level), (c) => c.level === level)),
    },
    {
      facet: 'LENGTH', key: 'length', name: 'Length',
      options: [
        option('Under 15 min', 'under-15', (c) => c.durationMinutes < 15),
        option('15–30 min', '15-30', (c) => c.durationMinutes >= 15 && c.durationMinutes < 30),
        option('30–60 min', '30-60', (c) => c.durationMinutes >= 30 && c.durationMinutes <= 60),
        option('Over 60 min', 'over-60', (c) => c.durationMinutes > 60),
      ],
    },
    {
      facet: 'WITH', key: 'with', name: 'With',
      options: CLASS_EXTRAS.map((e) => option(e.name, e.value, (c) => c.extras.includes(e.value))),
    },
    {
      facet: 'PUBLISH', key: 'publish', name: 'Published',
      options: [
        option('This month', 'this-month', (c) => ageDays(c) < 30),
        option('Last 6 months', 'last-6-months', (c) => ageDays(c) < 183),
        option('Last year', 'last-year', (c) => ageDays(c) < 365),
        option('Older', 'older', (c) => ageDays(c) >= 365),
      ],
    },
    {
      facet: 'RATING', key: 'rating', name: 'Rating',
      options: [4.5, 4, 3.5, 3].map((min) => ({
        name: ratingName(min, 'en-US'),
        label: (language: Language) => ratingName(min, language),
        value: `${String(min).replace('.', '-')}-up`,
        test: (c: ClassRecord) => c.rating >= min,
      })),
    },
    {
      facet: 'MATERIALS', key: 'materials', name: 'Materials',
      options: catalog.materials.map((m) => ({
        name: m.name, label: (language: Language) => termName(m.name, language), value: m.value, test: (c: ClassRecord) => c.materials.includes(m.value),
      })),
    },
    {
      facet: 'SOFTWARE', key: 'software', name: 'Software',
      // Product names: the same in every language.
      options: catalog.software.map((s) => ({ name: s.name, label: () => s.name, value: s.value, test: (c: ClassRecord) => c.software.includes(s.value) })),
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
