import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../scripts/library-build.ts';

// Every export is a hook or a component: the entry is a client boundary for React Server Components.
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts' }, clientEntries: ['index'] }));
