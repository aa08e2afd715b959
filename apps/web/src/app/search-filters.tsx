import { useId } from 'react';
import type { GetFacetsQuery } from '@masthead/graphql';
import { FACET_KEYS, activeFilterCount, type FacetKey, type SearchPageState } from './search-params.ts';

/** Facets with short lists start open; the long ones (materials, software…) open on demand. */
const OPEN_BY_DEFAULT: ReadonlySet<FacetKey> = new Set(['type', 'language', 'level', 'length']);
const NUMBER = new Intl.NumberFormat('en-US');

export interface SearchFiltersProps {
  /** The form's id: the sort select outside the form joins it with `form=`. */
  formId: string;
  state: SearchPageState;
  facets: GetFacetsQuery | undefined;
  /** The facets query failed (the form still lists what is chosen, so it can be unchosen). */
  failed: boolean;
  /** False before hydration: the form then submits (GET) with an Apply button. */
  enhanced: boolean;
  /** Hidden fields that keep the page's other parameters (query, via, the playground's…). */
  hidden: readonly (readonly [string, string])[];
  clearHref: string;
  onToggle: (facet: FacetKey, value: string, checked: boolean) => void;
  /** The search found nothing: only the chosen options are listed (to unchoose them), not every option with 0. Default false. */
  onlyChosen?: boolean;
}

/**
 * The facet filters (GetFacets): one group of checkboxes per facet with the count each option would
 * give. A GET form to /search, so it works without JavaScript; with it, each change re-queries at once.
 */
export function SearchFilters({ formId, state, facets, failed, enhanced, hidden, clearHref, onToggle, onlyChosen = false }: SearchFiltersProps) {
  const titleId = `${useId()}filters`;
  const chosen = activeFilterCount(state.filters);
  const badge = chosen > 0 ? <span className="app-search__badge"> ({chosen} chosen)</span> : null;
  return (
    <form id={formId} className="app-search__filters" method="get" action="/search" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-search__filters-title">
        Filters{badge}
      </h2>
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {/* On narrow screens the facets fold away behind "Filters" so the results come first; wide screens
          show them always (styles: ::details-content). Closed by default: the server cannot know the width. */}
      <details className="app-search__filters-panel">
        <summary className="app-search__filters-summary">Filters{badge}</summary>
        {failed ? <p className="app-search__note">Filters are unavailable right now. Try again in a few minutes.</p> : null}
        {FACET_KEYS.map((key) => {
          const facet = facets?.[key].facets;
          const selected = state.filters[key];
          // Keep chosen values visible even before (or without) the counts, so they can be unchosen.
          const known = facet?.options ?? selected.map((value) => ({ name: value, value, count: -1 }));
          const options = onlyChosen ? known.filter((option) => selected.includes(option.value)) : known;
          if (options.length === 0) return null;
          const name = facet?.name ?? key;
          return (
            <details key={key} className="app-facet" open={OPEN_BY_DEFAULT.has(key) || selected.length > 0}>
              <summary className="app-facet__summary">
                {name}
                {selected.length > 0 ? <span className="app-search__badge"> ({selected.length})</span> : null}
              </summary>
              <fieldset className="app-facet__options">
                <legend className="app-visually-hidden">{name}</legend>
                <ul>
                  {options.map((option) => {
                    const checked = selected.includes(option.value);
                    return (
                      <li key={option.value}>
                        <label className="app-facet__option" data-empty={option.count === 0 && !checked ? '' : undefined}>
                          <input
                            type="checkbox"
                            name={key}
                            value={option.value}
                            checked={checked}
                            disabled={option.count === 0 && !checked}
                            onChange={(event) => onToggle(key, option.value, event.currentTarget.checked)}
                          />
                          <span className="app-facet__name">{option.name}</span>{' '}
                          {option.count >= 0 ? (
                            <span className="app-facet__count">
                              {NUMBER.format(option.count)}
                              <span className="app-visually-hidden"> {option.count === 1 ? 'class' : 'classes'}</span>
                            </span>
                          ) : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            </details>
          );
        })}
      </details>
      <div className="app-search__filter-actions">
        {enhanced ? null : (
          <button type="submit" className="app-button">
            Apply filters
          </button>
        )}
        {chosen > 0 ? <a href={clearHref}>Clear all filters</a> : null}
      </div>
    </form>
  );
}
