import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { listOperations, permissionCatalogue, type ContractOperation } from '../../../src/server/contract';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../src/shared/http';
import { DATABASE_KINDS } from '../support/databases';
import { tempDataDir } from '../support/exports';
import { Browser, testPasswordHash } from '../support/server';
import { userRow } from '../support/user-rows';
import {
  AuthorityTargets,
  ORGANISATIONS,
  type OrganisationKind,
  type RecordKind,
  type TargetShape,
} from './support/authority-targets';
import type { Caller } from './support/callers';
import { snapshotTables } from './support/db-snapshot';
import { Harness } from './support/harness';
import { intendedAccessOf } from './support/intended-access';
import { deref, nextSerial, type Schema } from './support/schema-sample';
import { secondProcessOn } from './support/second-process';
import type { TargetsEnv } from './support/targets';
import { successStatusOf, validRequest, type ValidRequest } from './support/valid-request';

// docs/security.md, Authority: authority between records, generated from the contract. Every
// operation that acts on a user, a role or an organisation's membership is sent, by the caller
// holding the least permission that reaches it, against a target beyond that caller (a user or
// a role holding more permissions, a role whose holders do, a suspended organisation), and must
// refuse it without changing any table; the same caller on an ordinary target must succeed, so
// that the refusal is the target's doing. An operation added to the contract that names such a
// record is probed without a new test, or fails the suite until it is probed or exempted.

const COLLECTIONS: Record<string, RecordKind> = { users: 'user', roles: 'role', tpas: 'tpa', ministries: 'ministry' };
/** Body fields that name records, and what they name. */
const REFERENCE_FIELDS: Record<string, RecordKind> = {
  ids: 'user',
  role_id: 'role',
  role_ids: 'role',
  tpa_id: 'tpa',
  ministry_id: 'ministry',
  // An access review's people: those of the scope a campaign starts over, those its items a reviewer decides on are.
  scope: 'user',
  item_ids: 'user',
};
/** The fields naming people through an access review: one beyond the caller is a 422 on the field, not a 403. */
const REVIEWED_PEOPLE = ['scope', 'item_ids'];

/** Acting on an organisation's own record: its permission is the whole authority over it, and it holds none. */
const EXEMPT: Record<string, string> = Object.fromEntries(
  ['updateTpa', 'suspendTpa', 'reactivateTpa', 'updateMinistry', 'suspendMinistry', 'reactivateMinistry'].map((id) => [
    id,
    "an organisation's record: its permission is the whole authority over it; moving its users is probed through tpa_id and ministry_id",
  ]),
);

interface Named {
  path?: RecordKind;
  body: string[];
  /** A saved view's sharing: its role_id names a role only with visibility "role", and only for "share list views". */
  shares: boolean;
}

function bodyProperties(op: ContractOperation): string[] {
  const requestBody = op.spec.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
  if (!requestBody) return [];
  const schema = deref(requestBody.content['application/json'].schema);
  return [schema, ...(schema.allOf ?? []).map((part) => deref(part))].flatMap((part) =>
    Object.keys(part.properties ?? {}),
  );
}

/** The records a request of the operation names: the {id} of its path's collection and its body's reference fields. */
function namedBy(op: ContractOperation): Named {
  const [, , collection, id] = op.path.split('/');
  return {
    path: id === '{id}' ? COLLECTIONS[collection] : undefined,
    body: bodyProperties(op).filter((field) => REFERENCE_FIELDS[field]),
    shares: bodyProperties(op).includes('visibility'),
  };
}

/** Calls that act (not reads; exports name no record) and are the agency panel's. */
const acting = listOperations().filter((op) => op.method !== 'GET' && intendedAccessOf(op).kind === 'permission');

type Variant = 'probe' | 'control';

/** A target beyond the caller, the same kind of ordinary target (control), and the refusal expected. */
interface Probe {
  label: string;
  applies(named: Named): boolean;
  shape(variant: Variant): TargetShape;
  /** Body fields that point the request at the target. */
  body?(targets: AuthorityTargets, named: Named, variant: Variant): Promise<Record<string, unknown>>;
  /** Permissions beyond the operation's own that the control needs (moving a user needs the organisation's). */
  callerAlso?(named: Named): string[];
  refusal(named: Named): { status: number; field?: string };
}

const roleFields = (named: Named) => named.body.filter((field) => REFERENCE_FIELDS[field] === 'role');

/** Role reference fields pointed at the targets' role (a view shared with it). */
async function roleBody(targets: AuthorityTargets, named: Named) {
  const { id } = await targets.role();
  return {
    ...Object.fromEntries(roleFields(named).map((field) => [field, field === 'role_ids' ? [id] : id])),
    ...(named.shares && { visibility: 'role' }),
  };
}

function organisationProbes(kind: OrganisationKind): Probe[] {
  const { field, userType, permission } = ORGANISATIONS[kind];
  const names = (named: Named) => named.body.includes(field);
  /** A move (the path names a user) needs the organisation's permission; a create does not. */
  const isMove = (named: Named) => named.path === 'user';
  return [
    {
      label: `a suspended ${kind} as the user's new organisation`,
      applies: names,
      // A move starts from an active organisation; a create ignores the user target.
      shape: () => ({ user: { member: kind, status: 'active' } }),
      async body(targets, named, variant) {
        const to = await targets.organisation(kind, variant === 'probe' ? 'suspended' : 'active');
        return { [field]: to, ...(!isMove(named) && { user_type: userType }) };
      },
      callerAlso: (named) => (isMove(named) ? [permission] : []),
      refusal: () => ({ status: 422, field }),
    },
    {
      label: `a user of a suspended ${kind} moved to an active one`,
      applies: (named) => names(named) && isMove(named),
      shape: (variant) => ({ user: { member: kind, status: variant === 'probe' ? 'suspended' : 'active' } }),
      body: async (targets) => ({ [field]: await targets.organisation(kind, 'active') }),
      callerAlso: () => [permission],
      refusal: () => ({ status: 422, field }),
    },
  ];
}

const PROBES: Probe[] = [
  {
    label: 'a user holding every permission',
    applies: (named) => named.path === 'user' || named.body.some((field) => REFERENCE_FIELDS[field] === 'user'),
    shape: (variant) => (variant === 'probe' ? { user: { permissions: 'every' } } : {}),
    refusal: (named) => {
      const reviewed = named.body.find((field) => REVIEWED_PEOPLE.includes(field));
      return reviewed ? { status: 422, field: reviewed } : { status: 403 };
    },
  },
  {
    label: 'a role holding every permission',
    applies: (named) => named.path === 'role' || roleFields(named).length > 0,
    shape: (variant) => (variant === 'probe' ? { role: 'every' } : {}),
    body: (targets, named) => roleBody(targets, named),
    callerAlso: (named) => (named.shares ? ['share list views'] : []),
    refusal: (named) => (named.path === 'role' ? { status: 403 } : { status: 422, field: roleFields(named)[0] }),
  },
  {
    label: 'a role whose holder holds every permission',
    applies: (named) => named.path === 'role',
    shape: (variant) => (variant === 'probe' ? { role: 'held by a user with every permission' } : {}),
    refusal: () => ({ status: 403 }),
  },
  ...organisationProbes('tpa'),
  ...organisationProbes('ministry'),
];

const cases = acting.flatMap((op) =>
  PROBES.filter((probe) => probe.applies(namedBy(op))).map((probe) => ({
    op,
    probe,
    operationId: op.operationId,
    target: probe.label,
  })),
);

it('probes or exempts every acting operation that names a user, a role or an organisation', () => {
  const naming = acting.filter((op) => namedBy(op).path || namedBy(op).body.length > 0).map((op) => op.operationId);
  const probed = new Set(cases.map((c) => c.operationId));
  expect(naming.filter((id) => !probed.has(id) && !EXEMPT[id])).toEqual([]);
  // The probes reach the calls the authority rules were written for (docs/security.md, Authority).
  expect([...probed].sort()).toEqual(
    expect.arrayContaining([
      'changeUsersRole',
      'createUser',
      'deactivateUser',
      'previewRoleUpdate',
      'setUsersStatus',
      'updateRole',
      'updateUser',
      'createAccessReview',
      'decideAccessReviewItems',
    ]),
  );
});

/** The contract's Error: a message, with per-field errors on a 422. */
function refusalOf(response: LightMyRequestResponse): { status: number; field?: string } | string {
  const body = response.json() as { message?: unknown; errors?: Record<string, string[]> };
  if (typeof body.message !== 'string')
    return `${response.statusCode} not in the Error shape: ${response.body.slice(0, 300)}`;
  const fields = Object.keys(body.errors ?? {});
  return fields.length === 0
    ? { status: response.statusCode }
    : { status: response.statusCode, field: fields.join(', ') };
}

describe.each(DATABASE_KINDS)('authority over more powerful records on %s', (kind) => {
  let harness: Harness;
  let env: TargetsEnv;
  const callers = new Map<string, Promise<Caller>>();

  beforeAll(async () => {
    harness = await Harness.start(kind);
    env = {
      db: harness.server.database.db,
      exportDir: tempDataDir(),
      passwordHash: await testPasswordHash(),
      // A second-factor state (another user's factors to reset) is sealed with the server's key.
      secretBox: harness.secretBox,
    };
  }, 120_000);
  afterAll(() => harness.close());

  /** The agency staff member holding only these permissions (one account per set). */
  function callerWith(permissions: string[]): Promise<Caller> {
    const label = `authority caller with ${permissions.join(' and ')}`;
    if (!callers.has(label))
      callers.set(
        label,
        harness.enrol([{ label, kind: 'user', userType: 'Agency Staff', permissions }]).then(([caller]) => caller),
      );
    return callers.get(label)!;
  }

  async function requestAt(
    op: ContractOperation,
    probe: Probe,
    caller: Caller,
    variant: Variant,
  ): Promise<ValidRequest> {
    const named = namedBy(op);
    const targets = new AuthorityTargets(env, caller.userId!, probe.shape(variant));
    const request = await validRequest(op, targets);
    if (!request.body) return request;
    // An edit keeps the user's email: a new one is a separate request with its own mail.
    const sameEmail =
      named.path === 'user' && 'email' in (request.body as object) ? { email: (await targets.user()).email } : {};
    return {
      ...request,
      body: { ...(request.body as object), ...sameEmail, ...(await probe.body?.(targets, named, variant)) },
    };
  }

  it.each(cases)(
    '$operationId refuses $target to the least caller that reaches it, changing nothing',
    async ({ op, probe }) => {
      const named = namedBy(op);
      const { anyOf } = intendedAccessOf(op) as { anyOf: string[] };
      const caller = await callerWith([...anyOf, ...(probe.callerAlso?.(named) ?? [])]);
      const control = await harness.send(caller, await requestAt(op, probe, caller, 'control'));
      const request = await requestAt(op, probe, caller, 'probe');
      // Signed in before the snapshot: opening a session is a write of its own.
      const browser = harness.browserIn(await harness.sessionOf(caller));
      const before = await snapshotTables(env.db);
      const refused = await browser.call(request.method, request.url, request.body);
      const after = await snapshotTables(env.db);
      expect({
        control: control.statusCode,
        refused: refusalOf(refused),
        changed: Object.keys(after).filter((table) => after[table] !== before[table]),
      }).toEqual({ control: successStatusOf(op), refused: probe.refusal(named), changed: [] });
    },
  );
});

/** Active agency staff holding every permission of the catalogue, counted apart from the server's own query. */
async function fullAdministrators(db: TargetsEnv['db']): Promise<number[]> {
  const catalogue = permissionCatalogue().length;
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .select(['users.id', 'role_permissions.permission_id'])
    .where('users.status', '=', 'active')
    .where('users.user_type', '=', 'Agency Staff')
    .execute();
  const held = new Map<number, Set<number>>();
  for (const row of rows) held.set(row.id, (held.get(row.id) ?? new Set()).add(row.permission_id));
  return [...held].filter(([, permissions]) => permissions.size === catalogue).map(([id]) => id);
}

// The invariant under real concurrency: two full administrators, the only ones, each take the
// other's power away at the same moment, through each operation that can. At most one may
// succeed. Promise.all over app.inject gives concurrent transactions on PostgreSQL; the second
// set of rounds sends each administrator's call to a different app process (its own pool).
describe('at least one active user holding every permission, under concurrent requests on postgres', () => {
  const CATALOGUE = permissionCatalogue().map((p) => p.name);
  let harness: Harness;
  let env: TargetsEnv;
  let second: Awaited<ReturnType<typeof secondProcessOn>>;
  let spareRole: number;

  beforeAll(async () => {
    harness = await Harness.start('postgres');
    env = { db: harness.server.database.db, exportDir: tempDataDir(), passwordHash: await testPasswordHash() };
    second = await secondProcessOn(harness.server.database);
    spareRole = (
      await env.db
        .insertInto('roles')
        .values({ name: 'Spare role', description: 'no permission' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await harness.close();
  });

  interface Administrator {
    id: number;
    fullRole: number;
    browser: Browser;
  }

  /** A full administrator (a full role of their own and the spare one) with a session on `app`. */
  async function administrator(app: FastifyInstance): Promise<Administrator> {
    const n = nextSerial();
    const { db } = env;
    const fullRole = (
      await db
        .insertInto('roles')
        .values({ name: `Full role ${n}`, description: 'every permission' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const permissions = await db.selectFrom('permissions').select('id').execute();
    await db
      .insertInto('role_permissions')
      .values(permissions.map((p) => ({ role_id: fullRole, permission_id: p.id })))
      .execute();
    const { id } = await db
      .insertInto('users')
      .values(
        userRow({
          first_name: 'Full',
          last_name: `Administrator ${n}`,
          email: `full.${n}@example.org`,
          current_role_id: fullRole,
          password_hash: env.passwordHash,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_roles')
      .values([
        { user_id: id, role_id: fullRole },
        { user_id: id, role_id: spareRole },
      ])
      .execute();
    const session = (await harness.sessionOf({
      label: `full ${n}`,
      kind: 'user',
      userType: 'Agency Staff',
      permissions: CATALOGUE,
      userId: id,
    }))!;
    const browser = new Browser(app, 'authority');
    browser.cookies.set(SESSION_COOKIE, session.token);
    browser.cookies.set(XSRF_COOKIE, session.row.csrf_token);
    return { id, fullRole, browser };
  }

  /** Each way one administrator takes the other's power away. */
  const TAKE_AWAY: Record<string, (by: Administrator, from: Administrator) => Promise<LightMyRequestResponse>> = {
    deactivateUser: (by, from) => by.browser.call('POST', `/api/users/${from.id}/deactivate`),
    setUsersStatus: (by, from) => by.browser.call('POST', '/api/users/status', { ids: [from.id], status: 'inactive' }),
    changeUsersRole: (by, from) =>
      by.browser.call('POST', '/api/users/roles', { ids: [from.id], role_id: from.fullRole, action: 'remove' }),
    async updateUser(by, from) {
      const user = await env.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email', 'version'])
        .where('id', '=', from.id)
        .executeTakeFirstOrThrow();
      return by.browser.call('PUT', `/api/users/${from.id}`, { ...user, role_ids: [spareRole] });
    },
    async updateRole(by, from) {
      const role = await env.db
        .selectFrom('roles')
        .select(['name', 'description', 'version'])
        .where('id', '=', from.fullRole)
        .executeTakeFirstOrThrow();
      return by.browser.call('PUT', `/api/roles/${from.fullRole}`, { ...role, permissions: CATALOGUE.slice(1) });
    },
  };

  /** One round: the only two full administrators, each taking the other's power away at once. */
  async function round(take: string, apps: [FastifyInstance, FastifyInstance]) {
    const earlier = await fullAdministrators(env.db);
    if (earlier.length > 0)
      await env.db.updateTable('users').set({ status: 'inactive' }).where('id', 'in', earlier).execute();
    const [a, b] = [await administrator(apps[0]), await administrator(apps[1])];
    const answers = await Promise.all([TAKE_AWAY[take](a, b), TAKE_AWAY[take](b, a)]);
    return {
      successes: answers.filter((answer) => answer.statusCode === 200).length,
      left: (await fullAdministrators(env.db)).length,
      statuses: answers.map((answer) => answer.statusCode),
    };
  }

  const ROUNDS = 3;
  it.each(Object.keys(TAKE_AWAY))(
    "%s: two administrators taking each other's power at once leave one (one app, and two apps on one database)",
    async (take) => {
      const outcomes = [];
      for (let i = 0; i < ROUNDS; i += 1) outcomes.push(await round(take, [harness.server.app, harness.server.app]));
      for (let i = 0; i < ROUNDS; i += 1) outcomes.push(await round(take, [harness.server.app, second.app]));
      // The other is refused by the rule (422), or, had the first committed before it was let in,
      // by what the first did: its session ended (419: its anti-forgery token now belongs to no
      // session, which is checked first; or 401) or its permissions cut (403).
      const refusals = [401, 403, 419, 422];
      for (const outcome of outcomes) {
        expect({
          ...outcome,
          statuses: outcome.statuses.map((status) => (refusals.includes(status) ? 'refused' : status)).sort(),
        }).toEqual({ successes: 1, left: 1, statuses: [200, 'refused'] });
      }
    },
  );
});
