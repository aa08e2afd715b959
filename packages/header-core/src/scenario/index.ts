export * from './scenario.types.ts';
export * from './derive-scenario.ts';
