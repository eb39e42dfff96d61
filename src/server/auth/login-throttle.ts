import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** How many attempts a window holds, how long it lasts, and the back-off once it is full. */
export interface ThrottleRule {
  maxAttempts: number;
  windowSeconds: number;
  /** The first back-off; each further burst doubles it, up to `longestLockSeconds`. */
  firstLockSeconds: number;
  longestLockSeconds: number;
}

/** Per account, whatever the source address: 5 failures within 15 minutes, then 1, 2, 4 … 60 minutes. */
export const ACCOUNT_RULE: ThrottleRule = {
  maxAttempts: 5,
  windowSeconds: 15 * 60,
  firstLockSeconds: 60,
  longestLockSeconds: 60 * 60,
};

/** Per source address, across every account: 20 failures within 10 minutes, then 10 minutes. */
export const ADDRESS_RULE: ThrottleRule = {
  maxAttempts: 20,
  windowSeconds: 10 * 60,
  firstLockSeconds: 10 * 60,
  longestLockSeconds: 10 * 60,
};

/** After a day without attempts an account's bursts are forgotten: the next back-off is the first again. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/** A reserved attempt; `closesBurst` when it took the window's last slot (the back-off has begun). */
export interface LoginSlot {
  closesBurst: boolean;
  /** The back-off that began, when `closesBurst`. */
  lockSeconds: number;
}

export type Reservation = LoginSlot | { waitSeconds: number };

export interface LoginAttempt {
  email: string;
  ip: string | null;
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;
const secondsFrom = (now: Date, until: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Counts one attempt under `rule` and answers the count, in one statement: the row lock of the
 * upsert makes concurrent attempts (in any process) take turns, so no more than maxAttempts are
 * ever granted a window. The attempt that takes the last slot starts the back-off at once.
 */
async function reserve(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<Reservation> {
  const at = sql`${now}::timestamptz`;
  const seconds = (value: unknown) => sql`(${value})::float8 * interval '1 second'`;
  const ended = sql`t.window_ends_at <= ${at}`;
  const lastSlot = sql`t.attempts + 1 = ${rule.maxAttempts}`;
  const lockouts = sql`(case when t.window_ends_at <= ${at} - ${seconds(FORGET_AFTER_SECONDS)} then 0 else t.lockouts end)`;
  const lock = sql`least(${rule.firstLockSeconds} * power(2, least(${lockouts}, 30)), ${rule.longestLockSeconds})`;
  const row = await sql<{ attempts: number; window_ends_at: Date }>`
    insert into login_throttles as t (key, attempts, window_ends_at, lockouts)
    values (${key}, 1, ${at} + ${seconds(rule.windowSeconds)}, 0)
    on conflict (key) do update set
      attempts = case when ${ended} then 1 else least(t.attempts + 1, ${rule.maxAttempts + 1}) end,
      window_ends_at = case
        when ${ended} then ${at} + ${seconds(rule.windowSeconds)}
        when ${lastSlot} then ${at} + ${seconds(lock)}
        else t.window_ends_at end,
      lockouts = case when not ${ended} and ${lastSlot} then ${lockouts} + 1 else ${lockouts} end
    returning attempts, window_ends_at`.execute(db);
  const { attempts, window_ends_at: endsAt } = row.rows[0];
  if (attempts > rule.maxAttempts) return { waitSeconds: secondsFrom(now, endsAt) };
  const closesBurst = attempts === rule.maxAttempts;
  return { closesBurst, lockSeconds: closesBurst ? secondsFrom(now, endsAt) : 0 };
}

/** Gives back an attempt that guessed nothing (refused elsewhere, or signed in); never opens a full window. */
async function release(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  await db
    .updateTable('login_throttles')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('key', '=', key)
    .where('attempts', '>=', 1)
    .where('attempts', '<=', rule.maxAttempts)
    .execute();
}

/**
 * Reserves a sign-in attempt before the password is checked: first under the source address's
 * rule, then under the account's (the address's slot is given back when the account refuses, as
 * nothing was guessed). A refusal answers the seconds to wait.
 */
export async function reserveLoginAttempt(db: Db, attempt: LoginAttempt, now: Date): Promise<Reservation> {
  if (attempt.ip !== null) {
    const address = await reserve(db, addressKey(attempt.ip), ADDRESS_RULE, now);
    if ('waitSeconds' in address) return address;
  }
  const account = await reserve(db, accountKey(attempt.email), ACCOUNT_RULE, now);
  if ('waitSeconds' in account && attempt.ip !== null) await release(db, addressKey(attempt.ip), ADDRESS_RULE);
  return account;
}

/**
 * Reserves an attempt under the source address's rule alone, for a sign-in that names no account
 * (a passkey nobody holds): nothing to count per account, nor any account's back-off to begin.
 */
export async function reserveAddressAttempt(db: Db, ip: string | null, now: Date): Promise<Reservation> {
  const address = ip === null ? undefined : await reserve(db, addressKey(ip), ADDRESS_RULE, now);
  return address && 'waitSeconds' in address ? address : { closesBurst: false, lockSeconds: 0 };
}

/**
 * The password was right, and a second step follows: the address gets its attempt back (nothing
 * was guessed from it), while the account's stays counted until the second step succeeds, so the
 * two steps share one budget of attempts per account.
 */
export async function passwordStepPassed(db: Db, attempt: LoginAttempt): Promise<void> {
  if (attempt.ip !== null) await release(db, addressKey(attempt.ip), ADDRESS_RULE);
}

/**
 * A sign-in succeeded: the account's count and back-off end, the address gets its attempt back,
 * and counters idle for a day go (housekeeping, on a path taken often enough).
 */
export async function loginSucceeded(db: Db, attempt: LoginAttempt, now: Date): Promise<void> {
  const forgotten = new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000);
  await db
    .deleteFrom('login_throttles')
    .where((eb) => eb.or([eb('key', '=', accountKey(attempt.email)), eb('window_ends_at', '<', forgotten)]))
    .execute();
  if (attempt.ip !== null) await release(db, addressKey(attempt.ip), ADDRESS_RULE);
}
