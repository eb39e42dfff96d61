import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../shared/http';
import type { RequestOrigin } from '../activity-log';
import type { Clock } from '../clock';
import type { Settings } from '../config';
import type { Database, Db, SessionRow } from '../db/schema';
import { principalFrom, type Principal, type PrincipalColumns } from './principal';
import { hashToken, newToken } from './tokens';

export interface SessionPolicy {
  idleMinutes: number;
  lifetimeMinutes: number;
  /** A guest session's lifetime: long enough to sign in or send a password form (the SPA asks for a new one on a 419). */
  guestMinutes: number;
  secureCookies: boolean;
}

/**
 * Under https the session cookie carries the `__Host-` prefix: the browser then keeps it only if it
 * is Secure, for this host alone and for every path, so no sibling subdomain can plant or shadow it.
 * XSRF-TOKEN keeps its name: the SPA reads it by that name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionPolicyOf(settings: Settings): SessionPolicy {
  return {
    idleMinutes: settings.sessionIdleMinutes,
    lifetimeMinutes: settings.sessionLifetimeMinutes,
    guestMinutes: Math.min(settings.guestSessionMinutes, settings.sessionLifetimeMinutes),
    secureCookies: settings.appUrl.startsWith('https://'),
  };
}

/**
 * The columns every call reads (session_with_principal, migration 0009); the others (public id,
 * second factor, a pending sign-in) are read by the calls that need them, so the type says so.
 */
export type SessionCore = Pick<
  SessionRow,
  'id' | 'user_id' | 'csrf_token' | 'remember' | 'ip_address' | 'user_agent' | 'created_at' | 'last_activity_at'
>;

/** A session as a request sees it; `token` is the cookie's value, `row.id` only its hash. */
export interface OpenSession {
  token: string;
  row: SessionCore;
}

// Writing last_activity_at on every call would double the writes; a minute's slack is harmless.
const TOUCH_EVERY_MS = 60_000;

/** Server-side sessions in the database (docs/architecture.md): guest sessions carry the CSRF token too. */
export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
  ) {}

  /** The session cookie's name: `__Host-` prefixed under https. */
  get cookieName(): string {
    return this.policy.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  /** The session token a request's cookies carry, under this deployment's cookie name only. */
  tokenIn(cookies: Record<string, string | undefined>): string | undefined {
    return cookies[this.cookieName];
  }

  /** A guest session lives guestMinutes from its opening; a signed-in one the lifetime setting. */
  private lifetimeMsOf(row: Pick<SessionRow, 'user_id'>): number {
    return (row.user_id === null ? this.policy.guestMinutes : this.policy.lifetimeMinutes) * 60_000;
  }

  /**
   * The live session behind a cookie, or undefined when it is unknown, idle too long or too old;
   * with the user it speaks for, read fresh (undefined for a guest or a user who may not act).
   */
  async find(
    token: string | undefined,
  ): Promise<{ session: OpenSession; principal: Principal | undefined } | undefined> {
    if (!token) return undefined;
    const { rows } = await sql<
      SessionCore & PrincipalColumns
    >`select * from session_with_principal(${hashToken(token)})`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const now = this.clock().getTime();
    const idleFor = now - row.last_activity_at.getTime();
    const age = now - row.created_at.getTime();
    if (idleFor > this.policy.idleMinutes * 60_000 || age > this.lifetimeMsOf(row)) {
      await this.db.deleteFrom('sessions').where('id', '=', row.id).execute();
      return undefined;
    }
    if (idleFor > TOUCH_EVERY_MS) {
      await this.db.updateTable('sessions').set({ last_activity_at: this.clock() }).where('id', '=', row.id).execute();
    }
    const principal = principalFrom(row);
    return { session: { token, row }, principal };
  }

  /** A new session with a fresh id and CSRF token: a guest one, or a signed-in one (id rotated at sign-in). */
  async open(
    db: Db,
    options: { userId: number | null; remember: boolean; origin: RequestOrigin },
  ): Promise<OpenSession> {
    const token = newToken();
    const now = this.clock();
    const row = await db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: options.userId,
        csrf_token: newToken(),
        remember: options.remember,
        ip_address: options.origin.ip,
        user_agent: options.origin.userAgent?.slice(0, 500) ?? null,
        created_at: now,
        last_activity_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { token, row };
  }

  async close(db: Db, session: OpenSession): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', session.row.id).execute();
  }

  /** Ends every session of these users at once (deactivation, suspension, password reset). */
  async closeAllOf(db: Db, userIds: number[]): Promise<void> {
    if (userIds.length > 0)
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', sql<number>`any(${userIds}::int[])`)
        .execute();
  }

  /**
   * Deletes up to `batchSize` expired sessions (idle too long, past their lifetime, or guests past
   * theirs) and answers how many. Safe in every process at once: a delete of what has expired is
   * the same whoever runs it, and SKIP LOCKED lets two purges share the work without waiting.
   */
  async purgeExpired(batchSize: number): Promise<number> {
    const now = this.clock().getTime();
    const before = (minutes: number) => new Date(now - minutes * 60_000);
    const result = await sql`
      delete from sessions where id in (
        select id from sessions
        where last_activity_at < ${before(this.policy.idleMinutes)}::timestamptz
          or created_at < ${before(this.policy.lifetimeMinutes)}::timestamptz
          or (user_id is null and created_at < ${before(this.policy.guestMinutes)}::timestamptz)
        limit ${batchSize} for update skip locked)`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Signed-in sessions still live (neither idle too long nor past their lifetime): the active sessions gauge. */
  async countSignedIn(): Promise<number> {
    const now = this.clock().getTime();
    const before = (minutes: number) => new Date(now - minutes * 60_000);
    const row = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', 'is not', null)
      .where('last_activity_at', '>=', before(this.policy.idleMinutes))
      .where('created_at', '>=', before(this.policy.lifetimeMinutes))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The session cookie is HttpOnly; XSRF-TOKEN is readable by the page, which echoes it. */
  writeCookies(reply: FastifyReply, session: OpenSession): void {
    const common = { path: '/', sameSite: 'lax' as const, secure: this.policy.secureCookies };
    // "Remember me" keeps the cookie across browser restarts; the server-side limits still apply.
    const maxAge = session.row.remember ? this.policy.lifetimeMinutes * 60 : undefined;
    reply.setCookie(this.cookieName, session.token, { ...common, httpOnly: true, maxAge });
    reply.setCookie(XSRF_COOKIE, session.row.csrf_token, { ...common, httpOnly: false, maxAge });
  }

  clearCookies(reply: FastifyReply): void {
    const common = { path: '/', sameSite: 'lax' as const, secure: this.policy.secureCookies };
    reply.clearCookie(this.cookieName, { ...common, httpOnly: true });
    reply.clearCookie(XSRF_COOKIE, common);
  }
}
