import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the SPA bundle is made from: a change to any of these needs a new build. */
const WEB_SOURCES = ['src/web', 'src/shared', 'openapi', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** Written into the built folder after a build: the sources' hash it was built from. */
export const WEB_BUILD_STAMP = '.sources-hash';

function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target)
    .sort()
    .flatMap((name) => filesUnder(path.join(target, name)));
}

/**
 * A hash of every source file's path and content. Contents, not times: a fresh clone or a
 * checkout sets every time anew, and an edit undone is no change.
 */
export function webSourcesHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of WEB_SOURCES.flatMap((source) => filesUnder(path.join(root, source)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** The build in webDir was made from these very sources. */
export function webBuildIsCurrent(webDir: string, sourcesHash: string): boolean {
  const stamp = path.join(webDir, WEB_BUILD_STAMP);
  return (
    existsSync(path.join(webDir, 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === sourcesHash
  );
}

/** Records the sources a finished build was made from (their hash taken before it started). */
export function recordWebBuild(webDir: string, sourcesHash: string): void {
  writeFileSync(path.join(webDir, WEB_BUILD_STAMP), `${sourcesHash}\n`);
}

/** Parcel's build, its ~70 lines of file sizes kept back unless it fails. */
function parcelBuild(root: string): void {
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error('building the web app failed (its output is above)');
  }
}

/**
 * `npm start` builds the SPA only when its sources changed since the build in webDir (README);
 * answers whether it built. `build` is Parcel's (a test gives its own).
 */
export function buildWebAppIfStale(root: string, webDir: string, build = parcelBuild): boolean {
  const sourcesHash = webSourcesHash(root);
  if (webBuildIsCurrent(webDir, sourcesHash)) return false;
  const started = Date.now();
  console.log('Building the web app (its sources changed since the last build; a minute or two)…');
  build(root);
  recordWebBuild(webDir, sourcesHash);
  console.log(`Built the web app in ${Math.round((Date.now() - started) / 1000)} s.`);
  return true;
}
