import type { CodegenConfig } from '@graphql-codegen/cli';
import { fileURLToPath } from 'node:url';

// Paths are resolved from this file so codegen runs the same from the root or from packages/graphql.
const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const config: CodegenConfig = {
  schema: at('./packages/graphql/schema.graphql'),
  documents: [at('./packages/graphql/src/documents/**/*.graphql')],
  ignoreNoDocuments: false,
  generates: {
    [at('./packages/graphql/src/gql/')]: {
      preset: 'client',
      presetConfig: {
        // Documents are plain .graphql files, so the generated `graphql()` tag is not needed.
        gqlTagName: 'gql',
        fragmentMasking: false,
        // Each operation's SHA-256 travels with its document (`__meta__.hash`) and in
        // persisted-documents.json, which the API loads: clients send the hash, not the text (issue 10).
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
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
    },
  },
};

export default config;
