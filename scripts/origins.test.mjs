import { describe, expect, it } from 'vitest';
import { allowedOriginsWith } from './origins.mjs';

describe("the API's allowed origins for a start command's host", () => {
  it("adds the host's own origin under both local names", () => {
    expect(allowedOriginsWith(undefined, '3001')).toBe('http://127.0.0.1:3001,http://localhost:3001');
    expect(allowedOriginsWith('', 3000)).toBe('http://127.0.0.1:3000,http://localhost:3000');
  });

  it('keeps the origins it was given, first', () => {
    expect(allowedOriginsWith('https://www.example.com', '3001')).toBe('https://www.example.com,http://127.0.0.1:3001,http://localhost:3001');
  });

  it('refuses a port that is not a number', () => {
    expect(() => allowedOriginsWith('', '30a1')).toThrow("A host's port must be a number (got '30a1').");
  });
});
