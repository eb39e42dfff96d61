import { sql, type Kysely } from 'kysely';

/**
 * The permissions catalogue becomes a list like the others: searched over its name
 * and description through a generated, lower-cased column, as roles already are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table permissions add column search_text text generated always as (lower(name || ' ' || description)) stored`.execute(
    db,
  );
}
