import { sql } from 'kysely';
import { AGENCY_STAFF } from '../../shared/constants';
import { validationFailed } from '../errors';
import type { Db } from '../db/schema';
import { lockForTransaction } from '../db/advisory-locks';

/**
 * The product keeps at least one active agency staff member holding every permission of the
 * catalogue, so that nobody (a role manager weakening the Super Admin role, the last Super
 * Admin removing their own role) can leave the agency with no one able to undo a mistake.
 *
 * Every transaction that could shrink that set takes one advisory lock first, so two of them
 * (two administrators deactivating each other at the same moment, in any process on one
 * database) run one after the other; each then checks the set after its own change, inside
 * its own transaction, and refuses (rolling back) when it would leave the set empty.
 */

/**
 * How many active agency staff hold every permission through grants without an end, as this
 * transaction sees them: a grant that ends keeps nobody (docs/records.md, Roles that end).
 */
async function countFullAdministrators(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from users
    where users.status = 'active' and users.user_type = ${AGENCY_STAFF}
      and (select count(distinct role_permissions.permission_id) from user_roles
           join role_permissions on role_permissions.role_id = user_roles.role_id
           where user_roles.user_id = users.id and user_roles.ends_on is null) = (select count(*) from permissions)`.execute(
    db,
  );
  return rows[0].count;
}

/** Taken at the start of a transaction that may shrink the set; `keepsOne` checks after the change. */
export interface FullAdministratorGuard {
  /** Refuses (422 on `field`, "<doing> would leave …") when the change emptied a set that was not empty. */
  keepsOne(field: string, doing: string): Promise<void>;
}

/**
 * Locks the set until the transaction ends and counts it. Call it before any row lock, so that
 * every such transaction takes its locks in the same order (no deadlock).
 */
export async function guardFullAdministrators(trx: Db): Promise<FullAdministratorGuard> {
  await lockForTransaction(trx, 'fullAdministrators');
  const before = await countFullAdministrators(trx);
  return {
    async keepsOne(field, doing) {
      // Already empty (a permission added to the catalogue since): the change cannot make it worse.
      if (before === 0 || (await countFullAdministrators(trx)) > 0) return;
      throw validationFailed({
        [field]: [
          `${doing} would leave no active user holding every permission. Give another user the Super Admin role first.`,
        ],
      });
    },
  };
}
