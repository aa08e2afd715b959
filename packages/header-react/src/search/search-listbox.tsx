import type { SearchApi, SearchMessages } from '@masthead/header-core';
import { SearchOptionRow } from './search-option.tsx';

export interface SearchListboxProps {
  api: SearchApi;
  messages: SearchMessages;
  onPointer?: () => void;
}

/**
 * The suggestions popup (APG grouped listbox): the natural-language row, then one group per kind
 * (Skills, Classes, Learning Paths, Teachers) labelled by its heading. Row 0 — the typed text — is
 * the input itself, so it is not drawn again here.
 */
export function SearchListbox({ api, messages, onPointer }: SearchListboxProps) {
  const { hidden, ...listboxProps } = api.listboxProps;
  return (
    <div {...listboxProps} hidden={hidden || api.sections.length === 0} className="mh-search__listbox">
      {api.sections.map((section) => {
        if (section.kind === 'query' || section.headingId === null) {
          return section.options
            .filter((view) => view.index > 0)
            .map((view) => <SearchOptionRow key={view.id} api={api} view={view} messages={messages} {...(onPointer ? { onPointer } : {})} />);
        }
        return (
          <div key={section.kind} {...api.groupProps(section.kind)} className="mh-search__group" data-kind={section.kind}>
            <div role="presentation" id={section.headingId} className="mh-search__heading">
              {section.heading}
            </div>
            {section.options.map((view) => (
              <SearchOptionRow key={view.id} api={api} view={view} messages={messages} {...(onPointer ? { onPointer } : {})} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
