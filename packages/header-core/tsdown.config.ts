import { defineConfig } from 'tsdown';
import { libraryConfig } from '../../scripts/library-build.ts';

export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      machines: 'src/machines.ts',
      i18n: 'src/i18n/index.ts',
      security: 'src/security/index.ts',
      testing: 'src/testing/index.ts',
    },
  }),
);
