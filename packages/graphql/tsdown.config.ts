import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../scripts/library-build.ts';

export default defineConfig({
  ...libraryConfig({ entry: { index: 'src/index.ts', apollo: 'src/apollo.ts', live: 'src/live.ts' } }),
  // The persisted operations (id → text) for servers: published as dist/persisted-documents.json.
  copy: [{ from: 'src/gql/persisted-documents.json', to: 'dist' }],
});
