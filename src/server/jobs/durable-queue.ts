import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';
import { later, retryDelayMs } from './retry-backoff';

/** What the queue itself reads of a row: the rest of the table belongs to its use. */
export interface QueueRow {
  id: number;
  /** When the row is next due; while a try holds it, the end of that try's lease. */
  run_after: Date;
}

/** How much work a queue holds (due now or later) and how long its oldest piece has waited (0: none waits). */
export interface Backlog {
  depth: number;
  oldestAgeSeconds: number;
}

/** The age of a queue's oldest row, by the database's clock, which set its created_at. */
export const oldestAgeSeconds = sql<number | null>`extract(epoch from now() - min(created_at))::float8`;

/** The columns of a row that count its tries (a table may count more than one kind of try). */
type TryCounter<Row> = { [C in keyof Row & string]: Row[C] extends number ? C : never }[keyof Row & string];

/** A column change or condition: plain values, as a typed Kysely update would take them. */
type Columns<Row> = { [C in keyof Row]?: Row[C] };

/**
 * The rows of a use's table that wait for work, in the order they are claimed (its due rule and
 * ordering), as Kysely builds them; the queue adds "due now", the lock and the tie-breakers.
 */
export interface WaitingRows<Row> {
  where(condition: Expression<SqlBool>): WaitingRows<Row>;
  orderBy(order: Expression<unknown>): WaitingRows<Row>;
  limit(count: number): WaitingRows<Row>;
  forUpdate(): WaitingRows<Row>;
  skipLocked(): WaitingRows<Row>;
  executeTakeFirst(): Promise<Row | undefined>;
}

/** One table run as a durable queue: where its rows are and which of them wait for work. */
export interface QueueTable<Row extends QueueRow> {
  name: keyof Database & string;
  waiting: (db: Transaction<Database>, now: Date) => WaitingRows<Row>;
}

/**
 * What the use makes of the row it locked: a try (leased: counted in `counts`, held while
 * `heldWhile` stays true) or a final change with no try (given up).
 */
export type Take<Row, Kind extends string> = {
  kind: Kind;
  change: Columns<Row>;
  counts?: TryCounter<Row>;
  heldWhile?: Columns<Row>;
};

/** A claimed row and the condition under which this try still holds it. */
export interface Held<Row, Kind extends string = string> {
  kind: Kind;
  row: Row;
  held: Columns<Row>;
}

/** A try of `row` counted in `counter`: it holds the row while the count (and `heldWhile`) stay as they are. */
export function holding<Row, Kind extends string>(
  kind: Kind,
  row: Row,
  counter: TryCounter<Row>,
  heldWhile: Columns<Row> = {},
): Held<Row, Kind> {
  return { kind, row, held: { ...heldWhile, [counter]: row[counter] } as Columns<Row> };
}

const assignments = (columns: object) =>
  sql.join(Object.entries(columns).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));

const conditions = (columns: object) =>
  Object.entries(columns).map(([column, value]) => sql`and ${sql.ref(column)} = ${value}`);

/** Changes one row by id, only while `held` is true of it; answers the changed row, or undefined. */
async function changeRow<Row>(
  db: Db,
  table: string,
  id: number,
  change: object,
  held: object = {},
): Promise<Row | undefined> {
  const where = sql.join(conditions(held), sql` `);
  const result =
    await sql<Row>`update ${sql.table(table)} set ${assignments(change)} where id = ${id} ${where} returning *`.execute(
      db,
    );
  return result.rows[0];
}

/**
 * Claims the next due row, once across every process: the row is locked with SKIP LOCKED (a row
 * another process is claiming is passed over), and a try leases it by moving run_after past the
 * lease, so a row left by a dead process becomes due again when its lease ends.
 */
export async function claimNext<Row extends QueueRow, Kind extends string>(
  db: Kysely<Database>,
  table: QueueTable<Row>,
  { now, leaseMs }: { now: Date; leaseMs: number },
  take: (row: Row) => Take<Row, Kind>,
): Promise<Held<Row, Kind> | undefined> {
  return db.transaction().execute(async (trx) => {
    const due = await table
      .waiting(trx, now)
      .where(sql<SqlBool>`run_after <= ${now}`)
      .orderBy(sql`run_after`)
      .orderBy(sql`id`)
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return undefined;
    const { kind, change, counts, heldWhile } = take(due);
    if (!counts) return { kind, row: await changeRowOrThrow<Row>(trx, table.name, due.id, change), held: {} };
    const lease = { ...change, [counts]: (due[counts] as number) + 1, run_after: later(now, leaseMs) };
    return holding(kind, await changeRowOrThrow<Row>(trx, table.name, due.id, lease), counts, heldWhile);
  });
}

async function changeRowOrThrow<Row>(db: Db, table: string, id: number, change: object): Promise<Row> {
  const row = await changeRow<Row>(db, table, id, change);
  if (!row) throw new Error(`${table} ${id} vanished while locked`);
  return row;
}

/**
 * Records a try's outcome. Only the try that holds the row may change it: a try whose lease ran
 * out and whose row was claimed again (or given up) changes nothing and gets undefined.
 */
export function settle<Row extends QueueRow>(
  db: Db,
  table: QueueTable<Row>,
  claim: Held<Row>,
  change: Columns<Row>,
): Promise<Row | undefined> {
  return changeRow<Row>(db, table.name, claim.row.id, change, claim.held);
}

/** A failed try: the row is due again after the back-off of its `tries`-th try. */
export async function retryLater<Row extends QueueRow>(
  db: Db,
  table: QueueTable<Row>,
  claim: Held<Row>,
  change: Columns<Row>,
  tries: number,
  now: Date,
): Promise<Date> {
  const runAfter = later(now, retryDelayMs(tries));
  await settle(db, table, claim, { ...change, run_after: runAfter });
  return runAfter;
}
