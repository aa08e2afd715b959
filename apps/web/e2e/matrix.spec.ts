// Every persona × page type × variant renders what the spec says it must, and nothing it must not.
import { PAGE_TYPES, PERSONAS } from './fixtures.ts';
import { defineMatrix } from './matrix.ts';
import { test } from './test.ts';

defineMatrix({ test, variants: ['desktop', 'mobile'], pageTypes: PAGE_TYPES, personas: PERSONAS });
