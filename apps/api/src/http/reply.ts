/**
 * Plain HTTP helpers for the non-GraphQL routes. Handlers return an HttpReply (status, headers,
 * body) and the router turns it into the server's own Response class, so handlers stay trivially
 * testable and never depend on which fetch implementation yoga picked.
 */

export interface HttpReply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | null;
}

/** An HTTP error with a message safe to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function jsonReply(status: number, data: unknown, headers: Record<string, string> = {}): HttpReply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(data) };
}

export function errorReply(error: HttpError): HttpReply {
  return jsonReply(error.status, { error: error.message });
}

/** The request's media type without parameters, lower-cased ('' when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Reads the body as text, refusing more than `limit` bytes with a 413 before buffering it all:
 * the declared Content-Length is checked first, then the bytes actually streamed.
 */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  const tooLarge = () => new HttpError(413, `Request body is larger than the ${Math.round(limit / 1024)} KB limit.`);
  if (declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Parses a JSON or form-encoded body into a flat record of strings (for the dev routes). */
export async function readFields(request: Request, limit: number): Promise<{ fields: Record<string, unknown>; isForm: boolean }> {
  const type = mediaType(request);
  const text = await readBody(request, limit);
  if (type === 'application/x-www-form-urlencoded') {
    return { fields: Object.fromEntries(new URLSearchParams(text)), isForm: true };
  }
  if (text.trim() === '') return { fields: {}, isForm: false };
  if (type !== '' && type !== 'application/json' && type !== 'text/plain') {
    throw new HttpError(415, `Send application/json or application/x-www-form-urlencoded (got ${type}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'Request body must be a JSON object.');
  }
  return { fields: parsed as Record<string, unknown>, isForm: false };
}
