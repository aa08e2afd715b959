import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../scripts/library-build.ts';

export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      machines: 'src/machines.ts',
      testing: 'src/testing/index.ts',
    },
  }),
);
