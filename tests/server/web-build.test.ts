import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebAppIfStale } from '../../src/server/web-build';

/**
 * `npm start` builds the SPA only when a source it is made from changed (README): the build
 * records the sources' hash, and an unchanged tree — even with every file's time moved, as a
 * fresh clone or a checkout does — starts without building. Parcel itself is stood in for by a
 * build that writes index.html: what is under test is the decision, not the bundler.
 */

function sourceTree(): { root: string; webDir: string; write(file: string, text: string): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'nhia-web-build-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('src/web/main.tsx', 'export const screen = 1;');
  write('src/shared/http.ts', 'export const cookie = "a";');
  write('openapi/openapi.yaml', 'openapi: 3.1.0');
  write('package.json', '{}');
  return { root, webDir: path.join(root, 'dist/web'), write };
}

describe('the SPA build on start', () => {
  const builds: string[] = [];
  const build = (root: string) => {
    builds.push(root);
    mkdirSync(path.join(root, 'dist/web'), { recursive: true });
    writeFileSync(path.join(root, 'dist/web/index.html'), '<!doctype html>');
  };
  const tree = sourceTree();
  beforeEach(() => {
    builds.length = 0;
  });

  it('builds when there is no build, then skips while nothing changed, even with every time moved', () => {
    expect(buildWebAppIfStale(tree.root, tree.webDir, build)).toBe(true);
    expect(buildWebAppIfStale(tree.root, tree.webDir, build)).toBe(false);
    const later = new Date(Date.now() + 3_600_000);
    for (const file of ['src/web/main.tsx', 'openapi/openapi.yaml'])
      utimesSync(path.join(tree.root, file), later, later);
    expect(buildWebAppIfStale(tree.root, tree.webDir, build)).toBe(false);
    expect(builds).toHaveLength(1);
  });

  it.each([
    ['a changed screen', 'src/web/main.tsx', 'export const screen = 2;'],
    ['a new file', 'src/web/NewScreen.tsx', 'export {};'],
    ['a changed shared module', 'src/shared/http.ts', 'export const cookie = "b";'],
    ['a changed contract', 'openapi/openapi.yaml', 'openapi: 3.1.1'],
    ['a changed lockfile', 'package-lock.json', '{"lockfileVersion": 3}'],
  ])('rebuilds after %s, once', (_change, file, text) => {
    tree.write(file, text);
    expect(buildWebAppIfStale(tree.root, tree.webDir, build)).toBe(true);
    expect(buildWebAppIfStale(tree.root, tree.webDir, build)).toBe(false);
    expect(builds).toHaveLength(1);
  });

  it('builds again when the built folder lost its index.html', () => {
    writeFileSync(path.join(tree.webDir, 'index.html'), '');
    expect(buildWebAppIfStale(tree.root, tree.webDir, build)).toBe(false);
    rmSync(path.join(tree.webDir, 'index.html'));
    expect(buildWebAppIfStale(tree.root, tree.webDir, build)).toBe(true);
  });
});
