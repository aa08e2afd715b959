// "/" goes to the search box from anywhere on the page (as on GitHub, YouTube, MDN). Like
// search-lazy.test.tsx, this file does not load the interaction chunk up front: the key must work
// before the machines have loaded, since it is often the header's first use.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderRoot, SearchBox } from '../src/index.ts';
import { renderWithSuggestions } from './search-server.tsx';

const searchInput = () => document.querySelector<HTMLInputElement>('input[name="query"]')!;

function renderBox() {
  const result = renderWithSuggestions(
    <HeaderRoot variant="desktop">
      <SearchBox />
    </HeaderRoot>,
  );
  const page = document.getElementById('main')!;
  page.insertAdjacentHTML('beforeend', '<input aria-label="Page field"><textarea aria-label="Notes"></textarea><div contenteditable="true" aria-label="Editor" tabindex="0"></div>');
  return result;
}

describe('the "/" key', () => {
  it('focuses the search box from the page, before its machine has loaded, and types no "/"', async () => {
    renderBox();
    act(() => screen.getByRole('button', { name: 'Page button' }).focus());
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(searchInput());
    expect(searchInput().value).toBe('');
    // The focus loads the machine; the box is then the combobox and says which key reaches it.
    const combobox = await screen.findByRole('combobox', { name: 'Search' });
    expect(combobox.getAttribute('aria-keyshortcuts')).toBe('/');
    // In the box, "/" is a character like any other.
    await userEvent.keyboard('a/b');
    expect(searchInput().value).toBe('a/b');
  });

  it.each([
    ['a text field', () => screen.getByRole('textbox', { name: 'Page field' })],
    ['a textarea', () => screen.getByRole('textbox', { name: 'Notes' })],
    ['a contenteditable element', () => screen.getByLabelText('Editor')],
  ])('does nothing while focus is in %s', async (_name, target) => {
    renderBox();
    act(() => target().focus());
    const event = fireEvent.keyDown(target(), { key: '/' });
    expect(event).toBe(true);
    expect(document.activeElement).toBe(target());
  });

  it.each([['ctrlKey'], ['metaKey'], ['altKey']])('does nothing with %s held (Shift is allowed: "/" needs it on many layouts)', async (modifier) => {
    renderBox();
    expect(fireEvent.keyDown(document.body, { key: '/', [modifier]: true })).toBe(true);
    expect(document.activeElement).not.toBe(searchInput());
    expect(fireEvent.keyDown(document.body, { key: '/', shiftKey: true })).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(searchInput()));
  });

  it('does nothing inside an open dialog (a drawer, a modal: its own layer has the keyboard)', () => {
    renderBox();
    document.body.insertAdjacentHTML('beforeend', '<dialog open><button type="button">In the dialog</button></dialog>');
    const inside = screen.getByRole('button', { name: 'In the dialog' });
    act(() => inside.focus());
    expect(fireEvent.keyDown(inside, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(inside);
    document.querySelector('dialog')?.remove();
  });
});

describe('a paste before the machine has loaded', () => {
  it('is not cut by the browser; the machine keeps its first 58 code points and says so', async () => {
    renderBox();
    act(() => screen.getByRole('button', { name: 'Page button' }).focus());
    await userEvent.keyboard('/');
    expect(searchInput().hasAttribute('maxlength')).toBe(false);
    await userEvent.paste(`${'🎨'.repeat(40)} watercolor and gouache`);
    const combobox = (await screen.findByRole('combobox', { name: 'Search' })) as HTMLInputElement;
    await waitFor(() => expect(combobox.value).toBe(`${'🎨'.repeat(40)} watercolor and go`));
    expect(document.querySelector('.mh-searchbox [role="status"]')?.textContent).toBe('Searches can be up to 58 characters');
  });
});
