import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One anchor every this many rows: a page found from its anchor skips fewer rows than this. */
export const ANCHOR_EVERY = 10_000;

/** A rebuild of an order's anchors waits this many times its last build's duration after it (bounded upkeep). */
const REBUILD_GAP_FACTOR = 10;

/**
 * The sort key (its columns, the id last) of every `every`-th row of one unfiltered order,
 * ascending, read in one snapshot with the list's anchor version: `keys[i]` is the key of row
 * (i + 1) × every − 1 (from 0), `total` how many rows there were and `nulls` how many of them had
 * no value in the order's first column (they come last ascending, first descending).
 */
export interface Anchors {
  every: number;
  version: number;
  total: number;
  nulls: number;
  keys: unknown[][];
}

/** What an order's anchors are built from: the rows' table, the order's columns and the version row. */
export interface AnchoredOrder {
  table: ReturnType<typeof sql>;
  /** The order's columns, the id last. */
  columns: string[];
  /** The row of row_counts whose version moves with every insert, update and delete of the rows. */
  versionRow: string;
}

/**
 * Where a deep page by number starts: after `key` (in the page's order), skipping `skip` rows.
 * Undefined: the page is near enough to the start in its order for a plain offset.
 */
export function anchorFor(
  anchors: Anchors,
  offset: number,
  descending: boolean,
): { key: unknown[]; skip: number } | undefined {
  const { every } = anchors;
  if (offset < every || offset >= anchors.total) return undefined;
  if (!descending) {
    // The anchor at or before row offset − 1: the rows after it begin at its position + 1.
    const k = Math.floor(offset / every);
    return { key: anchors.keys[k - 1], skip: offset - k * every };
  }
  // Descending, row `offset` is ascending row total − 1 − offset; the rows after an anchor (going
  // down) begin at its position − 1, so the anchor is the first one above that row.
  const position = anchors.total - 1 - offset;
  const k = Math.ceil((position + 2) / every);
  if (k > anchors.keys.length) return undefined;
  return { key: anchors.keys[k - 1], skip: k * every - 2 - position };
}

/**
 * Page anchors of the unfiltered orders of lists (docs/lists.md, Page anchors), kept in the process.
 * They are exact only at the version they were read at: a page seeks from them only when its own
 * statement still reads that version (anchoredCondition), otherwise it skips rows by offset and
 * the anchors are read again in the background, one order at a time, each no sooner than ten times
 * its last build's duration after it, so that a list written to without pause costs at most a
 * tenth of one connection.
 */
export class PageAnchors {
  readonly #anchors = new Map<string, Anchors>();
  readonly #notBefore = new Map<string, number>();
  #building: Promise<void> | undefined;

  /** `every`: rows between anchors (tests use a few to page a small list from its anchors). */
  constructor(readonly every = ANCHOR_EVERY) {}

  /** The anchors last read for an order, whatever their version. */
  get(name: string): Anchors | undefined {
    return this.#anchors.get(name);
  }

  /** Starts reading an order's anchors again, unless a build runs or the order's last one was too recent. */
  refresh(db: Kysely<Database>, name: string, order: AnchoredOrder): void {
    if (this.#building || Date.now() < (this.#notBefore.get(name) ?? 0)) return;
    const started = Date.now();
    this.#building = readAnchors(db, order, this.every)
      .then(
        (anchors) => void this.#anchors.set(name, anchors),
        // The anchors stay as they were: deep pages skip rows by offset until a later build.
        () => undefined,
      )
      .finally(() => {
        this.#notBefore.set(name, Date.now() + REBUILD_GAP_FACTOR * (Date.now() - started));
        this.#building = undefined;
      });
  }

  /** Resolves once no build is running (tests and benchmarks wait for anchors so). */
  async settled(): Promise<void> {
    await this.#building;
  }
}

/** Reads an order's anchors with its version, in one statement and so one snapshot. */
async function readAnchors(
  db: Kysely<Database>,
  { table, columns, versionRow }: AnchoredOrder,
  every: number,
): Promise<Anchors> {
  const aliased = columns.map((column, i) => sql`${sql.ref(column)} as ${sql.id(`c${i}`)}`);
  const { rows } = await sql<{ version: string; total: number; nulls: number; keys: unknown[][] }>`
    select (select version from row_counts where table_name = ${versionRow}) as version, count(*)::int as total,
      (count(*) filter (where c0 is null))::int as nulls,
      coalesce(json_agg(json_build_array(${sql.join(columns.map((_, i) => sql.id(`c${i}`)))}) order by n)
        filter (where n % ${every} = 0), '[]') as keys
    from (select ${sql.join(aliased)}, row_number() over (order by ${sql.join(columns.map((c) => sql.ref(c)))}) as n
      from ${table}) as ordered`.execute(db);
  const [{ version, total, nulls, keys }] = rows;
  return { every, version: Number(version), total, nulls, keys };
}

/** True in a statement only while the anchors' version is the one it reads. */
export function anchoredCondition(order: AnchoredOrder, anchors: Anchors) {
  return sql<boolean>`(select version from row_counts where table_name = ${order.versionRow}) = ${anchors.version}`;
}
