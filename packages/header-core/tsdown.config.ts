import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../scripts/library-build.ts';

export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      machines: 'src/machines.ts',
      search: 'src/search/index.ts',
      notifications: 'src/notifications/index.ts',
      testing: 'src/testing/index.ts',
    },
  }),
);
