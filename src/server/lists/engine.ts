import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { EXPORT_BATCH_SIZE } from '../../shared/constants';
import { agencyToday } from '../../shared/contract-formats';
import { systemClock, type Clock } from '../clock';
import type { Settings } from '../config';
import type { Database } from '../db/schema';
import { validationFailed } from '../errors';
import type { Schema } from '../operations';
import type { CountCache } from './count-cache';
import { queryFingerprint, readCursor, writeCursor, type CursorSettings, type ListCursor } from './cursor';
import { filterConditions, selectValues, type FilterDefinition } from './filters';
import {
  daySeek,
  keptCountsFor,
  keepSearch,
  keptSearchTotal,
  keptTotal,
  keptWhere,
  type KeptCounts,
  type KeptSearchCounts,
} from './kept-counts';
import { containsPattern, parseFilters, parseSort, type ListQuery } from './list-query';
import { anchorFor, anchoredCondition, type PageAnchors } from './page-anchors';

/**
 * One resource's list, declared as data: where its rows come from, what may filter, search
 * and sort them, and how a row becomes an API record. The engine does the rest, for the
 * list call and for export batches alike.
 */
export interface ListDefinition<Row, Out, Key extends string = string> {
  /** The records key of the list response, e.g. `users`. */
  key: Key;
  /** FROM clause, joins included. */
  source: RawBuilder<unknown>;
  /**
   * The rows' own table, enough for every filter, search and sort: counts and id pages run
   * on it, so PostgreSQL can answer them from indexes alone (the joins of `source` stop that).
   */
  keySource: RawBuilder<unknown>;
  /** SELECT list of one record. */
  columns: RawBuilder<unknown>;
  /** A lower-cased, trigram-indexed text column the search runs over. */
  searchColumn: string;
  filters: Record<string, FilterDefinition>;
  /** Sort keys accepted in `sort`, each with the columns it orders by. */
  sortable: Record<string, string[]>;
  defaultSort: string;
  /** The unique column every order ends with, so pages never repeat or skip a row. */
  idColumn: string;
  /** The table of row_counts whose exact count is the unfiltered total (no filter, no search). */
  countedTable?: string;
  /**
   * The row of row_counts whose version moves with every write that can change this list's
   * filtered totals (migration 0008): those totals are then reused while it stays put.
   */
  countVersion?: string;
  /**
   * The row of row_counts whose version moves with every insert, update and delete of `keySource`'s rows:
   * deep pages of its unfiltered orders then seek from page anchors read at that version (page-anchors.ts).
   */
  anchorVersion?: string;
  /**
   * Rows of row_counts whose versions together move with every write that can change an answer of this
   * list (its rows and every joined table): whole answers are then reused while they stay put.
   */
  answerVersions?: string[];
  /** Tables of exact counts the list's filters and day sorts may read instead of the rows (kept-counts.ts). */
  keptCounts?: readonly KeptCounts[];
  /**
   * The exact total of a select filter used alone (no other filter, no search), read without the
   * list's own table: for a filter whose matches are cheaper to count where the filter looks.
   */
  soleFilterTotals?: Record<string, (values: (string | number)[]) => RawBuilder<number>>;
  /** Exact counts of broad searches, narrowed by some filters, that the engine may keep (kept-counts.ts). */
  keptSearchCounts?: KeptSearchCounts;
  toRecord(row: Row): Out;
}

/** The narrowing and order of a list query, shared by a page and an export batch. */
export interface ResolvedQuery {
  where: RawBuilder<SqlBool>;
  /** True when no filter or search narrows the rows. */
  unfiltered: boolean;
  orderBy: RawBuilder<unknown>;
  /** The columns of the order, the id last. */
  orderColumns: string[];
  /** The exact total as a cheap scalar subquery (the kept counts, or a filter's sole total), when one answers it (not unfiltered). */
  keptTotal?: RawBuilder<number>;
  /** The kept counts holding every filter, and the narrowing as a condition on them, when there is no search. */
  kept?: { counts: KeptCounts; where: RawBuilder<SqlBool> };
  sort?: { key: string; descending: boolean };
  /** A search whose filters the kept search counts hold: its pattern, and its total there (null while not kept). */
  keptSearch?: { pattern: string; total: RawBuilder<number | null> };
}

/** `today`: the agency's day relative-day filters count from (filters.ts), by the app's clock or the day an export was asked. */
export function resolveQuery<Row, Out>(
  definition: ListDefinition<Row, Out>,
  query: Omit<ListQuery, 'page' | 'items_per_page'>,
  today: string,
): ResolvedQuery {
  const filters = parseFilters(query.filters);
  const conditions: Expression<SqlBool>[] = filterConditions(filters, definition.filters, today);
  const term = query.search_string?.trim();
  const pattern = term ? containsPattern(term) : undefined;
  if (pattern) conditions.push(sql<SqlBool>`${sql.ref(definition.searchColumn)} like ${pattern}`);
  const where = conditions.length > 0 ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`true`;

  const { column, descending } = parseSort(query.sort, definition.defaultSort);
  // Own keys only: "constructor" or "__proto__" is no sort column.
  const columns = Object.hasOwn(definition.sortable, column) ? definition.sortable[column] : undefined;
  if (!columns)
    throw validationFailed({
      sort: [`The sort field must be one of: ${Object.keys(definition.sortable).join(', ')} (with - for descending).`],
    });
  const orderColumns = [...columns, definition.idColumn];
  const kept = term ? undefined : keptCountsFor(definition.keptCounts, filters, definition.filters, column, today);
  const sole = !term && filters.length === 1 ? definition.soleFilterTotals?.[filters[0].name] : undefined;
  const soleFilter = sole && definition.filters[filters[0].name];
  const searchKept = definition.keptSearchCounts;
  const keptSearchWhere = pattern && searchKept && keptWhere(searchKept, filters, definition.filters, today);
  return {
    where,
    unfiltered: conditions.length === 0,
    orderBy: orderOf(orderColumns, descending),
    orderColumns,
    // The unfiltered total has its own row of row_counts.
    keptTotal:
      kept && !(conditions.length === 0 && definition.countedTable)
        ? keptTotal(kept.counts, kept.where)
        : soleFilter?.type === 'select'
          ? sole!(selectValues(filters[0], soleFilter.values))
          : undefined,
    kept,
    sort: { key: column, descending },
    keptSearch: keptSearchWhere
      ? { pattern: pattern!, total: keptSearchTotal(searchKept!, pattern!, keptSearchWhere) }
      : undefined,
  };
}

/** ORDER BY the columns, one way. */
function orderOf(columns: string[], descending: boolean): RawBuilder<unknown> {
  const direction = descending ? sql`desc` : sql`asc`;
  // PostgreSQL's default null order (last ascending, first descending) lets one index serve both directions.
  return sql.join(columns.map((c) => sql`${sql.ref(c)} ${direction}`));
}

/** `(a, b, id) > (…)`: the rows after the values in an order whose columns all hold a value (one index range). */
function rowsPast(columns: string[], values: unknown[], descending: boolean): RawBuilder<SqlBool> {
  const operator = descending ? sql`<` : sql`>`;
  return sql<SqlBool>`(${sql.join(columns.map((c) => sql.ref(c)))}) ${operator} (${sql.join(values)})`;
}

/**
 * The ids of a keyset page (docs/lists.md, Cursors): the `limit` rows past the cursor's key in the order,
 * read as one index range. The first sort column may hold nulls (last ascending, first descending): the
 * rows on the null side of the key are a second range, and the outer query keeps the first `limit` of both.
 */
function keysetIds(
  table: RawBuilder<unknown>,
  where: RawBuilder<SqlBool>,
  [first, ...rest]: string[],
  [firstValue, ...restValues]: unknown[],
  idColumn: string,
  descending: boolean,
  limit: number,
): RawBuilder<unknown> {
  const range = (condition: RawBuilder<SqlBool>, columns: string[]) =>
    sql`(select ${sql.ref(idColumn)} from ${table} where ${where} and ${condition}
      order by ${orderOf(columns, descending)} limit ${limit})`;
  const all = [first, ...rest];
  const column = sql.ref(first);
  if (firstValue === null) {
    const nullsPast = range(sql<SqlBool>`${column} is null and ${rowsPast(rest, restValues, descending)}`, rest);
    return descending ? sql`${nullsPast} union all ${range(sql<SqlBool>`${column} is not null`, all)}` : nullsPast;
  }
  const valuesPast = range(rowsPast(all, [firstValue, ...restValues], descending), all);
  return descending ? valuesPast : sql`${valuesPast} union all ${range(sql<SqlBool>`${column} is null`, rest)}`;
}

export function paginationOf(total: number, page: number, perPage: number): Schema<'Pagination'> {
  const offset = (page - 1) * perPage;
  const onPage = offset < total;
  return {
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    current_page: page,
    per_page: perPage,
    from: onPage ? offset + 1 : null,
    to: onPage ? Math.min(offset + perPage, total) : null,
  };
}

/** How many export batches ("Batch n") a result of this size needs. */
export function batchesFor(total: number): number {
  return Math.ceil(total / EXPORT_BATCH_SIZE);
}

/** Where a list reads its rows, the filtered totals it may reuse (none: every total is counted), and from how many matches a search's counts are kept. */
export interface ListSource {
  db: Kysely<Database>;
  /** When `db` may be the read replica (AppContext.readsFor): the primary, for a broad search's kept counts. */
  primaryDb?: Kysely<Database>;
  countCache: CountCache | undefined;
  /** Whole answers of lists that name their versions (answerVersions), reused while those stay put. */
  answerCache?: CountCache<unknown, string>;
  /** The process's page anchors (none: deep pages by number skip their rows by offset). */
  pageAnchors?: PageAnchors;
  settings: Pick<Settings, 'listKeepSearchFrom'> & CursorSettings;
  /** The server's clock, whose agency day relative-day filters count from (the system's when absent). */
  clock?: Clock;
}

/** A row of row_counts: a table's exact count and the version of its list's filtered totals. */
interface CountState {
  row_count: number;
  version: number;
}

/**
 * The row of row_counts a total needs: the unfiltered count, or (with a cache) the version that
 * keeps a reused filtered total exact. Undefined: the total is counted afresh.
 */
function countStateRow<Row, Out>(
  { countCache }: ListSource,
  definition: ListDefinition<Row, Out>,
  query: ResolvedQuery,
): string | undefined {
  if (query.unfiltered && definition.countedTable) return definition.countedTable;
  return countCache ? definition.countVersion : undefined;
}

/** The exact total of a query; `known` is its row of row_counts when the caller has read it already. */
export async function countRows<Row, Out>(
  source: ListSource,
  definition: ListDefinition<Row, Out>,
  query: ResolvedQuery,
  known?: CountState,
): Promise<number> {
  const { db } = source;
  if (query.keptTotal)
    return (await sql<{ total: number }>`select ${query.keptTotal} as total`.execute(db)).rows[0].total;
  if (query.keptSearch) {
    const kept = (await sql<{ total: number | null }>`select ${query.keptSearch.total} as total`.execute(db)).rows[0]
      .total;
    if (kept !== null) return kept;
    const total = await countedRows(source, definition, query, known);
    const { listKeepSearchFrom } = source.settings;
    // A broad search is costly to count every time: its counts are kept from now on (0: never).
    if (listKeepSearchFrom > 0 && total >= listKeepSearchFrom)
      await keepSearch(
        source.primaryDb ?? db,
        definition.keptSearchCounts!,
        { table: definition.keySource, searchColumn: definition.searchColumn },
        query.keptSearch.pattern,
      );
    return total;
  }
  return countedRows(source, definition, query, known);
}

/** The exact total counted from the rows, or reused while its count version stays put. */
async function countedRows<Row, Out>(
  source: ListSource,
  definition: ListDefinition<Row, Out>,
  query: ResolvedQuery,
  known?: CountState,
): Promise<number> {
  const { db, countCache } = source;
  const counting = sql<{
    total: number;
  }>`select count(*)::int as total from ${definition.keySource} where ${query.where}`;
  const stateRow = countStateRow(source, definition, query);
  if (!stateRow) return (await counting.execute(db)).rows[0].total;
  const state =
    known ??
    (await db
      .selectFrom('row_counts')
      .select(['row_count', 'version'])
      .where('table_name', '=', stateRow)
      .executeTakeFirstOrThrow());
  if (query.unfiltered && definition.countedTable) return Number(state.row_count);

  // A filtered total with its version row: countStateRow gives one only when there is a cache.
  const cache = countCache!;
  const { sql: text, parameters } = counting.compile(db);
  const key = `${text}\0${JSON.stringify(parameters)}`;
  const reused = cache.get(key, Number(state.version));
  if (reused !== undefined) return reused;
  // The total and its version from one statement, hence one snapshot: the pair agrees.
  const { rows } = await sql<{ total: number; version: number }>`
    select (${counting}) as total, (select version from row_counts where table_name = ${stateRow}) as version`.execute(
    db,
  );
  cache.set(key, Number(rows[0].version), rows[0].total);
  return rows[0].total;
}

/**
 * The ids of a deep page by number of an unfiltered order from its page anchor (page-anchors.ts), with
 * the call that reads the order's anchors again; undefined when a plain offset reads it (a shallow page,
 * a filter or search, no anchors yet: then they are read in the background for the next call).
 */
function anchoredIds<Row, Out>(
  source: ListSource,
  definition: ListDefinition<Row, Out>,
  query: ResolvedQuery,
  offset: number,
  limit: number,
): { ids: RawBuilder<unknown>; refresh: () => void } | undefined {
  const { pageAnchors } = source;
  if (!pageAnchors || !definition.anchorVersion || !query.unfiltered || offset < pageAnchors.every) return undefined;
  const { key: sortKey, descending } = query.sort!;
  const name = `${definition.key}\0${sortKey}`;
  const order = { table: definition.keySource, columns: query.orderColumns, versionRow: definition.anchorVersion };
  const refresh = () => pageAnchors.refresh(source.db, name, order);
  const anchors = pageAnchors.get(name);
  const start = anchors && anchorFor(anchors, offset, descending);
  if (!start) {
    // None yet, or read when the list was shorter than this page is deep.
    if (!anchors || offset >= anchors.total) refresh();
    return undefined;
  }
  const [first, ...rest] = query.orderColumns;
  const [firstValue, ...restValues] = start.key;
  const current = anchoredCondition(order, anchors);
  const range = (condition: RawBuilder<SqlBool>, columns: string[], skip: number) =>
    sql`(select ${sql.ref(definition.idColumn)} from ${definition.keySource} where ${current} and ${condition}
      order by ${orderOf(columns, descending)} limit ${limit} offset ${skip})`;
  // As in keysetIds, the rows whose first column is null (last ascending, first descending) are a range
  // of their own; the anchors counted them, so where they begin in the page's order is known.
  const nullsEnd = descending ? anchors.nulls : anchors.total - anchors.nulls;
  const crosses = offset + limit > nullsEnd;
  const column = sql.ref(first);
  let ids: RawBuilder<unknown>;
  if (firstValue === null) {
    const nullsPast = range(
      sql<SqlBool>`${column} is null and ${rowsPast(rest, restValues, descending)}`,
      rest,
      start.skip,
    );
    ids =
      descending && crosses
        ? sql`${nullsPast} union all ${range(sql<SqlBool>`${column} is not null`, query.orderColumns, Math.max(0, offset - nullsEnd))}`
        : nullsPast;
  } else {
    const valuesPast = range(rowsPast(query.orderColumns, start.key, descending), query.orderColumns, start.skip);
    ids =
      !descending && crosses
        ? sql`${valuesPast} union all ${range(sql<SqlBool>`${column} is null`, rest, Math.max(0, offset - nullsEnd))}`
        : valuesPast;
  }
  return { ids, refresh };
}

/** The longest page whose answer the answer cache keeps. */
export const ANSWER_CACHE_MAX_ROWS = 100;

type ListAnswer<Out, Key extends string> = Record<Key, Out[]> & {
  no_of_batches: number;
  pagination: Schema<'Pagination'>;
};

/**
 * The list call (docs/lists.md, The list engine): one page of records, no_of_batches and pagination with
 * cursors. With an answer cache, a list that names its versions answers a query asked before from the
 * cache while those versions are the ones its answer was read after.
 */
export async function listPage<Row, Out, Key extends string>(
  source: ListSource,
  definition: ListDefinition<Row, Out, Key>,
  query: ListQuery,
): Promise<ListAnswer<Out, Key>> {
  const { answerCache } = source;
  const versions = definition.answerVersions;
  // One day for the key and the query: an answer read across midnight is kept under the day it counted from.
  const today = agencyToday((source.clock ?? systemClock)());
  // Long pages are left out: at most ANSWER_CACHE_MAX_ROWS records an answer bound the cache's memory.
  if (!answerCache || !versions || query.items_per_page > ANSWER_CACHE_MAX_ROWS)
    return readPage(source, definition, query, today);
  // Read before the answer, so an answer is never older than the versions it is kept under.
  const { rows } = await sql<{ stamp: string }>`
    select string_agg(version::text, ',' order by table_name) as stamp from row_counts
    where table_name in (${sql.join(versions)})`.execute(source.db);
  // A relative-day filter's answer is of its day: the agency's today is part of the key.
  const key = `${definition.key}\0${today}\0${JSON.stringify(query)}`;
  const kept = answerCache.get(key, rows[0].stamp) as ListAnswer<Out, Key> | undefined;
  if (kept) return kept;
  const answer = await readPage(source, definition, query, today);
  answerCache.set(key, rows[0].stamp, answer);
  return answer;
}

/** One page read from the database. */
async function readPage<Row, Out, Key extends string>(
  source: ListSource,
  definition: ListDefinition<Row, Out, Key>,
  query: ListQuery,
  today: string,
): Promise<ListAnswer<Out, Key>> {
  const resolved = resolveQuery(definition, query, today);
  const { where, orderBy, orderColumns } = resolved;
  const limit = query.items_per_page;
  const descending = resolved.sort!.descending;
  const compiled = sql`${definition.keySource} ${where}`.compile(source.db);
  const fingerprint = queryFingerprint([
    definition.key,
    compiled.sql,
    compiled.parameters,
    orderColumns,
    descending,
    limit,
  ]);
  const cursor = query.cursor ? readCursor(source.settings, query.cursor, fingerprint, orderColumns.length) : undefined;
  const pageNumber = cursor?.page ?? query.page;
  // Read against the order when going back; the rows are turned round below.
  const backwards = cursor?.direction === 'before';
  const readOrder = backwards ? orderOf(orderColumns, !descending) : orderBy;

  let ids: RawBuilder<unknown>;
  let withClause = sql``;
  // A deep page by number of an unfiltered order: its ids from the order's page anchor, when they are current.
  let anchored: ReturnType<typeof anchoredIds>;
  if (cursor) {
    ids = keysetIds(
      definition.keySource,
      where,
      orderColumns,
      cursor.key,
      definition.idColumn,
      descending !== backwards,
      limit,
    );
  } else {
    const offset = (query.page - 1) * limit;
    const seek =
      resolved.kept && daySeek(resolved.kept.counts, resolved.kept.where, resolved.sort!.key, descending, offset);
    withClause = seek?.with ?? sql``;
    // Deferred join: the offset walks ids alone (an index-only scan), then one page of full rows is read.
    ids = sql`select ${sql.ref(definition.idColumn)} from ${definition.keySource} where ${where} and ${seek?.from ?? sql`true`}
        order by ${orderBy} limit ${limit} offset ${seek?.offset ?? offset}`;
    anchored = anchoredIds(source, definition, resolved, offset, limit);
  }
  type PageRow = Row & {
    list_cursor_key: unknown[];
    list_row_count?: number;
    list_count_version?: number;
    list_total?: number;
  };
  const pageWith = (pageIds: RawBuilder<unknown>, withPart: RawBuilder<unknown>, extraColumns: RawBuilder<unknown>) =>
    sql<PageRow>`${withPart}
      select ${definition.columns}, json_build_array(${sql.join(orderColumns.map((c) => sql.ref(c)))}) as list_cursor_key${extraColumns}
      from ${definition.source}
      where ${sql.ref(definition.idColumn)} in (${pageIds})
      order by ${readOrder} limit ${limit}`.execute(source.db);
  const pageOf = async (extraColumns: RawBuilder<unknown>) => {
    if (!anchored) return pageWith(ids, withClause, extraColumns);
    const page = await pageWith(anchored.ids, sql``, extraColumns);
    // No rows: the anchors' version is no longer the one this statement read (the page, within the
    // anchors' total, has rows at their version). The rows are skipped by offset, the anchors read again.
    if (page.rows.length > 0) return page;
    anchored.refresh();
    return pageWith(ids, withClause, extraColumns);
  };

  const stateRow = countStateRow(source, definition, resolved);
  let total: number;
  let page: Awaited<ReturnType<typeof pageOf>>;
  if (resolved.keptTotal) {
    // The kept total rides in the page's own statement too; a page past the end asks for it alone.
    page = await pageOf(sql`, ${resolved.keptTotal} as list_total`);
    total = page.rows[0]?.list_total ?? (await countRows(source, definition, resolved));
  } else if (stateRow) {
    // The total's row of row_counts rides in the page's own statement: a round trip less per call.
    page = await pageOf(sql`, (select row_count from row_counts where table_name = ${stateRow}) as list_row_count,
      (select version from row_counts where table_name = ${stateRow}) as list_count_version`);
    const first = page.rows[0];
    total = await countRows(
      source,
      definition,
      resolved,
      first && { row_count: first.list_row_count!, version: first.list_count_version! },
    );
  } else {
    [total, page] = await Promise.all([countRows(source, definition, resolved), pageOf(sql``)]);
  }
  const rows = backwards ? [...page.rows].reverse() : page.rows;
  // Fewer rows before the cursor than a page: rows went away meanwhile, and the first page is what precedes.
  if (backwards && rows.length < limit)
    return readPage(source, definition, { ...query, cursor: undefined, page: 1 }, today);

  const cursorAt = (row: PageRow | undefined, next: Omit<ListCursor, 'query' | 'key'>) =>
    row ? writeCursor(source.settings, { query: fingerprint, key: row.list_cursor_key, ...next }) : null;
  const onLastPage = rows.length < limit || pageNumber * limit >= total;
  // A computed key widens to an index signature: the definition's key is the one it names.
  const records = { [definition.key]: rows.map((row) => definition.toRecord(row)) } as Record<Key, Out[]>;
  return {
    ...records,
    no_of_batches: batchesFor(total),
    pagination: {
      ...paginationOf(total, pageNumber, limit),
      next_cursor: onLastPage ? null : cursorAt(rows.at(-1), { page: pageNumber + 1, direction: 'after' }),
      previous_cursor: pageNumber > 1 ? cursorAt(rows[0], { page: pageNumber - 1, direction: 'before' }) : null,
    },
  };
}
