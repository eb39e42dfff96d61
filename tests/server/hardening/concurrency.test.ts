import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenSession } from '../../../src/server/auth/sessions';
import { loadSettings } from '../../../src/server/config';
import { listOperations, type ContractOperation } from '../../../src/server/contract';
import { rateLimitOf, type RateLimitRule } from '../../../src/server/rate-limit/limits';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../src/shared/http';
import { DATABASE_KINDS } from '../support/databases';
import { GUEST, staffWithEveryPermission } from './support/callers';
import { Harness } from './support/harness';
import { secondProcessOn } from './support/second-process';
import type { ValidRequest } from './support/valid-request';

/**
 * The concurrency suite (docs/security.md, Concurrency): N parallel copies of every rate-limited
 * operation (real parallel requests; on PostgreSQL split over two app instances on one database,
 * which share nothing but the database) let exactly the limit through, and every other copy is that
 * limit's 429 in the Error shape, with Retry-After. The limits are tested at their defaults.
 */

/** An empty setting is an unset one: the defaults, not testSettings' raised limits. */
const DEFAULT_LIMITS = {
  RATE_LIMIT_PUBLIC_PER_MINUTE: '',
  RATE_LIMIT_LISTS_PER_MINUTE: '',
  RATE_LIMIT_EXPORTS_PER_MINUTE: '',
};
const defaults = loadSettings({}).rateLimits;

/** One call, sent through whichever app instance is given. */
type Call = (app: FastifyInstance) => Promise<LightMyRequestResponse>;

/** A counted operation: what it is, how many of the parallel copies may pass, and how to make one copy. */
interface CountedCall {
  name: string;
  limit: number;
  /** Opens what the copies need (a caller, a session, objects) and answers one copy; `index` tells rows apart. */
  prepare(harness: Harness, index: number): Promise<Call>;
  /** This limit's own refusal: a copy it let through may still be refused by another rule, and counts as passed. */
  refusedByLimit(response: LightMyRequestResponse): boolean;
}

/** As the SPA sends it: the session's cookies and the echoed anti-forgery token, from `remoteAddress`. */
function sender(request: ValidRequest, session: OpenSession, remoteAddress = '127.0.0.1'): Call {
  return (app) =>
    app.inject({
      method: request.method,
      url: request.url,
      remoteAddress,
      cookies: { [SESSION_COOKIE]: session.token, [XSRF_COOKIE]: session.row.csrf_token },
      headers: {
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        [XSRF_HEADER.toLowerCase()]: session.row.csrf_token,
      },
      ...(request.body !== undefined && { payload: request.body as object }),
    });
}

/** A rate limit of the server on one operation: per source address (a fresh address per row), or per user (a fresh user). */
function rateLimited(op: ContractOperation, rule: RateLimitRule): CountedCall {
  return {
    name: `${op.operationId}: ${rule.calls}, at most ${rule.max} a minute`,
    limit: rule.max,
    async prepare(harness, index) {
      const [caller] =
        rule.name === 'address'
          ? [GUEST]
          : await harness.enrol([staffWithEveryPermission(`concurrency ${op.operationId}`)]);
      const session = (await harness.sessionOf(caller))!;
      const address = rule.name === 'address' ? `198.51.100.${index + 1}` : undefined;
      return sender(await harness.requestFor(op, caller), session, address);
    },
    refusedByLimit: (response) =>
      response.statusCode === 429 &&
      String(response.json().message).startsWith(`Too many ${rule.calls} (at most ${rule.max} a minute)`),
  };
}

const limitedOperations = listOperations().filter((op) => rateLimitOf(op, defaults));

/** Every counted operation; a new limit of another kind is one more line here. */
const COUNTED_CALLS: CountedCall[] = [...limitedOperations.map((op) => rateLimited(op, rateLimitOf(op, defaults)!))];

/** Copies sent at once: the limit, and a tenth more (at least 20) that must all be refused. */
const copiesFor = (limit: number) => limit + Math.max(20, Math.ceil(limit / 10));

it('limits every public call but the health probes, every list and every export call; the contract declares their 429', () => {
  const names = limitedOperations.map((op) => op.operationId);
  expect(names).toEqual(
    expect.arrayContaining([
      'getCsrfCookie',
      'login',
      'requestPasswordReset',
      'resetPassword',
      'listUsers',
      'exportUsers',
      'listActivityLogs',
    ]),
  );
  expect(names).toEqual(expect.not.arrayContaining(['getHealth', 'getLiveness', 'getReadiness']));
  expect(
    limitedOperations.filter((op) => !('429' in (op.spec.responses as object))).map((op) => op.operationId),
  ).toEqual([]);
});

describe.each(DATABASE_KINDS)('rate limits under parallel calls on %s', (kind) => {
  let harness: Harness;
  /** The app instances the copies are spread over: two on PostgreSQL (two pools, one database). */
  let apps: FastifyInstance[];
  let second: Awaited<ReturnType<typeof secondProcessOn>> | undefined;

  beforeAll(async () => {
    harness = await Harness.start(kind, DEFAULT_LIMITS);
    apps = [harness.server.app];
    if (kind === 'postgres') {
      second = await secondProcessOn(harness.server.database, { env: DEFAULT_LIMITS });
      apps.push(second.app);
    }
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await harness.close();
  });

  it.each(COUNTED_CALLS.map((counted, index) => ({ ...counted, index })))(
    '$name',
    async ({ name, limit, prepare, refusedByLimit, index }) => {
      const call = await prepare(harness, index);
      const copies = copiesFor(limit);
      const answers = await Promise.all(Array.from({ length: copies }, (_, i) => call(apps[i % apps.length])));

      const refused = answers.filter(refusedByLimit);
      // Server errors in the same comparison: a copy that failed never reached the counter, so a
      // short count of refusals with errors beside it says why rather than only that.
      const serverErrors = answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body);
      expect({ name, passed: copies - refused.length, refused: refused.length, serverErrors }).toEqual({
        name,
        passed: limit,
        refused: copies - limit,
        serverErrors: [],
      });
      for (const answer of refused) {
        const wait = Number(answer.headers['retry-after']);
        expect({ wait: wait >= 1 && wait <= 60, body: answer.json() }).toEqual({
          wait: true,
          body: { message: expect.stringMatching(/Please try again in \d+ seconds\.$/), retry_after: wait },
        });
      }
    },
    120_000,
  );
});
