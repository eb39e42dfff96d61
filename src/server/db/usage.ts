/** What the connections hold now: checked out, idle in the pool, and callers waiting for one. */
export interface ConnectionCounts {
  inUse: number;
  idle: number;
  waiting: number;
}

/** Told of each connection handed out (after how long a wait) and of each query that failed. */
export interface DatabaseObserver {
  waited(seconds: number): void;
  queryFailed(): void;
}

/**
 * How the app uses its database, for the metrics: the connection counts read at a scrape, and the
 * waits and failed queries told to whoever observes them (the app's metrics; no one in a script).
 */
export class DatabaseUsage {
  observer: DatabaseObserver | undefined;

  constructor(readonly connections: () => ConnectionCounts) {}

  /** Times a connection's checkout and tells the observer how long it waited. */
  async timed<Connection>(checkout: () => Promise<Connection>): Promise<Connection> {
    const started = performance.now();
    const connection = await checkout();
    this.observer?.waited((performance.now() - started) / 1000);
    return connection;
  }

  /** Kysely's log: only failures are counted (queries are not logged). */
  readonly log = (event: { level: 'query' | 'error' }): void => {
    if (event.level === 'error') this.observer?.queryFailed();
  };
}
