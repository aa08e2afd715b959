import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { searchFailureOf, unknownSkillOf } from './search-errors.ts';

describe('unknownSkillOf: the skill the API did not know', () => {
  const errors = (...list: { message: string; code?: string }[]) =>
    new CombinedGraphQLErrors({ errors: list.map(({ message, code }) => ({ message, ...(code ? { extensions: { code } } : {}) })) });
  // The API's words (apps/api class-search.ts).
  const unknown = (slug: string) => `Unknown skill '${slug}' in filter \`skill\`: give a skill's slug as skillSuggestions answers it (e.g. 'watercolor').`;

  it('names the slug the API did not know, among those sent', () => {
    expect(unknownSkillOf(errors({ message: unknown('nope'), code: 'BAD_USER_INPUT' }), ['watercolor', 'nope'])).toBe('nope');
    expect(unknownSkillOf(errors({ message: 'Something else.', code: 'BAD_USER_INPUT' }, { message: unknown('nope'), code: 'BAD_USER_INPUT' }), ['nope'])).toBe('nope');
  });

  it('is null for another error, another code, a slug not sent, no skill, or no GraphQL error', () => {
    expect(unknownSkillOf(errors({ message: "Unknown value 'zz' for filter `language`. Known values: en, es.", code: 'BAD_USER_INPUT' }), ['watercolor'])).toBeNull();
    expect(unknownSkillOf(errors({ message: unknown('nope') }), ['nope'])).toBeNull();
    expect(unknownSkillOf(errors({ message: unknown('nope'), code: 'INTERNAL_SERVER_ERROR' }), ['nope'])).toBeNull();
    expect(unknownSkillOf(errors({ message: unknown('nope'), code: 'BAD_USER_INPUT' }), ['watercolor'])).toBeNull();
    expect(unknownSkillOf(errors({ message: unknown('nope'), code: 'BAD_USER_INPUT' }), [])).toBeNull();
    expect(unknownSkillOf(new Error(unknown('nope')), ['nope'])).toBeNull();
    expect(unknownSkillOf(undefined, ['nope'])).toBeNull();
  });

  it("reads the same from the server's refusal carried as plain data (searchFailureOf), which only GraphQL errors make", () => {
    const failure = searchFailureOf(errors({ message: unknown('nope'), code: 'BAD_USER_INPUT' }));
    expect(failure).toEqual({ errors: [{ message: unknown('nope'), extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(unknownSkillOf(JSON.parse(JSON.stringify(failure)), ['nope'])).toBe('nope');
    expect(searchFailureOf(new Error('network'))).toBeNull();
    expect(searchFailureOf(errors({ message: 'no code' }))).toEqual({ errors: [{ message: 'no code', extensions: {} }] });
  });
});
