import { sql } from 'kysely';
import pg from 'pg';
import { purgeSpentBulkChanges } from '../../src/server/users/bulk-changes';
import { until } from './support/until';
import { withRecentSecondFactor } from './support/step-up';
import { DATABASE_KINDS, TEST_POSTGRES_URL } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, roleIdNamed, startTestServer, type TestServer } from './support/server';

// Setup signs several users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 120_000;
const MANAGER = 'matching.manager@nhia.example';
const OTHER_MANAGER = 'matching.other@nhia.example';
const LISTER = 'matching.lister@nhia.example';
const MANAGER_PERMISSIONS = ['list users', 'view users', 'update users', 'list roles', 'view roles'];

type Json = Record<string, unknown>;
const filtersOf = (filters: { name: string; type: string; value: unknown }[]) => JSON.stringify(filters);

/**
 * Bulk changes "to all N matching" (docs/lists.md, Selection): the preview's exact set, the change
 * acting on exactly that set by the list's query, authority (beyond: skipped), activity rows, the
 * refusal when the set changed between preview and change, the cap, the undo and its refusals,
 * step-up through the same path as by ids, and 30 identical requests in parallel.
 */
describe.each(DATABASE_KINDS)('bulk changes to every user a query matches, %s', (kind) => {
  let server: TestServer;
  let manager: Browser;
  let otherManager: Browser;
  let lister: Browser;
  let admin: Browser;
  let managerId: number;
  let auditorRole: number;
  let roleManagerRole: number;
  /** A role holding only "list users": within the managers' authority. */
  let readerRole: number;
  /** Two TPAs: a query filtered to the first must not reach the second's staff. */
  let tpaIds: number[];
  let serial = 0;

  const db = () => server.database.db;
  const statusOf = async (id: number) =>
    (await db().selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const statusesOf = async (ids: number[]) => Promise.all(ids.map(statusOf));
  const activityOf = (ids: number[]) =>
    db()
      .selectFrom('activity_logs')
      .select(['subject_id', 'action', 'changes', 'properties', 'causer_id'])
      .where('subject_type', '=', 'user')
      .where('subject_id', 'in', ids)
      .where('action', 'not in', ['login', 'login_failed'])
      .orderBy('id')
      .execute();
  const allActivity = async () => (await db().selectFrom('activity_logs').select('id').execute()).length;

  /** A user in a group of its own (`tag` is searchable: it is the email's local part), holding the Auditor role. */
  async function member(tag: string, options: { status?: 'active' | 'inactive' | 'pending'; userType?: string } = {}) {
    serial += 1;
    const email = `${tag}.m${serial}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions: [], ...options });
    await db().deleteFrom('user_roles').where('user_id', '=', id).execute();
    await db().insertInto('user_roles').values({ user_id: id, role_id: auditorRole }).execute();
    await db().updateTable('users').set({ current_role_id: auditorRole }).where('id', '=', id).execute();
    return id;
  }

  async function preview(browser: Browser, query: { filters?: string; search_string?: string; sort?: string }) {
    const params = new URLSearchParams(query as Record<string, string>);
    const answer = await browser.call('GET', `/api/users/matching?${params}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { total: number; names: string[]; fingerprint: string; beyond_authority: number };
  }

  /** Previews the query, then sends the change with what the preview answered. */
  async function changeMatching(
    browser: Browser,
    path: 'status' | 'roles',
    query: { filters?: string; search_string?: string },
    change: Json,
  ) {
    const { total, fingerprint } = await preview(browser, query);
    return browser.call('POST', `/api/users/matching/${path}`, {
      matching: { ...query, total, fingerprint },
      ...change,
    });
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    [auditorRole, roleManagerRole] = await Promise.all(['Auditor', 'Role Manager'].map((n) => roleIdNamed(db(), n)));
    managerId = await createUserWith(server.database, { email: MANAGER, permissions: MANAGER_PERMISSIONS });
    const reader = await createUserWith(server.database, {
      email: 'matching.reader@nhia.example',
      permissions: ['list users'],
      roleName: 'Readers',
      status: 'inactive',
    });
    readerRole = (
      await db().selectFrom('user_roles').select('role_id').where('user_id', '=', reader).executeTakeFirstOrThrow()
    ).role_id;
    await createUserWith(server.database, { email: OTHER_MANAGER, permissions: MANAGER_PERMISSIONS });
    tpaIds = [];
    for (const code of ['MATCH-1', 'MATCH-2']) {
      const tpa = await db()
        .insertInto('tpas')
        .values({
          name: `TPA ${code}`,
          code,
          email: `${code.toLowerCase()}@example.org`,
          phone: '+234 1 000',
          address: 'Lagos',
          state: 'Lagos',
          contact_person: 'A. Contact',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tpaIds.push(tpa.id);
    }
    await createUserWith(server.database, { email: LISTER, permissions: ['list users', 'view users'] });
    [manager, otherManager, lister, admin] = [1, 2, 3, 4].map(() => new Browser(server.app));
    await manager.signIn(MANAGER);
    await otherManager.signIn(OTHER_MANAGER);
    await lister.signIn(LISTER);
    await admin.signIn(ADMIN_EMAIL);
    // Bulk deactivation is a step-up action, by ids or by query.
    for (const browser of [manager, otherManager, admin]) await withRecentSecondFactor(db(), browser);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it('previews the exact total, the first five names in the list order and a fingerprint of the set', async () => {
    const ids = [];
    for (let i = 0; i < 7; i += 1) ids.push(await member('preview'));
    await member('preview', { status: 'inactive' });
    const active = filtersOf([{ name: 'status', type: 'select', value: ['active'] }]);
    const shown = await preview(manager, { search_string: 'preview.m', filters: active, sort: '-email' });
    expect(shown).toMatchObject({ total: 7, beyond_authority: 0, includes_you: false });
    const emails = await db().selectFrom('users').select('last_name').where('id', 'in', ids).execute();
    const lastNames = emails.map((u) => u.last_name).sort((a, b) => b.localeCompare(a));
    expect(shown.names).toEqual(lastNames.slice(0, 5).map((last) => `Test ${last}`));
    expect(shown.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const again = await preview(manager, { search_string: 'preview.m', filters: active, sort: 'email' });
    expect(again.fingerprint).toBe(shown.fingerprint);
    expect((await preview(manager, { search_string: 'preview.m' })).fingerprint).not.toBe(shown.fingerprint);
  });

  it.each([
    [
      'a search and a status',
      'combo1',
      (tag: string) => ({
        search_string: tag,
        filters: filtersOf([{ name: 'status', type: 'select', value: ['active', 'pending'] }]),
      }),
    ],
    [
      'a search and a user type',
      'combo2',
      (tag: string) => ({
        search_string: tag,
        filters: filtersOf([{ name: 'user_type', type: 'select', value: ['Beneficiary'] }]),
      }),
    ],
    [
      'a role and a search',
      'combo3',
      (tag: string) => ({
        search_string: tag,
        filters: filtersOf([{ name: 'role', type: 'select', value: [String(readerRole)] }]),
      }),
    ],
    [
      "one TPA's staff, not another's",
      'combo5',
      (tag: string) => ({
        search_string: tag,
        filters: filtersOf([{ name: 'tpa', type: 'select', value: [String(tpaIds[0])] }]),
      }),
    ],
    [
      'a creation date range and a search',
      'combo4',
      (tag: string) => ({
        search_string: tag,
        filters: filtersOf([{ name: 'created_at', type: 'date_range', value: ['2026-01-10', '2026-01-20'] }]),
      }),
    ],
  ])('deactivates exactly the users matching %s, one activity row each', async (_, tag, queryOf) => {
    const beneficiary = await member(tag, { userType: 'Beneficiary' });
    const staff = await member(tag);
    const pending = await member(tag, { status: 'pending' });
    const inactive = await member(tag, { status: 'inactive', userType: 'Beneficiary' });
    const [ours, theirs] = [await member(tag, { userType: 'TPA Staff' }), await member(tag, { userType: 'TPA Staff' })];
    await db().updateTable('users').set({ tpa_id: tpaIds[0] }).where('id', '=', ours).execute();
    await db().updateTable('users').set({ tpa_id: tpaIds[1] }).where('id', '=', theirs).execute();
    await db().insertInto('user_roles').values({ user_id: staff, role_id: readerRole }).execute();
    await sql`update users set created_at = '2026-01-15T10:00:00Z' where id in (${staff}, ${pending})`.execute(db());
    await sql`update users set created_at = '2026-01-21T10:00:00Z' where id = ${beneficiary}`.execute(db());
    const expected = {
      combo1: [staff, pending, beneficiary, ours, theirs],
      combo2: [beneficiary],
      combo3: [staff],
      combo4: [staff, pending],
      combo5: [ours],
    }[tag]!;
    const everyone = [beneficiary, staff, pending, inactive, ours, theirs];
    const before = await statusesOf(everyone);

    const response = await changeMatching(manager, 'status', queryOf(tag), { status: 'inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ updated: expected.length, skipped: 0 });
    const after = await statusesOf(everyone);
    everyone.forEach((id, i) => expect(after[i]).toBe(expected.includes(id) ? 'inactive' : before[i]));
    const rows = await activityOf(everyone);
    expect(rows.map((row) => row.subject_id).sort()).toEqual([...expected].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ action: 'deactivated', causer_id: managerId, properties: null });
      expect(row.changes).toEqual({
        before: { status: before[everyone.indexOf(row.subject_id!)] },
        after: { status: 'inactive' },
      });
    }
  });

  it('skips users holding a permission the caller lacks, and the caller when deactivating, and says how many', async () => {
    const plain = await member('authority');
    const boss = await createUserWith(server.database, {
      email: 'authority.boss@nhia.example',
      permissions: ['list users', 'manage tpas'],
    });
    const query = { search_string: 'authority.' };
    expect(await preview(manager, query)).toMatchObject({ total: 2, beyond_authority: 1, includes_you: false });
    const response = await changeMatching(manager, 'status', query, { status: 'inactive' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ updated: 1, skipped: 1 });
    expect(await statusesOf([plain, boss])).toEqual(['inactive', 'active']);
    expect((await activityOf([plain, boss])).map((r) => r.subject_id)).toEqual([plain]);

    const self = { search_string: MANAGER };
    expect(await preview(manager, self)).toMatchObject({ total: 1, beyond_authority: 0, includes_you: true });
    const alone = await changeMatching(manager, 'status', self, { status: 'inactive' });
    expect(alone.json()).toEqual({ updated: 0, skipped: 1, bulk_change_id: null });
    expect(await statusOf(managerId)).toBe('active');
  });

  it('answers 401, 403 without "update users", 422 on a bad query, on a role beyond the caller and on an agency user left roleless', async () => {
    const target = await member('denied');
    const query = { search_string: 'denied.m' };
    const { total, fingerprint } = await preview(manager, query);
    const matching = { ...query, total, fingerprint };
    const body = { matching, status: 'inactive' };
    const guest = new Browser(server.app);
    await guest.call('GET', '/sanctum/csrf-cookie');
    const before = await allActivity();
    const roleChange = (action: string, roleId: number) => ({ matching, role_id: roleId, action });
    expect((await guest.call('GET', '/api/users/matching')).statusCode).toBe(401);
    expect((await guest.call('POST', '/api/users/matching/status', body)).statusCode).toBe(401);
    expect((await lister.call('GET', '/api/users/matching')).statusCode).toBe(403);
    expect((await lister.call('POST', '/api/users/matching/status', body)).statusCode).toBe(403);
    expect((await lister.call('POST', '/api/users/matching/roles', roleChange('assign', auditorRole))).statusCode).toBe(
      403,
    );
    const bad = await manager.call('POST', '/api/users/matching/status', {
      ...body,
      matching: { ...matching, filters: '[{"name":"nope","type":"select","value":1}]' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['filters.nope']);
    // As by ids: nobody gives or takes a role holding a permission they lack.
    const beyond = await manager.call('POST', '/api/users/matching/roles', roleChange('assign', roleManagerRole));
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.role_id[0]).toMatch(/^You cannot give or take roles with permissions you do not hold/);
    // The Auditor role is the target's only one: an agency user keeps at least one.
    const stranded = await manager.call('POST', '/api/users/matching/roles', roleChange('remove', auditorRole));
    expect(stranded.statusCode).toBe(422);
    expect(stranded.json().errors.matching).toEqual([
      `Agency staff need at least one role; this is the only role of users ${target}.`,
    ]);
    expect(await statusOf(target)).toBe('active');
    expect(await allActivity()).toBe(before);
  });

  it('needs a recent second factor (423, nothing changed) to deactivate by query or to undo an activation, as by ids', async () => {
    const target = await member('stepup', { status: 'inactive' });
    const query = { search_string: 'stepup.m' };
    const notSteppedUp = new Browser(server.app);
    await notSteppedUp.signIn(OTHER_MANAGER);
    const before = await allActivity();
    const refused = await changeMatching(notSteppedUp, 'status', query, { status: 'inactive' });
    expect(refused.statusCode).toBe(423);
    expect(await allActivity()).toBe(before);
    // Activating needs none; undoing that activation deactivates, which does.
    const activated = await changeMatching(notSteppedUp, 'status', query, { status: 'active' });
    expect(activated.json()).toMatchObject({ updated: 1 });
    const id = activated.json().bulk_change_id as number;
    const undo = await notSteppedUp.call('POST', `/api/users/bulk-changes/${id}/undo`);
    expect(undo.statusCode).toBe(423);
    expect(await statusOf(target)).toBe('active');
    await withRecentSecondFactor(db(), notSteppedUp);
    expect((await notSteppedUp.call('POST', `/api/users/bulk-changes/${id}/undo`)).json()).toEqual({ restored: 1 });
    expect(await statusOf(target)).toBe('inactive');
  });

  it('refuses a query matching more than 10,000 users (422), changing none, and says to narrow it', async () => {
    await sql`insert into users (first_name, last_name, email, user_type, status)
      select 'Many', 'Many' || n, 'many.' || n || '@nhia.example', 'Beneficiary', 'active'
      from generate_series(1, 10001) as n`.execute(db());
    const query = { search_string: 'many.' };
    const shown = await preview(manager, query);
    expect(shown.total).toBe(10001);
    const response = await manager.call('POST', '/api/users/matching/status', {
      matching: { ...query, total: shown.total, fingerprint: shown.fingerprint },
      status: 'inactive',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      matching: ['More than 10,000 users match: narrow the filters or the search and change them in parts.'],
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from users
      where email like 'many.%' and status = 'active'`.execute(db());
    expect(rows[0].n).toBe(10001);
    await sql`delete from users where email like 'many.%'`.execute(db());
  });

  it('refuses with 409, changing nothing, when a user joined or left the set between preview and change', async () => {
    const [a, b] = [await member('racing'), await member('racing')];
    const query = {
      search_string: 'racing.m',
      filters: filtersOf([{ name: 'status', type: 'select', value: ['active'] }]),
    };
    const { total, fingerprint } = await preview(manager, query);
    expect(total).toBe(2);
    // Another administrator deactivates one of them: it leaves the set.
    expect((await otherManager.call('POST', `/api/users/${b}/deactivate`)).statusCode).toBe(200);
    const before = await allActivity();
    const left = await manager.call('POST', '/api/users/matching/status', {
      matching: { ...query, total, fingerprint },
      status: 'inactive',
    });
    expect(left.statusCode).toBe(409);
    expect(left.json().message).toBe(
      '1 users match now, not the 2 you confirmed: someone changed, added or removed one since. Nothing was changed. Look at the list again and confirm what it shows now.',
    );
    expect(await statusOf(a)).toBe('active');
    expect(await allActivity()).toBe(before);
    // Same count, other users: one back in, one new and one out.
    const again = await preview(manager, query);
    await otherManager.call('POST', `/api/users/${b}/activate`);
    await otherManager.call('POST', `/api/users/${a}/deactivate`);
    const exact = { ...query, total: again.total, fingerprint: again.fingerprint };
    const refused = await manager.call('POST', '/api/users/matching/status', { matching: exact, status: 'inactive' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The 1 users that match are no longer the ones you confirmed/);
    expect(await statusOf(b)).toBe('active');
  });

  if (kind === 'postgres') {
    it('refuses with 409 when a write committed while the change waited for its row locks', async () => {
      const [a, b] = [await member('locked'), await member('locked')];
      const query = {
        search_string: 'locked.m',
        filters: filtersOf([{ name: 'status', type: 'select', value: ['active'] }]),
      };
      const { total, fingerprint } = await preview(manager, query);
      // A second connection to the same database, as another app process holds one.
      const dbName = (
        await db()
          .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
          .executeTakeFirstOrThrow()
      ).name;
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL.replace(/\/[^/]*$/, `/${dbName}`) });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(`update users set status = 'inactive', version = version + 1 where id = $1`, [b]);
        const change = manager.call('POST', '/api/users/matching/status', {
          matching: { ...query, total, fingerprint },
          status: 'inactive',
        });
        // The change waits on b's row lock until the other transaction commits.
        await until('the change to wait for the row lock', 20_000, async () => {
          const waiting = await client.query(
            `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return waiting.rowCount === 1;
        });
        await client.query('commit');
        const answer = await change;
        expect(answer.statusCode).toBe(409);
        expect(await statusOf(a)).toBe('active');
      } finally {
        await client.end();
      }
    });
  }

  it('undoes exactly the users the change changed, to the status each had, audited, once; another manager may not (403)', async () => {
    const [a, b] = [await member('undo'), await member('undo', { status: 'pending' })];
    const already = await member('undo', { status: 'inactive' });
    const response = await changeMatching(manager, 'status', { search_string: 'undo.m' }, { status: 'inactive' });
    expect(response.json()).toMatchObject({ updated: 2, skipped: 0 });
    const id = response.json().bulk_change_id as number;
    const notTheirs = await otherManager.call('POST', `/api/users/bulk-changes/${id}/undo`);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe('Only the user who made a bulk change may undo it.');
    expect((await manager.call('POST', '/api/users/bulk-changes/2147483647/undo')).statusCode).toBe(404);
    expect((await lister.call('POST', `/api/users/bulk-changes/${id}/undo`)).statusCode).toBe(403);
    const undone = await manager.call('POST', `/api/users/bulk-changes/${id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ restored: 2 });
    expect(await statusesOf([a, b, already])).toEqual(['active', 'pending', 'inactive']);
    const rows = await activityOf([a, b, already]);
    expect(rows.map((r) => [r.subject_id, r.action, r.changes, r.properties])).toEqual([
      [a, 'deactivated', { before: { status: 'active' }, after: { status: 'inactive' } }, null],
      [b, 'deactivated', { before: { status: 'pending' }, after: { status: 'inactive' } }, null],
      [a, 'activated', { before: { status: 'inactive' }, after: { status: 'active' } }, { undo_of_bulk_change: id }],
      [b, 'activated', { before: { status: 'inactive' }, after: { status: 'pending' } }, { undo_of_bulk_change: id }],
    ]);
    const twice = await manager.call('POST', `/api/users/bulk-changes/${id}/undo`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This change was undone already.');
  });

  it('refuses an undo, whole, once another change touched one of its users', async () => {
    const [a, b] = [await member('touched'), await member('touched')];
    const response = await changeMatching(manager, 'status', { search_string: 'touched.m' }, { status: 'inactive' });
    const id = response.json().bulk_change_id as number;
    await otherManager.call('POST', `/api/users/${b}/activate`);
    const before = await allActivity();
    const refused = await manager.call('POST', `/api/users/bulk-changes/${id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Nothing was undone: user ${b} changed again since. Change them by hand instead.`,
    );
    expect(await statusesOf([a, b])).toEqual(['inactive', 'active']);
    expect(await allActivity()).toBe(before);
  });

  it('refuses an undo after 5 minutes (409); housekeeping then deletes the change and the states it kept', async () => {
    const a = await member('late');
    const query = { search_string: 'late.m' };
    const id = (await changeMatching(manager, 'status', query, { status: 'inactive' })).json().bulk_change_id as number;
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    await db().updateTable('bulk_changes').set({ created_at: sixMinutesAgo }).where('id', '=', id).execute();
    const late = await manager.call('POST', `/api/users/bulk-changes/${id}/undo`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This change is more than 5 minutes old and can no longer be undone. Change the users again instead.',
    );
    expect(await statusOf(a)).toBe('inactive');
    const fresh = (await changeMatching(manager, 'status', query, { status: 'active' })).json().bulk_change_id;
    await purgeSpentBulkChanges(db(), new Date(), 500);
    const kept = await db().selectFrom('bulk_changes').select('id').where('id', 'in', [id, fresh]).execute();
    expect(kept.map((row) => row.id)).toEqual([fresh]);
    const keptUsers = await db()
      .selectFrom('bulk_change_users')
      .select('bulk_change_id')
      .where('user_id', '=', a)
      .execute();
    expect(keptUsers.map((row) => row.bulk_change_id)).toEqual([fresh]);
    expect((await manager.call('POST', `/api/users/bulk-changes/${id}/undo`)).statusCode).toBe(404);
  });

  it('assigns a role to every matching user by query and undoes it, current roles as they were', async () => {
    const [a, b] = [await member('rolebulk'), await member('rolebulk')];
    await db().insertInto('user_roles').values({ user_id: b, role_id: roleManagerRole }).execute();
    const response = await changeMatching(
      admin,
      'roles',
      { search_string: 'rolebulk.m' },
      { role_id: roleManagerRole, action: 'assign' },
    );
    expect(response.json()).toMatchObject({ updated: 1, skipped: 0 });
    const rolesOf = async (id: number) =>
      (await admin.call('GET', `/api/users/${id}`)).json().roles.map((r: { name: string }) => r.name);
    expect(await rolesOf(a)).toEqual(['Auditor', 'Role Manager']);
    const undo = await admin.call('POST', `/api/users/bulk-changes/${response.json().bulk_change_id}/undo`);
    expect(undo.json()).toEqual({ restored: 1 });
    expect(await rolesOf(a)).toEqual(['Auditor']);
    expect(await rolesOf(b)).toEqual(['Auditor', 'Role Manager']);
    expect((await admin.call('GET', `/api/users/${a}`)).json().current_active_role_name).toBe('Auditor');
    expect((await activityOf([a])).map((r) => [r.action, r.changes])).toEqual([
      ['role_assigned', { before: { roles: ['Auditor'] }, after: { roles: ['Auditor', 'Role Manager'] } }],
      ['role_removed', { before: { roles: ['Auditor', 'Role Manager'] }, after: { roles: ['Auditor'] } }],
    ]);
  });

  it('gives a removed role back on undo with the last day each grant had', async () => {
    const [ending, lasting] = [await member('roleends'), await member('roleends')];
    await db()
      .insertInto('user_roles')
      .values([
        { user_id: ending, role_id: roleManagerRole, ends_on: '2099-03-31' },
        { user_id: lasting, role_id: roleManagerRole },
      ])
      .execute();
    const grants = () =>
      db()
        .selectFrom('user_roles')
        .select(['user_id', sql<string | null>`ends_on::text`.as('ends_on')])
        .where('role_id', '=', roleManagerRole)
        .where('user_id', 'in', [ending, lasting])
        .orderBy('user_id')
        .execute();
    const held = await grants();
    expect(held).toEqual([
      { user_id: ending, ends_on: '2099-03-31' },
      { user_id: lasting, ends_on: null },
    ]);
    const response = await changeMatching(
      admin,
      'roles',
      { search_string: 'roleends.m' },
      { role_id: roleManagerRole, action: 'remove' },
    );
    expect(response.json()).toMatchObject({ updated: 2, skipped: 0 });
    expect(await grants()).toEqual([]);
    const undo = await admin.call('POST', `/api/users/bulk-changes/${response.json().bulk_change_id}/undo`);
    expect(undo.json()).toEqual({ restored: 2 });
    expect(await grants()).toEqual(held);
  });

  it('the change by ids answers its bulk change too, which its maker undoes', async () => {
    const [a, b] = [await member('byids'), await member('byids')];
    const response = await manager.call('POST', '/api/users/status', { ids: [a, b], status: 'inactive' });
    expect(response.json()).toMatchObject({ updated: 2, skipped: 0, bulk_change_id: expect.any(Number) });
    const nothing = await manager.call('POST', '/api/users/status', { ids: [a, b], status: 'inactive' });
    expect(nothing.json()).toEqual({ updated: 0, skipped: 0, bulk_change_id: null });
    expect(
      (await manager.call('POST', `/api/users/bulk-changes/${response.json().bulk_change_id}/undo`)).json(),
    ).toEqual({ restored: 2 });
    expect(await statusesOf([a, b])).toEqual(['active', 'active']);
  });

  it('30 identical changes in parallel change each user once; 30 undos in parallel undo once', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await member('parallel'));
    const query = { search_string: 'parallel.m' };
    const { total, fingerprint } = await preview(manager, query);
    const body = { matching: { ...query, total, fingerprint }, status: 'inactive' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => manager.call('POST', '/api/users/matching/status', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const changed = answers.filter((a) => a.json().updated > 0);
    expect(changed.map((a) => a.json().updated)).toEqual([4]);
    expect((await activityOf(ids)).length).toBe(4);
    const id = changed[0].json().bulk_change_id as number;
    const undos = await Promise.all(
      Array.from({ length: 30 }, () => manager.call('POST', `/api/users/bulk-changes/${id}/undo`)),
    );
    expect(undos.filter((a) => a.statusCode === 200).length).toBe(1);
    expect(undos.filter((a) => a.statusCode === 409).length).toBe(29);
    expect((await activityOf(ids)).length).toBe(8);
    expect(await statusesOf(ids)).toEqual(Array(4).fill('active'));
  });
});
