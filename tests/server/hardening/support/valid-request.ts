import type { InjectOptions } from 'fastify';
import { loadContract, type ContractOperation } from '../../../../src/server/contract';
import { TEST_PASSWORD } from '../../support/server';
import { deref, nextSerial, sampleOf, type FieldValue, type Schema } from './schema-sample';
import { STEP_UP_BODIES } from './step-up-state';
import { DAY_MS, type Targets } from './targets';
import { twoFactorStateOf, type TwoFactorState } from './two-factor-state';

/** A request the contract and the server accept, ready for app.inject. */
export interface ValidRequest {
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  /** What the session it is sent in must hold (a sign-in past its password step, a fresh second factor). */
  inSession?: TwoFactorState['inSession'];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

/** The resource a path acts on: /api/users/{id}/activate → users. */
const collectionOf = (op: ContractOperation) => op.path.split('/')[2];

/** Operations documenting several 2xx answers, and the one their valid request gets. */
const SUCCESS_OF_VALID_REQUEST: Record<string, number> = {
  // 200 asks for a second step: the valid request's user has no second factor.
  login: 204,
};

/** The one 2xx answer the contract documents for the operation (or gives its valid request). */
export function successStatusOf(op: ContractOperation): number {
  if (SUCCESS_OF_VALID_REQUEST[op.operationId]) return SUCCESS_OF_VALID_REQUEST[op.operationId];
  const codes = Object.keys(op.spec.responses as Record<string, unknown>)
    .map(Number)
    .filter((code) => code >= 200 && code < 300);
  if (codes.length !== 1)
    throw new Error(`${op.operationId} documents ${codes.length} 2xx answers; the matrix expects exactly one.`);
  return codes[0];
}

/**
 * Path parameters name seeded rows: {id} one of the path's collection, {token} an export link of
 * the caller's, {session} a session of the {id} user (under /api/users) or else of the caller's own, {passkey}
 * one of the caller's passkeys, {bulkChange} one of the caller's bulk changes, {importJob} one of the caller's imports,
 * {accessReview} an open access review in which the caller reviews someone.
 */
const PATH_VALUES: Record<string, (targets: Targets, collection: string) => Promise<string | number>> = {
  id: async (targets, collection) => (await targets.record(collection)).id,
  token: (targets) => targets.exportLink(),
  session: (targets, collection) => targets.session(collection === 'users' ? 'target user' : 'owner'),
  passkey: async (targets) => (await targets.passkey('owner')).id,
  bulkChange: (targets) => targets.bulkChange(),
  importJob: (targets) => targets.importJob(),
  accessReview: async (targets) => (await targets.accessReview()).id,
};

/**
 * Fields whose validity the contract's schema does not express, by name, in every operation:
 * shapes the server checks (the request schemas say only "string"), uniqueness, rows that must
 * exist, the version the edit form loaded (of the row the path names), and a query matching the
 * seeded user with the total and fingerprint its preview would answer.
 */
function fieldValues(targets: Targets, collection: string): FieldValue {
  const values: Record<string, () => unknown> = {
    email: () => `matrix.${nextSerial()}@example.org`,
    phone: () => `+234 800 ${String(nextSerial()).padStart(7, '0')}`,
    code: () => `MX-${nextSerial()}`,
    export_file_name: () => 'matrix export.xlsx',
    ids: async () => [(await targets.record(collection)).id],
    role_id: async () => (await targets.role()).id,
    version: async () => (await targets.record(collection)).version,
    // A saved view's list must be one the caller may open, and a default view one of theirs of it.
    list: () => targets.openableList(),
    view_id: async () => (await targets.listView()).id,
    matching: () => targets.matchingQuery(),
  };
  return (name) => values[name]?.();
}

/** A file whose mapped columns are there: one provider staff member, whom anyone allowed may import. */
const importFileBody = () => ({
  file_name: 'staff.csv',
  file: Buffer.from(`First,Last,Email,Type\nAda,Obi,matrix.${nextSerial()}@example.org,Provider Staff\n`).toString(
    'base64',
  ),
  mapping: { first_name: 'First', last_name: 'Last', email: 'Email', user_type: 'Type' },
});

/**
 * Bodies that need more than valid fields, merged over the sampled one; each states the rule
 * the schema cannot: a sign-in and a password confirmation need an account's real password, a
 * reset a live token and a password the policy accepts, an email change a live token, an
 * agency staff member at least one role, an import a readable file with the columns it maps, an
 * access review a scope holding someone and a deadline to come, and a decision items of the caller's.
 */
const BODY_RULES: Record<string, (targets: Targets) => Promise<Record<string, unknown>>> = {
  login: async (targets) => ({ email: (await targets.user()).email, password: TEST_PASSWORD }),
  // Every caller's account has TEST_PASSWORD (the harness's and createUserWith's).
  confirmPassword: async () => ({ password: TEST_PASSWORD }),
  resetPassword: async (targets) => {
    const { token, email } = await targets.resetToken();
    return {
      token,
      email,
      password: 'Quartz lantern meadow 4821',
      password_confirmation: 'Quartz lantern meadow 4821',
    };
  },
  createUser: async (targets) => ({ role_ids: [(await targets.role()).id] }),
  confirmEmailChange: async (targets) => ({ token: await targets.emailChangeToken() }),
  dryRunUsersImport: async () => importFileBody(),
  readUsersImportHeadings: async () => {
    const { file_name, file } = importFileBody();
    return { file_name, file };
  },
  downloadUsersImportErrors: async () => importFileBody(),
  commitUsersImport: async () => importFileBody(),
  // A scope of its own (one campaign a scope may be open), holding someone, and a deadline to come.
  createAccessReview: async (targets) => ({
    scope: await targets.reviewScope(),
    deadline: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  }),
  // The caller's own undecided items of the review the path names, revoked (the fuller decision: a revoke needs a reason).
  decideAccessReviewItems: async (targets) => ({
    item_ids: await targets.accessReviewItems(),
    decision: 'revoke',
    reason: 'No longer needs this access',
  }),
};

/** Operations whose target user must be in a state the seeded (active) one is not: an invitation goes to a pending user. */
const TARGET_STATES: Record<string, (targets: Targets) => Promise<void>> = {
  resendInvitation: async (targets) => {
    const { id } = await targets.user();
    await targets.env.db
      .updateTable('users')
      .set({ status: 'pending', password_hash: null })
      .where('id', '=', id)
      .execute();
  },
};

function parametersOf(op: ContractOperation): Parameter[] {
  const shared = (loadContract().paths[op.path] as { parameters?: Parameter[] }).parameters ?? [];
  return [...shared, ...((op.spec.parameters as Parameter[] | undefined) ?? [])].map((p) => deref(p));
}

/**
 * A valid request for any operation of the contract: path parameters naming seeded rows, the
 * required query parameters, and a body sampled from the request schema. With the right
 * permission the server answers it with the operation's documented 2xx.
 */
export async function validRequest(op: ContractOperation, targets: Targets): Promise<ValidRequest> {
  const collection = collectionOf(op);
  const fieldValue = fieldValues(targets, collection);
  let url = op.path;
  const query = new URLSearchParams();
  for (const parameter of parametersOf(op)) {
    if (parameter.in === 'path') {
      const fill = PATH_VALUES[parameter.name];
      if (!fill) throw new Error(`${op.operationId}: no seeded value for the path parameter {${parameter.name}}.`);
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(await fill(targets, collection))));
    } else if (parameter.in === 'query' && parameter.required) {
      query.set(parameter.name, String(await sampleOf(parameter.schema, parameter.name, fieldValue)));
    }
  }
  if (query.toString() !== '') url += `?${query}`;
  await TARGET_STATES[op.operationId]?.(targets);
  const { body: stateBody, inSession } = await twoFactorStateOf(op.operationId, targets);
  const requestBody = op.spec.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
  if (!requestBody) return { method: op.method, url, inSession };
  const sampled = (await sampleOf(requestBody.content['application/json'].schema, 'body', fieldValue)) as Record<
    string,
    unknown
  >;
  const stepUpBody = await STEP_UP_BODIES[op.operationId]?.(targets);
  const body = { ...sampled, ...(await BODY_RULES[op.operationId]?.(targets)), ...stepUpBody, ...stateBody };
  return { method: op.method, url, body, inSession };
}
