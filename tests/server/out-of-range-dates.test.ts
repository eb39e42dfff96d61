import { activityLogsList } from '../../src/server/activity-logs/activity-logs-list';
import { ministriesList, tpasList } from '../../src/server/organisations/organisation-lists';
import { rolesList } from '../../src/server/roles/roles-list';
import { usersList } from '../../src/server/users/users-list';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, type TestServer } from './support/server';

/** A day PostgreSQL cannot hold, or no calendar has, is a 422 on the field, never a 500. */
const UNSTORABLE_DAYS = ['0000-02-29', '0000-01-01', '2023-02-29', '2024-13-01', '2024-04-31'];

/** Every list with a date filter, at its path; a new date filter of these lists is covered as it is declared. */
const DATE_FILTERS = [
  ['/api/users', usersList],
  ['/api/roles', rolesList],
  ['/api/tpas', tpasList],
  ['/api/ministries', ministriesList],
  ['/api/user-activity-logs', activityLogsList],
].flatMap(([path, list]) =>
  Object.entries((list as typeof usersList).filters)
    .filter(([, f]) => f.type === 'date_range')
    .map(([name]) => [path as string, name] as const),
);

const TPA = {
  name: 'Dated Health',
  email: 'dated@hmo.example',
  phone: '+234 803 000 0000',
  address: '12 Marina, Lagos',
  state: 'Lagos',
  contact_person: 'Ada Obi',
};

describe.each(DATABASE_KINDS)('days out of range, %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  it('covers every date filter of the lists', () => {
    expect(DATE_FILTERS.length).toBeGreaterThanOrEqual(6);
  });

  it.each(DATE_FILTERS)(
    '%s: the %s filter refuses a day PostgreSQL cannot hold, at either end, with a 422 on it',
    async (path, name) => {
      for (const day of UNSTORABLE_DAYS) {
        for (const value of [
          [day, null],
          [null, day],
          ['2024-01-01', day],
        ]) {
          const filters = JSON.stringify([{ name, type: 'date_range', value }]);
          const response = await admin.call('GET', `${path}?filters=${encodeURIComponent(filters)}`);
          expect({ value, status: response.statusCode }).toEqual({ value, status: 422 });
          expect(response.json()).toEqual({
            message: expect.any(String),
            errors: { [`filters.${name}`]: [expect.any(String)] },
          });
        }
      }
    },
  );

  it('still answers the first and the last day a filter can name', async () => {
    const filters = JSON.stringify([{ name: 'created_at', type: 'date_range', value: ['0001-01-01', '9999-12-31'] }]);
    const response = await admin.call('GET', `/api/users?filters=${encodeURIComponent(filters)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.total).toBeGreaterThanOrEqual(1);
  });

  it("refuses a TPA's accreditation date PostgreSQL cannot hold with a 422 on it, and stores nothing", async () => {
    const count = async () =>
      (
        await server.database.db
          .selectFrom('tpas')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    for (const [i, day] of UNSTORABLE_DAYS.entries()) {
      const response = await admin.call('POST', '/api/tpas', { ...TPA, code: `DATED-${i}`, accreditation_date: day });
      expect({ day, status: response.statusCode }).toEqual({ day, status: 422 });
      expect(response.json()).toEqual({
        message: expect.any(String),
        errors: { accreditation_date: [expect.any(String)] },
      });
    }
    expect(Number(await count())).toBe(before);
  });

  it("refuses the same days in a TPA's edit", async () => {
    const created = await admin.call('POST', '/api/tpas', {
      ...TPA,
      code: 'DATED-OK',
      accreditation_date: '0001-01-01',
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    const response = await admin.call('PUT', `/api/tpas/${id}`, {
      ...TPA,
      code: 'DATED-OK',
      accreditation_date: '0000-02-29',
      version,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ accreditation_date: [expect.any(String)] });
  });
});
