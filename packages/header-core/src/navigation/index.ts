export * from './navigation.types.ts';
export * from './flags.ts';
export * from './locale.ts';
export * from './page-rules.ts';
export { buildNavigation } from './build-navigation.ts';
export { isCurrentPage } from './current-page.ts';
