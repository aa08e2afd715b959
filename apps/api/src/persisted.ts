/**
 * Persisted operations and HTTP caching (issue 10). The operations of @masthead/graphql are known by
 * their SHA-256 id (codegen's persisted-documents.json): a client sends the id, not the text. In
 * production only those run; development also takes any document (GraphiQL, curl, the tests).
 * Answers to the public queries (PUBLIC_OPERATIONS: the same for everyone who asks in the same
 * language — Accept-Language, never a cookie, see language.ts) asked with GET are publicly cacheable
 * with an ETag, so any HTTP cache in front (a CDN, nginx) can answer equal requests; every other
 * GraphQL answer is `private, no-store`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from '@masthead/graphql';
// `use…` is yoga's naming for plugins, not a React hook.
import { usePersistedOperations as persistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { Kind, parse, visit, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { endStreamOfHead, headAsGet } from './http/head.ts';

/** Cache-Control of a public answer: a minute in browsers, ten in shared caches, refreshed in the background. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=600, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

function persistedDocumentsPath(): string {
  const id = '@masthead/graphql/persisted-documents.json';
  try {
    return fileURLToPath(import.meta.resolve(id));
  } catch {
    return createRequire(import.meta.url).resolve(id);
  }
}

let documents: Readonly<Record<string, string>> | undefined;

/** id (`sha256:…`) → operation text, as codegen wrote them. */
export function persistedDocuments(): Readonly<Record<string, string>> {
  documents ??= JSON.parse(readFileSync(persistedDocumentsPath(), 'utf8')) as Record<string, string>;
  return documents;
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * The operation as a client's cache asks for it: `__typename` in every selection set of an object
 * (Apollo adds it to the text it would send; with an id the text is ours, so we add it here).
 */
function withTypenames(text: string): DocumentNode {
  return visit(parse(text), {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      const owner = parent as { kind?: string } | undefined;
      if (owner?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

/** The persisted-operations plugin: production runs ids only; development also runs documents. */
export function persistedOperationsPlugin({ production }: { production: boolean }): Plugin {
  const known = new Map(Object.entries(persistedDocuments()).map(([id, text]) => [id, withTypenames(text)]));
  return persistedOperations({
    allowArbitraryOperations: !production,
    // Apollo's APQ extension carries the id; a bare hex hash is taken as SHA-256 too.
    getPersistedOperation: (id) => known.get(id) ?? known.get(`sha256:${id}`) ?? null,
    customErrors: {
      persistedQueryOnly: {
        message: 'This API runs in production mode and runs only the persisted operations of @masthead/graphql: send extensions.persistedQuery.sha256Hash instead of a query text.',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      },
      notFound: {
        message: 'No persisted operation has this id: the client and the API were built from different versions of @masthead/graphql.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
      },
      keyNotFound: {
        message: 'Send a query, or the id of a persisted operation in extensions.persistedQuery.sha256Hash.',
        extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
      },
    },
  });
}

/**
 * Whether an answer may be stored by shared caches, before its body is read: a GET that ran a public
 * query by its persisted id (no document text: the name a client sends decides nothing), answered as
 * JSON (and then only without errors). An HTML or event-stream answer to another Accept is never
 * public, and the answers vary by Accept.
 */
function mayBePublic(request: Request, response: Response): boolean {
  if (request.method !== 'GET' || response.status !== 200) return false;
  const params = new URL(request.url).searchParams;
  const operation = params.get('operationName');
  if (operation === null || !PUBLIC_OPERATIONS.has(operation) || params.has('query')) return false;
  let id: unknown;
  try {
    id = (JSON.parse(params.get('extensions') ?? '{}') as { persistedQuery?: { sha256Hash?: unknown } }).persistedQuery?.sha256Hash;
  } catch {
    return false;
  }
  const expected = PERSISTED_OPERATIONS[operation];
  if (id !== expected && id !== expected?.replace(/^sha256:/, '')) return false;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim();
  return type === 'application/json' || type === 'application/graphql-response+json';
}

/** Whether an If-None-Match header names `etag` (weakly: W/"x" matches "x"), or is `*`. */
export function noneMatchHolds(header: string | null, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/** Cache-Control and ETag on every GraphQL answer (see the file comment); a HEAD answers as its GET does. */
export function cachingPlugin(graphqlEndpoint: string): Plugin {
  return {
    onRequest: headAsGet(graphqlEndpoint),
    async onResponse(payload) {
      const { request, response } = payload;
      if (new URL(request.url).pathname !== graphqlEndpoint || request.method === 'OPTIONS') return;
      if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        // A subscription's stream: never stored, never compressed (a compressing proxy buffers, and
        // `no-transform` keeps Node's compression middleware away), never held back by a buffering proxy
        // (nginx honours X-Accel-Buffering; docs/live-bell.md gives the settings for others).
        response.headers.delete('cache-control');
        response.headers.set('cache-control', `${PRIVATE_CACHE_CONTROL}, no-transform`);
        response.headers.set('x-accel-buffering', 'no');
        endStreamOfHead(payload);
        return;
      }
      // The body is read only for the answers that may be public (not for every POST's).
      const body = mayBePublic(request, response) ? await response.clone().text() : null;
      if (body === null || body.includes('"errors"')) {
        response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
        return;
      }
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      response.headers.set('cache-control', PUBLIC_CACHE_CONTROL);
      response.headers.set('etag', etag);
      // The answer's form depends on Accept (JSON flavours), its CORS headers on Origin, its text on
      // Accept-Language (category and skill names; a public answer never reads the language cookie, language.ts).
      response.headers.append('vary', 'Accept, Accept-Encoding, Accept-Language, Origin');
      // A client or cache that holds this answer already gets 304 and no body (RFC 9110 §13.1.2: a weak
      // comparison, any of a list, or *), with the headers it would have had but the body's own.
      if (response.status === 200 && noneMatchHolds(request.headers.get('if-none-match'), etag)) {
        const headers = new payload.fetchAPI.Headers(response.headers);
        for (const name of ['content-type', 'content-length', 'content-encoding']) headers.delete(name);
        payload.setResponse(new payload.fetchAPI.Response(null, { status: 304, headers }));
      }
    },
  };
}
