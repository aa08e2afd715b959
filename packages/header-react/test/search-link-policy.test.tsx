// Suggestions and the link policy (issue 10): a class or teacher whose link leaves our origin for a
// host the configuration does not list is not suggested, as a suggestion with a refused link never was.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '../src/index.ts';
import { findOption, renderWithSuggestions } from './search-fixtures.tsx';

const combobox = () => screen.getByRole('combobox', { name: 'Search' });

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('SearchBox: suggestion links', () => {
  it('offers our own and the community site’s links, and drops a foreign host and its look-alike', async () => {
    const { navigate } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'links');
    await findOption('Linked Community');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.getAttribute('aria-label') ?? option.textContent);
    expect(names.some((name) => /Foreign|Lookalike|Away/.test(name ?? ''))).toBe(false);
    expect(within(listbox).getByRole('option', { name: 'Linked Home' })).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: /^Linked Here/ })).toBeTruthy();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Linked Community' }));
    // Another site's link is left as it is (no via parameter: decisions.md).
    expect(navigate).toHaveBeenCalledWith('https://community.masthead.example/classes/2');
  });

  it('a host added with config.linkHosts is suggested too', async () => {
    renderWithSuggestions(<SearchBox />, { config: { communityUrl: 'https://community.masthead.example', linkHosts: ['evil.example'] } });
    await userEvent.type(combobox(), 'links');
    await findOption('Linked Foreign');
    expect(screen.getByRole('option', { name: /^Linked Away/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Linked Lookalike' })).toBeNull();
  });
});
