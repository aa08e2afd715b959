/**
 * What the API refuses before any GraphQL work (issue 15): bodies over a size limit, GraphQL POSTs that
 * are not JSON (a form on another page can send form-encoded or multipart bodies without a CORS
 * preflight; JSON needs one), state-changing requests from an origin that is not ours (access.ts says
 * which are), and GraphQL GETs whose JSON parameters do not parse (issue 26).
 */
import { BODY_LIMITS } from '@masthead/graphql';
import { isAllowedOrigin, type AccessPolicy } from './access.ts';
import { jsonReply, type HttpReply } from './reply.ts';

/** The largest GraphQL request body accepted: the contract's, which the hosts' forwards apply too. */
const MAX_BODY_BYTES = BODY_LIMITS['/graphql'];

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

/** The GraphQL parameters a GET carries as JSON in the URL. */
const JSON_PARAMS = ['variables', 'extensions'] as const;

/**
 * A 400 for a GraphQL GET whose `variables` or `extensions` is not JSON (yoga's own parse of them
 * would throw and answer 500 "Unexpected error."), or null.
 */
function badJsonParam(request: Request): HttpReply | null {
  const params = new URL(request.url).searchParams;
  for (const name of JSON_PARAMS) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    try {
      JSON.parse(value);
    } catch (error) {
      const reason = (error as Error).message.slice(0, 160);
      return jsonReply(400, { errors: [{ message: `The ${name} parameter is not valid JSON (${reason}). Send a JSON object, URL-encoded.`, extensions: { code: 'BAD_REQUEST' } }] });
    }
  }
  return null;
}

/** The refusal for this request, or null to let it through. */
export function guardRequest(request: Request, pathname: string, policy: AccessPolicy): HttpReply | null {
  const method = request.method;
  const length = request.headers.get('content-length');
  // GraphQL's limit (the analytics sink applies its own, BODY_LIMITS['/analytics'], as it reads).
  if (pathname === '/graphql' && length !== null && Number(length) > MAX_BODY_BYTES) {
    return jsonReply(413, { errors: [{ message: `The request body is ${length} bytes; the limit is ${MAX_BODY_BYTES}.` }] });
  }
  if (pathname === '/graphql' && (method === 'GET' || method === 'HEAD')) return badJsonParam(request);
  if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE' && method !== 'PATCH') return null;
  // A streamed body (no length) could be any size: the API reads only bodies that say how long they are.
  if (length === null && request.headers.get('transfer-encoding') !== null) {
    return jsonReply(411, { errors: [{ message: 'Send the request body with a Content-Length header.' }] });
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null' && !isAllowedOrigin(policy, origin)) {
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
