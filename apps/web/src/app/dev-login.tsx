import type { PersonaOption } from './app-data.ts';

/**
 * The dev-only sign-in: a real form that posts to the API's /dev/login, which sets the persona cookie
 * and sends the browser back. It works with JavaScript off, and it is what the header's modals show.
 */
export function DevLoginForm({ personas, current, returnTo, idPrefix }: {
  personas: PersonaOption[];
  current: string;
  returnTo: string;
  idPrefix: string;
}) {
  return (
    <form className="app-login" method="post" action="/dev/login">
      <fieldset>
        <legend>Sign in as a demo persona</legend>
        {personas.map((p) => (
          <label key={p.id} className="app-login__option" htmlFor={`${idPrefix}-${p.id}`}>
            <input id={`${idPrefix}-${p.id}`} type="radio" name="persona" value={p.id} defaultChecked={p.id === current} />
            <span className="app-login__label">{p.label}</span>
            <span className="app-login__description">{p.description}</span>
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="app-button">Continue</button>
    </form>
  );
}
