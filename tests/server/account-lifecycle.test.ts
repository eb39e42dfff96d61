import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { agencyToday } from '../../src/shared/contract-formats';
import { deliveredTo } from './support/account-mail';
import { DATABASE_KINDS } from './support/databases';
import { appOnDatabase, tempDataDir, TEST_APP_URL } from './support/exports';
import { secondProcessOn } from './hardening/support/second-process';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  fakeClock,
  roleIdNamed,
  startTestServer,
  type TestServer,
} from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const MANAGER = 'lifecycle.manager@nhia.example';

/** A calendar day `days` after the agency's today at `now`. */
const dayAfter = (now: Date, days: number) => agencyToday(new Date(now.getTime() + days * DAY_MINUTES * 60_000));

describe.each(DATABASE_KINDS)('account expiry and dormancy, %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let admin: Browser;
  let manager: Browser;
  let auditorRole: number;
  let counter = 0;
  // Noon in Lagos, some months from now (an expiry day is checked against the real day too, by the contract's format).
  const clock = fakeClock(new Date(`${dayAfter(new Date(), 100)}T11:00:00Z`));
  const env = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: TEST_APP_URL, DATA_DIR: tempDataDir() });

  const db = () => server.database.db;
  const userRow = (id: number) =>
    db()
      .selectFrom('users')
      .select(['status', 'dormancy_exempt', sql<string | null>`expires_on::text`.as('expires_on')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const activity = (id: number) =>
    db()
      .selectFrom('activity_logs')
      .select(['action', 'causer_id', 'changes', 'properties'])
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', id)
      .where('action', 'not in', ['login', 'login_failed', 'created', 'invited'])
      .orderBy('id')
      .execute();
  const mailsTo = async (email: string) => (await deliveredTo(server, smtp, email)).map((mail) => mail.subject);
  /** An active agency user holding the Auditor role, signed in `daysAgo` days ago (never: null). */
  const staffUser = async (options: { signedInDaysAgo: number | null; userType?: string; exempt?: boolean }) => {
    counter += 1;
    const email = `lifecycle${counter}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions: [], userType: options.userType });
    await db().deleteFrom('user_roles').where('user_id', '=', id).execute();
    await db().insertInto('user_roles').values({ user_id: id, role_id: auditorRole }).execute();
    const ago = (days: number) => new Date(clock().getTime() - days * DAY_MINUTES * 60_000);
    await db()
      .updateTable('users')
      .set({
        current_role_id: auditorRole,
        last_login_at: options.signedInDaysAgo === null ? null : ago(options.signedInDaysAgo),
        dormancy_exempt: options.exempt ?? false,
      })
      .where('id', '=', id)
      .execute();
    // Created long ago: only the last sign-in (or none) decides.
    await sql`update users set created_at = ${ago(400)} where id = ${id}`.execute(db());
    return { id, email };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, { clock, env: env() });
    auditorRole = await roleIdNamed(db(), 'Auditor');
    await createUserWith(server.database, {
      email: MANAGER,
      permissions: ['list users', 'view users', 'create staff', 'update users', 'list roles', 'view roles'],
    });
    [admin, manager] = [new Browser(server.app), new Browser(server.app)];
    await admin.signIn(ADMIN_EMAIL);
    await manager.signIn(MANAGER);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  describe('the expiry day, set on the user forms', () => {
    const createBody = (email: string, extra: object) => ({
      first_name: 'Ada',
      last_name: 'Expiring',
      email,
      user_type: 'Agency Staff',
      role_ids: [auditorRole],
      ...extra,
    });

    it('is kept and shown, and its change is in the activity log', async () => {
      const expiresOn = dayAfter(clock(), 30);
      const created = await admin.call(
        'POST',
        '/api/users',
        createBody('expiry.form@nhia.example', { expires_on: expiresOn }),
      );
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ expires_on: expiresOn, dormancy_exempt: false });
      const { id, version } = created.json();
      const later = dayAfter(clock(), 60);
      const updated = await admin.call('PUT', `/api/users/${id}`, {
        ...createBody('expiry.form@nhia.example', { expires_on: later, dormancy_exempt: true, version }),
        user_type: undefined,
      });
      expect(updated.statusCode).toBe(200);
      expect((await admin.call('GET', `/api/users/${id}`)).json()).toMatchObject({
        expires_on: later,
        dormancy_exempt: true,
      });
      expect(await activity(id)).toEqual([
        expect.objectContaining({
          action: 'updated',
          changes: {
            before: { expires_on: expiresOn, dormancy_exempt: false },
            after: { expires_on: later, dormancy_exempt: true },
          },
        }),
      ]);
    });

    it('refuses a day that is not after today, and changes nothing', async () => {
      const before = await db().selectFrom('users').select('id').execute();
      for (const day of [agencyToday(clock()), dayAfter(clock(), -3)]) {
        const refused = await admin.call(
          'POST',
          '/api/users',
          createBody('expiry.past@nhia.example', { expires_on: day }),
        );
        expect(refused.statusCode).toBe(422);
        expect(refused.json().errors).toEqual({
          expires_on: ['Choose a day after today: an account cannot expire in the past.'],
        });
      }
      expect((await db().selectFrom('users').select('id').execute()).length).toBe(before.length);
    });
  });

  describe('who may set expiry and exemption: nobody gives an account more than their own', () => {
    let managerId: number;
    const ownExpiry = () => dayAfter(clock(), 20);

    beforeAll(async () => {
      managerId = (await db().selectFrom('users').select('id').where('email', '=', MANAGER).executeTakeFirstOrThrow())
        .id;
      await db().updateTable('users').set({ expires_on: ownExpiry() }).where('id', '=', managerId).execute();
    });
    afterAll(() => db().updateTable('users').set({ expires_on: null }).where('id', '=', managerId).execute());

    const editOf = async (id: number, changes: object) => {
      const user = (await manager.call('GET', `/api/users/${id}`)).json();
      return manager.call('PUT', `/api/users/${id}`, {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        version: user.version,
        ...changes,
      });
    };

    it('a caller whose account expires sets no later day and none, on others or on themselves; an earlier one is theirs to set', async () => {
      const target = await staffUser({ signedInDaysAgo: 1 });
      const message = `Your own account expires on ${ownExpiry()}: choose that day or an earlier one, or ask an administrator whose account does not expire.`;
      const refusals = [await editOf(target.id, { expires_on: dayAfter(clock(), 21) })];
      expect((await editOf(target.id, { expires_on: dayAfter(clock(), 19) })).statusCode).toBe(200);
      refusals.push(
        await editOf(target.id, { expires_on: null }),
        await editOf(target.id, { expires_on: dayAfter(clock(), 21) }),
        await editOf(managerId, { expires_on: dayAfter(clock(), 40) }),
        await editOf(managerId, { expires_on: null }),
        await manager.call('POST', '/api/users', {
          first_name: 'Longer',
          last_name: 'Than Mine',
          email: 'longer.than.mine@nhia.example',
          user_type: 'Provider Staff',
          expires_on: dayAfter(clock(), 25),
        }),
      );
      expect(refusals.map((refused) => [refused.statusCode, refused.json().errors])).toEqual(
        refusals.map(() => [422, { expires_on: [message] }]),
      );
      expect((await userRow(target.id)).expires_on).toBe(dayAfter(clock(), 19));
      expect((await userRow(managerId)).expires_on).toBe(ownExpiry());
      expect(
        await db().selectFrom('users').select('id').where('email', '=', 'longer.than.mine@nhia.example').execute(),
      ).toEqual([]);
      expect((await editOf(managerId, { expires_on: dayAfter(clock(), 18) })).statusCode).toBe(200);
      await db().updateTable('users').set({ expires_on: ownExpiry() }).where('id', '=', managerId).execute();
    });

    it("only a caller holding every permission exempts an account from dormancy; taking an exemption away is any editor's", async () => {
      const target = await staffUser({ signedInDaysAgo: 1 });
      const refused = await editOf(target.id, { dormancy_exempt: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        dormancy_exempt: [
          'Only an administrator holding every permission can exempt an account from dormancy. Ask one to do it.',
        ],
      });
      expect((await userRow(target.id)).dormancy_exempt).toBe(false);
      const user = (await admin.call('GET', `/api/users/${target.id}`)).json();
      const exempted = await admin.call('PUT', `/api/users/${target.id}`, {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        version: user.version,
        dormancy_exempt: true,
      });
      expect(exempted.statusCode).toBe(200);
      expect((await editOf(target.id, { dormancy_exempt: false })).statusCode).toBe(200);
      expect((await userRow(target.id)).dormancy_exempt).toBe(false);
    });
  });

  describe('warnings and deactivation', () => {
    it('warns of expiry once, ACCOUNT_WARNING_DAYS before, and deactivates at the start of the day, ending the sessions', async () => {
      const target = await staffUser({ signedInDaysAgo: 1 });
      const expiresOn = dayAfter(clock(), 10);
      await db().updateTable('users').set({ expires_on: expiresOn }).where('id', '=', target.id).execute();
      await server.app.applyAccountLifecycle();
      expect(await mailsTo(target.email)).toEqual([]);
      clock.advanceMinutes(3 * DAY_MINUTES);
      await server.app.applyAccountLifecycle();
      await server.app.applyAccountLifecycle();
      const mails = await deliveredTo(server, smtp, target.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your NHIA account expires soon']);
      expect(mails[0].text).toContain('Your NHIA account expires on');
      // Signed in just before the day begins (00:00 in Lagos is 23:00 UTC the day before).
      clock.advanceMinutes(7 * DAY_MINUTES - 12 * 60 - 10);
      const theirs = new Browser(server.app);
      expect((await theirs.signIn(target.email)).statusCode).toBe(204);
      await server.app.applyAccountLifecycle();
      expect((await userRow(target.id)).status).toBe('active');
      clock.advanceMinutes(15);
      await server.app.applyAccountLifecycle();
      await server.app.applyAccountLifecycle();
      expect((await userRow(target.id)).status).toBe('inactive');
      expect((await theirs.call('GET', '/api/users/me')).statusCode).toBe(401);
      expect(await db().selectFrom('sessions').select('id').where('user_id', '=', target.id).execute()).toEqual([]);
      expect(await activity(target.id)).toEqual([
        {
          action: 'deactivated',
          causer_id: null,
          changes: { before: { status: 'active' }, after: { status: 'inactive' } },
          properties: { reason: 'account expired' },
        },
      ]);
      expect(await mailsTo(target.email)).toEqual(['Your NHIA account expires soon']);
      clock.advanceMinutes(12 * 60);
    });

    it('warns a staff account unused for DORMANCY_DAYS less the warning days, deactivates it once the warning is that old, and spares exempt accounts, beneficiaries and fresh sign-ins', async () => {
      const dormant = await staffUser({ signedInDaysAgo: 29 });
      const neverSignedIn = await staffUser({ signedInDaysAgo: null });
      const longGone = await staffUser({ signedInDaysAgo: 90 });
      const exempt = await staffUser({ signedInDaysAgo: 90, exempt: true });
      const beneficiary = await staffUser({ signedInDaysAgo: 90, userType: 'Beneficiary' });
      const recent = await staffUser({ signedInDaysAgo: 27 });
      await server.app.applyAccountLifecycle();
      await server.app.applyAccountLifecycle();
      const warning = 'Sign in to keep your NHIA account';
      expect({
        dormant: await mailsTo(dormant.email),
        neverSignedIn: await mailsTo(neverSignedIn.email),
        longGone: await mailsTo(longGone.email),
        exempt: await mailsTo(exempt.email),
        beneficiary: await mailsTo(beneficiary.email),
        recent: await mailsTo(recent.email),
      }).toEqual({
        dormant: [warning],
        neverSignedIn: [warning],
        longGone: [warning],
        exempt: [],
        beneficiary: [],
        recent: [],
      });
      // The long-unused account gets its full week of notice too.
      expect((await userRow(longGone.id)).status).toBe('active');

      clock.advanceMinutes(6 * DAY_MINUTES);
      const returning = new Browser(server.app);
      expect((await returning.signIn(dormant.email)).statusCode).toBe(204);
      clock.advanceMinutes(DAY_MINUTES + 1);
      await server.app.applyAccountLifecycle();
      const statuses = await Promise.all(
        [dormant, neverSignedIn, longGone, exempt, beneficiary].map((u) => userRow(u.id)),
      );
      expect(statuses.map((row) => row.status)).toEqual(['active', 'inactive', 'inactive', 'active', 'active']);
      expect(await activity(longGone.id)).toEqual([
        {
          action: 'deactivated',
          causer_id: null,
          changes: { before: { status: 'active' }, after: { status: 'inactive' } },
          properties: { reason: 'no sign-in for 35 days' },
        },
      ]);
      // The recent user reached the warning in the meantime; nobody is warned twice.
      expect(await mailsTo(recent.email)).toEqual([warning]);
      expect(await mailsTo(longGone.email)).toEqual([warning]);
    });

    it('counts dormancy again from a reactivation', async () => {
      await admin.signIn(ADMIN_EMAIL);
      const target = await staffUser({ signedInDaysAgo: 90 });
      await db().updateTable('users').set({ status: 'inactive' }).where('id', '=', target.id).execute();
      const user = (await admin.call('POST', `/api/users/${target.id}/activate`)).json();
      expect(user.status).toBe('active');
      await server.app.applyAccountLifecycle();
      expect(await mailsTo(target.email)).toEqual([]);
    });

    it('never deactivates the last active user holding every permission: they are spared, the others are not', async () => {
      const adminId = (
        await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
      ).id;
      const other = await staffUser({ signedInDaysAgo: 1 });
      const tomorrow = dayAfter(clock(), 1);
      await db().updateTable('users').set({ expires_on: tomorrow }).where('id', 'in', [adminId, other.id]).execute();
      clock.advanceMinutes(DAY_MINUTES);
      await server.app.applyAccountLifecycle();
      expect((await userRow(adminId)).status).toBe('active');
      expect((await userRow(other.id)).status).toBe('inactive');
      await db().updateTable('users').set({ expires_on: null }).where('id', '=', adminId).execute();
      await admin.signIn(ADMIN_EMAIL);
    });
  });

  if (kind === 'postgres')
    it('two processes running the lifecycle at once warn once and deactivate once, and a restarted one goes on where they were', async () => {
      const target = await staffUser({ signedInDaysAgo: 1 });
      await db()
        .updateTable('users')
        .set({ expires_on: dayAfter(clock(), 5) })
        .where('id', '=', target.id)
        .execute();
      const second = await secondProcessOn(server.database, { clock, env: env() });
      let restarted: FastifyInstance | undefined;
      try {
        // Both processes read the same fake time, as two servers read the same real time.
        const both = () => Promise.all([server.app.applyAccountLifecycle(), second.app.applyAccountLifecycle()]);
        await both();
        await both();
        await second.app.mailOutbox.drain();
        expect(await mailsTo(target.email)).toEqual(['Your NHIA account expires soon']);
        clock.advanceMinutes(5 * DAY_MINUTES);
        await both();
        await both();
        expect((await activity(target.id)).map((row) => row.action)).toEqual(['deactivated']);
        restarted = await appOnDatabase(server.database, { clock, env: env() });
        await restarted.applyAccountLifecycle();
        expect((await activity(target.id)).map((row) => row.action)).toEqual(['deactivated']);
        expect(await mailsTo(target.email)).toEqual(['Your NHIA account expires soon']);
      } finally {
        await second.close();
        await restarted?.close();
      }
    });
});
