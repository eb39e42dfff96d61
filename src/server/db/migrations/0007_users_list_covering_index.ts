import { sql, type Kysely } from 'kysely';

/**
 * The users list filtered by user type (the launcher opens it on agency staff) and searched:
 * its exact total must not visit the table. A trigram match is always rechecked on the row, and
 * a common term's rows lie on nearly every page of a million users (docs/benchmarks.md: 50,000
 * candidates on 24,000 pages, 160 ms). This index holds what such a count reads — type, creation
 * time, status and the search text — so PostgreSQL counts from the index alone, in the order
 * the screen sorts by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_type_created on users (user_type, created_at, id) include (status, search_text)`.execute(
    db,
  );
}
