import type { FastifyInstance } from 'fastify';
import { SignInThrottled } from '../auth/sign-in-refusal';
import { exportBacklog } from '../exports/job-queue';
import { operationOf } from '../logging';
import { mailBacklog } from '../mail/outbox';
import { importBacklog } from '../users/import/import-jobs';
import { createAppMetrics, type AppMetrics, type MetricsSources } from './app-metrics';

/** Counts and times every answered request by operation and status class, and the sign-in throttles. */
function countRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = { operation: operationOf(request), status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof SignInThrottled) metrics.signInThrottled.inc({ operation: operationOf(request) });
  });
}

/** The figures Prometheus scrapes (main.ts serves them on METRICS_PORT). */
export function attachMetrics(app: FastifyInstance, sources: Omit<MetricsSources, 'backlogs'>): AppMetrics {
  const { db } = sources.database;
  const metrics = createAppMetrics({
    ...sources,
    backlogs: {
      exports: () => exportBacklog(db, sources.clock()),
      imports: () => importBacklog(db),
      mail: () => mailBacklog(db),
    },
  });
  app.decorate('metrics', metrics);
  countRequests(app, metrics);
  return metrics;
}
