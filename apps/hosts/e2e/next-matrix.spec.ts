// The web app's scenario matrix, run against the Next.js host: the same header for every persona here.
import { PAGE_TYPES } from '../../web/e2e/fixtures.ts';
import { test } from './test.ts';
import { defineMatrix } from '../../web/e2e/matrix.ts';

defineMatrix({ test, variants: ['desktop', 'mobile'], pageTypes: PAGE_TYPES, personas: ['guest', 'free', 'teacher', 'team-admin'] });
