import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SessionStore } from '../auth/sessions';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/connect';
import type { WorkerStates } from '../health/readiness';
import type { Backlog } from '../jobs/durable-queue';

/** Latency buckets (seconds) from a cached list's few milliseconds to a slow export request. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Waiting for a connection: nothing at all is the rule, a second is trouble. */
const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];
/** An export file: a few rows in a moment up to a whole list in minutes. */
const EXPORT_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 180, 600];

/** The backlogs the queue gauges read at a scrape: export jobs, import jobs and account mail. */
export type QueueBacklogs = Record<'exports' | 'imports' | 'mail', () => Promise<Backlog>>;

export interface MetricsSources {
  database: DatabaseHandle;
  sessions: SessionStore;
  clock: Clock;
  backlogs: QueueBacklogs;
  workerStates: WorkerStates;
}

/**
 * Every figure the app exposes to Prometheus (docs/operations.md lists them and what to alert on),
 * in a registry of the app's own: two apps in one process (tests) never share a count.
 */
export function createAppMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const on = { registers: [registry] };
  const { usage } = sources.database;
  const metrics = {
    registry,
    requests: new Counter({
      name: 'nhia_http_requests_total',
      help: 'Requests answered, by contract operationId ("other": static files, unknown paths) and status class',
      labelNames: ['operation', 'status_class'] as const,
      ...on,
    }),
    requestSeconds: new Histogram({
      name: 'nhia_http_request_duration_seconds',
      help: 'Time to answer a request, by contract operationId and status class',
      labelNames: ['operation', 'status_class'] as const,
      buckets: LATENCY_BUCKETS,
      ...on,
    }),
    connectionWaitSeconds: new Histogram({
      name: 'nhia_db_connection_wait_seconds',
      help: "Time a query waited for a database connection (the pg pool's, or PGlite's one session)",
      buckets: WAIT_BUCKETS,
      ...on,
    }),
    queryErrors: new Counter({ name: 'nhia_db_query_errors_total', help: 'Database queries that failed', ...on }),
    exportRows: new Counter({ name: 'nhia_export_rows_total', help: 'Rows written to export files', ...on }),
    exportSeconds: new Histogram({
      name: 'nhia_export_file_duration_seconds',
      help: 'Time to write one export file (rows/s: rate of nhia_export_rows_total over this sum)',
      buckets: EXPORT_BUCKETS,
      ...on,
    }),
    signInFailures: new Counter({
      name: 'nhia_sign_in_failures_total',
      help: 'Refused sign-in steps: a wrong password, second factor or password confirmation',
      labelNames: ['step'] as const,
      ...on,
    }),
    signInLockouts: new Counter({
      name: 'nhia_sign_in_lockouts_total',
      help: "Failures that paused an account's sign-ins (the back-off began)",
      ...on,
    }),
    signInThrottled: new Counter({
      name: 'nhia_sign_in_throttled_total',
      help: 'Sign-in steps refused unheard (429) while an account or address waits out its back-off',
      labelNames: ['operation'] as const,
      ...on,
    }),
  };
  registerGauges(registry, sources);
  usage.observer = {
    waited: (seconds) => metrics.connectionWaitSeconds.observe(seconds),
    queryFailed: () => metrics.queryErrors.inc(),
  };
  return metrics;
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

/**
 * Sets a gauge from the database; when it cannot be read the gauge is left out of this scrape
 * (absent, which an alert can see) rather than failing the whole scrape.
 */
async function fromDatabase(gauge: Gauge, read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch {
    gauge.reset();
  }
}

/** Gauges read when Prometheus scrapes: connections, queues, sessions and workers as they are then. */
function registerGauges(registry: Registry, sources: MetricsSources): void {
  const on = { registers: [registry] };
  new Gauge({
    name: 'nhia_db_connections',
    help: 'Database connections by state: in_use, idle, waiting (callers waiting for one)',
    labelNames: ['state'] as const,
    ...on,
    collect() {
      const { inUse, idle, waiting } = sources.database.usage.connections();
      this.set({ state: 'in_use' }, inUse);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  const backlogs = () =>
    Promise.all(Object.entries(sources.backlogs).map(async ([queue, read]) => ({ queue, ...(await read()) })));
  new Gauge({
    name: 'nhia_queue_depth',
    help: 'Work waiting in a durable queue (exports: files and mails to make; imports: jobs to commit; mail: account mail to send)',
    labelNames: ['queue'] as const,
    ...on,
    async collect() {
      await fromDatabase(this, async () => {
        for (const { queue, depth } of await backlogs()) this.set({ queue }, depth);
      });
    },
  });
  new Gauge({
    name: 'nhia_queue_oldest_age_seconds',
    help: 'How long the oldest waiting piece of work of a queue has waited (0 when none waits)',
    labelNames: ['queue'] as const,
    ...on,
    async collect() {
      await fromDatabase(this, async () => {
        for (const { queue, oldestAgeSeconds } of await backlogs()) this.set({ queue }, oldestAgeSeconds);
      });
    },
  });
  new Gauge({
    name: 'nhia_active_sessions',
    help: 'Signed-in sessions not yet idle too long or past their lifetime',
    ...on,
    async collect() {
      await fromDatabase(this, async () => this.set(await sources.sessions.countSignedIn()));
    },
  });
  const replica = sources.database.replica;
  if (replica) {
    new Gauge({
      name: 'nhia_db_replica_in_use',
      help: '1 while reads go to the read replica (DATABASE_READ_URL); 0 while it lags or fails and they go to the primary',
      ...on,
      collect() {
        this.set(replica.status().inUse ? 1 : 0);
      },
    });
    new Gauge({
      name: 'nhia_db_replica_lag_seconds',
      help: "The read replica's lag at its last measurement (absent when it could not be measured)",
      ...on,
      collect() {
        const { lagMs } = replica.status();
        if (lagMs === undefined) this.reset();
        else this.set(lagMs / 1000);
      },
    });
  }
  new Gauge({
    name: 'nhia_worker_running',
    help: "1 while this process's export worker, import worker or mail outbox is running",
    labelNames: ['worker'] as const,
    ...on,
    collect() {
      for (const [worker, state] of Object.entries(sources.workerStates()))
        this.set({ worker }, state === 'running' ? 1 : 0);
    },
  });
}
