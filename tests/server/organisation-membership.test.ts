import { snapshotTables } from './hardening/support/db-snapshot';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';

// docs/security.md, Authority: a suspension is not got round by moving a user out of (or into) a
// suspended organisation, nor by creating one inside it; moving users between organisations
// needs that organisation's permission.
/** The starter User Administrator's permissions: no "manage tpas", no "manage ministries". */
const USER_ADMINISTRATOR = ['list users', 'view users', 'create staff', 'update users'];

const KINDS = [
  {
    noun: 'TPA',
    plural: 'TPAs',
    table: 'tpas' as const,
    field: 'tpa_id' as const,
    userType: 'TPA Staff',
    permission: 'manage tpas',
    extra: { state: 'Lagos' },
  },
  {
    noun: 'ministry',
    plural: 'ministries',
    table: 'ministries' as const,
    field: 'ministry_id' as const,
    userType: 'Ministry Staff',
    permission: 'manage ministries',
    extra: {},
  },
];

describe.each(DATABASE_KINDS)('moving users into and out of organisations, %s', (databaseKind) => {
  let server: TestServer;
  let admin: Browser;
  let userAdministrator: Browser;
  let serial = 0;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    await createUserWith(server.database, {
      email: 'user.administrator@nhia.example',
      permissions: USER_ADMINISTRATOR,
    });
    [admin, userAdministrator] = [new Browser(server.app), new Browser(server.app)];
    await admin.signIn(ADMIN_EMAIL);
    await userAdministrator.signIn('user.administrator@nhia.example');
    // Suspensions and roles that require a second factor here are step-up actions.
    await withRecentSecondFactor(server.database.db, admin);
    await withRecentSecondFactor(server.database.db, userAdministrator);
  });
  afterAll(() => server.close());

  describe.each(KINDS)('$noun', (kind) => {
    async function organisation(status: 'active' | 'suspended'): Promise<number> {
      serial += 1;
      const values = {
        name: `${kind.noun} ${serial}`,
        code: `MOVE-${serial}`,
        email: `org${serial}@example.org`,
        phone: '+234 800 000 0000',
        address: 'Abuja',
        contact_person: 'A. Person',
        status,
        ...kind.extra,
      };
      return (await db().insertInto(kind.table).values(values).returning('id').executeTakeFirstOrThrow()).id;
    }

    /** A member of the organisation, active with a password (as one who could sign in once it is reactivated). */
    async function member(organisationId: number) {
      serial += 1;
      const email = `member.${serial}@example.org`;
      const id = await createUserWith(server.database, { email, permissions: [], userType: kind.userType });
      await db()
        .updateTable('users')
        .set({ [kind.field]: organisationId })
        .where('id', '=', id)
        .execute();
      const user = await db()
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { id, user };
    }

    const move = async (as: Browser, target: Awaited<ReturnType<typeof member>>, to: number) =>
      as.call('PUT', `/api/users/${target.id}`, { ...target.user, [kind.field]: to });

    const newMember = (as: Browser, organisationId: number) => {
      serial += 1;
      return as.call('POST', '/api/users', {
        first_name: 'New',
        last_name: 'Member',
        email: `new.${serial}@example.org`,
        user_type: kind.userType,
        [kind.field]: organisationId,
      });
    };

    /** The answer's status and field messages, and whether any table changed. */
    async function refusal(send: () => Promise<{ statusCode: number; json(): { errors?: Record<string, string[]> } }>) {
      const before = await snapshotTables(db());
      const response = await send();
      return {
        status: response.statusCode,
        errors: response.json().errors,
        unchanged: JSON.stringify(await snapshotTables(db())) === JSON.stringify(before),
      };
    }

    it(`refuses moving a user between ${kind.plural} to a user administrator without "${kind.permission}" (422, nothing changes)`, async () => {
      const [from, to] = [await organisation('active'), await organisation('active')];
      const target = await member(from);
      expect(await refusal(() => move(userAdministrator, target, to))).toEqual({
        status: 422,
        errors: {
          [kind.field]: [`Moving a user into or out of a ${kind.noun} needs the "${kind.permission}" permission.`],
        },
        unchanged: true,
      });
    });

    it(`refuses moving a suspended ${kind.noun}'s user out, even to an administrator with every permission: it would restore their sign-in`, async () => {
      const [suspended, active] = [await organisation('suspended'), await organisation('active')];
      const target = await member(suspended);
      expect(await refusal(() => move(userAdministrator, target, active))).toMatchObject({
        status: 422,
        unchanged: true,
      });
      expect(await refusal(() => move(admin, target, active))).toEqual({
        status: 422,
        errors: {
          [kind.field]: [
            `This ${kind.noun} is suspended: moving its users out would restore their sign-in. Reactivate it first.`,
          ],
        },
        unchanged: true,
      });
    });

    it(`refuses moving a user into a suspended ${kind.noun}, and creating one in it (422, nothing changes)`, async () => {
      const [suspended, active] = [await organisation('suspended'), await organisation('active')];
      const intoSuspended = {
        status: 422,
        errors: {
          [kind.field]: [`This ${kind.noun} is suspended: it accepts no new or moved users until it is reactivated.`],
        },
        unchanged: true,
      };
      const target = await member(active);
      expect(await refusal(() => move(admin, target, suspended))).toEqual(intoSuspended);
      expect(await refusal(() => newMember(admin, suspended))).toEqual(intoSuspended);
      expect(await refusal(() => newMember(userAdministrator, suspended))).toEqual(intoSuspended);
    });

    it(`still lets "create staff" create a user in an active ${kind.noun}, "${kind.permission}" move one between active ones, and an edit that moves nobody pass`, async () => {
      const [from, to, suspended] = [
        await organisation('active'),
        await organisation('active'),
        await organisation('suspended'),
      ];
      expect((await newMember(userAdministrator, from)).statusCode).toBe(201);
      const moved = await move(admin, await member(from), to);
      expect([moved.statusCode, moved.json()[kind.field === 'tpa_id' ? 'tpa' : 'ministry']?.id]).toEqual([200, to]);
      const stays = await member(suspended);
      const renamed = await userAdministrator.call('PUT', `/api/users/${stays.id}`, {
        ...stays.user,
        first_name: 'Renamed',
        [kind.field]: suspended,
      });
      expect(renamed.statusCode).toBe(200);
    });
  });
});
