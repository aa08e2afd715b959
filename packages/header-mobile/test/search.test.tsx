import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeaderProps } from '@masthead/header-react';
import { recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '@masthead/header-react/testing';
import { findOption, renderInApollo, sleep, waitForSuggestions } from '../../header-react/test/search-fixtures.tsx';
import { MobileHeader } from '../src/index.ts';

function renderMobileSearch(props: Partial<HeaderProps> = {}) {
  const analytics = recordingAnalytics();
  const navigate = vi.fn<(href: string) => void>();
  const result = renderInApollo(
    <MobileHeader viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} analytics={analytics} navigate={navigate} storage={null} {...props} />,
  );
  return { ...result, analytics, navigate };
}

// The overlay's submit button is also named Search; the page is inert around the open dialog in a browser, not in jsdom.
const icon = () => within(screen.getByRole('banner')).getAllByRole('button', { name: 'Search' }).find((b) => b.hasAttribute('aria-haspopup'))!;
const overlay = () => document.querySelector<HTMLDialogElement>('dialog.mh-search-overlay')!;
const combobox = () => within(overlay()).getByRole('combobox', { name: 'Search' }) as HTMLInputElement;

async function openOverlay() {
  await userEvent.click(icon());
  expect(overlay().open).toBe(true);
  return overlay();
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Mobile search overlay', () => {
  it('a 44px search icon on the bar opens a modal dialog with the input focused', async () => {
    renderMobileSearch();
    expect(icon().getAttribute('aria-expanded')).toBe('false');
    expect(icon().getAttribute('aria-haspopup')).toBe('dialog');
    expect(overlay().open).toBe(false);
    await openOverlay();
    expect(icon().getAttribute('aria-expanded')).toBe('true');
    expect(icon().getAttribute('aria-controls')).toBe(overlay().id);
    expect(document.activeElement).toBe(combobox());
    expect(within(overlay()).getByRole('search').getAttribute('action')).toBe('/search');
  });

  it('is not on the bar where the page has no search', () => {
    renderMobileSearch({ pageType: 'referralLanding' });
    expect(within(screen.getByRole('banner')).queryAllByRole('button', { name: 'Search' }).filter((b) => b.hasAttribute('aria-haspopup'))).toEqual([]);
  });

  it('typing in the overlay shows the same grouped suggestions', async () => {
    const { server } = renderMobileSearch();
    await openOverlay();
    await userEvent.type(combobox(), 'wat');
    await findOption('Watercolor 101');
    expect(server.calls).toHaveLength(1);
    expect(within(overlay()).getAllByRole('group')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent).toMatch(/^Watercolor/);
  });

  it('no request under 3 characters', async () => {
    const { server } = renderMobileSearch();
    await openOverlay();
    await userEvent.type(combobox(), 'wa');
    await sleep(800);
    expect(server.calls).toHaveLength(0);
  });

  it('Cancel closes it, keeps the text, and gives focus back to the icon', async () => {
    renderMobileSearch();
    await openOverlay();
    await userEvent.type(combobox(), 'ink');
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Cancel' }));
    expect(overlay().open).toBe(false);
    expect(icon().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(icon());
    await openOverlay();
    expect(combobox().value).toBe('ink');
  });

  it('owns a history entry while open: Back closes it, Cancel goes back over it', async () => {
    renderMobileSearch();
    await openOverlay();
    expect(typeof (window.history.state as Record<string, unknown> | null)?.['__mhLayer']).toBe('string');
    await act(async () => {
      window.history.back();
      await waitFor(() => expect(overlay().open).toBe(false));
    });
    expect(icon().getAttribute('aria-expanded')).toBe('false');

    await openOverlay();
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Cancel' }));
    await act(async () => {
      await popped;
    });
    expect(overlay().open).toBe(false);
    expect((window.history.state as Record<string, unknown> | null)?.['__mhLayer']).toBeUndefined();
  });

  it('Escape with the list open closes the list and is consumed (e2e checks that the dialog stays open)', async () => {
    renderMobileSearch();
    await openOverlay();
    const input = combobox();
    await userEvent.type(input, 'wat');
    await waitForSuggestions(7);
    // A prevented keydown is no close request for the platform's dialog (jsdom's stand-in ignores that).
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter submits the typed text (naturalLang) and closes the overlay', async () => {
    const { navigate } = renderMobileSearch();
    await openOverlay();
    await userEvent.type(combobox(), 'ink drawing{Enter}');
    expect(navigate.mock.calls).toEqual([['/search?query=ink+drawing&searchMethod=naturalLang&via=header']]);
    expect(overlay().open).toBe(false);
  });

  it('Enter on a suggestion goes to its URL', async () => {
    const { navigate } = renderMobileSearch();
    await openOverlay();
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(navigate.mock.calls).toEqual([['/user/wat-tyler?via=header']]);
  });

  it('a tap on a suggestion goes to its URL', async () => {
    const { navigate } = renderMobileSearch();
    await openOverlay();
    await userEvent.type(combobox(), 'wat');
    await userEvent.click(await findOption('Watercolor: The Learning Path, 6 classes'));
    expect(navigate.mock.calls).toEqual([['/paths/watercolor-the-learning-path?via=header']]);
  });

  it('opening it closes the drawer (one layer at a time)', async () => {
    renderMobileSearch({ viewer: TEST_VIEWERS.member });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement;
    expect(drawer.open).toBe(true);
    // The drawer is modal in a browser; jsdom does not make the page inert, which lets the test press the icon.
    await userEvent.click(icon());
    expect(overlay().open).toBe(true);
    expect(drawer.open).toBe(false);
  });

  it('"/" on the page opens the overlay with the box focused (issue 25)', async () => {
    renderMobileSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Page button' }));
    await userEvent.keyboard('/');
    await waitFor(() => expect(overlay().open).toBe(true));
    expect(document.activeElement).toBe(combobox());
    expect(combobox().value).toBe('');
    expect(icon().getAttribute('aria-keyshortcuts')).toBe('/');
  });

  it('the clear button in the overlay empties the box, closes the list and keeps the keyboard up (focus stays)', async () => {
    renderMobileSearch();
    await openOverlay();
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    await userEvent.click(within(overlay()).getByRole('button', { name: 'Clear search' }));
    expect(combobox().value).toBe('');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
    expect(overlay().open).toBe(true);
  });

  it('on the search page the overlay’s box shows the submitted query', async () => {
    window.history.replaceState(null, '', '/search?query=ink&searchMethod=naturalLang&via=header');
    renderMobileSearch({ isSearchPage: true });
    await openOverlay();
    expect(combobox().value).toBe('ink');
  });
});
