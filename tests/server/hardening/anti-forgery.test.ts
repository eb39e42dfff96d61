import { isStateChanging, listOperations, type ContractOperation } from '../../../src/server/contract';
import { XSRF_HEADER } from '../../../src/shared/http';
import { DATABASE_KINDS } from '../support/databases';
import { expectedStatus, GUEST, staffWithEveryPermission, type Caller } from './support/callers';
import { snapshotTables } from './support/db-snapshot';
import { Harness } from './support/harness';

// Issue 7: every state-changing operation of the contract, with a valid session and a valid
// body, refuses a request that does not echo the session's anti-forgery token.
const stateChanging = listOperations().filter((op) => isStateChanging(op.method));

/**
 * What a forging page can put in X-XSRF-TOKEN (undefined: no header at all). It cannot read
 * the XSRF-TOKEN cookie, so never this session's token; at best another session's, its own.
 */
const FORGERIES: { name: string; header: (anotherSessionsToken: string) => string | undefined }[] = [
  { name: 'no X-XSRF-TOKEN', header: () => undefined },
  { name: 'an empty X-XSRF-TOKEN', header: () => '' },
  { name: 'a made-up X-XSRF-TOKEN', header: () => 'made-up-token-made-up-token-made-up-token' },
  { name: "another session's X-XSRF-TOKEN", header: (another) => another },
];

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

describe.each(DATABASE_KINDS)('anti-forgery sweep on %s', (kind) => {
  let harness: Harness;
  let callers: Caller[];

  beforeAll(async () => {
    harness = await Harness.start(kind);
    // The strongest signed-in caller, and the anonymous one the public operations serve.
    callers = await harness.enrol([staffWithEveryPermission(), GUEST]);
  }, 60_000);
  afterAll(() => harness.close());

  /** Forged requests of the caller's, each answer, the tables they changed, and the genuine request's status. */
  async function forge(op: ContractOperation, caller: Caller) {
    const request = await harness.requestFor(op, caller);
    const session = await harness.sessionOf(caller);
    const another = await harness.sessionOf(GUEST);
    const { db } = harness.server.database;
    const before = await snapshotTables(db);
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const forgery of FORGERIES) {
      const header = forgery.header(another!.row.csrf_token);
      const response = await harness.browserIn(session, { echo: false })
        .call(request.method, request.url, request.body, header === undefined ? {} : { [XSRF_HEADER.toLowerCase()]: header });
      answers[`${caller.label}, ${forgery.name}`] = { status: response.statusCode, body: response.json() };
    }
    const changed = changedTables(before, await snapshotTables(db));
    // The same request echoing the session's own token gets past the check: the 419s were the token's alone.
    const genuine = await harness.browserIn(session).call(request.method, request.url, request.body);
    return { answers, changed, genuine: genuine.statusCode };
  }

  it("snapshots every table: a new row or a changed value shows, the sessions' activity touch does not", async () => {
    const { db } = harness.server.database;
    const before = await snapshotTables(db);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'roles', 'sessions', 'activity_logs', 'export_jobs', 'mail_outbox']));
    await db.updateTable('sessions').set({ last_activity_at: new Date() }).execute();
    expect(changedTables(before, await snapshotTables(db))).toEqual([]);
    await harness.targetsFor(callers[0].userId!).ministry();
    expect(changedTables(before, await snapshotTables(db))).toContain('ministries');
    const afterInsert = await snapshotTables(db);
    await db.updateTable('ministries').set({ contact_person: 'Someone else' }).execute();
    expect(changedTables(afterInsert, await snapshotTables(db))).toEqual(['ministries']);
  });

  it.each(stateChanging)('$operationId ($method $path) answers a forged request 419 in the Error shape and changes nothing', async (op) => {
    for (const caller of callers) {
      const { answers, changed, genuine } = await forge(op, caller);
      expect({ answers, changed, genuine }).toEqual({
        answers: Object.fromEntries(FORGERIES.map((f) => [`${caller.label}, ${f.name}`, { status: 419, body: { message: expect.any(String) } }])),
        changed: [],
        genuine: expectedStatus(op, caller),
      });
    }
  });
});
