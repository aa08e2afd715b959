/** The GraphQL context and the persona lookup every viewer-reading resolver goes through. */
import type { AnalyticsLimiters, AnalyticsStore } from './analytics.ts';
import { parseCookies } from './cookies.ts';
import { apiError } from './errors.ts';
import { answerLanguage, type Language } from './language.ts';
import type { NotificationStore } from './notifications/store.ts';
import type { SharedReads } from './notifications/shared-reads.ts';
import type { SlowReaderBounds } from './notifications/slow-reader.ts';
import type { StreamCounter } from './notifications/streams.ts';
import { PERSONA_COOKIE, PERSONA_IDS, SIGNED_OUT_PERSONA, findPersona, type Persona, type PersonaUser } from './personas.ts';
import { sessionProblemMessage, verifySession } from './sessions.ts';
import { SearchSession } from './search/session.ts';

/** Everything one server instance holds; shared by all its requests. */
export interface ApiState {
  notifications: NotificationStore;
  /** Open `notificationEvents` streams per session, address and process, bounded (streams.ts). */
  streams: StreamCounter;
  /** When a stream's slow reader is cut off and its backlog collapsed (slow-reader.ts). */
  slowReaders: SlowReaderBounds;
  /** The streams' reads of one event, shared (shared-reads.ts). */
  liveReads: SharedReads;
  analytics: AnalyticsStore;
  analyticsLimiters: AnalyticsLimiters;
  now: () => number;
  /** Production mode: errors say no more than the caller needs (see unknownPersonaError). */
  production: boolean;
  /**
   * What the session cookie is checked with: in production, the secret its tokens are signed with
   * (sessions.ts); null in development, where the cookie names a persona.
   */
  sessionSecret: string | null;
  /**
   * Where image URLs in data point (`${imageOrigin}/img/...`), normalised without a trailing slash;
   * null means the origin the request was addressed to (createApiApp without the option).
   */
  imageOrigin: string | null;
}

export interface ApiContext {
  state: ApiState;
  /** `performance.now()` past which the request's resolvers stop (limits.ts, the time budget). */
  deadline: number;
  budgetMs: number;
  /** The raw `masthead_persona` cookie (a persona id; in production a signed session), or null when absent (= guest). */
  personaCookie: string | null;
  /** The image origin for this request; resolvers prefix our /img/ paths with it (see images.ts). */
  imageOrigin: string;
  /**
   * The language of the text the API owns in this answer (category names, the search vocabulary,
   * notification templates): Accept-Language, then the cookie; Accept-Language only for a public
   * operation (language.ts).
   */
  language: Language;
  /**
   * What this request's searches share (search/session.ts): the four suggestion lists one plan and one
   * statement, the results page's fields one search. Never kept across requests.
   */
  searchPlans: SearchSession;
}

/** Builds the per-request context from the request's cookies, headers and operation name. */
export function createContext(state: ApiState, request: Request, budgetMs: number, operationName?: string | null): ApiContext {
  const cookie = parseCookies(request.headers.get('cookie')).get(PERSONA_COOKIE);
  return {
    state,
    deadline: performance.now() + budgetMs,
    budgetMs,
    personaCookie: cookie === undefined || cookie === '' ? null : cookie,
    imageOrigin: state.imageOrigin ?? new URL(request.url).origin,
    language: answerLanguage(request, operationName),
    searchPlans: new SearchSession(),
  };
}

/**
 * Error for a cookie naming no persona; thrown from every resolver that reads the viewer. Development
 * lists the personas (the playground's sign-in helps with them); production does not hand a stranger
 * the list of accounts.
 */
export function unknownPersonaError(value: string, production: boolean) {
  const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  const known = production ? '' : ` Known personas: ${PERSONA_IDS.join(', ')}.`;
  return apiError(`Unknown persona '${shown}'.${known}`, 'UNKNOWN_PERSONA');
}

/**
 * The persona of this request (guest without a cookie). In development the cookie names it, and an
 * unknown name is an error; in production the cookie must be a session this server signed and that has
 * not expired, and any other is refused as UNAUTHENTICATED (the header then shows a signed-out visitor).
 */
export function currentPersona(ctx: ApiContext): Persona {
  const { sessionSecret } = ctx.state;
  if (sessionSecret !== null && ctx.personaCookie !== null) {
    const check = verifySession(sessionSecret, ctx.personaCookie, ctx.state.now());
    if (!check.ok) throw apiError(sessionProblemMessage(check.problem), 'UNAUTHENTICATED');
    return findPersona(check.persona) ?? failPersona(check.persona);
  }
  const id = ctx.personaCookie ?? SIGNED_OUT_PERSONA;
  const persona = findPersona(id);
  if (!persona) throw unknownPersonaError(id, ctx.state.production);
  return persona;
}

function failPersona(id: string): never {
  throw unknownPersonaError(id, true);
}

/** The signed-in persona, or an UNAUTHENTICATED error naming what needed it. */
export function requireSignedIn(ctx: ApiContext, action: string): Persona & { user: PersonaUser } {
  const persona = currentPersona(ctx);
  if (!persona.user) {
    throw apiError(`You must be signed in to ${action}.`, 'UNAUTHENTICATED');
  }
  return { ...persona, user: persona.user };
}
