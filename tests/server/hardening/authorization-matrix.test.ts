import type { LightMyRequestResponse } from 'fastify';
import { listOperations, openDuringEnrolment, permissionCatalogue, type Access } from '../../../src/server/contract';
import { DATABASE_KINDS } from '../support/databases';
import { AGENCY_STAFF, expectedStatus, matrixCallers, staffWithEveryPermission, type Caller } from './support/callers';
import { changedTables, snapshotTables } from './support/db-snapshot';
import { Harness } from './support/harness';
import {
  INTENDED_ACCESS,
  intendedAccessOf,
  OPEN_DURING_ENROLMENT,
  STEP_UP_OPERATIONS,
} from './support/intended-access';
import { successStatusOf, validRequest, type ValidRequest } from './support/valid-request';

// Every operation of the contract × every caller, listed from the contract, so that an operation
// added to openapi/ is covered without a new test; the statuses expected come
// from intended-access.ts, so a wrong x-permission in the contract (or in the server) fails.
const operations = listOperations();

/**
 * The status, or, when it is not the expected one or a refusal is not in the Error shape (with the
 * enrolment's code when a caller who must set up a second factor is refused), what came back.
 */
function outcome(response: LightMyRequestResponse, expected: number, caller: Caller): number | string {
  const code = caller.kind === 'user' && caller.mustEnrol && expected === 403 ? ENROLMENT_CODE : undefined;
  const inShape = response.statusCode < 400 || isErrorBody(response, code);
  if (response.statusCode === expected && inShape) return expected;
  return `${response.statusCode}${inShape ? '' : ' (not in the Error shape)'}: ${response.body.slice(0, 300)}`;
}

const ENROLMENT_CODE = 'second_factor_enrolment_required';

/** The contract's Error: a message, per-field errors only on a 422, a code only where one is expected. */
function isErrorBody(response: LightMyRequestResponse, code: string | undefined): boolean {
  try {
    const body = response.json() as Record<string, unknown>;
    const known = Object.keys(body).every((key) => ['message', 'errors', 'retry_after', 'code'].includes(key));
    return typeof body.message === 'string' && known && body.code === code;
  } catch {
    return false;
  }
}

/** A refusal as a private object's is written (targets.ts): its status, and the fields a 422 names. */
function refusalOf(response: LightMyRequestResponse): string {
  const errors = response.statusCode === 422 ? Object.keys(response.json().errors ?? {}) : [];
  return [response.statusCode, ...errors].join(' ');
}

/** An access rule as one comparable value: permissions sorted. */
const described = (access: Access) =>
  access.kind === 'permission' ? { ...access, anyOf: [...access.anyOf].sort() } : access;

it('declares for every operation the access intended-access.ts gives it, and that table names no operation the contract lacks', () => {
  const intended = (op: (typeof operations)[number]) => {
    try {
      return described(intendedAccessOf(op));
    } catch (missing) {
      return (missing as Error).message;
    }
  };
  expect(Object.fromEntries(operations.map((op) => [op.operationId, described(op.access)]))).toEqual(
    Object.fromEntries(operations.map((op) => [op.operationId, intended(op)])),
  );
  const inContract = new Set(operations.map((op) => op.operationId));
  expect(Object.keys(INTENDED_ACCESS).filter((operationId) => !inContract.has(operationId))).toEqual([]);
});

it('marks with x-step-up exactly the step-up operations intended-access.ts lists, and only they document 423', () => {
  const documents423 = (op: (typeof operations)[number]) =>
    Object.keys(op.spec.responses as Record<string, unknown>).includes('423');
  const described = (op: (typeof operations)[number]) =>
    `${typeof op.spec['x-step-up'] === 'string' ? 'x-step-up' : '-'}, ${documents423(op) ? '423' : '-'}`;
  expect(Object.fromEntries(operations.map((op) => [op.operationId, described(op)]))).toEqual(
    Object.fromEntries(
      operations.map((op) => [op.operationId, STEP_UP_OPERATIONS.includes(op.operationId) ? 'x-step-up, 423' : '-, -']),
    ),
  );
});

it('opens to a user who must set up a second factor exactly the calls intended-access.ts lists for the enrolment', () => {
  const open = operations.filter((op) => openDuringEnrolment(op)).map((op) => op.operationId);
  expect(open.sort()).toEqual([...OPEN_DURING_ENROLMENT].sort());
});

/**
 * Whose objects a caller's request acts on: their own, except that a caller who must set up a
 * second factor calling anything but the enrolment is sent another user's (their own passkey or
 * authenticator app, which the request would need, would be the factor that lifts the restriction).
 */
const targetOwnerFor = (op: (typeof operations)[number], caller: Caller): Caller =>
  caller.kind === 'user' && caller.mustEnrol && !OPEN_DURING_ENROLMENT.includes(op.operationId)
    ? { ...caller, userId: undefined }
    : caller;

describe.each(DATABASE_KINDS)('authorization matrix on %s', (kind) => {
  let harness: Harness;
  let callers: Caller[];

  beforeAll(async () => {
    harness = await Harness.start(kind);
    callers = await harness.enrol(matrixCallers());
  }, 120_000);
  afterAll(() => harness.close());

  it.each(operations)(
    '$operationId ($method $path) answers every caller as intended, and a refused call changes no table',
    async (op) => {
      const expected = Object.fromEntries(callers.map((caller) => [caller.label, expectedStatus(op, caller)]));
      // A caller who must set up a second factor has none, whatever an earlier operation set up for them.
      await harness.withoutSecondFactors(callers.filter((caller) => caller.kind === 'user' && caller.mustEnrol));
      // Sessions and seeded objects first, so that while the refused calls run, only they can write.
      // One caller at a time: callers without objects of their own share the administrator's, and
      // seeding those at once races (one takes the recovery codes another has just replaced).
      // Each caller from an address of their own: more of them sign in at once than one address may.
      const calls = [];
      for (const caller of callers) {
        const request = await harness.requestFor(op, targetOwnerFor(op, caller));
        const session = await harness.sessionOf(caller, request);
        calls.push({ caller, browser: harness.browserIn(session, { address: harness.addressOf(caller) }), request });
      }
      const send = ({
        caller,
        browser,
        request,
      }: {
        caller: Caller;
        browser: ReturnType<Harness['browserIn']>;
        request: ValidRequest;
      }) =>
        browser
          .call(request.method, request.url, request.body)
          .then((response) => [caller.label, outcome(response, expected[caller.label], caller)] as const);
      const refused = calls.filter(({ caller }) => expected[caller.label] >= 400);
      const { db } = harness.server.database;
      const before = await snapshotTables(db);
      // All refused callers at once, then all admitted ones: each call has its own session and objects, and argon2 (sign-in, reset) uses both cores.
      const refusedOutcomes = await Promise.all(refused.map(send));
      const changedByRefusedCalls = changedTables(before, await snapshotTables(db));
      const admittedOutcomes = await Promise.all(calls.filter((call) => !refused.includes(call)).map(send));
      const actual = Object.fromEntries([...refusedOutcomes, ...admittedOutcomes]);
      // And each of those statuses is one the contract documents for the operation: the client relies on them.
      const documented = Object.keys(op.spec.responses as Record<string, unknown>);
      const undocumented = [...new Set(Object.values(expected))].filter(
        (status) => !documented.includes(String(status)),
      );
      expect({ statuses: actual, changedByRefusedCalls, undocumented }).toEqual({
        statuses: expected,
        changedByRefusedCalls: [],
        undocumented: [],
      });
    },
    // Up to 22 argon2 hashes at once (a password reset per caller) on a machine others share.
    120_000,
  );

  it("refuses a user's private objects (an export link, a reviewer's items) to another user the operation allows", async () => {
    const [owner, other] = await harness.enrol([
      staffWithEveryPermission('owner with every permission'),
      staffWithEveryPermission('other with every permission'),
    ]);
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const op of operations) {
      const targets = harness.targetsFor(owner.userId!);
      const request = await validRequest(op, targets);
      if (targets.privateObjects.length === 0) continue;
      // The other user first: the owner's success afterwards shows the object was live when refused.
      const asOther = await harness.send(other, request);
      const asOwner = await harness.send(owner, request);
      const refusals = new Set(targets.privateObjects.map((object) => object.refusal));
      if (refusals.size > 1) throw new Error(`${op.operationId}: its private objects are refused in different ways.`);
      expected[op.operationId] = `other ${[...refusals][0]}, owner ${successStatusOf(op)}`;
      actual[op.operationId] = `other ${refusalOf(asOther)}, owner ${asOwner.statusCode}`;
    }
    expect(actual).toEqual(expected);
    expect(Object.keys(actual)).toEqual(expect.arrayContaining(['downloadExport', 'decideAccessReviewItems']));
  });

  it('refuses to put into a role, even their own, a permission its editor lacks (422), or to edit a role holding one (403); nothing changes', async () => {
    const [editor, partner] = await harness.enrol([
      { label: 'role editor', kind: 'user', userType: AGENCY_STAFF, permissions: ['update roles'] },
      { label: 'partner officer', kind: 'user', userType: AGENCY_STAFF, permissions: ['manage tpas'] },
    ]);
    const { db } = harness.server.database;
    const roleOf = async (caller: Caller) =>
      (
        await db
          .selectFrom('user_roles')
          .select('role_id')
          .where('user_id', '=', caller.userId!)
          .executeTakeFirstOrThrow()
      ).role_id;
    const browser = harness.browserIn(await harness.sessionOf(editor));
    const edit = async (roleId: number, permissions: string[]) => {
      // Read from the table: "update roles" alone does not open a role.
      const role = await db
        .selectFrom('roles')
        .select(['name', 'description', 'version'])
        .where('id', '=', roleId)
        .executeTakeFirstOrThrow();
      const body = { ...role, permissions };
      const preview = await browser.call('POST', `/api/roles/${roleId}/preview`, body);
      const save = await browser.call('PUT', `/api/roles/${roleId}`, body);
      return [preview, save].map((response) => `${response.statusCode} ${Object.keys(response.json().errors ?? {})}`);
    };
    const before = await snapshotTables(db);
    expect({
      'own role given every permission': await edit(
        await roleOf(editor),
        permissionCatalogue().map((p) => p.name),
      ),
      'another role\'s "manage tpas" taken away': await edit(await roleOf(partner), []),
    }).toEqual({
      'own role given every permission': ['422 permissions', '422 permissions'],
      'another role\'s "manage tpas" taken away': ['403 ', '403 '],
    });
    expect(await snapshotTables(db)).toEqual(before);
    // A permission they hold they may still give, to a role holding none they lack.
    const unheld = await harness.targetsFor(editor.userId!).role();
    expect(await edit(unheld.id, ['update roles'])).toEqual(['200 ', '200 ']);
  });

  it('refuses to create a role holding a permission its creator lacks (422, nothing changes)', async () => {
    const [creator] = await harness.enrol([
      { label: 'role creator', kind: 'user', userType: AGENCY_STAFF, permissions: ['create roles'] },
    ]);
    const { db } = harness.server.database;
    const browser = harness.browserIn(await harness.sessionOf(creator));
    const create = (name: string, permissions: string[]) =>
      browser.call('POST', '/api/roles', { name, description: 'escalation probe', permissions });
    const before = await snapshotTables(db);
    const refused = await create('Back door', ['create roles', 'manage tpas']);
    expect([refused.statusCode, Object.keys(refused.json().errors ?? {})]).toEqual([422, ['permissions']]);
    expect(await snapshotTables(db)).toEqual(before);
    expect((await create('Same powers', ['create roles'])).statusCode).toBe(201);
  });
});
