import { defineConfig } from 'vitest/config';

/**
 * Files that may share one module graph and one jsdom (`isolate: false`): they render through the
 * providers and doubles only, with no vi.mock, no lazy chunk whose first load they watch, and no
 * hydration. Isolation costs each file a new jsdom and a new import of React, Apollo and the testing
 * helpers (about 4 CPU-seconds a file here, most of the package's time). Every other file (the lazy
 * machines and chunks, the failed loads, the mocks, SSR and hydration) keeps a world of its own:
 * run without isolation they fail, because an earlier file already loaded what they watch load.
 */
const SHARED = [
  'test/auth-modal.test.tsx',
  'test/header-link.test.tsx',
  'test/live-browser.test.ts',
  'test/notifications-cards.test.tsx',
  'test/notifications-retry.test.tsx',
  'test/notifications.test.tsx',
  'test/profile-menu-typeahead.test.tsx',
  'test/search-box.test.tsx',
  'test/search-link-policy.test.tsx',
  'test/search-rows.test.tsx',
  'test/search-walkthrough.test.tsx',
  'test/teacher-notice.test.tsx',
  'test/url-policy-cases.test.ts',
  'test/use-header-model.test.tsx',
];

export default defineConfig({
  test: {
    // Tests assert behaviour, not speed (benchmarks measure speed): the long timeout only stops a hang.
    testTimeout: 120_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: SHARED } },
      { extends: true, test: { name: 'isolated', include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'], exclude: SHARED } },
    ],
  },
});
