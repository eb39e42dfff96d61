import path from 'node:path';
import type { Server } from 'node:http';
import { buildApp } from './app';
import { EmbeddedDatabaseInUse, holdEmbeddedDatabase, type EmbeddedDatabaseHold } from './backup/embedded-lock';
import { loadSettings, type Settings } from './config';
import { migrate, openDatabase } from './db/connect';
import { seed } from './db/seed/seed';
import { describeSeed } from './db/seed/seed-report';
import { listenForMetrics } from './metrics/metrics-server';
import { keepNewFilesPrivate, makePrivate, privateFolders } from './private-files';
import { projectRoot } from './project-root';
import { buildWebAppIfStale } from './web-build';

function settingsOrExit(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    // A wrong setting is the operator's to fix: its message, not a stack trace.
    console.error(`Not started: ${(error as Error).message}`);
    process.exit(1);
  }
}

async function holdOrExit(dataDir: string): Promise<EmbeddedDatabaseHold> {
  try {
    return await holdEmbeddedDatabase(dataDir, 'app');
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    console.error(`Not started: ${error.message} One process at a time may open it; for several, use PostgreSQL.`);
    process.exit(1);
  }
}

const settings = settingsOrExit();
// The built SPA is public anyway; everything written after this (database, exports, mail) is private.
if (settings.webDir && process.env.SKIP_WEB_BUILD !== 'true') buildWebAppIfStale(projectRoot, settings.webDir);
keepNewFilesPrivate();
const privateDirs = privateFolders(settings);
const opened = privateDirs.reduce((sum, dir) => sum + makePrivate(dir), 0);

// The embedded database is this process's alone while it runs; backups ask it for their copy.
const embeddedHold = settings.databaseUrl ? undefined : await holdOrExit(settings.dataDir);
const database = await openDatabase({
  databaseUrl: settings.databaseUrl,
  pool: settings.databasePool,
  readReplica: settings.databaseRead,
  pgliteDir: path.join(settings.dataDir, 'db'),
});
// PGlite writes its initial files readable and writable by everyone, whatever the umask.
for (const dir of privateDirs) makePrivate(dir);
embeddedHold?.serveBackups(database);
await migrate(database.db);
const report = await seed(database.db, settings);
const app = await buildApp({ settings, database });

let metricsServer: Server | undefined;
let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests, the export, the import batch and the mail in hand');
  // Closing the app also stops its export and import workers and mail outbox once the work in hand is done.
  metricsServer?.close();
  await app.close();
  await database.close();
  await embeddedHold?.release();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: settings.port, host: settings.host });
app.exportWorker.start();
app.importWorker.start();
app.mailOutbox.start();
if (settings.metricsPort)
  metricsServer = await listenForMetrics(app.metrics.registry, settings.metricsPort, settings.metricsHost);
console.log(
  [
    '',
    `NHIA User Management is running at ${settings.appUrl} on ${database.kind === 'pglite' ? `the embedded database (${path.join(settings.dataDir, 'db')})` : 'PostgreSQL'}.`,
    settings.apiDocs
      ? `API reference: ${settings.appUrl}/api/docs`
      : 'API reference: off in production (API_DOCS=true serves it).',
    settings.smtpUrl
      ? 'Mail goes out over SMTP_URL.'
      : `No SMTP_URL set: mail (export links included) is written to ${settings.outboxDir}.`,
    settings.metricsPort
      ? `Prometheus metrics: http://${settings.metricsHost}:${settings.metricsPort}/metrics (docs/operations.md).`
      : 'Prometheus metrics: off (METRICS_PORT serves them on a port of their own).',
    ...(opened > 0
      ? [
          `Took group and other permissions off ${opened} files and folders of ${privateDirs.join(', ')}: they are this user's alone.`,
        ]
      : []),
    describeSeed(report),
    `Started in ${process.uptime().toFixed(1)} s.`,
    '',
  ].join('\n'),
);
