import { sql, type Kysely } from 'kysely';

/**
 * Builds an index on a live table without blocking its writers (CREATE INDEX CONCURRENTLY), for a
 * migration that exports `outsideTransaction = true` (docs/migrations.md). A build that failed or
 * was cut short leaves an invalid index of that name behind; it is dropped and built again, so the
 * migration may simply run again. `definition` is what follows the name: `on users (email, id)`.
 */
export async function createIndexConcurrently(
  db: Kysely<unknown>,
  name: string,
  definition: string,
  options: { unique?: boolean } = {},
): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Index name "${name}" must be a plain lower-case identifier`);
  const leftover = await sql<{ valid: boolean }>`
    select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${name} and c.relnamespace = current_schema()::regnamespace`.execute(db);
  if (leftover.rows[0]?.valid === false) await sql`drop index concurrently if exists ${sql.id(name)}`.execute(db);
  const unique = options.unique ? sql`unique ` : sql``;
  await sql`create ${unique}index concurrently if not exists ${sql.id(name)} ${sql.raw(definition)}`.execute(db);
}
