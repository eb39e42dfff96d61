import { sql, type Kysely } from 'kysely';

/**
 * Laravel Fortify's password confirmation (docs/security.md, Second factor): when the password
 * was last typed again in this session (POST /user/confirm-password); null: never. Adding a
 * factor to the account needs it within PASSWORD_CONFIRM_MINUTES. A new session (sign-in
 * rotates the id) starts without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column password_confirmed_at timestamptz`.execute(db);
}
