// Persisted operations (issue 10): every operation of src/documents has a SHA-256 id, computed by
// codegen from its normalised text (gql/persisted-documents.json maps id → text for the server). A
// client sends the id instead of the text; an API in production mode accepts nothing else.
import type { DocumentNode } from 'graphql';
import * as documents from './gql/graphql.ts';

type WithHash = DocumentNode & { __meta__?: { hash?: unknown } };

const isDocument = (value: unknown): value is WithHash =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

/**
 * The persisted id of each operation, by operation name (`GetViewer` → `sha256:…`). By name because
 * a client's transforms (Apollo adds `__typename`) hand the transport a copy of the document without
 * the id codegen put on it.
 */
export const PERSISTED_OPERATIONS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    Object.values(documents)
      .filter(isDocument)
      .flatMap((doc) => {
        const operation = doc.definitions.find((d) => d.kind === 'OperationDefinition');
        const hash = doc.__meta__?.hash;
        return operation?.name && typeof hash === 'string' ? [[operation.name.value, hash] as const] : [];
      }),
  ),
);

/**
 * Queries whose answer does not depend on who asks (no viewer, no cookie): sent as GET with the id and
 * the variables in the URL, and answered as publicly cacheable, so the HTTP caches between browsers
 * and the API (a CDN, nginx) can answer equal requests. Every other operation is private.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(['GetSearchSuggestions', 'GetTopLevelCategories']);
