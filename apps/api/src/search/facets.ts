/**
 * The results page's facets: their options (display name + filter value) and which classes each
 * option matches, as a condition on the catalogue's table (catalog_classes as `c`: class-search.ts
 * filters and counts in the database). Length buckets do not overlap; rating and publish buckets are cumulative
 * ("4 & up" includes "4.5 & up", "Last 6 months" includes "This month"), except "Older", which is
 * everything before the last year. Publish buckets count back from the seed's fixed reference
 * instant, not the wall clock, so counts never drift. Names are answered in the request's language
 * (facet-labels.ts); the values are the same in every language.
 */
import type { ClassSearchFilter, SearchFacetName } from '@masthead/graphql';
import type { Language } from '../language.ts';
import { termName } from '../seed/translations/index.ts';
import { CLASS_EXTRAS, CLASS_TYPES, LANGUAGES, LEVELS } from '../seed/vocabulary.ts';
import { DAY_MS, SEED_REFERENCE_INSTANT, type CatalogReference } from '../seed/types.ts';
import { slugify } from '../text-match.ts';
import type { Params } from './engine.ts';
import { optionName, ratingName } from './facet-labels.ts';

/** A condition on `c` (a row of catalog_classes), its values as the statement's parameters. */
export type ClassCondition = (params: Params) => string;

export interface FacetOptionDef {
  /** The English label. */
  name: string;
  /** The label in a language (the English one in English). */
  label: (language: Language) => string;
  value: string;
  /** Which classes the option matches. */
  where: ClassCondition;
}

export interface FacetDef {
  facet: SearchFacetName;
  /** The ClassSearchFilter field holding this facet's selected values (`skill` is a filter without a facet). */
  key: Exclude<keyof ClassSearchFilter, 'skill'>;
  name: string;
  options: readonly FacetOptionDef[];
}

/** An option whose label is one of OPTION_NAMES. */
function option(name: string, value: string, where: ClassCondition): FacetOptionDef {
  return { name, label: (language) => optionName(name, language), value, where };
}

/** The column equals the value. */
const equals = (column: string, value: string): ClassCondition => (p) => `c.${column} = ${p.value(value, 'text')}`;
/** The array column holds the value. */
const holds = (column: string, value: string): ClassCondition => (p) => `${p.value(value, 'text')} = ANY (c.${column})`;
/** Published less than `days` before the seed's reference instant (or, `older`, at least that long before). */
const published = (days: number, older = false): ClassCondition => () =>
  `(${SEED_REFERENCE_INSTANT} - c.published_at_ms) ${older ? '>=' : '<'} ${days * DAY_MS}`;

function buildFacets(catalog: CatalogReference): FacetDef[] {
  return [
    {
      facet: 'TYPE', key: 'type', name: 'Type',
      options: CLASS_TYPES.map((t) => option(t.name, t.value, equals('type_value', t.value))),
    },
    {
      facet: 'LANGUAGE', key: 'language', name: 'Language',
      options: LANGUAGES.map((l) => option(l.name, l.code, equals('language_code', l.code))),
    },
    {
      facet: 'LEVEL', key: 'level', name: 'Level',
      options: LEVELS.map((level) => option(level, slugify(level), equals('level', level))),
    },
    {
      facet: 'LENGTH', key: 'length', name: 'Length',
      options: [
        option('Under 15 min', 'under-15', () => 'c.duration_minutes < 15'),
        option('15–30 min', '15-30', () => 'c.duration_minutes >= 15 AND c.duration_minutes < 30'),
        option('30–60 min', '30-60', () => 'c.duration_minutes >= 30 AND c.duration_minutes <= 60'),
        option('Over 60 min', 'over-60', () => 'c.duration_minutes > 60'),
      ],
    },
    {
      facet: 'WITH', key: 'with', name: 'With',
      options: CLASS_EXTRAS.map((e) => option(e.name, e.value, holds('extras', e.value))),
    },
    {
      facet: 'PUBLISH', key: 'publish', name: 'Published',
      options: [
        option('This month', 'this-month', published(30)),
        option('Last 6 months', 'last-6-months', published(183)),
        option('Last year', 'last-year', published(365)),
        option('Older', 'older', published(365, true)),
      ],
    },
    {
      facet: 'RATING', key: 'rating', name: 'Rating',
      options: [4.5, 4, 3.5, 3].map((min) => ({
        name: ratingName(min, 'en-US'),
        label: (language: Language) => ratingName(min, language),
        value: `${String(min).replace('.', '-')}-up`,
        where: (p: Params) => `c.rating >= ${p.value(min, 'float8')}`,
      })),
    },
    {
      facet: 'MATERIALS', key: 'materials', name: 'Materials',
      options: catalog.materials.map((m) => ({
        name: m.name, label: (language: Language) => termName(m.name, language), value: m.value, where: holds('materials', m.value),
      })),
    },
    {
      facet: 'SOFTWARE', key: 'software', name: 'Software',
      // Product names: the same in every language.
      options: catalog.software.map((s) => ({ name: s.name, label: () => s.name, value: s.value, where: holds('software', s.value) })),
    },
  ];
}

const cache = new WeakMap<CatalogReference, FacetDef[]>();

/** The facet definitions for a catalog (materials and software options come from its data). */
export function facetDefinitions(catalog: CatalogReference): readonly FacetDef[] {
  let defs = cache.get(catalog);
  if (!defs) {
    defs = buildFacets(catalog);
    cache.set(catalog, defs);
  }
  return defs;
}
