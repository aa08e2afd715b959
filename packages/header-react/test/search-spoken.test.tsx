// Two things a screen reader says in the search box (issue 35, item 9): what its polite region announces
// while a person types (never nothing), and the comma between a suggestion's name and its detail (the
// page's language's own). apps/web/e2e/spoken/04-search.spec.ts hears the same in a browser.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '@masthead/header-core/i18n';
import { SearchBox } from '../src/index.ts';
import { findOption, liveRegion, renderWithSuggestions, waitForSuggestions } from './search-fixtures.tsx';

const combobox = () => screen.getByRole('combobox') as HTMLInputElement;

/**
 * What a reader announces for each change of a live region, by ARIA's rules: an atomic region is read
 * whole on any change (emptied, that is nothing: the 'polite:' alone of the e2e transcripts); otherwise
 * the text added or changed is read (aria-relevant's default 'additions text'), and a removal is not.
 */
function announcements(region: HTMLElement): string[] {
  const said: string[] = [];
  new MutationObserver((records) => {
    for (const record of records) {
      if (region.getAttribute('aria-atomic') === 'true') said.push(region.textContent ?? '');
      else if (record.type === 'characterData') said.push(record.target.textContent ?? '');
      else for (const node of record.addedNodes) said.push(node.textContent ?? '');
    }
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('what the search box says', () => {
  it('each settled count, once, and nothing empty while typing, even when a count comes back the same', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.click(combobox());
    const said = announcements(liveRegion()!);
    await userEvent.keyboard('wat');
    await waitForSuggestions(7);
    await userEvent.keyboard('e');
    await waitForSuggestions(1);
    // Back to 'wat', answered from the cache: the same count as before, said again.
    await userEvent.keyboard('{Backspace}');
    await waitForSuggestions(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(said).toEqual(['7 suggestions available', '1 suggestion available', '7 suggestions available']);
  });

  it("joins a suggestion's name and its detail with the language's comma", async () => {
    renderWithSuggestions(<SearchBox />, { locale: 'ar', messages: await loadMessages('ar') });
    await userEvent.click(combobox());
    await userEvent.keyboard('wat');
    // 'Watercolor، 19 درسًا': Arabic's comma, not the Latin one.
    const skill = await findOption(/^Watercolor، 19 /);
    expect(skill.textContent).not.toContain(',');
    expect(await findOption(/^Wat Tyler، /)).toBeTruthy();
  });

  it('keeps the Latin comma in English', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.click(combobox());
    await userEvent.keyboard('wat');
    expect(await findOption('Watercolor, 19 classes')).toBeTruthy();
  });
});
