import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isSignedOut, retryDelayMs, viewerProblem } from './viewer-status.ts';

const graphqlErrors = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });

describe('what the page says and does when the signed-in member cannot be loaded', () => {
  it('plain words for each failure, never the parser\'s', () => {
    expect(viewerProblem(new ServerParseError(new SyntaxError('Expected double-quoted property name'), { response: new Response(''), bodyText: '{' }))).toBe('The server answered with something that is not GraphQL.');
    expect(viewerProblem(new ServerError('bad', { response: new Response('', { status: 502 }), bodyText: '' }))).toBe('The server answered with HTTP 502.');
    expect(viewerProblem(graphqlErrors('INTERNAL_SERVER_ERROR'))).toBe('The server could not answer who is signed in.');
    expect(viewerProblem(new TypeError('Failed to fetch'))).toBe('The server did not answer.');
  });

  it('a session the API does not know is a signed-out visitor, not a failure to retry', () => {
    expect(isSignedOut(graphqlErrors('UNKNOWN_PERSONA'))).toBe(true);
    expect(isSignedOut(graphqlErrors('UNAUTHENTICATED'))).toBe(true);
    expect(isSignedOut(graphqlErrors('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isSignedOut(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('asks again after 2, 4, 8, 16 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
