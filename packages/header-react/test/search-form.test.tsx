import { fireEvent, screen } from '@testing-library/react';
import { SearchForm } from '../src/index.ts';
import { renderInHeader } from './render.tsx';

describe('SearchForm', () => {
  it('is a GET form to /search with query, searchMethod and via', () => {
    renderInHeader(<SearchForm />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(input.name).toBe('query');
    expect(input.maxLength).toBe(58);
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((field) => [field.name, field.value]),
    );
    expect(hidden).toEqual({ searchMethod: 'naturalLang', via: 'header' });
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it("uses the host's search via", () => {
    renderInHeader(<SearchForm />, { config: { searchVia: 'home-hero' } });
    expect((document.querySelector('input[name="via"]') as HTMLInputElement).value).toBe('home-hero');
  });

  it('cuts the query at a code point boundary before submitting', () => {
    renderInHeader(<SearchForm />);
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    input.value = `${'a'.repeat(57)}😀😀`;
    const form = screen.getByRole('search') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(form);
    expect(input.value).toBe(`${'a'.repeat(57)}😀`);
  });
});
