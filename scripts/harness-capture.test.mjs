// scripts/harness/harness-util.mjs's capture(): a program that ends without reading the input it was given
// is reported by its exit code; the pipe it closed (EPIPE on our end) is no error of the test process.
import { expect, test } from 'vitest';
import { capture } from './harness/harness-util.mjs';

test('a program that exits without reading its input: its code and output, and no uncaught EPIPE', async () => {
  // Far more than a pipe holds (64 KB), so writing it meets the closed pipe.
  const input = 'x'.repeat(4 * 1024 * 1024);
  const result = await capture('sh', ['-c', 'echo gone >&2; exit 3'], { input });
  expect(result).toMatchObject({ code: 3, stderr: 'gone\n' });
  // Any uncaught error would have failed this file before its end; one more turn of the loop lets it surface.
  await new Promise((resolve) => setImmediate(resolve));
});
