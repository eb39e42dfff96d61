import { randomBytes } from 'node:crypto';
import type { Db, WebauthnChallengesTable } from '../../db/schema';

/** How long a ceremony's challenge waits for its answer: the browser's prompt times out well before. */
const CHALLENGE_MINUTES = 5;

export type CeremonyPurpose = WebauthnChallengesTable['purpose'];

/** What the server keeps of a passkey (docs/security.md, Passkeys). */
export interface StoredPasskey {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string[];
  user_handle: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** jsonb arrives parsed from PostgreSQL and PGlite alike; anything else is no transport. */
const transportsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const toStored = <Row extends { transports: unknown }>(row: Row) => ({
  ...row,
  transports: transportsOf(row.transports),
});

/** A random WebAuthn user id (never the database id, which would tell authenticators our user numbering). */
export const newUserHandle = (): string => randomBytes(32).toString('base64url');

/** The challenge of a ceremony starting in this session; it replaces any other still waiting there. */
export async function keepChallenge(
  db: Db,
  sessionId: string,
  ceremony: { purpose: CeremonyPurpose; challenge: string; userId: number | null; userHandle?: string },
  now: Date,
): Promise<void> {
  const row = {
    session_id: sessionId,
    purpose: ceremony.purpose,
    challenge: ceremony.challenge,
    user_id: ceremony.userId,
    user_handle: ceremony.userHandle ?? null,
    expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  };
  await db
    .insertInto('webauthn_challenges')
    .values(row)
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({
        purpose: row.purpose,
        challenge: row.challenge,
        user_id: row.user_id,
        user_handle: row.user_handle,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

/**
 * The session's waiting challenge of this purpose, spent: deleted in one statement, so one answer
 * at most is checked against it (a replayed or parallel answer finds none). Undefined when none
 * waits, or it expired.
 */
export async function takeChallenge(db: Db, sessionId: string, purpose: CeremonyPurpose, now: Date) {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('session_id', '=', sessionId)
    .where('purpose', '=', purpose)
    .returning(['challenge', 'user_id', 'user_handle', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > now ? row : undefined;
}

export async function passkeysOf(db: Db, userId: number): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(toStored);
}

export async function passkeyByCredentialId(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
  return row && toStored(row);
}

/** The user handle the user's passkeys carry, when they have one. */
export async function userHandleOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .select('user_handle')
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.user_handle;
}

/** Stores a verified new passkey; undefined when its credential id is already registered (to anyone). */
export async function addPasskey(
  db: Db,
  passkey: Pick<
    StoredPasskey,
    'user_id' | 'credential_id' | 'public_key' | 'counter' | 'transports' | 'user_handle' | 'name' | 'created_at'
  >,
): Promise<StoredPasskey | undefined> {
  const row = await db
    .insertInto('passkeys')
    .values({ ...passkey, transports: JSON.stringify(passkey.transports) })
    .onConflict((oc) => oc.constraint('passkeys_credential_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && toStored(row);
}

/**
 * A verified use: the counter moves to what the authenticator reported, only if it still holds
 * the value the verification compared against (a parallel use of a cloned authenticator loses).
 */
export async function recordPasskeyUse(
  db: Db,
  passkey: Pick<StoredPasskey, 'id' | 'counter'>,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: now })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Renames one of the user's passkeys; answers the name before and the row after, or undefined (not theirs). */
export async function renamePasskey(db: Db, userId: number, id: number, name: string) {
  const before = await db
    .selectFrom('passkeys')
    .select('name')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  const after = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before: before.name, passkey: toStored(after) };
}

/** Removes one of the user's passkeys; answers its name, or undefined (not theirs). */
export async function removePasskey(db: Db, userId: number, id: number): Promise<string | undefined> {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('name')
    .executeTakeFirst();
  return row?.name;
}
