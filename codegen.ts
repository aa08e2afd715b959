import type { CodegenConfig } from '@graphql-codegen/cli';
import { fileURLToPath } from 'node:url';

// Paths are resolved from this file so codegen runs the same from the root or from packages/graphql.
const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const PERSISTED = at('./packages/graphql/codegen/persisted-documents.cjs');

/** The client preset as both typed-document outputs use it. */
const CLIENT = {
  preset: 'client',
  presetConfig: {
    // Documents are plain .graphql files, so the generated `graphql()` tag is not needed.
    gqlTagName: 'gql',
    fragmentMasking: false,
  },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    strictScalars: true,
    scalars: { DateTime: 'string' },
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    nonOptionalTypename: false,
    skipTypename: true,
    documentMode: 'documentNodeImportFragments',
  },
} as const;

const config: CodegenConfig = {
  schema: at('./packages/graphql/schema.graphql'),
  documents: [at('./packages/graphql/src/documents/**/*.graphql')],
  ignoreNoDocuments: false,
  generates: {
    [at('./packages/graphql/src/gql/')]: {
      // The live bell's subscription is generated on its own (below): a bundler puts a module in the chunk
      // of everything that uses it, and this one is in every page's first chunk.
      documents: [
        at('./packages/graphql/src/documents/**/*.graphql'),
        `!${at('./packages/graphql/src/documents/notification-events.graphql')}`,
        `!${at('./packages/graphql/src/documents/notification-counts.graphql')}`,
      ],
      ...CLIENT,
    },
    // `@masthead/graphql/live`: the NotificationEvents subscription and its resync's counts, loaded only
    // with the live bell's chunk.
    [at('./packages/graphql/src/gql-live/')]: {
      documents: [
        at('./packages/graphql/src/documents/notification-events.graphql'),
        at('./packages/graphql/src/documents/notification-counts.graphql'),
        at('./packages/graphql/src/documents/notification-fields.graphql'),
      ],
      ...CLIENT,
      config: { ...CLIENT.config, onlyOperationTypes: true },
    },
    // Each operation's SHA-256 id, in persisted-documents.json (which the API loads) and by name in
    // persisted-ids.ts (which the Apollo link reads): clients send the id, not the text (issue 10). Not on
    // the documents themselves, so no bundle that renders the header carries them.
    [at('./packages/graphql/src/gql/persisted-documents.json')]: { plugins: [PERSISTED], config: { output: 'documents' } },
    [at('./packages/graphql/src/gql/persisted-ids.ts')]: { plugins: [PERSISTED], config: { output: 'ids' } },
  },
};

export default config;
