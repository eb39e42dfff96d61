import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, roleIdNamed, startTestServer, type TestServer } from './support/server';
import { ministryInput, tpaInput } from './support/organisation-inputs';
import { withRecentSecondFactor } from './support/step-up';

/**
 * A record form's submission answered with every mistake at once (docs/forms.md): the contract's
 * schema messages together with the rules that need the database (a code, an email or a name
 * taken, what a user type needs, who may grant a role), in one 422, nothing written.
 */

// Setup signs several users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;

const TPA_CODE_TAKEN = ['Another TPA already uses this registration code. Enter a different code.'];
const MINISTRY_CODE_TAKEN = ['Another ministry already uses this registration code. Enter a different code.'];
const EMAIL_TAKEN = ['Another user already has this email address. Enter a different one.'];
const NAME_TAKEN = ['Another role already has this name. Enter a different name.'];
const LONG_DESCRIPTION = ['Shorten the description to 500 characters or fewer.'];

describe.each(DATABASE_KINDS)('every mistake of a submission in one 422, %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let accounts = 0;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
    // Roles that require a second factor, and role permissions, are step-up actions.
    await withRecentSecondFactor(db(), admin);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  async function signedInWith(permissions: string[]): Promise<Browser> {
    const email = `mistakes-${(accounts += 1)}@nhia.example`;
    await createUserWith(server.database, { email, permissions });
    const browser = new Browser(server.app);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    await withRecentSecondFactor(db(), browser);
    return browser;
  }

  /** Rows of every table a refused form could have written to. */
  const written = () =>
    Promise.all(
      (
        [
          'tpas',
          'ministries',
          'users',
          'user_roles',
          'roles',
          'role_permissions',
          'activity_logs',
          'mail_outbox',
        ] as const
      ).map(async (table) => [table, (await db().selectFrom(table).selectAll().execute()).length]),
    );

  /** Answers `call`'s 422 errors, having checked it in the Error shape and that it wrote nothing. */
  async function refusedErrors(call: () => ReturnType<Browser['call']>): Promise<Record<string, string[]>> {
    const before = await written();
    const response = await call();
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(Object.values(body.errors).flat()).toContain(body.message);
    expect(await written()).toEqual(before);
    return body.errors;
  }

  it("answers a TPA's taken code with its bad email, missing contact person and future accreditation date", async () => {
    expect((await admin.call('POST', '/api/tpas', tpaInput('NHIA/HMO/700'))).statusCode).toBe(201);
    const errors = await refusedErrors(() =>
      admin.call('POST', '/api/tpas', {
        ...tpaInput('nhia/hmo/700'),
        email: 'x@',
        contact_person: undefined,
        accreditation_date: '2999-01-01',
      }),
    );
    expect(errors).toEqual({
      code: TPA_CODE_TAKEN,
      email: ['Enter a valid email address (like name@example.com).'],
      contact_person: ["Enter the contact person's name."],
      accreditation_date: ['Enter a valid accreditation date (YYYY-MM-DD, today or earlier).'],
    });
  });

  it("answers a ministry edit taking another one's code with its blank name, and leaves the ministry as it was", async () => {
    expect((await admin.call('POST', '/api/ministries', ministryInput('FMO-700'))).statusCode).toBe(201);
    const edited = (await admin.call('POST', '/api/ministries', ministryInput('FMO-701'))).json();
    const errors = await refusedErrors(() =>
      admin.call('PUT', `/api/ministries/${edited.id}`, {
        ...ministryInput('fmo-700'),
        name: ' ',
        version: edited.version,
      }),
    );
    expect(errors).toEqual({ code: MINISTRY_CODE_TAKEN, name: ["Enter the ministry's name."] });
    expect((await admin.call('GET', `/api/ministries/${edited.id}`)).json()).toEqual(edited);
  });

  it('refuses (403) a caller without the permission before saying anything of the body', async () => {
    expect((await admin.call('POST', '/api/tpas', tpaInput('NHIA/HMO/710'))).statusCode).toBe(201);
    const lister = await signedInWith(['list users']);
    const response = await lister.call('POST', '/api/tpas', { ...tpaInput('NHIA/HMO/710'), email: 'x@' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toBeUndefined();
  });

  it("answers a user's taken email and what their type needs with the schema's messages", async () => {
    const errors = await refusedErrors(() =>
      admin.call('POST', '/api/users', {
        first_name: ' ',
        last_name: 'Ade',
        email: ADMIN_EMAIL.toUpperCase(),
        user_type: 'TPA Staff',
        phone: 'call me',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'phone', 'tpa_id']);
    expect(errors.email).toEqual(EMAIL_TAKEN);
    expect(errors.tpa_id).toEqual(['Choose the TPA this user works for.']);
    // A user type not in the list: its rules are not guessed, the email is still checked.
    const unknownType = await refusedErrors(() =>
      admin.call('POST', '/api/users', {
        first_name: 'Tayo',
        last_name: 'Ade',
        email: ADMIN_EMAIL,
        user_type: 'Wizard',
      }),
    );
    expect(Object.keys(unknownType).sort()).toEqual(['email', 'user_type']);
    expect(unknownType.email).toEqual(EMAIL_TAKEN);
  });

  it("answers a user edit's taken email and a role beyond the editor with its blank last name; a user beyond them is a 403", async () => {
    // Enough to manage Auditors (list/view users and roles), not Super Admins.
    const editor = await signedInWith([
      'list users',
      'view users',
      'create staff',
      'update users',
      'list roles',
      'view roles',
    ]);
    const auditor = await roleIdNamed(db(), 'Auditor');
    const superAdmin = await roleIdNamed(db(), 'Super Admin');
    const created = (
      await admin.call('POST', '/api/users', {
        first_name: 'Ngozi',
        last_name: 'Okafor',
        email: 'ngozi.edit@nhia.example',
        user_type: 'Agency Staff',
        role_ids: [auditor],
      })
    ).json();
    const errors = await refusedErrors(() =>
      editor.call('PUT', `/api/users/${created.id}`, {
        first_name: 'Ngozi',
        last_name: '',
        email: ADMIN_EMAIL,
        role_ids: [auditor, superAdmin],
        version: created.version,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'last_name', 'role_ids']);
    expect(errors.email).toEqual(EMAIL_TAKEN);
    expect(errors.role_ids[0]).toContain('Super Admin');
    const adminId = (await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirst())!
      .id;
    const beyond = await editor.call('PUT', `/api/users/${adminId}`, {
      first_name: '',
      last_name: 'Admin',
      email: 'ngozi.edit@nhia.example',
      version: 1,
    });
    expect(beyond.statusCode).toBe(403);
  });

  it('answers every database rule of a body the schema passes at once, not the first alone', async () => {
    const creator = await signedInWith(['list roles', 'view roles', 'create roles']);
    const errors = await refusedErrors(() =>
      creator.call('POST', '/api/roles', { name: 'Auditor', description: '', permissions: ['manage tpas'] }),
    );
    expect(errors).toEqual({
      permissions: ['You cannot give or take permissions you do not hold yourself: manage tpas.'],
      name: NAME_TAKEN,
    });
  });

  it("answers a role's taken name and a permission beyond its creator with its overlong description", async () => {
    const creator = await signedInWith(['list roles', 'view roles', 'create roles']);
    const errors = await refusedErrors(() =>
      creator.call('POST', '/api/roles', {
        name: 'auditor',
        description: 'x'.repeat(501),
        permissions: ['view roles', 'manage tpas'],
      }),
    );
    expect(errors).toEqual({
      description: LONG_DESCRIPTION,
      name: NAME_TAKEN,
      permissions: ['You cannot give or take permissions you do not hold yourself: manage tpas.'],
    });
  });

  it("answers a role edit and its preview taking another role's name with its overlong description; a role beyond the editor is a 403", async () => {
    const role = (
      await admin.call('POST', '/api/roles', { name: 'Claims desk', description: '', permissions: [] })
    ).json();
    const edit = { name: 'AUDITOR', description: 'x'.repeat(501), permissions: [], version: role.version };
    for (const path of [`/api/roles/${role.id}`, `/api/roles/${role.id}/preview`]) {
      const errors = await refusedErrors(() => admin.call(path.endsWith('preview') ? 'POST' : 'PUT', path, edit));
      expect(errors).toEqual({ description: LONG_DESCRIPTION, name: NAME_TAKEN });
    }
    const editor = await signedInWith(['list roles', 'view roles', 'update roles']);
    const superAdmin = await roleIdNamed(db(), 'Super Admin');
    const beyond = await editor.call('PUT', `/api/roles/${superAdmin}`, { ...edit, version: 1 });
    expect(beyond.statusCode).toBe(403);
  });

  it('never queries a value no column can store: a role name holding NUL is answered with the other mistakes', async () => {
    const errors = await refusedErrors(() =>
      admin.call('POST', '/api/roles', { name: 'Claims\u0000desk', description: 'x'.repeat(501), permissions: [] }),
    );
    expect(errors).toEqual({
      description: LONG_DESCRIPTION,
      name: ['The name field must not contain NUL characters or unpaired surrogates.'],
    });
  });

  it("says the user form's database rules in words that say what to do", async () => {
    const person = { first_name: 'Tayo', last_name: 'Ade', email: 'tayo.words@nhia.example' };
    const tpaStaff = await refusedErrors(() =>
      admin.call('POST', '/api/users', {
        ...person,
        user_type: 'TPA Staff',
        tpa_id: 999999,
        ministry_id: 999999,
        role_ids: [999999],
      }),
    );
    expect(tpaStaff).toEqual({
      tpa_id: ['This TPA does not exist. Choose one from the list.'],
      ministry_id: ['Only ministry staff belong to a ministry: leave the ministry empty for this user type.'],
      role_ids: ['These roles do not exist: 999999. Choose roles from the list.'],
    });
    const ministryStaff = await refusedErrors(() =>
      admin.call('POST', '/api/users', { ...person, user_type: 'Ministry Staff', tpa_id: 999999, ministry_id: 999999 }),
    );
    expect(ministryStaff).toEqual({
      tpa_id: ['Only TPA staff belong to a TPA: leave the TPA empty for this user type.'],
      ministry_id: ['This ministry does not exist. Choose one from the list.'],
    });
  });

  describe('the schema and the database rules before any business rule or second factor', () => {
    /** Runs `calls` with the administrator's second factor given long ago: a step-up action answers 423. */
    async function withStaleSecondFactor(calls: () => Promise<void>): Promise<void> {
      await withRecentSecondFactor(db(), admin, new Date(0));
      try {
        await calls();
      } finally {
        await withRecentSecondFactor(db(), admin);
      }
    }

    /** `call` refused with 423 (the step-up), nothing written: the rules before it passed. */
    async function expectStepUp(call: () => ReturnType<Browser['call']>): Promise<void> {
      const before = await written();
      expect((await call()).statusCode).toBe(423);
      expect(await written()).toEqual(before);
    }

    const adminId = async () =>
      (await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id;

    it('answers a new user holding a role that needs a second factor with their mistakes first', async () => {
      const superAdmin = await roleIdNamed(db(), 'Super Admin');
      const valid = {
        first_name: 'Femi',
        last_name: 'Bello',
        email: 'femi.step@nhia.example',
        user_type: 'Agency Staff',
        role_ids: [superAdmin],
      };
      await withStaleSecondFactor(async () => {
        const refused = await refusedErrors(() =>
          admin.call('POST', '/api/users', { ...valid, first_name: ' ', email: ADMIN_EMAIL }),
        );
        expect(Object.keys(refused).sort()).toEqual(['email', 'first_name']);
        expect(refused.email).toEqual(EMAIL_TAKEN);
        expect(await refusedErrors(() => admin.call('POST', '/api/users', { ...valid, email: ADMIN_EMAIL }))).toEqual({
          email: EMAIL_TAKEN,
        });
        await expectStepUp(() => admin.call('POST', '/api/users', valid));
      });
    });

    it("answers a change of another user's email with its mistakes first", async () => {
      const auditor = await roleIdNamed(db(), 'Auditor');
      const created = (
        await admin.call('POST', '/api/users', {
          first_name: 'Kemi',
          last_name: 'Lawal',
          email: 'kemi.step@nhia.example',
          user_type: 'Agency Staff',
          role_ids: [auditor],
        })
      ).json();
      const edit = { first_name: 'Kemi', last_name: 'Lawal', role_ids: [auditor], version: created.version };
      const path = `/api/users/${created.id}`;
      await withStaleSecondFactor(async () => {
        const refused = await refusedErrors(() =>
          admin.call('PUT', path, { ...edit, last_name: '', email: ADMIN_EMAIL }),
        );
        expect(Object.keys(refused).sort()).toEqual(['email', 'last_name']);
        expect(await refusedErrors(() => admin.call('PUT', path, { ...edit, email: ADMIN_EMAIL }))).toEqual({
          email: EMAIL_TAKEN,
        });
        await expectStepUp(() => admin.call('PUT', path, { ...edit, email: 'kemi.moved@nhia.example' }));
      });
    });

    it("answers a change of a role's permissions with its mistakes first", async () => {
      const role = (
        await admin.call('POST', '/api/roles', { name: 'Words desk', description: '', permissions: ['list users'] })
      ).json();
      const edit = {
        name: 'Words desk',
        description: '',
        permissions: ['list users', 'view users'],
        version: role.version,
      };
      const path = `/api/roles/${role.id}`;
      await withStaleSecondFactor(async () => {
        expect(
          await refusedErrors(() =>
            admin.call('PUT', path, { ...edit, name: 'auditor', description: 'x'.repeat(501) }),
          ),
        ).toEqual({ description: LONG_DESCRIPTION, name: NAME_TAKEN });
        expect(await refusedErrors(() => admin.call('PUT', path, { ...edit, name: 'auditor' }))).toEqual({
          name: NAME_TAKEN,
        });
        await expectStepUp(() => admin.call('PUT', path, edit));
      });
    });

    it('answers a Super Admin role edit leaving no full administrator with its mistakes first', async () => {
      const superAdmin = await roleIdNamed(db(), 'Super Admin');
      const role = (await admin.call('GET', `/api/roles/${superAdmin}`)).json();
      const path = `/api/roles/${superAdmin}`;
      const edit = {
        name: role.name,
        description: role.description,
        permissions: role.permissions.filter((name: string) => name !== 'manage ministries'),
        version: role.version,
      };
      expect(
        await refusedErrors(() => admin.call('PUT', path, { ...edit, name: 'Auditor', description: 'x'.repeat(501) })),
      ).toEqual({ description: LONG_DESCRIPTION, name: NAME_TAKEN });
      expect(await refusedErrors(() => admin.call('PUT', path, { ...edit, name: 'Auditor' }))).toEqual({
        name: NAME_TAKEN,
      });
      const lastOne = await refusedErrors(() => admin.call('PUT', path, edit));
      expect(Object.keys(lastOne)).toEqual(['permissions']);
      expect(lastOne.permissions[0]).toMatch(/would leave no active user holding every permission/);
    });

    it('answers the last Super Admin giving up their role with their mistakes first', async () => {
      const auditor = await roleIdNamed(db(), 'Auditor');
      const id = await adminId();
      const own = (await admin.call('GET', `/api/users/${id}`)).json();
      const taken = 'taken.by.another@nhia.example';
      await createUserWith(server.database, { email: taken, permissions: [] });
      const path = `/api/users/${id}`;
      const edit = {
        first_name: own.first_name,
        last_name: own.last_name,
        email: ADMIN_EMAIL,
        role_ids: [auditor],
        version: own.version,
      };
      const refused = await refusedErrors(() => admin.call('PUT', path, { ...edit, phone: 'call me', email: taken }));
      expect(Object.keys(refused).sort()).toEqual(['email', 'phone']);
      expect(refused.email).toEqual(EMAIL_TAKEN);
      expect(await refusedErrors(() => admin.call('PUT', path, { ...edit, email: taken }))).toEqual({
        email: EMAIL_TAKEN,
      });
      const lastOne = await refusedErrors(() => admin.call('PUT', path, edit));
      expect(Object.keys(lastOne)).toEqual(['role_ids']);
      expect(lastOne.role_ids[0]).toMatch(
        /^Taking these roles away would leave no active user holding every permission/,
      );
    });
  });
});
