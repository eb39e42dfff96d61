import type { Principal } from './auth/principal';
import type { OpenSession } from './auth/sessions';
import type { ExportWorker } from './exports/worker';
import type { ImportWorker } from './users/import/import-worker';
import type { MailOutbox } from './mail/outbox';
import type { PageAnchors } from './lists/page-anchors';
import type { AppMetrics } from './metrics/app-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Built with the app, started by main.ts (tests drive it with runOnce/drain); stopped on close. */
    exportWorker: ExportWorker;
    /** Imports of users (docs/records.md): started by main.ts (tests drive it with runOnce/drain); stopped on close. */
    importWorker: ImportWorker;
    /** Account mail (invitations, reset links): started by main.ts, drained by tests; stopped on close. */
    mailOutbox: MailOutbox;
    /** One run of expiry and dormancy, as housekeeping runs it on schedule (tests run it by hand). */
    applyAccountLifecycle(): Promise<void>;
    /** The lists' page anchors (deep pages by number); tests and benchmarks wait for their builds. */
    pageAnchors: PageAnchors;
    /** One run of the removal of role grants past their last day (tests run it by hand); answers how many users lost one. */
    removeEndedRoleGrants(): Promise<number>;
    /** One run of the access reviews' deadline rule (tests run it by hand); answers how many campaigns it closed. */
    applyReviewDeadlines(): Promise<number>;
    /** The figures Prometheus scrapes; main.ts serves its registry on METRICS_PORT. */
    metrics: AppMetrics;
  }

  /** A contract route's config (app.ts): its operationId, and whether it is a health probe. */
  interface FastifyContextConfig {
    operationId?: string;
    probe?: boolean;
  }

  interface FastifyRequest {
    /** Set by the authorization hook: the live session, if the cookie names one. */
    session: OpenSession | undefined;
    /** Set by the authorization hook on operations that need a signed-in user. */
    principal: Principal | undefined;
  }
}
