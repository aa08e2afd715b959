/**
 * What the API refuses before any GraphQL work (issue 15): bodies over a size limit, GraphQL POSTs that
 * are not JSON (a form on another page can send form-encoded or multipart bodies without a CORS
 * preflight; JSON needs one), and state-changing requests from an origin that is not ours.
 */
import { jsonReply, type HttpReply } from './reply.ts';

/** The largest GraphQL request body accepted: the header's own operations are under 2 KB. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Local development origins (the web app on another port, GraphiQL). */
export const LOCAL_ORIGIN_RE = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether `origin` may make state-changing requests: the API's own origin, a local development origin,
 * or one listed in `MASTHEAD_ALLOWED_ORIGINS` (comma-separated, e.g. the site's public origin).
 */
export function isAllowedOrigin(origin: string, requestUrl: string, allowed = process.env['MASTHEAD_ALLOWED_ORIGINS'] ?? ''): boolean {
  if (origin === new URL(requestUrl).origin || LOCAL_ORIGIN_RE.test(origin)) return true;
  return allowed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .includes(origin);
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** The refusal for this request, or null to let it through. */
export function guardRequest(request: Request, pathname: string): HttpReply | null {
  const method = request.method;
  const length = request.headers.get('content-length');
  // GraphQL's limit (the analytics sink keeps its own 64 KB one).
  if (pathname === '/graphql' && length !== null && Number(length) > MAX_BODY_BYTES) {
    return jsonReply(413, { errors: [{ message: `The request body is ${length} bytes; the limit is ${MAX_BODY_BYTES}.` }] });
  }
  if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE' && method !== 'PATCH') return null;
  // A streamed body (no length) could be any size: the API reads only bodies that say how long they are.
  if (length === null && request.headers.get('transfer-encoding') !== null) {
    return jsonReply(411, { errors: [{ message: 'Send the request body with a Content-Length header.' }] });
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null' && !isAllowedOrigin(origin, request.url)) {
    return jsonReply(403, { errors: [{ message: `Requests that change data are not accepted from ${origin}.` }] });
  }
  if (origin === 'null') return jsonReply(403, { errors: [{ message: 'Requests that change data are not accepted from an opaque origin.' }] });
  if (pathname === '/graphql') {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!isJson(type)) {
      return jsonReply(415, { errors: [{ message: `Send GraphQL operations as application/json (got ${type || 'no content type'}).` }] });
    }
  }
  return null;
}
