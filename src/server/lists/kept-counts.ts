import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { AGENCY_TIME_ZONE } from '../../shared/constants';
import type { Database } from '../db/schema';
import { keptCountConditions, type FilterDefinition } from './filters';
import type { ActiveFilter } from './list-query';

/**
 * A table of exact counts per combination of some filters' values, kept by triggers in the
 * transaction of every write (migration 0028 for users). A total narrowed by those filters alone,
 * with no search, is the sum of its matching rows (`row_count`) rather than a count of the records,
 * and a deep page sorted by a day column starts from the day it falls in rather than walking the
 * index from the start.
 */
export interface KeptCounts {
  table: string;
  /** The column holding each filter's value; a date range's holds the agency's day. */
  columns: Readonly<Record<string, string>>;
  /** Sort keys whose first column is a time whose agency day the table holds: the key's day column. */
  days?: Readonly<Record<string, { column: string; day: string }>>;
}

/** The filters as a condition on the kept counts, when every one has its column there. */
export function keptWhere(
  kept: Pick<KeptCounts, 'columns'> | undefined,
  filters: ActiveFilter[],
  definitions: Record<string, FilterDefinition>,
  today: string,
): RawBuilder<SqlBool> | undefined {
  const conditions = kept && keptCountConditions(filters, definitions, kept.columns, today);
  if (!conditions) return undefined;
  return conditions.length > 0 ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`true`;
}

/**
 * Of a list's tables of kept counts, the one that answers these filters, with the filters as a
 * condition on it: among those holding every filter, one whose days serve the sort (a deep page
 * then starts from its day), else the first.
 */
export function keptCountsFor(
  tables: readonly KeptCounts[] | undefined,
  filters: ActiveFilter[],
  definitions: Record<string, FilterDefinition>,
  sortKey: string,
  today: string,
): { counts: KeptCounts; where: RawBuilder<SqlBool> } | undefined {
  const holding = (tables ?? []).flatMap((counts) => {
    const where = keptWhere(counts, filters, definitions, today);
    return where ? [{ counts, where }] : [];
  });
  return holding.find(({ counts }) => counts.days && Object.hasOwn(counts.days, sortKey)) ?? holding[0];
}

/** The exact total as a scalar subquery. */
export function keptTotal(kept: KeptCounts, where: RawBuilder<SqlBool>): RawBuilder<number> {
  return sql<number>`(select coalesce(sum(row_count), 0)::bigint from ${sql.table(kept.table)} where ${where})`;
}

/** Below this offset the index walk is cheap enough; past it a deep page starts from its day. */
export const DAY_SEEK_FROM_OFFSET = 5_000;

/**
 * Where a deep page sorted by a day-counted column begins: the WITH clause naming `anchor`, the
 * condition that starts the rows at the anchor's day, and the offset left within it. The day holding
 * row `offset` is the one whose earlier days (in the page's order) hold at most `offset` rows; the
 * kept counts say so in one sum over a few thousand days, read in the page's own snapshot.
 */
export function daySeek(
  kept: KeptCounts,
  where: RawBuilder<SqlBool>,
  sortKey: string,
  descending: boolean,
  offset: number,
): { with: RawBuilder<unknown>; from: RawBuilder<SqlBool>; offset: RawBuilder<number> } | undefined {
  const day = kept.days && Object.hasOwn(kept.days, sortKey) ? kept.days[sortKey] : undefined;
  if (!day || offset < DAY_SEEK_FROM_OFFSET) return undefined;
  const dayRef = sql.ref(day.day);
  const order = descending ? sql`desc` : sql`asc`;
  const nearest = descending ? sql`asc` : sql`desc`;
  const startOf = (d: RawBuilder<unknown>) => sql`(${d})::timestamp at time zone ${sql.lit(AGENCY_TIME_ZONE)}`;
  return {
    with: sql`with anchor as (
      select day, before from (
        select ${dayRef} as day, (sum(sum(row_count)) over (order by ${dayRef} ${order}) - sum(row_count))::bigint as before
        from ${sql.table(kept.table)} where ${where} group by ${dayRef}) as days
      where before <= ${offset} order by day ${nearest} limit 1)`,
    from: descending
      ? sql<SqlBool>`${sql.ref(day.column)} < ${startOf(sql`(select day from anchor) + 1`)}`
      : sql<SqlBool>`${sql.ref(day.column)} >= ${startOf(sql`(select day from anchor)`)}`,
    offset: sql<number>`(select ${offset} - before from anchor)`,
  };
}

/**
 * Exact counts of the rows a search pattern matches, per combination of some filters' values,
 * kept by triggers for the broad patterns the engine chose to keep (migration 0030 for users). A
 * search narrowed by those filters alone, for a kept pattern, is a sum of a few rows instead of a
 * visit to every matching row.
 */
export interface KeptSearchCounts {
  /** The kept LIKE patterns (list-query.ts, containsPattern), one a row (`pattern`). */
  patterns: string;
  /** Counts per pattern and the filters' columns (`pattern`, the columns, `row_count`). */
  table: string;
  /** The column holding each filter's value, named alike in the rows' own table. */
  columns: Readonly<Record<string, string>>;
}

/** At most this many patterns are kept: every write of a row is matched against each. */
export const KEPT_SEARCH_PATTERNS = 50;

/** The exact total of a search as a scalar subquery: null while its pattern is not kept. */
export function keptSearchTotal(
  kept: KeptSearchCounts,
  pattern: string,
  where: RawBuilder<SqlBool>,
): RawBuilder<number | null> {
  return sql<
    number | null
  >`(select case when exists (select 1 from ${sql.table(kept.patterns)} where pattern = ${pattern})
    then (select coalesce(sum(row_count), 0)::bigint from ${sql.table(kept.table)} where pattern = ${pattern} and ${where})
    end)`;
}

/**
 * Starts keeping a pattern's counts, when fewer than KEPT_SEARCH_PATTERNS are kept. The rows are
 * counted under a share lock, which lets reads on and holds writers back for that count: every
 * write is then either in the count or moves the kept counts, never both or neither. A lock not
 * had within a second (a long write in the way) leaves the pattern for a later search.
 */
export async function keepSearch(
  db: Kysely<Database>,
  kept: KeptSearchCounts,
  rows: { table: RawBuilder<unknown>; searchColumn: string },
  pattern: string,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '1s'`.execute(trx);
      await sql`lock table ${rows.table} in share mode`.execute(trx);
      const added = await sql`insert into ${sql.table(kept.patterns)} (pattern)
        select ${pattern} where (select count(*) from ${sql.table(kept.patterns)}) < ${KEPT_SEARCH_PATTERNS}
        on conflict (pattern) do nothing returning pattern`.execute(trx);
      if (added.rows.length === 0) return;
      const columns = sql.join(Object.values(kept.columns).map((column) => sql.ref(column)));
      await sql`insert into ${sql.table(kept.table)} (pattern, ${columns}, row_count)
        select ${pattern}, ${columns}, count(*) from ${rows.table} where ${sql.ref(rows.searchColumn)} like ${pattern}
        group by ${columns}`.execute(trx);
    });
  } catch (error) {
    if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
  }
}

/** PostgreSQL's error code when lock_timeout passes. */
const LOCK_NOT_AVAILABLE = '55P03';
