// Fixtures for tests of any package: `import { PERSONA_VIEWERS } from '@masthead/header-core/testing'`.
export * from './personas.ts';
// The live machine's browser in memory (locks, channel, streams, pages) and sample events, for the
// browser adapters' tests in header-react.
export { ADDED, READ, SYNC, createFakeBus, createFakeLocks, createFakePage, createFakeStreams, createLiveWorld, flush } from '../live/live.testing.ts';
