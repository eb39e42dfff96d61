import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_ACCOUNT_WARNING_DAYS, DEFAULT_DORMANCY_DAYS } from '../../src/shared/constants';
import { dormancyRules, expiryRules } from '../../src/server/users/account-lifecycle';
import { DATABASE_KINDS } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

/** Beneficiaries unused for a year: a national scheme's bulk, which the dormancy rule never acts on. */
const BENEFICIARIES = 20_000;
const DORMANT_STAFF = 30;

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Rows of users a plan's scans read (returned or filtered out), over all their loops. */
function usersRowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === 'users'
      ? ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1)
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + usersRowsRead(child), 0);
}

/**
 * The account lifecycle runs in every process's housekeeping, every minute: each of its
 * selections must read in proportion to the accounts it acts on, not to the users table. At 10M
 * users the dormancy rule's old index (every active account) made each pass walk millions of
 * beneficiaries' entries (1.3–2.6 s a query); its index now holds staff alone (0042).
 */
describe.each(DATABASE_KINDS)('the account lifecycle reads only whom it may act on, %s', (kind) => {
  let server: TestServer;
  const now = new Date();
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await sql`
      insert into users (first_name, last_name, email, user_type, status, created_at, last_login_at)
      select 'Unused', 'Beneficiary' || i, 'unused.beneficiary' || i || '@example.org', 'Beneficiary', 'active',
             now() - interval '800 days', now() - interval '400 days'
      from generate_series(1, ${BENEFICIARIES}::int) as i`.execute(db());
    await sql`
      insert into users (first_name, last_name, email, user_type, status, created_at, last_login_at)
      select 'Dormant', 'Staff' || i, 'dormant.staff' || i || '@example.org', 'Agency Staff', 'active',
             now() - interval '800 days', now() - interval '400 days'
      from generate_series(1, ${DORMANT_STAFF}::int) as i`.execute(db());
    await sql`analyze users`.execute(db());
  });
  afterAll(() => server.close());

  const readsOf = async (which: RawBuilder<unknown>) =>
    db()
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<Record<string, unknown>>`explain (analyze, format json)
          select users.id from users where ${which} order by users.id limit 100`.execute(trx);
        const plan = Object.values(rows[0])[0];
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
        return usersRowsRead(parsed[0].Plan);
      });

  it('finds the dormant staff to warn and to deactivate without reading the unused beneficiaries', async () => {
    const dormancy = dormancyRules(now, DEFAULT_DORMANCY_DAYS, DEFAULT_ACCOUNT_WARNING_DAYS);
    // The staff are due a warning (never warned); nobody is due deactivation yet.
    expect(await readsOf(dormancy.warn)).toBeLessThanOrEqual(DORMANT_STAFF + 10);
    expect(await readsOf(dormancy.deactivate)).toBeLessThanOrEqual(DORMANT_STAFF + 10);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from users where ${dormancy.warn}`.execute(
      db(),
    );
    expect(rows[0].n).toBe(DORMANT_STAFF);
  });

  it('finds the accounts whose expiry is near or past without reading those that never expire', async () => {
    const expiry = expiryRules(now, DEFAULT_ACCOUNT_WARNING_DAYS);
    expect(await readsOf(expiry.warn)).toBeLessThanOrEqual(10);
    expect(await readsOf(expiry.deactivate)).toBeLessThanOrEqual(10);
  });
});
