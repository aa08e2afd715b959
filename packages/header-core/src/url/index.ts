export * from './url-policy.ts';
export * from './paths.ts';
export * from './text.ts';
export * from './link-policy.ts';
