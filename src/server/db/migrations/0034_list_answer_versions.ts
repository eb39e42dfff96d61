import { sql, type Kysely } from 'kysely';

/**
 * Updates of roles, TPAs and ministries move their row_counts version too (their inserts and
 * deletes already do, 0002 and 0008), so that with the users version these rows move with every
 * write a users list answer shows (a role's name, an organisation's name and status): whole
 * answers are reused while they stay put (lists/engine.ts, answerVersions). The tables are small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['roles', 'tpas', 'ministries']) {
    await sql`create trigger ${sql.id(`${table}_count_version`)} after update on ${sql.table(table)}
      for each statement execute function row_counts_move_version(${sql.lit(table)})`.execute(db);
  }
}
