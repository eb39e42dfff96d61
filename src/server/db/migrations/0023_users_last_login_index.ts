import { sql, type Kysely } from 'kysely';

/**
 * The users list sorts by last sign-in (docs/lists.md, The list engine): every sort key has an
 * index behind it, so a page of a million users sorted by it reads a dozen index entries rather
 * than sorting the table. The id ends every order; PostgreSQL's default null order (never signed
 * in: last ascending, first descending) lets the one index serve both directions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_last_login_at on users (last_login_at, id)`.execute(db);
}
