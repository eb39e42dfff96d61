import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/passwords';
import { SECURE_SESSION_COOKIE } from '../../../src/server/auth/sessions';
import { systemClock, type Clock } from '../../../src/server/clock';
import { loadSettings, type Settings } from '../../../src/server/config';
import type { DatabaseHandle, DatabaseKind } from '../../../src/server/db/connect';
import type { Db } from '../../../src/server/db/schema';
import { seed } from '../../../src/server/db/seed/seed';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../src/shared/http';
import { freshDatabase } from './databases';
import { relyingPartyOf } from '../../../src/server/auth/passkeys/ceremony';
import { finishSignIn, type HeldFactors, type SigningClient } from './second-factor';
import { userRow } from './user-rows';

export const ADMIN_EMAIL = 'admin@nhia.example';

/** The id of the role of this name (a seeded one, or one the test made). */
export async function roleIdNamed(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}
export const TEST_PASSWORD = 'correct horse battery staple';

let testPasswordHashMade: Promise<string> | undefined;
/**
 * TEST_PASSWORD's argon2id hash at the product's cost, made once per test file and given to every
 * account the tests insert: each sign-in still verifies a real hash, without paying a new hash
 * (a second or more on a busy 2-core machine) for every account.
 */
export function testPasswordHash(): Promise<string> {
  return (testPasswordHashMade ??= hashPassword(TEST_PASSWORD));
}

/**
 * Rate limits no test of another rule reaches: every app.inject call comes from one address
 * (127.0.0.1) and a test file signs in and lists far faster than a person. The limits are tested
 * at their defaults (an empty value) by tests/server/hardening/concurrency.test.ts.
 */
export const RAISED_RATE_LIMITS = {
  RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
  RATE_LIMIT_LISTS_PER_MINUTE: '1000000',
  RATE_LIMIT_EXPORTS_PER_MINUTE: '1000000',
};

export function testSettings(env: NodeJS.ProcessEnv = {}): Settings {
  return loadSettings({
    SEED_ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO_DATA: 'false',
    WEB_DIR: '',
    LOG_LEVEL: 'silent',
    ...RAISED_RATE_LIMITS,
    ...env,
  });
}

/** A clock the test moves by hand (sessions' idle timeout and lifetime, without sleeping). */
export function fakeClock(start = new Date()): Clock & { advanceMinutes(minutes: number): void } {
  let now = start.getTime();
  return Object.assign(() => new Date(now), { advanceMinutes: (minutes: number) => void (now += minutes * 60_000) });
}

/** Each test server's clock and settings: a code the helpers give is the server's time's, a passkey its origin's. */
const testServers = new WeakMap<FastifyInstance, { clock: Clock; settings: Settings }>();

/** Tells the sign-in helpers an app built by the test itself (not startTestServer): its clock and settings. */
export function signInHelpersKnow(app: FastifyInstance, clock: Clock | undefined, settings: Settings): void {
  testServers.set(app, { clock: clock ?? systemClock, settings });
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh, seeded database of the given kind (catalogue, roles and the admin). */
export async function startTestServer(
  kind: DatabaseKind,
  options: { env?: NodeJS.ProcessEnv; clock?: Clock; logger?: AppOptions['logger'] } = {},
): Promise<TestServer> {
  const settings = testSettings(options.env);
  const database = await freshDatabase(kind);
  await seed(database.db, settings);
  const app = await buildApp({ settings, database, clock: options.clock, logger: options.logger ?? false });
  await app.ready();
  signInHelpersKnow(app, options.clock, settings);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A user with exactly these permissions (through a role of their own) and TEST_PASSWORD. */
export async function createUserWith(
  database: DatabaseHandle,
  options: {
    email: string;
    permissions: string[];
    userType?: string;
    roleName?: string;
    status?: 'active' | 'inactive' | 'pending';
    /** The role requires a second factor of its holders (off unless given, whatever it holds). */
    requiresSecondFactor?: boolean;
  },
): Promise<number> {
  const { db } = database;
  const role = await db
    .insertInto('roles')
    .values({
      name: options.roleName ?? `role for ${options.email}`,
      description: 'test role',
      requires_second_factor: options.requiresSecondFactor ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.permissions.length > 0) {
    const permissions = await db
      .selectFrom('permissions')
      .select('id')
      .where('name', 'in', options.permissions)
      .execute();
    await db
      .insertInto('role_permissions')
      .values(permissions.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();
  }
  const user = await db
    .insertInto('users')
    .values(
      userRow({
        first_name: 'Test',
        last_name: options.email.split('@')[0],
        email: options.email,
        user_type: options.userType ?? 'Agency Staff',
        status: options.status ?? 'active',
        current_role_id: role.id,
        password_hash: await testPasswordHash(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return user.id;
}

/** A cookie-keeping client over app.inject that echoes XSRF-TOKEN as the SPA does. */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** The second factors the helpers set up for the user this browser signed in, if a role required them. */
  secondFactor: HeldFactors | undefined;

  constructor(
    readonly app: FastifyInstance,
    private readonly userAgent = 'jest-browser',
    /** The address its calls come from (app.inject's default: 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  async call(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const xsrf = this.cookies.get(XSRF_COOKIE);
    const response = await this.app.inject({
      method,
      url,
      headers: {
        'user-agent': this.userAgent,
        'x-requested-with': 'XMLHttpRequest',
        accept: 'application/json',
        ...(xsrf && { [XSRF_HEADER.toLowerCase()]: xsrf }),
        ...headers,
      },
      cookies: Object.fromEntries(this.cookies),
      ...(this.remoteAddress && { remoteAddress: this.remoteAddress }),
      ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /**
   * Signs in through every step the product asks for (support/second-factor.ts): the password, then
   * for a user whose role requires a second factor its enrolment the first time and its answer
   * afterwards. A user who set up their own factor in the test is left at the second step (200).
   */
  async signIn(email: string, password = TEST_PASSWORD): Promise<LightMyRequestResponse> {
    await this.call('GET', '/sanctum/csrf-cookie');
    const passwordStep = await this.call('POST', '/login', { email, password });
    if (passwordStep.statusCode !== 200) return passwordStep;
    const { response, held } = await finishSignIn(this.signingClient(), passwordStep, password);
    this.secondFactor = held;
    return response as LightMyRequestResponse;
  }

  /**
   * This browser as the second-factor helpers call it, at its server's time (an app of another
   * start: the real one); for a test that sends the password step itself.
   */
  signingClient(): SigningClient {
    const server = testServers.get(this.app) ?? { clock: systemClock, settings: testSettings() };
    return {
      call: (method, url, body) => this.call(method, url, body),
      clock: server.clock,
      relyingParty: relyingPartyOf(server.settings),
    };
  }

  /** The session cookie's value, under either name (`__Host-` prefixed under https). */
  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE) ?? this.cookies.get(SECURE_SESSION_COOKIE);
  }
}
