import Ajv from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { listOperations, loadContract, type ContractOperation } from '../../../src/server/contract';
import type { DatabaseKind } from '../../../src/server/db/connect';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../src/shared/http';
import { DATABASE_KINDS } from '../support/databases';
import { bodyLimitOf } from '../../../src/server/http-server-options';
import { Browser, testSettings } from '../support/server';
import { badRequestsFor, type BadRequest } from './support/bad-requests';
import { staffWithEveryPermission, type Caller } from './support/callers';
import { snapshotTables } from './support/db-snapshot';
import { Harness } from './support/harness';
import { draftOf } from './support/request-draft';
import { successStatusOf, type ValidRequest } from './support/valid-request';

// Every operation of the contract gets requests generated from its own schemas that the
// server must refuse (wrong types, missing and extra fields, huge, hostile and unstorable text,
// out-of-range numbers, malformed JSON bodies and `filters`, bad sort keys, wrong media types).
// They are sent by agency staff holding every permission, with a valid anti-forgery token, so
// that validation, not authorization, is what answers. PGlite takes the bulk (200 a call, the
// issue's minimum); PostgreSQL a sample of the same generator, for its driver's own failures.
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261121);
const PER_OPERATION: Record<DatabaseKind, number> = { pglite: 200, postgres: 25 };
const HANG_MS = 15_000;
const operations = listOperations();

/**
 * Refusals that are recorded on purpose: a sign-in for a well-formed address with a wrong
 * password writes a `login_failed` activity row (the audit trail) and counts against the
 * sign-in throttle (`login_throttles`).
 */
const AUDITED_REFUSALS: Record<string, string> = { login: 'login_failed' };
const AUDIT_TABLES = ['activity_logs', 'row_counts', 'login_throttles'];

const isErrorShape = new Ajv({ strict: false }).compile(loadContract().components.schemas.Error);

/** Each operation's requests depend on the seed and its own name only, so adding an operation changes no other's. */
const seedOf = (op: ContractOperation) =>
  [...op.operationId].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) | 0, SEED);

/** The limits the server refuses a request by before reading it: a path parameter's length (414) and the body's (413, larger for an upload). */
interface ReadLimits {
  maxParamLength: number;
  bodyLimit: (op: ContractOperation) => number;
}

/** The path parameters of a request, decoded, as the router measures them. */
function pathParameters(op: ContractOperation, url: string): string[] {
  const values = url.split('?')[0].split('/');
  const decoded = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  return op.path.split('/').flatMap((segment, i) => (/^\{.+\}$/.test(segment) ? [decoded(values[i])] : []));
}

/**
 * The status each kind of bad request gets: a well-formed id or token that names no record, 404;
 * a version that is not the record's, 409 (a stale edit); a path parameter or a body beyond the
 * HTTP server's read limits, 414 or 413 (refused before it is read); anything else is read and
 * refused, 422 (the contract's answer to input it does not accept).
 */
function expectedStatusOf(op: ContractOperation, request: BadRequest, limits: ReadLimits): number {
  if (request.label.endsWith(' names no record')) return 404;
  if (request.label.startsWith('body version breaks a rule')) return 409;
  if (pathParameters(op, request.url).some((value) => value.length > limits.maxParamLength)) return 414;
  const payload =
    request.payload === undefined
      ? ''
      : typeof request.payload === 'string'
        ? request.payload
        : JSON.stringify(request.payload);
  if (Buffer.byteLength(payload) > limits.bodyLimit(op)) return 413;
  return 422;
}

/** What is wrong with the answer to a bad request, or undefined when it is the expected status in the Error shape. */
function problemOf(response: LightMyRequestResponse | 'hang', expected: number): string | undefined {
  if (response === 'hang') return `no answer within ${HANG_MS} ms`;
  if (response.statusCode !== expected)
    return `${response.statusCode}, not ${expected}: ${response.body.slice(0, 120)}`;
  try {
    if (isErrorShape(response.json())) return undefined;
  } catch {
    // not JSON at all
  }
  return `${response.statusCode} not in the Error shape: ${response.body.slice(0, 120)}`;
}

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  let harness: Harness;
  let sender: Caller;
  let limits: ReadLimits;
  const sent: Record<string, number> = {};
  const answers: Record<number, number> = {};
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    harness = await Harness.start(kind);
    [sender] = await harness.enrol([staffWithEveryPermission('bad input sender')]);
    const settings = testSettings();
    limits = {
      maxParamLength: harness.server.app.initialConfig.maxParamLength!,
      bodyLimit: (op) => bodyLimitOf(op, settings),
    };
  }, 120_000);

  afterAll(async () => {
    await harness.close();
    const total = Object.values(sent).reduce((sum, n) => sum + n, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `bad input on ${kind}: seed ${SEED} (BAD_INPUT_SEED), ${Object.keys(sent).length} operations, ${total} bad requests in ${seconds} s; answers ${JSON.stringify(answers)}`,
    );
  });

  /** A new signed-in session of the sender's, holding what the valid request needs, with its anti-forgery token echoed on every call. */
  async function signedIn(valid: ValidRequest): Promise<Browser> {
    const session = await harness.sessionOf(sender, valid);
    const browser = new Browser(harness.server.app, 'bad-input');
    browser.cookies.set(SESSION_COOKIE, session!.token);
    browser.cookies.set(XSRF_COOKIE, session!.row.csrf_token);
    return browser;
  }

  function send(browser: Browser, request: BadRequest): Promise<LightMyRequestResponse | 'hang'> {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)));
    return Promise.race([browser.call(request.method, request.url, request.payload, request.headers), hang]).finally(
      () => clearTimeout(timer),
    );
  }

  /** Tables that differ from the snapshot, less the rows a refusal writes on purpose. */
  async function changedTables(
    op: ContractOperation,
    before: Record<string, string>,
    lastLogId: number,
  ): Promise<string[]> {
    const { db } = harness.server.database;
    const after = await snapshotTables(db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    const audited = AUDITED_REFUSALS[op.operationId];
    if (!audited) return changed;
    const { rows } = await sql<{
      action: string;
    }>`select distinct action from activity_logs where id > ${lastLogId}`.execute(db);
    const onlyAudit = rows.every((row) => row.action === audited);
    return onlyAudit ? changed.filter((table) => !AUDIT_TABLES.includes(table)) : changed;
  }

  it.each(operations)(
    '$operationId ($method $path) refuses each of its generated bad requests with the status of its kind in the Error shape, and changes nothing',
    async (op) => {
      const valid = await harness.requestFor(op, sender);
      const requests = badRequestsFor(op, draftOf(op, valid), { seed: seedOf(op), count: PER_OPERATION[kind] });
      const browser = await signedIn(valid);
      const { db } = harness.server.database;
      const before = await snapshotTables(db);
      const {
        rows: [{ last }],
      } = await sql<{ last: number }>`select coalesce(max(id), 0)::int as last from activity_logs`.execute(db);

      const failures: string[] = [];
      let answered = 0;
      for (const request of requests) {
        const expected = expectedStatusOf(op, request, limits);
        const response = await send(browser, request);
        if (response !== 'hang') {
          answered += 1;
          answers[response.statusCode] = (answers[response.statusCode] ?? 0) + 1;
        }
        const problem = problemOf(response, expected);
        if (problem) failures.push(`${problem} ← ${request.label}`);
      }
      sent[op.operationId] = requests.length;
      const changed = await changedTables(op, before, last);
      // The valid request the bad ones were made from still succeeds: the refusals came from what was changed.
      const control = await browser.call(valid.method, valid.url, valid.body);

      // As many bad requests as the run promises, each one answered.
      expect({
        sent: requests.length,
        answered,
        failures: failures.slice(0, 25),
        failed: failures.length,
        changed,
        control: control.statusCode,
      }).toEqual({
        sent: PER_OPERATION[kind],
        answered: PER_OPERATION[kind],
        failures: [],
        failed: 0,
        changed: [],
        control: successStatusOf(op),
      });
    },
    300_000,
  );
});
