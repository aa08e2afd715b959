/** Public API of @masthead/api: the in-process server and the dev personas. */
export { createApiServer, createApiApp, type ApiServer, type ApiServerOptions } from './server.ts';
export {
  PERSONAS, PERSONA_IDS, PERSONA_COOKIE, findPersona, type Persona, type PersonaId, type PersonaUser,
} from './personas.ts';
export { DEVICE_SESSION_COOKIE } from './analytics.ts';
export { issueSession, SESSION_SECRET_ENV } from './sessions.ts';
export { SEED_REFERENCE_INSTANT } from './seed/types.ts';
