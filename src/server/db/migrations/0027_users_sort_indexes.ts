import type { Kysely } from 'kysely';
import { createIndexConcurrently } from '../online-index';

/**
 * Every sort key of the users list has an index behind it (docs/lists.md, The list engine), so a
 * page of millions of users sorted by any column reads a dozen index entries instead of reading
 * and sorting the table (docs/benchmarks.md). Each ends with the id as the engine's order does;
 * PostgreSQL's default null order (last ascending, first descending) lets one index serve both
 * directions. Created at (0001) and last sign-in (0023) had theirs already. Built concurrently,
 * outside a transaction, so a live database keeps taking writes (docs/migrations.md).
 */
export const USERS_SORT_INDEXES = {
  users_sort_name: 'on users (last_name, first_name, id)',
  users_sort_email: 'on users (email, id)',
  users_sort_phone: 'on users (phone, id)',
  users_sort_user_type: 'on users (user_type, id)',
  users_sort_status: 'on users (status, id)',
} as const;

export const outsideTransaction = true;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, on] of Object.entries(USERS_SORT_INDEXES)) await createIndexConcurrently(db, name, on);
}
