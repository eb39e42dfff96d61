import type { Kysely } from 'kysely';
import { createIndexConcurrently } from '../online-index';

/**
 * The users list's Expires column sorts and its expiry filter narrows (docs/lists.md, Relative-day
 * filters): every sort key has an index behind it. 0033's users_expiring holds only the accounts
 * the lifecycle may act on (not the inactive ones, nor those with no expiry), so it serves neither.
 * Ends with the id as the engine's order does; built concurrently, outside a transaction, so a live
 * database keeps taking writes (docs/migrations.md).
 */
export const outsideTransaction = true;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexConcurrently(db, 'users_expires_on', 'on users (expires_on, id)');
}
