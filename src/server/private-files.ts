import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from './config';

/** Group and other permission bits: none may be set on the service's data. */
const SHARED_BITS = 0o077;

/**
 * Everything the service writes from now on is its user's alone: folders 0700, files 0600.
 * Called before anything is written, so no file is ever open to others, not even briefly.
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

/**
 * Takes group and other permissions off `root` and everything under it that the service's user
 * owns: an earlier version left them open, and PGlite extracts its initial database files with
 * mode 0666 whatever the umask. Symbolic links are left alone (never followed). Answers how
 * many entries it changed.
 */
export function makePrivate(root: string): number {
  if (!existsSync(root)) return 0;
  const uid = process.getuid?.();
  let changed = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink() || (uid !== undefined && stat.uid !== uid)) return;
    if (stat.mode & SHARED_BITS) {
      chmodSync(entry, stat.mode & 0o7777 & ~SHARED_BITS);
      changed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return changed;
}

/** Where the service keeps data (DATA_DIR, and EXPORT_DIR when it lies elsewhere), each folder once. */
export function privateFolders(settings: Pick<Settings, 'dataDir' | 'exportDir' | 'outboxDir'>): string[] {
  const inDataDir = (dir: string) => dir === settings.dataDir || dir.startsWith(`${settings.dataDir}${path.sep}`);
  return [settings.dataDir, ...new Set([settings.exportDir, settings.outboxDir].filter((dir) => !inDataDir(dir)))];
}
