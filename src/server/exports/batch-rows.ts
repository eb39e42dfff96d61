import { sql, type Kysely } from 'kysely';
import { EXPORT_BATCH_SIZE } from '../../shared/constants';
import type { Database } from '../db/schema';
import { resolveQuery, type ListDefinition, type ResolvedQuery } from '../lists/engine';
import type { ListQuery } from '../lists/list-query';

/** A spreadsheet cell: text, a number, a real date, or empty. */
export type Cell = string | number | Date | null;

/** One column of a resource's export file, declared next to its ListDefinition. */
export interface ExportColumn<Row> {
  header: string;
  /** Width in characters. */
  width: number;
  /** Date cells get a date-and-time format. */
  isDate?: boolean;
  value(row: Row): Cell;
}

export type ExportHeader = Omit<ExportColumn<unknown>, 'value'>;

/** The list query a list's export reads its rows by: the screen's filters, search and sort. */
type StoredListQuery = Omit<ListQuery, 'page' | 'items_per_page'>;

/**
 * The query an export job stores (export_jobs.query), which its resource's export reads its rows
 * by: a list's filters, search and sort as the screen sent them (null for none), or, for an export
 * of another kind, what names its rows (an access review's id).
 */
export type StoredQuery = Readonly<Record<string, unknown>>;

/** A resource's export: its header and its batch's rows, read page by page. */
export interface ResourceExport {
  headers: ExportHeader[];
  readBatch(
    db: Kysely<Database>,
    query: StoredQuery,
    batch: number,
    options: BatchReadOptions,
  ): AsyncGenerator<Cell[][]>;
}

export interface BatchReadOptions {
  /**
   * The agency's day the export was asked (its job's creation), which a list's relative-day filters
   * count from: every batch, and a try again after midnight, reads the rows the screen showed that day.
   */
  askedOn: string;
  /** Rows per batch; the product's is EXPORT_BATCH_SIZE (smaller in tests and benchmarks). */
  batchSize?: number;
  /** Rows read per query. */
  pageSize?: number;
}

/** Rows read per query: enough to keep round trips few, small enough to keep memory low. */
const PAGE_SIZE = 2_000;
/**
 * Pages read ahead while the caller writes the current one, each query on its own connection
 * where the pool has them: PostgreSQL computes the next rows while Node turns these into the
 * file, so neither waits for the other. At most PAGES_AHEAD + 1 pages are in memory.
 */
const PAGES_AHEAD = 2;

/**
 * The ids of one batch, in the screen's order, in one index-friendly query (as the list's
 * deferred join does). Holding at most one batch of ids (50,000 integers) fixes the batch's
 * membership at the start and keeps memory bounded whatever the table's size.
 */
async function batchIds<Row, Out>(
  db: Kysely<Database>,
  list: ListDefinition<Row, Out>,
  query: ResolvedQuery,
  batch: number,
  batchSize: number,
) {
  const { rows } = await sql<{
    id: number;
  }>`select ${sql.ref(list.idColumn)} as id from ${list.keySource} where ${query.where}
    order by ${query.orderBy} limit ${batchSize} offset ${(batch - 1) * batchSize}`.execute(db);
  return rows.map((row) => row.id);
}

/** Full rows of some ids, in the screen's order; the ids travel as one array parameter. */
async function rowsWithIds<Row, Out>(
  db: Kysely<Database>,
  list: ListDefinition<Row, Out>,
  orderBy: ResolvedQuery['orderBy'],
  ids: number[],
) {
  const { rows } = await sql<Row>`select ${list.columns} from ${list.source}
    where ${sql.ref(list.idColumn)} = any(${ids}::bigint[]) order by ${orderBy}`.execute(db);
  return rows;
}

/** A list's query as its export job stored it: what the screen did not set is stored as null. */
function listQueryOf(stored: StoredQuery): StoredListQuery {
  const given = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { filters: given(stored.filters), search_string: given(stored.search_string), sort: given(stored.sort) };
}

/** A resource's export from its list (same filters, search and sort) and its columns. */
export function defineExport<Row, Out>(list: ListDefinition<Row, Out>, columns: ExportColumn<Row>[]): ResourceExport {
  return {
    headers: columns.map(({ header, width, isDate }) => ({ header, width, isDate })),
    async *readBatch(db, query, batch, options) {
      const resolved = resolveQuery(list, listQueryOf(query), options.askedOn);
      const ids = await batchIds(db, list, resolved, batch, options.batchSize ?? EXPORT_BATCH_SIZE);
      const pageSize = options.pageSize ?? PAGE_SIZE;
      const read = (start: number) => {
        const rows = rowsWithIds(db, list, resolved.orderBy, ids.slice(start, start + pageSize));
        // A page read ahead for a reader that gave up (the file failed) must not crash the process.
        rows.catch(() => undefined);
        return rows;
      };
      const ahead: Promise<Row[]>[] = [];
      for (let start = 0; start < ids.length && ahead.length < PAGES_AHEAD; start += pageSize) ahead.push(read(start));
      for (let start = 0; start < ids.length; start += pageSize) {
        const rows = await ahead.shift()!;
        const following = start + PAGES_AHEAD * pageSize;
        if (following < ids.length) ahead.push(read(following));
        yield rows.map((row) => columns.map((column) => column.value(row)));
      }
    },
  };
}
