import { secondProcessOn } from './hardening/support/second-process';
import { DATABASE_KINDS } from './support/databases';
import { Browser, createUserWith, startTestServer, type TestServer } from './support/server';

// Setup signs several users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 30_000;
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
/** What an administrator of users holds, without "manage tpas" (so a Super Admin is beyond them). */
const USER_MANAGER_PERMISSIONS = ['list users', 'view users', 'update users'];

interface SessionSummary {
  id: string;
  device: string;
  ip_address: string | null;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
  second_factor_used: boolean;
}

describe.each(DATABASE_KINDS)('seeing and ending sessions, %s', (kind) => {
  let server: TestServer;
  let counter = 0;
  let manager: Browser;
  let managerId: number;

  const db = () => server.database.db;
  /** A new agency user with these permissions, signed in from each of the given user agents. */
  const userSignedIn = async (agents: string[], permissions: string[] = []) => {
    counter += 1;
    const email = `sessions${counter}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions });
    const browsers = agents.map((agent) => new Browser(server.app, agent));
    for (const browser of browsers) expect((await browser.signIn(email)).statusCode).toBe(204);
    return { id, email, browsers };
  };
  const sessionsIn = async (browser: Browser, url = '/api/user/sessions') => {
    const response = await browser.call('GET', url);
    expect(response.statusCode).toBe(200);
    return (response.json() as { sessions: SessionSummary[] }).sessions;
  };
  const sessionRowsOf = (userId: number) =>
    db().selectFrom('sessions').select(['public_id', 'user_agent']).where('user_id', '=', userId).execute();
  const sessionEndedRows = () =>
    db()
      .selectFrom('activity_logs')
      .select(['causer_id', 'subject_type', 'subject_id', 'subject_label', 'properties'])
      .where('action', '=', 'session_ended')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    counter = 0;
    const made = await userSignedIn(['manager-browser'], USER_MANAGER_PERMISSIONS);
    [manager, managerId] = [made.browsers[0], made.id];
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  describe('GET /api/user/sessions', () => {
    it("lists the user's signed-in sessions with their device, the current one marked, no guest session and no hash", async () => {
      const { id, browsers } = await userSignedIn([CHROME_ON_WINDOWS, SAFARI_ON_IPHONE]);
      const [chrome] = browsers;
      // A guest session opened in the same browser as nothing else: it has no user, so it is no one's.
      await new Browser(server.app, CHROME_ON_WINDOWS).call('GET', '/sanctum/csrf-cookie');

      const sessions = await sessionsIn(chrome);

      const rows = await db().selectFrom('sessions').select(['id', 'public_id']).where('user_id', '=', id).execute();
      expect(sessions.map((s) => s.id).sort()).toEqual(rows.map((row) => row.public_id).sort());
      expect(
        sessions.map(({ device, current }) => ({ device, current })).sort((a, b) => (a.device < b.device ? -1 : 1)),
      ).toEqual([
        { device: 'Chrome 131 on Windows 10 (desktop)', current: true },
        { device: 'Safari 17 on iOS 17.1 (mobile)', current: false },
      ]);
      for (const session of sessions) {
        expect(session).toMatchObject({ ip_address: '127.0.0.1', second_factor_used: false });
        expect(Date.parse(session.signed_in_at)).not.toBeNaN();
      }
      const body = JSON.stringify(sessions);
      for (const row of rows) expect(body).not.toContain(row.id);
      expect(body).not.toContain(chrome.sessionToken!);
    });

    it('leaves out a session past its idle time or its lifetime that the purge has not deleted yet', async () => {
      const { id, browsers } = await userSignedIn(['live-browser']);
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000);
      const stale = (lastActive: Date, created: Date) => ({
        id: `stale-${lastActive.getTime()}-${created.getTime()}`,
        user_id: id,
        csrf_token: 'stale',
        user_agent: 'stale-browser',
        ip_address: null,
        last_activity_at: lastActive,
        created_at: created,
      });
      // Idle longer than SESSION_IDLE_MINUTES (30), and older than SESSION_LIFETIME_MINUTES (480).
      await db()
        .insertInto('sessions')
        .values([stale(hoursAgo(1), hoursAgo(2)), stale(new Date(), hoursAgo(9))])
        .execute();

      expect((await sessionsIn(browsers[0])).map((session) => session.device)).toEqual(['Unknown device']);
    });

    it('says a second factor was used in a session where one was given', async () => {
      const { id, browsers } = await userSignedIn(['factor-browser']);
      await db().updateTable('sessions').set({ second_factor_at: new Date() }).where('user_id', '=', id).execute();

      expect((await sessionsIn(browsers[0]))[0].second_factor_used).toBe(true);
    });
  });

  describe('DELETE /api/user/sessions/{session}', () => {
    it('ends another of their sessions at once: that browser is refused on its next call, this one goes on', async () => {
      const { id, browsers } = await userSignedIn(['laptop', 'phone']);
      const [laptop, phone] = browsers;
      const other = (await sessionsIn(laptop)).find((session) => !session.current)!;

      expect((await laptop.call('DELETE', `/api/user/sessions/${other.id}`)).statusCode).toBe(204);

      expect((await phone.call('GET', '/api/user')).statusCode).toBe(401);
      expect((await laptop.call('GET', '/api/user')).statusCode).toBe(200);
      expect((await sessionRowsOf(id)).map((row) => row.user_agent)).toEqual(['laptop']);
    });

    it('ending the current session signs out: the cookies are cleared and the session is refused', async () => {
      const { id, browsers } = await userSignedIn(['only-browser']);
      const [browser] = browsers;
      const token = browser.sessionToken!;
      const current = (await sessionsIn(browser))[0];

      const response = await browser.call('DELETE', `/api/user/sessions/${current.id}`);

      expect(response.statusCode).toBe(204);
      expect(browser.sessionToken).toBeUndefined();
      expect(await sessionRowsOf(id)).toEqual([]);
      const replayed = await server.app.inject({ method: 'GET', url: '/api/user', cookies: { nhia_session: token } });
      expect(replayed.statusCode).toBe(401);
    });

    it("cannot end someone else's session through their own list: 404 and the session lives on", async () => {
      const { browsers } = await userSignedIn(['mine']);
      const victim = await userSignedIn(['theirs']);
      const [theirs] = await sessionRowsOf(victim.id);

      const response = await browsers[0].call('DELETE', `/api/user/sessions/${theirs.public_id}`);

      expect(response.statusCode).toBe(404);
      expect(await sessionRowsOf(victim.id)).toEqual([theirs]);
      expect((await victim.browsers[0].call('GET', '/api/user')).statusCode).toBe(200);
    });
  });

  describe('GET and DELETE /api/users/{id}/sessions', () => {
    it("an administrator of users lists another user's sessions and ends one, which is written to the activity log", async () => {
      const target = await userSignedIn([CHROME_ON_WINDOWS, 'other-device']);
      const listed = await sessionsIn(manager, `/api/users/${target.id}/sessions`);
      expect(listed).toHaveLength(2);
      expect(listed.every((session) => !session.current)).toBe(true);
      const chrome = listed.find((session) => session.device.startsWith('Chrome'))!;
      const before = await sessionEndedRows();

      const response = await manager.call('DELETE', `/api/users/${target.id}/sessions/${chrome.id}`);

      expect(response.statusCode).toBe(204);
      expect((await target.browsers[0].call('GET', '/api/user')).statusCode).toBe(401);
      expect((await target.browsers[1].call('GET', '/api/user')).statusCode).toBe(200);
      const rows = (await sessionEndedRows()).slice(before.length);
      expect(rows).toEqual([
        {
          causer_id: managerId,
          subject_type: 'user',
          subject_id: target.id,
          subject_label: target.email,
          properties: {
            device: 'Chrome 131 on Windows 10 (desktop)',
            ip_address: '127.0.0.1',
            signed_in_at: chrome.signed_in_at,
          },
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain(chrome.id);
    });

    it('refuses (403) a user who holds permissions the administrator lacks, and changes nothing', async () => {
      const above = await userSignedIn(['above-browser'], [...USER_MANAGER_PERMISSIONS, 'manage tpas']);
      const [session] = await sessionRowsOf(above.id);
      const before = await sessionEndedRows();

      expect((await manager.call('GET', `/api/users/${above.id}/sessions`)).statusCode).toBe(403);
      const ended = await manager.call('DELETE', `/api/users/${above.id}/sessions/${session.public_id}`);

      expect(ended.statusCode).toBe(403);
      expect(await sessionRowsOf(above.id)).toEqual([session]);
      expect((await above.browsers[0].call('GET', '/api/user')).statusCode).toBe(200);
      expect(await sessionEndedRows()).toEqual(before);
    });

    it('answers 404 for an unknown user and for a session that is not that user', async () => {
      const target = await userSignedIn(['target']);
      const bystander = await userSignedIn(['bystander']);
      const [theirs] = await sessionRowsOf(bystander.id);
      const before = await sessionEndedRows();

      expect((await manager.call('GET', '/api/users/2147483647/sessions')).statusCode).toBe(404);
      expect((await manager.call('DELETE', `/api/users/2147483647/sessions/${theirs.public_id}`)).statusCode).toBe(404);
      expect((await manager.call('DELETE', `/api/users/${target.id}/sessions/${theirs.public_id}`)).statusCode).toBe(
        404,
      );

      expect(await sessionRowsOf(bystander.id)).toEqual([theirs]);
      expect(await sessionEndedRows()).toEqual(before);
    });
  });
});

describe('ending a session across two app processes on one PostgreSQL database', () => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof secondProcessOn>>;

  beforeAll(async () => {
    server = await startTestServer('postgres');
    second = await secondProcessOn(server.database);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  it('a session ended through one process is refused by the other on its next call', async () => {
    const email = 'two.processes@nhia.example';
    await createUserWith(server.database, { email, permissions: [] });
    const onFirst = new Browser(server.app, 'first');
    const onSecond = new Browser(second.app, 'second');
    expect((await onFirst.signIn(email)).statusCode).toBe(204);
    expect((await onSecond.signIn(email)).statusCode).toBe(204);
    expect((await onSecond.call('GET', '/api/user')).statusCode).toBe(200);
    const listed = (await onFirst.call('GET', '/api/user/sessions')).json() as { sessions: SessionSummary[] };
    const secondsSession = listed.sessions.find((session) => !session.current)!;

    expect((await onFirst.call('DELETE', `/api/user/sessions/${secondsSession.id}`)).statusCode).toBe(204);

    expect((await onSecond.call('GET', '/api/user')).statusCode).toBe(401);
    expect((await onFirst.call('GET', '/api/user')).statusCode).toBe(200);
  });
});
