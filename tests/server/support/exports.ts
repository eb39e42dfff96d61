import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as XLSX from 'xlsx';
import { buildApp } from '../../../src/server/app';
import type { Clock } from '../../../src/server/clock';
import type { DatabaseHandle } from '../../../src/server/db/connect';
import { roleIdNamed, signInHelpersKnow, testSettings } from './server';
import { userRow } from './user-rows';

export const TEST_APP_URL = 'http://nhia.test';

/** A data folder of its own for a test file (export files, the outbox). */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'nhia-exports-'));
}

/** Another app process on the same database: a second instance, or the first one restarted. */
export async function appOnDatabase(
  database: DatabaseHandle,
  options: { env?: NodeJS.ProcessEnv; clock?: Clock } = {},
): Promise<FastifyInstance> {
  const settings = testSettings(options.env);
  const app = await buildApp({ settings, database, clock: options.clock, logger: false });
  await app.ready();
  signInHelpersKnow(app, options.clock, settings);
  return app;
}

export type SheetCell = string | number | Date | null;

/** The first sheet of an .xlsx file, header row first, read back with SheetJS. */
export function readSheet(file: Buffer): SheetCell[][] {
  const workbook = XLSX.read(file, { type: 'buffer', cellDates: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  return XLSX.utils.sheet_to_json<SheetCell[]>(sheet, { header: 1, defval: null, raw: true });
}

/** The agency's wall-clock time of an instant, as a sheet shows it (Lagos is UTC+1 all year), to the minute. */
export const lagosWallClock = (iso: string) =>
  new Date(new Date(iso).getTime() + 60 * 60_000).toISOString().slice(0, 16);
/** A date cell as SheetJS reads it back (a local-time Date of the sheet's wall-clock time), to the minute. */
export const sheetWallClock = (cell: Date) =>
  new Date(cell.getTime() - cell.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The path of a download link (the app is called in-process, not at APP_URL). */
export function pathOf(link: string): string {
  return new URL(link).pathname;
}

/** The first link to a download in a text. */
export function downloadLinkIn(text: string): string | undefined {
  return /https?:\/\/\S+\/api\/exports\/download\/[A-Za-z0-9_-]+/.exec(text)?.[0];
}

export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** The screen's query the export tests use: TPA staff, searched for "exportable", sorted by name. */
export const EXPORT_QUERY = {
  filters: JSON.stringify([{ name: 'user_type', type: 'select', value: ['TPA Staff'] }]),
  search_string: 'exportable',
  sort: 'name',
};

/**
 * `matching` TPA staff whom EXPORT_QUERY finds (one TPA, some with the Auditor role, a middle
 * name, a phone, a last sign-in), and users it must leave out: agency staff named alike and
 * TPA staff named otherwise.
 */
export async function seedExportableUsers(database: DatabaseHandle, matching: number): Promise<void> {
  const { db } = database;
  const tpa = await db
    .insertInto('tpas')
    .values({
      name: 'Export Health TPA',
      code: 'EXP-1',
      email: 'tpa@example.org',
      phone: '+234 1 000',
      address: 'Lagos',
      state: 'Lagos',
      contact_person: 'A. Contact',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const person = (i: number, userType: string, lastName: string) =>
    userRow({
      first_name: `Ada${i}`,
      middle_name: i % 2 === 0 ? 'Middle' : null,
      last_name: lastName,
      email: `${lastName.toLowerCase()}${i}@example.org`,
      phone: i % 3 === 0 ? null : `+234 800 ${String(i).padStart(4, '0')}`,
      user_type: userType,
      status: i % 4 === 0 ? 'inactive' : 'active',
      tpa_id: userType === 'TPA Staff' ? tpa.id : null,
      last_login_at: i % 5 === 0 ? new Date(Date.UTC(2026, 0, 5, 22, 30)) : null,
      expires_on: i % 6 === 2 ? `2099-0${1 + (i % 9)}-15` : null,
      created_at: new Date(Date.UTC(2025, 5, 1, 10, i)),
    });
  const users = [
    ...Array.from({ length: matching }, (_, i) => person(i, 'TPA Staff', `Exportable${String(i).padStart(3, '0')}`)),
    ...Array.from({ length: 5 }, (_, i) => person(i, 'Agency Staff', `Exportable${i}Agency`)),
    ...Array.from({ length: 5 }, (_, i) => person(i, 'TPA Staff', `Other${i}`)),
  ];
  const inserted = await db.insertInto('users').values(users).returning('id').execute();
  const auditorId = await roleIdNamed(db, 'Auditor');
  await db
    .insertInto('user_roles')
    .values(inserted.filter((_, i) => i % 3 === 1).map((u) => ({ user_id: u.id, role_id: auditorId })))
    .execute();
}
