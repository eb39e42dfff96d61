import type { FastifyRequest } from 'fastify';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import type { AppContext } from '../context';
import type { Db } from '../db/schema';

/**
 * Giving a user a role that requires a second factor of its holders (roles.requires_second_factor)
 * is a step-up action (docs/security.md, Step-up): such roles are the ones that administer. Called
 * by every path that grants roles (create, edit, bulk assign) after its other refusals, in its
 * transaction.
 */
export async function requireStepUpToGrant(
  ctx: AppContext,
  request: FastifyRequest,
  db: Db,
  grantedRoleIds: number[],
): Promise<void> {
  if (grantedRoleIds.length === 0) return;
  const requiring = await db
    .selectFrom('roles')
    .select('id')
    .where('id', 'in', grantedRoleIds)
    .where('requires_second_factor', '=', true)
    .executeTakeFirst();
  if (requiring) await requireRecentSecondFactor(ctx, request, db);
}
