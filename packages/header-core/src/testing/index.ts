// Fixtures for tests of any package: `import { PERSONA_VIEWERS } from '@masthead/header-core/testing'`.
export * from './personas.ts';
