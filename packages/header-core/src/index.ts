// @masthead/header-core: the header's logic without a DOM, React or a GraphQL client.
export * from './scenario/index.ts';
export * from './navigation/index.ts';
export * from './url/index.ts';
export * from './messages.ts';
// Every machine is the entry '@masthead/header-core/machines' (header-react loads it in one chunk on
// the header's first use). The root re-exports only their machine-free halves (each folder's
// initial.ts: closed views, the plain search form, the bell and the drawer's frame) and their types;
// re-exporting the machines here would put xstate into every page's bundle, since a bundler that splits
// by reachability (esbuild) places what a barrel reaches next to it.
export * from './menu/initial.ts';
export type * from './menu/index.ts';
export * from './layers/initial.ts';
export type * from './layers/index.ts';
export * from './notice/initial.ts';
export type * from './notice/index.ts';
export * from './notifications/initial.ts';
export type * from './notifications/index.ts';
export * from './search/initial.ts';
export type * from './search/index.ts';
export * from './storage/index.ts';
export * from './analytics/index.ts';
