// The demo sign-in's personas as the API describes them: its development route GET /dev/personas gives
// each persona's id, label and description (apps/api/src/personas.ts, which the web app's demo sign-in
// shows too). This host installs only the packed header packages, never the API's code, so it asks the
// API it already talks to rather than keeping a copy of the list that could drift from it.
import { graphqlUrl } from './endpoints';
import { PERSONAS } from './request';

/** A persona the Sign In dialog offers. */
export interface DemoPersona {
  /** What `?persona=` takes. */
  id: string;
  /** Short name, e.g. "Member (renewing)". */
  label: string;
  /** One line: who this is and which header scenario it shows. */
  description: string;
}

/** Whom one signs in as: every persona but the signed-out guest (Sign In is only shown to a guest). */
const SIGN_IN_AS = PERSONAS.filter((id) => id !== 'guest');
const KNOWN: ReadonlySet<string> = new Set(SIGN_IN_AS);

/** Only personas this host signs in as (`?persona=` takes its own list), in the API's order, text fields only. */
function parse(body: unknown): DemoPersona[] {
  if (!Array.isArray(body)) throw new Error('GET /dev/personas did not answer a list');
  return body.flatMap((item: unknown) => {
    const { id, label, description } = (item ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && KNOWN.has(id) && typeof label === 'string' && typeof description === 'string' ? [{ id, label, description }] : [];
  });
}

async function fetchPersonas(): Promise<DemoPersona[]> {
  const answer = await fetch(new URL('/dev/personas', graphqlUrl()), { signal: AbortSignal.timeout(3000) });
  if (!answer.ok) throw new Error(`GET /dev/personas answered ${answer.status}`);
  return parse(await answer.json());
}

// The list is part of the API's code, so one answer serves every later page; a failure is not kept.
let personas: Promise<DemoPersona[]> | null = null;

/**
 * The personas, once per server process. Should the API not answer (it is down, or runs in production,
 * where it has no /dev routes), each persona is offered by its id, so the demo sign-in still works.
 */
export function demoPersonas(): Promise<DemoPersona[]> {
  personas ??= fetchPersonas().catch(() => {
    personas = null;
    return SIGN_IN_AS.map((id) => ({ id, label: id, description: '' }));
  });
  return personas;
}
