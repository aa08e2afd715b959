/**
 * Dev-only HTTP routes on the API server: persona login/logout, adding a live notification or a class,
 * resetting state. They exist so the web app and the tests can drive scenarios without a real
 * account system; nothing here is meant for production.
 */
import type { ApiState } from './context.ts';
import { isHttps, parseCookies, serializeCookie } from './cookies.ts';
import { HttpError, errorReply, jsonReply, readFields, type HttpReply } from './http/reply.ts';
import { PERSONA_COOKIE, PERSONA_IDS, PERSONAS, findPersona, type Persona } from './personas.ts';
import { addClass } from './search/add-class.ts';

const MAX_FORM_BYTES = 8 * 1024;
const COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * Only same-origin, root-relative paths are allowed as redirect targets; `//evil`, `/\evil`, paths
 * that normalise to `//evil`, absolute URLs and anything with control characters fall back to `/`.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return '/';
  }
  const base = 'http://dev.invalid';
  try {
    const url = new URL(value, base);
    // '/.//evil.example' and '/%2e//evil.example' normalise to the path '//evil.example', which a
    // browser reads as another host.
    return url.origin === base && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

function unknownPersona(value: unknown): HttpError {
  const shown = typeof value === 'string' ? value.slice(0, 60) : String(value);
  return new HttpError(400, `Unknown persona '${shown}'. Known personas: ${PERSONA_IDS.join(', ')}.`);
}

function personaFrom(value: unknown): Persona {
  if (typeof value !== 'string' || value === '') {
    throw new HttpError(400, `Missing persona. Known personas: ${PERSONA_IDS.join(', ')}.`);
  }
  const persona = findPersona(value);
  if (!persona) throw unknownPersona(value);
  return persona;
}

function summary(p: Persona) {
  return { id: p.id, label: p.label, description: p.description, name: p.user ? `${p.user.firstName} ${p.user.lastName}` : null };
}

/** A form post gets a 303 to `returnTo`; a JSON call gets JSON. Both carry the cookie change. */
function done(isForm: boolean, returnTo: unknown, cookie: string, data: unknown): HttpReply {
  if (isForm) return { status: 303, headers: { location: safeReturnTo(returnTo), 'set-cookie': cookie }, body: null };
  return jsonReply(200, data, { 'set-cookie': cookie });
}

/** The persona session cookie for this request (Secure when it came over https). */
function personaCookie(request: Request, persona: string, maxAgeSeconds: number): string {
  return serializeCookie(PERSONA_COOKIE, persona, maxAgeSeconds, { secure: isHttps(request.url, request.headers.get('x-forwarded-proto')) });
}

async function login(request: Request): Promise<HttpReply> {
  const { fields, isForm } = await readFields(request, MAX_FORM_BYTES);
  const persona = personaFrom(fields['persona']);
  // Choosing the guest clears the cookie rather than storing "guest": logged out is the absence of one.
  const cookie = persona.user ? personaCookie(request, persona.id, COOKIE_MAX_AGE) : personaCookie(request, '', 0);
  return done(isForm, fields['returnTo'], cookie, { persona: summary(persona) });
}

async function logout(request: Request): Promise<HttpReply> {
  const { fields, isForm } = await readFields(request, MAX_FORM_BYTES);
  return done(isForm, fields['returnTo'], personaCookie(request, '', 0), { persona: summary(PERSONAS[0] ?? personaFrom('guest')) });
}

async function addNotification(request: Request, state: ApiState): Promise<HttpReply> {
  const { fields } = await readFields(request, MAX_FORM_BYTES);
  const requested = fields['persona'] ?? parseCookies(request.headers.get('cookie')).get(PERSONA_COOKIE);
  const persona = personaFrom(requested);
  if (!persona.user) throw new HttpError(400, 'Guests have no notifications; pass a signed-in persona.');
  const feed = fields['feed'] ?? 'own';
  if (feed !== 'own' && feed !== 'students') throw new HttpError(400, "feed must be 'own' or 'students'.");
  const record = await state.notifications.add(persona.id, feed);
  return jsonReply(201, { persona: persona.id, feed, id: record.id, createdAt: new Date(record.createdAtMs).toISOString() });
}

/** A class added while the API runs (search/add-class.ts): 201 with the class as suggestions answer it. */
async function postClass(request: Request, state: ApiState): Promise<HttpReply> {
  const { fields } = await readFields(request, MAX_FORM_BYTES);
  const record = await addClass(await state.notifications.database(), await state.notifications.catalog(), fields, state.now());
  return jsonReply(201, { id: record.id, title: record.title, url: record.url, skillIds: record.skillIds, teacherId: record.teacherId });
}

/**
 * Puts every persona's notifications back to the seed, takes away the classes added, and clears the analytics sink. A form post (the
 * playground's Reset button, which works without JavaScript) gets a 303 back to `returnTo`; a JSON or
 * empty call gets `{ ok: true }`.
 */
async function reset(request: Request, state: ApiState): Promise<HttpReply> {
  const { fields, isForm } = await readFields(request, MAX_FORM_BYTES);
  await state.notifications.reset();
  state.analytics.clear();
  if (isForm) return { status: 303, headers: { location: safeReturnTo(fields['returnTo']) }, body: null };
  return jsonReply(200, { ok: true });
}

type Route = (request: Request, state: ApiState) => Promise<HttpReply> | HttpReply;

const ROUTES: Readonly<Record<string, Partial<Record<string, Route>>>> = {
  '/dev/personas': { GET: () => jsonReply(200, PERSONAS.map(summary)) },
  '/dev/login': { POST: login },
  '/dev/logout': { POST: logout },
  '/dev/notifications': { POST: addNotification },
  '/dev/classes': { POST: postClass },
  '/dev/reset': { POST: reset },
};

/** Handles a /dev/* request, or returns null when the path is not a dev route. */
export async function handleDevRoute(request: Request, pathname: string, state: ApiState): Promise<HttpReply | null> {
  const methods = ROUTES[pathname];
  if (!methods) return null;
  const route = methods[request.method];
  if (!route) {
    return jsonReply(405, { error: `${request.method} is not allowed on ${pathname}.` }, { allow: Object.keys(methods).join(', ') });
  }
  try {
    return await route(request, state);
  } catch (error) {
    if (error instanceof HttpError) return errorReply(error);
    throw error;
  }
}
