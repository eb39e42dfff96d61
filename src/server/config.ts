import path from 'node:path';
import {
  DEFAULT_ACCOUNT_WARNING_DAYS,
  DEFAULT_DORMANCY_DAYS,
  IMPORT_FILE_DEFAULT_LIMIT_BYTES,
} from '../shared/constants';
import { SERVICE_CATALOGUE, type ServiceName } from '../shared/services';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** A process's PostgreSQL connections: how many at most, and how long a query waits for one before its request answers 503. */
export interface DatabasePoolSettings {
  size: number;
  waitMs: number;
}
export const DATABASE_POOL_DEFAULTS: DatabasePoolSettings = { size: 10, waitMs: 5_000 };

/** A streaming replica that list, count, option and export reads may use while it lags at most maxLagMs. */
export interface ReadReplicaSettings {
  url: string;
  maxLagMs: number;
}

/** Every deployment setting of the server, read once from the environment (README.md lists them). */
export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** Each process's PostgreSQL pool: its size, and how long a request waits for a connection before a 503. */
  databasePool: DatabasePoolSettings;
  /** DATABASE_READ_URL: a streaming replica of DATABASE_URL for reads (docs/architecture.md, Read replicas). */
  databaseRead: ReadReplicaSettings | undefined;
  appUrl: string;
  seedAdminEmail: string;
  seedAdminPassword: string | undefined;
  /** Demo users, TPAs and ministries on first start; the admin and catalogue are always seeded. */
  seedDemoData: boolean;
  /** How long the first administrator's printed set-password link works (no SEED_ADMIN_PASSWORD, no trial). */
  seedAdminLinkMinutes: number;
  beneficiaryPortalUrl: string;
  serviceUrls: Record<ServiceName, string>;
  /** A session ends after this long without a call, or this long after sign-in, whichever is first. */
  sessionIdleMinutes: number;
  sessionLifetimeMinutes: number;
  logLevel: string;
  /** pretty lines at a terminal and JSON otherwise (auto), or always one of them (LOG_FORMAT). */
  logFormat: 'auto' | 'json' | 'pretty';
  /** Prometheus metrics on their own port (off when unset), apart from the app's port and its proxy. */
  metricsPort: number | undefined;
  metricsHost: string;
  /** Serve the built SPA from this folder; undefined serves the API alone (tests). */
  webDir: string | undefined;
  /** SMTP server for outgoing mail; undefined writes each message as an .eml file to outboxDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** Where finished export files are stored. */
  exportDir: string;
  /** How long an export's download link stays valid. */
  exportLinkDays: number;
  /** How often an idle export worker looks for due jobs (it is also woken by each request). */
  exportPollMs: number;
  /** A job left running this long (its process died) may be claimed again. */
  exportLeaseSeconds: number;
  /** Tries of an export file before the job is marked failed. */
  exportMaxAttempts: number;
  /** How many of one user's exports may be queued or running at once; more are refused (429). */
  exportMaxPendingPerUser: number;
  /** Signs export download links; unset, the embedded database keeps a generated one in DATA_DIR (PostgreSQL requires it). */
  linkSecret: string | undefined;
  /** How long an invited user's set-password link works (a reset link works 60 minutes). */
  invitationDays: number;
  /** How often an idle mail outbox looks for mail to send or retry (a new mail wakes it at once). */
  mailPollMs: number;
  /** How many filtered list totals the server keeps for reuse while they stay exact; 0 counts every time. */
  listCountCacheEntries: number;
  /** How many whole list answers (pages up to 100 rows) the server keeps for reuse while their versions stay put; 0 keeps none. */
  listAnswerCacheEntries: number;
  /** A search matching at least this many rows has its total kept by triggers from then on (lists/kept-counts.ts); 0: never. */
  listKeepSearchFrom: number;
  /** Which proxies may tell the client's address (X-Forwarded-For): none, or their addresses and networks. */
  trustProxy: TrustProxy;
  /** The HTTP server's limits: an idle socket, receiving a whole request, an idle kept-alive socket (ms); a request body (bytes). */
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  bodyLimitBytes: number;
  /** The largest file of users an import takes (413 above); its request body may be a third larger (base64). */
  importFileLimitBytes: number;
  /** Calls a minute: from one address to each public call; by one signed-in user to list calls, and to export calls. */
  rateLimits: RateLimitSettings;
  /** A guest session (GET /sanctum/csrf-cookie, no sign-in yet) ends this long after it was opened. */
  guestSessionMinutes: number;
  /** How recently a second factor must have been given in the session before one is removed or recovery codes are remade. */
  stepUpMinutes: number;
  /** How recently the password must have been confirmed in the session before a factor is added (Fortify's password_timeout). */
  passwordConfirmMinutes: number;
  /** How often every process deletes expired sessions and spent rate-limit counters (and applies expiry and dormancy). */
  purgeSeconds: number;
  /** Staff accounts with no sign-in for this many days are deactivated (beneficiaries never are); 0: no dormancy rule. */
  dormancyDays: number;
  /** How many days before an account's expiry, or its deactivation for dormancy, its holder is warned by mail. */
  accountWarningDays: number;
  /** Swagger UI and /api/openapi.yaml are served: on in development, off in production, API_DOCS overrides. */
  apiDocs: boolean;
}

export interface RateLimitSettings {
  publicPerAddress: number;
  listsPerUser: number;
  exportsPerUser: number;
}

const SERVICE_ENV: Record<ServiceName, string> = {
  Dashboard: 'SERVICE_URL_DASHBOARD',
  'User Management': 'SERVICE_URL_USER_MANAGEMENT',
  'Provider Management': 'SERVICE_URL_PROVIDER_MANAGEMENT',
  'Referral Management': 'SERVICE_URL_REFERRAL_MANAGEMENT',
  'Encounter Management': 'SERVICE_URL_ENCOUNTER_MANAGEMENT',
  'Beneficiary Management': 'SERVICE_URL_BENEFICIARY_MANAGEMENT',
  'Contributions Management': 'SERVICE_URL_CONTRIBUTIONS_MANAGEMENT',
  'Claims Management': 'SERVICE_URL_CLAIMS_MANAGEMENT',
};

/** The launcher's User Management entry opens the users list filtered to agency staff. */
export const USER_MANAGEMENT_PATH = '/agency-panel/users?user_type=Agency+Staff';

/** An integer setting of at least `minimum`; the fallback when unset. */
function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum: 0 | 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`${name} must be ${minimum === 1 ? 'a positive integer' : 'a whole number'}, got "${raw}"`);
  return value;
}

const positiveInt = (env: NodeJS.ProcessEnv, name: string, fallback: number) => integerSetting(env, name, fallback, 1);

/**
 * Demo data (accounts with printed passwords, fake people) only in an obvious trial, the embedded
 * database with no DATABASE_URL, or when asked for; never on an https address, where it is refused.
 */
function seedDemoDataSetting(env: NodeJS.ProcessEnv, appUrl: string): boolean {
  const raw = env.SEED_DEMO_DATA || undefined;
  if (raw !== undefined && raw !== 'true' && raw !== 'false')
    throw new Error(`SEED_DEMO_DATA must be true or false, got "${raw}"`);
  const https = appUrl.startsWith('https://');
  if (raw === 'true' && https) {
    throw new Error(
      `SEED_DEMO_DATA=true is refused: APP_URL (${appUrl}) is https, a live service, where demo accounts would be a way in. Unset SEED_DEMO_DATA.`,
    );
  }
  return raw === undefined ? !env.DATABASE_URL && !https : raw === 'true';
}

function serviceUrls(env: NodeJS.ProcessEnv): Record<ServiceName, string> {
  const slug = (name: string) =>
    name
      .toLowerCase()
      .replace(/ management$/, '')
      .replace(/\s+/g, '-');
  const entries = SERVICE_CATALOGUE.map(({ name }) => {
    // This app is User Management: a path on whatever host it is opened at keeps the session cookie.
    const fallback = name === 'User Management' ? USER_MANAGEMENT_PATH : `https://${slug(name)}.nhia.example`;
    return [name, env[SERVICE_ENV[name]] || fallback] as const;
  });
  return Object.fromEntries(entries) as Record<ServiceName, string>;
}

/** Production is an https APP_URL or NODE_ENV=production; anything else is a development or trial run. */
export function isProduction(env: NodeJS.ProcessEnv, appUrl: string): boolean {
  return appUrl.startsWith('https://') || env.NODE_ENV === 'production';
}

function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

function logFormatSetting(env: NodeJS.ProcessEnv): Settings['logFormat'] {
  const raw = env.LOG_FORMAT || 'auto';
  if (raw !== 'auto' && raw !== 'json' && raw !== 'pretty')
    throw new Error(`LOG_FORMAT must be json, pretty or auto, got "${raw}"`);
  return raw;
}

function readReplicaSetting(env: NodeJS.ProcessEnv): ReadReplicaSettings | undefined {
  const maxLagMs = positiveInt(env, 'DATABASE_READ_MAX_LAG_MS', 3_000);
  if (!env.DATABASE_READ_URL) return undefined;
  if (!env.DATABASE_URL) throw new Error('DATABASE_READ_URL is a replica of DATABASE_URL, which is not set');
  return { url: env.DATABASE_READ_URL, maxLagMs };
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = positiveInt(env, 'PORT', 8080);
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePool: {
      size: positiveInt(env, 'DATABASE_POOL_SIZE', DATABASE_POOL_DEFAULTS.size),
      waitMs: positiveInt(env, 'DATABASE_POOL_WAIT_MS', DATABASE_POOL_DEFAULTS.waitMs),
    },
    databaseRead: readReplicaSetting(env),
    appUrl,
    seedAdminEmail: (env.SEED_ADMIN_EMAIL || 'admin@nhia.example').toLowerCase(),
    seedAdminPassword: env.SEED_ADMIN_PASSWORD || undefined,
    seedDemoData: seedDemoDataSetting(env, appUrl),
    seedAdminLinkMinutes: positiveInt(env, 'SEED_ADMIN_LINK_MINUTES', 60),
    beneficiaryPortalUrl: env.BENEFICIARY_PORTAL_URL || 'https://beneficiaries.nhia.example',
    serviceUrls: serviceUrls(env),
    sessionIdleMinutes: positiveInt(env, 'SESSION_IDLE_MINUTES', 30),
    sessionLifetimeMinutes: positiveInt(env, 'SESSION_LIFETIME_MINUTES', 8 * 60),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormatSetting(env),
    metricsPort: env.METRICS_PORT ? positiveInt(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    webDir: env.WEB_DIR === '' ? undefined : path.resolve(env.WEB_DIR || 'dist/web'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'NHIA User Management <no-reply@nhia.example>',
    outboxDir: path.join(dataDir, 'outbox'),
    exportDir: path.resolve(env.EXPORT_DIR || path.join(dataDir, 'exports')),
    exportLinkDays: positiveInt(env, 'EXPORT_LINK_DAYS', 7),
    exportPollMs: positiveInt(env, 'EXPORT_POLL_MS', 5_000),
    exportLeaseSeconds: positiveInt(env, 'EXPORT_LEASE_SECONDS', 10 * 60),
    exportMaxAttempts: positiveInt(env, 'EXPORT_MAX_ATTEMPTS', 5),
    exportMaxPendingPerUser: positiveInt(env, 'EXPORT_MAX_PENDING_PER_USER', 10),
    linkSecret: env.LINK_SECRET || undefined,
    invitationDays: positiveInt(env, 'INVITATION_DAYS', 7),
    mailPollMs: positiveInt(env, 'MAIL_POLL_MS', 10_000),
    listCountCacheEntries: integerSetting(env, 'LIST_COUNT_CACHE_ENTRIES', 1_000, 0),
    listAnswerCacheEntries: integerSetting(env, 'LIST_ANSWER_CACHE_ENTRIES', 500, 0),
    listKeepSearchFrom: integerSetting(env, 'LIST_KEEP_SEARCH_FROM', 20_000, 0),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    connectionTimeoutMs: integerSetting(env, 'CONNECTION_TIMEOUT_MS', 60_000, 0),
    requestTimeoutMs: integerSetting(env, 'REQUEST_TIMEOUT_MS', 30_000, 0),
    // Longer than the 60 s idle timeout of common load balancers, so the app never closes a socket they are about to reuse.
    keepAliveTimeoutMs: positiveInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000),
    bodyLimitBytes: positiveInt(env, 'BODY_LIMIT_BYTES', 1_048_576),
    importFileLimitBytes: positiveInt(env, 'IMPORT_FILE_LIMIT_BYTES', IMPORT_FILE_DEFAULT_LIMIT_BYTES),
    rateLimits: {
      publicPerAddress: positiveInt(env, 'RATE_LIMIT_PUBLIC_PER_MINUTE', 60),
      listsPerUser: positiveInt(env, 'RATE_LIMIT_LISTS_PER_MINUTE', 300),
      exportsPerUser: positiveInt(env, 'RATE_LIMIT_EXPORTS_PER_MINUTE', 30),
    },
    guestSessionMinutes: positiveInt(env, 'GUEST_SESSION_MINUTES', 10),
    stepUpMinutes: positiveInt(env, 'STEP_UP_MINUTES', 5),
    passwordConfirmMinutes: positiveInt(env, 'PASSWORD_CONFIRM_MINUTES', 15),
    purgeSeconds: positiveInt(env, 'SESSION_PURGE_SECONDS', 60),
    dormancyDays: integerSetting(env, 'DORMANCY_DAYS', DEFAULT_DORMANCY_DAYS, 0),
    accountWarningDays: positiveInt(env, 'ACCOUNT_WARNING_DAYS', DEFAULT_ACCOUNT_WARNING_DAYS),
    apiDocs: booleanSetting(env, 'API_DOCS', !isProduction(env, appUrl)),
  };
}
