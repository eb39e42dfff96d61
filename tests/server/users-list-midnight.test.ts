import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, fakeClock, startTestServer, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

interface Listed {
  users: { email: string }[];
  pagination: { total: number };
}

const lastSignIn = (value: string) => [{ name: 'last_sign_in', type: 'relative_day', value }];
const expiry = (value: string) => [{ name: 'expires', type: 'relative_day', value }];

/**
 * Relative-day filters across Lagos midnight with both caches on (docs/lists.md, Relative-day
 * filters): an answer or a total kept on one agency day is never given on the next, and the day
 * is the server's clock's.
 */
describe.each(DATABASE_KINDS)('the users list across midnight in Lagos, %s', (kind) => {
  // 23:59 on 14 June 2030 in Lagos (UTC+1 all year).
  const clock = fakeClock(new Date('2030-06-14T22:59:00Z'));
  let server: TestServer;
  let browser: Browser;
  const emailOf = (name: string) => `midnight-${name}@example.org`;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    const person = (name: string) => userRow({ first_name: 'Midnight', last_name: name, email: emailOf(name) });
    await server.database.db
      .insertInto('users')
      .values([
        // Expires as 15 June begins: "within the next 7 days" on the 14th, "expired" on the 15th.
        { ...person('expiring'), expires_on: '2030-06-15', last_login_at: new Date('2030-06-13T09:00:00Z') },
        // Last signed in on 10 May, 13:00 in Lagos: "more than 35 days ago" is before 10 May on the 14th, before 11 May on the 15th.
        { ...person('dormant'), expires_on: null, last_login_at: new Date('2030-05-10T12:00:00Z') },
        { ...person('steady'), expires_on: '2030-09-01', last_login_at: new Date('2030-06-12T09:00:00Z') },
      ])
      .execute();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  const listed = async (filters: object[], extra: Record<string, string | number> = {}) => {
    const params = new URLSearchParams({ filters: JSON.stringify(filters), items_per_page: '50', ...extra });
    const response = await browser.call('GET', `/api/users?${params}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Listed;
  };
  /** The seeded users a filter gives, by name (a page of 50: the answer cache keeps it). */
  const names = async (filters: object[]) =>
    (await listed(filters, { search_string: 'midnight-' })).users
      .map((user) => user.email.replace(/^midnight-|@example\.org$/g, ''))
      .sort();
  /** A filter's total over all users, no search: counted, then kept by the count cache (a page of 500 is no kept answer). */
  const total = async (filters: object[]) => (await listed(filters, { items_per_page: 500 })).pagination.total;

  const questions = [expiry('within_days:7'), expiry('past'), lastSignIn('more_than_days:35')];
  const ask = async () => {
    const answers = { names: [] as string[][], totals: [] as number[] };
    for (const filters of questions) {
      answers.names.push(await names(filters));
      answers.totals.push(await total(filters));
    }
    return answers;
  };

  it('gives the new day’s answers and totals at 00:01 for the questions asked and kept at 23:59', async () => {
    const evening = await ask();
    expect(evening.names).toEqual([['expiring'], [], []]);
    // Asked again within the day: the kept answers and totals, the same.
    expect(await ask()).toEqual(evening);

    clock.advanceMinutes(2); // 00:01 on 15 June in Lagos; nothing was written

    const [within, past, dormant] = evening.totals;
    expect(await ask()).toEqual({
      names: [[], ['expiring'], ['dormant']],
      totals: [within - 1, past + 1, dormant + 1],
    });
  });
});
