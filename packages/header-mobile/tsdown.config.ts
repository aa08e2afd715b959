import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../scripts/library-build.ts';

// The renderer is what a Server Component (a Next.js layout) imports: its entry is a client boundary.
export default defineConfig(libraryConfig({ entry: { index: 'src/index.ts' }, clientEntries: ['index'] }));
