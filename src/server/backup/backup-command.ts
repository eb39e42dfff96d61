/**
 * `npm run backup [FILE]`: one file holding a consistent copy of the embedded database, the export
 * files and the link secret (docs/deployment.md, Backups). While the app runs, the app makes the
 * database's copy (asked over its socket in DATA_DIR); while it is stopped, this process opens the
 * database itself, holding it so that no app starts on it meanwhile.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSettings } from '../config';
import { openDatabase } from '../db/connect';
import { linkSecretOf } from '../exports/download-links';
import { keepNewFilesPrivate } from '../private-files';
import { writeBackupFile } from './backup-file';
import { askHolder, dumpEmbedded, holdEmbeddedDatabase } from './embedded-lock';
import { runCommand } from './command';

const SECRET_FILE = 'link-secret';

async function databaseDump(dataDir: string): Promise<{ dump: Buffer; whileRunning: boolean }> {
  const fromApp = await askHolder(dataDir, '/backup');
  if (fromApp) return { dump: fromApp, whileRunning: true };
  const hold = await holdEmbeddedDatabase(dataDir, 'backup');
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      return { dump: await dumpEmbedded(database), whileRunning: false };
    } finally {
      await database.close();
    }
  } finally {
    await hold.release();
  }
}

runCommand('Not backed up', async (args) => {
  const settings = loadSettings();
  if (settings.databaseUrl)
    throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README.md, Backups), and keep EXPORT_DIR.');
  if (!existsSync(path.join(settings.dataDir, 'db', 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${path.join(settings.dataDir, 'db')} to back up.`);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
  const file = path.resolve(args[0] ?? `nhia-backup-${stamp}.zip`);
  if (existsSync(file)) throw new Error(`${file} exists already: name another file.`);
  keepNewFilesPrivate();
  const secretFile = path.join(settings.dataDir, SECRET_FILE);
  const { dump, whileRunning } = await databaseDump(settings.dataDir);
  // After the database: a file the copy names was complete before its job was marked done.
  const manifest = await writeBackupFile(file, {
    database: dump,
    exportDir: settings.exportDir,
    secretFile: settings.linkSecret === undefined && existsSync(secretFile) ? secretFile : undefined,
    secret: linkSecretOf(settings),
  });
  console.log(
    [
      `Backed up to ${file} (readable by this user alone; keep it as safe as ${settings.dataDir}):`,
      `  the embedded database (copied ${whileRunning ? 'by the running app' : 'with the app stopped'}),`,
      `  ${manifest.exportFiles} export files,`,
      manifest.linkSecret === 'file'
        ? '  the link secret (DATA_DIR/link-secret).'
        : '  not the link secret: it is LINK_SECRET, which you keep; a restore needs the same value.',
    ].join('\n'),
  );
});
