// scripts/check-cycles.mjs on folders of its own: a circle is found in JavaScript modules and in types,
// and a folder whose imports run one way passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./check-cycles.mjs', import.meta.url));
const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder holding `files` (path → text); the check's exit code and output on it. */
function check(files) {
  const root = mkdtempSync(join(tmpdir(), 'masthead-cycles-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [SCRIPT, 'src'], { cwd: root, encoding: 'utf8' });
  return { code: run.status, output: run.stdout + run.stderr };
}

test('a circle of .mjs modules (a bench or a script) fails and names them', () => {
  const { code, output } = check({
    'src/a.mjs': "import { b } from './b.mjs';\nexport const a = () => b;\n",
    'src/b.mjs': "export { a as b } from './lib/c.mjs';\n",
    'src/lib/c.mjs': "import { a } from '../a.mjs';\nexport { a };\n",
  });
  expect(code).toBe(1);
  expect(output).toMatch(/in a circle/);
  for (const name of ['src/a.mjs', 'src/b.mjs', 'src/lib/c.mjs']) expect(output).toContain(name);
});

test('a circle that only types close (import type, folder index) fails too', () => {
  const { code } = check({
    'src/db/index.ts': "export type { Store } from './store.ts';\n",
    'src/db/store.ts': "import type { Url } from '../url.ts';\nexport interface Store { url: Url }\n",
    'src/url.ts': "import type { Store } from './db';\nexport type Url = string | Store;\n",
  });
  expect(code).toBe(1);
});

test('imports that run one way pass; tests, declarations and generated code are not read', () => {
  const { code, output } = check({
    'src/a.mjs': "import { b } from './b.mjs';\nexport const a = b;\n",
    'src/b.mjs': 'export const b = 1;\n',
    'src/b.test.mjs': "import { a } from './a.mjs';\nimport './b.test.mjs';\n",
    'src/types.d.mts': "import './types.d.mts';\n",
  });
  expect(output).toMatch(/no import cycles among 2 modules/);
  expect(code).toBe(0);
});
