import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `npm start` builds the SPA when dist/web is missing or older than its sources (README). */
export function buildWebAppIfStale(root: string, webDir: string): void {
  const builtIndex = path.join(webDir, 'index.html');
  const sources = ['src/web', 'src/shared', 'openapi'].map((dir) => path.join(root, dir));
  const newestSource = Math.max(
    ...sources.filter(existsSync).map(newestChange),
    statSync(path.join(root, 'package.json')).mtimeMs,
  );
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestSource) return;
  console.log('Building the web app (parcel)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the web app failed');
}
