import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (docs/security.md, Passkeys): each user's WebAuthn credentials, by the credential id
 * the authenticator gave (unique: one credential belongs to one user), with the COSE public key,
 * the signature counter (a counter that goes back is a cloned authenticator), the transports it
 * said it uses, the name its user chose and when it was last used. `user_handle` is the random
 * WebAuthn user id given to the authenticator for this user (never the database id), the same
 * for all of a user's passkeys. A ceremony's challenge waits in `webauthn_challenges`, one per
 * session (a new ceremony replaces it), for a few minutes, and is deleted as it is answered; a
 * registration's keeps the user handle it gave the authenticator, stored with the new passkey.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table passkeys (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      credential_id text not null,
      public_key text not null,
      counter bigint not null default 0,
      transports jsonb not null default '[]',
      user_handle text not null,
      name text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      constraint passkeys_credential_id unique (credential_id)
    )`.execute(db);
  await sql`create index passkeys_user on passkeys (user_id)`.execute(db);
  await sql`
    create table webauthn_challenges (
      session_id text primary key references sessions(id) on delete cascade,
      purpose text not null check (purpose in ('registration', 'second_step', 'sign_in', 'step_up')),
      challenge text not null,
      user_id integer references users(id) on delete cascade,
      user_handle text,
      expires_at timestamptz not null
    )`.execute(db);
}
