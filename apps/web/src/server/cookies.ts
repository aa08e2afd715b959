import { isHttps, LANGUAGE_COOKIE, parseCookies, serializeCookie } from '@masthead/api/cookies';
import { PERSONA_COOKIE, SIGNED_OUT_PERSONA } from '@masthead/api/personas';
import type { IncomingMessage } from 'node:http';

// The API's parser and serialiser: the page is rendered for exactly the persona `/graphql` answers as.
export { LANGUAGE_COOKIE, parseCookies, PERSONA_COOKIE, SIGNED_OUT_PERSONA };
const PERSONA_MAX_AGE = 30 * 24 * 60 * 60;

/** What a production page says it was rendered for when a session cookie came: not the session itself. */
export const PRODUCTION_SESSION = 'session';

/**
 * Answers that depend on the session or change it (every page embeds the viewer's data): no cache, shared
 * or the browser's own, may keep them. `Vary: cookie` alone would let a shared cache with a default
 * lifetime store a member's page.
 */
export const SESSION_CACHE_CONTROL = 'private, no-store';

/** Whether this request came over https (directly or through a proxy that says so). */
function secure(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  return (req.socket as { encrypted?: boolean }).encrypted === true || isHttps('', Array.isArray(forwarded) ? forwarded[0] : forwarded);
}

/** Signs this browser in as a persona (the playground's `?persona=`, development only). */
export function personaCookie(req: IncomingMessage, persona: string): string {
  return serializeCookie(PERSONA_COOKIE, persona, PERSONA_MAX_AGE, { secure: secure(req) });
}

/** Signs this browser out. */
export function clearedPersonaCookie(req: IncomingMessage): string {
  return serializeCookie(PERSONA_COOKIE, '', 0, { secure: secure(req) });
}
