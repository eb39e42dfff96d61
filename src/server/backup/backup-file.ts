import { createHmac } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';

/**
 * One backup file (a zip): manifest.json, the embedded database's dump (database.tar.gz, PGlite's
 * own format), the export files (exports/) and the link secret (link-secret) when it lives in
 * DATA_DIR. It is as secret as DATA_DIR itself and is written readable by its user alone.
 */
export const BACKUP_FORMAT = 'nhia-user-management-backup';
const FORMAT_VERSION = 1;
const DATABASE_ENTRY = 'database.tar.gz';
const SECRET_ENTRY = 'link-secret';
const EXPORTS_PREFIX = 'exports/';

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  exportFiles: number;
  /** 'file': the secret is in the backup; 'environment': it was LINK_SECRET, kept by the operator. */
  linkSecret: 'file' | 'environment';
  /** Tells whether a secret is the one of the backup, without revealing it. */
  linkSecretFingerprint: string;
}

export function fingerprintOf(secret: Buffer): string {
  return createHmac('sha256', secret).update('nhia backup fingerprint').digest('hex').slice(0, 16);
}

/** The export files to keep: complete ones only (a file being written is a dot-named .part). */
export function exportFilesIn(exportDir: string): string[] {
  if (!existsSync(exportDir)) return [];
  return readdirSync(exportDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

export async function writeBackupFile(
  file: string,
  parts: { database: Buffer; exportDir: string; secretFile?: string; secret: Buffer },
): Promise<Manifest> {
  const exportFiles = exportFilesIn(parts.exportDir);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    exportFiles: exportFiles.length,
    linkSecret: parts.secretFile ? 'file' : 'environment',
    linkSecretFingerprint: fingerprintOf(parts.secret),
  };
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json');
  // The dump is gzipped already, and so are the .xlsx files: stored as they are.
  zip.addBuffer(parts.database, DATABASE_ENTRY, { compress: false });
  if (parts.secretFile) zip.addFile(parts.secretFile, SECRET_ENTRY);
  for (const name of exportFiles)
    zip.addFile(path.join(parts.exportDir, name), `${EXPORTS_PREFIX}${name}`, { compress: false });
  zip.end();
  const partial = `${file}.partial`;
  try {
    await pipeline(zip.outputStream, createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return manifest;
}

export interface BackupContents {
  manifest: Manifest;
  database: Buffer;
  secret: string | undefined;
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads a backup file, writing its export files into `exportsTo`; throws when it is not one. */
export async function readBackupFile(file: string, exportsTo: string): Promise<BackupContents> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const buffers = new Map<string, Buffer>();
  await mkdir(exportsTo, { recursive: true, mode: 0o700 });
  try {
    const nextEntry = () =>
      new Promise<yauzl.Entry | undefined>((resolve, reject) => {
        zip.removeAllListeners();
        zip
          .once('entry', resolve)
          .once('end', () => resolve(undefined))
          .once('error', reject);
        zip.readEntry();
      });
    for (let entry = await nextEntry(); entry; entry = await nextEntry()) {
      const stream = await zip.openReadStreamPromise(entry);
      const name = entry.fileName;
      if (name.startsWith(EXPORTS_PREFIX) && !name.slice(EXPORTS_PREFIX.length).includes('/'))
        await pipeline(
          stream,
          createWriteStream(path.join(exportsTo, name.slice(EXPORTS_PREFIX.length)), { mode: 0o600 }),
        );
      else buffers.set(name, await bufferOf(stream));
    }
  } finally {
    zip.close();
  }
  const manifest = JSON.parse(buffers.get('manifest.json')?.toString() ?? 'null') as Manifest | null;
  const database = buffers.get(DATABASE_ENTRY);
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== FORMAT_VERSION || !database)
    throw new Error(`${file} is not a backup of this app (npm run backup writes one).`);
  return { manifest, database, secret: buffers.get(SECRET_ENTRY)?.toString() };
}
