import { sql } from 'kysely';
import { loadSettings } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/connect';
import { seed } from '../../src/server/db/seed/seed';
import {
  EMAIL_DOMAINS,
  FIRST_NAMES,
  generateBenchUsers,
  LAST_NAMES,
  MOBILE_PREFIXES,
  STATUS_SHARES,
  USER_TYPE_SHARES,
} from '../bench/bench-data';
import { freshDatabase } from './support/databases';

// The benchmarks' data generator (tests/bench/bench-data.ts) on the real PostgreSQL the benchmarks
// use: the shares it promises, unique emails, real prefixes, and the same rows for the same seed.
const ROWS = 20_000;
const settings = loadSettings({ SEED_ADMIN_PASSWORD: 'bench data test 2026', SEED_DEMO_DATA: 'false', WEB_DIR: '' });

async function generated(seedNumber: number): Promise<DatabaseHandle> {
  const handle = await freshDatabase('postgres');
  await seed(handle.db, settings);
  // One day of seeding for every run: active staff's sign-ins count back from it.
  await generateBenchUsers(handle, ROWS, seedNumber, '2026-11-29');
  return handle;
}

const shares = async (handle: DatabaseHandle, column: 'user_type' | 'status') =>
  new Map(
    (
      await sql<{ value: string; share: number }>`
        select ${sql.ref(column)} as value, count(*)::float8 / ${ROWS} as share from users
        where email <> ${settings.seedAdminEmail} group by 1`.execute(handle.db)
    ).rows.map((r) => [r.value, r.share]),
  );

const fingerprint = async (handle: DatabaseHandle) =>
  (
    await sql<{ digest: string }>`
      select md5(string_agg(concat_ws('|', id, first_name, middle_name, last_name, email, phone, user_type, status,
        tpa_id, ministry_id, created_at, last_login_at), ',' order by id)) as digest
      from users where email <> ${settings.seedAdminEmail}`.execute(handle.db)
  ).rows[0].digest;

describe('benchmark data generator', () => {
  let first: DatabaseHandle;
  beforeAll(async () => {
    first = await generated(18);
  }, 120_000);
  afterAll(() => first?.close());

  it("draws user types and statuses in the scheme's proportions", async () => {
    const types = await shares(first, 'user_type');
    for (const [type, share] of USER_TYPE_SHARES) expect(Math.abs(types.get(type)! - share)).toBeLessThan(0.004);
    const statuses = await shares(first, 'status');
    for (const [status, share] of STATUS_SHARES) expect(Math.abs(statuses.get(status)! - share)).toBeLessThan(0.01);
  });

  it('gives names a long tail from the lists, unique emails and phones with real Nigerian prefixes', async () => {
    const { rows } = await sql<{ first_name: string; n: number }>`
      select first_name, count(*)::int as n from users where email <> ${settings.seedAdminEmail}
      group by 1 order by 2 desc`.execute(first.db);
    expect(rows.every((r) => (FIRST_NAMES as readonly string[]).includes(r.first_name))).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    // Zipf-like: the most frequent name is far above the median one, which is still present.
    expect(rows[0].first_name).toBe(FIRST_NAMES[0]);
    expect(rows[0].n).toBeGreaterThan(10 * rows[Math.floor(rows.length / 2)].n);
    const checks = (
      await sql<{ emails: number; distinct_emails: number; bad_emails: number; bad_phones: number; last: number }>`
        select count(*)::int as emails, count(distinct lower(email))::int as distinct_emails,
               count(*) filter (where email !~ ('^[a-z]+\\.[a-z]+[0-9]+@(' || ${EMAIL_DOMAINS.join('|')} || ')$'))::int
                 as bad_emails,
               count(*) filter (where phone !~ '^\\+234 [0-9]{10}$'
                 or '0' || substr(phone, 6, 3) <> all (${[...MOBILE_PREFIXES]}::text[]))::int as bad_phones,
               count(*) filter (where last_name <> all (${[...LAST_NAMES]}::text[]))::int as last
        from users where email <> ${settings.seedAdminEmail}`.execute(first.db)
    ).rows[0];
    expect(checks).toEqual({ emails: ROWS, distinct_emails: ROWS, bad_emails: 0, bad_phones: 0, last: 0 });
  });

  it('gives staff roles and TPA/ministry staff their organisation, and leaves row_counts exact', async () => {
    const { rows } = await sql<{ staff_without_role: number; beneficiary_roles: number; orgless: number }>`
      select count(*) filter (where user_type not in ('Beneficiary') and id > 1
               and not exists (select 1 from user_roles r where r.user_id = u.id))::int as staff_without_role,
             count(*) filter (where user_type = 'Beneficiary'
               and exists (select 1 from user_roles r where r.user_id = u.id))::int as beneficiary_roles,
             count(*) filter (where (user_type = 'TPA Staff') <> (tpa_id is not null)
               or (user_type = 'Ministry Staff') <> (ministry_id is not null))::int as orgless
      from users u where email <> ${settings.seedAdminEmail}`.execute(first.db);
    expect(rows[0]).toEqual({ staff_without_role: 0, beneficiary_roles: 0, orgless: 0 });
    const counts = await sql<{ table_name: string; row_count: string; actual: string }>`
      select table_name, row_count::text, (xpath('/row/c/text()',
        query_to_xml(format('select count(*) as c from %I', table_name), false, true, '')))[1]::text as actual
      from row_counts`.execute(first.db);
    for (const row of counts.rows) expect([row.table_name, row.row_count]).toEqual([row.table_name, row.actual]);
  });

  it('makes the same rows from the same seed and other rows from another', async () => {
    const again = await generated(18);
    const other = await generated(19);
    try {
      expect(await fingerprint(again)).toBe(await fingerprint(first));
      expect(await fingerprint(other)).not.toBe(await fingerprint(first));
    } finally {
      await again.close();
      await other.close();
    }
  }, 120_000);
});
