import type { Permission, UsersImportDryRun, UsersImportJob } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';

export const IMPORT_ADDRESS = '/agency-panel/users/import';
export const HEADINGS_CALL = 'POST /api/users/import/headings';
export const DRY_RUN_CALL = 'POST /api/users/import/dry-run';
export const ERRORS_CALL = 'POST /api/users/import/dry-run/errors';
export const COMMIT_CALL = 'POST /api/users/import';
export const JOB_ID = 9;
export const JOB_CALL = `GET /api/users/import/${JOB_ID}`;

export const STAFF_CSV = 'First name,Surname,E-mail,Type,Roles\nNgozi,Okafor,ngozi@example.org,Agency Staff,Auditor\n';

export const dryRun = (answer: Partial<UsersImportDryRun> = {}): UsersImportDryRun => ({
  total_rows: 1,
  valid_rows: 1,
  invalid_rows: 0,
  to_create: 1,
  to_update: 0,
  unchanged: 0,
  row_errors: [],
  ...answer,
});

/** The import job as getUsersImport answers it. */
export const importJob = (job: Partial<UsersImportJob> = {}): UsersImportJob => ({
  id: JOB_ID,
  file_name: 'staff.csv',
  mode: 'create_only',
  status: 'queued',
  total_rows: 1,
  processed_rows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  failed: 0,
  row_errors: [],
  error: null,
  created_at: '2026-11-28T15:00:00.000Z',
  finished_at: null,
  ...job,
});

/** The import's calls answered by `routes`, the session holding `permissions` (every one by default). */
export function importBackend(routes: Record<string, FetchHandler> = {}, permissions?: Permission[]): FetchStub {
  return stubFetch({
    'GET /api/user': () => json(200, sessionOf(permissions ? { permissions } : {})),
    [DRY_RUN_CALL]: () => json(200, dryRun()),
    ...routes,
  });
}

/** The JSON bodies the stub received for one call, in order. */
export async function bodiesOf(stub: FetchStub, call: string): Promise<Record<string, unknown>[]> {
  const requests = stub.requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === call);
  return Promise.all(requests.map((request) => request.clone().json()));
}

export const base64Of = (text: string) => Buffer.from(text).toString('base64');
