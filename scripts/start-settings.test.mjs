// npm start and npm run start:next side by side (issue 35, item 6): their APIs must not meet on a port or a
// data folder, and what a person sets still wins.
import { describe, expect, it } from 'vitest';
import { apiSettings } from './start-settings.mjs';

describe('the start commands\' APIs', () => {
  it('listen on different ports and keep their data in different folders', () => {
    const start = apiSettings('start', {});
    const next = apiSettings('start:next', {});
    expect(start.port).toBe('4000');
    expect(next.port).toBe('4001');
    expect(start.dataDir).toMatch(/apps\/api\/\.data\/pglite$/);
    expect(next.dataDir).toMatch(/apps\/api\/\.data\/pglite-next$/);
  });

  it('take MASTHEAD_API_PORT and MASTHEAD_DATA_DIR when given', () => {
    expect(apiSettings('start:next', { MASTHEAD_API_PORT: '4100', MASTHEAD_DATA_DIR: 'memory' })).toEqual({ port: '4100', dataDir: 'memory' });
  });

  it('say what is wrong with a port that is not a number, or a command that does not exist', () => {
    expect(() => apiSettings('start', { MASTHEAD_API_PORT: 'eighty' })).toThrow("MASTHEAD_API_PORT must be a port number (got 'eighty').");
    expect(() => apiSettings('serve', {})).toThrow("No start command named 'serve' (start, start:next).");
  });
});
