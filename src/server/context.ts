import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RequestOrigin } from './activity-log';
import type { SessionStore } from './auth/sessions';
import type { Clock } from './clock';
import type { CountCache } from './lists/count-cache';
import type { ListSource } from './lists/engine';
import type { Settings } from './config';
import type { DatabaseKind } from './db/connect';
import type { Database } from './db/schema';
import { unauthenticated } from './errors';
import type { Wakeable } from './jobs/queue-worker';
import type { AppMetrics } from './metrics/app-metrics';
import type { WorkerStates } from './health/readiness';
import type { Principal } from './auth/principal';
import type { Operation, OperationId, SuccessBody } from './operations';

/** What every operation handler may use; built once by buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  settings: Settings;
  clock: Clock;
  sessions: SessionStore;
  /** Handlers only wake it: an export request was recorded, so look for work now. */
  exportWorker: Wakeable;
  /** Handlers only wake it: an import was recorded, so commit it now. */
  importWorker: Wakeable;
  /** Handlers only wake it: account mail was queued in a committed transaction, so send it now. */
  mailOutbox: Wakeable;
  /** Filtered list totals reused while exact; undefined when LIST_COUNT_CACHE_ENTRIES is 0. */
  countCache: CountCache | undefined;
  /**
   * Where a request's list, count and option reads go: the read replica, unless its user wrote
   * something the replica may not have yet (docs/architecture.md, Read replicas); with the count cache.
   */
  readsFor(request: FastifyRequest): ListSource;
  /** Where this process's export and import workers and mail outbox are (readiness). */
  workerStates: WorkerStates;
  /** The figures Prometheus scrapes (handlers count sign-in refusals). */
  metrics: AppMetrics;
}

/** A request as the contract declares its operation (body, query and path parameters). */
export type OperationRequest<Id extends OperationId> = FastifyRequest<Operation<Id>>;

/**
 * A handler answers its operation's success body (checked here for its shape, and at run time in
 * full), or the reply it has sent itself (another status, headers, a file).
 */
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<SuccessBody<Id> | FastifyReply>;

/** Handlers keyed by the contract's operationId (docs/architecture.md); each module brings some. */
export type OperationHandlers = { [Id in OperationId]?: OperationHandler<Id> };

export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

/** The signed-in user on an operation whose access requires one (set by the authorization hook). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}
