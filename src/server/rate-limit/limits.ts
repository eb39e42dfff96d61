import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { RateLimitSettings } from '../config';
import { isProbe, type ContractOperation } from '../contract';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { databaseStore } from './database-store';

const WINDOW_MS = 60_000;

/** A limit: who is counted, how many calls a window holds, and what the 429 calls them. */
export interface RateLimitRule {
  name: 'address' | 'lists' | 'exports';
  max: number;
  /** "requests from this address", "list requests", … */
  calls: string;
  /** The caller's bucket: one per address and operation, or one per signed-in user and limit. */
  keyOf(request: FastifyRequest, operationId: string): string;
}

/** An address's bucket: an IPv6 client commonly holds a whole /64, so it counts as one address. */
const addressKey = (request: FastifyRequest, operationId: string) =>
  `address:${operationId}:${normalizeIP(request.ip, 64)}`;
/** Runs after the authorization hook, which has refused anyone not signed in. */
const userKey = (limit: string) => (request: FastifyRequest) => `${limit}:user:${request.principal?.id}`;

const parameterNames = (op: ContractOperation) =>
  ((op.spec.parameters ?? []) as { $ref?: string; name?: string }[]).map((p) => p.$ref?.split('/').pop() ?? p.name);

/**
 * Which limit an operation has, from the contract: every public call but the health probes (a
 * load balancer's, which must never be refused) per source address; export requests and paginated
 * lists per signed-in user. Anything else is unlimited.
 */
export function rateLimitOf(op: ContractOperation, limits: RateLimitSettings): RateLimitRule | undefined {
  const parameters = parameterNames(op);
  if (op.access.kind === 'public' && !isProbe(op)) {
    return { name: 'address', max: limits.publicPerAddress, calls: 'requests from this address', keyOf: addressKey };
  }
  if (parameters.includes('ExportFileName'))
    return { name: 'exports', max: limits.exportsPerUser, calls: 'export requests', keyOf: userKey('exports') };
  if (op.method === 'GET' && parameters.includes('ItemsPerPage'))
    return { name: 'lists', max: limits.listsPerUser, calls: 'list requests', keyOf: userKey('lists') };
  return undefined;
}

/** The 429 in the contract's Error shape; Retry-After and retry_after say the seconds to wait. */
function tooManyCalls(rule: RateLimitRule, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(
    429,
    `Too many ${rule.calls} (at most ${rule.max} a minute). Please try again in ${seconds} seconds.`,
    undefined,
    seconds,
  );
}

/**
 * @fastify/rate-limit over a table every app process shares; nothing is limited until a route asks.
 * Answers, for an operation, its onRequest hooks: its limit (if any) and the authorization hook, in
 * order. A limit per address counts every call before anything else runs, a refused session
 * included; a limit per user needs the principal, so it runs after authorization.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; clock: Clock; limits: RateLimitSettings },
): Promise<(op: ContractOperation, authorization: onRequestAsyncHookHandler) => onRequestAsyncHookHandler[]> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(deps.db, deps.clock) as never,
    timeWindow: WINDOW_MS,
  });
  return (op, authorization) => {
    const rule = rateLimitOf(op, deps.limits);
    if (!rule) return [authorization];
    const limit = app.rateLimit({
      max: rule.max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => rule.keyOf(request, op.operationId),
      errorResponseBuilder: (_request, context) => tooManyCalls(rule, context.ttl),
    }) as onRequestAsyncHookHandler;
    return rule.name === 'address' ? [limit, authorization] : [authorization, limit];
  };
}
