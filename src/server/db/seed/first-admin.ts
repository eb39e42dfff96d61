import type { Transaction } from 'kysely';
import { AGENCY_STAFF } from '../../../shared/constants';
import { issuePasswordToken, setPasswordLink } from '../../auth/password-tokens';
import { hashPassword } from '../../auth/passwords';
import type { Settings } from '../../config';
import type { Database } from '../schema';
import { newAccountPassword } from './account-password';
import { roleIdByName, SUPER_ADMIN } from './starter-roles';

/** How the administrator can sign in, as the start reports it. */
export type AdminAccess =
  /** Created with the password set in SEED_ADMIN_PASSWORD (never printed). */
  | { kind: 'chosen' }
  /** Created in a trial with a password made up here, printed once. */
  | { kind: 'printed'; password: string }
  /** No password yet: a fresh one-time set-password link. */
  | { kind: 'link'; link: string; expiresAt: Date }
  /** No password yet, and the link an earlier start printed still works. */
  | { kind: 'link-live'; expiresAt: Date }
  /** Has chosen a password (or was deactivated): nothing to do. */
  | { kind: 'exists' };

/**
 * A one-time set-password link (the invitation flow) for an administrator who has none, unless
 * the one printed before still works: a second link would silently kill the first, which
 * another process may just have printed.
 */
async function setPasswordAccess(
  trx: Transaction<Database>,
  settings: Settings,
  userId: number,
  now: Date,
): Promise<AdminAccess> {
  const live = await trx
    .selectFrom('password_reset_tokens')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'invitation')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  if (live) return { kind: 'link-live', expiresAt: live.expires_at };
  const { token, expiresAt } = await issuePasswordToken(
    trx,
    userId,
    'invitation',
    now,
    settings.seedAdminLinkMinutes * 60_000,
  );
  return { kind: 'link', link: setPasswordLink(settings.appUrl, token, settings.seedAdminEmail), expiresAt };
}

/**
 * The Super Admin of SEED_ADMIN_EMAIL. Its password is SEED_ADMIN_PASSWORD when set, one made up
 * and printed in a trial, and otherwise none: it stays pending until it chooses one through the
 * printed link. `created` says whether this start made it (and so may add demo data).
 */
export async function seedAdmin(
  trx: Transaction<Database>,
  settings: Settings,
  now: Date,
  trial: boolean,
): Promise<{ created: boolean; access: AdminAccess }> {
  const existing = await trx
    .selectFrom('users')
    .select(['id', 'status', 'password_hash'])
    .where('email', '=', settings.seedAdminEmail)
    .executeTakeFirst();
  if (existing) {
    const waiting = existing.status === 'pending' && existing.password_hash === null;
    return {
      created: false,
      access: waiting ? await setPasswordAccess(trx, settings, existing.id, now) : { kind: 'exists' },
    };
  }
  const password = settings.seedAdminPassword ?? (trial ? newAccountPassword() : undefined);
  const superAdmin = await roleIdByName(trx, SUPER_ADMIN);
  const admin = await trx
    .insertInto('users')
    .values({
      first_name: 'System',
      last_name: 'Administrator',
      email: settings.seedAdminEmail,
      phone: null,
      middle_name: null,
      user_type: AGENCY_STAFF,
      status: password === undefined ? 'pending' : 'active',
      tpa_id: null,
      ministry_id: null,
      current_role_id: superAdmin,
      password_hash: password === undefined ? null : await hashPassword(password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('user_roles').values({ user_id: admin.id, role_id: superAdmin }).execute();
  if (password === undefined) return { created: true, access: await setPasswordAccess(trx, settings, admin.id, now) };
  return {
    created: true,
    access: settings.seedAdminPassword === undefined ? { kind: 'printed', password } : { kind: 'chosen' },
  };
}
