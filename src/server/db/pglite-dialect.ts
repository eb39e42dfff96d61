import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { DatabaseUsage } from './usage';

/**
 * Kysely over PGlite. PGlite has a single session, so one connection is shared behind a
 * lock: a transaction holds it until commit or rollback (kysely-pglite is ESM-only and
 * cannot load in jest's CommonJS mode).
 */
class SessionLock {
  #tail: Promise<void> = Promise.resolve();
  /** Callers holding the lock or waiting for it (the metrics' in use and waiting). */
  claims = 0;

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.claims += 1;
    const ready = this.#tail.then(() => () => {
      this.claims -= 1;
      release();
    });
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite has no server-side cursors; page through the rows instead');
  }
}

class PGliteDriver implements Driver {
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly pglite: PGlite,
    private readonly lock: SessionLock,
    private readonly usage: DatabaseUsage,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.usage.timed(() => this.lock.acquire());
    const connection = new PGliteConnection(this.pglite);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  readonly #lock = new SessionLock();
  /** The one session counts as the pool: in use while a caller holds the lock, the rest waiting. */
  readonly usage = new DatabaseUsage(() => ({
    inUse: Math.min(this.#lock.claims, 1),
    idle: this.#lock.claims === 0 ? 1 : 0,
    waiting: Math.max(this.#lock.claims - 1, 0),
  }));

  constructor(private readonly pglite: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = () => new PGliteDriver(this.pglite, this.#lock, this.usage);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
}
