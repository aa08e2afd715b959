import { vi } from 'vitest';
import { setUpComponentTests } from '../testing/index.ts';

setUpComponentTests();

// The live bell's connection (a stream over the host's Apollo link, Web Locks, BroadcastChannel) is
// not started in component tests: their fake servers answer queries and mutations only. Its glue is
// tested in live-lazy.test.ts, and the stream end to end in apps/web/e2e/live.spec.ts.
vi.mock('../src/live/live-lazy.ts', () => ({ startLive: () => () => {} }));
