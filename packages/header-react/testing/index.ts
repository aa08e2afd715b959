// Test support for the header packages: `import { … } from '@masthead/header-react/testing'`. Not for production.
export * from './personas.ts';
export * from './doubles.ts';
export * from './scenarios.ts';
export * from './hydration.tsx';
export * from './chunks.ts';
export * from './setup.ts';
