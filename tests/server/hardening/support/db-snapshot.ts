import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/schema';

/**
 * Columns a refused request may still write, left out of the snapshot: reading a session
 * (before any check can refuse the request) touches its last activity, at most once a
 * minute, which is the session's own bookkeeping and not a change the request asked for.
 */
const TOUCH_COLUMNS: Record<string, string[]> = { sessions: ['last_activity_at'] };
/**
 * Tables left out whole for the same reason: the rate limiter counts every call it sees, the
 * refused ones first (that is what it is for), before any check.
 */
const BOOKKEEPING_TABLES = ['rate_limit_hits'];

/** Every table of the app's schema, by name, as "rows:digest" of all its rows (bookkeeping aside). */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, string>> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.filter(
    ({ table_name }) => !BOOKKEEPING_TABLES.includes(table_name),
  )) {
    if (!TOUCH_COLUMNS[table_name]?.includes(column_name))
      byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const snapshot: Record<string, string> = {};
  for (const [table, names] of byTable) {
    const row = sql`row(${sql.join(names.map((name) => sql.ref(name)))})::text`;
    const { rows } = await sql<{ count: number; digest: string | null }>`
      select count(*)::int as count, md5(string_agg(${row}, '|' order by ${row})) as digest from ${sql.table(table)}`.execute(
      db,
    );
    snapshot[table] = `${rows[0].count}:${rows[0].digest ?? ''}`;
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((table) => before[table] !== after[table])
    .sort();
