import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from './project-root';

/** The one contract both sides are built from. */
export const contractPath = path.join(projectRoot, 'openapi/openapi.yaml');

export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationSpec>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

export interface OperationSpec {
  operationId: string;
  'x-public'?: boolean;
  'x-authenticated'?: boolean;
  'x-permission'?: string | string[];
  /** A GET that changes state (every other method is taken to). */
  'x-side-effects'?: boolean;
  /** Why a call with side effects may be made without the anti-forgery token. */
  'x-forgery-exempt'?: string;
  /** When the operation needs a second factor given lately in the session (step-up, 423 otherwise). */
  'x-step-up'?: string;
  /** Open to a signed-in user who must still set up the second factor a role requires (the enrolment's calls). */
  'x-second-factor-enrolment'?: boolean;
  /** Its body carries a file in base64 (IMPORT_FILE_LIMIT_BYTES), so the server reads a larger body than BODY_LIMIT_BYTES. */
  'x-file-upload'?: boolean;
  [key: string]: unknown;
}

/**
 * Who may call an operation, as the contract declares it. Anything the document does not
 * declare is `denied`: the authorization hook refuses it and the contract test fails.
 */
export type Access =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'permission'; anyOf: string[] } | { kind: 'denied' };

export function accessOf(operation: OperationSpec): Access {
  const declared = [operation['x-public'], operation['x-authenticated'], operation['x-permission']].filter(
    (v) => v !== undefined,
  );
  if (declared.length !== 1) return { kind: 'denied' };
  if (operation['x-public'] === true) return { kind: 'public' };
  if (operation['x-authenticated'] === true) return { kind: 'authenticated' };
  const permission = operation['x-permission'];
  if (typeof permission === 'string') return { kind: 'permission', anyOf: [permission] };
  if (Array.isArray(permission) && permission.length > 0) return { kind: 'permission', anyOf: permission };
  return { kind: 'denied' };
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export interface ContractOperation {
  operationId: string;
  method: Uppercase<(typeof HTTP_METHODS)[number]>;
  path: string;
  access: Access;
  spec: OperationSpec;
}

let cached: OpenApiDocument | undefined;

export function loadContract(): OpenApiDocument {
  cached ??= parsedContract(contractPath, path.join(projectRoot, 'dist/contract'));
  return cached;
}

/**
 * The contract's YAML takes 0.6 s to parse, in every start and every test file; its JSON, kept in
 * `keptDir` under the YAML's hash (so an edited contract is parsed afresh), is read in milliseconds.
 * A kept file that does not read back is replaced.
 */
export function parsedContract(yamlFile: string, keptDir: string): OpenApiDocument {
  const yaml = readFileSync(yamlFile);
  const kept = path.join(keptDir, `${createHash('sha256').update(yaml).digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(kept, 'utf8')) as OpenApiDocument;
  } catch {
    // Not kept yet, or unreadable: parsed and kept below.
  }
  const document = parse(yaml.toString('utf8')) as OpenApiDocument;
  try {
    mkdirSync(keptDir, { recursive: true });
    for (const old of readdirSync(keptDir)) rmSync(path.join(keptDir, old), { force: true });
    // Renamed into place whole: test files and processes starting at once read it.
    const partial = `${kept}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, kept);
  } catch {
    // A read-only install parses the YAML at every start instead.
  }
  return document;
}

export function listOperations(document: OpenApiDocument = loadContract()): ContractOperation[] {
  return Object.entries(document.paths).flatMap(([pathName, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((m) => ({
      operationId: item[m].operationId,
      method: m.toUpperCase() as ContractOperation['method'],
      path: pathName,
      access: accessOf(item[m]),
      spec: item[m],
    })),
  );
}

export interface PermissionDefinition {
  name: string;
  group: string;
  description: string;
}

/** The Permission enum with the group and description the contract gives each name. */
export function permissionCatalogue(document: OpenApiDocument = loadContract()): PermissionDefinition[] {
  const schema = document.components.schemas.Permission as {
    enum: string[];
    'x-permission-catalogue': Record<string, { group: string; description: string }>;
  };
  return schema.enum.map((name) => ({ name, ...schema['x-permission-catalogue'][name] }));
}

/**
 * A health probe (the contract's `health` tag): a load balancer's or an orchestrator's, called
 * every few seconds, so never rate-limited into failure and logged at debug, not info.
 */
export function isProbe(op: Pick<ContractOperation, 'spec'>): boolean {
  return ((op.spec.tags ?? []) as string[]).includes('health');
}

/** Every media type the contract names, of requests and of replies alike. */
export function mediaTypesOf(document: OpenApiDocument = loadContract()): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const { content } = node as { content?: unknown };
    if (typeof content === 'object' && content !== null) Object.keys(content).forEach((type) => found.add(type));
    Object.values(node).forEach(walk);
  };
  walk(document);
  return [...found];
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Whether a signed-in user who must still set up the second factor their role requires may make
 * the call (docs/security.md, Second factor required by role): only the enrolment's calls, marked
 * `x-second-factor-enrolment: true` on an `x-authenticated` operation. Every other is refused.
 */
export function openDuringEnrolment(op: Pick<ContractOperation, 'access' | 'spec'>): boolean {
  return op.access.kind === 'authenticated' && op.spec['x-second-factor-enrolment'] === true;
}

/**
 * Whether a call changes state: every method but GET (and HEAD, OPTIONS), and a GET the
 * contract marks `x-side-effects: true` (an export call queues a job). A GET not
 * marked must change nothing; the anti-forgery sweep holds every such GET to that.
 */
export function hasSideEffects(op: Pick<ContractOperation, 'method' | 'spec'>): boolean {
  return !SAFE_METHODS.includes(op.method.toUpperCase()) || op.spec['x-side-effects'] === true;
}

/**
 * Whether a call must echo the session's anti-forgery token (X-XSRF-TOKEN), else 419: every
 * call with side effects, unless the contract exempts it with `x-forgery-exempt` (the reason:
 * a plain browser navigation must work and its effect cannot hurt the user).
 */
export function needsAntiForgery(op: Pick<ContractOperation, 'method' | 'spec'>): boolean {
  return hasSideEffects(op) && typeof op.spec['x-forgery-exempt'] !== 'string';
}
