/**
 * `npm run restore FILE [--force]`: brings back what `npm run backup` wrote (docs/deployment.md,
 * Backups). The app must be stopped; an existing database is replaced only with --force, and what it
 * replaces is kept aside (`<folder>.replaced-<time>`) until the operator removes it. The dump is
 * opened once before anything is replaced, so a backup that does not open changes nothing.
 */
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadSettings } from '../config';
import { openDatabase } from '../db/connect';
import { keepNewFilesPrivate, makePrivate, privateFolders } from '../private-files';
import { fingerprintOf, readBackupFile, type BackupContents } from './backup-file';
import { EmbeddedDatabaseInUse, holdEmbeddedDatabase } from './embedded-lock';
import { runCommand } from './command';

const SECRET_FILE = 'link-secret';

/** Opens the dump into `dir` and answers how many migrations it had run. */
async function unpackDatabase(contents: BackupContents, dir: string): Promise<number> {
  const database = await openDatabase({ pgliteDir: dir, pgliteDump: new Blob([new Uint8Array(contents.database)]) });
  try {
    const run = await sql<{ count: number }>`select count(*)::int as count from kysely_migration`.execute(database.db);
    return run.rows[0].count;
  } finally {
    await database.close();
  }
}

/** What the restored database needs of LINK_SECRET, when the operator must act. */
function secretAdvice(contents: BackupContents, linkSecret: string | undefined): string | undefined {
  const { manifest } = contents;
  const current = linkSecret ?? contents.secret;
  if (current === undefined)
    return 'Set LINK_SECRET to the value it had when the backup was made: authenticator apps and export links need it.';
  if (fingerprintOf(Buffer.from(current, 'utf8')) !== manifest.linkSecretFingerprint)
    return 'LINK_SECRET is not the one the backup was made under: authenticator apps (reset them) and export links made before will not work.';
  return undefined;
}

runCommand('Not restored', async (args) => {
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  const settings = loadSettings();
  if (settings.databaseUrl)
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README.md, Backups).');
  if (!file) throw new Error('name the backup file: npm run restore -- FILE [--force]');
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  keepNewFilesPrivate();
  const hold = await holdEmbeddedDatabase(settings.dataDir, 'restore').catch((error: unknown) => {
    if (error instanceof EmbeddedDatabaseInUse) throw new Error(`${error.message} Stop the app before restoring.`);
    throw error;
  });
  try {
    const dbDir = path.join(settings.dataDir, 'db');
    if (existsSync(path.join(dbDir, 'PG_VERSION')) && !force)
      throw new Error(
        `a database exists in ${dbDir}. Restoring replaces it (it is kept aside as ${path.basename(dbDir)}.replaced-<time>): run again with --force.`,
      );
    const staged = { db: `${dbDir}.restoring`, exports: `${settings.exportDir}.restoring` };
    for (const dir of Object.values(staged)) rmSync(dir, { recursive: true, force: true });
    const contents = await readBackupFile(file, staged.exports);
    const migrationsRun = await unpackDatabase(contents, staged.db);

    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
    const replaced: string[] = [];
    const putInPlace = (target: string, stagedPath: string | undefined) => {
      if (existsSync(target)) {
        replaced.push(`${target}.replaced-${stamp}`);
        renameSync(target, replaced[replaced.length - 1]);
      }
      if (stagedPath) renameSync(stagedPath, target);
    };
    putInPlace(dbDir, staged.db);
    putInPlace(settings.exportDir, staged.exports);
    if (contents.secret !== undefined && settings.linkSecret === undefined) {
      const secretFile = path.join(settings.dataDir, SECRET_FILE);
      putInPlace(secretFile, undefined);
      writeFileSync(secretFile, contents.secret, { mode: 0o600 });
    }
    for (const dir of privateFolders(settings)) makePrivate(dir);
    const advice = secretAdvice(contents, settings.linkSecret);
    console.log(
      [
        `Restored the backup of ${contents.manifest.createdAt} from ${file}:`,
        `  the embedded database into ${dbDir} (${migrationsRun} migrations run; the next start runs any newer ones),`,
        `  ${contents.manifest.exportFiles} export files into ${settings.exportDir}${contents.secret !== undefined && settings.linkSecret === undefined ? ',\n  the link secret' : ''}.`,
        ...(replaced.length > 0
          ? [`What it replaced is kept aside; remove it once the app is checked:`, ...replaced.map((p) => `  ${p}`)]
          : []),
        ...(advice ? [advice] : []),
      ].join('\n'),
    );
  } finally {
    await hold.release();
  }
});
