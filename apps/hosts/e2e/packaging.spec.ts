// The packed packages are what a host installs: each passes publint and Are the Types Wrong, ships only
// its built files, declares what the host must share as peers, marks its client boundaries, and each host
// ends up with one React and one Apollo Client.
import { expect, test } from './test.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST } from './hosts.ts';

const REACT_PACKAGES = ['@masthead/header-react', '@masthead/header-desktop', '@masthead/header-mobile'];
const CLIENT_ENTRIES = new Set(REACT_PACKAGES);
const SHARED_PEERS = ['react', 'react-dom', '@apollo/client', 'graphql', 'rxjs'];

function filesOf(tarball: string): string[] {
  return execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n').map((f) => f.replace(/^package\//, ''));
}

function fileIn(tarball: string, path: string): string {
  return execFileSync('tar', ['xzf', tarball, '-O', `package/${path}`], { encoding: 'utf8' });
}

for (const [name, { file }] of Object.entries(MANIFEST.tarballs)) {
  test.describe(name, () => {
    test('publint finds nothing to report', () => {
      const run = spawnSync('pnpm', ['exec', 'publint', 'run', file, '--strict'], { encoding: 'utf8' });
      expect(`${run.stdout}${run.stderr}`).toContain('All good!');
      expect(run.status).toBe(0);
    });

    test('Are the Types Wrong finds no problem for ESM consumers (node16 from ESM, bundlers)', () => {
      // The stylesheets and the schema are files, not modules: attw resolves only the JavaScript entries.
      const run = spawnSync('pnpm', ['exec', 'attw', file, '--profile', 'esm-only', '--format', 'ascii', '--exclude-entrypoints', './styles.css', './renderer.css', './schema.graphql', './persisted-documents.json'], { encoding: 'utf8' });
      const out = `${run.stdout}${run.stderr}`;
      // Every entry resolves, types and JavaScript, for Node's ESM resolution and for bundlers.
      expect(out).not.toMatch(/^(node16 \(from ESM\)|bundler): (?!🟢)/m);
      expect(out).toMatch(/^node16 \(from ESM\): 🟢/m);
      expect(run.status).toBe(0);
    });

    test('ships built files only: dist, its manifest, no sources, tests or configs', () => {
      const files = filesOf(file);
      expect(files).toContain('package.json');
      expect(files).toContain('dist/index.js');
      expect(files).toContain('dist/index.d.ts');
      expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md', 'CHANGELOG.md', 'schema.graphql'].includes(f))).toEqual([]);
      expect(files.filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
      expect(files.filter((f) => /\.test\.|(^|\/)(test|e2e)\/|tsconfig|vitest|tsdown/.test(f))).toEqual([]);
    });

    test('its manifest: exports with types first, no workspace or catalog ranges, shared packages as peers', () => {
      const pkg = JSON.parse(fileIn(file, 'package.json')) as {
        exports: Record<string, string | Record<string, string>>;
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
        sideEffects: boolean | string[];
      };
      const root = pkg.exports['.'];
      expect(typeof root === 'object' && Object.keys(root)[0]).toBe('types');
      expect(JSON.stringify(pkg)).not.toMatch(/workspace:|catalog:|\.\/src\//);
      if (REACT_PACKAGES.includes(name)) {
        for (const peer of SHARED_PEERS) {
          expect(pkg.peerDependencies?.[peer], `${peer} is a peer`).toBeTruthy();
          expect(pkg.dependencies?.[peer], `${peer} is not a dependency`).toBeUndefined();
        }
        expect(pkg.sideEffects).toEqual(['*.css']);
      } else {
        expect(pkg.sideEffects).toBe(false);
      }
    });

    test(CLIENT_ENTRIES.has(name) ? "its entry begins with 'use client'" : "stays free of 'use client' (plain logic, fine on the server)", () => {
      const entry = fileIn(file, 'dist/index.js');
      if (CLIENT_ENTRIES.has(name)) expect(entry.trimStart()).toMatch(/^["']use client["'];/);
      else expect(entry).not.toMatch(/["']use client["']/);
    });

    if (name === '@masthead/header-desktop' || name === '@masthead/header-mobile') {
      test('ships one built stylesheet, the shared styles included', () => {
        const css = fileIn(file, 'dist/styles.css');
        expect(css).toContain('/* @masthead/header-react */');
        expect(css).toContain(`/* ${name} */`);
        expect(css).toContain('.mh-header');
      });

      test("ships its own styles alone as renderer.css, for a host that mounts both renderers", () => {
        const css = fileIn(file, 'dist/renderer.css');
        expect(css).toContain(`/* ${name} */`);
        expect(css).not.toContain('/* @masthead/header-react */');
      });
    }
  });
}

for (const host of ['next', 'vite'] as const) {
  test(`the ${host} host has one copy each of react, react-dom and @apollo/client`, () => {
    const store = readdirSync(join(MANIFEST.hosts[host].dir, 'node_modules/.pnpm'));
    // pnpm keeps one folder per instance (a package resolved against other peers is another folder).
    for (const pkg of ['react', 'react-dom', '@apollo+client']) {
      expect(store.filter((entry) => entry.startsWith(`${pkg}@`)), pkg).toHaveLength(1);
    }
  });
}

test('plain Node (no bundler) imports the renderers and renders them to HTML', () => {
  const script = `
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { DesktopHeader } = await import('@masthead/header-desktop');
    const { MobileHeader } = await import('@masthead/header-mobile');
    const props = { viewer: null, categories: [{ slug: 'illustration', displayName: 'Illustration' }] };
    console.log(renderToString(createElement(DesktopHeader, props)) + renderToString(createElement(MobileHeader, props)));`;
  const html = execFileSync('node', ['--input-type=module', '-e', script], { cwd: MANIFEST.hosts.next.dir, encoding: 'utf8' });
  expect(html).toContain('mh-header--desktop');
  expect(html).toContain('mh-header--mobile');
  expect(html).toContain('Illustration');
});
