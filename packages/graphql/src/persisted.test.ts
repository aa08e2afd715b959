import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as generated from './gql/graphql.ts';
import { PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from './index.ts';

const documents = JSON.parse(readFileSync(new URL('./gql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;

describe('persisted operations', () => {
  it('every operation has the id under which persisted-documents.json holds its text', () => {
    const names = Object.keys(PERSISTED_OPERATIONS).sort();
    expect(names).toHaveLength(Object.keys(documents).length);
    for (const [name, id] of Object.entries(PERSISTED_OPERATIONS)) {
      expect(id).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(documents[id]).toMatch(new RegExp(`(query|mutation|subscription) ${name}\\b`));
    }
  });

  it('the documents themselves carry no id (a bundle that renders the header does not need them)', () => {
    for (const document of Object.values(generated).filter((value) => typeof value === 'object' && value !== null && 'kind' in value)) {
      expect(document).not.toHaveProperty('__meta__');
    }
  });

  it('the public operations are persisted queries', () => {
    for (const name of PUBLIC_OPERATIONS) expect(documents[PERSISTED_OPERATIONS[name] ?? '']).toMatch(/^query /);
  });
});
