// `npm start`: bundles the server's TypeScript with esbuild (a tenth of a second) and runs the
// bundle in this process. Plain JavaScript so that node runs it without a TypeScript loader: loaded
// through tsx's hooks, the server's modules took seconds of every start (docs/benchmarks.md, Start-up).
// Packages stay external, loaded from node_modules as they are.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = path.join(projectRoot, 'dist/server/main.mjs');

const { outputFiles } = await build({
  entryPoints: [path.join(projectRoot, 'src/server/main.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  write: false,
  logLevel: 'warning',
});

/** Replaces a file only when its content changed, and atomically: processes starting at once may share dist/server. */
function writeIfChanged(file, contents) {
  try {
    if (Buffer.compare(readFileSync(file), contents) === 0) return;
  } catch {
    // No such file yet.
  }
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

mkdirSync(path.dirname(bundle), { recursive: true });
// The map first: a process that reads the new bundle finds its map.
for (const file of [...outputFiles].sort((a) => (a.path.endsWith('.map') ? -1 : 1)))
  writeIfChanged(file.path, file.contents);

// Stack traces name the TypeScript files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
