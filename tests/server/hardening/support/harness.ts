import type { LightMyRequestResponse } from 'fastify';
import { SessionStore, sessionPolicyOf, type OpenSession } from '../../../../src/server/auth/sessions';
import { relyingPartyOf } from '../../../../src/server/auth/passkeys/ceremony';
import { secretBoxOf } from '../../../../src/server/auth/two-factor/secret-box';
import { markSecondFactorGiven } from '../../../../src/server/auth/two-factor/step-up';
import { removeAllFactors } from '../../../../src/server/auth/two-factor/store';
import { systemClock } from '../../../../src/server/clock';
import type { ContractOperation } from '../../../../src/server/contract';
import type { DatabaseKind } from '../../../../src/server/db/connect';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../../src/shared/http';
import { tempDataDir } from '../../support/exports';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  startTestServer,
  testPasswordHash,
  testSettings,
  type TestServer,
} from '../../support/server';
import type { Caller, CallerSpec } from './callers';
import { Targets, type TargetsEnv } from './targets';
import { validRequest, type ValidRequest } from './valid-request';

/**
 * One server for a hardening test file, with what its suites share: callers' accounts, a new
 * session per call (opened as sign-in or GET /sanctum/csrf-cookie would, without paying an
 * argon2 sign-in each time, and so no call can end the session another call uses), and fresh
 * seeded objects for each request.
 */
export class Harness {
  private constructor(
    readonly server: TestServer,
    private readonly sessions: SessionStore,
    private readonly targetsEnv: TargetsEnv,
    /** Owner of the private objects of anonymous callers' requests. */
    private readonly adminId: number,
  ) {}

  /**
   * `env` adds settings. The suites of other rules keep testSettings' raised rate limits: each
   * sends hundreds of calls per operation as one caller from one address, and the limits are
   * the concurrency suite's to test (at their defaults).
   */
  static async start(kind: DatabaseKind, extraEnv: NodeJS.ProcessEnv = {}): Promise<Harness> {
    const env = { DATA_DIR: tempDataDir(), ...extraEnv };
    const server = await startTestServer(kind, { env });
    const settings = testSettings(env);
    const { db } = server.database;
    const admin = await db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    const targetsEnv: TargetsEnv = {
      db,
      exportDir: settings.exportDir,
      passwordHash: await testPasswordHash(),
      secretBox: secretBoxOf(settings),
      relyingParty: relyingPartyOf(settings),
    };
    const harness = new Harness(
      server,
      new SessionStore(db, sessionPolicyOf(settings), systemClock),
      targetsEnv,
      admin.id,
    );
    // Every list holds a row, so batch 1 of every export exists whatever ran before.
    const baseline = harness.targetsFor(admin.id);
    await baseline.user();
    await baseline.role();
    await baseline.tpa();
    await baseline.ministry();
    await baseline.activityLog();
    return harness;
  }

  /** The key the server seals second-factor secrets with. */
  get secretBox() {
    return this.targetsEnv.secretBox;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  /** The callers' accounts, each with exactly its type and permissions. */
  enrol(specs: CallerSpec[]): Promise<Caller[]> {
    return Promise.all(
      specs.map(async (spec): Promise<Caller> => {
        if (spec.kind !== 'user') return spec;
        const email = `${spec.label
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '.')
          .replace(/^\.|\.$/g, '')}@hardening.example`;
        const options = {
          email,
          permissions: spec.permissions,
          userType: spec.userType,
          status: spec.status,
          requiresSecondFactor: spec.mustEnrol === true,
        };
        return { ...spec, userId: await createUserWith(this.server.database, options) };
      }),
    );
  }

  /** These callers' second factors go (an authenticator app being enrolled too): their role's requirement binds them again. */
  async withoutSecondFactors(callers: Caller[]): Promise<void> {
    for (const caller of callers) await removeAllFactors(this.server.database.db, caller.userId!);
  }

  /** Fresh objects for one request; private ones belong to `ownerId`. */
  targetsFor(ownerId: number): Targets {
    return new Targets(this.targetsEnv, ownerId);
  }

  /** A valid request for the operation, acting on fresh objects the caller owns. */
  requestFor(op: ContractOperation, caller: Caller): Promise<ValidRequest> {
    return validRequest(op, this.targetsFor(caller.userId ?? this.adminId));
  }

  /**
   * A new session of the caller's (none for 'no cookie'): a signed-in one, or a guest one; holding
   * what `request`, when given, needs of its session. A user's holds a second factor given just now
   * (as a sign-in with one leaves it), so that the step-up operations admit them, unless the caller
   * is the one without (callers.ts).
   */
  async sessionOf(caller: Caller, request?: ValidRequest): Promise<OpenSession | undefined> {
    if (caller.kind === 'no cookie') return undefined;
    const { db } = this.server.database;
    const session = await this.sessions.open(db, {
      userId: caller.userId ?? null,
      remember: false,
      origin: { ip: '127.0.0.1', userAgent: 'hardening' },
    });
    if (caller.kind === 'user' && !caller.noRecentSecondFactor)
      await markSecondFactorGiven(db, session.row.id, new Date());
    await request?.inSession?.(session);
    return session;
  }

  private readonly addresses = new Map<string, string>();

  /**
   * A source address of the caller's own, as different people have: the sign-in throttle counts
   * attempts per address (20 at once, login-throttle.ts), and the callers signing in together would
   * otherwise all be 127.0.0.1.
   */
  addressOf(caller: Caller): string {
    let address = this.addresses.get(caller.label);
    if (address === undefined) {
      const n = this.addresses.size + 1;
      address = `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
      this.addresses.set(caller.label, address);
    }
    return address;
  }

  /**
   * A browser holding the session's cookie and, with `echo` (the default), its XSRF-TOKEN, which it
   * echoes as the SPA does; calling from `address` when given (else 127.0.0.1).
   */
  browserIn(session: OpenSession | undefined, options: { echo?: boolean; address?: string } = {}): Browser {
    const browser = new Browser(this.server.app, 'hardening', options.address);
    if (session) browser.cookies.set(SESSION_COOKIE, session.token);
    if (session && options.echo !== false) browser.cookies.set(XSRF_COOKIE, session.row.csrf_token);
    return browser;
  }

  /** Sends the request as the SPA would, in a new session of the caller's. */
  async send(caller: Caller, request: ValidRequest): Promise<LightMyRequestResponse> {
    return this.browserIn(await this.sessionOf(caller, request)).call(request.method, request.url, request.body);
  }
}
