import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { SecretBox } from './secret-box';

/** New recovery codes wait this long to be shown once; unseen after that, they are still valid but never shown. */
const DISPLAY_MINUTES = 10;

const totpContext = (userId: number) => `totp:${userId}`;
const codesContext = (userId: number) => `recovery-codes:${userId}`;

/**
 * A new secret for the user's authenticator app, replacing one not yet confirmed; false (nothing
 * changes) when a confirmed one exists: it must be removed first, with a fresh second factor.
 */
export async function startEnrolment(db: Db, box: SecretBox, userId: number, secret: string): Promise<boolean> {
  const { rows } = await sql<{ user_id: number }>`
    insert into two_factor_totp as t (user_id, secret_sealed) values (${userId}, ${box.seal(secret, totpContext(userId))})
    on conflict (user_id) do update set secret_sealed = excluded.secret_sealed, created_at = now(), last_used_step = null
      where t.confirmed_at is null
    returning user_id`.execute(db);
  return rows.length === 1;
}

/** The user's authenticator secret, in plain text: the one being enrolled, or the confirmed one. */
export async function totpSecretOf(
  db: Db,
  box: SecretBox,
  userId: number,
  state: 'unconfirmed' | 'confirmed',
): Promise<string | undefined> {
  const row = await db
    .selectFrom('two_factor_totp')
    .select('secret_sealed')
    .where('user_id', '=', userId)
    .where('confirmed_at', state === 'confirmed' ? 'is not' : 'is', null)
    .executeTakeFirst();
  return row && box.open(row.secret_sealed, totpContext(userId));
}

/** Whether the user has a confirmed authenticator app (one being enrolled does not count). */
export async function hasConfirmedAuthenticator(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor_totp')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the user has a second factor (docs/security.md, Second factor): a confirmed
 * authenticator app, or at least one passkey. Such a user's sign-in asks for it after the password.
 */
export async function hasConfirmedFactor(db: Db, userId: number): Promise<boolean> {
  const { rows } = await sql<{ has: boolean }>`
    select exists (select 1 from two_factor_totp where user_id = ${userId} and confirmed_at is not null)
      or exists (select 1 from passkeys where user_id = ${userId}) as has`.execute(db);
  return rows[0].has;
}

/** Recovery codes back up a second factor: once the user has none left, theirs go too. */
export async function dropRecoveryCodesWithoutFactor(db: Db, userId: number): Promise<void> {
  if (await hasConfirmedFactor(db, userId)) return;
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_recovery_code_display').where('user_id', '=', userId).execute();
}

/** The enrolment counts from now, its first code's step spent; false when nothing was waiting (a parallel confirmation won). */
export async function confirmEnrolment(db: Db, userId: number, step: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_totp')
    .set({ confirmed_at: now, last_used_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Spends a code's time step, in one statement: only a step later than the last one accepted
 * passes, so a code (or an older one) is never taken twice, not even by parallel requests.
 */
export async function spendTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_totp')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ten new recovery codes (the old ones void), hashed, and a sealed copy to show once. */
export async function replaceRecoveryCodes(db: Db, box: SecretBox, userId: number, now: Date): Promise<void> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code), used_at: null })))
    .execute();
  const display = {
    user_id: userId,
    codes_sealed: box.seal(JSON.stringify(codes), codesContext(userId)),
    expires_at: new Date(now.getTime() + DISPLAY_MINUTES * 60_000),
  };
  await db
    .insertInto('two_factor_recovery_code_display')
    .values(display)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ codes_sealed: display.codes_sealed, expires_at: display.expires_at }),
    )
    .execute();
}

/** The new recovery codes, once: the copy is deleted as it is read (by one request only). */
export async function takeRecoveryCodesToShow(
  db: Db,
  box: SecretBox,
  userId: number,
  now: Date,
): Promise<string[] | undefined> {
  const row = await db
    .deleteFrom('two_factor_recovery_code_display')
    .where('user_id', '=', userId)
    .returning(['codes_sealed', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return undefined;
  return JSON.parse(box.open(row.codes_sealed, codesContext(userId))) as string[];
}

/** Uses a recovery code, once: false when it is not one of the user's unused codes. */
export async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The user's authenticator (confirmed or not) goes, and the recovery codes with it unless a passkey
 * remains for them to back up; false when there was no authenticator.
 */
export async function removeFactors(db: Db, userId: number): Promise<boolean> {
  const removed = await db.deleteFrom('two_factor_totp').where('user_id', '=', userId).executeTakeFirst();
  await dropRecoveryCodesWithoutFactor(db, userId);
  return Number(removed.numDeletedRows) === 1;
}

/**
 * A user's second factors as the screens and the activity log name them, never a secret: a
 * confirmed authenticator app (one being enrolled is not a factor yet), the recovery codes left,
 * the passkeys' names. Each kind of factor is read here and removed in removeAllFactors, so
 * that a reset leaves none behind.
 */
export interface FactorList {
  authenticator: boolean;
  recovery_codes_left: number;
  passkeys: string[];
}

export async function factorListOf(db: Db, userId: number): Promise<FactorList> {
  const { rows } = await sql<{ authenticator: boolean; recovery_codes_left: number }>`
    select
      exists (select 1 from two_factor_totp where user_id = ${userId} and confirmed_at is not null) as authenticator,
      (select count(*) from two_factor_recovery_codes where user_id = ${userId} and used_at is null)::int as recovery_codes_left`.execute(
    db,
  );
  const passkeys = await db.selectFrom('passkeys').select('name').where('user_id', '=', userId).orderBy('id').execute();
  return { ...rows[0], passkeys: passkeys.map((passkey) => passkey.name) };
}

export function hasAnyFactor(list: FactorList): boolean {
  return list.authenticator || list.recovery_codes_left > 0 || list.passkeys.length > 0;
}

/** Every second factor of the user goes (an administrator's reset): the authenticator app, recovery codes, passkeys. */
export async function removeAllFactors(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await removeFactors(db, userId);
}
