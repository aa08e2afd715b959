import { FLAG_KEYS, PAGE_TYPES, SHIPPED_LOCALES } from '@masthead/header-core';
import type { AppData } from './app-data.ts';

// The shipped locales, British English (1-on-1 Sessions are offered in en, en-US and en-GB) and the
// pseudo-locale (accented, longer, in ⟦ ⟧: what a longer language does to the layout).
const LOCALES = [...SHIPPED_LOCALES, 'en-GB', 'en-XA'];

/**
 * Puts the demo data back to the seed (every persona's notifications unread as seeded; the analytics
 * sink emptied) with the API's POST /dev/reset, which answers a form post with a 303 back to this page.
 * A separate form, since forms cannot nest, and a plain one, so it works without JavaScript.
 */
function ResetForm({ returnTo }: { returnTo: string }) {
  return (
    <form method="post" action="/dev/reset" className="app-playground__reset">
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="app-button app-button--quiet" aria-describedby="playground-reset-note">Reset demo data</button>
      <span id="playground-reset-note">Marks every persona’s notifications unread again as seeded, for every browser.</span>
    </form>
  );
}

/**
 * The playground: a GET form whose fields are the URL parameters, so every scenario is a link and the
 * panel works without JavaScript. Parameters that could not be used are listed with the reason.
 */
export function PlaygroundPanel({ data }: { data: AppData }) {
  const { state, errors } = data;
  return (
    <aside className="app-playground" aria-labelledby="playground-title">
      <details open={data.route.title === 'Header playground' || errors.length > 0}>
        <summary id="playground-title">Playground</summary>
        {errors.length > 0 && (
          <div role="alert" className="app-playground__errors">
            <p>Some parameters were not applied:</p>
            <ul>{errors.map((e) => <li key={e}>{e}</li>)}</ul>
          </div>
        )}
        <form method="get" action={data.path} className="app-playground__form">
          {data.devTools && (
            <label>
              Persona
              <select name="persona" defaultValue={data.persona}>
                {data.personas.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
              </select>
            </label>
          )}
          <label>
            Page type
            <select name="pageType" defaultValue={state.pageType ?? ''}>
              <option value="">This page’s own ({data.route.pageType})</option>
              {PAGE_TYPES.map((p) => <option key={p} value={p}>{p}</option>)}
            </select>
          </label>
          <label>
            Theme
            <select name="theme" defaultValue={state.theme}>
              <option value="dark">Default (dark)</option>
              <option value="white">White</option>
            </select>
          </label>
          <label>
            Variant
            <select name="variant" defaultValue={state.variant ?? ''}>
              <option value="">By screen width</option>
              <option value="desktop">Desktop</option>
              <option value="mobile">Mobile</option>
            </select>
          </label>
          <label>
            Locale
            <input name="locale" list="playground-locales" defaultValue={state.locale} size={8} />
            <datalist id="playground-locales">{LOCALES.map((l) => <option key={l} value={l} />)}</datalist>
          </label>
          <fieldset className="app-playground__flags">
            <legend>Flags</legend>
            {FLAG_KEYS.map((flag) => (
              <label key={flag}>
                <input type="checkbox" name="flags" value={flag} defaultChecked={state.flags.includes(flag)} /> {flag}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="app-button">Apply</button>
        </form>
        {data.devTools && <ResetForm returnTo={`${data.path}${data.query ? `?${data.query}` : ''}`} />}
      </details>
    </aside>
  );
}
