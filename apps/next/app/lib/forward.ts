// Forwards a request of the browser to the API (GraphQL and analytics), so the header's client-side calls
// stay same-origin and carry the session cookie. Adopters copy this file: keep the body limits (the API's
// own, from the contract package) and the header lists below, which are what the API's contract needs
// (issue 26, items 2 and 4).
import { BODY_LIMITS } from '@masthead/graphql';
import { graphqlUrl } from './endpoints';

/** The API's body limit by path (`/graphql` 32 KB, `/analytics` 64 KB): the host refuses first. */
const LIMITS: Readonly<Record<string, number>> = BODY_LIMITS;

/**
 * What the API reads of a request: the body's type, the session and device cookies, what answer is
 * wanted (`accept`), the page's language (`accept-language`: the API answers in it and caches per
 * language), `origin` (state-changing requests from another site are refused), `if-none-match` (the
 * public answers' ETag, so a revalidation is a 304), and who asked (`x-forwarded-*`, for the API's
 * per-client limits and its Secure cookies).
 */
const REQUEST_HEADERS = ['content-type', 'cookie', 'accept', 'accept-language', 'origin', 'if-none-match', 'x-forwarded-proto'];

/**
 * What the browser must see of the answer: the body's type and language, the caching rules
 * (`cache-control`, `etag`, `vary`: a shared cache keys a public answer on the language it is in),
 * cookies, the refusals' guidance (`retry-after` on a 429, `allow` on a 405), and `x-accel-buffering`
 * (a notifications stream must not be held back by a buffering proxy in front of this host).
 */
const RESPONSE_HEADERS = ['content-type', 'content-language', 'cache-control', 'etag', 'vary', 'set-cookie', 'retry-after', 'allow', 'x-accel-buffering'];

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status });

/**
 * The request's body, at most `limit` bytes, without ever holding more: a declared length over the
 * limit is refused before a byte is read; a body without a length (chunked) is refused as the API
 * refuses it (411), since its size is unknown until it has been read; a body longer than it said stops
 * being read at the limit.
 */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | Response> {
  const declared = request.headers.get('content-length');
  if (declared === null) {
    if (request.body === null) return new Uint8Array();
    return refuse(411, 'Send the request body with a Content-Length header.');
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return refuse(400, `Content-Length ${JSON.stringify(declared.slice(0, 20))} is not a byte count.`);
  if (length > limit) return refuse(413, `The request body is ${length} bytes; the limit is ${limit}.`);
  const body = new Uint8Array(length);
  let received = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > length) {
      await reader.cancel().catch(() => undefined);
      return refuse(400, `The request body is longer than its Content-Length of ${length} bytes.`);
    }
    body.set(value, received);
    received += value.byteLength;
  }
  return received === length ? body : refuse(400, `The request body ended after ${received} of its ${length} bytes.`);
}

export async function forward(request: Request, path: string): Promise<Response> {
  const target = new URL(path, graphqlUrl());
  target.search = new URL(request.url).search;
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // What server.mjs made of it: the client's entries, then the address of this host's peer (its socket).
  // The API keys its per-client limits on that last entry; through `next start` it was the client's choice.
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const read = await readLimited(request, LIMITS[path] ?? 0);
    if (read instanceof Response) return read;
    body = read;
  }
  // 15 s for the answer to begin; a stream (the live bell's Server-Sent Events) then runs as long as
  // the browser keeps it, and ends upstream when the browser goes away.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The Masthead API did not answer within 15 s.', 'TimeoutError')), 15_000);
  request.signal.addEventListener('abort', () => controller.abort(request.signal.reason), { once: true });
  try {
    const answer = await fetch(target, { method: request.method, headers, body, cache: 'no-store', signal: controller.signal });
    clearTimeout(timer);
    const out = new Headers();
    for (const name of RESPONSE_HEADERS) {
      const value = name === 'set-cookie' ? answer.headers.getSetCookie() : answer.headers.get(name);
      if (Array.isArray(value)) for (const cookie of value) out.append(name, cookie);
      else if (value) out.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers: out });
  } catch {
    clearTimeout(timer);
    const timedOut = (controller.signal.reason as Error | undefined)?.name === 'TimeoutError';
    return refuse(timedOut ? 504 : 502, timedOut ? 'The Masthead API did not answer within 15 s.' : 'The Masthead API cannot be reached.');
  }
}
