import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import responseValidation from '@fastify/response-validation';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import './fastify-augment';
import { activityLogHandlers } from './activity-logs/handlers';
import { authHandlers } from './auth/handlers';
import { passwordHandlers } from './auth/password-handlers';
import { passwordConfirmationHandlers } from './auth/password-confirmation';
import { challengeHandlers } from './auth/two-factor/challenge';
import { enrolmentHandlers } from './auth/two-factor/enrolment';
import { factorStatusHandlers } from './auth/two-factor/factor-status';
import { twoFactorResetHandlers } from './auth/two-factor/reset';
import { stepUpHandlers } from './auth/two-factor/step-up';
import { accountLinkHandlers } from './users/account-links';
import { passkeyEnrolmentHandlers } from './auth/passkeys/enrolment';
import { passkeySignInHandlers } from './auth/passkeys/sign-in';
import { sessionHandlers } from './auth/session-handlers';
import { authorize } from './auth/authorize';
import { SessionStore, sessionPolicyOf } from './auth/sessions';
import { systemClock, type Clock } from './clock';
import { REPLY_AJV_PLUGINS, REQUEST_AJV_PLUGINS } from './calendar-day';
import type { Settings } from './config';
import { contractPath, isProbe, listOperations, loadContract, mediaTypesOf } from './contract';
import type { AppContext, OperationHandlers } from './context';
import type { OperationId } from './operations';
import { CountCache } from './lists/count-cache';
import { PageAnchors } from './lists/page-anchors';
import { everyMistakeAtOnce, type OperationBodyRules } from './body-rules';
import type { DatabaseHandle } from './db/connect';
import type { ReadReplica } from './db/read-replica';
import type { Database } from './db/schema';
import { handleError, validationFailed } from './errors';
import { exportHandlers } from './exports/handlers';
import { ExportWorker, type ExportWorkerDeps } from './exports/worker';
import { ImportWorker } from './users/import/import-worker';
import { inputGuard } from './input-guard';
import { listViewHandlers } from './list-views/handlers';
import { loggerOptions, RequestLines } from './logging';
import { createMailer } from './mail/mailer';
import { MailOutbox } from './mail/outbox';
import type { AppMetrics } from './metrics/app-metrics';
import { attachMetrics } from './metrics/attach-metrics';
import { organisationOptionHandlers } from './organisation-options';
import { organisationBodyRules, tpaAndMinistryHandlers } from './organisations/handlers';
import { platformHandlers } from './platform-handlers';
import { roleBodyRules, roleHandlers } from './roles/handlers';
import { registerSecurityHeaders } from './security-headers';
import { attachHousekeeping } from './housekeeping';
import { bodyLimitOf, httpServerOptions } from './http-server-options';
import { registerRateLimits } from './rate-limit/limits';
import { emailChangeHandlers } from './users/email-change-confirm';
import { userHandlers } from './users/handlers';
import { userImportHandlers } from './users/import/handlers';
import { accessReviewHandlers } from './access-reviews/handlers';
import { userBodyRules } from './users/user-save';
import { registerWebApp } from './web-app';
import { replyAjvOnFirstUse, requestValidatorsOnFirstUse } from './validators-on-first-use';

export interface AppOptions {
  settings: Settings;
  database: DatabaseHandle;
  clock?: Clock;
  /** false silences request logs (tests); a stream captures them. */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

// Strict input: extra fields are refused, not silently dropped; every field's message at once.
export const AJV_OPTIONS = {
  removeAdditional: false,
  coerceTypes: 'array',
  useDefaults: true,
  allErrors: true,
  // Each issue carries its schema, whose title and x-shape word its message (src/shared/contract-messages.ts).
  verbose: true,
  strict: false,
} as const;

/** @fastify/response-validation's defaults, not strict about the contract's extension keywords. */
const REPLY_AJV_OPTIONS = {
  coerceTypes: false,
  useDefaults: true,
  removeAdditional: true,
  allErrors: true,
  strict: false,
} as const;

/** The record forms' rules that need the database, by operationId (body-rules.ts). */
const BODY_RULES: OperationBodyRules = { ...organisationBodyRules, ...userBodyRules, ...roleBodyRules };

/** Where Swagger UI serves the browsable reference of the contract. */
const API_REFERENCE_PREFIX = '/api/docs';

function operationHandlers(ctx: AppContext): OperationHandlers {
  return {
    ...authHandlers(ctx),
    ...passwordHandlers(ctx),
    ...passwordConfirmationHandlers(ctx),
    ...challengeHandlers(ctx),
    ...enrolmentHandlers(ctx),
    ...factorStatusHandlers(ctx),
    ...twoFactorResetHandlers(ctx),
    ...stepUpHandlers(ctx),
    ...accountLinkHandlers(ctx),
    ...passkeyEnrolmentHandlers(ctx),
    ...passkeySignInHandlers(ctx),
    ...sessionHandlers(ctx),
    ...platformHandlers(ctx),
    ...userHandlers(ctx),
    ...userImportHandlers(ctx),
    ...accessReviewHandlers(ctx),
    ...roleHandlers(ctx),
    ...activityLogHandlers(ctx),
    ...organisationOptionHandlers(ctx),
    ...tpaAndMinistryHandlers(ctx),
    ...exportHandlers(ctx),
    ...emailChangeHandlers(ctx),
    ...listViewHandlers(ctx),
  };
}

/** Every operation of the contract has its handler: a missing one stops the app from starting. */
function handlerOf(handlers: OperationHandlers, operationId: string) {
  // The id is read from the document the handler types are generated from.
  const handler = handlers[operationId as OperationId];
  if (!handler) throw new Error(`The contract's operation ${operationId} has no handler.`);
  return handler;
}

/** The read database of a request: the primary for a user who wrote what the replica may not have yet. */
function readDbFor(database: DatabaseHandle, request: FastifyRequest): Kysely<Database> {
  return database.replica?.servesUser(request.principal?.id) === false ? database.db : database.readDb;
}

/** A signed-in user's call that may write marks them, as it answers (after its commit), for readDbFor. */
function markWrites(app: FastifyInstance, replica: ReadReplica): void {
  app.addHook('onSend', async (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && request.principal) replica.wrote(request.principal.id);
  });
}

/** Builds the whole server without listening (tests use app.inject; main.ts listens). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(settings, options.logger),
    logController: new RequestLines(),
    ...httpServerOptions(settings),
    // ajv-formats first, then the contract's own (a linear `byte`, a `date` PostgreSQL can store).
    ajv: { customOptions: AJV_OPTIONS, plugins: REQUEST_AJV_PLUGINS },
    schemaController: { compilersFactory: { buildValidator: requestValidatorsOnFirstUse() } },
    // The router's own refusals leave in the Error shape too.
    frameworkErrors: handleError,
  });
  const sessions = new SessionStore(database.db, sessionPolicyOf(settings), clock);
  // Read when asked (readiness, a scrape): the workers are attached just below.
  const workerStates = () => ({
    exports: app.exportWorker.state,
    imports: app.importWorker.state,
    mail: app.mailOutbox.state,
  });
  const metrics = attachMetrics(app, { database, sessions, clock, workerStates });
  const { exportWorker, importWorker, mailOutbox } = attachMailWorkers(
    app,
    database,
    { db: database.db, settings, clock },
    metrics,
  );
  const countCache = settings.listCountCacheEntries > 0 ? new CountCache(settings.listCountCacheEntries) : undefined;
  const answerCache =
    settings.listAnswerCacheEntries > 0 ? new CountCache<unknown, string>(settings.listAnswerCacheEntries) : undefined;
  const pageAnchors = new PageAnchors();
  app.decorate('pageAnchors', pageAnchors);
  // An anchor build in flight ends before the database closes.
  app.addHook('onClose', () => pageAnchors.settled());
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    settings,
    clock,
    sessions,
    exportWorker,
    importWorker,
    mailOutbox,
    countCache,
    readsFor: (request) => ({
      db: readDbFor(database, request),
      primaryDb: database.db,
      countCache,
      answerCache,
      pageAnchors,
      settings,
      clock,
    }),
    metrics,
    workerStates,
  };
  attachHousekeeping(
    app,
    { db: database.db, sessions, clock, settings, mailOutbox, log: app.log.child({ component: 'housekeeping' }) },
    settings.purgeSeconds,
  );

  if (database.replica) markWrites(app, database.replica);
  await registerSecurityHeaders(app, settings, API_REFERENCE_PREFIX);
  app.decorateRequest('session', undefined);
  app.decorateRequest('principal', undefined);
  app.setErrorHandler(handleError);
  // Fastify's own text/plain parser would hand a string to handlers that expect an object.
  app.removeContentTypeParser('text/plain');
  // An empty body (a bodyless POST sent chunked, with or without a media type) is no body;
  // anything else must be JSON, which the contract's schemas then check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
  const refuseNonJson: Parameters<typeof app.addContentTypeParser>[2] = (_request, body, done) =>
    body === ''
      ? done(null, undefined)
      : done(validationFailed({ body: ['The request body must be JSON (Content-Type: application/json).'] }));
  app.addContentTypeParser('*', { parseAs: 'string' }, refuseNonJson);
  // The media types the contract only answers with (a page, a spreadsheet) get the same refusal by
  // name: fastify-openapi-glue warns at start of any media type of the contract without a parser.
  const answeredOnly = mediaTypesOf().filter((type) => type !== 'application/json');
  if (answeredOnly.length > 0) app.addContentTypeParser(answeredOnly, { parseAs: 'string' }, refuseNonJson);
  await app.register(cookie);
  // Replies are checked with the plugin's own ajv options (no coercion that could hide a wrong type).
  await app.register(responseValidation, {
    ajv: replyAjvOnFirstUse(REPLY_AJV_OPTIONS, REPLY_AJV_PLUGINS),
  });

  const withRateLimit = await registerRateLimits(app, { db: database.db, clock, limits: settings.rateLimits });
  const handlers = operationHandlers(ctx);
  const operationsById = new Map(listOperations().map((op) => [op.operationId, op]));
  await app.register(openapiGlue, {
    specification: loadContract(),
    // Every operation gets the one authorization hook with the access and side effects its contract entry declares.
    operationResolver: ((operationId: string) => {
      const operation = operationsById.get(operationId)!;
      // A record form's refused body also hears its database rules (docs/forms.md); the route then attaches its refusal.
      const answerEveryMistake = everyMistakeAtOnce(ctx, BODY_RULES, operationId);
      return {
        config: { operationId, probe: isProbe(operation) },
        onRequest: withRateLimit(operation, authorize(operation, sessions)),
        attachValidation: answerEveryMistake !== undefined,
        preHandler: answerEveryMistake ? [answerEveryMistake, inputGuard(operation)] : inputGuard(operation),
        handler: handlerOf(handlers, operationId),
        bodyLimit: bodyLimitOf(operation, settings),
        // Only the contract's methods: an automatic HEAD of an export call (a GET) would queue a job.
        exposeHeadRoute: false,
      };
      // The library's type wants method and url too, which it adds itself from the contract.
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });

  if (settings.apiDocs) await registerReference(app);
  registerWebApp(app, settings.webDir);
  return app;
}

/** The app's one mailer and the three loops that use it, stopped (the work in hand finished) when the app closes. */
function attachMailWorkers(
  app: FastifyInstance,
  database: DatabaseHandle,
  deps: Pick<ExportWorkerDeps, 'db' | 'settings' | 'clock'>,
  metrics: AppMetrics,
) {
  const mailer = createMailer(deps.settings, app.log);
  const exportWorker = new ExportWorker({
    ...deps,
    readDb: database.readDb,
    replica: database.replica,
    mailer,
    log: app.log.child({ component: 'export-worker' }),
    fileWritten: (rows, seconds) => {
      metrics.exportRows.inc(rows);
      metrics.exportSeconds.observe(seconds);
    },
  });
  const mailOutbox = new MailOutbox({
    ...deps,
    mailer,
    pollMs: deps.settings.mailPollMs,
    log: app.log.child({ component: 'mail-outbox' }),
  });
  const importWorker = new ImportWorker({ ...deps, mailOutbox, log: app.log.child({ component: 'import-worker' }) });
  app.decorate('exportWorker', exportWorker);
  app.decorate('importWorker', importWorker);
  app.decorate('mailOutbox', mailOutbox);
  app.addHook('onClose', async () => {
    // The import first: its last batch's invitations are then in the outbox the mail loop still sends.
    await Promise.all([exportWorker.stop(), importWorker.stop()]);
    await mailOutbox.stop();
    mailer.close();
  });
  return { exportWorker, importWorker, mailOutbox };
}

/** The contract itself and a browsable reference of it, served from local packages (no CDN). */
async function registerReference(app: FastifyInstance): Promise<void> {
  const document = readFileSync(contractPath, 'utf8');
  app.get('/api/openapi.yaml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/yaml').send(document),
  );
  await app.register(swagger, { mode: 'static', specification: { document: loadContract() as never } });
  await app.register(swaggerUi, { routePrefix: API_REFERENCE_PREFIX });
}
