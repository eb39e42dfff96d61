import { deliveredTo, setPasswordLinkIn } from './support/account-mail';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir, TEST_APP_URL } from './support/exports';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Setup signs several users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const USER_ADMIN = 'user.admin@nhia.example';
const LISTER = 'lister@nhia.example';
// Enough to manage Auditors (list/view users and roles), not Super Admins.
const ADMIN_PERMISSIONS = ['list users', 'view users', 'create staff', 'update users', 'list roles', 'view roles'];

interface Detail {
  id: number;
  email: string;
  status: string;
  version: number;
  updated_at: string;
  roles: { id: number; name: string }[];
  [field: string]: unknown;
}

describe.each(DATABASE_KINDS)('creating, viewing and editing users, %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let admin: Browser;
  let userAdmin: Browser;
  let lister: Browser;
  let auditorRole: number;
  let superAdminRole: number;
  let tpaId: number;
  let ministryId: number;

  const db = () => server.database.db;
  const activity = (subjectId: number) =>
    db()
      .selectFrom('activity_logs')
      .selectAll()
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .execute();
  const userCount = async () =>
    Number(
      (
        await db()
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const agencyStaff = (email: string, extra: Record<string, unknown> = {}) => ({
    first_name: 'Ngozi',
    middle_name: null,
    last_name: 'Okafor',
    email,
    phone: '+234 803 000 0001',
    user_type: 'Agency Staff',
    role_ids: [auditorRole],
    ...extra,
  });
  const create = async (body: Record<string, unknown>, as = admin) => as.call('POST', '/api/users', body);
  const created = async (body: Record<string, unknown>): Promise<Detail> => {
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const editBody = (user: Detail, changes: Record<string, unknown>) => ({
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role_ids: user.roles.map((r) => r.id),
    version: user.version,
    ...changes,
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: TEST_APP_URL, DATA_DIR: tempDataDir() },
    });
    const role = (name: string) =>
      db().selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    auditorRole = (await role('Auditor')).id;
    superAdminRole = (await role('Super Admin')).id;
    tpaId = (
      await db()
        .insertInto('tpas')
        .values({
          name: 'Clearline HMO',
          code: 'CL-1',
          email: 'c@hmo.example',
          phone: '+234 1 0000',
          address: 'Lagos',
          state: 'Lagos',
          contact_person: 'C. Line',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ministryId = (
      await db()
        .insertInto('ministries')
        .values({
          name: 'Federal Ministry of Health',
          code: 'FMH',
          email: 'h@fmh.example',
          phone: '+234 9 0000',
          address: 'Abuja',
          contact_person: 'H. Ealth',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await createUserWith(server.database, { email: USER_ADMIN, permissions: ADMIN_PERMISSIONS });
    await createUserWith(server.database, { email: LISTER, permissions: ['list users'] });
    [admin, userAdmin, lister] = [
      new Browser(server.app, 'admin-agent'),
      new Browser(server.app),
      new Browser(server.app),
    ];
    await admin.signIn(ADMIN_EMAIL);
    await userAdmin.signIn(USER_ADMIN);
    // Roles that require a second factor and email changes here are step-up actions.
    await withRecentSecondFactor(server.database.db, admin);
    await withRecentSecondFactor(server.database.db, userAdmin);
    await lister.signIn(LISTER);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  describe('GET /api/users/{id}', () => {
    it('shows identity, contact, type, status, roles, organisation, times, version and the current role', async () => {
      const user = await created(agencyStaff('view.me@nhia.example', { middle_name: 'Ada' }));
      const response = await admin.call('GET', `/api/users/${user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: user.id,
        first_name: 'Ngozi',
        middle_name: 'Ada',
        last_name: 'Okafor',
        email: 'view.me@nhia.example',
        phone: '+234 803 000 0001',
        user_type: 'Agency Staff',
        status: 'pending',
        roles: [{ id: auditorRole, name: 'Auditor' }],
        role_ends: [],
        tpa: null,
        ministry: null,
        organisation_suspended: false,
        last_login_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
        current_active_role_name: 'Auditor',
        pending_email: null,
        pending_email_expires_at: null,
        expires_on: null,
        dormancy_exempt: false,
      });
    });

    it('answers 404 for an unknown id, 401 without a session and 403 without "view users"', async () => {
      expect((await admin.call('GET', '/api/users/999999')).statusCode).toBe(404);
      expect((await new Browser(server.app).call('GET', '/api/users/1')).statusCode).toBe(401);
      expect((await lister.call('GET', '/api/users/1')).statusCode).toBe(403);
    });
  });

  describe('POST /api/users', () => {
    it('creates a pending agency user with their roles, records it, and emails an invitation whose link sets the password', async () => {
      const user = await created(agencyStaff('Invited.Person@NHIA.example'));
      expect(user).toMatchObject({
        email: 'invited.person@nhia.example',
        status: 'pending',
        version: 1,
        roles: [{ id: auditorRole, name: 'Auditor' }],
      });
      const rows = await activity(user.id);
      expect(rows.map((r) => r.action)).toEqual(['created', 'invited']);
      expect(rows[0]).toMatchObject({
        causer_id: expect.any(Number),
        user_agent: 'admin-agent',
        changes: {
          before: {},
          after: {
            first_name: 'Ngozi',
            last_name: 'Okafor',
            email: 'invited.person@nhia.example',
            phone: '+234 803 000 0001',
            roles: ['Auditor'],
            user_type: 'Agency Staff',
            status: 'pending',
          },
        },
      });

      const mails = await deliveredTo(server, smtp, 'invited.person@nhia.example');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('You have been invited to NHIA User Management');
      expect(mails[0].text).toContain('7 days');
      const link = setPasswordLinkIn(mails[0].text)!;
      expect(link).toMatchObject({
        email: 'invited.person@nhia.example',
        link: expect.stringMatching(`^${TEST_APP_URL}/password/reset/`),
      });
      expect(JSON.stringify(rows)).not.toContain(link.token);

      const guest = new Browser(server.app);
      expect((await guest.signIn('invited.person@nhia.example', 'no password yet at all')).statusCode).toBe(422);
      const password = 'my own first passphrase';
      const set = await guest.call('POST', '/reset-password', {
        token: link.token,
        email: link.email,
        password,
        password_confirmation: password,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ message: 'Your password has been set. Sign in with your new password.' });
      const newcomer = new Browser(server.app);
      expect((await newcomer.signIn('invited.person@nhia.example', password)).statusCode).toBe(204);
      expect((await newcomer.call('GET', '/api/user')).json().current_active_role_name).toBe('Auditor');
      expect((await admin.call('GET', `/api/users/${user.id}`)).json().status).toBe('active');
    });

    it('keeps an invitation valid for days, unlike a reset link', async () => {
      const user = await created(agencyStaff('slow.reader@nhia.example'));
      const token = await db()
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(token.purpose).toBe('invitation');
      expect(token.expires_at.getTime() - token.created_at.getTime()).toBe(7 * 24 * 60 * 60_000);
    });

    it('takes each user type with its own organisation field', async () => {
      const tpaStaff = await created({
        first_name: 'Tunde',
        last_name: 'Bello',
        email: 'tunde@hmo.example',
        user_type: 'TPA Staff',
        tpa_id: tpaId,
      });
      expect(tpaStaff).toMatchObject({
        user_type: 'TPA Staff',
        tpa: { id: tpaId, name: 'Clearline HMO' },
        ministry: null,
        roles: [],
        phone: null,
        current_active_role_name: null,
      });
      const ministryStaff = await created({
        first_name: 'Musa',
        last_name: 'Audu',
        email: 'musa@fmh.example',
        user_type: 'Ministry Staff',
        ministry_id: ministryId,
        tpa_id: null,
      });
      expect(ministryStaff).toMatchObject({
        ministry: { id: ministryId, name: 'Federal Ministry of Health' },
        tpa: null,
      });
      const provider = await created({
        first_name: 'Ife',
        last_name: 'Ola',
        email: 'ife@clinic.example',
        user_type: 'Provider Staff',
        role_ids: [auditorRole],
      });
      expect(provider).toMatchObject({
        user_type: 'Provider Staff',
        tpa: null,
        ministry: null,
        roles: [{ name: 'Auditor' }],
      });
    });

    it('refuses invalid fields with 422 per field, and creates, records and mails nothing', async () => {
      const users = await userCount();
      const logged = await db().selectFrom('activity_logs').select('id').execute();
      const mailed = await db().selectFrom('mail_outbox').select('id').execute();
      const cases: [Record<string, unknown>, string[]][] = [
        [
          agencyStaff('bad email', { first_name: ' ', last_name: '', phone: 'call me' }),
          ['email', 'first_name', 'last_name', 'phone'],
        ],
        [agencyStaff('no.roles@nhia.example', { role_ids: [] }), ['role_ids']],
        [agencyStaff('ghost.roles@nhia.example', { role_ids: [auditorRole, 987654] }), ['role_ids']],
        [agencyStaff('with.tpa@nhia.example', { tpa_id: tpaId, ministry_id: ministryId }), ['ministry_id', 'tpa_id']],
        [{ first_name: 'T', last_name: 'S', email: 'tpa.none@nhia.example', user_type: 'TPA Staff' }, ['tpa_id']],
        [
          { first_name: 'T', last_name: 'S', email: 'tpa.ghost@nhia.example', user_type: 'TPA Staff', tpa_id: 987654 },
          ['tpa_id'],
        ],
        [
          {
            first_name: 'M',
            last_name: 'S',
            email: 'min.ghost@nhia.example',
            user_type: 'Ministry Staff',
            ministry_id: 987654,
          },
          ['ministry_id'],
        ],
        [{ first_name: 'B', last_name: 'N', email: 'ben@nhia.example', user_type: 'Beneficiary' }, ['user_type']],
        [agencyStaff('VIEW.ME@nhia.EXAMPLE'), ['email']],
        [{ ...agencyStaff('typo@nhia.example'), user_type: 'Wizard', password: 'x' }, ['password', 'user_type']],
      ];
      for (const [body, fields] of cases) {
        const response = await create(body);
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors).sort()).toEqual(fields);
      }
      expect((await create(agencyStaff('VIEW.ME@nhia.EXAMPLE'))).json().errors).toEqual({
        email: ['Another user already has this email address. Enter a different one.'],
      });
      expect(await userCount()).toBe(users);
      expect(await db().selectFrom('activity_logs').select('id').execute()).toHaveLength(logged.length);
      expect(await db().selectFrom('mail_outbox').select('id').execute()).toHaveLength(mailed.length);
    });

    it('refuses giving a role with permissions the creator lacks (422 on role_ids)', async () => {
      const response = await create(agencyStaff('escalate@nhia.example', { role_ids: [superAdminRole] }), userAdmin);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.role_ids[0]).toContain('Super Admin');
      expect((await create(agencyStaff('fine@nhia.example'), userAdmin)).statusCode).toBe(201);
    });

    it('answers 401 without a session and 403 without "create staff"', async () => {
      const guest = new Browser(server.app);
      await guest.call('GET', '/sanctum/csrf-cookie');
      expect((await create(agencyStaff('a401@nhia.example'), guest)).statusCode).toBe(401);
      expect((await create(agencyStaff('a403@nhia.example'), lister)).statusCode).toBe(403);
      expect(
        await db()
          .selectFrom('users')
          .select('id')
          .where('email', 'in', ['a401@nhia.example', 'a403@nhia.example'])
          .execute(),
      ).toEqual([]);
    });
  });

  describe('PUT /api/users/{id}', () => {
    it('saves the changes, bumps version and updated_at, and records only the changed fields before → after', async () => {
      const user = await created(agencyStaff('edit.me@nhia.example'));
      const response = await admin.call(
        'PUT',
        `/api/users/${user.id}`,
        editBody(user, { last_name: 'Okafor-Eze', phone: null, role_ids: [auditorRole, superAdminRole] }),
      );
      expect(response.statusCode).toBe(200);
      const saved: Detail = response.json();
      expect(saved).toMatchObject({
        last_name: 'Okafor-Eze',
        phone: null,
        version: 2,
        roles: [{ name: 'Auditor' }, { name: 'Super Admin' }],
      });
      expect(new Date(saved.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(user.updated_at).getTime());
      expect(saved).toEqual((await admin.call('GET', `/api/users/${user.id}`)).json());
      const [updated] = (await activity(user.id)).filter((r) => r.action === 'updated');
      expect(updated.changes).toEqual({
        before: { last_name: 'Okafor', phone: '+234 803 000 0001', roles: ['Auditor'] },
        after: { last_name: 'Okafor-Eze', phone: null, roles: ['Auditor', 'Super Admin'] },
      });
    });

    it('keeps a field the body leaves out, and writes nothing for a save that changes nothing', async () => {
      const user = await created(agencyStaff('unchanged@nhia.example'));
      const { phone: _phone, role_ids: _roles, ...partial } = editBody(user, {});
      const response = await admin.call('PUT', `/api/users/${user.id}`, partial);
      expect(response.json()).toMatchObject({ version: 1, phone: '+234 803 000 0001', roles: [{ name: 'Auditor' }] });
      expect((await activity(user.id)).map((r) => r.action)).toEqual(['created', 'invited']);
    });

    it('refuses a stale version with 409 in the Error shape and changes nothing', async () => {
      const user = await created(agencyStaff('contested@nhia.example'));
      expect(
        (await admin.call('PUT', `/api/users/${user.id}`, editBody(user, { first_name: 'First' }))).statusCode,
      ).toBe(200);
      const stale = await userAdmin.call(
        'PUT',
        `/api/users/${user.id}`,
        editBody(user, { first_name: 'Second', last_name: 'Writer' }),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: expect.stringContaining('changed by someone else') });
      expect((await admin.call('GET', `/api/users/${user.id}`)).json()).toMatchObject({
        first_name: 'First',
        last_name: 'Okafor',
        version: 2,
      });
      expect((await activity(user.id)).filter((r) => r.action === 'updated')).toHaveLength(1);
    });

    it('refuses invalid fields with 422 per field, changes nothing and records nothing', async () => {
      const user = await created(agencyStaff('strict.edit@nhia.example'));
      const cases: [Record<string, unknown>, string[]][] = [
        [{ first_name: '', email: 'nope', phone: '12' }, ['email', 'first_name', 'phone']],
        [{ role_ids: [] }, ['role_ids']],
        [{ tpa_id: tpaId }, ['tpa_id']],
        [{ email: 'edit.me@NHIA.example' }, ['email']],
        [{ user_type: 'TPA Staff' }, ['user_type']],
      ];
      for (const [changes, fields] of cases) {
        const response = await admin.call('PUT', `/api/users/${user.id}`, editBody(user, changes));
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors).sort()).toEqual(fields);
      }
      expect((await admin.call('GET', `/api/users/${user.id}`)).json()).toEqual(user);
      expect((await activity(user.id)).map((r) => r.action)).toEqual(['created', 'invited']);
    });

    it('checks the organisation of TPA staff on edit', async () => {
      const user = await created({
        first_name: 'Tayo',
        last_name: 'Ade',
        email: 'tayo@hmo.example',
        user_type: 'TPA Staff',
        tpa_id: tpaId,
      });
      const cleared = await admin.call('PUT', `/api/users/${user.id}`, { ...editBody(user, {}), tpa_id: null });
      expect(cleared.json().errors).toEqual({ tpa_id: ['Choose the TPA this user works for.'] });
    });

    it('answers 404, 401 and 403 (without "update users", or on a user holding permissions the editor lacks)', async () => {
      const user = await created(agencyStaff('guarded@nhia.example'));
      expect((await admin.call('PUT', '/api/users/999999', editBody(user, {}))).statusCode).toBe(404);
      const guest = new Browser(server.app);
      await guest.call('GET', '/sanctum/csrf-cookie');
      expect((await guest.call('PUT', `/api/users/${user.id}`, editBody(user, {}))).statusCode).toBe(401);
      expect((await lister.call('PUT', `/api/users/${user.id}`, editBody(user, { first_name: 'X' }))).statusCode).toBe(
        403,
      );
      const adminId = (
        await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
      ).id;
      const superior = (await admin.call('GET', `/api/users/${adminId}`)).json() as Detail;
      const takeover = await userAdmin.call(
        'PUT',
        `/api/users/${adminId}`,
        editBody(superior, { email: 'mine@nhia.example' }),
      );
      expect(takeover.statusCode).toBe(403);
      expect((await admin.call('GET', `/api/users/${adminId}`)).json().email).toBe(ADMIN_EMAIL);
      expect((await activity(user.id)).map((r) => r.action)).toEqual(['created', 'invited']);
    });
  });
});
