// @masthead/header-core: the header's logic without a DOM, React or a GraphQL client.
export * from './scenario/index.ts';
export * from './navigation/index.ts';
export * from './url/index.ts';
export * from './messages.ts';
export * from './menu/index.ts';
export * from './layers/index.ts';
export * from './notice/index.ts';
export * from './storage/index.ts';
export * from './analytics/index.ts';
export * from './notifications/index.ts';
export * from './search/index.ts';
