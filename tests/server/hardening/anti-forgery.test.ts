import { hasSideEffects, listOperations, needsAntiForgery, type ContractOperation } from '../../../src/server/contract';
import { XSRF_HEADER } from '../../../src/shared/http';
import { DATABASE_KINDS } from '../support/databases';
import { expectedStatus, GUEST, staffWithEveryPermission, type Caller } from './support/callers';
import { snapshotTables } from './support/db-snapshot';
import { Harness } from './support/harness';

// Every operation of the contract with side effects, whatever its method (the export GETs queue
// jobs), with a valid session and a valid body, refuses a request that does not
// echo the session's anti-forgery token.
const operations = listOperations();
const guarded = operations.filter((op) => needsAntiForgery(op));
// A GET the contract does not mark as having side effects must change nothing, or a
// forged navigation could do what the sweep above never tries.
const plainGets = operations.filter((op) => op.method === 'GET' && !hasSideEffects(op));

/**
 * The calls with side effects the contract lets through without the token (x-forgery-exempt), and
 * the tables a plain navigation to each may change (at most): the download's activity-log row (and
 * the row count its trigger keeps), and the guest session GET /sanctum/csrf-cookie opens.
 */
const EXEMPT_EFFECTS: Record<string, string[]> = {
  downloadExport: ['activity_logs', 'row_counts'],
  getCsrfCookie: ['sessions'],
};
const exempt = operations.filter((op) => hasSideEffects(op) && !needsAntiForgery(op));

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
    const session = await harness.sessionOf(caller, request);
    const another = await harness.sessionOf(GUEST);
    const { db } = harness.server.database;
    const before = await snapshotTables(db);
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const forgery of FORGERIES) {
      const header = forgery.header(another!.row.csrf_token);
      const response = await harness
        .browserIn(session, { echo: false })
        .call(
          request.method,
          request.url,
          request.body,
          header === undefined ? {} : { [XSRF_HEADER.toLowerCase()]: header },
        );
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
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['users', 'roles', 'sessions', 'activity_logs', 'export_jobs', 'mail_outbox']),
    );
    await db.updateTable('sessions').set({ last_activity_at: new Date() }).execute();
    expect(changedTables(before, await snapshotTables(db))).toEqual([]);
    await harness.targetsFor(callers[0].userId!).ministry();
    expect(changedTables(before, await snapshotTables(db))).toContain('ministries');
    const afterInsert = await snapshotTables(db);
    await db.updateTable('ministries').set({ contact_person: 'Someone else' }).execute();
    // A ministry's change also moves the ministries' list version (migration 0034, the list answer cache).
    expect(changedTables(afterInsert, await snapshotTables(db))).toEqual(['ministries', 'row_counts']);
  });

  it.each(guarded)(
    '$operationId ($method $path) answers a forged request 419 in the Error shape and changes nothing',
    async (op) => {
      for (const caller of callers) {
        const { answers, changed, genuine } = await forge(op, caller);
        expect({ answers, changed, genuine }).toEqual({
          answers: Object.fromEntries(
            FORGERIES.map((f) => [
              `${caller.label}, ${f.name}`,
              { status: 419, body: { message: expect.any(String) } },
            ]),
          ),
          changed: [],
          genuine: expectedStatus(op, caller),
        });
      }
    },
  );

  it('covers the export calls, which are GETs that queue a job', () => {
    const exportGets = operations.filter(
      (op) => op.method === 'GET' && (op.spec.tags as string[]).includes('exports') && op.path.endsWith('/export'),
    );
    // Six lists and a campaign's evidence.
    expect(exportGets).toHaveLength(7);
    expect(exportGets.filter((op) => !guarded.includes(op))).toEqual([]);
  });

  it.each(plainGets)(
    '$operationId (GET $path) is not marked as having side effects, and a genuine call changes no table',
    async (op) => {
      const caller = op.access.kind === 'public' ? callers[1] : callers[0];
      const request = await harness.requestFor(op, caller);
      const browser = harness.browserIn(await harness.sessionOf(caller, request));
      const { db } = harness.server.database;
      const before = await snapshotTables(db);
      const response = await browser.call(request.method, request.url);
      expect({ status: response.statusCode, changed: changedTables(before, await snapshotTables(db)) }).toEqual({
        status: expectedStatus(op, caller),
        changed: [],
      });
    },
  );

  it('exempts from the token only the calls it documents, each saying why', () => {
    expect(exempt.map((op) => op.operationId).sort()).toEqual(Object.keys(EXEMPT_EFFECTS).sort());
    for (const op of exempt) expect(String(op.spec['x-forgery-exempt']).length).toBeGreaterThan(40);
  });

  it.each(exempt)(
    '$operationId (GET $path) works as a plain navigation and changes no table but the ones it documents',
    async (op) => {
      // A public one as a first visit (no cookie at all), the download as its signed-in owner.
      const caller: Caller = op.access.kind === 'public' ? { label: 'no cookie', kind: 'no cookie' } : callers[0];
      const request = await harness.requestFor(op, caller);
      const session = await harness.sessionOf(caller);
      const { db } = harness.server.database;
      const before = await snapshotTables(db);
      const navigation = await harness.browserIn(session, { echo: false }).call(request.method, request.url);
      const undocumented = changedTables(before, await snapshotTables(db)).filter(
        (table) => !EXEMPT_EFFECTS[op.operationId].includes(table),
      );
      expect({ status: navigation.statusCode, undocumented }).toEqual({
        status: expectedStatus(op, caller),
        undocumented: [],
      });
    },
  );
});
