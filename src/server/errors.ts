import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messagesOfIssues, type SchemaIssue } from '../shared/contract-messages';
import { loadContract } from './contract';
import { errorPage, wantsErrorPage } from './error-page';

export type FieldErrors = Record<string, string[]>;

/** An error whose status and message reach the client in the contract's Error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly retryAfter?: number,
    /** The contract's Error `code`, where a client acts on the reason. */
    readonly code?: 'second_factor_enrolment_required',
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
/** A role of the user requires a second factor they have not set up: the web takes them to the enrolment. */
export const secondFactorEnrolmentRequired = () =>
  new HttpError(
    403,
    'Your role requires a second factor: set up an authenticator app or a passkey to continue.',
    undefined,
    undefined,
    'second_factor_enrolment_required',
  );
export const notFound = (what = 'record') => new HttpError(404, `No such ${what}.`);
export const csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.');
/** An edit form sent a version someone else has saved over since: refused, never overwritten. */
export const staleVersion = (what: string) =>
  new HttpError(
    409,
    `This ${what} was changed by someone else since you opened it. Reload it and make your change again.`,
  );

/** PostgreSQL's unique_violation: a concurrent save lost the race at a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** A body that is absent, or not one JSON object, where the operation takes one. */
export const unreadableBody = () => validationFailed({ body: ['The request body must be a JSON object.'] });

/** 422 with messages per field; the first message is the summary, as Laravel does. */
export function validationFailed(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new HttpError(422, first, errors);
}

/** Refuses (422) when any field has a message: a handler's checks, all of them at once. */
export function refuseIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** Schema issues in plain words at their fields (src/shared/contract-messages.ts), the contract's schemas resolving `$ref`s. */
export const fieldErrorsOf = (issues: SchemaIssue[]): FieldErrors =>
  messagesOfIssues(issues, loadContract().components.schemas);

/** Socket codes and SQLSTATEs of a database that is down, shutting down, crashed or starting. */
const DATABASE_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08006', '08001']);
/** node-postgres reports a connection lost in use, or a pool that found none in time, without a code. */
const CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** The database cannot be reached just now: the client may retry shortly (503), nothing is our bug. */
function isDatabaseUnavailable(error: { code?: string; message?: string }): boolean {
  return (error.code !== undefined && DATABASE_DOWN.has(error.code)) || CONNECTION_LOST.test(error.message ?? '');
}

function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
  if (wantsErrorPage(reply.request, error.statusCode))
    return reply.status(error.statusCode).type('text/html').send(errorPage(error.message));
  return reply.status(error.statusCode).send({
    message: error.message,
    ...(error.errors && { errors: error.errors }),
    ...(error.retryAfter !== undefined && { retry_after: error.retryAfter }),
    ...(error.code !== undefined && { code: error.code }),
  });
}

/** A size as a refusal tells it (MiB, as the limits are set): "8.1 MB". */
export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A body over its route's limit, refused before it is read: how large a call may be, and what to do. */
const bodyTooLarge = (limitBytes: number) =>
  new HttpError(
    413,
    `The request is larger than this call takes (at most ${megabytes(limitBytes)}). Send less at once: split the file into smaller files.`,
  );

const ROUTER_REFUSALS = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);
const UNREADABLE_BODY = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
]);

/** The one error handler: every error leaves in the Error shape, and no 5xx detail leaks. */
export function handleError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) return sendHttpError(reply, error);
  // Fastify's request validation is a 400 with `validation`; a reply failing its schema is a 500 (our bug).
  if (error.validation && error.statusCode === 400)
    return sendHttpError(reply, validationFailed(fieldErrorsOf(error.validation as SchemaIssue[])));
  if (UNREADABLE_BODY.has(error.code)) return sendHttpError(reply, unreadableBody());
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return sendHttpError(reply, bodyTooLarge(request.routeOptions.bodyLimit));
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.status(503).send({ message: 'The service is temporarily unavailable. Please retry shortly.' });
  }
  // The router's refusals (an undecodable or overlong path segment) would echo the whole path back.
  if (ROUTER_REFUSALS.has(error.code))
    return sendHttpError(
      reply,
      new HttpError(error.statusCode ?? 400, 'The address of this request is malformed or too long.'),
    );
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: 'Server error.' });
}
