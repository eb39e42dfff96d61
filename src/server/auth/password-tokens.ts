import type { Db } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type TokenPurpose = 'reset' | 'invitation';

/** A reset link works 60 minutes; an invitation's validity is a setting (INVITATION_DAYS). */
export const RESET_LINK_MINUTES = 60;
/** At most one account mail per address within this window (docs/records.md, Users and accounts). */
export const MAIL_INTERVAL_MS = 60_000;

/** The web route that sets a password: /password/reset/{token}?email=… */
export function setPasswordLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/password/reset/${token}?email=${encodeURIComponent(email)}`;
}

/**
 * A new single-use token for the user, stored only as its hash. The user's earlier unused
 * link of the same purpose stops working: only the newest mail's link is live.
 */
export async function issuePasswordToken(db: Db, userId: number, purpose: TokenPurpose, now: Date, validMs: number) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + validMs);
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      expires_at: expiresAt,
      used_at: null,
      created_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/** When a token (so a mail) was last issued to this user within the last minute; undefined when none was. */
export async function mailedRecently(db: Db, userId: number, now: Date): Promise<Date | undefined> {
  const recent = await db
    .selectFrom('password_reset_tokens')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - MAIL_INTERVAL_MS))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return recent?.created_at;
}

export const TOKEN_INVALID = 'This link is invalid. Request a new one from the password reset page.';
export const TOKEN_EXPIRED = 'This link has expired. Request a new one from the password reset page.';
export const TOKEN_USED = 'This link has already been used. Request a new one if you need to set your password again.';

/** A usable token: its row and the user it belongs to. */
export interface UsableToken {
  id: number;
  purpose: TokenPurpose;
  userId: number;
  userStatus: 'pending' | 'active' | 'inactive';
  email: string;
}

/**
 * The token of a reset link checked against the link's email: a usable token, or why not
 * (unknown or another address's, used, expired: each its own message for `token`). `claim` holds
 * the token row until the transaction ends, so of uses racing each other exactly one succeeds.
 */
export async function checkToken(
  db: Db,
  token: string,
  email: string,
  now: Date,
  options: { claim: boolean },
): Promise<UsableToken | string> {
  let query = db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.id',
      'password_reset_tokens.purpose',
      'password_reset_tokens.expires_at',
      'password_reset_tokens.used_at',
      'users.id as userId',
      'users.status as userStatus',
      'users.email',
    ])
    .where('password_reset_tokens.token_hash', '=', hashToken(token));
  // Claiming locks the token's row alone, skipping it when another request holds it: that one is
  // using the link, so this one is told it was used at once, without waiting or hashing a password.
  if (options.claim) query = query.forUpdate('password_reset_tokens').skipLocked();
  const row = await query.executeTakeFirst();
  if (!row && options.claim) return TOKEN_USED;
  if (!row || row.email.toLowerCase() !== email) return TOKEN_INVALID;
  if (row.used_at) return TOKEN_USED;
  if (row.expires_at <= now) return TOKEN_EXPIRED;
  return { id: row.id, purpose: row.purpose, userId: row.userId, userStatus: row.userStatus, email: row.email };
}

/** The token is spent, and every other unused link of the user dies with it. */
export async function spendToken(db: Db, used: UsableToken, now: Date): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ used_at: now }).where('id', '=', used.id).execute();
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', used.userId)
    .where('used_at', 'is', null)
    .execute();
}
