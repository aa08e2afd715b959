// The one tsdown configuration of the header's libraries (header-core, graphql, header-react and the two
// renderers): ESM + bundled .d.mts in dist/, every dependency and peer left external, one chunk per lazy
// import kept as a chunk (the hosts' bundlers then split on the same boundaries as our web app does).
import type { UserConfig } from 'tsdown';

export interface LibraryOptions {
  /** Entry name (the dist file's base name) → source file. */
  entry: Record<string, string>;
  /** Entries that a React Server Component may import: they begin with 'use client'. */
  clientEntries?: readonly string[];
}

export function libraryConfig({ entry, clientEntries = [] }: LibraryOptions): UserConfig {
  return {
    entry,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: { tsconfig: './tsconfig.json' },
    clean: true,
    sourcemap: false,
    treeshake: true,
    outDir: 'dist',
    outputOptions: {
      // Each entry that is a client boundary keeps the directive as its very first statement; chunks
      // shared between entries are only ever reached through such an entry.
      banner: (chunk) => (chunk.isEntry && clientEntries.includes(chunk.name) ? "'use client';" : ''),
    },
  };
}
