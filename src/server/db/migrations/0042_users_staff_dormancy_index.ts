import { sql, type Kysely } from 'kysely';
import { createIndexConcurrently } from '../online-index';

/**
 * The dormancy rule's index holds only the accounts the rule may act on: active, not exempt, and
 * not beneficiaries (docs/records.md, Expiry and dormancy). The index of 0033 held every active
 * account, so at 10M users (95 % beneficiaries, most unused for weeks) each housekeeping pass of
 * every process walked millions of its entries to test each row's type in the table: 1.3–2.6 s a
 * query, twice a minute. Built concurrently, then the old index dropped concurrently, so a live
 * database keeps taking writes (docs/migrations.md); each step may simply run again.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexConcurrently(
    db,
    'users_staff_dormancy',
    `on users ((greatest(last_login_at, reactivated_at, created_at)), id)
      where status = 'active' and not dormancy_exempt and user_type <> 'Beneficiary'`,
  );
  await sql`drop index concurrently if exists users_dormancy`.execute(db);
}
