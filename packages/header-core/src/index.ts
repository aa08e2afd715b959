// @masthead/header-core: the header's logic without a DOM, React or a GraphQL client.
export * from './scenario/index.ts';
export * from './navigation/index.ts';
export * from './url/index.ts';
export * from './messages.ts';
// Menus, layers and the notice: the root has their machine-free halves; the machines are the entry
// '@masthead/header-core/machines' (not re-exported here, for the same reason as search below).
export * from './menu/initial.ts';
export type * from './menu/index.ts';
export * from './layers/initial.ts';
export type * from './layers/index.ts';
export * from './notice/initial.ts';
export type * from './notice/index.ts';
export * from './storage/index.ts';
export * from './analytics/index.ts';
// Notifications: the bell and the drawer's frame ship with the header. The read-flow machine, its
// connect function and the cards are the entry '@masthead/header-core/notifications', loaded with the
// drawer's chunk. They are not re-exported here: a bundler that splits by reachability (esbuild) would
// otherwise put them in the initial bundle next to the barrel.
export * from './notifications/initial.ts';
export type * from './notifications/index.ts';
// Search: the plain form ships with the header; the combobox machine, connectSearch, the suggestion
// rules and options are the entry '@masthead/header-core/search', loaded on the box's first use (not
// re-exported here, for the same reason as notifications).
export * from './search/initial.ts';
export type * from './search/index.ts';
